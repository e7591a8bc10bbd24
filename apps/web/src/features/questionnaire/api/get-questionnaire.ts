import type { QuestionnaireView } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** `GET v1/questionnaire/get`: what a plan already knows, to open a questionnaire pre-filled. */
export function getQuestionnaire(planId: string, signal?: AbortSignal): Promise<QuestionnaireView> {
  return apiClient.call('getQuestionnaire', { query: { custom_nutrition_plan_id: planId } }, { signal });
}
