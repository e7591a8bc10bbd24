import type { ProductGetResult } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** Products by id, in the order given (unknown ids are left out by the server). */
export function getProducts(productIds: string[], signal?: AbortSignal): Promise<ProductGetResult> {
  return apiClient.call('getPlanProducts', { body: { productIds } }, { signal });
}
