import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invCodeBodySchema, userInfoBodySchema, userInfoSchema } from '@nutri/domain/contracts';
import { ok, okSchema } from '../../lib/envelope';
import { tags } from '../../lib/read-cache';
import { sendCached } from '../../plugins/read-cache';
import { bindInvitationCode, eraseUser, exportUser, updateUser, userInfo } from './users.service';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/v1/userinfo',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user; an optional body updates the stored locale or nickname',
        security: [{ bearer: [] }],
        body: userInfoBodySchema.nullish(),
        response: { 200: okSchema(userInfoSchema) },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const patch = request.body ?? {};
      if (patch.locale === undefined && patch.nickname === undefined) {
        return sendCached(reply, userId, [tags.user(userId)], async () => ({
          value: ok(await userInfo(app.db, userId)),
        }));
      }
      const result = await updateUser(app.db, userId, patch);
      if (patch.locale) app.forgetUser(userId);
      return ok(result);
    },
  );

  app.post(
    '/v1/user/inv_code',
    {
      schema: {
        tags: ['account'],
        summary: 'Bind an invitation code (at most one per user)',
        security: [{ bearer: [] }],
        body: invCodeBodySchema,
        response: { 200: okSchema(z.object({ invCode: z.string(), boundAt: z.string() })) },
      },
    },
    async (request) => ok(await bindInvitationCode(app.db, request.user.id, request.body.invCode)),
  );

  app.get(
    '/v1/user/export',
    {
      schema: {
        tags: ['account'],
        summary: 'Everything stored about the signed-in user, as JSON',
        security: [{ bearer: [] }],
        response: { 200: okSchema(z.record(z.string(), z.unknown())) },
      },
    },
    async (request, reply) => {
      reply.header('Content-Disposition', 'attachment; filename="ai-nutritionist-export.json"');
      return ok(await exportUser(app.db, request.user.id));
    },
  );

  app.post(
    '/v1/user/delete',
    {
      schema: {
        tags: ['account'],
        summary: 'Erase the signed-in user and all their data; requires `{confirm: true}`',
        security: [{ bearer: [] }],
        body: z.object({ confirm: z.literal(true, { error: 'must be true to erase the account' }) }).strict(),
        response: { 200: okSchema(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      await eraseUser(app.db, request.user.id);
      app.forgetUser(request.user.id);
      return ok({ deleted: true as const });
    },
  );
};

export default usersRoutes;
