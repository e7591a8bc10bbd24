import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * Youzan's push messages (ADR 0029). The SDK only decrypts subscription messages (`src/crypto.js`);
 * trade messages are signed, not encrypted: the `Event-Sign` header is MD5(client_id + the request body
 * as sent + client_secret) in lower-case hex (Youzan cloud's push guide). The body's own `sign` field is
 * MD5(client_id + msg + client_secret), which Youzan itself advises against relying on, so only the
 * header is checked, over the exact bytes received.
 */
export function pushSignature(clientId: string, rawBody: string, clientSecret: string): string {
  return createHash('md5').update(`${clientId}${rawBody}${clientSecret}`, 'utf8').digest('hex');
}

const pushBodySchema = z.object({
  client_id: z.string(),
  /** The business id the message is about: the trade's tid for trade messages. */
  id: z.string().optional(),
  kdt_id: z.union([z.number(), z.string()]).optional(),
  msg_id: z.string().min(1).max(128),
  /** trade_TradeCreate, trade_TradeBuyerPay, trade_TradePaid, trade_TradeSellerShip, trade_TradeSuccess, trade_TradeClose … */
  type: z.string().min(1).max(128),
  status: z.string().optional(),
  /** Later versions of a message supersede earlier ones. */
  version: z.number().optional(),
  /** URL-encoded JSON: the trade as it was when the message was sent. */
  msg: z.string().optional(),
  test: z.boolean().optional(),
  sendCount: z.number().optional(),
});

export interface YouzanPush {
  msgId: string;
  type: string;
  /** The trade's tid, when the message is about a trade. */
  tid: string | null;
  status: string | null;
  version: number | null;
  test: boolean;
}

export type PushCheck = { ok: true; push: YouzanPush } | { ok: false; reason: string };

/**
 * Checks a push as received: its signature first (nothing of an unsigned body is read), then that it is
 * for this app and this shop. A refused push says why, for the log.
 */
export function checkPush(
  settings: { clientId: string; clientSecret: string; grantId: string },
  headers: Readonly<Record<string, string | string[] | undefined>>,
  rawBody: string,
): PushCheck {
  const header = headers['event-sign'];
  const given = typeof header === 'string' ? header.trim().toLowerCase() : '';
  if (!/^[0-9a-f]{32}$/.test(given)) return { ok: false, reason: 'no Event-Sign header' };
  const expected = Buffer.from(pushSignature(settings.clientId, rawBody, settings.clientSecret), 'hex');
  if (!timingSafeEqual(Buffer.from(given, 'hex'), expected))
    return { ok: false, reason: 'Event-Sign does not match' };
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { ok: false, reason: 'body is not JSON' };
  }
  const body = pushBodySchema.safeParse(json);
  if (!body.success)
    return { ok: false, reason: `unexpected push shape: ${body.error.issues[0]?.path.join('.') ?? ''}` };
  if (body.data.client_id !== settings.clientId) return { ok: false, reason: 'push for another client_id' };
  if (body.data.kdt_id !== undefined && String(body.data.kdt_id) !== settings.grantId) {
    return { ok: false, reason: 'push for another shop (kdt_id)' };
  }
  const isTrade = body.data.type.startsWith('trade_');
  return {
    ok: true,
    push: {
      msgId: body.data.msg_id,
      type: body.data.type,
      tid: isTrade && body.data.id ? body.data.id : null,
      status: body.data.status ?? null,
      version: body.data.version ?? null,
      test: body.data.test === true,
    },
  };
}

/** What Youzan expects back from a push it may stop resending. */
export const PUSH_RECEIVED = { code: 0, msg: 'success' } as const;
