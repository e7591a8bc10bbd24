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

export function doseIntervalDays(id: string, plan: PlanDocument): 1 | 7 | 30 {
  const taken = plan.profile.medicinesTaken?.find((m) => m.id === id);
  const said = taken?.frequency ?? '';
  if (MONTHLY.test(said)) return 30;
  if (WEEKLY.test(said)) return 7;
  if (DAILY.test(said)) return 1;
  const mg = taken?.dose?.unit === 'mg' ? taken.dose.amount : undefined;
  const byStrength = mg !== undefined ? STRENGTHS[id]?.[mg] : undefined;
  if (byStrength) return byStrength;
  return WEEKLY_BY_DEFAULT.has(id) ? 7 : 1;
}
