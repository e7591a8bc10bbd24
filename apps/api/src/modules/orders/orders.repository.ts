import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PageRequest } from '../../lib/page';
import { countOf, exportOf, firstWhere, insertOne, ownersOf, ownRow, userPage } from '../../db/owned';
import { orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** Orders of the built-in shop. Queries only. */
export const ordersRepository = {
  owners: ownersOf(orders),

  /** Inserts an order; a second order with the same (user, idempotency key) violates a unique constraint. */
  insert: insertOne(orders, 'orders'),

  byKey: (db: Db, userId: string, key: string): Promise<OrderRow | undefined> =>
    firstWhere(db, orders, and(eq(orders.userId, userId), eq(orders.idempotencyKey, key))!),

  byId: (db: Db, id: string, userId: string): Promise<OrderRow | undefined> =>
    firstWhere(db, orders, ownRow(orders, id, userId)),

  page: (db: Db, userId: string, page: PageRequest): Promise<OrderRow[]> =>
    userPage(db, orders, userId, page, desc(orders.createdAt), desc(orders.id)),

  count: countOf(orders),

  exportFor: exportOf(orders),
};
