import { z } from 'zod';
import { bilingualSchema, listOf, queryInt } from './common';
import { medicineTabooSchema, planDocumentSchema, productReviewSchema } from './plan';
import { medicineEntrySchema, supplementIntakeSchema } from './questionnaire';
import { uuidSchema } from './plans-api';
import { DOSE_UNITS } from '../units';

/** Medicines and supplements: search, review and taboo checks (plan step 3). */
export const keywordSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'must not be empty')
  .max(40, 'must be at most 40 characters');

export const medicineSearchBodySchema = z
  .object({ keyword: keywordSchema, limit: queryInt(1, 50).default(20) })
  .strict();

export const medicineHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  zh: z.string(),
  en: z.string(),
  brands: z.array(z.string()),
  classes: z.array(z.object({ id: z.string(), name: z.string() })),
  score: z.number(),
  /** A "did you mean" hit: nothing matched the keyword as typed; this name is one typo away. */
  suggested: z.boolean().optional(),
});
export const medicineSearchResultSchema = listOf(medicineHitSchema);

export const supplementOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  names: bilingualSchema,
  category: z.string(),
  serving: bilingualSchema,
  defaultDose: z.object({ amount: z.number(), unit: z.enum(DOSE_UNITS) }),
});
export type SupplementOptionView = z.infer<typeof supplementOptionSchema>;

export const supplementOptionGroupSchema = z.object({
  category: z.string(),
  label: z.string(),
  labels: bilingualSchema,
  options: z.array(supplementOptionSchema),
});
export const supplementOptionsResultSchema = listOf(supplementOptionGroupSchema);

export const supplementByNameBodySchema = z
  .object({ name: keywordSchema, limit: queryInt(1, 50).default(20) })
  .strict();
export const supplementOptionListSchema = listOf(supplementOptionSchema);

export const supplementReviewsBodySchema = z
  .object({
    customNutritionPlanId: uuidSchema,
    supplements: z.array(supplementIntakeSchema).max(30, 'at most 30 supplements'),
  })
  .strict();

export const medicineTaboosBodySchema = z
  .object({
    customNutritionPlanId: uuidSchema,
    medicines: z.array(medicineEntrySchema).max(30, 'at most 30 medicines'),
  })
  .strict();

export const supplementReviewsResultSchema = z.object({
  productReviews: z.array(productReviewSchema),
  plan: planDocumentSchema,
});
export const medicineTaboosResultSchema = z.object({
  medicineTaboos: z.array(medicineTabooSchema),
  plan: planDocumentSchema,
});
