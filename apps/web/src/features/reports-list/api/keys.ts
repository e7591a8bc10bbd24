import type { QueryClient } from '@tanstack/react-query';
import { PLANS_KEY } from '../../../lib/react-query';

/**
 * Query keys of the plan list, its one key factory: under the plans' shared root, so a change here also
 * refreshes the newest plan the report tab shows.
 */
export const planListKeys = {
  all: PLANS_KEY,
  list: [...PLANS_KEY, 'list'] as const,
};

/**
 * What every change to the plan list implies (adding a member, renaming, deleting a plan): the plans'
 * lists are read again before the change counts as done.
 */
export function planListsChanged(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: planListKeys.all });
}
