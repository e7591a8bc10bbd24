import type { ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';

export type SupplementOptionGroups = ResponseOf<'supplementOptions'>;
export type SupplementOptionGroup = SupplementOptionGroups['list'][number];

/** Every supplement option, grouped by category, with names in both languages and default doses. */
export function getSupplementOptions(signal?: AbortSignal): Promise<SupplementOptionGroups> {
  return apiClient.call('supplementOptions', {}, { signal });
}
