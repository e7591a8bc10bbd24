import { apiClient } from '../../../lib/api-client';
import { changeHook } from '../../../lib/react-query';
import { planListsChanged } from './keys';

/** `POST v1/custom_nutrition_plan/delete`: the plan and all it holds, after the person confirmed. */
export function deletePlan(planId: string): Promise<{ deleted: true }> {
  return apiClient.call('deletePlan', { body: { customNutritionPlanId: planId, confirm: true } });
}

export const useDeletePlan = changeHook(deletePlan, planListsChanged);
