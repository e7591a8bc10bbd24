import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { tags } from '../../lib/read-cache';
import { sendCached } from '../../plugins/read-cache';
import { bindInvitationCode, eraseUser, exportUser, updateUser, userInfo } from './users.service';

const route = taggedRoutes('account');

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(endpoints.userInfo),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...route(endpoints.bindInvitationCode),
    handler: async (request) => ok(await bindInvitationCode(app.db, request.user.id, request.body.invCode)),
  });

  app.route({
    ...route(endpoints.exportAccount),
    handler: async (request, reply) => {
      reply.header('Content-Disposition', 'attachment; filename="ai-nutritionist-export.json"');
      return ok(await exportUser(app.db, request.user.id));
    },
  });

  app.route({
    ...route(endpoints.deleteAccount),
    handler: async (request) => {
      await eraseUser(app.db, request.user.id, request.locale);
      app.forgetUser(request.user.id);
      return ok({ deleted: true as const });
    },
  });
};

export default usersRoutes;
