import type { Bilingual, Source } from '../contracts/common';
import type { NutrientKey } from '../nutrients';
import { odsFactSheet } from '../citations';

/**
 * Which nutrients the engine doses as a supplement, and the product step a dose is rounded to: the
 * smallest common single-ingredient label strength (the seed catalogue uses the same strengths), so
 * every dose can be bought. Vitamin E's step is 100 IU natural vitamin E = 67 mg.
 * Left out on purpose: vitamin K (food is ample, and it interferes with warfarin), potassium
 * (over-the-counter potassium is risky with kidney disease and common blood-pressure drugs; food advice
 * instead), fibre and protein (food advice, not pills).
 */
export const SUPPLEMENTABLE = {
  vitaminA: { step: 600 },
  vitaminD: { step: 10 },
  vitaminE: { step: 67 },
  vitaminC: { step: 100 },
  thiamin: { step: 1.4 },
  riboflavin: { step: 1.4 },
  niacin: { step: 14 },
  vitaminB6: { step: 1.4 },
  folate: { step: 400 },
  vitaminB12: { step: 2.4 },
  calcium: { step: 100 },
  iron: { step: 15 },
  zinc: { step: 10 },
  magnesium: { step: 100 },
  selenium: { step: 50 },
  iodine: { step: 150 },
  omega3: { step: 200 },
} as const satisfies Partial<Record<NutrientKey, { step: number }>>;

export type SupplementableKey = keyof typeof SUPPLEMENTABLE;

export function isSupplementable(k: string): k is SupplementableKey {
  return Object.hasOwn(SUPPLEMENTABLE, k);
}

// Advice several nutrients share: one wording, so the same rule never reads two ways.
const WITH_FAT = {
  zh: '随含油脂的正餐服用（脂溶性）',
  en: 'Take with a meal that contains fat (fat-soluble)',
};
const B_VITAMIN_AT_BREAKFAST = {
  zh: '早餐时服用（B族维生素）',
  en: 'Take in the morning with breakfast (B vitamin)',
};
const WITH_A_MEAL = { zh: '随餐服用', en: 'Take with a meal' };

/** Base timing advice per nutrient with its source. */
export const TIMING = {
  vitaminA: {
    text: WITH_FAT,
    source: odsFactSheet('Vitamin A'),
  },
  vitaminD: {
    text: WITH_FAT,
    source: odsFactSheet('Vitamin D'),
  },
  vitaminE: {
    text: WITH_FAT,
    source: odsFactSheet('Vitamin E'),
  },
  omega3: {
    text: { zh: '随含油脂的正餐服用', en: 'Take with a meal that contains fat' },
    source: odsFactSheet('Omega-3 Fatty Acids', { slug: 'Omega3FattyAcids' }),
  },
  vitaminC: {
    text: {
      zh: '随餐服用，可与铁剂同服以促进铁吸收',
      en: 'Take with a meal; taking it with iron helps iron absorption',
    },
    source: odsFactSheet('Vitamin C'),
  },
  thiamin: {
    text: B_VITAMIN_AT_BREAKFAST,
    source: odsFactSheet('Thiamin'),
  },
  riboflavin: {
    text: B_VITAMIN_AT_BREAKFAST,
    source: odsFactSheet('Riboflavin'),
  },
  niacin: {
    text: {
      zh: '早餐时随餐服用（B族维生素，随餐可减轻潮红）',
      en: 'Take in the morning with food (B vitamin; food reduces flushing)',
    },
    source: odsFactSheet('Niacin'),
  },
  vitaminB6: {
    text: B_VITAMIN_AT_BREAKFAST,
    source: odsFactSheet('Vitamin B6'),
  },
  folate: {
    text: B_VITAMIN_AT_BREAKFAST,
    source: odsFactSheet('Folate'),
  },
  vitaminB12: {
    text: B_VITAMIN_AT_BREAKFAST,
    source: odsFactSheet('Vitamin B12'),
  },
  iron: {
    text: {
      zh: '空腹或与维生素C（如水果）同服吸收更好；与钙剂、茶和咖啡间隔至少2小时',
      en: 'Best absorbed on an empty stomach or with vitamin C (e.g. fruit); keep 2 hours apart from calcium, tea and coffee',
    },
    source: odsFactSheet('Iron'),
  },
  calcium: {
    text: {
      // The 4 hours from levothyroxine is added from the medicine's own taboo, only for people who
      // take it (Synthroid PI §2.1); everyone else is not told about a medicine they do not take.
      zh: '每次不超过500毫克，分次服用；与铁剂间隔2小时',
      en: 'Take at most 500 mg at a time, split doses; keep 2 hours apart from iron',
    },
    source: odsFactSheet('Calcium'),
  },
  zinc: {
    text: {
      zh: '随餐服用，与铁剂、钙剂间隔2小时',
      en: 'Take with a meal, 2 hours apart from iron and calcium',
    },
    source: odsFactSheet('Zinc'),
  },
  magnesium: {
    text: { zh: '晚间服用', en: 'Take in the evening' },
    source: odsFactSheet('Magnesium'),
  },
  selenium: {
    text: WITH_A_MEAL,
    source: odsFactSheet('Selenium'),
  },
  iodine: {
    text: WITH_A_MEAL,
    source: odsFactSheet('Iodine'),
  },
} as const satisfies Record<SupplementableKey, { text: Bilingual; source: Source }>;

export const CALCIUM_FORMS = {
  citrate: {
    text: {
      zh: '选择枸橼酸钙：不依赖胃酸，可空腹或随餐服用',
      en: 'Choose calcium citrate: it does not need stomach acid and can be taken with or without food',
    },
  },
  carbonate: {
    text: {
      zh: '碳酸钙随餐服用（需要胃酸帮助吸收）',
      en: 'Take calcium carbonate with meals (it needs stomach acid to be absorbed)',
    },
  },
  source: {
    ref: 'NIH ODS Calcium fact sheet: citrate absorbed without food and preferred with achlorhydria, acid-reducing drugs and in older adults',
    url: odsFactSheet('Calcium').url,
  },
} as const;
