/**
 * What a message asks about, for the last check on an answer (issue 30 §2): the medicines, supplements,
 * nutrients, foods and drinks it names (`question-kind.ts` subjects, and the everyday foods below that
 * no table names), each with the words that show an answer spoke of it. An answer that names none of
 * them answers a neighbouring question (blind rounds 7–9: red dates answered with an older person's
 * water, Coke Zero with alcohol-free beer, rice or steamed buns with the weight-gain card) and becomes
 * the specific "I have no reliable rule for X — ask …" line. Names only: what a food means for a
 * person stays in the sourced tables and rows.
 */
import type { Bilingual } from '../contracts/common';
import { NUTRIENTS } from '../nutrients';
import { normaliseQuestion } from './lexicon';
import { findDrugs, findSupplements, withoutChineseDrugNames } from './entities';
import { drugAnswerWords } from '../knowledge/drugs';
import { readQuestion, withoutFoodsNotEaten } from './question-kind';

export interface AskedThing {
  key: string;
  name: Bilingual;
  /** Words (lower case) that, found in an answer, show it spoke of the thing. */
  words: readonly string[];
}

/** Everyday foods and drinks, the words that name them in a question, and in an answer. */
const EVERYDAY_FOODS: readonly [string, RegExp, Bilingual, readonly string[]][] = [
  [
    'citrus',
    /西柚|葡萄柚|柚子|\bgrapefruit\b|\bpomelo\b|\bseville\b|\bmarmalade\b|\bbitter orange/,
    { zh: '西柚和柚子', en: 'grapefruit and pomelo' },
    ['柚', 'grapefruit', 'pomelo', 'seville', 'marmalade', 'bitter orange'],
  ],
  [
    'soft-cheese',
    /\bbrie\b|\bfeta\b|\bcamembert\b|\bblue cheese\b|\bgoat'?s cheese\b/,
    { zh: '软奶酪', en: 'soft cheese' },
    ['奶酪', 'cheese', 'brie', 'feta', 'camembert'],
  ],
  // "So how much water should I be drinking … with this kidney matter?" after a question on diclofenac asks about water,
  // not the medicine before it (blind answer round 51, en-016, development data, unsafe).
  [
    'drinking-water',
    /喝多少水|喝水|饮水|饮几多水|饮几多|白开水|\bhow much water\b|\bwater (should|do|a day|per day|daily)\b|\bdrink(ing)? (enough )?water\b|\bfluids? (a|per) day\b/,
    { zh: '喝水量', en: 'how much to drink' },
    ['水', '喝', '饮', 'water', 'fluid', 'drink', 'thirst'],
  ],
  [
    'alkaline-water',
    /碱性水|弱碱水|苏打水|\balkaline water\b|\bsoda water\b/,
    { zh: '碱性水', en: 'alkaline water' },
    ['碱', '苏打水', 'alkaline', 'soda water'],
  ],
  [
    'dip',
    /油碟|干碟|蘸料|麻酱碟|\bdipping sauce\b/,
    { zh: '蘸料', en: 'dipping sauce' },
    ['油碟', '干碟', '蘸料', '麻酱', 'dip', 'sauce'],
  ],
  [
    'smoothie',
    /奶昔|果昔|\bsmoothies?\b/,
    { zh: '奶昔', en: 'smoothie' },
    ['奶昔', '果昔', '果汁', '打底', 'smoothie', 'juice', 'blend'],
  ],
  [
    'seaweed',
    /紫菜|海带|裙带菜|\bseaweed\b|\bkelp\b|\bnori\b/,
    { zh: '紫菜海带', en: 'seaweed' },
    ['紫菜', '海带', '碘', 'seaweed', 'kelp', 'nori', 'iodine'],
  ],
  [
    'beer',
    /啤酒|\bbeer\b|\bguinness\b|\bstout\b|\blager\b/,
    { zh: '啤酒', en: 'beer' },
    ['啤酒', '酒', 'beer', 'alcohol', 'guinness', 'stout'],
  ],
  [
    'red-dates',
    /红枣|大枣|\bred dates?\b|\bjujubes?\b/,
    { zh: '红枣', en: 'red dates' },
    ['枣', 'date', 'jujube'],
  ],
  [
    'brown-sugar',
    /红糖|黑糖|\bbrown sugar\b/,
    { zh: '红糖', en: 'brown sugar' },
    ['红糖', '黑糖', 'brown sugar'],
  ],
  ['ejiao', /阿胶|\bejiao\b|\bdonkey.hide\b/, { zh: '阿胶', en: 'ejiao' }, ['阿胶', 'ejiao', 'donkey']],
  // Blind answer round 35 (development data): copper asked beside zinc, orange juice after bananas, dried
  // tangerine peel in soup — each answered with the earlier question's text.
  ['copper', /(?<!青)铜(?!锣)|\bcopper\b/, { zh: '铜', en: 'copper' }, ['铜', 'copper']],
  [
    'orange-juice',
    /橙汁|橘子汁|桔子汁|\borange juice\b|\boj\b/,
    { zh: '橙汁', en: 'orange juice' },
    ['橙', '果汁', 'orange', 'juice'],
  ],
  [
    'chenpi',
    /陈皮|\bchen ?pi\b|\b(dried )?(tangerine|mandarin|orange) peel\b/,
    { zh: '陈皮', en: 'dried tangerine peel (chenpi)' },
    ['陈皮', 'chenpi', 'peel'],
  ],
  ['longan', /桂圆|龙眼|\blongans?\b/, { zh: '桂圆', en: 'longan' }, ['桂圆', '龙眼', 'longan']],
  [
    'cola',
    /可乐(?!果(?!汁))|\bcola\b|\bcoke\b|\bpepsi\b|\bsoda\b|\bsoft drinks?\b/,
    { zh: '可乐', en: 'cola' },
    ['可乐', '汽水', '饮料', 'cola', 'coke', 'soda', 'soft drink', 'fizzy'],
  ],
  [
    'sweetener',
    /代糖|甜味剂|阿斯巴甜|赤藓糖醇|木糖醇|三氯蔗糖|\bsweeteners?\b|\baspartame\b|\bstevia\b|\berythritol\b|\bsucralose\b/,
    { zh: '代糖', en: 'sweeteners' },
    ['代糖', '甜味剂', '阿斯巴甜', '赤藓糖醇', 'sweetener', 'aspartame', 'stevia', 'erythritol', 'sucralose'],
  ],
  [
    'coffee',
    /咖啡|拿铁|美式|\bcoffee\b|\blatte\b|\bespresso\b|\bcappuccino\b/,
    { zh: '咖啡', en: 'coffee' },
    ['咖啡', '拿铁', 'coffee', 'latte', 'caffeine', '咖啡因'],
  ],
  // "before tea", "after her tea": the evening meal in British English, not the drink (blind answer round
  // 10 en-055: "a small sherry before tea" was declined as a question on tea).
  [
    'tea',
    /(?<!奶)茶(?!叶蛋|匙)|(?<!\b(?:before|after|at|by|till|until) (?:her |his |my |our |their |your )?)\btea\b(?!time)/,
    { zh: '茶', en: 'tea' },
    ['茶', 'tea'],
  ],
  [
    'milk-tea',
    /奶茶|\bmilk tea\b|\bbubble tea\b|\bboba\b/,
    { zh: '奶茶', en: 'milk tea' },
    ['奶茶', 'milk tea', 'bubble tea', 'boba'],
  ],
  [
    'rice',
    /米饭|大米|白米|糙米|\brice\b/,
    { zh: '米饭', en: 'rice' },
    ['米饭', '大米', '米', '主食', 'rice', 'starch'],
  ],
  [
    'steamed-bun',
    /馒头|包子|花卷|面食|面条|\bnoodles?\b|\bsteamed buns?\b/,
    { zh: '馒头面食', en: 'steamed buns and noodles' },
    ['馒头', '面食', '面条', '包子', '主食', 'noodle', 'bun', 'starch'],
  ],
  [
    'bread',
    /面包|全麦|\bbread\b|\bbagels?\b|\brotis?\b|\bchapatis?\b|\bnaan\b/,
    { zh: '面包', en: 'bread' },
    ['面包', '全麦', 'bread', 'bagel', 'roti', 'chapati', 'starch', 'grain'],
  ],
  [
    'late-snack',
    /宵夜|夜宵|\blate.night (snack|eating)\w*|\bmidnight snack\w*/,
    { zh: '宵夜', en: 'late-night snacks' },
    ['宵夜', '夜宵', '睡前', '晚饭', '晚上', 'late', 'night', 'bedtime', 'dinner'],
  ],
  [
    'salad',
    /沙拉|\bsalads?\b/,
    { zh: '沙拉', en: 'salad' },
    ['沙拉', 'salad', '蔬菜', '绿叶菜', 'vegetable', 'greens', 'leafy'],
  ],
  ['fruit', /水果|\bfruits?\b/, { zh: '水果', en: 'fruit' }, ['水果', '果', 'fruit']],
  [
    'vegetables',
    /蔬菜|青菜|\bvegetables?\b|\bveggies?\b/,
    { zh: '蔬菜', en: 'vegetables' },
    ['蔬菜', '青菜', '菜', 'vegetable', 'veg'],
  ],
  [
    'fish',
    /(?<!鱼)鱼(?!油|肝油)|\bfish\b(?! oil)|\bsalmon\b|\bsardines?\b|\btuna\b/,
    { zh: '鱼', en: 'fish' },
    ['鱼', 'fish', 'salmon', 'sardine', 'tuna'],
  ],
  ['chicken', /鸡肉|鸡胸|\bchicken\b/, { zh: '鸡肉', en: 'chicken' }, ['鸡', 'chicken', 'poultry']],
  ['pork', /猪肉|猪蹄|猪脚|五花肉|\bpork\b/, { zh: '猪肉', en: 'pork' }, ['猪', 'pork', '肉', 'meat']],
  [
    'liver',
    /猪肝|鸡肝|动物肝|\bliver\b(?! (disease|function|test|enzymes?|damage|problems?|clinic))/,
    { zh: '动物肝脏', en: 'liver (food)' },
    ['肝', 'liver'],
  ],
  ['spinach', /菠菜|\bspinach\b/, { zh: '菠菜', en: 'spinach' }, ['菠菜', 'spinach']],
  [
    'broccoli',
    /西兰花|西蓝花|\bbroccoli\b/,
    { zh: '西兰花', en: 'broccoli' },
    ['西兰花', '西蓝花', 'broccoli'],
  ],
  ['garlic', /大蒜|蒜|\bgarlic\b/, { zh: '大蒜', en: 'garlic' }, ['蒜', 'garlic']],
  // Ginger ale and ginger beer are soft drinks, not the herb (blind answer round 13, en-078).
  [
    'ginger',
    /生姜|姜茶|(?<!黄)姜(?!黄)|\bginger\b(?! ?(ale|beer|snaps|nuts?)\b)/,
    { zh: '生姜', en: 'ginger' },
    ['姜', 'ginger'],
  ],
  ['honey', /蜂蜜|\bhoney\b/, { zh: '蜂蜜', en: 'honey' }, ['蜂蜜', 'honey']],
  ['bird-nest', /燕窝|\bbird'?s nest\b/, { zh: '燕窝', en: "bird's nest" }, ['燕窝', 'nest']],
  ['chocolate', /巧克力|\bchocolate\b/, { zh: '巧克力', en: 'chocolate' }, ['巧克力', 'chocolate']],
  [
    'ice-cream',
    /冰淇淋|雪糕|\bice ?cream\b/,
    { zh: '冰淇淋', en: 'ice cream' },
    ['冰淇淋', '雪糕', 'ice cream'],
  ],
  [
    'fried-food',
    /油炸|炸鸡|薯条|\bfried\b|\bfries\b/,
    { zh: '油炸食品', en: 'fried food' },
    ['油炸', '炸', 'fried', 'fry'],
  ],
  [
    'hotpot',
    /火锅|麻辣烫|\bhot ?pot\b/,
    { zh: '火锅', en: 'hotpot' },
    // An answer on 麻辣烫 itself speaks of it (blind answer round 21, zh-011: 麻辣烫 against 黄焖鸡米饭).
    ['火锅', '涮', '锅底', 'hotpot', 'hot pot', '麻辣烫', 'malatang'],
  ],
  [
    'bbq',
    /烧烤|撸串|烤串|\bbbq\b|\bbarbecue\b/,
    { zh: '烧烤', en: 'barbecue' },
    ['烧烤', '串', 'bbq', 'barbecue', 'grill'],
  ],
  [
    'pickles',
    /咸菜|榨菜|泡菜|酱菜|腌菜|\bpickles?\b|\bkimchi\b/,
    { zh: '咸菜榨菜', en: 'pickles' },
    ['咸菜', '榨菜', '泡菜', '腌', 'pickle', 'kimchi'],
  ],
  [
    'coconut-water',
    /椰子水|椰汁|椰青|嫩椰子?|\bcoconut water\b|\btender coconuts?\b|\bbuko\b|\belaneer\b|\bnariyal pani\b/,
    { zh: '椰子水', en: 'coconut water' },
    ['椰', 'coconut', 'buko'],
  ],
  [
    'karela',
    /苦瓜汁|\bkarela\b|\bbitter gourd\b/,
    { zh: '苦瓜汁', en: 'bitter gourd (karela)' },
    ['苦瓜', 'karela', 'bitter gourd', 'bitter melon'],
  ],
  [
    'energy-drink',
    /红牛|功能饮料|能量饮料|\benergy drinks?\b|\bred bull\b|\bmonster\b/,
    { zh: '功能饮料', en: 'energy drinks' },
    ['功能饮料', '能量饮料', '红牛', 'energy drink', 'red bull'],
  ],
  [
    'meal-replacement',
    /代餐|\bmeal replacements?\b|\bshakes?\b/,
    { zh: '代餐', en: 'meal replacements' },
    ['代餐', 'meal replacement', 'shake'],
  ],
  [
    'intermittent-5-2',
    /5\s*[:：比]\s*2|\b5\s*:\s*2\b/,
    { zh: '5:2轻断食', en: '5:2 fasting' },
    ['5:2', '5：2'],
  ],
  [
    'lagos-food',
    /\bjollof\b|\bsmall chops\b|\bgarri\b|\beba\b|\bfufu\b|\bbiryani\b|\bdal\b|\bsabzi\b|\bugu\b/,
    { zh: '当地菜', en: 'these dishes' },
    ['jollof', 'small chops', 'garri', 'eba', 'fufu', 'biryani', 'dal', 'sabzi', 'ugu', 'nigerian', 'indian'],
  ],
];

const lc = (s: string) => s.toLowerCase();

/** Words answers use for a nutrient beyond its name (the supplement people take it as). */
const NUTRIENT_WORDS: Partial<Record<keyof typeof NUTRIENTS, readonly string[]>> = {
  omega3: ['omega', '鱼油', 'fish oil', 'dha', 'epa', 'ala'],
  folate: ['folic', '叶酸'],
  // "脂溶性维生素A、D、E、K", "fat-soluble vitamins A, D, E and K" name each of them.
  vitaminA: ['脂溶性维生素', 'fat-soluble vitamins'],
  vitaminD: ['维d', 'vit d', 'd3', '脂溶性维生素', 'fat-soluble vitamins'],
  vitaminE: ['脂溶性维生素', 'fat-soluble vitamins'],
  vitaminK: ['脂溶性维生素', 'fat-soluble vitamins'],
  vitaminB12: ['b12'],
  // Protein is answered by the foods that carry it ("soft, high-protein food for mum who chokes": egg
  // custard, tofu, fish — round 9 zh-011).
  protein: ['蛋白', 'protein', '蛋', '豆腐', '鱼', '肉', 'egg', 'tofu', 'fish', 'meat', 'bean'],
};

/** The nutrient names and the short forms answers use ("维D", "vit D"). */
function nutrientWords(key: keyof typeof NUTRIENTS): string[] {
  const n = NUTRIENTS[key];
  const words = [n.zh, n.en, key, ...(NUTRIENT_WORDS[key] ?? [])].map(lc);
  const zhShort = n.zh.replace(/^维生素/, '维');
  if (zhShort !== n.zh) words.push(lc(zhShort));
  const enShort = n.en.replace(/^Vitamin /i, 'vit ');
  if (enShort !== n.en) words.push(lc(enShort));
  return words;
}

/**
 * The words of a subject an answer may use: its names split where they join two things ("饼干和吐司",
 * "crackers and toast"), English plurals read as the word ("potatoes" in "sweet potato"), and a
 * medicine's last three characters in Chinese (甘精胰岛素 → 胰岛素).
 */
function subjectWords(key: string, words: readonly string[]): string[] {
  const out = new Set<string>();
  for (const w of words.map(lc)) {
    for (const piece of w.split(/和|、|\band\b|,/)) {
      const p = piece.trim();
      if (!p) continue;
      out.add(p);
      // "生酮饮食" is named "生酮" in an answer.
      if (/^\p{Script=Han}{2,}饮食$/u.test(p)) out.add(p.slice(0, -2));
      if (/^[a-z][a-z ]{4,}$/.test(p)) out.add(p.replace(/(es|s)$/, ''));
    }
    if (key.startsWith('drug:') && /^\p{Script=Han}{4,}$/u.test(w)) out.add(w.slice(-3));
  }
  return [...out];
}

const MULTIVITAMIN = /复合维生素|多种维生素|善存|\bmulti ?vitamins?\b|\bmultis?\b|\bcentrum\b/;

/** Words answers use for a diet or meal subject beyond its name. */
const SUBJECT_WORDS: Readonly<Record<string, readonly string[]>> = {
  'diet:breakfast': ['早上', '早饭', '吃东西', '进食', 'morning', 'eat', 'food'],
  'diet:snacks': ['加餐', '点心', 'snack'],
  // Yogurt and cheese are answered as dairy ("don't cut dairy out" with a high calcium).
  'food:yogurt': ['奶制品', '乳制品', 'dairy'],
  'food:cheese': ['奶制品', '乳制品', 'dairy'],
};

/** The things a message asks about (read with the message before it when it names nothing). */
export function thingsAskedAbout(text: string, previous?: string): AskedThing[] {
  const own = normaliseQuestion(text);
  // A food of its own ("碱性水呢" after cherries) is what a short follow-up asks about, not the message before.
  const ownFoods = EVERYDAY_FOODS.filter(([, re]) => re.test(withoutChineseDrugNames(own)));
  const r = readQuestion(text, ownFoods.length > 0 ? undefined : previous);
  const out: AskedThing[] = [];
  const add = (t: AskedThing) => {
    if (!out.some((o) => o.key === t.key)) out.push(t);
  };
  const said =
    r.elliptical && previous && ownFoods.length === 0 ? `${own}\n${normaliseQuestion(previous)}` : own;
  const drugs = findDrugs(said);
  for (const s of r.subjects)
    add({
      key: s.key,
      name: { zh: s.zh, en: s.en },
      words: subjectWords(s.key, [
        s.zh,
        s.en,
        ...s.words,
        ...(SUBJECT_WORDS[s.key] ?? []),
        // "the statin", "insulin", "抗癫痫药" in an answer address atorvastatin, insulin glargine, 德巴金.
        ...drugs.filter((d) => `drug:${d.id}` === s.key).flatMap((d) => drugAnswerWords(d)),
      ]),
    });
  // A nutrient read from a product ("Elevit" → folic acid) is answered by the product's names too.
  const products = findSupplements(said);
  for (const n of r.nutrients)
    add({
      key: `nutrient:${n}`,
      name: { zh: NUTRIENTS[n].zh, en: NUTRIENTS[n].en },
      words: [
        ...nutrientWords(n),
        ...products.filter((p) => p.main === n).flatMap((p) => [p.zh, p.en, ...p.aliases].map(lc)),
        // A prenatal or multivitamin ("爱乐维", "Elevit") is answered as one.
        ...(products.some((p) => p.main === n && p.contains.length >= 3)
          ? ['复合维生素', 'multivitamin', 'prenatal']
          : []),
      ],
    });
  if (MULTIVITAMIN.test(said))
    add({
      key: 'product:multivitamin',
      name: { zh: '复合维生素', en: 'multivitamin' },
      words: ['复合维生素', '多种维生素', 'multivitamin', '善存', 'centrum'],
    });
  // A food inside a medicine's name is the medicine (可乐必妥 is levofloxacin, never cola).
  const saidFoods = withoutFoodsNotEaten(withoutChineseDrugNames(said));
  for (const [key, re, name, words] of EVERYDAY_FOODS)
    if (re.test(saidFoods)) add({ key: `food:${key}`, name, words: words.map(lc) });
  return out;
}

/** Whether an answer speaks of a thing, by any of its words. */
export function answerNames(answer: string, t: AskedThing): boolean {
  const a = lc(answer.normalize('NFKC'));
  return t.words.some((w) => w.length > 0 && a.includes(w));
}

/** A "can't" line names each thing once: the first few, in the order asked. */
const NAMED_MAX = 4;

/**
 * The things asked about when the answer names none of them (the answer is of a neighbouring question),
 * or null when it names one of them or the message names nothing an answer could be checked against.
 */
export function unansweredThings(
  text: string,
  previous: string | undefined,
  answer: string,
): AskedThing[] | null {
  const asked = thingsAskedAbout(text, previous);
  if (asked.length === 0) return null;
  // A calorie question answered with the calories ("is a 300 kcal snack ok?": the plan's energy figure).
  if (readQuestion(text, previous).kinds.has('energy') && /\d\s*(kcal|千卡|大卡)/i.test(answer)) return null;
  if (asked.some((t) => answerNames(answer, t))) return null;
  return asked.slice(0, NAMED_MAX);
}
