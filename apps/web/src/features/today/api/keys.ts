/** Query keys of today's schedule, its one key factory: a plan's days and weeks under `today`. */
export const todayKeys = {
  all: ['today'] as const,
  day: (planId: string | null, date: string) => ['today', planId, 'day', date] as const,
  week: (planId: string | null, end: string) => ['today', planId, 'week', end] as const,
};

/** Query keys of a person's reminder settings (issue 34 §2). */
export const reminderKeys = {
  settings: (planId: string) => ['today', planId, 'reminders'] as const,
};
