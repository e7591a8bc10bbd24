import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Keystrokes within this many milliseconds make one request. */
const SEARCH_DEBOUNCE_MS = 300;

/** Where a picker searches: a cache key (name it with everything the answer depends on, e.g. the locale) and the request. */
export interface SearchSource<T> {
  key: readonly unknown[];
  run: (keyword: string, signal: AbortSignal) => Promise<{ list: readonly T[] }>;
}

export interface SearchState<T> {
  /** The keyword as typed, trimmed. */
  keyword: string;
  /** The hits for the keyword; empty while the box is empty. The last hits stay while the next ones load. */
  hits: readonly T[];
  /** Typing or fetching: the hits shown may be for an older keyword. */
  searching: boolean;
  error: unknown;
  /** The hits are the answer for what is typed now. */
  settled: boolean;
  retry: () => void;
}

/**
 * Search as you type: debounced, cancelled when the keyword changes, cached for five minutes, and the
 * previous hits kept on screen while the next ones load (no flicker between keystrokes).
 */
export function useSearch<T>(keyword: string, source: SearchSource<T>): SearchState<T> {
  const trimmed = keyword.trim();
  const debounced = useDebouncedValue(trimmed, SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [...source.key, debounced],
    queryFn: ({ signal }) => source.run(debounced, signal),
    enabled: debounced !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
  const typing = trimmed !== debounced;
  return {
    keyword: trimmed,
    hits: debounced !== '' && trimmed !== '' ? (query.data?.list ?? []) : [],
    searching: trimmed !== '' && (typing || query.isFetching),
    error: query.isError ? query.error : null,
    settled: !typing && !query.isFetching && query.data !== undefined && !query.isPlaceholderData,
    retry: () => void query.refetch(),
  };
}
