/**
 * How an order gets paid (issue 20.2). One interface, chosen by configuration: the demo provider when
 * nothing is configured (so `npm start` works), WeChat Pay API v3 when `WECHATPAY_*` settings are
 * present. The client never decides that an order is paid: the server learns it from a verified
 * notification or by querying the provider, and both go through the same order transition.
 */

/** Where the person pays: JSAPI inside the WeChat webview (needs the official account's openid), H5 elsewhere. */
export type PaymentChannel = 'demo' | 'wechat_jsapi' | 'wechat_h5';

export interface PaymentStartInput {
  /** The order's id in our database. */
  orderId: string;
  /** The merchant's trade number sent to the provider (unique per order, 6–32 chars, [A-Za-z0-9_-]). */
  outTradeNo: string;
  amountCents: number;
  /** Shown on the payer's receipt (≤ 127 bytes for WeChat Pay). */
  description: string;
  channel: PaymentChannel;
  /** The payer's IP (H5 needs it). */
  clientIp: string;
  /** The payer's openid under the official account (JSAPI only). */
  openid?: string;
  /** When the provider must stop accepting payment (the order's payment time-out). */
  expiresAt: Date;
}

/** What the page does next to pay. */
export type PaymentAction =
  /** The demo step: a clearly labelled button that confirms through the server. */
  | { kind: 'demo' }
  /** Parameters for `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` inside WeChat. */
  | {
      kind: 'jsapi';
      params: {
        appId: string;
        timeStamp: string;
        nonceStr: string;
        package: string;
        signType: 'RSA';
        paySign: string;
      };
    }
  /** The H5 cashier page to open in a mobile browser. */
  | { kind: 'redirect'; url: string };

export interface PaymentState {
  /** paid: money received; unpaid: not yet; closed: the provider will not accept payment any more. */
  status: 'paid' | 'unpaid' | 'closed' | 'refunded';
  /** The provider's transaction id once paid. */
  transactionId?: string;
  paidCents?: number;
  /** ISO 4217 as the provider reports it ('CNY'); absent when the provider does not say. */
  currency?: string;
  paidAt?: Date;
}

export interface RefundInput {
  outTradeNo: string;
  /** Unique per refund. */
  outRefundNo: string;
  refundCents: number;
  /** What was paid for the whole order. */
  totalCents: number;
  reason: string;
}

export interface RefundResult {
  status: 'processing' | 'success' | 'failed';
  refundId?: string;
}

/** A payment notification whose signature was verified and whose resource was decrypted. */
export interface PaymentNotification {
  /** Unique per notification (replays carry the same id). */
  id: string;
  outTradeNo: string;
  state: PaymentState;
}

export interface PaymentProvider {
  /** `youzan`: the Youzan store takes the payment of the orders handed to it (ADR 0029). */
  readonly name: 'demo' | 'wechatpay' | 'youzan';
  start(input: PaymentStartInput): Promise<PaymentAction>;
  query(outTradeNo: string): Promise<PaymentState>;
  /** Stops the provider accepting payment (cancel, time-out). Closing an unknown or closed trade is not an error. */
  close(outTradeNo: string): Promise<void>;
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * Verifies a notification from the provider (headers and the raw body as received) and decrypts it;
   * null when the signature or the timestamp does not hold. Providers without notifications return null.
   */
  verifyNotification(
    headers: Readonly<Record<string, string | string[] | undefined>>,
    rawBody: string,
  ): Promise<PaymentNotification | null>;
}
