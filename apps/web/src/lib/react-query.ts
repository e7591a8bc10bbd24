import type { Query, UseMutationOptions } from '@tanstack/react-query';

/**
 * The shape of a request module (`features/<name>/api/<request>.ts`, after bulletproof-react's
 * `get-discussions.ts` / `create-discussion.ts`): the fetcher, its `…QueryOptions` (the key from the
 * feature's one key factory, `api/keys.ts`) and its hook; a change's hook runs the invalidations the change
 * implies before the caller's own `onSuccess`. These are the options a caller may add.
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
