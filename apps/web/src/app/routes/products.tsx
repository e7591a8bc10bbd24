import { ProductsPage } from '../../features/shop/components/products-page';

/** `/productsPage?id=<planId>` — the plan's products in basis and other groups, select and order. */
export function Component() {
  return <ProductsPage />;
}
