import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** Orders of the built-in shop. Queries only. */
export const ordersRepository = {
  async owners(db: Db, ids: string[]): Promise<Map<string, string>> {
    const rows = await db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(inArray(orders.id, ids));
    return new Map(rows.map((r) => [r.id, r.userId]));
  },

  /** Inserts an order; a second order with the same (user, idempotency key) violates a unique constraint. */
  async insert(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
    const [row] = await db.insert(orders).values(values).returning();
    return row!;
  },

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
      .where(and(eq(orders.id, id), eq(orders.userId, userId)))
      .limit(1);
    return row;
  },

  async page(db: Db, userId: string, limit: number, offset: number): Promise<OrderRow[]> {
    return db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset);
  },

  async count(db: Db, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
    return row?.n ?? 0;
  },

  async exportFor(db: Db, userId: string): Promise<OrderRow[]> {
    return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.createdAt);
  },
};
