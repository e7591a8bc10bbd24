import type { z } from 'zod';
import type { medicineSearchResultSchema } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export type MedicineSearchResult = z.infer<typeof medicineSearchResultSchema>;
export type MedicineHit = MedicineSearchResult['list'][number];

/** Drugs matching a Chinese name, pinyin, initials, English generic or brand name, best first. */
export function searchMedicines(keyword: string, signal?: AbortSignal): Promise<MedicineSearchResult> {
  return apiClient.post<MedicineSearchResult>(
    'v1/question_short/search_medicine',
    { keyword, limit: 20 },
    { signal },
  );
}
