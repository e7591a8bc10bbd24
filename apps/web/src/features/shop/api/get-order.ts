import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** One of the user's orders by its id (404 for an unknown or foreign order). */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<OrderView> {
  return apiClient.call('getOrder', { query: { order_id: orderId } }, { signal });
}
