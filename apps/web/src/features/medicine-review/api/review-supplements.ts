import type { z } from 'zod';
import type { SupplementIntake, supplementReviewsResultSchema } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export type SupplementReviewsResult = z.infer<typeof supplementReviewsResultSchema>;

/** Stores the supplements on the plan and returns their reviews and the regenerated plan. */
export function reviewSupplements(
  planId: string,
  supplements: SupplementIntake[],
): Promise<SupplementReviewsResult> {
  return apiClient.post<SupplementReviewsResult>('v1/question_short/supplement_reviews', {
    customNutritionPlanId: planId,
    supplements,
  });
}
