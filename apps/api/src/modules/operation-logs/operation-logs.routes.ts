import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { operationLogs } from '../../db/schema';
import { ACCOUNT_CAPS, writeRateLimit } from '../../lib/account-caps';
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
      const userId = request.user.id;
      const [row] = await app.db
        .insert(operationLogs)
        .values({ userId, type, businessId, step, extras: extras ?? {} })
        .returning({ id: operationLogs.id });
      // The newest ACCOUNT_CAPS.operationLogs are kept: a log is the client's record of steps, not the
      // person's data, and an account must not grow without end (issue 35).
      await app.db.execute(sql`
        delete from ${operationLogs}
        where ${operationLogs.userId} = ${userId}
          and ${operationLogs.id} in (
            select ${operationLogs.id} from ${operationLogs}
            where ${operationLogs.userId} = ${userId}
            order by ${operationLogs.createdAt} desc, ${operationLogs.id} desc
            offset ${ACCOUNT_CAPS.operationLogs}
          )`);
      return ok({ id: row!.id });
    },
  });
};

export default operationLogsRoutes;
