import { localeOf, type Locale, type Source } from '../contracts/common';
import {
  FOOD_GROUPS,
  type Answers,
  type DIET_PATTERNS,
  type FREQUENCIES,
  type SUN_EXPOSURES,
} from '../contracts/questionnaire';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrients';
import {
  FOOD_GROUP_TABLE,
  FREQUENCY_SHARE,
  SALT_IODINE_SOURCE,
  SALT_IODINE_ZH_UG,
  STAPLE_BASELINE,
  US_ENRICHMENT,
  type FoodGroup,
  type NutrientAmounts,
} from './food-groups';

export { FOOD_GROUP_TABLE, FREQUENCY_SHARE, STAPLE_BASELINE } from './food-groups';
export type { FoodGroup, NutrientAmounts } from './food-groups';

export type Frequency = (typeof FREQUENCIES)[number];
export type DietPattern = (typeof DIET_PATTERNS)[number];
export type SunExposure = (typeof SUN_EXPOSURES)[number];

/** The answers the food estimate reads. */
export type FoodAnswers = Pick<Answers, 'dietPattern' | 'foodFrequency' | 'sunExposure'>;

/**
 * "Typical diet for the locale", used for every food group the user did not answer.
 * Derived, not survey figures: frequencies chosen so that the pagoda portions land near the
 * group intakes the Chinese Dietary Guidelines 2022 report for Chinese adults (low dairy and fruit,
 * meat daily, CHNS 2015–2017) and near US patterns (dairy daily, little fish, few whole grains;
 * Dietary Guidelines for Americans 2020–2025, ch. 1 "current intakes").
 */
export const TYPICAL_FREQUENCIES = {
  'zh-CN': {
    dairy: 'rarely',
    fish: 'weekly',
    redMeat: 'daily',
    eggs: 'weekly',
    legumesNuts: 'weekly',
    vegetables: 'daily',
    fruit: 'weekly',
    wholeGrains: 'rarely',
  },
  'en-US': {
    dairy: 'daily',
    fish: 'rarely',
    redMeat: 'daily',
    eggs: 'weekly',
    legumesNuts: 'weekly',
    vegetables: 'weekly',
    fruit: 'weekly',
    wholeGrains: 'rarely',
  },
} as const satisfies Record<Locale, Record<FoodGroup, Frequency>>;

export const TYPICAL_DIET_SOURCE: Record<Locale, Source> = {
  'zh-CN': {
    ref: 'Chinese Dietary Guidelines 2022, dietary status of Chinese residents (CHNS 2015–2017); frequencies derived',
    url: 'http://dg.cnsoc.org/',
  },
  'en-US': {
    ref: 'Dietary Guidelines for Americans 2020–2025, current intakes (NHANES/WWEIA); frequencies derived',
    url: 'https://www.dietaryguidelines.gov/',
  },
};

/**
 * Food groups whose vitamin A is preformed (retinol, retinyl esters: milk, eggs, meat, fish); the
 * other groups give provitamin A carotenoids, which the vitamin A UL does not count.
 */
export const PREFORMED_VITAMIN_A_GROUPS: readonly FoodGroup[] = ['dairy', 'fish', 'redMeat', 'eggs'];
export const PREFORMED_VITAMIN_A_SOURCE: Source = {
  ref: 'IOM Dietary Reference Intakes for Vitamin A, … Zinc (2001), ch. 4: preformed vitamin A comes from animal foods, provitamin A carotenoids from plants; the UL (3,000 µg/day adults) applies to preformed vitamin A only',
  url: 'https://nap.nationalacademies.org/catalog/10026',
};

/** Groups a diet pattern rules out, whatever the frequency answer says. */
export const EXCLUDED_BY_PATTERN = {
  omnivore: [],
  low_carb: [],
  vegetarian: ['fish', 'redMeat'],
  pescatarian: ['redMeat'],
  vegan: ['dairy', 'fish', 'redMeat', 'eggs'],
} as const satisfies Record<DietPattern, readonly FoodGroup[]>;

/** Why the estimate used a frequency for a group. */
export type FrequencyOrigin = 'answer' | 'typical' | 'dietPattern';

export interface FoodIntakeEstimate {
  /** Estimated intake from food per day, canonical unit per nutrient key. */
  perNutrient: Record<NutrientKey, number>;
  /**
   * Preformed vitamin A (retinol) within `perNutrient.vitaminA`, µg RAE/day: the animal food groups'
   * share. The vitamin A UL counts only this; carotenoids from plants do not count (IOM 2001).
   */
  preformedVitaminA: number;
  /** The frequency used per food group and where it came from. */
  frequencies: Record<FoodGroup, { frequency: Frequency; origin: FrequencyOrigin }>;
  /** True when at least one group fell back to the typical diet. */
  usedTypical: boolean;
  /** Low-carb halves the staple cereal and tubers. */
  stapleShare: number;
  /** Qualitative vitamin D supply from skin synthesis; `unknown` when not answered. */
  sun: SunExposure | 'unknown';
}

type Vector = Float64Array;
const N = NUTRIENT_KEYS.length;
const INDEX: Record<NutrientKey, number> = Object.fromEntries(NUTRIENT_KEYS.map((k, i) => [k, i])) as Record<
  NutrientKey,
  number
>;

function vectorOf(amounts: NutrientAmounts, grams: number): Vector {
  const v = new Float64Array(N);
  for (const [k, per100] of Object.entries(amounts) as [NutrientKey, number][]) {
    v[INDEX[k]] = (per100 * grams) / 100;
  }
  return v;
}

function add(into: Vector, v: Vector, factor = 1): void {
  for (let i = 0; i < N; i++) into[i] = (into[i] ?? 0) + (v[i] ?? 0) * factor;
}

/** Daily-portion nutrient vectors per locale, built once at module load. */
const PORTION_VECTORS: Record<Locale, Record<FoodGroup, Vector>> = {
  'zh-CN': groupVectors(false),
  'en-US': groupVectors(true),
};

function groupVectors(us: boolean): Record<FoodGroup, Vector> {
  const out = {} as Record<FoodGroup, Vector>;
  for (const g of FOOD_GROUPS) {
    const row = FOOD_GROUP_TABLE[g];
    const v = vectorOf(row.per100g, row.portionG);
    if (us && 'per100gUsOnly' in row) add(v, vectorOf(row.per100gUsOnly, row.portionG));
    out[g] = v;
  }
  return out;
}

const STAPLE_VECTORS: Record<Locale, Vector> = { 'zh-CN': stapleVector(false), 'en-US': stapleVector(true) };

function stapleVector(us: boolean): Vector {
  const b = STAPLE_BASELINE;
  const v = vectorOf(b.cerealPer100g, b.cerealG);
  add(v, vectorOf(b.tuberPer100g, b.tuberG));
  add(v, vectorOf(b.oilPer100g, b.oilG));
  if (us) add(v, vectorOf(US_ENRICHMENT.per100g, b.cerealG * US_ENRICHMENT.shareOfCereal));
  return v;
}

/** Nutrient amount one daily portion of a food group supplies, in the nutrient's canonical unit. */
export function portionAmount(group: FoodGroup, nutrient: NutrientKey, locale: Locale): number {
  return PORTION_VECTORS[locale][group][INDEX[nutrient]] ?? 0;
}

/** The source of a food group's composition and portion, for reasons. */
export function foodGroupSource(group: FoodGroup): Source {
  const row = FOOD_GROUP_TABLE[group];
  return { ref: `${row.portionSource.ref}; ${row.compositionSource.ref}`, url: row.compositionSource.url };
}

export const STAPLE_SOURCE: Source = {
  ref: `${STAPLE_BASELINE.source.ref}; ${STAPLE_BASELINE.compositionSource.ref}`,
  url: STAPLE_BASELINE.compositionSource.url,
};
export { SALT_IODINE_SOURCE, SALT_IODINE_ZH_UG, US_ENRICHMENT };

function isFrequency(x: unknown): x is Frequency {
  return x === 'never' || x === 'rarely' || x === 'weekly' || x === 'daily';
}

/**
 * Estimate daily nutrient intake from food.
 * Staples (cereal, tubers, oil, iodised salt in zh-CN, enrichment in en-US) + each food group's
 * daily portion × the share its frequency answer stands for. Unanswered groups take the locale's
 * typical frequency; a diet pattern sets the groups it excludes to `never`. Total on odd input.
 */
export function foodIntakeFor(answers: FoodAnswers, locale: Locale): FoodIntakeEstimate {
  const loc = localeOf(locale);
  const pattern = answers.dietPattern;
  const excluded: readonly FoodGroup[] = pattern ? (EXCLUDED_BY_PATTERN[pattern] ?? []) : [];
  const stapleShare = pattern === 'low_carb' ? 0.5 : 1;
  const total = new Float64Array(N);
  add(total, STAPLE_VECTORS[loc], stapleShare);
  if (loc === 'zh-CN') total[INDEX.iodine] = (total[INDEX.iodine] ?? 0) + SALT_IODINE_ZH_UG;

  const frequencies = {} as FoodIntakeEstimate['frequencies'];
  let usedTypical = false;
  let preformed = 0;
  for (const g of FOOD_GROUPS) {
    const answered: unknown = answers.foodFrequency?.[g];
    let frequency: Frequency;
    let origin: FrequencyOrigin;
    if (excluded.includes(g)) {
      frequency = 'never';
      origin = 'dietPattern';
    } else if (isFrequency(answered)) {
      frequency = answered;
      origin = 'answer';
    } else {
      // Vegans who skip the legume question most likely eat legumes daily (their main protein).
      frequency = pattern === 'vegan' && g === 'legumesNuts' ? 'daily' : TYPICAL_FREQUENCIES[loc][g];
      origin = 'typical';
      usedTypical = true;
    }
    frequencies[g] = { frequency, origin };
    add(total, PORTION_VECTORS[loc][g], FREQUENCY_SHARE[frequency]);
    if (PREFORMED_VITAMIN_A_GROUPS.includes(g))
      preformed += (PORTION_VECTORS[loc][g][INDEX.vitaminA] ?? 0) * FREQUENCY_SHARE[frequency];
  }

  const perNutrient = {} as Record<NutrientKey, number>;
  for (const k of NUTRIENT_KEYS) perNutrient[k] = Math.round((total[INDEX[k]] ?? 0) * 100) / 100;
  const sun = answers.sunExposure;
  return {
    perNutrient,
    preformedVitaminA: Math.round(preformed * 100) / 100,
    frequencies,
    usedTypical,
    stapleShare,
    sun: sun === 'low' || sun === 'moderate' || sun === 'high' ? sun : 'unknown',
  };
}
