import { pick, type Locale } from '../contracts/common';
import type { LabMarkerResult, RetestDue, RetestUndated } from '../contracts/plan';
import { LAB_MARKERS } from '../knowledge/lab-markers';

/** One week in milliseconds: intervals are whole weeks, so a due date is the test's weekday. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const NAMES = new Map<string, { zh: string; en: string }>(LAB_MARKERS.map((m) => [m.key, m]));

/**
 * The due date of a test `weeks` after `testDate` (ISO timestamp or Date), as an ISO timestamp; null
 * for an invalid date or a non-positive interval. Whole weeks from the instant of the test, so the
 * client shows it in the person's own time zone.
 */
export function dueDate(testDate: string | Date, weeks: number): string | null {
  const t = testDate instanceof Date ? testDate.getTime() : Date.parse(testDate);
  if (!Number.isFinite(t) || !Number.isInteger(weeks) || weeks <= 0) return null;
  return new Date(t + weeks * WEEK_MS).toISOString();
}

/**
 * The plan's next tests: each marker with an interval and a known test date (the report it was read
 * from), soonest first, names in `locale`.
 */
export function retestDueOf(
  markers: readonly LabMarkerResult[],
  testDates: ReadonlyMap<string, string>,
  locale: Locale,
): RetestDue[] {
  const out: RetestDue[] = [];
  for (const m of markers) {
    const tested = testDates.get(m.key);
    if (!m.retest || !tested) continue;
    const due = dueDate(tested, m.retest.weeks);
    if (!due) continue;
    const row = NAMES.get(m.key);
    out.push({
      marker: m.key,
      name: row ? pick(row, locale) : m.name,
      testDate: new Date(tested).toISOString(),
      dueDate: due,
      weeks: m.retest.weeks,
      ...(m.retest.minWeeks !== undefined ? { minWeeks: m.retest.minWeeks } : {}),
    });
  }
  return out.sort(
    (a, b) => Date.parse(a.dueDate) - Date.parse(b.dueDate) || a.marker.localeCompare(b.marker),
  );
}

/** Why a typed value has no due date (`{weeks}`: the interval as said, "8–12"). */
const RETEST_UNDATED_NOTE = {
  zh: '这个数值是手动填写的，没有检查日期，所以算不出到期日：请在那次检查后 {weeks} 周复查（上传化验单后会自动算出日期）。',
  en: 'This value was typed in without a test date, so no due date can be worked out: re-test {weeks} weeks after the day of that test (upload the report and the date is worked out for you).',
} as const;

/**
 * The plan's markers that have an interval but no test date (typed into the questionnaire, not read
 * from a confirmed report), each with the note that says why there is no due date; `retestDueOf`
 * lists the others.
 */
export function retestUndatedOf(
  markers: readonly LabMarkerResult[],
  testDates: ReadonlyMap<string, string>,
  locale: Locale,
): RetestUndated[] {
  const out: RetestUndated[] = [];
  for (const m of markers) {
    if (!m.retest || testDates.has(m.key)) continue;
    const row = NAMES.get(m.key);
    const weeks =
      m.retest.minWeeks !== undefined && m.retest.minWeeks < m.retest.weeks
        ? `${m.retest.minWeeks}–${m.retest.weeks}`
        : String(m.retest.weeks);
    out.push({
      marker: m.key,
      name: row ? pick(row, locale) : m.name,
      weeks: m.retest.weeks,
      ...(m.retest.minWeeks !== undefined ? { minWeeks: m.retest.minWeeks } : {}),
      note: pick(RETEST_UNDATED_NOTE, locale).replace('{weeks}', weeks),
    });
  }
  return out.sort((a, b) => a.weeks - b.weeks || a.marker.localeCompare(b.marker));
}
