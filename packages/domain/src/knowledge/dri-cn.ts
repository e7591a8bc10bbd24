/**
 * Chinese Dietary Reference Intakes (中国居民膳食营养素参考摄入量), Chinese Nutrition Society, for
 * adults: 2023 edition (人民卫生出版社, 2023) and, where marked, the 2013 edition as issued in the
 * health-industry standards WS/T 578.1–578.5 (2017–2018).
 *
 * Why some rows cite 2013: we only put in numbers we are sure were published. Where we could not
 * confirm the 2023 figure for a nutrient, the row keeps the 2013/WS/T 578 figure and its source says
 * so; the 2023 bands (18–29, 30–49, 50–64, 65–74, 75+) are then filled from the 2013 bands that
 * contain them (2013 had 18–49, 50–64, 65–79, 80+; a 75+ person gets the 65–79 figure, which is the
 * higher of the two and so never under-targets). Rows to re-check against the printed 2023 book are
 * listed in CN_DRI_TO_VERIFY.
 *
 * Each cell is `[target, ul]` (RNI, or AI where only an AI is set). Pregnancy and lactation are
 * increments (孕早期/孕中期/孕晚期, 乳母) over the value of non-pregnant women of the same age, as the
 * Chinese tables print them; `ul` in pregnancy/lactation is `reproUl`.
 *
 * `ulScope: 'supplements'`: the Chinese table sets the UL for the synthetic form only — folic acid
 * (叶酸, from fortified food and supplements) and nicotinic acid (烟酸) — so food does not count.
 */
import type { Source } from '../contracts/common';
import type { NutrientKey } from '../nutrients';
import type { NutrientUnit } from '../units';

export const CN_AGE_BANDS = ['18-29', '30-49', '50-64', '65-74', '75+'] as const;
export type CnAgeBand = (typeof CN_AGE_BANDS)[number];

/** `[recommended intake, UL or null]` in the nutrient's unit. */
export type CnDriCell = readonly [target: number, ul: number | null];

export interface CnDriRow {
  unit: NutrientUnit;
  /**
   * What the table prints for adults: RNI (推荐摄入量), AI (适宜摄入量) or, for EPA+DHA, the lower
   * bound of the AMDR (宏量营养素可接受范围); `reproBasis` when pregnancy/lactation differ.
   */
  basis: 'RNI' | 'AI' | 'AMDR';
  reproBasis?: 'RNI' | 'AI';
  /** The edition the row's figures come from (see the module header): labels cite exactly this. */
  edition: 2023 | 2013;
  ulScope: 'total' | 'supplements' | null;
  source: Source;
  male: Readonly<Record<CnAgeBand, CnDriCell>>;
  female: Readonly<Record<CnAgeBand, CnDriCell>>;
  /** Added to the woman's own-age value in early (T1), mid (T2) and late (T3) pregnancy. */
  pregnancyIncrement: readonly [t1: number, t2: number, t3: number];
  lactationIncrement: number;
  /** UL during pregnancy and lactation. */
  reproUl: number | null;
}

const DRI2023 = 'Chinese DRIs 2023 (中国居民膳食营养素参考摄入量 2023版, Chinese Nutrition Society)';
const DRI2013 = 'Chinese DRIs 2013 (中国居民膳食营养素参考摄入量 2013版), issued as WS/T 578';

/** One value for every adult band. */
function allBands(target: number, ul: number | null): Readonly<Record<CnAgeBand, CnDriCell>> {
  return {
    '18-29': [target, ul],
    '30-49': [target, ul],
    '50-64': [target, ul],
    '65-74': [target, ul],
    '75+': [target, ul],
  };
}

export const CN_DRI = {
  vitaminA: {
    unit: 'ug',
    basis: 'RNI',
    edition: 2023,
    // UL is for preformed vitamin A (视黄醇); carotenoids from food do not count.
    ulScope: 'total',
    source: { ref: `${DRI2023}, vitamins table: vitamin A RNI (µg RAE/d) and UL` },
    male: {
      '18-29': [770, 3000],
      '30-49': [770, 3000],
      '50-64': [750, 3000],
      '65-74': [730, 3000],
      '75+': [710, 3000],
    },
    female: {
      '18-29': [660, 3000],
      '30-49': [660, 3000],
      '50-64': [660, 3000],
      '65-74': [640, 3000],
      '75+': [600, 3000],
    },
    pregnancyIncrement: [0, 70, 70],
    lactationIncrement: 600,
    reproUl: 3000,
  },
  vitaminD: {
    unit: 'ug',
    basis: 'RNI',
    edition: 2023,
    ulScope: 'total',
    source: { ref: `${DRI2023}, vitamins table: vitamin D RNI and UL (unchanged from 2013)` },
    male: { '18-29': [10, 50], '30-49': [10, 50], '50-64': [10, 50], '65-74': [15, 50], '75+': [15, 50] },
    female: { '18-29': [10, 50], '30-49': [10, 50], '50-64': [10, 50], '65-74': [15, 50], '75+': [15, 50] },
    pregnancyIncrement: [0, 0, 0],
    lactationIncrement: 0,
    reproUl: 50,
  },
  vitaminE: {
    unit: 'mg',
    basis: 'AI',
    edition: 2013,
    ulScope: 'total',
    source: { ref: `${DRI2013}.5-2018 (vitamins): vitamin E AI 14 mg α-TE/d, UL 700; lactation +3` },
    male: allBands(14, 700),
    female: allBands(14, 700),
    pregnancyIncrement: [0, 0, 0],
    lactationIncrement: 3,
    reproUl: 700,
  },
  vitaminK: {
    unit: 'ug',
    basis: 'AI',
    edition: 2013,
    ulScope: null,
    source: { ref: `${DRI2013}.5-2018 (vitamins): vitamin K AI 80 µg/d, lactation +5; no UL` },
    male: allBands(80, null),
    female: allBands(80, null),
    pregnancyIncrement: [0, 0, 0],
    lactationIncrement: 5,
    reproUl: null,
  },
  vitaminC: {
    unit: 'mg',
    basis: 'RNI',
    edition: 2013,
    ulScope: 'total',
    source: {
      ref: `${DRI2013}.5-2018 (vitamins): vitamin C RNI 100 mg/d, UL 2000; pregnancy +0/+15/+15, lactation +50`,
    },
    male: allBands(100, 2000),
    female: allBands(100, 2000),
    pregnancyIncrement: [0, 15, 15],
    lactationIncrement: 50,
    reproUl: 2000,
  },
  thiamin: {
    unit: 'mg',
    basis: 'RNI',
    edition: 2013,
    ulScope: null,
    source: {
      ref: `${DRI2013}.5-2018 (vitamins): thiamin RNI men 1.4, women 1.2 mg/d; pregnancy +0/+0.2/+0.3, lactation +0.3; no UL`,
    },
    male: allBands(1.4, null),
    female: allBands(1.2, null),
    pregnancyIncrement: [0, 0.2, 0.3],
    lactationIncrement: 0.3,
    reproUl: null,
  },
  riboflavin: {
    unit: 'mg',
    basis: 'RNI',
    edition: 2013,
    ulScope: null,
    source: {
      ref: `${DRI2013}.5-2018 (vitamins): riboflavin RNI men 1.4, women 1.2 mg/d; pregnancy +0/+0.1/+0.2, lactation +0.3; no UL`,
    },
    male: allBands(1.4, null),
    female: allBands(1.2, null),
    pregnancyIncrement: [0, 0.1, 0.2],
    lactationIncrement: 0.3,
    reproUl: null,
  },
  niacin: {
    unit: 'mg',
    basis: 'RNI',
    edition: 2013,
    // UL 35 mg/d is for nicotinic acid (烟酸) taken as such, i.e. supplements; food niacin equivalents do not count.
    ulScope: 'supplements',
    source: {
      ref: `${DRI2013}.5-2018 (vitamins): niacin RNI (mg NE/d) by age, lactation +3; UL 35 mg/d as nicotinic acid`,
    },
    // 2013 bands: 18–49 15/12, 50–64 14/12, 65–79 14/11 (used for 65–74 and 75+).
    male: { '18-29': [15, 35], '30-49': [15, 35], '50-64': [14, 35], '65-74': [14, 35], '75+': [14, 35] },
    female: { '18-29': [12, 35], '30-49': [12, 35], '50-64': [12, 35], '65-74': [11, 35], '75+': [11, 35] },
    pregnancyIncrement: [0, 0, 0],
    lactationIncrement: 3,
    reproUl: 35,
  },
  vitaminB6: {
    unit: 'mg',
    basis: 'RNI',
    edition: 2013,
    ulScope: 'total',
    source: {
      ref: `${DRI2013}.5-2018 (vitamins): vitamin B6 RNI 1.4 mg/d (18–49), 1.6 (50+); pregnancy +0.8, lactation +0.3; UL 60`,
    },
    male: {
      '18-29': [1.4, 60],
      '30-49': [1.4, 60],
      '50-64': [1.6, 60],
      '65-74': [1.6, 60],
      '75+': [1.6, 60],
    },
    female: {
      '18-29': [1.4, 60],
      '30-49': [1.4, 60],
      '50-64': [1.6, 60],
      '65-74': [1.6, 60],
      '75+': [1.6, 60],
    },
    pregnancyIncrement: [0.8, 0.8, 0.8],
    lactationIncrement: 0.3,
    reproUl: 60,
  },
  folate: {
    unit: 'ug',
    basis: 'RNI',
    edition: 2023,
    // UL 1000 µg/d is for folic acid from fortified food and supplements, not food folate.
    ulScope: 'supplements',
    source: {
      ref: `${DRI2023}, vitamins table: folate RNI 400 µg DFE/d, pregnancy +200, lactation +150; UL 1000 µg/d folic acid (fortified food and supplements)`,
    },
    male: allBands(400, 1000),
    female: allBands(400, 1000),
    pregnancyIncrement: [200, 200, 200],
    lactationIncrement: 150,
    reproUl: 1000,
  },
  vitaminB12: {
    unit: 'ug',
    basis: 'RNI',
    edition: 2013,
    ulScope: null,
    source: {
      ref: `${DRI2013}.5-2018 (vitamins): vitamin B12 RNI 2.4 µg/d, pregnancy +0.5, lactation +0.8; no UL`,
    },
    male: allBands(2.4, null),
    female: allBands(2.4, null),
    pregnancyIncrement: [0.5, 0.5, 0.5],
    lactationIncrement: 0.8,
    reproUl: null,
  },
  calcium: {
    unit: 'mg',
    basis: 'RNI',
    edition: 2023,
    ulScope: 'total',
    // 2023 set 800 mg for all adults (2013 had 1000 from 50) and no pregnancy/lactation increment.
    source: {
      ref: `${DRI2023}, macrominerals table: calcium RNI 800 mg/d all adults, pregnancy/lactation +0; UL 2000`,
    },
    male: allBands(800, 2000),
    female: allBands(800, 2000),
    pregnancyIncrement: [0, 0, 0],
    lactationIncrement: 0,
    reproUl: 2000,
  },
  iron: {
    unit: 'mg',
    basis: 'RNI',
    edition: 2023,
    ulScope: 'total',
    // Women 50–64: the table gives 18 mg while menstruating and 10 mg without menstruation; we take 10
    // because most Chinese women are post-menopausal by 50 and iron over-supplementation is the larger
    // harm. The questionnaire does not ask about menstruation.
    source: {
      ref: `${DRI2023}, trace elements table: iron RNI men 12, women 18 (10 without menstruation), pregnancy +0/+7/+11, lactation +6; UL 42`,
    },
    male: allBands(12, 42),
    female: { '18-29': [18, 42], '30-49': [18, 42], '50-64': [10, 42], '65-74': [10, 42], '75+': [10, 42] },
    pregnancyIncrement: [0, 7, 11],
    lactationIncrement: 6,
    reproUl: 42,
  },
  zinc: {
    unit: 'mg',
    basis: 'RNI',
    edition: 2023,
    ulScope: 'total',
    source: {
      ref: `${DRI2023}, trace elements table: zinc RNI men 12.0, women 8.5 mg/d, pregnancy +2.0, lactation +4.5; UL 40`,
    },
    male: allBands(12, 40),
    female: allBands(8.5, 40),
    pregnancyIncrement: [2, 2, 2],
    lactationIncrement: 4.5,
    reproUl: 40,
  },
  magnesium: {
    unit: 'mg',
    basis: 'RNI',
    edition: 2013,
    ulScope: null,
    source: {
      ref: `${DRI2013}.3/578.4 (minerals): magnesium RNI 330 mg/d (18–64), 320 (65–79); pregnancy +40; no UL set`,
    },
    male: {
      '18-29': [330, null],
      '30-49': [330, null],
      '50-64': [330, null],
      '65-74': [320, null],
      '75+': [320, null],
    },
    female: {
      '18-29': [330, null],
      '30-49': [330, null],
      '50-64': [330, null],
      '65-74': [320, null],
      '75+': [320, null],
    },
    pregnancyIncrement: [40, 40, 40],
    lactationIncrement: 0,
    reproUl: null,
  },
  selenium: {
    unit: 'ug',
    basis: 'RNI',
    edition: 2013,
    ulScope: 'total',
    source: {
      ref: `${DRI2013}.3-2017 (trace elements): selenium RNI 60 µg/d, pregnancy +5, lactation +18; UL 400`,
    },
    male: allBands(60, 400),
    female: allBands(60, 400),
    pregnancyIncrement: [5, 5, 5],
    lactationIncrement: 18,
    reproUl: 400,
  },
  iodine: {
    unit: 'ug',
    basis: 'RNI',
    edition: 2013,
    ulScope: 'total',
    source: {
      ref: `${DRI2013}.3-2017 (trace elements): iodine RNI 120 µg/d, pregnancy +110, lactation +120; UL 600`,
    },
    male: allBands(120, 600),
    female: allBands(120, 600),
    pregnancyIncrement: [110, 110, 110],
    lactationIncrement: 120,
    reproUl: 600,
  },
  potassium: {
    unit: 'mg',
    basis: 'AI',
    edition: 2013,
    ulScope: null,
    source: { ref: `${DRI2013}.4 (macrominerals): potassium AI 2000 mg/d, lactation +400; no UL` },
    male: allBands(2000, null),
    female: allBands(2000, null),
    pregnancyIncrement: [0, 0, 0],
    lactationIncrement: 400,
    reproUl: null,
  },
  omega3: {
    unit: 'mg',
    // Adults: EPA+DHA AMDR 0.25–2.0 g/d, so the lower bound is the target and the upper bound caps
    // what the engine may add. Pregnancy/lactation: AI EPA+DHA 250 mg/d, of which DHA 200 mg.
    basis: 'AMDR',
    reproBasis: 'AI',
    edition: 2023,
    ulScope: 'total',
    source: {
      ref: `${DRI2023}, fatty acids table: EPA+DHA AMDR 0.25–2.0 g/d adults; pregnancy and lactation AI 0.25 g/d (DHA 0.20 g/d)`,
    },
    male: allBands(250, 2000),
    female: allBands(250, 2000),
    pregnancyIncrement: [0, 0, 0],
    lactationIncrement: 0,
    reproUl: 2000,
  },
  fiber: {
    unit: 'g',
    // The table gives a range, AI 25–30 g/d; the lower end is the target.
    basis: 'AI',
    edition: 2023,
    ulScope: null,
    source: {
      ref: `${DRI2023}, carbohydrate table: dietary fibre AI 25–30 g/d adults; pregnancy +0/+4/+4, lactation +4`,
    },
    male: allBands(25, null),
    female: allBands(25, null),
    pregnancyIncrement: [0, 4, 4],
    lactationIncrement: 4,
    reproUl: null,
  },
  protein: {
    unit: 'g',
    basis: 'RNI',
    edition: 2023,
    ulScope: null,
    // 2023 raised the older-adult RNI (65+) to protect muscle mass.
    source: {
      ref: `${DRI2023}, protein table: RNI men 65, women 55 g/d (18–64), 72/62 g/d (65+); pregnancy +0/+15/+30, lactation +25`,
    },
    male: {
      '18-29': [65, null],
      '30-49': [65, null],
      '50-64': [65, null],
      '65-74': [72, null],
      '75+': [72, null],
    },
    female: {
      '18-29': [55, null],
      '30-49': [55, null],
      '50-64': [55, null],
      '65-74': [62, null],
      '75+': [62, null],
    },
    pregnancyIncrement: [0, 15, 30],
    lactationIncrement: 25,
    reproUl: null,
  },
} as const satisfies Record<NutrientKey, CnDriRow>;

/**
 * Figures to re-check against the printed 2023 tables: the rows above that cite 2013 (the 2023 edition
 * may have changed bands or values), and 2023 figures not yet checked against the printed book
 * (vitamin A for 50+, zinc 12.0/8.5, the fibre pregnancy/lactation increment).
 */
export const CN_DRI_TO_VERIFY: readonly NutrientKey[] = [
  'vitaminA',
  'vitaminE',
  'vitaminK',
  'vitaminC',
  'thiamin',
  'riboflavin',
  'niacin',
  'vitaminB6',
  'vitaminB12',
  'magnesium',
  'selenium',
  'iodine',
  'potassium',
  'zinc',
  'fiber',
];

/** The Chinese 2023 adult band of an age in years (ages under 18 fall in 18–29: adults only). */
export function cnAgeBandFor(age: number): CnAgeBand {
  if (age < 30) return '18-29';
  if (age < 50) return '30-49';
  if (age < 65) return '50-64';
  if (age < 75) return '65-74';
  return '75+';
}
