import { beforeAll } from 'vitest';
import type { HealthReport } from '@nutri/domain/contracts';
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
  return { t, who, pdf };
}
