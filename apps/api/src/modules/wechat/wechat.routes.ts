import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { bindWechatOpenid, startWechatOAuth } from './wechat.service';

const route = taggedRoutes('wechat');

/** WeChat OAuth of the official account (issue 20.2): the openid JSAPI payment needs. */
const wechatRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const settings = config.wechat.oauth;
  const secret = config.jwt.secret;

  app.route({
    ...route(endpoints.wechatAuthorizeUrl),
    handler: async (request) =>
      ok(startWechatOAuth(settings, secret, request.user.id, request.body?.returnTo, request.locale)),
  });

  app.route({
    ...route(endpoints.wechatBindOpenid),
    handler: async (request) =>
      ok(
        await bindWechatOpenid(
          app.db,
          settings,
          secret,
          { userId: request.user.id, ...request.body, locale: request.locale },
          (detail) => request.log.warn(detail),
        ),
      ),
  });
};

export default wechatRoutes;
