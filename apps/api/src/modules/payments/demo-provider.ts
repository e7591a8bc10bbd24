import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type {
  PaymentAction,
  PaymentNotification,
  PaymentProvider,
  PaymentStartInput,
  PaymentState,
  RefundInput,
  RefundResult,
} from '../shop';

/**
 * The demo provider (issue 20.2): the default when no real provider is configured, so `npm start`
 * works end to end. No money moves. Its "cashier" is the clearly labelled demo step on the order page:
 * confirming there makes a notification signed like a real provider's (HMAC-SHA256 over timestamp,
 * nonce and body with a key only the server holds) and hands it to the same notification handler that
 * `POST /v1/payments/notify/demo` runs, so the demo pays an order through the server path a real
 * payment takes (verify → markPaid), never by the client's say-so.
 *
 * Trades live in this process's memory, as a provider's own records would: a closed trade refuses a
 * confirmation. After a restart the demo forgets them; the order table stays the truth.
 */
export const DEMO_SIGNATURE_HEADER = 'x-demo-signature';
export const DEMO_TIMESTAMP_HEADER = 'x-demo-timestamp';
export const DEMO_NONCE_HEADER = 'x-demo-nonce';
/** A notification older or newer than this is refused (a replay from long ago, a skewed clock). */
const MAX_SKEW_S = 300;

const notificationSchema = z
  .object({
    id: z.string().min(1).max(64),
    outTradeNo: z.string().regex(/^[A-Za-z0-9_-]{6,32}$/),
    transactionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    amountCents: z.number().int().min(0),
    paidAt: z.iso.datetime({ offset: true }),
  })
  .strict();

interface DemoTrade {
  amountCents: number;
  state: PaymentState;
}

/** A signed notification as the demo cashier sends it. */
export interface DemoNotification {
  headers: Record<string, string>;
  rawBody: string;
}

export interface DemoPaymentProvider extends PaymentProvider {
  readonly name: 'demo';
  /**
   * The demo cashier's "pay": the trade is paid (unless it was closed) and the notification a provider
   * would send is returned, signed. `null` when the trade was closed (the cashier refuses).
   */
  confirm(outTradeNo: string, amountCents: number, now?: Date): DemoNotification | null;
}

function sign(secret: string, timestamp: string, nonce: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${nonce}\n${body}\n`).digest('hex');
}

function header(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string {
  const v = headers[name];
  return typeof v === 'string' ? v : '';
}

export function createDemoProvider(secret: string): DemoPaymentProvider {
  const trades = new Map<string, DemoTrade>();
  const tradeOf = (outTradeNo: string, amountCents = 0): DemoTrade => {
    let t = trades.get(outTradeNo);
    if (!t) {
      t = { amountCents, state: { status: 'unpaid' } };
      trades.set(outTradeNo, t);
    }
    return t;
  };

  return {
    name: 'demo',

    async start(input: PaymentStartInput): Promise<PaymentAction> {
      const t = tradeOf(input.outTradeNo, input.amountCents);
      t.amountCents = input.amountCents;
      return { kind: 'demo' };
    },

    async query(outTradeNo: string): Promise<PaymentState> {
      return { ...(trades.get(outTradeNo)?.state ?? { status: 'unpaid' }) };
    },

    async close(outTradeNo: string): Promise<void> {
      const t = tradeOf(outTradeNo);
      if (t.state.status === 'unpaid') t.state = { status: 'closed' };
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      if (input.refundCents < 0 || input.refundCents > input.totalCents) return { status: 'failed' };
      const t = trades.get(input.outTradeNo);
      if (t && t.state.status === 'paid' && input.refundCents === input.totalCents) {
        t.state = { ...t.state, status: 'refunded' };
      }
      return { status: 'success', refundId: `demo_refund_${input.outRefundNo}`.slice(0, 64) };
    },

    confirm(outTradeNo: string, amountCents: number, now = new Date()): DemoNotification | null {
      const t = tradeOf(outTradeNo, amountCents);
      if (t.state.status === 'closed' || t.state.status === 'refunded') return null;
      if (t.state.status !== 'paid') {
        t.state = {
          status: 'paid',
          transactionId: `demo_${randomBytes(12).toString('hex')}`,
          paidCents: amountCents,
          paidAt: now,
        };
      }
      const body = JSON.stringify({
        id: randomUUID(),
        outTradeNo,
        transactionId: t.state.transactionId,
        amountCents: t.state.paidCents,
        paidAt: (t.state.paidAt ?? now).toISOString(),
      });
      const timestamp = String(Math.floor(now.getTime() / 1000));
      const nonce = randomBytes(16).toString('hex');
      return {
        headers: {
          'content-type': 'application/json',
          [DEMO_TIMESTAMP_HEADER]: timestamp,
          [DEMO_NONCE_HEADER]: nonce,
          [DEMO_SIGNATURE_HEADER]: sign(secret, timestamp, nonce, body),
        },
        rawBody: body,
      };
    },

    async verifyNotification(headers, rawBody): Promise<PaymentNotification | null> {
      const timestamp = header(headers, DEMO_TIMESTAMP_HEADER);
      const nonce = header(headers, DEMO_NONCE_HEADER);
      const given = header(headers, DEMO_SIGNATURE_HEADER);
      if (
        !/^\d{1,12}$/.test(timestamp) ||
        !/^[0-9a-f]{16,64}$/.test(nonce) ||
        !/^[0-9a-f]{64}$/.test(given)
      ) {
        return null;
      }
      if (Math.abs(Date.now() / 1000 - Number(timestamp)) > MAX_SKEW_S) return null;
      const expected = Buffer.from(sign(secret, timestamp, nonce, rawBody), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return null;
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = notificationSchema.safeParse(json);
      if (!parsed.success) return null;
      const n = parsed.data;
      return {
        id: n.id,
        outTradeNo: n.outTradeNo,
        state: {
          status: 'paid',
          transactionId: n.transactionId,
          paidCents: n.amountCents,
          paidAt: new Date(n.paidAt),
        },
      };
    },
  };
}
