import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Locale, endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { rowPages } from '../../lib/export-json';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { DomainError } from '../../lib/errors';
import { openSse } from '../../lib/sse';
import { storageOf } from '../../lib/storage';
import { keyedAddress } from '../../lib/peer-address';
import {
  FAILED_MESSAGE,
  REPORT_JOB,
  jobExpireS,
  reportMessageOf,
  staleAfterMs,
  workReportJobs,
  type ReportJobData,
} from './reports.jobs';
import { ReportFollower } from './report-follower';
import { reportsRepository, type Refusal } from './reports.repository';
import { PLAN_IN_BODY, PLAN_IN_QUERY } from '../plans';

const route = taggedRoutes('reports');

/** The 429 of a refused analysis, in plain words with the wait (also in Retry-After). */
function busyMessage(r: Refusal, locale: Locale): string {
  const s = r.retryAfterS;
  if (r.reason === 'address_busy') {
    return locale === 'en-US'
      ? `${r.max} reports from your network are being analysed already. Try again in about ${s} seconds.`
      : `你所在网络已有 ${r.max} 份报告正在分析。请约 ${s} 秒后再试。`;
  }
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
  // Reports carry their recognised values and source text: a few at a time.
  app.usersService.registerExportPart('reports', (db, userId) =>
    rowPages(reportsRepository.exportFor.pages(db, userId), 20),
  );
  const { confirmReport, failureOf, getReport, labHistory } = app.reportsService;
  // The extraction processes (report-extraction.ts) work report jobs (issue 21.2, ADR 0034); on close the
  // running jobs stop first (they fail, so another instance retries them), then the processes.
  const { extraction } = config;
  const workers = await workReportJobs(
    app,
    storage,
    app.extraction,
    extraction.processes,
    extraction.reportBudgetMs,
  );
  app.addHook('onClose', async () => {
    workers.shutdown();
  });
  const bus = app.database.bus;

  app.route({
    ...route(endpoints.analyseReports),
    config: {
      ownership: [PLAN_IN_BODY, { resource: 'file', in: 'body', field: 'fileIds' }],
    },
    handler: async (request, reply) => {
      const locale = request.locale;
      const data: Omit<ReportJobData, 'reportId'> = {
        userId: request.user.id,
        planId: request.body.customNutritionPlanId,
        fileIds: [...new Set(request.body.fileIds)],
        locale,
      };
      // Kept only as a keyed hash, and only while the analysis runs.
      const from = keyedAddress(config.jwt.secret, 'report-admission', request.ip);
      const admitted = await reportsRepository.admit(
        app.db,
        { ...data, from },
        {
          slots: extraction.processes,
          waitingMax: extraction.queueMax,
          perAddressMax: extraction.perAddressMax,
          staleMs: staleAfterMs(config),
          staleMessage: FAILED_MESSAGE[locale],
        },
      );
      if ('refusal' in admitted) {
        reply.header('retry-after', String(admitted.refusal.retryAfterS));
        throw new DomainError(
          'rate_limited',
          busyMessage(admitted.refusal, locale),
          undefined,
          undefined,
          `analysis_${admitted.refusal.reason}`,
        );
      }
      const reportId = admitted.row.id;
      const sse = openSse(request, reply);
      sse.send('accepted', { reportId });

      const follower = new ReportFollower({
        reportId,
        read: () => reportsRepository.byId(app.db, reportId),
        review: () => getReport(app.db, reportId, locale),
        failureOf,
        staleAfterMs: staleAfterMs(config),
        failIfStale: () =>
          reportsRepository.failIfStale(app.db, reportId, staleAfterMs(config), FAILED_MESSAGE[locale]),
        failedMessage: FAILED_MESSAGE[locale],
        subscribe: (listener) => bus.subscribe('report_progress', (raw) => listener(reportMessageOf(raw))),
        send: (event, payload) => sse.send(event, payload),
        log: (level, err, what) => request.log[level]({ err, reportId }, what),
      });
      follower.start();
      // The person left: the job stops wherever it runs, and nothing is kept.
      sse.onClose(() => {
        if (!follower.stop()) return;
        reportsRepository
          .dropAnalysing(app.db, reportId)
          .then(() => bus.publish('report_progress', { kind: 'cancel', reportId }))
          .catch((err: unknown) => request.log.warn({ err, reportId }, 'report analysis not cancelled'));
      });

      try {
        await app.jobs.send<ReportJobData>(
          REPORT_JOB,
          { reportId, ...data },
          {
            retryLimit: extraction.jobRetries,
            retryDelayS: 1,
            expireInS: jobExpireS(config, data.fileIds.length),
          },
        );
      } catch (err) {
        request.log.error({ err }, 'report job not queued');
        await reportsRepository.dropAnalysing(app.db, reportId);
        follower.fail(503);
      }
      void follower.check(true);
      await follower.over;
      await sse.end();
    },
  });

  app.route({
    ...route(endpoints.labHistory),
    config: { ownership: [PLAN_IN_QUERY] },
    handler: async (request) =>
      ok(await labHistory(app.db, request.query.custom_nutrition_plan_id, request.locale)),
  });

  app.route({
    ...route(endpoints.getReport),
    config: { ownership: [{ resource: 'report', in: 'query', field: 'report_id' }] },
    handler: async (request) => ok(await getReport(app.db, request.query.report_id, request.locale)),
  });

  app.route({
    ...route(endpoints.confirmReport),
    config: { ownership: [{ resource: 'report', in: 'body', field: 'reportId' }] },
    handler: async (request) => ok(await confirmReport(app.db, request.body, request.locale)),
  });
};

export default reportsRoutes;
