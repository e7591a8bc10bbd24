import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { firstWhere, insertOne, ownersOf, rowById, upsertOne } from '../../db/owned';
import { planDocuments, plans, questionnaires } from '../../db/schema';
import { dataChanged, tags } from '../../lib/read-cache';

export type PlanRow = typeof plans.$inferSelect;
export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type PlanDocumentRow = typeof planDocuments.$inferSelect;

/**
 * A plan has at most one questionnaire and one document (unique plan_id): each is read by its plan, and
 * writing it again replaces it in place and makes what was cached about the plan stale.
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

const documentPart = planPart(planDocuments, (v) => ({
  engineVersion: v.engineVersion,
  inputHash: v.inputHash,
  document: v.document,
}));

export const plansRepository = {
  owners: ownersOf(plans),

  create: insertOne(plans, 'plans'),

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
    inputs: { medicines?: string[]; supplements?: unknown[]; reportLabs?: unknown[] },
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

  document: documentPart.of,

  upsertDocument: documentPart.put,

  async exportFor(db: Db, userId: string) {
    const planRows = await db.select().from(plans).where(eq(plans.userId, userId)).orderBy(plans.createdAt);
    const qs = await db.select().from(questionnaires).where(eq(questionnaires.userId, userId));
    const docs = await db
      .select()
      .from(planDocuments)
      .where(and(eq(planDocuments.userId, userId)));
    return { plans: planRows, questionnaires: qs, planDocuments: docs };
  },
};
