import fp from 'fastify-plugin';
import type { PaymentProvider } from './payment-provider';

/**
 * The payment providers of an app (issue 20.2): the active one (PAYMENT_PROVIDER) takes new payments;
 * every configured one stays reachable by name, so an order paid through the demo provider can still be
 * refunded or closed after the server switched to WeChat Pay. Made when the app is built, from the
 * providers app.ts hands in, and held by the app (`app.paymentProviders`), never by the process: two
 * apps in one process keep their own. The order life reads it, because a move of an order (cancel,
 * refund) talks to the provider its payment went through.
 */
export type PaymentProviderName = PaymentProvider['name'];

/** Where the payment path writes what an operator must see (refused notifications, stray money). */
export interface PaymentsLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface PaymentRegistry {
  /** The provider new payments start with. */
  active(): PaymentProvider;
  /** A configured provider by its name (the one an order's payment went through), or undefined. */
  named(name: string): PaymentProvider | undefined;
  log(): PaymentsLog;
  /** Puts other providers in place (tests: a provider that fails, a log that keeps its lines). */
  install(providers: readonly PaymentProvider[], activeName: string, log: PaymentsLog): void;
}

interface Installed {
  active: PaymentProvider;
  byName: ReadonlyMap<string, PaymentProvider>;
  log: PaymentsLog;
}

function installed(providers: readonly PaymentProvider[], activeName: string, log: PaymentsLog): Installed {
  const byName = new Map<string, PaymentProvider>(providers.map((p) => [p.name, p]));
  const active = byName.get(activeName);
  if (!active) throw new Error(`payments: the provider ${activeName} is not configured`);
  return { active, byName, log };
}

function createPaymentRegistry(
  providers: readonly PaymentProvider[],
  activeName: string,
  log: PaymentsLog,
): PaymentRegistry {
  let current = installed(providers, activeName, log);
  return {
    active: () => current.active,
    named: (name) => current.byName.get(name),
    log: () => current.log,
    install(next, nextActive, nextLog) {
      current = installed(next, nextActive, nextLog);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentProviders: PaymentRegistry;
  }
}

/** The app's payment providers: every configured one (`providers`), `active` taking new payments. */
export default fp<{ providers: readonly PaymentProvider[]; active: string }>(
  async (app, { providers, active }) => {
    app.decorate('paymentProviders', createPaymentRegistry(providers, active, app.log));
  },
  { name: 'payment-providers' },
);
