import { apiClient } from '../../../lib/api-client';

export interface MedicineHit {
  id: string;
  name: string;
  zh: string;
  en: string;
  brands: string[];
  classes: { id: string; name: string }[];
  score: number;
}

/** `POST v1/question_short/search_medicine`: medicines by generic or brand name, zh or en. */
export function searchMedicines(
  keyword: string,
  signal?: AbortSignal,
): Promise<{ list: MedicineHit[]; total: number }> {
  return apiClient.post('v1/question_short/search_medicine', { keyword }, { signal });
}
