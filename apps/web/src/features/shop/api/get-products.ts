import type { ProductGetResult } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** Products by id, in the order given (unknown ids are left out by the server). */
export function getProducts(productIds: string[], signal?: AbortSignal): Promise<ProductGetResult> {
  return apiClient.post<ProductGetResult>('v1/product/get', { productIds }, { signal });
}
