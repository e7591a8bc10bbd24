import type { TodayView, WeekView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** `GET v1/today/schedule`: a person's schedule for a date, the doses ticked off, what changed. */
export function getToday(planId: string, date: string): Promise<TodayView> {
  return apiClient.call('getToday', { query: { custom_nutrition_plan_id: planId, date } });
}

/** `PUT v1/today/tick` / `DELETE v1/today/tick`: one dose ticked on or off for a date. */
export function setTaken(planId: string, date: string, itemId: string, taken: boolean) {
  return taken
    ? apiClient.call('tickDose', { body: { customNutritionPlanId: planId, date, itemId } })
    : apiClient.call('untickDose', { query: { custom_nutrition_plan_id: planId, date, item_id: itemId } });
}

/** `GET v1/today/week`: the ticks of seven days ending at `end`. */
export function getWeek(planId: string, end: string): Promise<WeekView> {
  return apiClient.call('getWeekRecords', { query: { custom_nutrition_plan_id: planId, end } });
}
