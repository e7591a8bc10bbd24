import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { endpoints, Locale, OrderView } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import type { taggedRoutes } from '../../lib/endpoint';
import { ok } from '../../lib/envelope';
import { answeredAsAsked } from './order-refusals';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The calls that act on one of the caller's orders, named by `orderId` in the body, and answer that order. */
type MyOrderEndpoint =
  | typeof endpoints.cancelOrder
  | typeof endpoints.confirmReceipt
  | typeof endpoints.refreshPayment
  | typeof endpoints.confirmDemoPayment;

/** The order named by `orderId` in the body must be the caller's (else 404). */
export const ORDER_IN_BODY = [{ resource: 'order', in: 'body' as const, field: 'orderId' }];

/**
 * Registers a call on one of the caller's orders: another user's order id answers 404, and the
 * refusals of `work` (cancelled, paid already, …) come in the language the call asks for.
 */
export function myOrderRoute(
  app: App,
  route: ReturnType<typeof taggedRoutes>,
  endpoint: MyOrderEndpoint,
  work: (db: Db, userId: string, orderId: string, locale: Locale) => Promise<OrderView>,
): void {
  app.route({
    ...route(endpoint),
    config: { ownership: ORDER_IN_BODY },
    handler: async (request) =>
      ok(
        await answeredAsAsked(request, (locale) =>
          work(app.db, request.user.id, request.body.orderId, locale),
        ),
      ),
  });
}
