import { beforeAll, expect } from 'vitest';
import type { HealthReport, Locale, ReportProgressEvent } from '@nutri/domain/contracts';
import { uploadReport } from './files';
import type { Reply, TestApp } from './helper';
import { chineseLabPdf, REVIEWED_ROWS } from './fixtures/reports';
import { parseSse } from './sse';
import { suiteAppOnDisk, suiteUser } from './suite';

/** A report analysis over HTTP: the stream of a health_report put, and its review. */
export type ReportEvent = { event: string; data: unknown };

/** Analyses uploaded files for a plan; a refused call (4xx) answers with no events. */
export async function analyseReport(
  t: TestApp,
  token: string,
  planId: string,
  fileIds: string[],
  locale = 'zh-CN',
): Promise<{ res: Reply; events: ReportEvent[] }> {
  const res = await t.post(
    '/api/v1/health_report/put',
    token,
    { customNutritionPlanId: planId, fileIds },
    { 'accept-language': locale },
  );
  return { res, events: res.statusCode === 200 ? parseSse(res.body) : [] };
}

/** The review the analysis streamed (the markers waiting for the user's confirmation). */
export const reviewOf = (events: ReportEvent[]) =>
  events.find((e) => e.event === 'review')?.data as HealthReport;

/**
 * A one-file analysis that read markers streams every stage in order, then the review and `done`;
 * answers the progress events (received, text_extracted, markers_found, analysed).
 */
export function expectFullAnalysis(events: ReportEvent[]): ReportProgressEvent[] {
  expect(events.map((e) => e.event)).toEqual([
    'accepted',
    'progress',
    'progress',
    'progress',
    'progress',
    'review',
    'done',
  ]);
  const stages = events.filter((e) => e.event === 'progress').map((e) => e.data as ReportProgressEvent);
  expect(stages.map((s) => s.stage)).toEqual(['received', 'text_extracted', 'markers_found', 'analysed']);
  return stages;
}

export function confirmReport(t: TestApp, token: string, reportId: string, markers: object[] = []) {
  return t.post('/api/v1/health_report/confirm', token, { reportId, markers });
}

export const reportUrl = (reportId: string) => `/api/v1/health_report/get?report_id=${reportId}`;

/**
 * A describe block's app with files on disk, a signed-in user, and the dietitian's reviewed Chinese lab
 * report as a PDF (made once, in beforeAll; `pdf()` hands it out once the tests run).
 */
export function reviewedReportSuite(prefix: string) {
  const { t } = suiteAppOnDisk(prefix);
  const who = suiteUser(t);
  let bytes: Uint8Array | undefined;
  beforeAll(async () => {
    bytes = await chineseLabPdf(REVIEWED_ROWS);
  });
  const pdf = (): Uint8Array => {
    if (!bytes) throw new Error('reviewedReportSuite: the PDF is made in beforeAll');
    return bytes;
  };
  /** Uploads the report (as `name`) and analyses it on one of the user's plans. */
  const analysePdf = async (planId: string, locale: Locale = 'zh-CN', name = 'lab.pdf') => {
    const fileId = await uploadReport(t, who.token, { name, type: 'application/pdf', bytes: pdf() });
    const analysed = await analyseReport(t, who.token, planId, [fileId], locale);
    return { fileId, ...analysed, review: reviewOf(analysed.events) };
  };
  return { t, who, pdf, analysePdf };
}
