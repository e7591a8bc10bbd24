import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Locale } from '@nutri/domain/contracts';
import { belongsTo, createdAt, id, updatedAt } from './columns';
import { ownerId } from './users';

/** A person's plan (self or a family member): `custom_nutrition_plan` in the API. */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    userId: ownerId(),
    clientType: text('client_type').notNull(),
    planType: text('plan_type').notNull(),
    /** The locale decides the standards (DRIs, BMI cut-offs, lab ranges), so a plan keeps its own. */
    locale: text('locale').$type<Locale>().notNull(),
    nickname: text('nickname').notNull().default(''),
    /** Step 3: medicines the user listed on the review screen (drug ids); null = not reviewed yet. */
    medicines: jsonb('medicines').$type<string[]>(),
    /** Step 3: supplements the user takes ({optionId|name, dose, unit}); null = not reviewed yet. */
    supplements: jsonb('supplements').$type<unknown[]>(),
    /** Step 2: lab values the user confirmed from uploaded reports; null = none. */
    reportLabs: jsonb('report_labs').$type<unknown[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
  /** Hash of everything the document was computed from; a different hash means regenerate. */
  inputHash: text('input_hash').notNull(),
  document: jsonb('document').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
