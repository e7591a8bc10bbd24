import type { OpsOrderList, OpsOrderStatus } from '@nutri/domain/contracts';
import { opsClient } from './ops-client';

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
