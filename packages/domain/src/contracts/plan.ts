import { z } from 'zod';
import { localeSchema, reasonSchema, sourceSchema, timestampFields } from './common';
import {
  ACTIVITY_LEVELS,
  CONDITIONS,
  DIET_PATTERNS,
  GENDERS,
  GOALS,
  LIFE_STAGES,
  MEDICINE_DOSE_UNITS,
  MEDICINE_FORMS,
  questionnaireTypeSchema,
  RELIGIOUS_FASTING,
  FOOD_ALLERGENS,
  SUPPLEMENT_AMOUNT_BASES,
  SUPPLEMENT_PERIODS,
  SUPPLEMENT_SALT_FORMS,
} from './questionnaire';
import { DOSE_UNITS, NUTRIENT_UNITS } from '../units';

/** The plan document: what the engine produces and the API returns. */
export const BMI_CATEGORIES = ['underweight', 'normal', 'overweight', 'obese'] as const;
export const STATUS_LEVELS = ['low', 'fair', 'good'] as const;
export const SEVERITIES = ['major', 'moderate', 'minor'] as const;
export const LAB_FLAGS = ['low', 'normal', 'high'] as const;
/**
 * `unchecked`: the product (or its dose unit) was not recognised, so nothing about it could be checked;
 * the user is told to show it to a pharmacist. Never `keep`: an unknown product is not a cleared one.
 * `below_dose`: the product is right but gives less than a guideline sets for this person (folic acid
 * 400 µg where 5 mg is advised before conception on an antiepileptic): keep it and ask the prescriber
 * for the dose — neither "keep" as if enough nor "avoid".
 */
export const VERDICTS = [
  'keep',
  'reduce',
  'duplicate',
  'over_ul',
  'no_benefit',
  'avoid',
  'unchecked',
  'below_dose',
] as const;

export const profileSchema = z.object({
  sex: z.enum(GENDERS),
  age: z.number(),
  heightCm: z.number(),
  weightKg: z.number(),
  bmi: z.number(),
  bmiCategory: z.enum(BMI_CATEGORIES),
  bmrKcal: z.number(),
  tdeeKcal: z.number(),
  activityLevel: z.enum(ACTIVITY_LEVELS),
  proteinTargetG: z.number(),
  reasons: z.array(reasonSchema),
  /**
   * What the person told us that shapes safety decisions after the plan is made (the assistant's
   * red-flag check and answers read it). Optional: documents stored before it existed lack it.
   */
  lifeStage: z.enum(LIFE_STAGES).optional(),
  dietPattern: z.enum(DIET_PATTERNS).optional(),
  conditions: z.array(z.enum(CONDITIONS)).optional(),
  goals: z.array(z.enum(GOALS)).optional(),
  /** Dictionary ids of the medicines the person takes. */
  medicines: z.array(z.string()).optional(),
  /**
   * The same medicines as the person gave them (issue 19.7): name in the plan's language, the dose
   * and form when given, and `text`, the line every screen shows ("二甲双胍 500 mg 片剂"). Optional:
   * older plans lack it.
   */
  medicinesTaken: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        dose: z.object({ amount: z.number(), unit: z.enum(MEDICINE_DOSE_UNITS) }).optional(),
        form: z.enum(MEDICINE_FORMS).optional(),
        frequency: z.string().optional(),
        text: z.string(),
      }),
    )
    .optional(),
  /**
   * Medicines the person takes that the dictionary does not know (kept as typed): never checked, and
   * named so in the plan and the chat (eleventh clinician review). Absent when there are none.
   */
  medicinesUnchecked: z.array(z.string()).optional(),
  /**
   * What the BMI was computed from: `pre_pregnancy` (pregnant, pre-pregnancy weight given),
   * `not_judged` (pregnant without it: the number is shown but no weight category is claimed; UIs
   * must not show bmiCategory then), `current` otherwise. Optional: older plans lack it.
   */
  bmiBasis: z.enum(['current', 'pre_pregnancy', 'not_judged']).optional(),
  prePregnancyWeightKg: z.number().optional(),
  /** Completed weeks of pregnancy, when given (its trimester is `lifeStage`). */
  gestationalWeek: z.number().optional(),
  /** KDIGO GFR category from an eGFR lab value (G1–G5), when one was given. */
  ckdStage: z.enum(['G1', 'G2', 'G3a', 'G3b', 'G4', 'G5']).optional(),
  /** Daily energy target below TDEE for a weight-loss goal (kcal), when one applies. */
  energyTargetKcal: z.number().optional(),
  /** `ramadan` when the questionnaire says the person fasts in Ramadan (the chat's Ramadan rows). */
  religiousFasting: z.enum(RELIGIOUS_FASTING).optional(),
  /** Food allergies from the questionnaire (the chat's allergy answers read them). */
  foodAllergies: z.array(z.enum(FOOD_ALLERGENS)).optional(),
  /** A current or former smoker (the chat's beta-carotene answers read it); absent for never. */
  smoking: z.enum(['current', 'former']).optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const nutrientStatusSchema = z.object({
  key: z.string(),
  unit: z.enum(NUTRIENT_UNITS),
  /** Recommended intake (RNI/RDA or AI) per day. */
  target: z.number(),
  /** Tolerable upper intake level per day, null where none is set. */
  ul: z.number().nullable(),
  /** `supplements`: the UL counts supplements only (magnesium, niacin, folic acid). */
  ulScope: z.enum(['total', 'supplements']).nullable(),
  /** Estimated intake from food per day, from the answers. */
  fromFood: z.number(),
  /** Current intake from the supplements the user already takes. */
  fromSupplements: z.number(),
  /**
   * What counts against the UL per day: food (total-scope ULs only) + current supplements; for
   * vitamin A only preformed vitamin A (retinol), never carotenoids (IOM 2001). Optional: older plans
   * lack it (read it as the sum of the two fields above by scope).
   */
  ulCounted: z.number().optional(),
  score: z.number().min(0).max(100),
  level: z.enum(STATUS_LEVELS),
  reasons: z.array(reasonSchema),
  /**
   * Set when a specialist, not the plan, sets this nutrient's intake (kidney disease → potassium):
   * `target` is then only the population reference, and UIs show `note` ("as your nephrologist
   * advises") instead of it. Optional: older plans lack it. `metabolic_team`: PKU's protein is the
   * metabolic team's phenylalanine allowance plus the prescribed formula (ACMG 2014).
   */
  managedBy: z.enum(['nephrologist', 'metabolic_team']).optional(),
  note: z.string().optional(),
});
export type NutrientStatus = z.infer<typeof nutrientStatusSchema>;

export const findingSchema = z.object({
  id: z.string(),
  severity: z.enum(['info', 'warning', 'urgent']),
  text: z.string(),
  reasons: z.array(reasonSchema),
});
export type Finding = z.infer<typeof findingSchema>;

export const recommendationSchema = z.object({
  nutrient: z.string(),
  dose: z.number(),
  unit: z.enum(NUTRIENT_UNITS),
  timing: z.string(),
  /** One-line "why" in the plan's locale. */
  reason: z.string(),
  reasons: z.array(reasonSchema),
  /** Preferred form, e.g. calcium citrate for people on acid-reducing medicines. */
  form: z.string().optional(),
  /**
   * A treatment dose for a lab-confirmed deficiency, to be taken under medical supervision. Only such
   * a dose may exceed the routine self-supplementation UL; it stays within `doseRange` of its
   * guideline. The fields below are set together with it. All optional: older plans lack them.
   */
  supervised: z.literal(true).optional(),
  /** Guideline treatment range (daily, in `unit`). */
  doseRange: z.object({ min: z.number(), max: z.number() }).optional(),
  /** Who to see, in the plan's locale. */
  see: z.string().optional(),
  /** How soon: `now` (today), `days` (within a week), `weeks` (within a few weeks). */
  urgency: z.enum(['now', 'days', 'weeks']).optional(),
  /** When to re-test the marker, in weeks from starting. */
  retestWeeks: z.object({ min: z.number(), max: z.number() }).optional(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/** A re-test interval: in `minWeeks`–`weeks` (or `weeks`) from the test. */
const retestWeeksFields = {
  weeks: z.number().int().positive(),
  minWeeks: z.number().int().positive().optional(),
};

export const retestSchema = z.object({ ...retestWeeksFields, source: sourceSchema });
export type Retest = z.infer<typeof retestSchema>;

/**
 * A marker's next test: the date of the report it was read from plus its interval (`weeks`), as ISO
 * timestamps; `dueDate` is the "by" date.
 */
export const retestDueSchema = z.object({
  marker: z.string(),
  name: z.string(),
  testDate: z.string(),
  dueDate: z.string(),
  ...retestWeeksFields,
});
export type RetestDue = z.infer<typeof retestDueSchema>;

/**
 * A marker with a re-test interval but no test date (a value typed into the questionnaire): no due
 * date can be given, and `note` says so — "re-test N weeks after the day of that test".
 */
export const retestUndatedSchema = z.object({
  marker: z.string(),
  name: z.string(),
  ...retestWeeksFields,
  note: z.string(),
});
export type RetestUndated = z.infer<typeof retestUndatedSchema>;

/** A lab value with our reference range, both in `unit` (null: no limit on that side). */
const readingFields = {
  value: z.number(),
  unit: z.string(),
  refLow: z.number().nullable(),
  refHigh: z.number().nullable(),
};

export const labMarkerResultSchema = z.object({
  key: z.string(),
  name: z.string(),
  ...readingFields,
  labRefLow: z.number().nullable().optional(),
  labRefHigh: z.number().nullable().optional(),
  flag: z.enum(LAB_FLAGS),
  /**
   * The flag in words with the guideline band it falls in, in the plan's locale ("偏高（糖尿病前期范围）",
   * "low (deficiency)", "high (above the lab's range)"). Absent when the plain flag says it all.
   */
  flagLabel: z.string().optional(),
  meaning: z.string(),
  source: sourceSchema,
  /**
   * The value and both ranges in the unit the report printed, rounded as it printed them (issue 18.4),
   * when that unit is not the canonical one; the canonical figures above are what the engine compared.
   */
  printed: z
    .object({ ...readingFields, labRefLow: z.number().nullable(), labRefHigh: z.number().nullable() })
    .optional(),
  /**
   * When to re-test (knowledge/lab-retest.ts): in `minWeeks`–`weeks` (or `weeks`) from the test; the
   * API turns `weeks` into a due date from the report's date. Absent: no guideline interval (or an
   * older plan).
   */
  retest: retestSchema.optional(),
});
export type LabMarkerResult = z.infer<typeof labMarkerResultSchema>;

export const reportAnalysisSchema = z.object({
  markers: z.array(labMarkerResultSchema),
  summary: z.string(),
});
export type ReportAnalysis = z.infer<typeof reportAnalysisSchema>;

/**
 * `interaction`: a medicine with a supplement; `depletion`: a medicine lowering a nutrient;
 * `drug_interaction`: two of the user's medicines together (a small sourced table of high-risk
 * self-care pairs), where `supplement` is the other medicine's name and `target` its id.
 */
export const TABOO_KINDS = ['interaction', 'depletion', 'drug_interaction'] as const;

export const medicineTabooSchema = z.object({
  kind: z.enum(TABOO_KINDS),
  ruleId: z.string(),
  drug: z.string(),
  drugId: z.string(),
  /** The supplement's name, or for `drug_interaction` the other medicine's name. */
  supplement: z.string(),
  /**
   * Nutrient key or substance id the rule concerns; for `drug_interaction` the other medicine's id;
   * `bleeding` for the one warning about several bleeding-risk supplements taken together.
   */
  target: z.string(),
  severity: z.enum(SEVERITIES),
  mechanism: z.string(),
  advice: z.string(),
  management: z.enum(['avoid', 'separate', 'monitor']),
  separateHours: z.number().optional(),
  source: sourceSchema,
});
export type MedicineTaboo = z.infer<typeof medicineTabooSchema>;

export const productReviewSchema = z.object({
  name: z.string(),
  optionId: z.string().nullable(),
  verdict: z.enum(VERDICTS),
  issues: z.array(z.string()),
  /**
   * The daily dose as the person gave it ("2 tablets", "600 mg"), `text` in the plan's language;
   * `amounts` beside it say what was counted. Optional: older plans lack it.
   */
  dose: z
    .object({
      amount: z.number(),
      unit: z.string(),
      text: z.string(),
      /**
       * What one unit holds as the person (or a read label) gave it, and the salt the dose is the
       * mass of: sent back unchanged when the supplements are submitted again (issue 33 §3).
       */
      perUnit: z.object({ amount: z.number(), unit: z.enum(DOSE_UNITS) }).optional(),
      form: z.enum(SUPPLEMENT_SALT_FORMS).optional(),
      /** What the amount given with `form` measures (the element or the salt), as it was given. */
      basis: z.enum(SUPPLEMENT_AMOUNT_BASES).optional(),
      /** Taken once a week or a month (absent: every day); `amounts` are the daily average. */
      every: z.enum(SUPPLEMENT_PERIODS).optional(),
    })
    .optional(),
  /**
   * The dose is a count of the product's units whose strength is unknown: it is in no amount and the
   * upper limit could not be checked for it (issue 19.7: never guessed).
   */
  uncounted: z.literal(true).optional(),
  /**
   * What the product gives per day, in elemental amounts (issue 15 §4); where the dose was given as
   * a salt, the salt and its mass too. Optional: older plans lack it.
   */
  amounts: z
    .array(
      z.object({
        nutrient: z.string(),
        unit: z.enum(NUTRIENT_UNITS),
        amount: z.number(),
        /** Preformed vitamin A (retinol) part of a vitamin A amount, µg RAE: the only part the UL counts. */
        preformed: z.number().optional(),
        salt: z
          .object({ form: z.string(), name: z.string(), mg: z.number(), fraction: z.number() })
          .optional(),
      }),
    )
    .optional(),
  /**
   * Nutrients whose daily total (all products, + food for total-scope ULs) is above the UL, and
   * whether this product is prescribed: then the advice is to keep taking it as prescribed.
   */
  overUl: z
    .array(
      z.object({
        nutrient: z.string(),
        unit: z.enum(NUTRIENT_UNITS),
        total: z.number(),
        ul: z.number(),
        prescribed: z.boolean(),
        /**
         * Not marked prescribed, but a dose only a prescriber gives (the calcium treating a low calcium on calcitriol, a
         * vitamin D repletion dose with a low 25-OH D): the prescriber's question, never "stop it" (review/gates-ul.ts).
         */
        rxDose: z.literal(true).optional(),
      }),
    )
    .optional(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

export const planProductSchema = z.object({
  productId: z.string(),
  /** The product's name in the plan's language. Optional: older plans lack it. */
  name: z.string().optional(),
  /** Servings a day: the one daily amount every screen and the order show (issue 18.3). */
  dosage: z.number(),
  usage: z.string(),
  content: z.string(),
  nutrients: z.array(z.string()),
  /**
   * What `dosage` servings deliver a day of the recommended nutrient (within the plan's dose
   * tolerance). Optional: older plans lack it.
   */
  delivered: z.object({ nutrient: z.string(), amount: z.number(), unit: z.string() }).optional(),
});
export type PlanProduct = z.infer<typeof planProductSchema>;

export const NEXT_STEPS = ['1', '2', '3', ''] as const;

/** What the engine computes from answers (+ labs, medicines, supplements). */
export const engineResultSchema = z.object({
  locale: localeSchema,
  /** The locale whose standards made the plan when it is read in another language (issue 19.1). */
  standards: localeSchema.optional(),
  engineVersion: z.string(),
  profile: profileSchema,
  nutrients: z.array(nutrientStatusSchema),
  radar: z.array(z.object({ key: z.string(), score: z.number() })),
  findings: z.array(findingSchema),
  recommendations: z.array(recommendationSchema),
  reportAnalysis: reportAnalysisSchema.nullable(),
  medicineTaboos: z.array(medicineTabooSchema),
  productReviews: z.array(productReviewSchema),
  products: z.array(planProductSchema),
  disclaimer: z.string(),
});
export type EngineResult = z.infer<typeof engineResultSchema>;

/** The stored plan document the API returns. */
export const planDocumentSchema = engineResultSchema.extend({
  id: z.string(),
  customNutritionPlanId: z.string(),
  nickname: z.string(),
  questionnaireType: questionnaireTypeSchema,
  nextStep: z.enum(NEXT_STEPS),
  ...timestampFields,
  /**
   * Set by the plan read: each marker with an interval that was read from a confirmed report, soonest
   * first. Values typed into the questionnaire have no test date and no due date.
   */
  retestDue: z.array(retestDueSchema).optional(),
  /**
   * Set by the plan read beside `retestDue`: the markers with an interval but no test date (typed into
   * the questionnaire), each with a note that says why no due date is given (clinician review
   * 2026-11-25 closing, cross-cutting §8: `retestDue: []` with typed labs that carry intervals).
   */
  retestUndated: z.array(retestUndatedSchema).optional(),
});
export type PlanDocument = z.infer<typeof planDocumentSchema>;
