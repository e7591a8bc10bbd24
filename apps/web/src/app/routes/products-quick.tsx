import { QuickPage } from '../../features/shop/components/quick-page';

/** `/productsPageQuick?productId=<id>[&id=<planId>]` — one product: options, quantity, buy now. */
export function Component() {
  return <QuickPage />;
}
