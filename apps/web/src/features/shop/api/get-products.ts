import type { ProductGetResult } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * Products by id, in the order given (unknown ids are left out by the server); with a plan, each is
 * dosed as in that plan, so every screen shows the plan's one daily amount (issue 18.3).
 */
export function getProducts(
  productIds: string[],
  planId: string | null,
  signal?: AbortSignal,
): Promise<ProductGetResult> {
  const body = planId ? { productIds, customNutritionPlanId: planId } : { productIds };
  return apiClient.call('getPlanProducts', { body }, { signal });
}
