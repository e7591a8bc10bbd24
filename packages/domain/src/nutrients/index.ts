import type { NutrientUnit } from '../units';

/**
 * The nutrient keys the engine reasons about, each with its one canonical unit.
 * Order matters: it is the display order of the nutrient table.
 */
export const NUTRIENTS = {
  vitaminA: { unit: 'ug', zh: '维生素A', en: 'Vitamin A' },
  vitaminD: { unit: 'ug', zh: '维生素D', en: 'Vitamin D' },
  vitaminE: { unit: 'mg', zh: '维生素E', en: 'Vitamin E' },
  vitaminK: { unit: 'ug', zh: '维生素K', en: 'Vitamin K' },
  vitaminC: { unit: 'mg', zh: '维生素C', en: 'Vitamin C' },
  thiamin: { unit: 'mg', zh: '维生素B1', en: 'Thiamin (B1)' },
  riboflavin: { unit: 'mg', zh: '维生素B2', en: 'Riboflavin (B2)' },
  niacin: { unit: 'mg', zh: '烟酸', en: 'Niacin (B3)' },
  vitaminB6: { unit: 'mg', zh: '维生素B6', en: 'Vitamin B6' },
  folate: { unit: 'ug', zh: '叶酸', en: 'Folate' },
  vitaminB12: { unit: 'ug', zh: '维生素B12', en: 'Vitamin B12' },
  calcium: { unit: 'mg', zh: '钙', en: 'Calcium' },
  iron: { unit: 'mg', zh: '铁', en: 'Iron' },
  zinc: { unit: 'mg', zh: '锌', en: 'Zinc' },
  magnesium: { unit: 'mg', zh: '镁', en: 'Magnesium' },
  selenium: { unit: 'ug', zh: '硒', en: 'Selenium' },
  iodine: { unit: 'ug', zh: '碘', en: 'Iodine' },
  potassium: { unit: 'mg', zh: '钾', en: 'Potassium' },
  omega3: { unit: 'mg', zh: 'Omega-3 (EPA+DHA)', en: 'Omega-3 (EPA+DHA)' },
  fiber: { unit: 'g', zh: '膳食纤维', en: 'Fibre' },
  protein: { unit: 'g', zh: '蛋白质', en: 'Protein' },
} as const satisfies Record<string, { unit: NutrientUnit; zh: string; en: string }>;

export type NutrientKey = keyof typeof NUTRIENTS;
export const NUTRIENT_KEYS = Object.keys(NUTRIENTS) as NutrientKey[];

export function isNutrientKey(k: unknown): k is NutrientKey {
  return typeof k === 'string' && Object.hasOwn(NUTRIENTS, k);
}

export function unitOf(key: NutrientKey): NutrientUnit {
  return NUTRIENTS[key].unit;
}
