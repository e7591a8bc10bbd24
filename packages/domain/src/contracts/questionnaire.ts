import { z } from 'zod';
import { DOSE_UNITS, isProductUnit, PRODUCT_UNITS_PER_DAY_MAX, SUPPLEMENT_DOSE_UNITS } from '../units';
import { ANSWER_RANGES, LAB_MARKERS_PER_PLAN_MAX, LAB_VALUE_MAX } from '../limits';
import {
  GENDERS,
  ACTIVITY_LEVELS,
  LIFE_STAGES,
  DIET_PATTERNS,
  FOOD_GROUPS,
  FREQUENCIES,
  SUN_EXPOSURES,
  ALCOHOL_LEVELS,
  SMOKING,
  RELIGIOUS_FASTING,
  FOOD_ALLERGENS,
  OTHER_FOOD_ALLERGY_MAX,
  SLEEP_QUALITY,
  STRESS_LEVELS,
  DIGESTIVE_ISSUES,
  GOALS,
  CONDITIONS,
  isPregnantStage,
  SCOFF_ITEMS,
  type ScoffItem,
  SUPPLEMENT_AMOUNT_BASES,
  SUPPLEMENT_PERIODS,
  SUPPLEMENT_SALT_FORMS,
  MEDICINE_DOSE_UNITS,
  MEDICINE_FORMS,
  NICKNAME_MAX,
  DOSE_AMOUNT_MAX,
} from './answer-values';

export * from './answer-values';

/**
 * The questionnaire answers: the engine's input and the body of `v1/questionnaire/put`.
 * One schema for the API, the engine and the web forms.
 */
export const AGE_MIN = ANSWER_RANGES.age.min;
export const AGE_MAX = ANSWER_RANGES.age.max;
const {
  heightCm: HEIGHT,
  weightKg: WEIGHT,
  prePregnancyWeightKg: PRE_WEIGHT,
  gestationalWeek: WEEK,
} = ANSWER_RANGES;

/**
 * SCOFF (Morgan, Reid & Lacey, BMJ 1999): five yes/no questions screening for an eating disorder —
 * Sick, Control, One stone, Fat, Food. Named items rather than an array, so an answer can never
 * land on the wrong question.
 */
export const scoffSchema = z
  .object(
    Object.fromEntries(
      SCOFF_ITEMS.map((k) => [k, z.boolean({ error: `scoff.${k} must be true or false` }).optional()]),
    ) as {
      [K in ScoffItem]: z.ZodOptional<z.ZodBoolean>;
    },
  )
  .strict();
export type ScoffAnswers = z.infer<typeof scoffSchema>;

/** Two or more "yes" is a positive screen (Morgan 1999; the same cut-off in the Chinese SCOFF, Leung 2009). */
export const SCOFF_POSITIVE_FROM = 2;

/** Whether the SCOFF answers are a positive screen; unanswered questions count as "no". */
export function scoffPositive(scoff: ScoffAnswers | undefined): boolean {
  if (!scoff) return false;
  return SCOFF_ITEMS.filter((k) => scoff[k] === true).length >= SCOFF_POSITIVE_FROM;
}

/** Whether an age is a person under the plan's minimum (a whole number of years below 18). */
export function isMinorAge(age: unknown): age is number {
  return typeof age === 'number' && Number.isFinite(age) && age >= 0 && age < AGE_MIN;
}

export const ageSchema = z
  .number({ error: 'age must be a number' })
  .int('age must be a whole number of years')
  .min(AGE_MIN, 'adults only: this plan is for people aged 18 or over')
  .max(AGE_MAX, `age must be at most ${AGE_MAX}`);

export const supplementIntakeSchema = z
  .object({
    optionId: z.string().min(1).max(64).optional(),
    name: z.string().trim().min(1).max(100).optional(),
    /**
     * The dose taken each `every` (a day unless said): an amount in `unit`, or with a product unit (tablet, capsule
     * …) a count.
     */
    dose: z.number().positive('must be positive').max(DOSE_AMOUNT_MAX),
    unit: z.enum(SUPPLEMENT_DOSE_UNITS),
    /**
     * With a product unit: what one unit holds as its label prints it ("600 mg per tablet"); with
     * `form`, read as `basis` says. Absent: the strength is known only for a picked option or
     * catalogue product; otherwise the dose is shown but not counted (never guessed).
     */
    perUnit: z
      .object({
        amount: z.number().positive('must be positive').max(DOSE_AMOUNT_MAX),
        unit: z.enum(DOSE_UNITS),
      })
      .strict()
      .optional(),
    /**
     * The salt the mineral comes from. The amount (`dose`, or `perUnit`) is the salt's mass unless
     * `basis` is `elemental`. Absent: a typed name that names a salt ("硫酸亚铁 0.3 g", "calcium
     * carbonate 1250 mg") is read as that salt's mass; a catalogue option's dose is its elemental amount.
     */
    form: z.enum(SUPPLEMENT_SALT_FORMS).optional(),
    /**
     * What the amount given with `form` measures: `elemental` — the mineral itself, as a US Supplement
     * Facts panel (21 CFR 101.36) or a Chinese label's "相当于钙 600 mg" prints it; `salt` — the salt's
     * mass ("calcium carbonate 1500 mg", "硫酸亚铁 0.3 g"). Absent: the salt's mass, except a per-unit
     * amount equal to the picked option's own elemental strength, which is that strength (Caltrate
     * 600 mg a tablet picked as Caltrate; ninth clinician review, en P1 finding 8).
     */
    basis: z.enum(SUPPLEMENT_AMOUNT_BASES).optional(),
    /**
     * Prescribed by a doctor (e.g. a 60 mg iron prenatal): above the UL the review says "keep taking
     * it as prescribed, talk to your prescriber", never "reduce" or "stop".
     */
    prescribed: z.boolean().optional(),
    /** How often the dose is taken: `day` (absent), `week` or `month`; the plan counts the daily average. */
    every: z.enum(SUPPLEMENT_PERIODS).optional(),
  })
  .refine((s) => s.optionId !== undefined || s.name !== undefined, {
    message: 'a supplement needs an optionId or a name',
    path: ['optionId'],
  })
  .refine((s) => !isProductUnit(s.unit) || s.dose <= PRODUCT_UNITS_PER_DAY_MAX, {
    message: `a count of tablets, capsules, scoops or sachets must be at most ${PRODUCT_UNITS_PER_DAY_MAX} a day`,
    path: ['dose'],
  })
  .refine((s) => s.perUnit === undefined || isProductUnit(s.unit), {
    message: 'goes with a dose counted in tablets, capsules, scoops or sachets',
    path: ['perUnit'],
  });
export type SupplementIntake = z.infer<typeof supplementIntakeSchema>;

/** A lab's printed range bound: finite and of a size a lab prints (issue 16.9 accepted ±1e308). */
const labRefBound = z.number().finite().min(-LAB_VALUE_MAX).max(LAB_VALUE_MAX);

export const labValueSchema = z
  .object({
    marker: z.string().min(1).max(64),
    value: z.number().finite().min(0).max(LAB_VALUE_MAX),
    unit: z.string().min(1).max(20),
    /** The range printed by the lab, kept beside ours. */
    labRefLow: labRefBound.optional(),
    labRefHigh: labRefBound.optional(),
  })
  .refine((l) => l.labRefLow === undefined || l.labRefHigh === undefined || l.labRefLow <= l.labRefHigh, {
    message: 'must not be above labRefHigh',
    path: ['labRefLow'],
  });
export type LabValue = z.infer<typeof labValueSchema>;

export const foodFrequencySchema = z
  .object(
    Object.fromEntries(FOOD_GROUPS.map((g) => [g, z.enum(FREQUENCIES).optional()])) as Record<
      (typeof FOOD_GROUPS)[number],
      z.ZodOptional<z.ZodEnum<{ [K in (typeof FREQUENCIES)[number]]: K }>>
    >,
  )
  .strict();

/** Short-questionnaire items: all required for a complete short set. */
export const basicAnswersShape = {
  nickname: z.string().trim().min(1).max(NICKNAME_MAX).optional(),
  gender: z.enum(GENDERS),
  age: ageSchema,
  heightCm: z
    .number()
    .min(HEIGHT.min, `height must be at least ${HEIGHT.min} cm`)
    .max(HEIGHT.max, `height must be at most ${HEIGHT.max} cm`),
  weightKg: z
    .number()
    .min(WEIGHT.min, `weight must be at least ${WEIGHT.min} kg`)
    .max(WEIGHT.max, `weight must be at most ${WEIGHT.max} kg`),
  activityLevel: z.enum(ACTIVITY_LEVELS),
};

/** The answers a complete set cannot do without, read from the shape above rather than listed again. */
export const REQUIRED_ANSWER_KEYS = (
  Object.keys(basicAnswersShape) as (keyof typeof basicAnswersShape)[]
).filter((k) => !basicAnswersShape[k].safeParse(undefined).success);

const medicineAmountSchema = z
  .number({ error: 'must be a number' })
  .positive('must be positive')
  .max(DOSE_AMOUNT_MAX, `must be at most ${DOSE_AMOUNT_MAX}`);

/**
 * What a user said about one of their medicines, stored next to the id list: an optional dose
 * (amount and unit together) and an optional form, at least one of them. Rows stored before forms
 * existed (`{id, dose, unit}`) read the same.
 */
export const medicineDoseSchema = z
  .object({
    id: z.string().min(1).max(64),
    dose: medicineAmountSchema.optional(),
    unit: z.enum(MEDICINE_DOSE_UNITS).optional(),
    form: z.enum(MEDICINE_FORMS).optional(),
    frequency: z.string().trim().min(1).max(60).optional(),
  })
  .strict()
  .refine((m) => (m.dose === undefined) === (m.unit === undefined), {
    message: 'dose and unit go together',
    path: ['unit'],
  })
  .refine((m) => m.dose !== undefined || m.form !== undefined, {
    message: 'needs a dose or a form',
    path: ['dose'],
  });
export type MedicineDose = z.infer<typeof medicineDoseSchema>;

/**
 * A medicine of the review step as a plan stores it (issue 19.7): its id with whatever dose and form
 * the person gave. Plans reviewed before then hold bare ids.
 */
export type ReviewedMedicine = { id: string } & Partial<Omit<MedicineDose, 'id'>>;

/** A medicine's dose as a client sends it: an amount and its unit. */
export const medicineEntryDoseSchema = z
  .object({ amount: medicineAmountSchema, unit: z.enum(MEDICINE_DOSE_UNITS) })
  .strict();

/**
 * A medicine the dictionary does not know, kept as the person typed it ("易瑞沙", "Trikafta"): some
 * letters (any script), no control characters. It is never checked against anything; the plan and
 * the chat say so and name who to ask (eleventh clinician review).
 */
export const uncheckedMedicineNameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(64)
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'must not hold control characters')
  .regex(/\p{L}/u, 'must hold a letter');

/**
 * A medicine as a client sends it: a dictionary id or any name the server resolves ("华法林",
 * "Synthroid", "metformin 500 mg"), or an object naming it with an optional dose and form. The
 * server stores ids only (`medicines`) and the rest in `medicineDoses`; text it cannot resolve is
 * refused (400).
 */
export const medicineEntrySchema = z.union([
  z.string().trim().min(1, 'must not be empty').max(64),
  z
    .object({
      id: z.string().trim().min(1).max(64).optional(),
      name: z.string().trim().min(1).max(64).optional(),
      dose: medicineEntryDoseSchema.optional(),
      form: z.enum(MEDICINE_FORMS).optional(),
      frequency: z.string().trim().min(1).max(60).optional(),
      /**
       * The person keeps a medicine the dictionary does not know as they typed it (eleventh clinician
       * review: 易瑞沙, Trikafta): stored in `uncheckedMedicines`, named in the plan and the chat as not
       * checked. Needs `name`; a name the dictionary does know is resolved as usual.
       */
      unlisted: z.literal(true).optional(),
    })
    .strict()
    .refine((m) => m.id !== undefined || m.name !== undefined, 'needs an id or a name')
    .refine((m) => m.unlisted === undefined || m.name !== undefined, {
      message: 'an unlisted medicine needs its name as typed',
      path: ['name'],
    })
    .refine((m) => m.unlisted === undefined || uncheckedMedicineNameSchema.safeParse(m.name).success, {
      message: 'must be a medicine name: letters, not only digits or symbols, and no control characters',
      path: ['name'],
    }),
]);

export type MedicineEntry = z.infer<typeof medicineEntrySchema>;

/** Deep items: optional; absent means "not answered", which the engine treats as neutral. */
export const deepAnswersShape = {
  lifeStage: z.enum(LIFE_STAGES).optional(),
  /**
   * Weight before this pregnancy (asked only when pregnant): BMI in pregnancy is judged on it (IOM
   * 2009), never on the current weight. Ignored when the person is not pregnant.
   */
  prePregnancyWeightKg: z
    .number()
    .min(PRE_WEIGHT.min, `pre-pregnancy weight must be at least ${PRE_WEIGHT.min} kg`)
    .max(PRE_WEIGHT.max, `pre-pregnancy weight must be at most ${PRE_WEIGHT.max} kg`)
    .optional(),
  /**
   * Completed weeks of pregnancy (asked only when pregnant): sets the trimester and the weight gain
   * expected by now. A complete answer set refuses it without a pregnancy.
   */
  gestationalWeek: z
    .number({ error: 'gestationalWeek must be a number of weeks' })
    .int('gestationalWeek must be a whole number of weeks')
    .min(WEEK.min, `gestationalWeek must be at least ${WEEK.min}`)
    .max(WEEK.max, `gestationalWeek must be at most ${WEEK.max}`)
    .optional(),
  /** The eating-disorder screen (optional): a positive one takes every weight-loss figure out of the plan. */
  scoff: scoffSchema.optional(),
  dietPattern: z.enum(DIET_PATTERNS).optional(),
  foodFrequency: foodFrequencySchema.optional(),
  sunExposure: z.enum(SUN_EXPOSURES).optional(),
  alcohol: z.enum(ALCOHOL_LEVELS).optional(),
  smoking: z.enum(SMOKING).optional(),
  /** Fasts in Ramadan (`ramadan`) or not (`none`). */
  religiousFasting: z.enum(RELIGIOUS_FASTING).optional(),
  /** Food allergies (knowledge/food-allergens.ts): the plan names none of these foods or products. */
  foodAllergies: z.array(z.enum(FOOD_ALLERGENS)).max(FOOD_ALLERGENS.length).optional(),
  /** Another food allergy as typed (shown back, not matched). */
  otherFoodAllergy: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(OTHER_FOOD_ALLERGY_MAX)
    .regex(/^[^\p{Cc}\p{Cf}]*$/u, 'must not hold control characters')
    .optional(),
  sleepQuality: z.enum(SLEEP_QUALITY).optional(),
  stressLevel: z.enum(STRESS_LEVELS).optional(),
  digestiveIssues: z.array(z.enum(DIGESTIVE_ISSUES)).max(DIGESTIVE_ISSUES.length).optional(),
  goals: z.array(z.enum(GOALS)).max(GOALS.length).optional(),
  conditions: z.array(z.enum(CONDITIONS)).max(CONDITIONS.length).optional(),
  /** Dictionary ids (or `class:<class>` placeholders), resolved by the server from what was typed. */
  medicines: z.array(z.string().min(1).max(64)).max(50).optional(),
  medicineDoses: z.array(medicineDoseSchema).max(50).optional(),
  /** Medicines the dictionary does not know, as typed (`unlisted: true`): named as not checked. */
  uncheckedMedicines: z.array(uncheckedMedicineNameSchema).max(30).optional(),
  supplements: z.array(supplementIntakeSchema).max(50).optional(),
  labs: z.array(labValueSchema).max(LAB_MARKERS_PER_PLAN_MAX).optional(),
};

/** A complete answer set: what the engine needs to make a plan. */
export const answersSchema = z
  .object({ ...basicAnswersShape, ...deepAnswersShape })
  .strict()
  .refine((a) => a.gender !== 'male' || !a.lifeStage || a.lifeStage === 'none', {
    path: ['lifeStage'],
    message: 'pregnancy and lactation apply to women only',
  })
  .refine((a) => a.gestationalWeek === undefined || isPregnantStage(a.lifeStage), {
    path: ['gestationalWeek'],
    message:
      'gestationalWeek applies only to a pregnancy (lifeStage pregnant_t1, pregnant_t2 or pregnant_t3)',
  })
  // A man cannot have gestational diabetes; a woman who is not pregnant may have had it (the plan then
  // says its rules apply only in pregnancy and asks for the after-birth glucose tests, ADA 2024 ch. 15).
  .refine((a) => a.gender !== 'male' || !(a.conditions ?? []).includes('gestational_diabetes'), {
    path: ['conditions'],
    message: 'gestational diabetes applies to women only',
  });
export type Answers = z.infer<typeof answersSchema>;

/** A partial answer set, saved while the questionnaire is in progress. */
export const partialAnswersSchema = z
  .object({
    ...Object.fromEntries(Object.entries(basicAnswersShape).map(([k, v]) => [k, v.optional()])),
    ...deepAnswersShape,
  } as {
    [K in keyof typeof basicAnswersShape]: z.ZodOptional<(typeof basicAnswersShape)[K]>;
  } & typeof deepAnswersShape)
  .strict();
export type PartialAnswers = z.infer<typeof partialAnswersSchema>;

export const QUESTIONNAIRE_TYPES = ['short_questionnaire', 'deep_questionnaire'] as const;
export const questionnaireTypeSchema = z.enum(QUESTIONNAIRE_TYPES);
export type QuestionnaireType = z.infer<typeof questionnaireTypeSchema>;

declare const validAnswersBrand: unique symbol;

/**
 * A complete answer set `answersSchema` accepted, as its output (issue 32 §2): validated once where the
 * answers enter (the plan's inputs, `plan-life/plan-inputs.ts`), and taken by the engine
 * (`planFromValid`) without parsing them again. Only `parseAnswers` makes one.
 */
export type ValidAnswers = Answers & { readonly [validAnswersBrand]: true };

/** `answersSchema.safeParse`, whose success is branded `ValidAnswers`. */
export function parseAnswers(
  input: unknown,
): { success: true; data: ValidAnswers } | { success: false; error: z.ZodError } {
  const parsed = answersSchema.safeParse(input);
  // The brand's one constructor: the schema has just accepted these answers.
  return parsed.success ? { success: true, data: parsed.data as ValidAnswers } : parsed;
}
