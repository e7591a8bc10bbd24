import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type Locale } from '@nutri/domain/contracts';
import type { Config } from '../../config';
import { DomainError } from '../../lib/errors';
import { peerKey } from '../../lib/peer-address';
import { rowPages } from '../../lib/export-json';
import { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { askedLocale } from '../../lib/locale';
import { pageOf } from '../../lib/page';
import { settleOrdersBeforeErasure } from './erasure';
import { orderView } from './builtin-shop';
import { ordersRepository } from './orders.repository';
import { myOrderRoute } from './my-order-route';
import { OPTIONAL_PLAN_IN_BODY } from '../plans';

const route = taggedRoutes('shop');

function holdsMessage(locale: Locale, max: number, waitMin: number): string {
  return locale === 'en-US'
    ? `Too many orders are waiting for payment from your network (at most ${max}). Pay for an order, or try again in about ${waitMin} minutes.`
    : `你所在网络的待支付订单过多（最多 ${max} 笔）。请先完成支付，或约 ${waitMin} 分钟后再试。`;
}

const ordersRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.registerOwnedResource('order', 'Order', ordersRepository.owners);
  const { getOrder, listOrders, moveMyOrder, placeOrder } = app.ordersService;
  app.usersService.registerBeforeEraseHook((db, userId, locale) =>
    settleOrdersBeforeErasure(app, db, userId, locale),
  );
  app.usersService.registerExportPart('orders', (db, userId) => {
    const read = ordersRepository.exportFor.pages(db, userId);
    return rowPages(read, 100, (row) => orderView(row, 'zh-CN'));
  });

  app.route({
    ...route(endpoints.placeOrder),
    config: {
      // Per address, not per user: one place making many guests must not hold the stock (issue 35).
      rateLimit: {
        max: config.orders.holdsPerAddressMax,
        timeWindow: config.orders.paymentTimeoutMs,
        keyGenerator: (request: FastifyRequest) => `order-hold:${peerKey(request.ip) ?? request.ip}`,
        errorResponseBuilder: (request: FastifyRequest, context: { max: number; ttl: number }) =>
          new DomainError(
            'rate_limited',
            holdsMessage(request.locale, context.max, Math.max(1, Math.ceil(context.ttl / 60_000))),
            undefined,
            undefined,
            'order_holds_per_address',
          ),
      },
      ownership: [
        { resource: 'voucher', in: 'body', field: 'voucherId', optional: true },
        { resource: 'address', in: 'body', field: 'addressId', optional: true },
        OPTIONAL_PLAN_IN_BODY,
      ],
    },
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const placed = await placeOrder(
        app.db,
        request.user.id,
        request.body,
        typeof key === 'string' ? key : null,
        askedLocale(request),
      );
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      return ok(placed.order);
    },
  });

  app.route({
    ...route(endpoints.listOrders),
    config: { ownership: [OPTIONAL_PLAN_IN_BODY] },
    handler: async (request) =>
      ok(
        await listOrders(app.db, request.user.id, pageOf(request.body), askedLocale(request), {
          status: request.body?.status,
          planId: request.body?.customNutritionPlanId,
        }),
      ),
  });

  myOrderRoute(app, route, endpoints.cancelOrder, moveMyOrder(app.orderLife.cancelOrder));

  myOrderRoute(app, route, endpoints.confirmReceipt, moveMyOrder(app.orderLife.completeOrder));

  app.route({
    ...route(endpoints.getOrder),
    config: { ownership: [{ resource: 'order', in: 'query', field: 'order_id' }] },
    handler: async (request) =>
      ok(await getOrder(app.db, request.user.id, request.query.order_id, request.locale)),
  });
};

export default ordersRoutes;
