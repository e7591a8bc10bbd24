import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { statusesBefore, type OrderStatus } from '@nutri/domain/orders';
import type { Db } from '../../db/client';
import { firstWhere, insertOne, rowById, updateById } from '../../db/owned';
import { orderEvents, orderPayments, orderRefunds, orders, skus, vouchers } from '../../db/schema';
import { decorationPlugin } from '../../lib/decoration-plugin';
import type { OrderRow } from './orders.repository';

export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** Refund states of money we hold that is not ours: to refund, failed (retried), or on its way back. */
const HELD = ['due', 'failed', 'processing'];
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
type OrderChanges = Partial<Omit<typeof orders.$inferInsert, 'id' | 'userId' | 'status' | 'seq'>>;

/** The queries of an order's moves (orders/order-life.ts). Queries only. */
export const orderLifeRepository = {
  byId: rowById(orders),

  /** The order with this trade number; `lock` holds its row until the transaction ends. */
  async byOutTradeNo(db: Db, outTradeNo: string, lock = false): Promise<OrderRow | undefined> {
    const q = db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo)).limit(1);
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async lockById(db: Db, id: string): Promise<OrderRow | undefined> {
    const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1).for('update');
    return row;
  },

  /**
   * The guarded move: the order goes to `to` only if it is still in a status the life table allows
   * before it (`statusesBefore(to)`). Of two moves at once, exactly one gets the row back.
   */
  async move(db: Db, id: string, to: OrderStatus, changes: OrderChanges): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ ...changes, status: to, updatedAt: new Date() })
      .where(and(eq(orders.id, id), inArray(orders.status, statusesBefore(to))))
      .returning();
    return row;
  },

  /** Changes that keep the status (a partial refund, the start of a payment), only while in `inStatus`. */
  async update(
    db: Db,
    id: string,
    inStatus: readonly OrderStatus[],
    changes: OrderChanges,
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(orders.id, id), inArray(orders.status, [...inStatus])))
      .returning();
    return row;
  },

  /**
   * Claims up to `limit` orders unpaid past their due time for one sweep until `claimUntil`: SKIP LOCKED
   * and the claim column give each instance its own orders, and a crashed sweep's claim lapses.
   */
  async claimLapsed(db: Db, now: Date, claimUntil: Date, limit: number): Promise<string[]> {
    const due = db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'pending_payment'),
          lte(orders.paymentDueAt, now),
          or(isNull(orders.timeoutClaimedUntil), lte(orders.timeoutClaimedUntil, now)),
        ),
      )
      .orderBy(asc(orders.paymentDueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(orders)
      .set({ timeoutClaimedUntil: claimUntil })
      .where(inArray(orders.id, due))
      .returning({ id: orders.id });
    return rows.map((r) => r.id);
  },

  async returnStock(db: Db, skuId: string, quantity: number): Promise<void> {
    await db
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${quantity}` })
      .where(eq(skus.id, skuId));
  },

  /** The voucher this order used is usable again (only if this order is the one that used it). */
  async releaseVoucher(db: Db, voucherId: string, orderId: string): Promise<void> {
    await db
      .update(vouchers)
      .set({ status: 1, usedOrderId: null })
      .where(and(eq(vouchers.id, voucherId), eq(vouchers.usedOrderId, orderId)));
  },

  addEvent: insertOne(orderEvents, 'order event'),

  eventsOf: (db: Db, orderId: string): Promise<OrderEventRow[]> =>
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt)),

  paymentByTransaction: (db: Db, transactionId: string): Promise<OrderPaymentRow | undefined> =>
    firstWhere(db, orderPayments, eq(orderPayments.transactionId, transactionId)),

  paymentsOf: (db: Db, orderId: string): Promise<OrderPaymentRow[]> =>
    db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, orderId))
      .orderBy(asc(orderPayments.createdAt)),

  addPayment: insertOne(orderPayments, 'order payment'),

  setPaymentRefund: updateById<typeof orderPayments, 'refundStatus' | 'providerRefundId'>(orderPayments),

  /**
   * Claims payments whose refund is still due or failed and was last tried before `triedBefore`: each is
   * this caller's until `now` + the retry delay (the claim stamps `updated_at`), so instances sweeping at
   * once take different ones (SKIP LOCKED) and a refund is tried at most once per delay.
   */
  async claimStrayRefunds(db: Db, now: Date, triedBefore: Date, limit: number): Promise<OrderPaymentRow[]> {
    const due = db
      .select({ id: orderPayments.id })
      .from(orderPayments)
      .where(
        and(
          inArray(orderPayments.refundStatus, ['due', 'failed']),
          lte(orderPayments.updatedAt, triedBefore),
        ),
      )
      .orderBy(asc(orderPayments.updatedAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db.update(orderPayments).set({ updatedAt: now }).where(inArray(orderPayments.id, due)).returning();
  },

  /** Money received for these orders that could not pay them and is not refunded yet, by order. */
  async heldFor(db: Db, orderIds: string[]): Promise<Map<string, number>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ orderId: orderPayments.orderId, cents: sql<number>`sum(${orderPayments.paidCents})::int` })
      .from(orderPayments)
      .where(and(inArray(orderPayments.orderId, orderIds), inArray(orderPayments.refundStatus, HELD)))
      .groupBy(orderPayments.orderId);
    return new Map(rows.map((r) => [r.orderId!, Number(r.cents)]));
  },

  /** All money held that way: how many payments and how many cents. */
  async heldTotal(db: Db): Promise<{ payments: number; cents: number }> {
    const [row] = await db
      .select({
        n: sql<number>`count(*)::int`,
        cents: sql<number>`coalesce(sum(${orderPayments.paidCents}), 0)::int`,
      })
      .from(orderPayments)
      .where(inArray(orderPayments.refundStatus, HELD));
    return { payments: Number(row?.n ?? 0), cents: Number(row?.cents ?? 0) };
  },

  /** Refunds of the order that count against what can still be refunded (every one but the failed). */
  liveRefundsOf: (db: Db, orderId: string): Promise<OrderRefundRow[]> =>
    db
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), ne(orderRefunds.status, 'failed')))
      .orderBy(asc(orderRefunds.createdAt)),

  addRefund: insertOne(orderRefunds, 'order refund'),

  setRefund: updateById<typeof orderRefunds, 'status' | 'providerRefundId'>(orderRefunds),
};

declare module 'fastify' {
  interface FastifyInstance {
    orderLifeRepository: typeof orderLifeRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('orderLifeRepository', () => orderLifeRepository, {
  name: 'order-life-repository',
});
