import { hrefWithPlan, paths, PLAN_ID_PARAM } from '../../../config/paths';
import { encodeCheckoutItems, type CheckoutItem } from './checkout-items';

/** Query names of the shop screens (besides the plan's `id`). */
export const SHOP_PARAMS = {
  productId: 'productId',
  items: 'items',
  orderId: 'orderId',
  status: 'status',
} as const;

function withQuery(path: string, query: Record<string, string | null | undefined>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v) qs.set(k, v);
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

/** `/productsPage?id=<planId>`. */
export function productsHref(planId: string | null): string {
  return hrefWithPlan(paths.products, planId);
}

/** `/productsPageQuick?productId=<id>[&id=<planId>]`. */
export function quickHref(productId: string, planId: string | null): string {
  return withQuery(paths.productsQuick.path, { [SHOP_PARAMS.productId]: productId, [PLAN_ID_PARAM]: planId });
}

/** `/checkout?items=…[&id=<planId>]`: the lines travel in the link, so a reload keeps them. */
export function checkoutHref(items: readonly CheckoutItem[], planId: string | null): string {
  return withQuery(paths.checkout.path, {
    [SHOP_PARAMS.items]: encodeCheckoutItems(items),
    [PLAN_ID_PARAM]: planId,
  });
}

/** `/orderResult?orderId=<order uuid>[&id=<planId>]`. */
export function orderResultHref(orderId: string, planId: string | null): string {
  return withQuery(paths.orderResult.path, { [SHOP_PARAMS.orderId]: orderId, [PLAN_ID_PARAM]: planId });
}

/** `/qsGeneratePageNew?id=<planId>`. */
export function planHref(planId: string | null): string {
  return hrefWithPlan(paths.planGenerate, planId);
}

/** `/orders[?status=<status>]`: the order list, filtered by a status. */
export function ordersHref(status: string | null = null): string {
  return withQuery(paths.orders.path, { [SHOP_PARAMS.status]: status });
}
