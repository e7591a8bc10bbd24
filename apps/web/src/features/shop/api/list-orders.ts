import type { OrderView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** The user's latest orders, newest first. */
export function listOrders(
  pageSize = 10,
  signal?: AbortSignal,
): Promise<{ list: OrderView[]; total: number }> {
  return apiClient.call('listOrders', { body: { page_num: 1, page_size: pageSize } }, { signal });
}
