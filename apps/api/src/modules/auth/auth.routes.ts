import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { fromEndpoint } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { guestLogin, retailLogin } from './auth.service';

/** Sign-in calls. Rate-limited per IP: they are the only calls that work without a token. */
const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const deps = () => ({ db: app.db, config, sign: app.signAccessToken, log: app.log });
  const rateLimit = {
    max: config.loginRateLimit.max,
    timeWindow: config.loginRateLimit.timeWindow,
  };

  app.route({
    ...fromEndpoint(endpoints.loginGuest, {
      tags: ['account'],
      summary: 'Guest sign-in with a random device id (the IP only feeds the rate limit)',
    }),
    config: { rateLimit },
    handler: async (request) => ok(await guestLogin(deps(), request.body.deviceId)),
  });

  app.route({
    ...fromEndpoint(endpoints.loginRetail, {
      tags: ['account'],
      summary: 'Retail sign-in with a signed token `<mobile>.<unixSeconds>.<hmac>`',
    }),
    config: { rateLimit },
    handler: async (request) => ok(await retailLogin(deps(), request.body.token)),
  });
};

export default authRoutes;
