import type { Bilingual, Source } from '../contracts/common';
import type { NutrientKey } from '../nutrients';

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

const ODS_URL = 'https://ods.od.nih.gov/factsheets/';

/** Base timing advice per nutrient with its source. */
export const TIMING = {
  vitaminA: {
    text: { zh: '随含油脂的正餐服用（脂溶性）', en: 'Take with a meal that contains fat (fat-soluble)' },
    source: { ref: 'NIH ODS Vitamin A fact sheet', url: `${ODS_URL}VitaminA-HealthProfessional/` },
  },
  vitaminD: {
    text: { zh: '随含油脂的正餐服用（脂溶性）', en: 'Take with a meal that contains fat (fat-soluble)' },
    source: { ref: 'NIH ODS Vitamin D fact sheet', url: `${ODS_URL}VitaminD-HealthProfessional/` },
  },
  vitaminE: {
    text: { zh: '随含油脂的正餐服用（脂溶性）', en: 'Take with a meal that contains fat (fat-soluble)' },
    source: { ref: 'NIH ODS Vitamin E fact sheet', url: `${ODS_URL}VitaminE-HealthProfessional/` },
  },
  omega3: {
    text: { zh: '随含油脂的正餐服用', en: 'Take with a meal that contains fat' },
    source: {
      ref: 'NIH ODS Omega-3 Fatty Acids fact sheet',
      url: `${ODS_URL}Omega3FattyAcids-HealthProfessional/`,
    },
  },
  vitaminC: {
    text: {
      zh: '随餐服用，可与铁剂同服以促进铁吸收',
      en: 'Take with a meal; taking it with iron helps iron absorption',
    },
    source: { ref: 'NIH ODS Vitamin C fact sheet', url: `${ODS_URL}VitaminC-HealthProfessional/` },
  },
  thiamin: {
    text: { zh: '早餐时服用（B族维生素）', en: 'Take in the morning with breakfast (B vitamin)' },
    source: { ref: 'NIH ODS Thiamin fact sheet', url: `${ODS_URL}Thiamin-HealthProfessional/` },
  },
  riboflavin: {
    text: { zh: '早餐时服用（B族维生素）', en: 'Take in the morning with breakfast (B vitamin)' },
    source: { ref: 'NIH ODS Riboflavin fact sheet', url: `${ODS_URL}Riboflavin-HealthProfessional/` },
  },
  niacin: {
    text: {
      zh: '早餐时随餐服用（B族维生素，随餐可减轻潮红）',
      en: 'Take in the morning with food (B vitamin; food reduces flushing)',
    },
    source: { ref: 'NIH ODS Niacin fact sheet', url: `${ODS_URL}Niacin-HealthProfessional/` },
  },
  vitaminB6: {
    text: { zh: '早餐时服用（B族维生素）', en: 'Take in the morning with breakfast (B vitamin)' },
    source: { ref: 'NIH ODS Vitamin B6 fact sheet', url: `${ODS_URL}VitaminB6-HealthProfessional/` },
  },
  folate: {
    text: { zh: '早餐时服用（B族维生素）', en: 'Take in the morning with breakfast (B vitamin)' },
    source: { ref: 'NIH ODS Folate fact sheet', url: `${ODS_URL}Folate-HealthProfessional/` },
  },
  vitaminB12: {
    text: { zh: '早餐时服用（B族维生素）', en: 'Take in the morning with breakfast (B vitamin)' },
    source: { ref: 'NIH ODS Vitamin B12 fact sheet', url: `${ODS_URL}VitaminB12-HealthProfessional/` },
  },
  iron: {
    text: {
      zh: '空腹或与维生素C（如水果）同服吸收更好；与钙剂、茶和咖啡间隔至少2小时',
      en: 'Best absorbed on an empty stomach or with vitamin C (e.g. fruit); keep 2 hours apart from calcium, tea and coffee',
    },
    source: { ref: 'NIH ODS Iron fact sheet', url: `${ODS_URL}Iron-HealthProfessional/` },
  },
  calcium: {
    text: {
      // The 4 hours from levothyroxine is added from the medicine's own taboo, only for people who
      // take it (Synthroid PI §2.1); everyone else is not told about a medicine they do not take.
      zh: '每次不超过500毫克，分次服用；与铁剂间隔2小时',
      en: 'Take at most 500 mg at a time, split doses; keep 2 hours apart from iron',
    },
    source: { ref: 'NIH ODS Calcium fact sheet', url: `${ODS_URL}Calcium-HealthProfessional/` },
  },
  zinc: {
    text: {
      zh: '随餐服用，与铁剂、钙剂间隔2小时',
      en: 'Take with a meal, 2 hours apart from iron and calcium',
    },
    source: { ref: 'NIH ODS Zinc fact sheet', url: `${ODS_URL}Zinc-HealthProfessional/` },
  },
  magnesium: {
    text: { zh: '晚间服用', en: 'Take in the evening' },
    source: { ref: 'NIH ODS Magnesium fact sheet', url: `${ODS_URL}Magnesium-HealthProfessional/` },
  },
  selenium: {
    text: { zh: '随餐服用', en: 'Take with a meal' },
    source: { ref: 'NIH ODS Selenium fact sheet', url: `${ODS_URL}Selenium-HealthProfessional/` },
  },
  iodine: {
    text: { zh: '随餐服用', en: 'Take with a meal' },
    source: { ref: 'NIH ODS Iodine fact sheet', url: `${ODS_URL}Iodine-HealthProfessional/` },
  },
} as const satisfies Record<SupplementableKey, { text: Bilingual; source: Source }>;

export const CALCIUM_FORMS = {
  citrate: {
    text: {
      zh: '选择柠檬酸钙：不依赖胃酸，可空腹或随餐服用',
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
    url: `${ODS_URL}Calcium-HealthProfessional/`,
  },
} as const;
