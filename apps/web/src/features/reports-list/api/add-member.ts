import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanSummary } from '@nutri/domain/contracts';
import { getClientType } from '../../../lib/env';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { planListKeys } from './keys';

/** `POST v1/custom_nutrition_plan/new` with a name: a family member's plan under this account. */
export function addMember(nickname: string): Promise<PlanSummary> {
  return apiClient.call('createPlan', {
    body: { clientType: getClientType(), planType: 'short_questionnaire', nickname },
  });
}

/** The plans' lists are read again before the change counts as done. */
export function useAddMember({ mutationConfig }: { mutationConfig?: MutationConfig<typeof addMember> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: planListKeys.all });
      await onSuccess?.(...args);
    },
    ...rest,
    mutationFn: addMember,
  });
}
