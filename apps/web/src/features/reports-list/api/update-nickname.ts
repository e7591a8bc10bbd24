import type { PlanSummary } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { changeHook } from '../../../lib/react-query';
import { planListsChanged } from './keys';

/**
 * `POST v1/precise_nutrition_plan/update_nickname`: renames the person a plan is for (1–30 chars, no
 * < >). The name goes in the body, never the URL, which request logs and browser history keep.
 */
export function updateNickname({
  planId,
  nickname,
}: {
  planId: string;
  nickname: string;
}): Promise<PlanSummary> {
  return apiClient.call('renamePlanInBody', { body: { customNutritionPlanId: planId, nickname } });
}

export const useUpdateNickname = changeHook(updateNickname, planListsChanged);
