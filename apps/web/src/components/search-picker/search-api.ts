import type { ResponseOf } from '@nutri/domain/contracts';
import type { AppLocale } from '../../lib/language';
import { apiClient } from '../../lib/api-client';

export type MedicineSearchResult = ResponseOf<'searchMedicines'>;
export type MedicineHit = MedicineSearchResult['list'][number];
type SupplementSearchResult = ResponseOf<'searchSupplements'>;
export type SupplementOption = SupplementSearchResult['list'][number];

/** Drugs matching a Chinese name, pinyin, initials, English generic or brand name, best first. */
export function searchMedicines(keyword: string, signal?: AbortSignal): Promise<MedicineSearchResult> {
  return apiClient.call('searchMedicines', { body: { keyword } }, { signal });
}

/** Supplement options whose name (Chinese, pinyin or English) matches `name`. */
function searchSupplements(name: string, signal?: AbortSignal): Promise<SupplementSearchResult> {
  return apiClient.call('searchSupplements', { body: { name } }, { signal });
}

/** One cache per search, whichever screen asks: the questionnaire and the review share results. */
export const medicineSource = (locale: AppLocale) => ({
  key: ['search', 'medicines', locale] as const,
  run: searchMedicines,
});
export const supplementSource = (locale: AppLocale) => ({
  key: ['search', 'supplements', locale] as const,
  run: searchSupplements,
});
