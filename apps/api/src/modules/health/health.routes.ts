import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { DomainError } from '../../lib/errors';

const route = taggedRoutes('system');

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(endpoints.health),
    handler: async () => {
      const dbOk = await app.database.ping();
      if (!dbOk) throw new DomainError('unavailable', 'Database unavailable');
      return ok({
        status: 'ok' as const,
        database: { kind: app.database.kind, ok: dbOk },
        uptimeS: Math.round(process.uptime()),
      });
    },
  });
};

export default healthRoutes;
