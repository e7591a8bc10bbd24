import type { PlanDocument } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** The plan document, to pre-fill the picks from what earlier checks found. */
export function getPlanDocument(planId: string, signal?: AbortSignal): Promise<PlanDocument> {
  return apiClient.call('getPlanDocument', { query: { custom_nutrition_plan_id: planId } }, { signal });
}
