import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LabelConfirmBody } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { aboutPlan, type MutationConfig } from '../../../lib/react-query';

/** The reviewed label figures, confirmed into the plan's supplements (the plan is regenerated). */
export function confirmLabel(body: LabelConfirmBody) {
  return apiClient.call('confirmLabel', { body });
}

/** Whatever any screen cached about the plan (its products, reviews, document) is stale after it. */
export function useConfirmLabel({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof confirmLabel> } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      void queryClient.invalidateQueries(aboutPlan(args[1].customNutritionPlanId));
      return onSuccess?.(...args);
    },
    ...rest,
    mutationFn: confirmLabel,
  });
}
