import { ConfigError, type Config } from '../../config';
import { createDemoProvider, type DemoPaymentProvider } from './demo-provider';
import type { PaymentProvider } from './payment-provider';
import type { PaymentProviderName } from './registry';

/**
 * The providers a configuration asks for (PAYMENT_PROVIDER, ADR 0031). The demo provider is always
 * there, so orders paid with it before a switch can still be refunded; a real provider is added when
 * it is the one configured.
 */
type Factory = (config: Config) => PaymentProvider;

/** The WeChat Pay API v3 provider (issue 20.2) registers its factory here. */
const FACTORIES: Partial<Record<Exclude<PaymentProviderName, 'demo'>, Factory>> = {};

export function registerPaymentProviderFactory(
  name: Exclude<PaymentProviderName, 'demo'>,
  factory: Factory,
): void {
  FACTORIES[name] = factory;
}

export function createPaymentProviders(config: Config): PaymentProvider[] {
  const providers: PaymentProvider[] = [createDemoProvider(config.payments.demoSecret)];
  if (config.payments.provider !== 'demo') {
    const factory = FACTORIES[config.payments.provider];
    if (!factory) {
      throw new ConfigError([`PAYMENT_PROVIDER: ${config.payments.provider} is not available in this build`]);
    }
    providers.push(factory(config));
  }
  return providers;
}

export function isDemoProvider(provider: PaymentProvider | undefined): provider is DemoPaymentProvider {
  return provider?.name === 'demo' && 'confirm' in provider;
}
