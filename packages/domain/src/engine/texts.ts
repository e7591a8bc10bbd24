import type { Bilingual, Source } from '../contracts/common';
import type { DIET_PATTERNS } from '../contracts/questionnaire';
import type { NutrientKey } from '../nutrients';
import type { Substance } from '../substances';

/** Shown under every plan. */
export const DISCLAIMER: Bilingual = {
  zh: '本方案为营养建议，不是医学诊断或治疗。请勿自行停用或更改医生开具的药物。如正在怀孕、哺乳、患有慢性病或正在服药，开始补充剂前请咨询医生或药师；如有不适请及时就医。',
  en: 'This plan is nutrition guidance, not a diagnosis or treatment. Do not stop or change any prescribed medicine. If you are pregnant, breastfeeding, have a chronic condition or take medicines, check with your doctor or pharmacist before starting supplements; see your doctor if you feel unwell.',
};

/** The radar axes live in radar/ (read by the web app without the engine); the engine's own name for them. */
export { RADAR_KEYS } from '../radar';

/** Herbal and non-nutrient products kept out of plans in pregnancy (insufficient safety data). */
export const PREGNANCY_AVOID: readonly Substance[] = [
  'ginkgo',
  'stJohnsWort',
  'ginseng',
  'turmeric',
  'redYeastRice',
  'greenTeaExtract',
  'echinacea',
  'valerian',
  'licorice',
  'danshen',
  'dongQuai',
  'notoginseng',
  'safflower',
  'soyIsoflavones',
  'milkThistle',
  'berberine',
  'saw_palmetto',
  'melatonin',
  'nattokinase',
  'blackCohosh',
  'heShouWu',
  'tuSanqi',
  'royalJelly',
  'hashima',
  'placenta',
  'kratom',
  'angongNiuhuang',
];

export const PREGNANCY_SOURCE: Source = {
  ref: 'NIH NCCIH "Herbs at a Glance" (pregnancy safety); WHO antenatal care recommendations (2016); Chinese Dietary Guidelines 2022 for pregnant women',
  url: 'https://www.nccih.nih.gov/health/herbsataglance',
};

export const WHO_BMI_SOURCE: Source = {
  ref: 'WHO BMI classification: < 16 severe thinness, 16–16.99 moderate thinness; ≥ 40 obese class III',
  url: 'https://www.who.int/data/gho/data/themes/topics/topic-details/GHO/body-mass-index',
};

export const FOOD_FIRST_SOURCE: Source = {
  ref: 'Chinese Dietary Guidelines 2022; Dietary Guidelines for Americans 2020–2025 (food first for fibre, protein and potassium)',
  url: 'https://www.dietaryguidelines.gov/',
};

export const FOOD_FIRST: Partial<Record<NutrientKey, Bilingual>> = {
  fiber: {
    zh: '膳食纤维偏低：多吃全谷物、豆类、蔬菜和水果',
    en: 'Fibre is low: eat more whole grains, legumes, vegetables and fruit',
  },
  protein: {
    zh: '蛋白质偏低：每餐加入鱼、禽、蛋、奶或豆制品',
    en: 'Protein is low: add fish, poultry, eggs, dairy or soy foods to each meal',
  },
  potassium: {
    zh: '钾偏低：多吃蔬菜、水果、薯类和豆类（不建议自行补钾）',
    en: 'Potassium is low: eat more vegetables, fruit, potatoes and legumes (no potassium pills without a doctor)',
  },
  vitaminK: {
    zh: '维生素K偏低：多吃深绿色叶菜',
    en: 'Vitamin K is low: eat more dark leafy greens',
  },
};

/**
 * Fibre with IBD (ESPEN 2023; AGA 2024): no whole-grain and legume push — cooked, peeled vegetables,
 * and with a stricture a low-residue diet set by the IBD team (clinician review 2026-11-25, E1).
 */
export const IBD_FIBRE_TIP: Bilingual = {
  zh: '膳食纤维偏低：有炎症性肠病时，纤维从煮软、去皮去籽的蔬菜水果和燕麦等细软食物里慢慢增加，细嚼慢咽；如果有肠道狭窄或以前有过肠梗阻，不要吃生蔬菜、沙拉、果皮、种子、坚果和整粒豆类，按消化科医生或炎症性肠病团队定的少渣饮食吃',
  en: 'Fibre is low: with IBD, add it slowly from vegetables and fruit cooked soft, peeled and without seeds, and from oats and other soft cereals, chewed well; if you have a stricture (a narrowing) or have had a blockage, avoid raw vegetables, salads, skins, seeds, nuts and whole legumes, and follow the low-residue diet your gastroenterologist or IBD team sets',
};

export const IBD_FIBRE_SOURCE: Source = {
  ref: 'Bischoff SC et al. ESPEN guideline on clinical nutrition in inflammatory bowel disease. Clin Nutr 2023;42:352 (stricturing disease with obstructive symptoms: texture-adapted, low-fibre diet; no general fibre restriction otherwise); Hashash JG et al. AGA Clinical Practice Update on diet and nutritional therapies in IBD. Gastroenterology 2024;166:521',
  url: 'https://doi.org/10.1016/j.clnu.2022.12.004',
};

/** Food-first tips that name foods, worded for the diet pattern (no meat or fish for vegetarians; no animal foods for vegans). */
export const FOOD_FIRST_BY_DIET: Partial<
  Record<(typeof DIET_PATTERNS)[number], Partial<Record<NutrientKey, Bilingual>>>
> = {
  vegan: {
    protein: {
      zh: '蛋白质偏低：每餐加入豆腐、豆浆等大豆制品、其他豆类、坚果和种子',
      en: 'Protein is low: add tofu, soy milk and other soy foods, beans, lentils, nuts and seeds to each meal',
    },
  },
  vegetarian: {
    protein: {
      zh: '蛋白质偏低：每餐加入蛋、奶、豆腐等大豆制品或其他豆类',
      en: 'Protein is low: add eggs, dairy, tofu and other soy foods, beans or lentils to each meal',
    },
  },
  pescatarian: {
    protein: {
      zh: '蛋白质偏低：每餐加入鱼虾、蛋、奶或豆制品',
      en: 'Protein is low: add fish, eggs, dairy or soy foods to each meal',
    },
  },
};
