import { CheckoutPage } from '../../features/shop/components/checkout-page';

/** `/checkout?items=…[&id=<planId>]` — items, address, voucher, price breakdown, place order (no tab bar). */
export function Component() {
  return <CheckoutPage />;
}
