import { ConfigError, type Config } from '../../config';
import { createDemoProvider, type DemoPaymentProvider } from './demo-provider';
import type { PaymentProvider, PaymentProviderName, PaymentsLog } from '../shop';
import { createWechatPayProvider } from './wechatpay-provider';

/**
 * The providers a configuration asks for (PAYMENT_PROVIDER, ADR 0031). The demo provider is always
 * there, so orders paid with it before a switch can still be refunded; a real provider is added when
 * it is the one configured.
 */
type Factory = (config: Config, log: PaymentsLog) => PaymentProvider;

/** WeChat Pay API v3 (issue 20.2, ADR 0028); config.ts refuses PAYMENT_PROVIDER=wechatpay without WECHATPAY_*. */
const wechatPay: Factory = (config, log) => {
  if (!config.wechat.pay)
    throw new ConfigError(['PAYMENT_PROVIDER: wechatpay needs the WECHATPAY_* settings']);
  return createWechatPayProvider(config.wechat.pay, {
    // The route answers WeChat Pay a generic refusal; the log says which check failed.
    onRejectedNotification: (reason) =>
      log.warn({ provider: 'wechatpay', reason }, 'payment notification refused'),
  });
};

const FACTORIES: Partial<Record<Exclude<PaymentProviderName, 'demo'>, Factory>> = { wechatpay: wechatPay };

/** The providers of an app; `log`: where a provider writes what an operator must see. */
export function createPaymentProviders(config: Config, log: PaymentsLog): PaymentProvider[] {
  const providers: PaymentProvider[] = [createDemoProvider(config.payments.demoSecret)];
  if (config.payments.provider !== 'demo') {
    const factory = FACTORIES[config.payments.provider];
    if (!factory) {
      throw new ConfigError([`PAYMENT_PROVIDER: ${config.payments.provider} is not available in this build`]);
    }
    providers.push(factory(config, log));
  }
  return providers;
}

export function isDemoProvider(provider: PaymentProvider | undefined): provider is DemoPaymentProvider {
  return provider?.name === 'demo' && 'confirm' in provider;
}
