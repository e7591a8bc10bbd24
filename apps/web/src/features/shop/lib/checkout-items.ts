import { ORDER_ITEMS_MAX, ORDER_QUANTITY_MAX } from '@nutri/domain/contracts/values';

/** One line of a checkout: a product's specification (SKU) and how many. */
export interface CheckoutItem {
  productId: string;
  skuId: string;
  /** Units, 1–99. */
  quantity: number;
}

// Catalogue ids are lower-case letters, digits, '_' and '-' (contracts/shop.ts), so '~' and ',' can
// separate them in a URL without escaping and a hand-edited link cannot smuggle anything else in.
const ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** Whole units clamped to 1–99; anything that is not a positive number gives 1. */
export function clampQuantity(value: unknown, max: number = ORDER_QUANTITY_MAX): number {
  const cap = Number.isFinite(max) && max >= 1 ? Math.min(Math.floor(max), ORDER_QUANTITY_MAX) : 1;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.floor(n), cap);
}

/**
 * Cleans a list of lines: drops malformed ids, merges lines of the same SKU (the order call takes one
 * line per SKU), clamps quantities to 1–99 and keeps at most 20 lines (the order call's limit).
 */
export function normalizeCheckoutItems(items: readonly CheckoutItem[]): CheckoutItem[] {
  const out: CheckoutItem[] = [];
  for (const item of Array.isArray(items) ? items : []) {
    if (!item || !ID.test(String(item.productId)) || !ID.test(String(item.skuId))) continue;
    const same = out.find((o) => o.skuId === item.skuId);
    if (same) {
      same.quantity = clampQuantity(same.quantity + clampQuantity(item.quantity));
      continue;
    }
    if (out.length >= ORDER_ITEMS_MAX) continue;
    out.push({ productId: item.productId, skuId: item.skuId, quantity: clampQuantity(item.quantity) });
  }
  return out;
}

/** `productId~skuId~quantity` lines joined by ',' for the checkout link (survives a reload). */
export function encodeCheckoutItems(items: readonly CheckoutItem[]): string {
  return normalizeCheckoutItems(items)
    .map((i) => `${i.productId}~${i.skuId}~${i.quantity}`)
    .join(',');
}

/** The lines of a checkout link; malformed parts are skipped, never thrown on. */
export function decodeCheckoutItems(text: string | null | undefined): CheckoutItem[] {
  if (typeof text !== 'string' || text === '') return [];
  const lines = text.split(',').flatMap((part) => {
    const [productId, skuId, quantity, ...rest] = part.split('~');
    if (rest.length > 0 || !productId || !skuId || !quantity || !/^\d{1,3}$/.test(quantity)) return [];
    return [{ productId, skuId, quantity: Number(quantity) }];
  });
  return normalizeCheckoutItems(lines);
}
