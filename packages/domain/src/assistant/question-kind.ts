/**
 * What a message asks (issue 30 §2): the things it is about (nutrients, supplements, medicines, foods,
 * diets) and the kind of question it is — may I take X with Y, how much, when, is it too much, does it
 * help, X or Y, should I stop, how many tablets, when do I take what. Both languages, mixed language,
 * the usual typos. The guard (`guard.ts`) checks an answer against this reading: a stock block (the
 * plan's targets, the upper-limit line, the product list, a topic card) is given only to a question of
 * its kind and subject.
 */
import { isNutrientKey, type NutrientKey } from '../nutrients';
import { findDrugs, findNutrients, findSupplements } from './entities';
import { findFoodsAsked, type FoodAsked } from './foods-asked';
import { normaliseQuestion } from './lexicon';

export const QUESTION_KINDS = [
  /** May I take X with Y, at the same time, or apart; how far apart. */
  'together',
  /** How much, how many, what dose. */
  'how_much',
  /** When: morning or night, before bed, with food or on an empty stomach. */
  'when',
  /** When do I take what: the day's schedule of the plan's supplements. */
  'schedule',
  /** How many tablets / capsules / scoops of a product a day. */
  'tablets',
  /** Is it too much, can it overdose. */
  'too_much',
  /** Is it enough. */
  'enough',
  /** Do I need it, is it necessary. */
  'need',
  /** Should I stop, still take, keep taking. */
  'should_stop',
  /** Does it help, is it worth it. */
  'benefit',
  /** Can I eat / drink / take X, is X ok or safe. */
  'may_i',
  /** Safe in pregnancy or while breastfeeding. */
  'pregnancy_safe',
  /** What to eat, which foods. */
  'what_to_eat',
  /** X or Y, which is better. */
  'x_or_y',
  /** A tablet form: crush, split, chewable, liquid, can't swallow. */
  'form',
  /** What is X, what is it made of, is it vegan. */
  'what_is',
  /** Is it true, a myth. */
  'myth',
  /** What does this value mean. */
  'value_meaning',
  /** When to re-test. */
  'retest',
  /** The plan's daily targets. */
  'targets',
  /** Which product, where to buy, from the shop. */
  'buy',
  /** Calories, BMI, metabolism figures. */
  'energy',
  /** Why. */
  'why',
  /** Is X the cause of what I notice ("是里面的铁闹的吗", "is it the iron?"). */
  'cause',
  /** How long until it works, how long to keep taking it. */
  'how_long',
  /** Does it carry a risk: stones, the liver, weight, a side effect. */
  'risk',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** Cues per kind on the normalised text (lower case, simplified Chinese). */
const KIND_CUES: Record<QuestionKind, RegExp> = {
  together:
    /一起吃|一起服|一块吃|同时吃|同时服|一起喝|能一起|分开吃|分开服|错开|隔开|间隔|隔多久|隔多长|相隔|\btogether\b|(?<!\bboth\b[^.?!]{0,40})\bsame time\b|\bsplit (them|it) up\b|\bseparate (them|it)\b|\bseparately\b|\bapart\b|\bspace (them|it) out\b|\bcombine\b|\bwith my (\w+ )?(pill|tablet|medicine|meds|supplement|vitamin|multi)/,
  how_much:
    /多少|(一天|每天|一周|每周)(吃|喝)?[一二两三四五六七八九十\d几]+(个|杯|片|粒|颗|勺|次|罐|瓶)|几片|几粒|几颗|几勺|几杯|几个|几次|几克|多大剂量|什么剂量|剂量|\bhow (much|many)\b|\bwhat dose\b|\bwhich dose\b|\bdosage\b|\bhow often\b|\bper (day|week|meal)\b|\ba (day|week)\b.*\?/,
  when: /什么时候|啥时候|几点|早上还是晚上|晚上还是早上|早上吃|晚上吃|睡前|空腹|饭前|饭后|随餐|餐前|餐后|哪天|早饭|早餐|晚饭后|\bwhen\b|\bwhat time\b|\bmorning\b|\bnight\b|\bbedtime\b|\bbefore bed\b|\bempty stomach\b|\bwith (food|a meal|meals|breakfast|dinner|lunch)\b|\b(breakfast|dinner) or\b|\bwhich days?\b/,
  schedule:
    /(补充剂|这些|这几种|几种|所有|全部|方案里的).{0,10}(什么时候|啥时候|怎么|如何)(吃|安排)|(什么时候|啥时候)吃(哪个|什么|哪些)|\bwhen (do|should) i take (my|these|the|all (of )?(my|these|the)) (supplements|vitamins|pills|tablets|products)\b|\bhow (do|should) i (space|schedule|spread)\b|(每天|一天).{0,6}(怎么|如何)(安排|吃)|服用(时间)?表|时间表|怎么安排|(这些|所有|全部).{0,8}(什么时候|怎么)吃|什么时候吃什么|\bschedule\b|\bwhen (do|should) i take (what|which|each|everything|them all|all)\b|\btake what when\b|\bwhat (do|should) i take when\b|\bwhen to take (what|everything|each)\b/,
  tablets:
    /几片|几粒|几颗|几勺|几袋|几包|吃几|\bhow many ([\w-]+ ){0,3}(tablets?|pills?|capsules?|softgels?|gummies|scoops?|sachets?|drops?|tabs?|caps?)\b/,
  too_much:
    /太多|过量|超量|过多|会不会多|多不多|吃多了|喝多了|超标|中毒|上限|\btoo much\b|\btoo many\b|\boverdose\b|\bupper limit\b|\btoxic\b|\bexceed/,
  enough: /够吗|够不够|足够|够了吗|够用|\benough\b|\bsufficient\b/,
  need: /要不要|需不需要|有没有必要|有必要|需要.{0,8}吗|还要.{0,8}吗|还用|用不用|还需要|必须补|\bdo i (still )?need\b|\bdoes (he|she) need\b|\bnecessary\b|\bshould i (already )?be (on|taking)\b/,
  should_stop:
    /停掉|停吗|停药|要停|停了|停用|还要吃吗|还要继续|继续吃|还能继续|\bstop\b|\bstill (be )?taking\b|\bkeep taking\b|\bcontinue\b|\bquit\b|\bcut (it|them) out\b|\bpause\b/,
  benefit:
    /有用吗|有用没|有没有用|管用|有效吗|有效果|有帮助|有好处|好处|值得|靠谱|能降|能补|能治|能改善|能缓解|\b(does|do|will|would|can|could|did) (it|this|that|they|\w+)( \w+){0,4} help\b|\bhelps? (with|my|me|for)\b|\bwhat helps\b|\bworth\b|\b(does|do|will|would) (it|that|this|they|\w+) (really |actually )?work\b|\bany good\b|\bgimmick\b|\beffective\b|\bbenefit/,
  may_i:
    /能吃|能喝|可以吃|可以喝|能不能|可不可以|还能|行不行|行吗|可以吗|能用|没问题|没事吧|要紧吗|\bcan (i|he|she|mom|dad|we) (still )?(eat|have|drink|take|use)\b|\b(is|are) (it|that|this|they|\w+( \w+)?) (ok|okay|safe|allowed|fine|a problem|bad)\b|\bok (to|if)\b|\b(ok|okay|fine)\b[^.?!]*\?|\ballowed\b|\bsafe\b/,
  pregnancy_safe:
    /孕|怀孕|哺乳|喂奶|母乳|要孩子|要宝宝|\bstart a family\b|\btrying for a baby\b|\btry(ing)? for (a baby|another)\b|\bnot trying\b|备孕|怀上|\bconceiv\w*|\bpregnan\w*|\bbreastfeed\w*|\bnursing\b|\bbreast ?milk\b/,
  what_to_eat:
    /吃什么|吃啥|喝什么|哪些食物|什么食物|哪些菜|怎么吃|吃点啥|食谱|多吃|\bwhat (should|can|do) (i|he|she) (eat|have|order|drink|cook)\b|\bwhich (foods|fruits|vegetables)\b|\bwhat (foods|snacks)\b|\bfoods? (rich|high) in\b|\bsources? of\b|\bwhat to eat\b/,
  x_or_y:
    /还是|选哪个|哪个好|哪个更|哪种好|哪种更|换成|改成|换用|\bvs\.?\b|\bversus\b|\bwhich is better\b|\bwhich one\b|\bor (just|should i|stick|keep|wait|switch)\b|\bor (a|the) |\bswitch(ing)? (to|over to)\b/,
  form: /掰开|碾碎|磨碎|压碎|咽不下|吞不下|嚼不动|咀嚼片|液体|口服液|滴剂|粉剂|冲剂|\bcrush\w*|\bsplit (the|a|it|them|pills?|tablets?)\b|\bchewable\b|\bliquid\b|\bdrops\b|\bswallow\b|\bgummy|\bgummies\b/,
  what_is:
    /是啥|是什么东西|啥东西|什么成分|从哪来的|素食的吗|\bwhat (is|are) (a |an )?[a-z' -]{2,30}\?$|\bmade from\b|\bsourced\b|\bvegan\?|\bis (it|the \w+( \w+)?) vegan\b|\blanolin\b|\blichen\b|\bgelatin\b|\bhalal\b/,
  myth: /真的假的|是真的吗|真的吗|说法|谣言|\btrue\b|\bmyth\b|\bheard\b|\bread (that|somewhere)\b|\bsays?\b.*\?/,
  value_meaning:
    /正常吗|偏高吗|偏低吗|什么意思|说明什么|高吗|低吗|\bis (that|this|it) (normal|low|high)\b|\bwhat does .{0,30} mean\b|\bborderline\b/,
  retest: /复查|复测|再查|再测|多久查|\bretest\w*|\bre-test\w*|\brecheck\w*|\bre-check\w*|\btest again\b/,
  targets:
    /每日目标|每天需要什么|营养目标|主要营养素|每天要补什么|\btargets?\b|\bdaily needs\b|\bkey nutrients\b|\bwhat do i need (each|every|a) day\b/,
  buy: /哪里买|在哪买|哪买|去哪买|买哪个|买哪种|推荐.{0,4}(产品|牌子)|商城|产品|\bwhere (can|do|to) (i )?buy\b|\bwhich (product|brand)\b|\bshop\b|\bstore\b|\bproducts?\b|\bbuy\b/,
  energy:
    /热量|卡路里|大卡|千卡|(多少|几百|几多)\s*卡(?!片|通|尔|马)|基础代谢|bmi|体质指数|代谢|\bcalories?\b|\bkcals?\b|\bcals\b|\bbmi\b|\bmetabolism\b|\benergy (need|target)/,
  cause:
    /是.{0,15}(闹的|引起的|造成的|导致的|害的|搞的|弄的)|是不是(因为|由于|.{1,10}(闹的|引起|导致|造成))|会不会是.{1,12}(闹|引起|导致|造成|的原因)|跟.{1,12}有关(系)?吗|\bis (it|that|this) (the|from|because|due)\b|\bcaused? by\b|\bbecause of\b|\bcould it be\b|\bdue to\b|\bwhat(?:'s| is)? caus\w*|\bis (the |my )?[a-z ]{1,30} causing\b|\b(what'?s|whats|that'?s|thats) (making|causing|giving) me\b|\bblame\b/,
  how_long:
    /(要|得|需要|能|才能|多|补|吃|喝|坚持|持续)多久|多长时间|几个月(能|才|就|可以)|几周(能|才|就|可以)|(什么时候|啥时候)(能|才能?|可以)(好|补上|上来|恢复|正常|见效|达标|停)|\bhow long\b|\bhow soon\b|\bhow many (weeks|months|days)\b|\b(till|until) (my|it|the|i|she|he)\b[^.?!]*\?/,
  risk: /会不会(得|引起|导致|长|伤|变|造成|有风险)|伤(肝|肾|胃)|副作用|(得|长)(肾)?结石|\bside effects?\b|\brisk\w*\b|\b(cause|give me|lead to) [a-z ]{0,15}(stones?|damage|problems?)\b|\bbad for (my|the|your) (liver|kidneys?|stomach|heart|bones)\b|\bstones?\b/,
  why: /为什么|为啥|怎么会|什么关系|啥关系|有关系|关系吗|\bwhy\b|\bhow come\b|\brelated\b|\bconnection\b|\blink(ed)? (to|with|between)\b/,
};

/** Diets and products people ask about that no table names: subjects all the same. */
const DIET_WORDS: readonly { re: RegExp; zh: string; en: string; words?: string[] }[] = [
  { re: /生酮|\bketo(?!steril|[\s-]?(?:acids?|analogues?)\b)\w*/, zh: '生酮饮食', en: 'keto' },
  { re: /减肥茶|刮油茶|\bslimming teas?\b|\bdetox teas?\b/, zh: '减肥茶', en: 'slimming tea' },
  { re: /低碳水?|low ?carbs?\b/, zh: '低碳水饮食', en: 'low-carb' },
  // "Fasting glucose 6.1", "my fasting sugar was 2.6": a blood test, not the diet (blind answer round 11,
  // en-015, en-072).
  {
    re: /断食|轻断食|16:8|\bintermittent fasting\b|\bfasting\b(?! (blood |plasma |serum |finger[- ]?prick )?(glucose|sugars?|bgl?s?|bsl|insulin|lipids?|levels?|readings?|numbers?|tests?|bloods?|triglycerides?|cholesterol)\b)/,
    zh: '断食',
    en: 'fasting',
  },
  { re: /苹果醋|\bapple cider vinegar\b|\bacv\b/, zh: '苹果醋', en: 'apple cider vinegar' },
  { re: /胶原蛋白|\bcollagen\b/, zh: '胶原蛋白', en: 'collagen' },
  { re: /益生菌|\bprobiotics?\b/, zh: '益生菌', en: 'probiotics' },
  { re: /安素|全安素|\bensure\b/, zh: '安素', en: 'Ensure' },
  { re: /增稠剂|\bthicken\w*/, zh: '增稠剂', en: 'thickener' },
  { re: /麦淀粉|\bwheat starch\b/, zh: '麦淀粉', en: 'wheat starch' },
  { re: /营养酵母|\bnutritional yeast\b/, zh: '营养酵母', en: 'nutritional yeast' },
  { re: /蛋白粉|\bprotein powders?\b|\bwhey\b/, zh: '蛋白粉', en: 'protein powder' },
  { re: /黄芪|\bastragalus\b/, zh: '黄芪', en: 'astragalus' },
  { re: /金匮肾气丸|六味地黄丸|补肾/, zh: '补肾中成药', en: 'kidney tonic pills' },
  {
    re: /红肉|\bred meat\b|\bsteak\w*/,
    zh: '红肉',
    en: 'red meat',
    // An answer on steak or beef answers it ("and rare steak?" on an immunosuppressant, round 13 en-115).
    words: ['红肉', '牛排', '牛肉', 'red meat', 'steak', 'beef'],
  },
  { re: /鸡蛋|鸡蛋羹|\beggs?\b/, zh: '鸡蛋', en: 'eggs' },
  { re: /坚果|\bnuts?\b/, zh: '坚果', en: 'nuts' },
  {
    re: /牛奶|奶粉|奶制品|乳制品|\bmilk\b|\bdairy\b/,
    zh: '牛奶',
    en: 'milk',
    words: ['牛奶', '奶', 'milk', 'dairy'],
  },
  {
    re: /豆浆|豆腐|大豆|\bsoy\w*\b|\btofu\b/,
    zh: '豆制品',
    en: 'soy',
    words: ['豆制品', '豆腐', '豆浆', '豆类', 'soy', 'tofu', 'beans'],
  },
  { re: /粥|\bcongee\b|\bporridge\b/, zh: '粥', en: 'congee' },
  { re: /鸡汤|\bchicken soup\b/, zh: '鸡汤', en: 'chicken soup' },
  { re: /鸡翅|\bchicken wings?\b/, zh: '鸡翅', en: 'chicken wings' },
  { re: /樱桃|\bcherr(y|ies)\b/, zh: '樱桃', en: 'cherries' },
  { re: /土豆|\bpotato\w*/, zh: '土豆', en: 'potatoes' },
  { re: /黄油|奶油|\bbutter\b|\bcream\b/, zh: '黄油和奶油', en: 'butter and cream' },
  // "Cracker Barrel" is a restaurant (blind answer round 14, en-090).
  { re: /饼干|吐司|\bcrackers?\b(?! barrel)|\btoast\b/, zh: '饼干和吐司', en: 'crackers and toast' },
  { re: /零食|\bsnacks?\b/, zh: '零食', en: 'snacks' },
  { re: /早饭|早餐|\bbreakfast\b/, zh: '早餐', en: 'breakfast' },
  { re: /感冒药|\bcold (meds|medicines?|remedies)\b|\bdecongestants?\b/, zh: '感冒药', en: 'cold medicines' },
  { re: /麻油|亚麻籽油|\bflax\w*/, zh: '亚麻籽油', en: 'flaxseed oil' },
  { re: /藻油|\balgae oil\b|\balgal\b/, zh: '藻油', en: 'algae oil' },
  { re: /芝麻酱|芝麻|\bsesame\b/, zh: '芝麻酱', en: 'sesame paste' },
  { re: /山楂|薏米|\bhawthorn\b/, zh: '山楂、薏米', en: 'hawthorn' },
  {
    re: /饭局|应酬|聚餐|\bsteakhouse\b|\brestaurant\b|\beating out\b/,
    zh: '外出就餐',
    en: 'eating out',
    // "Eat out", a restaurant, a meal out or a takeaway answer it (blind answer round 13, en-124's class).
    words: [
      '外出就餐',
      '在外面吃',
      '饭店',
      '聚餐',
      '下馆子',
      'eating out',
      'eat out',
      'restaurant',
      'steakhouse',
      'meal out',
    ],
  },
  { re: /汤|\bsoups?\b/, zh: '汤', en: 'soup' },
  { re: /果汁|\bjuices?\b/, zh: '果汁', en: 'juice' },
  {
    re: /(?<!降)糖片|葡萄糖片|\bglucose tabs?\b|\bglucose tablets?\b/,
    zh: '葡萄糖片',
    en: 'glucose tablets',
  },
];

export interface Subject {
  key: string;
  zh: string;
  en: string;
  /** Words that show an answer speaks of it (either language, lower case). */
  words: string[];
}

export interface QuestionReading {
  kinds: Set<QuestionKind>;
  nutrients: NutrientKey[];
  /** Medicines, supplements, foods and diets the message names, each once. */
  subjects: Subject[];
  /** The message names nothing of its own and reads as a follow-up ("那…呢", "and…?", "ok so …"). */
  elliptical: boolean;
}

/** Follow-up openers: "那…", "那么", "and …", "what about", "ok so", "then", "how about". */
// A pronoun in a message that names nothing points back ("are there liquid or chewable ones", "这种能嚼着吃吗").
const ELLIPSIS =
  /^(那|那么|那要|那我|那他|那她|那就|所以|还有|就|那一天|那每天)|^(and|so|ok|okay|then|what about|how about|but|also|even)\b|^(is|was|does|do|would|will|can|could|should) (that|this)\b|呢[？?]?$|\b(ones|them|those|these|it|that one|this one)\b|它|这种|那种/;

/**
 * An "it" that points at no earlier thing: the empty subject of "is it ok to …" / "it's fine if …" and
 * the object of phrasal verbs about a situation the message tells ("speed it up", "keep it up").
 */
const DUMMY_IT =
  /\b(?:is|was|would|will) it (?:\w+ )?(?:ok|okay|alright|all right|safe|fine|bad|normal|possible|better|worse|wise|dangerous|healthy|too late|too early) (?:to|if|that|for me to)\b|\bit'?s (?:ok|okay|alright|safe|fine|bad|normal|better|worse) (?:to|if)\b|\b(?:speed|slow|hurry) it (?:up|down|along)\b|\bkeep it up\b|\btake it easy\b|\bmake it (?:through|work|last)\b/g;

/** A day's energy stated in the message ("900 cals", "500 kcal", "800 calories", "1200大卡"). */
const OWN_ENERGY_FIGURE = /(?<![\d.])\d[\d,]*\s*-?\s*(?:k?cals?\b|kcals?\b|calories?\b|卡路里|千卡|大卡)/;

const foodSubject = (f: FoodAsked): Subject => ({
  key: `food:${f.key}`,
  zh: f.name.zh,
  en: f.name.en,
  words: f.words.map((w) => w.toLowerCase()),
});

/**
 * The text with foods said as not eaten blanked ("吃素不吃蛋", "vegetarian, no eggs"): a diet told, not a food asked
 * about (round 51 zh-065, development data: "no eggs" made the calorie answer a "can't" on eggs). A list is one span
 * ("不吃洋葱大蒜", "不吃葱、蒜", "no onion or garlic"): a Buddhist household's garlic is no garlic extract asked about.
 */
export function withoutFoodsNotEaten(t: string): string {
  return t
    .replace(
      /[\u4e00-\u9fff]{1,3}(基本|从来|一般|几乎|都|也)?(不吃|不喝|没吃)(?=[，。,.；;！!？?\s]|$)/g,
      (m) => '　'.repeat(m.length),
    )
    .replace(
      /(不吃|不喝|不碰|从不吃|从来不吃|戒了?)[\u4e00-\u9fff]{1,4}([和跟与、][\u4e00-\u9fff]{1,4})*(?=[，。,.；;！!？?\s]|$)/g,
      (m) => '　'.repeat(m.length),
    )
    .replace(
      /\b(never (eats?|drinks?|have|has)|(does|do|did)(n'?t| not) (eat|drink|have)|won'?t (eat|drink)|no|never|without)\s+(any\s+)?[a-z]+(\s+n?or\s+[a-z]+)*\b/g,
      (m) => ' '.repeat(m.length),
    );
}

/** The subjects a text names: medicines, supplements (not plain nutrients), foods and diets. */
export function subjectsOf(text: string): Subject[] {
  const t = normaliseQuestion(text);
  const out: Subject[] = [];
  const add = (s: Subject) => {
    if (!out.some((o) => o.key === s.key || o.zh === s.zh)) out.push(s);
  };
  const eaten = withoutFoodsNotEaten(t);
  for (const d of findDrugs(t))
    add({ key: `drug:${d.id}`, zh: d.zh, en: d.en, words: [d.zh, d.en, d.id, ...d.brands].map(lc) });
  // A supplement of one nutrient ("钙片", "vitamin D3 1000 IU") is that nutrient (findNutrients names
  // it); the others by name, without a strength the person never typed.
  for (const s of findSupplements(eaten))
    if (!isNutrientKey(s.main))
      add({
        key: `supplement:${s.id}`,
        zh: withoutDose(s.zh),
        en: withoutDose(s.en),
        words: [withoutDose(s.zh), withoutDose(s.en), ...s.aliases].map(lc),
      });
  for (const f of findFoodsAsked(eaten)) add(foodSubject(f));
  for (const d of DIET_WORDS)
    if (d.re.test(eaten))
      add({ key: `diet:${d.en}`, zh: d.zh, en: d.en, words: (d.words ?? [d.zh, d.en]).map(lc) });
  return out;
}

const lc = (s: string) => s.toLowerCase();

/** A product's name without its strength ("深海鱼油 1000 mg" → "深海鱼油"). */
const withoutDose = (name: string) =>
  name.replace(/\s*\d[\d.,]*\s*(mg|µg|ug|mcg|iu|fu|g)\b.*$/i, '').trim() || name;

/** Common typos and chat spellings, read as the word meant (the kinds' cues are written correctly). */
const TYPOS: readonly [RegExp, string][] = [
  [/\b(mcuh|muhc|mutch|mush)\b/g, 'much'],
  [/\b(mnay|meny|manny)\b/g, 'many'],
  [/\b(togehter|togather|togeather|togther|2gether)\b/g, 'together'],
  [/\b(shud|shoud|shld)\b/g, 'should'],
  [/\b(wat|wut|whta)\b/g, 'what'],
  [/\b(wen|whn)\b/g, 'when'],
  [/\b(tke|tk)\b/g, 'take'],
  [/\b(nite|nigth)\b/g, 'night'],
  [/\b(mornin|morming|mroning)\b/g, 'morning'],
  [/\bb4\b/g, 'before'],
  [/\b(tabs|tablts|tablet's)\b/g, 'tablets'],
  [/\b(pregant|pregnat|preggo|preggers)\b/g, 'pregnant'],
  [/\b(suplements?|supplemnts?|supps)\b/g, 'supplements'],
  // Fourteenth clinician review, en P5 #4 phrasings: "vitamn d 50000 evry day".
  [/\b(vitamn|vitmin|vitamine|vitimin|vitamen)\b/g, 'vitamin'],
  [/\b(evry|evey)\b/g, 'every'],
  [/\beveryday\b/g, 'every day'],
  [/一齐吃|一起次/g, '一起吃'],
  [/什么实候|什么时侯/g, '什么时候'],
  [/多小/g, '多少'],
];

/** The text with its typos read as meant. */
export function withoutTypos(text: string): string {
  let t = normaliseQuestion(text);
  for (const [re, word] of TYPOS) t = t.replace(re, word);
  return t;
}

/** Read a message: its kinds and subjects; a follow-up that names nothing takes the previous turn's. */
export function readQuestion(text: string, previous?: string): QuestionReading {
  const t = withoutTypos(text);
  const kinds = new Set<QuestionKind>();
  for (const k of QUESTION_KINDS) if (KIND_CUES[k].test(t)) kinds.add(k);
  // "几片" is a count of tablets and an amount; "吃几" alone (吃几次) is an amount.
  if (kinds.has('schedule')) kinds.add('when');
  // A product of a nutrient named by its own name ("鱼肝油", "维生素AD胶囊"): that nutrient is asked about
  // (seventh clinician review of 2026-11-26, zh P1: cod liver oil with acitretin was refused).
  let nutrients = [
    ...new Set([
      ...findNutrients(t),
      ...findSupplements(t).flatMap((s) => (isNutrientKey(s.main) ? [s.main] : [])),
    ]),
  ];
  let subjects = subjectsOf(t);
  // A message with matter of its own — a day's calories ("I eat 900 cals … can I go down to 500 to speed
  // it up?") — is about that, and an "it" that points at no earlier thing ("is it ok to …", "speed it
  // up") is no pronoun of a follow-up (fifteenth clinician review, en P4 serious #7: the previous turn's
  // tirzepatide and protein were read into a calorie question).
  const elliptical =
    nutrients.length === 0 &&
    subjects.length === 0 &&
    !OWN_ENERGY_FIGURE.test(t) &&
    (ELLIPSIS.test(t.replace(DUMMY_IT, ' ')) || t.length < 40);
  if (elliptical && previous) {
    nutrients = findNutrients(previous);
    subjects = subjectsOf(previous);
  } else if (previous && kinds.has('together') && nutrients.length <= 1) {
    // "那跟钙片能一起吃不" after a question about magnesium: both.
    for (const n of findNutrients(previous)) if (!nutrients.includes(n)) nutrients = [...nutrients, n];
  }
  return { kinds, nutrients, subjects, elliptical };
}

/** Whether a reading asks any of the kinds. */
export const asks = (r: QuestionReading, ...kinds: QuestionKind[]): boolean =>
  kinds.some((k) => r.kinds.has(k));
