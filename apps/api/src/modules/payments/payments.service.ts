import type { FastifyInstance } from 'fastify';
import type { Locale, OrderView, StartPaymentResult } from '@nutri/domain/contracts';
import { orderNumberOf } from '@nutri/domain/commerce';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { withDeps } from '../../lib/with-deps';
import { decorationPlugin } from '../../lib/decoration-plugin';
import { notPayable, refused, type OrderRow } from '../orders';
import { paymentChannelFor, type PaymentClient } from './channel';
import { receiveNotification } from './notifications';
import { isDemoProvider } from './providers';

declare module 'fastify' {
  interface FastifyInstance {
    paymentsService: ReturnType<typeof createPaymentsService>;
  }
}

/**
 * What paying reads of the app: its payment providers, the user's orders and the order life that moves
 * them, and the payer's openid under the official account (stored by WeChat OAuth, the users module;
 * without one WeChat Pay uses H5).
 */
type PaymentsDeps = Pick<
  FastifyInstance,
  'paymentProviders' | 'orderLife' | 'ordersService' | 'usersService'
>;

/** The user's own order, or 404 (the route's ownership guard ran already; this keeps the service safe alone). */
async function ownOrder(
  { ordersService }: PaymentsDeps,
  db: Db,
  userId: string,
  orderId: string,
): Promise<OrderRow> {
  const row = await ordersService.orderRow(db, orderId, userId);
  if (!row) {
    throw new DomainError('not_found', 'Order not found', [{ field: 'orderId', message: 'order not found' }]);
  }
  return row;
}

/**
 * An order that can take a payment now: pending and not past its due time. One past it is cancelled
 * here rather than waiting for the next sweep, and refused as expired.
 */
async function payableOrder(
  deps: PaymentsDeps,
  db: Db,
  userId: string,
  orderId: string,
  now: Date,
): Promise<OrderRow> {
  const order = await ownOrder(deps, db, userId, orderId);
  if (order.status !== 'pending_payment') throw notPayable(order);
  if (order.paymentDueAt.getTime() <= now.getTime()) {
    await deps.orderLife
      .cancelOrder(db, order.id, { kind: 'system', reason: 'payment_timeout' })
      .catch(() => undefined);
    const after = await ownOrder(deps, db, userId, orderId);
    throw after.status === 'pending_payment' ? refused('conflict', 'order_expired') : notPayable(after);
  }
  return order;
}

/** The payer's receipt line (WeChat Pay allows 127 bytes). */
function descriptionOf(order: OrderRow): string {
  return `AI营养师 订单${orderNumberOf(order.createdAt, order.seq)}`;
}

interface StartPaymentInput {
  userId: string;
  orderId: string;
  client: PaymentClient;
  clientIp: string;
  locale: Locale;
}

/**
 * Starts paying an order with the active provider: the channel (demo, JSAPI or H5), the provider's
 * trade, and what the page does next. The order remembers the provider before the provider hears of
 * it, so a cancel from then on closes that trade.
 */
async function startPayment(
  deps: PaymentsDeps,
  db: Db,
  input: StartPaymentInput,
): Promise<StartPaymentResult> {
  const now = new Date();
  const order = await payableOrder(deps, db, input.userId, input.orderId, now);
  const provider = deps.paymentProviders.active();
  const openid = await deps.usersService.wechatOpenidOf(db, input.userId);
  const channel = paymentChannelFor(provider.name, input.client, openid);
  const started = await deps.orderLife.paymentStarted(db, order, provider.name, channel, now);
  if (!started) throw notPayable(await ownOrder(deps, db, input.userId, input.orderId));
  let action;
  try {
    action = await provider.start({
      orderId: order.id,
      outTradeNo: order.outTradeNo,
      amountCents: order.payableCents,
      description: descriptionOf(order),
      channel,
      clientIp: input.clientIp,
      ...(openid ? { openid } : {}),
      expiresAt: order.paymentDueAt,
    });
  } catch (err) {
    deps.paymentProviders
      .log()
      .error({ orderId: order.id, provider: provider.name, err: String(err) }, 'payment start failed');
    throw refused('unavailable', 'payment_provider_unavailable');
  }
  return { channel, action, order: deps.ordersService.orderView(started, input.locale) };
}

/**
 * "Did my payment go through?": a pending order whose payment was started asks its provider, and a
 * paid trade is taken through markPaid (the client's word is never enough). Answers the order as it is.
 */
async function refreshPayment(
  deps: PaymentsDeps,
  db: Db,
  userId: string,
  orderId: string,
  locale: Locale,
): Promise<OrderView> {
  const order = await ownOrder(deps, db, userId, orderId);
  const provider = order.paymentProvider ? deps.paymentProviders.named(order.paymentProvider) : undefined;
  if (order.status === 'pending_payment' && provider) {
    let state;
    try {
      state = await provider.query(order.outTradeNo);
    } catch (err) {
      deps.paymentProviders
        .log()
        .error({ orderId: order.id, provider: provider.name, err: String(err) }, 'payment query failed');
      throw refused('unavailable', 'payment_provider_unavailable');
    }
    if (state.status === 'paid' && state.transactionId && state.paidCents !== undefined) {
      await deps.orderLife
        .markPaid(
          db,
          {
            outTradeNo: order.outTradeNo,
            transactionId: state.transactionId,
            paidCents: state.paidCents,
            paidAt: state.paidAt ?? new Date(),
          },
          { kind: 'system', reason: 'payment_query' },
        )
        .catch((err: unknown) => {
          // Money that cannot pay the order is recorded and refunded by markPaid; the order says the rest.
          if (!(err instanceof DomainError) || err.status >= 500) throw err;
        });
    }
  }
  return deps.ordersService.orderView(await ownOrder(deps, db, userId, orderId), locale);
}

/**
 * The demo cashier (only with the demo provider active): the demo provider makes the signed
 * notification a real provider would send, and it goes through the notification path like one.
 */
async function confirmDemoPayment(
  deps: PaymentsDeps,
  db: Db,
  userId: string,
  orderId: string,
  locale: Locale,
): Promise<OrderView> {
  const provider = deps.paymentProviders.active();
  if (!isDemoProvider(provider)) throw refused('forbidden', 'demo_payment_disabled');
  const order = await payableOrder(deps, db, userId, orderId, new Date());
  if (order.paymentProvider !== provider.name) {
    await deps.orderLife.paymentStarted(db, order, provider.name, 'demo', new Date());
  }
  const notification = provider.confirm(order.outTradeNo, order.payableCents);
  if (!notification) throw notPayable(await ownOrder(deps, db, userId, orderId));
  const outcome = await receiveNotification(
    deps,
    db,
    provider.name,
    notification.headers,
    notification.rawBody,
  );
  if (outcome.status !== 204) throw new DomainError('internal', `demo payment failed: ${outcome.message}`);
  if (outcome.refusal) throw outcome.refusal;
  return deps.ordersService.orderView(await ownOrder(deps, db, userId, orderId), locale);
}

/**
 * The payments service as the app holds it (`app.paymentsService`): paying a user's order and the
 * providers' notifications.
 */
function createPaymentsService(deps: PaymentsDeps) {
  return {
    startPayment: withDeps(deps, startPayment),
    refreshPayment: withDeps(deps, refreshPayment),
    confirmDemoPayment: withDeps(deps, confirmDemoPayment),
    receiveNotification: withDeps(deps, receiveNotification),
  };
}

export default decorationPlugin('paymentsService', createPaymentsService, {
  name: 'payments-service',
  dependencies: ['payment-providers', 'order-life', 'orders-service', 'users-service'],
});
