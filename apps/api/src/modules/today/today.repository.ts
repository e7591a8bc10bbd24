import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportOf } from '../../db/owned';
import { dayRecords, scheduleSeen } from '../../db/schema';
import { decorationPlugin } from '../../lib/decoration-plugin';

export type SeenItems = (typeof scheduleSeen.$inferSelect)['items'];

/** The day records and the schedule last seen, by plan (the routes have checked the plan is the caller's). */
export const todayRepository = {
  async takenOn(db: Db, planId: string, date: string): Promise<string[]> {
    const rows = await db
      .select({ itemId: dayRecords.itemId })
      .from(dayRecords)
      .where(and(eq(dayRecords.planId, planId), eq(dayRecords.date, date)))
      .orderBy(asc(dayRecords.createdAt), asc(dayRecords.itemId));
    return rows.map((r) => r.itemId);
  },

  async takenBetween(db: Db, planId: string, from: string, to: string) {
    return db
      .select({ date: dayRecords.date, itemId: dayRecords.itemId })
      .from(dayRecords)
      .where(and(eq(dayRecords.planId, planId), between(dayRecords.date, from, to)))
      .orderBy(asc(dayRecords.date), asc(dayRecords.createdAt), asc(dayRecords.itemId));
  },

  /** A tick is kept once however often it is sent (the unique index). */
  async tick(db: Db, values: { userId: string; planId: string; date: string; itemId: string }) {
    await db.insert(dayRecords).values(values).onConflictDoNothing();
  },

  async untick(db: Db, planId: string, date: string, itemId: string) {
    await db
      .delete(dayRecords)
      .where(and(eq(dayRecords.planId, planId), eq(dayRecords.date, date), eq(dayRecords.itemId, itemId)));
  },

  async seen(db: Db, planId: string): Promise<SeenItems | undefined> {
    const [row] = await db
      .select({ items: scheduleSeen.items })
      .from(scheduleSeen)
      .where(eq(scheduleSeen.planId, planId))
      .limit(1);
    return row?.items;
  },

  async putSeen(db: Db, values: { planId: string; userId: string; items: SeenItems }) {
    await db
      .insert(scheduleSeen)
      .values(values)
      .onConflictDoUpdate({
        target: scheduleSeen.planId,
        set: { items: values.items, updatedAt: sql`now()` },
      });
  },

  exportFor: exportOf(dayRecords),
};

declare module 'fastify' {
  interface FastifyInstance {
    todayRepository: typeof todayRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('todayRepository', () => todayRepository, { name: 'today-repository' });
