/**
 * The reviewed report (issue 32 §2): the person's corrections, drops and additions applied to the values
 * a report's files were read into, as the values the report then holds, or the field errors that refuse
 * the review. Pure: the API reads the report, calls `reviewReport`, and writes what it gives.
 */
import { z } from 'zod';
import {
  LAB_MARKERS_PER_REPORT_MAX,
  reviewMarkerSchema,
  type HealthReportConfirmBody,
  type LabValue,
} from '../contracts';
import { convertLabValue, markerByKey, normaliseUnit } from '../labs';
import { checkValue } from '../labs/check';

/**
 * What is stored per value, as read from the file (extraction.found) or as reviewed (markers): the
 * review's fields that are the same in every language and standard (name, flag and our range are worked
 * out on each read); a value read from the file is neither corrected nor dropped.
 */
export const storedMarkerSchema = reviewMarkerSchema
  .pick({
    id: true,
    marker: true,
    value: true,
    unit: true,
    unitRead: true,
    labRefLow: true,
    labRefHigh: true,
    fileId: true,
    line: true,
    checked: true,
  })
  .extend({ corrected: z.boolean().default(false), dropped: z.boolean().default(false) });
export type StoredMarker = z.infer<typeof storedMarkerSchema>;

/** A refusal of one field of the confirm body (`markers.2.unit`, `add.0.marker`, or `markers`). */
export interface ReviewFieldError {
  field: string;
  message: string;
}

/** Ids of values the person added in the review (the reader's own ids never start so). */
export const ADDED_PREFIX = 'added-';

/** The units a marker is printed in, one per spelling (µg/L and μg/L are one unit). */
export function unitsOf(key: string): string[] {
  const bySpelling = new Map<string, string>();
  for (const unit of Object.keys(markerByKey(key)?.units ?? {})) {
    if (!bySpelling.has(normaliseUnit(unit))) bySpelling.set(normaliseUnit(unit), unit);
  }
  return [...bySpelling.values()];
}

/** What the review starts from: the values read, those added at an earlier confirm, the report's files. */
export interface ReportFound {
  /** The values read from the files, then those the person added before (kept when confirming again). */
  found: readonly StoredMarker[];
  /** How many of `found` the person added at earlier confirms (the next added id follows them). */
  addedBefore: number;
  /** The report's files: an added value is filed under the first. */
  fileIds: readonly string[];
}

/**
 * Kept values beyond their check limit (labs/check; for a value as read, the printed range's where the
 * marker has none) that the person has not compared with the report:
 * the plan would act on a misread "12" for 1.2. Each error names the body entry to correct or mark
 * `checked`, or the value's id when the body does not list it.
 */
function uncheckedValues(
  reviewed: readonly StoredMarker[],
  body: HealthReportConfirmBody,
): ReviewFieldError[] {
  const errors: ReviewFieldError[] = [];
  const listed = new Map(body.markers.map((c, i) => [c.id, i]));
  for (const m of reviewed) {
    if (m.dropped || m.checked) continue;
    // The range printed beside a value as read applies in its unit (a zinc or folate has no limit of its
    // own above); a value the person corrected is judged by the marker's limits alone.
    const printed = m.corrected ? undefined : { low: m.labRefLow, high: m.labRefHigh };
    const hit = checkValue(m.marker, m.value, m.unit, printed);
    if (!hit) continue;
    const added = m.id.startsWith(ADDED_PREFIX) && !listed.has(m.id);
    const index = added ? (body.add ?? []).findIndex((a) => a.marker === m.marker) : listed.get(m.id);
    const field =
      index === undefined || index < 0 ? 'markers' : added ? `add.${index}.value` : `markers.${index}.value`;
    const name = markerByKey(m.marker)?.en ?? m.marker;
    errors.push({
      field,
      message: `${field === 'markers' ? `${m.id}: ` : ''}${name} ${m.value} ${m.unit} is ${hit.side === 'high' ? 'above' : 'below'} ${hit.limit} ${m.unit}, far outside the usual range; compare it with the report and correct it, or confirm it with checked: true`,
    });
  }
  return errors;
}

/**
 * The review applied: every value as the report now holds it (corrected, dropped, checked, added), or
 * the field errors refusing it, in the order the body lists them. A kept value whose unit we cannot
 * convert must be corrected or dropped, so nothing silently vanishes; a report keeps at most
 * `LAB_MARKERS_PER_REPORT_MAX` values.
 */
export function reviewReport(
  report: ReportFound,
  body: HealthReportConfirmBody,
): { reviewed: StoredMarker[] } | { errors: ReviewFieldError[] } {
  // Whether a marker converts from a unit, worked out once per marker and unit in a confirm.
  const known = new Map<string, boolean>();
  const converts = (marker: string, unit: string) => {
    const key = `${marker}\u0000${unit}`;
    let ok = known.get(key);
    if (ok === undefined) known.set(key, (ok = convertLabValue(marker, 1, unit) !== null));
    return ok;
  };
  const byId = new Map(report.found.map((m) => [m.id, m]));
  const errors: ReviewFieldError[] = [];
  const changes = new Map<string, HealthReportConfirmBody['markers'][number]>();
  body.markers.forEach((c, i) => {
    const m = byId.get(c.id);
    if (!m) {
      errors.push({ field: `markers.${i}.id`, message: 'no such value in this report' });
      return;
    }
    if (c.unit !== undefined && !converts(m.marker, c.unit)) {
      errors.push({ field: `markers.${i}.unit`, message: `must be one of ${unitsOf(m.marker).join(', ')}` });
      return;
    }
    changes.set(c.id, c);
  });
  const reviewed: StoredMarker[] = report.found.map((m) => {
    const c = changes.get(m.id);
    if (!c) return { ...m, corrected: false, dropped: false, checked: false };
    const value = c.value ?? m.value;
    const unit = c.unit ?? m.unit;
    return {
      ...m,
      value,
      unit,
      corrected: value !== m.value || unit !== m.unit,
      dropped: c.drop === true,
      checked: c.checked === true,
    };
  });
  // Values the reader missed: a known marker, a unit it is printed in, not one the report already holds.
  const kept = new Set(reviewed.filter((m) => !m.dropped).map((m) => m.marker));
  (body.add ?? []).forEach((a, i) => {
    if (!markerByKey(a.marker)) {
      errors.push({ field: `add.${i}.marker`, message: 'is not a lab value we know' });
    } else if (!converts(a.marker, a.unit)) {
      errors.push({ field: `add.${i}.unit`, message: `must be one of ${unitsOf(a.marker).join(', ')}` });
    } else if (kept.has(a.marker)) {
      errors.push({
        field: `add.${i}.marker`,
        message: 'is already in this report; correct that row instead',
      });
    } else {
      kept.add(a.marker);
      reviewed.push({
        id: `${ADDED_PREFIX}${report.addedBefore + i + 1}`,
        marker: a.marker,
        value: a.value,
        unit: a.unit,
        labRefLow: null,
        labRefHigh: null,
        fileId: report.fileIds[0] ?? '',
        line: '',
        corrected: true,
        dropped: false,
        checked: a.checked === true,
      });
    }
  });
  for (const m of reviewed) {
    if (!m.dropped && convertLabValue(m.marker, m.value, m.unit) === null) {
      errors.push({
        field: 'markers',
        message: `${m.id}: unit "${m.unit}" is not recognised; correct it (${unitsOf(m.marker).join(', ')}) or drop the value`,
      });
    }
  }
  errors.push(...uncheckedValues(reviewed, body));
  if (errors.length > 0) return { errors };
  const keptCount = reviewed.filter((m) => !m.dropped).length;
  if (keptCount > LAB_MARKERS_PER_REPORT_MAX) {
    const message = `${keptCount} values are kept; a report can hold at most ${LAB_MARKERS_PER_REPORT_MAX}, drop the ones you do not need`;
    return { errors: [{ field: 'markers', message }] };
  }
  return { reviewed };
}

/** The kept values of a reviewed report as engine inputs (value, unit and the lab's range). */
export function reviewedLabs(markers: readonly StoredMarker[]): LabValue[] {
  return markers
    .filter((m) => !m.dropped && convertLabValue(m.marker, m.value, m.unit) !== null)
    .map((m) => ({
      marker: m.marker,
      value: m.value,
      unit: m.unit,
      ...(m.labRefLow !== null ? { labRefLow: m.labRefLow } : {}),
      ...(m.labRefHigh !== null ? { labRefHigh: m.labRefHigh } : {}),
    }));
}
