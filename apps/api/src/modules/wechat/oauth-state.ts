import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The `state` of a WeChat OAuth round trip: the signed-in user it was issued to and when it lapses,
 * under an HMAC of the server's signing secret. WeChat hands it back unchanged with the code; binding
 * the code then needs the same user, so a link carrying someone else's code and state binds nothing.
 * WeChat allows letters and digits only, at most 128 bytes: 32 (user) + 8 (expiry) + 32 (MAC) = 72.
 */
export const STATE_TTL_MS = 10 * 60_000;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`wechat-oauth-state:${payload}`).digest('hex').slice(0, 32);

const compact = (userId: string) => userId.replace(/-/g, '').toLowerCase();

export function issueState(secret: string, userId: string, nowMs = Date.now()): string {
  const expiry = Math.floor((nowMs + STATE_TTL_MS) / 1000)
    .toString(36)
    .padStart(8, '0');
  const payload = `${compact(userId)}${expiry}`;
  return `${payload}${mac(secret, payload)}`;
}

/** True when the state was issued by this server to this user and has not lapsed. */
export function stateHolds(secret: string, state: string, userId: string, nowMs = Date.now()): boolean {
  if (!/^[0-9a-z]{72}$/.test(state)) return false;
  const payload = state.slice(0, 40);
  const given = Buffer.from(state.slice(40));
  const expected = Buffer.from(mac(secret, payload));
  if (!timingSafeEqual(given, expected)) return false;
  if (payload.slice(0, 32) !== compact(userId)) return false;
  return parseInt(payload.slice(32), 36) * 1000 >= nowMs;
}
