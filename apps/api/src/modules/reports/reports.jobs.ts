import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { reportProgressEventSchema, type Locale } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { DomainError } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { reportsRepository } from './reports.repository';
import { AnalysisCancelled, type ReportExtractor } from './reports.service';

/**
 * Report extraction as a durable job (issue 21.2, ADR 0034). The request that asks for an analysis
 * stores the report as `analysing` and sends this job; any instance takes it, reads the files in its
 * extraction processes and stores the reading once (only from `analysing`). Progress, the end of the job
 * and a cancel travel on the bus's `report_progress` channel, whichever instances hold the request and
 * the job.
 */
export interface ReportJobData {
  reportId: string;
  userId: string;
  planId: string;
  fileIds: string[];
  locale: Locale;
}

export const REPORT_JOB = 'report_extraction' as const;

const reportMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('progress'), reportId: z.string(), event: reportProgressEventSchema }),
  /** The job stopped working on the report (stored, failed, cancelled or about to be retried). */
  z.object({ kind: z.literal('finished'), reportId: z.string() }),
  /** The person left: the instance running the job stops it. */
  z.object({ kind: z.literal('cancel'), reportId: z.string() }),
]);
export type ReportMessage = z.infer<typeof reportMessageSchema>;

/** A bus message of the report channel, or null when it is not one (another version's, say). */
export function reportMessageOf(message: unknown): ReportMessage | null {
  const parsed = reportMessageSchema.safeParse(message);
  return parsed.success ? parsed.data : null;
}

/** How long one attempt may run: the setting, or each file's time-out plus a margin. */
export function jobExpireS(config: Config, files: number): number {
  const { jobExpireS, jobTimeoutMs } = config.extraction;
  return jobExpireS ?? files * Math.ceil(jobTimeoutMs / 1000) + 30;
}

/** After this long an `analysing` report has outlived every attempt of its job: it counts as failed. */
export function staleAfterMs(config: Config): number {
  const attempts = config.extraction.jobRetries + 1;
  return (attempts * (jobExpireS(config, 10) + config.jobs.maintenanceS + 2) + 60) * 1000;
}

export const FAILED_MESSAGE = {
  'zh-CN': '报告分析失败，请稍后重试',
  'en-US': 'The report could not be analysed, please try again',
} as const satisfies Record<Locale, string>;

export interface ReportWorkers {
  /** The app is closing: running jobs stop and are failed, so another instance retries them. */
  shutdown(): void;
}

/** Works report jobs in this instance, `concurrency` at once (one per extraction process). */
export async function workReportJobs(
  app: FastifyInstance,
  storage: Storage,
  extractor: ReportExtractor,
  concurrency: number,
  /** Time one report's files may take together (EXTRACTION_REPORT_BUDGET_MS). */
  budgetMs = Number.POSITIVE_INFINITY,
): Promise<ReportWorkers> {
  const bus = app.database.bus;
  if (app.jobs.kind === 'local') {
    // The in-process queue died with the last process: its reports would wait forever.
    await reportsRepository.failAllAnalysing(
      app.db,
      `${FAILED_MESSAGE['zh-CN']} / ${FAILED_MESSAGE['en-US']}`,
    );
  }
  const running = new Map<string, Set<AbortController>>();
  const unsubscribe = bus.subscribe('report_progress', (raw) => {
    const m = reportMessageOf(raw);
    if (m?.kind !== 'cancel') return;
    for (const c of running.get(m.reportId) ?? []) c.abort('cancel');
  });
  let closing = false;

  await app.jobs.work<ReportJobData>(REPORT_JOB, concurrency, async (job) => {
    const { reportId, locale } = job.data;
    if (closing) throw new Error('instance shutting down');
    const row = await reportsRepository.byId(app.db, reportId);
    // Stored by an earlier run, failed, or cancelled (the row is gone): nothing to do.
    if (!row || row.status !== 'analysing') return;
    // Which instance ran which attempt: the trail an operator follows when an instance died mid-job.
    app.log.info({ reportId, attempt: job.retryCount }, 'report job started');
    const controller = new AbortController();
    const mine = running.get(reportId) ?? new Set<AbortController>();
    mine.add(controller);
    running.set(reportId, mine);
    // One after another, so the request's instance hears the stages in order and `finished` last.
    let published = Promise.resolve();
    const publish = (message: ReportMessage) => {
      published = published
        .then(() => bus.publish('report_progress', message))
        .catch((err: unknown) => app.log.warn({ err }, 'report progress not published'));
    };
    try {
      const reading = await app.reportsService.analyseReport(
        app.db,
        storage,
        extractor,
        job.data,
        (event) => publish({ kind: 'progress', reportId, event }),
        controller.signal,
        budgetMs,
      );
      await reportsRepository.finish(app.db, reportId, reading);
      app.log.info({ reportId, attempt: job.retryCount }, 'report job finished');
    } catch (err) {
      if (controller.signal.reason === 'shutdown') throw new Error('instance shutting down');
      if (err instanceof AnalysisCancelled) {
        await reportsRepository.dropAnalysing(app.db, reportId);
        return;
      }
      app.log.error({ err, reportId, attempt: job.retryCount }, 'report analysis failed');
      if (!job.lastAttempt) throw err;
      const message = err instanceof DomainError && err.status < 500 ? err.message : FAILED_MESSAGE[locale];
      await reportsRepository.fail(app.db, reportId, message);
    } finally {
      mine.delete(controller);
      if (mine.size === 0) running.delete(reportId);
      publish({ kind: 'finished', reportId });
      await published;
    }
  });

  return {
    shutdown: () => {
      closing = true;
      unsubscribe();
      for (const set of running.values()) for (const c of set) c.abort('shutdown');
    },
  };
}
