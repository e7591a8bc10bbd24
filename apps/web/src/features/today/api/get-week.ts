import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WeekView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { todayKeys } from './keys';

/** `GET v1/today/week`: the ticks of seven days ending at `end`. */
export function getWeek(planId: string, end: string): Promise<WeekView> {
  return apiClient.call('getWeekRecords', { query: { custom_nutrition_plan_id: planId, end } });
}

/** The week strip; no plan, no read. */
export const getWeekQueryOptions = (planId: string | null, end: string) =>
  queryOptions({
    queryKey: todayKeys.week(planId, end),
    queryFn: () => getWeek(planId ?? '', end),
    enabled: planId !== null,
  });

export function useWeek({ planId, end }: { planId: string | null; end: string }) {
  return useQuery(getWeekQueryOptions(planId, end));
}
