import { z } from 'zod';
import { listOf, localeSchema } from './common';
import { medicineEntrySchema, partialAnswersSchema, questionnaireTypeSchema } from './questionnaire';
import { planDocumentSchema } from './plan';

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
    nickname: z.string().trim().min(1).max(30).optional(),
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
  createdAt: z.string(),
  updatedAt: z.string(),
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

export const planIdQuerySchema = z.object({ custom_nutrition_plan_id: uuidSchema }).strict();

export const updateNicknameQuerySchema = z
  .object({
    custom_nutrition_plan_id: uuidSchema,
    nickname: z
      .string()
      .trim()
      .min(1, 'must not be empty')
      .max(30, 'must be at most 30 characters')
      .refine((s) => !/[<>\p{Cc}]/u.test(s), 'must not contain control characters or angle brackets'),
  })
  .strict();

export const planListSchema = listOf(planSummarySchema);
export const lastPlanSchema = z
  .object({ plan: planSummarySchema, document: planDocumentSchema.nullable() })
  .nullable();

/** Server-sent events of the streamed plan, in order: progress/section pairs, then done (or error). */
export const PLAN_SECTIONS = [
  'profile',
  'nutrients',
  'radar',
  'findings',
  'recommendations',
  'reportAnalysis',
  'medicineTaboos',
  'productReviews',
  'products',
] as const;
export type PlanSection = (typeof PLAN_SECTIONS)[number];
