import { PLANS_KEY } from '../../../lib/react-query';

/**
 * Query keys of the plan list, its one key factory: under the plans' shared root, so a change here also
 * refreshes the newest plan the report tab shows.
 */
export const planListKeys = {
  all: PLANS_KEY,
  list: [...PLANS_KEY, 'list'] as const,
};
