import { z } from 'zod';
import type { YouzanClient } from './youzan-client';

/**
 * The three Open API calls the shop makes, each with the slice of its answer we read (ADR 0029):
 * the settlement page for a basket, a trade by its tid, and a buyer's coupons.
 */

/** A line of the Youzan basket: the store's item and SKU for one of our SKUs. */
export interface YouzanLine {
  itemId: number;
  /** 0 for an item without specifications. */
  skuId: number;
  num: number;
  /** Our unit price in cents (Youzan prices the settlement page itself). */
  priceCents: number;
}

const billAnswerSchema = z.object({
  url: z.string().url(),
  /** The settlement's key; the trade made from it carries it as `source_info.book_key`. */
  book_key: z.string().min(1),
  is_success: z.boolean().optional(),
});

export interface Checkout {
  url: string;
  bookKey: string;
}

/** `youzan.trade.bill.goods.url.get` 3.0.0: the store's settlement page for several goods. */
export async function checkoutFor(
  client: YouzanClient,
  kdtId: string,
  lines: readonly YouzanLine[],
): Promise<Checkout> {
  const answer = await client.call(
    'youzan.trade.bill.goods.url.get',
    '3.0.0',
    {
      kdt_id: Number(kdtId),
      order_type: 0,
      item_list: JSON.stringify(
        lines.map((l) => ({
          item_id: String(l.itemId),
          sku_id: String(l.skuId),
          num: String(l.num),
          price: l.priceCents,
        })),
      ),
    },
    billAnswerSchema,
  );
  return { url: answer.url, bookKey: answer.book_key };
}

/** Youzan's main trade statuses (`full_order_info.order_info.status`). */
export const YOUZAN_TRADE_STATUSES = [
  'WAIT_BUYER_PAY',
  'TRADE_PAID',
  'WAIT_CONFIRM',
  'WAIT_SELLER_SEND_GOODS',
  'WAIT_BUYER_CONFIRM_GOODS',
  'TRADE_SUCCESS',
  'TRADE_CLOSED',
] as const;
export type YouzanTradeStatus = (typeof YOUZAN_TRADE_STATUSES)[number];

const tradeAnswerSchema = z.object({
  full_order_info: z.object({
    order_info: z.object({
      tid: z.string().min(1),
      status: z.enum(YOUZAN_TRADE_STATUSES),
      /** "yyyy-MM-dd HH:mm:ss", China time. */
      pay_time: z.string().nullish(),
      /** 0 none, 1/11 refunding, 2 partly refunded, 12 refunded in full. */
      refund_state: z.number().nullish(),
    }),
    pay_info: z
      .object({
        /** Yuan, as a decimal string ("12.30"). */
        payment: z.string().nullish(),
        transaction: z.array(z.string()).nullish(),
        outer_transactions: z.array(z.string()).nullish(),
      })
      .nullish(),
    source_info: z.object({ book_key: z.string().nullish() }).nullish(),
  }),
  delivery_order: z
    .array(
      z.object({
        express_state: z.number().nullish(),
        dists: z
          .array(
            z.object({
              express_info: z
                .object({
                  express_no: z.string().nullish(),
                  express_id: z.number().nullish(),
                  /** Not in every version's answer; the company's id is. */
                  express_name: z.string().nullish(),
                })
                .nullish(),
            }),
          )
          .nullish(),
      }),
    )
    .nullish(),
});

export interface TradeState {
  tid: string;
  status: YouzanTradeStatus;
  bookKey: string | null;
  /** The trade's amount in cents: due while unpaid, paid after (the store's price, its coupons applied). */
  amountCents: number | null;
  paidAt: Date | null;
  transactionId: string | null;
  shipment: { carrier: string; trackingNo: string } | null;
  refundedInFull: boolean;
}

/** "12.3" → 1230; null for anything that is not a plain amount of yuan. */
export function yuanToCents(yuan: string | null | undefined): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec((yuan ?? '').trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** "2026-05-01 10:20:30" in China time (UTC+8, no daylight time). */
export function chinaTime(text: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec((text ?? '').trim());
  if (!m) return null;
  const d = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+08:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** `youzan.trade.get` 4.0.0 (the SDK's own example call): where a trade stands. */
export async function tradeState(client: YouzanClient, tid: string): Promise<TradeState> {
  const t = await client.call('youzan.trade.get', '4.0.0', { tid }, tradeAnswerSchema);
  const info = t.full_order_info.order_info;
  const pay = t.full_order_info.pay_info;
  const parcel = (t.delivery_order ?? [])
    .flatMap((d) => d.dists ?? [])
    .map((d) => d.express_info)
    .find((e) => e?.express_no);
  return {
    tid: info.tid,
    status: info.status,
    bookKey: t.full_order_info.source_info?.book_key ?? null,
    amountCents: yuanToCents(pay?.payment),
    paidAt: chinaTime(info.pay_time),
    transactionId: pay?.outer_transactions?.[0] ?? pay?.transaction?.[0] ?? null,
    shipment: parcel?.express_no
      ? {
          carrier: parcel.express_name ?? `youzan-express-${parcel.express_id ?? 0}`,
          trackingNo: parcel.express_no,
        }
      : null,
    refundedInFull: info.refund_state === 12,
  };
}

const voucherAnswerSchema = z.array(
  z.object({
    voucher_identity: z.object({ coupon_id: z.number(), coupon_type: z.number().optional() }),
    /** 1 amount off, 2 discount, 3 exchange (not a price rule we have). */
    preferential_mode: z.number(),
    /** Cents off (mode 1). */
    value: z.number().int().nullish(),
    /** Percent to pay ×10 for discounts ("85" = 8.5折 = pay 85 %), when the answer carries it. */
    discount: z.number().int().nullish(),
    /** Cents the order must reach, when the answer carries it. */
    threshold_amount: z.number().int().nullish(),
    title: z.string().nullish(),
    valid_start_time: z.number().int(),
    valid_end_time: z.number().int(),
    /** Set once used. */
    verified_at: z.number().int().nullish(),
  }),
);

export interface YouzanVoucher {
  couponId: number;
  title: string | null;
  preferentialMode: 1 | 2;
  value: number;
  thresholdCents: number;
  validFrom: Date;
  validTo: Date;
  used: boolean;
}

/**
 * `youzan.ump.voucher.query` 3.0.0: the buyer's coupons (all statuses), found by the mobile number the
 * retail sign-in proved. Exchange coupons and discounts without a rate are left out: the app's price
 * rules have no such voucher.
 */
export async function buyerVouchers(client: YouzanClient, mobile: string): Promise<YouzanVoucher[]> {
  const rows = await client.call(
    'youzan.ump.voucher.query',
    '3.0.0',
    { mobile, status: 0, activity_type_group: 1, page_num: 1, page_size: 200 },
    voucherAnswerSchema,
  );
  return rows.flatMap((r): YouzanVoucher[] => {
    const base = {
      couponId: r.voucher_identity.coupon_id,
      title: r.title ?? null,
      thresholdCents: r.threshold_amount ?? 0,
      validFrom: new Date(r.valid_start_time),
      validTo: new Date(r.valid_end_time),
      used: (r.verified_at ?? 0) > 0,
    };
    if (r.preferential_mode === 1 && (r.value ?? 0) > 0)
      return [{ ...base, preferentialMode: 1, value: r.value ?? 0 }];
    if (r.preferential_mode === 2 && r.discount && r.discount > 0 && r.discount <= 100) {
      return [{ ...base, preferentialMode: 2, value: r.discount }];
    }
    return [];
  });
}
