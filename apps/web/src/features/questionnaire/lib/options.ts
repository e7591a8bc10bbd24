import type { Answers, LabValue, LegacyCondition, PartialAnswers } from '@nutri/domain/contracts';
import {
  ACTIVITY_LEVELS,
  ALCOHOL_LEVELS,
  DIET_PATTERNS,
  FOOD_ALLERGENS,
  FREQUENCIES,
  LIFE_STAGES,
  OTHER_FOOD_ALLERGY_MAX as CONTRACT_OTHER_FOOD_ALLERGY_MAX,
  NICKNAME_MAX as CONTRACT_NICKNAME_MAX,
  SLEEP_QUALITY,
  SMOKING,
  RELIGIOUS_FASTING,
  STRESS_LEVELS,
  SUN_EXPOSURES,
} from '@nutri/domain/contracts/values';
import { ANSWER_RANGES } from '@nutri/domain/limits';
import { SUPPLEMENT_DOSE_UNITS } from '@nutri/domain/units';
import {
  CM_PER_INCH,
  KG_PER_POUND,
  inchLimits,
  inchesToCm,
  poundLimits,
  poundsToKg,
  type MeasurementSystem,
} from '../../../lib/measurement';

/**
 * The answer options come from the contract's zod-free values (`@nutri/domain/contracts/values`). Where
 * the questionnaire shows them in another order than the contract lists them (gender, digestive issues,
 * goals, conditions), the order is the screen's and is written here; `satisfies` and the exhaustiveness
 * checks below make an option missing from it, or one the contract does not know, a compile error.
 */
type Exhaustive<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const check = <T extends true>(value: T) => value;

type Item<K extends keyof Answers> =
  NonNullable<Answers[K]> extends readonly (infer E)[] ? E : NonNullable<Answers[K]>;

/**
 * The options of every single- and multiple-choice answer, in the order the questionnaire shows them;
 * the check below makes a missing option a compile error.
 */
export const CHOICE_OPTIONS = {
  gender: ['female', 'male'],
  activityLevel: ACTIVITY_LEVELS,
  lifeStage: LIFE_STAGES,
  dietPattern: DIET_PATTERNS,
  sunExposure: SUN_EXPOSURES,
  alcohol: ALCOHOL_LEVELS,
  smoking: SMOKING,
  religiousFasting: RELIGIOUS_FASTING,
  foodAllergies: FOOD_ALLERGENS,
  sleepQuality: SLEEP_QUALITY,
  stressLevel: STRESS_LEVELS,
  digestiveIssues: ['none', 'bloating', 'constipation', 'diarrhea', 'reflux', 'ibs'],
  goals: [
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
  ],
  conditions: [
    'hypertension',
    'diabetes',
    'dyslipidemia',
    'hypothyroid',
    'hyperthyroid',
    'kidney_disease',
    'dialysis',
    'liver_disease',
    'cirrhosis',
    'osteoporosis',
    'anemia',
    'gout',
    'kidney_stones',
    'ibd',
    'heart_failure',
    'kidney_transplant',
    'bariatric_surgery',
    'epilepsy',
    'dysphagia',
    'gestational_diabetes',
    'coeliac',
    'haemoglobinopathy',
    'g6pd_deficiency',
    'copd',
    'cancer',
    'mental_illness',
    'sarcoidosis',
    'hyperparathyroidism',
    'pku',
  ],
} as const satisfies { [K in keyof Answers]?: readonly Item<K>[] };

type Listed = typeof CHOICE_OPTIONS;
/** Legacy conditions (`thyroid`, now hypo- or hyperthyroid) still parse but are not offered. */
type Offered<K extends keyof Answers> = K extends 'conditions' ? Exclude<Item<K>, LegacyCondition> : Item<K>;
type Complete = { [K in keyof Listed]: Exhaustive<Offered<K>, Listed[K][number]> };
check<Complete[keyof Listed]>(true);

export const FREQUENCY_OPTIONS = FREQUENCIES;
/** Another food allergy, as typed (the contract's bound). */
export const OTHER_FOOD_ALLERGY_MAX = CONTRACT_OTHER_FOOD_ALLERGY_MAX;
/** A supplement's daily amount, or a count of the product's units (issue 19.7). */
export const DOSE_UNIT_OPTIONS = SUPPLEMENT_DOSE_UNITS;

/** The contract's ranges (adults only; cm, kg), with where each wheel starts and its step. */
export const RANGES = {
  age: { ...ANSWER_RANGES.age, default: 30, step: 1 },
  heightCm: { ...ANSWER_RANGES.heightCm, default: 165, step: 1 },
  weightKg: { ...ANSWER_RANGES.weightKg, default: 60, step: 0.5 },
  prePregnancyWeightKg: { ...ANSWER_RANGES.prePregnancyWeightKg, default: 55, step: 0.5 },
  gestationalWeek: { ...ANSWER_RANGES.gestationalWeek, default: 20, step: 1 },
} as const;

/**
 * Where the week's wheel starts: inside the trimester already chosen, so "next" without touching never
 * moves the pregnancy to another trimester.
 */
const WEEK_IN_TRIMESTER = { pregnant_t1: 10, pregnant_t2: 20, pregnant_t3: 32 } as const;

export function startingWeek(lifeStage: PartialAnswers['lifeStage']): number {
  return lifeStage && lifeStage in WEEK_IN_TRIMESTER
    ? WEEK_IN_TRIMESTER[lifeStage as keyof typeof WEEK_IN_TRIMESTER]
    : RANGES.gestationalWeek.default;
}

/** The answers a person may give in US customary units. */
export type MeasuredField = 'heightCm' | 'weightKg' | 'prePregnancyWeightKg';

export function isMeasuredField(field: string): field is MeasuredField {
  return field === 'heightCm' || field === 'weightKg' || field === 'prePregnancyWeightKg';
}

/**
 * The limits in US customary units (whole inches for height, whole pounds for weight), inside
 * `RANGES` so a value between them is never one the API refuses.
 */
export function usLimits(field: MeasuredField): { min: number; max: number } {
  return field === 'heightCm' ? inchLimits(RANGES.heightCm) : poundLimits(RANGES[field]);
}

/**
 * The answer a number step starts from in the person's units: 165 cm and 60 kg, or the round
 * 5 ft 5 in (165.1 cm) and 132 lb (59.9 kg), so "next" without touching keeps a figure they recognise.
 */
export function defaultAnswer(field: keyof typeof RANGES, system: MeasurementSystem): number {
  const value = RANGES[field].default;
  if (system === 'metric' || !isMeasuredField(field)) return value;
  return field === 'heightCm'
    ? inchesToCm(Math.round(value / CM_PER_INCH))
    : poundsToKg(Math.round(value / KG_PER_POUND));
}

export const NICKNAME_MAX = CONTRACT_NICKNAME_MAX;

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
