import type { HealthReport, ReportProgressEvent } from '@nutri/domain/contracts';
import { REPORT_STAGES } from '../lib/limits';
import { streamJsonEvents } from '../../../lib/sse';

export type ReportStreamEvent =
  | { type: 'progress'; event: ReportProgressEvent }
  | { type: 'review'; report: HealthReport }
  | { type: 'done'; reportId: string }
  | { type: 'error'; code: number; msg: string };

function asRecord(v: unknown): Record<string, unknown> | null {
  return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : null;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** A report as the stream and `health_report/get` send it; null when the shape is not one. */
export function toHealthReport(data: unknown): HealthReport | null {
  const d = asRecord(data);
  return d && typeof d.reportId === 'string' && Array.isArray(d.markers) && Array.isArray(d.files)
    ? (d as unknown as HealthReport)
    : null;
}

/** Reads one raw event of `health_report/put` into a typed one; unknown or malformed events give null. */
export function toReportStreamEvent(event: string, data: unknown): ReportStreamEvent | null {
  const d = asRecord(data);
  if (!d) return null;
  switch (event) {
    case 'progress': {
      const stage = (REPORT_STAGES as readonly unknown[]).includes(d.stage)
        ? (d.stage as ReportProgressEvent['stage'])
        : null;
      if (typeof d.fileId !== 'string' || !stage) return null;
      return {
        type: 'progress',
        event: {
          fileId: d.fileId,
          stage,
          method: d.method === 'pdf_text' || d.method === 'ocr' ? d.method : undefined,
          characters: num(d.characters),
          pages: num(d.pages),
          pagesWithoutText: num(d.pagesWithoutText),
          count: num(d.count),
          message: typeof d.message === 'string' && d.message ? d.message : undefined,
        },
      };
    }
    case 'review': {
      const report = toHealthReport(d);
      return report ? { type: 'review', report } : null;
    }
    case 'done':
      return typeof d.reportId === 'string' ? { type: 'done', reportId: d.reportId } : null;
    case 'error':
      return { type: 'error', code: num(d.code) ?? 500, msg: typeof d.msg === 'string' ? d.msg : '' };
    default:
      return null;
  }
}

/**
 * `POST v1/health_report/put`: reads the files into lab values for review, streaming per-file progress
 * (server-sent events over fetch, through the one API client so token, time-out and 401/403 apply).
 * Resolves when the stream ends; rejects with an ApiError when the request itself fails.
 */
export function analyseReports(
  planId: string,
  fileIds: readonly string[],
  onEvent: (e: ReportStreamEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  return streamJsonEvents('v1/health_report/put', {
    body: { customNutritionPlanId: planId, fileIds },
    signal,
    onEvent: ({ event, data }) => {
      const typed = toReportStreamEvent(event, data);
      if (typed) onEvent(typed);
    },
  });
}
