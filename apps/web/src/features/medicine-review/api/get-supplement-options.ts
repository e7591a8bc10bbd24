import type { z } from 'zod';
import type { supplementOptionsResultSchema } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export type SupplementOptionGroups = z.infer<typeof supplementOptionsResultSchema>;
export type SupplementOptionGroup = SupplementOptionGroups['list'][number];

/** Every supplement option, grouped by category, with names in both languages and default doses. */
export function getSupplementOptions(signal?: AbortSignal): Promise<SupplementOptionGroups> {
  return apiClient.post<SupplementOptionGroups>(
    'v1/question_short/supplement_reviews_options',
    {},
    { signal },
  );
}
