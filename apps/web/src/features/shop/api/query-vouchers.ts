import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VoucherView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import { shopKeys } from './keys';

/** All of the user's vouchers (usable, used and expired), one page of up to 200. */
export function queryVouchers(signal?: AbortSignal): Promise<{ list: VoucherView[]; total: number }> {
  return apiClient.call('queryVouchers', { query: { page_num: 1, page_size: 200 } }, { signal });
}

export const getVouchersQueryOptions = (locale: string) =>
  queryOptions({ queryKey: shopKeys.vouchers(locale), queryFn: ({ signal }) => queryVouchers(signal) });

/** The user's vouchers (all states); stale after any order. */
export function useVouchers() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({ ...getVouchersQueryOptions(locale), select: (d) => d.list });
}
