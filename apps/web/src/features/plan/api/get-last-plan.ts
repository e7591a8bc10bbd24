import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { planKeys } from './keys';

export type LastPlan = NonNullable<ResponseOf<'getLastPlan'>>;

/** `GET v1/custom_nutrition_plan/get_last_by_user`: the newest plan and its document, or null. */
export function getLastPlan(): Promise<LastPlan | null> {
  return apiClient.call('getLastPlan');
}

/** Read afresh on every visit of the report tab (another screen may have made a newer plan). */
export const getLastPlanQueryOptions = () =>
  queryOptions({ queryKey: planKeys.last, queryFn: getLastPlan, staleTime: 0 });

export function useLastPlan() {
  return useQuery(getLastPlanQueryOptions());
}
