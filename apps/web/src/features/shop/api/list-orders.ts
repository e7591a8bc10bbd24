import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { OrderStatus, OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import { shopKeys } from './keys';

export interface OrderListQuery {
  page?: number;
  pageSize?: number;
  /** Only orders in this status. */
  status?: OrderStatus | null;
  /** Only orders placed from this plan. */
  planId?: string | null;
}

/** The user's orders, newest first. */
export function listOrders(
  { page = 1, pageSize = 10, status, planId }: OrderListQuery = {},
  signal?: AbortSignal,
): Promise<{ list: OrderView[]; total: number }> {
  return apiClient.call(
    'listOrders',
    {
      body: {
        page_num: page,
        page_size: pageSize,
        ...(status ? { status } : {}),
        ...(planId ? { customNutritionPlanId: planId } : {}),
      },
    },
    { signal },
  );
}

/** The order page's five latest orders. */
export const getLatestOrdersQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: shopKeys.latestOrders(locale),
    queryFn: ({ signal }) => listOrders({ pageSize: 5 }, signal),
  });

export function useLatestOrders() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery(getLatestOrdersQueryOptions(locale));
}

const PAGE_SIZE = 20;

/** The order list in one status or all, twenty at a time. */
export const getOrderListQueryOptions = (status: OrderStatus | null, locale: string) =>
  infiniteQueryOptions({
    queryKey: shopKeys.orderList(status, locale),
    queryFn: ({ pageParam, signal }) => listOrders({ page: pageParam, pageSize: PAGE_SIZE, status }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });

export function useOrderList({ status }: { status: OrderStatus | null }) {
  const locale = useLocaleStore((s) => s.locale);
  return useInfiniteQuery(getOrderListQueryOptions(status, locale));
}

/** Orders of one plan the plan's card reads (a person's orders of a plan are few). */
const PLAN_ORDERS_READ = 100;

export const getPlanOrdersQueryOptions = (planId: string, locale: string) =>
  queryOptions({
    queryKey: shopKeys.planOrders(planId, locale),
    queryFn: ({ signal }) => listOrders({ planId, pageSize: PLAN_ORDERS_READ }, signal),
  });

export function usePlanOrders({ planId }: { planId: string }) {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({ ...getPlanOrdersQueryOptions(planId, locale), select: (d) => d.list });
}
