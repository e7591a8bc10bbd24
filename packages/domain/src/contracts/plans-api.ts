import { z } from 'zod';
import { listOf, localeSchema, queryInt, safeText, timestampFields } from './common';
import {
  labValueSchema,
  medicineEntrySchema,
  partialAnswersSchema,
  questionnaireTypeSchema,
} from './questionnaire';
import { NICKNAME_MAX } from './answer-values';
import { planDocumentSchema, retestDueSchema } from './plan';

export { PLAN_SECTIONS, type PlanSection } from './values';

/** Plan and questionnaire calls. */
export const CLIENT_TYPES = ['web', 'wechat_mini_program', 'youzan_mini_program'] as const;
/** Where the person opened the app: a phone browser, the WeChat mini-program, or the retail one. */
export type ClientType = (typeof CLIENT_TYPES)[number];

export const uuidSchema = z.string().uuid('must be a valid id');

export const newPlanBodySchema = z
  .object({
    clientType: z.enum(CLIENT_TYPES),
    planType: questionnaireTypeSchema,
    locale: localeSchema.optional(),
    nickname: safeText(200).trim().min(1).max(NICKNAME_MAX).optional(),
  })
  .strict();

export const planSummarySchema = z.object({
  id: z.string(),
  customNutritionPlanId: z.string(),
  clientType: z.enum(CLIENT_TYPES),
  planType: questionnaireTypeSchema,
  locale: localeSchema,
  nickname: z.string(),
  questionnaireComplete: z.boolean(),
  hasDocument: z.boolean(),
  ...timestampFields,
  /** In the plan list only: the plan's next lab tests, soonest first (empty when none is due). */
  retestDue: z.array(retestDueSchema).optional(),
});
export type PlanSummary = z.infer<typeof planSummarySchema>;

export const questionnairePutBodySchema = z
  .object({
    customNutritionPlanId: uuidSchema,
    questionnaireType: questionnaireTypeSchema,
    /** Medicines may be typed names or objects with a dose; the server resolves them to ids. */
    answers: partialAnswersSchema.extend({ medicines: z.array(medicineEntrySchema).max(50).optional() }),
    /** true: this is the whole set; it is validated as complete and the plan is generated. */
    complete: z.boolean().default(false),
  })
  .strict();

export const questionnairePutResultSchema = z.object({
  customNutritionPlanId: z.string(),
  questionnaireType: questionnaireTypeSchema,
  complete: z.boolean(),
  /** Required items still unanswered (empty when complete). */
  missing: z.array(z.string()),
  answers: partialAnswersSchema,
  /** The plan after this save (nickname, type, whether its document exists now). */
  plan: planSummarySchema,
});

/** Deleting a family member's plan (or one's own): everything of that plan goes, so it is confirmed. */
export const deletePlanBodySchema = z
  .object({
    customNutritionPlanId: uuidSchema,
    confirm: z.literal(true, { error: 'must be true to delete the plan and everything in it' }),
  })
  .strict();

export const planIdQuerySchema = z.object({ custom_nutrition_plan_id: uuidSchema }).strict();

/**
 * Reading a plan: `locale` is the language to read it in (issue 19.1). The plan keeps the standards
 * it was made under; only its words follow. Absent: the plan's own language.
 */
export const planReadQuerySchema = z
  .object({ custom_nutrition_plan_id: uuidSchema, locale: localeSchema.optional() })
  .strict();

/** A plan's nickname as a rename takes it: 1–30 characters after trimming, no angle brackets or controls. */
const nicknameField = safeText(200)
  .trim()
  .min(1, 'must not be empty')
  .max(NICKNAME_MAX, `must be at most ${NICKNAME_MAX} characters`)
  .refine((s) => !/[<>\p{Cc}]/u.test(s), 'must not contain control characters or angle brackets');

export const updateNicknameQuerySchema = z
  .object({ custom_nutrition_plan_id: uuidSchema, nickname: nicknameField })
  .strict();

export const updateNicknameBodySchema = z
  .object({ customNutritionPlanId: uuidSchema, nickname: nicknameField })
  .strict();

export const planListSchema = listOf(planSummarySchema);
export const lastPlanSchema = z
  .object({ plan: planSummarySchema, document: planDocumentSchema.nullable() })
  .nullable();

/**
 * What a plan already knows, to open a questionnaire pre-filled (issue 18.1): the stored answers,
 * the lab values confirmed from reports (they stay on the plan and are not asked again) and the
 * display names of the stored medicines in the request's language.
 */
export const questionnaireViewSchema = z.object({
  customNutritionPlanId: z.string(),
  questionnaireType: questionnaireTypeSchema.nullable(),
  complete: z.boolean(),
  answers: partialAnswersSchema,
  reportLabs: z.array(labValueSchema),
  medicineNames: z.record(z.string(), z.string()),
  /** Names of the lab markers in `answers.labs` and `reportLabs`, in the request's language. */
  labNames: z.record(z.string(), z.string()),
});
export type QuestionnaireView = z.infer<typeof questionnaireViewSchema>;

/** One version of a plan's document: the current one first, then the earlier ones, newest first. */
export const planVersionSummarySchema = z.object({
  version: z.number().int().positive(),
  current: z.boolean(),
  questionnaireType: questionnaireTypeSchema.nullable(),
  engineVersion: z.string(),
  madeAt: z.string(),
});
export type PlanVersionSummary = z.infer<typeof planVersionSummarySchema>;
export const planVersionListSchema = listOf(planVersionSummarySchema);

export const planVersionQuerySchema = z
  .object({
    custom_nutrition_plan_id: uuidSchema,
    version: queryInt(1, 1_000_000),
  })
  .strict();

/** An earlier version as it was made (engine results of its time), with when and from what. */
export const planVersionSchema = planVersionSummarySchema.extend({ document: planDocumentSchema });
