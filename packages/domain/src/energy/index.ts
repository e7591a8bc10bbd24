/**
 * Energy and body: BMI and its category, Mifflin–St Jeor BMR, TDEE and the protein target.
 *
 * BMI border rule: the category is decided on BMI rounded to one decimal — the number the user sees
 * and the way clinics read the cut-offs (China's "18.5–23.9" leaves no room for 23.95, so 23.95 is read
 * as 24.0 → overweight). Deciding on the unrounded value could show "24.0 · normal", which looks wrong.
 *
 * TDEE is computed from the unrounded BMR and rounded once, so rounding errors do not compound.
 */
import type { Locale, Reason, Source } from '../contracts/common';
import type { BMI_CATEGORIES } from '../contracts/plan';
import { AGE_MIN, type ACTIVITY_LEVELS } from '../contracts/questionnaire';
import { ANSWER_RANGES } from '../limits';
import { effectiveLifeStage, normaliseAge, targetsFor, type LifeStage, type Sex } from '../targets';
import { roundTo } from '../units';
import { say } from '../messages';

export type BmiCategory = (typeof BMI_CATEGORIES)[number];
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

/** Multipliers of BMR for total daily energy expenditure; sourced in ENERGY_SOURCES.activity. */
export const ACTIVITY_FACTORS = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very_active: 1.9,
} as const satisfies Record<ActivityLevel, number>;

export const ENERGY_SOURCES = {
  mifflin: {
    ref: 'Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO. A new predictive equation for resting energy expenditure in healthy individuals. Am J Clin Nutr 1990;51(2):241–247',
    url: 'https://doi.org/10.1093/ajcn/51.2.241',
  },
  activity: {
    ref: 'Activity factors applied to a predicted BMR, as conventionally used with the Harris–Benedict and Mifflin–St Jeor equations: sedentary 1.2, light 1.375, moderate 1.55, active 1.725, very active 1.9',
  },
  bmiWho: {
    ref: 'WHO. Obesity: preventing and managing the global epidemic. WHO Technical Report Series 894 (2000), BMI classification: <18.5, 18.5–24.9, 25–29.9, ≥30',
    url: 'https://iris.who.int/handle/10665/42330',
  },
  bmiCn: {
    ref: 'WS/T 428-2013 成人体重判定 (Criteria of weight for adults), National Health and Family Planning Commission of China: <18.5, 18.5–23.9, 24.0–27.9, ≥28.0',
  },
  energyCn: {
    ref: 'Chinese DRIs 2023 (中国居民膳食营养素参考摄入量 2023版), energy requirement table: pregnancy +0/+250/+400 kcal/d (early/mid/late), lactation +400 kcal/d',
  },
  gwg: {
    ref: 'IOM/NRC. Weight Gain During Pregnancy: Reexamining the Guidelines (2009): BMI in pregnancy is classified on pre-pregnancy weight',
    url: 'https://nap.nationalacademies.org/catalog/12584',
  },
  espenGeriatric: {
    ref: 'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47, recommendation 1: a guiding value for energy intake in older persons is 30 kcal per kg body weight per day; Cederholm T et al. GLIM criteria for the diagnosis of malnutrition. Clin Nutr 2019;38:1–9: low BMI is < 20 kg/m² under 70 years and < 22 kg/m² from 70 years',
    url: 'https://doi.org/10.1016/j.clnu.2018.05.024',
  },
  weightGain: {
    ref: 'Iraki J, Fitschen P, Espinar S, Helms E. Nutrition recommendations for bodybuilders in the off-season: a narrative review. Sports (Basel) 2019;7(7):154 — an energy surplus of about 10–20 % above maintenance, gaining about 0.25–0.5 % of body weight a week, with resistance training',
    url: 'https://doi.org/10.3390/sports7070154',
  },
  energyUs: {
    ref: 'IOM Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (2002/2005): pregnancy +0/+340/+452 kcal/d by trimester, lactation +330 kcal/d (0–6 months)',
    url: 'https://nap.nationalacademies.org/catalog/10490',
  },
} as const satisfies Record<string, Source>;

/**
 * Each standard's BMI classification — its cut-offs for overweight and obese, its name in the catalogue,
 * its source — and the source of its energy table.
 */
const BMI_STANDARD: Record<
  Locale,
  {
    cutoffs: readonly [overweight: number, obese: number];
    name: 'energy.bmi.standardCn' | 'energy.bmi.standardWho';
    source: Source;
    energySource: Source;
  }
> = {
  'zh-CN': {
    cutoffs: [24, 28],
    name: 'energy.bmi.standardCn',
    source: ENERGY_SOURCES.bmiCn,
    energySource: ENERGY_SOURCES.energyCn,
  },
  'en-US': {
    cutoffs: [25, 30],
    name: 'energy.bmi.standardWho',
    source: ENERGY_SOURCES.bmiWho,
    energySource: ENERGY_SOURCES.energyUs,
  },
};

/** Extra kcal/day by life stage, per locale standard. */
export const LIFE_STAGE_ENERGY_KCAL = {
  'zh-CN': { none: 0, pregnant_t1: 0, pregnant_t2: 250, pregnant_t3: 400, lactating: 400 },
  'en-US': { none: 0, pregnant_t1: 0, pregnant_t2: 340, pregnant_t3: 452, lactating: 330 },
} as const satisfies Record<Locale, Record<LifeStage, number>>;

/** ESPEN's guiding energy intake for older persons, kcal per kg body weight per day. */
export const OLDER_KCAL_PER_KG = 30;

/**
 * GLIM 2019 low BMI for an older person (65+, the ESPEN geriatric guideline's age): the BMI it is
 * below, 20 under 70 years and 22 from 70; null under 65. Such a person is at risk of malnutrition and
 * is not fed below ESPEN's 30 kcal/kg (dietitian review 2026-11-24: an 80-year-old woman of 41 kg was
 * given 929 kcal a day).
 */
export function glimLowBmiBelow(age: number): number | null {
  return age >= 65 ? (age >= 70 ? 22 : 20) : null;
}

export function olderLowBmi(age: number, bmi: number): boolean {
  const cut = glimLowBmiBelow(age);
  return cut !== null && bmi < cut;
}

export interface EnergyInput {
  gender: Sex;
  /** Years. */
  age: number;
  heightCm: number;
  weightKg: number;
  activityLevel: ActivityLevel;
  lifeStage?: LifeStage | undefined;
  /** Weight before this pregnancy: in pregnancy BMI and BMR are computed from it (IOM 2009). */
  prePregnancyWeightKg?: number | undefined;
}

/** What the BMI was computed from (see profileSchema.bmiBasis). */
export type BmiBasis = 'current' | 'pre_pregnancy' | 'not_judged';

export interface EnergyResult {
  /** kg/m², one decimal. */
  bmi: number;
  bmiCategory: BmiCategory;
  /** kcal/day, integer. */
  bmrKcal: number;
  /** kcal/day, integer, including any pregnancy/lactation increment. */
  tdeeKcal: number;
  /** g/day, the protein target of targetsFor for the same person and locale. */
  proteinTargetG: number;
  /**
   * `pre_pregnancy`: pregnant, BMI from the pre-pregnancy weight; `not_judged`: pregnant without it,
   * the BMI number is from the current weight and no weight class may be shown; else `current`.
   */
  bmiBasis: BmiBasis;
  reasons: Reason[];
}

const PREGNANT_STAGES: ReadonlySet<LifeStage> = new Set(['pregnant_t1', 'pregnant_t2', 'pregnant_t3']);

/** Clamped to the questionnaire's own range, so a figure the form could never send cannot skew a plan. */
function inRange(n: number, { min, max }: { min: number; max: number }): number {
  return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : min;
}

/**
 * BMI category for a BMI in kg/m² under the locale's cut-offs: China's WS/T 428-2013 for zh-CN,
 * WHO for en-US. The BMI is first rounded to one decimal (see the header). NaN reads as underweight.
 */
export function bmiCategoryFor(bmi: number, locale: Locale): BmiCategory {
  const b = roundTo(bmi, 1);
  const [overweight, obese] = BMI_STANDARD[locale].cutoffs;
  if (!(b >= 18.5)) return 'underweight';
  if (b < overweight) return 'normal';
  if (b < obese) return 'overweight';
  return 'obese';
}

/** Mifflin–St Jeor resting energy expenditure, kcal/day, unrounded. */
export function mifflinStJeor(sex: Sex, age: number, heightCm: number, weightKg: number): number {
  return 10 * weightKg + 6.25 * heightCm - 5 * age + (sex === 'male' ? 5 : -161);
}

/**
 * BMI, BMR, TDEE (kcal/day) and protein target (g/day) for an adult, with reasons and sources.
 * Out-of-range inputs are clamped to the questionnaire's ranges (the API rejects them earlier).
 */
export function energyFor(a: EnergyInput, locale: Locale, standards: Locale = locale): EnergyResult {
  const sex: Sex = a.gender === 'female' ? 'female' : 'male';
  const age = normaliseAge(Number.isFinite(a.age) ? a.age : AGE_MIN);
  const heightCm = inRange(a.heightCm, ANSWER_RANGES.heightCm);
  const weightKg = inRange(a.weightKg, ANSWER_RANGES.weightKg);
  const activity: ActivityLevel = Object.hasOwn(ACTIVITY_FACTORS, a.activityLevel)
    ? a.activityLevel
    : 'sedentary';
  const stage = effectiveLifeStage(sex, a.lifeStage);
  // The words follow the reader's language (`locale`); the cut-offs and energy tables follow the plan's
  // standards.
  // A standard other than the two (an unchecked caller) reads as the US one, as it always has.
  const standard: Locale = Object.hasOwn(BMI_STANDARD, standards) ? standards : 'en-US';
  const judged = BMI_STANDARD[standard];

  // Pregnancy: BMI is judged on the pre-pregnancy weight, and energy needs are the non-pregnant
  // needs (pre-pregnancy weight) plus the trimester increment (IOM 2009; IOM 2005 EER; Chinese DRIs).
  const pregnant = PREGNANT_STAGES.has(stage);
  const pre =
    pregnant && typeof a.prePregnancyWeightKg === 'number' && Number.isFinite(a.prePregnancyWeightKg)
      ? inRange(a.prePregnancyWeightKg, ANSWER_RANGES.prePregnancyWeightKg)
      : null;
  const bmiBasis: BmiBasis = !pregnant ? 'current' : pre !== null ? 'pre_pregnancy' : 'not_judged';
  const basisKg = pre ?? weightKg;
  const bmi = roundTo(basisKg / (heightCm / 100) ** 2, 1);
  const bmiCategory = bmiCategoryFor(bmi, standard);
  const bmr = mifflinStJeor(sex, age, heightCm, basisKg);
  const factor = ACTIVITY_FACTORS[activity];
  const extra = LIFE_STAGE_ENERGY_KCAL[standard][stage];
  const older = !pregnant && olderLowBmi(age, bmi);
  const tdeeKcal = Math.round(Math.max(bmr * factor + extra, older ? OLDER_KCAL_PER_KG * weightKg : 0));
  const proteinTargetG = targetsFor({ sex, age, lifeStage: stage, weightKg }, standard).protein.target;

  const reasons: Reason[] = [
    bmiBasis === 'not_judged'
      ? {
          kind: 'lifeStage',
          ref: `bmi=${bmi}`,
          text: say('energy.bmi.notJudged', { bmi }, locale),
          source: ENERGY_SOURCES.gwg,
        }
      : {
          kind: 'standard',
          ref: `bmi=${bmi}`,
          text: say(
            'energy.bmi.judged',
            {
              basis: bmiBasis === 'pre_pregnancy' ? say('energy.bmi.prePregnancy', {}, locale) : '',
              bmi,
              standard: say(judged.name, {}, locale),
              category: say(`energy.category.${bmiCategory}`, {}, locale),
            },
            locale,
          ),
          source: judged.source,
        },
    {
      kind: 'standard',
      ref: `bmr=${Math.round(bmr)}`,
      text: say('energy.bmr', { kcal: Math.round(bmr) }, locale),
      source: ENERGY_SOURCES.mifflin,
    },
    {
      kind: 'answer',
      ref: `activityLevel=${activity}`,
      text: say('energy.activity', { factor, kcal: tdeeKcal }, locale),
      source: ENERGY_SOURCES.activity,
    },
  ];
  if (older) {
    reasons.push({
      kind: 'answer',
      ref: `older-low-bmi=${age}/${bmi}`,
      text: say('energy.olderLowBmi', { age, bmi, perKg: OLDER_KCAL_PER_KG, kcal: tdeeKcal }, locale),
      source: ENERGY_SOURCES.espenGeriatric,
    });
  }
  if (stage !== 'none') {
    reasons.push({
      kind: 'lifeStage',
      ref: `lifeStage=${stage}`,
      text: say('energy.lifeStage', { kcal: extra }, locale),
      source: judged.energySource,
    });
  }
  return { bmi, bmiCategory, bmrKcal: Math.round(bmr), tdeeKcal, proteinTargetG, bmiBasis, reasons };
}
