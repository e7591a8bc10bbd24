import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/react-query';
import { useLocaleStore } from '../../../stores/locale-store';
import { shopKeys } from './keys';

/** One of the user's orders by its id (404 for an unknown or foreign order). */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderView> {
  return apiClient.call('getOrder', { query: { order_id: orderId } }, { signal });
}

export const getOrderQueryOptions = (orderId: string, locale: string) =>
  queryOptions({
    queryKey: shopKeys.order(orderId, locale),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export function useOrder({
  orderId,
  queryConfig,
}: {
  orderId: string;
  queryConfig?: QueryConfig<typeof getOrderQueryOptions>;
}) {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({ ...getOrderQueryOptions(orderId, locale), ...queryConfig });
}

const isOrder = (data: unknown, id: string) =>
  typeof data === 'object' && data !== null && (data as Partial<OrderView>).id === id;

/**
 * What every change to an order implies (paying, checking the payment, cancelling, receiving): the
 * server's answer replaces the order wherever it is shown, and the lists, vouchers and stock are read
 * again.
 */
export function orderChanged(queryClient: QueryClient, order: OrderView): void {
  queryClient.setQueriesData<OrderView>(
    { queryKey: shopKeys.orders, predicate: (q) => isOrder(q.state.data, order.id) },
    order,
  );
  void queryClient.invalidateQueries({
    predicate: (q) => q.queryKey[0] === shopKeys.all[0] && q.queryKey[1] !== shopKeys.orders[1],
  });
}
