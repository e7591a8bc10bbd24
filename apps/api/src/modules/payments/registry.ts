import type { PaymentProvider } from './payment-provider';

/**
 * The payment providers of this process (issue 20.2): the active one (PAYMENT_PROVIDER) takes new
 * payments; every configured one stays reachable by name, so an order paid through the demo provider
 * can still be refunded or closed after the server switched to WeChat Pay. Installed once at start by
 * `app.ts` (payments.plugin.ts); order-life.ts reads it, because a move of an order (cancel, refund)
 * talks to the provider its payment went through.
 */
export type PaymentProviderName = PaymentProvider['name'];

/** Where the payment path writes what an operator must see (refused notifications, stray money). */
export interface PaymentsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

const silent: PaymentsLog = { info: () => {}, warn: () => {}, error: () => {} };

interface Installed {
  active: PaymentProvider;
  byName: ReadonlyMap<string, PaymentProvider>;
  log: PaymentsLog;
}

let installed: Installed | null = null;

export function installPayments(
  providers: readonly PaymentProvider[],
  activeName: string,
  log: PaymentsLog,
): void {
  const byName = new Map<string, PaymentProvider>(providers.map((p) => [p.name, p]));
  const active = byName.get(activeName);
  if (!active) throw new Error(`payments: the provider ${activeName} is not configured`);
  installed = { active, byName, log };
}

function current(): Installed {
  if (!installed)
    throw new Error('payments: no provider installed (installPayments runs when the app is built)');
  return installed;
}

/** The provider new payments start with. */
export function activePaymentProvider(): PaymentProvider {
  return current().active;
}

/** A configured provider by its name (the one an order's payment went through), or undefined. */
export function paymentProviderNamed(name: string): PaymentProvider | undefined {
  return current().byName.get(name);
}

export function paymentsLog(): PaymentsLog {
  return installed?.log ?? silent;
}
