import type { PlanDocument, PlanSummary } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export interface LastPlan {
  plan: PlanSummary;
  document: PlanDocument | null;
}

/** `GET v1/custom_nutrition_plan/get_last_by_user`: the newest plan and its document, or null. */
export function getLastPlan(): Promise<LastPlan | null> {
  return apiClient.get<LastPlan | null>('v1/custom_nutrition_plan/get_last_by_user');
}
