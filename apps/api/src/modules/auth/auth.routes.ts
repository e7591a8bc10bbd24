import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { guestLogin, retailLogin } from './auth.service';

const route = taggedRoutes('account');

/** Sign-in calls. Rate-limited per IP: they are the only calls that work without a token. */
const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = () => ({ db: app.db, config, sign: app.signAccessToken, log: app.log });
  const rateLimit = {
    max: config.loginRateLimit.max,
    timeWindow: config.loginRateLimit.timeWindow,
  };

  app.route({
    ...route(endpoints.loginGuest),
    config: { rateLimit },
    handler: async (request) => ok(await guestLogin(deps(), request.body.deviceId)),
  });

  app.route({
    ...route(endpoints.loginRetail),
    config: { rateLimit },
    handler: async (request) => ok(await retailLogin(deps(), request.body.token, request.locale)),
  });
};

export default authRoutes;
