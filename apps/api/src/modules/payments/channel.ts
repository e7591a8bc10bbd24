import type { PaymentChannelName } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import type { PaymentProviderName } from './registry';

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

/**
 * The payer's openid under the official account, from WeChat OAuth (WECHAT_* settings). The OAuth
 * sign-in installs its look-up here; until then nobody has one and WeChat Pay uses H5.
 */
type OpenidLookup = (db: Db, userId: string) => Promise<string | null>;
let openidLookup: OpenidLookup = async () => null;

export function setPayerOpenidLookup(lookup: OpenidLookup): void {
  openidLookup = lookup;
}

export function payerOpenid(db: Db, userId: string): Promise<string | null> {
  return openidLookup(db, userId);
}
