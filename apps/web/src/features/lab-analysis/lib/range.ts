import type { PlanDocument, Recommendation } from '@nutri/domain/contracts';

export type Zone = 'low' | 'normal' | 'high';

/** A marker's value against its ranges, all in the marker's unit. */
export interface RangeInput {
  value: number;
  /** Our range (null: open on that side). */
  low: number | null;
  high: number | null;
  /** The lab's printed range (null: not printed on that side). */
  labLow?: number | null;
  labHigh?: number | null;
}

/** Positions on the bar in percent of its width (0 = left end, 100 = right end). */
export interface RangeGeometry {
  zones: { kind: Zone; from: number; to: number }[];
  /** Where the value sits. */
  value: number;
  /** The lab's printed range as a bracket under the bar, or null when none was printed. */
  lab: { from: number; to: number } | null;
}

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Lays out the small range bar: the low / normal / high zones of our range, the value's mark and the
 * lab's printed range, on a scale that shows them all with some room either side. A range open on one
 * side ("< 5.2") has no zone on that side. Null when there is no range to draw (or the value is not a
 * number).
 */
export function rangeGeometry(input: RangeInput): RangeGeometry | null {
  const low = finite(input.low) ? input.low : null;
  const high = finite(input.high) && (low === null || input.high > low) ? input.high : null;
  if (!finite(input.value) || (low === null && high === null)) return null;
  const labLow = finite(input.labLow) ? input.labLow : null;
  const labHigh = finite(input.labHigh) ? input.labHigh : null;
  const points = [input.value, low, high, labLow, labHigh].filter(finite);
  const lo = Math.min(...points);
  const hi = Math.max(...points);
  const pad = hi > lo ? (hi - lo) * 0.2 : Math.abs(hi) * 0.2 || 1;
  // Concentrations are never negative: an open lower side starts at 0 rather than below it.
  let min = low === null && lo >= 0 ? 0 : lo - pad;
  if (lo >= 0 && min < 0) min = 0;
  const max = hi + pad;
  const pct = (x: number) => Math.min(100, Math.max(0, ((x - min) / (max - min)) * 100));
  const round = (x: number) => Math.round(x * 10) / 10;

  const zones: RangeGeometry['zones'] = [];
  if (low !== null) zones.push({ kind: 'low', from: 0, to: round(pct(low)) });
  zones.push({
    kind: 'normal',
    from: low === null ? 0 : round(pct(low)),
    to: high === null ? 100 : round(pct(high)),
  });
  if (high !== null) zones.push({ kind: 'high', from: round(pct(high)), to: 100 });
  const lab =
    labLow === null && labHigh === null
      ? null
      : { from: round(labLow === null ? 0 : pct(labLow)), to: round(labHigh === null ? 100 : pct(labHigh)) };
  return { zones, value: round(pct(input.value)), lab };
}

/** The marker key a reason's ref cites (`lab:ferritin=12` → `ferritin`), or null. */
export function labKeyOf(ref: string): string | null {
  const m = /^lab:([^=\s]+)/.exec(ref);
  return m?.[1] ?? null;
}

/** The plan's recommendations whose reasons cite the lab value `markerKey`. */
export function recommendationsCiting(
  plan: Pick<PlanDocument, 'recommendations'>,
  markerKey: string,
): Recommendation[] {
  return (plan.recommendations ?? []).filter((r) =>
    r.reasons.some((reason) => reason.kind === 'lab' && labKeyOf(reason.ref) === markerKey),
  );
}

const FLAG_ORDER: Record<Zone, number> = { high: 0, low: 0, normal: 1 };

/** Out-of-range values first, in the order the plan lists them otherwise. */
export function sortByConcern<T extends { flag: Zone }>(markers: readonly T[]): T[] {
  return markers
    .map((m, i) => ({ m, i }))
    .sort((a, b) => FLAG_ORDER[a.m.flag] - FLAG_ORDER[b.m.flag] || a.i - b.i)
    .map(({ m }) => m);
}
