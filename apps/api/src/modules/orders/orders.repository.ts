import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { OrderStatus } from '@nutri/domain/orders';
import { offsetOf, type PageRequest } from '../../lib/page';
import { exportOf, firstWhere, insertOne, ownersOf, ownRow, rowCount } from '../../db/owned';
import { orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

const ofUser = (userId: string, status?: OrderStatus) =>
  status ? and(eq(orders.userId, userId), eq(orders.status, status))! : eq(orders.userId, userId);

/** Orders of the built-in shop. Queries only. */
export const ordersRepository = {
  owners: ownersOf(orders),

  /** Inserts an order; a second order with the same (user, idempotency key) violates a unique constraint. */
  insert: insertOne(orders, 'orders'),

  byKey: (db: Db, userId: string, key: string): Promise<OrderRow | undefined> =>
    firstWhere(db, orders, and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))!),

  byId: (db: Db, id: string, userId: string): Promise<OrderRow | undefined> =>
    firstWhere(db, orders, ownRow(orders, id, userId)),

  /** A page of the user's orders, newest first; only those in `status` when given. */
  page: (db: Db, userId: string, page: PageRequest, status?: OrderStatus): Promise<OrderRow[]> =>
    db
      .select()
      .from(orders)
      .where(ofUser(userId, status))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),

  count: (db: Db, userId: string, status?: OrderStatus): Promise<number> =>
    rowCount(db, orders, ofUser(userId, status)),

  exportFor: exportOf(orders),
};
