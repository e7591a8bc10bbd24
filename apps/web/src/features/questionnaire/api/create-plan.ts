import type { PlanSummary, QuestionnaireType } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import type { ClientType } from '../../../lib/env';
import type { AppLocale } from '../../../lib/language';

/** `POST v1/custom_nutrition_plan/new`: a new plan; its locale fixes the standards it uses. */
export function createPlan(body: {
  clientType: ClientType;
  planType: QuestionnaireType;
  locale: AppLocale;
  nickname?: string;
}): Promise<PlanSummary> {
  return apiClient.post<PlanSummary>('v1/custom_nutrition_plan/new', body);
}
