import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  normalizeMobile,
  RETAIL_SIGN_IN_MESSAGES,
  RETAIL_SIGN_IN_REASONS,
  type LoginResult,
  type Locale,
  type RetailSignInReason,
} from '@nutri/domain/contracts';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { isPlainMobile, verifyRetailToken } from './retail-token';

interface AuthDeps {
  config: Config;
  sign: (userId: string) => string;
  users: Pick<FastifyInstance['usersService'], 'deviceAccount' | 'mobileAccount'>;
}

async function guestLogin(deps: AuthDeps, db: Db, deviceId: string): Promise<LoginResult> {
  const user = await deps.users.deviceAccount(db, deviceId);
  return { accessToken: deps.sign(user.id), user };
}

/**
 * A refused retail sign-in in the person's language with its `reason` (issue 19 §5): 403 when this server
 * has no retail sign-in, 401 when the token is bad; the web app continues as a guest on either.
 */
function retailRefusal(reason: RetailSignInReason, locale: Locale, detail?: string): DomainError {
  const m = RETAIL_SIGN_IN_MESSAGES[reason];
  return new DomainError(
    reason === RETAIL_SIGN_IN_REASONS.notConfigured ? 'forbidden' : 'unauthorized',
    locale === 'en-US' ? m.en : m.zh,
    detail ? [{ field: 'token', message: detail }] : undefined,
    undefined,
    reason,
  );
}

async function retailLogin(
  deps: AuthDeps,
  db: Db,
  token: string,
  locale: Locale = 'zh-CN',
  nowS = Math.floor(Date.now() / 1000),
): Promise<LoginResult> {
  const { secret, allowUnsigned } = deps.config.retail;
  let mobile: string;
  if (secret) {
    const result = verifyRetailToken(secret, token, nowS);
    if (!result.ok) throw retailRefusal(RETAIL_SIGN_IN_REASONS.badToken, locale, result.reason);
    mobile = result.mobile;
  } else if (allowUnsigned) {
    if (!isPlainMobile(token)) {
      throw retailRefusal(RETAIL_SIGN_IN_REASONS.badToken, locale, 'must be a mobile number');
    }
    mobile = token;
  } else {
    throw retailRefusal(RETAIL_SIGN_IN_REASONS.notConfigured, locale);
  }
  // One account per number however it was written (+86, spaces, hyphens).
  const user = await deps.users.mobileAccount(db, normalizeMobile(mobile));
  return { accessToken: deps.sign(user.id), user };
}

/** Sign-in for the app: the calls' work, bound to this app's settings, token signer and accounts. */
function createAuthService(deps: AuthDeps) {
  return {
    guestLogin: (db: Db, deviceId: string) => guestLogin(deps, db, deviceId),
    retailLogin: (db: Db, token: string, locale: Locale) => retailLogin(deps, db, token, locale),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    authService: ReturnType<typeof createAuthService>;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate(
      'authService',
      createAuthService({ config, sign: app.signAccessToken, users: app.usersService }),
    );
  },
  { name: 'auth-service', dependencies: ['auth', 'users-service'] },
);
