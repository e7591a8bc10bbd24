import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@nutri/domain/contracts';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { answeredAsAsked, myOrderRoute, ORDER_IN_BODY } from '../orders';
import { paymentClientFrom } from './channel';

const route = taggedRoutes('payments');

/** The user's payment calls: start paying an order, ask whether it is paid, the demo cashier. */
const userPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { confirmDemoPayment, refreshPayment, startPayment } = app.paymentsService;
  app.route({
    ...route(endpoints.startPayment),
    config: { ownership: ORDER_IN_BODY },
    handler: async (request) =>
      ok(
        await answeredAsAsked(request, (locale) =>
          startPayment(app.db, {
            userId: request.user.id,
            orderId: request.body.orderId,
            client: request.body.client ?? paymentClientFrom(request.headers['user-agent']),
            clientIp: request.ip,
            locale,
          }),
        ),
      ),
  });

  myOrderRoute(app, route, endpoints.refreshPayment, refreshPayment);

  myOrderRoute(app, route, endpoints.confirmDemoPayment, confirmDemoPayment);
};

/**
 * The providers' notifications. The body is kept as the raw text the provider signed (any content
 * type), and the answer is what WeChat Pay expects: 204 without a body once handled, else 4xx/5xx with
 * `{"code":"FAIL","message":…}` (the provider sends it again later).
 */
const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.route({
    ...route(endpoints.paymentNotify),
    handler: async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const outcome = await app.paymentsService.receiveNotification(
        app.db,
        request.params.provider,
        request.headers,
        raw,
      );
      if (outcome.status === 204) return reply.code(204).send();
      return reply
        .code(outcome.status)
        .type('application/json; charset=utf-8')
        .send({ code: 'FAIL', message: outcome.message });
    },
  });
};

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(userPaymentRoutes);
  await app.register(notifyRoutes);
};

export default paymentsRoutes;
