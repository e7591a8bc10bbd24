/**
 * Seed product catalogue of the built-in shop.
 *
 * These are OUR OWN house-brand products; the brands "营养家 NutriHome" and "海源 OceanSource" are
 * fictional. Per-serving amounts are modelled on ordinary retail labels: single vitamins and minerals
 * mostly at about 100 % of the Chinese nutrient reference value (GB 28050-2011 NRV), the higher
 * strengths common on Chinese and US shelves, and every daily amount (amount × servingsPerDay) leaves
 * at least 40 % of the adult UL free for food and other supplements (checked by catalogue.test.ts).
 * The shop seeds these rows into the database; the engine maps recommendations onto them
 * (see products/index.ts). Prices are integer cents (CNY).
 */
import type { Bilingual } from '../contracts/common';
import { isNutrientKey, type NutrientKey } from '../nutrients';
import type { Substance } from '../substances';
import type { NutrientUnit } from '../units';

export const PRODUCT_CATEGORIES = {
  vitamin: { zh: '维生素', en: 'Vitamins' },
  mineral: { zh: '矿物质', en: 'Minerals' },
  bComplex: { zh: 'B族维生素', en: 'B-complex' },
  multivitamin: { zh: '复合维生素', en: 'Multivitamins' },
  combination: { zh: '复合配方', en: 'Combinations' },
  omega3: { zh: '鱼油与DHA', en: 'Omega-3' },
  fiber: { zh: '膳食纤维', en: 'Fibre' },
  protein: { zh: '蛋白粉', en: 'Protein' },
} as const satisfies Record<string, Bilingual>;
export type ProductCategory = keyof typeof PRODUCT_CATEGORIES;

/** How one serving is counted: 粒/capsule, 片/tablet, 勺/scoop … (en singular and plural). */
export const SERVING_UNITS = {
  capsule: { zh: '粒', en: 'capsule', enPlural: 'capsules' },
  softgel: { zh: '粒', en: 'softgel', enPlural: 'softgels' },
  tablet: { zh: '片', en: 'tablet', enPlural: 'tablets' },
  chewable: { zh: '片', en: 'chewable tablet', enPlural: 'chewable tablets' },
  scoop: { zh: '勺', en: 'scoop', enPlural: 'scoops' },
} as const satisfies Record<string, { zh: string; en: string; enPlural: string }>;
export type ServingUnit = keyof typeof SERVING_UNITS;

/** Fictional house brands. */
export const BRANDS = {
  nutriHome: { zh: '营养家', en: 'NutriHome' },
  oceanSource: { zh: '海源', en: 'OceanSource' },
} as const satisfies Record<string, Bilingual>;
export type Brand = keyof typeof BRANDS;

/** One ingredient on the label, per serving. Vitamin D and E labels may use IU (see units/convertDose). */
export interface LabelAmount {
  substance: Substance;
  amount: number;
  unit: NutrientUnit | 'IU';
}

export interface ProductSku {
  id: string;
  spec: Bilingual;
  /** Price in integer cents (CNY). */
  priceCents: number;
  /** Units in stock at seed time. */
  stock: number;
}

interface ProductRow {
  id: string;
  category: ProductCategory;
  zh: string;
  en: string;
  brand: Brand;
  nutrientsPerServing: readonly LabelAmount[];
  /** Servings (pills, scoops) per day at the label dose: an integer 1–3. This is the plan's `dosage`. */
  servingsPerDay: 1 | 2 | 3;
  servingUnit: ServingUnit;
  /** When and how to take it: the parenthesised part of the usage text. */
  timing: Bilingual;
  skus: readonly ProductSku[];
  /** Chemical or source form where it matters for the choice (calcium citrate vs carbonate, algal DHA). */
  form?: string;
  tags: readonly string[];
}

/** A catalogue product: the row plus its derived image file name and label usage text. */
export interface CatalogueProduct extends ProductRow {
  /** File under `/staticImages/`. */
  image: string;
  /** Label usage at `servingsPerDay`, e.g. '每日1粒（随餐服用）' / 'One capsule daily (with a meal)'. */
  usage: Bilingual;
}

const EN_COUNT = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'] as const;

/**
 * Usage text for a number of servings per day; the timing goes in parentheses so the usage split
 * (`splitUsage`, at the first parenthesis) separates "how many" from "how".
 */
export function usageTextFor(
  product: Pick<ProductRow, 'servingUnit' | 'timing'>,
  servings: number,
): Bilingual {
  const unit = SERVING_UNITS[product.servingUnit];
  const n = Math.max(1, Math.round(servings));
  const count = EN_COUNT[n] ?? String(n);
  // One serving a day cannot be spread over meals (issue 18.3): it is taken with one meal.
  const timing = n === 1 ? (ONCE_A_DAY.get(product.timing.zh) ?? product.timing) : product.timing;
  return {
    zh: `每日${n}${unit.zh}（${timing.zh}）`,
    en: `${count} ${n === 1 ? unit.en : unit.enPlural} daily (${timing.en})`,
  };
}

const WITH_MEAL: Bilingual = { zh: '随餐服用', en: 'with a meal' };
const WITH_MEALS: Bilingual = { zh: '随餐分次服用', en: 'with meals, spread over the day' };
const CHEWED_SPREAD: Bilingual = { zh: '餐后嚼服，分次服用', en: 'chewed after meals, spread over the day' };
/** The timing of a spread-over-the-day product when only one serving a day is taken. */
const ONCE_A_DAY: ReadonlyMap<string, Bilingual> = new Map([
  [WITH_MEALS.zh, WITH_MEAL],
  [CHEWED_SPREAD.zh, { zh: '餐后嚼服', en: 'chewed after a meal' }],
]);
const FAT_MEAL: Bilingual = { zh: '随含油脂的正餐服用', en: 'with a meal that contains fat' };

const sku = (id: string, zh: string, en: string, priceCents: number, stock: number): ProductSku => ({
  id,
  spec: { zh, en },
  priceCents,
  stock,
});

const ROWS = [
  // ---- single vitamins
  {
    id: 'p-vita-600',
    category: 'vitamin',
    zh: '维生素A软胶囊 600微克',
    en: 'Vitamin A 600 µg softgels',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'vitaminA', amount: 600, unit: 'ug' }],
    servingsPerDay: 1,
    servingUnit: 'softgel',
    timing: FAT_MEAL,
    skus: [sku('p-vita-600-60', '60粒/瓶', '60 softgels', 3900, 400)],
    form: 'retinyl_acetate',
    tags: ['vitamin', 'fat_soluble'],
  },
  {
    id: 'p-vitd3-400',
    category: 'vitamin',
    zh: '维生素D3软胶囊 400IU',
    en: 'Vitamin D3 400 IU softgels',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'vitaminD', amount: 400, unit: 'IU' }],
    servingsPerDay: 2,
    servingUnit: 'softgel',
    timing: FAT_MEAL,
    skus: [
      sku('p-vitd3-400-60', '60粒/瓶', '60 softgels', 2900, 600),
      sku('p-vitd3-400-120', '120粒/瓶', '120 softgels', 4900, 300),
    ],
    form: 'cholecalciferol',
    tags: ['vitamin', 'fat_soluble'],
  },
  {
    id: 'p-vitd3-1000',
    category: 'vitamin',
    zh: '维生素D3软胶囊 1000IU',
    en: 'Vitamin D3 1000 IU softgels',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'vitaminD', amount: 1000, unit: 'IU' }],
    servingsPerDay: 1,
    servingUnit: 'softgel',
    timing: FAT_MEAL,
    skus: [
      sku('p-vitd3-1000-60', '60粒/瓶', '60 softgels', 3900, 500),
      sku('p-vitd3-1000-180', '180粒/瓶', '180 softgels', 8900, 200),
    ],
    form: 'cholecalciferol',
    tags: ['vitamin', 'fat_soluble'],
  },
  {
    id: 'p-vite-100',
    category: 'vitamin',
    zh: '天然维生素E软胶囊 100IU',
    en: 'Natural vitamin E 100 IU softgels',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'vitaminE', amount: 100, unit: 'IU' }],
    servingsPerDay: 1,
    servingUnit: 'softgel',
    timing: FAT_MEAL,
    skus: [sku('p-vite-100-60', '60粒/瓶', '60 softgels', 4500, 300)],
    form: 'd_alpha_tocopherol',
    tags: ['vitamin', 'fat_soluble'],
  },
  {
    id: 'p-vitk2-90',
    category: 'vitamin',
    zh: '维生素K2(MK-7)胶囊 90微克',
    en: 'Vitamin K2 (MK-7) 90 µg capsules',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'vitaminK', amount: 90, unit: 'ug' }],
    servingsPerDay: 1,
    servingUnit: 'capsule',
    timing: FAT_MEAL,
    skus: [sku('p-vitk2-90-60', '60粒/瓶', '60 capsules', 6900, 200)],
    form: 'menaquinone_7',
    tags: ['vitamin', 'fat_soluble'],
  },
  {
    id: 'p-vitc-100',
    category: 'vitamin',
    zh: '维生素C咀嚼片 100毫克',
    en: 'Vitamin C 100 mg chewable tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'vitaminC', amount: 100, unit: 'mg' }],
    servingsPerDay: 3,
    servingUnit: 'chewable',
    timing: CHEWED_SPREAD,
    skus: [
      sku('p-vitc-100-60', '60片/瓶', '60 tablets', 1990, 800),
      sku('p-vitc-100-120', '120片/瓶', '120 tablets', 3490, 400),
    ],
    form: 'ascorbic_acid',
    tags: ['vitamin', 'water_soluble', 'chewable'],
  },
  {
    id: 'p-vitc-500',
    category: 'vitamin',
    zh: '维生素C片 500毫克',
    en: 'Vitamin C 500 mg tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'vitaminC', amount: 500, unit: 'mg' }],
    servingsPerDay: 1,
    servingUnit: 'tablet',
    timing: WITH_MEAL,
    skus: [sku('p-vitc-500-100', '100片/瓶', '100 tablets', 4900, 500)],
    form: 'ascorbic_acid',
    tags: ['vitamin', 'water_soluble'],
  },
  {
    id: 'p-vitb1-1_4',
    category: 'vitamin',
    zh: '维生素B1片 1.4毫克',
    en: 'Vitamin B1 (thiamin) 1.4 mg tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'thiamin', amount: 1.4, unit: 'mg' }],
    servingsPerDay: 2,
    servingUnit: 'tablet',
    timing: WITH_MEALS,
    skus: [sku('p-vitb1-1_4-100', '100片/瓶', '100 tablets', 1590, 500)],
    form: 'thiamine_mononitrate',
    tags: ['vitamin', 'water_soluble', 'b_vitamin'],
  },
  {
    id: 'p-vitb2-1_4',
    category: 'vitamin',
    zh: '维生素B2片 1.4毫克',
    en: 'Vitamin B2 (riboflavin) 1.4 mg tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'riboflavin', amount: 1.4, unit: 'mg' }],
    servingsPerDay: 2,
    servingUnit: 'tablet',
    timing: WITH_MEALS,
    skus: [sku('p-vitb2-1_4-100', '100片/瓶', '100 tablets', 1590, 500)],
    form: 'riboflavin',
    tags: ['vitamin', 'water_soluble', 'b_vitamin'],
  },
  {
    id: 'p-niacinamide-14',
    category: 'vitamin',
    zh: '烟酰胺片 14毫克',
    en: 'Niacinamide (B3) 14 mg tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'niacin', amount: 14, unit: 'mg' }],
    servingsPerDay: 1,
    servingUnit: 'tablet',
    timing: WITH_MEAL,
    skus: [sku('p-niacinamide-14-100', '100片/瓶', '100 tablets', 1890, 400)],
    // Niacinamide rather than nicotinic acid: no flushing at this amount.
    form: 'niacinamide',
    tags: ['vitamin', 'water_soluble', 'b_vitamin'],
  },
  {
    id: 'p-vitb6-1_4',
    category: 'vitamin',
    zh: '维生素B6片 1.4毫克',
    en: 'Vitamin B6 1.4 mg tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'vitaminB6', amount: 1.4, unit: 'mg' }],
    servingsPerDay: 2,
    servingUnit: 'tablet',
    timing: WITH_MEALS,
    skus: [sku('p-vitb6-1_4-100', '100片/瓶', '100 tablets', 1590, 500)],
    form: 'pyridoxine_hcl',
    tags: ['vitamin', 'water_soluble', 'b_vitamin'],
  },
  {
    id: 'p-folic-400',
    category: 'vitamin',
    zh: '叶酸片 400微克',
    en: 'Folic acid 400 µg tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'folate', amount: 400, unit: 'ug' }],
    servingsPerDay: 1,
    servingUnit: 'tablet',
    timing: { zh: '每日固定时间服用', en: 'at the same time each day' },
    skus: [
      sku('p-folic-400-31', '31片/盒', '31 tablets', 1290, 800),
      sku('p-folic-400-93', '93片/盒', '93 tablets', 2990, 400),
    ],
    form: 'folic_acid',
    tags: ['vitamin', 'water_soluble', 'b_vitamin', 'pregnancy'],
  },
  {
    id: 'p-vitb12-2_4',
    category: 'vitamin',
    zh: '维生素B12含片 2.4微克',
    en: 'Vitamin B12 2.4 µg lozenges',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'vitaminB12', amount: 2.4, unit: 'ug' }],
    servingsPerDay: 2,
    servingUnit: 'chewable',
    timing: WITH_MEALS,
    skus: [sku('p-vitb12-2_4-60', '60片/瓶', '60 tablets', 1990, 500)],
    form: 'methylcobalamin',
    tags: ['vitamin', 'water_soluble', 'b_vitamin', 'vegan'],
  },
  {
    id: 'p-vitb12-500',
    category: 'vitamin',
    zh: '维生素B12含片 500微克',
    en: 'Vitamin B12 500 µg lozenges',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'vitaminB12', amount: 500, unit: 'ug' }],
    servingsPerDay: 1,
    servingUnit: 'chewable',
    timing: { zh: '早餐后含服', en: 'dissolved in the mouth after breakfast' },
    skus: [sku('p-vitb12-500-60', '60片/瓶', '60 tablets', 4900, 300)],
    form: 'methylcobalamin',
    tags: ['vitamin', 'water_soluble', 'b_vitamin', 'vegan'],
  },
  // ---- single minerals
  {
    id: 'p-ca-carbonate-300',
    category: 'mineral',
    zh: '碳酸钙片 300毫克',
    en: 'Calcium carbonate 300 mg tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'calcium', amount: 300, unit: 'mg' }],
    servingsPerDay: 2,
    servingUnit: 'tablet',
    // Carbonate needs stomach acid to dissolve: take with food.
    timing: { zh: '随餐服用，与铁剂间隔2小时', en: 'with meals, 2 hours apart from iron' },
    skus: [
      sku('p-ca-carbonate-300-60', '60片/瓶', '60 tablets', 2900, 600),
      sku('p-ca-carbonate-300-180', '180片/瓶', '180 tablets', 6900, 300),
    ],
    form: 'carbonate',
    tags: ['mineral', 'bone'],
  },
  {
    id: 'p-ca-citrate-250',
    category: 'mineral',
    zh: '枸橼酸钙片 250毫克',
    en: 'Calcium citrate 250 mg tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'calcium', amount: 250, unit: 'mg' }],
    servingsPerDay: 2,
    servingUnit: 'tablet',
    // Citrate dissolves without stomach acid: the choice for people on acid-reducing medicines.
    timing: { zh: '空腹或随餐均可，与铁剂间隔2小时', en: 'with or without food, 2 hours apart from iron' },
    skus: [sku('p-ca-citrate-250-90', '90片/瓶', '90 tablets', 5900, 300)],
    form: 'citrate',
    tags: ['mineral', 'bone', 'low_acid'],
  },
  {
    id: 'p-fe-bisglycinate-15',
    category: 'mineral',
    zh: '甘氨酸亚铁胶囊 15毫克',
    en: 'Iron bisglycinate 15 mg capsules',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'iron', amount: 15, unit: 'mg' }],
    servingsPerDay: 1,
    servingUnit: 'capsule',
    timing: {
      zh: '两餐之间服用，与钙、茶、咖啡间隔2小时',
      en: 'between meals, 2 hours apart from calcium, tea and coffee',
    },
    skus: [sku('p-fe-bisglycinate-15-60', '60粒/瓶', '60 capsules', 4500, 300)],
    form: 'bisglycinate',
    tags: ['mineral', 'blood'],
  },
  {
    id: 'p-zn-10',
    category: 'mineral',
    zh: '葡萄糖酸锌片 10毫克',
    en: 'Zinc gluconate 10 mg tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'zinc', amount: 10, unit: 'mg' }],
    servingsPerDay: 1,
    servingUnit: 'tablet',
    timing: WITH_MEAL,
    skus: [sku('p-zn-10-60', '60片/瓶', '60 tablets', 2900, 400)],
    form: 'gluconate',
    tags: ['mineral', 'immune'],
  },
  {
    id: 'p-mg-100',
    category: 'mineral',
    zh: '甘氨酸镁胶囊 100毫克',
    en: 'Magnesium glycinate 100 mg capsules',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'magnesium', amount: 100, unit: 'mg' }],
    servingsPerDay: 2,
    servingUnit: 'capsule',
    timing: { zh: '晚餐及睡前服用', en: 'with dinner and at bedtime' },
    skus: [
      sku('p-mg-100-60', '60粒/瓶', '60 capsules', 4900, 400),
      sku('p-mg-100-120', '120粒/瓶', '120 capsules', 8500, 200),
    ],
    form: 'glycinate',
    tags: ['mineral', 'sleep'],
  },
  {
    id: 'p-se-50',
    category: 'mineral',
    zh: '富硒酵母片 50微克',
    en: 'Selenium yeast 50 µg tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'selenium', amount: 50, unit: 'ug' }],
    servingsPerDay: 1,
    servingUnit: 'tablet',
    timing: WITH_MEAL,
    skus: [sku('p-se-50-60', '60片/瓶', '60 tablets', 3500, 300)],
    form: 'selenium_yeast',
    tags: ['mineral'],
  },
  {
    id: 'p-iodine-150',
    category: 'mineral',
    zh: '碘片 150微克',
    en: 'Iodine 150 µg tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'iodine', amount: 150, unit: 'ug' }],
    servingsPerDay: 1,
    servingUnit: 'tablet',
    timing: WITH_MEAL,
    skus: [sku('p-iodine-150-90', '90片/瓶', '90 tablets', 2500, 300)],
    form: 'potassium_iodide',
    tags: ['mineral', 'pregnancy'],
  },
  {
    id: 'p-k-99',
    category: 'mineral',
    zh: '枸橼酸钾片 99毫克',
    en: 'Potassium citrate 99 mg tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'potassium', amount: 99, unit: 'mg' }],
    servingsPerDay: 3,
    servingUnit: 'tablet',
    timing: { zh: '随餐服用，足量饮水', en: 'with meals and a full glass of water' },
    skus: [sku('p-k-99-100', '100片/瓶', '100 tablets', 2900, 300)],
    form: 'citrate',
    tags: ['mineral', 'heart'],
  },
  // ---- omega-3, fibre, protein
  {
    id: 'p-fishoil-600',
    category: 'omega3',
    zh: '深海鱼油软胶囊（EPA+DHA 600毫克）',
    en: 'Fish oil softgels (EPA+DHA 600 mg)',
    brand: 'oceanSource',
    nutrientsPerServing: [{ substance: 'omega3', amount: 600, unit: 'mg' }],
    servingsPerDay: 2,
    servingUnit: 'softgel',
    timing: FAT_MEAL,
    skus: [
      sku('p-fishoil-600-60', '60粒/瓶', '60 softgels', 7900, 400),
      sku('p-fishoil-600-120', '120粒/瓶', '120 softgels', 13900, 200),
    ],
    form: 'fish_oil',
    tags: ['omega3', 'heart'],
  },
  {
    id: 'p-algal-dha-200',
    category: 'omega3',
    zh: '藻油DHA软胶囊 200毫克',
    en: 'Algal DHA 200 mg softgels',
    brand: 'oceanSource',
    nutrientsPerServing: [{ substance: 'omega3', amount: 200, unit: 'mg' }],
    servingsPerDay: 2,
    servingUnit: 'softgel',
    timing: FAT_MEAL,
    skus: [sku('p-algal-dha-200-60', '60粒/瓶', '60 softgels', 9900, 200)],
    form: 'algal',
    tags: ['omega3', 'vegan', 'pregnancy'],
  },
  {
    id: 'p-fiber-psyllium',
    category: 'fiber',
    zh: '洋车前子壳膳食纤维粉',
    en: 'Psyllium husk fibre powder',
    brand: 'nutriHome',
    nutrientsPerServing: [
      { substance: 'fiber', amount: 5, unit: 'g' },
      // Named separately so interaction rules about fibre supplements (absorption of medicines) match it.
      { substance: 'highFiberSupplement', amount: 5, unit: 'g' },
    ],
    servingsPerDay: 2,
    servingUnit: 'scoop',
    timing: {
      zh: '每勺约6克，加入250毫升水搅匀后立即饮用，与药物间隔2小时',
      en: 'about 6 g, stirred into 250 ml of water and drunk at once, 2 hours apart from medicines',
    },
    skus: [
      sku('p-fiber-psyllium-200g', '200克/罐', '200 g tub', 5900, 300),
      sku('p-fiber-psyllium-500g', '500克/罐', '500 g tub', 11900, 150),
    ],
    form: 'psyllium',
    tags: ['fiber', 'digestion', 'vegan'],
  },
  {
    id: 'p-protein-whey',
    category: 'protein',
    zh: '乳清蛋白粉',
    en: 'Whey protein powder',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'protein', amount: 20, unit: 'g' }],
    servingsPerDay: 1,
    servingUnit: 'scoop',
    timing: {
      zh: '每勺约25克，加入250毫升水或牛奶摇匀',
      en: 'about 25 g, shaken into 250 ml of water or milk',
    },
    skus: [
      sku('p-protein-whey-450g', '450克/罐', '450 g tub', 12900, 200),
      sku('p-protein-whey-900g', '900克/罐', '900 g tub', 22900, 100),
    ],
    form: 'whey',
    tags: ['protein', 'dairy'],
  },
  {
    id: 'p-protein-soy',
    category: 'protein',
    zh: '大豆分离蛋白粉',
    en: 'Soy protein isolate powder',
    brand: 'nutriHome',
    nutrientsPerServing: [{ substance: 'protein', amount: 20, unit: 'g' }],
    servingsPerDay: 1,
    servingUnit: 'scoop',
    timing: {
      zh: '每勺约25克，加入250毫升水或豆浆摇匀',
      en: 'about 25 g, shaken into 250 ml of water or soy milk',
    },
    skus: [sku('p-protein-soy-450g', '450克/罐', '450 g tub', 9900, 200)],
    form: 'soy',
    tags: ['protein', 'vegan'],
  },
  // ---- B-complex, multivitamins, combinations
  {
    id: 'p-b-complex',
    category: 'bComplex',
    zh: 'B族维生素片',
    en: 'Vitamin B-complex tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [
      { substance: 'thiamin', amount: 1.4, unit: 'mg' },
      { substance: 'riboflavin', amount: 1.4, unit: 'mg' },
      { substance: 'niacin', amount: 14, unit: 'mg' },
      { substance: 'vitaminB6', amount: 1.4, unit: 'mg' },
      { substance: 'folate', amount: 200, unit: 'ug' },
      { substance: 'vitaminB12', amount: 2.4, unit: 'ug' },
      { substance: 'vitaminB5', amount: 5, unit: 'mg' },
      { substance: 'biotin', amount: 30, unit: 'ug' },
    ],
    servingsPerDay: 1,
    servingUnit: 'tablet',
    timing: { zh: '早餐后服用', en: 'after breakfast' },
    skus: [
      sku('p-b-complex-60', '60片/瓶', '60 tablets', 3900, 500),
      sku('p-b-complex-120', '120片/瓶', '120 tablets', 6900, 250),
    ],
    tags: ['b_vitamin', 'energy'],
  },
  {
    id: 'p-multi-men',
    category: 'multivitamin',
    zh: '男士复合维生素矿物质片',
    en: "Men's multivitamin and mineral tablets",
    brand: 'nutriHome',
    nutrientsPerServing: [
      { substance: 'vitaminA', amount: 600, unit: 'ug' },
      { substance: 'vitaminD', amount: 10, unit: 'ug' },
      { substance: 'vitaminE', amount: 14, unit: 'mg' },
      { substance: 'vitaminK', amount: 40, unit: 'ug' },
      { substance: 'vitaminC', amount: 100, unit: 'mg' },
      { substance: 'thiamin', amount: 1.4, unit: 'mg' },
      { substance: 'riboflavin', amount: 1.4, unit: 'mg' },
      { substance: 'niacin', amount: 14, unit: 'mg' },
      { substance: 'vitaminB6', amount: 1.4, unit: 'mg' },
      { substance: 'folate', amount: 200, unit: 'ug' },
      { substance: 'vitaminB12', amount: 2.4, unit: 'ug' },
      { substance: 'zinc', amount: 11, unit: 'mg' },
      { substance: 'selenium', amount: 55, unit: 'ug' },
      { substance: 'magnesium', amount: 50, unit: 'mg' },
      { substance: 'calcium', amount: 100, unit: 'mg' },
    ],
    servingsPerDay: 1,
    servingUnit: 'tablet',
    timing: { zh: '早餐时服用', en: 'with breakfast' },
    skus: [sku('p-multi-men-60', '60片/瓶', '60 tablets', 8900, 300)],
    tags: ['multivitamin', 'men', 'iron_free'],
  },
  {
    id: 'p-multi-women',
    category: 'multivitamin',
    zh: '女士复合维生素矿物质片',
    en: "Women's multivitamin and mineral tablets",
    brand: 'nutriHome',
    nutrientsPerServing: [
      { substance: 'vitaminA', amount: 500, unit: 'ug' },
      { substance: 'vitaminD', amount: 10, unit: 'ug' },
      { substance: 'vitaminE', amount: 14, unit: 'mg' },
      { substance: 'vitaminK', amount: 40, unit: 'ug' },
      { substance: 'vitaminC', amount: 100, unit: 'mg' },
      { substance: 'thiamin', amount: 1.2, unit: 'mg' },
      { substance: 'riboflavin', amount: 1.2, unit: 'mg' },
      { substance: 'niacin', amount: 12, unit: 'mg' },
      { substance: 'vitaminB6', amount: 1.4, unit: 'mg' },
      { substance: 'folate', amount: 400, unit: 'ug' },
      { substance: 'vitaminB12', amount: 2.4, unit: 'ug' },
      { substance: 'iron', amount: 15, unit: 'mg' },
      { substance: 'zinc', amount: 8, unit: 'mg' },
      { substance: 'selenium', amount: 55, unit: 'ug' },
      { substance: 'calcium', amount: 200, unit: 'mg' },
    ],
    servingsPerDay: 1,
    servingUnit: 'tablet',
    timing: { zh: '早餐时服用', en: 'with breakfast' },
    skus: [sku('p-multi-women-60', '60片/瓶', '60 tablets', 8900, 300)],
    tags: ['multivitamin', 'women'],
  },
  {
    id: 'p-multi-prenatal',
    category: 'multivitamin',
    zh: '孕期复合维生素片',
    en: 'Prenatal multivitamin tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [
      // Little preformed vitamin A: high retinol intake in pregnancy is teratogenic.
      { substance: 'vitaminA', amount: 300, unit: 'ug' },
      { substance: 'vitaminD', amount: 10, unit: 'ug' },
      { substance: 'vitaminE', amount: 14, unit: 'mg' },
      { substance: 'vitaminC', amount: 100, unit: 'mg' },
      { substance: 'thiamin', amount: 1.4, unit: 'mg' },
      { substance: 'riboflavin', amount: 1.4, unit: 'mg' },
      { substance: 'niacin', amount: 14, unit: 'mg' },
      { substance: 'vitaminB6', amount: 1.9, unit: 'mg' },
      { substance: 'folate', amount: 400, unit: 'ug' },
      { substance: 'vitaminB12', amount: 2.6, unit: 'ug' },
      { substance: 'iron', amount: 27, unit: 'mg' },
      { substance: 'zinc', amount: 11, unit: 'mg' },
      { substance: 'iodine', amount: 150, unit: 'ug' },
      { substance: 'calcium', amount: 200, unit: 'mg' },
    ],
    servingsPerDay: 1,
    servingUnit: 'tablet',
    timing: { zh: '随餐服用，与钙片间隔2小时', en: 'with a meal, 2 hours apart from calcium tablets' },
    skus: [
      sku('p-multi-prenatal-30', '30片/盒', '30 tablets', 6900, 300),
      sku('p-multi-prenatal-90', '90片/盒', '90 tablets', 17900, 150),
    ],
    tags: ['multivitamin', 'women', 'pregnancy'],
  },
  {
    id: 'p-multi-50plus',
    category: 'multivitamin',
    zh: '中老年复合维生素矿物质片（50+）',
    en: 'Multivitamin and mineral tablets 50+',
    brand: 'nutriHome',
    nutrientsPerServing: [
      { substance: 'vitaminA', amount: 500, unit: 'ug' },
      { substance: 'vitaminD', amount: 20, unit: 'ug' },
      { substance: 'vitaminE', amount: 14, unit: 'mg' },
      { substance: 'vitaminK', amount: 30, unit: 'ug' },
      { substance: 'vitaminC', amount: 100, unit: 'mg' },
      { substance: 'thiamin', amount: 1.4, unit: 'mg' },
      { substance: 'riboflavin', amount: 1.4, unit: 'mg' },
      { substance: 'niacin', amount: 14, unit: 'mg' },
      { substance: 'vitaminB6', amount: 2, unit: 'mg' },
      { substance: 'folate', amount: 200, unit: 'ug' },
      // Absorption of food-bound B12 falls with age; crystalline B12 at a higher amount.
      { substance: 'vitaminB12', amount: 25, unit: 'ug' },
      { substance: 'zinc', amount: 10, unit: 'mg' },
      { substance: 'selenium', amount: 50, unit: 'ug' },
      { substance: 'magnesium', amount: 50, unit: 'mg' },
      { substance: 'calcium', amount: 200, unit: 'mg' },
    ],
    servingsPerDay: 1,
    servingUnit: 'tablet',
    timing: { zh: '早餐时服用', en: 'with breakfast' },
    skus: [sku('p-multi-50plus-60', '60片/瓶', '60 tablets', 9900, 300)],
    tags: ['multivitamin', 'senior', 'iron_free'],
  },
  {
    id: 'p-d3k2',
    category: 'combination',
    zh: '维生素D3+K2软胶囊',
    en: 'Vitamin D3 + K2 softgels',
    brand: 'nutriHome',
    nutrientsPerServing: [
      { substance: 'vitaminD', amount: 1000, unit: 'IU' },
      { substance: 'vitaminK', amount: 90, unit: 'ug' },
    ],
    servingsPerDay: 1,
    servingUnit: 'softgel',
    timing: FAT_MEAL,
    skus: [sku('p-d3k2-60', '60粒/瓶', '60 softgels', 7900, 300)],
    tags: ['vitamin', 'bone', 'fat_soluble'],
  },
  {
    id: 'p-ca-d3',
    category: 'combination',
    zh: '钙+维生素D3片',
    en: 'Calcium + vitamin D3 tablets',
    brand: 'nutriHome',
    nutrientsPerServing: [
      { substance: 'calcium', amount: 600, unit: 'mg' },
      { substance: 'vitaminD', amount: 400, unit: 'IU' },
    ],
    servingsPerDay: 1,
    servingUnit: 'tablet',
    timing: { zh: '随餐服用，与铁剂间隔2小时', en: 'with a meal, 2 hours apart from iron' },
    skus: [
      sku('p-ca-d3-60', '60片/瓶', '60 tablets', 5900, 400),
      sku('p-ca-d3-100', '100片/瓶', '100 tablets', 8900, 200),
    ],
    form: 'carbonate',
    tags: ['mineral', 'bone'],
  },
] as const satisfies readonly ProductRow[];

/** Ids of the seed catalogue, derived from the table. */
export type ProductId = (typeof ROWS)[number]['id'];

/** The seed catalogue in display order. */
export const CATALOGUE: readonly CatalogueProduct[] = ROWS.map((row): CatalogueProduct => ({
  ...row,
  image: `${row.id}.svg`,
  usage: usageTextFor(row, row.servingsPerDay),
}));

const BY_ID: ReadonlyMap<string, CatalogueProduct> = new Map(CATALOGUE.map((p) => [p.id, p]));

/** A catalogue product by id; undefined for an unknown id (never throws). */
export function catalogueProduct(id: unknown): CatalogueProduct | undefined {
  return typeof id === 'string' ? BY_ID.get(id) : undefined;
}

/** The nutrient keys (not other substances) a product's label lists. */
export function nutrientKeysOf(product: Pick<ProductRow, 'nutrientsPerServing'>): NutrientKey[] {
  return product.nutrientsPerServing.map((n) => n.substance).filter(isNutrientKey);
}
