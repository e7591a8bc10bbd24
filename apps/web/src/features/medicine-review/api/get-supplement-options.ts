import { useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';

export type SupplementOptionGroups = ResponseOf<'supplementOptions'>;

/** Every supplement option, grouped by category, with names in both languages and default doses. */
function getSupplementOptions(signal?: AbortSignal): Promise<SupplementOptionGroups> {
  return apiClient.call('supplementOptions', {}, { signal });
}

/**
 * The supplement options in the app's language, fetched once: the page takes their default doses and the
 * supplements tab lists them, both from the one cached answer.
 */
export function useSupplementOptions() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({
    queryKey: ['medicine-review', 'supplement-options', locale],
    queryFn: ({ signal }) => getSupplementOptions(signal),
    staleTime: Infinity,
  });
}
