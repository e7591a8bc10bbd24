import type { Source } from '../../contracts/common';
import {
  CHECK_RULE_FACTOR,
  CHECK_RULE_SOURCE,
  LAB_CHECK_LIMITS,
  type CheckLimit,
  type CheckLimits,
} from '../../knowledge/lab-check-limits';
import { convertLabValue, fromCanonical, markerByKey } from '../index';

export type { CheckLimit, CheckLimits } from '../../knowledge/lab-check-limits';

/**
 * The review's check (issue 18.4): is a value far enough out that it is more likely misread than
 * measured? Limits come from knowledge/lab-check-limits.ts, else the check rule over the marker's
 * widest reference range.
 */

const cache = new Map<string, CheckLimits>();

/** The marker's check limits in its canonical unit (empty for an unknown marker). */
export function checkLimits(key: string): CheckLimits {
  const known = cache.get(key);
  if (known) return known;
  const marker = markerByKey(key);
  if (!marker) return {};
  const lows = marker.ranges.flatMap((r) => (r.low === null ? [] : [r.low]));
  const highs = marker.ranges.flatMap((r) => (r.high === null ? [] : [r.high]));
  const rule = (value: number): CheckLimit => ({ value, source: CHECK_RULE_SOURCE });
  const published = LAB_CHECK_LIMITS[marker.key] ?? {};
  const side = (
    given: CheckLimit | null | undefined,
    fallback: () => CheckLimit | undefined,
  ): CheckLimit | undefined => (given === null ? undefined : (given ?? fallback()));
  const low = side(published.low, () =>
    lows.length > 0 ? rule(Math.min(...lows) / CHECK_RULE_FACTOR) : undefined,
  );
  const high = side(published.high, () =>
    highs.length > 0 ? rule(Math.max(...highs) * CHECK_RULE_FACTOR) : undefined,
  );
  const limits: CheckLimits = { ...(low ? { low } : {}), ...(high ? { high } : {}) };
  cache.set(key, limits);
  return limits;
}

/** The range a report prints beside a value, in the value's unit (either side may be missing). */
export interface PrintedRange {
  low?: number | null;
  high?: number | null;
}

/**
 * Where the marker sets no limit on a side (zinc, folate, B12 and HDL have no upper reference limit, so
 * the check rule has nothing to multiply), the check rule over the range the report prints beside the
 * value, in the value's unit: a zinc "1044" µmol/L printed beside 11.1–19.5 is caught (issue 33 §2).
 */
export const PRINTED_RULE_SOURCE: Source = {
  ref: 'AI Nutritionist lab review check rule (docs/product-rules.md, Lab review), on the range the report prints: where the marker has no check limit on a side, a value more than 5 times above the top, or below a fifth of the bottom, of the reference range printed beside it is checked against the report before it is used (a misplaced decimal point moves a value tenfold)',
};

/** The marker's check limits, canonical, with the printed range's check rule on a side it has none. */
function limitsWithPrinted(key: string, unit: string, printed?: PrintedRange): CheckLimits {
  const limits = checkLimits(key);
  if (!printed) return limits;
  const canonical = (v: number | null | undefined): number | null =>
    typeof v === 'number' && Number.isFinite(v) && v > 0 ? convertLabValue(key, v, unit) : null;
  const high = limits.high ?? fromPrinted(canonical(printed.high), CHECK_RULE_FACTOR);
  const low = limits.low ?? fromPrinted(canonical(printed.low), 1 / CHECK_RULE_FACTOR);
  return { ...(low ? { low } : {}), ...(high ? { high } : {}) };
}

function fromPrinted(border: number | null, factor: number): CheckLimit | undefined {
  return border === null || border <= 0 ? undefined : { value: border * factor, source: PRINTED_RULE_SOURCE };
}

/** Three significant digits: how a limit is shown next to a value ("above 11.2 mmol/L"). */
const shown = (n: number): number => Number(n.toPrecision(3));

/**
 * The check limits in one unit, rounded for display (null: no check on that side or unknown unit); with
 * the range the report prints beside the value (in `unit`), that range's check rule where the marker has
 * no limit on a side.
 */
export function checkLimitsIn(
  key: string,
  unit: string,
  printed?: PrintedRange,
): { low: number | null; high: number | null } {
  const limits = limitsWithPrinted(key, unit, printed);
  const inUnit = (l: CheckLimit | undefined) => {
    if (!l) return null;
    const v = fromCanonical(key, l.value, unit);
    return v === null ? null : shown(v);
  };
  return { low: inUnit(limits.low), high: inUnit(limits.high) };
}

export interface CheckResult {
  side: 'low' | 'high';
  /** The limit crossed, in the value's unit, rounded for display. */
  limit: number;
  /** The limit itself is beyond it (shown "≥ 5", not "> 5"). */
  inclusive?: true;
  source: Source;
}

/**
 * Whether a printed value lies beyond the marker's check limits (with `printed`, the printed range's
 * where the marker has none on a side); null when it does not, or when the marker or unit is unknown
 * (the unit check speaks then).
 */
export function checkValue(
  key: string,
  value: number,
  unit: string,
  printed?: PrintedRange,
): CheckResult | null {
  const canonical = convertLabValue(key, value, unit);
  if (canonical === null) return null;
  const { low, high } = limitsWithPrinted(key, unit, printed);
  const hit =
    low && canonical < low.value
      ? { side: 'low' as const, l: low }
      : high && (high.inclusive === true ? canonical >= high.value : canonical > high.value)
        ? { side: 'high' as const, l: high }
        : null;
  if (!hit) return null;
  const limit = fromCanonical(key, hit.l.value, unit);
  return limit === null
    ? null
    : {
        side: hit.side,
        limit: shown(limit),
        ...(hit.l.inclusive === true ? { inclusive: true as const } : {}),
        source: hit.l.source,
      };
}

/**
 * The value a lost decimal point hides (issue 33 §2): a whole number beyond the high check limit that,
 * with a decimal point put back between its digits, lies within the limits in exactly one place
 * (haemoglobin "1325" g/L → 132.5, potassium "42" mmol/L → 4.2). Null otherwise, and when two places
 * fit: the review suggests it beside the value as read and never changes the value itself.
 */
export function likelyValue(key: string, value: number, unit: string, printed?: PrintedRange): number | null {
  const hit = checkValue(key, value, unit, printed);
  if (!hit || hit.side !== 'high' || !Number.isInteger(value) || value < 10) return null;
  const digits = String(value).length;
  const fits: number[] = [];
  for (let k = 1; k < digits; k++) {
    const moved = Number((value / 10 ** k).toFixed(k));
    if (checkValue(key, moved, unit, printed) === null && convertLabValue(key, moved, unit) !== null)
      fits.push(moved);
  }
  return fits.length === 1 ? (fits[0] ?? null) : null;
}
