import type { StreamEventOf } from '@nutri/domain/contracts';
import { streamEndpoint } from '../../../lib/sse';

/** One event of the analysis stream, typed by the contract: progress per file and stage, review, done. */
export type ReportStreamEvent = StreamEventOf<'analyseReports'>;

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
  return streamEndpoint(
    'analyseReports',
    { body: { customNutritionPlanId: planId, fileIds: [...fileIds] } },
    { signal, onEvent },
  );
}
