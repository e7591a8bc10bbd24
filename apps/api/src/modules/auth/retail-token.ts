import { createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeMobile } from '@nutri/domain/contracts';

/**
 * The retail mini-program proves a phone number with `<mobile>.<unixSeconds>.<hex HMAC-SHA256>`,
 * signed with the shared RETAIL_SSO_SECRET over `mobile + "." + unixSeconds`, valid for 10 minutes.
 * A bare phone number in a URL proves nothing, so unsigned tokens are refused unless a demo switch says otherwise.
 */
export const RETAIL_TOKEN_MAX_AGE_S = 10 * 60;
/** Clock skew we forgive for tokens "from the future". */
export const RETAIL_TOKEN_SKEW_S = 60;

const MOBILE = /^\+?[0-9]{5,20}$/;

export type RetailTokenResult = { ok: true; mobile: string } | { ok: false; reason: string };

export function signRetailToken(secret: string, mobile: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${mobile}.${unixSeconds}`).digest('hex');
  return `${mobile}.${unixSeconds}.${mac}`;
}

export function verifyRetailToken(secret: string, token: string, nowS: number): RetailTokenResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed retail token' };
  const [mobile, ts, mac] = parts as [string, string, string];
  if (!MOBILE.test(mobile) || !/^\d{1,12}$/.test(ts) || !/^[0-9a-f]{64}$/i.test(mac)) {
    return { ok: false, reason: 'malformed retail token' };
  }
  const issued = Number(ts);
  if (nowS - issued > RETAIL_TOKEN_MAX_AGE_S) return { ok: false, reason: 'retail token expired' };
  if (issued - nowS > RETAIL_TOKEN_SKEW_S) return { ok: false, reason: 'retail token not yet valid' };
  const expected = createHmac('sha256', secret).update(`${mobile}.${ts}`).digest();
  const given = Buffer.from(mac, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'retail token signature does not match' };
  }
  return { ok: true, mobile };
}

export function isPlainMobile(token: string): boolean {
  return MOBILE.test(normalizeMobile(token));
}
