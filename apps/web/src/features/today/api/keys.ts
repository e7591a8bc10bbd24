/** Query keys of today's schedule, its one key factory: a plan's days and weeks under `today`. */
export const todayKeys = {
  all: ['today'] as const,
  day: (planId: string | null, date: string) => ['today', planId, 'day', date] as const,
  week: (planId: string | null, end: string) => ['today', planId, 'week', end] as const,
};
