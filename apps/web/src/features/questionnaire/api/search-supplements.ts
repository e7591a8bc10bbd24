import type { DoseUnit } from '@nutri/domain/units';
import { apiClient } from '../../../lib/api-client';

export interface SupplementOption {
  id: string;
  name: string;
  names: { zh: string; en: string };
  category: string;
  serving: { zh: string; en: string };
  defaultDose: { amount: number; unit: DoseUnit };
}

/** `POST v1/question_short/supplement_reviews_options_by_name`: supplement options by name. */
export function searchSupplements(
  name: string,
  signal?: AbortSignal,
): Promise<{ list: SupplementOption[]; total: number }> {
  return apiClient.post('v1/question_short/supplement_reviews_options_by_name', { name }, { signal });
}
