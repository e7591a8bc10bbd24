import type { z } from 'zod';
import type { supplementOptionListSchema } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export type SupplementSearchResult = z.infer<typeof supplementOptionListSchema>;

/** Supplement options whose name (Chinese, pinyin or English) matches `name`. */
export function searchSupplements(name: string, signal?: AbortSignal): Promise<SupplementSearchResult> {
  return apiClient.post<SupplementSearchResult>(
    'v1/question_short/supplement_reviews_options_by_name',
    { name, limit: 20 },
    { signal },
  );
}
