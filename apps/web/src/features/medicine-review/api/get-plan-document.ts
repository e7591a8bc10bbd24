import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanDocument } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/react-query';
import { medicineReviewKeys } from './keys';

/** The plan document, to pre-fill the picks from what earlier checks found. */
export function getPlanDocument(planId: string, signal?: AbortSignal): Promise<PlanDocument> {
  return apiClient.call('getPlanDocument', { query: { custom_nutrition_plan_id: planId } }, { signal });
}

export const getPlanDocumentQueryOptions = (planId: string) =>
  queryOptions({
    queryKey: medicineReviewKeys.plan(planId),
    queryFn: ({ signal }) => getPlanDocument(planId, signal),
    staleTime: 0,
  });

export function usePlanDocument({
  planId,
  queryConfig,
}: {
  planId: string;
  queryConfig?: QueryConfig<typeof getPlanDocumentQueryOptions>;
}) {
  return useQuery({ ...getPlanDocumentQueryOptions(planId), ...queryConfig });
}
