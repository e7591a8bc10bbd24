import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { writeRateLimit } from '../../lib/account-caps';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';

const route = taggedRoutes('account');

/** Share and checkout steps the client reports; stored per user, exported with their data. */
const operationLogsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.route({
    ...route(endpoints.saveOperationLog),
    config: { rateLimit: writeRateLimit(config, 'operation_log') },
    handler: async (request) => {
      const { type, businessId, step, extras } = request.body;
      const id = await app.usersService.addOperationLog(app.db, request.user.id, {
        type,
        businessId,
        step,
        extras: extras ?? {},
      });
      return ok({ id });
    },
  });
};

export default operationLogsRoutes;
