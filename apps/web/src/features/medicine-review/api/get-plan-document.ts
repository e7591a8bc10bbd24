import type { PlanDocument } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** The plan document, to pre-fill the picks from what earlier checks found. */
export function getPlanDocument(planId: string, signal?: AbortSignal): Promise<PlanDocument> {
  return apiClient.get<PlanDocument>(
    'v1/precise_nutrition_plan/get_by_custom_nutrition_plan',
    { custom_nutrition_plan_id: planId },
    { signal },
  );
}
