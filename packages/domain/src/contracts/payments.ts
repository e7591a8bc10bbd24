import { z } from 'zod';
import { localeSchema } from './common';
import { uuidSchema } from './plans-api';
import { orderViewSchema } from './shop';

/**
 * Paying an order (issue 20.2, ADR 0031): the client asks to pay, the server picks the channel and
 * answers what the page does next (the demo step, WeChat's JSAPI parameters, or the H5 cashier's URL).
 * The client never says an order is paid: the server learns it from the provider.
 */
export const PAYMENT_CHANNELS = ['demo', 'wechat_jsapi', 'wechat_h5'] as const;
export type PaymentChannelName = (typeof PAYMENT_CHANNELS)[number];

/** Where the page runs, as the client sees it: inside WeChat's webview, or another browser. */
export const PAYMENT_CLIENTS = ['wechat_webview', 'browser'] as const;

export const paymentActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('demo') }),
  z.object({
    kind: z.literal('jsapi'),
    params: z.object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal('RSA'),
      paySign: z.string(),
    }),
  }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);

export const startPaymentBodySchema = z
  .object({
    orderId: uuidSchema,
    /** Absent: the server tells from the User-Agent (WeChat's webview says MicroMessenger). */
    client: z.enum(PAYMENT_CLIENTS).optional(),
    locale: localeSchema.optional(),
  })
  .strict();

export const startPaymentResultSchema = z.object({
  channel: z.enum(PAYMENT_CHANNELS),
  action: paymentActionSchema,
  order: orderViewSchema,
});
export type StartPaymentResult = z.infer<typeof startPaymentResultSchema>;

/** `POST /v1/payments/notify/:provider`: the provider's name in the path. */
export const paymentNotifyParamsSchema = z.object({ provider: z.string().max(32) });

/**
 * What a refused move of an order says, by the error's `reason` (a client acts on the reason; a
 * person reads the message in their language).
 */
export const ORDER_MESSAGES = {
  order_unknown: { zh: '没有找到这个订单', en: 'There is no order with this trade number' },
  order_expired: {
    zh: '该订单超时未支付，已自动取消，无法再支付。请重新下单。',
    en: 'This order was not paid in time and has been cancelled; it can no longer be paid. Please place a new order.',
  },
  order_cancelled: {
    zh: '该订单已取消，无法再支付。',
    en: 'This order was cancelled; it can no longer be paid.',
  },
  order_already_paid: { zh: '该订单已支付，无需重复支付。', en: 'This order has already been paid.' },
  order_refunded: {
    zh: '该订单已退款，无法再支付。',
    en: 'This order was refunded; it can no longer be paid.',
  },
  order_not_cancellable: {
    zh: '该订单已支付，无法取消；如需退款请联系客服。',
    en: 'This order has been paid and can no longer be cancelled; contact support for a refund.',
  },
  order_not_shippable: { zh: '只有已支付的订单可以发货。', en: 'Only a paid order can be shipped.' },
  order_not_completable: {
    zh: '只有已发货的订单可以确认收货。',
    en: 'Only a shipped order can be marked as received.',
  },
  order_not_refundable: {
    zh: '只有已支付的订单可以退款。',
    en: 'Only a paid order can be refunded.',
  },
  order_fully_refunded: { zh: '该订单已全部退款。', en: 'This order has been refunded in full already.' },
  payment_refund_due: {
    zh: '订单已关闭或已支付，这笔付款已记录并将原路退回。',
    en: 'This order is closed or already paid; the payment was recorded and will be refunded.',
  },
  payment_amount_mismatch: {
    zh: '支付金额与订单应付金额不符，付款已记录并将原路退回。',
    en: 'The amount paid does not match what the order asks; the payment was recorded and will be refunded.',
  },
  payment_provider_unavailable: {
    zh: '支付服务暂时无法连接，请稍后重试。',
    en: 'The payment service cannot be reached right now; please try again shortly.',
  },
  demo_payment_disabled: {
    zh: '此服务器未启用演示支付。',
    en: 'Demo payment is not enabled on this server.',
  },
} as const satisfies Record<string, { zh: string; en: string }>;
export type OrderMessageReason = keyof typeof ORDER_MESSAGES;
