import type { PlanSummary } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { getClientType } from '../../../lib/env';

/** `POST v1/custom_nutrition_plan/new` with a name: a family member's plan under this account. */
export function addMember(nickname: string): Promise<PlanSummary> {
  return apiClient.call('createPlan', {
    body: { clientType: getClientType(), planType: 'short_questionnaire', nickname },
  });
}

/** `POST v1/custom_nutrition_plan/delete`: the plan and all it holds, after the person confirmed. */
export function deletePlan(planId: string): Promise<{ deleted: true }> {
  return apiClient.call('deletePlan', { body: { customNutritionPlanId: planId, confirm: true } });
}
