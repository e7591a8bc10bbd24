import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';
import { planListKeys } from './keys';

/** `POST v1/custom_nutrition_plan/delete`: the plan and all it holds, after the person confirmed. */
export function deletePlan(planId: string): Promise<{ deleted: true }> {
  return apiClient.call('deletePlan', { body: { customNutritionPlanId: planId, confirm: true } });
}

/** The plans' lists are read again before the change counts as done. */
export function useDeletePlan({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof deletePlan> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: planListKeys.all });
      await onSuccess?.(...args);
    },
    ...rest,
    mutationFn: deletePlan,
  });
}
