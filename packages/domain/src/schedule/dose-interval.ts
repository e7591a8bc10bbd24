import type { PlanDocument } from '../contracts/plan';

/**
 * How often a medicine is taken, in days: 1 (daily), 7 (weekly) or 30 (monthly). A weekly or monthly
 * medicine is never put on every day's schedule (thirty-second clinician review, zh S1: alendronate 70 mg
 * "一周一次" was listed — and ticked — every morning for an 81-year-old, seven times the dose).
 *
 * Read from the frequency the person typed, else from the strength the label sells only for a weekly or
 * monthly dose, else the medicine's usual low-dose schedule (oral methotrexate for arthritis or psoriasis is
 * weekly: daily dosing by mistake is a known fatal error).
 *
 * Sources: Fosamax (alendronate) US prescribing information §2 (70 mg once weekly); Actonel (risedronate)
 * US prescribing information §2 (35 mg weekly, 150 mg monthly); Boniva (ibandronate) US prescribing
 * information §2 (150 mg monthly); MHRA Drug Safety Update, September 2020: methotrexate once-weekly for
 * autoimmune diseases — measures against fatal daily dosing (sections from memory).
 */
const WEEKLY =
  /每周|一周一次|一周1次|每星期|一星期一次|每个?礼拜|周[一二三四五六日天]吃|\b(weekly|once a week|every week|once weekly|1x ?\/ ?week|each week)\b/i;
const MONTHLY = /每月|一个?月一次|\b(monthly|once a month|every month)\b/i;
const DAILY = /每天|每日|一天|\b(daily|a day|every day|per day|once a day|twice a day|bid|tid|qd)\b/i;

/** Strengths sold only as weekly (alendronate 70 mg, risedronate 35 mg) or monthly (ibandronate 150 mg). */
const STRENGTHS: Readonly<Record<string, Readonly<Record<number, 7 | 30>>>> = {
  alendronate: { 70: 7 },
  risedronate: { 35: 7, 150: 30 },
  ibandronate: { 150: 30 },
};

/** Weekly unless the person says daily. */
const WEEKLY_BY_DEFAULT: ReadonlySet<string> = new Set(['methotrexate']);

/**
 * "每周三次", "周一三五", "隔天一次", "3 times a week", "twice weekly", "every other day", "Mon/Wed/Fri": a medicine
 * taken on some days of the week (roxadustat three times a week after dialysis) — neither every day nor the
 * once-a-week rule (forty-seventh clinician review, zh S4: "爱瑞卓 100 mg，每周三次" was scheduled as "每周只吃一次",
 * a third of the prescribed dose).
 */
const TIMES_A_WEEK =
  /(每|一)(周|星期|个?礼拜)[^，。,;；]{0,3}([2-6２-６]|两|二|三|四|五|六)\s*(次|回|天)|周[一二三四五六日天][、，,和/]?[一二三四五六日天][、，,和/]?[一二三四五六日天]?|隔(一)?(天|日)|\b([2-6]|two|three|four|five|six) ?(x|times|days)( a| per| each|\/| ?\/ ?)? ?(week|wk)(ly)?\b|\btwice (a |per |each )?week(ly)?\b|\bevery other day\b|\b(mon|tue|wed|thu|fri|sat|sun)\w*( ?[/,&+-] ?| and )(mon|tue|wed|thu|fri|sat|sun)\w*/i;

/** The frequency typed for `id` when it says some days of the week, else null. */
export function daysOfTheWeekSaid(id: string, plan: PlanDocument): string | null {
  const said = plan.profile.medicinesTaken?.find((m) => m.id === id)?.frequency ?? '';
  return TIMES_A_WEEK.test(said) ? said.trim() : null;
}

export function doseIntervalDays(id: string, plan: PlanDocument): 1 | 7 | 30 {
  const taken = plan.profile.medicinesTaken?.find((m) => m.id === id);
  const said = taken?.frequency ?? '';
  if (TIMES_A_WEEK.test(said)) return 1;
  if (MONTHLY.test(said)) return 30;
  if (WEEKLY.test(said)) return 7;
  if (DAILY.test(said)) return 1;
  const mg = taken?.dose?.unit === 'mg' ? taken.dose.amount : undefined;
  const byStrength = mg !== undefined ? STRENGTHS[id]?.[mg] : undefined;
  if (byStrength) return byStrength;
  return WEEKLY_BY_DEFAULT.has(id) ? 7 : 1;
}
