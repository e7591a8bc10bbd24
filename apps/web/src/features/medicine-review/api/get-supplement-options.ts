import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@nutri/domain/contracts';
import { apiClient } from '../../../lib/api-client';
import { useLocaleStore } from '../../../stores/locale-store';
import { medicineReviewKeys } from './keys';

export type SupplementOptionGroups = ResponseOf<'supplementOptions'>;

/** Every supplement option, grouped by category, with names in both languages and default doses. */
export function getSupplementOptions(signal?: AbortSignal): Promise<SupplementOptionGroups> {
  return apiClient.call('supplementOptions', {}, { signal });
}

/** Fetched once per language: they change only with a release. */
export const getSupplementOptionsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: medicineReviewKeys.supplementOptions(locale),
    queryFn: ({ signal }) => getSupplementOptions(signal),
    staleTime: Infinity,
  });

/**
 * The supplement options in the app's language: the page takes their default doses and the supplements
 * tab lists them, both from the one cached answer.
 */
export function useSupplementOptions() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery(getSupplementOptionsQueryOptions(locale));
}
