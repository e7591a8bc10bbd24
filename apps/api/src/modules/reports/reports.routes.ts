import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  healthReportConfirmBodySchema,
  healthReportConfirmResultSchema,
  healthReportGetQuerySchema,
  healthReportPutBodySchema,
  healthReportSchema,
  type Locale,
} from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { ok, okSchema } from '../../lib/envelope';
import { DomainError } from '../../lib/errors';
import { requestLocale } from '../../lib/locale';
import { openSse } from '../../lib/sse';
import { storageOf } from '../../lib/storage';
import { usersRepository } from '../users/users.repository';
import { registerExportPart } from '../users/users.service';
import { closeExtractionPool } from './extraction/pool';
import { reportsRepository } from './reports.repository';
import { analyseReport, confirmReport, getReport } from './reports.service';

const security = [{ bearer: [] }];

const reportsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const storage = storageOf(config);
  app.registerOwnedResource('report', 'Report', reportsRepository.owners);
  registerExportPart('reports', reportsRepository.exportFor);
  // Extraction threads are shared by the process; stop them with the server.
  app.addHook('onClose', async () => {
    await closeExtractionPool();
  });
  app.addHook('onRequest', app.authenticate);

  const localeOf = async (request: FastifyRequest): Promise<Locale> => {
    const user = await usersRepository.byId(app.db, request.user.id);
    return requestLocale(request, undefined, user?.locale);
  };

  app.post(
    '/v1/health_report/put',
    {
      config: {
        ownership: [
          { resource: 'plan', in: 'body', field: 'customNutritionPlanId' },
          { resource: 'file', in: 'body', field: 'fileIds' },
        ],
      },
      schema: {
        tags: ['reports'],
        summary:
          'Analyse uploaded reports. Server-sent events: `progress` {fileId, stage: received|text_extracted|markers_found|analysed, method?, characters?, pages?, pagesWithoutText?, count?, message?} per file and stage; then `review` (the report with markers to confirm); then `done` {reportId}; on failure `error` {code, msg}',
        security,
        body: healthReportPutBodySchema,
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const locale = await localeOf(request);
      const sse = openSse(request, reply);
      try {
        const report = await analyseReport(
          app.db,
          storage,
          {
            userId: request.user.id,
            planId: request.body.customNutritionPlanId,
            fileIds: request.body.fileIds,
            locale,
          },
          (event) => sse.send('progress', event),
          () => sse.closed,
        );
        sse.send('review', report);
        sse.send('done', { reportId: report.reportId });
      } catch (err) {
        if (!sse.closed) request.log.error({ err }, 'report analysis failed');
        const msg =
          err instanceof DomainError && err.status < 500
            ? err.message
            : locale === 'en-US'
              ? 'The report could not be analysed, please try again'
              : '报告分析失败，请稍后重试';
        sse.send('error', { code: err instanceof DomainError ? err.status : 500, msg });
      } finally {
        sse.end();
      }
    },
  );

  app.get(
    '/v1/health_report/get',
    {
      config: { ownership: [{ resource: 'report', in: 'query', field: 'report_id' }] },
      schema: {
        tags: ['reports'],
        summary: 'A report with its values for review (or as confirmed)',
        security,
        querystring: healthReportGetQuerySchema,
        response: { 200: okSchema(healthReportSchema) },
      },
    },
    async (request) => ok(await getReport(app.db, request.query.report_id, await localeOf(request))),
  );

  app.post(
    '/v1/health_report/confirm',
    {
      config: { ownership: [{ resource: 'report', in: 'body', field: 'reportId' }] },
      schema: {
        tags: ['reports'],
        summary:
          'Review step: correct or drop values, then the confirmed values (with the lab ranges) feed the plan; answers the report and the regenerated plan',
        security,
        body: healthReportConfirmBodySchema,
        response: { 200: okSchema(healthReportConfirmResultSchema) },
      },
    },
    async (request) => ok(await confirmReport(app.db, request.body, await localeOf(request))),
  );
};

export default reportsRoutes;
