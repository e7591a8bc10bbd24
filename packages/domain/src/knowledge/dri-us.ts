/**
 * US Dietary Reference Intakes (Food and Nutrition Board, National Academies) for adults 14+,
 * as tabulated in the NIH Office of Dietary Supplements health-professional fact sheets.
 *
 * Why 14–18 is here: the product serves adults from 18, and the US tables put 18-year-olds in the
 * 14–18 band (different calcium, iron, magnesium, ULs…), so that band is needed for age 18.
 *
 * Each cell is `[target, ul]`: the RDA (or AI where no RDA is set) and the Tolerable Upper Intake
 * Level, in the nutrient's canonical unit (see nutrients/index.ts); `ul` is `null` where the FNB set
 * none. `ulScope: 'supplements'` means the UL covers only supplements and fortificants (magnesium,
 * niacin, folic acid, vitamin E) so food intake does not count against it — which is why the magnesium
 * RDA (from food) may exceed its 350 mg supplemental UL.
 *
 * Pregnancy and lactation: the US tables do not split trimesters (only energy does, see energy/),
 * and give values for ≤18, 19–30 and 31–50 years.
 */
import type { Source } from '../contracts/common';
import type { NutrientKey } from '../nutrients';
import type { NutrientUnit } from '../units';

export const US_AGE_BANDS = ['14-18', '19-30', '31-50', '51-70', '71+'] as const;
export type UsAgeBand = (typeof US_AGE_BANDS)[number];

/** Age bands of the US pregnancy and lactation rows. */
export const US_REPRO_BANDS = ['14-18', '19-30', '31-50'] as const;
export type UsReproBand = (typeof US_REPRO_BANDS)[number];

/** `[recommended intake, UL or null]` in the nutrient's unit. */
export type DriCell = readonly [target: number, ul: number | null];

export interface UsDriRow {
  unit: NutrientUnit;
  basis: 'RDA' | 'AI';
  /**
   * The report the figures come from, as labels cite it (the ODS fact sheets tabulate them):
   * e.g. `IOM 2001` (vitamin A, K, iron, zinc, iodine), `IOM 2011` (calcium, vitamin D).
   */
  report: string;
  /** What the UL covers; `null` exactly when no UL is set for any group. */
  ulScope: 'total' | 'supplements' | null;
  /** Protein only: targets are g per kg body weight per day, multiplied by the person's weight. */
  perKgBodyWeight?: true;
  source: Source;
  male: Readonly<Record<UsAgeBand, DriCell>>;
  female: Readonly<Record<UsAgeBand, DriCell>>;
  pregnant: Readonly<Record<UsReproBand, DriCell>>;
  lactating: Readonly<Record<UsReproBand, DriCell>>;
}

const ods = (page: string, table: string): Source => ({
  ref: `NIH ODS ${page} fact sheet for health professionals, ${table}`,
  url: `https://ods.od.nih.gov/factsheets/${page.replace(/ /g, '')}-HealthProfessional/`,
});

/** IOM (2002/2005) macronutrient DRI report: fibre AI and protein RDA. */
const macroReport = (what: string): Source => ({
  ref: `IOM Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (2002/2005), ${what}`,
  url: 'https://nap.nationalacademies.org/catalog/10490',
});

export const US_DRI = {
  vitaminA: {
    unit: 'ug',
    basis: 'RDA',
    report: 'IOM 2001',
    // The UL is for preformed vitamin A (retinol) from food and supplements; beta-carotene does not count.
    ulScope: 'total',
    source: ods('Vitamin A', 'RDA table (µg RAE) and UL table (preformed vitamin A only)'),
    male: {
      '14-18': [900, 2800],
      '19-30': [900, 3000],
      '31-50': [900, 3000],
      '51-70': [900, 3000],
      '71+': [900, 3000],
    },
    female: {
      '14-18': [700, 2800],
      '19-30': [700, 3000],
      '31-50': [700, 3000],
      '51-70': [700, 3000],
      '71+': [700, 3000],
    },
    pregnant: { '14-18': [750, 2800], '19-30': [770, 3000], '31-50': [770, 3000] },
    lactating: { '14-18': [1200, 2800], '19-30': [1300, 3000], '31-50': [1300, 3000] },
  },
  vitaminD: {
    unit: 'ug',
    basis: 'RDA',
    report: 'IOM 2011',
    ulScope: 'total',
    source: ods('Vitamin D', 'RDA table and UL table'),
    male: {
      '14-18': [15, 100],
      '19-30': [15, 100],
      '31-50': [15, 100],
      '51-70': [15, 100],
      '71+': [20, 100],
    },
    female: {
      '14-18': [15, 100],
      '19-30': [15, 100],
      '31-50': [15, 100],
      '51-70': [15, 100],
      '71+': [20, 100],
    },
    pregnant: { '14-18': [15, 100], '19-30': [15, 100], '31-50': [15, 100] },
    lactating: { '14-18': [15, 100], '19-30': [15, 100], '31-50': [15, 100] },
  },
  vitaminE: {
    unit: 'mg',
    basis: 'RDA',
    report: 'IOM 2000',
    // The UL applies to any form of supplemental alpha-tocopherol, not to vitamin E in food.
    ulScope: 'supplements',
    source: ods('Vitamin E', 'RDA table (mg alpha-tocopherol) and UL table (supplemental alpha-tocopherol)'),
    male: {
      '14-18': [15, 800],
      '19-30': [15, 1000],
      '31-50': [15, 1000],
      '51-70': [15, 1000],
      '71+': [15, 1000],
    },
    female: {
      '14-18': [15, 800],
      '19-30': [15, 1000],
      '31-50': [15, 1000],
      '51-70': [15, 1000],
      '71+': [15, 1000],
    },
    pregnant: { '14-18': [15, 800], '19-30': [15, 1000], '31-50': [15, 1000] },
    lactating: { '14-18': [19, 800], '19-30': [19, 1000], '31-50': [19, 1000] },
  },
  vitaminK: {
    unit: 'ug',
    basis: 'AI',
    report: 'IOM 2001',
    ulScope: null,
    source: ods('Vitamin K', 'AI table; no UL established'),
    male: {
      '14-18': [75, null],
      '19-30': [120, null],
      '31-50': [120, null],
      '51-70': [120, null],
      '71+': [120, null],
    },
    female: {
      '14-18': [75, null],
      '19-30': [90, null],
      '31-50': [90, null],
      '51-70': [90, null],
      '71+': [90, null],
    },
    pregnant: { '14-18': [75, null], '19-30': [90, null], '31-50': [90, null] },
    lactating: { '14-18': [75, null], '19-30': [90, null], '31-50': [90, null] },
  },
  vitaminC: {
    unit: 'mg',
    basis: 'RDA',
    report: 'IOM 2000',
    ulScope: 'total',
    source: ods('Vitamin C', 'RDA table and UL table'),
    male: {
      '14-18': [75, 1800],
      '19-30': [90, 2000],
      '31-50': [90, 2000],
      '51-70': [90, 2000],
      '71+': [90, 2000],
    },
    female: {
      '14-18': [65, 1800],
      '19-30': [75, 2000],
      '31-50': [75, 2000],
      '51-70': [75, 2000],
      '71+': [75, 2000],
    },
    pregnant: { '14-18': [80, 1800], '19-30': [85, 2000], '31-50': [85, 2000] },
    lactating: { '14-18': [115, 1800], '19-30': [120, 2000], '31-50': [120, 2000] },
  },
  thiamin: {
    unit: 'mg',
    basis: 'RDA',
    report: 'IOM 1998',
    ulScope: null,
    source: ods('Thiamin', 'RDA table; no UL established'),
    male: {
      '14-18': [1.2, null],
      '19-30': [1.2, null],
      '31-50': [1.2, null],
      '51-70': [1.2, null],
      '71+': [1.2, null],
    },
    female: {
      '14-18': [1.0, null],
      '19-30': [1.1, null],
      '31-50': [1.1, null],
      '51-70': [1.1, null],
      '71+': [1.1, null],
    },
    pregnant: { '14-18': [1.4, null], '19-30': [1.4, null], '31-50': [1.4, null] },
    lactating: { '14-18': [1.4, null], '19-30': [1.4, null], '31-50': [1.4, null] },
  },
  riboflavin: {
    unit: 'mg',
    basis: 'RDA',
    report: 'IOM 1998',
    ulScope: null,
    source: ods('Riboflavin', 'RDA table; no UL established'),
    male: {
      '14-18': [1.3, null],
      '19-30': [1.3, null],
      '31-50': [1.3, null],
      '51-70': [1.3, null],
      '71+': [1.3, null],
    },
    female: {
      '14-18': [1.0, null],
      '19-30': [1.1, null],
      '31-50': [1.1, null],
      '51-70': [1.1, null],
      '71+': [1.1, null],
    },
    pregnant: { '14-18': [1.4, null], '19-30': [1.4, null], '31-50': [1.4, null] },
    lactating: { '14-18': [1.6, null], '19-30': [1.6, null], '31-50': [1.6, null] },
  },
  niacin: {
    unit: 'mg',
    basis: 'RDA',
    report: 'IOM 1998',
    // The UL applies to niacin from supplements and fortified foods (flushing), not food niacin.
    ulScope: 'supplements',
    source: ods('Niacin', 'RDA table (mg NE) and UL table (supplements and fortified foods)'),
    male: { '14-18': [16, 30], '19-30': [16, 35], '31-50': [16, 35], '51-70': [16, 35], '71+': [16, 35] },
    female: { '14-18': [14, 30], '19-30': [14, 35], '31-50': [14, 35], '51-70': [14, 35], '71+': [14, 35] },
    pregnant: { '14-18': [18, 30], '19-30': [18, 35], '31-50': [18, 35] },
    lactating: { '14-18': [17, 30], '19-30': [17, 35], '31-50': [17, 35] },
  },
  vitaminB6: {
    unit: 'mg',
    basis: 'RDA',
    report: 'IOM 1998',
    ulScope: 'total',
    source: ods('Vitamin B6', 'RDA table and UL table'),
    male: {
      '14-18': [1.3, 80],
      '19-30': [1.3, 100],
      '31-50': [1.3, 100],
      '51-70': [1.7, 100],
      '71+': [1.7, 100],
    },
    female: {
      '14-18': [1.2, 80],
      '19-30': [1.3, 100],
      '31-50': [1.3, 100],
      '51-70': [1.5, 100],
      '71+': [1.5, 100],
    },
    pregnant: { '14-18': [1.9, 80], '19-30': [1.9, 100], '31-50': [1.9, 100] },
    lactating: { '14-18': [2.0, 80], '19-30': [2.0, 100], '31-50': [2.0, 100] },
  },
  folate: {
    unit: 'ug',
    basis: 'RDA',
    report: 'IOM 1998',
    // The UL is for folic acid from supplements and fortified foods; food folate has no UL.
    ulScope: 'supplements',
    source: ods(
      'Folate',
      'RDA table (µg DFE) and UL table (folic acid from supplements and fortified foods)',
    ),
    male: {
      '14-18': [400, 800],
      '19-30': [400, 1000],
      '31-50': [400, 1000],
      '51-70': [400, 1000],
      '71+': [400, 1000],
    },
    female: {
      '14-18': [400, 800],
      '19-30': [400, 1000],
      '31-50': [400, 1000],
      '51-70': [400, 1000],
      '71+': [400, 1000],
    },
    pregnant: { '14-18': [600, 800], '19-30': [600, 1000], '31-50': [600, 1000] },
    lactating: { '14-18': [500, 800], '19-30': [500, 1000], '31-50': [500, 1000] },
  },
  vitaminB12: {
    unit: 'ug',
    basis: 'RDA',
    report: 'IOM 1998',
    ulScope: null,
    source: ods('Vitamin B12', 'RDA table; no UL established'),
    male: {
      '14-18': [2.4, null],
      '19-30': [2.4, null],
      '31-50': [2.4, null],
      '51-70': [2.4, null],
      '71+': [2.4, null],
    },
    female: {
      '14-18': [2.4, null],
      '19-30': [2.4, null],
      '31-50': [2.4, null],
      '51-70': [2.4, null],
      '71+': [2.4, null],
    },
    pregnant: { '14-18': [2.6, null], '19-30': [2.6, null], '31-50': [2.6, null] },
    lactating: { '14-18': [2.8, null], '19-30': [2.8, null], '31-50': [2.8, null] },
  },
  calcium: {
    unit: 'mg',
    basis: 'RDA',
    report: 'IOM 2011',
    ulScope: 'total',
    source: ods('Calcium', 'RDA table and UL table'),
    male: {
      '14-18': [1300, 3000],
      '19-30': [1000, 2500],
      '31-50': [1000, 2500],
      '51-70': [1000, 2000],
      '71+': [1200, 2000],
    },
    female: {
      '14-18': [1300, 3000],
      '19-30': [1000, 2500],
      '31-50': [1000, 2500],
      '51-70': [1200, 2000],
      '71+': [1200, 2000],
    },
    pregnant: { '14-18': [1300, 3000], '19-30': [1000, 2500], '31-50': [1000, 2500] },
    lactating: { '14-18': [1300, 3000], '19-30': [1000, 2500], '31-50': [1000, 2500] },
  },
  iron: {
    unit: 'mg',
    basis: 'RDA',
    report: 'IOM 2001',
    ulScope: 'total',
    source: ods('Iron', 'RDA table and UL table'),
    male: { '14-18': [11, 45], '19-30': [8, 45], '31-50': [8, 45], '51-70': [8, 45], '71+': [8, 45] },
    female: { '14-18': [15, 45], '19-30': [18, 45], '31-50': [18, 45], '51-70': [8, 45], '71+': [8, 45] },
    pregnant: { '14-18': [27, 45], '19-30': [27, 45], '31-50': [27, 45] },
    lactating: { '14-18': [10, 45], '19-30': [9, 45], '31-50': [9, 45] },
  },
  zinc: {
    unit: 'mg',
    basis: 'RDA',
    report: 'IOM 2001',
    ulScope: 'total',
    source: ods('Zinc', 'RDA table and UL table'),
    male: { '14-18': [11, 34], '19-30': [11, 40], '31-50': [11, 40], '51-70': [11, 40], '71+': [11, 40] },
    female: { '14-18': [9, 34], '19-30': [8, 40], '31-50': [8, 40], '51-70': [8, 40], '71+': [8, 40] },
    pregnant: { '14-18': [12, 34], '19-30': [11, 40], '31-50': [11, 40] },
    lactating: { '14-18': [13, 34], '19-30': [12, 40], '31-50': [12, 40] },
  },
  magnesium: {
    unit: 'mg',
    basis: 'RDA',
    report: 'IOM 1997',
    // 350 mg is the UL for supplemental magnesium only (diarrhoea); food magnesium has no UL.
    ulScope: 'supplements',
    source: ods('Magnesium', 'RDA table and UL table (supplemental magnesium only)'),
    male: {
      '14-18': [410, 350],
      '19-30': [400, 350],
      '31-50': [420, 350],
      '51-70': [420, 350],
      '71+': [420, 350],
    },
    female: {
      '14-18': [360, 350],
      '19-30': [310, 350],
      '31-50': [320, 350],
      '51-70': [320, 350],
      '71+': [320, 350],
    },
    pregnant: { '14-18': [400, 350], '19-30': [350, 350], '31-50': [360, 350] },
    lactating: { '14-18': [360, 350], '19-30': [310, 350], '31-50': [320, 350] },
  },
  selenium: {
    unit: 'ug',
    basis: 'RDA',
    report: 'IOM 2000',
    ulScope: 'total',
    source: ods('Selenium', 'RDA table and UL table'),
    male: {
      '14-18': [55, 400],
      '19-30': [55, 400],
      '31-50': [55, 400],
      '51-70': [55, 400],
      '71+': [55, 400],
    },
    female: {
      '14-18': [55, 400],
      '19-30': [55, 400],
      '31-50': [55, 400],
      '51-70': [55, 400],
      '71+': [55, 400],
    },
    pregnant: { '14-18': [60, 400], '19-30': [60, 400], '31-50': [60, 400] },
    lactating: { '14-18': [70, 400], '19-30': [70, 400], '31-50': [70, 400] },
  },
  iodine: {
    unit: 'ug',
    basis: 'RDA',
    report: 'IOM 2001',
    ulScope: 'total',
    source: ods('Iodine', 'RDA table and UL table'),
    male: {
      '14-18': [150, 900],
      '19-30': [150, 1100],
      '31-50': [150, 1100],
      '51-70': [150, 1100],
      '71+': [150, 1100],
    },
    female: {
      '14-18': [150, 900],
      '19-30': [150, 1100],
      '31-50': [150, 1100],
      '51-70': [150, 1100],
      '71+': [150, 1100],
    },
    pregnant: { '14-18': [220, 900], '19-30': [220, 1100], '31-50': [220, 1100] },
    lactating: { '14-18': [290, 900], '19-30': [290, 1100], '31-50': [290, 1100] },
  },
  potassium: {
    unit: 'mg',
    basis: 'AI',
    report: 'NASEM 2019',
    ulScope: null,
    source: ods('Potassium', 'AI table (NASEM 2019); no UL established'),
    male: {
      '14-18': [3000, null],
      '19-30': [3400, null],
      '31-50': [3400, null],
      '51-70': [3400, null],
      '71+': [3400, null],
    },
    female: {
      '14-18': [2300, null],
      '19-30': [2600, null],
      '31-50': [2600, null],
      '51-70': [2600, null],
      '71+': [2600, null],
    },
    pregnant: { '14-18': [2600, null], '19-30': [2900, null], '31-50': [2900, null] },
    lactating: { '14-18': [2500, null], '19-30': [2800, null], '31-50': [2800, null] },
  },
  omega3: {
    unit: 'mg',
    // There is no US DRI for EPA+DHA (only an ALA AI). 250 mg/day is the amount the 2015–2020 Dietary
    // Guidelines' 8 oz/week of seafood provides and the EFSA (2012) adult AI, both discussed on the
    // ODS omega-3 fact sheet. No UL: FDA and EFSA consider up to 5 g/day from supplements safe.
    basis: 'AI',
    report: 'EFSA 2012',
    ulScope: null,
    source: {
      ref: '2015–2020 Dietary Guidelines for Americans (8 oz seafood/week ≈ 250 mg EPA+DHA/day) and EFSA NDA Panel AI 250 mg EPA+DHA, per NIH ODS Omega-3 Fatty Acids fact sheet',
      url: 'https://ods.od.nih.gov/factsheets/Omega3FattyAcids-HealthProfessional/',
    },
    male: {
      '14-18': [250, null],
      '19-30': [250, null],
      '31-50': [250, null],
      '51-70': [250, null],
      '71+': [250, null],
    },
    female: {
      '14-18': [250, null],
      '19-30': [250, null],
      '31-50': [250, null],
      '51-70': [250, null],
      '71+': [250, null],
    },
    pregnant: { '14-18': [250, null], '19-30': [250, null], '31-50': [250, null] },
    lactating: { '14-18': [250, null], '19-30': [250, null], '31-50': [250, null] },
  },
  fiber: {
    unit: 'g',
    basis: 'AI',
    report: 'IOM 2002/2005',
    ulScope: null,
    source: macroReport('total fiber AI (14 g/1000 kcal), DRI summary table'),
    male: {
      '14-18': [38, null],
      '19-30': [38, null],
      '31-50': [38, null],
      '51-70': [30, null],
      '71+': [30, null],
    },
    female: {
      '14-18': [26, null],
      '19-30': [25, null],
      '31-50': [25, null],
      '51-70': [21, null],
      '71+': [21, null],
    },
    pregnant: { '14-18': [28, null], '19-30': [28, null], '31-50': [28, null] },
    lactating: { '14-18': [29, null], '19-30': [29, null], '31-50': [29, null] },
  },
  protein: {
    unit: 'g',
    basis: 'RDA',
    report: 'IOM 2002/2005',
    ulScope: null,
    perKgBodyWeight: true,
    source: macroReport(
      'protein RDA in g/kg body weight/day (0.85 at 14–18, 0.8 adults, 1.1 pregnancy, 1.3 lactation)',
    ),
    male: {
      '14-18': [0.85, null],
      '19-30': [0.8, null],
      '31-50': [0.8, null],
      '51-70': [0.8, null],
      '71+': [0.8, null],
    },
    female: {
      '14-18': [0.85, null],
      '19-30': [0.8, null],
      '31-50': [0.8, null],
      '51-70': [0.8, null],
      '71+': [0.8, null],
    },
    pregnant: { '14-18': [1.1, null], '19-30': [1.1, null], '31-50': [1.1, null] },
    lactating: { '14-18': [1.3, null], '19-30': [1.3, null], '31-50': [1.3, null] },
  },
} as const satisfies Record<NutrientKey, UsDriRow>;

/** The US band of an adult age (years); 18 falls in 14–18 as in the US tables. */
export function usAgeBandFor(age: number): UsAgeBand {
  if (age <= 18) return '14-18';
  if (age <= 30) return '19-30';
  if (age <= 50) return '31-50';
  if (age <= 70) return '51-70';
  return '71+';
}

/** The US pregnancy/lactation band; the tables stop at 50, so older mothers use 31–50. */
export function usReproBandFor(age: number): UsReproBand {
  if (age <= 18) return '14-18';
  if (age <= 30) return '19-30';
  return '31-50';
}
