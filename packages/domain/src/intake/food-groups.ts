import type { Source } from '../contracts/common';
import type { FOOD_GROUPS } from '../contracts/questionnaire';
import type { NutrientKey } from '../nutrients';

/**
 * Food-group table behind the intake estimate.
 *
 * Model: a food group answered `daily` contributes one daily portion of the Chinese Dietary
 * Guidelines 2022 balanced-diet pagoda (lower end of its range). The estimate therefore errs low,
 * which favours spotting gaps; for the UL check the recommender also leaves a margin by rounding
 * doses down to product steps. Nutrients per 100 g are rounded values of a representative USDA
 * FoodData Central (SR Legacy) food, or a rounded average of several where the group is mixed (marked
 * `derived`). They are group typicals for a screening estimate, not values for any single product.
 */
export type FoodGroup = (typeof FOOD_GROUPS)[number];
export type NutrientAmounts = Partial<Record<NutrientKey, number>>;

export interface FoodGroupRow {
  /** Grams per day a `daily` answer stands for (edible portion). */
  portionG: number;
  portionSource: Source;
  /** Nutrients per 100 g in each nutrient's canonical unit (see nutrients/index.ts). */
  per100g: NutrientAmounts;
  /** Extra per 100 g in the US food supply only (vitamin D-fortified milk, iodine in US dairy). */
  per100gUsOnly?: NutrientAmounts;
  compositionSource: Source;
}

const CDG_2022: Source = {
  ref: 'Chinese Dietary Guidelines 2022 (中国居民膳食指南2022), Balanced Diet Pagoda daily amounts',
  url: 'http://dg.cnsoc.org/',
};
const FDC = 'USDA FoodData Central, SR Legacy';
const FDC_URL = 'https://fdc.nal.usda.gov/';

/** Frequency answer → share of the daily portion eaten on an average day. */
export const FREQUENCY_SHARE = {
  never: 0,
  // "Rarely" read as under once a week (about once every ten days).
  rarely: 0.1,
  // "Weekly" read as about three times a week (3/7 ≈ 0.4).
  weekly: 0.4,
  daily: 1,
} as const satisfies Record<'never' | 'rarely' | 'weekly' | 'daily', number>;

export const FOOD_GROUP_TABLE = {
  dairy: {
    portionG: 300,
    portionSource: { ...CDG_2022, ref: `${CDG_2022.ref}: dairy 300–500 g` },
    per100g: {
      protein: 3.2,
      calcium: 113,
      vitaminA: 46,
      riboflavin: 0.17,
      vitaminB12: 0.45,
      potassium: 132,
      magnesium: 10,
      zinc: 0.37,
      selenium: 3.7,
      thiamin: 0.05,
      niacin: 0.09,
      vitaminB6: 0.04,
      folate: 5,
      vitaminE: 0.07,
      vitaminK: 0.3,
    },
    // US milk is fortified with vitamin D (SR Legacy 01077 lists 1.3 µg/100 g) and is the main
    // US iodine source (NIH ODS iodine fact sheet: about 85 µg per cup of milk).
    per100gUsOnly: { vitaminD: 1.3, iodine: 35 },
    compositionSource: {
      ref: `${FDC}: milk, whole, 3.25% fat (NDB 01077); NIH ODS Iodine fact sheet`,
      url: FDC_URL,
    },
  },
  fish: {
    portionG: 40,
    portionSource: { ...CDG_2022, ref: `${CDG_2022.ref}: aquatic products 40–75 g` },
    per100g: {
      protein: 20,
      omega3: 500,
      vitaminD: 5,
      vitaminB12: 2,
      selenium: 40,
      iodine: 30,
      potassium: 350,
      magnesium: 30,
      zinc: 0.6,
      iron: 0.5,
      niacin: 5,
      vitaminB6: 0.3,
      calcium: 30,
    },
    compositionSource: {
      ref: `${FDC}: finfish entries (carp, tilapia, salmon), rounded group average (derived); NIH ODS Omega-3 fact sheet food table`,
      url: FDC_URL,
    },
  },
  redMeat: {
    portionG: 40,
    portionSource: { ...CDG_2022, ref: `${CDG_2022.ref}: livestock and poultry meat 40–75 g` },
    per100g: {
      protein: 20,
      iron: 1.8,
      zinc: 3.5,
      vitaminB12: 1.5,
      thiamin: 0.5,
      riboflavin: 0.2,
      niacin: 5,
      vitaminB6: 0.4,
      selenium: 25,
      potassium: 330,
      magnesium: 22,
    },
    compositionSource: { ref: `${FDC}: pork loin and beef round, lean, average (derived)`, url: FDC_URL },
  },
  eggs: {
    portionG: 40,
    portionSource: { ...CDG_2022, ref: `${CDG_2022.ref}: eggs 40–50 g` },
    per100g: {
      protein: 12.6,
      vitaminA: 160,
      vitaminD: 2,
      vitaminE: 1.05,
      riboflavin: 0.46,
      vitaminB12: 0.89,
      folate: 47,
      selenium: 30.7,
      iodine: 50,
      iron: 1.75,
      zinc: 1.29,
      calcium: 56,
      potassium: 138,
      magnesium: 12,
      vitaminB6: 0.17,
      thiamin: 0.04,
      vitaminK: 0.3,
    },
    compositionSource: {
      ref: `${FDC}: egg, whole, raw, fresh (NDB 01123); NIH ODS Iodine fact sheet`,
      url: FDC_URL,
    },
  },
  legumesNuts: {
    portionG: 25,
    portionSource: { ...CDG_2022, ref: `${CDG_2022.ref}: soybeans and nuts 25–35 g` },
    per100g: {
      protein: 28,
      calcium: 270,
      iron: 9,
      magnesium: 275,
      potassium: 1250,
      zinc: 4,
      thiamin: 0.5,
      riboflavin: 0.9,
      folate: 200,
      vitaminE: 13,
      vitaminK: 25,
      fiber: 11,
      vitaminB6: 0.25,
      niacin: 2.5,
      selenium: 10,
    },
    compositionSource: {
      ref: `${FDC}: soybeans, mature, raw (NDB 16108) and almonds (NDB 12061), 50/50 average (derived)`,
      url: FDC_URL,
    },
  },
  vegetables: {
    portionG: 300,
    portionSource: { ...CDG_2022, ref: `${CDG_2022.ref}: vegetables 300–500 g, half dark-coloured` },
    per100g: {
      vitaminC: 30,
      vitaminA: 150,
      vitaminK: 100,
      folate: 60,
      potassium: 250,
      magnesium: 20,
      calcium: 50,
      iron: 1,
      fiber: 2,
      vitaminE: 0.8,
      vitaminB6: 0.15,
      riboflavin: 0.08,
      thiamin: 0.05,
      niacin: 0.5,
      protein: 1.8,
      zinc: 0.3,
    },
    compositionSource: {
      ref: `${FDC}: spinach, cabbage, broccoli, carrots, tomatoes; rounded mixed-vegetable average (derived)`,
      url: FDC_URL,
    },
  },
  fruit: {
    portionG: 200,
    portionSource: { ...CDG_2022, ref: `${CDG_2022.ref}: fruit 200–350 g` },
    per100g: {
      vitaminC: 22,
      potassium: 200,
      fiber: 2.2,
      folate: 15,
      magnesium: 12,
      vitaminB6: 0.15,
      vitaminA: 10,
      calcium: 15,
      vitaminE: 0.2,
      vitaminK: 2,
      protein: 0.7,
    },
    compositionSource: { ref: `${FDC}: apple, orange, banana; rounded average (derived)`, url: FDC_URL },
  },
  wholeGrains: {
    portionG: 50,
    portionSource: { ...CDG_2022, ref: `${CDG_2022.ref}: whole grains and mixed beans 50–150 g` },
    // Whole grains replace part of the refined staple, so only the difference to refined cereal
    // is counted here (the staple baseline already counts the cereal itself).
    per100g: {
      fiber: 6,
      magnesium: 110,
      thiamin: 0.3,
      niacin: 3,
      vitaminB6: 0.2,
      iron: 2,
      zinc: 1.6,
      selenium: 5,
      potassium: 190,
      folate: 18,
      protein: 3,
      vitaminE: 0.5,
      riboflavin: 0.1,
    },
    compositionSource: {
      ref: `${FDC}: brown rice, oats, whole-wheat flour minus white rice / wheat flour; rounded (derived)`,
      url: FDC_URL,
    },
  },
} as const satisfies Record<FoodGroup, FoodGroupRow>;

/**
 * Staples eaten by nearly everyone whatever the frequency answers say: refined cereal 250 g,
 * tubers 75 g, cooking oil 25 g (pagoda: cereals 200–300 g, tubers 50–100 g, oil 25–30 g).
 */
export const STAPLE_BASELINE = {
  cerealG: 250,
  tuberG: 75,
  oilG: 25,
  source: { ...CDG_2022, ref: `${CDG_2022.ref}: cereals 200–300 g, tubers 50–100 g, oil 25–30 g` },
  cerealPer100g: {
    protein: 8.7,
    thiamin: 0.1,
    riboflavin: 0.05,
    niacin: 1.4,
    vitaminB6: 0.1,
    folate: 17,
    iron: 1,
    magnesium: 24,
    zinc: 0.9,
    selenium: 20,
    potassium: 110,
    fiber: 2,
    calcium: 20,
  },
  tuberPer100g: {
    vitaminC: 19.7,
    potassium: 425,
    vitaminB6: 0.3,
    magnesium: 23,
    fiber: 2.1,
    protein: 2,
    iron: 0.8,
    niacin: 1.06,
    folate: 15,
  },
  oilPer100g: { vitaminE: 8.2, vitaminK: 184 },
  compositionSource: {
    ref: `${FDC}: rice, white, long-grain, raw (NDB 20044) and wheat flour, white (NDB 20481) average; potatoes, raw (NDB 11352); soybean oil (derived)`,
    url: FDC_URL,
  },
} as const;

/**
 * US enriched cereal-grain standard (21 CFR 137.165: per pound of flour thiamin 2.9 mg,
 * riboflavin 1.8 mg, niacin 24 mg, iron 20 mg, folic acid 0.7 mg), applied to half of the
 * staple cereal in en-US (derived assumption: not all US grain products are enriched).
 * Folic acid counted as folate DFE × 1.7 (IOM 1998).
 */
export const US_ENRICHMENT = {
  shareOfCereal: 0.5,
  per100g: { thiamin: 0.64, riboflavin: 0.4, niacin: 5.3, iron: 4.4, folate: 154 * 1.7 },
  source: {
    ref: 'US 21 CFR 137.165 (enriched flour); IOM DRI 1998 folate DFE',
    url: 'https://www.ecfr.gov/current/title-21/part-137',
  },
} as const satisfies { shareOfCereal: number; per100g: NutrientAmounts; source: Source };

/**
 * Iodised salt in China: 20–30 mg iodine per kg (GB 26878-2011), 5 g/day (pagoda limit), with an
 * assumed 20 % cooking loss → 100 µg/day. US salt iodisation is voluntary: not counted.
 */
export const SALT_IODINE_ZH_UG = 100;
export const SALT_IODINE_SOURCE: Source = {
  ref: 'GB 26878-2011 食品安全国家标准 食用盐碘含量 (20–30 mg/kg); 5 g salt/day; 20 % cooking loss assumed (derived)',
};
