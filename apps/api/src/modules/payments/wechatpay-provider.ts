import type { AxiosInstance, AxiosRequestConfig } from 'axios';
import { Decorator, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import type { WechatPaySettings } from '../../config-wechat';
import type {
  PaymentAction,
  PaymentProvider,
  PaymentStartInput,
  PaymentState,
  RefundInput,
  RefundResult,
} from '../shop';
import { checkNotification } from './wechatpay-notification';
import { paymentStateOf, transactionSchema } from './wechatpay-trade';

/**
 * WeChat Pay API v3 (issue 20.2, ADR 0028) through `wechatpay-axios-plugin`: its Axios instance signs
 * every request (Authorization: WECHATPAY2-SHA256-RSA2048 with the merchant key) and refuses every 2xx
 * answer whose Wechatpay-Signature, serial or timestamp does not hold, before we read it. JSAPI inside
 * the WeChat webview (the payer's openid), H5 in other mobile browsers (the payer's IP).
 */

/** A WeChat Pay answer we cannot use: its HTTP status and WeChat Pay's error code when it sent one. */
export class WechatPayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'WechatPayError';
  }
}

const prepaySchema = z.object({ prepay_id: z.string().min(1) });
const h5Schema = z.object({ h5_url: z.string().url() });
const refundSchema = z.object({
  refund_id: z.string().min(1),
  status: z.enum(['SUCCESS', 'CLOSED', 'PROCESSING', 'ABNORMAL']),
});
const errorBodySchema = z.object({ code: z.string(), message: z.string().optional() });
/** The parts of an AxiosError we read (the plugin's errors are AxiosErrors). */
const axiosErrorSchema = z.object({
  isAxiosError: z.literal(true),
  message: z.string(),
  code: z.string().optional(),
  response: z.object({ status: z.number(), data: z.unknown() }).optional(),
});

/** WeChat Pay's codes for a trade it never saw (the API has used both spellings). */
const NOT_CREATED = new Set(['ORDER_NOT_EXIST', 'ORDERNOTEXIST']);
/** Closing these is already done (or was never needed). */
const CLOSED_ALREADY = new Set(['ORDER_CLOSED', ...NOT_CREATED]);
const REFUND_STATUS: Record<z.infer<typeof refundSchema>['status'], RefundResult['status']> = {
  SUCCESS: 'success',
  PROCESSING: 'processing',
  CLOSED: 'failed',
  ABNORMAL: 'failed',
};

/** RFC 3339 in China time, as time_expire wants it (2026-11-30T18:00:00+08:00). */
export function chinaTime(date: Date): string {
  return `${new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** At most `max` UTF-8 bytes, cut between characters (WeChat Pay counts bytes). */
export function utf8Prefix(text: string, max: number): string {
  let out = '';
  let bytes = 0;
  for (const ch of text) {
    bytes += Buffer.byteLength(ch, 'utf8');
    if (bytes > max) break;
    out += ch;
  }
  return out;
}

export interface WechatPayOptions {
  /** Told why a notification was refused (the route logs it; the answer to WeChat Pay stays generic). */
  onRejectedNotification?: (reason: string) => void;
}

export function createWechatPayProvider(
  settings: WechatPaySettings,
  options: WechatPayOptions = {},
): PaymentProvider {
  const config: Parameters<typeof Decorator.jsonBased>[0] & AxiosRequestConfig = {
    mchid: settings.mchid,
    serial: settings.serial,
    privateKey: settings.privateKey,
    certs: { [settings.platformSerial]: settings.platformPublicKey },
    baseURL: `${settings.baseUrl}/`,
    timeout: settings.timeoutMs,
  };
  const http: AxiosInstance = Decorator.jsonBased(config);

  async function call<T>(
    run: () => Promise<{ data: unknown }>,
    schema: z.ZodType<T>,
    what: string,
  ): Promise<T> {
    let data: unknown;
    try {
      ({ data } = await run());
    } catch (err) {
      throw asWechatPayError(err, what);
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw new WechatPayError(`WeChat Pay ${what}: unexpected answer`);
    return parsed.data;
  }

  const tradePath = (outTradeNo: string) =>
    `v3/pay/transactions/out-trade-no/${encodeURIComponent(outTradeNo)}`;

  /** The parameters `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` takes, signed with the merchant key. */
  function jsapiParams(prepayId: string): Extract<PaymentAction, { kind: 'jsapi' }>['params'] {
    const timeStamp = String(Formatter.timestamp());
    const nonceStr = Formatter.nonce();
    const pkg = `prepay_id=${prepayId}`;
    return {
      appId: settings.appId,
      timeStamp,
      nonceStr,
      package: pkg,
      signType: 'RSA',
      paySign: Rsa.sign(
        Formatter.joinedByLineFeed(settings.appId, timeStamp, nonceStr, pkg),
        settings.privateKey,
      ),
    };
  }

  return {
    name: 'wechatpay',

    async start(input: PaymentStartInput): Promise<PaymentAction> {
      if (!Number.isInteger(input.amountCents) || input.amountCents < 1)
        throw new WechatPayError('WeChat Pay needs an amount of at least 1 fen');
      const common = {
        appid: settings.appId,
        mchid: settings.mchid,
        description: utf8Prefix(input.description, 127),
        out_trade_no: input.outTradeNo,
        time_expire: chinaTime(input.expiresAt),
        notify_url: settings.notifyUrl,
        amount: { total: input.amountCents, currency: 'CNY' },
      };
      if (input.channel === 'wechat_jsapi') {
        if (!input.openid) throw new WechatPayError('JSAPI payment needs the payer openid');
        const { prepay_id } = await call(
          () =>
            http.post('v3/pay/transactions/jsapi', {
              ...common,
              payer: { openid: input.openid },
              scene_info: { payer_client_ip: input.clientIp },
            }),
          prepaySchema,
          'JSAPI order',
        );
        return { kind: 'jsapi', params: jsapiParams(prepay_id) };
      }
      if (input.channel === 'wechat_h5') {
        const { h5_url } = await call(
          () =>
            http.post('v3/pay/transactions/h5', {
              ...common,
              scene_info: { payer_client_ip: input.clientIp, h5_info: { type: 'Wap' } },
            }),
          h5Schema,
          'H5 order',
        );
        return { kind: 'redirect', url: h5_url };
      }
      throw new WechatPayError(`WeChat Pay does not take the ${input.channel} channel`);
    },

    async query(outTradeNo: string): Promise<PaymentState> {
      try {
        const trade = await call(
          () => http.get(tradePath(outTradeNo), { params: { mchid: settings.mchid } }),
          transactionSchema,
          'query',
        );
        if (trade.out_trade_no !== outTradeNo || trade.mchid !== settings.mchid)
          throw new WechatPayError('WeChat Pay query: the answer names another trade');
        return paymentStateOf(trade);
      } catch (err) {
        // A trade never created (the person did not press pay) is simply not paid.
        if (err instanceof WechatPayError && err.status === 404 && err.code && NOT_CREATED.has(err.code))
          return { status: 'unpaid' };
        throw err;
      }
    },

    async close(outTradeNo: string): Promise<void> {
      try {
        await http.post(`${tradePath(outTradeNo)}/close`, { mchid: settings.mchid });
      } catch (err) {
        const failure = asWechatPayError(err, 'close');
        if (
          failure.status !== undefined &&
          failure.status >= 400 &&
          failure.code &&
          CLOSED_ALREADY.has(failure.code)
        )
          return;
        throw failure;
      }
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const answer = await call(
        () =>
          http.post('v3/refund/domestic/refunds', {
            out_trade_no: input.outTradeNo,
            out_refund_no: input.outRefundNo,
            reason: utf8Prefix(input.reason, 80),
            amount: { refund: input.refundCents, total: input.totalCents, currency: 'CNY' },
          }),
        refundSchema,
        'refund',
      );
      return { status: REFUND_STATUS[answer.status], refundId: answer.refund_id };
    },

    async verifyNotification(headers, rawBody) {
      const check = checkNotification(settings, headers, rawBody);
      if (check.ok) return check.notification;
      options.onRejectedNotification?.(check.reason);
      return null;
    },
  };
}

function asWechatPayError(err: unknown, what: string): WechatPayError {
  if (err instanceof WechatPayError) return err;
  const failure = axiosErrorSchema.safeParse(err);
  if (!failure.success) return new WechatPayError(`WeChat Pay ${what}: ${String(err)}`);
  const { response, code, message } = failure.data;
  // A 2xx the plugin refused carries an unverified body: only its refusal code counts.
  const refused = response !== undefined && response.status < 300;
  const body = errorBodySchema.safeParse(refused ? undefined : response?.data);
  if (body.success)
    return new WechatPayError(
      `WeChat Pay ${what}: ${body.data.code}${body.data.message ? ` ${body.data.message}` : ''}`,
      response?.status,
      body.data.code,
    );
  // The plugin names an answer it refused (bad signature, unknown serial, stale timestamp) by its code.
  return new WechatPayError(`WeChat Pay ${what}: ${code ?? 'error'} ${message}`, response?.status, code);
}
