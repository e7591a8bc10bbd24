import { and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exportOf, insertOne, ownersOf, rowById } from '../../db/owned';
import { reports } from '../../db/schema';
import { decorationPlugin } from '../../lib/decoration-plugin';

export type ReportRow = typeof reports.$inferSelect;

/** Why an analysis is not admitted now, and the wait to suggest. */
export type Refusal =
  | { reason: 'user_busy'; retryAfterS: number }
  | { reason: 'address_busy'; retryAfterS: number; max: number }
  | { reason: 'queue_full'; retryAfterS: number; waiting: number };

export interface AdmissionBounds {
  /** Analyses running at once (extraction processes). */
  slots: number;
  /** Analyses waiting for a slot. */
  waitingMax: number;
  /** Analyses running or waiting from one address. */
  perAddressMax: number;
  /** An `analysing` row older than this lost its job for good (every attempt expired): it fails. */
  staleMs: number;
  /** Per failure message, in the language of the request that started it. */
  staleMessage: string;
}

/** Every admission takes this lock, so two instances never both admit the same user or the last place. */
const ADMISSION_LOCK = 0x6e757472;

const FIRST_GUESS_MS = 15_000;

export const reportsRepository = {
  owners: ownersOf(reports),

  create: insertOne(reports, 'reports'),

  byId: rowById(reports),

  /**
   * Admits an analysis across every instance (the count is the database's, not a process's): at most one
   * `analysing` report per user, and at most `slots + waitingMax` in all. Admitted: the new `analysing`
   * row. The check and the insert hold one transaction-scoped advisory lock.
   */
  async admit(
    db: Db,
    input: { userId: string; planId: string; fileIds: string[]; from: string },
    bounds: AdmissionBounds,
  ): Promise<{ row: ReportRow } | { refusal: Refusal }> {
    return db.transaction(async (txDb) => {
      const tx = txDb as unknown as Db;
      await tx.execute(sql`select pg_advisory_xact_lock(${ADMISSION_LOCK})`);
      await tx
        .update(reports)
        .set({
          status: 'failed',
          extraction: { error: bounds.staleMessage },
          admittedFrom: null,
          updatedAt: sql`now()`,
        })
        .where(
          and(eq(reports.status, 'analysing'), lt(reports.createdAt, new Date(Date.now() - bounds.staleMs))),
        );
      const busy = await tx
        .select({ userId: reports.userId, from: reports.admittedFrom })
        .from(reports)
        .where(eq(reports.status, 'analysing'));
      const pace = await recentPaceMs(tx);
      const estimateS = (ahead: number) =>
        Math.max(1, Math.ceil((pace * Math.max(1, ahead)) / bounds.slots / 1000));
      if (busy.some((r) => r.userId === input.userId)) {
        return { refusal: { reason: 'user_busy', retryAfterS: estimateS(busy.length) } };
      }
      const fromHere = busy.filter((r) => r.from === input.from).length;
      if (fromHere >= bounds.perAddressMax) {
        return {
          refusal: { reason: 'address_busy', max: bounds.perAddressMax, retryAfterS: estimateS(busy.length) },
        };
      }
      if (busy.length >= bounds.slots + bounds.waitingMax) {
        const waiting = Math.max(0, busy.length - bounds.slots);
        return { refusal: { reason: 'queue_full', waiting, retryAfterS: estimateS(waiting + 1) } };
      }
      const [row] = await tx
        .insert(reports)
        .values({
          userId: input.userId,
          planId: input.planId,
          status: 'analysing',
          fileIds: input.fileIds,
          admittedFrom: input.from,
          extraction: {},
          markers: [],
        })
        .returning();
      if (!row) throw new Error('reports: insert returned no row');
      return { row };
    });
  },

  /** Stores what a job read, only while the report is `analysing`: a second run of the job stores nothing. */
  async finish(db: Db, id: string, reading: { extraction: unknown; markers: unknown }): Promise<boolean> {
    const rows = await db
      .update(reports)
      .set({ status: 'review', ...reading, admittedFrom: null, updatedAt: sql`now()` })
      .where(and(eq(reports.id, id), eq(reports.status, 'analysing')))
      .returning({ id: reports.id });
    return rows.length > 0;
  },

  /** The analysis gave up: the reason for the person, only while `analysing`. */
  async fail(db: Db, id: string, message: string): Promise<boolean> {
    const rows = await db
      .update(reports)
      .set({ status: 'failed', extraction: { error: message }, admittedFrom: null, updatedAt: sql`now()` })
      .where(and(eq(reports.id, id), eq(reports.status, 'analysing')))
      .returning({ id: reports.id });
    return rows.length > 0;
  },

  /** Every report still `analysing` fails (the embedded database's jobs, in memory, died with the process). */
  async failAllAnalysing(db: Db, message: string): Promise<number> {
    const rows = await db
      .update(reports)
      .set({ status: 'failed', extraction: { error: message }, admittedFrom: null, updatedAt: sql`now()` })
      .where(eq(reports.status, 'analysing'))
      .returning({ id: reports.id });
    return rows.length;
  },

  /** An `analysing` report older than `staleMs` lost its job for good: it fails. */
  async failIfStale(db: Db, id: string, staleMs: number, message: string): Promise<boolean> {
    const rows = await db
      .update(reports)
      .set({ status: 'failed', extraction: { error: message }, admittedFrom: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(reports.id, id),
          eq(reports.status, 'analysing'),
          lt(reports.createdAt, new Date(Date.now() - staleMs)),
        ),
      )
      .returning({ id: reports.id });
    return rows.length > 0;
  },

  /** The person left before the analysis ended: nothing of it is kept. */
  async dropAnalysing(db: Db, id: string): Promise<boolean> {
    const rows = await db
      .delete(reports)
      .where(and(eq(reports.id, id), eq(reports.status, 'analysing')))
      .returning({ id: reports.id });
    return rows.length > 0;
  },

  async confirm(db: Db, id: string, markers: unknown): Promise<ReportRow | undefined> {
    const [row] = await db
      .update(reports)
      .set({ markers, status: 'confirmed', confirmedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(reports.id, id), inArray(reports.status, ['review', 'confirmed'])))
      .returning();
    return row;
  },

  /** Reports being analysed now, every user's (tests, admission). */
  async analysingCount(db: Db): Promise<number> {
    const [row] = await db.select({ n: count() }).from(reports).where(eq(reports.status, 'analysing'));
    return row?.n ?? 0;
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

/** How long recent analyses took, from request to result (the wait a 429 suggests). */
async function recentPaceMs(db: Db): Promise<number> {
  const rows = await db
    .select({ createdAt: reports.createdAt, updatedAt: reports.updatedAt })
    .from(reports)
    .where(eq(reports.status, 'review'))
    .orderBy(desc(reports.updatedAt))
    .limit(10);
  if (rows.length === 0) return FIRST_GUESS_MS;
  const total = rows.reduce((s, r) => s + Math.max(0, r.updatedAt.getTime() - r.createdAt.getTime()), 0);
  return Math.max(1000, total / rows.length);
}

declare module 'fastify' {
  interface FastifyInstance {
    reportsRepository: typeof reportsRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('reportsRepository', () => reportsRepository, { name: 'reports-repository' });
