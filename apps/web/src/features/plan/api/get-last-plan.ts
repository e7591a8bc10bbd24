import type { ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export type LastPlan = NonNullable<ResponseOf<'getLastPlan'>>;

/** `GET v1/custom_nutrition_plan/get_last_by_user`: the newest plan and its document, or null. */
export function getLastPlan(): Promise<LastPlan | null> {
  return apiClient.call('getLastPlan');
}
