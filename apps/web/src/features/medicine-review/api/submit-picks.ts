import type { MedicineEntry, SupplementIntake } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

/**
 * Stores one tab's picks on the plan, by the tab: the medicines (each an id, or an id with its dose and
 * form) answer with the taboos found, the supplements with their reviews; both with the regenerated plan.
 */
export const submitPicks = {
  medicines: (planId: string, medicines: MedicineEntry[]) =>
    apiClient.call('checkMedicineTaboos', { body: { customNutritionPlanId: planId, medicines } }),
  supplements: (planId: string, supplements: SupplementIntake[]) =>
    apiClient.call('reviewSupplements', { body: { customNutritionPlanId: planId, supplements } }),
};
