import type {
  CheckLimitsByUnit,
  HealthReport,
  HealthReportConfirmBody,
  ReviewMarker,
} from '@nutri/domain/contracts';
import { LAB_VALUE_MAX } from '@nutri/domain/limits';
import { readTypedNumber } from '../../../lib/typed-number';

/** The user's version of one value in the review step, as typed (value kept as text while editing). */
export interface MarkerEdit {
  value: string;
  unit: string;
  drop: boolean;
  /** Only on a value the person adds (the reader missed it): which marker it is. */
  marker?: string;
  /** The value is beyond its check limit and the person says the report prints exactly it. */
  checked?: boolean;
}

/** Edits under keys with this prefix are values the person adds, not corrections of read ones. */
const ADDED_KEY = 'add:';

/** Edits by marker id; a marker without an entry is kept as it was read. */
export type Edits = Readonly<Record<string, MarkerEdit>>;

/** The confirm call's limits (healthReportConfirmBodySchema). */
const VALUE_MAX = LAB_VALUE_MAX;
const UNIT_MAX_LENGTH = 20;

export function editOf(marker: ReviewMarker, edits: Edits): MarkerEdit {
  return (
    edits[marker.id] ?? {
      value: String(marker.value),
      unit: marker.unit,
      drop: false,
      ...(marker.checked ? { checked: true } : {}),
    }
  );
}

/** A value beyond its check limit: which side and the limit in the value's unit. */
export interface Unusual {
  side: 'low' | 'high';
  limit: number;
}

/**
 * Whether a typed value lies beyond the check limits the server sent for its unit (labs/check): far
 * enough out that a misread decimal point or a wrong unit is likelier than the result. Null when it does
 * not, when the value is not a number yet, or when no limits came for that unit.
 */
export function unusualValue(
  limits: CheckLimitsByUnit | undefined,
  edit: Pick<MarkerEdit, 'value' | 'unit'>,
): Unusual | null {
  const value = parseValue(edit.value);
  const l = limits?.[edit.unit.trim()];
  if (value === null || !l) return null;
  if (l.low !== null && value < l.low) return { side: 'low', limit: l.low };
  if (l.high !== null && value > l.high) return { side: 'high', limit: l.high };
  return null;
}

/** An edit after the person changed it: a changed value or unit must be checked again. */
export function changedEdit(edit: MarkerEdit, change: Partial<MarkerEdit>): MarkerEdit {
  const next = { ...edit, ...change };
  const refigured =
    (change.value !== undefined && change.value !== edit.value) ||
    (change.unit !== undefined && change.unit !== edit.unit);
  return refigured && change.checked === undefined ? { ...next, checked: false } : next;
}

/** A typed lab value as the server wants it ({@link readTypedNumber}); negatives and values above {@link VALUE_MAX} give null. */
export function parseValue(text: string): number | null {
  const n = readTypedNumber(text);
  return n !== null && n <= VALUE_MAX ? n : null;
}

export type RowProblem = 'value' | 'unit' | 'unitUnknown' | 'unchecked';

function unitChanged(marker: ReviewMarker, edit: MarkerEdit): boolean {
  return edit.unit.trim() !== marker.unit;
}

/**
 * What stops a row from being confirmed: a value that is not a number in range, an empty or too long
 * unit, or a unit the server did not recognise (no flag) that the user neither corrected nor dropped.
 * A dropped row is never a problem.
 */
export function rowProblem(marker: ReviewMarker, edit: MarkerEdit): RowProblem | null {
  if (edit.drop) return null;
  if (parseValue(edit.value) === null) return 'value';
  const unit = edit.unit.trim();
  if (unit === '' || unit.length > UNIT_MAX_LENGTH) return 'unit';
  if (marker.flag === null && !unitChanged(marker, edit)) return 'unitUnknown';
  if (!edit.checked && unusualValue(marker.limits, edit)) return 'unchecked';
  return null;
}

/** True when the user changed the value or unit read from the file. */
export function isCorrected(marker: ReviewMarker, edit: MarkerEdit): boolean {
  const value = parseValue(edit.value);
  return (value !== null && value !== marker.value) || unitChanged(marker, edit);
}

/** The values the person added, in the order added (removed ones are gone from the edits). */
export function addedOf(edits: Edits): [string, MarkerEdit & { marker: string }][] {
  return Object.entries(edits).flatMap(([key, e]) =>
    key.startsWith(ADDED_KEY) && e.marker && !e.drop ? [[key, { ...e, marker: e.marker }] as const] : [],
  ) as [string, MarkerEdit & { marker: string }][];
}

/**
 * A new added row: the first marker that is neither read nor added yet, in its first unit; null when
 * every marker is there.
 */
export function nextAddition(report: HealthReport, edits: Edits): { key: string; edit: MarkerEdit } | null {
  const present = new Set([
    ...report.markers.filter((m) => !editOf(m, edits).drop).map((m) => m.marker),
    ...addedOf(edits).map(([, e]) => e.marker),
  ]);
  const choice = (report.addable ?? []).find((a) => !present.has(a.marker));
  if (!choice) return null;
  const used = Object.keys(edits).filter((k) => k.startsWith(ADDED_KEY)).length;
  return {
    key: `${ADDED_KEY}${used + 1}`,
    edit: { marker: choice.marker, value: '', unit: choice.units[0] ?? '', drop: false },
  };
}

/** The confirm body: one entry per changed or dropped marker; unchanged markers are kept as found. */
export function confirmBody(report: HealthReport, edits: Edits): HealthReportConfirmBody {
  const markers: HealthReportConfirmBody['markers'] = [];
  for (const marker of report.markers) {
    const edit = edits[marker.id];
    if (!edit) continue;
    if (edit.drop) {
      markers.push({ id: marker.id, drop: true });
      continue;
    }
    const value = parseValue(edit.value);
    const unit = edit.unit.trim();
    const entry: HealthReportConfirmBody['markers'][number] = { id: marker.id };
    if (value !== null && value !== marker.value) entry.value = value;
    if (unit !== '' && unit !== marker.unit) entry.unit = unit;
    if (edit.checked && unusualValue(marker.limits, edit)) entry.checked = true;
    if (entry.value !== undefined || entry.unit !== undefined || entry.checked) markers.push(entry);
  }
  const add = addedOf(edits).flatMap(([, e]) => {
    const value = parseValue(e.value);
    if (value === null) return [];
    const limits = report.addable?.find((a) => a.marker === e.marker)?.limits;
    const checked = e.checked && unusualValue(limits, e) ? { checked: true as const } : {};
    return [{ marker: e.marker, value, unit: e.unit.trim(), ...checked }];
  });
  return add.length > 0
    ? { reportId: report.reportId, markers, add }
    : { reportId: report.reportId, markers };
}

/** A server error about one marker: which field, and its sentence. */
export interface RowError {
  field: 'value' | 'unit' | 'other';
  message: string;
  /** For a refused unit: the units the server accepts for this marker, when it named them. */
  allowed: string[] | null;
}

/** The units named in the server's "must be one of g/L, g/dL, mmol/L" (null when none are named). */
export function allowedUnits(message: string): string[] | null {
  const list = /one of\s+(.+)$/i.exec(message.trim())?.[1];
  const units = list?.split(/\s*,\s*/).filter((u) => u !== '') ?? [];
  return units.length > 0 ? units : null;
}

/**
 * The server's field errors (`markers.3.unit`) mapped to the marker they concern, by the position in the
 * body that was sent; errors that name no marker are left out.
 */
export function rowErrorsFrom(
  body: HealthReportConfirmBody,
  errors: readonly { field: string; message: string }[] | undefined,
): Record<string, RowError> {
  const out: Record<string, RowError> = {};
  for (const e of errors ?? []) {
    const m = /^markers\.(\d+)(?:\.(\w+))?/.exec(e.field);
    const id = m ? body.markers[Number(m[1])]?.id : undefined;
    const field = m?.[2] === 'value' || m?.[2] === 'unit' ? m[2] : 'other';
    if (id && !(id in out)) {
      out[id] = { field, message: e.message, allowed: field === 'unit' ? allowedUnits(e.message) : null };
    }
  }
  return out;
}

/** How many values will reach the plan. */
export function keptCount(report: HealthReport, edits: Edits): number {
  return report.markers.filter((m) => !editOf(m, edits).drop).length + addedOf(edits).length;
}

/**
 * What stops the review from being confirmed: each read row's problem by its id, and how many problems
 * there are in all, counting added values that have no number yet.
 */
export function problemsOf(
  report: HealthReport,
  edits: Edits,
): { problems: Record<string, RowProblem>; count: number } {
  const problems: Record<string, RowProblem> = {};
  for (const m of report.markers) {
    const p = rowProblem(m, editOf(m, edits));
    if (p) problems[m.id] = p;
  }
  const unfinished = addedOf(edits).filter(([, e]) => addedProblem(report, e) !== null).length;
  return { problems, count: Object.keys(problems).length + unfinished };
}

/** What stops an added value from being confirmed: no number yet, or an unusual value not checked. */
export function addedProblem(
  report: HealthReport,
  edit: MarkerEdit & { marker: string },
): 'value' | 'unchecked' | null {
  if (parseValue(edit.value) === null) return 'value';
  const limits = report.addable?.find((a) => a.marker === edit.marker)?.limits;
  return !edit.checked && unusualValue(limits, edit) ? 'unchecked' : null;
}
