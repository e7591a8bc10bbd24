/**
 * Query keys of the shop, its one key factory. The locale is part of them because names, specs and labels
 * are localized; everything but the area data sits under `shop`, so an order can make every shop view
 * stale at once.
 */
export const shopKeys = {
  all: ['shop'] as const,
  planProducts: (planId: string, locale: string) => ['shop', 'plan-products', planId, locale] as const,
  products: (ids: readonly string[], locale: string, planId: string | null = null) =>
    ['shop', 'products', ids.join(','), locale, planId ?? ''] as const,
  vouchers: (locale: string) => ['shop', 'vouchers', locale] as const,
  addresses: ['shop', 'addresses'] as const,
  /** Outside `shop`: the area data never goes stale when an order invalidates the shop's views. */
  areas: ['area-data'] as const,
  orders: ['shop', 'order'] as const,
  order: (id: string, locale: string) => ['shop', 'order', id, locale] as const,
  /** The order page's latest orders. */
  latestOrders: (locale: string) => ['shop', 'orders', locale] as const,
  /** The order list, page by page, in one status or all. */
  orderList: (status: string | null, locale: string) =>
    ['shop', 'order-list', status ?? 'all', locale] as const,
  /** The orders placed from one plan (the plan's orders card). */
  planOrders: (planId: string, locale: string) => ['shop', 'plan-orders', planId, locale] as const,
};
