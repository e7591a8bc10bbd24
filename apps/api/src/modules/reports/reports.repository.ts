import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportOf, insertOne, ownersOf, rowById } from '../../db/owned';
import { reports } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;

export const reportsRepository = {
  owners: ownersOf(reports),

  create: insertOne(reports, 'reports'),

  byId: rowById(reports),

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

  exportFor: exportOf(reports),
};
