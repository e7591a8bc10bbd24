import type { MedicineEntry, ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export type MedicineTaboosResult = ResponseOf<'checkMedicineTaboos'>;

/**
 * Stores the medicines (each an id, or an id with its dose and form) on the plan and returns the
 * taboos found and the regenerated plan.
 */
export function checkMedicineTaboos(
  planId: string,
  medicines: MedicineEntry[],
): Promise<MedicineTaboosResult> {
  return apiClient.call('checkMedicineTaboos', { body: { customNutritionPlanId: planId, medicines } });
}
