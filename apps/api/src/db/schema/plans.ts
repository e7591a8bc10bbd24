import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { LabMarkerResult, Locale, ReviewedMedicine } from '@nutri/domain/contracts';
import { belongsTo, createdAt, id, timestamps, updatedAt } from './columns';
import { ownerId, userRow } from './users';

/** A person's plan (self or a family member): `custom_nutrition_plan` in the API. */
export const plans = pgTable(
  'plans',
  {
    ...userRow(),
    clientType: text('client_type').notNull(),
    planType: text('plan_type').notNull(),
    /** The locale decides the standards (DRIs, BMI cut-offs, lab ranges), so a plan keeps its own. */
    locale: text('locale').$type<Locale>().notNull(),
    nickname: text('nickname').notNull().default(''),
    /**
     * Step 3: medicines the user listed on the review screen, each `{id, dose?, unit?, form?}` (bare
     * drug ids in plans reviewed before issue 19.7); null = not reviewed yet.
     */
    medicines: jsonb('medicines').$type<(string | ReviewedMedicine)[]>(),
    /** Step 3: supplements the user takes ({optionId|name, dose, unit}); null = not reviewed yet. */
    supplements: jsonb('supplements').$type<unknown[]>(),
    /** Step 2: lab values the user confirmed from uploaded reports; null = none. */
    reportLabs: jsonb('report_labs').$type<unknown[]>(),
    ...timestamps(),
  },
  (t) => [index('plans_user_idx').on(t.userId, t.createdAt)],
);

export const questionnaires = pgTable('questionnaires', {
  planId: uuid('plan_id')
    .primaryKey()
    .references(() => plans.id, { onDelete: 'cascade' }),
  userId: ownerId(),
  questionnaireType: text('questionnaire_type').notNull(),
  answers: jsonb('answers').notNull(),
  complete: boolean('complete').notNull().default(false),
  updatedAt: updatedAt(),
});

/** The generated plan document (`precise_nutrition_plan`), kept with the engine version that made it. */
export const planDocuments = pgTable('plan_documents', {
  id: id(),
  planId: belongsTo('plan_id', () => plans.id).unique(),
  userId: ownerId(),
  engineVersion: text('engine_version').notNull(),
  /** The questionnaire the document was made from (null on documents made before it was kept). */
  questionnaireType: text('questionnaire_type'),
  /** Hash of everything the document was computed from; a different hash means regenerate. */
  inputHash: text('input_hash').notNull(),
  document: jsonb('document').notNull(),
  /**
   * What the plan read decides with, made by PostgreSQL from `document` when it is written (migration
   * 0011), so the read detoasts the document once, for its text (ADR 0036).
   */
  readParts: jsonb('read_parts')
    .$type<PlanReadParts>()
    .notNull()
    .generatedAlwaysAs(
      sql`jsonb_set(jsonb_set(jsonb_set(jsonb_set('{}'::jsonb, '{locale}', coalesce("document"->'locale', 'null')), '{reportAnalysis}', CASE WHEN jsonb_typeof("document"->'reportAnalysis') = 'object' THEN jsonb_set('{}'::jsonb, '{markers}', jsonb_path_query_array("document", '$.reportAnalysis.markers[*] ? (exists(@.retest))')) ELSE 'null' END), '{medicineTaboos}', jsonb_path_query_array("document", '$.medicineTaboos[0]')), '{productReviews}', jsonb_path_query_array("document", '$.productReviews[0]'))`,
    ),
  ...timestamps(),
});

/**
 * A stored document's parts the plan read looks at: its locale; its report analysis (null without one)
 * with only the markers that have a re-test interval (what `retestDue` reads); the first medicine taboo
 * and the first product review, if any (enough for `nextStep`).
 */
export interface PlanReadParts {
  locale: Locale;
  reportAnalysis: { markers: LabMarkerResult[] } | null;
  medicineTaboos: unknown[];
  productReviews: unknown[];
}

/**
 * Earlier versions of a plan's document (product decision 2026-11-22: one person, one evolving plan).
 * Before a regenerated document replaces the stored one, the stored one is kept here with the
 * questionnaire type it was made from, so a person can look back at how the plan changed.
 */
export const planDocumentVersions = pgTable(
  'plan_document_versions',
  {
    id: id(),
    planId: belongsTo('plan_id', () => plans.id),
    userId: ownerId(),
    /** 1 for the plan's first document, counting up. */
    version: integer('version').notNull(),
    questionnaireType: text('questionnaire_type').notNull(),
    engineVersion: text('engine_version').notNull(),
    document: jsonb('document').notNull(),
    /** When this version was made (the replaced document's own time). */
    madeAt: timestamp('made_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_document_versions_plan_version_idx').on(t.planId, t.version),
    index('plan_document_versions_user_idx').on(t.userId, t.planId, t.version),
  ],
);
