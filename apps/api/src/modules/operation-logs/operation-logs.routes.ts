import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operationLogBodySchema } from '@nutri/domain/contracts';
import { operationLogs } from '../../db/schema';
import { ok, okSchema } from '../../lib/envelope';

/** Share and checkout steps the client reports; stored per user, exported with their data. */
const operationLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.post(
    '/v1/operation_log/save',
    {
      schema: {
        tags: ['account'],
        summary: 'Record a share or checkout step',
        security: [{ bearer: [] }],
        body: operationLogBodySchema,
        response: { 200: okSchema(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { type, businessId, step, extras } = request.body;
      const [row] = await app.db
        .insert(operationLogs)
        .values({ userId: request.user.id, type, businessId, step, extras: extras ?? {} })
        .returning({ id: operationLogs.id });
      return ok({ id: row!.id });
    },
  );
};

export default operationLogsRoutes;
