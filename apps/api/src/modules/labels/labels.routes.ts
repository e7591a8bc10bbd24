import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type Locale } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { perUserRateLimit } from '../../lib/rate-limit';
import { storageOf } from '../../lib/storage';
import { PLAN_IN_BODY } from '../plans';

const route = taggedRoutes('labels');

/** Label reads a minute per user: each one is an OCR run in the shared extraction processes. */
export const LABEL_READS_PER_MINUTE = 10;

const rateMessage = (locale: Locale, max: number, waitS: number) =>
  locale === 'en-US'
    ? `At most ${max} label photos a minute can be read. Try again in about ${waitS} seconds.`
    : `每分钟最多读取 ${max} 张标签照片，请约 ${waitS} 秒后再试。`;

/**
 * A supplement label photo (issue 33 §3): read in the reports module's extraction processes
 * (`app.extraction`: their processes, time and memory bounds), confirmed into the plan's supplements.
 */
const labelsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const storage = storageOf(config);
  const { confirmLabel, readLabelPhoto } = app.labelsService;
  app.route({
    ...route(endpoints.readLabel),
    config: {
      ownership: [PLAN_IN_BODY, { resource: 'file', in: 'body', field: 'fileId' }],
      rateLimit: perUserRateLimit('label', LABEL_READS_PER_MINUTE, rateMessage),
    },
    handler: async (request, reply) => {
      // A client that goes away stops the OCR (its process is killed), as a report's does.
      const abort = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      return ok(
        await readLabelPhoto(
          app.db,
          storage,
          app.extraction,
          request.body.fileId,
          request.locale,
          abort.signal,
        ),
      );
    },
  });

  app.route({
    ...route(endpoints.confirmLabel),
    config: { ownership: [PLAN_IN_BODY] },
    handler: async (request) => ok(await confirmLabel(app.db, request.body)),
  });
};

export default labelsRoutes;
