/**
 * The shop module's face (eslint.config.js): the shop's two ports and their per-app registries — where
 * a user's orders go (`RetailProvider`, `app.retailProviders`) and where money goes (`PaymentProvider`,
 * `app.paymentProviders`). The built-in shop (orders), the payment providers (payments) and the Youzan
 * store implement them; this module imports no other, so each of those depends on it one way.
 */
export { default as retailProvidersPlugin } from './retail-provider';
export { default as paymentProvidersPlugin } from './payment-registry';
export type { OrderFilter, PlacedOrder, PlaceOrderInput, RetailProvider } from './retail-provider';
export type {
  PaymentAction,
  PaymentNotification,
  PaymentProvider,
  PaymentStartInput,
  PaymentState,
  RefundInput,
  RefundResult,
} from './payment-provider';
export type { PaymentProviderName, PaymentsLog } from './payment-registry';
