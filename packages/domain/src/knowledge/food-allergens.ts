/**
 * Food allergies (fourteenth clinician review, en P4 #1: "Keisha", fish and shellfish anaphylaxis, was told
 * by the plan to eat salmon and sardines, and fish oil, krill oil and glucosamine were in the shop). The
 * allergens are the major food allergens of the US label law (FALCPA 2004, with sesame added by the
 * FASTER Act 2021) and of EU Regulation 1169/2011 Annex II; an allergy is managed by avoiding the food
 * and everything made from it (NIAID guidelines, Boyce JA et al., JACI 2010;126:S1–S58, section 5).
 *
 * Each row names the words that say the allergen (food, in a message or a product's name), the words of
 * products made from it (fish oil, glucosamine from shellfish shells, whey …) and what to use instead.
 * The engine never names such a food to the person and reviews such a product as avoid; the chat reads an
 * allergy said in the chat the same way (assistant/faq/rows-food-allergy.ts).
 */
import type { Bilingual, Source } from '../contracts/common';
import type { FoodAllergen } from '../contracts/answer-values';

export interface FoodAllergenRow {
  id: FoodAllergen;
  name: Bilingual;
  /** The food itself in a food list's name (zh and en), matched case-insensitively. */
  foods: RegExp;
  /** Products made from it: a supplement's name that matches is avoided. */
  products: RegExp;
  /** Why such a product is avoided, and what to use instead. */
  productText: Bilingual;
  /** Catalogue product forms made from it (catalogue.ts `form`), never chosen for the person. */
  forms?: Readonly<Partial<Record<string, readonly string[]>>>;
}

export const FOOD_ALLERGY_SOURCE: Source = {
  ref: 'NIAID Guidelines for the Diagnosis and Management of Food Allergy in the United States (Boyce JA et al., JACI 2010;126:S1–S58): avoid the allergen and foods and products made from it; Food Allergen Labeling and Consumer Protection Act 2004 (FALCPA) and FASTER Act 2021 (major food allergens incl. sesame); EU Regulation 1169/2011 Annex II',
  url: 'https://www.niaid.nih.gov/diseases-conditions/guidelines-clinicians-and-patients-food-allergy',
};

const FISH_WORDS =
  /鱼|海鲜|水产|三文鱼|鲑|鳕|金枪鱼|沙丁|鲭|鲱|鳀|凤尾鱼|\b(fish|seafood|salmon|cod|tuna|sardines?|mackerel|herring|anchov(y|ies)|trout|tilapia|halibut|pollock|catfish|haddock|swordfish|bass|snapper)\b/i;
const SHELLFISH_WORDS =
  /海鲜|水产|虾|蟹|贝|蛤|蚝|牡蛎|扇贝|青口|鱿鱼|章鱼|龙虾|海螺|\b(shellfish|seafood|shrimps?|prawns?|crabs?|lobsters?|crayfish|crawfish|clams?|mussels?|oysters?|scallops?|squid|octopus|krill)\b/i;

export const FOOD_ALLERGENS_TABLE: readonly FoodAllergenRow[] = [
  {
    id: 'fish',
    name: { zh: '鱼', en: 'fish' },
    foods: FISH_WORDS,
    products:
      /鱼油|鱼肝油|鲨鱼|鱼胶原|鱼皮胶原|深海鱼|\b(fish ?oil|cod ?liver|omega[- ]?3 fish|fish collagen|marine collagen|fish gelatin|shark)\b/i,
    productText: {
      zh: '你对鱼过敏：鱼油、鱼肝油和鱼胶原蛋白是用鱼做的，请不要吃；需要欧米伽3时选藻油DHA，并查看胶囊壳是不是鱼明胶做的',
      en: 'you are allergic to fish: fish oil, cod liver oil and fish collagen are made from fish, so do not take them; for omega-3 use an algal-oil DHA, and check that the capsule shell is not fish gelatin',
    },
    forms: { omega3: ['fish_oil'] },
  },
  {
    id: 'shellfish',
    name: { zh: '甲壳类和贝类海鲜', en: 'shellfish' },
    foods: SHELLFISH_WORDS,
    products:
      /磷虾|氨糖|氨基葡萄糖|壳聚糖|甲壳素|牡蛎|蚝|珍珠粉|贝壳|鲨鱼软骨|\b(krill|glucosamine|chitosan|chitin|oyster|shellfish|green[- ]lipped mussel|coral calcium)\b/i,
    productText: {
      zh: '你对甲壳类或贝类海鲜过敏：磷虾油是用磷虾做的，氨糖（氨基葡萄糖）和壳聚糖大多用虾蟹壳做，牡蛎钙、贝壳钙用贝壳做，请不要吃；确需氨糖时只选标签写明非甲壳类来源的，并先问过敏科医生',
      en: 'you are allergic to shellfish: krill oil is made from krill, most glucosamine and chitosan are made from shrimp and crab shells, and oyster-shell calcium from shells, so do not take them; if you want glucosamine, only a label that says it is not from shellfish, and ask your allergist first',
    },
  },
  {
    id: 'peanut',
    name: { zh: '花生', en: 'peanut' },
    foods: /花生|\bpeanuts?\b/i,
    products: /花生|\b(peanut|arachis)\b/i,
    productText: {
      zh: '你对花生过敏：这个产品含花生成分，请不要吃',
      en: 'you are allergic to peanut: this product contains peanut, so do not take it',
    },
  },
  {
    id: 'tree_nut',
    name: { zh: '坚果（树坚果）', en: 'tree nuts' },
    foods:
      /坚果|杏仁|核桃|腰果|榛子|开心果|碧根果|夏威夷果|巴西坚果|\b(nuts|almonds?|walnuts?|cashews?|hazelnuts?|pistachios?|pecans?|macadamias?|brazil nuts?)\b/i,
    products: /杏仁|核桃|腰果|榛子|坚果|\b(almond|walnut|cashew|hazelnut|pecan|macadamia|brazil nut)\b/i,
    productText: {
      zh: '你对坚果过敏：这个产品含坚果成分，请不要吃',
      en: 'you are allergic to tree nuts: this product contains nuts, so do not take it',
    },
  },
  {
    id: 'milk',
    name: { zh: '牛奶', en: 'milk' },
    foods: /牛奶|奶粉|酸奶|奶酪|乳酪|芝士|(?<![豆椰杏燕])奶|\b(milk|yogh?urt|cheese|dairy)\b/i,
    products: /乳清|酪蛋白|牛初乳|奶粉|\b(whey|casein|colostrum|milk protein)\b/i,
    productText: {
      zh: '你对牛奶过敏：乳清蛋白、酪蛋白和牛初乳都是用牛奶做的，请不要吃；需要蛋白粉时选豌豆或大米蛋白，并看过敏原标识',
      en: 'you are allergic to milk: whey, casein and colostrum are made from milk, so do not take them; for a protein powder choose pea or rice protein and read the allergen statement',
    },
    forms: { protein: ['whey'] },
  },
  {
    id: 'egg',
    name: { zh: '鸡蛋', en: 'egg' },
    foods: /鸡蛋|蛋黄|蛋白(?!粉|质)|蛋羹|\beggs?\b/i,
    products: /蛋黄卵磷脂|溶菌酶|\b(egg|lysozyme)\b/i,
    productText: {
      zh: '你对鸡蛋过敏：这个产品含鸡蛋成分，请不要吃',
      en: 'you are allergic to egg: this product contains egg, so do not take it',
    },
  },
  {
    id: 'soy',
    name: { zh: '大豆', en: 'soy' },
    foods: /大豆|黄豆|豆腐|豆浆|豆奶|毛豆|腐竹|\b(soy|soya|tofu|edamame|soymilk)\b/i,
    products: /大豆|黄豆|\b(soy|soya)\b/i,
    productText: {
      zh: '你对大豆过敏：大豆异黄酮、大豆蛋白和大豆卵磷脂是用大豆做的，请不要吃',
      en: 'you are allergic to soy: soy isoflavones, soy protein and soy lecithin are made from soy, so do not take them',
    },
    forms: { protein: ['soy'] },
  },
  {
    id: 'wheat',
    name: { zh: '小麦', en: 'wheat' },
    foods: /小麦|面包|面条|馒头|全麦|麦片|\b(wheat|bread|pasta|couscous|bran)\b/i,
    products: /小麦|麦芽|\b(wheat|wheat germ)\b/i,
    productText: {
      zh: '你对小麦过敏：小麦胚芽等产品是用小麦做的，请不要吃',
      en: 'you are allergic to wheat: wheat germ products are made from wheat, so do not take them',
    },
  },
  {
    id: 'sesame',
    name: { zh: '芝麻', en: 'sesame' },
    foods: /芝麻|麻酱|\b(sesame|tahini)\b/i,
    products: /芝麻|\bsesame\b/i,
    productText: {
      zh: '你对芝麻过敏：这个产品含芝麻成分，请不要吃',
      en: 'you are allergic to sesame: this product contains sesame, so do not take it',
    },
  },
];

export const foodAllergenRow = (id: FoodAllergen): FoodAllergenRow =>
  FOOD_ALLERGENS_TABLE.find((r) => r.id === id)!;

/** The person's allergens whose foods this (food list) name names. */
export function allergensInFood(name: string, allergens: readonly FoodAllergen[]): FoodAllergen[] {
  return allergens.filter((a) => foodAllergenRow(a).foods.test(name));
}

/** List separators of a food list: ", ", " or ", " and ", "、", "和", "或". */
const LIST_SEP = /(,\s*(?:or\s+|and\s+)?|\s+or\s+|\s+and\s+|、|和|或)/;
/** A list member: a few words or characters, no clause punctuation. */
const isItem = (s: string) =>
  !/[:：;；.。]/.test(s) &&
  (/\p{Script=Han}/u.test(s) ? s.trim().length <= 8 : s.trim().split(/\s+/).length <= 4);

/**
 * Food advice without the person's allergens (NIAID 2010: the allergen is avoided, so advice never names
 * it as a food to eat). A food list's member that names one is left out ("add fish, poultry, eggs, dairy or
 * soy foods" → "add poultry, eggs or soy foods" for fish and milk); a sentence that still names one after
 * that gets the exclusion said ("— not fish: you are allergic"), so no text ever suggests it.
 */
export function withoutAllergenFoods(text: string, allergens: readonly FoodAllergen[], zh: boolean): string {
  if (allergens.length === 0) return text;
  const hits = (s: string) => allergens.some((a) => foodAllergenRow(a).foods.test(s));
  if (!hits(text)) return text;
  const parts = text.split(LIST_SEP);
  let result = '';
  /** Whether the text so far ends a prefix whose list member was cut ("add "): no separator follows. */
  let afterCut = false;
  for (let i = 0; i < parts.length; i += 2) {
    const item = parts[i]!;
    const sepBefore = i > 0 ? parts[i - 1]! : '';
    const bare = item.replace(/^[\s(（]+|[\s)）]+$/g, '');
    if (i > 0 && hits(item) && isItem(bare)) {
      // Left out with the separator before it; a closing bracket it carried stays.
      result += /[)）]\s*$/.exec(item)?.[0] ?? '';
      continue;
    }
    if (i === 0 && hits(item) && parts.length > 1) {
      // The list's first member joined to the words before it ("add fish"): cut it.
      const cut = cutTrailingAllergen(item, allergens);
      if (cut !== null) {
        result = cut;
        afterCut = true;
        continue;
      }
    }
    if (i > 0 && i === parts.length - 1 && hits(item)) {
      // The last member carries the sentence's end ("soy foods to each meal"): cut the member, keep the end.
      const lead = leadingAllergen(item, allergens);
      if (lead !== null) {
        result += lead;
        continue;
      }
    }
    result += (afterCut ? '' : sepBefore) + item;
    afterCut = false;
  }
  const left = allergens.filter((a) => foodAllergenRow(a).foods.test(result));
  if (left.length > 0) {
    const names = left.map((a) => foodAllergenRow(a).name[zh ? 'zh' : 'en']).join(zh ? '、' : ' or ');
    result = zh
      ? `${result}（其中不要吃${names}：你对它过敏）`
      : `${result} (but no ${names}: you are allergic)`;
  }
  return result;
}

/** "soy foods to each meal" → " to each meal" when an allergen word opens the text; else null. */
function leadingAllergen(item: string, allergens: readonly FoodAllergen[]): string | null {
  for (const a of allergens) {
    const re = new RegExp(
      `^\\s*(?:${foodAllergenRow(a).foods.source})(?:\\s+(?:foods?|products?)|制品|类)?`,
      'i',
    );
    const m = re.exec(item);
    if (m) return item.slice(m[0].length);
  }
  return null;
}

/** "Protein is low: add fish" → "Protein is low: add " when the allergen word ends the text; else null. */
function cutTrailingAllergen(item: string, allergens: readonly FoodAllergen[]): string | null {
  for (const a of allergens) {
    const re = new RegExp(`(?:${foodAllergenRow(a).foods.source})\\s*$`, 'i');
    const m = re.exec(item);
    if (m) return item.slice(0, m.index);
  }
  return null;
}

/** The catalogue forms the person's allergens rule out, by nutrient (fish oil for omega-3, whey for protein). */
export function allergenFormsOf(allergens: readonly FoodAllergen[]): Partial<Record<string, string[]>> {
  const out: Partial<Record<string, string[]>> = {};
  for (const a of allergens)
    for (const [nutrient, forms] of Object.entries(foodAllergenRow(a).forms ?? {}))
      out[nutrient] = [...(out[nutrient] ?? []), ...(forms ?? [])];
  return out;
}

/**
 * Omega-3 for someone allergic to fish: no fish to eat and no fish oil, so the plan's omega-3 is an
 * algal-oil DHA (NIH ODS Omega-3 fact sheet: algal oil is a fish-free source of DHA and EPA).
 */
export const FISH_ALLERGY_OMEGA3: Bilingual = {
  zh: '{names}：你对鱼过敏，不能靠吃鱼获得，也不要吃鱼油、鱼肝油；需要时选藻油DHA（从海藻提取，不含鱼），并确认软胶囊壳不是鱼明胶做的；亚麻籽、奇亚籽和菜籽油也含欧米伽3{examples}',
  en: '{names}: with your fish allergy, fish is not the source and fish oil or cod liver oil is not for you; an algal-oil DHA (from algae, no fish) is, in a softgel whose shell is not fish gelatin; flaxseed, chia seeds and canola oil give omega-3 too{examples}',
};

const ALLERGY_WORD = String.raw`(?:过敏|\ball?erg(?:y|ies|ic)\b|\banaphyla\w*)`;
/** Seafood said as allergic covers fish and shellfish. */
const SEAFOOD = String.raw`海鲜|\bseafood\b`;

/** The allergens a message says the person is allergic to ("I'm allergic to fish", "对虾过敏", "seafood allergy"). */
export function allergensSaid(text: string): FoodAllergen[] {
  const t = text.toLowerCase();
  return FOOD_ALLERGENS_TABLE.filter((r) => {
    const food = `${r.foods.source}${r.id === 'fish' || r.id === 'shellfish' ? `|${SEAFOOD}` : ''}`;
    return new RegExp(`(?:${food}).{0,24}${ALLERGY_WORD}|${ALLERGY_WORD}.{0,24}(?:${food})`, 'i').test(t);
  }).map((r) => r.id);
}
