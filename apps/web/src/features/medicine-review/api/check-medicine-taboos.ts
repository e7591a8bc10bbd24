import type { z } from 'zod';
import type { medicineTaboosResultSchema } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export type MedicineTaboosResult = z.infer<typeof medicineTaboosResultSchema>;

/** Stores the medicines on the plan and returns the taboos found and the regenerated plan. */
export function checkMedicineTaboos(planId: string, medicines: string[]): Promise<MedicineTaboosResult> {
  return apiClient.post<MedicineTaboosResult>('v1/question_short/medicine_taboos', {
    customNutritionPlanId: planId,
    medicines,
  });
}
