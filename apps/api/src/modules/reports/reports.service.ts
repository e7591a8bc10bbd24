import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  LAB_MARKERS_PER_PLAN_MAX,
  LAB_MARKERS_PER_REPORT_MAX,
  pick,
  reportFileResultSchema,
  type CheckLimitsByUnit,
  type HealthReport,
  type HealthReportConfirmBody,
  type HealthReportConfirmResult,
  type LabHistory,
  type LabValue,
  type Locale,
  type PlanDocument,
  type ReportFileResult,
  type ReportProgressEvent,
  type RetestDue,
  type RetestUndated,
  type ReviewMarker,
} from '@nutri/domain/contracts';
import {
  allLabMarkers,
  convertLabValue,
  decimalsOf,
  flagFor,
  fromCanonical,
  markerByKey,
  normaliseUnit,
  retestDueOf,
  retestUndatedOf,
  type LabSex,
} from '@nutri/domain/labs';
import { checkLimitsIn, likelyValue, type PrintedRange } from '@nutri/domain/labs/check';
import { unitCandidates } from '@nutri/domain/labs/extract';
import {
  ADDED_PREFIX,
  labsOverPlanBound,
  mergeLabs,
  reviewedLabs,
  reviewReport,
  storedMarkerSchema,
  unitsOf,
  type StoredMarker,
} from '@nutri/domain/plan-life';
import { roundTo } from '@nutri/domain/units';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { withDeps } from '../../lib/with-deps';
import { decorationPlugin } from '../../lib/decoration-plugin';
import { ExtractionRefused, type ExtractionRefusal, type FileExtraction } from './extraction/types';
import { reportsRepository, type ReportRow } from './reports.repository';

declare module 'fastify' {
  interface FastifyInstance {
    reportsService: ReturnType<typeof createReportsService>;
  }
}

/**
 * Health reports (plan step 2): read each file and find its lab values (PDF text layer or OCR, then
 * the marker parser, all in an extraction process: ADR 0015), flag them against our ranges for this person, and hold them for the user's review. Only
 * confirmed values reach the plan (as `reportLabs`, which outrank questionnaire answers).
 */

const MESSAGES = {
  noMarkers: {
    zh: '未能在此文件中识别到检验指标。请确认这是一份检验报告，或拍一张更清晰的照片再试。',
    en: 'No lab values were recognised in this file. Check that it is a lab report, or take a sharper photo and try again.',
  },
  scanned: {
    zh: '扫描版 PDF 页面暂不支持，请改为上传报告的照片。',
    en: 'Scanned PDF pages are not supported yet — upload a photo of the report instead.',
  },
  stillAnalysing: {
    zh: '此报告仍在分析中，请在指标可供核对后再确认。',
    en: 'This report is still being analysed; confirm it once its values are ready for review.',
  },
  notAnalysed: {
    zh: '此报告分析失败，没有可确认的指标，请重新上传。',
    en: 'This report could not be analysed, so it has no values to confirm; upload it again.',
  },
  overBudget: {
    zh: '这份报告的文件较多，分析时间已用完，此文件未读取。请把它放在另一份报告里上传。',
    en: 'This report took its whole analysis time before this file; it was not read. Upload it in a report of its own.',
  },
  unreadable: {
    zh: '无法读取此文件，请换一个文件或重新拍照。',
    en: 'This file could not be read. Try another file or take the photo again.',
  },
} as const;

/** The sentence for a file a bound refused (issue 16.3), naming the bound and the file's figure. */
export function refusalMessage(r: ExtractionRefusal, locale: Locale): string {
  const zh = locale !== 'en-US';
  const n = (v: number) => v.toLocaleString(zh ? 'zh-CN' : 'en-US');
  switch (r.code) {
    case 'pdf_pages':
      return zh
        ? `此 PDF 有 ${n(r.pages)} 页，最多读取 ${n(r.max)} 页。请只上传检验报告所在的页面。`
        : `This PDF has ${n(r.pages)} pages; at most ${n(r.max)} are read. Upload only the pages of the lab report.`;
    case 'pdf_decoded':
      return zh
        ? `此 PDF 解压后超过 ${n(Math.round(r.max / 1024 ** 2))} MB，未读取。请上传报告原件或照片。`
        : `This PDF unpacks to more than ${n(Math.round(r.max / 1024 ** 2))} MB and was not read. Upload the original report or a photo of it.`;
    case 'image_pixels':
      return zh
        ? `此图片为 ${n(r.width)} × ${n(r.height)} 像素，超过上限 ${n(r.max)} 像素，未读取。请上传较小的照片。`
        : `This image is ${n(r.width)} × ${n(r.height)} pixels, more than the ${n(r.max)} we read. Upload a smaller photo.`;
    case 'image_aspect':
      return zh
        ? `此图片为 ${n(r.width)} × ${n(r.height)} 像素，长宽比超过 ${n(r.max)}:1，未读取。请分段截图或拍照。`
        : `This image is ${n(r.width)} × ${n(r.height)} pixels, longer than ${n(r.max)}:1, and was not read. Take the report in several photos.`;
    case 'timeout':
      return zh
        ? `读取此文件超过 ${n(r.seconds)} 秒，已停止。请换一个文件或拍一张更清晰的照片。`
        : `Reading this file took longer than ${n(r.seconds)} seconds and was stopped. Try another file or a sharper photo.`;
    case 'memory':
      return zh
        ? `读取此文件所需内存超过 ${n(r.megabytes)} MB，已停止。请换一个文件或较小的照片。`
        : `Reading this file needed more than ${n(r.megabytes)} MB of memory and was stopped. Try another file or a smaller photo.`;
  }
}

const MARKERS_CAPPED = {
  zh: (kept: number, found: number) => `识别到 ${found} 项指标，一份报告最多保留 ${kept} 项，其余未保留。`,
  en: (kept: number, found: number) =>
    `${found} values were found; a report keeps at most ${kept}, the rest were left out.`,
};

const TEXT_CAPPED = {
  zh: (pages: number) => `此文件文字过多，只读取了前 ${pages} 页的内容。`,
  en: (pages: number) =>
    `This file holds more text than a report can; only its first ${pages} pages were read.`,
};

/** Reads one file in an extraction process (pool.ts); the service only sees this. */
export interface ReportExtractor {
  extract(bytes: Uint8Array, mime: string, markersMax: number, signal?: AbortSignal): Promise<FileExtraction>;
}

/** The client went away: the analysis stops and nothing is stored. */
export class AnalysisCancelled extends Error {
  constructor() {
    super('The client went away');
    this.name = 'AnalysisCancelled';
  }
}

const extractionSchema = z.object({
  files: z.array(reportFileResultSchema),
  found: z.array(storedMarkerSchema),
});

interface PersonContext {
  sex: LabSex;
  age?: number;
  /** The plan's locale: it decides the reference ranges. */
  standards: Locale;
}

/** What the reports service reads of other modules: the plan a report is for, and the uploads. */
type ReportsDeps = Pick<FastifyInstance, 'plansService' | 'filesService'>;

async function personOf({ plansService }: ReportsDeps, db: Db, planId: string): Promise<PersonContext> {
  const plan = await plansService.byId(db, planId);
  if (!plan) throw new DomainError('not_found', 'Plan not found');
  const q = await plansService.questionnaire(db, planId);
  const answers = (q?.answers ?? {}) as { gender?: unknown; age?: unknown };
  return {
    // Before the sex is answered, flag with the female ranges: their lower haemoglobin and
    // ferritin borders do not call a normal woman's value low; the plan re-flags once answered.
    sex: answers.gender === 'male' ? 'male' : 'female',
    ...(typeof answers.age === 'number' ? { age: answers.age } : {}),
    standards: plan.locale,
  };
}

/**
 * Our flag and range for a printed value, the range shown in the printed unit. A value outside the
 * lab's own printed range is never flagged normal (the engine's rule, labs/index.ts), so the review
 * screen and the plan agree.
 */
export function reviewFlag(
  key: string,
  value: number,
  unit: string,
  person: PersonContext,
  printed: { low?: number | null; high?: number | null } = {},
): Pick<ReviewMarker, 'flag' | 'ourRefLow' | 'ourRefHigh'> {
  const none = { flag: null, ourRefLow: null, ourRefHigh: null };
  const canonical = convertLabValue(key, value, unit);
  if (canonical === null) return none;
  const toCanonical = (v: number | null | undefined) =>
    typeof v === 'number' && Number.isFinite(v) ? convertLabValue(key, v, unit) : null;
  const f = flagFor(
    key,
    canonical,
    { sex: person.sex, locale: person.standards, age: person.age },
    { low: toCanonical(printed.low), high: toCanonical(printed.high) },
  );
  if (!f) return none;
  // Our borders are canonical; show them in the printed unit, rounded as the report prints its numbers
  // (3.9–6.1 mmol/L next to a glucose printed "95 mg/dL" reads 70–110, not 70.26–109.9).
  const decimals = Math.max(decimalsOf(value), decimalsOf(printed.low), decimalsOf(printed.high));
  const back = (v: number | null) => {
    const shown = v === null ? null : fromCanonical(key, v, unit);
    return shown === null ? null : roundTo(shown, decimals);
  };
  return { flag: f.flag, ourRefLow: back(f.refLow), ourRefHigh: back(f.refHigh) };
}

/**
 * How many canonical units one `unit` is, when the conversion is a plain factor; null for an unknown
 * unit or a conversion with an offset (a range border or a difference could not be carried across it).
 */
function plainFactor(key: string, unit: string): number | null {
  const one = convertLabValue(key, 1, unit);
  const two = convertLabValue(key, 2, unit);
  if (one === null || two === null || one === 0) return null;
  return Math.abs(two - 2 * one) <= 1e-9 * Math.abs(two) ? one : null;
}

/**
 * The units a marker is printed in, one per spelling (µ/μ alike), the read one first if it is not one;
 * then the units an OCR misread of it may stand for ("gjL": g/L or g/dL, issue 33 §2), so the likely
 * ones head the picker — none is chosen for the person.
 */
export function unitChoices(key: string, read: string): string[] {
  const known = unitsOf(key);
  if (known.some((u) => normaliseUnit(u) === normaliseUnit(read))) return known;
  const likely = new Set(unitCandidates(key, read).map(normaliseUnit));
  const first = known.filter((u) => likely.has(normaliseUnit(u)));
  return [read, ...first, ...known.filter((u) => !likely.has(normaliseUnit(u)))];
}

/**
 * The check limits of a marker in each of the units offered for it; in the unit the value was read in,
 * with the range printed beside it where the marker has no limit on a side (a lost decimal point on a
 * zinc or a folate is caught too, issue 33 §2).
 */
function limitsByUnit(
  key: string,
  units: readonly string[],
  printed?: { unit: string } & PrintedRange,
): CheckLimitsByUnit {
  return Object.fromEntries(
    units.map((u) => [
      u,
      checkLimitsIn(
        key,
        u,
        printed && normaliseUnit(printed.unit) === normaliseUnit(u) ? printed : undefined,
      ),
    ]),
  );
}

const addableByLocale = new Map<Locale, NonNullable<HealthReport['addable']>>();

/** Every marker a person may add in the review, by name in their language (made once per language). */
function addableMarkers(locale: Locale): NonNullable<HealthReport['addable']> {
  let list = addableByLocale.get(locale);
  if (!list) {
    list = allLabMarkers()
      .map((m) => {
        const units = unitChoices(m.key, m.unit);
        return { marker: m.key, name: pick(m, locale), units, limits: limitsByUnit(m.key, units) };
      })
      .sort((a, b) => a.name.localeCompare(b.name, locale));
    addableByLocale.set(locale, list);
  }
  return list;
}

function view(m: StoredMarker, person: PersonContext, locale: Locale): ReviewMarker {
  const marker = markerByKey(m.marker);
  const units = unitChoices(m.marker, m.unit);
  // A lost decimal point (issue 33): offered beside the value as read, until the person checks it.
  // The range printed beside a value as read (its unit's check where the marker has none on a side); a
  // corrected value is judged by the marker's limits alone, as at confirmation (plan-life/reviewed-report).
  const printed = m.corrected ? undefined : { low: m.labRefLow, high: m.labRefHigh };
  const likely = m.dropped || m.checked ? null : likelyValue(m.marker, m.value, m.unit, printed);
  return {
    id: m.id,
    marker: m.marker,
    name: marker ? pick(marker, locale) : m.marker,
    value: m.value,
    unit: m.unit,
    ...(m.unitRead !== undefined ? { unitRead: m.unitRead } : {}),
    ...(likely !== null ? { likelyValue: likely } : {}),
    units,
    limits: limitsByUnit(m.marker, units, printed && { unit: m.unit, ...printed }),
    ...(m.checked ? { checked: true } : {}),
    labRefLow: m.labRefLow,
    labRefHigh: m.labRefHigh,
    ...reviewFlag(m.marker, m.value, m.unit, person, { low: m.labRefLow, high: m.labRefHigh }),
    fileId: m.fileId,
    line: m.line,
    corrected: m.corrected,
    dropped: m.dropped,
  };
}

function reportStatusOf(status: string): HealthReport['status'] {
  return status === 'confirmed' || status === 'analysing' || status === 'failed' ? status : 'review';
}

function reportView(row: ReportRow, person: PersonContext, locale: Locale): HealthReport {
  const extraction = extractionSchema.safeParse(row.extraction);
  const markers = z.array(storedMarkerSchema).safeParse(row.markers);
  return {
    reportId: row.id,
    customNutritionPlanId: row.planId,
    status: reportStatusOf(row.status),
    ...(row.status === 'failed' ? { failure: failureOf(row) ?? '' } : {}),
    fileIds: row.fileIds,
    files: extraction.success ? extraction.data.files : [],
    markers: markers.success ? markers.data.map((m) => view(m, person, locale)) : [],
    ...(row.status === 'review' ? { addable: addableMarkers(locale) } : {}),
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
  };
}

type ProgressSink = (event: ReportProgressEvent) => void;

/** What one analysis read: stored on its report by the job that ran it (`reportsRepository.finish`). */
interface ReportReading {
  extraction: { files: ReportFileResult[]; found: StoredMarker[] };
  markers: StoredMarker[];
}

/**
 * Read every file, in order, reporting each stage (issue 21.2: in a job, on whichever instance takes it;
 * the caller stores the reading). A file that cannot be read, breaks a bound or holds no values gets a
 * message; the analysis still completes. At most LAB_MARKERS_PER_REPORT_MAX values are kept per report,
 * the first ones found. Throws AnalysisCancelled once `signal` aborts. Files not reached within
 * `budgetMs` are left unread with a note (issue 35: slow photos held the analysis slots): a report takes
 * at most its budget plus one file's time-out.
 */
async function analyseReport(
  { filesService }: ReportsDeps,
  db: Db,
  storage: Storage,
  extractor: ReportExtractor,
  input: { fileIds: string[]; locale: Locale },
  progress: ProgressSink,
  signal?: AbortSignal,
  budgetMs = Number.POSITIVE_INFINITY,
): Promise<ReportReading> {
  const started = performance.now();
  const fileIds = [...new Set(input.fileIds)];
  const files: ReportFileResult[] = [];
  const found: StoredMarker[] = [];
  const lang = input.locale === 'en-US' ? 'en' : 'zh';
  for (const fileId of fileIds) {
    if (signal?.aborted) throw new AnalysisCancelled();
    progress({ fileId, stage: 'received' });
    const row = await filesService.byId(db, fileId);
    const bytes = row ? await storage.get(row.storageKey) : null;
    let read: FileExtraction | null = null;
    let result: ReportFileResult = {
      fileId,
      method: null,
      characters: 0,
      pages: null,
      pagesWithoutText: null,
      count: 0,
      message: null,
    };
    if (performance.now() - started >= budgetMs) {
      const message = pick(MESSAGES.overBudget, input.locale);
      files.push({ ...result, message });
      progress({ fileId, stage: 'text_extracted', characters: 0, message });
      progress({ fileId, stage: 'markers_found', count: 0, message });
      progress({ fileId, stage: 'analysed', count: 0 });
      continue;
    }
    try {
      if (!row || !bytes) throw new Error('file bytes missing');
      read = await extractor.extract(bytes, row.mime, LAB_MARKERS_PER_REPORT_MAX - found.length, signal);
      const notes = [
        read.pagesWithoutText ? pick(MESSAGES.scanned, input.locale) : null,
        read.pagesRead !== null ? TEXT_CAPPED[lang](read.pagesRead) : null,
      ].filter((m): m is string => m !== null);
      result = {
        ...result,
        method: read.method,
        characters: read.characters,
        pages: read.pages,
        pagesWithoutText: read.pagesWithoutText,
        message: notes.length > 0 ? notes.join(' ') : null,
      };
      progress({
        fileId,
        stage: 'text_extracted',
        method: read.method,
        characters: read.characters,
        ...(read.pages !== null ? { pages: read.pages } : {}),
        ...(read.pagesWithoutText !== null ? { pagesWithoutText: read.pagesWithoutText } : {}),
        ...(result.message ? { message: result.message } : {}),
      });
    } catch (err) {
      if (signal?.aborted) throw new AnalysisCancelled();
      const message =
        err instanceof ExtractionRefused
          ? refusalMessage(err.refusal, input.locale)
          : pick(MESSAGES.unreadable, input.locale);
      result = { ...result, message };
      progress({ fileId, stage: 'text_extracted', characters: 0, message });
    }
    const extracted = read?.markers ?? [];
    const count = extracted.length;
    if (read && read.markersFound > count) {
      const capped = MARKERS_CAPPED[lang](LAB_MARKERS_PER_REPORT_MAX, found.length + read.markersFound);
      result = { ...result, message: result.message ? `${result.message} ${capped}` : capped };
    }
    // Keep the more specific message (scanned pages, unreadable, a bound) when there is one.
    const message = result.message ?? (count === 0 ? pick(MESSAGES.noMarkers, input.locale) : null);
    result = { ...result, count, message };
    progress({ fileId, stage: 'markers_found', count, ...(message ? { message } : {}) });
    for (const m of extracted) {
      found.push({
        id: `m${found.length + 1}`,
        marker: m.marker,
        value: m.value,
        unit: m.unit,
        ...(m.unitRead !== undefined ? { unitRead: m.unitRead.slice(0, 40) } : {}),
        labRefLow: m.labRefLow ?? null,
        labRefHigh: m.labRefHigh ?? null,
        fileId,
        line: m.line.slice(0, 300),
        corrected: false,
        dropped: false,
      });
    }
    files.push(result);
    progress({ fileId, stage: 'analysed', count });
  }
  if (signal?.aborted) throw new AnalysisCancelled();
  return { extraction: { files, found }, markers: found };
}

/** The sentence of a report whose analysis gave up (stored with it), or null. */
function failureOf(row: ReportRow): string | null {
  if (row.status !== 'failed') return null;
  const parsed = z.object({ error: z.string() }).safeParse(row.extraction);
  return parsed.success ? parsed.data.error : null;
}

async function getReport(deps: ReportsDeps, db: Db, reportId: string, locale: Locale): Promise<HealthReport> {
  const row = await reportsRepository.byId(db, reportId);
  if (!row) throw new DomainError('not_found', 'Report not found');
  return reportView(row, await personOf(deps, db, row.planId), locale);
}

/**
 * A plan's confirmed lab values over time, per marker, oldest first (issue 18.5). The change since the
 * test before is in the latest value's unit, through the marker's conversion; null when either value's
 * unit is not one the marker knows or the conversion is not a plain factor.
 */
async function labHistory(db: Db, planId: string, locale: Locale): Promise<LabHistory> {
  const rows = await reportsRepository.confirmedForPlan(db, planId);
  const byMarker = new Map<string, LabHistory['markers'][number]['points']>();
  for (const row of rows) {
    const date = reportDate(row);
    for (const lab of labsOf(row)) {
      const points = byMarker.get(lab.marker) ?? [];
      points.push({ reportId: row.id, value: lab.value, unit: lab.unit, date });
      byMarker.set(lab.marker, points);
    }
  }
  const markers = [...byMarker].map(([key, points]) => {
    const marker = markerByKey(key);
    const last = points.at(-1)!;
    const before = points.at(-2);
    return {
      marker: key,
      name: marker ? pick(marker, locale) : key,
      points,
      change: before ? changeIn(key, before, last) : null,
    };
  });
  return { markers };
}

/** The date of a report's tests as the app knows it: when the person confirmed the values. */
const reportDate = (row: ReportRow): string => (row.confirmedAt ?? row.createdAt).toISOString();

/**
 * The plan's next lab tests (issue 18 §5), `retestDue`: each marker of the plan's analysis that has an
 * interval, due that many weeks after the confirmed report its value was last read from (the value the
 * plan uses, as later reports win). Values typed into the questionnaire have no test date, hence no due
 * date: beside it, `retestUndated` lists those markers, each with the note that says why.
 */
async function retestFor(
  db: Db,
  document: PlanDocument,
  locale: Locale,
): Promise<{ retestDue: RetestDue[]; retestUndated: RetestUndated[] }> {
  const markers = document.reportAnalysis?.markers ?? [];
  if (!markers.some((m) => m.retest)) return { retestDue: [], retestUndated: [] };
  const tested = new Map<string, string>();
  for (const row of await reportsRepository.confirmedForPlan(db, document.customNutritionPlanId)) {
    for (const lab of labsOf(row)) tested.set(lab.marker, reportDate(row));
  }
  return {
    retestDue: retestDueOf(markers, tested, locale),
    retestUndated: retestUndatedOf(markers, tested, locale),
  };
}

/** `to.value − from.value` in `to`'s unit, rounded to what was printed (3 significant digits). */
function changeIn(key: string, from: { value: number; unit: string }, to: { value: number; unit: string }) {
  const a = convertLabValue(key, from.value, from.unit);
  const b = convertLabValue(key, to.value, to.unit);
  // Only a plain factor converts a difference (an offset would not).
  const factor = plainFactor(key, to.unit);
  if (a === null || b === null || factor === null) return null;
  return Number(((b - a) / factor).toPrecision(3));
}

/** The confirmed, kept values of a report as engine inputs (value, unit and the lab's range). */
function labsOf(row: ReportRow): LabValue[] {
  const parsed = z.array(storedMarkerSchema).safeParse(row.markers);
  return parsed.success ? reviewedLabs(parsed.data) : [];
}

/**
 * The review step: apply the user's corrections and drops to the values as read, store them, and
 * give the plan every confirmed report's values (oldest first, so a newer report wins). A kept value
 * whose unit we cannot convert must be corrected or dropped (400), so nothing silently vanishes.
 */
async function confirmReport(
  deps: ReportsDeps,
  db: Db,
  body: HealthReportConfirmBody,
  locale: Locale,
): Promise<HealthReportConfirmResult> {
  const row = await reportsRepository.byId(db, body.reportId);
  if (!row) throw new DomainError('not_found', 'Report not found');
  if (row.status === 'analysing' || row.status === 'failed') {
    throw new DomainError(
      'conflict',
      row.status === 'analysing' ? pick(MESSAGES.stillAnalysing, locale) : pick(MESSAGES.notAnalysed, locale),
    );
  }
  const extraction = extractionSchema.safeParse(row.extraction);
  // What was read, and what the person added at an earlier confirmation (kept when confirming again).
  const stored = z.array(storedMarkerSchema).safeParse(row.markers);
  const addedBefore = (stored.success ? stored.data : []).filter((m) => m.id.startsWith(ADDED_PREFIX));
  const found = [...(extraction.success ? extraction.data.found : []), ...addedBefore];
  const review = reviewReport({ found, addedBefore: addedBefore.length, fileIds: row.fileIds }, body);
  if ('errors' in review) {
    const [first] = review.errors;
    throw new DomainError(
      'bad_request',
      `Invalid request: ${first?.field}: ${first?.message}`,
      review.errors,
    );
  }
  const { reviewed } = review;
  // The bound is checked and the report confirmed and merged into the plan in one transaction, so a
  // refused or failed confirm leaves nothing half-done (issue 16.2).
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const updated = await reportsRepository.confirm(tx, row.id, reviewed);
    if (!updated) throw new DomainError('not_found', 'Report not found');
    const { questionnaire, setPlanInputs } = deps.plansService;
    const labs = mergeLabs(...(await reportsRepository.confirmedForPlan(tx, row.planId)).map(labsOf));
    const q = await questionnaire(tx, row.planId);
    const typed = ((q?.answers ?? {}) as { labs?: LabValue[] }).labs ?? [];
    const markers = labsOverPlanBound(typed, labs);
    if (markers !== null) {
      throw new DomainError(
        'conflict',
        `This plan would hold ${markers} different lab values; at most ${LAB_MARKERS_PER_PLAN_MAX} are kept per plan. Drop values you do not need from this report or the questionnaire.`,
      );
    }
    const plan = await setPlanInputs(tx, row.planId, { reportLabs: labs });
    return { report: reportView(updated, await personOf(deps, tx, row.planId), locale), plan };
  });
}

/**
 * The reports service as the app holds it (`app.reportsService`): reading reports (in the report
 * jobs), the review and its confirmation into the plan, the lab history, and the plan's next lab tests
 * (`retestFor`, which app.ts hands to the plan routes).
 */
function createReportsService(deps: ReportsDeps) {
  return {
    analyseReport: withDeps(deps, analyseReport),
    getReport: withDeps(deps, getReport),
    confirmReport: withDeps(deps, confirmReport),
    labHistory,
    retestFor,
    failureOf,
  };
}

export default decorationPlugin('reportsService', createReportsService, {
  name: 'reports-service',
  dependencies: ['plans-service', 'files-service'],
});
