import type { HealthReportConfirmBody, HealthReportConfirmResult } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * `POST v1/health_report/confirm`: the reviewed values (corrections and drops) go into the plan, which is
 * regenerated. 400 with `errors[].field = markers.N.unit` names a unit the server does not accept.
 */
export function confirmReport(body: HealthReportConfirmBody): Promise<HealthReportConfirmResult> {
  return apiClient.call('confirmReport', { body });
}
