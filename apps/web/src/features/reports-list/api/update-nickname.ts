import type { PlanSummary } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** `GET v1/precise_nutrition_plan/update_nickname`: renames the person a plan is for (1–30 chars, no < >). */
export function updateNickname(planId: string, nickname: string): Promise<PlanSummary> {
  return apiClient.call('renamePlan', { query: { custom_nutrition_plan_id: planId, nickname } });
}
