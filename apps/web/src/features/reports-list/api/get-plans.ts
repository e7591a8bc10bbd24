import type { PlanSummary } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** `GET v1/precise_nutrition_plan/get_by_user`: every plan of the user (self and family members). */
export function getPlans(): Promise<{ list: PlanSummary[]; total: number }> {
  return apiClient.call('listPlans');
}
