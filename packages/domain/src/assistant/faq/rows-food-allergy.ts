/**
 * A food allergy and the supplements made from the food (fourteenth clinician review, en P4 #1 and #7:
 * "can I take fish oil if I'm allergic to fish" got the omega-3 target; glucosamine with a shellfish
 * allergy got "no reliable rule"; "hidden fish in vitamin D3?" got the vitamin D dose). The allergy is the
 * plan's (questionnaire `foodAllergies`) or said in the chat; the products are those of
 * knowledge/food-allergens.ts. Sources: NIAID food-allergy guideline 2010; FALCPA 2004; EU 1169/2011.
 */
import { FOOD_ALLERGY_SOURCE } from '../../knowledge/food-allergens';
import { ELIMINATION_DIET_DIM_SUM, ELIMINATION_DIET_IRON_FOODS } from '../../knowledge/everyday-answers';
import { IRON_NOT_WANTED } from './audiences';
import type { FaqAudience, FaqRow } from './types';

const ALLERGIC = String.raw`(?:过敏|\ball?erg(?:y|ies|ic)\b|\banaphyla\w*|\bepi ?pen\b)`;
/** "allergic to fish", "鱼过敏", "fish allergy", "对海鲜过敏" (seafood covers fish and shellfish). */
const saidAllergy = (food: string) =>
  new RegExp(
    String.raw`(?:${food}).{0,24}${ALLERGIC}|${ALLERGIC}.{0,24}(?:${food})|(?:海鲜|\bseafood\b).{0,24}${ALLERGIC}|${ALLERGIC}.{0,24}(?:海鲜|\bseafood\b)`,
  );

const FISH: FaqAudience = {
  foodAllergies: ['fish'],
  said: saidAllergy(String.raw`鱼(?!油|肝油)|\bfish(?! ?oil)\b|\bsalmon\b|\bcod\b|\btuna\b`),
};
const SHELLFISH: FaqAudience = {
  foodAllergies: ['shellfish'],
  said: saidAllergy(
    String.raw`虾|蟹|贝|甲壳|\bshell ?fish\b|\bshrimps?\b|\bprawns?\b|\bcrabs?\b|\blobsters?\b|\bcrustaceans?\b|\bshelfish\b`,
  ),
};
const MILK: FaqAudience = {
  foodAllergies: ['milk'],
  said: saidAllergy(String.raw`牛奶|奶制品|乳制品|\bmilk\b|\bdairy\b|\bcow'?s milk\b`),
};

/** A fish or shellfish allergy, the plan's or said: rows that would suggest fish or fish oil are not for them. */
export const FISH_OR_SHELLFISH_ALLERGY: FaqAudience = {
  foodAllergies: ['fish', 'shellfish'],
  said: new RegExp(`${FISH.said!.source}|${SHELLFISH.said!.source}`),
};

const FISH_OIL =
  /鱼油|鱼肝油|深海鱼|欧米伽|omega|dha|epa|磷虾|\bfish ?oils?\b|\bcod ?liver\b|\bkrill\b|\bfishoil\b/;
const SHELLFISH_PRODUCT =
  /氨糖|氨基葡萄糖|壳聚糖|甲壳素|磷虾|\bglucosamine\b|\bglucosamin\b|\bchitosan\b|\bkrill\b/;
const WHEY = /乳清|酪蛋白|牛初乳|蛋白粉|\bwhey\b|\bcasein\b|\bcolostrum\b|\bprotein (powder|shakes?)\b/;
/** Fish hidden in a vitamin or capsule: "hidden fish in vitamin D3", "胶囊壳是鱼做的吗". */
const HIDDEN =
  /藏|隐藏|含有|有没有.{0,6}(鱼|虾|蟹)|(鱼|虾|蟹).{0,4}(成分|来源|做的)|胶囊壳|明胶|\bhidden\b|\bmade (from|of|with)\b|\bcome from\b|\bcontains?\b|\bgelatin\b|\bsourced?\b|\bderived\b|\bin (it|them)\b|\banything in\b/;
const VITAMIN_OR_CAPSULE =
  /维生素|胶囊|软胶囊|补充剂|保健品|\bvitamins?\b|\bsupplements?\b|\bsoftgels?\b|\bcapsules?\b|\bd3\b|\bmultivitamins?\b|\bgel ?caps?\b/;

/**
 * Wheat and soy both left out, said (an elimination diet, as for eosinophilic oesophagitis): "off dairy, wheat, egg and soy",
 * "豉汁、酱油又全是大豆和小麦", "EoE".
 */
const WHEAT_AND_SOY_OUT =
  /嗜酸(性)?(粒细胞)?(性)?食管炎|\beoe\b|\beosinophilic (o?esophagitis|oesophagitis)\b|(?=[\s\S]*(小麦|麸质|\bwheat\b|\bgluten\b))(?=[\s\S]*(大豆|黄豆|豆制品|\bsoy\w*\b))[\s\S]*(不能吃|不吃|忌口|忌|戒|避开|回避|排除|全是|都有|含|\boff\b|\bavoid\w*|\bno\b|\bwithout\b|\bfree\b|\beliminat\w*|\bcut out\b|\ballerg\w*|\bcan[’']?t (have|eat)\b|\bcannot (have|eat)\b|\bnot allowed\b)/;
const IRON_FOODS_ASKED =
  /(铁|\biron\b|\bferritin\b)[\s\S]*(吃什么|哪些(食物|菜|东西)|什么(食物|菜)|食物|\bfoods?\b|\bwhat (can|should|could) (he|she|they|i|we) eat\b|\bcan (he|she|they) (actually )?eat\b)/;
const DIM_SUM = /饮茶|点心|早茶|虾饺|烧卖|茶楼|\bdim sum\b|\byum ?cha\b|\bhar gow\b|\bsiu ?mai\b/;

export const FOOD_ALLERGY_FAQ: readonly FaqRow[] = [
  {
    // Blind answer round 59, en-051 (development data): iron foods for a boy off dairy, wheat, egg and soy.
    id: 'elimination-diet-iron-foods',
    when: [WHEAT_AND_SOY_OUT, IRON_FOODS_ASKED],
    notFor: IRON_NOT_WANTED,
    wholeMessage: true,
    beforeLabs: true,
    intent: 'food_sources',
    ...ELIMINATION_DIET_IRON_FOODS,
  },
  {
    // Blind answer round 59, zh-058 (development data): dim sum on a wheat and soy elimination.
    id: 'elimination-diet-dim-sum',
    when: [WHEAT_AND_SOY_OUT, DIM_SUM],
    wholeMessage: true,
    intent: 'food_sources',
    ...ELIMINATION_DIET_DIM_SUM,
  },
  {
    // en P4 G2 "can I take fish oil if I'm allergic to fish" → the omega-3 target.
    id: 'fish-allergy-fish-oil',
    when: [FISH_OIL],
    unless: [/藻油|\balgae\b|\balgal\b/],
    for: FISH_OR_SHELLFISH_ALLERGY,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**对鱼过敏就不要吃鱼油、鱼肝油；对虾蟹贝类过敏就不要吃磷虾油。需要欧米伽3（DHA和EPA）时，选藻油DHA（从海藻提取，不含鱼），并看标签的过敏原说明，确认软胶囊的壳不是用鱼明胶做的。** 鱼油经过精炼，但仍可能含微量鱼蛋白，对严重过敏（发生过过敏性休克）的人不值得冒险。食物里的欧米伽3也可以从亚麻籽、奇亚籽和菜籽油获得（核桃也有，但对坚果过敏时不要吃）。吃过后出现嘴唇或喉咙肿、气喘、全身荨麻疹或头晕，立即用肾上腺素笔并打120。',
      en: "**With a fish allergy, don't take fish oil or cod liver oil; with a shellfish allergy, don't take krill oil. For omega-3 (DHA and EPA), use an algal-oil DHA (made from algae, with no fish), and read the label's allergen statement to check the softgel shell is not fish gelatin.** Fish oil is refined but can still carry traces of fish protein — not worth the risk after anaphylaxis. From food, flaxseed, chia seeds and canola oil give omega-3 too (walnuts as well, unless you are allergic to nuts). Swelling of the lips or throat, wheezing, hives all over or feeling faint after taking something means using your epinephrine pen and calling 911 (999 in the UK).",
    },
    source: {
      ref: `${FOOD_ALLERGY_SOURCE.ref}; NIH ODS Omega-3 Fatty Acids fact sheet for health professionals (algal oil as a fish-free source of DHA and EPA)`,
      url: FOOD_ALLERGY_SOURCE.url,
    },
  },
  {
    // en P4 G1/T3: glucosamine with a shellfish allergy → "no reliable rule".
    id: 'shellfish-allergy-glucosamine',
    when: [SHELLFISH_PRODUCT],
    for: SHELLFISH,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**对虾蟹贝类过敏时，不要自己吃氨糖（氨基葡萄糖）、壳聚糖（甲壳素）或磷虾油：大多数氨糖和壳聚糖是用虾蟹壳做的，磷虾油就是磷虾做的。** 标签写明“非甲壳类来源”（如玉米发酵）的氨糖没有这个问题，但用之前请先问过敏科医生；美国的标签会写出是哪种甲壳类。氨糖本身对关节痛的效果也很有限。吃过后出现嘴唇或喉咙肿、气喘、全身荨麻疹或头晕，立即用肾上腺素笔并打120。',
      en: "**With a shellfish allergy, don't take glucosamine, chitosan or krill oil on your own: most glucosamine and chitosan are made from shrimp and crab shells, and krill oil is made from krill.** A glucosamine whose label says it is not from shellfish (for example, made by fermenting corn) avoids this, but ask your allergist before you use it; US labels must name the shellfish a product contains. Glucosamine does little for joint pain anyway. Swelling of the lips or throat, wheezing, hives all over or feeling faint after taking something means using your epinephrine pen and calling 911 (999 in the UK).",
    },
    source: {
      ref: `${FOOD_ALLERGY_SOURCE.ref}; NIH NCCIH Glucosamine and Chondroitin for Osteoarthritis (shellfish source; limited benefit)`,
      url: FOOD_ALLERGY_SOURCE.url,
    },
  },
  {
    id: 'milk-allergy-whey',
    when: [WHEY],
    for: MILK,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**对牛奶过敏时，不要吃乳清蛋白、酪蛋白或牛初乳，它们都是用牛奶做的。** 需要蛋白粉时选豌豆蛋白或大米蛋白，并看标签的过敏原说明（“含乳”或“可能含有乳”都要避开）；多数人从肉、蛋、豆类和豆腐就能吃够蛋白质（对这些也过敏时除外）。吃过后出现嘴唇或喉咙肿、气喘、全身荨麻疹或头晕，立即用肾上腺素笔并打120。',
      en: '**With a milk allergy, don\'t take whey, casein or colostrum: all are made from milk.** For a protein powder choose pea or rice protein and read the allergen statement (avoid "contains milk" and "may contain milk"); most people get enough protein from meat, eggs, beans and tofu (unless allergic to those too). Swelling of the lips or throat, wheezing, hives all over or feeling faint after taking something means using your epinephrine pen and calling 911 (999 in the UK).',
    },
    source: FOOD_ALLERGY_SOURCE,
  },
  {
    // en P4 T9 "are there other vitamins that might have hidden fish in them, like vitamin D3?" → the D dose.
    id: 'fish-allergy-hidden-sources',
    when: [HIDDEN, VITAMIN_OR_CAPSULE],
    unless: [FISH_OIL, SHELLFISH_PRODUCT],
    for: FISH_OR_SHELLFISH_ALLERGY,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**鱼和虾蟹贝类藏在补充剂里的常见地方：鱼油、鱼肝油（也常做成维生素A、D）、磷虾油、氨糖和壳聚糖、牡蛎钙，以及用鱼明胶做的软胶囊壳。** 多数维生素D3是用羊毛脂做的，不含鱼，但也有用鱼肝油做的，看配料表写的是哪一种。买之前看过敏原说明：美国的标签必须写出含有哪种鱼或甲壳类，欧盟的标签会把过敏原加粗标出；写不清楚的就不要买，或问药师。方案会按你问卷里填的过敏避开这些产品。',
      en: "**Where fish and shellfish hide in supplements: fish oil, cod liver oil (also used for vitamins A and D), krill oil, glucosamine and chitosan, oyster-shell calcium, and softgel shells made of fish gelatin.** Most vitamin D3 is made from lanolin (sheep's wool) with no fish, but some comes from fish-liver oil: the ingredient list says which. Read the allergen statement before buying: US labels must name the fish or shellfish species a product contains, and EU labels show allergens in bold; if a label doesn't say, don't buy it, or ask the pharmacist. Your plan leaves these products out for the allergies in your questionnaire.",
    },
    source: {
      ref: `${FOOD_ALLERGY_SOURCE.ref}; NIH ODS Vitamin D fact sheet for health professionals (D3 from lanolin or fish oil)`,
      url: FOOD_ALLERGY_SOURCE.url,
    },
  },
];
