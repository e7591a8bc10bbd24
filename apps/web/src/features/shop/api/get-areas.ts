import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadAreas } from '../lib/areas';
import { shopKeys } from './keys';

/** China's areas (ADR 0027): not a request but a chunk of their own, loaded once and never stale. */
export const getAreasQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.areas, queryFn: loadAreas, staleTime: Infinity, gcTime: Infinity });

export function useAreas() {
  return useQuery(getAreasQueryOptions());
}
