import type { HealthReport } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** `GET v1/health_report/get?report_id=`: a report waiting for review (or confirmed), e.g. after a reload. */
export function getReport(reportId: string, signal?: AbortSignal): Promise<HealthReport> {
  return apiClient.call('getReport', { query: { report_id: reportId } }, { signal });
}
