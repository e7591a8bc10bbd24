import { rowPages, type ExportNode } from '../../lib/export-json';
import { and, desc, eq, getTableColumns, gt, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { ReviewedMedicine } from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import { countOf, exportOf, firstWhere, insertOne, ownersOf, rowById, upsertOne } from '../../db/owned';
import { planDocumentVersions, planDocuments, plans, questionnaires } from '../../db/schema';
import { dataChanged, tags } from '../../lib/read-cache';
import { decorationPlugin } from '../../lib/decoration-plugin';

export type PlanRow = typeof plans.$inferSelect;
export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type PlanDocumentRow = typeof planDocuments.$inferSelect;
export type PlanVersionRow = typeof planDocumentVersions.$inferSelect;

/** Earlier versions kept per plan; the oldest go first past this (a plan changes a few times a year). */
export const PLAN_VERSIONS_KEPT = 50;

/**
 * A plan has at most one questionnaire and one document (unique plan_id): each is read by its plan, and
 * writing it again replaces it in place and makes what was cached about the plan stale. (The document
 * is replaced by `replaceDocument`, which also keeps the version it replaces.)
 */
function planPart<T extends typeof questionnaires | typeof planDocuments>(
  table: T,
  refreshed: (values: T['$inferInsert']) => PgUpdateSetSource<T>,
) {
  return {
    of: (db: Db, planId: string): Promise<T['$inferSelect'] | undefined> =>
      firstWhere(db, table, eq(table.planId, planId)),
    async put(db: Db, values: T['$inferInsert']): Promise<T['$inferSelect']> {
      const row = await upsertOne(db, table, table.planId, values, {
        ...refreshed(values),
        updatedAt: sql`now()`,
      });
      dataChanged(tags.plan(values.planId));
      return row;
    },
  };
}

const questionnairePart = planPart(questionnaires, (v) => ({
  questionnaireType: v.questionnaireType,
  answers: v.answers,
  complete: v.complete ?? false,
}));

/**
 * The plan read's one query (ADR 0036): the plan only if it is the caller's, its questionnaire, and its
 * stored document as text (sent without parsing) with the few parts the read itself looks at.
 */
function documentReadQuery(db: Db) {
  return db
    .select({
      plan: plans,
      questionnaireType: questionnaires.questionnaireType,
      answers: questionnaires.answers,
      complete: questionnaires.complete,
      doc: {
        id: planDocuments.id,
        inputHash: planDocuments.inputHash,
        createdAt: planDocuments.createdAt,
        updatedAt: planDocuments.updatedAt,
        parts: planDocuments.readParts,
        // Never carries the keys the read adds (documentFrom's; migration 0011 cleared older rows).
        text: sql<string>`${planDocuments.document}::text`,
      },
    })
    .from(plans)
    .leftJoin(questionnaires, eq(questionnaires.planId, plans.id))
    .leftJoin(planDocuments, eq(planDocuments.planId, plans.id))
    .where(and(eq(plans.id, sql.placeholder('planId')), eq(plans.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('plan_document_read');
}

const documentReads = new WeakMap<Db, ReturnType<typeof documentReadQuery>>();

export type PlanDocumentRead = NonNullable<Awaited<ReturnType<typeof plansRepository.documentRead>>>;

export const plansRepository = {
  /** The plan read's one prepared query; undefined when the plan is not there or not this user's. */
  async documentRead(db: Db, planId: string, userId: string) {
    let query = documentReads.get(db);
    if (!query) documentReads.set(db, (query = documentReadQuery(db)));
    const [row] = await query.execute({ planId, userId });
    return row;
  },

  owners: ownersOf(plans),

  create: insertOne(plans, 'plans'),

  countByUser: countOf(plans),

  byId: rowById(plans),

  /** A plan and its questionnaire (if any) in one query. */
  async withQuestionnaire(
    db: Db,
    id: string,
  ): Promise<{ plan: PlanRow; questionnaire: QuestionnaireRow | null } | undefined> {
    const [row] = await db
      .select({ plan: plans, questionnaire: questionnaires })
      .from(plans)
      .leftJoin(questionnaires, eq(questionnaires.planId, plans.id))
      .where(eq(plans.id, id))
      .limit(1);
    return row;
  },

  async listByUser(db: Db, userId: string) {
    return db
      .select({
        plan: plans,
        complete: questionnaires.complete,
        docId: planDocuments.id,
      })
      .from(plans)
      .leftJoin(questionnaires, eq(questionnaires.planId, plans.id))
      .leftJoin(planDocuments, eq(planDocuments.planId, plans.id))
      .where(eq(plans.userId, userId))
      .orderBy(desc(plans.createdAt), desc(plans.id));
  },

  async update(
    db: Db,
    id: string,
    patch: Partial<Pick<PlanRow, 'nickname' | 'planType'>>,
  ): Promise<PlanRow | undefined> {
    const [row] = await db
      .update(plans)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(plans.id, id))
      .returning();
    dataChanged(tags.plan(id));
    return row;
  },

  async setInputs(
    db: Db,
    id: string,
    inputs: { medicines?: (string | ReviewedMedicine)[]; supplements?: unknown[]; reportLabs?: unknown[] },
  ): Promise<void> {
    const patch: Partial<typeof plans.$inferInsert> = {};
    if (inputs.medicines !== undefined) patch.medicines = inputs.medicines;
    if (inputs.supplements !== undefined) patch.supplements = inputs.supplements;
    if (inputs.reportLabs !== undefined) patch.reportLabs = inputs.reportLabs;
    if (Object.keys(patch).length === 0) return;
    await db
      .update(plans)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(plans.id, id));
    dataChanged(tags.plan(id));
  },

  questionnaire: questionnairePart.of,

  upsertQuestionnaire: questionnairePart.put,

  document: (db: Db, planId: string): Promise<PlanDocumentRow | undefined> =>
    firstWhere(db, planDocuments, eq(planDocuments.planId, planId)),

  /**
   * Store a regenerated document. The one it replaces, if any, is kept as the plan's previous version
   * in the same transaction, so the history never misses a version and never holds one twice (two
   * instances replacing the same document at once number the same version; the second is skipped).
   */
  async replaceDocument(db: Db, values: typeof planDocuments.$inferInsert): Promise<PlanDocumentRow> {
    const row = await db.transaction(async (tx) => {
      const [previous] = await tx
        .select()
        .from(planDocuments)
        .where(eq(planDocuments.planId, values.planId))
        .for('update');
      if (previous) {
        const [last] = await tx
          .select({ version: sql<number>`coalesce(max(${planDocumentVersions.version}), 0)::int` })
          .from(planDocumentVersions)
          .where(eq(planDocumentVersions.planId, values.planId));
        const version = (last?.version ?? 0) + 1;
        await tx
          .insert(planDocumentVersions)
          .values({
            planId: previous.planId,
            userId: previous.userId,
            version,
            questionnaireType: previous.questionnaireType ?? values.questionnaireType ?? '',
            engineVersion: previous.engineVersion,
            document: previous.document,
            madeAt: previous.updatedAt,
          })
          .onConflictDoNothing();
        await tx
          .delete(planDocumentVersions)
          .where(
            and(
              eq(planDocumentVersions.planId, values.planId),
              sql`${planDocumentVersions.version} <= ${version - PLAN_VERSIONS_KEPT}`,
            ),
          );
      }
      const [saved] = await tx
        .insert(planDocuments)
        .values(values)
        .onConflictDoUpdate({
          target: planDocuments.planId,
          set: {
            engineVersion: values.engineVersion,
            questionnaireType: values.questionnaireType,
            inputHash: values.inputHash,
            document: values.document,
            updatedAt: sql`now()`,
          },
        })
        .returning();
      return saved!;
    });
    dataChanged(tags.plan(values.planId));
    return row;
  },

  /** Deletes a plan; its questionnaire, documents, versions and reports go with it (cascade). */
  async remove(db: Db, planId: string): Promise<boolean> {
    const gone = await db.delete(plans).where(eq(plans.id, planId)).returning({ id: plans.id });
    dataChanged(tags.plan(planId));
    return gone.length > 0;
  },

  /** A plan's earlier versions, newest first, without their documents. */
  async versions(db: Db, planId: string) {
    return db
      .select({
        version: planDocumentVersions.version,
        questionnaireType: planDocumentVersions.questionnaireType,
        engineVersion: planDocumentVersions.engineVersion,
        madeAt: planDocumentVersions.madeAt,
      })
      .from(planDocumentVersions)
      .where(eq(planDocumentVersions.planId, planId))
      .orderBy(desc(planDocumentVersions.version));
  },

  version: (db: Db, planId: string, version: number): Promise<PlanVersionRow | undefined> =>
    firstWhere(
      db,
      planDocumentVersions,
      and(eq(planDocumentVersions.planId, planId), eq(planDocumentVersions.version, version))!,
    ),

  /**
   * The user's plans for the export, each table read a page at a time: a document is tens of kilobytes
   * and a plan keeps up to PLAN_VERSIONS_KEPT of them.
   */
  exportFor(db: Db, userId: string): ExportNode {
    // The document as the person's data; `readParts` is PostgreSQL's derived copy of some of it.
    const { readParts: _derived, ...documentColumns } = getTableColumns(planDocuments);
    return {
      plans: rowPages(exportOf(plans).pages(db, userId), 100),
      // One questionnaire and one document per plan: the plan's id is the key to seek by.
      questionnaires: rowPages(
        (after: { planId: string } | undefined, limit) =>
          db
            .select()
            .from(questionnaires)
            .where(
              and(
                eq(questionnaires.userId, userId),
                after ? gt(questionnaires.planId, after.planId) : undefined,
              ),
            )
            .orderBy(questionnaires.planId)
            .limit(limit),
        20,
      ),
      planDocuments: rowPages(
        (after: { planId: string } | undefined, limit) =>
          db
            .select(documentColumns)
            .from(planDocuments)
            .where(
              and(
                eq(planDocuments.userId, userId),
                after ? gt(planDocuments.planId, after.planId) : undefined,
              ),
            )
            .orderBy(planDocuments.planId)
            .limit(limit),
        5,
      ),
      planDocumentVersions: rowPages(
        (after: { planId: string; version: number } | undefined, limit) =>
          db
            .select()
            .from(planDocumentVersions)
            .where(
              and(
                eq(planDocumentVersions.userId, userId),
                after
                  ? sql`(${planDocumentVersions.planId}, ${planDocumentVersions.version}) > (${after.planId}::uuid, ${after.version}::int)`
                  : undefined,
              ),
            )
            .orderBy(planDocumentVersions.planId, planDocumentVersions.version)
            .limit(limit),
        5,
      ),
    };
  },
};

declare module 'fastify' {
  interface FastifyInstance {
    plansRepository: typeof plansRepository;
  }
}

/** The repository on the app (fastify/demo's tasks-repository); other modules use the module's service. */
export default decorationPlugin('plansRepository', () => plansRepository, { name: 'plans-repository' });
