/**
 * The answer options of the questionnaire and the other plain values of its contract, with no zod: the
 * schemas of `questionnaire.ts` are built from these and re-export them, and the web takes them from
 * `@nutri/domain/contracts/values` so no screen loads the schema library.
 */

export const GENDERS = ['male', 'female'] as const;
export const ACTIVITY_LEVELS = ['sedentary', 'light', 'moderate', 'active', 'very_active'] as const;
export const LIFE_STAGES = ['none', 'pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'] as const;
export const DIET_PATTERNS = ['omnivore', 'vegetarian', 'vegan', 'pescatarian', 'low_carb'] as const;
export const FOOD_GROUPS = [
  'dairy',
  'fish',
  'redMeat',
  'eggs',
  'legumesNuts',
  'vegetables',
  'fruit',
  'wholeGrains',
] as const;
export const FREQUENCIES = ['never', 'rarely', 'weekly', 'daily'] as const;
export const SUN_EXPOSURES = ['low', 'moderate', 'high'] as const;
export const ALCOHOL_LEVELS = ['none', 'light', 'moderate', 'heavy'] as const;
export const SMOKING = ['never', 'former', 'current'] as const;
/**
 * Whether the person fasts in Ramadan (dawn to sunset, no food or water). With diabetes on a medicine that
 * can cause a low, or a diuretic, the plan says what IDF-DAR's Diabetes and Ramadan Practical Guidelines
 * 2021 say (twelfth clinician review, zh P3 and en P1).
 */
export const RELIGIOUS_FASTING = ['none', 'ramadan'] as const;
/**
 * Food allergies the person has (fourteenth clinician review, en P4 #1): the major food allergens of
 * FALCPA 2004 (sesame by the FASTER Act 2021) and EU Regulation 1169/2011 Annex II. The plan never names
 * such a food and never recommends or sells a product made from it (knowledge/food-allergens.ts).
 */
export const FOOD_ALLERGENS = [
  'fish',
  'shellfish',
  'peanut',
  'tree_nut',
  'milk',
  'egg',
  'soy',
  'wheat',
  'sesame',
] as const;
export type FoodAllergen = (typeof FOOD_ALLERGENS)[number];
/** Another food allergy, as typed: shown back, not matched against foods. */
export const OTHER_FOOD_ALLERGY_MAX = 60;
export const SLEEP_QUALITY = ['good', 'fair', 'poor'] as const;
export const STRESS_LEVELS = ['low', 'moderate', 'high'] as const;
export const DIGESTIVE_ISSUES = ['bloating', 'constipation', 'diarrhea', 'reflux', 'ibs', 'none'] as const;
export const GOALS = [
  'general_health',
  'weight_loss',
  'weight_gain',
  'muscle',
  'energy',
  'sleep',
  'immunity',
  'bone',
  'heart',
  'skin_hair',
  'pregnancy_prep',
  'cognition',
] as const;
export const CONDITIONS = [
  'kidney_disease',
  /**
   * Legacy: "thyroid disease" before hypo- and hyperthyroidism were two options (clinician review
   * 2026-11-25 closing, Z2). Stored answers keep it and it reads as `hypothyroid` (today's rules:
   * levothyroxine timing, no self-dosed iodine); the web no longer offers it.
   */
  'thyroid',
  /** An underactive thyroid (hypothyroidism, usually on levothyroxine). */
  'hypothyroid',
  /** An overactive thyroid (Graves' disease and other hyperthyroidism; methimazole, carbimazole or PTU). */
  'hyperthyroid',
  'diabetes',
  'hypertension',
  'dyslipidemia',
  'osteoporosis',
  'anemia',
  /**
   * Liver disease other than cirrhosis (hepatitis B or C, autoimmune hepatitis, fatty liver, Wilson's
   * disease …). Answers stored before `cirrhosis` was its own option keep it and get the rules that
   * hold for every liver disease, with a line asking a person with cirrhosis to tick it.
   */
  'liver_disease',
  /** Cirrhosis or advanced liver disease (ascites, hepatic encephalopathy): the cirrhosis rules. */
  'cirrhosis',
  'gout',
  'ibd',
  'heart_failure',
  'kidney_transplant',
  'bariatric_surgery',
  'epilepsy',
  'dysphagia',
  'gestational_diabetes',
  /**
   * On maintenance haemodialysis or peritoneal dialysis (CKD G5D): kidney disease for every rule,
   * with the dialysis rules of KDOQI 2020 (protein 1.0–1.2 g/kg, the unit's fluid allowance).
   */
  'dialysis',
  /** Coeliac disease: a strict lifelong gluten-free diet. */
  'coeliac',
  /** Sickle cell disease, thalassaemia and other haemoglobinopathies (transfusions, iron overload). */
  'haemoglobinopathy',
  /**
   * G6PD deficiency (favism, 蚕豆病): fava beans, naphthalene, some medicines, herbs and high-dose
   * vitamin C can set off acute haemolysis (WHO Working Group 1989; CPIC 2022). Not a haemoglobinopathy.
   */
  'g6pd_deficiency',
  /** Chronic obstructive pulmonary disease (COPD). */
  'copd',
  /** Cancer, during or after treatment. */
  'cancer',
  /** A serious mental illness (schizophrenia, bipolar disorder) on antipsychotics, lithium or clozapine. */
  'mental_illness',
  /**
   * Sarcoidosis or another granulomatous disease (granulomas make active vitamin D): no calcium or
   * vitamin D supplement unless the specialist prescribes it (knowledge/hypercalcaemia.ts).
   */
  'sarcoidosis',
  /** Primary hyperparathyroidism: calcium and vitamin D supplements are the endocrinologist's. */
  'hyperparathyroidism',
  /**
   * Phenylketonuria (PKU, 苯丙酮尿症; phenylalanine hydroxylase deficiency): natural protein is limited to
   * the metabolic team's phenylalanine allowance, the rest comes from a Phe-free protein substitute;
   * no aspartame; blood Phe 120–360 µmol/L before conception and in pregnancy (ACMG 2014; European PKU
   * guidelines 2017). Twelfth clinician review, en P2.
   */
  'pku',
  /**
   * Kidney stones (尿路结石), past or recurrent: fluids for ≥ 2.5 L of urine, calcium from food not cut,
   * salt and animal protein moderate, oxalate advice, vitamin C supplements ≤ 1 g (EAU 2024; AUA 2014/2019;
   * knowledge/kidney-stones.ts). Fifteenth clinician review, zh P3.
   */
  'kidney_stones',
] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Conditions kept only so stored answers parse; the web does not offer them. */
export const LEGACY_CONDITIONS = ['thyroid'] as const satisfies readonly Condition[];
export type LegacyCondition = (typeof LEGACY_CONDITIONS)[number];

/** An underactive thyroid: `hypothyroid`, or the legacy `thyroid` (which kept the hypothyroid rules). */
export function hasHypothyroid(conditions: readonly string[] | null | undefined): boolean {
  return (conditions ?? []).some((c) => c === 'hypothyroid' || c === 'thyroid');
}

/** Any liver disease ticked: `liver_disease` or `cirrhosis`. */
export function hasLiverDisease(conditions: readonly string[] | null | undefined): boolean {
  return (conditions ?? []).some((c) => c === 'liver_disease' || c === 'cirrhosis');
}

/** An overactive thyroid ticked (`hyperthyroid`). */
export function hasHyperthyroid(conditions: readonly string[] | null | undefined): boolean {
  return (conditions ?? []).includes('hyperthyroid');
}

export type PregnantLifeStage = 'pregnant_t1' | 'pregnant_t2' | 'pregnant_t3';

/** Whether a life stage is a pregnancy. */
export function isPregnantStage(lifeStage: string | undefined): lifeStage is PregnantLifeStage {
  return lifeStage === 'pregnant_t1' || lifeStage === 'pregnant_t2' || lifeStage === 'pregnant_t3';
}

/**
 * The trimester of a week of pregnancy (ACOG: weeks 1–13 first, 14–27 second, 28 on third). The web
 * sets the life stage from it, and the engine trusts the week over a stored trimester.
 */
export function trimesterOfWeek(week: number): PregnantLifeStage {
  if (week < 14) return 'pregnant_t1';
  return week < 28 ? 'pregnant_t2' : 'pregnant_t3';
}

export const SCOFF_ITEMS = ['sick', 'control', 'oneStone', 'fat', 'food'] as const;
export type ScoffItem = (typeof SCOFF_ITEMS)[number];
/**
 * What a person under 18 is told, by the questionnaire's age question (web) and by the API's refusal
 * of the answers (issue 31 §2: "refused in their own language with a minor-safe message"): no figures
 * to aim at, no dieting, talk to a parent or a school or family doctor. One text for both.
 */
export const MINOR_MESSAGE = {
  zh: '本方案只适用于 18 岁及以上的成年人。青少年还在生长发育，需要充足的能量和营养，请不要节食或不吃饭来减肥；关于饮食和体重，请和父母、校医或儿科医生聊一聊。',
  en: 'This plan is for adults aged 18 or over. Teenagers are still growing and need enough energy and nutrients, so please do not diet or cut out meals; talk with a parent, your school nurse or doctor, or a paediatrician about food and weight.',
} as const satisfies { zh: string; en: string };

/**
 * Mineral salts a dose may be stated in (issue 15 §4): with `form`, `dose` is the mass of that salt
 * ("ferrous sulfate 325 mg") and the engine counts the element (65 mg iron) from the sourced
 * fraction table in knowledge/salts.ts. Only ids here, so the web bundle stays free of the table.
 */
export const SUPPLEMENT_SALT_FORMS = [
  'ferrous_sulfate',
  'ferrous_fumarate',
  'ferrous_gluconate',
  'ferrous_succinate',
  'calcium_carbonate',
  'calcium_citrate',
  'calcium_lactate',
  'calcium_gluconate',
  'magnesium_oxide',
  'magnesium_citrate',
  'magnesium_glycinate',
  'zinc_sulfate',
  'zinc_gluconate',
  'potassium_chloride',
  'potassium_citrate',
  'potassium_gluconate',
  'low_sodium_salt',
  'kcl_salt_substitute',
  'lite_salt',
  'losalt',
] as const;
export type SupplementSaltForm = (typeof SUPPLEMENT_SALT_FORMS)[number];

/** What a mineral amount given with its salt measures: the element, or the salt's mass. */
export const SUPPLEMENT_AMOUNT_BASES = ['elemental', 'salt'] as const;
export type SupplementAmountBasis = (typeof SUPPLEMENT_AMOUNT_BASES)[number];

/**
 * How often a supplement's dose is taken: every day (the default), once a week (vitamin D 50,000–60,000 IU), or once
 * a month (forty-ninth clinician review, en S8: a weekly 60,000 IU sachet could only be entered as daily).
 */
export const SUPPLEMENT_PERIODS = ['day', 'week', 'month'] as const;
export type SupplementPeriod = (typeof SUPPLEMENT_PERIODS)[number];
/** Days a dose taken once per period is spread over, for the daily average (a month as 30 days). */
export const SUPPLEMENT_PERIOD_DAYS: Readonly<Record<SupplementPeriod, number>> = {
  day: 1,
  week: 7,
  month: 30,
};
/** A period a dose is taken at that is not every day: a weekly or monthly course. */
export type SupplementCourse = Exclude<SupplementPeriod, 'day'>;
/** The course a dose's `every` names, or undefined for a daily dose (or none given). */
export function courseOf(every: unknown): SupplementCourse | undefined {
  return every === 'week' || every === 'month' ? every : undefined;
}

/** Units a medicine dose may be given in (issue 15 §6); "片" counts as a tablet, "粒" as a capsule. */
export const MEDICINE_DOSE_UNITS = ['mg', 'µg', 'g', 'IU', 'mL', 'tablet', 'capsule'] as const;
export type MedicineDoseUnit = (typeof MEDICINE_DOSE_UNITS)[number];

/**
 * The form a medicine comes in, as the box says (issue 19.7): a small fixed list, labelled in both
 * languages where it is shown (the web's messages, the engine's `medicineText`).
 */
export const MEDICINE_FORMS = [
  'tablet',
  'capsule',
  'oral_liquid',
  'granules',
  'injection',
  'inhaler',
  'patch',
  'cream',
  'drops',
  'suppository',
] as const;
export type MedicineForm = (typeof MEDICINE_FORMS)[number];

/** Longest name of the person a plan is for (the questionnaire's first answer, a rename), in characters. */
export const NICKNAME_MAX = 30;

/** Largest amount of one dose in its own unit (a supplement's daily dose, a medicine's, a label's figure). */
export const DOSE_AMOUNT_MAX = 100_000;
