import { useQuery } from '@tanstack/react-query';
import { useLocaleStore } from '../../../stores/locale-store';
import { queryVouchers } from '../api/query-vouchers';

/** Query keys of the shop; the locale is part of them because names, specs and labels are localized. */
export const shopKeys = {
  all: ['shop'] as const,
  planProducts: (planId: string, locale: string) => ['shop', 'plan-products', planId, locale] as const,
  products: (ids: readonly string[], locale: string, planId: string | null = null) =>
    ['shop', 'products', ids.join(','), locale, planId ?? ''] as const,
  vouchers: (locale: string) => ['shop', 'vouchers', locale] as const,
  addresses: ['shop', 'addresses'] as const,
  /** Outside `shop`: the area data never goes stale when an order invalidates the shop's views. */
  areas: ['area-data'] as const,
  order: (id: string, locale: string) => ['shop', 'order', id, locale] as const,
  orders: (locale: string) => ['shop', 'orders', locale] as const,
};

/** The user's vouchers (all states); stale after any order. */
export function useVouchers() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: shopKeys.vouchers(locale),
    queryFn: ({ signal }) => queryVouchers(signal),
    select: (d) => d.list,
  });
}
