import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { pageOf } from '../../lib/page';

const route = taggedRoutes('ops');

/**
 * The operators' calls under /v1/ops (issue 20.4). Sign-in is open and rate-limited like the users'
 * sign-in; every other call needs an operator's token (a user's gets 403).
 */
const opsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const { adjustStock, listAllOrders, operatorMoves, stockList } = app.opsService;
  const { auditPage, signInOperator } = app.operatorsService;
  app.route({
    ...route(endpoints.opsSignIn),
    config: {
      rateLimit: { max: config.loginRateLimit.max, timeWindow: config.loginRateLimit.timeWindow },
    },
    handler: async (request) => {
      const operator = await signInOperator(
        app.db,
        request.body.name,
        request.body.password,
        request.locale,
        { ip: request.ip },
        config.operatorPassword,
      );
      const { token, expiresAt } = app.signOperatorToken(operator.id);
      return ok({ accessToken: token, expiresAt, operator });
    },
  });

  // Every other call's row says `auth: 'operator'`: its route answers only to an operator's token.
  const operatorId = (request: { operator: { id: string } | null }): string => request.operator!.id;

  app.route({
    ...route(endpoints.opsListOrders),
    handler: async (request) =>
      ok(await listAllOrders(app.db, request.query.status, pageOf(request.query), request.locale)),
  });

  app.route({
    ...route(endpoints.opsShipOrder),
    handler: async (request) => {
      const { orderId, carrier, trackingNo } = request.body;
      const moves = operatorMoves(app.db, operatorId(request), request.locale);
      return ok(await moves.ship(orderId, { carrier, trackingNo }));
    },
  });

  app.route({
    ...route(endpoints.opsRefundOrder),
    handler: async (request) => {
      const { orderId, lines, reason } = request.body;
      const moves = operatorMoves(app.db, operatorId(request), request.locale);
      return ok(await moves.refund(orderId, lines ? { lines, reason } : { reason }));
    },
  });

  app.route({
    ...route(endpoints.opsListStock),
    handler: async (request) => ok({ list: await stockList(app.db, request.locale) }),
  });

  app.route({
    ...route(endpoints.opsAdjustStock),
    handler: async (request) =>
      ok(await adjustStock(app.db, operatorId(request), request.body, request.locale)),
  });

  app.route({
    ...route(endpoints.opsListAudit),
    handler: async (request) => ok(await auditPage(app.db, pageOf(request.query), request.query.target_id)),
  });
};

export default opsRoutes;
