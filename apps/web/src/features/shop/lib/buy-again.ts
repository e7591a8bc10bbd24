import type { OrderView, ProductView } from '@nutri/domain/contracts';
import { normalizeCheckoutItems, type CheckoutItem } from './checkout-items';

const PAID = new Set(['paid', 'shipped', 'completed']);

/**
 * "Buy again" from a plan (issue 20.3): the plan's products, each in the specification and quantity of
 * the last paid order that had it (units refunded from it not counted), else its first specification,
 * one unit. A specification no longer on sale falls back to the first.
 */
export function buyAgainItems(
  products: readonly ProductView[],
  orders: readonly OrderView[],
): CheckoutItem[] {
  const last = new Map<string, { skuId: string; quantity: number }>();
  const paid = orders
    .filter((o) => PAID.has(o.status) && o.paidAt)
    .sort((a, b) => Date.parse(a.paidAt!) - Date.parse(b.paidAt!));
  for (const o of paid) {
    for (const line of o.items) {
      const kept = line.quantity - line.refundedQuantity;
      if (kept > 0) last.set(line.productId, { skuId: line.skuId, quantity: kept });
    }
  }
  return normalizeCheckoutItems(
    products.map((p) => {
      const before = last.get(p.id);
      const onSale = before && p.skus.some((s) => s.id === before.skuId);
      return {
        productId: p.id,
        skuId: onSale ? before.skuId : p.defaultSkuId,
        quantity: onSale ? before.quantity : 1,
      };
    }),
  );
}
