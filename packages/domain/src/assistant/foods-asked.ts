/**
 * The everyday foods and drinks a question asks about ("酸奶能喝吗", "are bananas ok on Nardil?"), so an
 * answer can be checked against them and a food no rule covers is named in the "I have no reliable rule
 * for …" line (issue 30 §2) rather than passed over. Names only — what a food means for a medicine or a
 * condition stays in the sourced tables (knowledge/medicine-diet.ts, the everyday rules).
 */
import type { Bilingual, Locale } from '../contracts/common';
import { withoutChineseDrugNames } from './entities';
import { normaliseQuestion } from './lexicon';

export interface FoodAsked {
  key: string;
  name: Bilingual;
  /** Words that, found in an answer, show it spoke about this food (both languages). */
  words: readonly string[];
}

interface FoodWord extends FoodAsked {
  re: RegExp;
}

const food = (key: string, re: RegExp, name: Bilingual, words: readonly string[]): FoodWord => ({
  key,
  re,
  name,
  words,
});

const FOOD_WORDS: readonly FoodWord[] = [
  food('banana', /香蕉|\bbananas?\b/, { zh: '香蕉', en: 'bananas' }, ['香蕉', 'banana']),
  // Oranges beside bananas and star fruit on dialysis: the potassium-foods rule names them (ninth
  // clinician review, zh P2), so an answer that leaves them out says so. Orange juice is left out: "用橙汁送"
  // is how to take iron, a follow-up of the question before it (round 2 zh-139).
  food('orange', /橙子|脐橙|橘子|桔子|\boranges\b|\ban orange\b/, { zh: '橙子', en: 'oranges' }, [
    '橙',
    '橘',
    'orange',
  ]),
  food('natto', /纳豆|\bnatto\b/, { zh: '纳豆', en: 'natto' }, ['纳豆', 'natto']),
  food('avocado', /牛油果|鳄梨|\bavocados?\b/, { zh: '牛油果', en: 'avocado' }, ['牛油果', 'avocado']),
  food('yogurt', /酸奶|\byogh?urts?\b/, { zh: '酸奶', en: 'yogurt' }, ['酸奶', 'yogurt']),
  food('cheese', /奶酪|芝士|起司|\bcheeses?\b/, { zh: '奶酪', en: 'cheese' }, ['奶酪', 'cheese']),
  food(
    'cured-meat',
    /腊肉|腊肠|腊味|香肠|火腿|培根|酱肉|腌肉|咸肉|风干肉|风干肠|意式辣香肠|萨拉米|\bpepperoni\b|\bsalami\b|\bbacon\b|\bham\b|\bsausages?\b|\bcured meats?\b|\bprosciutto\b|\bchorizo\b/,
    { zh: '腊肉香肠等加工肉', en: 'cured meats' },
    ['腊肉', '香肠', '腌制', '酱肉', 'pepperoni', 'salami', 'cured'],
  ),
  // Fermented bean curd is its own food, not tofu: 臭豆腐 and 腐乳 are aged and salted, with the
  // tyramine an MAOI forbids (eighth clinician review, zh P4: "臭豆腐" was read as the kidney tofu row).
  food(
    'fermented-soy',
    /臭豆腐|豆腐乳|腐乳|南乳|霉豆腐|豆豉|大酱|黄豆酱|豆瓣酱|味噌|\bmiso\b|\bstinky tofu\b|\bfermented (bean curd|tofu|soy\w*|beans?)\b|\bdoenjang\b/,
    { zh: '臭豆腐、腐乳等发酵豆制品', en: 'fermented soy foods' },
    ['臭豆腐', '腐乳', '豆豉', '发酵豆制品', 'miso', 'fermented bean', 'fermented soy'],
  ),
  food(
    'deli-meat',
    /熟食|冷切|\bdeli\b|\bcold cuts?\b|\blunch meat\b/,
    { zh: '熟食冷切肉', en: 'deli meats' },
    ['熟食', 'deli'],
  ),
  food(
    'raw-fish',
    /刺身|生鱼片|寿司|\bsushi\b|\bsashimi\b|\braw fish\b/,
    { zh: '生鱼片、寿司', en: 'sushi or raw fish' },
    ['刺身', '生鱼', 'sushi', 'raw'],
  ),
  food('grapefruit', /西柚|葡萄柚|\bgrapefruits?\b/, { zh: '西柚', en: 'grapefruit' }, [
    '西柚',
    'grapefruit',
  ]),
  food('star-fruit', /杨桃|阳桃|洋桃|\bstar ?fruits?\b|\bcarambolas?\b/, { zh: '杨桃', en: 'star fruit' }, [
    '杨桃',
    'star fruit',
  ]),
  food('pomelo', /(?<!西)柚子|\bpomelos?\b/, { zh: '柚子', en: 'pomelo' }, ['柚子', 'pomelo']),
  // An answer on tea in general ("tea, cola and chocolate count too") speaks of green tea.
  food('green-tea', /绿茶|\bgreen tea\b/, { zh: '绿茶', en: 'green tea' }, [
    '绿茶',
    'green tea',
    '茶',
    'tea',
  ]),
  food('coffee', /咖啡|拿铁|美式|\bcoffee\b|\blattes?\b|\bespresso\b/, { zh: '咖啡', en: 'coffee' }, [
    '咖啡',
    'coffee',
    'caffeine',
    '咖啡因',
    // An answer that speaks of the latte asked about has answered the coffee (round 13 zh-129).
    '拿铁',
    'latte',
  ]),
  food(
    'alcohol',
    /喝酒|饮酒|白酒|红酒|啤酒|葡萄酒|黄酒|(?<!酒)酒(?!精棉)|\balcohol\w*\b|\bbeers?\b|\bwines?\b|\bdrinks? (with friends|at a party|on the weekend)\b|\bliquor\b|\bbooze\b|\bchampagne\b|\bcocktails?\b|\bspirits\b|\bvodka\b|\bwhisk(e)?y\b|\bsake\b|香槟|米酒|鸡尾酒|洋酒/,
    { zh: '饮酒', en: 'alcohol' },
    ['酒', 'alcohol', 'beer', 'wine', 'drink'],
  ),
  food(
    'cola',
    /可乐(?!果(?!汁))|汽水|碳酸饮料|\bcolas?\b|\bsodas?\b|\bpop\b/,
    { zh: '可乐等碳酸饮料', en: 'cola and soda' },
    ['可乐', 'cola', 'soda'],
  ),
  // Round 52 en-071 (development data): "she has tender coconut almost daily" on spironolactone with a potassium of
  // 5.4 was answered with interaction cards that never named it.
  food(
    'coconut-water',
    /椰子水|椰青|嫩椰子?|\bcoconut water\b|\btender coconuts?\b|\bbuko\b|\belaneer\b|\bnariyal pani\b/,
    { zh: '椰子水', en: 'coconut water' },
    ['椰', 'coconut', 'buko'],
  ),
  food(
    'energy-drink',
    /功能饮料|能量饮料|红牛|\benergy drinks?\b|\bmonster\b|\bred bull\b|\bcelsius\b/,
    { zh: '功能饮料', en: 'energy drinks' },
    ['功能饮料', 'energy drink'],
  ),
  food('bubble-tea', /奶茶|\bboba\b|\bbubble tea\b/, { zh: '奶茶', en: 'bubble tea' }, [
    '奶茶',
    'boba',
    'bubble tea',
  ]),
  food('kombucha', /康普茶|红茶菌|\bkombucha\b/, { zh: '康普茶', en: 'kombucha' }, ['康普茶', 'kombucha']),
  // Products people ask about that no supplement table holds: named so a cannot line can name them.
  food(
    'carnitine',
    /左旋肉碱|肉碱|左卡尼汀|\bl-?carnitine\b|\bcarnitine\b/,
    { zh: '左旋肉碱', en: 'L-carnitine' },
    ['肉碱', 'carnitine'],
  ),
  food('reishi', /灵芝|孢子粉|\breishi\b|\bganoderma\b/, { zh: '灵芝孢子粉', en: 'reishi' }, [
    '灵芝',
    'reishi',
  ]),
  food('fat-burner', /燃脂|减肥药|\bfat.?burners?\b|\bdiet pills?\b/, { zh: '燃脂产品', en: 'fat burners' }, [
    '燃脂',
    'fat burner',
  ]),
  // Chinese herbal products a person with G6PD deficiency is told to avoid (ninth clinician review,
  // zh P1 Q8: "珍珠粉和黄连上清丸，还有金银花茶" was answered about vitamin C).
  food('pearl-powder', /珍珠粉|珍珠末|\bpearl powder\b/, { zh: '珍珠粉', en: 'pearl powder' }, [
    '珍珠粉',
    '珍珠末',
    'pearl powder',
  ]),
  food(
    'coptis',
    /黄连上清|黄连(?!素)|川连|川莲|\bcoptis\b|\bhuanglian\b/,
    { zh: '黄连类中成药', en: 'coptis (huanglian) products' },
    ['黄连', '川连', 'coptis', 'huanglian'],
  ),
  food('honeysuckle', /金银花|\bhoneysuckle\b/, { zh: '金银花', en: 'honeysuckle' }, [
    '金银花',
    'honeysuckle',
  ]),
  food('birds-nest', /燕窝|\bbird'?s nest\b/, { zh: '燕窝', en: "bird's nest" }, ['燕窝', "bird's nest"]),
  food('honey', /蜂蜜|\bhoney\b/, { zh: '蜂蜜', en: 'honey' }, ['蜂蜜', 'honey']),
  food(
    'broth',
    /骨头汤|猪蹄汤|鲫鱼汤|老火汤|火锅汤|浓汤|\bbone broth\b|\bbroths?\b/,
    { zh: '汤', en: 'broth' },
    ['汤', 'broth'],
  ),
  food('meal-replacement', /代餐|\bmeal.replacement\b|\bshakes?\b/, { zh: '代餐', en: 'meal replacements' }, [
    '代餐',
    'meal replacement',
    'shake',
  ]),
  food('cinnamon', /肉桂|\bcinnamon\b/, { zh: '肉桂', en: 'cinnamon' }, ['肉桂', 'cinnamon']),
  food('bitter-melon', /苦瓜|\bbitter melon\b/, { zh: '苦瓜', en: 'bitter melon' }, ['苦瓜', 'bitter melon']),
  food(
    'shellfish',
    /虾|蟹|海参|贝类|生蚝|\bshrimp\b|\bprawns?\b|\bcrabs?\b|\bshellfish\b|\boysters?\b/,
    {
      zh: '虾蟹贝类',
      en: 'shellfish',
    },
    ['虾', '蟹', '贝', 'shellfish', 'shrimp', 'crab'],
  ),
];

/** The foods and drinks a question names, in the order of the table. */
export function findFoodsAsked(text: string): FoodAsked[] {
  const t = withoutChineseDrugNames(normaliseQuestion(text));
  if (!t) return [];
  return FOOD_WORDS.filter((f) => f.re.test(t)).map(({ key, name, words }) => ({ key, name, words }));
}

/** Whether an answer speaks about the food (by any of its words, either language). */
export function answerNamesFood(answer: string, f: FoodAsked): boolean {
  const a = answer.toLowerCase();
  return f.words.some((w) => a.includes(w.toLowerCase()));
}

export const foodLabel = (f: FoodAsked, locale: Locale): string =>
  locale === 'zh-CN' ? f.name.zh : f.name.en;

/** "Can I eat / drink / have X", "X 能吃吗", "is X ok / safe / allowed": a may-I question about a food. */
export const MAY_I_EAT =
  /能吃|能喝|可以吃|可以喝|能不能吃|能不能喝|还能吃|还能喝|吃.{0,6}吗|喝.{0,6}吗|能.{0,4}吗|行不行|可以吗|行吗|没问题|没事吧|要紧吗|\bcan i (still )?(eat|have|drink)\b|\bcan he (still )?(eat|have|drink)\b|\bcan she (still )?(eat|have|drink)\b|\b(is|are) .{0,30}\b(ok|okay|safe|allowed|fine)\b|\bstill allowed\b|\bdoes (that|it) count\b/;
