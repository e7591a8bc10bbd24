import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LabHistory, PlanDocument } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/react-query';
import { useLocaleStore } from '../../../stores/locale-store';
import { labKeys } from './keys';

/** `GET v1/health_report/history`: the plan's confirmed lab values over time, per marker. */
export function getLabHistory(planId: string, signal?: AbortSignal): Promise<LabHistory> {
  return apiClient.call('labHistory', { query: { custom_nutrition_plan_id: planId } }, { signal });
}

export const getLabHistoryQueryOptions = (
  plan: Pick<PlanDocument, 'customNutritionPlanId' | 'updatedAt'>,
  locale: string,
) =>
  queryOptions({
    queryKey: labKeys.history(plan.customNutritionPlanId, locale, plan.updatedAt),
    queryFn: ({ signal }) => getLabHistory(plan.customNutritionPlanId, signal),
  });

export function useLabHistory({
  plan,
  queryConfig,
}: {
  plan: Pick<PlanDocument, 'customNutritionPlanId' | 'updatedAt'>;
  queryConfig?: QueryConfig<typeof getLabHistoryQueryOptions>;
}) {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({ ...getLabHistoryQueryOptions(plan, locale), ...queryConfig });
}
