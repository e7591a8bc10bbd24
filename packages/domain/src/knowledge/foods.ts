import type { Bilingual, Locale, Source } from '../contracts/common';
import type { NutrientKey } from '../nutrients';
import { roundTo } from '../units';

/**
 * Rich everyday food sources per nutrient, with the amount in one typical portion in the nutrient's
 * canonical unit (nutrients/index.ts). Rows from the China Food Composition Tables are stored as the
 * table's per-100 g value and the portion in grams, so the published figure stays visible; rows from
 * NIH ODS fact-sheet tables (built on USDA FoodData Central) carry the per-portion figure as printed.
 * `locales` says which locale's lists show the row: Chinese-table foods for zh-CN, NIH foods for
 * en-US and, where the Chinese tables lack the nutrient (vitamins D, K, B6, B12, EPA+DHA), for both.
 */
export interface FoodSourceRow {
  nutrient: NutrientKey;
  zh: string;
  en: string;
  portion: Bilingual;
  /** Amount of the nutrient in one portion, canonical unit. */
  amount: number;
  locales: readonly Locale[];
  source: Source;
}

const CN_FCT = (food: string, value: string): Source => ({
  ref: `中国食物成分表（标准版，第6版），杨月欣主编，北京大学医学出版社：${food} 每100 g可食部 ${value}`,
});
const ods = (name: string, page: string, table: string): Source => ({
  ref: `NIH ODS ${name} fact sheet for health professionals, ${table} (USDA FoodData Central)`,
  url: `https://ods.od.nih.gov/factsheets/${page}-HealthProfessional/`,
});
const DGA_FIBER: Source = {
  ref: 'Dietary Guidelines for Americans 2020–2025, food sources of dietary fiber (USDA FoodData Central)',
  url: 'https://www.dietaryguidelines.gov/food-sources-dietary-fiber',
};
const USDA = (food: string, per100: string): Source => ({
  ref: `USDA FoodData Central, SR Legacy: ${food}, ${per100} per 100 g`,
  url: 'https://fdc.nal.usda.gov/',
});
const GB_SALT: Source = {
  ref: 'GB 26878-2011 食用盐碘含量：加碘盐碘含量平均水平 20–30 mg/kg（按 25 mg/kg 计）',
};

const ZH: readonly Locale[] = ['zh-CN'];
const EN: readonly Locale[] = ['en-US'];
const BOTH: readonly Locale[] = ['zh-CN', 'en-US'];

/** A China Food Composition Tables row: per-100 g value × portion grams. */
function cn(
  nutrient: NutrientKey,
  zh: string,
  en: string,
  per100g: number,
  grams: number,
  unitLabel: string,
  portion?: Bilingual,
): FoodSourceRow {
  return {
    nutrient,
    zh,
    en,
    portion: portion ?? { zh: `${grams} g`, en: `${grams} g` },
    amount: roundTo((per100g * grams) / 100, 2),
    locales: ZH,
    source: CN_FCT(zh, `${per100g} ${unitLabel}`),
  };
}

function row(
  nutrient: NutrientKey,
  zh: string,
  en: string,
  amount: number,
  portion: Bilingual,
  source: Source,
  locales: readonly Locale[] = EN,
): FoodSourceRow {
  return { nutrient, zh, en, portion, amount, locales, source };
}

const OZ3: Bilingual = { zh: '85 g', en: '3 oz (85 g)' };
const OZ1: Bilingual = { zh: '28 g', en: '1 oz (28 g)' };
const HALF_CUP: Bilingual = { zh: '半杯', en: '½ cup' };
const CUP: Bilingual = { zh: '1杯', en: '1 cup' };
const TBSP: Bilingual = { zh: '1汤匙', en: '1 tbsp' };

const S_A = ods('Vitamin A', 'VitaminA', 'Table 3');
const S_D = ods('Vitamin D', 'VitaminD', 'Table 3');
const S_E = ods('Vitamin E', 'VitaminE', 'Table 2');
const S_K = ods('Vitamin K', 'VitaminK', 'Table 2');
const S_C = ods('Vitamin C', 'VitaminC', 'Table 2');
const S_B1 = ods('Thiamin', 'Thiamin', 'Table 2');
const S_B2 = ods('Riboflavin', 'Riboflavin', 'Table 2');
const S_B3 = ods('Niacin', 'Niacin', 'Table 2');
const S_B6 = ods('Vitamin B6', 'VitaminB6', 'Table 2');
const S_FOL = ods('Folate', 'Folate', 'Table 2');
const S_B12 = ods('Vitamin B12', 'VitaminB12', 'Table 2');
const S_CA = ods('Calcium', 'Calcium', 'Table 2');
const S_FE = ods('Iron', 'Iron', 'Table 2');
const S_ZN = ods('Zinc', 'Zinc', 'Table 2');
const S_MG = ods('Magnesium', 'Magnesium', 'Table 2');
const S_SE = ods('Selenium', 'Selenium', 'Table 2');
const S_I = ods('Iodine', 'Iodine', 'Table 2');
const S_K_ = ods('Potassium', 'Potassium', 'Table 2');
const S_O3 = ods('Omega-3 Fatty Acids', 'Omega3FattyAcids', 'Table 3 (EPA + DHA)');

export const FOOD_SOURCES: readonly FoodSourceRow[] = [
  // vitamin A, µg RAE
  cn('vitaminA', '鸡肝', 'Chicken liver', 10414, 30, 'µg RE'),
  cn('vitaminA', '猪肝', 'Pork liver', 4972, 50, 'µg RE'),
  row('vitaminA', '牛肝', 'Beef liver, pan fried', 6582, OZ3, S_A),
  row(
    'vitaminA',
    '烤红薯（带皮）',
    'Sweet potato, baked in skin',
    1403,
    { zh: '1个', en: '1 whole' },
    S_A,
    BOTH,
  ),
  row('vitaminA', '菠菜（冷冻，煮）', 'Spinach, frozen, boiled', 573, HALF_CUP, S_A, BOTH),
  row('vitaminA', '胡萝卜（生）', 'Carrots, raw', 459, HALF_CUP, S_A, BOTH),
  row('vitaminA', '脱脂牛奶（强化）', 'Milk, fat-free, fortified', 149, CUP, S_A),
  row('vitaminA', '哈密瓜', 'Cantaloupe, raw', 135, HALF_CUP, S_A),
  // vitamin D, µg
  row('vitaminD', '鳕鱼肝油', 'Cod liver oil', 34, TBSP, S_D, BOTH),
  row('vitaminD', '虹鳟鱼（养殖，熟）', 'Trout, rainbow, farmed, cooked', 16.2, OZ3, S_D, BOTH),
  row('vitaminD', '红鲑鱼（熟）', 'Salmon, sockeye, cooked', 14.2, OZ3, S_D, BOTH),
  row('vitaminD', '紫外线照射白蘑菇', 'Mushrooms, white, UV-exposed', 9.2, HALF_CUP, S_D, BOTH),
  row('vitaminD', '强化牛奶（2%脂肪）', 'Milk, 2 %, fortified', 2.9, CUP, S_D, BOTH),
  row('vitaminD', '鸡蛋', 'Egg, large, scrambled', 1.1, { zh: '1个', en: '1 large' }, S_D, BOTH),
  // vitamin E, mg α-tocopherol
  row('vitaminE', '小麦胚芽油', 'Wheat germ oil', 20.3, TBSP, S_E, BOTH),
  row('vitaminE', '葵花籽（干烤）', 'Sunflower seeds, dry roasted', 7.4, OZ1, S_E, BOTH),
  row('vitaminE', '杏仁（干烤）', 'Almonds, dry roasted', 6.8, OZ1, S_E, BOTH),
  row('vitaminE', '葵花籽油', 'Sunflower oil', 5.6, TBSP, S_E, BOTH),
  row('vitaminE', '榛子（干烤）', 'Hazelnuts, dry roasted', 4.3, OZ1, S_E, BOTH),
  row('vitaminE', '花生酱', 'Peanut butter', 2.9, { zh: '2汤匙', en: '2 tbsp' }, S_E, BOTH),
  // vitamin K, µg
  row('vitaminK', '纳豆', 'Natto', 850, OZ3, S_K, BOTH),
  row('vitaminK', '羽衣甘蓝叶（冷冻，煮）', 'Collards, frozen, boiled', 530, HALF_CUP, S_K, BOTH),
  row('vitaminK', '芜菁叶（冷冻，煮）', 'Turnip greens, frozen, boiled', 426, HALF_CUP, S_K),
  row('vitaminK', '菠菜（生）', 'Spinach, raw', 145, CUP, S_K, BOTH),
  row('vitaminK', '羽衣甘蓝（生）', 'Kale, raw', 113, CUP, S_K, BOTH),
  row('vitaminK', '西兰花（煮）', 'Broccoli, boiled', 110, HALF_CUP, S_K, BOTH),
  row('vitaminK', '大豆油', 'Soybean oil', 25, TBSP, S_K, BOTH),
  // vitamin C, mg
  cn('vitaminC', '鲜枣', 'Fresh jujube', 243, 100, 'mg'),
  cn('vitaminC', '辣椒（红，小）', 'Red chilli pepper', 144, 50, 'mg'),
  cn('vitaminC', '猕猴桃', 'Kiwifruit', 62, 100, 'mg', { zh: '1个（约100 g）', en: '1 fruit (about 100 g)' }),
  cn('vitaminC', '西兰花', 'Broccoli', 51, 100, 'mg'),
  row('vitaminC', '红甜椒（生）', 'Red pepper, sweet, raw', 95, HALF_CUP, S_C, BOTH),
  row('vitaminC', '橙汁', 'Orange juice', 93, { zh: '3/4杯', en: '¾ cup' }, S_C),
  row('vitaminC', '橙子', 'Orange', 70, { zh: '1个中等大小', en: '1 medium' }, S_C, BOTH),
  row('vitaminC', '猕猴桃', 'Kiwifruit', 64, { zh: '1个中等大小', en: '1 medium' }, S_C),
  row('vitaminC', '青椒（生）', 'Green pepper, raw', 60, HALF_CUP, S_C),
  row('vitaminC', '西兰花（熟）', 'Broccoli, cooked', 51, HALF_CUP, S_C),
  // thiamin, mg
  cn('thiamin', '猪肉（瘦）', 'Pork, lean', 0.54, 100, 'mg'),
  cn('thiamin', '花生仁（生）', 'Peanuts, raw', 0.72, 30, 'mg'),
  cn('thiamin', '小米', 'Foxtail millet', 0.33, 50, 'mg'),
  cn('thiamin', '黄豆', 'Soybeans, dry', 0.41, 30, 'mg'),
  row('thiamin', '强化早餐谷物', 'Breakfast cereal, fortified', 1.2, { zh: '1份', en: '1 serving' }, S_B1),
  row('thiamin', '强化鸡蛋面（熟）', 'Egg noodles, enriched, cooked', 0.5, CUP, S_B1),
  row('thiamin', '猪排（烤）', 'Pork chop, broiled', 0.4, OZ3, S_B1),
  row('thiamin', '黑豆（煮）', 'Black beans, boiled', 0.4, HALF_CUP, S_B1, BOTH),
  row('thiamin', '鳟鱼（熟）', 'Trout, cooked', 0.4, OZ3, S_B1),
  // riboflavin, mg
  cn('riboflavin', '猪肝', 'Pork liver', 2.08, 50, 'mg'),
  cn('riboflavin', '牛乳', 'Cow milk', 0.14, 250, 'mg', { zh: '1杯（250 mL）', en: '1 glass (250 mL)' }),
  cn('riboflavin', '鸡蛋', 'Egg', 0.27, 50, 'mg', { zh: '1个（50 g）', en: '1 egg (50 g)' }),
  row('riboflavin', '牛肝', 'Beef liver, pan fried', 2.9, OZ3, S_B2, BOTH),
  row('riboflavin', '强化早餐谷物', 'Breakfast cereal, fortified', 1.3, { zh: '1份', en: '1 serving' }, S_B2),
  row('riboflavin', '强化即食燕麦', 'Oats, instant, fortified, cooked', 1.1, CUP, S_B2),
  row('riboflavin', '脱脂原味酸奶', 'Yogurt, plain, fat-free', 0.6, CUP, S_B2, BOTH),
  row('riboflavin', '牛奶（2%脂肪）', 'Milk, 2 %', 0.5, CUP, S_B2),
  // niacin, mg NE
  cn('niacin', '花生仁（生）', 'Peanuts, raw', 17.9, 30, 'mg'),
  row('niacin', '牛肝', 'Beef liver, pan fried', 14.9, OZ3, S_B3),
  row('niacin', '鸡胸肉（烤）', 'Chicken breast, roasted', 10.3, OZ3, S_B3, BOTH),
  row('niacin', '火鸡胸肉（烤）', 'Turkey breast, roasted', 10.0, OZ3, S_B3),
  row('niacin', '红鲑鱼（熟）', 'Salmon, sockeye, cooked', 8.6, OZ3, S_B3, BOTH),
  row('niacin', '金枪鱼（罐装）', 'Tuna, light, canned', 8.6, OZ3, S_B3, BOTH),
  row('niacin', '猪里脊（烤）', 'Pork tenderloin, roasted', 6.3, OZ3, S_B3, BOTH),
  // vitamin B6, mg
  row('vitaminB6', '鹰嘴豆（罐装）', 'Chickpeas, canned', 1.1, CUP, S_B6, BOTH),
  row('vitaminB6', '牛肝', 'Beef liver, pan fried', 0.9, OZ3, S_B6, BOTH),
  row('vitaminB6', '黄鳍金枪鱼（熟）', 'Tuna, yellowfin, cooked', 0.9, OZ3, S_B6, BOTH),
  row('vitaminB6', '红鲑鱼（熟）', 'Salmon, sockeye, cooked', 0.6, OZ3, S_B6, BOTH),
  row('vitaminB6', '鸡胸肉（烤）', 'Chicken breast, roasted', 0.5, OZ3, S_B6, BOTH),
  row('vitaminB6', '土豆（煮）', 'Potatoes, boiled', 0.4, CUP, S_B6, BOTH),
  row('vitaminB6', '香蕉', 'Banana', 0.4, { zh: '1根中等大小', en: '1 medium' }, S_B6, BOTH),
  // folate, µg DFE
  row('folate', '牛肝（炖）', 'Beef liver, braised', 215, OZ3, S_FOL, BOTH),
  row('folate', '菠菜（煮）', 'Spinach, boiled', 131, HALF_CUP, S_FOL, BOTH),
  row('folate', '豇豆（黑眼豆，煮）', 'Black-eyed peas, boiled', 105, HALF_CUP, S_FOL, BOTH),
  row('folate', '芦笋（煮）', 'Asparagus, boiled', 89, { zh: '4根', en: '4 spears' }, S_FOL, BOTH),
  row('folate', '抱子甘蓝（煮）', 'Brussels sprouts, boiled', 78, HALF_CUP, S_FOL, BOTH),
  row('folate', '生菜（罗马生菜）', 'Lettuce, romaine', 64, CUP, S_FOL, BOTH),
  row('folate', '牛油果', 'Avocado', 59, HALF_CUP, S_FOL),
  row('folate', '西兰花（熟）', 'Broccoli, cooked', 52, HALF_CUP, S_FOL, BOTH),
  // vitamin B12, µg
  row('vitaminB12', '牛肝', 'Beef liver, pan fried', 70.7, OZ3, S_B12, BOTH),
  row('vitaminB12', '虹鳟鱼（野生，熟）', 'Trout, rainbow, wild, cooked', 5.4, OZ3, S_B12, BOTH),
  row('vitaminB12', '红鲑鱼（熟）', 'Salmon, sockeye, cooked', 4.8, OZ3, S_B12, BOTH),
  row('vitaminB12', '金枪鱼（罐装）', 'Tuna, light, canned', 2.5, OZ3, S_B12, BOTH),
  row('vitaminB12', '牛肉末（烤）', 'Beef, ground, broiled', 2.4, OZ3, S_B12, BOTH),
  row('vitaminB12', '牛奶（2%脂肪）', 'Milk, 2 %', 1.3, CUP, S_B12, BOTH),
  row('vitaminB12', '鸡蛋', 'Egg, whole, cooked', 0.5, { zh: '1个', en: '1 large' }, S_B12, BOTH),
  // calcium, mg
  cn('calcium', '牛乳', 'Cow milk', 104, 250, 'mg', { zh: '1杯（250 mL）', en: '1 glass (250 mL)' }),
  cn('calcium', '芝麻酱', 'Sesame paste', 1170, 15, 'mg', { zh: '1汤匙（15 g）', en: '1 tbsp (15 g)' }),
  cn('calcium', '北豆腐', 'Firm tofu (northern style)', 138, 100, 'mg'),
  cn('calcium', '虾皮', 'Dried small shrimp', 991, 10, 'mg'),
  row(
    'calcium',
    '低脂原味酸奶',
    'Yogurt, plain, low fat',
    415,
    { zh: '227 g', en: '8 oz (227 g)' },
    S_CA,
    BOTH,
  ),
  row('calcium', '强化橙汁', 'Orange juice, calcium-fortified', 349, CUP, S_CA),
  row('calcium', '马苏里拉奶酪', 'Mozzarella, part skim', 333, { zh: '42 g', en: '1.5 oz (42 g)' }, S_CA),
  row('calcium', '沙丁鱼罐头（带骨）', 'Sardines, canned with bones', 325, OZ3, S_CA),
  row('calcium', '脱脂牛奶', 'Milk, nonfat', 299, CUP, S_CA),
  row('calcium', '硫酸钙点制老豆腐', 'Tofu, firm, made with calcium sulfate', 253, HALF_CUP, S_CA),
  // iron, mg
  cn('iron', '鸭血', 'Duck blood curd', 30.5, 50, 'mg'),
  cn('iron', '猪肝', 'Pork liver', 22.6, 50, 'mg'),
  cn('iron', '黑木耳（干）', 'Black fungus (wood ear), dried', 97.4, 10, 'mg'),
  cn('iron', '菠菜', 'Spinach', 2.9, 100, 'mg'),
  cn('iron', '紫菜（干）', 'Laver (nori), dried', 54.9, 5, 'mg'),
  cn('iron', '黄豆', 'Soybeans, dry', 8.2, 30, 'mg'),
  row(
    'iron',
    '强化早餐谷物',
    'Breakfast cereal, fortified with 100 % DV iron',
    18,
    { zh: '1份', en: '1 serving' },
    S_FE,
  ),
  row('iron', '东部牡蛎（熟）', 'Oysters, eastern, cooked', 8, OZ3, S_FE),
  row('iron', '白芸豆（罐装）', 'White beans, canned', 8, CUP, S_FE),
  row('iron', '牛肝', 'Beef liver, pan fried', 5, OZ3, S_FE),
  row('iron', '小扁豆（煮）', 'Lentils, boiled', 3, HALF_CUP, S_FE),
  // zinc, mg
  cn('zinc', '牡蛎', 'Oysters', 9.39, 100, 'mg'),
  row('zinc', '东部牡蛎（野生，熟）', 'Oysters, eastern, wild, cooked', 32, OZ3, S_ZN),
  row('zinc', '牛里脊（烤）', 'Beef, bottom sirloin, roasted', 3.8, OZ3, S_ZN, BOTH),
  row('zinc', '蓝蟹（熟）', 'Blue crab, cooked', 3.2, OZ3, S_ZN, BOTH),
  row('zinc', '强化早餐谷物', 'Breakfast cereal, fortified', 2.8, { zh: '1份', en: '1 serving' }, S_ZN),
  row('zinc', '猪里脊排（炖）', 'Pork, center loin chop, braised', 2.9, OZ3, S_ZN, BOTH),
  row('zinc', '南瓜子（烤）', 'Pumpkin seeds, roasted', 2.2, OZ1, S_ZN, BOTH),
  // magnesium, mg
  cn('magnesium', '黄豆', 'Soybeans, dry', 199, 30, 'mg'),
  cn('magnesium', '菠菜', 'Spinach', 58, 100, 'mg'),
  cn('magnesium', '小米', 'Foxtail millet', 107, 50, 'mg'),
  row('magnesium', '南瓜子（烤）', 'Pumpkin seeds, roasted', 156, OZ1, S_MG, BOTH),
  row('magnesium', '奇亚籽', 'Chia seeds', 111, OZ1, S_MG, BOTH),
  row('magnesium', '杏仁（干烤）', 'Almonds, dry roasted', 80, OZ1, S_MG, BOTH),
  row('magnesium', '菠菜（煮）', 'Spinach, boiled', 78, HALF_CUP, S_MG),
  row('magnesium', '腰果（干烤）', 'Cashews, dry roasted', 74, OZ1, S_MG),
  row('magnesium', '黑豆（煮）', 'Black beans, cooked', 60, HALF_CUP, S_MG),
  // selenium, µg
  cn('selenium', '猪肾（腰子）', 'Pork kidney', 156.77, 50, 'µg'),
  row('selenium', '巴西坚果', 'Brazil nuts (6–8 nuts)', 544, OZ1, S_SE, BOTH),
  row('selenium', '黄鳍金枪鱼（熟）', 'Tuna, yellowfin, cooked', 92, OZ3, S_SE, BOTH),
  row('selenium', '大比目鱼（熟）', 'Halibut, cooked', 47, OZ3, S_SE),
  row('selenium', '沙丁鱼罐头', 'Sardines, canned', 45, OZ3, S_SE, BOTH),
  row('selenium', '火腿（烤）', 'Ham, roasted', 42, OZ3, S_SE),
  row('selenium', '鸡蛋', 'Egg, hard-boiled', 15, { zh: '1个', en: '1 large' }, S_SE, BOTH),
  // iodine, µg
  cn('iodine', '海带（干）', 'Kelp (kombu), dried', 36240, 5, 'µg'),
  cn('iodine', '紫菜（干）', 'Laver (nori), dried', 4323, 5, 'µg'),
  row('iodine', '加碘盐', 'Iodised salt', 125, { zh: '5 g', en: '5 g' }, GB_SALT, ZH),
  row('iodine', '鳕鱼（烤）', 'Cod, baked', 158, OZ3, S_I, BOTH),
  row('iodine', '紫菜（干）', 'Seaweed (nori), dried', 116, { zh: '10 g', en: '10 g' }, S_I),
  row('iodine', '希腊酸奶（脱脂原味）', 'Greek yogurt, plain, nonfat', 116, CUP, S_I),
  row('iodine', '脱脂牛奶', 'Milk, nonfat', 84, CUP, S_I),
  row('iodine', '加碘盐', 'Iodised salt', 76, { zh: '1.5 g（1/4茶匙）', en: '¼ tsp (1.5 g)' }, S_I, EN),
  row('iodine', '鸡蛋（煮）', 'Egg, hard-boiled', 31, { zh: '1个', en: '1 large' }, S_I, BOTH),
  // potassium, mg
  cn('potassium', '马铃薯', 'Potato', 342, 200, 'mg', { zh: '1个中等大小（200 g）', en: '1 medium (200 g)' }),
  cn('potassium', '黄豆', 'Soybeans, dry', 1503, 30, 'mg'),
  cn('potassium', '香蕉', 'Banana', 256, 150, 'mg', {
    zh: '1根（可食部150 g）',
    en: '1 banana (150 g edible)',
  }),
  cn('potassium', '菠菜', 'Spinach', 311, 100, 'mg'),
  row('potassium', '杏干', 'Apricots, dried', 755, HALF_CUP, S_K_),
  row('potassium', '小扁豆（熟）', 'Lentils, cooked', 731, CUP, S_K_, BOTH),
  row('potassium', '西梅干', 'Prunes, dried', 699, HALF_CUP, S_K_),
  row(
    'potassium',
    '烤土豆（带皮）',
    'Potato, baked, flesh and skin',
    610,
    { zh: '1个中等大小', en: '1 medium' },
    S_K_,
  ),
  row('potassium', '芸豆（罐装）', 'Kidney beans, canned', 607, CUP, S_K_),
  row('potassium', '香蕉', 'Banana', 422, { zh: '1根中等大小', en: '1 medium' }, S_K_),
  // omega-3 (EPA + DHA), mg
  row('omega3', '大西洋鲑鱼（养殖，熟）', 'Salmon, Atlantic, farmed, cooked', 1830, OZ3, S_O3, BOTH),
  row('omega3', '大西洋鲱鱼（熟）', 'Herring, Atlantic, cooked', 1710, OZ3, S_O3, BOTH),
  row('omega3', '大西洋鲑鱼（野生，熟）', 'Salmon, Atlantic, wild, cooked', 1570, OZ3, S_O3, BOTH),
  row('omega3', '沙丁鱼罐头（番茄汁）', 'Sardines, canned in tomato sauce', 1190, OZ3, S_O3, BOTH),
  row('omega3', '大西洋鲭鱼（熟）', 'Mackerel, Atlantic, cooked', 1020, OZ3, S_O3, BOTH),
  row('omega3', '虹鳟鱼（野生，熟）', 'Trout, rainbow, wild, cooked', 840, OZ3, S_O3, BOTH),
  // fibre, g
  cn('fiber', '黄豆', 'Soybeans, dry', 15.5, 30, 'g'),
  cn('fiber', '黑木耳（干）', 'Black fungus (wood ear), dried', 29.9, 10, 'g'),
  row('fiber', '奇亚籽', 'Chia seeds', 9.8, OZ1, DGA_FIBER, BOTH),
  row('fiber', '白芸豆（熟）', 'Navy beans, cooked', 9.6, HALF_CUP, DGA_FIBER, BOTH),
  row('fiber', '小扁豆（熟）', 'Lentils, cooked', 7.8, HALF_CUP, DGA_FIBER, BOTH),
  row('fiber', '黑豆（熟）', 'Black beans, cooked', 7.5, HALF_CUP, DGA_FIBER, BOTH),
  row('fiber', '梨（带皮）', 'Pear, with skin', 5.5, { zh: '1个中等大小', en: '1 medium' }, DGA_FIBER, BOTH),
  // protein, g
  cn('protein', '猪肉（瘦）', 'Pork, lean', 20.3, 100, 'g'),
  cn('protein', '北豆腐', 'Firm tofu (northern style)', 12.2, 100, 'g'),
  cn('protein', '黄豆', 'Soybeans, dry', 35.0, 30, 'g'),
  cn('protein', '牛乳', 'Cow milk', 3.0, 250, 'g', { zh: '1杯（250 mL）', en: '1 glass (250 mL)' }),
  cn('protein', '鸡蛋', 'Egg', 13.3, 50, 'g', { zh: '1个（50 g）', en: '1 egg (50 g)' }),
  row(
    'protein',
    '鸡胸肉（烤）',
    'Chicken breast, roasted',
    26.4,
    OZ3,
    USDA('Chicken, broilers or fryers, breast, meat only, roasted', '31.0 g protein'),
  ),
  row(
    'protein',
    '希腊酸奶（脱脂原味）',
    'Greek yogurt, plain, nonfat',
    23.2,
    { zh: '1杯（227 g）', en: '1 cup (227 g)' },
    USDA('Yogurt, Greek, plain, nonfat', '10.2 g protein'),
  ),
  row(
    'protein',
    '小扁豆（熟）',
    'Lentils, cooked',
    17.9,
    { zh: '1杯（198 g）', en: '1 cup (198 g)' },
    USDA('Lentils, mature seeds, cooked, boiled', '9.0 g protein'),
    BOTH,
  ),
  row(
    'protein',
    '全脂牛奶',
    'Milk, whole',
    7.7,
    { zh: '1杯（244 g）', en: '1 cup (244 g)' },
    USDA('Milk, whole, 3.25 % milkfat', '3.15 g protein'),
  ),
  row(
    'protein',
    '鸡蛋',
    'Egg, large',
    6.3,
    { zh: '1个（50 g）', en: '1 large (50 g)' },
    USDA('Egg, whole, raw', '12.6 g protein'),
  ),
];

/**
 * Which animal food group each animal food in FOOD_SOURCES belongs to, by its English name (plant
 * foods are not listed). Food suggestions leave out the groups a diet pattern excludes (vegetarian:
 * meat and fish; vegan: also eggs and dairy; pescatarian: meat), the same exclusions the intake
 * estimate uses (intake/index.ts EXCLUDED_BY_PATTERN). A test checks every row whose name says meat,
 * fish, egg or milk is listed here.
 */
export const ANIMAL_FOOD_GROUP: Readonly<Record<string, 'redMeat' | 'fish' | 'eggs' | 'dairy'>> = {
  'Chicken liver': 'redMeat',
  'Pork liver': 'redMeat',
  'Beef liver, pan fried': 'redMeat',
  'Beef liver, braised': 'redMeat',
  'Pork, lean': 'redMeat',
  'Pork chop, broiled': 'redMeat',
  'Chicken breast, roasted': 'redMeat',
  'Turkey breast, roasted': 'redMeat',
  'Pork tenderloin, roasted': 'redMeat',
  'Beef, ground, broiled': 'redMeat',
  'Duck blood curd': 'redMeat',
  'Beef, bottom sirloin, roasted': 'redMeat',
  'Pork, center loin chop, braised': 'redMeat',
  'Pork kidney': 'redMeat',
  'Ham, roasted': 'redMeat',
  'Cod liver oil': 'fish',
  'Trout, rainbow, farmed, cooked': 'fish',
  'Salmon, sockeye, cooked': 'fish',
  'Trout, cooked': 'fish',
  'Tuna, light, canned': 'fish',
  'Tuna, yellowfin, cooked': 'fish',
  'Trout, rainbow, wild, cooked': 'fish',
  'Dried small shrimp': 'fish',
  'Sardines, canned with bones': 'fish',
  'Oysters, eastern, cooked': 'fish',
  Oysters: 'fish',
  'Oysters, eastern, wild, cooked': 'fish',
  'Blue crab, cooked': 'fish',
  'Halibut, cooked': 'fish',
  'Sardines, canned': 'fish',
  'Cod, baked': 'fish',
  'Salmon, Atlantic, farmed, cooked': 'fish',
  'Herring, Atlantic, cooked': 'fish',
  'Salmon, Atlantic, wild, cooked': 'fish',
  'Sardines, canned in tomato sauce': 'fish',
  'Mackerel, Atlantic, cooked': 'fish',
  'Egg, large, scrambled': 'eggs',
  'Egg noodles, enriched, cooked': 'eggs',
  Egg: 'eggs',
  'Egg, whole, cooked': 'eggs',
  'Egg, hard-boiled': 'eggs',
  'Egg, large': 'eggs',
  'Milk, fat-free, fortified': 'dairy',
  'Milk, 2 %, fortified': 'dairy',
  'Cow milk': 'dairy',
  'Yogurt, plain, fat-free': 'dairy',
  'Milk, 2 %': 'dairy',
  'Yogurt, plain, low fat': 'dairy',
  'Mozzarella, part skim': 'dairy',
  'Milk, nonfat': 'dairy',
  'Greek yogurt, plain, nonfat': 'dairy',
  'Milk, whole': 'dairy',
};
