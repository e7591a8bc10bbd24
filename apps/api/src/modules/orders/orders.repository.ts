import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offsetOf, type PageRequest } from '../../lib/page';
import { exportOf, firstWhere, insertOne, ownersOf, ownRow, rowCount } from '../../db/owned';
import { orders } from '../../db/schema';
import { decorationPlugin } from '../../lib/decoration-plugin';
import type { OrderFilter } from '../shop';

export type OrderRow = typeof orders.$inferSelect;

const ofUser = (userId: string, filter: OrderFilter = {}) =>
  and(
    eq(orders.userId, userId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.planId ? eq(orders.planId, filter.planId) : undefined,
  )!;

/** Orders of the built-in shop. Queries only. */
export const ordersRepository = {
  owners: ownersOf(orders),

  /** Inserts an order; a second order with the same (user, idempotency key) violates a unique constraint. */
  insert: insertOne(orders, 'orders'),

  byKey: (db: Db, userId: string, key: string): Promise<OrderRow | undefined> =>
    firstWhere(db, orders, and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))!),

  byId: (db: Db, id: string, userId: string): Promise<OrderRow | undefined> =>
    firstWhere(db, orders, ownRow(orders, id, userId)),

  /** A page of the user's orders, newest first; only those the filter names. */
  page: (db: Db, userId: string, page: PageRequest, filter?: OrderFilter): Promise<OrderRow[]> =>
    db
      .select()
      .from(orders)
      .where(ofUser(userId, filter))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),

  count: (db: Db, userId: string, filter?: OrderFilter): Promise<number> =>
    rowCount(db, orders, ofUser(userId, filter)),

  exportFor: exportOf(orders),
};

declare module 'fastify' {
  interface FastifyInstance {
    ordersRepository: typeof ordersRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('ordersRepository', () => ordersRepository, { name: 'orders-repository' });
