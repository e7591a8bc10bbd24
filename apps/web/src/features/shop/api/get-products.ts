import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductGetResult } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/react-query';
import { useLocaleStore } from '../../../stores/locale-store';
import { shopKeys } from './keys';

/**
 * Products by id, in the order given (unknown ids are left out by the server); with a plan, each is
 * dosed as in that plan, so every screen shows the plan's one daily amount (issue 18.3).
 */
export function getProducts(
  productIds: readonly string[],
  planId: string | null,
  signal?: AbortSignal,
): Promise<ProductGetResult> {
  const ids = [...productIds];
  const body = planId ? { productIds: ids, customNutritionPlanId: planId } : { productIds: ids };
  return apiClient.call('getPlanProducts', { body }, { signal });
}

export const getProductsQueryOptions = (
  productIds: readonly string[],
  planId: string | null,
  locale: string,
) =>
  queryOptions({
    queryKey: shopKeys.products(productIds, locale, planId),
    queryFn: ({ signal }) => getProducts(productIds, planId, signal),
  });

export function useProducts({
  productIds,
  planId,
  queryConfig,
}: {
  productIds: readonly string[];
  planId: string | null;
  queryConfig?: QueryConfig<typeof getProductsQueryOptions>;
}) {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({ ...getProductsQueryOptions(productIds, planId, locale), ...queryConfig });
}
