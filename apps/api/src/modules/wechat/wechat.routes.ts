import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';

const route = taggedRoutes('wechat');

/** WeChat OAuth of the official account (issue 20.2): the openid JSAPI payment needs. */
const wechatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { authorizeUrl, bindOpenid } = app.wechatService;
  app.route({
    ...route(endpoints.wechatAuthorizeUrl),
    handler: async (request) => ok(authorizeUrl(request.user.id, request.body?.returnTo, request.locale)),
  });

  app.route({
    ...route(endpoints.wechatBindOpenid),
    handler: async (request) =>
      ok(
        await bindOpenid(
          app.db,
          { userId: request.user.id, ...request.body, locale: request.locale },
          (detail) => request.log.warn(detail),
        ),
      ),
  });
};

export default wechatRoutes;
