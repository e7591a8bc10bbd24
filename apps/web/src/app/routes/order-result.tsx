import { OrderResultPage } from '../../features/shop/components/order-result-page';

/** `/orderResult?orderId=<id>[&id=<planId>]` — the placed order, back to the plan, my orders. */
export function Component() {
  return <OrderResultPage />;
}
