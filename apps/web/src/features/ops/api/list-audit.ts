import type { OpsAuditEntry } from '@nutri/domain/contracts';
import { opsClient } from './ops-client';

/** The audit log, newest first. */
export async function listAudit(
  pageNum: number,
  signal?: AbortSignal,
): Promise<{ list: OpsAuditEntry[]; total: number }> {
  return opsClient.call('opsListAudit', { query: { page_num: pageNum, page_size: 50 } }, { signal });
}
