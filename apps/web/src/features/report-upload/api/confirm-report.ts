import type { HealthReportConfirmBody, HealthReportConfirmResult } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { aboutPlan, useChange, type MutationConfig } from '../../../lib/react-query';

/**
 * `POST v1/health_report/confirm`: the reviewed values (corrections and drops) go into the plan, which is
 * regenerated. 400 with `errors[].field = markers.N.unit` names a unit the server does not accept.
 */
export function confirmReport(body: HealthReportConfirmBody): Promise<HealthReportConfirmResult> {
  return apiClient.call('confirmReport', { body });
}

/** Whatever any screen cached about the report's plan (its lab history, products) is stale after it. */
export function useConfirmReport({
  planId,
  mutationConfig,
}: {
  planId: string;
  mutationConfig?: MutationConfig<typeof confirmReport>;
}) {
  return useChange(
    confirmReport,
    (queryClient) => void queryClient.invalidateQueries(aboutPlan(planId)),
    mutationConfig,
  );
}
