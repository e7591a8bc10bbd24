import type { LabelConfirmBody } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { aboutPlan, changeHook } from '../../../lib/react-query';

/** The reviewed label figures, confirmed into the plan's supplements (the plan is regenerated). */
export function confirmLabel(body: LabelConfirmBody) {
  return apiClient.call('confirmLabel', { body });
}

/** Whatever any screen cached about the plan (its products, reviews, document) is stale after it. */
export const useConfirmLabel = changeHook(
  confirmLabel,
  (queryClient, _confirmed, body) =>
    void queryClient.invalidateQueries(aboutPlan(body.customNutritionPlanId)),
);
