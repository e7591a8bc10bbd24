import { z } from 'zod';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrients';
import { DOSE_UNITS, NUTRIENT_UNITS, PRODUCT_UNITS, PRODUCT_UNITS_PER_DAY_MAX } from '../units';
import { planDocumentSchema, productReviewSchema } from './plan';
import { uuidSchema } from './plans-api';
import { SUPPLEMENT_SALT_FORMS } from './questionnaire';

/**
 * A supplement label photo (issue 33 §3): `label/read` reads an uploaded photo into the product's
 * name, serving and nutrient amounts for review; `label/confirm` takes the figures as the person
 * reviewed them and stores the product with its strengths among the plan's supplements, so the plan
 * counts it against the UL. Nothing is stored before the confirm.
 */

const nutrientKeySchema = z.enum(NUTRIENT_KEYS as [NutrientKey, ...NutrientKey[]], {
  error: 'is not a nutrient the plan counts',
});

export const labelReadBodySchema = z
  .object({ customNutritionPlanId: uuidSchema, fileId: uuidSchema })
  .strict();

export const labelNutrientReadSchema = z.object({
  nutrient: nutrientKeySchema,
  /** Per serving, as the element, in the nutrient's canonical unit. */
  amount: z.number(),
  unit: z.enum(NUTRIENT_UNITS),
  printed: z.object({ amount: z.number(), unit: z.enum(DOSE_UNITS) }),
  basis: z.enum(['elemental', 'salt']),
  salt: z.enum(SUPPLEMENT_SALT_FORMS).optional(),
  raw: z.string(),
});

export const labelReadingSchema = z.object({
  notALabel: z.boolean(),
  /** Said in plain words when the photo is not a label or nothing could be read (the request's language). */
  message: z.string().optional(),
  name: z.string().optional(),
  serving: z.object({ count: z.number(), unit: z.enum(PRODUCT_UNITS) }).optional(),
  perDay: z.object({ count: z.number(), unit: z.enum(PRODUCT_UNITS) }).optional(),
  nutrients: z.array(labelNutrientReadSchema),
  unplaced: z.array(z.string()),
});
export type LabelReadingView = z.infer<typeof labelReadingSchema>;

const amountSchema = z.number({ error: 'must be a number' }).positive('must be positive').max(100_000);

export const labelConfirmNutrientSchema = z
  .object({
    nutrient: nutrientKeySchema,
    /** Per serving, as the element (the review shows the salt's conversion; the person may change it). */
    amount: amountSchema,
    unit: z.enum(DOSE_UNITS),
    /** The salt the element comes from, when the label names it. */
    salt: z.enum(SUPPLEMENT_SALT_FORMS).optional(),
  })
  .strict();

export const labelConfirmBodySchema = z
  .object({
    customNutritionPlanId: uuidSchema,
    name: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters'),
    /** One serving: `count` units of the product; the nutrients' amounts are per serving. */
    serving: z
      .object({
        count: amountSchema.max(PRODUCT_UNITS_PER_DAY_MAX),
        unit: z.enum(PRODUCT_UNITS),
      })
      .strict(),
    /** Units of the product taken a day (2 tablets), in the serving's unit. */
    perDay: amountSchema.max(PRODUCT_UNITS_PER_DAY_MAX),
    nutrients: z.array(labelConfirmNutrientSchema).min(1, 'at least one nutrient').max(30),
    prescribed: z.boolean().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.nutrients.forEach((n, i) => {
      if (seen.has(n.nutrient))
        ctx.addIssue({ code: 'custom', path: ['nutrients', i, 'nutrient'], message: 'is listed twice' });
      seen.add(n.nutrient);
    });
  });
export type LabelConfirmBody = z.infer<typeof labelConfirmBodySchema>;

export const labelConfirmResultSchema = z.object({
  /** The supplement entries stored for the product, one per nutrient it counts. */
  saved: z.number().int(),
  productReviews: z.array(productReviewSchema),
  plan: planDocumentSchema,
});
