import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';

const route = taggedRoutes('account');

/** Sign-in calls. Rate-limited per IP: they are the only calls that work without a token. */
const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { guestLogin, retailLogin } = app.authService;
  const rateLimit = {
    max: config.loginRateLimit.max,
    timeWindow: config.loginRateLimit.timeWindow,
  };

  app.route({
    ...route(endpoints.loginGuest),
    config: { rateLimit },
    handler: async (request) => ok(await guestLogin(app.db, request.body.deviceId)),
  });

  app.route({
    ...route(endpoints.loginRetail),
    config: { rateLimit },
    handler: async (request) => ok(await retailLogin(app.db, request.body.token, request.locale)),
  });
};

export default authRoutes;
