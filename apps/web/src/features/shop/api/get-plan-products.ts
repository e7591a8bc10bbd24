import type { ProductGetResult } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** The plan's recommended products with the plan's dosage and usage (409: questionnaire unfinished). */
export function getPlanProducts(planId: string, signal?: AbortSignal): Promise<ProductGetResult> {
  return apiClient.call('getPlanProducts', { body: { customNutritionPlanId: planId } }, { signal });
}
