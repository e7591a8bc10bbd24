import { PLANS_KEY } from '../../../lib/react-query';

/**
 * Query keys of the plan screens, their one key factory: the newest plan sits under the plans' shared
 * root, so a plan renamed, added or removed on the plan list refreshes it too. (The plan itself streams
 * and is kept by the plan page, not by the query cache.)
 */
export const planKeys = {
  all: PLANS_KEY,
  last: [...PLANS_KEY, 'last'] as const,
};
