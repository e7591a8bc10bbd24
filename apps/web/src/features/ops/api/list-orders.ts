import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OpsOrderList, OpsOrderStatus } from '@nutri/domain/contracts';
import { useLocaleStore } from '../../../stores/locale-store';
import { opsClient } from './ops-client';
import { opsKeys } from './keys';

/** Every user's orders, newest first, in one status or all. */
export function listOrders(
  status: OpsOrderStatus | null,
  pageNum: number,
  signal?: AbortSignal,
): Promise<OpsOrderList> {
  return opsClient.call(
    'opsListOrders',
    { query: { ...(status ? { status } : {}), page_num: pageNum, page_size: 20 } },
    { signal },
  );
}

/** The orders of one status (or all), page by page until the total is reached. */
export const getOrdersQueryOptions = (status: OpsOrderStatus | null, locale: string) =>
  infiniteQueryOptions({
    queryKey: opsKeys.orders(status, locale),
    queryFn: ({ pageParam, signal }) => listOrders(status, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.list.length, 0) < last.total ? pages.length + 1 : undefined,
  });

export function useOrders({ status }: { status: OpsOrderStatus | null }) {
  const locale = useLocaleStore((s) => s.locale);
  return useInfiniteQuery(getOrdersQueryOptions(status, locale));
}
