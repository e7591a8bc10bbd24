/**
 * Supplement–supplement and supplement–food/drink timing (issue 15 §7): iron with calcium, iron or
 * calcium with tea and coffee, oxalate and bran, thyroxine with calcium, iron and coffee. Every row is
 * data with its source and both languages; answers quote the row, tests check its kind.
 *
 * Kinds: `separate` — take them apart (`hours` when the source gives a spacing); `together` — fine or
 * better together; `small_effect` — a real but small effect, handled by habit rather than spacing.
 */
import type { Bilingual, Source } from '../contracts/common';
import type { Drug } from '../interactions';
import { NUTRIENTS, type NutrientKey } from '../nutrients';
import { odsFactSheet } from '../citations';
import { normaliseQuestion } from './lexicon';

/** Foods and drinks the rows talk about, with how people name them. */
export const PAIR_FOODS = {
  tea: {
    name: { zh: '茶', en: 'tea' },
    patterns: [/(?<!奶)茶(?!叶蛋)|奶茶/, /\b(tea|teas|green tea|black tea|chai)\b/],
  },
  coffee: {
    name: { zh: '咖啡', en: 'coffee' },
    patterns: [/咖啡|拿铁|美式|星巴克/, /\b(coffee|coffees|espresso|latte|cappuccino|americano|caffeine)\b/],
  },
  milk: {
    name: { zh: '牛奶和奶制品', en: 'milk and dairy' },
    patterns: [/牛奶|(?<!豆)奶(?!茶)|酸奶|奶酪|乳制品/, /\b(milk|dairy|yogh?urt|cheese)\b/],
  },
  oxalate_foods: {
    name: { zh: '高草酸蔬菜（菠菜、苋菜等）', en: 'high-oxalate vegetables (spinach, rhubarb …)' },
    patterns: [/菠菜|苋菜|草酸|竹笋/, /\b(spinach|rhubarb|oxalates?|beet greens|chard)\b/],
  },
  bran: {
    name: { zh: '麦麸（全麦麸）', en: 'wheat bran' },
    patterns: [/麦麸|麸皮|植酸/, /\b(wheat bran|bran|phytates?|phytic acid)\b/],
  },
} as const satisfies Record<string, { name: Bilingual; patterns: readonly RegExp[] }>;
export type PairFood = keyof typeof PAIR_FOODS;

/** Thyroxine is the one medicine the rows name: its timing rules are about food and minerals. */
export type PairItem = NutrientKey | PairFood | 'levothyroxine';

export const PAIR_KINDS = ['separate', 'together', 'small_effect'] as const;
export type PairKind = (typeof PAIR_KINDS)[number];

export interface PairRule {
  id: string;
  a: PairItem;
  b: PairItem;
  kind: PairKind;
  /** Minimum spacing in hours, when the source gives one. */
  hours?: number;
  text: Bilingual;
  /**
   * The text when levothyroxine is among the items too: its example keeps the thyroid tablet's own 4 hours
   * (answer round 54, zh-055: "iron in the morning before food" beside a morning levothyroxine).
   */
  besideThyroxine?: Bilingual;
  source: Source;
}

const SYNTHROID: Source = {
  ref: 'FDA prescribing information (DailyMed): Synthroid (levothyroxine), §2.1 Administration (empty stomach, ½–1 hour before breakfast; 4 hours from products that bind it) and §7 Drug interactions (calcium carbonate, ferrous sulfate)',
  url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=synthroid',
};

export const PAIR_RULES: readonly PairRule[] = [
  {
    id: 'iron-calcium',
    a: 'iron',
    b: 'calcium',
    kind: 'separate',
    hours: 2,
    text: {
      zh: '钙会减少铁的吸收：铁剂和钙片（含高钙食物）至少间隔2小时，例如铁剂早上空腹、钙片随午餐或晚餐',
      en: 'Calcium lowers iron absorption: take iron and calcium at least 2 hours apart, e.g. iron in the morning before food and calcium with lunch or dinner',
    },
    besideThyroxine: {
      zh: '钙会减少铁的吸收：铁剂和钙片（含高钙食物）至少间隔2小时；早上空腹吃甲状腺药的，铁剂和钙片都放到它4小时以后，例如铁剂在午饭前1小时或下午两餐之间（配点维生素C丰富的水果，不配茶和奶），钙片随晚饭吃',
      en: 'Calcium lowers iron absorption: take iron and calcium at least 2 hours apart; with levothyroxine in the morning, put both at least 4 hours after it — e.g. iron an hour before lunch or mid-afternoon between meals (with some vitamin C-rich fruit, not with tea or milk) and calcium with dinner',
    },
    source: odsFactSheet('Iron', { section: 'Interactions with Medications / absorption' }),
  },
  {
    id: 'iron-tea',
    a: 'iron',
    b: 'tea',
    kind: 'separate',
    hours: 2,
    text: {
      zh: '茶里的多酚（鞣酸）会减少非血红素铁的吸收：吃铁剂前后2小时内不喝茶',
      en: 'Polyphenols (tannins) in tea reduce non-heme iron absorption: no tea from 2 hours before to 2 hours after your iron',
    },
    source: odsFactSheet('Iron', { section: 'Sources of Iron — absorption inhibitors (polyphenols)' }),
  },
  {
    id: 'iron-coffee',
    a: 'iron',
    b: 'coffee',
    kind: 'separate',
    hours: 2,
    text: {
      zh: '咖啡里的多酚同样减少铁的吸收：铁剂前后2小时内不喝咖啡',
      en: 'Coffee polyphenols also reduce iron absorption: no coffee within 2 hours of your iron',
    },
    source: odsFactSheet('Iron', { section: 'Sources of Iron — absorption inhibitors (polyphenols)' }),
  },
  {
    id: 'iron-milk',
    a: 'iron',
    b: 'milk',
    kind: 'separate',
    hours: 2,
    text: {
      zh: '牛奶和奶制品含钙，会减少铁的吸收：铁剂不要用牛奶送服，前后间隔2小时',
      en: 'Milk and dairy are rich in calcium, which lowers iron absorption: do not take iron with milk; keep 2 hours apart',
    },
    source: odsFactSheet('Iron', { section: 'Interactions — calcium' }),
  },
  {
    id: 'iron-vitaminC',
    a: 'iron',
    b: 'vitaminC',
    kind: 'together',
    text: {
      zh: '维生素C能促进非血红素铁吸收：铁剂可以和维生素C或一杯橙汁一起吃',
      en: 'Vitamin C helps absorb non-heme iron: take iron with vitamin C or a glass of orange juice',
    },
    source: odsFactSheet('Iron', { section: 'Sources of Iron — absorption enhancers (vitamin C)' }),
  },
  {
    id: 'iron-zinc',
    a: 'iron',
    b: 'zinc',
    kind: 'separate',
    text: {
      zh: '补充剂剂量的铁（每天超过25毫克）会减少锌的吸收：两者分开时间吃，例如一个早上、一个晚上',
      en: 'Supplemental iron (over 25 mg a day) can reduce zinc absorption: take them at different times of day',
    },
    source: odsFactSheet('Zinc', { section: 'Interactions — iron supplements' }),
  },
  {
    id: 'calcium-coffee',
    a: 'calcium',
    b: 'coffee',
    kind: 'small_effect',
    text: {
      zh: '咖啡因会稍微减少钙吸收、增加尿钙排出，但影响很小（一杯咖啡约少2–3毫克钙）：钙片随餐吃，不必和咖啡刻意间隔，每天咖啡不宜过多',
      en: 'Caffeine slightly lowers calcium absorption and raises urinary calcium, but the effect is small (about 2–3 mg of calcium per cup): take calcium with a meal, no strict spacing needed; keep coffee moderate',
    },
    source: odsFactSheet('Calcium', { section: 'Calcium absorption — caffeine' }),
  },
  {
    id: 'calcium-tea',
    a: 'calcium',
    b: 'tea',
    kind: 'small_effect',
    text: {
      zh: '茶含咖啡因，对钙的影响与咖啡相同且更小：钙片随餐吃即可，不必用茶送服，浓茶别喝太多',
      en: 'Tea has caffeine too, with the same (smaller) effect on calcium: take calcium with a meal rather than with your tea, and keep strong tea moderate',
    },
    source: odsFactSheet('Calcium', { section: 'Calcium absorption — caffeine' }),
  },
  {
    id: 'calcium-oxalate',
    a: 'calcium',
    b: 'oxalate_foods',
    kind: 'small_effect',
    text: {
      zh: '菠菜等高草酸蔬菜里的钙几乎吸收不了，也会结合同餐的钙：不要把菠菜当补钙食物；钙片最好不和大份菠菜同餐',
      en: 'Calcium in spinach and other high-oxalate vegetables is poorly absorbed, and oxalate binds calcium eaten with it: do not count spinach as a calcium source, and take calcium at a meal without a large spinach dish',
    },
    source: odsFactSheet('Calcium', { section: 'Calcium absorption — oxalic acid' }),
  },
  {
    id: 'calcium-bran',
    a: 'calcium',
    b: 'bran',
    kind: 'separate',
    text: {
      zh: '100%麦麸会减少同时吃下的钙的吸收：钙片和麦麸类早餐分开到不同餐',
      en: '100% wheat bran reduces absorption of calcium eaten at the same time: take calcium at a different meal from a bran cereal',
    },
    source: odsFactSheet('Calcium', { section: 'Calcium absorption — phytic acid / wheat bran' }),
  },
  {
    id: 'calcium-vitaminD',
    a: 'calcium',
    b: 'vitaminD',
    kind: 'together',
    text: {
      zh: '维生素D帮助钙吸收：两者可以一起吃（维生素D随含油脂的一餐吸收更好）',
      en: 'Vitamin D helps absorb calcium: they can be taken together (vitamin D is absorbed better with a meal that has some fat)',
    },
    source: odsFactSheet('Vitamin D', { section: 'Introduction / absorption' }),
  },
  {
    // Blind answer round 61, zh-012 (development data): "那B12跟钙尔奇能一块吃不？我记性不好想一回都吃了" on metformin was
    // a "can't".
    id: 'vitaminB12-calcium',
    a: 'vitaminB12',
    b: 'calcium',
    kind: 'together',
    text: {
      zh: '维生素B12和钙片可以一起吃，互相不影响，一次吃掉也行：钙尔奇这类碳酸钙随饭吃，B12就跟它一起随饭吃；在吃二甲双胍的人，钙反而有助于B12的吸收',
      en: 'Vitamin B12 and calcium can be taken together — neither affects the other, so one go is fine: take a calcium carbonate such as Caltrate with a meal, and the B12 with it; on metformin, calcium even helps B12 absorption',
    },
    source: {
      ref: 'NIH ODS Vitamin B12 Fact Sheet for Health Professionals, Interactions with Medications — metformin (may reduce B12 absorption through the calcium-dependent uptake); Bauman WA et al. Increased intake of calcium reverses vitamin B12 malabsorption induced by metformin. Diabetes Care 2000;23:1227–1231',
      url: 'https://ods.od.nih.gov/factsheets/VitaminB12-HealthProfessional/',
    },
  },
  {
    id: 'levothyroxine-calcium',
    a: 'levothyroxine',
    b: 'calcium',
    kind: 'separate',
    hours: 4,
    text: {
      zh: '钙会结合左甲状腺素、减少吸收：甲状腺药和钙片间隔至少4小时',
      en: 'Calcium binds levothyroxine and lowers its absorption: keep the thyroid tablet and calcium at least 4 hours apart',
    },
    source: SYNTHROID,
  },
  {
    id: 'levothyroxine-iron',
    a: 'levothyroxine',
    b: 'iron',
    kind: 'separate',
    hours: 4,
    text: {
      zh: '铁会结合左甲状腺素、减少吸收：甲状腺药和铁剂间隔至少4小时',
      en: 'Iron binds levothyroxine and lowers its absorption: keep the thyroid tablet and iron at least 4 hours apart',
    },
    source: SYNTHROID,
  },
  {
    id: 'levothyroxine-coffee',
    a: 'levothyroxine',
    b: 'coffee',
    kind: 'separate',
    hours: 1,
    text: {
      zh: '咖啡会减少左甲状腺素的吸收：早上空腹用白开水送服，30–60分钟后再喝咖啡、吃早餐',
      en: 'Coffee reduces levothyroxine absorption: take it with water on an empty stomach and wait 30–60 minutes before coffee or breakfast',
    },
    source: {
      ref: `${SYNTHROID.ref}; Benvenga S et al., "Altered intestinal absorption of L-thyroxine caused by coffee", Thyroid 2008;18:293–301`,
      url: SYNTHROID.url,
    },
  },
  {
    id: 'levothyroxine-milk',
    a: 'levothyroxine',
    b: 'milk',
    kind: 'separate',
    hours: 1,
    text: {
      zh: '左甲状腺素要空腹用白开水送服，不要用牛奶送服；服药后30–60分钟再吃含奶的早餐',
      en: 'Take levothyroxine with water on an empty stomach, not with milk; have a breakfast with milk 30–60 minutes later',
    },
    source: SYNTHROID,
  },
];

/** Items named in a text, in order of first mention: the foods above and thyroxine (by drug class). */
export function pairFoodsIn(text: string): PairFood[] {
  const t = normaliseQuestion(text);
  const hits: { key: PairFood; at: number }[] = [];
  for (const key of Object.keys(PAIR_FOODS) as PairFood[]) {
    let at = Infinity;
    for (const re of PAIR_FOODS[key].patterns) {
      const m = re.exec(t);
      if (m && m.index < at) at = m.index;
    }
    if (at !== Infinity) hits.push({ key, at });
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.key);
}

export function isThyroxine(d: Drug): boolean {
  return d.classes.includes('thyroid_hormone');
}

/** The rows between any two of the items, in table order. */
export function pairRulesFor(items: readonly PairItem[]): PairRule[] {
  const set = new Set(items);
  return PAIR_RULES.filter((r) => set.has(r.a) && set.has(r.b));
}

export function pairItemName(item: PairItem, locale: 'zh-CN' | 'en-US'): string {
  if (item === 'levothyroxine') return locale === 'zh-CN' ? '左甲状腺素' : 'levothyroxine';
  if (Object.hasOwn(PAIR_FOODS, item)) {
    const n = PAIR_FOODS[item as PairFood].name;
    return locale === 'zh-CN' ? n.zh : n.en;
  }
  const n = NUTRIENTS[item as NutrientKey];
  return locale === 'zh-CN' ? n.zh : n.en;
}
