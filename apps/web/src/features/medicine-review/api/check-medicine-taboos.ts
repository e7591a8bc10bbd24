import type { ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export type MedicineTaboosResult = ResponseOf<'checkMedicineTaboos'>;

/** Stores the medicines on the plan and returns the taboos found and the regenerated plan. */
export function checkMedicineTaboos(planId: string, medicines: string[]): Promise<MedicineTaboosResult> {
  return apiClient.call('checkMedicineTaboos', { body: { customNutritionPlanId: planId, medicines } });
}
