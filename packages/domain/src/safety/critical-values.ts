/**
 * Lab values typed into the chat that need care the same day ("钾6.8", "血糖才2.4", "hgb 5.8 g/dL"): read
 * with the report reader (`extractMarkers`) and judged by the critical limits the report review uses
 * (Kost 1990, knowledge/lab-check-limits.ts), at or beyond the limit. Only the markers with a published
 * critical limit are urgent here: the check rule's limits elsewhere mean "probably misread", and an
 * eGFR under 15 or a ferritin over 1000 is known disease, not an emergency today.
 *
 * A glucose below 3.0 mmol/L (54 mg/dL) in chat is level-2 hypoglycaemia (ADA Standards of Care 2025,
 * §6): the hypoglycaemia card, which says what to do now, rather than the laboratory card.
 */
import { extractMarkers } from '../labs/extract';
import { convertLabValue } from '../labs';
import { checkLimits } from '../labs/check';
import type { RedFlagKind } from './kinds';

/** The markers with a published critical limit (Kost 1990) and the unit assumed when none is typed. */
const CRITICAL_MARKERS: Readonly<Record<string, (value: number) => string>> = {
  // mmol/L and mEq/L are the same number for potassium and sodium
  serumPotassium: () => 'mmol/L',
  serumSodium: () => 'mmol/L',
  // China prints mmol/L; a number of 30 or more is mg/dL (no glucose in mmol/L reaches 30 and lives)
  fastingGlucose: (v) => (v >= 30 ? 'mg/dL' : 'mmol/L'),
  serumCalcium: (v) => (v >= 5 ? 'mg/dL' : 'mmol/L'),
  // "Hb 55" is g/L, "hgb 5.8" is g/dL
  hemoglobin: (v) => (v >= 25 ? 'g/L' : 'g/dL'),
};

/**
 * An INR typed into the chat ("INR 9.2", "inr came back 9.4", "INR值5.6"). The report reader has no INR
 * marker, so it is read here, only to know the message holds a value someone judges: the warfarin
 * answers own it (contact the clinic today above 3, care today at 10 or more — ACCP/CHEST 2012), so it
 * raises no card of its own.
 */
const INR_VALUE = /\binr\b[^\d\n]{0,16}?(\d{1,2}(?:\.\d{1,2})?)(?!\d)/gi;

function inrValues(text: string): number[] {
  return [...text.matchAll(INR_VALUE)].map((m) => Number(m[1]));
}

/** ADA level-2 hypoglycaemia: below 3.0 mmol/L (54 mg/dL). */
const LEVEL_2_HYPO = 3.0;

/** The red-flag kinds of the lab values typed in a message (empty when none is critical). */
export function criticalValueKinds(text: string): RedFlagKind[] {
  const kinds = new Set<RedFlagKind>();
  let markers;
  try {
    markers = extractMarkers(text);
  } catch {
    return [];
  }
  for (const m of markers) {
    const assume = CRITICAL_MARKERS[m.marker];
    if (!assume) continue;
    const unit = m.unitKnown ? m.unit : assume(m.value);
    const canonical = convertLabValue(m.marker, m.value, unit);
    if (canonical === null) continue;
    if (m.marker === 'fastingGlucose' && canonical < LEVEL_2_HYPO) {
      kinds.add('severe_hypoglycaemia');
      continue;
    }
    const { low, high } = checkLimits(m.marker);
    if ((low && canonical <= low.value) || (high && canonical >= high.value)) kinds.add('critical_lab');
  }
  return [...kinds];
}

/** Whether the message holds a lab value this reader can judge (one of the markers with a critical limit). */
export function readableLabValue(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  if (inrValues(text).length > 0) return true;
  try {
    return extractMarkers(text).some(
      (m) => CRITICAL_MARKERS[m.marker] !== undefined && Number.isFinite(m.value),
    );
  } catch {
    return false;
  }
}
