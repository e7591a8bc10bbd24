import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TodayView, WeekView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { getDayQueryOptions } from './get-day';
import { getWeekQueryOptions } from './get-week';

export interface Tick {
  itemId: string;
  taken: boolean;
}

/** `PUT v1/today/tick` / `DELETE v1/today/tick`: one dose ticked on or off for a date. */
export function setTaken(planId: string, date: string, { itemId, taken }: Tick) {
  return taken
    ? apiClient.call('tickDose', { body: { customNutritionPlanId: planId, date, itemId } })
    : apiClient.call('untickDose', { query: { custom_nutrition_plan_id: planId, date, item_id: itemId } });
}

/**
 * Ticks a dose of `date` on or off, optimistically: the tick shows at once, in the day and in the week
 * strip (the week ending `today`), and is put back (and `onRefused` told) if the server refuses. The
 * week is read again either way.
 */
export function useTickDose({
  planId,
  date,
  today,
  onRefused,
}: {
  planId: string | null;
  date: string;
  today: string;
  onRefused: () => void;
}) {
  const queryClient = useQueryClient();
  const dayKey = getDayQueryOptions(planId, date).queryKey;
  const weekKey = getWeekQueryOptions(planId, today).queryKey;
  return useMutation({
    mutationFn: (tick: Tick) => setTaken(planId ?? '', date, tick),
    onMutate: async ({ itemId, taken }: Tick) => {
      await queryClient.cancelQueries({ queryKey: dayKey });
      const before = queryClient.getQueryData<TodayView>(dayKey);
      const beforeWeek = queryClient.getQueryData<WeekView>(weekKey);
      const flip = (list: string[]) =>
        taken ? [...new Set([...list, itemId])] : list.filter((i) => i !== itemId);
      if (before) queryClient.setQueryData<TodayView>(dayKey, { ...before, taken: flip(before.taken) });
      if (beforeWeek)
        queryClient.setQueryData<WeekView>(weekKey, {
          ...beforeWeek,
          days: beforeWeek.days.map((d) => (d.date === date ? { ...d, taken: flip(d.taken) } : d)),
        });
      return { before, beforeWeek };
    },
    onError: (_err, _tick, saved) => {
      if (saved?.before) queryClient.setQueryData(dayKey, saved.before);
      if (saved?.beforeWeek) queryClient.setQueryData(weekKey, saved.beforeWeek);
      onRefused();
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: weekKey }),
  });
}
