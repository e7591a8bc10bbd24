import type { LabHistory } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/** `GET v1/health_report/history`: the plan's confirmed lab values over time, per marker. */
export function getLabHistory(planId: string, signal?: AbortSignal): Promise<LabHistory> {
  return apiClient.call('labHistory', { query: { custom_nutrition_plan_id: planId } }, { signal });
}
