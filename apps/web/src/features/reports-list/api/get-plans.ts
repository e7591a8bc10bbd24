import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanSummary } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { planListKeys } from './keys';

/** `GET v1/precise_nutrition_plan/get_by_user`: every plan of the user (self and family members). */
export function getPlans(): Promise<{ list: PlanSummary[]; total: number }> {
  return apiClient.call('listPlans');
}

/** Read afresh on every visit: a questionnaire finished elsewhere changes it. */
export const getPlansQueryOptions = () =>
  queryOptions({ queryKey: planListKeys.list, queryFn: getPlans, staleTime: 0 });

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}
