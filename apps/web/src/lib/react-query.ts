import {
  useMutation,
  useQueryClient,
  type Query,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';

/**
 * The shape of a request module (`features/<name>/api/<request>.ts`, after bulletproof-react's
 * `get-discussions.ts` / `create-discussion.ts`): the fetcher, its `…QueryOptions` (the key from the
 * feature's one key factory, `api/keys.ts`) and its hook; a change's hook runs the invalidations the change
 * implies before the caller's own `onSuccess` (`useChange`, `changeHook` below). These are the options a
 * caller may add.
 */

/** What a screen may add to a read's query options: anything but its key and its function. */
export type QueryConfig<T extends (...args: never[]) => unknown> = Omit<
  ReturnType<T>,
  'queryKey' | 'queryFn'
>;

type Variables<T extends (...args: never[]) => unknown> = Parameters<T> extends [] ? void : Parameters<T>[0];

/** What a screen may add to a change's mutation options (its `onSuccess` runs after the invalidations). */
export type MutationConfig<T extends (...args: never[]) => Promise<unknown>> = UseMutationOptions<
  Awaited<ReturnType<T>>,
  Error,
  Variables<T>
>;

/**
 * What a change implies for the cache (invalidations, or the server's answer put in place), run before the
 * caller's own `onSuccess`. Returning a promise (`queryClient.invalidateQueries(…)` itself) makes the
 * change count as done only once it settles (the lists are read again first); returning nothing lets the
 * reads refresh behind, and the caller's `onSuccess` runs at once.
 */
type Implied<TData, TVariables> = (queryClient: QueryClient, data: TData, variables: TVariables) => unknown;

/**
 * A change's mutation: the request module's fetcher, then what the change implies (`implied`), then the
 * caller's `onSuccess`; the caller's other options as given. Every change hook of a request module is this
 * with its own fetcher and its own invalidations.
 */
export function useChange<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  implied: Implied<TData, TVariables>,
  mutationConfig?: UseMutationOptions<TData, Error, TVariables>,
): UseMutationResult<TData, Error, TVariables> {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    onSuccess: (...args) => {
      const implying = implied(queryClient, args[0], args[1]);
      return implying instanceof Promise ? implying.then(() => onSuccess?.(...args)) : onSuccess?.(...args);
    },
    ...rest,
    mutationFn,
  });
}

/**
 * The hook of a request module whose change implies the same whatever the screen: `useX({ mutationConfig })`
 * is `useChange(mutationFn, implied, mutationConfig)`.
 */
export function changeHook<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  implied: Implied<TData, TVariables>,
) {
  return function useRequestChange({
    mutationConfig,
  }: { mutationConfig?: UseMutationOptions<TData, Error, TVariables> } = {}) {
    return useChange(mutationFn, implied, mutationConfig);
  };
}

/**
 * Query keys that cross features (features never import each other, so they meet here): the plans'
 * lists (the plan page's newest plan and the plan list) sit under one root, so renaming, adding or
 * removing a plan refreshes both.
 */
export const PLANS_KEY = ['plans'] as const;

/**
 * Every cached answer about one plan, whichever feature keeps it: the plan's id is part of each such key
 * (its products, its lab history, its document, its orders). A change to the plan makes them all stale.
 */
export function aboutPlan(planId: string): { predicate: (query: Query) => boolean } {
  return { predicate: (query) => query.queryKey.includes(planId) };
}
