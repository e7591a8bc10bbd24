import type { BodyOf, PlanSummary } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** `POST v1/custom_nutrition_plan/new`: a new plan; its locale fixes the standards it uses. */
export function createPlan(body: BodyOf<'createPlan'>): Promise<PlanSummary> {
  return apiClient.call('createPlan', { body });
}
