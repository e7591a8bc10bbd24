import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  orderBodySchema,
  orderDetailQuerySchema,
  orderHeadersSchema,
  orderListBodySchema,
  orderListSchema,
  orderViewSchema,
} from '@nutri/domain/contracts';
import { ok, okSchema } from '../../lib/envelope';
import { registerExportPart } from '../users/users.service';
import { shopLocale } from '../shop/request-locale';
import { orderView } from './builtin-shop';
import { ordersRepository } from './orders.repository';
import { getOrder, listOrders, placeOrder } from './orders.service';

const security = [{ bearer: [] }];

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.registerOwnedResource('order', 'Order', ordersRepository.owners);
  registerExportPart('orders', async (db, userId) =>
    (await ordersRepository.exportFor(db, userId)).map((row) => orderView(row, 'zh-CN')),
  );
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/v1/you_zan/order_multi_prod',
    {
      config: {
        ownership: [
          { resource: 'voucher', in: 'body', field: 'voucherId', optional: true },
          { resource: 'address', in: 'body', field: 'addressId', optional: true },
        ],
      },
      schema: {
        tags: ['shop'],
        summary:
          'Place an order: prices and the voucher are computed by the server; stock is reserved atomically; idempotent on the Idempotency-Key header',
        security,
        headers: orderHeadersSchema,
        body: orderBodySchema,
        response: { 200: okSchema(orderViewSchema) },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const placed = await placeOrder(
        app.db,
        request.user.id,
        request.body,
        typeof key === 'string' ? key : null,
        shopLocale(request, request.body.locale),
      );
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      return ok(placed.order);
    },
  );

  app.post(
    '/v1/order/list',
    {
      schema: {
        tags: ['shop'],
        summary: "The caller's orders, newest first (page_size at most 100)",
        security,
        body: orderListBodySchema,
        response: { 200: okSchema(orderListSchema) },
      },
    },
    async (request) =>
      ok(
        await listOrders(
          app.db,
          request.user.id,
          { pageNum: request.body?.page_num ?? 1, pageSize: request.body?.page_size ?? 20 },
          shopLocale(request, request.body?.locale),
        ),
      ),
  );

  app.get(
    '/v1/order/detail',
    {
      config: { ownership: [{ resource: 'order', in: 'query', field: 'order_id' }] },
      schema: {
        tags: ['shop'],
        summary: 'One order of the caller',
        security,
        querystring: orderDetailQuerySchema,
        response: { 200: okSchema(orderViewSchema) },
      },
    },
    async (request) =>
      ok(await getOrder(app.db, request.user.id, request.query.order_id, shopLocale(request))),
  );
};

export default ordersRoutes;
