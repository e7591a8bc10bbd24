import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuestionnaireView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { QueryConfig } from '../../../lib/react-query';
import { questionnaireKeys } from './keys';

/** `GET v1/questionnaire/get`: what a plan already knows, to open a questionnaire pre-filled. */
export function getQuestionnaire(planId: string, signal?: AbortSignal): Promise<QuestionnaireView> {
  return apiClient.call('getQuestionnaire', { query: { custom_nutrition_plan_id: planId } }, { signal });
}

/** Read afresh each time; a plan that is gone (or another account's) is not retried: a new one starts. */
export const getQuestionnaireQueryOptions = (planId: string | null) =>
  queryOptions({
    queryKey: questionnaireKeys.known(planId),
    queryFn: ({ signal }) => getQuestionnaire(planId ?? '', signal),
    retry: false,
    staleTime: 0,
  });

export function useQuestionnaire({
  planId,
  queryConfig,
}: {
  planId: string | null;
  queryConfig?: QueryConfig<typeof getQuestionnaireQueryOptions>;
}) {
  return useQuery({ ...getQuestionnaireQueryOptions(planId), ...queryConfig });
}
