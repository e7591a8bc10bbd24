import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { z } from 'zod';
import type { WechatPaySettings } from '../../config-wechat';
import type { PaymentNotification } from '../shop';
import { paymentStateOf, transactionSchema } from './wechatpay-trade';

/**
 * A WeChat Pay API v3 notification (支付成功通知), checked the way the API asks: the Wechatpay-Serial
 * names the key we hold, the Wechatpay-Timestamp is within five minutes of our clock, the
 * Wechatpay-Signature is WeChat Pay's RSA-SHA256 over "timestamp\nnonce\nbody\n" (the raw body, byte for
 * byte), and the resource decrypts with the APIv3 key under AEAD_AES_256_GCM (a changed byte fails its
 * tag). Anything else is refused with its reason, so the route can log why without answering 2xx.
 */

/** How far WeChat Pay's clock and ours may differ (the API's own bound). */
export const NOTIFICATION_MAX_SKEW_S = 300;
const SIGNATURE_TYPE = 'WECHATPAY2-SHA256-RSA2048';

const envelopeSchema = z.object({
  id: z.string().min(1).max(64),
  event_type: z.string().min(1),
  resource_type: z.literal('encrypt-resource'),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string().min(1),
    nonce: z.string().min(1),
    associated_data: z.string().optional(),
    original_type: z.string().optional(),
  }),
});

export type NotificationCheck =
  { ok: true; notification: PaymentNotification } | { ok: false; reason: string };

type Headers = Readonly<Record<string, string | string[] | undefined>>;

function header(headers: Headers, name: string): string | undefined {
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(headers))
    if (key.toLowerCase() === lower) return Array.isArray(value) ? value[0] : value;
  return undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function checkNotification(
  settings: Pick<WechatPaySettings, 'platformPublicKey' | 'platformSerial' | 'apiV3Key' | 'mchid' | 'appId'>,
  headers: Headers,
  rawBody: string,
  nowS: number = Formatter.timestamp(),
): NotificationCheck {
  const timestamp = header(headers, 'Wechatpay-Timestamp');
  const nonce = header(headers, 'Wechatpay-Nonce');
  const signature = header(headers, 'Wechatpay-Signature');
  const serial = header(headers, 'Wechatpay-Serial');
  const type = header(headers, 'Wechatpay-Signature-Type');
  if (!timestamp || !nonce || !signature || !serial)
    return { ok: false, reason: 'a Wechatpay-Timestamp, -Nonce, -Signature or -Serial header is missing' };
  if (type !== undefined && type !== SIGNATURE_TYPE)
    return { ok: false, reason: `Wechatpay-Signature-Type ${type} is not ${SIGNATURE_TYPE}` };
  if (serial !== settings.platformSerial)
    return { ok: false, reason: `Wechatpay-Serial ${serial} is not the configured platform key` };
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(nowS - Number(timestamp)) > NOTIFICATION_MAX_SKEW_S)
    return { ok: false, reason: `Wechatpay-Timestamp ${timestamp} is more than 5 minutes from now` };
  let verified = false;
  try {
    verified = Rsa.verify(
      Formatter.response(timestamp, nonce, rawBody),
      signature,
      settings.platformPublicKey,
    );
  } catch {
    verified = false;
  }
  if (!verified) return { ok: false, reason: 'the Wechatpay-Signature does not verify' };

  const envelope = envelopeSchema.safeParse(parseJson(rawBody));
  if (!envelope.success) return { ok: false, reason: 'the body is not an encrypted notification' };
  const { resource } = envelope.data;
  let plaintext: string;
  try {
    plaintext = Aes.AesGcm.decrypt(
      resource.ciphertext,
      settings.apiV3Key,
      resource.nonce,
      resource.associated_data ?? '',
    );
  } catch {
    return { ok: false, reason: 'the resource does not decrypt with the APIv3 key' };
  }
  if (!envelope.data.event_type.startsWith('TRANSACTION.'))
    return { ok: false, reason: `event ${envelope.data.event_type} is not a payment result` };
  const trade = transactionSchema.safeParse(parseJson(plaintext));
  if (!trade.success) return { ok: false, reason: 'the decrypted resource is not a transaction' };
  if (trade.data.mchid !== settings.mchid || trade.data.appid !== settings.appId)
    return { ok: false, reason: 'the transaction is for another merchant or appid' };
  return {
    ok: true,
    notification: {
      id: envelope.data.id,
      outTradeNo: trade.data.out_trade_no,
      state: paymentStateOf(trade.data),
    },
  };
}
