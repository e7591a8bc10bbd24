import { OrdersPage } from '../../features/shop/components/orders-page';

/** `/orders[?status=…]` — my orders, filtered by status. */
export function Component() {
  return <OrdersPage />;
}
