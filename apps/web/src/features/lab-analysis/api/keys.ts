/** Query keys of the lab analysis, its one key factory. */
export const labKeys = {
  all: ['labHistory'] as const,
  /** A plan's history as of the plan's last change (`updatedAt`): a new report makes a new key. */
  history: (planId: string, locale: string, updatedAt: string) =>
    ['labHistory', planId, locale, updatedAt] as const,
};
