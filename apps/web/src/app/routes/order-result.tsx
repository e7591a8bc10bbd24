import { OrderResultPage } from '../../features/shop/components/order-result-page';

/** `/orderResult?orderId=<id>[&id=<planId>]` — one order: its status, paying or cancelling it, its delivery. */
export function Component() {
  return <OrderResultPage />;
}
