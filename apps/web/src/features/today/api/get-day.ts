import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TodayView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { todayKeys } from './keys';

/** `GET v1/today/schedule`: a person's schedule for a date, the doses ticked off, what changed. */
export function getDay(planId: string, date: string): Promise<TodayView> {
  return apiClient.call('getToday', { query: { custom_nutrition_plan_id: planId, date } });
}

/**
 * Each read marks the schedule as seen: what changed is shown from the first read only, so the day is
 * read once (never stale, not on focus). No plan, no read.
 */
export const getDayQueryOptions = (planId: string | null, date: string) =>
  queryOptions({
    queryKey: todayKeys.day(planId, date),
    queryFn: () => getDay(planId ?? '', date),
    enabled: planId !== null,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export function useDay({ planId, date }: { planId: string | null; date: string }) {
  return useQuery(getDayQueryOptions(planId, date));
}
