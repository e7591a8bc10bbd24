import { apiClient } from '../../../lib/api-client';

/** Checkout steps of the operation log (issue 7). */
export const CHECKOUT_STEPS = {
  productsViewed: 1,
  quickPage: 2,
  checkoutOpened: 3,
  addressSaved: 4,
  voucherChosen: 5,
  orderPlaced: 6,
} as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[keyof typeof CHECKOUT_STEPS];

/**
 * Records one checkout step (`v1/operation_log/save`, type `checkout`). Fire and forget: a lost log
 * entry must never stop a purchase, so failures are swallowed.
 */
export function logCheckoutStep(
  businessId: string,
  step: CheckoutStep,
  extras?: Record<string, string | number | boolean | null>,
): void {
  if (!businessId) return;
  apiClient
    .call('saveOperationLog', {
      body: { type: 'checkout', businessId: businessId.slice(0, 64), step, extras },
    })
    .catch(() => undefined);
}
