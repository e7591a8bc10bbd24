import { z } from 'zod';
import type { WechatOAuthSettings } from '../../config-wechat';

/**
 * The official account's web OAuth (网页授权, snsapi_base): a silent redirect through WeChat that comes
 * back with a code, exchanged server-side (with the AppSecret, which never leaves the server) for the
 * person's openid. Plain HTTPS calls on fetch; the base URLs are settings so tests can use a fake.
 */

/** `returnTo` rides on the redirect URL, so the page knows where to go once the openid is bound. */
export function authorizeUrl(settings: WechatOAuthSettings, state: string, returnTo?: string): string {
  let redirect = settings.redirectUrl;
  if (returnTo) redirect += `${redirect.includes('?') ? '&' : '?'}wx_return=${encodeURIComponent(returnTo)}`;
  // WeChat reads these parameters in this order only, and needs the #wechat_redirect fragment.
  return (
    `${settings.openBaseUrl}/connect/oauth2/authorize?appid=${settings.appId}` +
    `&redirect_uri=${encodeURIComponent(redirect)}&response_type=code&scope=snsapi_base` +
    `&state=${state}#wechat_redirect`
  );
}

const answerSchema = z.union([
  z.object({
    openid: z.string().min(1).max(128),
    scope: z.string().optional(),
    /** 1: the page is a 朋友圈 snapshot; the openid is a stand-in that cannot pay. */
    is_snapshotuser: z.number().optional(),
  }),
  z.object({ errcode: z.number(), errmsg: z.string().optional() }),
]);

export type CodeExchange =
  { ok: true; openid: string } | { ok: false; why: 'bad_code' | 'snapshot' | 'unavailable'; detail: string };

/** 40029 invalid code, 40163 code already used, 41008 code missing: the person starts again. */
const BAD_CODE = new Set([40029, 40163, 41008]);

export async function exchangeCode(settings: WechatOAuthSettings, code: string): Promise<CodeExchange> {
  const url =
    `${settings.apiBaseUrl}/sns/oauth2/access_token?appid=${settings.appId}` +
    `&secret=${settings.appSecret}&code=${encodeURIComponent(code)}&grant_type=authorization_code`;
  let body: unknown;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(settings.timeoutMs) });
    if (!res.ok) return { ok: false, why: 'unavailable', detail: `HTTP ${res.status}` };
    body = await res.json();
  } catch (err) {
    return { ok: false, why: 'unavailable', detail: (err as Error).name };
  }
  const answer = answerSchema.safeParse(body);
  if (!answer.success) return { ok: false, why: 'unavailable', detail: 'unexpected answer' };
  const a = answer.data;
  if ('errcode' in a)
    return {
      ok: false,
      why: BAD_CODE.has(a.errcode) ? 'bad_code' : 'unavailable',
      detail: `errcode ${a.errcode}${a.errmsg ? ` ${a.errmsg}` : ''}`,
    };
  if (a.is_snapshotuser === 1) return { ok: false, why: 'snapshot', detail: 'snapshot user' };
  return { ok: true, openid: a.openid };
}
