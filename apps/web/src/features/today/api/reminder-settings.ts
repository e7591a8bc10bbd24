import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BodyOf, ReminderSettingsView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { changeHook } from '../../../lib/react-query';
import { reminderKeys } from './keys';

/** `GET v1/reminders/settings`: a person's reminder settings (defaults until saved). */
export function getReminderSettings(planId: string): Promise<ReminderSettingsView> {
  return apiClient.call('getReminderSettings', { query: { custom_nutrition_plan_id: planId } });
}

export const getReminderSettingsQueryOptions = (planId: string) =>
  queryOptions({ queryKey: reminderKeys.settings(planId), queryFn: () => getReminderSettings(planId) });

export function useReminderSettings({ planId }: { planId: string }) {
  return useQuery(getReminderSettingsQueryOptions(planId));
}

/** `PUT v1/reminders/settings`: the server's answer is the settings to show. */
export function putReminderSettings(body: BodyOf<'putReminderSettings'>): Promise<ReminderSettingsView> {
  return apiClient.call('putReminderSettings', { body });
}

export const usePutReminderSettings = changeHook(putReminderSettings, (queryClient, data) => {
  queryClient.setQueryData(reminderKeys.settings(data.customNutritionPlanId), data);
});

/** `POST v1/reminders/test`: a test reminder to this account's devices now. */
export function sendTestReminder(planId: string): Promise<{ sent: number }> {
  return apiClient.call('sendTestReminder', { body: { customNutritionPlanId: planId } });
}

export const useSendTestReminder = changeHook(sendTestReminder, () => undefined);
