import type { ResponseOf, SupplementIntake } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export type SupplementReviewsResult = ResponseOf<'reviewSupplements'>;

/** Stores the supplements on the plan and returns their reviews and the regenerated plan. */
export function reviewSupplements(
  planId: string,
  supplements: SupplementIntake[],
): Promise<SupplementReviewsResult> {
  return apiClient.call('reviewSupplements', { body: { customNutritionPlanId: planId, supplements } });
}
