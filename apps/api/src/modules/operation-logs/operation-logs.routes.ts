import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import { operationLogs } from '../../db/schema';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';

const route = taggedRoutes('account');

/** Share and checkout steps the client reports; stored per user, exported with their data. */
const operationLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(endpoints.saveOperationLog),
    handler: async (request) => {
      const { type, businessId, step, extras } = request.body;
      const [row] = await app.db
        .insert(operationLogs)
        .values({ userId: request.user.id, type, businessId, step, extras: extras ?? {} })
        .returning({ id: operationLogs.id });
      return ok({ id: row!.id });
    },
  });
};

export default operationLogsRoutes;
