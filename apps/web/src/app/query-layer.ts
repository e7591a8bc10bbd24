import { useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The server-data cache, loaded with the first screen that uses it rather than with the shell: the start
 * page makes no query, and TanStack Query's client is ~12 KiB gzip of the first load (budget
 * `apps/web/budgets.json`). The navigation guard ({@link ensureQueryClient} in `router.tsx`) awaits it
 * before any other screen renders; until then the provider holds no client.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** Loads the query client once (and mounts it for the app's lifetime); resolves with it. */
export function ensureQueryClient(): Promise<QueryClient> {
  loading ??= import('../lib/query-client').then(({ queryClient }) => {
    // What QueryClientProvider would do on mount: listen to focus and online changes.
    queryClient.mount();
    client = queryClient;
    for (const listener of listeners) listener();
    return queryClient;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The query client once loaded, else `undefined` (only on the start page). */
export function useLoadedQueryClient(): QueryClient | undefined {
  return useSyncExternalStore(
    subscribe,
    () => client,
    () => client,
  );
}
