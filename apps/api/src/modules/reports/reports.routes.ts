import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Locale, endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { DomainError } from '../../lib/errors';
import { openSse } from '../../lib/sse';
import { storageOf } from '../../lib/storage';
import { registerExportPart } from '../users/users.service';
import { ExtractionPool } from './extraction/pool';
import { ExtractionQueue, QueueRefusal, type Refusal } from './extraction/queue';
import { reportsRepository } from './reports.repository';
import { AnalysisCancelled, analyseReport, confirmReport, getReport, labHistory } from './reports.service';

const route = taggedRoutes('reports');

/** The 429 of a refused analysis, in plain words with the wait (also in Retry-After). */
function busyMessage(r: Refusal, locale: Locale): string {
  const s = r.retryAfterS;
  if (r.reason === 'user_busy') {
    return locale === 'en-US'
      ? `One of your reports is still being analysed; only one runs at a time. Try again in about ${s} seconds.`
      : `您的另一份报告仍在分析中，每次只能分析一份。请约 ${s} 秒后再试。`;
  }
  return locale === 'en-US'
    ? `Report analysis is busy: ${r.waiting} reports are waiting. Try again in about ${s} seconds.`
    : `报告分析繁忙：已有 ${r.waiting} 份报告在排队。请约 ${s} 秒后再试。`;
}

const reportsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const storage = storageOf(config);
  app.registerOwnedResource('report', 'Report', reportsRepository.owners);
  registerExportPart('reports', reportsRepository.exportFor);
  // Extraction processes and admission (issue 16.3, ADR 0015); the processes stop with the server.
  const { extraction } = config;
  const pool = new ExtractionPool({
    size: extraction.processes,
    jobTimeoutMs: extraction.jobTimeoutMs,
    heapMb: extraction.heapMb,
    rssMaxMb: extraction.rssMaxMb,
    limits: extraction.limits,
  });
  const queue = new ExtractionQueue(extraction.processes, extraction.queueMax);
  app.addHook('onClose', async () => {
    await pool.close();
  });
  app.addHook('onRequest', app.authenticate);

  app.route({
    ...route(
      endpoints.analyseReports,
      'Analyse uploaded reports. One analysis per user at a time and a bounded queue: 429 with Retry-After (seconds) when busy. Server-sent events: `progress` {fileId, stage: received|text_extracted|markers_found|analysed, method?, characters?, pages?, pagesWithoutText?, count?, message?} per file and stage; then `review` (the report with markers to confirm); then `done` {reportId}; on failure `error` {code, msg}',
    ),
    config: {
      ownership: [
        { resource: 'plan', in: 'body', field: 'customNutritionPlanId' },
        { resource: 'file', in: 'body', field: 'fileIds' },
      ],
    },
    handler: async (request, reply) => {
      const locale = request.locale;
      let ticket;
      try {
        ticket = queue.admit(request.user.id);
      } catch (err) {
        if (!(err instanceof QueueRefusal)) throw err;
        reply.header('retry-after', String(err.refusal.retryAfterS));
        throw new DomainError('rate_limited', busyMessage(err.refusal, locale));
      }
      const sse = openSse(request, reply);
      // The client going away stops the analysis: its extraction process is killed, nothing is stored.
      const cancel = new AbortController();
      sse.onClose(() => cancel.abort());
      try {
        await ticket.started(cancel.signal);
        const report = await analyseReport(
          app.db,
          storage,
          pool,
          {
            userId: request.user.id,
            planId: request.body.customNutritionPlanId,
            fileIds: request.body.fileIds,
            locale,
          },
          (event) => sse.send('progress', event),
          cancel.signal,
        );
        sse.send('review', report);
        sse.send('done', { reportId: report.reportId });
      } catch (err) {
        if (!sse.closed && !(err instanceof AnalysisCancelled)) {
          request.log.error({ err }, 'report analysis failed');
        }
        const msg =
          err instanceof DomainError && err.status < 500
            ? err.message
            : locale === 'en-US'
              ? 'The report could not be analysed, please try again'
              : '报告分析失败，请稍后重试';
        sse.send('error', { code: err instanceof DomainError ? err.status : 500, msg });
      } finally {
        ticket.release();
        await sse.end();
      }
    },
  });

  app.route({
    ...route(
      endpoints.labHistory,
      "A plan's confirmed lab values over time, per marker, with the change since the last test",
    ),
    config: { ownership: [{ resource: 'plan', in: 'query', field: 'custom_nutrition_plan_id' }] },
    handler: async (request) =>
      ok(await labHistory(app.db, request.query.custom_nutrition_plan_id, request.locale)),
  });

  app.route({
    ...route(endpoints.getReport, 'A report with its values for review (or as confirmed)'),
    config: { ownership: [{ resource: 'report', in: 'query', field: 'report_id' }] },
    handler: async (request) => ok(await getReport(app.db, request.query.report_id, request.locale)),
  });

  app.route({
    ...route(
      endpoints.confirmReport,
      'Review step: correct or drop values, then the confirmed values (with the lab ranges) feed the plan; answers the report and the regenerated plan',
    ),
    config: { ownership: [{ resource: 'report', in: 'body', field: 'reportId' }] },
    handler: async (request) => ok(await confirmReport(app.db, request.body, request.locale)),
  });
};

export default reportsRoutes;
