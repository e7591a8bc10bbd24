import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { firstWhere, valueWhere } from '../../db/owned';
import { orders, youzanPushes, youzanTrades } from '../../db/schema';
import { decorationPlugin } from '../../lib/decoration-plugin';

export type YouzanTradeRow = typeof youzanTrades.$inferSelect;

/** The Youzan side of orders and the pushes handled. Queries only. */
export const youzanRepository = {
  async link(db: Db, row: typeof youzanTrades.$inferInsert): Promise<void> {
    await db.insert(youzanTrades).values(row);
  },

  async byOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, YouzanTradeRow>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(youzanTrades)
      .where(inArray(youzanTrades.orderId, [...orderIds]));
    return new Map(rows.map((r) => [r.orderId, r]));
  },

  byTid: (db: Db, tid: string): Promise<YouzanTradeRow | undefined> =>
    firstWhere(db, youzanTrades, eq(youzanTrades.tid, tid)),

  byBookKey: (db: Db, bookKey: string): Promise<YouzanTradeRow | undefined> =>
    firstWhere(db, youzanTrades, eq(youzanTrades.bookKey, bookKey)),

  orderStatus: (db: Db, orderId: string): Promise<string | undefined> =>
    valueWhere(db, orders.status, eq(orders.id, orderId)),

  outTradeNoOf: (db: Db, orderId: string): Promise<string | undefined> =>
    valueWhere(db, orders.outTradeNo, eq(orders.id, orderId)),

  async byOutTradeNo(db: Db, outTradeNo: string): Promise<YouzanTradeRow | undefined> {
    const [row] = await db
      .select({ trade: youzanTrades })
      .from(youzanTrades)
      .innerJoin(orders, eq(orders.id, youzanTrades.orderId))
      .where(eq(orders.outTradeNo, outTradeNo))
      .limit(1);
    return row?.trade;
  },

  /**
   * The price the store settled at its checkout becomes what an unpaid order asks (it is what the
   * person pays there); a paid or closed order keeps its price.
   */
  async settlePrice(db: Db, orderId: string, payableCents: number): Promise<void> {
    await db
      .update(orders)
      .set({ payableCents })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'pending_payment'),
          ne(orders.payableCents, payableCents),
        ),
      );
  },

  /** Records the tid of the trade made from a settlement (once: a settlement makes one trade). */
  async setTid(db: Db, orderId: string, tid: string): Promise<void> {
    await db
      .update(youzanTrades)
      .set({ tid })
      .where(and(eq(youzanTrades.orderId, orderId), isNull(youzanTrades.tid)));
  },

  async checked(db: Db, orderId: string, tradeStatus: string, at: Date): Promise<void> {
    await db
      .update(youzanTrades)
      .set({ tradeStatus, checkedAt: at })
      .where(eq(youzanTrades.orderId, orderId));
  },

  /**
   * Orders still open at Youzan whose trade is known and was not read since `before`, oldest look-up
   * first: what the poll asks Youzan about when pushes did not come.
   */
  async toPoll(
    db: Db,
    openStatuses: readonly string[],
    before: Date,
    limit: number,
  ): Promise<YouzanTradeRow[]> {
    const rows = await db
      .select({ trade: youzanTrades })
      .from(youzanTrades)
      .innerJoin(orders, eq(orders.id, youzanTrades.orderId))
      .where(
        and(
          isNotNull(youzanTrades.tid),
          inArray(orders.status, [...openStatuses]),
          or(isNull(youzanTrades.checkedAt), lt(youzanTrades.checkedAt, before)),
        ),
      )
      .orderBy(asc(youzanTrades.checkedAt), asc(youzanTrades.createdAt))
      .limit(limit);
    return rows.map((r) => r.trade);
  },

  /** Records a handled push; false when this message id was handled before (a resend). */
  async recordPush(db: Db, row: typeof youzanPushes.$inferInsert): Promise<boolean> {
    const inserted = await db
      .insert(youzanPushes)
      .values(row)
      .onConflictDoNothing({ target: youzanPushes.msgId })
      .returning({ msgId: youzanPushes.msgId });
    return inserted.length > 0;
  },

  async setPushOutcome(db: Db, msgId: string, outcome: string): Promise<void> {
    await db.update(youzanPushes).set({ outcome }).where(eq(youzanPushes.msgId, msgId));
  },

  async forgetPush(db: Db, msgId: string): Promise<void> {
    await db.delete(youzanPushes).where(eq(youzanPushes.msgId, msgId));
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    youzanRepository: typeof youzanRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('youzanRepository', () => youzanRepository, { name: 'youzan-repository' });
