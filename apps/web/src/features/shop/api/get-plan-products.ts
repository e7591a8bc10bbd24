import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { OrderView, ProductGetResult } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/react-query';
import { useLocaleStore } from '../../../stores/locale-store';
import { buyAgainItems } from '../lib/buy-again';
import type { CheckoutItem } from '../lib/checkout-items';
import { shopKeys } from './keys';

/** The plan's recommended products with the plan's dosage and usage (409: questionnaire unfinished). */
export function getPlanProducts(planId: string, signal?: AbortSignal): Promise<ProductGetResult> {
  return apiClient.call('getPlanProducts', { body: { customNutritionPlanId: planId } }, { signal });
}

export const getPlanProductsQueryOptions = (planId: string, locale: string) =>
  queryOptions({
    queryKey: shopKeys.planProducts(planId, locale),
    queryFn: ({ signal }) => getPlanProducts(planId, signal),
  });

export function usePlanProducts({
  planId,
  queryConfig,
}: {
  planId: string;
  queryConfig?: QueryConfig<typeof getPlanProductsQueryOptions>;
}) {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({ ...getPlanProductsQueryOptions(planId, locale), ...queryConfig });
}

/**
 * "Buy again" on the plan's orders card: the plan's products read afresh (prices and stock of now), each
 * in the specification and quantity last bought; the card opens the checkout with them.
 */
export function useBuyAgain({
  planId,
  orders,
  onReady,
}: {
  planId: string;
  orders: readonly OrderView[];
  onReady: (items: CheckoutItem[]) => void;
}) {
  return useMutation({
    mutationFn: async () => buyAgainItems((await getPlanProducts(planId)).list, orders),
    onSuccess: onReady,
  });
}
