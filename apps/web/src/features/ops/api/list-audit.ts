import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpsAuditEntry } from '@nutri/domain/contracts';
import { opsClient } from './ops-client';
import { opsKeys } from './keys';

/** The audit log, newest first. */
export async function listAudit(
  pageNum: number,
  signal?: AbortSignal,
): Promise<{ list: OpsAuditEntry[]; total: number }> {
  return opsClient.call('opsListAudit', { query: { page_num: pageNum, page_size: 50 } }, { signal });
}

/** The newest 50 operator actions. */
export const getAuditQueryOptions = () =>
  queryOptions({ queryKey: opsKeys.audit, queryFn: ({ signal }) => listAudit(1, signal) });

export function useAudit() {
  return useQuery(getAuditQueryOptions());
}
