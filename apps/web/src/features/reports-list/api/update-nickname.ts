import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanSummary } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { planListKeys } from './keys';

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

/** The plans' lists are read again before the change counts as done. */
export function useUpdateNickname({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof updateNickname> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: planListKeys.all });
      await onSuccess?.(...args);
    },
    ...rest,
    mutationFn: updateNickname,
  });
}
