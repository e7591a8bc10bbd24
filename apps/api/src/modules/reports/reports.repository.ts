import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;

export const reportsRepository = {
  async owners(db: Db, ids: string[]): Promise<Map<string, string>> {
    const rows = await db
      .select({ id: reports.id, userId: reports.userId })
      .from(reports)
      .where(inArray(reports.id, ids));
    return new Map(rows.map((r) => [r.id, r.userId]));
  },

  async create(db: Db, values: typeof reports.$inferInsert): Promise<ReportRow> {
    const [row] = await db.insert(reports).values(values).returning();
    if (!row) throw new Error('reports: insert returned no row');
    return row;
  },

  async byId(db: Db, id: string): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
    return row;
  },

  async confirm(db: Db, id: string, markers: unknown): Promise<ReportRow | undefined> {
    const [row] = await db
      .update(reports)
      .set({ markers, status: 'confirmed', confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(reports.id, id))
      .returning();
    return row;
  },

  /** Confirmed reports of a plan, oldest confirmation first (later values win in the engine). */
  async confirmedForPlan(db: Db, planId: string): Promise<ReportRow[]> {
    return db
      .select()
      .from(reports)
      .where(and(eq(reports.planId, planId), isNotNull(reports.confirmedAt)))
      .orderBy(asc(reports.confirmedAt), asc(reports.createdAt));
  },

  async exportFor(db: Db, userId: string) {
    return db.select().from(reports).where(eq(reports.userId, userId)).orderBy(asc(reports.createdAt));
  },
};
