import type { PlanSummary } from '@nutri/domain/contracts';
import { getClientType } from '../../../lib/env';
import { apiClient } from '../../../lib/api-client';
import { changeHook } from '../../../lib/react-query';
import { planListsChanged } from './keys';

/** `POST v1/custom_nutrition_plan/new` with a name: a family member's plan under this account. */
export function addMember(nickname: string): Promise<PlanSummary> {
  return apiClient.call('createPlan', {
    body: { clientType: getClientType(), planType: 'short_questionnaire', nickname },
  });
}

export const useAddMember = changeHook(addMember, planListsChanged);
