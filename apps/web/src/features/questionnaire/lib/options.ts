import type { Answers, LabValue } from '@nutri/domain/contracts';

/**
 * The answer options of contracts/questionnaire.ts, restated here as plain constants so the questionnaire
 * chunk does not pull zod and every schema with them. `satisfies` and the exhaustiveness checks below
 * make a renamed or added option a compile error.
 */
type Exhaustive<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const check = <T extends true>(value: T) => value;

type Item<K extends keyof Answers> =
  NonNullable<Answers[K]> extends readonly (infer E)[] ? E : NonNullable<Answers[K]>;

export const GENDER_OPTIONS = ['female', 'male'] as const satisfies readonly Item<'gender'>[];
export const ACTIVITY_OPTIONS = [
  'sedentary',
  'light',
  'moderate',
  'active',
  'very_active',
] as const satisfies readonly Item<'activityLevel'>[];
export const LIFE_STAGE_OPTIONS = [
  'none',
  'pregnant_t1',
  'pregnant_t2',
  'pregnant_t3',
  'lactating',
] as const satisfies readonly Item<'lifeStage'>[];
export const DIET_OPTIONS = [
  'omnivore',
  'vegetarian',
  'vegan',
  'pescatarian',
  'low_carb',
] as const satisfies readonly Item<'dietPattern'>[];
export const FOOD_GROUP_OPTIONS = [
  'dairy',
  'fish',
  'redMeat',
  'eggs',
  'legumesNuts',
  'vegetables',
  'fruit',
  'wholeGrains',
] as const satisfies readonly (keyof NonNullable<Answers['foodFrequency']>)[];
export const FREQUENCY_OPTIONS = [
  'never',
  'rarely',
  'weekly',
  'daily',
] as const satisfies readonly NonNullable<NonNullable<Answers['foodFrequency']>['dairy']>[];
export const SUN_OPTIONS = ['low', 'moderate', 'high'] as const satisfies readonly Item<'sunExposure'>[];
export const ALCOHOL_OPTIONS = [
  'none',
  'light',
  'moderate',
  'heavy',
] as const satisfies readonly Item<'alcohol'>[];
export const SMOKING_OPTIONS = ['never', 'former', 'current'] as const satisfies readonly Item<'smoking'>[];
export const SLEEP_OPTIONS = ['good', 'fair', 'poor'] as const satisfies readonly Item<'sleepQuality'>[];
export const STRESS_OPTIONS = ['low', 'moderate', 'high'] as const satisfies readonly Item<'stressLevel'>[];
export const DIGESTIVE_OPTIONS = [
  'none',
  'bloating',
  'constipation',
  'diarrhea',
  'reflux',
  'ibs',
] as const satisfies readonly Item<'digestiveIssues'>[];
export const GOAL_OPTIONS = [
  'general_health',
  'energy',
  'immunity',
  'sleep',
  'bone',
  'heart',
  'muscle',
  'weight_loss',
  'weight_gain',
  'skin_hair',
  'cognition',
  'pregnancy_prep',
] as const satisfies readonly Item<'goals'>[];
export const CONDITION_OPTIONS = [
  'hypertension',
  'diabetes',
  'dyslipidemia',
  'thyroid',
  'kidney_disease',
  'liver_disease',
  'osteoporosis',
  'anemia',
  'gout',
  'ibd',
] as const satisfies readonly Item<'conditions'>[];
export const DOSE_UNIT_OPTIONS = ['mg', 'ug', 'g', 'IU'] as const satisfies readonly NonNullable<
  Answers['supplements']
>[number]['unit'][];

check<Exhaustive<Item<'gender'>, (typeof GENDER_OPTIONS)[number]>>(true);
check<Exhaustive<Item<'activityLevel'>, (typeof ACTIVITY_OPTIONS)[number]>>(true);
check<Exhaustive<Item<'lifeStage'>, (typeof LIFE_STAGE_OPTIONS)[number]>>(true);
check<Exhaustive<Item<'dietPattern'>, (typeof DIET_OPTIONS)[number]>>(true);
check<Exhaustive<Item<'digestiveIssues'>, (typeof DIGESTIVE_OPTIONS)[number]>>(true);
check<Exhaustive<Item<'goals'>, (typeof GOAL_OPTIONS)[number]>>(true);
check<Exhaustive<Item<'conditions'>, (typeof CONDITION_OPTIONS)[number]>>(true);

/** Ranges of contracts/questionnaire.ts (adults only; height in cm, weight in kg). */
export const RANGES = {
  age: { min: 18, max: 100, default: 30, step: 1 },
  heightCm: { min: 100, max: 250, default: 165, step: 1 },
  weightKg: { min: 25, max: 300, default: 60, step: 0.5 },
  prePregnancyWeightKg: { min: 25, max: 300, default: 55, step: 0.5 },
} as const;

export const NICKNAME_MAX = 30;

/**
 * Common lab markers a person may type in, with the units their reports print (first = the
 * knowledge base's canonical unit). Keys and unit spellings match knowledge/lab-markers.ts.
 */
export const LAB_MARKERS = {
  vitaminD25OH: ['nmol/L', 'ng/mL'],
  ferritin: ['ng/mL', 'μg/L'],
  hemoglobin: ['g/L', 'g/dL'],
  hba1c: ['%', 'mmol/mol'],
  fastingGlucose: ['mmol/L', 'mg/dL'],
  serumB12: ['pmol/L', 'pg/mL'],
  serumFolate: ['nmol/L', 'ng/mL'],
  serumIron: ['μmol/L', 'μg/dL'],
  totalCholesterol: ['mmol/L', 'mg/dL'],
  ldlCholesterol: ['mmol/L', 'mg/dL'],
  hdlCholesterol: ['mmol/L', 'mg/dL'],
  triglycerides: ['mmol/L', 'mg/dL'],
  tsh: ['mIU/L', 'μIU/mL'],
  uricAcid: ['μmol/L', 'mg/dL'],
  creatinine: ['μmol/L', 'mg/dL'],
  serumCalcium: ['mmol/L', 'mg/dL'],
  serumMagnesium: ['mmol/L', 'mg/dL'],
} as const satisfies Record<string, readonly [LabValue['unit'], ...LabValue['unit'][]]>;

export type LabMarkerKey = keyof typeof LAB_MARKERS;
export const LAB_MARKER_KEYS = Object.keys(LAB_MARKERS) as LabMarkerKey[];

export function isLabMarkerKey(key: string): key is LabMarkerKey {
  return Object.hasOwn(LAB_MARKERS, key);
}
