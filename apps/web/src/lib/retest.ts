import type { RetestDue } from '@nutri/domain/contracts';
import { isPastDay } from './dates';

/**
 * A re-test interval in the unit people say it in: whole years, else whole quarters as months (13
 * weeks = 3 months, the guidelines' "every 3–6 months"), else weeks. `from` is set for a range.
 */
export interface RetestSpan {
  unit: 'weeks' | 'months' | 'years';
  from?: number;
  to: number;
}

export function retestSpan(weeks: number, minWeeks?: number): RetestSpan {
  const min = minWeeks !== undefined && minWeeks < weeks ? minWeeks : undefined;
  const all = min === undefined ? [weeks] : [min, weeks];
  const span = (unit: RetestSpan['unit'], per: number, times = 1): RetestSpan => ({
    unit,
    ...(min !== undefined ? { from: (min / per) * times } : {}),
    to: (weeks / per) * times,
  });
  if (all.every((w) => w % 52 === 0)) return span('years', 52);
  if (all.every((w) => w % 13 === 0)) return span('months', 13, 3);
  return span('weeks', 1);
}

/**
 * What a plan's list entry says is due: every test whose day has passed ("due now"), else the soonest
 * test(s) due on the same day. Null when nothing is due.
 */
export function nextDue(
  due: readonly RetestDue[] | undefined,
  now: Date = new Date(),
): { names: string[]; dueDate: string; past: boolean } | null {
  const list = [...(due ?? [])].sort((a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate));
  const first = list[0];
  if (!first) return null;
  const past = list.filter((d) => isPastDay(d.dueDate, now));
  if (past.length > 0) return { names: past.map((d) => d.name), dueDate: first.dueDate, past: true };
  const day = new Date(first.dueDate).toDateString();
  const same = list.filter((d) => new Date(d.dueDate).toDateString() === day);
  return { names: same.map((d) => d.name), dueDate: first.dueDate, past: false };
}
