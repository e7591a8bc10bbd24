import type { PaymentChannelName } from '@nutri/domain/contracts';
import type { PaymentProviderName } from '../shop';

/**
 * Which way a person pays (issue 20.2): the demo step with the demo provider; with WeChat Pay, JSAPI
 * inside WeChat's webview when we know the payer's openid under our official account, the H5 cashier in
 * any other mobile browser.
 */
export type PaymentClient = 'wechat_webview' | 'browser';

/** WeChat's webview says `MicroMessenger` in its User-Agent; WeCom's (`wxwork`) cannot pay by JSAPI. */
export function paymentClientFrom(userAgent: string | undefined): PaymentClient {
  const ua = userAgent ?? '';
  return /MicroMessenger/i.test(ua) && !/wxwork/i.test(ua) ? 'wechat_webview' : 'browser';
}

export function paymentChannelFor(
  provider: PaymentProviderName,
  client: PaymentClient,
  openid: string | null,
): PaymentChannelName {
  if (provider === 'demo') return 'demo';
  return client === 'wechat_webview' && openid ? 'wechat_jsapi' : 'wechat_h5';
}
