import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okSchema } from '../../lib/envelope';
import { DomainError } from '../../lib/errors';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database state',
        response: {
          200: okSchema(
            z.object({
              status: z.literal('ok'),
              database: z.object({ kind: z.string(), ok: z.boolean() }),
              uptimeS: z.number(),
            }),
          ),
        },
      },
    },
    async () => {
      const dbOk = await app.database.ping();
      if (!dbOk) throw new DomainError('unavailable', 'Database unavailable');
      return ok({
        status: 'ok' as const,
        database: { kind: app.database.kind, ok: dbOk },
        uptimeS: Math.round(process.uptime()),
      });
    },
  );
};

export default healthRoutes;
