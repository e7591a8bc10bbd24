import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offsetOf, type PageRequest } from '../../lib/page';
import { countOf, exportOf, insertOne, ownersOf, ownRow } from '../../db/owned';
import { orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** Orders of the built-in shop. Queries only. */
export const ordersRepository = {
  owners: ownersOf(orders),

  /** Inserts an order; a second order with the same (user, idempotency key) violates a unique constraint. */
  insert: insertOne(orders, 'orders'),

  async byKey(db: Db, userId: string, key: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return row;
  },

  async byId(db: Db, id: string, userId: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(ownRow(orders, id, userId))
      .limit(1);
    return row;
  },

  async page(db: Db, userId: string, page: PageRequest): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.pageSize)
      .offset(offsetOf(page));
  },

  count: countOf(orders),

  exportFor: exportOf(orders),
};
