import type { OrderStatus, OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

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
