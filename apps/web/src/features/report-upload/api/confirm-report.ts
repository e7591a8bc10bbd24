import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealthReportConfirmBody, HealthReportConfirmResult } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { aboutPlan, type MutationConfig } from '../../../lib/react-query';

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
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      void queryClient.invalidateQueries(aboutPlan(planId));
      return onSuccess?.(...args);
    },
    ...rest,
    mutationFn: confirmReport,
  });
}
