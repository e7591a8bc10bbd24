import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import type { WechatOAuthSettings } from '../../config-wechat';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { issueState, stateHolds } from './oauth-state';
import { authorizeUrl, exchangeCode } from './wechat-oauth';

/** The WeChat OAuth steps of a signed-in user: where to send them, then binding the openid they bring back. */

const text = {
  off: {
    'zh-CN': '本服务未开通微信授权',
    'en-US': 'WeChat sign-in is not set up on this server',
  },
  state: {
    'zh-CN': '授权已过期或不属于当前账号，请重新打开',
    'en-US': 'has expired or was issued to another sign-in; please start again',
  },
  code: {
    'zh-CN': '微信授权码无效或已使用，请重新授权',
    'en-US': 'is invalid or already used; please start again',
  },
  snapshot: {
    'zh-CN': '请在微信中打开完整页面后再授权',
    'en-US': 'Open the full page in WeChat, then try again',
  },
  unavailable: {
    'zh-CN': '暂时无法连接微信，请稍后再试',
    'en-US': 'WeChat cannot be reached right now; please try again shortly',
  },
} satisfies Record<string, Record<Locale, string>>;

const fieldError = (field: 'state' | 'code', locale: Locale) =>
  new DomainError('bad_request', `${field}: ${text[field][locale]}`, [
    { field, message: text[field][locale] },
  ]);

function enabled(settings: WechatOAuthSettings | null, locale: Locale): WechatOAuthSettings {
  if (!settings)
    throw new DomainError('conflict', text.off[locale], undefined, undefined, 'wechat_oauth_off');
  return settings;
}

function startWechatOAuth(
  settings: WechatOAuthSettings | null,
  secret: string,
  userId: string,
  returnTo: string | undefined,
  locale: Locale,
): { url: string; state: string } {
  const on = enabled(settings, locale);
  const state = issueState(secret, userId);
  return { url: authorizeUrl(on, state, returnTo), state };
}

async function bindWechatOpenid(
  users: Users,
  db: Db,
  settings: WechatOAuthSettings | null,
  secret: string,
  input: { userId: string; code: string; state: string; locale: Locale },
  log: (detail: string) => void,
): Promise<{ bound: true }> {
  const on = enabled(settings, input.locale);
  if (!stateHolds(secret, input.state, input.userId)) throw fieldError('state', input.locale);
  const exchange = await exchangeCode(on, input.code);
  if (!exchange.ok) {
    log(`WeChat OAuth code exchange failed: ${exchange.detail}`);
    if (exchange.why === 'bad_code') throw fieldError('code', input.locale);
    if (exchange.why === 'snapshot')
      throw new DomainError(
        'conflict',
        text.snapshot[input.locale],
        undefined,
        undefined,
        'wechat_snapshot_user',
      );
    throw new DomainError(
      'unavailable',
      text.unavailable[input.locale],
      undefined,
      undefined,
      'wechat_unavailable',
    );
  }
  if (!(await users.setWechatOpenid(db, input.userId, exchange.openid)))
    throw new DomainError('unauthorized', 'This account no longer exists, please sign in again');
  return { bound: true };
}

type Users = Pick<FastifyInstance['usersService'], 'setWechatOpenid'>;

/** WeChat OAuth as this app does it: its settings and token secret; the users module keeps the openid. */
function createWechatService(config: Config, users: Users) {
  const settings = config.wechat.oauth;
  const secret = config.jwt.secret;
  return {
    authorizeUrl: (userId: string, returnTo: string | undefined, locale: Locale) =>
      startWechatOAuth(settings, secret, userId, returnTo, locale),
    bindOpenid: (
      db: Db,
      input: { userId: string; code: string; state: string; locale: Locale },
      log: (detail: string) => void,
    ) => bindWechatOpenid(users, db, settings, secret, input, log),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    wechatService: ReturnType<typeof createWechatService>;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('wechatService', createWechatService(config, app.usersService));
  },
  { name: 'wechat-service', dependencies: ['users-service'] },
);
