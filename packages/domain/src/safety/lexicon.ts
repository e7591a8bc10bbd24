/**
 * The red-flag lexicon: symptom features (bilingual patterns with synonyms and colloquial forms) and
 * the rules that combine them, with the user's profile, into kinds of emergency. Patterns run on text
 * folded by `foldText` (NFKC, lower case, traditional → simplified for the characters used here,
 * apostrophes removed so "can't" reads "cant", single spaces).
 *
 * Chinese gap patterns never cross 不/没 so "胸口不痛" is not "胸口…痛".
 */
import { CHECKPOINT_INHIBITOR_SAID, EGFR_INHIBITOR_SAID } from '../knowledge/lung-toxic-medicines';
import type { RedFlagKind } from './kinds';
import { foldDialect } from './dialect';
import { foldPinyin } from './pinyin';
import { foldPidgin } from './pidgin';
import { TRAD_TO_SIMP } from './trad-simp';

/**
 * Common English misspellings of symptom words, fixed before matching (whole words only). The
 * patterns then only need the right spelling.
 */
const TYPOS: Record<string, string> = {
  pian: 'pain',
  pians: 'pains',
  paine: 'pain',
  chset: 'chest',
  cheast: 'chest',
  chets: 'chest',
  yelow: 'yellow',
  yellw: 'yellow',
  hedache: 'headache',
  headach: 'headache',
  headake: 'headache',
  haedache: 'headache',
  vomitting: 'vomiting',
  vomitted: 'vomited',
  vommiting: 'vomiting',
  siezure: 'seizure',
  seizre: 'seizure',
  seisure: 'seizure',
  sezure: 'seizure',
  breth: 'breath',
  brething: 'breathing',
  breathign: 'breathing',
  dizy: 'dizzy',
  dizzie: 'dizzy',
  numbe: 'numb',
  slured: 'slurred',
  sluring: 'slurring',
  suicde: 'suicide',
  sucide: 'suicide',
  suicidel: 'suicidal',
  unconcious: 'unconscious',
  blueish: 'bluish',
  greyish: 'grey',
  grayish: 'grey',
  unconsious: 'unconscious',
  bleding: 'bleeding',
  bleeing: 'bleeding',
  blod: 'blood',
  bloood: 'blood',
  stomache: 'stomach',
  stomachache: 'stomach ache',
  tummyache: 'tummy ache',
  anaphalaxis: 'anaphylaxis',
  anaphylatic: 'anaphylactic',
  allergick: 'allergic',
  alergic: 'allergic',
  alergy: 'allergy',
  swolen: 'swollen',
  sweling: 'swelling',
  pregant: 'pregnant',
  pregnat: 'pregnant',
  preggo: 'pregnant',
  preggers: 'pregnant',
  warfrin: 'warfarin',
  wafarin: 'warfarin',
  warferin: 'warfarin',
  tierd: 'tired',
  insectiside: 'insecticide',
  insectcide: 'insecticide',
  pestiside: 'pesticide',
  creatnine: 'creatinine',
  creatinin: 'creatinine',
  creatinene: 'creatinine',
  hedbutted: 'headbutted',
  tylenols: 'tylenol',
  faintd: 'fainted',
  passd: 'passed',
  ur: 'your',
  u: 'you',
  r: 'are',
  bc: 'because',
  cuz: 'because',
};
const TYPO_RE = new RegExp(`\\b(${Object.keys(TYPOS).join('|')})\\b`, 'g');

/**
 * Fold a message for matching: NFKC, lower case, traditional → simplified (every character OpenCC
 * knows, see ./trad-simp), Cantonese and Taiwanese colloquial forms → Mandarin (./dialect), apostrophes removed so "can't" reads "cant", common misspellings fixed,
 * single spaces. A space between two Chinese characters is kept: it often stands for a comma
 * ("孩子抽筋 眼睛上翻 叫不应") and the detector cuts clauses there.
 */
export function foldText(text: unknown): string {
  const s = typeof text === 'string' ? text : '';
  return s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u3400-\u9fff]/g, (c) => TRAD_TO_SIMP.get(c) ?? c)
    .replace(/[^\n]+/g, foldDialect)
    .replace(/[^\n]+/g, foldPinyin)
    .replace(/[’‘`´]/g, "'")
    .replace(/'/g, '')
    .replace(/[^\n]+/g, foldPidgin)
    .replace(TYPO_RE, (w) => TYPOS[w] ?? w)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A gap of up to n characters inside one Chinese phrase that never crosses a negation or a stop
 * ("不停", "不断", "不住", "没停" are continuity, not negation: "手脚不停抽" is still "手脚…抽").
 */
const gap = (n: number) => `(?:[^，。！？,.!?；;不没]|不停|不断|不住|没停){0,${n}}`;
const re = (src: string) => new RegExp(src);
/** An alternation group. */
const alt = (...xs: readonly string[]) => `(?:${xs.join('|')})`;
/** English: `a` then `b` within n characters of one sentence (both whole words at their start). */
const near = (a: string, b: string, n = 25) => `\\b${a}\\b[^.?!]{0,${n}}\\b${b}`;
/** English: `a` and `b` within n characters of one sentence, in either order. */
const both = (a: string, b: string, n = 25) => `${near(a, b, n)}|${near(b, a, n)}`;

// ---- shared vocabulary: the concepts the features are built from (body sites, substances, people,
// qualifiers). A new synonym added here reaches every feature built from it. ----

/** Children, the usual victims of accidental swallowing (AAPCC / Poison Help). */
const ZH_CHILD = alt(
  '孩子',
  '宝宝',
  '小孩',
  '儿子',
  '女儿',
  '娃',
  '幼儿',
  '婴儿',
  '外孙',
  '孙子',
  '孙女',
  '[一两二三四五六七八九\\d]+岁',
);
const EN_CHILD = alt(
  'kids?',
  'child',
  'toddler',
  'son',
  'daughter',
  'baby',
  'grandson',
  'granddaughter',
  'grand(?:child|kid)(?:ren|s)?',
  'little one',
  '\\d+ ?(?:yo|year old|yr old|month old)',
);
/**
 * Foods, drinks and pastimes people say they "overdosed on" ("overdosed on halloween candy", "od'd on
 * netflix"): a figure of speech, not an overdose, unless pills of them are named ("sugar pills").
 */
const EN_TREATS = alt(
  'coffee',
  'kape',
  'caffeine',
  'sugar',
  'candy',
  'candies',
  'chocolates?',
  'carbs',
  'pizza',
  'cakes?',
  'cookies',
  'sweets',
  'desserts?',
  'ice cream',
  'snacks',
  'junk food',
  'treats',
  'fries',
  'chips',
  'donuts',
  'doughnuts',
  'cheese',
  'bread',
  'pasta',
  'food',
  'netflix',
  'tiktok',
  'k-?dramas?',
  'anime',
  'memes',
);
/** After "overdose": on a treat, not on medicine ("overdosed on halloween candy last night"). */
const ON_A_TREAT = `(?:(?: \\w+)? (?:on|sa) (?:\\w+ ){0,2}${EN_TREATS}\\b(?! (?:pills?|tablets?|capsules?|gummies|meds)\\b))`;

/**
 * Idioms and dish names that hold a symptom word and mean no symptom (round 10 look-alikes): "to die
 * for", "suicide wings" (a hot-sauce level; basketball "suicide runs"), "death by chocolate", 慢性自杀
 * ("two milk teas a day is slow suicide"). The detector blanks them before it looks for features. "I'm confused"
 * said of a question ("eat more potassium or less?? im confused") and 搞糊涂了 are puzzlement, not a symptom (fiftieth
 * clinician review, en M15: a dialysis patient on insulin was sent to 911 for a low blood sugar).
 */
export const IDIOMS =
  /慢性自杀|吐血(推荐|安利|整理|分享|种草|力荐|好评|价|甩卖|清仓|降价|也要买)|(奶茶|咖啡|可乐|甜食|零食|糖|火锅|炸鸡|蛋糕|巧克力|烧烤|外卖)[^，。！？,.!?]{0,6}overdose|(包装|说明书|标签|瓶子|瓶身|盒子)上?(写着|印着|标着|说|有)[^，。！？]{0,8}(误服|过量)|\bsuicide missions?\b|\b(pass|passing|passed) out (from|of|with) (boredom|sheer boredom|the boredom)\b|(简直|等于|无异于)(是)?(在)?自杀(?!了|过)|\bto die for\b|\bgasping for (a |my |some |another )?(brew|cuppa|cup of tea|cup of coffee|cup|tea|coffee|drink|pint|beer|smoke|fag|ciggie|cigarette|wee)\b|\bdying (to|for) (try|taste|know|see|go|eat|get|have|a|some|one)\b|\bsuicide["”']? (hot )?(wings?|sauce|burgers?|chili|chilli|peppers?|level|runs?|sprints?|drills?|squeeze|doors?|squad|shifts?)\b|\bdeath by (chocolate|carbs|sugar|cake)\b|\b(slow|sugar|carb) suicide\b|\bsuicide by (sugar|fork|food|carbs)\b|\bdie of (embarrassment|shame|boredom|cringe|laughter|laughing)\b|\bthe word "[^"]{1,30}"|\bwhat does ['"‘“][^'"’”]{1,20}['"’”] mean\b|\b(is|are|was|were|keeps?|kept) (literally |basically |slowly )?(poisoning|gassing|killing) (the |us |everyone |our |my )?(whole |entire )?(office|room|house|kitchen|air|place|building|floor|team|everyone|nose|us all|us)\b|\bsmells? like (poison|death)\b|\baccidental overdose of iron[^.?!]{0,60}\bchildren under (6|six)\b|\b(on the (back|side|label|bottle|box|package|packet)( of)?|warning label|the label|the bottle) ([\w-]+ ){0,6}(says?|said|reads|states|warns?)\b[^.?!]{0,40}\b(overdose|poison\w*)\b|["“][^"”]{1,12}["”] ?这个(词|字)|\b(im|i am) (so |a bit |a little |kinda |really |very )?confused (about|by) (what to|which|whether|how (much|many|to)|all (the|this)|the (advice|labels?|guidelines?|numbers?))|\b(passed|blacked|conked|zonked) out (asleep|(while |during |watching )(netflix|a movie|tv|the movie|the show))\b|\bhead ?bang\w*|\bbang\w* (my|his|her|our|their) heads? (to|at) (the )?(music|metal|gig|concert|songs?|beat|band)\b|\b(bang\w*|hit\w*) (my|his|her|our|their) heads? against (a|the) (brick )?wall (trying|with|over|about|for|figuring|to)\b|\b(kill|killing|killed) (my|him|her)self (on|at|in|with) (the |a |my |this |that )?(stairmaster|stair master|treadmill|gym|bike|peloton|spin class|spin|track|elliptical|rowing machine|rower|workout|leg day|cardio|hiit|run)\b|\bcan'?t breathe in (these|my|this|those|the|her|his) (\w+ )?(jeans|pants|trousers|dress|corset|shapewear|spanx|outfit|clothes|skirt|belt|suit|leggings)\b|\bunresponsive to (all )?(my|his|her|the|our|any) ([\w-]+ ){0,3}(cooking|food|meals?|advice|suggestions?|texts?|messages?|emails?|requests?|diet|recipes?|hints?|nagging)\b|\b(brain[- ]?freeze|ice[- ]?cream|slushie|cold drink)( (headaches?|pain))?\b|冰淇淋头痛|冰激凌头痛|脑冻|(那一刻|一瞬间|当场|瞬间)我?(都|就)?(心梗|脑梗|吐血|晕倒|昏倒)了|(咸|辣|甜|酸|难吃|气|笑|累|吓)得?(我|他|她)?(差点|快要?|简直要)(中风|脑梗|心梗|晕过去|晕倒)|(嘴|脸)都要(歪|麻)了|(看到|听到|一看|想到|拿到)[^，。！？]{0,12}心(口|头|里)?(一紧|一沉|一揪|一凉)|心都碎了|(心梗|脑梗)了[^，。！？]{0,3}(哈哈|hh|笑死|😂|🤣)|\b(bank account|wallet|credit card|bank balance|budget|paycheck|purse|bills?)s? (just )?(had|is having|nearly had|almost had) a (heart attack|stroke|seizure)\b|\b(blacked|passed|conked) out on the (couch|sofa) after (\w+ ){0,2}(dinner|lunch|meal|feast)\b|\bfood coma\b|\b(wanna|want to|could|gonna) die (every time|whenever|when) i (look at|see|check|read|open)\b|\bconfused (with|about|by|over) (the |my |all (the |these |my )?)?(timings?|times|schedule|doses?|dosing|order|instructions|labels?|pills|tablets|meds|medicines|medications|supplements|vitamins|which|what|when|how)\b|(时间|顺序|先后|几点|怎么吃|吃法)[^，。！？]{0,6}(搞|弄)?(糊涂|混|乱)了?|\b(?:i'?m|im|i am) (?:so |a bit |a little |kinda |really |very |totally |super |just |now )?confused(?= *(?:[?!.]|$|lol|lmao|haha|now\b|tbh|here\b|sorry|pls|please|again\b))|(?:被|把我|让我)?(?:搞|弄|绕)(?:得)?(?:我)?(?:有点|都|更|彻底|完全)?(?:糊涂|迷糊|懵)了?|^(?:so |a bit |bit |really |very |totally |kinda )?confused (?:about|by|over|on) (?:the |all (?:the |this )?|this )?(?:protein|carbs?|carbohydrates?|fats?|fibre|fiber|calories|diet|food|foods|salt|sodium|sugar|vitamins?|minerals?|supplements?|dosage|portions?|macros|iron|calcium|potassium|meal plans?)\b|一吃(?:多|饱|撑)了?(?:饭)?就(?:有点|会|容易|要)?(?:喘不上气|喘不过气|上不来气|喘|憋气|气短|气急)|\b(?:gets?|getting|goes|feels?) (?:short of breath|breathless|winded|puffed)\b[^.?!]{0,10}\b(?:after|with|when (?:he|she|i) (?:eats?|has)) (?:a )?(?:big|large|heavy|full) meals?\b|\bconfusion (?:episodes?|spells?|attacks?|bouts?) (?:\w+ ){0,2}?(?:last (?:year|month|spring|summer|autumn|fall|winter|christmas)|(?:a|one|two|three|\d+) (?:years?|months?) ago|in 20\d\d)\b/g;

/** Medicines and supplements as people name them. Bare 片 is left out: it is also a measure word. */
const ZH_MED = alt(
  '药',
  '药片',
  '胶囊',
  '扑热息痛',
  '对乙酰氨基酚',
  '泰诺',
  '必理通',
  '布洛芬',
  '芬必得',
  '铁剂',
  '铁片',
  '补铁',
  '维生素',
  '维他命',
  '钙片',
  '安眠药',
  '降糖药',
  '降压药',
  '血压药',
  '心脏病?药',
  '血糖药',
  '感冒药',
  '褪黑素',
  '退烧药',
  '止痛药',
  '软糖',
  '专注达',
  '利他林',
  '哌甲酯',
  '多动症的?药',
);
const EN_MED = alt(
  'pills?',
  'tablets?',
  'capsules?',
  'meds',
  'medicines?',
  'medications?',
  'tylenol',
  'paracetamol',
  'acetaminophen',
  'panadol',
  'ibuprofen',
  'advil',
  'motrin',
  'aspirin',
  'iron',
  'vitamins?',
  'gummies',
  'sleeping pills',
  'antidepressants?',
  'insulin',
  'benadryl',
  'melatonin',
  'painkillers?',
  '(?:blood pressure|heart|diabetes|bp) (?:pills|tablets|meds|medicine)',
  'opioids?',
  'oxy\\w*',
  // ADHD stimulants, a common child ingestion (AAPCC; Concerta PI §10 overdosage)
  'concerta',
  'ritalin',
  'adderall',
  'vyvanse',
  'methylphenidate',
  'stimulants?',
);
/** Household and garden poisons, caustics and small objects that are dangerous to swallow. */
const ZH_TOXIC = alt(
  '漂白',
  '84消毒',
  '消毒水',
  '消毒液',
  '洁厕',
  '农药',
  '百草枯',
  '敌敌畏',
  '老鼠药',
  '鼠药',
  '杀虫剂',
  '除草剂',
  '洗衣液',
  '洗衣凝珠',
  '洗碗块',
  '洗碗凝珠',
  '洗洁精',
  '纽扣电池',
  '磁铁',
  '巴克球',
  '磁力珠',
  '煤油',
  '汽油',
  '生石灰',
  '清洁剂',
  '管道疏通',
  '甲醇',
  '假酒',
  '防冻液',
);
const EN_TOXIC = alt(
  'bleach',
  'drain cleaner',
  'oven cleaner',
  'toilet cleaner',
  'antifreeze',
  'pesticides?',
  'insecticide',
  'weed ?killer',
  'rat poison',
  'poison',
  '(?:detergent|laundry|dishwasher) (?:pods?|tablets?|capsules?)',
  'button batter(?:y|ies)',
  'batter(?:y|ies)',
  'magnets?',
  'lamp oil',
  'kerosene',
  'gasoline',
  'petrol',
  'lighter fluid',
  'cleaning (?:products?|fluid|spray|solution)',
  'disinfectant',
  'hand sanitizer',
  'nail polish remover',
  'lye',
  'ammonia',
);
/** "a lot": the quantity that turns taking a medicine into an overdose. */
const ZH_LOTS = alt(
  '一整板',
  '整板',
  '一板',
  '几板',
  '半板',
  '一整排',
  '一排',
  '一整盒',
  '一整包',
  '整包',
  '一大瓶',
  '一大把',
  '一把',
  '好多(?!年|个?月|天|周)',
  '很多(?!年|个?月|天|周)',
  '大量(?!年|个?月|天|周)',
  '一整瓶',
  '成瓶',
  '成樽',
  '成板',
  '成包',
  '一瓶',
  '整瓶',
  '半瓶',
  '一盒',
  '整盒',
  '几十',
  '十几',
  // a count followed by a span of time is how long, not how many ("吃了二十年降压药")
  '[二三四五六七八九]?十[一二三四五六七八九]?(?!多?(年|个月|天|岁|周|个星期))',
  // a count of pills, not a dose with its unit ("50000国际单位" once a week is a prescription)
  // not a name's number: 辅酶Q10, 维生素B12, K2 (blind triage round 34: "我在吃辅酶Q10和维生素E")
  // nor a strength written after the medicine's name ("降压药吃了赖诺普利20和氨氯地平10", blind answer round 47 zh-047):
  // a count follows a verb or a word of amount, not the last character of a name
  '(?<![\\da-z]|[\\u4e00-\\u9fff](?<![了吃吞服下咽把将约近快超过足有多共计总是]))\\d{2}(?!\\d|\\s?(国际单位|单位|iu|毫克|mg|微克|µg|ug|mcg|克|g\\b|多?(年|个月|天|岁|周)))',
  // three digits or more with no unit is a dose in milligrams ("钙片一次吃600还是分两次吃", blind round
  // 20's look-alike); a count that large names its tablets ("吞了100多片")
  '\\d{3,}多?\\s?(片|粒|颗)',
);
const EN_LOTS = alt(
  'too many',
  'way too many',
  '(?:a )?handful',
  '(?:a |the )?whole (?:bottle|pack|box|packet|sheet|strip|blister(?: pack)?|card|tube|jar|container)',
  'a (?:sheet|strip|blister pack)',
  'a bottle',
  'all (?:of )?(?:my|the|his|her)',
  'a bunch',
  '\\d{2,}',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'fifteen',
  'a dozen',
  'dozens',
  // Nigerian and Indian English: "chop plenty of my BP tablets" (blind triage round 28)
  'plenty(?: of)?',
  'lots of',
  'many of',
);
/** Body sites for bleeding that matters on a blood thinner (Coumadin Medication Guide, 2017). */
const ZH_SUDDEN = alt(
  '突然',
  '忽然',
  // "要一下子全戒掉吗" is quitting all at once, no sudden onset (blind answer round 61, zh-037, development data: a
  // caffeine-withdrawal headache at 7 weeks' pregnancy read as a thunderclap headache).
  '一下子(?![全都]?(?:戒|停|断|不吃|不喝))',
  '猛地',
  '瞬间',
  '一夜之间',
  '突发',
  '毫无征兆',
  '[一几两]?(?:秒|分钟)(?:之内|内|钟内)',
  '[一几两\\d]+ ?秒钟?(?:之内|内|以内|就|不到)',
  '一夜之间',
);
const EN_SUDDEN = alt(
  'sudden(?:ly)?',
  'all of a sudden',
  'out of nowhere',
  'out of the blue',
  'came on (?:fast|quickly|like)',
  'within (?:seconds|a minute)',
  'like a thunderclap',
  'like being hit',
  'all at once',
  'overnight',
  '(?:in|within) (?:a few |about a |a |one |a couple of )?(?:seconds?|split second)',
  'instant(?:ly)?',
  '(?:zero|0) to (?:ten|10)',
  'peaked (?:in|within)',
  'hit me like',
);
const ZH_SEVERE = alt(
  '剧烈',
  '剧痛',
  '很痛',
  '很疼',
  '特别痛',
  '特别疼',
  '非常痛',
  '非常疼',
  '痛死',
  '疼死',
  '受不了',
  '要炸',
  '欲裂',
  '炸开',
  '从来没这么',
  '从没这么',
  '前所未有',
  '最痛',
  '最疼',
  '厉害',
  '爆痛',
  '(?:痛|疼)(?:到|得)(?:爆|不行|要命|想撞墙|想死|受不了)',
  '炸裂',
);
const EN_SEVERE = alt(
  'crazy',
  'insane',
  'screaming',
  '10 ?(?:/|out of) ?10',
  'worst',
  'severe',
  'excruciating',
  'unbearable',
  'explo[ds]\\w*',
  'blinding',
  'splitting',
  'agoni\\w*',
  'terrible',
  'really bad',
  'intense',
  'horrible',
  'awful',
);
const ZH_LEG = alt('小腿', '腿肚子?', '大腿', '一条腿', '一只腿', '一侧腿', '左腿', '右腿', '腿');
const EN_LEG = alt('calf', 'calves', 'legs?', 'thigh');
const ZH_SIDE = alt('一边', '一侧', '半边', '左边', '右边', '左侧', '右侧', '左半边', '右半边');
const ZH_LIMB = alt('脸', '面部', '身子', '身体', '手', '胳膊', '手臂', '腿', '脚', '嘴', '舌头');
const ZH_NUMB_WEAK = alt(
  '麻',
  '木',
  '没劲',
  '无力',
  '没力气',
  '不能动',
  '动不了',
  '不听使唤',
  '使不上劲',
  '没知觉',
  '抬不起',
);

/** The lexicon's own patterns per feature; PLAIN_FORMS below adds the plain and dialect forms. */
/** A medicine whose label warns of pneumonitis, by name in either language (`ctx_lung_toxic`). */
const LUNG_TOXIC_SAID = new RegExp(
  [
    EGFR_INHIBITOR_SAID.source,
    CHECKPOINT_INHIBITOR_SAID.source,
    '甲氨蝶呤|胺碘酮|可达龙|呋喃妥因|博来霉素',
    String.raw`\bmethotrexate\b|\bamiodarone\b|\b(cordarone|pacerone)\b|\bnitrofurantoin\b|\bmacrobid\b|\bmacrodantin\b|\bbleomycin\b`,
  ].join('|'),
);

const BASE_FEATURES = {
  // ---- cardiac (AHA/ACC 2021 chest-pain guideline: pain, pressure, tightness, discomfort; radiation
  // to arm, jaw, neck, back; sweating, breathlessness, nausea) ----
  chest_strong: [
    re(
      `胸痛|心脏${gap(4)}(痛|疼|揪|绞|压|攥|抓)|胸口${gap(8)}(痛|疼|压住|压着|压得|紧|绞|堵|憋|闷|剧痛|勒|揪|沉)|心口${gap(6)}(痛|疼|绞|压|紧|闷|揪|翳)|(胸前|胸部|心前区|胸骨)${gap(3)}(痛|疼|压|紧|闷)|胸${gap(2)}(痛|疼|发紧|压得|憋)|胸闷|(?<!治|治疗|防|防止|预防)心绞痛(?!的药|药|病史)|压着${gap(3)}石头|压了${gap(3)}石头`,
    ),
    re(
      [
        '\\bchest (pain|pains|pressure|tightness|tight|hurts?|hurting|aches?|aching|is (so )?(tight|sore|heavy|hurting|killing me))\\b',
        '\\b(pain|pressure|tightness|squeezing|crushing|heaviness|burning pain|ache)( feeling| sensation)? (in|on|across) (the middle of )?(my |the )?chest\\b',
        '\\bchest (feels|is) (tight|heavy|crushed|squeezed|like)',
        '\\belephant (sitting )?on my chest\\b',
        '\\b(tight|heavy|band|weight)\\b[^.?!]{0,15}\\b(around|on|across) my chest\\b',
        '\\bmy chest (really )?(hurts|is killing me)\\b',
        // Angina named as the reason a medicine is taken ("takes Imdur for angina", "his angina tablets") is
        // no chest pain now — unless the sentence tells of an episode (having, now, again, an attack…).
        // Blind answer round 26 en-147: a nitrate-and-Viagra question got the chest-pain card and never
        // heard that the pair is contraindicated.
        '\\b(?<!\\b(?:for|treat|treats|treating|prevent|prevents) (?:(?:my|his|her|their|your|the) )?)angina\\b(?! (med\\w*|medicines?|pills?|tablets?|drugs?|spray|patch(es)?|history)\\b)',
        '\\bangina\\b(?=[^.?!]*\\b(now|again|attack|having|started|starting|won.?t (go|stop|ease)|not (going|easing)|getting worse|worse|tonight|today|right now)\\b)',
        near(
          alt('pain\\w*', 'pressure', 'tight\\w*', 'heav\\w*', 'squeez\\w*', 'crush\\w*', 'aches?', 'aching'),
          '(chest|breastbone|sternum)\\b(?! of drawers| freezer)',
          20,
        ),
        near(
          '(chest|breastbone|sternum)',
          alt(
            'pain\\w*',
            'hurt\\w*',
            'pressure',
            'tight\\w*',
            'heav\\w*',
            'squeez\\w*',
            'crush\\w*',
            'aches?',
            'aching',
          ),
          20,
        ),
      ].join('|'),
    ),
  ],
  chest_weak: [
    re(`胸口${gap(4)}(不舒服|难受|发慌|怪怪)|心口${gap(3)}(不舒服|难受)|胸${gap(2)}(不舒服|难受)`),
    /\bchest (discomfort|feels (weird|funny|off|strange))\b|\b(weird|funny|strange) feeling in my chest\b|\bdiscomfort in (my )?chest\b/,
  ],
  /** A chest ache the person explains by training (chest-wall strain), not a heart sign by itself. */
  benign_chest: [
    // and a feeling named as emotion and said not to be pain ("胸闷想哭那种emo … 不是真的胸痛", blind round 20)
    // and a chest-wall pain a doctor named, or one felt on pressing ("医生说是肋软骨炎 现在偶尔按着还有点疼"; blind
    // triage round 53, development data once reported)
    /练胸|胸肌|健身|卧推|俯卧撑|举铁|噎(到|住|着)|吃(得|饭)?太快|(喝|喝了)[^，。,.]{0,3}水[^，。,.]{0,2}就好|不是真的(胸痛|胸口痛|心口痛|心脏(痛|疼|问题))|肋软骨炎|肋间神经痛|胸壁(痛|疼|炎)|按(着|压|一下)[^，。,.]{0,4}(才)?(疼|痛)/,
    // and exercise in cold air the asthma nurse already knows about (round 20 look-alike)
    /\bcostochondritis\b|\bchest wall (pain|strain|inflammation)\b|\b(hurts|sore|tender|painful) (only )?(when|if) (i )?(press|push|touch)\w*\b|\btender to (the )?touch\b|\b(workout|gym|bench press(ing)?|push-?ups|lifting weights|chest day|pecs?|pectorals?)\b|\b(ate|eating|eats|eat) (too|so) fast\b|\bwent down the wrong (way|pipe)\b|\bfood (got |was )?stuck\b|\b(my|the) asthma (nurse|doctor|specialist|team) (knows|is aware|has checked)\b/,
  ],
  heart_attack: [
    re(`(心梗|心肌梗死?|心脏病发作?)(了|吧|吗|的感觉|的样子|发作)|是不是心梗|像${gap(2)}心梗`),
    /\b(having|just had|is having|think i(m| am) having|might be having|(he|she|i) is having) a heart attack\b|\bheart attack (right )?now\b|\bis this a heart attack\b/,
  ],
  arm_jaw: [
    re(
      `(左|右|两|双)?(臂|胳膊|手臂|胳臂|左手)${gap(3)}(麻|痛|疼|酸|没劲)|下巴${gap(3)}(痛|疼|麻)|下颌${gap(2)}(痛|疼)|牙${gap(2)}(痛|疼)${gap(2)}(胸|一起)|(放射|窜|传)到${gap(4)}(背|肩|胳膊|手臂|下巴|脖子)|后背${gap(3)}(痛|疼)`,
    ),
    /\b(left |right )?arm (is |feels |went |goes )?(numb|tingl|hurt|ach|pain|weak|heavy)|\b(numb|tingling|pain in|aching) (my )?(left |right )?arm\b|\bjaw (pain|hurts|aches|is aching)|\bpain (spreading|radiating|going|moving) (to|into|down|up)\b|\b(spreading|radiating) (to|into|down) (my )?(back|arm|jaw|neck|shoulder)|\b(pain|hurts?) in my jaw\b|\bleft shoulder\b/,
  ],
  sweat: [
    re(
      `冷汗|虚汗|大汗|出汗|冒汗|一身汗|汗直流|流汗|汗${gap(2)}(流|不停|不止|湿透|淋漓)|满头(大)?汗|汗流浃背|(浑身|全身)是汗`,
    ),
    /\bsweat(ing|y|s)?\b|\bclammy\b|\bcold sweat\b|\bdrenched\b|\bdiaphore/,
  ],
  breathless: [
    re(
      `喘不上气|喘不过气|喘得(厉害|很厉害|好厉害|不行|凶|很凶|上不来气)|喘不匀|上气不接下气|上不来气|透不过气|喘${gap(2)}气|气短|气促|憋气|憋得慌|呼吸${gap(3)}(困难|急促|费劲|不畅)|没法呼吸|吸不上气`,
    ),
    /\bshort(ness)? of breath\b|\bout of breath\b|\bbreathless\b|\bcant (catch my )?breath|\bcould ?(nt|not) (catch (my|his|her|a|their) )?breath\b|\bhard to breathe\b|\btrouble breathing\b|\bstruggling to breathe\b|\bdifficulty breathing\b|\bwinded\b/,
  ],
  nausea: [/恶心|想吐|反胃/, /\bnause|\bsick to my stomach\b|\bfeel like throwing up\b/],
  vomit: [
    /呕吐|吐了|一直吐|上吐下泻|(吃|喝)什么吐什么|(吃|喝)了就吐|进去就吐|吐个不停|狂吐|吐得|(一直|还|又|不停|狂|开始|也|都)吐(?![槽字司露痰舌气])|(一直|还|又|不停|狂|开始)?呕(了|到|个不停)|一直呕|不停呕|干呕/,
    /\bvomit\w*|\bthrow(ing)? up\b|\bthrew up\b|\bpuk(e|ed|ing)\b|\bbeing sick\b|\bsick everywhere\b|\bretch\w*|\bgagging\b|\bdry heav\w*/,
  ],
  /** Nothing stays down: food, fluids or tablets come back up (hyperemesis in pregnancy, RCOG GTG 69). */
  cant_keep_down: [
    /吃不下|喝不进|喝不下|吃什么吐什么|喝什么吐什么|吃了就吐|喝了就吐|吃进去就吐|喝水都吐|水都喝不|药(也|都)?吐(了|出来)|吐出来了|一口都吃不/,
    /\bcant keep (anything|any (food|fluids?|water|liquids?|drinks?)|food|fluids?|water|liquids?|it|them|my (pills?|meds|medicines?|tablets?)|(pills?|meds|medicines?|tablets?)|\w+ or \w+)( \w+)? down\b|\bcannot keep (anything|(any )?(food|fluids?|water|liquids?|drinks?)|my \w+|\w+ or \w+)( \w+)? down\b|\bthrowing up everything\b|\bvomiting everything\b|\beverything comes (back )?up\b/,
  ],
  // "Been on the dunny 7 or 8 times a day … watery" (thirty-fifth clinician review, en S1: Australian English).
  diarrhoea: [
    /拉肚子|腹泻|上吐下泻|拉稀|水泻|拉水|水样便|(拉|泻|大便)[^，。！？,.!?]{0,8}(全是|都是|像)水/,
    /\bdiarrh\w*|\bthe (runs|trots|squirts)\b|\b(watery|liquid|runny) (stools?|poos?|poops?|bowel motions?)\b|\bon the (dunny|loo|toilet|bog|throne|john)\b[^.?!]{0,12}\b(\d+|six|seven|eight|nine|ten|a dozen)\b[^.?!]{0,8}\btimes\b/,
  ],
  belly_pain: [
    re(`(肚子|小腹|下腹|腹部|小肚子|肚)${gap(4)}(痛|疼|绞痛|坠|剧痛)|腹痛|宫缩|绞痛`),
    /\bcramp(s|ing)?\b|\b(stomach|belly|abdominal|tummy|pelvic) (pain|ache|cramps?)\b|\bpain in (my )?(lower )?(belly|stomach|abdomen|tummy|pelvis)\b|\b(belly|stomach|abdomen|tummy) (hurts|is hurting|is killing me)\b|\bbelle (dey |de )?(pain|paining|hurt\w*|turn\w*)\b/,
  ],
  pale: [
    re(`(脸色|面色|嘴唇|脸)${gap(2)}(发白|苍白|煞白|惨白)|没精神|蔫了|软绵绵|软趴趴`),
    /\b(pale|floppy|lethargic|limp|ashen)\b|\bwhite as a (sheet|ghost)\b/,
  ],

  // ---- stroke (BE FAST, American Stroke Association) ----
  face_droop: [
    re(
      `嘴${gap(2)}歪|走路${gap(4)}(往一边倒|往一侧倒)|(口角|嘴角|一边嘴)${gap(4)}(歪|耷拉|下垂|往下)|口眼歪斜|脸${gap(3)}(歪|垂|耷拉|不对称)|半边脸${gap(3)}(麻|动不了|不能动|耷拉)|眼歪嘴斜`,
    ),
    re(
      [
        '\\bface (is |looks )?(droop|drooping|lopsided|uneven)',
        '\\bface (went|is|feels|has gone) numb\\b',
        '\\bnumb on (the |one )?(left |right |one )?side\\b',
        '\\bdroop(ing|y)? (face|mouth|smile|on one side)\\b',
        '\\bmouth (is )?droop',
        '\\bside of (my|his|her) face (is )?(droop|numb|fallen)',
        // "her right side of mouth is hanging down" (blind triage round 74, development data once reported)
        '\\b(left |right |one )?side of (my |his |her |the )?(mouth|face|lips?) (is |was |has |went |started )?(hanging|drooping|sagging|droopy|fallen|dropped|dropping|gone down|crooked)\\b',
        both(
          '(smile|mouth|face|lips?)',
          alt('crooked', 'lopsided', 'droop\\w*', 'uneven', 'sagging', 'saggy', 'twisted', 'fallen'),
          15,
        ),
      ].join('|'),
    ),
  ],
  /** Movements back to normal after a quiet spell ("喝了冰水就踢了", "kicked like crazy since"). */
  fetal_moving_again: [
    re(
      `(马上|就|又|后来|之后|然后)${gap(4)}(踢|动)(了|起来)|(?<!(平时|平常|以前|往常|原来|通常|一般)[^，。,.]{0,6})动得(很|挺|比较)?多|(之后|后来)${gap(2)}(一直)?正常|第一次${gap(4)}胎动|还没${gap(4)}胎动|几周${gap(4)}(开始|才)?${gap(2)}(有|感觉)|(?<!(平时|平常|以前|往常|通常|一般|原来)[^，。,.]{0,10})(挺|很|特别|都很|都挺)活跃|(跟|和)(平时|平常|往常)一样了|踢了${gap(2)}(十几|好几|几十|\\d{2})下|(动|踢)了?${gap(3)}(十几|十多|二十几|二十多|几十|1\\d|[2-9]\\d)(下|次)[^。？！]{0,20}(跟|和|与)(平时|平常|往常|以前)(差不多|一样)|(?<!(平时|平常|以前|往常|原来|通常|一般|昨天|前几天|之前)[^，。,.]{0,8})(踢|动)得(挺|很|特别|可)?欢`,
    ),
    /\b(moving|kicking|kicks|movements?|moves)\b[^.?!]{0,15}\b(the same as (always|usual|ever|before)|same as always|as usual|like (normal|usual|always))\b|\b(kicked|kicking|moving|moved) (again|like crazy|like mad|loads|a lot|normally)\b|\bnormal (amount|movements?|kicks)\b|\b(yet|first (kicks?|movements?))\b|\bwhen (does|do|will) (that|it|they|kicks?|movements?) (usually )?start\b/,
  ],
  /** The baby moving less or not at all, "nothing tonight" after a habit told as past included (RCOG GTG 57: contact maternity services the same day). */
  fetal_quiet: [
    re(
      `(胎心仪|多普勒|胎心监护|听胎心|测胎心)${gap(8)}(找不到|听不到|没找到|测不到|听不见|找不着|没听到)|(找不到|听不到|没找到|测不到|听不见|找不着|没听到)${gap(2)}(胎心|宝宝的?心跳)|(宝宝|胎儿|娃|肚子)${gap(6)}(都|也)?(不咋|不怎么|不太|没怎么|没咋)(动|踢)|(小人|小囡|小毛头|bb|BB)${gap(4)}(一动不动|不动了|没动静|没动过|一下都没动)|(宝宝|胎儿|肚子里的?(宝宝|孩子)?)${gap(6)}(特别|很|好|太|一直|一整天)?(安静|不动|没动静|没动|没踢|不踢|一下都没)|胎动${gap(4)}((?<!多)少|减少|没了|没有|不动|停了|很少|变少)|(?<!还)(没|不)(怎么)?感觉(到)?${gap(2)}(胎动|宝宝动|宝宝踢)|(胎动|数|宝宝)${gap(8)}(只有|只|才)(动|踢)?了?${gap(2)}[一两二三四五\\d](下|次)|胎动${gap(4)}比(平时|以前|昨天|往常)${gap(2)}(少|弱)|[一两二三四五六\\d]+个?(小时|钟头)${gap(3)}(只|才)(动|踢)了?${gap(2)}[一两二三四五\\d](下|次)|(一下|一次)(都|也)(没|不)(踢|动)|还是(没|不)(动|踢)|到现在${gap(3)}(没|不)(动|踢)`,
    ),
    /\b(havent|haven't|hasnt|hasn't|not|didnt|didn't|cant|can't|barely) (really )?(felt|feel|feeling)\b[^.?!]{0,20}\b(baby|kicks?|movements?|move|moving)\b(?! yet)|\bbaby (hasnt|hasn't|isnt|isn't|has not|is not|stopped|not|wont|won't) (really )?(moved|moving|kicked|kicking|move|kick)\b|\b(fewer|less|no|barely any|hardly any) (kicks|movements)\b|\b(kicks?|movements?)\b (are |is |have been |has been |seem |feel |felt )?(really |very |much |a lot |way )?(reduced|decreased|down|fewer|less)\b(?! than (yesterday|usual|normal|before)\b[^.?!]{0,10}\b(but|and) (still|normal))|\bbaby (is |has been |seems |feels |'s )?(so |really |very |super |unusually )?quiet\b|\b(couldn.?t|could not|cant|can.?t|cannot|didn.?t|did not) (find|hear|pick up|get) (the |a |her |his |baby.?s |the baby.?s )?(heart ?beat|hb|heart)\b[^.?!]{0,30}\b(doppler|monitor)\b|\b(doppler|monitor)\b[^.?!]{0,60}\b(couldn.?t|could not|cant|can.?t|cannot|didn.?t|did not) (find|hear|pick up|get) (the |a |her |his |baby.?s |the baby.?s )?(heart ?beat|hb|heart)\b|\bbaby (seemed|was) (so |really |very |super |unusually )?(still|quiet)\b(?! (need|needs|get|gets|take|takes|have|has|want|wants|eat|eats|drink|drinks|feed|feeds|on|ok|okay|fine|good|growing|getting|sleep\w*))|\bbaby (is |has been |seems |feels |'s )(so |really |very |super |unusually )?still\b(?! (need|needs|get|gets|take|takes|have|has|want|wants|eat|eats|drink|drinks|feed|feeds|on|ok|okay|fine|good|growing|getting|breastfeed\w*|nursing|sleep\w*|cry\w*|too|a|an|the|in|at|doing|being)\b)|\bbaby (so |really |very |super |unusually )still\b|\bbaby still\s*([.?!,]|$|today\b|since\b|all (day|morning|afternoon|night)\b)|\b(only|just) (got|felt|counted|had|get|feel|count) (\d+|one|two|three|four|five|six|a few|a couple)( kicks?| movements?)? in (\d+|an|one|two|three|the last \w+) (hours?|hrs?)\b|\b(kicks?|movements?)\b[^.?!]{0,25}\b(less|fewer|weaker) than (usual|normal|before|yesterday)\b|\bbaby (move|moves|moving|kick|kicks|kicking) (less|very little|not much|little)\b|\balmost (not|no|never|dont|doesnt) (move|moving|moves|kick|kicking|movement)\b|\b(hindi|di) (na )?(gumagalaw|sumisipa)\b|\b(tonight|today|this (evening|morning|afternoon)|all day)\b,? (there'?s |there is |i felt |ive felt |i've felt )?(nothing|no kicks?|no movements?|not a (single )?(kick|thing))( at all)?(?=[.,!?]|$)/,
  ],
  /**
   * Ketosis a bystander notices: fruity or nail-polish breath, deep heavy breathing, ketones on a strip
   * (ADA hyperglycaemic crises consensus 2024: Kussmaul respiration, acetone breath).
   */
  ketone_breath: [
    re(
      `(烂苹果|指甲油|洗甲水|丙酮|水果)${gap(2)}(的)?(味|气味)|呼吸${gap(4)}(很深|很大|很重|又深又快|深快|好大声|很粗)|酮体${gap(4)}(高|阳性|\\+)|(尿酮|血酮|酮体试纸|酮试纸)${gap(6)}(高|阳性|\\+|[1-4一二两三四]个?加|中度|大量)`,
    ),
    /\bfruity (breath|smell\w*)\b|\bbreath (smells?|smelling) (fruity|sweet|like (nail polish|acetone|nail varnish))\b|\bnail polish (smell|breath)\b|\bacetone\b|\bketones?\b[^.?!]{0,25}(\b(high|large|moderate|positive)\b|\+\+|\b[2-4] ?\+)|\b(breathing|breaths?)\b[^.?!]{0,15}\b(deep and fast|fast and deep|really (hard|deep|heavy)|so (hard|deep|heavy))\b|\bkussmaul\b/,
  ],
  speech: [
    re(
      `口齿不清|听不懂${gap(4)}说话|说话${gap(3)}(不清|含糊|不利索|结巴)|大舌头|说不出话|说不了话|说话含糊|讲话${gap(2)}不清|话说不清楚|吐字不清|(说话|讲话)${gap(2)}(说|讲)不出(来)?`,
    ),
    re(
      [
        '\\bslurr?(ed|ing|s)?\\b[^.?!]{0,12}\\b(words|speech|talking)\\b',
        '\\bslurring\\b',
        '\\b(speech|talking|words)\\b[^.?!]{0,12}\\b(slurred|garbled|jumbled|gibberish)\\b',
        '\\b(speech|talking) (is|was|sounds?) (\\w+ ){0,2}(not clear|unclear|thick|weird|strange)\\b',
        '\\bcant (speak|talk|get (the |my )?words out)\\b',
        '\\bwords (come|coming) out (wrong|jumbled)\\b',
        '\\btalking funny\\b',
        '\\bwords (are |were )?(not|dont|don.?t) mak(e|ing) (any )?sense\\b',
        '\\b(speaks|talks|speaking|talking|mumbl\\w*)\\b[^.?!]{0,25}\\bnot making (any )?sense\\b',
      ].join('|'),
    ),
  ],
  one_side: [
    re(
      [
        `(一侧|一边|半边|半身|左侧|右侧|左边|右边)${gap(4)}(无力|麻木|发麻|不能动|动不了|没力气|没知觉|瘫)`,
        `${ZH_SIDE}的?${ZH_LIMB}${gap(4)}${ZH_NUMB_WEAK}`,
        `${ZH_SUDDEN}${gap(4)}(脸|嘴|半边)${gap(2)}麻${gap(8)}(手|胳膊|腿)${gap(3)}(没劲|无力|没力气|麻|不听使唤)`,
        '半身不遂',
        `(左|右)(手|腿|胳膊|脚)${gap(3)}(没力气|无力|抬不起|不听使唤|没劲|动不了|不能动|没知觉|麻了|没感觉)`,
        `(一只|只|一边|一侧)(手|脚|胳膊|腿)${gap(2)}(没知觉|没感觉|没力气|动不了|不能动|抬不起|不听使唤)`,
        `(拿|握)不住${gap(2)}(筷子|东西|杯子|勺)`,
        '偏瘫',
        `${ZH_SUDDEN}${gap(3)}(手|腿|胳膊)${gap(3)}(无力|抬不起|不听使唤)`,
      ].join('|'),
    ),
    /\b(one|left|right) side of (my|his|her|the) (body|face) (is |went |feels )?(numb|weak|paraly|dead|heavy)|\bsudden (numbness|weakness)\b|\b(left|right) (arm|leg|hand|side)( and (arm|leg|hand|foot|face))? (is |are |feel |feels |went |has gone |have gone )?(numb|weak|limp|dead)\b|\bcant (lift|raise|move) (my|his|her) (left |right )?(arm|leg)\b|\b(cant|cannot|can not|couldnt|could not|unable to) (hold|grip|grab|pick up) (\w+ ){0,3}with (my|his|her) (left|right) hand\b|\b(arm|leg) (suddenly )?(went|is|feels) (weak|limp|dead)\b|\b(spoon|cup|fork|glass|mug|phone|pen|chopsticks?|cutlery|bowl)s? (just |suddenly )?(fell|dropped|slipped|keeps? falling|kept falling) (out of|from) (my|his|her) (left|right) hand\b/,
  ],
  sudden_vision: [
    re(`${ZH_SUDDEN}${gap(6)}(看不见|看不清|失明|视力|重影|双影)|一只眼${gap(3)}(看不见|黑了|失明)`),
    re(
      `\\b${EN_SUDDEN}\\b[^.?!]{0,20}\\b(loss of vision|vision loss|cant see|blind|double vision|seeing double)|\\blost (the |all )?(vision|sight) in (one|my (left|right)|his (left|right)|her (left|right)|(the )?(left|right)) eye\\b|\\blike a (curtain|shade|blind) (came|coming|come|was pulled) down\\b|\\bblind in one eye\\b|\\bvision (suddenly )?went (double|black|dark)\\b`,
    ),
  ],
  stroke_self: [
    re(
      `(?<!(气|吓|急|累|忙|笑|烦|愁)(得|到)我?(快|都|要|快要)?)(中风|脑卒中|脑梗|卒中)(了|吧|吗|的样子|的症状|发作)|是不是${gap(2)}(中风|脑梗)|像${gap(2)}(中风|脑梗)`,
    ),
    // "scared of having a stroke like my father did" is a worry, not a stroke now (blind triage round 74, development data).
    /(?<!\b(scared|afraid|worried|terrified|frightened|fear|risk|chance|chances|odds) (of |about )?)\b(having|just had|is having|think i(m| am) having|might be having|think (he|she|my \w+) (is|s) having) a stroke\b(?! of)|\bstroke (right )?now\b|\bis this a stroke\b/,
  ],

  // ---- bleeding (NICE NG141 acute upper GI bleeding; NHS "blood in poo" / "black poo") ----
  vomit_blood: [
    /(?<!(气|累|忙|买|卖|学|做|亏|贵|赔|写|加班|忙活|折腾|看|听)(得|到)我?(都|快|要|快要)?)(吐血|吐[^，。,.不没]{0,4}血)|呕血|吐[^，。,.不没]{0,8}咖啡色|马桶[^，。,.不没]{0,4}血|吐出[^，。,.]{0,3}血|咖啡渣|呕吐物[^，。,.]{0,3}血/,
    /\b(vomit|vomiting|vomited|throwing up|threw up|puking|puked) (up )?(blood|something like coffee grounds)|\bcoffee[- ]ground|\bblood\b[^.?!]{0,20}\b(threw up|throw up|throwing up|vomit\w*|puk\w*)|\b(threw up|throwing up|vomit\w*|puk\w*)\b[^.?!]{0,20}\bblood\b|\bblood in (my )?vomit\b/,
  ],
  // One pattern per script (Chinese, then Latin). "they were black and tarry like tar and sticky … getting
  // off the loo": melaena with no word for the stool (thirty-first clinician review, en S2).
  black_stool: [
    // "解手解出来黑黢黢的跟沥青似的" (blind triage round 41): 沥青 is 柏油's other word, 解手 a stool said.
    re(
      `黑便|柏油|沥青|(大便|便便|粪便|拉的|屎|粑粑|解手|解大手|解出来|大号)${gap(8)}(黑|柏油|墨|沥青)|拉${gap(2)}黑${gap(2)}(屎|便)`,
    ),
    /\b(black|tarry|tar-like|dark black|pitch black)( and tarry| tarry|,? sticky)? (stool|stools|poo|poop|poops|bowel movements?|feces|faeces)\b|\b(stool|stools|poo|poop) (is |are |looks |look |has been |have been )?(black|tarry|like tar)\b|\bmelena\b|\b(stool|stools|poo|poop)\b[^.?!]{0,25}\b(black|tarry|like tar|dark)\b(?![- ]?(green|greenish|olive|brown|brownish))|\bblack(,| and| &) ?tarry\b|\btarry(,| and| &) ?(black|sticky)\b|\bmotions?\b[^.?!]{0,25}\b(black|tarry|like tar)\b/,
  ],
  blood_stool: [
    re(
      // "溃结发作了，一天拉七八次，带血": many stools a day, then the blood after a comma (UC/Crohn's flare;
      // Truelove & Witts: six or more bloody stools a day is a severe flare).
      `便血|(大便|便便|粪便|拉的|屎)${gap(4)}(血|红)|拉(了|出)?${gap(4)}(鲜血|血)(?![压糖脂型液管])|肛门${gap(2)}出血|(拉|泻|便|解)${gap(8)}次[，, ]?(都|还|也|全|每次)?(带血|有血|见血|夹血|脓血|黏液血)`,
    ),
    re(
      [
        '\\bblood (in|on) (my |the )?(stool|poo|poop|toilet paper)\\b',
        '\\bbloody (stool|poo|poop|diarrh)',
        '\\brectal bleeding\\b',
        // "went to the toilet and the bowl is full of bright red blood" (blind triage round 41)
        '\\b(toilet|bowl|loo)\\b[^.?!]{0,20}\\b(full of|filled with|covered in|lots of|loads of)\\b[^.?!]{0,15}\\bblood\\b',
        '\\bbleeding from (my |the |his |her )?(bottom|rectum|butt|back passage|behind|rear end|back side|backside)\\b',
        both(
          '(poop\\w*|poo|stools?|bowel movements?|bottom|rectum|butt|back passage)',
          '(blood(y)?|bleed\\w*)\\b',
          30,
        ),
        '\\b(\\d+|six|seven|eight|nine|ten|many)\\b[^.?!]{0,15}\\btimes\\b[^.?!]{0,25}\\b(with|and|all with) (blood|bleeding)\\b',
      ].join('|'),
    ),
  ],
  /** How much blood: "a lot", "全是血". */
  lots_blood: [
    re(
      `(好多|很多|大量|一大摊|不少)${gap(3)}(血|鲜血|血块)|全是血|一马桶|满是血|血块|(血|出血|便血)${gap(3)}(好多|很多|不少|量大)`,
    ),
    /\ba lot\b|\blots of\b|\blarge amount|\bso much\b|\bfull of blood\b|\bclots\b/,
  ],
  /** A minor cause the person names (haemorrhoids, fissure), not urgent unless there is a lot of blood. */
  /**
   * Six or more stools a day (Truelove & Witts 1955, severe colitis: ≥ 6 bloody stools a day with fever,
   * a fast pulse, anaemia or a raised ESR): with blood anywhere in the message, a severe flare.
   */
  frequent_stools: [
    re(
      // "拉肚子一天七八次": the diarrhoea named first, then the count (thirty-fifth clinician review probe).
      `(一天|每天|一日|每日|天天|24小时)${gap(4)}(拉|泻|大便|便|解|上厕所|跑厕所)${gap(4)}([6-9]|[1-2][0-9]|六|七|八|九|十)[^，。！？,.!?]{0,3}次|(拉|泻|大便)了?([6-9]|[1-2][0-9]|六|七|八|九|十)[^，。！？,.!?]{0,3}次|(拉肚子|腹泻|拉稀|拉水|泻肚子?)[^，。！？,.!?]{0,6}([6-9]|[1-2][0-9]|六|七|八|九|十)[^，。！？,.!?]{0,3}次`,
    ),
    /\b([6-9]|1\d|six|seven|eight|nine|ten|a dozen)\b[^.?!]{0,20}\b(times|stools|bowel movements|bowel motions|motions|poos|poops|trips to the (toilet|bathroom|loo))\b[^.?!]{0,12}\b(a|per|each) day\b/,
  ],
  /** Blood said in a short clause ("带血", "with blood") after the stool count. */
  blood_said: [
    /(?<![不没无])(带血|有血|见血|夹血|脓血|血便|便血|出血)/,
    /\b(bloody|with blood|blood in it|bleeding)\b|\b(a (little )?bit of|bit of|some|a little|streaks? of|spots? of|fresh|bright red) blood\b/,
  ],
  minor_rectal: [/痔疮|肛裂/, /\bh(a)?emorrhoids?\b|\bpiles\b|\bfissure\b/],
  // "咳嗽咳出好多鲜红的血" (thirty-fourth clinician review, zh M3: read as a heavy vaginal bleed for a man of 71).
  cough_blood: [/咯血|咳血|咳出[^，。,.不没]{0,6}血(?!丝|压|糖)/, /\bcough(ing|ed)? (up )?blood\b/],
  /** Blood-streaked phlegm: urgent on a blood thinner (warfarin label), not by itself. */
  cough_streak: [
    re(`(咳|痰)${gap(4)}(血丝|带血|有血|血)`),
    /\b(cough\w*|phlegm|sputum|mucus|spit\w*)\b[^.?!]{0,20}\b(blood\w*|pink)\b|\bblood[- ]streaked\b|\bstreaks? of blood\b/,
  ],
  gum_bleed: [
    re(`(刷牙|牙龈|牙齿|牙缝|牙)${gap(4)}(出血|流血|渗血|冒血|有血|带血)`),
    re(
      `${both('gums?', 'bleed\\w*', 20)}|\\bblood when (i )?(brush|floss)\\w*|${near('(brush|floss)\\w*', 'blood', 20)}`,
    ),
  ],
  nose_bleed: [
    re(`鼻血|鼻子${gap(3)}(出血|流血)`),
    /\bnose ?bleed\w*|\bnose (is |keeps )?bleeding\b|\bbleeding from (my|his|her|the) nose\b|\bbloody nose\b/,
  ],
  urine_blood: [
    re(
      `尿血|血尿|(尿|小便|尿液)${gap(4)}(有血|带血|血|发红|红色|粉红|粉色)|(尿|小便|尿液)${gap(4)}(酱油|茶色|浓茶|可乐)`,
    ),
    re(
      `${near('blood', '(urine|pee\\w*|wee)\\b', 15)}|${near('(urine|pee\\w*|wee)', '(red|pink|bloody|blood)\\b', 15)}|\\b(pink|red|bloody) (urine|pee)\\b|\\bh(a)?ematuria\\b`,
    ),
  ],
  bruising: [
    re(
      `(很多|好多|大片|大块|到处|全身|浑身|身上|腿上|胳膊上|皮肤上|不明原因|莫名其妙|无缘无故|一碰就)${gap(6)}(瘀斑|紫斑|淤青|淤斑|青紫|乌青|淤血|瘀青|紫癜|青一块)|青一块紫一块|皮下${gap(3)}(出血|瘀斑|青紫)`,
    ),
    /\bbruis\w*\b[^.?!]{0,25}\b(everywhere|all over|easily|for no reason|out of nowhere|without (a )?reason|no reason)|\b(big|large|huge|lots of|unexplained|random|many|massive) bruises\b|\b(purple|dark|black and blue) (blotches|patches|marks)\b|\bbruise (really |so )?easily\b/,
  ],
  /** Bleeding that does not stop (NHS: a nosebleed over 10–15 minutes needs A&E). */
  bleeding_persistent: [
    re(
      `(压|按)了?${gap(6)}(分钟|小时)${gap(4)}(还在|仍在|还|一直)(流血|出血)|(出血|流血|鼻血|血)${gap(3)}(止不住|不止|停不下来|一直流|流个不停)|止不住${gap(2)}血|(鼻血|流血|出血)${gap(6)}([一两三半\\d]+个?(小时|钟头)|半天|几十分钟|\\d{2,}分钟)${gap(3)}(止不住|不止|还在|没停|停不)?|(毛巾|纱布|创可贴|纸巾|绷带)${gap(4)}(湿透|都湿|染红|红透|渗透)|血流不止`,
    ),
    /\bbleeding (wont|will not|doesnt|does not|didnt) stop\b|\bbleed\w*\b[^.?!]{0,25}\b(for|over) (\d{2,}|fifteen|twenty|thirty|forty) (min|mins|minutes)\b|\b(wont|will not|cant|cannot|couldnt) stop (the )?bleeding\b|\bbleed\w*\b[^.?!]{0,25}\b(for|over|after) (an|one|two|three|\d+|half an) (hour|hours|hr|hrs)\b|\bnose ?bleed\w*\b[^.?!]{0,30}\b(wont|will not|doesnt) stop\b|\bbleeding nonstop\b|\b(bleeding|bled|soak\w*) through (the |my |a |his |her |\d+ |two |three |four |several |many |so many )?(paper |kitchen |hand |bath )?(towels?|bandages?|gauze|plasters?|dressings?|tissues?|band-?aids?)\b/,
  ],
  /**
   * Bleeding said to be slight or to stop at once ("gums bleed a tiny bit when I floss, stops straight
   * away", "刷牙出一点点血 马上就停"): the minor bleeding the anticoagulant labels expect, not the
   * unusual or lasting bleeding they ask to be seen for (Eliquis Medication Guide 2021).
   */
  minor_bleed: [
    re(
      `一点点血|(出|流)(了)?一点(点)?血|有点(出|渗)血|少量(出)?血|轻微(出血|渗血)|(马上|很快|一会儿|一下)就?(停|止住|不流|好)了?|自己(就)?(停|止住)了?|([一两二三四五几\\d]|两三|三五)分钟(左右|后|以后)?就?(停|止住|不流|好)了?|(按|捏|压)(住|着|了)[^，。,.不没]{0,8}(停|止住)了`,
    ),
    // Stopped within minutes, or with pressure: NHS "Nosebleed" sends to A&E after 10–15 minutes. "maybe 2 min,
    // stopped on its own" (blind triage round 66, en, development data once reported).
    /\b(a |one |two |three |four |five |[1-9] |a few |few |a couple( of)? )(seconds?|secs?|minutes?|mins?)\b[^.?!]{0,12}\b(stopped|stops)\b|\b(stopped|stops) (on its own|by itself)\b|\bstopped (on its own |by itself )?(in|after|within) (about |around |like |maybe |under |less than )?(a |one |two |three |four |five |[1-9] |a few |few |a couple( of)? )?(seconds?|secs?|minutes?|mins?)\b|\b(pinch\w*|pressure|pressed)\b[^.?!]{0,40}\b(stopped|stops)\b|\b(a tiny bit|tiny bit|a tiny amount|a little bit|a little|a bit|slightly|a few drops|a spot of|a speck of)\b[^.?!]{0,12}\b(bleed\w*|blood)\b|\b(bleed\w*|blood)\b[^.?!]{0,12}\b(a tiny bit|a little|a bit|slightly)\b|\bstops? (straight away|right away|quickly|immediately|on (its|their) own|by itself|after a (few )?(seconds|minute))\b/,
  ],
  /** Bleeding still going ("keeps bleeding", "血一直流"): urgent on a blood thinner (Coumadin Medication Guide). */
  /**
   * A period soaking a pad or tampon every hour (ACOG Committee Opinion 557, acute abnormal uterine
   * bleeding; on an anticoagulant the label's "heavier periods" that need a call; blind triage round 23,
   * development data once reported: Xarelto, "soaking a super tampon + pad every hour for like 4 hrs").
   */
  heavy_period: [
    re(
      `(一|每|半|每半)(个)?(小时|钟头)${gap(4)}(就)?(要)?(换|湿透|渗透|浸透)${gap(4)}(卫生巾|护垫|棉条|夜用)|(\\d{1,2}|二十|三十|四十|五十)(几)?分钟${gap(3)}(就)?(要)?(换|湿透|渗透|浸透)${gap(4)}(卫生巾|护垫|棉条|夜用)|(卫生巾|护垫|棉条|夜用)${gap(6)}(一|每)(个)?(小时|钟头)${gap(4)}(就)?(湿透|渗透|浸透|换)|月经${gap(6)}(多得|大得|血崩|像血崩|止不住)`,
    ),
    // Or less than an hour: "changing a super pad every 30-40 min" (blind triage round 34).
    /\bsoak\w*( through)? (a |one |my |the |\d+ )?(\w+ ){0,2}(pads?|tampons?|cups?)\b[^.?!]{0,40}\b(every|each|an|a|per) (hour|hr)\b|\b(pads?|tampons?)\b[^.?!]{0,20}\b(every|each|an|per) (hour|hr)\b|\b(pads?|tampons?|cups?)\b[^.?!]{0,20}\bevery (\d{1,2}( ?(-|to) ?\d{1,2})?|half an?|twenty|thirty|forty|fifty) ?(min|mins|minutes)\b|\b(period|bleeding)\b[^.?!]{0,15}\b(insane|wont stop|won.?t stop|like a tap|pouring|gushing|flooding)\b/,
  ],
  bleeding_ongoing: [
    re(`血${gap(2)}一直(流|冒|渗)|一直(流血|出血|渗血|冒血)|(流|出)血${gap(2)}(不停|没停)|血还在(流|冒)`),
    /\bkeeps? (on )?bleeding\b|\bstill (bleeding|dripping|oozing)\b|\bkeeps? (dripping|oozing)\b|\bblood everywhere\b|\bwont stop bleeding\b/,
  ],
  /**
   * Tar said of something, and stools said anywhere in the message: with both, black stool. A comma splits
   * "3 loose stools today, black and shiny like asphalt" into clauses (blind triage round 41).
   */
  tar_like: [/(?!)/, /\blike (tar|asphalt|tarmac|bitumen|road tar)\b|\btar-?like\b|\btarry\b/],
  stool_said: [/(?!)/, /\b(stools?|poo|poos|poop|poops|bowel movements?|motions|feces|faeces)\b/],
  /** A benign cause the user names for black stool (NHS: iron tablets, bismuth, liquorice, blueberries). */
  benign_black: [
    /铁剂|补铁|铁片|吃(了)?铁(?!蛋白)|硫酸亚铁|速力菲|力蜚能|多糖铁|琥珀酸亚铁|黑芝麻|猪血|鸭血|蓝莓|桑葚|铋|得乐|德诺|活性炭|墨鱼|香蕉/,
    /\biron (tablets?|pills?|supplements?)\b|\btaking iron\b|\bon iron\b|\b(the|my|her|his) iron\b(?! (deficien\w*|levels?|stud\w*|counts?|tests?|stores?|is low|was low))|\b(started|starting|start|since|began|begun|after) (taking |on |the )?iron\b(?! (deficien\w*|levels?))|\biron\b[^.?!]{0,25}\b(makes?|made|making|turns?|turned|turning)\b[^.?!]{0,10}\b(stool|stools|poop|poo)\b|\bferrous\b|\bbananas?\b|\bpepto|\bbismuth\b|\bblueberr|\bliquorice\b|\blicorice\b|\bsquid ink\b|\bactivated charcoal\b/,
  ],
  /** Red urine after beetroot or dragon fruit (NHS "blood in urine": beetroot can colour urine). */
  benign_red: [
    /甜菜|火龙果|苋菜|红色素|食用色素|红丝绒/,
    /\bbeet(s|root)?\b|\bdragon ?fruit\b|\bred velvet\b|\bfood colou?ring\b|\bred dye\b/,
  ],

  // ---- pre-eclampsia (ACOG Practice Bulletin 222, 2020, severe features; NHS pre-eclampsia) ----
  headache: [
    re(
      `头痛|头疼|脑袋疼|脑壳(痛|疼)|偏头痛|头[^，。,.不没]{0,3}(痛|疼|胀)|(后脑勺?|脑袋|太阳穴|脑门)${gap(12)}(痛|疼)|(头|脑袋|后脑勺?)${gap(3)}(像|好像)${gap(8)}(痛|疼|炸|爆)`,
    ),
    /\bheadache|\bhead (is )?(pounding|throbbing|hurts|aches|splitting|exploding|killing (me|him|her))|\bmigraine\b|\bpain in (my|his|her|the) (head|skull|back of (my|his|her) head)\b|\b(grabbed|grabbing|clutching|clutched|holding|held) (his|her|my|their) head\b/,
  ],
  headache_severe: [
    re(
      `剧烈头痛|头痛欲裂|脑壳(痛|疼)得${gap(3)}(遭不住|受不了|要命|厉害)|头${gap(3)}(痛|疼)得${gap(3)}(厉害|受不了|要命|炸)|头${gap(2)}(要)?炸|头${gap(2)}(痛|疼)${gap(2)}(厉害|受不了|要命)|吃了${gap(4)}(药|布洛芬|扑热息痛)${gap(4)}(不管用|没用|不见好)`,
    ),
    /\b(severe|splitting|pounding|terrible|awful|excruciating|blinding|really bad|worst|throbbing) headache|\bhead (is )?(pounding|splitting|killing me)\b|\bheadache (wont|that wont|doesnt) go away\b/,
  ],
  vision: [
    re(
      `视物模糊|眼花|看${gap(3)}(模糊|不清|重影)|看东西${gap(3)}(模糊|不清|重影)|重影|双影|眼前${gap(3)}(发黑|冒金星|闪|黑点|星星|模糊)|视力${gap(2)}(模糊|下降)|眼睛${gap(3)}(花|模糊)|闪光|一闪一闪|冒金星|看东西${gap(4)}(闪|有光|光圈|亮点)|锯齿`,
    ),
    /\b(cannot|can not|cant|couldnt|could not) see (clearly|properly|straight|right)\b|\b(everything|things|it all)\b[^.?!]{0,12}\b(went|goes|going|gone|got|is|are|looks?|turned)\b[^.?!]{0,8}\b(blurr\w*|fuzzy|hazy)\b|\bsuddenly blurr\w*|\bblurr(y|ed) vision\b|\bvision (is |went |gets )?(blurr|fuzzy|spotty|double)|\b(vision|eyesight|sight)\b[^.?!]{0,15}\b(blurr\w*|fuzzy|spotty|sparkl\w*|flashing|wavy|dim|gone (weird|strange|funny))\b|\bseeing (spots|stars|flashing|flashes|double|sparkles|zig-?zags?|lights)\b|\bsee (spots|stars|flashing lights|flashes|sparkles)\b|\bflashing lights\b|\bsees? flashing\b|\blittle lights\b|\bspots in (my )?vision\b|\bdouble vision\b|\bzig-?zag (lines|lights)\b|\bsparkl(es|y lights)\b|\bflashes of light\b|\bshimmering\b/,
  ],
  swelling_face: [
    re(
      `(脸|面部|眼皮|眼睛|眼|嘴巴|嘴周|手(?!术|机|续|工)|手指)${gap(8)}(肿|浮肿|水肿|胖了一圈)|${ZH_SUDDEN}${gap(3)}肿|戒指${gap(4)}(戴不上|摘不下|卡|紧)`,
    ),
    /\b(face|hands?|fingers|eyelids|eyes)( and (face|hands?|feet|fingers))? (is |are |look |looks |got |have gotten |went |getting |are getting |is getting )?(so |really )?(puffy|swollen|swelling|puffed up|puffing up|swelling up|swelling shut|blowing up|ballooning)\b|\bpuffy (face|hands|eyes)\b|\bhinchad[oa]s?\b|\bswollen (face|hands|fingers|eyes)\b|\bsudden swelling\b|\b(face|lips|eyes|hands) (swelled|swelled up|swelling up|blew up|puffed up)\b|\brings? (dont|wont|do not|no longer|doesnt|dont even) fit\b/,
  ],
  ruq_pain: [
    re(
      `(?<!踢[得到]?(?:我|她|妈妈)?的?)(右上腹|上腹|胃口|肋骨下|心窝|右边肋骨|右侧肋骨|肋骨|剑突下)${gap(6)}(痛|疼)`,
    ),
    /\bpain (just )?(under|below) (my )?(right )?ribs\b|\bupper (right )?(abdominal|stomach|belly|tummy) pain\b|\bpain in (my )?upper (right )?(abdomen|belly|stomach|tummy)\b|\bpain (at|in) the top of (my )?(stomach|belly|tummy|abdomen)\b|\b(under|below) (my )?(right )?ribs\b[^.?!]{0,15}\b(pain|hurts?|aches?|sore)|\bepigastric\b|\bpit of (my )?stomach\b|\b(below|under|beneath) (my )?(breastbone|sternum)\b/,
  ],
  /**
   * A reading of 140/90 or more: in pregnancy beside a headache, the same-day maternity assessment (NICE NG133, 2019:
   * 140/90 or more with symptoms is referred the same day).
   */
  bp_raised: [
    /(血压|高压)[^，。,.]{0,4}(1[4-9]\d|2\d\d)\s?[/／]\s?\d{2,3}|(血压|高压)[^，。,.]{0,4}\d{2,3}\s?[/／]\s?(9\d|1\d\d)/,
    /\b(bp|blood pressure)\b[^.?!]{0,25}\b(1[4-9]\d|2\d\d) ?\/ ?\d{2,3}\b|\b(bp|blood pressure)\b[^.?!]{0,25}\b\d{2,3} ?\/ ?(9\d|1\d\d)\b/,
  ],
  bp_very_high: [
    /血压[^，。,.]{0,4}(1[6-9]\d|2\d\d)\s?[/／]\s?\d{2,3}|血压[^，。,.]{0,4}\d{2,3}\s?[/／]\s?(1[1-9]\d)/,
    /\b(bp|blood pressure)( is| was| reading)?( at)? (1[6-9]\d|2\d\d) ?\/ ?\d{2,3}\b|\b(bp|blood pressure)( is| was)? \d{2,3} ?\/ ?(1[1-9]\d)\b/,
  ],
  /** A pounding head: the MAOI crisis's headache in people's words. */
  head_pounding: [
    re(`头${gap(3)}(像要炸|要炸|快炸|炸开|嗡嗡|突突|砰砰|咚咚)|(脑袋|头)${gap(2)}(像)?(被)?(锤|敲)`),
    /\b(head|skull)( \w+){0,2} (started |is |was |keeps )?(banging|pounding|throbbing|thumping|exploding)\b|\b(banging|pounding|throbbing|thumping) (headache|head)\b/,
  ],
  /** A headache that painkillers do not touch (ACOG PB 222: new headache unresponsive to medication). */
  analgesic_fail: [
    // The medicine named first too: "医院开的曲马多吃了还是疼得受不了" (blind triage round 17, a sickle cell
    // crisis the prescribed painkiller does not control — NICE CG143).
    re(
      `(吃|用|服|打)了?${gap(4)}(药|止痛药|布洛芬|扑热息痛|泰诺|必理通|芬必得|对乙酰氨基酚|散利痛|曲马多|吗啡|羟考酮|奥施康定|可待因|止疼药)${gap(3)}(也|都|还是|仍然)?(不管用|没用|没效|没有用|不见好|不好|缓解不了|没缓解|压不住|不行|止不住)|` +
        `(止痛药|止疼药|布洛芬|扑热息痛|泰诺|芬必得|对乙酰氨基酚|曲马多|吗啡|羟考酮|奥施康定|可待因)${gap(2)}(吃|用|服|打)了?${gap(3)}(也|都|还是|仍然)(疼|痛)得?(受不了|要命|厉害|不行)`,
    ),
    /\b(tylenol|paracetamol|acetaminophen|painkillers?|pain killers?|pain meds|ibuprofen|advil|panadol|meds|medicine|pills|oxycodone|oxy|percocet|morphine|codeine|co-codamol|tramadol|opioids?)\b[^.?!]{0,25}\b(doesnt|didnt|isnt|wont|arent|not|no|never) (help|helping|work|working|touch|touching|do anything|doing anything|make (a|any) difference|shift it)\b|\b(tylenol|paracetamol|acetaminophen|painkillers?|pain meds|ibuprofen|advil|meds|medicine|pills|oxycodone|oxy|percocet|morphine|codeine|co-codamol|tramadol|opioids?)\b[^.?!]{0,12}\b(is |are |s )?(doing|does|did) (absolutely )?nothing\b|\beven (with|after) (taking )?(tylenol|paracetamol|painkillers?|ibuprofen|advil|panadol|meds|medicine)\b|\bnothing (helps|works|is helping|touches it)\b/,
  ],

  // ---- bleeding in pregnancy (NICE NG126 Ectopic pregnancy and miscarriage, 2019, updated 2023;
  // RCOG Green-top 63 Antepartum haemorrhage, 2011) ----
  vaginal_bleed: [
    re(
      `(?<![龈鼻牙门口伤])(出血|流血)|阴道${gap(3)}(出血|流血)|下(面|身|体)${gap(8)}血|见红|内裤${gap(4)}血|(大量|很多|好多)${gap(2)}(出血|流血)|大出血|出血${gap(3)}(很多|量大|像来月经|不止)|流产|(出|流)了?[^，。,.!?；;不没鼻龈牙口伤]{0,6}(鲜)?血(?![压糖脂型液管检常])|血块`,
    ),
    /\bvaginal(ly)? bleed\w*|\bbleeding (from|down there)\b|\b(?<!gums? |nose ?)bleed(ing)?\b(?! gums| from (my |the )?(gums|nose))|\bspotting\b|\b(passing|passed|pass) (some |big |large |huge |massive )?(blood )?clots\b|\bmiscarr\w*|\bblood (is |has been |keeps )?(coming|pouring|gushing|running|trickling|dripping|flowing) (out|down|from me)\b|\bblood\b[^.?!]{0,10}\b(pour\w*|gush\w*|flood\w*|came out|coming out)\b|\b(blood|bleeding)\b[^.?!]{0,25}\bdown there\b|\bdown there\b[^.?!]{0,20}\bblood\b|\bclots (the size of|as big as|like)\b|\bblood (in|on) (my )?(underwear|pants|knickers|panties|pad|sheets)\b|\b(soaked|soaking) (with|in|through with) blood\b|\bbright red blood\b/,
  ],
  heavy_bleed: [
    re(
      `大出血|出血${gap(3)}(很多|好多|量大|不止|止不住)|(大量|很多|好多|一大摊|一大滩|不少)${gap(5)}(出血|流血|血)|血块|湿透${gap(3)}(卫生巾|护垫)|血${gap(4)}(止不住|流个不停|哗哗)`,
    ),
    /\bheavy bleeding\b|\bbleeding (heavily|a lot)\b|\b(sangrando|sangrado) (mucho|bastante)\b|\bmucha sangre\b|\b(lots|a lot|loads|tons) of (\w+ ){0,2}blood\b|\bsoak\w* (through )?(a |my |\d+ )?pads?\b|\b(passing|passed) (some |big |large |huge |massive )?(blood )?clots\b|\b(big|large|huge|massive|golf ?ball|plum|lemon|egg)[- ]?(sized )?clots\b|\bclots (the size of|as big as)\b|\bgushing\b|\bpouring out\b|\b(?<!blood )clots\b(?! in (my|his|her|the|your) (legs?|lungs?|calf|calves|brain|veins?))|\b(passing|passed|pass) (some |big |large )?(lumps|chunks|tissue)\b|\b(bleeding|bled|soaked|soaking)( through)? (my |the )?(jeans|pants|trousers|clothes|underwear|knickers|sheets|bed|mattress|towels?|leggings|wrapper|skirt|cloth|dress)\b|\bpads?\b[^.?!]{0,15}\b(full|filled|soaked|soaking)\b|\b(filled|soaked|soaking|went through|going through) (up )?(a |my |\d+ |two |three )?pads?\b|\b(soaked|soaking)\b[^.?!]{0,20}\bblood\b/,
  ],
  shoulder_tip: [re(`肩膀${gap(2)}(痛|疼)|肩尖`), /\bshoulder[- ]tip pain\b|\bshoulder pain\b/],
  /**
   * A belly that is board-hard: in pregnancy a placental abruption (RCOG GTG 63), otherwise peritonitis
   * (NICE CKS "Acute abdomen"). Bloating, a full stomach or an abs workout explain it (`benign_belly`).
   */
  /** The whole body or the limbs gone stiff and rigid ("全身僵硬", "stiff as a board") — not a stiff neck alone. */
  body_rigid: [
    /全身(都)?(僵硬|发硬|硬邦邦|硬梆梆|僵直|发僵)|浑身(都)?(僵硬|发硬|硬邦邦|硬梆梆|僵直|发僵)|(身体|四肢|胳膊腿|手脚)(都)?(僵硬|发硬|僵直)|肌肉(都)?(僵硬|发硬|硬邦邦)/,
    /\b(stiff|rigid) as a (board|plank)\b|\b(his|her|my|their) (whole )?(body|muscles|arms and legs|limbs)\b[^.?!]{0,20}\b(rigid|stiff|locked)\b|\b(rigid|stiff) (all over|muscles|limbs|body)\b|\blead.?pipe\b|\bmuscle rigidity\b/,
  ],
  rigid_belly: [
    re(
      `(肚子|肚皮|腹部|小腹|肚)${gap(4)}(硬邦邦|硬得像|发硬|变硬|很硬|好硬|板状|像石头|像木板|绷得紧紧|紧绷)|板状腹`,
    ),
    /\b(stomach|belly|tummy|abdomen|bump|uterus|womb)\b[^.?!]{0,15}\b(rock[- ]hard|hard as (a )?(rock|board|stone|brick)|board[- ]like|rigid|hard and (tight|tense|painful)|tight and hard|like a rock|wont relax)\b|\brigid (belly|stomach|abdomen)\b/,
  ],
  benign_belly: [
    /胀气|便秘|吃撑|吃多了|吃太饱|腹肌|卷腹|仰卧起坐|平板支撑/,
    /\bbloat\w*|\bgassy\b|\bconstipat\w*|\bate too much\b|\b(abs|six[- ]?pack|core workout|crunches|sit-?ups|planks?)\b/,
  ],

  // ---- anaphylaxis (WAO anaphylaxis guidance 2020) ----
  throat_swelling: [
    re(
      `(喉咙|嗓子|喉头|嗓子眼)${gap(5)}(肿|发紧|紧|堵|收缩|闭)|喉头水肿|舌头${gap(3)}(肿|发麻变大|变大|变厚|大了|发厚)|嘴唇${gap(6)}肿|脸${gap(2)}肿${gap(4)}(喘|呼吸)`,
    ),
    /\bthroat\b[^.?!]{0,25}\b(tight|tightening|closing|closes|swelling|swollen|swelled)\b|\bthroat\b[^.?!]{0,20}\b(closing|swelling shut)\b|\bswollen (throat|tongue|lips?)\b|\b(tongue|lips?) (is |are )?(swelling|swollen)\b|\btongue\b[^.?!]{0,10}\b(thick|big|heavy|fat|huge|too big)\b|\bthick tongue\b/,
  ],
  /**
   * Cannot swallow: with an allergen or swelling it is anaphylaxis; on insulin with sweating or
   * drowsiness it is a severe hypo (decision, issue 15 §1 blind round 2: hypoglycaemia first).
   */
  cant_swallow: [
    re(`咽不下|吞不下|吞咽困难|咽不下去|喂${gap(4)}(咽不下|吞不下|喂不进)`),
    /\b(cant|cannot|unable to|hard to|trouble|difficulty|struggling to|wont) (swallow|swallowing)\b|\bcant (get|keep) (anything|food|it|the juice|juice) down\b|\bcant get (him|her|them) to (drink|eat|swallow)\b/,
  ],
  anaphylaxis_word: [
    /过敏性休克|严重过敏反应|(用|打|扎|注射|该不该用|要不要用)[^，。,.]{0,4}肾上腺素/,
    /\banaphyla|\bsevere allergic reaction\b|\b(use|used|using|give|gave|giving|jab\w*|stab\w*|inject\w*|need(ed|s)?)\b[^.?!]{0,15}\bepi-?pen\b|\bepi-?pen\b[^.?!]{0,10}\b(in|into) (his|her|my|the) (leg|thigh)\b|\bgoing into (allergic )?shock\b/,
  ],
  /**
   * An adrenaline (epinephrine) pen already used — EpiPen, Auvi-Q, Jext, Emerade, Anapen, neffy, 肾上腺素笔:
   * the emergency department now even if better (biphasic reactions), a second dose after 5 minutes if no
   * better (NIAID 2010; Resuscitation Council UK 2021; EAACI 2021; fourteenth clinician review, en P4 #2:
   * "ok I used my epi pen, do I still need to go anywhere? I feel a bit better" got "no reliable rule").
   */
  epinephrine_used: [
    re(
      `(用了|用过|打了|打过|扎了|扎过|注射了|推了|刚用|刚打|刚扎|已经用|已经打|已经扎)${gap(6)}(肾上腺素|epi-?pen|epi pen|auvi-?q)|(肾上腺素(笔|针|自动注射笔?)?|epi-?pen|epi pen|auvi-?q)${gap(4)}(用了|打了|扎了|注射了|已经用|已经打|用过了|打过了)`,
    ),
    /(?<!\b(never|not|havent|hasnt|didnt|dont|wont|if i|if we|should i|should we|do i|do we|to) )\b(used|gave|given|injected|jabbed|stabbed|administered|did|took|had to use|have used|just used|needed to use)\b[^.?!]{0,20}\b(epi-?pens?|epi pens?|auvi-?q|adrenaline (pens?|auto-?injectors?|shots?|injections?|jabs?)|epinephrine( (pens?|auto-?injectors?|shots?|injections?))?|adrenaline|jext|emerade|anapen|neffy)\b|\b(epi-?pens?|epi pens?|auvi-?q|adrenaline pens?|epinephrine pens?)\b[^.?!]{0,12}\b(used|went in|is done|was used|has been used)\b|\bafter (using|the|my|his|her) (epi-?pen|epi pen|auvi-?q|adrenaline|epinephrine)\b/,
  ],
  skin_allergy: [
    re(
      `荨麻疹|风团|起疹子|全身${gap(3)}(痒|红|疹)|起了${gap(3)}(疹|包)|(全身|浑身|身上|脸上)${gap(4)}(红疙瘩|疙瘩|红点|红斑|风疹|包|疹子)|起${gap(3)}(红疙瘩|疙瘩|风团)`,
    ),
    /\bhives\b|\bwelts\b|\b(itchy|red) rash all over\b|\bbroke out in\b|\b(rash|bumps|welts|blotches)\b[^.?!]{0,15}\ball over\b/,
  ],
  cough: [
    /咳嗽|咳个不停|一直咳|咳得|呛咳|(还|又|不停|老是|老|总|就)咳(?!血|出)/,
    /\bcough(ing|s|ed)?\b(?! (up )?blood)/,
  ],
  hoarse: [
    re(`声音${gap(2)}(嘶哑|哑了|变了)|嗓子哑`),
    /\bhoarse\b|\bvoice (is |sounds )?(changing|different|croaky|raspy)\b/,
  ],
  /** Hay fever and other chronic allergy that explains puffy eyes and a cough. */
  benign_allergy: [
    /花粉|鼻炎|尘螨|换季|季节性/,
    /\bhay ?fever\b|\bpollen\b|\bseasonal\b|\brhinitis\b|\bdust mites?\b/,
  ],
  allergen: [
    /过敏|花生|坚果|海鲜|虾|蜂蜇|被蜂|蜇|蛰|马蜂|青霉素/,
    /\ballerg|\bpeanut|\btree nut|\bnuts?\b|\bshellfish\b|\bshrimp\b|\bbee sting|\bstung\b|\bwasp\b|\bhornet\b|\bpenicillin\b/,
  ],
  dizzy: [
    /头晕|眩晕|天旋地转|要晕|快晕|晕乎/,
    /\bdizzy\b|\blightheaded\b|\blight-headed\b|\bfeel (like )?(i(m| am) (going to|gonna) )?faint\b/,
  ],

  // ---- hypoglycaemia (ADA Standards of Care 2025, §6: level 3 = altered mental/physical state) ----
  hypo_word: [
    /低血糖|血糖[^，。,.]{0,3}(低|掉)|血糖[^，。,.]{0,4}(1\.\d|2\.\d|[0-2](\s?mmol))/,
    /\bhypo(glyc[a-z]*)?\b|\b(blood )?sugar (is |went |dropped |crashed |is really |so )?(low|crash|drop)|\blow (blood )?sugar\b|\b(sugar|glucose|bg)( is| was| reading)?( at)? ([1-4]\d|5[0-3])( ?mg)?\b|\b(sugar|glucose|bg)( is| was)?( at)? [12]\.\d\b/,
  ],
  shaky: [
    re(`手[^，。,.不没]{0,3}抖|发抖|哆嗦|颤抖|心慌手抖|(浑身|全身|身体|手脚)${gap(2)}(抖|颤)|打(冷)?颤`),
    /\bshak(y|ing)\b|\btrembl|\bjittery\b|\btremor|\bshiver\w*|\bshudder\w*|\b(big|bad|coarse|huge|awful) shake\b|\bhands? (have|has|got) (a|this) (\w+ ){0,2}shake\b/,
  ],
  /** A tremor told as slight ("手有点抖", "hands tremble a bit"). */
  shaky_mild: [
    re(
      `(有点|有些|一点点?|稍微|轻微|微微|略微)(手)?(抖|发抖|颤|哆嗦)|手(会)?(有点|有些|稍微|微微|一点点?)(抖|发抖|颤)`,
    ),
    /\b(a (bit|little)|slightly|kinda|kind of|mildly|little bit) (shaky|trembly|trembl\w*|jittery|wobbly)\b|\b(trembl\w*|shak\w*|jitter\w*) a (bit|little|tiny bit)\b/,
  ],
  // Shaking chills with a fever are rigors — an infection's sign, not a tremor (twenty-eighth clinician review,
  // en M3: "a temp of 101.3 and shaking chills, my white count was low" on citalopram was serotonin syndrome).
  rigors: [
    /寒战|打寒颤|打冷颤|发冷[^，。,.]{0,4}(抖|颤)|冷得(发抖|直抖|打颤)/,
    /\bshaking chills\b|\bchills\b|\brigou?rs\b|\bshivering\b|\bshivers\b|\bcan'?t stop shivering\b/,
  ],
  confused: [
    re(
      `意识模糊|脑子(好|很|特别)?乱|脑子一团浆糊|昏昏沉沉|叫不太?醒|叫不应|醒不过来|糊涂|颠三倒四|认不出|胡言乱语|答非所问|神志不清|迷糊|反应迟钝|说胡话|认不出人|叫不醒|不认人|叫${gap(3)}只(会)?(哼|嗯|哼哼)|只会哼哼`,
    ),
    /\bconfus(?!ing\b)|\bdisorient|\bnot making (any )?sense\b|\b(talks|talking|speaking|saying) (nonsense|gibberish)\b|\bcant think straight\b|\bincoherent\b|\bwont wake up\b|\bcant wake (him|her|them)\b|\bonly (moans|groans|grunts|mumbles)\b/,
  ],

  // ---- hyperkalaemia (KDIGO 2020 Controversies Conference on potassium; NHS high potassium) ----
  palpitations: [
    re(
      `心慌|心荒|心悸|心跳${gap(4)}(乱|快|不规律|不齐|漏|停|怪|慢)|心律不齐|心脏${gap(3)}(乱跳|漏跳|停跳|跳得)|心动过速|(心里|心口|心脏)${gap(2)}(一抖一抖|扑通扑通乱|突突乱)|像漏跳|漏跳了?一拍|(漏|停)(了)?一拍|漏拍|停跳|早搏|(?<!(运动|跑步|锻炼|训练|最大|目标|爬山|跳绳)[^，。,.]{0,4})心率${gap(3)}(1[2-9]\\d|2\\d\\d)`,
    ),
    /\bpalpitat|\bheart (is )?(racing|pounding|fluttering|skipping|skips)|\birregular heart ?beat|\bheart\b[^.?!]{0,15}\birregular|\bheartbeat (is |feels )?(irregular|weird|off|slow|funny|fast)\b|\bskipped beats?\b|\bfast heart ?(beat|rate)?\b|\bracing heart\b|\bheart rate (is |of )?(high|fast|1\d\d)\b|\b(?<!(max|target|peak|running|workout|training) )(hr|pulse|heart ?rate)\b[^.?!]{0,8}\b(1[2-9]\d|2\d\d)\b(?! (on|during|while|when) (my |the |a )?(run|runs|workout|ride|spin|hike|treadmill|exercise))|\btachycard|\bheart\b[^.?!]{0,15}\b(flip ?flops?|flips|flipping|somersaults?)\b/,
  ],
  /**
   * Potassium taken in: salt substitutes (lite salt, 低钠盐 — potassium chloride) and potassium pills
   * (KDIGO 2020 potassium conference: with a potassium-sparing medicine they raise potassium).
   */
  k_intake: [
    /低钠盐|代盐|代用盐|补钾|氯化钾|钾片|钾补充|枸橼酸钾|钾盐/,
    /\b(lo-?salt|lite salt|light salt|low[- ]sodium salt|salt substitutes?|nu-?salt|nosalt|potassium (chloride|citrate|supplements?|pills?|tablets?)|k-?dur|klor-?con)\b/,
  ],
  /** Medicines that keep potassium in (spironolactone and the like, ACE inhibitors, ARBs; their labels). */
  k_sparing: [
    /螺内酯|安体舒通|依普利酮|阿米洛利|氨苯蝶啶|普利|沙坦|他克莫司|环孢素|复方新诺明|ace抑制剂|血管紧张素/,
    /\b(spironolactone|aldactone|spiro|eplerenone|inspra|amiloride|triamterene|\w+pril|\w+sartan|tacrolimus|prograf|ciclosporin|cyclosporine|trimethoprim|bactrim|acei|ace inhibitors?|arbs?)\b/,
  ],
  /** Pins and needles (paraesthesia), a sign of a high potassium (NHS "High potassium"). */
  tingling: [
    re(
      `(手|脚|手脚|嘴|嘴巴|嘴唇|舌头|脸|四肢)${gap(3)}(发麻|麻木|麻麻|针扎|刺痛)|(嘴巴|嘴唇|舌头|手脚)(也|都|有点|好)?麻(?!辣|酱|婆|烦|将)|(发麻|麻木)${gap(2)}(手|脚|手脚)`,
    ),
    /\bpins and needles\b|\btingl\w*|\b(hands|feet|fingers|lips|face) (are |feel |feels |going |gone )?numb\b/,
  ],
  weakness: [
    re(
      `(浑身|全身|四肢|手脚|腿|两条腿|肌肉)${gap(2)}(无力|发软|没力气|软)|瘫软|抬不起${gap(2)}(腿|胳膊|手)|站不起来`,
    ),
    /\bmuscle weakness\b|\b(muscles|legs|arms|limbs|body) (are |feel |feels |is )?(so |really |very )?(weak|heavy|like jelly)\b|\bcant (stand up|lift my (arms|legs))\b|\bweak all over\b|\bfeel(s|ing)? (so |really |very )?weak\b/,
  ],
  // A potassium at or over the critical limit the report review uses (6.2 mmol/L, Kost 1990;
  // knowledge/lab-check-limits.ts): urgent alone. Fiftieth clinician review, en M14: "my dialysis nurse said my
  // potassium was 6.1 again. what foods are the worst?" with no symptoms was sent to 911 — a known 6.0–6.4 is
  // moderate, for the renal unit today (UK Kidney Association hyperkalaemia guideline 2023).
  k_high: [
    /血钾[^，。,.]{0,4}(6\.[2-9]|[7-9](\.\d)?)\b|钾[^，。,.]{0,2}(6\.[2-9]|[7-9]\.\d)/,
    /\bpotassium( level)?( is| was| of| at)? (6\.[2-9]|[7-9](\.\d)?)\b|\bpotassium\b[^?!]{0,20}?\b(came back|result|reading|level)[^?!]{0,10}?(?<![\d.])(6\.[2-9]|[7-9](\.\d)?)\b(?!\.\d| ?(mg|g|%))|\bk\+? ?(is |of |at )?(6\.[2-9]|[7-9]\.\d)\b/,
  ],
  /** A potassium of 5.5 to 6.1 typed: urgent with signs of its own (weakness, palpitations, tingling). */
  k_raised: [
    /血钾[^，。,.]{0,4}(5\.[5-9]|6(\.[01])?)(?![\d.])|钾[^，。,.]{0,2}(5\.[5-9]|6\.[01])(?![\d.])/,
    /\bpotassium( level)?( is| was| of| at)? (5\.[5-9]|6(\.[01])?)(?![\d.])|\bpotassium\b[^?!]{0,20}?\b(came back|result|reading|level)[^?!]{0,10}?(?<![\d.])(5\.[5-9]|6(\.[01])?)(?![\d.])(?! ?(mg|g|%))|\bk\+? ?(is |of |at )?(5\.[5-9]|6\.[01])(?![\d.])/,
  ],

  // ---- muscle breakdown / rhabdomyolysis (statin labels §5.1; MSD Manual "Rhabdomyolysis") ----
  dark_urine: [
    re(
      `(尿|小便|尿液)${gap(6)}((酱油|浓茶|可乐|咖啡|茶|深褐|褐|棕|红褐)色|发黑|很黑|很深|变深|发红)|(尿|小便|尿液)的?(色|颜色)?${gap(4)}(像|似|如)${gap(2)}(酱油|浓茶|可乐|红茶)|(尿|小便|尿液)的?(色|颜色)?${gap(4)}(跟|和|同)${gap(2)}(酱油|浓茶|可乐|红茶|咖啡)(似的|一样|一个色|差不多)|(酱油|浓茶|可乐|茶)色的?(尿|小便)`,
    ),
    /\b(urine|pee|wee)\b[^.?!]{0,20}\b(dark|brown|cola|tea|coke|black|reddish)\b|\b(dark|brown|cola|tea|coke)[- ]colou?red (urine|pee)\b|\b(dark|brown) (urine|pee)\b|\b(pissed|peed|pee|piss|wee|weed)\b[^.?!]{0,25}\b(like|looked like|looks like|the colou?r of) (coke|cola|tea|coffee|soy sauce|motor oil)\b/,
  ],
  muscle_pain: [
    re(
      `肌肉${gap(4)}(痛|疼|酸痛)|(浑身|全身|四肢|腿|胳膊)${gap(3)}(酸痛|疼|痛)|肌痛|(大腿|小腿|胳膊|手臂|肌肉|腿|二头肌)${gap(3)}(肿|硬|伸不直|直不起|蹲不下|抬不起)|(伸不直|蹲不下|抬不起)${gap(2)}(胳膊|手臂|腿)`,
    ),
    /\bmuscles?\b[^.?!]{0,20}\b(ache|aches|aching|pain|painful|sore|hurt|hurts|hurting|cramps?)\b|\b(legs?|arms?|thighs?|calves|body|quads|biceps|hamstrings|glutes)\b[^.?!]{0,25}\b(ache|aches|aching|hurts?|hurting|sore|painful|swollen|rock[- ]hard|hard as|so tight)\b|\bmyalgia\b|\bsore muscles\b|\baching all over\b|\bweak\b[^.?!]{0,20}\b(barely|hardly|cant|cannot) (stand|walk)\b|\bcant (straighten|bend|lift|move|raise|extend) (my |his |her )?(arms?|legs?|elbows?|knees?)\b/,
  ],

  // ---- suicidal thoughts (988 Lifeline; WHO LIVE LIFE 2021; Columbia C-SSRS screener 2016) ----
  suicidal: [
    re(
      [
        '自杀(?!式)|不想(再)?活(?!得|成)|想解脱|(攒|准备|存)了[^，。,.]{0,8}安眠药|安眠药[^，。,.]{0,8}(吃掉|全吃|一起吃)|(?<!不(喝|吃|玩|刷|买|看|睡|追|打)[^，。,.]{0,6})活不下去|活着没(有|什么|啥|甚么)?意思|活着[^，。,.]{0,3}没意义|轻生|结束(自己的?)?(生命|一切)|了结(自己|生命)|一了百了',
        '(从|在)[^，。,.]{0,4}(楼|桥|天台|顶)[^，。,.]{0,4}跳下去|跳河|卧轨|怎么死|怎样死|想去死|结束这一切|(真的|实在)撑不下去|遗书|遗言|(我是|我就是|我只是)[^，。,.]{0,2}累赘',
        '没有我[^，。,.]{0,6}(更好|会好)|大家[^，。,.]{0,4}会更好|想死(?!你|您|他|她|了你|我了|的心)|去死算了|不如死了|死了算了|割腕|跳楼(?!价|甩卖|大甩卖)|寻死|自残|伤害自己|不想醒来|离开这个世界',
        // indirect: "if I died everyone would be relieved", "nobody would care if I went"
        `我(要是|如果)?死了${gap(8)}(轻松|解脱|更好|好过|省心|不用)`,
        `我(要是|如果)?(走了|不在了|消失了)${gap(6)}(没人|没有人|不会有人|都会|会更好|轻松|在乎|解脱)`,
        // "我早点走大家都轻松" (an old woman to her carer, blind triage round 30)
        `(早点|早些|早一点|早日)(走|死|去)(了)?${gap(6)}(轻松|解脱|省心|好过|省事|清净|不受罪)`,
        `(不想|不愿|没法|没力气|没办法)再?(撑|熬)(下去)?了?`,
        `活着${gap(2)}(好累|太累|真累|很累|痛苦|没劲|煎熬|受罪)`,
        `(?<![不没别])(想|要|打算|准备)${gap(4)}(跳楼(?!价)|跳河|跳桥|上吊|烧炭|割腕|卧轨|喝农药|吃安眠药)`,
        // charcoal for heating is carbon monoxide (poisoning), not a stated method
        '(?<![往向眼])上吊|烧炭(?!取暖)',
        // a wish not to wake tomorrow (C-SSRS item 1, wish to be dead; round 10)
        `希望${gap(4)}(别|不要|不会|不用|不再)再?醒(来|过来)?|(明天|明早)${gap(2)}(别|不要)再?醒`,
        // "不如消失算了", farewell letters named as such
        '不如(消失|死|走)(了|掉)?算了|告别信|绝笔|诀别信',
        // standing where people jump, looking down (WHO LIVE LIFE 2021: means and place now)
        `(站在|坐在|在)${gap(4)}(楼顶|天台|桥上|桥边|江边|河边|窗台|窗边|阳台边|护栏外)${gap(12)}(往下看|看着(下面|江水|河水|水|车|马路))`,
      ].join('|'),
    ),
    re(
      [
        '\\b(on|at) (the |a )?([\\w ]{0,15} )?(bridge|overpass|roof|rooftop|ledge|cliff|edge)\\b[^.?!]{0,40}\\b(looking|lookin|staring|stare) (down|at the (water|cars|traffic|tracks|ground|river))',
        '\\b(take|takes|taking|took|swallow\\w*) all (\\d{2,}|[a-z]+ty) of (my|his|her|their|the)\\b',
        '\\b(texted|messaged|wrote|called|told) (me )?[^.?!]{0,30}\\b(saying goodbye|to say goodbye|goodbye)\\b[^.?!]{0,40}\\b(door|not answering|wont answer|locked)\\b',
        '\\bsuicid|\\bkill(ing|ed|s)? (my|him|her|them)sel(f|ves)\\b|\\b(want|wants|wanted|wanting|trying|tried|try|going|gonna|threaten\\w*|thinking (about|of)|thought about|talk\\w* about|plan\\w*|urge to)\\b[^.?!]{0,12}\\bend\\w* (my|him|her|them)sel(f|ves)\\b',
        '\\b(want to|wanna|going to|gonna|thinking (of|about)|feel like|plan to|ready to) end(ing)? (it|it all|my life|things|everything)\\b|\\bend(ing)? (it all|my life)\\b|\\bending it\\b',
        '\\b(dont|do not) (really |even )?care (if|whether) i (wake(?: up)?(?! ?(?:up ?)?(at|early|late|before|after|by|in|on|to|with|for|from|\\d))|live|die|make it|survive)\\b|\\bhope i (dont|never) wake up\\b(?! (at|early|late|before|after|by|in|on|to|with|for|from|\\d))|\\bdont want to (live(?! (on|off|with|in|like|without|near|there)\\b)|be alive|be here|exist|wake up)\\b|\\bwant to die\\b|\\bwanna die\\b|\\b(he|she|they|hes|shes|theyre) (just |really |only |still |now )?(wants?|wanted|wanting|wanna) to die\\b|\\b(he|she|they) (doesnt|does not|dont|do not) (really |even )?want to (live(?! (on|off|with|in|like|without|near|there)\\b)|be alive|wake up)\\b|\\bbetter off dead\\b|\\bno reason to live\\b|\\bnot worth living\\b|\\btake my (own )?life\\b',
        '\\bself[- ]?harm\\b|\\bunalive\\b|\\b(wanna|want to|gonna|going to|about to|gna|finna|i will|ill|i might|really) kms\\b|\\bwish i (was|were) dead\\b|\\bdisappear forever\\b|\\bdisappear and never\\b',
        // a way to "sleep forever" asked for, or not waking up meant "for real" (blind triage round 58, en; the
        // tired "I could sleep forever" is no such wish)
        '\\b(helps?|make|makes|let|lets) (u|you|me|someone|a person) (to )?sleep forever\\b|\\b(want|wanna|wish i could|just want) to sleep forever\\b|\\bsleep forever and (not|never)\\b|\\b(to|i|and|like) (actually|really|for real|literally) (not|never) wake up\\b(?! (for|in time|early|on time|at night|during|when|till|until)\\b)',
        '\\bwant (it|this|everything) (all )?to (be over|stop|end)\\b|\\b((dont|do not|cant|no longer) see )?(the |any )?point (in|of) (living|life|going on)\\b|\\b(just|might|will|gonna|going to) (just )?end it\\b|\\bnever wake up\\b|\\bto end (it|it all|my life|things)\\b',
        // goodbye letters or notes (C-SSRS preparatory behaviour), not a goodbye to a team or a class
        '\\b(goodbye|farewell) (letters?|notes?|messages?|videos?)\\b(?![^.?!]{0,25}\\b(team|colleagues?|co-?workers|class|students|job|company|office|work|boss|clients?)\\b)|\\bsaid (my )?goodbyes? to (everyone|my family|my kids|them all)\\b',
        '\\bnobody would (miss|care)\\b|\\b(everyone|they|people|my family) would be better off without me\\b|\\bif i (was|were) gone\\b|\\bsuicide note\\b',
        // method-specific intent: "I keep thinking about jumping off the bridge"
        '\\b(think\\w*|want\\w*|going|gonna|plan\\w*|urge|tempted|thought)\\b[^.?!]{0,25}\\b(jump\\w* (off|from) (a |the |that |this |my )?(\\w+ )?(bridge|building|roof|cliff|balcony|tower|ledge|window|overpass)|jump\\w* in front of|step\\w* in front of|hang\\w* (my|him|her)self|overdos\\w*\\b(?!' +
          ON_A_TREAT +
          ')|slit\\w* (my|his|her) wrists?|drown\\w* (my|him|her)self)',
      ].join('|'),
    ),
  ],
  /**
   * Thoughts or urges of harming one's own baby or child, said in the first person (ACOG Committee
   * Opinion 757, 2018; NICE CG192, 2014/2020). "Will this medicine hurt my baby?" names no such thought.
   */
  harm_baby: [
    re(
      [
        `(?<![不没别])(想|总想|老想|一直想|控制不住${gap(2)}想|忍不住${gap(2)}想|有${gap(2)}冲动|害怕自己会|怕自己会|担心自己会|脑子里${gap(6)}(念头|画面|想法)|冒出${gap(4)}念头)${gap(8)}(伤害|掐|摔|闷|捂|弄死|掐死|摔死|闷死|打死|杀|扔|淹)${gap(6)}(宝宝|孩子|婴儿|小孩|娃|女儿|儿子|闺女|新生儿)`,
        `(?<![不没别])(想|总想|老想|忍不住${gap(2)}想|控制不住${gap(2)}想|害怕自己会|怕自己会)${gap(4)}把(宝宝|孩子|婴儿|小孩|娃|女儿|儿子|闺女)${gap(6)}(扔|摔|掐|闷|捂|淹|丢)`,
        `(想|要|打算)${gap(2)}(带着|抱着|和|跟)(宝宝|孩子|娃)${gap(4)}(一起死|一起走|一起跳|同归于尽)`,
        `(我|自己)(和|跟)(肚子里|宝宝|孩子|娃)${gap(6)}一起(没了|死了|走了|消失)`,
        `(伤害|掐|摔|闷|捂|弄死|掐死|摔死|闷死|打死|杀|扔|淹)${gap(2)}(宝宝|孩子|婴儿|小孩|娃|女儿|儿子|闺女|新生儿)${gap(3)}(的)?(念头|冲动|想法|画面)`,
      ].join('|'),
    ),
    /\b(thoughts? (of|about)|thinking (of|about)|urges? to|want(ed)? to|wanting to|feel like|tempted to|(scared|afraid|terrified|worried) (that )?i (will|might|could|ll|d)|keep (imagining|picturing|thinking about|seeing myself)|images? of (me )?)\b[^.?!]{0,20}\b(hurt\w*|harm\w*|kill\w*|shak\w*|smother\w*|drown\w*|suffocat\w*|throw\w*|strangl\w*|hit\w*)\b[^.?!]{0,12}\b(my |the |our )?(baby|babies|newborn|infant|child|children|kids?|son|daughter|twins)\b|\btak(e|ing) (my |the )?(baby|kids?|children) with me\b|\b(thoughts?|urges?|images?) of (stabbing|cutting|hurting|punching|hitting) (my (own )?)?(belly|bump|stomach)\b/,
  ],
  /** The same thoughts told of "him" or "her": a crisis only when the message is about a baby. */
  harm_pronoun: [
    // "抱宝宝的时候会突然想捂住她的口鼻" (blind triage round 31, development data once reported): the first
    // alternative.
    re(
      `(?<![不没别])(突然|忽然|会|总|老|一直|又)?想${gap(2)}(捂住|掐住|闷住|捂|掐|闷)(他|她)${gap(2)}(的)?(口鼻|嘴|鼻子|脖子)|(?<![不没别])(总想|老想|控制不住${gap(2)}想|忍不住${gap(2)}想|害怕自己会|怕自己会)${gap(4)}(把)?(他|她)${gap(4)}(掐死|摔死|闷死|弄死|淹死|扔下去|摔下去)|(想过|想到|想象|老想|总想|一直想|会想|在想)${gap(2)}(要是|如果|万一)${gap(2)}(我)?把(他|她)${gap(4)}(扔|摔|掐|闷|捂|淹|丢)${gap(6)}(会怎样|会怎么样|会不会)|(想过|想到|想象|老想|总想|一直想|会想|在想)${gap(2)}(要是|如果|万一)${gap(4)}(捂住|掐住|闷住|捂|掐|闷|摔|扔)${gap(4)}(他|她)${gap(6)}(会怎样|会怎么样|会不会|口鼻|脖子)|万一我${gap(4)}把(他|她)${gap(6)}(扔|摔|掐|闷|捂|淹|丢|松手)|我会不会${gap(2)}(故意|忍不住|控制不住)${gap(2)}(松手|摔|扔|掐|闷|捂|丢)|(?<![不没别唔])想(将|把)(佢|他|她|bb|BB|宝宝|个bb|个BB|bb女|bb仔|个仔|个女)${gap(4)}(焗死|焗住|闷死|捂死|掐死|摔死|淹死|弄死|扔落|掟落)`,
    ),
    /\b(thoughts? (of|about)|urges? to|(scared|afraid|terrified) (that )?i (will|might|could|ll|d)|keep (imagining|picturing|thinking about|seeing myself))\b[^.?!]{0,20}\b(hurt\w*|harm\w*|kill\w*|shak\w*|smother\w*|drown\w*|suffocat\w*|throw\w*|strangl\w*)\b (him|her|them)\b|\bwhat if i (just )?(let go of|drop\w*|throw\w*|push\w*|smother\w*|drown\w*|shake|shook) (him|her|them|the baby|my baby)\b|\bi (shake|shook|shaking|ve shaken|have shaken) (him|her|them|the baby|my baby) (too )?(hard|roughly|violently)\b/,
  ],
  /**
   * Voices heard telling the person to die or to harm: command hallucinations, a psychiatric emergency
   * (NICE CG192: signs of postpartum psychosis need urgent assessment; NICE CG178 psychosis, 2014;
   * blind triage round 22, "怀孕32周 最近老听到有声音叫我去死").
   */
  command_voices: [
    re(
      `(听到|听见|听得到|有)${gap(4)}(声音|人|个声音)${gap(4)}(叫|让|要|命令|逼|催)(我|我去)${gap(4)}(去死|死|自杀|跳|伤害|杀|掐|捂)`,
    ),
    /\b(voices?|someone|something)\b[^.?!]{0,25}\b(telling|tell|told|tells|saying|says|want|wants|ordering|order) me to (die|kill|hurt|end|jump|harm|smother|drown)\b|\bhear(ing)? voices\b[^.?!]{0,40}\b(die|kill|hurt|harm)\b/,
  ],
  /**
   * An intrusive image or thought of oneself with a knife or harming, seen again and again ("成日见到自己拎刀嘅畫面",
   * "脑子里总浮现自己拿着刀", "I keep picturing myself with a knife"): after a birth, the perinatal crisis
   * card (NICE CG192 2014/2020; RCOG Good Practice Paper 14, 2017: same-day assessment; blind triage
   * round 27, development data once reported). A nightmare once or a knife used to cut fruit is not it.
   */
  intrusive_image: [
    re(
      `(成日|总是|总|老是|老|一直|经常|反复|不停|时不时|常常|每天|天天|一闭眼就|脑(子|海)里)${gap(4)}(见到|看到|想到|浮现|出现|冒出|闪过|想象)${gap(6)}(自己|我)${gap(4)}(拿|拎|揸|握|举|抓)(着|住|起)?${gap(3)}(刀|菜刀|剪刀|刀子)|(自己|我)${gap(3)}(拿|拎|揸|握|举)(着|住|起)?${gap(2)}(刀|菜刀|剪刀|刀子)${gap(4)}(的)?(画面|样子|场景|念头|情景)|(伤害|掐|摔|闷|捂|扔|刺|捅)${gap(4)}(宝宝|孩子|婴儿|bb|娃|自己)${gap(3)}(的)?(画面|场景|情景)`,
    ),
    /\b(keep|keeps|kept|cant stop|constantly|always|keep on) (seeing|picturing|imagining|visualizing|visualising|having (images|pictures|visions|flashes) of) (myself|me) (with|holding|grabbing|picking up|using) (a|the|kitchen) (knife|knives|scissors|blade)\b|\b(images?|pictures?|visions?|flashes|scenes?) (in my head )?of (myself|me) (with|holding|grabbing|using) (a|the|kitchen) (knife|knives|scissors|blade)\b|\b(keep|keeps|kept|cant stop) (seeing|picturing|imagining) (myself|me) (hurting|harming|stabbing|dropping|drowning|smothering|shaking) (my |the |our )?(baby|newborn|son|daughter|little one|her|him)\b/,
  ],
  /** Afraid to be alone with one's baby ("唔敢同個BB單獨一齊", "scared to be left alone with the baby"). */
  alone_baby_fear: [
    re(
      `(不敢|怕|害怕|好怕|很怕|恐惧)${gap(4)}(和|同|跟|与)${gap(2)}(宝宝|bb|孩子|婴儿|娃|女儿|儿子)${gap(4)}(单独|独自|两个人)|(不敢|怕|害怕)${gap(2)}(单独|一个人|自己)${gap(4)}(和|同|跟|与|带|看|照顾)${gap(2)}(宝宝|bb|孩子|婴儿|娃|女儿|儿子)(?!${gap(4)}(照顾不好|带不好|不会|手忙脚乱|没经验|哭))`,
    ),
    /\b(scared|afraid|terrified|frightened|petrified|dont trust myself|cant trust myself|dont want) (of being|to be|being) (left )?alone with ((my|the|our|her|his) (baby|newborn|son|daughter|little one|infant|twins)|him|her|them)\b|\bdont trust myself (alone )?(with|around) (my|the|our) (baby|newborn|son|daughter|little one)\b/,
  ],
  /**
   * Drinking stopped within days ("2 days off drinking", "quit booze yesterday cold turkey", 戒酒第二天): with
   * confusion, things seen that are not there, or a fit, alcohol-withdrawal delirium or seizures — an
   * emergency (ASAM 2020; NICE CG100). Twentieth clinician review, en S1: answered with the non-alcoholic-
   * beer text, not urgent. History by nature: read in any clause (CONTEXT_FEATURES).
   */
  alcohol_stopped: [
    re(
      `(戒酒|停酒|断酒|不喝酒|没喝酒|酒戒了|酒停了|把酒戒了|把酒停了)${gap(6)}([一二两三四五\\d]+|几)天|([一二两三四五\\d]+|几)天${gap(4)}(没喝酒|不喝酒|没沾酒|滴酒未沾)|(突然|一下子|自己)${gap(3)}(戒酒|停酒|断酒|不喝了)|(前天|昨天|大前天|[一二两三四五六七\\d几]+天前|住院|手术)${gap(8)}(戒|断|停)(了)?酒|(说|保证|发誓)${gap(4)}戒了|([一二两三四五六七\\d几]+)天没(喝|沾)(了|酒)?|一(口|滴)(都|也)?没(喝|沾)|(断|停)了酒|没让(他|她)?喝(酒)?`,
    ),
    /\bday (\d|one|two|three|four|five) (of )?(no|without|off) (the )?(beer|booze|drink(ing)?|alcohol|liquor|vodka|wine)\b|\b(\d|two|three|four|a couple of|a few) days? (sober|dry|without a drink|off the (drink|booze|beer))\b|\bno (beer|booze|drink(ing)?|alcohol)\b[^.?!]{0,10}\b(for |in )?(\d|two|three|four|a couple of|a few) days\b|\b(\d|a|one|two|three|four|five|couple( of)?|few) (days?|nights?) (off|without|since (he|she|i|we|they) (quit|stopped|last had a)) (the )?(drinking|drink|booze|alcohol|liquor|beer|vodka)\b|\b(quit|stopped|gave up|came off) (the )?(drinking|drink|booze|alcohol|liquor)\b[^.?!]{0,30}\b(yesterday|cold turkey|\d+ days? ago|two days ago|three days ago|a couple of days ago|this week|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b|\b(last drink|last drank)\b[^.?!]{0,20}\b(yesterday|\d+ days? ago|two days ago|three days ago|a couple of days ago)\b|\b(quit|stopped|stop|gave up|came off|cut out|no)\b[^.?!]{0,25}\b(drinking|drink|booze|alcohol|liquor|wine|beer|rum|gin|vodka|whisk(e)?y|tuba|palm wine|ogogoro|spirits)\b[^.?!]{0,30}\b(yesterday|cold turkey|abruptly|suddenly|since (monday|tuesday|wednesday|thursday|friday|saturday|sunday|last \w+)|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|last (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\d+ ?(days?|hrs?|hours?) ago|(two|three|four|five|a few|couple of) days ago)\b|\b(quit|stopped)\b[^.?!]{0,15}\bcold turkey\b|\bcold turkey\b[^.?!]{0,30}\b(drinking|drink|booze|alcohol|tuba|gin|beer|wine)\b|\bon the wagon\b|\b(decided|tried) to stop (drinking )?(yesterday|\d+ days? ago)\b/,
  ],
  /** Seeing or hearing what is not there: bugs on the wall, people in the room (幻觉). */
  seeing_things: [
    re(
      `幻觉|看到(墙上|地上|床上|身上)?${gap(4)}(虫|蚂蚁|蛇|人影|不存在)|看见${gap(4)}(虫|蚂蚁|蛇|人影|不存在)|说(有|看到)${gap(3)}(虫|人)在(爬|动)|胡言乱语|(床底下|床下|地上|屋里|屋外|墙上|窗外|身上|胳膊上)${gap(4)}有${gap(2)}(蛇|虫|老鼠|人)|眼前${gap(3)}黑影|(听见|听到)${gap(4)}(没有的|不存在)`,
    ),
    /\b(sees?|seeing|saw|seen) (bugs|insects|spiders|ants|snakes|things|people|shadows|stuff)\b[^.?!]{0,30}\b(wall|walls|ceiling|floor|room|there|crawling|aren'?t there|not there|that aren'?t)\b|\b(bugs|insects|spiders|ants) crawling (on|over|under) (him|her|me|his|my|the)\b|\bhallucinat\w*\b|\bseeing things\b|\bhearing (voices|things)\b|\b(talking|talks|speaking) to (someone|somebody|people|a person)\b[^.?!]{0,20}\b(isn'?t|is not|aren'?t|not) there\b|\b(seeing|sees|saw) (spiders|snakes|rats|ghosts|people)\b|\b(no one|nobody|noone) (is )?(there|in the room)\b|\b(dead|late) (wife|husband|mother|father|mum|mom|dad|son|daughter)\b[^.?!]{0,12}\b(is|was) (in|at|here)\b|\bhears? (music|voices|noises|someone)\b[^.?!]{0,15}\b(isn'?t|is not|not) (playing|there|real)\b|\bhear(ing)? (music|voices|noises)[^.?!]{0,12}\b(isn'?t|not) (playing|there)\b/,
  ],
  /** Ethambutol said (乙胺丁醇, Myambutol, the HRZE/RIPE regimen); from the profile too (detect.ts). */
  ctx_ethambutol: [/乙胺丁醇|\bhrze\b|\bhrz?e\b/, /\b(ethambutol|myambutol|ripe|hrze)\b/],
  /** Colours seen wrong (red-green confusion, washed out): with ethambutol, optic neuritis. */
  colour_vision: [
    re(
      `红(的)?绿(的)?${gap(4)}(分不清|分不出|看不清|认不出)|颜色${gap(4)}(分不清|看不清|变淡|发灰|不对|怪)|色弱|色盲`,
    ),
    /\bcolou?rs? (look |seem |are |all )?(washed out|faded|dull|wrong|off|grey|gray)\b|\bcan'?t tell (red|green|colou?rs)\b|\bred (looks|seems|is) (brown\w*|gr[ae]y|pink|orange|dull)\b|\bcolou?r vision\b/,
  ],
  /** A thought of harm told without its words ("可怕的念头", "what I might do", "scary thoughts"). */
  harm_fear_vague: [
    /(可怕|吓人|恐怖|不好|奇怪|坏)的?(念头|画面|想法)|怕自己(会)?(做出|干出)(什么|傻|可怕)|怕(我)?(会)?控制不住自己/,
    /\b(scary|horrible|horrific|dark|awful|intrusive|bad|terrible|frightening|violent) (thoughts?|images?|pictures?|visions?)\b|\bwhat i (might|could|would) do\b|\bin case i (do|did) something\b|\blose control\b/,
  ],
  /** A baby in the message (a newborn, the birth), for thoughts told with a pronoun. */
  baby_word: [
    /宝宝|婴儿|新生儿|孩子|月子|生完|产后|刚生/,
    /\b(baby|babies|newborn|infant|the birth|gave birth|had (the|my|a) baby|postpartum|breastfeed\w*|nursing)\b/,
  ],
  /** Hopelessness that is not yet ideation; urgent only with a plan (C-SSRS: ideation with plan). */
  hopeless: [
    re(
      `活着${gap(3)}(没意思|没意义|好累)|活够了|活得(好|太|很)?(累|厌|没意思)(了)?(?!${gap(2)}(减肥|节食|上班|加班|工作))|(对|这)(呢|那)?(个)?(世界|人生)${gap(4)}(厌倦|没有留恋|没留恋|累了|受够了)|(世界|人生|生活)${gap(2)}没(有)?(什么)?(可)?(留恋|牵挂)|(厌倦|受够)(了)?(这个)?(人生|生活|活着|这个世界)(?!${gap(2)}(减肥|节食|方式|节奏))|没人${gap(3)}(在乎|在意|关心)我|没(有)?人会(想|想念|记得|在乎)我|不会有人想(我|念我)|撑不下去|熬不下去|好想消失|不想${gap(2)}存在|(希望|但愿|想)${gap(4)}(不要|唔好|不好|别|唔想|不想)再醒|唔想(再)?醒`,
    ),
    /\bnot (gonna|going to) be (around|here)\b|\bwhats the point\b|\b(go to sleep|fall asleep|sleep|close my eyes) and (just )?(not|never) wake( back)? up\b|\bwish i (could |would )?(not|never|wouldnt|didnt|wont) wake( back)? up\b|\b(cant|cannot|dont think i can|not sure i can) (go on|keep going|carry on|keep doing this|do this anymore|take (it|this|much more)( anymore)?)\b|\btired of (living|life|being alive|everything)\b(?! (in|at|on|as|of|with|style|here|there)\b)|\b(im|i am) a burden\b|\bno one (would|will) (miss|care)\b|\b(nobody|no one) needs me\b|\bgive up on (life|everything)\b|\bhopeless\b|\bno (wish|will|desire|reason|want) (left )?to (carry on|go on|keep going|live|be here|be alive)\b|\b(decided|know|think|guess) (that )?(im|i am) done\b|\bdone with (life|living|it all|everything)\b|\bno point (in )?(eating|trying|living|anything|going on|carrying on|doing anything)\b|\b(pray|praying|prayed|hope|hoping|wish|wishing)\b[^.?!]{0,12}\b(god|the lord|jesus|allah|he) (takes|would take|will take|to take) me\b|\b(tired|sick|weary|fed up|done|finished) (of|with) (this |my |the )?(life|living|being alive|this world|existence|everything in life)\b(?! (of|in|as|on|at|with|style))|\b(i )?(don|done|dey|don dey) (tire|taya|tayad|weary)\b[^.?!]{0,6}\b(for|of|with) (this |dis |my )?(life|world|living)\b|\b(this |dis )?(life|world) (don|done) (tire|taya|weary) me\b|\b(thinking|want\w*|plan\w*|decided|going|ready) to finish (everything|it all|myself|my life)( today| tonight| now)?\b(?! (on|in|off|up|before|by|for|at|from|that|i|we|you))/,
  ],
  suicide_plan: [
    re(`(计划|想)好了${gap(6)}(怎么|方法|时间|日子)|都安排好了|写好了${gap(2)}(信|遗)|东西${gap(3)}送人`),
    /\bi (have|ve got|got|made|have made|ve made) a plan\b|\b(have|got) it (all )?planned\b|\bwrote (a|my) (note|goodbye)\b|\bgiv(e|ing) away my (stuff|things)\b|\bsaying (my )?goodbyes?\b|\bbought (a )?(rope|gun)\b|\b(the|a|my) (rope|noose) (is|s) (in|ready|up|tied|hung|hidden|under)\b/,
  ],
  /**
   * Self-harm, in the first person or told of another by a carer ("我姐割了手腕", "she cut her wrists"); an
   * accident in the same message explains it (see `accidental`).
   */
  self_harm: [
    re(
      `割自己|划自己|(拿|用)(刀|刀片|美工刀|剪刀|玻璃)${gap(4)}(割|划)(了|破了|开了)?(自己|手腕|胳膊|大腿)|划手腕|(想|又|忍不住|开始)${gap(2)}(割|划)(自己|手腕|手臂|胳膊)|(手腕|手臂|胳膊|大腿)(上)?${gap(2)}(又|再|再次|还)(割|划)|(又|再次?)(割|划)(了|开了)?${gap(3)}(几|好几|很多|十几)?(道|刀|下)|(割|划)(了|破了|开了|伤了)?(自己的|他的|她的)?(手腕|腕子)|割腕` +
        // Fresh cuts seen on a wrist or arm ("我见佢手腕有好多新嘅刀口", blind triage round 71); old scars
        // are not these ("新" said).
        `|(手腕|手臂|胳膊|大腿|腕子)(上)?${gap(6)}(新的?|新鲜的?|刚划的?|刚割的?)${gap(2)}(刀口|伤口|划痕|割痕|刀痕|血口|口子|划伤|割伤)`,
    ),

    /\b(hurt|hurting|harm|harming|cut|cutting|burn|burning) myself\b|\b(want|wants|wanted|wanting|trying|tried|try|going|gonna|threaten\w*|thinking (about|of)|thought about|talk\w* about|plan\w*|urge to)\b[^.?!]{0,12}\b(hurt\w*|harm\w*|cut\w*) (my|him|her|them)sel(f|ves)\b|\bcutting again\b|\b(cut|slashed|sliced|slit|slits|cuts|slashes) (his|her|their|my) (own )?wrists?\b|\b(slashed|sliced|slit) (his|her|their|my) (own )?(fore)?arms?\b/,
  ],
  /**
   * An accidental injury: shaving, cooking, a knife that slipped, broken glass. Decision (issue 15 §1,
   * blind round 2): "cut myself shaving on xarelto" is bleeding on a blood thinner, never a
   * self-harm route.
   */
  accidental: [
    /不小心|刮胡子|剃须|切菜|切肉|切水果|削(水果|苹果|皮)|做饭|碎玻璃|玻璃(划|割)|刀滑了|(?<![拿用][^，。！？,.!?]{0,5})刀划了/,
    /\b(shav(e|ed|ing)|cooking|chopping|slicing|dicing|peeling|carving|kitchen knife|knife slipped|razor slipped|accident(al|ally)?|by mistake|gardening|paper ?cut|mandoline|can opener|while (cooking|shaving|chopping|gardening|working|cleaning))\b|\bon (a|the|some) (can|tin|nail|fence)\b|\b(on|with|from) (a |the |some )?(broken )?glass\b|\bbroken glass\b|\bopening (a|the) (can|tin|package|box)\b/,
  ],
  /** Stockpiling the means: saved-up medicines, bought charcoal or rope (C-SSRS: preparatory acts). */
  stockpile: [
    re(
      `(攒|存|囤|藏|收集|积攒|备|买|准备)(了|好|够|起来)?${gap(6)}(${ZH_MED}|木炭|炭|绳子|刀片|农药|百草枯)|(${ZH_MED}|木炭|炭|绳子|刀片|农药)${gap(6)}(攒|存|囤|藏|积攒|买好|备好|准备好|存够|攒够)(了|好|够|起来)?|(pills|meds|tablets|sleeping pills)${gap(4)}(已经)?(存|攒|囤|藏)(了|好|够)|胰岛素${gap(4)}(攒|存|囤|藏)|(攒|存|囤|藏|积攒)(了|好|够|下)?${gap(3)}(几十|[二三四五六七八九十]+多?|\\d+)(片|粒|颗|盒|瓶)|(${ZH_MED}|安定)${gap(6)}(缝进|塞进|藏进|藏到|缝到)`,
    ),
    /\b(pills|meds|tablets|insulin|pens|painkillers|sleeping (pills|tablets)|antidepressants|morphine|oxy\w*|\w+codone|gabapentin|benzos)\b[^.?!]{0,30}\b(lined up|laid out|counted out|set aside|saved up|ready to go)\b|\b(saving|saved|stockpil\w*|hoard\w*|collect\w*|stash\w*|squirrel\w*|storing|stored|been keeping|hiding|hid|counted( out)?|counting( out)?|lined up|laid out|set aside|put aside|gathered)\b( up)?[^.?!]{0,25}\b(pills|meds|medications?|medicines?|tablets|sleeping pills|painkillers|oxy\w*|\w*codone|opioids|antidepressants|insulin|paracetamol|tylenol|sertraline|zoloft|prozac|fluoxetine|citalopram|escitalopram|lexapro|paroxetine|quetiapine|seroquel|amitriptyline|trazodone|xanax|ambien|zolpidem|lorazepam|ativan|klonopin|valium|diazepam|benadryl|lithium|\w+pam)\b|\b(have|got|ve got|has) enough (of )?(my |his |her |the )?(\w+ )?(pills|meds|tablets|\w*codone|\w*pam|insulin|painkillers|antidepressants|sleeping pills)\b|\benough\b[^.?!]{0,30}\b(saved up|stored|to do it|to end it|to not wake up|to die)\b|\bbought (a |some )?(rope|gun|charcoal\b(?![^.?!]{0,25}\b(bbq|barbecue|grill\w*|cookout|smoker|hotpot)))\b/,
  ],
  /** Taking everything at once: the act that turns stockpiled means into an attempt. */
  take_all: [
    /一次(吞|吃|服|打)(下去|掉|完|了)?|全(部)?(吃|吞|打)(了|掉|下去|进去)|一起(吃|吞)(了|掉|下去)|吃了算了|吞下去/,
    /\btake (them|it|the lot|everything) all\b|\btake all (of )?(them|my|the)\b|\ball at once\b|\bin one go\b|\bswallow (them )?all\b|\bdown (them all|the lot|the bottle)\b|\btake the (whole|entire) (bottle|lot|pack|box)\b|\blike the (whole|entire) (bottle|box|pack|packet|strip)\b|\b(eat|swallow|take|down|drink) (a |the )?(whole|entire) (bottle|box|pack|packet|strip)\b|\b(take|taking|took|swallow\w*) all (of )?(my|his|her|your|the|these|those) [a-z ]{1,25}? at once\b|\b(inject|take|swallow|use) (all|every one|each one) of them\b/,
  ],
  /** A set time for the act ("tonight's the night", "今晚就动手", "过完生日就全吃了"). */
  suicide_timing: [
    re(
      `(今晚|今天晚上|今夜|明天|后天|这周末|周末|下周|等${gap(8)}|过完${gap(6)}|到时候)${gap(12)}(就|便)?${gap(2)}(动手|走|结束|了断|解脱|吃了算了|全吃|吃掉|吞|一次吃|吃下去|做了断|去死|跳)`,
    ),
    /\btonight(s| is) the night\b|\b(tonight|this weekend|tomorrow|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (week|friday|saturday|sunday)|after (the|my|his|her) (birthday|wedding|funeral|holidays|exams?)|when (everyone|they|the kids)( (are|is|go|goes))? (asleep|to sleep|out|gone))\b|\b(once|when|after|as soon as) (everyone|my (wife|husband|partner|kids|family|parents|mum|mom|dad|roommate)|the kids|they|he|she)( (is|are|has|have))? (leaves?|left|gone|goes|go|out|asleep|to (bed|sleep|work))\b|\bafter (this|the) weekend\b/,
  ],
  /** Letters to the family already written (a farewell with not being around, hopelessness or a plan). */
  farewell: [
    re(
      `给${gap(10)}(的)?(信|遗言|留言|最后的话)${gap(4)}(写好|都写|写完|留好)|(信|遗言)${gap(4)}写好了|写(咗|了|好)(一)?封信${gap(3)}(俾|给)|(写着|写的是|上面写)${gap(4)}(对不起|永别|再见了|下辈子)|下辈子再见|来世再见`,
    ),
    /\blook after (mum|mom|dad|the kids|the children|my (kids|children|mum|mom|dad|wife|husband|cat|dog)|them|her|him) for me\b|\b(wrote|written|writing|write|left|recorded|finished)\b[^.?!]{0,15}\b(letters?|notes?|messages?|videos?)\b[^.?!]{0,6}\b(to|for) (my |each of my |all my |the )?(kids|children|family|parents|mum|mom|dad|wife|husband|partner|sisters?|brothers?|sons?|daughters?|friends|girlfriend|boyfriend)\b/,
  ],
  /**
   * Shut in and not answering after a goodbye: a note found and a locked door (blind triage round 23,
   * development data once reported: "写着'对不起，下辈子再见'，他现在把自己锁在房间里，喊他也不应").
   */
  locked_in: [
    re(
      `把自己(反)?锁(在|起来)|反锁(了)?${gap(2)}(门|房)|锁(在|着)${gap(2)}(房间|屋|卫生间|厕所)(里)?${gap(6)}(不出来|不开门|不应|不理|不回)`,
    ),
    /\b(locked|shut|barricaded) (himself|herself|themselves|myself) in\b|\bwont (open|unlock) the door\b|\bdoor is locked\b[^.?!]{0,30}\b(not answering|no answer|wont answer)\b/,
  ],
  /** Not being around: "won't be around much longer", "以后他们不用再为我操心". */
  not_around: [
    re(
      `以后${gap(6)}不(用|必)再为我|不会再(麻烦|拖累|打扰|烦)(你们|大家|任何人|别人)|我(走|不在)了以后|最后一(次|顿|天|晚)|(以后|反正)${gap(4)}(用不上|用不着|不需要)(了)?|(这几天|过几天|很快|马上|今晚|明天|这周)${gap(3)}(就)?(会|要)?(离开|走了|不在了)(?![^，。,.]{0,3}(家|公司|这里|北京|上海|广州|深圳|香港|学校))`,
    ),
    /\b(i|im|i am|ill)\b[^.?!]{0,10}\b(wont|will not|not gonna|not going to) be (around|here|alive)\b|\bnot (planning|plan|expecting) (on|to) (be|being) (around|here|alive)\b|\bthis (is|will be) my last (week|day|night|meal|message)\b|\bby the time you read this\b|\bwont need (them|it|any of (it|this)|my \w+) (anymore|where im going)\b|\bwhere im going\b|\b(i )?(wont|will not|dont|do not) (even )?need (one|it|a meal plan|a plan|food|meals?) (anyway|anymore|after|where)\b|\bi wont need one\b|\b(planning|plan|going|gonna) to be gone\b|\bbe gone by (friday|monday|tuesday|wednesday|thursday|saturday|sunday|tomorrow|tonight|next week|the weekend)\b(?![^.?!]{0,15}\b(holiday|vacation|trip|travel\w*|business|camp|work)\b)/,
  ],
  /**
   * Resignation about the time left or the future, said as a plain statement ("这辈子也就到头了", "没几天可活了",
   * "活不到明年", "no future for me", "my days are numbered", "won't be long now", "had her innings"). Alone it is
   * what a person with a grave illness may calmly say; with means saved up or a quiet death asked for it is
   * ideation with a method (C-SSRS; WHO LIVE LIFE 2021). Development data: round 86's writer (never the held-out sets).
   */
  end_near: [
    re(
      [
        `(这辈子|这一辈子|人生|这一生|我这一生)${gap(4)}(到头|完|结束)了|这辈子(也)?就这样了|没(有)?(什么|啥)?(未来|将来)(可言|了)?|没(有)?以后(可言|了)|根本没有以后|(没|冇|莫得)(几|多少)(天|年|日子|个月)(可活|好活|了|蹦跶头?|活头)|(每天|早上|明天)${gap(2)}都?不想(再)?醒(过来|来)|`,
        `不想(再)?等到最后|(活|撑|熬)不(到|过)${gap(2)}(明年|年底|过年|下个月|春节|今年|夏天|冬天)|活不(长|久|了多久)|日子不多了|时日无多|没打算${gap(2)}有明天|(不会|没)有明天了?|(没|冇|莫得)(啥|啥子|什么|咩)?(盼头|指望|念想)了?`,
      ].join(''),
    ),
    /\bno future (for me|left|at all|ahead)\b|\b(never|not) (gonna|going to) have a future\b|\b(my|his|her|their) days are numbered\b|\bwont be long now\b|\b(wont|will not|dont|do not) need a future\b|\bnothing ahead (for|of) me\b|\bnot long for this world\b|\b(had|has had) (my|her|his|their) innings\b|\bnot much (time )?left for me\b|\bno end in sight\b|\b(im |i am |so )?done waiting\b|\b(dont|do not) want to wait (around )?for the end\b|\b(im |i am )?(so )?done with (all of )?(it|this)\b(?! (diet|plan|job|course|semester|week))|\b(dont|do not) think (i|ill|i will|hell|shell|he|she)( will)? be (around|here)( much)? (longer|for long)\b|\b(be|been) gone soon\b|\bwont be (around|here) (much longer|for long|by (summer|spring|winter|autumn|fall|christmas|next \w+))\b/,
  ],
  /**
   * A quiet end wished or asked for in other words — to sleep and never wake, to go peacefully, to drift off for
   * good, to leave on one's own terms ("一觉不醒", "永远不要醒", "能让人平平静静离开", "rest forever", "pass away in
   * your sleep"): with a means, resignation, a burden felt or a food or supplement asked for to bring it about, a
   * method being weighed (C-SSRS ideation with method; round 86's development data). Sleep through the night is not it.
   */
  gentle_end: [
    re(
      [
        `一睡不醒|一觉不醒|长眠|永远(都)?(不要|别|不)(再)?醒|再也不(要|想)?醒|以后都(别|不要|不)再?醒|(不醒|别醒|醒不过来)的那种|`,
        `睡(过去|下去|着)${gap(4)}(就)?(别|不要|不用|永远不|再也不)再?醒(了|来|过来)?(?!${gap(4)}(夜|半夜|凌晨|中途|起夜|天亮|早上|明早|整晚))|`,
        // the manner first, its causing verb behind it: "有没有…能…离开" is a question, not a negation
        `(?<=(能|可以|会)(让|使|叫)?(我|人|自己|一个人)?${gap(2)})(平平静静|安安静静|安安稳稳|安安详详|舒舒服服|安详|不痛苦|没有痛苦|没痛苦|不受罪|不遭罪)(的|地)?${gap(2)}(离开|走掉|走(?![路动过开出进])|死|死掉|去了|睡过去|睡下去|睡着不醒|解脱)|`,
        `像睡着(了)?一样${gap(6)}(不会疼|不疼|不痛|走|死)|(早点|想${gap(2)})解脱(了|吧|算了)?(?=$|[，。,.!?！？；;\\s])|不想憋醒`,
      ].join(''),
    ),
    /\bdrift(ing)? (off|away)\b[^.?!]{0,20}\b(for good|forever|and (not|never|dont|do not) (come back|wake))\b|\bpass(ing)? away in (my|your|their|his|her|the|our) sleep\b(?![^.?!]{0,20}\b(last|ago|years?|months?)\b)|\b(rest|sleep) forever\b|\b(go to |fall |drift off to )?sleep for good\b|\bgo (quiet|quietly|peacefully|gently)( and (easy|painless\w*|peaceful\w*|quick\w*))?\b|\bleave on (my|his|her|their) own terms\b|\buntil (it|my heart|his heart|her heart) (just )?stops\b|\b(gentlest|easiest|quietest|most peaceful|painless|peaceful) way to (go|drift|die|leave|end|pass|sleep)\b|\bso (i|it) (just )?(drift|slip) away\b|\b(you|i|u) just (fall asleep|drift off|go to sleep)\b/,
  ],
  /**
   * Dying comfortably, said ("走得安详点", "go easy"): the words of comfort care too, so it is a crisis only with the
   * means at hand (a hospice family asking what keeps a dying father comfortable is answered, not alarmed).
   */
  end_comfort: [
    re(
      `走得(安详|舒服|不痛苦|痛快|轻松|体面|安稳|安静|快)|(舒舒服服|安安详详|安安静静|平平静静|体面|安详)(地)?走(?![路动过开出进])`,
    ),
    /\b(go|die|pass) (easy|easier|gentl[ey]|gentler|peacefully|quietly|painlessly)\b|\b(make|makes|would|will) it (go )?(gentler|easier|less awful|less painful|hurt less)\b|\bso (it )?doesnt hurt\b|\bhides the taste\b/,
  ],
  /** A food, drink, tea, vitamin or supplement asked for to go with or bring about something ("吃点什么配着", "what can i mix with"). */
  asks_means: [
    re(
      `(吃|喝)(点|些)?(什么|啥)|(什么|啥|哪种|哪个|哪样|有没有)${gap(8)}(吃的|喝的|食物|维生素|保健品|花草茶|茶|东西|补充剂|营养品)|配(着|什么|啥)|跟${gap(4)}一起(吃|喝)`,
    ),
    /\b(is there|are there|whats|what is|which|any) (a |an |some )?([\w-]+ )?(food|drink|tea|supplement|vitamin|snack|juice|meal|herbs?|herbal \w+|pill)s?\b|\bwhat (should|can|could|do) i (eat|drink|mix|take)\b|\bwhat (can|should) (i|you) (mix|take|eat|drink) (with|it with|them with)\b|\b(mix|take) (it|them) with\b|\blast meal\b/,
  ],
  /**
   * The means in hand, said as possession rather than saving ("家里有一整瓶阿普唑仑", "胰岛素我手里有三支", "fridge full of
   * insulin", "got the pills", "a box of benadryl"): with a quiet death asked for, a method at hand.
   */
  means_in_hand: [
    re(
      `(有|放着|摆着|藏着)${gap(4)}(一整瓶|一整盒|整瓶|整盒|一大瓶|一大盒|好几盒|好几瓶|[两三四五六七八九十几]+(盒|瓶|支|板))${gap(2)}(${ZH_MED}|胰岛素|阿普唑仑|艾司唑仑|地西泮|安定|止痛片)|(${ZH_MED}|胰岛素|阿普唑仑|止痛片)${gap(6)}(有|剩)${gap(2)}(一整瓶|一整盒|整瓶|整盒|好几盒|[两三四五六七八九十几]+(盒|瓶|支|板))|(炭|木炭)${gap(6)}(买|备|准备)(好|到|来|回来|起来)了?|(安眠药|${ZH_MED})${gap(2)}(就)?(在|放在|藏在)${gap(8)}(床头柜|抽屉|柜子|包|枕头|口袋)(里|下|底下)?|知道(要|该|得)?(吃|吞)多少|(藏|床底下|枕头底下|柜子里)${gap(6)}(绳子|麻绳)`,
    ),
    /\b(still )?(have|got|kept|keep|keeping) (my |our )?(late )?(husband|wife|mum|mom|dad|father|mother|partner|brother|sister|son|daughter)'?s (old |leftover )?(pills|meds|tablets|oxy\w*|morphine|insulin|sleeping (pills|tablets)|painkillers)\b|\b(fridge|drawer|cabinet|cupboard|bag) (is )?full of (insulin|pills|meds|tablets)\b|\b(got|have|ve got|has) (the|my|his|her) (pills|meds|tablets|morphine|oxy\w*|insulin|sleeping (pills|tablets))\b|\b(a|the|one|two) (box|bottle|pack|packet) of (benadryl|tylenol|paracetamol|panadol|sleeping (pills|tablets)|melatonin|\w+pam|\w+codone|insulin)\b|\b([2-9]\d|[1-9]\d\d) of (my|his|her|their|the|these) \w+|\b(oxy\w*|\w+codone|morphine|fentanyl|insulin|sleeping pills?|pill|meds?) (bottle|box|stash)\b|\b(pills|meds|tablets|sleeping pills) (are )?in (my|her|his|the) (drawer|nightstand|bedside|cabinet|bag)\b|\b(got|have|has|kept|keeps|keep|keeping|hid|hidden|hiding) (a |the |that )?rope\b/,
  ],
  /** A grave prognosis told by a doctor, or hospice and palliative care named: the setting of comfort care. */
  prognosis_told: [
    re(
      `(医生|大夫|护士)${gap(3)}(说|讲|讲过|说过)${gap(8)}(没几天|日子不多|时日无多|剩|活不|不多了)|晚期|临终|安宁(病房|疗护)|姑息`,
    ),
    /\b(doctors?|docs?|nurses?|oncologists?|consultants?)\b[^.?!]{0,12}\b(says?|said|told|think)\b[^.?!]{0,30}\b(days?|weeks?|months?) (left|to live)\b|\bhospice\b|\bterminal\b|\bend[- ]stage\b|\bpalliative\b/,
  ],
  /** A room sealed up ("门缝窗缝都贴好了", "taped the windows"): with charcoal, the method prepared (WHO LIVE LIFE 2021). */
  room_sealed: [
    re(`(门缝|窗缝|门窗|窗户|窗子|房门|卧室门)${gap(6)}(贴|封|堵|糊)(好|死|上|住|严)`),
    /\b(taped|sealed|blocked) (up )?(the |all the )?(windows?|doors?|vents?|gaps?)\b|\b(duct|gaffer) tape\b/,
  ],
  /**
   * A lethal method named as got ready or chosen, concretely (C-SSRS "method"; WHO LIVE LIFE 2021: access to means): a
   * gun loaded or cleaned and set out, a helium or nitrogen tank or kit, a gas stove left unlit in a shut room, a jump
   * from a height or in front of a train, a rope or belt hung, water with stones in the pockets or no swimming, a bath
   * after the pills, a car driven into a pillar "to look like an accident", insulin units "to make it permanent".
   * Development data of round 90 (written blind): the readers missed "loaded the rifle. bye" and "绳子买好了。再见。".
   * Never alone: a hunting trip, a party's helium or a climbing rope needs a sign of intent beside it (the rule).
   */
  method_named: [
    re(
      [
        `(枪|猎枪|手枪|步枪|气枪)${gap(10)}(擦(干净|好)|子弹|上膛|装好|翻出来|拿出来|放在|藏在)|(子弹|上膛)${gap(6)}(枪)`,
        `(氦气|氮气)${gap(6)}(罐|瓶|袋|管|套)`,
        `(燃气|煤气|天然气)(灶)?${gap(4)}(开着|打开)${gap(4)}(不点火|不点|没点)|开着煤气|煤气开着`,
        `(往下(一)?跳|跳下(去|来)|跳楼|跳桥|跳江|跳河|跳海|跳湖|跳崖|跳轨|卧轨)|(楼顶|天台|桥|悬崖|月台|站台|铁轨|轨道)${gap(12)}(跳|告别|下去)`,
        `(绳子|麻绳|皮带|腰带|围巾|电线)${gap(8)}(买好|准备好|挂(在|好|上)|系(在|好)|绑(在|好)|试过)|上吊|悬梁|勒死`,
        `口袋${gap(4)}(装满|塞满)${gap(3)}(石头|石块)|走(进|到)${gap(4)}(海|河|江|湖|水)里`,
        `(浴缸|澡盆)${gap(20)}(药|安眠)|(药|安眠)${gap(12)}(浴缸|澡盆)|(浴缸|澡盆)${gap(8)}(放好|放满)`,
        `撞(向|上|到)${gap(4)}(隔离墩|隔离带|护栏|桥墩|大树|墙|大车|货车)|弄成意外|装成意外|假装(成)?意外`,
        `胰岛素${gap(6)}(打|注射)${gap(2)}(多少|几)(单位|支)?${gap(3)}(能|会|就)${gap(2)}(走|死|没命|醒不过来|一了百了)`,
        `(吃|吞)(几|多少)(片|粒|颗|盒|瓶)${gap(2)}(能|会|就)${gap(2)}(走|死|没命|心脏骤停|心脏停)|心脏骤停`,
      ].join('|'),
    ),
    /\b(guns?|pistol|rifle|revolver|shotgun|firearm|glock|\.45|\.38|\.22|9 ?mm)\b[^.?!]{0,40}\b(loaded|cleaned|bullets?|ammo|rounds in|in (my|the) (drawer|nightstand|mouth|glovebox|car)|on the (kitchen )?table|set it|ready)\b|\b(loaded|cleaned) (my |the |his |her |dad'?s |my dad'?s |my brother'?s )?(guns?|pistol|rifle|revolver|shotgun|\.45)\b|\b(helium|nitrogen) (tank|kit|bag|hood|tubing|cylinder)s?\b|\b(the|a|my) (helium )?(tank|hood) and (the |a )?(bag|tubing|hood|mask)\b|\b(gas|stove|oven)\b[^.?!]{0,20}\bwithout lighting\b|\b(exhaust|tailpipe)\b[^.?!]{0,20}\b(hose|pipe|tube)\b|\b(go|going|jump|jumping|step|stepping|throw myself|drive|driving) (off|from) (the )?(top of (the )?)?(car ?park|block|roof|building|bridge|cliff|balcony|tower|overpass|flyover|ledge)\b|\b(jump|step|walk)\w* (in front of|onto|under) (a |the )?(train|tracks?|bus|truck)\b|\b(train line|train tracks|express trains?)\b[^.?!]{0,60}\b(follow\w*|jump\w*|step\w*|the night|friday|tonight|tomorrow)\b|\b(rope|belt|cord|noose)\b[^.?!]{0,40}\b(hook|beam|branch|tree|wardrobe|rail|ceiling|rafter|over (a|the)|is ready|bought|tied)\b|\bpockets? (full of|with) (stones|rocks)\b|\bgo over the side\b|\bwalk (into|out into) the (sea|river|lake|ocean|water)\b|\b(get|lie|slip|climb) (in|into|under)\b[^.?!]{0,15}\bbath\b|\bbath\b[^.?!]{0,20}\bslip under\b|\b(drive|driving|crash|crashing|steer|swerve)\w* into (a |the |an )?(concrete |oncoming )?(pillar|wall|tree|barrier|truck|lorry|traffic|bridge support)\b|\blooks? like an accident\b|\bunits of insulin\b[^.?!]{0,30}\b(permanent|for good|to die|never wake|end it|kill)\b/,
  ],
  /**
   * Intent beside a method: a time set, a goodbye, "doing it", "that's it", a last meal or night, "make it permanent",
   * letters written, "the other side" (C-SSRS intent and preparatory acts).
   */
  method_intent: [
    re(
      `再见|告别|永别|最后(一顿|几天|一次|一餐|一夜|一晚)|解脱|一了百了|不用(再)?操心|没脸(再)?活|活(不)?下去|没什么好留恋|撑不住|熬不住|就等${gap(6)}(过完|结束|到)|到时候${gap(2)}(我)?自己来|(明天|今晚|今天|下周|这周|这礼拜|周[一二三四五六日末]|礼拜[一二三四五六天])${gap(10)}(就去|出发|动手|去跳|跳下去|告别)|定好${gap(6)}(出发|日子|时间)|寻思好了|想好了|查好了|试过了|累了|最后${gap(2)}(想|问)|睡过去|一睡不醒|不(再|想再)醒`,
    ),
    /\b(bye|goodbye|farewell|see you on the other side|doing it|do it (on |this |next )?(friday|saturday|sunday|monday|tuesday|wednesday|thursday|tonight|tomorrow|weekend)|that'?s it|(last|final) (meal|supper|week of my life|day of my life|days of my life)|one last time|tonight'?s the night|tonight feels like the night|before i lose|when it'?s time|it'?s time|make it permanent|won'?t matter|letters (are )?(already )?written|picked (next |a )?(monday|tuesday|wednesday|thursday|friday|saturday|sunday|day|date)|i'?m (doing|going to do) it|end it|can'?t do (it|this) any ?more?|(nothing'?s|nothing is|nothing has) (been )?worth it)\b/,
  ],
  /** Perceived burdensomeness (Joiner's interpersonal theory of suicide; a C-SSRS risk factor). */
  burden: [
    re(
      `是${gap(6)}(负担|拖累|累赘|包袱)|(拖累|连累)(了)?${gap(2)}(全家|家人|家里|大家|别人|你们|他们|孩子|爸妈|父母)|只会拖累|成了${gap(4)}(负担|累赘|包袱)`,
    ),
    /\b(im|i am|i feel like|feel like|being|just|only)( such| just| nothing but| only)? (a|an) (burden|drain|waste of space)\b|\bburden (to|on|for) (my |the )?(everyone|everybody|them|him|her|you|people|family|kids|parents)|\b(dragging|drag|holding|hold) (them|everyone|you|my (family|kids|parents|wife|husband)) (down|back)\b/,
  ],
  /** Others better off without me: passive ideation (C-SSRS item 1, wish to be dead). */
  absence_better: [
    re(
      [
        `(消失|不在|走了|死了|离开|死掉|没了我|没有我|少了我)${gap(6)}(大家|他们|家人|你们|家里人|所有人|爸妈|父母|孩子|老公|老婆|别人)${gap(6)}(会|就|反而|都)?${gap(2)}(比较好|更好|轻松|解脱|省心|好过|开心|幸福)`,
        `(大家|他们|家人|你们|家里人|所有人|爸妈|父母|孩子|老公|老婆|别人)${gap(4)}(没了我|没有我|少了我)${gap(4)}(会|就|反而|都)?${gap(2)}(比较好|更好|轻松|解脱|省心|好过|开心|幸福)`,
      ].join('|'),
    ),
    // "he'd", "they'd" fold to "hed", "theyd" (blind triage round 34: "he'd be better off without me").
    /\b(would|will|d|hed|shed|theyd|youd|itd|wed|everyoned|everybodyd|hell|theyll|shell)\b[^.?!]{0,25}\b(better off|better (life|lives)|happier|relieved|easier|freer)\b[^.?!]{0,15}\b(without me|if i (was|were|wasnt|werent|disappeared|died)|once im gone|when im gone|with me gone)|\b(without me|with me gone)\b[^.?!]{0,20}\b(better|easier|happier)\b|\b(says|said|saying|keeps saying|kept saying|told me|tells me|texted|wrote|thinks|believes|convinced)\b[^.?!]{0,30}\bbetter off without (him|her|them)\b/,
  ],
  /** Putting affairs in order: giving away pets or belongings, a will (C-SSRS preparatory behaviour). */
  preparatory: [
    re(
      `把${gap(6)}(猫|狗|宠物|东西|存款|存折|房本|房产证|银行卡|密码|首饰|金器)${gap(6)}(送人|送给|交给|留给|托付)|(密码|存款|存折|房本|房产证|银行卡|钥匙)${gap(6)}(告诉|交给|留给)|交代(好)?(后事|遗言)|安排(好)?后事|(立|写)(好)?了?遗嘱|遗嘱${gap(2)}(写好|立好|写完)`,
    ),
    // Told of someone else too ("she's been giving her things away", blind triage round 37; "gave me his guitar
    // and his watch", "given away all his tools", round 38).
    /\b(gave|giving|given|give) (away )?(my|all my|his|her|their|all (his|her|their)) (cat|dog|pets?|stuff|things|belongings|possessions|tools|guitar|watch|jewell?e?ry|rings?|clothes|books|car|savings|collection)\b|\b(gave|given|giving|handed) (me|us|my \w+)( all)? (his|her|their) (\w+ ){0,1}(guitar|watch|ring|jewell?e?ry|car|tools|savings|passwords?|keys|bank cards?)\b|\b(give|giving|gave)\b[^.?!]{0,10}\baway (my|all my|his|her|their|all (his|her|their)) (stuff|things|belongings|possessions|pets?)\b|\b(sorted|sorting|wrote|written|made|updated|finished) (out )?(my |the )?(will|affairs|funeral plans)\b|\bput (my|all my) affairs in order\b|\b(gave|told|sent) (him|her|them|my \w+) (my )?(passwords?|pin|bank details)\b/,
  ],

  // ---- breathing (NHS 999: severe difficulty breathing, choking, blue lips; GINA 2024 severe asthma) ----
  faint: [
    re(
      `(?<!头)(昏|晕)(了|过去)(几|十几|几十|[一两二三四五六七八九十\\d]+)(秒|分钟)|晕倒|昏倒|眼前一黑[^，。,.]{0,4}倒|然后就黑了|一下就黑了|黑过去了?|突然倒下|倒地(?!铁)|昏过去|昏厥|晕厥|(?<!肝性?)昏迷|失去意识|意识不清|不省人事|晕过去|叫不醒|晕了?${gap(2)}[一两二三几\\d]+次|${ZH_SUDDEN}晕了|晕了过去|无缘无故${gap(3)}晕`,
    ),
    /\bfaint(ed|ing)\b|\bpass(ed)? out\b(?! (in|with|through|into) (his|her|my|the|their|your|its) (poo|poop|stools?|nappy|diaper|bowel movements?|faeces|feces|number twos?))|\bpassing out\b|\bunconscious\b|\bblack(ed|ing)? out\b|\bsyncope\b|\bcollapsed\b|\bunresponsive\b/,
  ],
  breathing_severe: [
    re(
      [
        '呼吸困难|说不(了|出)[^，。,.]{0,3}完整|喘不上气|喘不过气|喘不动|上不来气|透不过气|(?<!(令|让|使|叫)人?)窒息|没法呼吸|憋得脸发紫|嘴唇发紫',
        `呼吸${gap(3)}困难`,
        `(一句话|一句完整的话|话)${gap(4)}(说不完|说不全|说不完整|说不下去)`,
        `(嘴唇|嘴|脸|指甲|脸色|手指)${gap(4)}(发紫|发青|青紫|紫了|发乌|乌青|变紫|青了|变青|发灰)`,
        `(喘|憋|咳|呛)(得|到)?${gap(3)}(说不了话|说不出话|说不出来|说不完|话都说不)`,
        '三凹征',
      ].join('|'),
    ),
    /\bcant breathe?\b|\bcant get (any )?air\b|\b(barely|hardly) (breathe|breathing)\b|\bcannot breathe\b|\bstruggling to breathe\b|\bdifficulty breathing\b|\bchoking\b|\bgasping( for air)?\b|\bcant (finish|complete|get through|get out|talk in|speak in) (a |my |his |her )?(full )?(sentence|sentences)\b|\btoo (short of breath|breathless|winded) to (talk|speak)\b|\b(lips|face|fingers|fingernails|mouth)\b[^.?!]{0,20}\b(blue|bluish|purple|grey|gray)\b(?![^.?!]{0,30}\b(cold|swim\w*|pool|ocean|sea|lake|snow|winter|freezing)\b)|\b(blue|bluish|purple|grey|gray) (lips|face|fingers|fingernails)\b|\bturning blue\b|\bstridor\b/,
  ],
  /** Wheezing: urgent unless the person says the reliever settles it (GINA 2024). */
  // (The gap was written as `${gap(3)}` inside a regex literal — matched only as typed; fixed 2026-11-30.)
  wheeze: [/哮鸣|喘鸣|呼哧呼哧|(嗓子|喉咙|胸口)[^，。！？,.!?；;不没]{0,3}(哨音|呼噜声|吱吱)/, /\bwheez\w*/],
  reliever_works: [
    re(`(喷|吸)了?${gap(4)}(就好|就缓解|马上好|好了|缓解了|管用|就没事)`),
    /\b(inhaler|puffer|ventolin|albuterol|salbutamol|reliever|nebuli[sz]er)\b[^.?!]{0,20}\b(helps|helped|works|worked|fixes|fixed|settles|settled|sorts it|clears it)\b(?! (a (bit|little)|only|for a))|\b(helps|works) (straight|right) away\b/,
  ],
  choking: [
    /卡住|噎住|噎着|呛住|卡在喉咙|卡喉咙|卡在嗓子/,
    /\bchok(e|ed|es|ing)\b|\bsomething stuck in (my|his|her|their) throat\b|\bfood stuck\b/,
  ],
  cant_cough: [/咳不出|咳不出声/, /\bcant (cough|talk|speak)\b/],
  /**
   * Fed through a nasogastric (feeding) tube: 胃管, 鼻饲, 匀浆 pushed in with a syringe ("打完饭"), NG tube,
   * tube feeds (fourteenth clinician review, zh P2 #2 and #3).
   */
  ctx_tube_feeding: [
    /胃管|鼻饲|鼻胃管|营养管|喂养管|管饲|匀浆|(打|推|灌)(完|了)?(流食|营养液|匀浆)|(每次|每回|一)(打|推|灌)(完|了)?饭/,
    /\b(ng|nasogastric|naso-?gastric|feeding|peg|nose) tubes?\b|\btube[- ]?(fed|feeds?|feeding)\b|\b(through|via|down) (the|his|her|my) tube\b/,
  ],
  /**
   * A nasogastric (feeding) tube come partly out, or a question of pushing it back: never pushed back or fed
   * through — its tip may lie in the gullet or the airway (NPSA/2011/PSA002; NHS/PSA/RE/2016/006).
   */
  tube_out: [
    re(
      `(胃管|鼻饲管|鼻胃管|营养管|喂养管)${gap(8)}((拽|拔|扯|拉|脱|滑|掉|退|跑|带)(出|了|掉)|推回|塞回|插回|捅回|往里推|往回推|移位|脱出|脱落|松了|刻度(变|不对))`,
    ),
    /\b(ng|nasogastric|naso-?gastric|feeding|nose) tube\b[^.?!]{0,40}\b((came|come|coming|pulled|slipped|fell|fallen|falling|is|has|got|was) ?(partly |half |part way |partially |a bit |halfway |some of the way )?(out|moved|dislodged)|push(ed|ing)? (it |the tube )?back( in)?)\b|\b(pulled|yanked|tugged) (out )?(his|her|their|the|my) (ng |nasogastric |feeding |nose )tube\b|\bpush (the |his |her )?(ng |nasogastric |feeding |nose )tube back\b/,
  ],
  /** With or after a feed (tube or spoon): the time a cough or choking means aspiration. */
  after_feed: [
    /(每次|每回|一)(打|喂|推|灌|鼻饲)|(打|喂|推|灌)(完|的时候)|鼻饲(后|时|完)|(喂|打)(饭|奶|食)(后|时|的时候)/,
    /\b(after|during|with) (each|every|the|his|her|a) (tube )?(feed|feeds|feeding)s?\b|\bafter (being )?fed\b|\bwhen (i|we) feed (him|her|them)\b|\bafter (his|her) (tube )?feeds?\b/,
  ],
  asthma_fail: [
    re(
      `(喷雾|吸入剂|气雾剂|万托林|沙丁胺醇|喷剂)${gap(10)}(没用|不管用|没效果|不起作用|没缓解|不见效)|(哮喘|气喘)${gap(4)}(发作|犯了)${gap(8)}(没用|不管用|没效果)|(喷|吸|用)了${gap(6)}(药|喷雾|吸入剂|气雾剂|万托林|沙丁胺醇|喷剂)${gap(4)}(也|都|还是|仍然)(不行|没用|不管用|缓解不了|没效果|没缓解|喘)`,
    ),
    /\b(inhaler|puffer|ventolin|albuterol|salbutamol|nebuli[sz]er|reliever)\b[^.?!]{0,25}\b(isnt|is not|not|doesnt|didnt|wont|aint|no longer) (working|helping|help|work|doing (anything|much|a thing)|touching it|making (a|any) difference)\b|\b(puffs|inhaler|nebuli[sz]er)\b[^.?!]{0,20}\bno (help|relief|difference)\b|\b(used|took|had|done|did|taken)\b[^.?!]{0,15}\b(inhaler|puffer|ventolin|puffs|nebuli[sz]er)\b[^.?!]{0,20}\b(\d+|six|eight|ten|twelve|several|many|so many) times\b/,
  ],
  /** Asthma named (a diagnosis or a reliever): a lost voice then means a severe attack (GINA 2024), not a stroke. */
  asthma: [
    /哮喘|气喘|喷雾|吸入剂|气雾剂|万托林|沙丁胺醇|喷剂|舒利迭|信必可/,
    /\basthma\w*|\binhaler\b|\bpuffer\b|\bventolin\b|\balbuterol\b|\bsalbutamol\b|\bnebuli[sz]er\b|\breliever\b/,
  ],
  /** Barely able to talk: with breathlessness or asthma, a severe attack. */
  speech_effort: [
    re(`说话断断续续|一个字一个字|(说|讲)${gap(2)}(几个字|两个字)就(喘|停)`),
    /\b(can|could) (hardly|barely|only) (speak|talk|get (the |a few )?words out|say a few words)\b/,
  ],

  // ---- seizures (NHS 999: a first seizure, one lasting over 5 minutes, or not waking up) ----
  seizure: [
    /抽搐|惊厥|(孩子|宝宝|娃|小孩|儿子|女儿|老人|男朋友|女朋友|老公|老婆|他|她)(现在)?(在|正在)抽(?![烟血奖空屉签查水])|全身痉挛|四肢痉挛|(高烧|发烧|烧)[^，。,.]{0,4}抽筋|浑身抽|全身抽|两眼上翻|癫痫发作|抽风(?![机扇口])|口吐白沫|羊角风/,
    // The reason a medicine is taken ("I'm on Depakote for seizures") and a risk named ("I can't risk a
    // seizure by starving myself") are no seizure now — unless the clause tells of one (had, now, minutes…)
    // (blind answer round 14, en-105 and en-106: a pregnancy-planning and a diet question got the card).
    /\bseizing\b|\bnag-?se-?seizure\b|\bnangingisay\b|\bkinu-?kumbulsyon\b|\bkumbulsyon\b|\bconvuls|\bfoaming at the mouth\b|\bfitting\b|\b(?<!\b(?:nearly|almost|practically|near enough|just about|about to|gonna|going to) )(having|had|has|have|having another) a fit\b(?! of)|\b(?<!\b(?:for|risk|risking) (?:(?:my|his|her|their|your) )?)seizures(?! (threshold|med\w*|medicines?|pills?|drugs?|tablets?|disorder|free|control))|\b(?<!\brisk(?:ing)? (?:(?:a|another|having a|having another) )?)seizure(?!s)(?!-free)(?! (threshold|med\w*|medicines?|pills?|drugs?|tablets?|disorder|free|control))|\bseizures?\b(?=[^.?!]*\b(?:had|having|another|again|today|tonight|now|just|minutes?|mins?|started|stopped|woke|waking|breathing|lasting|lasted)\b)/,
  ],
  body_jerk: [
    re(
      `(全身|浑身|手脚|四肢|身体)${gap(4)}(抽|抖个不停|一抽一抽|乱抖|抖动|痉挛)|开始抽(?![烟血奖空屉签查水])|(孩子|宝宝|娃|小孩|儿子|女儿|老人|他|她)(在|正在)抽(?![烟血奖空屉签查水])|抽起来了|抽个不停|一抽一抽`,
    ),
    /\b(whole body|body|arms and legs|limbs)\b[^.?!]{0,15}\b(jerk\w*|twitch\w*|shak\w* uncontrollably|convuls\w*)\b|\bjerking (all over|uncontrollably)\b|\b(started|starts|began|keeps?|kept|is|was|went) (jerking|convulsing|twitching all over|shaking all over)\b|\b(started|began) (shaking|twitching)\b/,
  ],
  /**
   * A Parkinson's medicine (levodopa) stopped or missed — named, or said of "his tablets" by someone on one
   * (detect.ts adds it from the profile): with a fever and rigidity or confusion, the parkinsonism-
   * hyperpyrexia syndrome (nineteenth clinician review, zh S1, named serotonin syndrome before).
   */
  parkinson_med_stopped: [
    re(
      `(美多芭|多巴丝肼|左旋多巴|息宁|卡左双多巴|帕金森(病)?(的)?药)${gap(12)}(停|没吃|断了|咽不下|吞不下|吃不下|不吃了|没有吃)|(停|断|忘吃|没吃)(了)?${gap(6)}(美多芭|多巴丝肼|左旋多巴|息宁|帕金森(病)?(的)?药)`,
    ),
    /\b(levodopa|sinemet|madopar|carbidopa|rytary|parkinson'?s (meds?|medicines?|medication|tablets?|pills?))\b[^.?!]{0,40}\b(stopped|missed|skipped|not taken|couldn'?t swallow|can'?t swallow|ran out|off)\b|\b(stopped|missed|skipped|ran out of|off)\b[^.?!]{0,20}\b(levodopa|sinemet|madopar|carbidopa|rytary|parkinson'?s (meds?|medicines?|medication|tablets?|pills?))\b/,
  ],
  /** Medicines stopped or not swallowed for days ("药咽不下去就停了"): read with a Parkinson's medicine known. */
  meds_stopped: [
    re(`药${gap(6)}(咽不下|吞不下|吃不下|停了|不吃了|断了|没吃)|(停|断)了${gap(3)}药`),
    /\b(stopped|skipped|missed|couldn'?t swallow|can'?t swallow|hasn'?t taken|not taking) (his|her|my|the) (meds|medicines?|medication|tablets|pills)\b/,
  ],
  body_stiff: [
    re(`(全身|浑身|四肢|身体)${gap(4)}(僵硬|发硬|绷直|挺直|硬了|变硬|硬起来)`),
    /\b(went|goes|is|body|going|gone|got) (stiff|rigid)\b|\bstiffen(ed|ing|s)?\b/,
  ],
  eyes_rolled: [
    /眼睛上翻|翻白眼|眼球上翻|眼睛往上翻|眼睛翻白|两眼(上翻|发直)|眼神发直|眼睛[^，。,.]{0,2}(往上|向上)?(吊|翻|插)|往上吊/,
    /\beyes (rolled|rolling|roll|went|going|turned|turning) (back|up|upward)\b/,
  ],
  unresponsive: [
    /叫不应|叫不醒|没反应|不省人事|(现在|躺着|人|他|她)一动不动|喊不应|不理人|(叫|喊|拍)[他她了都也几声半天]{0,4}不(应|醒|答应|回应)/,
    /\bunresponsive\b|\bnot responding\b|\b(wont|doesnt|isnt|is not|didnt) respond(ing)?\b|\bnot waking up\b|\bcant wake\b|\bwont wake up\b/,
  ],
  /** Going limp or dropping down (collapse), with no response a loss of consciousness. */
  collapse: [
    re(`瘫软|软倒|(整个人|全身)${gap(2)}软(了|下去|倒)|倒(下|地(?!铁))|瘫(倒|在地)`),
    /\b(collapsed|went limp|gone limp|slumped( over| down)?|dropped to the (floor|ground)|keeled over|crumpled)\b/,
  ],
  /** 抽筋 is a cramp in everyday speech but also a child's convulsion; a seizure only with other signs. */
  cramp_zh: [/抽筋/, /\bcramping up and (passed out|not responding)\b/],
  thunderclap: [
    re(
      `${ZH_SUDDEN}${gap(4)}剧烈头痛|剧烈头痛|这辈子最${gap(3)}头痛|从没这么${gap(2)}(头痛|头疼)|(?<!得(?:我|人|他|她|俺)?)(头|脑袋)${gap(3)}(炸开|要炸|裂开|爆开|劈开)`,
    ),
    /\bworst headache\b|\bthunderclap\b|\b(hit|came on|started) (at )?full (force|strength|blast) (instantly|immediately|all at once|in (a )?seconds?)\b|\bsudden (severe|excruciating) headache\b|\bworst pain of my life\b[^.?!]{0,15}\bhead\b|\bsomething (snapped|popped|burst|exploded|broke|went pop) in(side)? (my|his|her) head\b|\b(pop|snap|bang|crack|explosion|burst)\b[^.?!]{0,6}\bin(side)? (my|his|her) head\b|\bhead\b[^.?!]{0,15}\blike (it|its)( was| is| had)? (cracked|cracking|split|splitting|exploded|exploding|burst|bursting|blew up|blowing up|going to explode)\b/,
  ],
  /**
   * A headache told by a simile of a blow ("like being hit with a bat", "好似俾人打咗一拳"): the onset is
   * instant (NICE CG150 thunderclap; NICE NG228). Not a real blow: see `head_trauma`.
   */
  struck_simile: [
    re(
      `(像|好像|仿佛|就像|如同|似的)${gap(4)}(被|给)${gap(3)}(打|敲|砸|锤|踢|撞|劈|击)(了)?${gap(3)}|(被|给)(人)?(打|敲|砸|锤)了一(拳|棍|下|锤|棒|闷棍)`,
    ),
    /\blike (i|he|she|they|someone|somebody|id|hed|shed)?( (was|were|had|got|just got|been|d been|being|getting|have been))? ?(hit|struck|kicked|punched|smacked|whacked|slammed|clubbed|bashed|shot)\b[^.?!]{0,25}\b(head|skull|bat|hammer|brick|baseball|club|sledgehammer)\b|\blike (a|being hit by a|getting hit with a) (bat|hammer|sledgehammer|brick|baseball bat)\b[^.?!]{0,20}\bhead\b/,
  ],
  /** "The worst ever", "never had anything like it", "10/10", "这辈子最痛", "从来未试过". */
  worst_ever: [
    re(
      `这辈子最|从来没(有)?(这么|这样)${gap(1)}(痛|疼)|从没(这么|这样)|从来(没|未)(有)?(试过|遇过|经历过|有过|这样)|前所未有|最痛的一次|从来没(有)?过这种|这辈子没(这样|这么)`,
    ),
    /\bworst (pain|headache)( ever| of (my|his|her) life| (ive|hes|shes|i have) ever (had|felt)| imaginable| i(ve)? ever had)\b|\bworst (pain|headache)\b|\bnever (had|felt|experienced) (anything|a headache|pain|one) like (it|this|that)\b|\b10 ?(\/|out of) ?10\b|\b(zero|0) to (ten|10)\b/,
  ],
  /** During or right after sex (NICE CG150: headache triggered by sexual activity needs assessment). */
  coital: [
    /做爱|同房|性生活|房事|高潮/,
    /\b(had sex|having sex|during sex|after sex|sex|orgasm\w*|climax(ed|ing)?|intercourse|making love)\b/,
  ],
  /** Neck stiffness (meningism): SAH and meningitis (NICE CG150; NICE NG240). */
  stiff_neck: [
    re(
      `(脖子|颈部|颈项|后颈|颈)${gap(3)}(硬|僵|发硬|僵硬|强直|僵直|转不动)|低头${gap(6)}(碰不到|够不着|痛|疼)|颈硬`,
    ),
    /\bstiff neck\b|\bneck (is |feels |went |got )?(so |really |very )?(stiff|rigid)\b|\b(cant|cannot|unable to) (bend|move|touch) (my |his |her )?(neck|chin to (my |his |her )?chest)\b|\bhurts to (bend|move) (my |his |her )?neck\b|\bneck (hurts|pain) (when|to) (bend|move|look down)/,
  ],
  /** A cause named for a stiff neck: slept on it wrong, 落枕, a gym strain, whiplash, desk work. */
  neck_explained: [
    /落枕|颈椎病|睡姿|枕头|低头族|健身|拉伤/,
    /\bslept (on it )?(wrong|funny|badly)\b|\bsleeping (wrong|funny|badly)\b|\bpillow\b|\bwhiplash\b|\bdesk\b|\bcomputer\b|\bgym\b|\bworkout\b|\bpulled a muscle\b/,
  ],
  sudden: [re(ZH_SUDDEN), re(`\\b${EN_SUDDEN}\\b`)],
  severe_q: [re(ZH_SEVERE), re(`\\b${EN_SEVERE}\\b`)],
  abdominal_severe: [
    re(
      `(一边|一侧|左边|右边|左下|右下|单侧)${gap(6)}(像)?(刀割|刀绞|刀扎|刀捅)(一样|似的|般)?(的)?(疼|痛)|剧烈腹痛|肚子${gap(3)}(痛|疼)得${gap(4)}(打滚|受不了|直不起|动不了)|腹痛${gap(3)}(难忍|剧烈)|肚子剧痛|(小腹|下腹|肚子)${gap(3)}(剧痛|剧烈)`,
    ),
    /\bsevere (abdominal|stomach|belly|tummy|pelvic) pain\b|\b(stomach|belly|abdominal) pain (is )?(unbearable|excruciating)\b|\b(stomach|belly|tummy|abdomen)\b[^.?!]{0,15}\b(hurts?|pain) so (bad|much) (that )?i (cant|can barely|cannot) (move|stand|walk|breathe|straighten)\b|\bdoubled over (in|with) pain\b/,
  ],
  /** Pain in the lower right belly, or pain that moved there from the navel (NHS "Appendicitis"). */
  rlq_pain: [
    /右下腹|右下肚|右边小肚子|右侧下腹|转(移)?到右下|阑尾/,
    /\b(lower|bottom) right (side of (my|the|his|her) )?(belly|stomach|abdomen|tummy|side)\b|\bright lower (belly|stomach|abdomen|tummy|quadrant)\b|\bright side of (my|his|her) (lower )?(belly|stomach|tummy|abdomen)\b|\b(moved|moving|spread|went|shifted|travell?ed)\b[^.?!]{0,30}\bto (the |my )?(lower |bottom )?right( side)?\b|\b(belly button|navel)\b[^.?!]{0,40}\b(lower|bottom) right\b|\brlq\b|\bappendi(x|citis)\b/,
  ],
  high_fever: [
    re(
      `高烧不退|高热不退|烧到(4[0-2]|39\\.[5-9])|(高烧|发烧|体温)${gap(3)}(4[0-2])(\\.\\d)?(度|℃)?${gap(2)}不退`,
    ),
    /\bfever (of )?(10[4-9]|4[0-2])\b/,
  ],
  fever: [
    re(
      // "不发烧" is no fever (blind triage round 34: a cold without fever after chemotherapy years ago).
      // "烧得厉害", "体温高", and a bare "38.9度" with no weather word before it (blind triage round 37: "8天前打的
      // 化疗，现在38.9度出冷汗"; "今天38度好热" is the weather).
      `(?<!(^|[\\s，,。；;！!？?])不)(发烧|发热)|高烧|体温[^，。,.]{0,3}(3[89]|4[0-2])|烧到|(体温|温度|量了|测了|腋温|耳温|肛温|额温)${gap(3)}(3[89]|4[0-2])|烧得(厉害|很厉害|好厉害|特别厉害|滚烫|不行|迷糊)|体温(很|好|特别|蛮|挺|偏)?高(?!(一点|一些|点)?(正常|是不是|吗))|(?<!(天气|气温|室外|外面|室温|水温|油温|高温|最高|今天白天|晒|热到|热得|热咗|热过)[^，。,.；;]{0,6})(?<![\\d.])(3[89]|4[0-2])(\\.\\d)?(度|℃)(?!(的)?(天|高温|热天|水|热水|桑拿|暑)|[^，。,.；;]{0,3}(热|晒|闷|桑拿|空调|气温))`,
    ),
    /\bfever\w*|\blagnat\b|\btemperature (of |is )?(3[89]|10\d)|\bburning up\b|\brunning a temp|\b(temp|temperature|thermometer|reading)\b[^.?!]{0,15}\b(3[89](\.\d)?|4[0-2](\.\d)?|10[0-6](\.\d)?)\b|\b(3[89]|4[0-2])(\.\d)? ?(°c|°|c|degrees)\b|\b10[0-5](\.\d)? ?(°f|f|degrees)\b|\bha(s|ve|d) a (temp|temperature)\b|\bhigh (temp|temperature|fever)\b|\b(had|has|have|got|running|ran|hit|hitting|spiked( to)?|up to|reached|at) (a )?(3[89]|4[01])(\.\d)?\b(?! ?(years?|yrs?|weeks?|wks?|kg|lbs?|mins?|minutes?|hours?|%|percent|times))|\b(feels?|feeling|felt) (really |very |so |super )?(hot|feverish)\b|\bfeverish\b|\b(?<!(pan|pot|stove|oven|radiator|iron|kettle|mug|cup|plate|water|handle|bottle|car|seat|metal) (is |was |felt |feels )?)hot to (the )?touch\b/,
  ],
  /** A temperature below 38 °C or called low-grade: not a fever by NICE NG143's threshold. */
  temp_normal: [
    re(`低烧|低热|(体温|温度|量了|测了|腋温|耳温|额温|发烧|烧)${gap(3)}3[5-7](\\.\\d)?`),
    /\b(temp|temperature|thermometer|fever|reading)\w*\b[^.?!]{0,15}\b(3[5-7](\.\d)?|9[6-9](\.\d)?|100(\.[0-3])?)\b(?![.\d])|\blow[- ]grade\b|\bmild fever\b|\bslight (fever|temp)\b/,
  ],
  /**
   * A temperature told at or above 38.5 °C (101.3 °F), whatever word is put before it ("a slight fever 38.5"):
   * the sickle-cell line (NHLBI 2014). Blind triage round 35, development data once reported.
   */
  temp_385: [
    re(
      `(发烧|发热|体温|烧到|烧了|量了|测了|腋温|耳温|额温)${gap(6)}(38\\.[5-9]|39(\\.\\d)?|4[0-2](\\.\\d)?)(度|℃|°)?`,
    ),
    /\b(temp|temperature|fever|reading|thermometer)\w*\b[^.?!]{0,20}\b(38\.[5-9]|39(\.\d)?|4[0-2](\.\d)?|101\.[3-9]|10[2-6](\.\d)?)\b|\b(38\.[5-9]|39(\.\d)?|4[0-2](\.\d)?)\s?(°\s?c?|c\b|degrees)/,
  ],
  /** A baby under 3 months (NICE NG143: any temperature ≥ 38 °C at that age is high risk, "red"). */
  infant_u3m: [
    re(
      [
        '新生儿|刚满月|满月(的|宝宝|婴儿|孩子|里)',
        `(宝宝|婴儿|孩子|小孩|儿子|女儿)${gap(3)}(才|刚|刚刚)?([1-8]?\\d|[一二三四五六七八]十[一二三四五六七八九]?|[一二三四五六七八九十])(天|日)(大)?`,
        `(宝宝|婴儿|孩子|小孩|儿子|女儿)${gap(3)}(才|刚|刚刚)?([1-9]|1[0-2]|[一二三四五六七八九十]|十[一二])(周|个?星期|个?礼拜)(大)?`,
        `出生${gap(3)}([一两二三四五六七八九十\\d]+)(天|周|个?星期|个?礼拜)|出生${gap(3)}(一|两|二|[12])个(多)?月`,
        `(一|两|二|[12])个(多)?月(大)?的?(宝宝|婴儿|孩子|小孩|女儿|儿子)|(宝宝|婴儿|孩子)${gap(2)}(才|刚)?(一|两|二|[12])个(多)?月`,
        '(未满|不到|还不到|还没到|还没够|未够)(三|3)个月',
      ].join('|'),
    ),
    /\b(newborn|neonate)\b|\b([1-9]|1[0-2]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[- ]?(weeks?|wks?)[- ]old\b|\b(\d{1,2}|one|two|three|four|five|six|seven|ten)[- ]?days?[- ]old\b|\b(1|2|one|two|a)[- ]?(months?|mo)[- ]old\b|\b(under|less than|not yet|not even|younger than) (3|three) months\b|\b(baby|newborn|infant|son|daughter)( is| girl| boy)? (1|2|one|two)[- ]?(months?|mos?)\b(?! ago)/,
  ],
  /** Aspirin taken ("在吃阿司匹林", "on aspirin after Kawasaki"): with chickenpox or flu, Reye syndrome's context. */
  ctx_aspirin: [/阿司匹林|拜阿司匹灵|\b(aspirin|asa)\b/, /\b(aspirin|bayer|baby aspirin)\b/],
  /** Chickenpox or flu (Reye syndrome's triggers; AAP Red Book). */
  viral_trigger: [/水痘|流感|甲流|乙流/, /\b(chicken ?pox|varicella|influenza|the flu|flu)\b/],
  /**
   * A baby or young child is the subject ("my 4 month old", "宝宝"): with floppiness or listlessness
   * the general urgent card (clinician review 2026-11-25 fourth, en P3: "my baby has been really floppy
   * and sleepy… stopped smiling" got a milk answer). NICE NG143 (2019) traffic-light red features:
   * floppy, no response to social cues, cannot be roused.
   */
  young_child: [
    re('宝宝|婴儿|新生儿|小宝|孩子|小孩|娃|儿子|女儿|孙子|孙女'),
    /\b(baby|babies|infant|newborn|toddler|little one|my (son|daughter|boy|girl|kid|child)|\d+ ?(month|mo|week|wk)s?[- ]old)\b/,
  ],
  /**
   * A baby told as breastfed ("could that affect Leo through my breastmilk", "纯母乳的宝宝"): with lost
   * skills, the baby is the one asked about even when no baby word is said (blind answer round 17, en S3).
   */
  ctx_breastfed_baby: [
    re('纯母乳|母乳(喂养)?的(宝宝|孩子|娃)|通过母乳|从母乳|母乳里'),
    /\b(through|in|via|from) my (breast ?)?milk\b|\bbreast ?fed (baby|son|daughter|boy|girl|him|her)\b|\bexclusively breast ?fe\w*\b|\b(i'?m|i am) (breast ?feeding|nursing) (him|her)\b/,
  ],
  /**
   * A mother's low B12 or a vegan or vegetarian diet said: the cause named under the card of a floppy baby or
   * one losing skills (NIH ODS Vitamin B12 fact sheet; CDC MMWR 2003;52:61–64).
   */
  ctx_b12_mother: [
    re('b12|维生素b12|维b12|钴胺|纯素|吃素|素食|全素'),
    /\bb-? ?12\b|\bcobalamin\b|\bvegan\b|\bvegetarian\b|\bplant[- ]based\b/,
  ],
  /**
   * A floppy baby (hypotonia): "floppy", "limp", "like a rag doll", "宝宝软软的", "浑身软绵绵", "抬不起头".
   * Not floppy ears or a hat, not walking with a limp, not soft stools or food.
   */
  floppy_baby: [
    re(
      [
        // Not the stools or the food: "宝宝的大便软软的".
        '(宝宝|婴儿|孩子|娃|小宝|他|她)[^，。！？,.!?；;便屎粑饭粥泥肉菜拉食做煮炖蒸面果]{0,4}(变得|有点|有些|总是|老是|一直|好像|成日)?(软软的|软绵绵|软趴趴|软塌塌|软下软下|软腍腍|软腍腍)',
        `(浑身|全身|身子|身体|手脚|四肢|脖子|整个人)${gap(2)}(发软|软软的|软绵绵|软趴趴|软塌塌|没(有)?劲|没(有)?力气)`,
        `抱(起来|着)${gap(4)}(软软的|软绵绵|软趴趴|很软|好软)`,
        `(像|跟)(面条|布娃娃|布偶)(一样|似的)`,
        '肌张力(低|下降|减低|减弱)',
      ].join('|'),
    ),
    /\bfloppy\b(?! (ears?|hats?|disks?|bunny|bunnies|hair))|\bfloppier\b|(?<!\b(a|with|his|her) )\blimp\b(?! (on|when|after|around))|\bhypoton\w*|\brag ?doll\b|\bno (muscle )?tone\b/,
  ],
  /**
   * Skills a baby had and lost — stopped smiling, grasping, rolling, babbling, sitting ("not really smiling or
   * grabbing stuff like he used to", "不会抓东西了", "会的都不会了", "发育倒退"): regression is a red flag at
   * any age (CDC "Learn the Signs. Act Early." and AAP 2020 milestone checklists: losing skills a child once had;
   * NICE NG143 red features). Not a stranger's smile, not a sleep regression.
   */
  lost_skills: [
    re(
      [
        `(原来|以前|本来|之前)会的?${gap(8)}(现在|这几天|最近|都|又)?${gap(2)}不会了`,
        '不(会|识)(抓|拿|握|够|翻身|翻|坐|抬头|咿呀|发音|笑)(东西)?(了|喇|啦)',
        `不(再|太|怎么)?(抓|拿|握|够)东西了`,
        `(?<!(生人|陌生人|外人|别人|生面孔)${gap(3)})不(会|再|爱)笑了`,
        `(发育|动作|能力|技能|大运动|精细动作)${gap(2)}(倒退|退步|退化|落后了)`,
      ].join('|'),
    ),
    /\bnot (really |even )?(smiling|grabbing|grasping|reaching|rolling|babbling|cooing|sitting)\b[^.?!]{0,40}\b(like|as) (he|she|they) used to\b|\bstopped (smiling|grabbing|grasping|reaching|rolling|babbling|cooing|sitting( up)?|holding (his|her) head( up)?)\b(?! at (strangers|people|other))|\bno longer (smiles|grabs|grasps|reaches|rolls|babbles|coos|sits)\b|\b(can'?t|cannot|doesn'?t|won'?t|isn'?t) (roll|sit|grab|grasp|reach|smile|babble|hold (his|her) head up)\w*( over| up)? any ?more\b|\blost (skills|(his|her|the) (skills|milestones)|milestones)\b|\b(skills|milestones|development)\b[^.?!]{0,12}\b(regress\w*|going backwards|gone backwards)\b|\b(going|gone|went) backwards\b/,
  ],
  /** Stopped responding socially or feeding: a red feature in a baby (NICE NG143). */
  baby_unresponsive: [
    re(
      `不(会|爱)?笑了|不怎么笑|不理人|逗${gap(2)}不(笑|理)|不(肯)?吃奶|吃奶${gap(3)}(少|差|不好)|叫不醒|很难叫醒|一直睡`,
    ),
    /\b(stopped|stopped smiling|no longer smiles|not smiling|isn.?t smiling|wont smile|not feeding|isn.?t feeding( as)? well|not feeding well|wont feed|hard to wake|wont wake|cant wake)\b/,
  ],
  /** Dislike of bright light (photophobia), a meningitis sign with fever (NICE NG240, 2024). */
  photophobia: [
    re(`怕光|畏光|见光${gap(2)}(痛|疼|难受)|不敢(见|看)光|光线${gap(2)}刺眼`),
    /\b(light|bright light|lights)\b[^.?!]{0,10}\b(hurts?|hurting|bothers?|painful)\b|\b(cant|cannot) (stand|bear|tolerate|look at) (the )?(light|lights|bright light|brightness)\b|\bsensitive to light\b|\bphotophobi\w*|\blight sensitivity\b/,
  ],
  /** Tiny purple or dark-red spots (petechiae, purpura): meningococcal disease with a fever (NICE NG240). */
  purpura: [
    re(`紫(色|红色|红)?的?(点|斑|疹|小点|点点)|瘀点|出血点|针尖(样|大小)的?(红点|出血点)|紫癜`),
    /\b(purple|dark red|red-purple|purplish|pinpoint|pin-?prick|tiny red|tiny purple)\b[^.?!]{0,10}\b(spots|dots|rash|blotches|marks|specks)\b|\bpetechi\w*|\bpurpura\b/,
  ],
  /** A rash that does not fade under a pressed glass (the glass test; NICE NG240 red flag). */
  nonblanch_rash: [
    re(
      `(按|压)${gap(4)}(也|都)?不(褪|退|消|变白)|不(褪|退)色|玻璃杯${gap(8)}(不褪|不退|不消|还在|看得到|看得见)`,
    ),
    /\b(doesnt|does not|didnt|wont|will not|dont|do not)\b[^.?!]{0,10}\b(fade|go away|disappear|blanch|turn white|go white)\b[^.?!]{0,25}\b(press\w*|glass|push\w*|tumbler)\b|\b(glass|tumbler) test\b|\bnon-?blanching\b|\b(press|pressed|pressing|roll|rolled) a glass\b[^.?!]{0,30}\b(still|doesnt|does not|didnt|wont|visible|see)\b|\b(wont|doesnt|does not) fade under (a|the) glass\b/,
  ],

  // ---- serotonin syndrome (Hunter criteria, Dunkley et al. QJM 2003; Zoloft US PI §5.2, 2023) ----
  twitch: [
    re(`抽动|肌肉${gap(3)}(跳|抽|颤)|一抽一抽|肌阵挛|不自主${gap(2)}(抖|动|抽)`),
    re(
      `\\btwitch\\w*|\\bjerk(s|ing|y)\\b|\\bclonus\\b|\\bmuscle spasms?\\b|${near('muscles?', '(spasm\\w*|jump\\w*|twitch\\w*|jerk\\w*)', 15)}|\\bjumpy muscles\\b`,
    ),
  ],
  agitation: [
    /烦躁|躁动|坐立不安|焦躁|亢奋|心烦意乱|激越/,
    /\bagitat\w*|\brestless\b|\bcant sit still\b|\bon edge\b|\bwired\b/,
  ],
  /** Big pupils (mydriasis), a Hunter-criteria companion of serotonin toxicity. */
  pupils_big: [
    re(`瞳孔${gap(3)}(放大|散大|很大|变大|好大)`),
    /\bpupils?\b[^.?!]{0,15}\b(huge|big|massive|dilated|wide|enormous|large|like saucers|blown)\b|\bdilated pupils\b/,
  ],

  // ---- head injury (NICE NG232 Head injury, 2023) ----
  head_trauma: [
    re(
      `(撞|磕|摔|砸|碰到|碰了)${gap(4)}(头|脑袋|后脑|额头|脑门)|(头|脑袋|后脑勺?|额头|脑门)(撞|磕|碰)(了|到|在)?${gap(2)}(门框|墙|柜|桌|车门)|(头|脑袋|后脑勺?|额头)${gap(4)}(撞|磕|摔|砸)(了|到|伤|破|在)|头部(受伤|外伤|撞击)|脑震荡|(撞|摔|磕|砸|打)(晕|昏)|被(撞|打|砸|踢)${gap(2)}(晕|昏)|(摔|跌|撞|磕)${gap(8)}(?<!头)(昏|晕)(了|过去)?${gap(2)}(几|[一两二三\\d]+)(秒|分钟)|(额头|脑门|头上|后脑勺?)${gap(2)}(青|紫|肿)(了)?${gap(2)}(一块|一片|个包|一个包|好大一块)|(额头|脑门|头)上${gap(2)}(起了|鼓了|肿了)(个|一个)?(大)?包|不记得${gap(2)}(在)?(哪|哪里|什么时候|怎么)(撞|磕|摔|碰)`,
    ),
    /\b(hit\w*|bump\w*|bang\w*|knock\w*|smack\w*|crack\w*|struck|hurt|kick\w*|punch\w*|elbow\w*|kneed|whack\w*)\b[^.?!]{0,10}\b(my|his|her|their|the|our) head\b|\bhead (injury|trauma|bump|knock)\b|\bconcuss\w*|\bfell\b[^.?!]{0,30}\bhead\b|\bhead\b[^.?!]{0,15}\b(hit|hitting|struck) (the|a)\b|\bknocked (him |her |me |them |myself )?(out|unconscious|cold|senseless)\b|\bout cold\b|\bkod\b|\bclash(ed)? heads\b|\bhead-?butt(s|ed|ing)?\b(?! (me|him|her|them|you|each other|the (ball|pillow)))|\b(hit\w*|bump\w*|bang\w*|knock\w*|smack\w*|crack\w*|struck|whack\w*|thwack\w*|conk\w*|clonk\w*)\b[^.?!]{0,10}\b(my|his|her|their|the|our) (forehead|skull|temple|noggin|back of (my|his|her|the) head)\b|\b(walked|walk|ran|run|bumped|smacked|crashed|slammed|banged) (straight |right |smack |face first |head first |headfirst )?into (a|the|an|his|her|my|our) (open |glass |kitchen |low |car |cupboard |cabinet |bathroom |fridge )?(door|doorframe|door frame|wall|cupboard|cabinet|shelf|beam|pole|lamppost|lamp post|post|window|corner)s?\b|\b(bruise|bump|lump|egg|goose ?egg|swelling|gash) on (my|his|her|the) (forehead|head|temple|skull)\b|\b(dont|don't|cant|can't|doesnt|does not|do not) remember (hitting|bumping|banging|knocking) (my|his|her) head\b/,
  ],
  /** Nearly swallowed, taken away in time, none swallowed (a child's near miss). */
  near_miss: [
    re(
      `差点(就)?(把|吃|吞|误|咽)(?!${gap(12)}(还是|结果|但是|可是)${gap(6)}(吃|吞|咽)(了|下))|一(颗|粒|片|口|个)都没(吃|吞|咽)(到|下去|进去)?`,
    ),
    /\b(almost|nearly) (ate|swallowed|took|got into|drank|put)\b(?![^.?!]{0,40}\b(but|then|and) (he|she|they|it) (ate|swallowed|took|got|drank)\b)|\b(didnt|did not) (swallow|eat|get) (any|a single|one)\b|\bnone (were |was )?(eaten|swallowed)\b/,
  ],
  /** A fall told (fell, tripped, slipped; 摔、跌倒、滑倒). */
  fall_said: [
    re(`摔(了|倒|跤|下|到|伤)|跌(倒|了|跤|下)|滑倒|绊倒|倒在地|从床上掉`),
    /\b(fell|fallen|tripped|slipped|had a fall|took a (tumble|spill))\b/,
  ],
  /**
   * A broken hip's signs after a fall (NICE CG124): cannot stand or put weight on the leg, a leg shorter or turned out,
   * hip or groin pain (blind triage round 66, en, development data once reported: a 90-year-old on Xarelto who fell
   * from her bed was given the head injury card).
   */
  hip_fracture_sign: [
    re(
      `(腿|脚)${gap(4)}(不能|没法|无法|不敢)${gap(2)}(着地|用力|吃力|站|走|动)|站不起来|起不来了|(腿|脚)${gap(3)}(变短|短了|短一截|往外(撇|翻|歪|转)|外翻|外旋)|(髋|胯|大腿根)${gap(4)}(疼|痛)`,
    ),
    /\b(cant|cannot|can not|unable to|wont|will not|couldnt) (put|bear|take) (any )?weight\b|\b(leg|foot) (looks |is |seems |now )?(shorter|turned out\w*|rotated|twisted out\w*)\b|\bshorter than the other\b|\bhip (pain|hurts|is (really )?(hurting|sore))\b|\b(pain|hurts?|hurting) in (her|his|my|the) (hip|groin)\b|\b(cant|cannot|unable to|couldnt) (stand|get up|walk)\b/,
  ],
  drowsy: [
    re(
      `嗜睡|昏昏欲睡|一直想睡|犯困得厉害|睡过去|记不得|想不起来|断片|耳朵${gap(3)}(流血|流水)|叫不太醒|很难叫醒`,
    ),
    /\bdrowsy\b|\b(very|so|too|really|super) sleepy\b|\b(keeps?|kept|keep|is|was|been|started|starts) (nodding|dozing) off\b|\bnodding off (mid|in the middle|while|during)\b|\bcant stay awake\b|\bkeeps? falling asleep\b|\bcant remember\b|\bmemory loss\b|\bclear fluid\b|\bhard to wake\b|\bbarely awake\b|\bout of it\b/,
  ],

  // ---- deep-vein thrombosis / pulmonary embolism (NICE NG158 VTE diseases, 2020, updated 2023;
  // Yasmin US PI §5.1, 2022) ----
  leg_swelling: [
    re(`${ZH_LEG}${gap(6)}(肿|变粗|粗了|粗一圈)|比(另一|左|右)${gap(4)}(粗|肿|大)`),
    re(
      `${near(EN_LEG, '(swollen|swelling|swelled|puffy|bigger|fatter|larger|thicker|wider)\\b', 20)}|\\bswollen (calf|leg|thigh)\\b|\\b(bigger|fatter|larger|thicker|wider|more swollen)\\b[^.?!]{0,10}\\bthan the (other|left|right)( one| leg| calf)?\\b`,
    ),
  ],
  /** Leg pain or tenderness; "按着疼" / "hurts to walk" without a site count too (vte rules need leg swelling). */
  leg_pain: [
    re(
      `${ZH_LEG}${gap(6)}(痛|疼|胀痛|发红|红肿|发热|发烫|硬)|(按|摸|碰)着?${gap(1)}(疼|痛|烫|发烫|热)|一(按|碰)就(疼|痛)|压痛|走路${gap(2)}(疼|痛)`,
    ),
    re(
      `${near(EN_LEG, '(pain\\w*|hurts?|hurting|tender|sore|aches?|aching|red|warm|hot|tight|cramp\\w*)\\b', 40)}|\\b(pain|tender\\w*|ache) in (my |the |his |her )?(calf|leg|thigh)\\b|\\bhurts to (walk|stand|touch|put weight)\\b|\\b(tender|painful) to (the )?touch\\b`,
    ),
  ],
  /** Swelling named without a site in the same clause ("右腿肚子胀痛，肿了"). */
  swollen: [/肿了|肿起来|肿胀|肿得/, /\bswollen\b|\bswelling\b|\bswelled\b|\bpuffy\b/],
  /** Pain, tenderness, warmth or redness named in a clause of its own ("my calf is swollen, red and really painful"). */
  pain_any: [
    /痛|疼|压痛|发热|发烫|红肿|烫|又红又(热|肿|痛)|发红|红红|热热|摸着热/,
    /\b(pain\w*|hurts?|hurting|tender\w*|sore|aches?|aching|warm|hot|red)\b/,
  ],
  /** Both legs: swelling of both legs by evening is usually not a clot. */
  both_legs: [
    /两条腿|双腿|两腿|两只脚|双脚|两个脚踝|两边/,
    /\bboth (of )?(my |his |her )?(legs|calves|ankles|feet)\b|\bmy (legs|calves|ankles) (are|both)\b/,
  ],
  /** A leg injury explains pain and swelling (sprain, knock). */
  leg_injury: [
    /扭伤|崴|扭到|踢到|撞到腿|摔伤/,
    /\bsprain\w*|\btwisted (my )?(ankle|knee)|\brolled my ankle\b|\bkicked\b|\bpulled a muscle\b/,
  ],
  one_leg: [
    /一条腿|一只腿|一侧|左腿|右腿|左小腿|右小腿|一边腿|一边的腿|比另一|比(左|右)/,
    /\b(one|left|right) (leg|calf|thigh)\b|\b(my|his|her) calf\b|\bone side\b|\bthan the (other|left|right)( one)?\b/,
  ],
  immobile: [
    re(
      `手术后|术后|(?:做|动)(?:完|了)${gap(6)}手术|开完刀|手术(?:后)?第[一二三四五六七八九十两\\d]+天|坐了${gap(8)}(飞机|火车|车|大巴|巴士|高铁|动车|汽车|航班)|长途航班|飞了${gap(6)}(小时|个钟)|长途(飞行|飞机|坐车|汽车|大巴)|卧床|打石膏|石膏|骨折|产后|剖腹产|剖宫产|生完(孩子|宝宝|小孩)|刚生完|坐月子|住院`,
    ),
    /\bafter (\w+ )?(surgery|operation|op)\b|\b(had|got|having) (her|his|my|their|a) (knee|hip|back|shoulder|ankle|gallbladder|appendix|bowel|womb|uterus) (done|replaced|operated on)\b|\b(surgery|operation) (\w+ )?(ago|last week)\b|\bafter (a )?long flight\b|\blong[- ]?(flight|haul|drive|car ride|bus ride|train ride|journey)\b|\b(\d+|ten|twelve|fourteen|fifteen|sixteen|twenty)[- ]?(hour|hr|h)s?[- ]?(flight|drive|bus ride|train ride|car ride|journey)\b|\bgot off (a|the|my) (\w+ )?(plane|flight)\b|\bflew (home |back |in )?from\b|\bbed ?rest\b|\bbedridden\b|\bin a (cast|boot|brace)\b|\bbroken (leg|ankle|hip|foot)\b|\b(hip|knee) replacement\b|\bpost-?op\b|\bjust had (a baby|surgery)\b|\bpostpartum\b|\bc-? ?section\b|\bc(a)?esarean\b/,
  ],

  // ---- poisoning (Poison Help 1-800-222-1222, HRSA; AAPCC; NHS 999; 120 in China) ----
  overdose: [
    re(
      [
        `误服|误吞|误食${gap(4)}(药|片|铁剂|维生素)|吃了${gap(4)}([二三四五六七八九]?十[一二三四五六七八九]?|几十|好几十)片|吃了(一整瓶|一瓶|半瓶|整瓶|好多片|很多(?!年|个?月|天)|大量(?!年)|一把|\\d{2,}片)${gap(6)}(药|片|维生素|铁)?|服药过量|吃药过量|过量服(用|药)|吞了${gap(4)}(药|片)`,
        `${ZH_MED}${gap(6)}(吃|吞)了?${gap(4)}${ZH_LOTS}`,
        // "一天吃一把维生素" is a daily habit, not an overdose (blind triage round 30)
        `(?<!(一天|每天|天天|每日|一日|平时|平常)${gap(1)})(吃|吞)了?${gap(4)}${ZH_LOTS}${gap(3)}片?${gap(4)}${ZH_MED}`,
        `(把|将)${gap(4)}${ZH_LOTS}${gap(4)}${ZH_MED}${gap(4)}(都|全|全部)?(吃|吞|喝)(了|光|完|掉|下)`,
      ].join('|'),
    ),
    re(
      [
        '\\btook an overdose\\b|(?<!\\b(being|been|getting|get|am i|i.?m) |碳水|糖分?|甜食|零食|热量|卡路里|咖啡因?|奶茶|火锅|烧烤|炸鸡|蛋糕|巧克力)\\boverdos(ed|e)\\b(?!' +
          ON_A_TREAT +
          ')|\\bswallowed (a|the) (whole )?bottle\\b|\\btook (a whole bottle|too many pills|\\d{2,} (pills|tablets))\\b|(?<!\\b(taking|take|takes|on|that|this|it|these|those|be|is|are) )\\btoo many( \\w+)? (pills|tablets)\\b',
        '\\b(ate|swallowed) (my|his|her|the|some|a bunch of|all (of )?(my|the))( \\w+)? (pills|tablets|gummies)\\b|\\bgot into (my|the|his|her)\\b[^.?!]{0,20}\\b(pills|vitamins|medicine|meds|gummies|tablets)\\b|(?<!\\bfood )\\bpoison(ed|ing)\\b',
        `\\b(took|taken|ate|swallowed|had|downed|popped)\\b[^.?!]{0,25}\\b${EN_LOTS}\\b[^.?!]{0,20}\\b${EN_MED}\\b`,
        // "is that too many pills", "are 3 too many tablets?": a question about a daily amount, not pills
        // taken (blind answer round 17 en-062: "Caltrate 600 twice a day … is that too many pills").
        `(?<!\\b(taking|take|takes|on|that|this|it|these|those|be|is|are) )\\b(too many|way too many)\\b[^.?!]{0,10}\\b${EN_MED}\\b`,
        `\\b${EN_MED}\\b[^.?!]{0,20}\\b(like |about |maybe )?(\\d{2,}|twenty|thirty) of them\\b`,
      ].join('|'),
    ),
  ],
  /** Several doses at once or the same dose again ("吃了好几次的量", "took his heart pills three times"). */
  dose_multi: [
    re(
      `(好几|几|两|三|四|五|[2-9])(次|顿|天|倍)的?(量|药量|剂量)|(一天|一周|一个?星期|几天|好几天|一个月)的(药|量|药量)${gap(4)}(一次|一下子|一口气)?${gap(2)}(全|都)?(吃|吞)(了|光|完|掉)|(吃|服)了(好几|两|三|四|几)(遍|次|回)|一天${gap(4)}吃了(三|四|五|几|好几)(遍|次|回)|重复(吃|服)(药|了)|多吃了(一|两|几|好几)(次|顿|倍)`,
    ),
    /\b(took|taken|had|gave (him|her|them))\b[^.?!]{0,25}\b(pills|meds|tablets|dose|doses|medicine|medication)\b[^.?!]{0,20}\b(twice|three times|four times|\d+ times)\b|\b(double|triple|several|multiple|two|three|four) doses\b|\ba (weeks|days) worth\b|\b(two|three|four|five|six|seven|several|a few|\d+) (days|weeks)( worth)? of (her|his|my|their|the) (\w+ )?(pills|meds|tablets|medicine|medication)\b/,
  ],
  toxic_ingest: [
    re(
      `(误|不小心)?(喝|吃|吞|舔|咽)(了|下|掉|进)${gap(6)}${ZH_TOXIC}|误${gap(2)}${ZH_TOXIC}|(把|将)${gap(6)}${ZH_TOXIC}${gap(4)}(喝|吃|吞|咽)(了|下|掉)|${ZH_TOXIC}${gap(2)}(中毒)`,
    ),
    re(
      `\\b(ate|swallowed|drank|drunk|got into|chewed on|licked|ingested|sipped)\\b[^.?!]{0,20}\\b${EN_TOXIC}\\b|\\b${EN_TOXIC}\\b[^.?!]{0,20}\\b(swallowed|ingested|in (his|her|their|my) mouth)\\b|\\btook a (sip|swig|gulp) of\\b[^.?!]{0,15}\\b${EN_TOXIC}\\b`,
    ),
  ],
  /** A child who swallowed someone else's medicine, or a handful (iron is the classic danger). */
  child_ingest: [
    re(
      [
        `${ZH_CHILD}${gap(10)}(把|将)${gap(8)}${ZH_MED}${gap(4)}(都|全|全部)?(吃|吞|喝|咽)(了|下|掉|光|完|进)`,
        // a plain food eaten on the sly is no ingestion (blind triage round 32: two squares of dark chocolate); "宝宝自己在吃
        // 400IU的滴剂" is the baby's own daily drops (blind answer round 63, zh-017, development data)
        `${ZH_CHILD}${gap(6)}(误|偷偷|偷|自己(?![也都]?(在|正在|每天|天天|一直|平时|也)))${gap(2)}(吃|吞|喝|服|食)(?![了咗掉]?${gap(6)}(巧克力(?!味)|糖果|饼干|零食|蛋糕|水果|草莓|葡萄|苹果|香蕉|西瓜|火龙果|蓝莓|樱桃|橘子|桔子|橙子|芒果|猕猴桃|荔枝|龙眼|冰淇淋|冰激凌|雪糕|薯片|辣条|面包|米饭|剩饭|饭菜|酸奶|牙膏(?![^，。]{0,6}(一整|整支|一管|半管|半支|一支))))`,
        `${ZH_CHILD}${gap(6)}(吞|吃|咽|咬破|咬)(了|下|进)?${gap(4)}(磁力珠|磁珠|磁铁|吸铁石|巴克球|洗碗块|洗衣凝珠|洗碗凝珠)`,
        `${ZH_MED}${gap(4)}被${gap(6)}${ZH_CHILD}${gap(4)}(吃|吞|喝)`,
        `${ZH_CHILD}${gap(8)}(吃|吞|喝)(了|下|掉|光|完)?${gap(4)}(我的|大人的|奶奶的|爷爷的|妈妈的|爸爸的|${ZH_LOTS})${gap(6)}${ZH_MED}`,
        // A mothball, a button battery or a poison bitten or swallowed in one clause (blind triage round 39);
        // told in separate clauses: `ctx_toxic_household` with `child_mouthed`.
        `${ZH_CHILD}${gap(14)}(樟脑丸|卫生球|臭丸|纽扣电池|扣式电池|钮扣电池|老鼠药|杀虫剂|农药)${gap(6)}(吃|吞|咽|咬|啃|舔|含)`,
        `${ZH_CHILD}${gap(14)}(吃|吞|咽|咬|啃|舔|含)${gap(10)}(樟脑丸|卫生球|臭丸|纽扣电池|扣式电池|钮扣电池|老鼠药|杀虫剂|农药)`,
      ].join('|'),
    ),
    re(
      `\\b(caught|found)\\b (my|the|our|his|her) ${EN_CHILD}\\b[^.?!]{0,20}\\b(with|chewing|eating|holding|into)\\b[^.?!]{0,30}\\b${EN_MED}\\b|\\b${EN_CHILD}\\b[^.?!]{0,25}\\b(got into|found and ate|found)\\b[^.?!]{0,25}\\b(${EN_MED}|${EN_TOXIC})\\b|\\b${EN_CHILD}\\b[^.?!]{0,25}\\b(ate|swallowed|drank|chewed)\\b[^.?!]{0,10}\\b(${EN_LOTS}|some of|a bunch of|several|all|my|his|her|grandmas|grandpas|moms|dads|the whole|a handful of|\\d+ of)\\b[^.?!]{0,25}\\b${EN_MED}\\b` +
        // A battery, a magnet, a mothball or an adult's heart, blood-pressure or diabetes medicine, whatever
        // the amount (blind triage round 39: "my baby 1.5 years swallowed grandfather BP tablets", "my 2 yr old
        // ate some of my metformin and one of my glipizide, she's running around fine"; Tagalog "anak ko …
        // nakalunok ng coin battery").
        `|\\b(${EN_CHILD}|anak|bata|apo)\\b(?:[^.?!]|\\.\\d){0,30}\\b(ate|eaten|swallowed|swallow|drank|chewed|bit into|got into|nakalunok|nalunok|nilunok|lumunok|nakain|kinain|nainom|uminom)\\b[^.?!]{0,16}\\b(button batter(y|ies)|coin batter(y|ies)|batter(y|ies)|baterya|magnets?|magnetic balls?|mothballs?|moth balls?|camphor|rat poison|(bp|blood pressure|heart|diabetes|sugar) (pills?|tablets?|meds|medicines?)|metformin|glipizide|glyburide|glibenclamide|gliclazide|glimepiride|clonidine|amlodipine|propranolol|metoprolol)\\b`,
    ),
  ],
  /**
   * Purging to control weight (NICE NG69 2017: self-induced vomiting and laxative misuse need an
   * assessment; MEED 2022: the physical risk is in the purging). Diet pills taken or asked about to lose
   * weight are not purging by themselves ("能不能吃减肥药或者左旋肉碱减肥", clinician review 2026-11-25,
   * Z5): their misuse with other signs is read by the learned reader and the other rules.
   */
  // "pills kinda make me throw up" is the tablets' side effect, not purging: only a person making
  // themself sick (twenty-ninth clinician review, en S1: a pregnant woman's iron question sent to 911).
  purging: [
    re(
      `抠喉咙|抠嗓子|(?<!(用不用|要不要|需不需要|需要|该不该|应不应该|应该|能不能|可不可以|可以|是否|得|给(他|她|它|孩子|娃|宝宝|宝贝|小孩|儿子|女儿|闺女)|帮(他|她|孩子|娃|宝宝)))催吐|(自己|故意)${gap(3)}(吐出来|吐掉|吐了)|吃${gap(3)}泻药${gap(6)}(减肥|瘦|不胖)|(泻药|镁|番泻叶|通便)${gap(8)}(让|把)?(吃的|食物|东西)${gap(3)}(排出去|不吸收|留不住|拉掉|拉出来)|(减肥|瘦)${gap(6)}(吃|喝)${gap(2)}泻药|不吃饭${gap(4)}(还|又)?(吃|喝)${gap(2)}(泻药|减肥药)`,
    ),
    /\b(make|makes|made|making) (myself|herself|himself|themselves|themself) (throw up|vomit|puke|sick)\b|\bpurg(e|ing|ed)\b|\b(taking|take|took|use|using) (\w+ )?laxatives?\b[^.?!]{0,30}\b(lose|losing|weight|thin|skinny)\b|\bfingers? down (my|her|his) throat\b|\b(throw(ing)? up|threw up|vomit(ing|ed)?|puk(e|ing|ed)|being sick)\b[^.?!]{0,30}\b(on purpose|deliberately|intentionally)\b|\b(laxatives?|magnesium|senna|dulcolax|miralax|mag citrate)\b[^.?!]{0,40}\bso (the )?(food|it|what i eat|calories) (doesn.?t|don.?t|won.?t|wont|doesnt) (stay|get absorbed|count)\b|\bso (i|the food) (don.?t|doesn.?t|wont|won.?t) absorb\b|\b(like |about |around |up to )?([5-9]|[1-9]\d|five|six|seven|eight|nine|ten|twenty) (dulcolax|laxatives?|senna|senokot|ex-?lax|bisacodyl|laxative (pills|tablets))\b[^.?!]{0,12}\b(a|per|every) day\b/,
  ],
  /**
   * Making oneself or someone sick asked as first aid ("要不要自己抠喉咙吐出来", "should she make herself
   * vomit"): with something swallowed by mistake or all at once it is a poisoning's question, not purging
   * (blind triage round 73, development data once reported: seven days of two blood-pressure medicines taken
   * at once by mistake got the eating-disorder card). Poison services advise against making anyone vomit
   * (AACT/EAPCCT position paper on ipecac 2004) — the poisoning card says so.
   */
  vomit_first_aid: [
    re(
      `(要不要|该不该|用不用|需不需要|需要|能不能|可不可以|可以|应该|应不应该|是否|得不得)((让|叫|给|帮)?(我|她|他|孩子|宝宝|娃|老人))?(自己|先|马上|赶紧|赶快|去)?(抠喉咙|抠嗓子|扣喉咙|催吐|吐出来|把${gap(4)}吐出来)`,
    ),
    /\b(should|shall|can|could|do|must|need to|have to)( i| she| he| we| they| you)?\b[^.?!]{0,40}\b(make (myself|herself|himself|themselves|themself|him|her|them|us) (throw up|vomit|puke|be sick|sick)|induce vomiting|stick (a |my |her |his )?fingers? down)\b/,
  ],
  /**
   * The wrong medicine taken by mistake ("药盒拿错了", "took my husband's pills"). A dose doubled after a missed one is
   * not it: "can i double up tonight" is an everyday question.
   */
  wrong_medicine: [
    re(
      `吃错(了)?药|拿错(了)?药|(药盒|药瓶|药)拿错|(药|片)吃错|错吃|(药|片)(弄混|搞混)|弄混了药|吃重了|重复(吃|服)了|(药|片)${gap(2)}当(成|作)${gap(6)}(吃|喝|吞)|(爷爷|奶奶|外公|外婆|老公|老婆|爸爸|妈妈|别人|家里人|老伴)的${gap(6)}(药|片)${gap(8)}(吃|吞)了`,
    ),
    /\b(the )?wrong (pills?|tablets?|meds|medicines?|medication|bottle|box)\b|\b(took|taken|swallowed|ate|had) (his|her|my (husband|wife|mum|mom|dad|son|daughter|grandma|grandpa).?s|someone else.?s|another person.?s) (\w+ ){0,2}(pills?|tablets?|meds|medicines?|medication)\b/,
  ],
  /**
   * Vomiting after eating, told beside a wish to lose weight (`weight_goal`): purging in a teenager's
   * words (blind triage round 23, development data once reported: "im trying to lose weight … i vomit
   * after i eat and drink slimming tea every day"). Alone it is a stomach question.
   */
  vomit_after_eating: [
    re(`(吃完|吃了|一吃)${gap(4)}(就|都|马上)?(去)?(吐|抠)`),
    /\b(vomit|throw up|puke|am sick)s? (\w+ ){0,2}(after|when) (i|she|he) (eat|eats|ate)\b|\b(eat|ate) (and|then) (vomit|throw up|puke)\b/,
  ],
  weight_goal: [
    /减肥|减重|瘦下来|变瘦|太胖|想瘦|\b(jian ?fei|tai ?pang)\b/,
    /\b(lose|losing|lost|drop|dropping) (some |the |more )?weight\b|\bslim(ming)? (down|tea)\b|\b(get|be|look) (thin|skinny)(ner)?\b|\btoo fat\b/,
  ],
  /** Standing at a road, the tracks, a roof or a bridge (WHO LIVE LIFE 2021: a place and a means now). */
  at_edge: [
    re(
      `(站在|坐在|跑到|走到|蹲在)${gap(4)}(马路边|马路上|大马路|路边|路口|高速|铁轨|轨道边|站台边|楼顶|天台|桥上|桥边|江边|河边|窗台|阳台)`,
    ),
    /\b(standing|sitting|stood|sat|walked|ran) (on|at|by|next to|near|out to|to|out on) (the |my |our |a |his |her )?(\w+ )?(edge of the |side of the )?(road|roadside|highway|motorway|curb|kerb|tracks|railway|platform edge|roof|rooftop|ledge|bridge|overpass|balcony|window ?sill|window ledge|terrace|parapet|railing)( edge| ledge| railing| wall)?\b/,
  ],
  /**
   * "Better I do it first", "不如我自己先了断": ending it oneself before others can (blind triage round 31,
   * development data once reported; WHO LIVE LIFE 2021).
   */
  do_it_first: [
    /(不如|还不如|干脆)(我)?(自己)?先(了断|走|死|结束)/,
    /\b(better|rather|might as well|may as well) (if )?(i )?(just )?do it (first|myself)\b|\bdo it (myself )?before (they|he|she|anyone) (can|does|do)\b/,
  ],
  /** The urge to run into traffic or jump ("好想冲出去", "want to step out in front of a car"). */
  urge_rush: [
    re(
      `(想|好想|很想|真想|差点)${gap(2)}(冲出去|冲过去|冲到车|冲向|跳下去|撞上去|一头撞|往下跳|翻过去|探出去)|(多|很|挺|好)容易${gap(4)}(跳|翻|探|倒|掉)(下去|出去|过去)|((跳|翻|探|倒|掉)(下去|出去|过去)|往下跳)${gap(2)}(多|很|挺|好)容易`,
    ),
    /\bhow easy (it would be |itd be |it is |its )?to (just )?(lean|jump|fall|step|tip|climb|roll|go) (over|off|out)\b|\b(want\w*|urge|tempted|thinking (of|about)|could just)\b[^.?!]{0,15}\b(lean|jump|step|climb)\w* (over|off|out)\b(?! (of (bed|the car|the pool)))|\b(want\w*|urge|tempted|thinking (of|about)|could just)\b[^.?!]{0,15}\b(run|step|walk|jump|dart)\w* (out )?(into|in front of|onto) (the |a |an )?(traffic|road|cars?|train|truck|lorry|bus|tracks)\b/,
  ],
  /** Days without food (NICE NG69; MEED 2022: starvation with syncope or postural dizziness). */
  starving: [
    re(
      `[几两三四五六七八九十\\d]+天${gap(2)}(没|都没|不)(吃|进食)|好几天没吃饭|饿了一(个)?(礼拜|星期|周)|只喝水|什么都不吃|(一直|故意)${gap(2)}饿(着|自己)`,
    ),
    /\b(havent|hasnt|have not|has not|didnt|not) (eaten|eating)\b[^.?!]{0,10}\b(in|for) (\d+|two|three|four|five|six|seven|several|a few) days\b|\bstarv(ing|ed|es) (myself|himself|herself|themselves)\b|\b(no food|without food|not eating) for (\d+|two|three|four|five|six|seven|several|a few) days\b|\b(just|only) (water|black coffee|water and (black )?coffee)\b[^.?!]{0,30}\bday ([4-9]|\d\d)\b|\bday ([4-9]|\d\d) (of|on) (just |only )?(water|a water fast|black coffee)\b/,
  ],
  /**
   * Eating almost nothing day after day ("一天就吃一个苹果", "only eats one apple a day"): with periods
   * stopped or a fast weight loss, an eating disorder's physical risk (MEED 2022: rapid weight loss and
   * amenorrhoea in severe restriction; a minor always) — blind triage round 28, development data once
   * reported. Alone it is a diet question.
   */
  severe_restriction: [
    re(
      `(一天|每天|天天|一日)${gap(2)}(就|只|才)${gap(2)}(吃|喝)${gap(2)}(一|1|半)(个|根|片|口|杯|小碗|块)${gap(2)}(苹果|香蕉|鸡蛋|黄瓜|西红柿|番茄|水果|饼干|酸奶|面包|饭|东西)|(一天|每天)${gap(2)}(只|就)吃(几|两|三)口|(一天|每天|一日)${gap(3)}(?<!少)(吃|摄入)${gap(3)}([1-5]\\d\\d|[三四五]百)(多)?(大卡|千卡|卡)(?!${gap(2)}(缺口|热量差))`,
    ),
    /\b(only|just) (eats?|eating|ate|having|has|had) (one|1|half an?|a single) (apple|banana|egg|rice cake|yogh?urt|piece of fruit|cracker|cucumber)\b[^.?!]{0,12}\b(a|per|each|every) day\b|\b(only|just) (eats?|eating|having) (a few|two|three) bites\b[^.?!]{0,12}\b(a|per|each|every) day\b|\b(under|less than|below) ([1-4]\d\d|[1-9]\d) (calories|cals|kcal)\b[^.?!]{0,12}\b(a|per|each|every) day\b|\b(eat\w*|ate|having|living on|surviving on|getting|doing|been doing|sticking to|on) (like |about |around |only |just |maybe |barely |roughly )*([1-5]\d\d|[1-9]\d) ?(calories|cals?|kcals?)( a day| per day| each day| every day| daily|\/day)\b(?! (less|fewer|under|below|deficit|more|extra|over|surplus|than))/,
  ],
  /** Periods stopped (amenorrhoea): with severe restriction, a sign of starvation's physical risk. */
  periods_stopped: [
    re(`(姨妈|大姨妈|月经|例假|经期)${gap(2)}(也|都)?(不来了|没来了|停了|好几个月没来|几个月没来|没了)`),
    /\b(her|my|periods?|period has|period have)\b[^.?!]{0,6}\b(period|periods)? ?(stopped|has stopped|have stopped|went away|disappeared|gone)\b|\b(hasnt|havent|has not|have not|hasn't|haven't) (had|gotten|got) (a|her|my) period (in|for) (months|\d+ months|two months|three months)\b|\bno periods? (in|for) (months|\d+ months)\b|\b(got|get|made) (my|her) periods? (to )?stop\b|\b(my|her) periods? (just )?(stop|stops)\b/,
  ],
  /** A fast weight loss told ("瘦了20斤", "lost 10 lbs in a month"). */
  rapid_loss: [
    re(
      `(一个月|两个月|几周|一个多月|半个月|三周|[一两三\\d]+个?月)${gap(8)}(瘦|掉|减)了${gap(2)}([1-9]\\d|二十|三十|十几|二十几)(斤|公斤|kg)|(瘦|掉|减)了${gap(2)}([1-9]\\d|二十|三十|十几|二十几)(斤|公斤|kg)`,
    ),
    /\b(lost|dropped|down) ([1-9]\d?|ten|fifteen|twenty) ?(lbs?|pounds|kg|kilos?)\b[^.?!]{0,12}\b(in|over|within) (a|one|two|three|\d) (month|weeks?|months)\b|\b(lost|dropped|down) ([1-9]\d?|ten|fifteen|twenty) ?(lbs?|pounds|kg|kilos?) (this|last|in the (past|last)) (month|few weeks)\b/,
  ],
  /**
   * A wish to join someone who died ("吞下去就能见到他了", "then i can be with him again"): with the
   * means laid out, an attempt being weighed (C-SSRS: ideation with method; WHO LIVE LIFE 2021).
   */
  join_dead: [
    re(
      `(就能|就可以|就会|就去|去)${gap(2)}(见到|见|陪|找|跟)(你|我|咱)?(他|她|老公|老伴|丈夫|老婆|妻子|妈妈?|爸爸?|儿子|女儿|孩子)了?(?!吃|玩|聊|谈|商量|拿|借|要|买)`,
    ),
    /\b(be|go be) with (him|her|them|my (husband|wife|mom|mum|dad|son|daughter|baby|partner)) again\b|\b(since|after) (mum|mom|dad|my (husband|wife|mum|mom|dad)|his wife|her husband) (passed|died)\b[^.?!]{0,40}\b(wants?|wanted) to (go and |go )?be with (her|him)\b|\b(see|join|go to) (him|her|them|my (husband|wife|mom|mum|dad|son|daughter|baby|partner)) again\b|\bjoin (him|her|them|my (husband|wife|mom|mum|dad|son|daughter|partner))\b(?! (for|at|in|on))/,
  ],
  /**
   * How quick or painless a counted-out overdose would be, asked "for me" or about "someone" (blind
   * triage round 18, development data: "if someone took like 40 of their antidepressants would it be
   * quick"): a method being weighed (C-SSRS ideation with method), read in a hypothetical too.
   */
  means_quick: [
    // How much of a medicine would end one's life quietly, "吃多少片安眠药能一睡不醒", "how many units of
    // insulin will finish me peacefully in the night" (blind triage round 28, development data once
    // reported): the medicine and the quiet end are both needed — "this workout will finish me" and "how
    // much caffeine would kill me" are not this.
    re(
      `(吃|吞)(了|下|掉)?${gap(3)}(几十|[2-9]\\d|一百|[二三四五六七八九]十)片${gap(8)}(会不会|能不能|是不是)${gap(2)}(很快|快|不疼|不痛|没感觉|死|醒不过来)|(多少|几)(片|颗|粒|单位|瓶|盒|支)${gap(8)}(能|会|才能|可以|就能|就会)${gap(4)}(让我)?${gap(2)}(死|走掉|醒不过来|不醒|一睡不醒|解脱)|(一整瓶|整瓶|一瓶|一整盒|整盒|一整板|一把)${gap(2)}(安眠药|药|农药|降压药|止痛药|扑热息痛)${gap(10)}(会不会|能不能|是不是)${gap(2)}(很快|快|不疼|不痛|没感觉|醒不过来)|不遭罪的死法|(无痛|不痛苦|不难受)的?(死法|自杀|走法)`,
    ),
    /\b(took|take|swallowed|swallow|had)\b[^.?!]{0,20}\b([2-9]\d|[1-9]\d\d)\b[^.?!]{0,25}\b(pills|tablets|antidepressants|painkillers|meds)\b[^.?!]{0,30}\b(would|will) (it|i|they) (be )?(quick|painless|fast|hurt|feel anything)\b|\b(insulin|units|pills|tablets|meds|medicines?|medications?|sleeping pills|painkillers|dose)\b[^.?!]{0,40}\b(finish|kill|end) me\b[^.?!]{0,8}\b(peacefully|painlessly|quietly|gently|for good|in (my|the) sleep|in the night|while i sleep)\b|\b(finish|kill|end) me\b[^.?!]{0,8}\b(peacefully|painlessly|quietly|in (my|the) sleep|in the night)\b[^.?!]{0,40}\b(insulin|units|pills|tablets|meds|medicines?|sleeping pills|painkillers)\b/,
  ],
  /** A death in the family told (context: it stays past, and says whose company is wished for). */
  bereaved: [
    re(
      `(老公|老伴|丈夫|老婆|妻子|妈妈|爸爸|母亲|父亲|儿子|女儿|孩子)${gap(4)}(走了|去世|过世|不在了|离世|病逝|没了)`,
    ),
    /\b(husband|wife|partner|mom|mum|dad|mother|father|son|daughter|baby)\b[^.?!]{0,10}\b(passed away|died|passed)\b|\blost my (husband|wife|partner|mom|mum|dad|mother|father|son|daughter|baby)\b|\bwidow(ed)?\b/,
  ],
  /** Pills poured out or laid in front of one (C-SSRS preparatory behaviour: the means at hand). */
  pills_out: [
    re(
      `(药|药片|药丸|安眠药)${gap(10)}(倒在|倒出来|摆在|摊在|全倒|都倒|堆在|排在)|把${gap(12)}(药|药片|药丸)${gap(6)}(倒|摆|摊|堆)(在|出来)`,
    ),
    /\b(poured|tipped|emptied|spread|dumped|laid) (out )?(all )?(of )?(my |his |her |the |our )?(\w+ )?(pills|meds|tablets|medicines?)\b|\b(pills|meds|tablets)\b[^.?!]{0,20}\b(poured out|on the table in front of me|in front of me)\b|\b(put|set|laid|lined) (\w+ ){0,6}(pills|meds|tablets|medicines?) out\b|\b(pills|meds|tablets) (are |all |are all )?out on the (table|bed|counter|desk)\b/,
  ],
  /**
   * A lethal poison just got or kept at hand: an insecticide, pesticide or weedkiller (Sniper/DDVP
   * dichlorvos, paraquat/Gramoxone, organophosphates), rat poison, charcoal (C-SSRS preparatory acts; WHO
   * "Preventing suicide: a resource for pesticide registrars and regulators" 2019 — pesticide
   * self-poisoning is among the commonest means worldwide, Nigeria and rural China included). Alone it
   * is a purchase; with weariness of life or "I don't know why I'm telling you" it is the means at hand
   * (blind triage round 27, development data once reported).
   */
  poison_at_hand: [
    re(
      `(买|弄|搞|拿|藏|备|放|带|囤|准备)(了|好|来|回来|到)?${gap(6)}(农药|敌敌畏|百草枯|老鼠药|鼠药|毒鼠强|杀虫剂|杀虫药|除草剂|草甘膦|敌百虫|乐果|甲胺磷|木炭|一袋炭|烧烤炭)|(农药|敌敌畏|百草枯|老鼠药|鼠药|毒鼠强|杀虫剂|杀虫药|除草剂)${gap(4)}(买|备|准备|弄|藏)(好|到|来|回来|起来)(了)?|(农药|敌敌畏|百草枯|老鼠药|鼠药|毒鼠强|杀虫剂|杀虫药|除草剂)${gap(8)}(在|放在|藏在|就在|带在)${gap(4)}(包|床|柜|身上|口袋|兜|车|抽屉|枕头|手边|房间|窗台|桌上|柴房|床头)`,
    ),
    /\b(bought|buy|buying|got|get|picked up|ordered|have|ve got|kept|keep|keeps|keeping|hid|hidden|hiding|carrying|holding|found)\b[^.?!]{0,30}\b(insecticides?|pesticides?|weed ?killers?|herbicides?|rat poison|rodenticides?|sniper|ddvp|dichlorvos|paraquat|gramoxone|organophosphates?|otapiapia|snipper|rat ?ox|gammalin|lindane|tiktiki|aluminium phosphide|celphos|phostoxin|charcoal\b(?![^.?!]{0,25}\b(bbq|barbecue|grill\w*|cookout|smoker|hotpot|capsules?|tablets?|pills?|activated|supplement\w*|toothpaste|face ?mask)))|\b(insecticides?|pesticides?|weed ?killers?|rat poison|sniper|ddvp|dichlorvos|paraquat|gramoxone|otapiapia)\b[^.?!]{0,20}\b(in|inside|under) (my|the|me) (bag|pocket|room|bed|cupboard|drawer|car|purse|handbag)\b|\be dey (inside|for|under) (my|me) (bag|pocket|room|hand|house)\b/,
  ],
  /**
   * Why one is telling the app at all ("I no even know why I dey type this one", "不知道为什么跟你说这些"):
   * with weariness of life or a poison at hand, the words of someone reaching out (C-SSRS; round 27).
   */
  why_telling: [
    re(
      `(不知道|不晓得|唔知|搞不懂)${gap(3)}(为什么|为啥|干嘛|点解)${gap(6)}(跟你|和你|同你|对你|在这(里)?|在这个|来这|给你)${gap(6)}(说|讲|打|写|发)(这些|这个|这么多|这个话|出来)?|(为什么|为啥)(要)?(跟|和|对)(一个)?(app|软件|机器|ai|营养)${gap(4)}(说|讲)这些`,
    ),
    /\b(dont|do not|no|not sure|dunno|cant say)( even| really)? (know )?why (im|i am|i dey|i|am i)( even)? (telling|typing|writing|saying|sharing|messaging|type|tell|write|asking|talking to)\b|\bwhy am i (even )?(telling|typing|writing|saying|sharing) (this|all this|you|an app|a nutrition app)\b|\bi no (even )?know why i dey\b/,
  ],
  /** A pest or weed named as the reason a poison was bought ("for the bedbugs", "给菜地除虫"). */
  pest_use: [
    /蟑螂|臭虫|蚊子|跳蚤|虱子|白蚁|蚂蚁|苍蝇|老鼠(太多|多|闹|咬|跑)|家里有老鼠|有老鼠|菜地|菜园|花园|庄稼|果树|地里|种地|打药|除草|除虫|杀虫(用)?|灭鼠|灭蟑/,
    /\b(for|against|to kill|on) (the |my |our |some )?(garden|yard|lawn|farm|crops?|plants?|roses|veg(etable)? patch|weeds|bed ?bugs|bugs|cockroach\w*|roach\w*|ants|termites|mosquito\w*|flies|fleas|lice|rats|mice|rodents|pests?|aphids|insects)\b|\b(bed ?bugs|cockroach\w*|roaches|termites|mosquito\w*|rats in|mice in|infestation|pest control|exterminator)\b/,
  ],
  /**
   * A baby or child working to breathe: nostrils flaring, the skin pulling in under the neck or
   * between the ribs, grunting (NICE NG9 Bronchiolitis 2015, updated 2021, 1.3: grunting, marked chest
   * recession → emergency; NICE NG143 fever in under 5s, traffic-light red for breathing).
   */
  recession: [
    re(
      `鼻翼${gap(3)}(煽动|扇动|一张一张|一扇一扇|一张一合)|三凹征|(吸气|喘气|呼吸|喘)${gap(8)}(锁骨|肋骨|胸骨|脖子|喉咙|肋间|胸口)${gap(4)}(凹|陷|往里)|(锁骨|肋骨|胸骨|脖子下面?|喉咙下面?|肋间)${gap(4)}(凹进去|凹陷|陷进去|往里(吸|凹|陷)|一凹一凹|一个坑)`,
    ),
    /\bnostrils? (are |keep |is )?(flar\w*)|\bflaring (of )?(the |her |his |their )?nostrils?\b|\b(dent|dip|hollow|sucking in|caving in|pulling in|sinking in|tugging|sucks in|caves in|pulls in)\b[^.?!]{0,25}\b(neck|throat|ribs?|collarbones?|breastbone|sternum)\b[^.?!]{0,20}\b(breath|breathes|breathing|inhale)|\b(ribs?|skin|chest|belly)\b[^.?!]{0,10}\b(sucking|sucks|caving|caves|pulling|pulls|sinking|sinks) in\b[^.?!]{0,20}\b(breath|breathes|breathing)|\b(chest |rib |subcostal |intercostal )?(retractions|recession)\b|\bgrunting (with|on|at the end of) (each|every) breath\b|\bhead bobbing\b/,
  ],
  /**
   * A dialysis session missed or skipped: the event itself, before any symptom (KDOQI 2015; NKF
   * "Missing dialysis treatments"). "还没透析" (not yet on dialysis) is not a missed session, nor "haven't missed one
   * in 2 years" (blind triage round 69, development data once reported).
   */
  missed_session: [
    re(
      // "漏透一次" (a session of dialysis missed, said short; blind triage round 34).
      `(漏|少|缺)透(了)?(一|两|1|2)次|漏透了|(?<!还)(没去|没有去|没做|没有做|没赶上|没能去|漏(了|做)|错过(了)?|跳过(了)?|缺(了)?|翘(了)?)${gap(4)}(透析|洗肾)|(透析|洗肾)${gap(4)}(没去|没做|没赶上|没来得及|漏了|错过了?|取消了|跳过了?)(?!${gap(1)}(吃饭|午饭|早饭|晚饭|饭|健身|锻炼|上班|上课|散步))|(血透|透析|洗肾)${gap(12)}(没(有)?去透|没透|(又|都)错过了?)`,
    ),
    /\b(?<!\b(havent|hasnt|have not|has not|never|not|dont|didnt|rarely|ever) )(missed|skipped|skip|didnt go to|didnt make it to|couldnt make it to|couldnt get to|blew off|cancelled|canceled)\b[^.?!]{0,25}\b(dialysis|hemodialysis|haemodialysis)\b|\b(dialysis|hemodialysis|haemodialysis)\b[^.?!]{0,20}\b(?<!\b(havent|hasnt|have not|has not|never|not|dont|didnt|rarely|ever) )(missed|skipped)\b(?! (my |the |a |todays |this )?(gym|workout|class|lunch|breakfast|dinner|meal|snack|walk|nap))|\b(?<!\b(havent|hasnt|have not|has not|never|not|dont|didnt|rarely|ever) )(missed|skipped|didnt go to|couldnt get to) (my |the |todays |this mornings )?(hd|h\.d\.)( session| run)?\b|\b(havent|have not|hasnt|has not|not) (been|gone) (to|for) (my |his |her |the )?(dialysis|hemodialysis|haemodialysis|hd|h\.d\.)( session| unit)?\b(?! (yet )?(today|this week))|\b(dialysis|hemodialysis|haemodialysis|hd)\b[^.?!]{0,40}\b(?<!\b(havent|hasnt|have not|has not|never|not|dont|didnt|rarely|ever) )(missed|skipped|skip|blew off|bailed on) (my |the |a |his |her |yesterdays |todays |last |this weeks )?(session|run|treatment|chair time)\b/,
  ],
  /**
   * A sign told as normal by a clinician or known to be expected ("doctor said that's normal", "which i
   * know is normal", "医生说正常"): the sign as told is not an alarm (black stool on iron, NHS).
   */
  told_normal: [
    re(
      `(医生|大夫|护士|药师|助产士)${gap(6)}(说|讲)${gap(4)}(是)?(正常|没事|没关系|不要紧)|(我)?知道${gap(4)}(是)?正常`,
    ),
    /\b(doctor|dr|gp|nurse|pharmacist|midwife|consultant|ob|obgyn)( \w+)? (said|says|told me|thinks)( (that|it|this|thats|its))?( is|s)? (normal|expected|fine|harmless|nothing to worry about)\b|\b(which|that|and) (i know|we know) (is|its|s) (normal|expected)\b|\bi know (that |it |its |thats )?(is )?(normal|expected)\b/,
  ],
  /**
   * Aconite (附子, 川乌, 草乌, 乌头; monkshood, wolfsbane) eaten, often in an undercooked soup or a herbal wine:
   * numbness of the mouth and limbs, then heart rhythm disturbances within hours (Chan TYK, Clin Toxicol
   * 2009;47:279; blind triage round 21).
   */
  /**
   * Star fruit (carambola): its neurotoxin (caramboxin) is cleared by the kidneys; with kidney disease or
   * dialysis, hiccups, confusion, vomiting or seizures after eating it are poisoning (Neto MM et al.
   * Nephrol Dial Transplant 2003;18:1253).
   */
  star_fruit: [
    re(`(吃|啃)(了|过|掉)${gap(6)}(杨桃|洋桃|阳桃|五敛子)|(杨桃|洋桃|阳桃)${gap(4)}(吃|啃)(了|多了|掉)`),
    /\b(ate|had|eaten|eating|have been eating|munched|finished)\b[^.?!]{0,20}\b(star ?fruits?|carambolas?)\b|\b(star ?fruits?|carambolas?)\b[^.?!]{0,15}\b(at|for|after) (lunch|dinner|breakfast)\b/,
  ],
  hiccup: [/打嗝|呃逆|打呃/, /\bhicc?(up|ough)\w*/],
  aconite: [
    /附子|川乌|草乌|乌头|雪上一枝蒿|(?<![a-z])fu ?zi(?![a-z])/,
    /\b(aconite|aconitum|monkshood|wolfsbane|wolf'?s bane|fuzi|fu zi|chuanwu|caowu)\b/,
  ],
  wild_mushroom: [
    re(`(野|自己采|山上采|路边|不认识|采来)${gap(4)}(蘑菇|菌)|野生菌|野蘑菇|毒蘑菇|毒菌|见手青`),
    /\b(wild|foraged|picked|unknown|random) (\w+ )?mushrooms?\b|\bmushrooms? (i|we|he|she|they) (picked|found|foraged)\b|\bpoisonous mushroom/,
  ],

  // ---- context: who is speaking ----
  ctx_pregnant: [
    re(
      // Weeks after an embryo transfer are an early pregnancy's weeks ("试管移植后第四周，一边肚子像刀割一样疼":
      // blind triage round 36, an ectopic missed).
      `(胚胎|试管)?移植(后|完)${gap(2)}(第)?[一二两三四五六七八九十\\d]+(周|个?星期|个?礼拜)|(?<!想|准备|打算|计划|避免|防止|不想|不能)怀孕(?!前|之前|的话|这(件)?事)|孕期|孕妇|怀(了)?(个)?娃|怀(了|咗|上)?(快|差不多|大概|都)?[二两三四五六七八九十\\d]+个?(多|来)?月(?!前|之前|以前)|肚(子)?里(的)?(娃|孩子|宝宝|bb|小孩|胎儿|毛毛)${gap(4)}[二两三四五六七八九十\\d]+个?(多|来)?月(?!前|之前|以前)|怀(了|咗)?(快|差不多|大概|都)?[二两三四五六七八九十几\\d]+个?(多)?(礼拜|星期)|[二两三四五六七八九十\\d]+个?多?月(的)?身孕|孕${gap(2)}\\d+周|怀着|孕晚期|孕中期|孕早期|\\d+周${gap(2)}(孕|胎)|(我|现在)${gap(2)}\\d{2}周(?!岁)|宝宝${gap(2)}\\d+周|有了身孕|早孕|怀上|验(孕)?(了|出)有|两条杠|有喜|身怀六甲|胎动${gap(3)}(少|减少|没|不动|停)|(再|要|先)?数(数|一下|下)?胎动|孕[一二三四五六七八九十]个?月|孕[一二三四五六七八九十]{1,3}周|大着肚子|挺着(个)?大?肚子|怀(了)?[一二两三]胎|快(要)?生了|预产期|(huai ?yun|yun ?qi|yun)\\s*\\d{1,2}\\s*(zhou|周|ge ?yue|个月)|(?<![\\d.])(1[2-9]|[2-3]\\d|4[0-2])\\+?[0-6]?周(?!岁)|怀起(了)?(个)?(娃|二胎|三胎|老二|孩子|小孩|宝宝|bb)|(?<![\\d一二三四五六七八九十])(十[二三四五六七八九]|二十[一二三四五六七八九]?|三十[一二三四五六七八九]?|四十[一二]?)周(?!岁)|(?<![\\d.])\\d{1,2}\\s*zhou\\b|(?<![\\d.])\\d{1,2}周${gap(2)}见红`,
    ),
    // A pregnancy planned, prevented or waved away is no pregnancy now ("we're planning a pregnancy", "the pregnancy
    // thing doesn't apply to me" — forty-fourth clinician review, en minor 15: a headache on acitretin got the
    // pre-eclampsia card from an earlier message).
    /(?<!\b(planning|plan|plans|planned|prevent|prevents|preventing|avoid|avoiding|against|trying to get|try to get|want to get|wants to get|wanting to get|hoping to get|hope to get|the) (a |for a |for |my |our |her )?)\bpregnan(?!\w* (thing|stuff|warnings?|rules?|programme|program|prevention)\b)|\bpregg(y|o|ers|ie)\b|\bembarazada\b|\b\d{1,2} ?zhou\b|\byun ?fu\b|\b(she|wife|daughter|daughter-in-law|sister|girlfriend|i|im|i'm|i am) (is |'s |s )?(\d|five|six|seven|eight|nine) months\b(?! old| ago| postpartum)|\b(week|wk|wks) (2\d|3\d|4[0-2])\b(?! (of|on|in) (my|the|this) (diet|plan|program|challenge|keto|fast))|\b(huai ?yun|yun ?qi|yun)\s*\d{1,2}\s*(zhou|ge ?yue)\b|\b\d (months?|mos?) along\b|\b(one|two|three|four|five|six|seven|eight|nine) months along\b|\b(\d|three|four|five|six|seven|eight|nine) months gone\b|\bin (my|her|the|our) (\d(st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|last) month\b(?! of (the|my|this) (diet|plan|program|course|job|treatment))|(^|\b(baby|bub|i'?m|im|i am|she'?s|shes|she is|we'?re|we are|wife'?s|wife is|baby'?s|baby is)\s+)due (in|on|around|early|late|mid|end of|at the end of)\s*(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b|(?<!\b(for|since|past|last|over|in|every|after|the|next) )\b\d{1,2}(\+\d)? ?(weeks?|wks?|wk|w)\b(?! (old|ago|after|later|postpartum|post|of))|\b(2\d|3\d|4[0-2])\+[0-6]\b|\boverdue\b|\bplacenta (previa|praevia)\b|\bexpecting (a baby|twins)\b|\b(first|second|third) trimester\b|\bknocked up\b|\b(mum|mom)-to-be\b|\bdue (date|in (\d+|a|two|three|four|five|six|seven|eight|nine|ten) (weeks?|days?))\b|\bbaby (isnt|is not|hasnt|has not|stopped|not) (moving|kicking)\b/,
  ],
  /**
   * After a birth (counts as pregnancy for bleeding, pre-eclampsia and clots), but unlike the profile it
   * is a symptom-like feature: "a c-section 5 years ago" is past and says nothing about now.
   */
  postpartum: [
    re(
      // Lochia (恶露) is only after a birth, and a baby "born two weeks ago" dates one (blind triage round 43,
      // development data: a haemorrhage two weeks after the birth, "宝宝出生两周，恶露本来快干净了", missed).
      `产后|chan ?hou|生完(孩子|宝宝|小孩|bb|娃|仔|女)|刚生完|剖完|生产后|坐月子|月子里|剖腹产|剖宫产|顺产后|恶露|(宝宝|孩子|娃|小孩|bb|bb仔|女儿|儿子|囡囡)(才|刚|刚刚|啱啱|啱)?(出生|出世|生下来)(了|咗|才|刚)?${gap(2)}([一两二三四五六七八九十\\d]+)(天|日|周|个?星期|个?礼拜)`,
    ),
    /\bgave birth\b|\bchan ?hou\b|\bpostpartum\b|\bpos(t)?parto\b|\bjust had (a|my|the) baby\b|\bc-? ?section\b|\bc(a)?esarean\b|\bdelivered (my|the|a) baby\b|\b(delivered|gave birth) (yesterday|last (week|night)|this week|\d+ days? ago)\b|\bhad (my |the |a |our |her )?(little |baby |wee |new )?(baby|bub|bubba|little one|newborn|lad|boy|girl|son|daughter|lass|twins)\b[^.?!]{0,6}\b(\d+|a|one|two|three|four|five|six|a few) (days?|weeks?) ago\b|\b(delivered|gave birth)\b[^.?!]{0,12}\b(\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|a few) (days?|weeks?) (back|before)\b|\bdelivered\b[^.?!]{0,20}\bby (cs|c-?section|caesarean|cesarean)\b/,
  ],
  /** Bleeding after a birth told as settling ("getting lighter", "越来越少", "gone from red to brownish"). */
  bleeding_settling: [
    /越来越少|越来越淡|快(要)?干净|少(了)?很多|少多了|变淡|淡了|只有一点/,
    /\b(getting|got|gets) (lighter|less)\b|\blighter (now|every day|each day|and lighter)\b|\bless and less\b|\b(settling|tapering|almost (stopped|gone|done))\b|\bjust (spotting|pinkish|brownish)\b|\bgone from (bright )?red to\b|\bmostly (light )?(pink|brown)\w*\b|\blight pink\b/,
  ],
  ctx_anticoag: [
    // Heparins by injection too (blind triage round 34 after the retrain: "术后在打依诺肝素 … 鼓起好大一块紫包").
    /华法林|华发林|花法林|华法令|滑法林|醋硝香豆素|苯丙香豆素|抗凝|利伐沙班|阿哌沙班|达比加群|依度沙班|氯吡格雷|阿司匹林|波立维|拜瑞妥|艾乐妥|泰毕全|稀释血液|依诺肝素|低分子肝素|克赛|速碧林|法安明|那屈肝素|达肝素|肝素针|打肝素|磺达肝癸钠|替格瑞洛|倍林达/,
    /\b(enoxaparin|lovenox|clexane|heparin|dalteparin|fragmin|tinzaparin|innohep|fondaparinux|arixtra|ticagrelor|brilinta|prasugrel|effient)\b|\bwarfarin\b|\bhua ?fa ?lin\b|\bcoumadin\b|\bacitrom\b|\bsint(h)?rome?\b|\bacenocou?marol\b|\bphenprocoumon\w*|\bmarc(o)?umar\b|\bfalithrom\b|\bjantoven\b|\bblood thinners?\b|\banticoagul|\bapixaban\b|\beliquis\b|\brivaroxaban\b|\bxarelto\b|\bdabigatran\b|\bpradaxa\b|\bedoxaban\b|\bclopidogrel\b|\bplavix\b|\baspirin\b|\binr\b/,
  ],
  /** On dialysis (haemodialysis or peritoneal): a missed session is its own emergency (missed_dialysis). */
  ctx_dialysis: [
    /透析|血透|腹透|洗肾/,
    /\b(dialysis|hemodialysis|haemodialysis|hemo|tou ?xi)\b|\bhd (pt|patient)\b/,
  ],
  /**
   * Cloudy peritoneal-dialysis fluid ("透析放出来的液体是浑的", "my PD bag came out cloudy"): peritonitis until
   * shown otherwise (ISPD 2022; twenty-sixth clinician review, zh S2 — it was read as no emergency).
   */
  pd_cloudy: [
    /(透析|腹透|透出|放出来的|引流出来的|倒出来的|流出来的)[^，。？?]{0,8}(液|水|袋)[^，。？?]{0,6}(浑|混浊|浑浊|不清|发白|乳白|像淘米水|有絮|絮状)|腹透[^，。？?]{0,12}(浑|混浊|浑浊|发白|絮)/,
    /\b(cloudy|murky|milky|turbid|not clear|hazy)\b[^.?!]{0,40}\b(dialysate|effluent|pd (fluid|bag|drain)|drain(ed)? (fluid|bag)|dialysis (fluid|bag)|exchange)\b|\b(dialysate|effluent|pd (fluid|bag|drain)|drain(ed)? (fluid|bag)|dialysis (fluid|bag)|exchange|pd)\b[^.?!]{0,40}\b(cloudy|murky|milky|turbid|not clear|hazy)\b/,
  ],
  /**
   * A session missed or skipped, said in a clause of its own ("上次没去透", "skipped my session
   * yesterday"); with ctx_dialysis anywhere in the message it is a missed dialysis (blind triage round 26,
   * development data once reported: both were missed when the dialysis was said in another clause).
   */
  session_missed: [
    // "周二周四两次都没去成" (blind triage round 68, development data once reported: named as a clot).
    /没(有|能)?去透|没透(成)?|(一|两|三|1|2|3)次(都|全)?没(能)?(去|做)(成)?|(透析|这次|上次|今天|昨天|周[一二三四五六日]|礼拜[一二三四五六天])的?(透析)?(又)?(没去|没做|错过了?)(?![^，。？?\s]{0,3}(饭|吃|车|觉))|(透析|血透|腹透|洗肾)(又)?(漏|落|少|缺|跳过)(了|掉)?(一|两|1|2|这)?次|(漏|少|缺)(透|做)(了)?(一|两|1|2)次/,
    /\b(missed|skipped|skip|blew off|bailed on|didnt go to|couldnt make|couldnt get to) (my |the |a |yesterdays |todays |last |this weeks |(mon|tues|wednes|thurs|fri|satur|sun)days )?(session|run|treatment|chair( time)?)\b|\b(missed|skipped) (yesterdays|todays|last nights|this mornings|(mon|tues|wednes|thurs|fri|satur|sun)days)\b(?! (meal|lunch|dinner|breakfast|class|workout|dose|pill|tablet|shot|insulin|appointment with))/,
  ],
  ctx_ckd: [
    /肾病|肾衰|肾功能(不全|差|不好|不太好|不大好|不怎么好|不行|很差|低|有问题|有点问题)|透析|尿毒症|慢性肾|肾(脏)?不好|多囊肾|肌酐(挺|很|偏|特别|一直)?高/,
    /\b(shen ?bing|shen ?shuai|tou ?xi|niao ?du ?zheng)\b|\bkidney (disease|failure|problems?)\b|\bckd\b|\bkidney patient\b|\bdialysis\b|\brenal (failure|disease)\b|\bbad kidneys\b/,
  ],
  /**
   * Liver disease said by the person (cirrhosis, ascites, liver failure; a past hepatic coma names it
   * too): with confusion or drowsiness now, hepatic encephalopathy until shown otherwise (EASL 2022
   * hepatic encephalopathy; AASLD/EASL 2014 practice guideline).
   */
  ctx_liver: [
    /肝硬化|肝硬变|肝衰|肝功能衰竭|腹水|肝腹水|肝性脑病|肝昏迷|肝性昏迷|晚期肝病|失代偿/,
    /\bcirrho\w*|\bascites\b|\bliver (failure|cirrhosis)\b|\bend.?stage liver\b|\bdecompensated\b|\bhepatic (coma|encephalopathy)\b/,
  ],
  /**
   * Hepatic coma happening now ("他肝昏迷了", "slipped into a hepatic coma"): the disease term alone, asked
   * about ahead ("要不要少吃蛋白质，免得肝昏迷", "to avoid hepatic coma"), is not an event.
   */
  hepatic_coma_now: [
    re(
      `(肝昏迷|肝性昏迷|肝性脑病)(了|又犯|又发作|发作了|犯了)|(又|已经|现在|正在|今天|刚才)${gap(2)}(肝昏迷|肝性昏迷|肝性脑病)|(肝昏迷|肝性昏迷)${gap(3)}(叫不醒|醒不过来|不省人事)`,
    ),
    /\b(is|hes|shes|he is|she is|was|went|gone|has gone|slipped|fallen|fell|now) (in|into) (a )?hepatic coma\b|\bhepatic (coma|encephalopathy) (again|now|today|right now)\b/,
  ],
  /**
   * Confusion or drowsiness told as happening to someone now or lately ("今天人糊涂了", "最近老是犯糊涂",
   * "he is confused and drowsy today"), not asked about ("肝硬化的人为什么会糊涂", "signs of
   * encephalopathy, confusion?"): with liver disease it is hepatic encephalopathy until shown otherwise.
   */
  confused_now: [
    re(
      `(现在|今天|今早|今晚|早上|刚才|这两天|这几天|突然|又|一直|老是|总是|最近|已经)${gap(6)}(糊涂|迷糊|犯困|嗜睡|昏睡|想睡|叫不醒|醒不过来|昼夜颠倒|黑白颠倒|认不出|胡言乱语|说胡话|答非所问|神志不清|意识模糊|颠三倒四|反应迟钝)|(?<!(药|吃法|时间|顺序|说明书|剂量)${gap(10)}(搞|弄|整|给)?|(搞|弄|整|绕|听|看)得?)(糊涂|迷糊|嗜睡|昏睡|神志不清|意识模糊)了|人${gap(2)}(糊涂|迷糊)(了)?`,
    ),
    /\b(is|am|im|hes|shes|are|was|been|getting|gets|seems?|keeps? (getting|being)|became|become|acting|feel|feels|felt)\b[^.?!]{0,20}\b(confused(?! (with|by|about|over) (all )?(of )?((them|these|those|it all|everything)\b|(the |my |his |her |these |those |all the )?(pills|meds|medicines|medications|tablets|timings?|schedules?|times|doses|instructions|order)\b))|disoriented|drowsy|muddled|not making sense|out of it)\b|\b(confused|drowsy|disoriented)\b[^.?!]{0,20}\b(today|now|this (morning|afternoon|evening)|since (yesterday|last night|this morning)|all day)\b|\bcant (stay awake|wake (him|her|them) up)\b|\bcan not stay awake\b/,
  ],
  ctx_diabetes: [
    /糖尿病|胰岛[素速数树]|(一|夷|姨|移|依)岛素|胰导素|格列|列净|降糖药|打针控糖|甘精|门冬|赖脯|地特|德谷|诺和|优泌|来得时|长秀霖|动态血糖|探头|血糖仪|tang ?niao ?bing/,
    /\bdiabet|\binsulin\b|\b(lantus|basaglar|toujeo|levemir|tresiba|novolog|novorapid|humalog|apidra|fiasp|lispro|aspart|glargine|degludec|ozempic|cgm|libre|dexcom|glucometer)\b|\bglipizide\b|\bgliclazide\b|\b(dapagliflozin|empagliflozin|canagliflozin|ertugliflozin|farxiga|forxiga|jardiance|invokana|sglt2|sglt-2)\b|\bglimepiride\b|\bglyburide\b|\bsulfonylurea\b|\btype (1|2|one|two)\b|\b(has|have|got|with) (the )?sugar\b(?! (free|cravings?|rush|high))|\bsugar (patient|problem)s?\b/,
  ],
  /** Serotonergic medicines and supplements (Zoloft PI §5.2; Natural Medicines 5-HTP monograph). */
  ctx_serotonergic: [
    /5-?羟色氨酸|血清素(嘅|的|类)?药|5-?htp|色氨酸|圣约翰草|贯叶连翘|舍曲林|左洛复|氟西汀|百忧解|氟伏沙明|兰释|帕罗西汀|赛乐特|西酞普兰|来士普|文拉法辛|怡诺思|度洛西汀|欣百达|曲马多|抗抑郁药|曲坦|利奈唑胺|阿米替林|氯米帕明|丙米嗪|昂丹司琼/,
    /\bkang ?yi ?yu ?yao\b|\b5-?htp\b|\btryptophan\b|\bst\.? johns? wort\b|\bsertraline\b|\bzoloft\b|\bfluvoxamine\b|\bluvox\b|\bfluoxetine\b|\bprozac\b|\bparoxetine\b|\bpaxil\b|\bcitalopram\b|\bcelexa\b|\bescitalopram\b|\blexapro\b|\bvenlafaxine\b|\beffexor\b|\bduloxetine\b|\bcymbalta\b|\btramadol\b|\bssris?\b|\bsnris?\b|\bmaois?\b|\bantidepressants?\b|\b\w*triptan\b|\blinezolid\b|\bamitriptyline\b|\belavil\b|\bnortriptyline\b|\bclomipramine\b|\bimipramine\b|\bondansetron\b|\bzofran\b|\bsam-e\b|\bs-?adenosyl-?l?-?methionine\b|\bmdma\b|\bdextromethorphan\b/,
  ],
  /** Estrogen-containing medicines that raise the risk of clots (Yasmin PI §5.1; WHO MEC 2015). */
  ctx_estrogen: [
    /避孕药|优思明|优思悦|妈富隆|达英|雌激素|激素替代|他莫昔芬|雷洛昔芬|炔雌醇/,
    /\bbirth control\b|\bthe pill\b|\bcontraceptive\b|\byaz\b|\byasmin\b|\bestrogen\b|\boestrogen\b|\bhrt\b|\bhormone replacement\b|\btamoxifen\b|\braloxifene\b|\bnuvaring\b|\bethinyl ?estradiol\b/,
  ],
  // ---- concepts from blind round 3: what people see and say, not the textbook word ----
  /** Pain on breathing in (pleuritic), a sign of pulmonary embolism with a sudden onset (NICE NG158). */
  pleuritic: [
    re(`(吸气|深呼吸|呼吸|喘气)${gap(4)}(的时候|时)?${gap(2)}(更)?(痛|疼)|一(吸气|呼吸)就(痛|疼)`),
    /\b(pain|hurts?|hurting|sharp|stabbing)\b[^.?!]{0,30}\b(when|as|if) (i|he|she) (breathe|breathes|breath|inhale|inhales|take a (deep )?breath)\b|\bhurts to (breathe|take a breath)\b|\bpain (on|with) (breathing|deep breaths?)\b/,
  ],
  /**
   * Sickle cell disease said (HbSS, HbSC, "sickler"); the carrier state (trait) is not the disease. With a
   * fever, chest pain or breathlessness it is acute chest syndrome or a serious infection until shown
   * otherwise (NHLBI Expert Panel Report 2014; ninth clinician review, en P5).
   */
  ctx_sickle_cell: [
    /镰状细胞(?!特征|携带|性状)|镰刀(型|状)细胞(?!特征|携带)|镰状细胞贫血|镰刀(型|状)?贫血/,
    /\bsickle[- ]?cell\b(?! (trait|carrier))|\bsickle cell (disease|anemia|anaemia|crisis)\b|\bsicklers?\b|\bhb ?s ?s\b|\bhb ?s ?c\b|\b(ss|sc) disease\b|\bsickle cell \(?ss\)?|\b(has|have|with|got) (hb ?)?ss\b(?! (shoes|number))/,
  ],
  /**
   * Disulfiram taken (Antabuse): any alcohol — kombucha, cooking wine, mouthwash, cough mixture —
   * brings the disulfiram–alcohol reaction (Antabuse UK SmPC §4.8; ninth clinician review, en P2).
   */
  /** Topiramate said (Topamax, Qsymia): its eye emergency, acute myopia and angle closure (Topamax PI §5.2). */
  ctx_topiramate: [
    /妥泰|托吡酯/,
    /\btopamax\b|\btopiramate\b|\bqsymia\b|\btrokendi\b|\bqudexy\b|\beprontia\b/,
  ],
  ctx_disulfiram: [
    /双硫仑|戒酒硫|安塔布司/,
    /\bdisulfi?ram\b|\bdisulfram\b|\bdisulfuram\b|\bantabuse?\b|\besperal\b/,
  ],
  /**
   * An opioid taken or in the person's medicines, as carers name it (generic, brand and street names):
   * the overdose signs below are then an opioid overdose (SAMHSA Opioid Overdose Prevention Toolkit 2018;
   * tenth clinician review, en P5).
   */
  ctx_opioid: [
    /羟考酮|奥施康定|泰勒宁|氨酚羟考酮|吗啡|美施康定|芬太尼|多瑞吉|曲马多|奇曼丁|可待因|美沙酮|海洛因|氢可酮|氢吗啡酮|丁丙诺啡|杜冷丁|哌替啶|阿片/,
    /\b(oxys?|oxycodone|oxycontin|oxycotin|oxicodone|percocets?|percs?|endocet|roxicodone|roxys?|hydrocodone|norcos?|vicodin|lortab|morphine|ms contin|fentanyl|fent|duragesic|tramadol|ultram|codeine|tylenol (#|no\.? ?|with codeine ?)3|methadone|heroin|dilaudid|hydromorphone|opana|oxymorphone|tapentadol|nucynta|buprenorphine|suboxone|opioids?|opiates?)\b/,
  ],
  /** Cannot be woken properly: unrousable, the opioid overdose's first sign (SAMHSA toolkit 2018). */
  od_unrousable: [
    re(
      `叫不醒|叫不太醒|很难叫醒|喊不醒|摇不醒|推不醒|拍不醒|怎么叫都${gap(2)}(叫)?不(太)?醒|叫(了)?${gap(3)}也不醒|昏睡${gap(4)}(叫|喊|摇)?不(太)?醒`,
    ),
    /\b(cant|cannot|can not|couldnt|hard to|barely able to|unable to) (really |properly |fully )?(wake|rouse|arouse) (him|her|them|\w+)( up)?\b|\b(wont|will not|doesnt|does not|isnt) (really |properly |fully )?(wake|waking)( up)?\b|\bunrousable\b|\b(barely|hardly) (rousable|conscious|responsive)\b|\bnodding (out|off)\b[^.?!]{0,20}\b(cant|wont|blue|grey|gray|breath\w*)\b/,
  ],
  /**
   * Breathing that an opioid has slowed: odd snoring or gurgling, slow or shallow breaths, breathing that
   * stops (SAMHSA toolkit 2018; OxyContin US PI boxed warning, life-threatening respiratory depression).
   */
  od_breathing: [
    re(
      [
        `(打)?呼噜${gap(6)}(很怪|奇怪|怪怪的|不对劲|不正常|吓人|好怪|声音怪|异常)|(喉咙|嗓子|嗓子眼)${gap(4)}(咕噜|呼噜|痰鸣|呼哧)|咕噜咕噜`,
        `呼吸${gap(4)}(一分钟|每分钟|1分钟)${gap(2)}(才|只有|就|只)?${gap(1)}([一二两三四五六七八2-8]|[五六七]八?)(次|下|口)|呼吸${gap(3)}(很慢|变慢|好慢|特别慢|很浅|变浅|好浅|一阵一阵|时有时无|停了|停止|断断续续)|(几乎|快|都快)没(有)?(了)?呼吸|呼吸停(了|止)|好久才(喘|吸)一(口|下)气`,
      ].join('|'),
    ),
    /\b(snor\w*|gurgl\w*|rattl\w*)\b[^.?!]{0,20}\b(weird\w*|funny|strange\w*|odd\w*|scary|horrible|awful|different|wrong)\b|\b(weird|funny|strange|odd|scary|horrible|awful) (snor\w*|gurgl\w*|breathing)\b|\bgurgl\w*\b|\bdeath rattle\b|\bbreath\w*\b[^.?!]{0,15}\b(slow|slowed|shallow|keeps stopping|stopped|stops|weird|funny|gurgl\w*)\b|\b(barely|hardly|stopped|stops|not|isnt|wasnt|aint) breathing\b|\bslow(ed)? (breathing|breaths)\b|\bfew breaths\b/,
  ],
  /** Pinpoint pupils (SAMHSA toolkit 2018: the opioid overdose triad). */
  pinpoint: [
    re(`瞳孔${gap(4)}(很小|特别小|好小|针尖|缩小|缩得|缩成|像针)|针尖样瞳孔`),
    /\bpinpoint\w*\b|\bpupils?\b[^.?!]{0,20}\b(tiny|pinpoints?|really small|very small|so small|like dots|like pins?)\b|\btiny pupils?\b/,
  ],
  /** A body gone floppy (limp): with an opioid, an overdose sign (not a walking limp). */
  floppy: [
    /软绵绵|(浑身|全身|身子|整个人)(发)?软(了|得|绵绵)?|瘫软/,
    /\b(floppy|all limp|gone limp|went limp|going limp|like a rag ?doll)\b/,
  ],
  /** A red, hot or burning face, neck or skin: the flush of a disulfiram–alcohol reaction. */
  flushing: [
    re(
      `(脸|面|脖子|全身|浑身|皮肤)${gap(3)}(通红|发红|红了|红得|很红|特别红|发烫|烫|烧得慌)|满脸通红|面红耳赤|潮红`,
    ),
    /\bflush\w*|\b(face|neck|skin|cheeks)\b[^.?!]{0,20}\b(bright red|red|beetroot|burning|on fire|hot)\b|\bred in the face\b|\bwent (bright )?red\b|\bturned (bright )?red\b/,
  ],
  /**
   * Alcohol taken, in any form: a drink, kombucha, "non-alcoholic" beer, a dish cooked with wine, a
   * mouthwash (with disulfiram, where even these bring the reaction).
   */
  alcohol_taken: [
    re(
      // Dishes steeped in wine (醉鸡, 糟卤, 花雕鸡): blind triage round 78, zh, development data.
      `喝(了|过)${gap(4)}(酒|啤酒|红酒|白酒|黄酒|米酒|醪糟|酒酿|康普茶|无醇啤酒)|(吃|喝)(了|过)${gap(4)}(醉虾|醉蟹|醉鸡|醉鹅|糟鸡|糟卤|花雕鸡|酒心|藿香正气水|料酒)|喝酒|沾了(点)?酒|酒后`,
    ),
    /\b(had|drank|drunk|drinking|sipped|tried|downed|necked)\b[^.?!]{0,20}\b(beers?|wine|alcohol|booze|kombucha|pints?|shots?|vodka|whisk(e)?y|gin|rum|cider|lager|ale|prosecco|cocktails?|spirits|sherry)\b|\bkombucha\b|\bafter (a|some|my|the|two|\d) (drinks?|beers?|pints?|glass(es)? of wine)\b|\b(cooked|made) with (wine|beer|sherry|brandy)\b/,
  ],
  /**
   * A source of carbon monoxide indoors: a gas or charcoal heater, a generator or a car in a closed space
   * (WHO indoor air quality guidelines 2010; CDC Carbon monoxide poisoning 2024).
   */
  co_source: [
    re(
      `煤气|燃气(热水器|灶|取暖器|炉)|炭火|炭盆|烧炭取暖|煤炉|蜂窝煤|一氧化碳|热水器${gap(4)}(漏|没关)|(屋里|房间|室内)${gap(4)}(烧|点)(着)?(炭|煤)`,
    ),
    /\b(gas|kerosene|propane|paraffin|oil) (heater|fire|stove)\b|\bspace heater\b|\bgenerator\b[^.?!]{0,20}\b(inside|indoors|garage|basement|running)\b|\bcharcoal\b[^.?!]{0,20}\b(inside|indoors|tent|room|heat)\b|\bcar running in (the|a) garage\b|\bcarbon monoxide\b|\bco (alarm|detector)\b/,
  ],
  /** Digoxin taken (Lanoxin PI 2019 §5.3: toxicity gives nausea, vomiting, visual changes, arrhythmias). */
  ctx_digoxin: [/地高辛|狄戈辛/, /\bdigoxin\b|\blanoxin\b|\bdigitek\b|\bdigox\b/],
  /** Numb or tingling around the mouth: with hand or finger spasm, low calcium (tetany). */
  perioral_numb: [
    // "嘴边和手指头发麻" two weeks after Prolia (fifty-first clinician review, zh S4): 嘴边 is around the mouth too.
    re(
      `(嘴(唇)?|口)(周围|四周|周|边|角)${gap(3)}(发)?麻|嘴唇${gap(4)}(发)?麻|口周发麻|(嘴边|嘴角|口边)${gap(8)}(发)?麻`,
    ),
    // "her lips and fingers are tingling" (thirteenth clinician review, en P4 #1: two weeks after Prolia)
    /\b(numb\w*|tingl\w*|pins and needles)\b[^.?!]{0,15}\b(around|in) (my |her |his )?(mouth|lips)\b|\b(mouth|lips) (are |is |feel |feels )?(numb|tingly|tingling)\b|\b(lips?|mouth)\b[^.?!]{0,25}\b(are|is|feel|feels|went|going|keep|keeps)( \w+)? (numb\w*|tingl\w*)\b/,
  ],
  /** Hands or fingers cramping or locking into a claw (carpopedal spasm). */
  hand_spasm: [
    re(`手${gap(3)}(抽筋|抽搐|痉挛|僵|蜷)|手指${gap(3)}(抽筋|痉挛|僵|蜷|伸不直)|鸡爪`),
    /\b(hands?|fingers?|wrists?)\b[^.?!]{0,15}\b(cramp\w*|spasm\w*|lock\w*|curl\w*|claw\w*|stiff\w*)\b/,
  ],
  /**
   * Little or no urine for many hours ("I've not had a wee since this morning", "一天没尿"): with a
   * high stoma output, diarrhoea or vomiting and faintness, dehydration and acute kidney injury (NICE
   * NG148 2019, updated 2024; thirteenth clinician review, en P2 #2). The negation is part of the sign.
   */
  no_urine: [
    re(
      `(一直|半天|一天|一整天|一上午|一下午|好久|从早上到现在|今天)?(都)?(没|没有)(尿|小便|解小便|排尿|尿尿)|尿(不出|很少|特别少|少得很|量很少)|(几乎|基本)(没|没有)(尿|小便)|(几乎|基本)?(没|没有)怎么(尿|小便|排尿|解小便|尿尿)|(一天|一整天|今天|半天)[^，。！？,.!?]{0,4}(就|只)?(尿|小便)了?(一)?(点点|一点儿?|一丁点|很少)`,
    ),
    /\b(not|havent|hasnt|hadnt|didnt|no|barely|hardly|cant|cannot)\b( had| been able to| passed| done| been for| been)?( a| any| much)? (wee|wees|pee|pees|urine|piss)\b|\bnot (weed|peed|urinated|passed (any )?(urine|water))\b|\b(havent|hasnt|didnt|cant|cannot) (wee|pee|urinate)d?\b|\b(wee|pee|urine) (has )?(stopped|dried up)\b|\bhardly (peeing|weeing|passing (any )?urine)\b/,
  ],
  /**
   * A stoma or ileostomy bag filling or emptied very often, or a high output (BSG 2006 short-bowel
   * guideline): with no urine or faintness, dehydration. "Output a bit higher after curry" is not it.
   */
  stoma_output: [
    re(
      `(造口|造瘘|造口袋|造瘘袋|肛袋|粪袋)${gap(8)}(一直|不停|每(个)?小时|每半小时|很多|特别多|水样|稀水|倒不过来|满了又满)|(高排量|高流量)(造口|造瘘)`,
    ),
    /\b(stoma|ileostomy|colostomy|bag|pouch)\b[^.?!]{0,30}\b(filling( up)? (every|all|constantly|non-?stop|so fast)|emptying (it )?(every|constantly|non-?stop)|pouring|gushing|(pure |like )?water|non-?stop|constantly|every (hour|half hour|\d+ minutes))\b|\b(empty|emptying|change|changing) (the |my |her |his )?(bag|pouch)\b[^.?!]{0,20}\bevery (hour|half hour|\d+ minutes)\b|\bhigh[- ]output (stoma|ileostomy)\b|\b(stoma|ileostomy) output (is |has been )?(very |really |so )?(high|huge|massive|litres)\b/,
  ],
  /**
   * A BTK inhibitor taken (ibrutinib, acalabrutinib, zanubrutinib): palpitations, light-headedness or a
   * faint need an ECG — atrial fibrillation is a labelled effect (IMBRUVICA US PI 2024 §5.3; thirteenth
   * clinician review, en P5 #4).
   */
  ctx_btk_inhibitor: [
    /伊布替尼|依鲁替尼|亿珂|阿可替尼|泽布替尼|百悦泽|奥布替尼|宜诺凯/,
    /\b(ibrutinib|imbruvica|acalabrutinib|calquence|zanubrutinib|brukinsa|pirtobrutinib|jaypirca)\b/,
  ],
  /** Walking unsteadily: ataxia (lithium toxicity, Wernicke). */
  unsteady: [
    /走不稳|站不稳|走路不稳|走不了直线|走不直|东倒西歪|老(是)?绊倒|被东西绊倒|老摔|走路打晃|脚下发飘/,
    /\bunsteady\b|\bwobbly\b|\bcan.?t walk straight\b|\bstumbl\w*|\btripping\b|\bkeeps? (falling|tripping)\b|\boff balance\b|\bwalking like (i.?m|he.?s|she.?s) drunk\b/,
  ],
  /** Lithium taken (round 12: a partner on lithium, very drowsy, twitching and tripping, was missed). */
  /**
   * An MAOI taken (phenelzine, tranylcypromine, isocarboxazid, selegiline, linezolid): a very high blood
   * pressure or a severe or pounding headache on one is a hypertensive crisis until shown otherwise (Nardil
   * and Parnate US prescribing information, Warnings; blind triage round 23, development data once
   * reported: "tranylcypromine … my head started banging … BP 200/118").
   */
  ctx_maoi: [
    /苯乙肼|反苯环丙胺|异卡波肼|司来吉兰|利奈唑胺|吗氯贝胺|单胺氧化酶抑制剂|\bmaoi\b/,
    /\b(phenelzine|nardil|tranylcypromine|parnate|isocarboxazid|marplan|selegiline|emsam|zelapar|linezolid|zyvox|moclobemide|manerix|aurorix|maois?)\b/,
  ],
  ctx_lithium: [
    /碳酸锂|锂盐|锂剂|\b(tan ?suan ?li|li ?yan)\b/,
    /\blithium\b|\blithobid\b|\beskalith\b|\bcamcolit\b|\bpriadel\b/,
  ],
  /**
   * Weakness that spreads or worsens — climbing up the legs, the legs giving way, walking or stairs lost over days: with
   * tingling feet or hands, Guillain–Barré syndrome until a doctor says not (NICE CKS Guillain–Barré syndrome, 2023:
   * rapidly progressive weakness is an emergency admission). A probe of the retrain with rounds 70–86 ("my feet have
   * been tingling for a few days and now my legs are weak and giving way") got no card from either reader.
   */
  weakness_rising: [
    /(越来越|慢慢|一天比一天)[^，。？！,.?!]{0,4}(没劲|无力|软|走不了|走不动|站不住)|往上(走|蔓延|发展|爬)|(蔓延|发展)到(小腿|大腿|腿|膝盖|腰|手)|走不了路|走不动路|上不了楼|爬不了楼梯|站不住|腿(一)?软(得)?(站不住|走不了|摔)/,
    /\b(climb\w*|spread\w*|creep\w*|mov\w*|going|gone|travell?\w*) up (my|his|her|the|both)? ?(legs?|thighs?|body|arms?)\b|\b(legs?|knees?)\b[^.?!]{0,24}\b(giving|gave) (way|out)\b|\b(getting|got|growing) weaker\b|\b(can.?t|cannot|can (barely|hardly)) (walk|climb (the )?stairs|get up (the )?stairs|stand up)\b/,
  ],
  /**
   * Clozapine taken, smoking stopped, more saliva: stopping smoking lifts the clozapine level within days (Clozaril US
   * PI §7; MHRA Drug Safety Update, August 2020), and marked drowsiness, drooling or jerks are its toxicity (ninth
   * clinician review, en P3 Q1: the learned reader retrained with rounds 70–86 left "on clozapine … quit smoking 10 days
   * ago … really drowsy and drooling more" with no card).
   */
  ctx_clozapine: [
    /氯氮平|\b(lv dan ping)\b/,
    /\b(clozapine|clozaril|clopine|leponex|versacloz|denzapine|zaponex)\b/,
  ],
  smoking_stopped: [
    /戒烟|戒了烟|烟戒了|不抽烟了|不吸烟了|烟(也)?不抽了|停(了)?烟/,
    /\b(quit|quitting|stopped|stopping|gave up|giving up|packed in) (the )?(smoking|smokes|cigarettes|cigs|ciggies|tobacco|vaping)\b|\b(quit|stopped|gave up)\b[^.?!]{0,20}\b(smoking|cigarettes|cigs)\b|\bnicotine patch\w*|\b(no longer|not) smoking\b/,
  ],
  drool: [
    /流口水|口水(多|特别多|增多|直流|流个不停)|唾液(多|增多)/,
    /\bdrool\w*|\bsalivat\w*|\bhypersalivat\w*|\bslobber\w*/,
  ],
  /**
   * An antithyroid drug taken (Tapazole US PI §5.1, PTU label: agranulocytosis; fever or sore throat
   * means stop it and get a white count; clinician review 2026-11-25 closing, Z2).
   */
  /**
   * A transplant, or a medicine that lowers immunity enough that a fever is an emergency (KDIGO 2009
   * transplant recipients; methotrexate label boxed warning; NICE NG151 2020): "我爸肝移植后吃激素 现在发冷
   * 发热" (blind triage round 11, development data).
   */
  ctx_immunosuppressed: [
    // Chemotherapy and a low white count told (blind triage round 34: "化疗后查血白细胞很低 现在打寒战 发热"); a
    // course finished long ago is not ("化疗结束快两年了").
    /(?<!试管|胚胎|冻胚|鲜胚|囊胚|胚)移植(?!胚胎|前的?(准备|调理))|他克莫司|普乐可复|环孢素|新山地明|吗替麦考酚|麦考酚|骁悉|米芙|硫唑嘌呤|依木兰|甲氨蝶呤|西罗莫司|雷帕霉素|依维莫司|环磷酰胺|免疫抑制剂|(?<!做完|结束了?)化疗(?!(已经|都)?(结束|做完|完了|停了)|.{0,4}(年|多年)前)|白细胞(很|特别|非常|太|偏)?低|中性粒细胞(很|特别|非常|太|偏)?低|粒缺|升白针|血象(很|特别|非常|太|偏)?(低|差)|血象[^，。,.]{0,4}(偏低|很低|太低|低)|(白血病|淋巴瘤|骨髓瘤)[^，。,.]{0,6}(治疗|化疗|维持|巩固|疗程)|卡培他滨|希罗达|奥沙利铂|顺铂|卡铂|紫杉醇|多西他赛|吉西他滨|培美曲塞|多柔比星|阿霉素|伊立替康|依托泊苷|长春新碱|氟尿嘧啶|替吉奥|血象[^，。,.]{0,4}(降到底|掉到底|很低|太低|降得|掉得)|骨髓抑制/,
    /(?<!\b(finished|completed|ended|done with|stopped) (my |her |his |their |the )?)\bchemo\w*(?![^.?!]{0,30}\b(\d+|two|three|four|five|six|several|many|a few) years? ago\b)|\bneutropeni\w*|\blow (white (blood )?(cells?|counts?)|wbc|neutrophils?|counts?|blood counts?)\b|\b(blood )?counts? (are |is |were |was )?(very |really |so |too )?(low|tanked|bottomed out|in the basement)\b|\bnadir\b|\b(capecitabine|xeloda|oxaliplatin|cisplatin|carboplatin|paclitaxel|taxol|docetaxel|taxotere|gemcitabine|pemetrexed|doxorubicin|adriamycin|irinotecan|etoposide|vincristine|fluorouracil|5-?fu|folfox|folfiri|folfirinox|capox|r-?chop)\b|\b(white (blood )?(cells?|counts?)|wbc|neutrophils?)( count)? (is |are |was |were )?(very |really |so |too )?low\b|\btransplant\w*|\btacrolimus\b|\bprograf\b|\badvagraf\b|\benvarsus\b|\bciclosporin\b|\bcyclosporine?\b|\bneoral\b|\bsandimmune?\b|\bmycophenol\w*|\bcellcept\b|\bmyfortic\b|\bazathioprine\b|\bimuran\b|\bmethotrexate\b|\bsirolimus\b|\beverolimus\b|\bcyclophosphamide\b|\bimmunosuppress\w*/,
  ],
  /**
   * A medicine whose label warns of pneumonitis or interstitial lung disease: EGFR inhibitors, immune
   * checkpoint inhibitors, methotrexate, amiodarone, nitrofurantoin, bleomycin (also from the plan's
   * medicines, detect.ts). New breathlessness with a cough or fever on one needs a doctor now.
   */
  ctx_lung_toxic: [LUNG_TOXIC_SAID, LUNG_TOXIC_SAID],
  /** An immune checkpoint inhibitor, by name or the class in words (also from the plan's medicines, detect.ts). */
  ctx_checkpoint: [CHECKPOINT_INHIBITOR_SAID, CHECKPOINT_INHIBITOR_SAID],
  /**
   * A household poison a small child can get at — a mothball (camphor, naphthalene), a button battery, a
   * magnet, rat poison, an insecticide — named anywhere in the message (blind triage round 39: "老人把樟脑丸放
   * 衣柜里 我家两岁的从里面拿了一颗啃 咬掉一半 现在没啥异样"). With `child_mouthed`, child_ingestion.
   */
  ctx_toxic_household: [
    /樟脑丸|卫生球|臭丸|纽扣电池|扣式电池|钮扣电池|磁力珠|磁珠|巴克球|老鼠药|灭鼠药|杀虫剂|农药|敌敌畏|洗衣凝珠/,
    /\b(button batter(y|ies)|coin batter(y|ies)|lithium coin|mothballs?|moth balls?|camphor|naphthalene|rat poison|mouse poison|rodenticide|insecticide|pesticide|bug spray|magnetic balls?|buckyballs?|laundry pods?|tide pods?|detergent pods?)\b/,
  ],
  /** A small child who bit, licked or swallowed something (what it was may be told in another clause). */
  child_mouthed: [
    re(
      `${ZH_CHILD}${gap(14)}((吞|咽|咬|啃|舔|含)(了|掉|下|进|着|破)?|吃(了|掉|下)?(一|半|两|几)(颗|个|粒|块|片|口))(?!${gap(4)}(苹果|饼干|面包|香蕉|馒头|包子|饭|菜|肉|水果|零食|糖|蛋糕|玩具|手指|奶嘴|指甲))`,
    ),
    re(
      `\\b${EN_CHILD}\\b(?:[^.?!]|\\.\\d){0,30}\\b(swallowed|swallow|chewed|bit|bitten|licked|sucked on|put (it|one|some) in (his|her|their) mouth|had (it|one) in (his|her|their) mouth|ate (one|a|half|some|part))\\b(?! (?:(?:his|her|their|the|a|an|some|my) )?(?:gum|food|toast|apple|banana|cracker|crackers|snack|snacks|dinner|lunch|breakfast|toy|toys|fingers?|nails?|pacifier|dummy|bottle|teether|sandwich|cookie|cookies)\\b)`,
    ),
  ],
  /**
   * A transplanted kidney or liver (or the anti-rejection medicines that say one): with a creatinine told
   * as risen now (`creatinine_rise`) the transplant team today (KDIGO 2009 transplant recipients; round 27).
   */
  ctx_graft: [
    /肾移植|肝移植|移植(的|了|过)?(肾|肝)|换(了|过)?(个)?(肾|肝)|器官移植|移植(术)?(后|以后|之后)|做(了|过)移植|抗排斥|他克莫司|普乐可复|环孢素|吗替麦考酚|骁悉|米芙|西罗莫司|雷帕霉素/,
    /(?<!\b(hair|fecal|faecal|stool|poop|fat|tooth|teeth|tendon|cartilage|skin) )\btransplant(s|ed)?\b(?! (of )?(hair|fecal|faecal|stool|poop|fat|tooth|teeth|tendon|cartilage|skin)\b)|\b(kidney|renal|liver) (graft|allograft|tx)\b|\b(ktx|ltx)\b|\ballograft\b|\bnew (kidney|liver)\b(?! (stones?|cysts?|disease|problems?|function|pain|infection|diet|doctor|specialist|clinic))|\banti-?rejection\b|\btacrolimus\b|\bprograf\b|\badvagraf\b|\benvarsus\b|\bciclosporin\b|\bcyclosporin\w*|\bmycophenol\w*|\bcellcept\b|\bmyfortic\b|\bsirolimus\b|\beverolimus\b/,
  ],
  /**
   * A creatinine told as risen now, set by the detector from `creatinineRiseTold` (creatinine-rise.ts:
   * two figures at least 25 % apart, or "jumped", "doubled", "翻倍"), never from a pattern here.
   */
  creatinine_rise: [/(?!)/, /(?!)/],
  /** A visit for the episode that found it clear, read on the whole message (detect.ts CHECKED_CLEAR). */
  checked_clear: [/(?!)/, /(?!)/],
  /** The writer says they are well themselves while someone near them is ill ("我现在没症状"). */
  self_well: [
    /我(自己)?(现在|目前|暂时)?(还)?(没|没有)(任何)?(症状|发烧|不舒服)|我(自己)?(好好的|挺好的)/,
    /\bi (have|ve got|got) no symptoms\b|\bim (fine|ok|okay|well) myself\b|\bi (feel|am) fine myself\b/,
  ],
  ctx_antithyroid: [
    /甲巯咪唑|他巴唑|赛治|丙硫氧嘧啶|丙基硫氧嘧啶|卡比马唑|甲亢平|抗甲状腺药|甲亢药/,
    /\bmethimazole\b|\bthiamazole\b|\btapazole\b|\bcarbimazole\b|\bneo-?mercazole\b|\bpropylthiouracil\b|\bptu\b|\bantithyroid\b|\banti-thyroid\b/,
  ],
  /**
   * A medicine whose label warns of liver injury with jaundice (PTU boxed warning; isoniazid boxed
   * warning; rifampicin and pyrazinamide): sixth clinician review of 2026-11-26, zh P4 (itching,
   * tea-coloured urine and no appetite on PTU were answered with caffeine limits).
   */
  /**
   * An oral retinoid taken (acitretin, isotretinoin): their labels warn of raised pressure around the
   * brain — headache with vomiting or blurred vision (seventh clinician review of 2026-11-26, zh P1).
   */
  ctx_retinoid: [
    /阿维a|异维a酸|新体卡松|方希|泰尔丝|维a酸类(药)?/,
    /\bacitretin\w*|\bsoriatane\b|\bneotigason\b|\bisotretinoin\b|\baccutane\b|\babsorica\b|\bclaravis\b|\b(oral )?retinoids?\b/,
  ],
  ctx_hepatotoxic: [
    /丙硫氧嘧啶|丙基硫氧嘧啶|异烟肼|利福平|吡嗪酰胺|抗结核药|结核药|抗痨药/,
    /\bpropylthiouracil\b|\bptu\b|\bisoniazid\b|\brifamp\w*|\bpyrazinamide\b|\b(tb|tuberculosis) (meds|medicines?|drugs|pills|tablets)\b/,
  ],
  /**
   * Herbal products or supplements said (中草药, 保健品, ashwagandha, turmeric, green tea extract…): with
   * jaundice and dark urine the likely cause named under the card is liver injury from them (LiverTox,
   * NIDDK; 中国药物性肝损伤诊治指南 2023; fourteenth clinician review, en P5 #3).
   */
  ctx_herbal: [
    /中药|中草药|草药|偏方|土方|保健品|补充剂|营养品|何首乌|土三七|减肥茶|减肥药|护肝片|药酒|姜黄|阿育吠陀|印度(带|买)?(回来)?的(药|草药)/,
    /\bherb(al|s)?\b|\bsupplements?\b|\bayurved\w*|\bashwagandha\b|\bturmeric\b|\bcurcumin\b|\bgreen tea (extract|pills?|capsules?)\b|\bkratom\b|\bfat burners?\b|\bpre-?workout\b|\bguggul\w*|\bkava\b|\bblack cohosh\b|\bgarcinia\b|\b(chinese|traditional) medicine\b|\bhe shou wu\b|\bfo-?ti\b/,
  ],
  /** Yellow skin or eyes: jaundice. */
  jaundice: [
    /黄疸|(皮肤|眼睛|眼白|脸|全身|身上)[^，。,.]{0,4}(发黄|黄了|变黄|有点黄|好黄|很黄)|(皮肤|眼睛|眼白)(也|都|有点|有些)?黄(了|黄的)?(?![瓜豆油金])/,
    /\bjaundice\w*|\byellow(ish)? (skin|eyes)\b|\b(skin|eyes|whites of (my|his|her) eyes)\b[^.?!]{0,20}\b(yellow|yellowish)\b/,
  ],
  /** Itching all over. */
  itch: [/(全身|浑身|皮肤)[^，。,.]{0,4}(痒|瘙痒)|痒得|瘙痒/, /\bitch(y|ing|es)?\b/],
  /** Off food. */
  no_appetite: [
    /没(有)?胃口|不想吃(饭|东西)|吃不下(饭|东西)?|食欲(不好|差|不振|下降)/,
    /\bno appetite\b|\bpoor appetite\b|\blost my appetite\b|\boff (my )?food\b|\bdon.?t feel like eating\b/,
  ],
  /** A sore throat (with an antithyroid drug: the first sign of agranulocytosis, Tapazole US PI §5.1). */
  sore_throat: [
    /咽痛|咽喉痛|喉咙痛|喉咙疼|嗓子痛|嗓子疼|喉咙(好|很|特别)?(痛|疼)|嗓子(好|很|特别)?(痛|疼)|咽喉肿痛|扁桃体(发炎|肿)/,
    /\bsore throat\b|\bthroat (is |was )?(really |very |so )?(sore|hurts?|hurting|painful|killing me)\b|\bstrep\b|\btonsillitis\b|\bpainful (to )?swallow\w*|\bhurts to swallow\b/,
  ],
  /** Yellow or green vision, halos: the visual sign of digoxin toxicity (Lanoxin PI 2019 §5.3). */
  vision_colour: [
    re(
      `(看|眼前|东西|视物)${gap(6)}(发黄|黄黄|黄色|发绿|绿绿|绿色|黄绿)|黄视|绿视|(灯|光)${gap(3)}(光圈|光晕|彩虹)|(灯|光)${gap(8)}(一圈圈|一圈一圈|一圈|彩色|彩虹|光晕)|虹视`,
    ),
    /\b(everything|things|vision|sight|lights?|it all)\b[^.?!]{0,25}\b(yellow|green|yellowish|greenish)\b|\bseeing (yellow|green)\b|\byellow (vision|tint|haze)\b|\bhalos?\b|\b(rings?|circles?|rainbows?)\b[^.?!]{0,15}\b(around|round)\b[^.?!]{0,10}\b(lights?|lamps?|bulbs?|street ?lights?)\b/,
  ],
  /** Pain in an eye (acute angle-closure glaucoma with halos and vomiting: AAO PPP 2020; NHS). */
  eye_pain: [
    re(`眼(睛|球|眶)?${gap(4)}(剧痛|疼|痛|胀痛|胀得)|(左|右|一只)眼${gap(3)}(疼|痛|胀)`),
    /\b(eye|eyes|eyeball)\b[^.?!]{0,25}\b(is killing|killing me|hurts?|hurting|pain\w*|aches?|aching|throbbing|agony|excruciating)\b|\b(pain|ache) (in|behind) (my|his|her|the|one) (right |left )?eye\b|\beye pain\b/,
  ],
  /**
   * Profile-only contexts (never in a message's words: `profileFeatures` sets them): an eating-disorder
   * screen that is positive or purging said (NICE NG69 2017; MEED 2022), and a potassium below 3.0 mmol/L
   * in the plan's labs (NICE CKS Hypokalaemia 2023).
   */
  ctx_purging: [/(?!)/, /(?!)/],
  ctx_low_potassium: [/(?!)/, /(?!)/],
  /** A magnesium below 0.5 mmol/L in the plan's labs (severe hypomagnesaemia; FDA 2011, PPIs). */
  ctx_low_magnesium: [/(?!)/, /(?!)/],
  /**
   * A blood glucose typed in the chat at 16.7 mmol/L (300 mg/dL) or more, set by the detector from the
   * chat's glucose reader (critical-values.ts), never from a pattern here.
   */
  glucose_very_high: [/(?!)/, /(?!)/],
  /** A glucose typed at the critical-low limit (critical-values.ts); set by the detector, never matched. */
  glucose_low: [/(?!)/, /(?!)/],
  /**
   * Nearly fainted ("差点晕倒", "almost blacked out"), set by the detector for a faint word after
   * "nearly": it comes with `dizzy` and `faint` (a companion sign of the other rules), and keeps the
   * fainting rule itself quiet (the faint did not happen).
   */
  near_faint: [/(?!)/, /(?!)/],
  /** The right lower quarter after pain that began around the navel: appendicitis (NICE CKS 2020). */
  rlq_migrating: [
    re(`(肚脐|脐周|脐)${gap(10)}(转移|移到|跑到|到了|转到)${gap(3)}右下`),
    /\b(belly button|navel|around my (belly|tummy|stomach))\b[^.?!]{0,40}\b(lower right|right lower|bottom right|right side)\b/,
  ],
  /** Sudden severe testicular pain or swelling: torsion until shown otherwise (EAU paediatric 2023). */
  testis_pain: [
    re(`(睾丸|蛋蛋|阴囊)${gap(6)}(痛|疼|肿)`),
    /\b(testicles?|testis|scrotum)\b[^.?!]{0,30}\b(hurts?|hurting|pain\w*|swollen|swelling|agony)\b|\b(pain|swelling) in (his|my) (testicles?|balls|scrotum)\b|\b(his|my) balls?\b[^.?!]{0,15}\b(hurts?|hurting|swollen|agony)\b/,
  ],
  // ---- malignant spinal cord compression and cauda equina (NICE NG234, 2023; GIRFT 2023) ----
  /** Cancer named, now or before (a bone metastasis is the common cause of cord compression). */
  cancer_word: [
    /癌|肿瘤(?!科)|骨转移|转移瘤|化疗|放疗|淋巴瘤|骨髓瘤|白血病/,
    /\bcancer\b|\bcarcinoma\b|\btumou?rs?\b|\bmetasta\w*|\bmets\b|\bchemo\w*|\bmyeloma\b|\blymphoma\b|\bleuk(a)?emia\b/,
  ],
  back_pain: [
    re(`(腰|后背|背部|背|脊柱|脊椎|腰椎|胸椎|颈椎)${gap(4)}(痛|疼|酸痛)|腰疼|背疼|腰痛|背痛`),
    /\b(back|spine|spinal|neck)\b[^.?!]{0,12}\b(pain\w*|hurts?|hurting|aches?|aching|killing)\b|\b(pain|ache) in (my |his |her |the )?(back|spine)\b|\bbackache\b/,
  ],
  /**
   * Colic in the loin or side, or kidney-stone pain said: with a fever it is an infected, blocked kidney
   * until shown otherwise (EAU Urolithiasis 2024, §3.4.1 decompression) — the cause the urgent card names
   * (fifteenth clinician review, zh P3 #1: it was explained as infant fever and appendicitis).
   */
  flank_pain: [
    re(
      `(腰|侧腰|腰侧|腰眼|肾区|后腰|腰子)${gap(4)}(绞痛|绞着(疼|痛)|剧痛|疼|痛)|肾绞痛|(肾|尿路|输尿管)?结石${gap(6)}(痛|疼|犯了|又来了|发作)`,
    ),
    /\b(flank|loin|kidney)\b[^.?!]{0,15}\b(pain\w*|hurts?|hurting|killing|agony|colic)\b|\b(my|left|right|his|her) side\b[^.?!]{0,12}\b(pain\w*|hurts?|hurting|is killing|agony)\b|\b(kidney|renal) (stone|colic)\b[^.?!]{0,20}\b(pain|again|back|attack)\b|\brenal colic\b/,
  ],
  /**
   * Pain high in the belly that goes through to the back, often eased by bending forward: acute
   * pancreatitis is the likely cause with vomiting (ACG acute pancreatitis guideline 2024; valproate's
   * boxed warning) — fifteenth clinician review, zh P4 #3.
   */
  epigastric_back: [
    re(
      `(上腹|胃|心窝|肚脐上|肚子上面|中上腹)${gap(8)}(痛|疼)${gap(6)}(到|向|往|连着|串到|放射到?|穿到)${gap(2)}(后背|背)|(上腹|胃|心窝)${gap(6)}(痛|疼)${gap(8)}(弯着腰|弯腰|蜷着|往前趴)|^(一直|还|都)?(疼|痛)(到|向|往|连着|串到|穿到)了?(后背|背)`,
    ),
    /\b(upper (belly|stomach|abdomen|tummy)|stomach|belly|tummy|epigastri\w*)\b[^.?!]{0,40}\b(through|into|to|radiat\w*|goes to|going to|going through|shoots? (to|into|through))\b( (my|the|his|her))? back\b/,
  ],
  /** Both legs numb or weak, or bladder or bowel control lost: the cord or the cauda equina is pressed. */
  legs_neuro: [
    re(
      `(两条腿|双腿|两腿|下肢|腿脚|腿|脚)${gap(4)}(发麻|麻木|麻了|麻麻|没力气|没劲|无力|发软|软了|不听使唤|迈不开|抬不起)|(大小便|小便|大便|尿)${gap(3)}(失禁|控制不住|憋不住|解不出|尿不出|拉不出来)|屁股${gap(3)}(发麻|麻木|没感觉)|(会阴|肛门)${gap(3)}(发麻|麻木|没感觉)|腿软|尿不出(来)?`,
    ),
    /\blegs?\b[^.?!]{0,20}\b(numb\w*|weak\w*|tingl\w*|giving (way|out)|gave (way|out)|like jelly|wont work|won'?t hold)\b|\bcan'?t feel (my|his|her) (legs|feet)\b|\bnumb\w* (in|down) (my|his|her|both) legs\b|\b(can'?t|cannot|couldn'?t) (pee|urinate|control (my|his|her) (bladder|bowels?))\b|\blost control of (my|his|her) (bladder|bowels?)\b|\b(wet|peed|soiled) (my|him|her)sel(f|ves) without\b|\bnumb\w* (between|around) (my|his|her|the) (legs|buttocks|bottom)\b|\bsaddle numbness\b/,
  ],
  // ---- hypercalcaemia (Society for Endocrinology emergency guidance, Endocr Connect 2016;5:G9) ----
  /**
   * A high blood calcium, sarcoidosis or primary hyperparathyroidism said, or in the plan (`profile
   * .highCalcium`, the conditions): the context in which thirst, passing urine often, vomiting and
   * confusion are hypercalcaemia until shown otherwise. "High-calcium foods" is not a high calcium.
   */
  ctx_high_calcium: [
    re(
      `(血钙|血清钙|钙离子|离子钙|钙(值|水平|浓度))${gap(4)}(高|偏高|升高|超标|超过)|高血钙|高钙血症|结节病|甲旁亢|甲状旁腺功能亢进`,
    ),
    /\bhypercalc\w*|\bsarcoid\w*|\bhyperparathyroid\w*|\b(high|raised|elevated) (blood |serum |ionised |ionized )?calcium\b(?! (foods?|diet|intake|snacks?|sources?|dairy|milk|cereals?|supplements?|tablets?|pills?))|\bcalcium( level| levels| result)?( is| was| came back| has been| keeps coming back)( a bit| slightly| too| really| very| quite| still)? (high|raised|elevated|up)\b|\bcalcium\b[^.?!\d]{0,25}\b(1[1-5]\.\d|2\.(6[5-9]|[7-9]\d?)|3\.\d{1,2})\b/,
  ],
  /** High-dose vitamin D taken or said (10,000 IU a day and more, 50,000 IU doses; NIH ODS toxicity). */
  high_dose_d: [
    re(
      `(大剂量|高剂量|超大剂量)${gap(2)}(维生素d|维d|vd)|(维生素d|维d|vd)${gap(8)}(五万|5万|50000|50,000|一万|1万|10000|10,000|两万|2万|20000)|(五万|5万|50000|一万|1万|10000|两万|2万|20000)${gap(3)}(单位|国际单位|iu)${gap(4)}(维生素d|维d|vd)?|(维生素d|维d)${gap(6)}(吃多了|过量|超量|中毒)`,
    ),
    // "50,000 IU" with its comma is read over the whole message (detect.ts), the clauses split it.
    /\b(10|20|25|50),?000 ?(iu|units)\b|\b(10|20|25|50)k (iu|units)\b|\bhigh[- ]dose (of )?vitamin d\b|\bmega ?dos\w* (of )?(vitamin )?d\b|\bvitamin d (overdose|toxicity|poisoning)\b|\btoo much vitamin d\b/,
  ],
  /** Great thirst: drinking and drinking, a mouth that stays dry. */
  thirst: [
    re(
      `(特别|非常|好|很|老是|一直|总是|总|老)${gap(2)}(口渴|渴)|渴得|口渴得|渴死|喝水${gap(4)}(停不下来|喝不够|不解渴)|一直(想)?喝水|老想喝水|狂喝水|拼命喝水|口干舌燥`,
    ),
    /\b(so|very|really|extremely|super|constantly|always|insanely|crazy) thirsty\b|\bthirsty all the time\b|\bcan'?t stop drinking\b|\bcant stop drinking\b|\bdrinking (water )?(all the time|constantly|non-?stop|like crazy)\b|\bunquenchable thirst\b|\bextreme thirst\b|\bparched\b/,
  ],
  /** Passing a lot of urine, every hour. */
  polyuria: [
    re(
      `尿(特别|非常|很|好)?多|一直(在)?(尿|撒尿|上厕所|跑厕所|去厕所)|老(是)?(尿|想尿|上厕所|跑厕所|去厕所)|频繁${gap(2)}(尿|上厕所|跑厕所)|(一|每|半)个?(小时|钟头)${gap(4)}(尿|上厕所|跑厕所|小便)|尿个不停|不停(地)?(尿|跑厕所)`,
    ),
    /\bpee(ing)? (every|all the time|constantly|non-?stop|a lot|so much|like crazy)\b|\bpeeing every\b|\bwee(ing)? (every|all the time|constantly|a lot)\b|\burinat\w* (a lot|constantly|every|all the time|so much)\b|\bpassing (so much |a lot of |lots of )?(urine|water)\b|\b(bathroom|toilet|loo) every (hour|\d+ minutes)\b|\bpolyuria\b|\bcan'?t stop (peeing|weeing|urinating)\b/,
  ],
} as const satisfies Record<string, readonly [RegExp, RegExp]>;

/**
 * Plain and dialect forms of the concepts above, as people wrote them in the third blind round (what
 * they see, not the textbook word; Cantonese after its fold). Each entry adds alternatives to a
 * feature's Chinese [0] or English [1] pattern; the rules stay as they are.
 */
/** Up to six weeks after a birth, as days or weeks (pre-eclampsia can start up to 6 weeks postpartum: ACOG PB 222, 2020; NICE NG133, 2019). */
const SIX_WEEKS =
  '(?:(\\d|[1-3]\\d|4[0-2]|a|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|a couple of|couple of) days?|([1-6]|a|one|two|three|four|five|six|a few|few|a couple of|couple of) weeks?|a day)';

const PLAIN_FORMS: Partial<Record<keyof typeof BASE_FEATURES, readonly [string | null, string | null]>> = {
  // Pinyin typed without the IME (pharmacist review 2026-11-24: "xiongtong厉害 出冷汗" was missed).
  chest_strong: [`(?<![a-z])(xiong ?(kou ?)?(tong|teng)|xin ?(jiao ?tong|kou ?(tong|teng)))`, null],
  speech: [`(讲话|说话|讲嘢)${gap(3)}(含含糊糊|含糊不清|含糊)|舌头${gap(2)}(发硬|发直|不灵|僵硬|打结)`, null],
  one_side: [
    `(筷子|杯子|碗|勺子|东西)${gap(3)}(突然)?(拿不住|握不住|抓不住)|(突然)${gap(2)}拿不住${gap(2)}(筷子|杯子|碗|东西)|(走路|站)${gap(4)}(往|向)(一边|左边|右边|一侧)(倒|歪|偏)|(老|总|一直)往一边(倒|歪)`,
    `\\b(veering|leaning|falling|tipping|keeps falling) to (one|the left|the right) side\\b`,
  ],
  allergen: [
    `第一次吃|头一回吃|首次吃|第一次(加|添)${gap(2)}辅食`,
    `\\bfirst time (eating|trying|having|he ate|she ate|they ate|ate|had)\\b|\\bfor the first time\\b`,
  ],
  // pale, floppy or listless: poor perfusion in a child (WAO 2020 criterion 1)
  rlq_pain: [null, `\\bnow (its|it is) (in the )?(lower right|bottom right|right lower)\\b`],
  pale: [`蔫蔫|蔫了|没精神|软绵绵|浑身(发)?软`, `\\bfloppy\\b|\\blimp\\b|\\blistless\\b`],
  bp_very_high: [
    `(血压|高压)${gap(8)}(1[6-9]\\d|2\\d\\d)\\s?[/／]\\s?\\d{2,3}|(血压|高压)${gap(8)}\\d{2,3}\\s?[/／]\\s?(1[1-9]\\d)`,
    `\\b(bp|blood pressure)\\b[^.?!]{0,25}\\b(1[6-9]\\d|2\\d\\d) ?\\/ ?\\d{2,3}\\b|\\b(bp|blood pressure)\\b[^.?!]{0,25}\\b\\d{2,3} ?\\/ ?(1[1-9]\\d)\\b`,
  ],
  vaginal_bleed: [null, `\\b(but |and )?(its|it is|it was|thats) (all )?blood\\b`],
  heavy_bleed: [
    `裤子${gap(3)}(都)?湿|湿透${gap(2)}裤子`,
    `\\b(water|waters) broke\\b[^.?!]{0,25}\\bblood\\b|\\bblood\\b[^.?!]{0,12}\\b(lots|loads|so much) of it\\b`,
  ],
  head_trauma: [
    `(从|掉|跌|摔|滚)${gap(4)}(床|沙发|楼梯|台阶|椅子|尿布台|婴儿床)|跌落(嚟|来|下来)|撞(亲|到|了|咗)${gap(2)}(个)?头|头${gap(2)}(先)?(着地|落地|撞地)|(刚才|头先)(着地|落地)`,
    `\\b(rolled|fell|fallen|tumbled|slipped) (off|from|down) (the |a |his |her |my )?(bed|couch|sofa|changing table|stairs|table|chair|crib|bunk)\\b|\\b(swelling|bump|lump|egg|bruise) on (his|her|my|the) head\\b|\\blanded on (his|her|my) head\\b`,
  ],
  faint: [`晕(咗|了)${gap(2)}一(阵|下|会)|当时${gap(3)}(昏|晕)(过去|了|咗)`, null],
  vomit: [`想呕|作呕`, null],
  postpartum: [
    `生完${gap(6)}(\\d+|[一两二三四五六七八九十]+)(天|周|个?星期)|产后${gap(2)}(\\d+|[一两二三四五六七八九十]+)(天|周)|(生|剖|顺产|分娩)(了|完)(宝宝|孩子|小孩|娃|老二)?${gap(3)}(\\d+|[一两二三四五六七八九十]+)(天|周|个?星期)`,
    `\\b(had|delivered|gave birth to) (my|the|a|our|her|their|his) (baby|son|daughter|twins)\\b[^.?!]{0,15}\\b${SIX_WEEKS} ago\\b|\\b(delivered|gave birth|had a c-?section|had the baby|gave birth to (him|her|them))\\b[^.?!]{0,6}\\b${SIX_WEEKS} ago\\b|\\bbaby (was born|is) (\\d+|a few) (days?|weeks?) (ago|old)\\b` +
      // "my daughter had her baby last week" (blind triage round 39: post-partum pre-eclampsia read by the
      // learned reader at 0.99 and held back for want of a pregnancy).
      `|\\b(had|delivered) (my|the|a|our|her|their|his) (baby|son|daughter|twins)\\b[^.?!]{0,6}\\b(yesterday|last (week|night)|this (week|morning)|(a few|two|three|\\d+) (days?|weeks?) ago|recently)\\b`,
  ],
  immobile: [
    `生完${gap(6)}(\\d+|[一两二三四五六七八九十]+)(天|周|个?星期)|产后${gap(2)}(\\d+|[一两二三四五六七八九十]+)(天|周)`,
    `\\bhad (my|the|a|our) baby\\b[^.?!]{0,15}\\b(\\d+|a|one|two|three|few|ten) (days?|weeks?) ago\\b`,
  ],
  leg_swelling: [`(脚|双脚|小腿)${gap(4)}(突然)?肿(到|得)?${gap(3)}(好粗|很粗|粗|大)?`, null],
  one_leg: [`^只脚|一只脚|一边(的)?脚|单脚|单侧`, null],
  bleeding_persistent: [
    `(按|压)${gap(2)}(了)?${gap(2)}(半个?(钟头|小时)|[一两\\d]+个?(钟头|小时)|[\\d十二三四五]+分钟)${gap(4)}(还|仍|都)?(在)?(流血|出血|渗血)`,
    null,
  ],
  ctx_anticoag: [`薄血(药|丸)|抗血栓药`, null],
  ctx_serotonergic: [`右美沙芬`, null],
  fever: [`(而家|现在|浑身|全身|周身|身上)${gap(1)}(好|很)?(热|烫)(?!水|饮|茶|汤|闹)`, null],
  shaky: [`(周身|成身)${gap(2)}(震|抖)`, null],
  hypo_word: [
    `血糖(机|仪)?${gap(6)}(显示)?${gap(2)}lo\\b`,
    `\\b(meter|glucometer|monitor|machine|reading)\\b[^.?!]{0,20}\\b(says|reads|shows|showing|said)\\b[^.?!]{0,8}\\blo\\b`,
  ],
  confused: [
    `(说话|讲话|讲嘢)${gap(2)}(乱|乱晒|乱七八糟)`,
    `\\bacting (drunk|strange|weird|funny)\\b|\\blike (hes|shes|he is|she is) drunk\\b|\\btalking (nonsense|rubbish|gibberish)\\b|\\bwalking into (walls|things|doors)\\b`,
  ],
  sweat: [`(成身|浑身|全身)${gap(2)}(湿|汗)`, null],
  palpitations: [
    null,
    `\\bheart (feels|felt|is|was|going|keeps going) (all )?(fluttery|flutter\\w*|jumpy|skippy)\\b|\\bheart ?beat\\b[^.?!]{0,15}\\b(all over the place|everywhere|crazy)\\b|\\bheart (keeps|has been|had been|been|was|started|starts) (racing|pounding|fluttering|skipping|flip-?flopping)\\b`,
  ],
  weakness: [null, `\\bcan (barely|hardly) (walk|stand|move)\\b`],
  dark_urine: [
    `(尿|小便)${gap(6)}(啡色|咖啡色)`,
    `\\b(pee|peeing|urine|urinating|wee)\\b[^.?!]{0,40}\\b(brown|cola|dark brown|black)\\b`,
  ],
  muscle_pain: [
    `(双脚|两只脚|双腿|脚)${gap(3)}(好|很|非常)?(痛|疼)`,
    `\\bmuscles?\\b[^.?!]{0,10}\\b(in agony|killing me|on fire|screaming)\\b`,
  ],
  breathing_severe: [
    `肋骨${gap(9)}(凹|陷)(进去|下去)?|三凹征|(嘴唇|嘴巴周围|嘴周|口周)${gap(2)}(发)?(紫|青|乌|蓝)|只能坐着${gap(2)}(睡|呼吸)|躺(下|平)${gap(2)}(就)?(喘|憋|透不过气)`,
    `\\b(skin|area) (between|under|below|around) (his|her|the|their) ribs\\b[^.?!]{0,20}\\b(sucking|pulling|caving|going) in\\b|\\bribs? (are |is )?(sucking|pulling|caving) in\\b|\\b(blue|grey|gray|purple) (around|round) (the|his|her|their) (mouth|lips)\\b|\\b(going|turning) blue\\b|\\b(have|has|had) to sleep sitting up\\b|\\bfeels? like (im|i am|hes|shes) drowning\\b`,
  ],
  wheeze: [null, `\\bwhistling (noise|sound)\\b[^.?!]{0,15}\\bbreath`],
  child_ingest: [
    `(细路|细佬|bb|宝宝|孩子|小孩)${gap(4)}(食|吃)(咗|了)${gap(6)}(铁丸|铁片|补铁|药丸|药片)`,
    null,
  ],
  infant_u3m: [
    `(宝宝|bb|婴儿|孩子)?${gap(6)}([1-9]|1[0-2]) ?(weeks?|wks?) ?(大|old)`,
    `\\b([1-9]|1[0-2]) ?(weeks?|wks?) old\\b`,
  ],
  // pinyin typed without the IME, read as Latin text ("zuijin jiu xiang si le suan le … yao dou bao hao le", blind round 4)
  stockpile: [null, `\\b(yao|an ?mian ?yao|pian ?zi)\\b[^.?!]{0,12}\\b(dou )?zan ?(hao|gou|le|xia)\\b`],
  end_near: [null, `\\bmei ?(you )?wei ?lai\\b`],
  asks_means: [null, `\\bchi ?(shen ?me|sha|dian ?sha)\\b`],
  suicidal: [
    null,
    `\\b(would it take|does it take|would i need|do i need)\\b[^.?!]{0,10}\\bto (just )?(not wake up|never wake up|die|end it)\\b|\\bjust not wake up\\b|\\bhow many\\b[^.?!]{0,10}\\b(pills?|tablets?|caps\\w*|tylenol|paracetamol|acetaminophen|panadol|advil|motrin|ibuprofen|aspirin|sleeping pills|benadryl|insulin|meds|of (my|her|his|the|these|those) \\w+)\\b[^.?!]{0,12}\\b(it )?(would|will|does|d) (it )?take\\b(?![^.?!]{0,8}\\bto (get|build|reach|lose|gain|hit|meet|make|cover|fix|treat|help|correct|raise|lower|bring|work|feel|kick in|start))|\\b(the )?(most |least )?painless (way|method|ways) to (die|go|end (it|things|my life|everything)|stop (everything|it all|living)|do it|kill (myself|yourself))\\b|(?<![a-z])(xiang ?si ?le ?suan ?le|si ?le ?suan ?le|xiang ?qu ?si|bu ?xiang ?huo( ?le)?|zi ?sha(?! ?(hu|pot|teapot|tea|clay|cup|mug))|bu ?xiang ?xing ?lai|jie ?shu ?zi ?ji)(?![a-z])`,
  ],
};

function withPlainForms(
  base: typeof BASE_FEATURES,
): Record<keyof typeof BASE_FEATURES, readonly [RegExp, RegExp]> {
  const join = (p: RegExp, extra: string | null) => (extra ? new RegExp(`(?:${p.source})|(?:${extra})`) : p);
  return Object.fromEntries(
    (Object.keys(base) as (keyof typeof BASE_FEATURES)[]).map((f) => {
      const [zh, en] = base[f];
      const [zhMore, enMore] = PLAIN_FORMS[f] ?? [null, null];
      return [f, [join(zh, zhMore), join(en, enMore)] as const];
    }),
  ) as Record<keyof typeof BASE_FEATURES, readonly [RegExp, RegExp]>;
}

/**
 * Symptom and context features. Context features (pregnancy, anticoagulant, kidney disease, diabetes,
 * serotonergic medicine, estrogen) may also come from the profile; see `profileFeatures` in detect.ts.
 */
export const FEATURES = withPlainForms(BASE_FEATURES);
export type Feature = keyof typeof BASE_FEATURES;

/** Features that describe the person rather than a symptom: past or hypothetical wording does not hide them. */
export const CONTEXT_FEATURES = [
  'ctx_ethambutol',
  // resignation told of oneself or reported by a relative ("总说他'活不到明年'") is the person's state, not a sign
  'end_near',
  // a food or drink asked for is the question's frame, not a sign: never blanked as a negated sign ("我没吃啥药")
  'asks_means',
  'alcohol_stopped',
  // When a medicine was stopped is history by nature ("stopped his sinemet 3 days ago"): read in any clause.
  'parkinson_med_stopped',
  'meds_stopped',
  'ctx_lithium',
  'ctx_clozapine',
  'smoking_stopped',
  'ctx_dialysis',
  'ctx_breastfed_baby',
  'ctx_b12_mother',
  'ctx_pregnant',
  'ctx_anticoag',
  'ctx_ckd',
  'ctx_diabetes',
  'ctx_serotonergic',
  'ctx_estrogen',
  'ctx_digoxin',
  'ctx_antithyroid',
  'ctx_immunosuppressed',
  'ctx_lung_toxic',
  'ctx_checkpoint',
  'ctx_toxic_household',
  'ctx_aspirin',
  'viral_trigger',
  'ctx_graft',
  'ctx_hepatotoxic',
  'ctx_herbal',
  'ctx_tube_feeding',
  'ctx_retinoid',
  'ctx_purging',
  'ctx_low_potassium',
  'ctx_liver',
  'ctx_low_magnesium',
  'ctx_high_calcium',
  'high_dose_d',
  'ctx_sickle_cell',
  'ctx_disulfiram',
  'ctx_opioid',
  'ctx_btk_inhibitor',
  'ctx_topiramate',
  'benign_black',
  'benign_red',
  'benign_chest',
  'minor_rectal',
  'accidental',
  'bereaved',
  'told_normal',
  // A baby born "2 months ago" is a baby now: the birth is told in the past (blind triage round 23).
  'baby_word',
] as const satisfies readonly Feature[];

export interface RedFlagRule {
  /** Every feature must be present (and not negated, past or hypothetical). */
  all: readonly Feature[];
  /** When given, at least one of these must be present too. */
  any?: readonly Feature[];
  /** When any of these is present the rule does not fire. */
  none?: readonly Feature[];
}

export interface RedFlagKindRow {
  rules: readonly RedFlagRule[];
  source: string;
}

/** Signs that make a near faint a fainting card (NICE CG109 red flags; NICE NG126; NICE NG69). */
const NEAR_FAINT_COMPANIONS = [
  'pain_any',
  'belly_pain',
  'abdominal_severe',
  'vaginal_bleed',
  'heavy_bleed',
  'palpitations',
  'sweat',
  'breathless',
  'chest_strong',
  'chest_weak',
  'headache',
  'headache_severe',
  'thunderclap',
  'vomit',
  'black_stool',
  'blood_stool',
  'weakness',
  'confused',
  'pale',
  'purging',
  'starving',
  'ctx_pregnant',
  'ctx_anticoag',
  'ctx_diabetes',
] as const;
const CARDIAC_COMPANIONS = ['arm_jaw', 'sweat', 'breathless', 'nausea', 'dizzy', 'faint'] as const;
/** What a disulfiram–alcohol reaction brings besides the flush (Antabuse UK SmPC §4.8). */
const DISULFIRAM_SIGNS = [
  'palpitations',
  'vomit',
  'nausea',
  'breathless',
  'breathing_severe',
  'chest_strong',
  'chest_weak',
  'dizzy',
  'faint',
  'headache',
  'sweat',
] as const;
/** Signs of an opioid overdose that need a second sign beside them (SAMHSA toolkit 2018). */
const OPIOID_SEDATION = [
  'drowsy',
  'collapse',
  'unresponsive',
  'od_unrousable',
  'floppy',
  'pinpoint',
] as const;
const NEURO_AFTER_HEAD_INJURY = [
  'vomit',
  'faint',
  'confused',
  'seizure',
  'body_jerk',
  'headache_severe',
  'thunderclap',
  'drowsy',
  'unresponsive',
  'speech',
  'one_side',
  'vision',
] as const;

/**
 * Which feature combinations make each kind. A kind fires when any of its rules fires.
 */
export const RED_FLAG_RULES = {
  suicidal: {
    rules: [
      { all: ['suicidal'] },
      { all: ['self_harm'], none: ['accidental'] },
      { all: ['hopeless', 'suicide_plan'] },
      { all: ['absence_better'] },
      {
        all: ['stockpile'],
        any: ['suicide_timing', 'take_all', 'hopeless', 'not_around', 'burden', 'farewell', 'bereaved'],
      },
      { all: ['burden'], any: ['hopeless', 'not_around', 'farewell', 'absence_better'] },
      // "whats the point when I'm planning to be gone by friday" (blind round 12, development data)
      { all: ['not_around', 'hopeless'] },
      { all: ['farewell'], any: ['not_around', 'hopeless', 'suicide_plan', 'preparatory', 'locked_in'] },
      // a note written and things given away (blind round 19, development data once reported)
      { all: ['suicide_plan', 'preparatory'] },
      { all: ['preparatory'], any: ['not_around', 'hopeless', 'suicide_timing'] },
      { all: ['at_edge', 'urge_rush'] },
      // "parents will finish me anyway so better I do it first. sitting on the hostel terrace edge now"
      // (blind triage round 31, development data once reported): a high place now, with hopelessness.
      { all: ['at_edge'], any: ['burden', 'do_it_first'] },
      // pills poured out with a wish to join someone who died, or to swallow them all
      { all: ['join_dead'], any: ['pills_out', 'take_all', 'stockpile', 'means_in_hand'] },
      // a wish to join someone who died with belongings given away or a farewell (blind triage round 38,
      // development data: "wants to go and be with her. He's given away all his tools")
      { all: ['join_dead'], any: ['preparatory', 'farewell'] },
      { all: ['means_quick'] },
      { all: ['command_voices'] },
      { all: ['pills_out'], any: ['take_all', 'hopeless', 'suicide_timing', 'farewell', 'not_around'] },
      // a poison just bought or kept at hand with weariness of life, or told without knowing why (round 27)
      { all: ['poison_at_hand'], any: ['hopeless', 'suicide_timing', 'burden', 'not_around', 'bereaved'] },
      { all: ['poison_at_hand', 'why_telling'], none: ['pest_use'] },
      { all: ['hopeless', 'why_telling'] },
      // "take all my sertraline at once?? like the whole box … so done with everything" (blind triage round 30)
      { all: ['take_all', 'hopeless'] },
      // A quiet death asked for with a means, resignation, a burden or a food to bring it about; resignation with the
      // means saved up; comfort in dying asked only with the means at hand; charcoal with a sealed room (round 86's
      // development data, written blind to the code; the held-out sets are measured, never mended on).
      {
        all: ['gentle_end'],
        any: [
          'stockpile',
          'means_in_hand',
          'end_near',
          'burden',
          'not_around',
          'hopeless',
          'take_all',
          'pills_out',
          'poison_at_hand',
          'asks_means',
          'join_dead',
        ],
      },
      // Medicines merely at home beside a prognosis told ("奶奶癌症晚期医生说没几天了，家里有一整盒止痛药，吃点什么能让她舒服点",
      // a probe of this change's read-through) are comfort care: saved, poured out or all at once is still the crisis.
      { all: ['end_near'], any: ['stockpile', 'take_all', 'pills_out', 'poison_at_hand'] },
      { all: ['end_near', 'means_in_hand'], none: ['prognosis_told'] },
      { all: ['end_comfort'], any: ['stockpile', 'take_all', 'pills_out', 'poison_at_hand'] },
      { all: ['end_comfort', 'means_in_hand'], none: ['prognosis_told'] },
      { all: ['room_sealed'], any: ['poison_at_hand', 'means_in_hand'] },
      // A lethal method named as ready or chosen, with intent beside it (round 90's development data).
      {
        all: ['method_named'],
        any: [
          'method_intent',
          'farewell',
          'hopeless',
          'burden',
          'join_dead',
          'end_near',
          'gentle_end',
          'take_all',
          'stockpile',
          'preparatory',
        ],
      },
      { all: ['means_in_hand'], any: ['hopeless', 'burden', 'not_around'] },
    ],
    source:
      '988 Suicide & Crisis Lifeline (SAMHSA, 2022); WHO LIVE LIFE implementation guide (2021); Columbia Suicide Severity Rating Scale (Posner et al., Am J Psychiatry 2011): ideation with a plan is high risk; China national psychological assistance hotline 12356 (National Health Commission, 2025)',
  },
  perinatal_crisis: {
    rules: [
      { all: ['harm_baby'] },
      { all: ['harm_pronoun'], any: ['baby_word', 'postpartum', 'infant_u3m'] },
      // thoughts of ending one's life after a birth (NICE CG192: urgent; round 10)
      { all: ['postpartum'], any: ['suicidal', 'urge_rush'] },
      // voices telling her to die or to harm, pregnant or after a birth (postpartum psychosis)
      { all: ['command_voices'], any: ['ctx_pregnant', 'postpartum', 'baby_word'] },
      // an intrusive image of oneself with a knife after a birth, or afraid to be alone with the baby
      // because of such thoughts (round 27)
      { all: ['intrusive_image'], any: ['postpartum', 'baby_word'] },
      { all: ['alone_baby_fear'], any: ['intrusive_image', 'harm_fear_vague'] },
    ],
    source:
      'ACOG Committee Opinion 757, Screening for perinatal depression (2018): thoughts of harming the infant need same-day assessment; NICE CG192 Antenatal and postnatal mental health (2014, updated 2020): urgent referral for thoughts of harm to the baby or signs of postpartum psychosis',
  },
  sickle_cell_crisis: {
    rules: [
      // fever: 38.5 °C (101.3 °F) is the expert panel's line; a temperature told as normal or low-grade
      // is not it (any higher reading is)
      { all: ['ctx_sickle_cell', 'fever'], none: ['temp_normal'] },
      { all: ['ctx_sickle_cell', 'high_fever'] },
      { all: ['ctx_sickle_cell', 'temp_385'] },
      // acute chest syndrome: chest pain, pain on breathing in, breathlessness
      { all: ['ctx_sickle_cell', 'chest_strong'], none: ['benign_chest'] },
      { all: ['ctx_sickle_cell'], any: ['chest_weak', 'pleuritic', 'breathless', 'breathing_severe'] },
      // a painful crisis the usual painkillers do not control at home
      { all: ['ctx_sickle_cell', 'analgesic_fail'] },
    ],
    source:
      'NHLBI Evidence-Based Management of Sickle Cell Disease: Expert Panel Report 2014 (a temperature of 101.3 °F / 38.5 °C or more needs urgent evaluation; acute chest syndrome — chest pain, fever, respiratory symptoms — needs hospital care); Howard J et al. Guideline on the management of acute chest syndrome in sickle cell disease, Br J Haematol 2015;169:492–505; NICE CG143 Sickle cell disease: managing acute painful episodes in hospital (2012); thalassaemia (the same questionnaire option): Ferriprox (deferiprone) US prescribing information boxed warning (agranulocytosis — fever needs a blood count at once) and Thalassaemia International Federation Guidelines for the Management of Transfusion Dependent Thalassaemia, 4th ed. (2021), splenectomy chapter (fever after splenectomy is an emergency; chapter from memory)',
  },
  chest_pain: {
    rules: [
      // A chest already checked and found clear, with nothing told as back or worse now, is history.
      { all: ['chest_strong'], none: ['benign_chest', 'checked_clear'] },
      { all: ['chest_strong'], any: CARDIAC_COMPANIONS, none: ['checked_clear'] },
      { all: ['heart_attack'], none: ['checked_clear'] },
      { all: ['chest_weak'], any: CARDIAC_COMPANIONS, none: ['checked_clear'] },
      { all: ['arm_jaw', 'sweat'], none: ['checked_clear'] },
    ],
    source:
      'AHA/ACC 2021 Guideline for the Evaluation and Diagnosis of Chest Pain (Gulati et al., Circulation 2021;144:e368), §2.1: call 9-1-1 for acute chest pain; pressure, tightness, radiation to arm/jaw, sweating, dyspnoea',
  },
  stroke: {
    rules: [
      { all: ['face_droop'] },
      { all: ['speech'], none: ['choking', 'asthma', 'breathing_severe', 'breathless'] },
      { all: ['one_side'] },
      { all: ['sudden_vision'] },
      { all: ['stroke_self'] },
      { all: ['thunderclap', 'vision'] },
      { all: ['headache', 'sudden', 'severe_q', 'vision'] },
    ],
    source:
      'American Stroke Association BE FAST (Balance, Eyes, Face, Arms, Speech, Time); Chinese Stroke Association 中风120 (2016)',
  },
  thunderclap_headache: {
    rules: [
      { all: ['thunderclap'] },
      // A headache after a fit told as a fit ("突然抽了一下…眼睛往上翻…现在头很痛") is the fit's: its own card
      // (thirty-seventh clinician review, zh S1).
      { all: ['headache', 'sudden', 'severe_q'], none: ['eyes_rolled', 'body_jerk', 'seizure'] },
      { all: ['headache_severe', 'sudden'], none: ['eyes_rolled', 'body_jerk', 'seizure'] },
      { all: ['headache', 'severe_q', 'ctx_anticoag'] },
      { all: ['headache', 'sudden', 'ctx_anticoag'] },
      // told indirectly: the worst ever, a blow-like onset, in seconds, during sex, with a stiff neck
      { all: ['headache', 'worst_ever'], any: ['sudden', 'vomit', 'stiff_neck', 'coital', 'severe_q'] },
      { all: ['headache', 'struck_simile'] },
      { all: ['struck_simile'], any: ['sudden', 'vomit', 'severe_q', 'worst_ever', 'stiff_neck'] },
      { all: ['headache', 'coital'], any: ['severe_q', 'worst_ever', 'sudden', 'stiff_neck'] },
      {
        all: ['headache', 'stiff_neck'],
        any: ['severe_q', 'sudden', 'worst_ever', 'vomit'],
        none: ['neck_explained', 'fever'],
      },
      // A painful eye with sudden vomiting is the eye's card (acute angle-closure glaucoma), not a thunderclap headache
      // named wrong (blind triage round 82, en, development data: on topiramate "for migraines").
      { all: ['headache', 'sudden', 'vomit'], none: ['eyes_rolled', 'body_jerk', 'seizure', 'eye_pain'] },
    ],
    source:
      'NICE NG228 Subarachnoid haemorrhage caused by a ruptured aneurysm (2022): sudden severe ("thunderclap") headache peaking within minutes needs same-day emergency assessment; NICE CG150 Headaches in over 12s (2012, updated 2021): thunderclap headache, headache triggered by sexual activity or with neck stiffness are red flags; Coumadin (warfarin) Medication Guide (BMS, rev. 2017): headaches, dizziness or weakness are bleeding signs to report right away',
  },
  head_injury: {
    rules: [
      // A knock already scanned and cleared, with nothing back now (detect.ts CHECKED_CLEAR; blind triage round 54,
      // development data once reported: a CT on rivaroxaban the same day, "医生观察了几个小时说没事").
      // A fall with a broken hip's signs on a blood thinner is the fall card, which covers a knock to the head too.
      { all: ['head_trauma', 'ctx_anticoag'], none: ['struck_simile', 'checked_clear', 'hip_fracture_sign'] },
      { all: ['head_trauma'], any: NEURO_AFTER_HEAD_INJURY, none: ['struck_simile', 'checked_clear'] },
    ],
    source:
      'NICE NG232 Head injury: assessment and early management (2023): CT within 8 hours for anyone on anticoagulants after a head injury; CT within 1 hour for vomiting, loss of consciousness, seizure, confusion or neurological signs',
  },
  anaphylaxis: {
    rules: [
      { all: ['throat_swelling'] },
      // Unable to swallow and breathless is an allergy only with an allergic cue: after a cold, with a nasal
      // voice, it is a myasthenic crisis, and the adrenaline-pen card named the wrong condition (nineteenth
      // clinician review, zh S2); the breathing card still sends for help.
      {
        all: ['cant_swallow'],
        any: ['allergen', 'skin_allergy', 'swelling_face'],
      },
      { all: ['cant_swallow', 'wheeze'], any: ['allergen', 'skin_allergy', 'swelling_face', 'sudden'] },
      // a swollen leg with breathlessness is a clot (vte), not an allergy
      {
        all: ['swelling_face'],
        any: ['breathing_severe', 'breathless', 'wheeze'],
        none: ['ctx_pregnant', 'leg_swelling'],
      },
      { all: ['anaphylaxis_word'] },
      // An adrenaline pen already used: the emergency department now even when better (NIAID 2010,
      // Resuscitation Council UK 2021, EAACI 2021; fourteenth clinician review, en P4 #2).
      { all: ['epinephrine_used'] },
      { all: ['skin_allergy'], any: ['breathless', 'breathing_severe', 'wheeze', 'dizzy', 'faint'] },
      {
        all: ['allergen'],
        any: ['breathless', 'breathing_severe', 'wheeze', 'faint', 'dizzy'],
        none: ['benign_allergy'],
      },
      { all: ['allergen', 'skin_allergy'], any: ['vomit', 'pale', 'faint', 'dizzy'] },
      // WAO criterion 2: after a likely allergen, swelling of the face or lips (mucosa) with a cough,
      // hoarseness or vomiting; hay fever explains puffy eyes and a cough
      {
        all: ['allergen', 'swelling_face'],
        any: ['cough', 'hoarse', 'vomit', 'pale', 'skin_allergy'],
        none: ['benign_allergy'],
      },
    ],
    source:
      'World Allergy Organization Anaphylaxis Guidance 2020 (Cardona et al., WAO J 2020;13:100472), diagnostic criteria 1 and 2 (skin plus breathing, circulation or persistent gut symptoms after a likely allergen)',
  },
  vte: {
    rules: [
      {
        all: ['leg_swelling', 'leg_pain'],
        any: ['breathless', 'breathing_severe', 'chest_strong', 'cough_blood', 'cough_streak', 'faint'],
      },
      { all: ['leg_swelling', 'leg_pain', 'one_leg'], none: ['leg_injury'] },
      {
        all: ['leg_swelling', 'leg_pain'],
        any: ['ctx_estrogen', 'ctx_pregnant', 'immobile'],
        none: ['leg_injury', 'both_legs'],
      },
      { all: ['leg_pain', 'swollen', 'one_leg'], none: ['leg_injury'] },
      { all: ['leg_pain', 'swollen'], any: ['ctx_estrogen', 'immobile'], none: ['leg_injury', 'both_legs'] },
      { all: ['ctx_estrogen', 'breathless'], any: ['chest_strong', 'cough_blood', 'cough_streak'] },
      // Breathless with chest pain or blood coughed up after surgery, a birth, a cast or a long journey: a clot in
      // the lung until shown otherwise (NICE NG158; blind triage round 64, development data once reported: three
      // days after a knee replacement it was named a heart attack).
      { all: ['immobile', 'breathless'], any: ['chest_strong', 'cough_blood', 'cough_streak'] },
      // one leg swollen, with pain or warmth told in a clause of its own, or after a flight, surgery,
      // a birth or bed rest (NICE NG158: Wells score, calf swelling and immobilisation)
      { all: ['leg_swelling', 'one_leg', 'pain_any'], none: ['leg_injury', 'both_legs'] },
      {
        all: ['leg_swelling', 'one_leg'],
        any: ['immobile', 'ctx_estrogen', 'ctx_pregnant'],
        none: ['leg_injury', 'both_legs'],
      },
      {
        all: ['leg_swelling'],
        any: ['breathless', 'breathing_severe', 'chest_strong', 'cough_blood'],
        none: ['both_legs'],
      },
      // pulmonary embolism told as sudden pain on breathing in, with breathlessness, blood in the phlegm,
      // a racing heart, or a reason for a clot (NICE NG158; blind round 3)
      {
        all: ['pleuritic', 'sudden'],
        any: [
          'breathless',
          'cough_blood',
          'cough_streak',
          'palpitations',
          'ctx_estrogen',
          'ctx_pregnant',
          'immobile',
        ],
      },
      { all: ['pleuritic'], any: ['cough_blood', 'cough_streak'] },
      { all: ['ctx_estrogen', 'chest_strong'], any: ['cough_blood', 'cough_streak'] },
      // pulmonary embolism after immobilisation: sudden breathlessness with a racing heart or chest pain
      {
        all: ['immobile', 'sudden'],
        any: ['breathless', 'breathing_severe'],
      },
      {
        all: ['immobile', 'breathless'],
        any: ['palpitations', 'chest_strong', 'cough_blood', 'cough_streak', 'faint'],
      },
    ],
    source:
      'NICE NG158 Venous thromboembolic diseases (2020, updated 2023); NHS "DVT": call 999 for leg pain or swelling with breathlessness or chest pain; Yasmin (drospirenone/ethinyl estradiol) US PI §5.1 Thromboembolic disorders (Bayer, 2022)',
  },
  pre_eclampsia: {
    rules: [
      {
        all: ['ctx_pregnant'],
        any: ['headache_severe', 'vision', 'ruq_pain', 'bp_very_high', 'thunderclap'],
      },
      { all: ['ctx_pregnant', 'swelling_face'], any: ['headache', 'vision', 'breathless', 'sudden'] },
      { all: ['ctx_pregnant', 'headache', 'analgesic_fail'] },
      { all: ['ctx_pregnant', 'bp_raised'], any: ['headache', 'headache_severe', 'vision', 'swelling_face'] },
      // A fit in pregnancy: eclampsia is excluded in hospital, whatever else explains it (RCOG Green-top 68, 2016).
      { all: ['ctx_pregnant', 'seizure'] },
      { all: ['ctx_pregnant', 'eyes_rolled', 'shaky'] },
    ],
    source:
      'ACOG Practice Bulletin No. 222, Gestational Hypertension and Preeclampsia (2020), severe features: BP ≥ 160/110, new headache unresponsive to medication, visual disturbances, RUQ/epigastric pain; NHS pre-eclampsia (sudden swelling of face, hands)',
  },
  pregnancy_bleeding: {
    rules: [
      // Soaking a pad within an hour with signs of blood loss is an emergency with or without a pregnancy
      // (NICE NG88; twelfth clinician review zh P2 #3, three weeks after a caesarean with no birth said).
      // Not blood from the back passage or brought up with vomit: "loads of blood coming out my bum … lightheaded",
      // "吐了一大口鲜红的血 还有血块 头晕" are the bleeding card's, not a pregnancy's (blind triage round 32).
      {
        all: ['vaginal_bleed', 'heavy_bleed'],
        any: ['dizzy', 'faint', 'pale', 'palpitations'],
        none: ['minor_rectal', 'vomit', 'blood_stool', 'cough_blood'],
      },
      {
        all: ['ctx_pregnant', 'vaginal_bleed'],
        any: [
          'belly_pain',
          'abdominal_severe',
          'heavy_bleed',
          'dizzy',
          'faint',
          'severe_q',
          'shoulder_tip',
          'pale',
          'rigid_belly',
          'lots_blood',
        ],
        // A lochia told as settling is its normal course unless a heavy loss is told (the heavy-bleed rules). Spotting
        // a visit found clear, nothing back now (blind triage round 69, development data once reported: brown spotting
        // at 7 weeks, "Scan showed baby in the right place … they said it's normal and it's stopped now").
        none: ['gum_bleed', 'nose_bleed', 'bleeding_settling', 'checked_clear'],
      },
      { all: ['ctx_pregnant', 'heavy_bleed'], none: ['gum_bleed', 'nose_bleed'] },
      // bleeding with any pain in pregnancy: abruption until shown otherwise (RCOG Green-top 63, 2011)
      {
        all: ['ctx_pregnant', 'vaginal_bleed', 'pain_any'],
        none: ['gum_bleed', 'nose_bleed', 'bleeding_settling', 'checked_clear'],
      },
      { all: ['ctx_pregnant', 'abdominal_severe'], any: ['dizzy', 'faint', 'shoulder_tip'] },
      { all: ['ctx_pregnant', 'shoulder_tip'], any: ['dizzy', 'faint', 'belly_pain', 'vaginal_bleed'] },
      {
        all: ['ctx_pregnant', 'rigid_belly'],
        any: ['belly_pain', 'abdominal_severe', 'severe_q', 'pain_any'],
        none: ['benign_belly'],
      },
    ],
    source:
      'NICE NG126 Ectopic pregnancy and miscarriage (2019, updated 2023): pain and bleeding in early pregnancy, shoulder-tip pain or collapse need immediate assessment; RCOG Green-top Guideline 63 Antepartum haemorrhage (2011); RCOG Green-top Guideline 52 Postpartum haemorrhage (2016): secondary PPH; NICE NG88 Heavy menstrual bleeding (2018, updated 2021)',
  },
  bleeding: {
    rules: [
      // A period soaking a pad every hour with signs of blood loss (dizzy, faint, pale, a racing heart), on
      // no anticoagulant: acute heavy bleeding to be seen today (ACOG CO 557; NICE NG88). The learned reader
      // read "soaking a pad every hour … and feel faint" at 0.98 and the pregnancy card it leaned to needs a
      // pregnancy, so nothing was shown (round 32 development check).
      { all: ['heavy_period'], any: ['dizzy', 'faint', 'pale', 'palpitations'] },
      { all: ['vomit_blood'] },
      { all: ['blood_stool'], none: ['minor_rectal', 'benign_red'] },
      // A severe colitis or Crohn's flare: six or more stools a day with blood (ECCO 2022 UC guideline;
      // clinician review 2026-11-25 late, Z5 finding 2).
      { all: ['frequent_stools', 'blood_said'], none: ['minor_rectal'] },
      { all: ['blood_stool'], any: ['lots_blood', 'dizzy', 'faint', 'pale', 'weakness', 'ctx_anticoag'] },
      { all: ['cough_blood'] },
      { all: ['black_stool'], none: ['benign_black', 'told_normal'] },
      { all: ['tar_like', 'stool_said'], none: ['benign_black', 'told_normal'] },
      { all: ['black_stool'], any: ['ctx_anticoag', 'dizzy', 'faint', 'pale', 'weakness'] },
    ],
    source:
      'NICE NG141 / CG141 Acute upper gastrointestinal bleeding (2012, updated 2016); NHS "Black poo" and "Blood in poo" (999 if on blood thinners); NHS "Coughing up blood"; Truelove SC, Witts LJ. Cortisone in ulcerative colitis. BMJ 1955;2:1041 (severe colitis: six or more bloody stools a day with fever, tachycardia, anaemia or a raised ESR); Raine T et al. ECCO guidelines on therapeutics in ulcerative colitis: medical treatment. J Crohns Colitis 2022;16:2 (acute severe UC is a medical emergency needing hospital admission); Savaysa/Lixiana (edoxaban), Eliquis (apixaban) and Xarelto (rivaroxaban) US PI §5.2 Risk of bleeding (discontinue in active pathological bleeding); Steffel J et al. 2021 EHRA Practical Guide on NOACs in AF, Europace 2021;23:1612 (bleeding: delay or omit the next dose) — thirty-fifth clinician review, zh S2',
  },
  anticoagulant_bleeding: {
    rules: [
      { all: ['bleeding_persistent'] },
      {
        all: ['ctx_anticoag'],
        any: ['gum_bleed', 'nose_bleed'],
        none: ['minor_bleed'],
      },
      { all: ['ctx_anticoag'], any: ['bruising', 'cough_streak', 'bleeding_ongoing'] },
      { all: ['ctx_anticoag', 'urine_blood'], none: ['benign_red'] },
      { all: ['ctx_anticoag', 'heavy_period'] },
    ],
    source:
      'Coumadin (warfarin) US PI and Medication Guide (BMS, rev. 2017): call your healthcare provider right away for bleeding gums, nosebleeds, pink or brown urine, blood-streaked phlegm, unusual bruising; NHS "Nosebleed": A&E if it lasts over 10–15 minutes or you take a blood thinner; Savaysa/Lixiana (edoxaban), Eliquis (apixaban) and Xarelto (rivaroxaban) US PI §5.2 Risk of bleeding (discontinue in active pathological bleeding); Steffel J et al. 2021 EHRA Practical Guide on NOACs in AF, Europace 2021;23:1612 (bleeding: delay or omit the next dose) — thirty-fifth clinician review, zh S2',
  },
  serotonin_syndrome: {
    rules: [
      {
        all: ['ctx_serotonergic', 'twitch'],
        any: ['fever', 'sweat', 'agitation', 'palpitations', 'confused', 'shaky'],
      },
      {
        all: ['ctx_serotonergic', 'fever'],
        any: ['agitation', 'palpitations', 'confused', 'body_jerk', 'pupils_big'],
        // Selegiline is serotonergic, but with levodopa stopped the fever is its withdrawal's.
        none: ['parkinson_med_stopped'],
      },
      // Shaking with a fever is serotonin syndrome's tremor only when it is not the chills of an infection.
      { all: ['ctx_serotonergic', 'fever', 'shaky'], none: ['parkinson_med_stopped', 'rigors'] },
      { all: ['ctx_serotonergic', 'shaky', 'sweat'], any: ['confused', 'agitation', 'palpitations'] },
      {
        all: ['ctx_serotonergic', 'shaky', 'palpitations'],
        any: ['fever', 'agitation', 'confused', 'twitch'],
      },
      {
        all: ['ctx_serotonergic', 'pupils_big'],
        any: ['agitation', 'sweat', 'twitch', 'shaky', 'palpitations', 'confused'],
      },
    ],
    source:
      'Hunter Serotonin Toxicity Criteria (Dunkley et al., QJM 2003;96:635): a serotonergic agent plus clonus, agitation, sweating, tremor, fever; Zoloft (sertraline) US PI §5.2 Serotonin syndrome (Pfizer, 2023), incl. tryptophan and St John’s wort',
  },
  severe_hypoglycaemia: {
    rules: [
      { all: ['hypo_word'], any: ['confused', 'faint', 'seizure', 'drowsy'] },
      // A slight tremor when a meal is late, told with "low blood sugar?" and no diabetes medicine, is a
      // breakfast question (blind triage round 37: "不吃早饭手会有点抖，是低血糖吧？"); on insulin or a
      // sulfonylurea the rules below still read it.
      { all: ['hypo_word'], any: ['shaky', 'sweat', 'dizzy'], none: ['shaky_mild'] },
      { all: ['ctx_diabetes'], any: ['confused', 'faint', 'seizure', 'unresponsive'] },
      { all: ['ctx_diabetes', 'shaky'], any: ['sweat', 'confused', 'dizzy', 'speech', 'palpitations'] },
      { all: ['ctx_diabetes', 'drowsy'], any: ['sweat', 'shaky', 'cant_swallow', 'pale'] },
      { all: ['ctx_diabetes', 'sweat', 'cant_swallow'] },
    ],
    source:
      'ADA Standards of Care in Diabetes 2025, §6 Glycemic Goals and Hypoglycemia (level 3: altered mental and/or physical status requiring assistance); insulin and sulfonylureas as the main causes',
  },
  hyperkalaemia: {
    rules: [
      { all: ['ctx_ckd', 'weakness'] },
      // Palpitations with sweating on insulin or a sulfonylurea (`ctx_diabetes`) is the low-sugar picture,
      // the more so with kidney disease, where insulin is cleared slowly (ADA Standards of Care 2025 §6;
      // KDIGO 2022 Diabetes in CKD): high potassium is named with its own signs — weakness, an irregular
      // beat, a potassium result — never on these alone (eighteenth clinician review, zh S2).
      { all: ['ctx_ckd', 'palpitations'], none: ['sweat'] },
      { all: ['ctx_ckd', 'palpitations', 'sweat'], none: ['ctx_diabetes'] },
      { all: ['k_high'] },
      { all: ['k_raised'], any: ['weakness', 'palpitations', 'tingling', 'breathless', 'faint'] },
      // a salt substitute or potassium pills with a potassium-sparing medicine, and its signs
      { all: ['k_intake', 'k_sparing'], any: ['palpitations', 'weakness', 'tingling'] },
      // an irregular heart with weak or tingling limbs on a potassium-raising medicine (round 22: ACEI and
      // a lot of prune juice): the signs together, whatever was eaten
      { all: ['k_sparing', 'palpitations'], any: ['weakness', 'tingling'] },
    ],
    source:
      'KDIGO 2020 Controversies Conference, Potassium homeostasis and management in CKD (Clase et al., Kidney Int 2020;97:42); UK Kidney Association hyperkalaemia guideline (2023): K ≥ 6.0 mmol/L is severe',
  },
  muscle_breakdown: {
    rules: [{ all: ['dark_urine'], any: ['muscle_pain', 'weakness'] }],
    source:
      'FDA prescribing information for statins (e.g. Lipitor/atorvastatin US PI, Pfizer 2024, §5.1 Myopathy and Rhabdomyolysis: promptly report unexplained muscle pain, tenderness or weakness); MSD Manual Professional Version, "Rhabdomyolysis" (myalgia, weakness and dark reddish-brown urine)',
  },
  breathing: {
    rules: [
      { all: ['breathing_severe'] },
      { all: ['wheeze'], none: ['reliever_works'] },
      { all: ['wheeze'], any: ['breathless', 'speech_effort', 'pale', 'asthma_fail'] },
      { all: ['asthma_fail'] },
      { all: ['asthma'], any: ['speech', 'speech_effort', 'cant_cough'] },
      { all: ['breathless', 'speech_effort'] },
      { all: ['choking'], any: ['speech', 'cant_cough', 'breathless', 'pale'] },
      // a baby or child working to breathe: flaring nostrils, skin pulling in (NICE NG9 1.3)
      { all: ['recession'] },
      // New breathlessness with a cough or a fever on a medicine that can inflame the lungs: pneumonitis or
      // interstitial lung disease until a doctor says not (Iressa US PI §5.1; Keytruda US PI §5.1;
      // methotrexate boxed warning; blind triage round 37: "吃吉非替尼…干咳，体温38度，今晚特别气短").
      { all: ['ctx_lung_toxic', 'breathless'], any: ['cough', 'fever'], none: ['temp_normal'] },
    ],
    source:
      'NHS 999 emergencies: severe difficulty breathing, choking, blue lips; Resuscitation Council UK 2021 choking algorithm (back blows, abdominal thrusts); GINA 2024: reliever not helping = severe attack',
  },
  fainting: {
    rules: [
      { all: ['faint'], none: ['near_faint'] },
      // nearly fainted with another sign (pain, bleeding, a racing heart, days without food): presyncope
      // with a cause to find; nearly fainting alone, after a run or at the price tag, is not
      { all: ['near_faint'], any: NEAR_FAINT_COMPANIONS },
      { all: ['unresponsive', 'sudden'] },
      { all: ['unresponsive', 'collapse'] },
      // Hepatic encephalopathy: a hepatic coma now, or confusion or drowsiness with liver disease.
      { all: ['hepatic_coma_now'] },
      { all: ['ctx_liver', 'confused_now'] },
      { all: ['ctx_liver', 'unresponsive'] },
    ],
    source:
      'NICE CG109 Transient loss of consciousness (2010, updated 2023); NHS 999 emergencies: loss of consciousness; EASL Clinical Practice Guidelines on the management of hepatic encephalopathy (J Hepatol 2022): overt encephalopathy needs hospital care',
  },
  seizure: {
    rules: [
      { all: ['seizure'] },
      { all: ['body_stiff', 'body_jerk'] },
      { all: ['body_jerk'], any: ['unresponsive', 'eyes_rolled', 'faint', 'confused'] },
      { all: ['cramp_zh'], any: ['eyes_rolled', 'unresponsive', 'fever', 'faint'] },
      { all: ['eyes_rolled'], any: ['twitch', 'body_stiff', 'unresponsive'] },
      // "眼睛往上翻手脚一直抖": eyes rolled up with shaking told by a witness (thirty-seventh clinician review, zh S1).
      { all: ['eyes_rolled', 'shaky'] },
      { all: ['body_stiff'], any: ['twitch', 'unresponsive'] },
    ],
    source:
      'NHS 999 emergencies: a seizure (fit) for the first time, lasting over 5 minutes, or not waking up; WHO mhGAP Intervention Guide 2.0 (2016), epilepsy module',
  },
  poisoning: {
    rules: [
      { all: ['overdose'] },
      // whether to make someone sick, asked after something swallowed by mistake or all at once
      { all: ['vomit_first_aid'], any: ['take_all', 'accidental', 'toxic_ingest', 'wrong_medicine'] },
      // carbon monoxide: symptoms with a heater, charcoal or engine running indoors (CDC 2024)
      {
        all: ['co_source'],
        any: ['headache', 'dizzy', 'nausea', 'vomit', 'confused', 'drowsy', 'faint'],
      },
      { all: ['toxic_ingest'] },
      // star fruit with kidney disease or dialysis and its signs (Neto 2003; eighteenth clinician review, zh S1;
      // en: "on dialysis, ate two starfruit, hiccuping nonstop and a bit confused")
      {
        all: ['star_fruit', 'ctx_ckd'],
        any: ['hiccup', 'confused', 'confused_now', 'vomit', 'seizure', 'weakness'],
      },
      {
        all: ['star_fruit', 'ctx_dialysis'],
        any: ['hiccup', 'confused', 'confused_now', 'vomit', 'seizure', 'weakness'],
      },
      // aconite with its first signs (Chan 2009): numbness, a racing or irregular heart, vomiting, dizziness
      {
        all: ['aconite'],
        any: ['tingling', 'palpitations', 'vomit', 'dizzy', 'weakness', 'faint', 'breathless'],
      },
      {
        all: ['wild_mushroom'],
        any: ['vomit', 'diarrhoea', 'belly_pain', 'dizzy', 'confused', 'faint', 'sweat', 'vision'],
      },
      // several doses at once with a symptom (an older person's blood-pressure or heart pills)
      {
        all: ['dose_multi'],
        any: [
          'dizzy',
          'faint',
          'drowsy',
          'confused',
          'palpitations',
          'vomit',
          'pale',
          'weakness',
          'breathless',
        ],
      },
    ],
    source:
      'Poison Help 1-800-222-1222 (HRSA; AAPCC National Poison Data System annual report 2022) and NHS 999 for swallowed poisons, caustics, button batteries, overdoses and unidentified wild mushrooms with symptoms; China 120',
  },
  severe_pain_or_fever: {
    rules: [
      { all: ['abdominal_severe'] },
      // Cloudy peritoneal-dialysis fluid, with or without pain or fever (ISPD 2022): the PD unit today.
      { all: ['pd_cloudy'] },
      { all: ['high_fever'] },
      // meningitis and meningococcal disease (NICE NG240): fever with a stiff neck, a non-blanching or
      // purple rash, or dislike of light with headache, vomiting or drowsiness
      { all: ['fever', 'stiff_neck'], none: ['neck_explained'] },
      { all: ['nonblanch_rash'] },
      { all: ['fever', 'purpura'] },
      { all: ['fever', 'photophobia'], any: ['headache', 'vomit', 'drowsy', 'confused'] },
      { all: ['fever', 'headache'], any: ['confused', 'drowsy', 'unresponsive'] },
      // A fever with new confusion (NICE NG51 sepsis, 2016 updated 2024: new altered mental state is a
      // high-risk criterion), or with a whole body gone rigid (neuroleptic malignant syndrome, tetanus):
      // "我哥在打帕利哌酮的针，现在高烧，全身僵硬，人也糊涂了" was no card (twenty-sixth clinician review, en M3).
      { all: ['fever', 'confused'] },
      { all: ['fever', 'body_rigid'] },
      // a baby under 3 months with a temperature of 38 °C or more (NICE NG143)
      { all: ['infant_u3m', 'fever'], none: ['temp_normal'] },
      // surgical abdomen: a board-hard belly with pain, or right lower pain with fever or vomiting
      {
        all: ['rigid_belly'],
        any: ['belly_pain', 'abdominal_severe', 'pain_any', 'fever', 'vomit'],
        none: ['benign_belly', 'ctx_pregnant'],
      },
      { all: ['rlq_pain'], any: ['fever', 'vomit'] },
      // appendicitis told as pain that moved from the navel to the lower right (NICE CKS 2020)
      { all: ['rlq_migrating'], any: ['fever', 'vomit', 'severe_q'] },
      // testicular torsion: sudden, severe or swollen (EAU paediatric urology 2023)
      { all: ['testis_pain'], any: ['sudden', 'severe_q', 'vomit', 'swollen'] },
      // acute angle-closure glaucoma: a painful eye with halos round lights or vomiting (AAO PPP 2020)
      { all: ['eye_pain'], any: ['vision_colour', 'vomit'] },
      // with blurred vision that came on suddenly, severe, or on topiramate (its acute angle closure within weeks of
      // starting or raising the dose: Topamax PI §5.2; forty-seventh clinician review, zh S1)
      { all: ['eye_pain', 'vision'], any: ['sudden', 'severe_q', 'ctx_topiramate', 'nausea'] },
    ],
    source:
      'NICE NG143 Fever in under 5s (2019, updated 2021), traffic-light table: age under 3 months with a temperature of 38 °C or more is high risk (red); NICE NG240 Meningitis (bacterial) and meningococcal disease (2024, replaces CG102): fever with neck stiffness, headache and altered consciousness, or a non-blanching rash, needs emergency care; NHS "Appendicitis" and "Stomach ache": call 999 for severe tummy pain, pain that spreads or a tummy that is hard; NHS 111: a high temperature that does not come down',
  },
  eating_disorder: {
    rules: [
      { all: ['purging'] },
      { all: ['vomit_after_eating', 'weight_goal'] },
      // A positive screen or purging known from the plan or earlier turns, now with palpitations or
      // dizziness/fainting: low potassium and an arrhythmia until a blood test and an ECG say otherwise.
      { all: ['ctx_purging'], any: ['palpitations', 'dizzy', 'faint'] },
      // Days without food and now fainting (MEED 2022: syncope in starvation is a medical emergency).
      { all: ['starving'], any: ['faint', 'palpitations'] },
      // Eating almost nothing with periods stopped or a fast weight loss (MEED 2022; blind triage round 28).
      { all: ['severe_restriction'], any: ['periods_stopped', 'rapid_loss', 'faint'] },
    ],
    source:
      'NICE NG69 Eating disorders (2017, updated 2020): refer people with purging, severe restriction or a rapidly falling weight for assessment; MARSIPAN/MEED 2022 (Royal College of Psychiatrists, Medical emergencies in eating disorders): physical risk in purging and starvation — electrolytes and an ECG the same day with palpitations, syncope or postural dizziness',
  },
  hypomagnesaemia: {
    rules: [{ all: ['ctx_low_magnesium'], any: ['palpitations', 'dizzy', 'faint', 'twitch', 'cramp_zh'] }],
    source:
      'US FDA Drug Safety Communication (2 March 2011): low magnesium with long-term PPIs can cause arrhythmias and seizures; Ayuk J, Gittoes NJ. Clin Endocrinol 2011;75:743: magnesium below 0.5 mmol/L or symptomatic needs prompt (often intravenous) treatment, and hypokalaemia and hypocalcaemia resist correction until magnesium is replaced',
  },
  hypercalcaemia: {
    rules: [
      // A changed mental state with a known high calcium, sarcoidosis or high-dose vitamin D.
      { all: ['ctx_high_calcium'], any: ['confused', 'confused_now', 'drowsy', 'unresponsive'] },
      { all: ['high_dose_d'], any: ['confused', 'confused_now', 'drowsy', 'unresponsive'] },
      // Vomiting with great thirst or passing urine often; or thirst with passing urine every hour.
      { all: ['ctx_high_calcium', 'vomit'], any: ['thirst', 'polyuria'] },
      { all: ['high_dose_d', 'vomit'], any: ['thirst', 'polyuria'] },
      { all: ['ctx_high_calcium', 'thirst', 'polyuria'] },
      { all: ['high_dose_d', 'thirst', 'polyuria'] },
    ],
    source:
      'Walsh J, Gittoes N, Selby P. Society for Endocrinology Endocrine Emergency Guidance: Emergency management of acute hypercalcaemia in adult patients. Endocr Connect 2016;5(5):G9–G11 (thirst, polyuria, vomiting, confusion and drowsiness; admission for symptomatic hypercalcaemia); NHS "High calcium levels (hypercalcaemia)" (go to A&E or call 999 if very thirsty, confused, vomiting; cited from memory); NIH ODS Vitamin D fact sheet (vitamin D toxicity: hypercalcaemia); Spasovski G et al. Clinical practice guideline on diagnosis and treatment of hyponatraemia. Eur J Endocrinol 2014;170:G1 (vomiting and somnolence as severe symptoms; thiazides as a cause); European Resuscitation Council Guidelines 2021: First Aid. Resuscitation 2021;161:270 (recovery position for an unresponsive person; nothing by mouth)',
  },
  hypokalaemia: {
    // Not after drinking was stopped: a racing heart with shaking and sweating then is alcohol withdrawal, whose
    // card (urgent_general) names it — a low potassium beside it is not the likely cause (thirtieth clinician
    // review, en M1: "day 2 no beer … seeing bugs on the wall" was told it was the potassium of 3.4).
    rules: [
      {
        all: ['ctx_low_potassium'],
        any: ['palpitations', 'dizzy', 'faint', 'weakness'],
        none: ['alcohol_stopped'],
      },
    ],
    source:
      'NICE CKS Hypokalaemia (2023): potassium below 3.0 mmol/L with symptoms (palpitations, weakness) needs same-day assessment with an ECG; UK Kidney Association hypokalaemia guideline (2020)',
  },
  ectopic_pregnancy: {
    rules: [],
    source:
      'NICE NG126 Ectopic pregnancy and miscarriage (2019, updated 2023): early pregnancy with abdominal pain, shoulder-tip pain, dizziness or collapse needs emergency assessment',
  },
  reduced_fetal_movements: {
    rules: [
      { all: ['ctx_pregnant', 'fetal_quiet'], none: ['fetal_moving_again', 'told_normal', 'checked_clear'] },
    ],
    source:
      'RCOG Green-top Guideline 57 Reduced fetal movements (2011); NHS "Your baby\'s movements": contact maternity services immediately, do not wait until the next day',
  },
  fall_on_anticoagulant: {
    rules: [{ all: ['fall_said', 'hip_fracture_sign', 'ctx_anticoag'] }],
    source:
      'NICE CG124 Hip fracture (2011, updated 2023); NICE NG232 Head injury (2023): anyone on anticoagulants after a head injury needs a CT scan within 8 hours',
  },
  maoi_crisis: {
    rules: [
      { all: ['ctx_maoi', 'bp_very_high'] },
      { all: ['ctx_maoi'], any: ['headache_severe', 'thunderclap', 'head_pounding'] },
      { all: ['ctx_maoi', 'headache'], any: ['palpitations', 'stiff_neck'] },
    ],
    source:
      'Nardil (phenelzine) prescribing information 2022 §5 (hypertensive crisis with tyramine-rich foods and sympathomimetics); Zyvox (linezolid) label 2021 §5',
  },
  lithium_toxicity: {
    // Two signs of toxicity on lithium (the label's: vomiting, diarrhoea, coarse tremor, drowsiness,
    // unsteady gait, muscle twitching, confusion); one sign is the learned reader's to judge.
    rules: [
      {
        all: ['ctx_lithium', 'drowsy'],
        any: ['twitch', 'unsteady', 'shaky', 'confused', 'vomit', 'diarrhoea'],
      },
      { all: ['ctx_lithium', 'vomit'], any: ['diarrhoea', 'shaky', 'unsteady', 'confused', 'dizzy'] },
      { all: ['ctx_lithium', 'unsteady'], any: ['shaky', 'twitch', 'confused', 'nausea', 'dizzy', 'speech'] },
      { all: ['ctx_lithium', 'twitch'], any: ['shaky', 'confused', 'diarrhoea'] },
      { all: ['ctx_lithium', 'diarrhoea'], any: ['unsteady', 'shaky', 'confused', 'speech'] },
    ],
    source:
      'Lithium carbonate prescribing information, boxed warning and §5.1 (toxicity closely related to serum level; dehydration, sodium depletion, diuretics, NSAIDs raise it); NICE CG185 Bipolar disorder (2014, updated 2023)',
  },
  digoxin_toxicity: {
    rules: [
      { all: ['ctx_digoxin', 'vision_colour'] },
      { all: ['ctx_digoxin', 'vision'], any: ['nausea', 'vomit', 'palpitations', 'confused'] },
      { all: ['ctx_digoxin', 'palpitations'], any: ['nausea', 'vomit', 'confused', 'dizzy', 'faint'] },
      { all: ['ctx_digoxin', 'confused'], any: ['nausea', 'vomit'] },
    ],
    source:
      'Lanoxin (digoxin) US prescribing information (2019) §5.3 Digoxin toxicity: nausea, vomiting, visual changes (yellow-green vision) and arrhythmias, usually with serum levels above 2 ng/mL; hypokalaemia, hypomagnesaemia and amiodarone (§7) make it more likely',
  },
  opioid_overdose: {
    // An opioid (said, or in the plan's medicines) with a body that cannot be woken, breathing that is
    // slow, stopping, gurgling or oddly snoring, or a floppy body; tiny pupils or blue lips with a second
    // sign. More likely with pregabalin or gabapentin, alcohol, benzodiazepines or sleep aids.
    rules: [
      { all: ['ctx_opioid'], any: ['unresponsive', 'od_unrousable', 'od_breathing', 'floppy'] },
      { all: ['ctx_opioid', 'pinpoint'], any: ['drowsy', 'collapse', 'breathing_severe'] },
      { all: ['ctx_opioid', 'breathing_severe'], any: OPIOID_SEDATION },
    ],
    source:
      'SAMHSA Opioid Overdose Prevention Toolkit (2018): signs (unresponsive, slow or stopped breathing, snoring or gurgling, blue or grey lips, pinpoint pupils, limp body), call 911, give naloxone, recovery position, stay with the person; CDC Clinical Practice Guideline for Prescribing Opioids for Pain (2022), Rec. 8; OxyContin (oxycodone) US PI boxed warning (life-threatening respiratory depression; with benzodiazepines or other CNS depressants, alcohol included); FDA Drug Safety Communication 2019 (gabapentinoids with opioids); Narcan (naloxone) 4 mg nasal spray label (one spray in one nostril, a second in the other nostril after 2–3 minutes if no response)',
  },
  disulfiram_reaction: {
    rules: [
      // On disulfiram (the plan's medicine, or said): a flush, or any alcohol — kombucha, a dish cooked with
      // wine, mouthwash — followed by a sign of the reaction (Antabuse SmPC §4.8).
      { all: ['ctx_disulfiram', 'flushing'] },
      { all: ['ctx_disulfiram', 'alcohol_taken'], any: ['flushing', ...DISULFIRAM_SIGNS] },
    ],
    source:
      'Flagyl (metronidazole) label 2021 §5 and §7 (alcohol during and for 3 days after); cefoperazone label (disulfiram-like reaction); 国家药品监督管理局 头孢类药品说明书 饮酒警示; Antabuse (disulfiram) 200 mg tablets UK SmPC §4.8 (disulfiram–alcohol reaction: flushing, sweating, nausea, vomiting, dizziness, palpitations, dyspnoea; in severe cases chest pain, hypotension, arrhythmias, convulsions — may be life-threatening)',
  },
  hyperglycaemic_crisis: {
    rules: [
      { all: ['ctx_diabetes', 'ketone_breath'] },
      { all: ['ketone_breath', 'vomit'] },
      // a glucose of 16.7 mmol/L (300 mg/dL) or more with a changed mental state or vomiting
      {
        all: ['glucose_very_high'],
        any: ['confused', 'confused_now', 'drowsy', 'unresponsive', 'faint', 'vomit', 'ketone_breath'],
      },
    ],
    source:
      'ADA/EASD/JBDS/AACE/DTS consensus report: Hyperglycemic crises in adults with diabetes (Diabetes Care 2024;47:1257–1275)',
  },
  missed_dialysis: {
    // a missed session is itself the event: contact the unit today, before any symptom
    rules: [{ all: ['missed_session'] }, { all: ['ctx_dialysis', 'session_missed'] }],
    source:
      'KDOQI Clinical Practice Guideline for Hemodialysis Adequacy (2015 update): missed sessions raise hyperkalaemia, fluid overload and mortality; NIDDK "Hemodialysis"',
  },
  critical_lab: {
    rules: [],
    source:
      'Kost GJ. Critical limits for urgent clinician notification at US medical centers. JAMA 1990;263(5):704–707; the same limits the report review uses (knowledge/lab-check-limits.ts)',
  },
  severe_skin_reaction: {
    rules: [],
    source:
      'Zyloprim (allopurinol) label §5.1 and Lamictal (lamotrigine) boxed warning (serious skin rashes: SJS/TEN, DRESS); British Association of Dermatologists SJS/TEN guideline (2016)',
  },
  immunosuppressed_fever: {
    // A fever or a sore throat on an antithyroid drug: agranulocytosis until a white count says not
    // (Tapazole US PI §5.1; clinician review 2026-11-25 closing, Z2). Other causes: the learned reader.
    rules: [
      { all: ['ctx_antithyroid'], any: ['fever', 'sore_throat'] },
      { all: ['ctx_immunosuppressed', 'fever'], none: ['temp_normal', 'self_well'] },
      // Shaking chills on chemotherapy or with a low count are sepsis's sign even before a temperature is
      // taken (NICE NG151 1.2: symptoms or signs of sepsis; blind triage round 37: "化疗中间…寒战").
      { all: ['ctx_immunosuppressed', 'rigors'], none: ['temp_normal', 'self_well'] },
    ],
    source:
      'Methotrexate label boxed warning (bone marrow suppression, serious infections); NICE NG151 Neutropenic sepsis (2012, updated 2020): fever on treatment that lowers immunity is an emergency',
  },
  transplant_problem: {
    // a transplanted kidney or liver and a creatinine risen now (round 27); other signs: the learned reader
    rules: [{ all: ['ctx_graft', 'creatinine_rise'] }],
    source:
      'KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients (2009): signs of rejection and calcineurin-inhibitor toxicity need urgent assessment, a rise in creatinine is investigated at once; Prograf (tacrolimus) label §5',
  },
  bowel_obstruction: {
    rules: [],
    source:
      'NHS "Bowel obstruction" (page reviewed 2023; call 999/go to A&E: swollen tummy, vomiting, unable to pass wind or stool); ASMBS: internal hernia and obstruction after bariatric surgery',
  },
  wernicke: {
    rules: [],
    source:
      'NICE CG100 Alcohol-use disorders: physical complications (2010, updated 2017); ASMBS Integrated Health Nutritional Guidelines (2016/2019): thiamine deficiency after bariatric surgery with vomiting is an emergency (IV thiamine)',
  },
  aspiration: {
    rules: [
      // Coughing, choking or breathlessness with or after every tube feed: aspiration or a misplaced tube —
      // stop the feed, sit up, the same day; 120/911 with a fever or hard breathing (ASPEN 2017; NPSA
      // 2011; fourteenth clinician review, zh P2 #3).
      {
        all: ['ctx_tube_feeding', 'after_feed'],
        any: ['cough', 'choking', 'breathless', 'breathing_severe', 'wheeze'],
      },
    ],
    source:
      'NICE NG138 Pneumonia (community-acquired, 2019) and NG139 Pneumonia (hospital-acquired, 2019); Royal College of Speech and Language Therapists dysphagia guidance: aspiration after choking in frail older people',
  },
  child_ingestion: {
    // A child who swallowed tablets, vitamins, a button battery or a cleaning product: urgent even when
    // the child seems well (poisoning named it before issue 30; the card for a child is this one).
    // Taken out of the hand before any was swallowed ("差点…我及时抢下来了 一颗都没吃到"): no ingestion (blind triage
    // round 66, zh, development data once reported); "almost" then "but she ate two" stays urgent.
    rules: [
      { all: ['child_ingest'], none: ['near_miss'] },
      { all: ['ctx_toxic_household', 'child_mouthed'], none: ['near_miss'] },
    ],
    source:
      'Poison Help 1-800-222-1222 (HRSA); National Capital Poison Center button battery guideline (2018, honey/sucralfate only as directed); AAPCC: iron is a leading cause of fatal poisoning in young children; China 120',
  },
  child_dehydration: {
    rules: [],
    source:
      'NICE CG84 Diarrhoea and vomiting caused by gastroenteritis in under 5s (2009): red-flag signs of clinical dehydration and shock; WHO oral rehydration',
  },
  possible_crisis: {
    rules: [],
    source:
      'The learned triage reader (ADR 0038) below its crisis-card certainty; asking directly about suicidal thoughts does not raise risk (WHO Preventing suicide: a resource for primary health care workers, 2000; NICE NG225, 2022)',
  },
  urgent_general: {
    rules: [
      // Blurred or wrong colour vision on ethambutol: optic neuritis — the TB team and an eye examination
      // today (ATS/CDC/IDSA 2016; Myambutol label; twentieth clinician review, zh S1: named Wernicke).
      { all: ['ctx_ethambutol'], any: ['colour_vision', 'vision'] },
      // Diarrhoea on an immune checkpoint inhibitor with blood or a fever: immune colitis or an infection until a
      // doctor says not (Keytruda US PI §5.2; ASCO irAE guideline 2021; thirty-fifth clinician review, en S1: "on
      // the dunny 7 or 8 times a day … bit of blood … a bit hot" on Keytruda was no emergency). Many stools alone
      // are the oncology team today, the everyday row's answer (rows-immunotherapy.ts), not an ambulance.
      { all: ['ctx_checkpoint', 'diarrhoea'], any: ['blood_said', 'blood_stool', 'fever'] },
      // A child on aspirin with chickenpox or flu who vomits or is drowsy: Reye syndrome until a doctor says
      // not (AHA Kawasaki statement 2017; AAP Red Book). The learned reader retrained with round 37 lost it.
      { all: ['young_child', 'ctx_aspirin', 'viral_trigger'], any: ['vomit', 'drowsy', 'confused'] },
      // Drinking stopped days ago, then confusion, hallucinations or a fit: alcohol withdrawal (delirium
      // tremens, withdrawal seizures) — ASAM 2020; NICE CG100; twentieth clinician review, en S1.
      { all: ['alcohol_stopped'], any: ['seeing_things', 'confused', 'seizure', 'body_jerk'] },
      { all: ['alcohol_stopped', 'shaky', 'sweat'] },
      // Clozapine with smoking stopped, then drowsiness, drooling, unsteadiness, confusion or jerks: a clozapine level
      // risen too high (Clozaril US PI §5, §7; MHRA DSU August 2020) — the card's clozapine line says what to do.
      {
        all: ['ctx_clozapine', 'smoking_stopped'],
        any: ['drowsy', 'drool', 'confused', 'unsteady', 'seizure', 'body_jerk'],
      },
      // A Parkinson's medicine stopped with a fever and rigidity or confusion: the parkinsonism-hyperpyrexia
      // syndrome, an emergency (Mizuno 2003; Madopar label, abrupt withdrawal; nineteenth review, zh S1).
      { all: ['parkinson_med_stopped', 'fever'], any: ['body_stiff', 'confused', 'high_fever'] },
      // Pregnant and nothing stays down, food, fluids or tablets (an antithyroid drug, say): hyperemesis,
      // same-day care (RCOG Green-top Guideline 69, 2016; clinician review 2026-11-25 late, Z4 finding 2).
      { all: ['ctx_pregnant', 'vomit', 'cant_keep_down'] },
      // Cancer with back pain and numb or weak legs, or lost bladder or bowel control: spinal cord
      // compression until an MRI says otherwise; back pain with lost bladder or bowel control or saddle
      // numbness is cauda equina syndrome, with or without cancer. The card names no condition.
      { all: ['cancer_word', 'back_pain', 'legs_neuro'] },
      { all: ['back_pain', 'legs_neuro'], any: ['sudden', 'severe_q'] },
      // Numbness around the mouth with hand or finger spasm: low calcium (tetany), above all after
      // thyroid or parathyroid surgery — same-day care (fifth clinician review of 2026-11-25, zh P3;
      // BTA/Society for Endocrinology post-surgical hypocalcaemia guidance).
      { all: ['perioral_numb', 'hand_spasm'] },
      // Dehydration and acute kidney injury: a stoma bag filling every hour with no urine or faintness on
      // standing; or no urine with diarrhoea or vomiting and faintness — intravenous fluids today (NICE NG148
      // Acute kidney injury, 2019, updated 2024; Nightingale & Woodward, BSG short-bowel guideline, Gut
      // 2006; thirteenth clinician review, en P2 #2).
      { all: ['stoma_output', 'no_urine'] },
      { all: ['stoma_output'], any: ['dizzy', 'faint', 'near_faint'] },
      { all: ['no_urine', 'diarrhoea'], any: ['dizzy', 'faint', 'near_faint'] },
      // "拉了七八次全是水…一天就尿了一点点…站起来头晕" (thirty-seventh clinician review, zh S2: read as a bleed).
      { all: ['no_urine', 'frequent_stools'], any: ['dizzy', 'faint', 'near_faint'] },
      { all: ['no_urine', 'vomit'], any: ['dizzy', 'faint', 'near_faint'] },
      // Palpitations, light-headedness or a faint on a BTK inhibitor: atrial fibrillation until an ECG says
      // not — the same day (IMBRUVICA US PI 2024 §5.3; thirteenth clinician review, en P5 #4).
      { all: ['ctx_btk_inhibitor', 'palpitations'] },
      { all: ['ctx_btk_inhibitor', 'near_faint'] },
      // A floppy baby (hypotonia) or one who has lost skills — stopped smiling, grasping, rolling — is seen
      // today whatever the cause; with the mother's low B12 or a vegan diet said, infant B12 deficiency is
      // named under the card (named-causes.ts; NIH ODS Vitamin B12 fact sheet; CDC MMWR 2003;52:61–64;
      // NICE NG143 red features; blind answer round 17, en S3).
      { all: ['young_child', 'floppy_baby', 'ctx_b12_mother'] },
      { all: ['young_child', 'lost_skills', 'ctx_b12_mother'] },
      { all: ['ctx_breastfed_baby', 'lost_skills', 'ctx_b12_mother'] },
      { all: ['ctx_breastfed_baby', 'floppy_baby', 'ctx_b12_mother'] },
      { all: ['young_child', 'floppy_baby'] },
      { all: ['young_child', 'lost_skills'] },
      { all: ['ctx_breastfed_baby', 'lost_skills'] },
      // A floppy or listless baby or young child, or one who stopped feeding or responding (NICE NG143).
      { all: ['young_child', 'pale'], any: ['baby_unresponsive', 'drowsy'] },
      { all: ['young_child', 'baby_unresponsive'], any: ['drowsy', 'pale'] },
      // Jaundice or dark urine, or itching with no appetite or nausea, on PTU, isoniazid or other TB
      // medicines: drug-induced liver injury until liver tests say otherwise — stop-and-call is the
      // prescriber's, the same day (PTU and isoniazid boxed warnings; ATS/CDC/IDSA 2016 TB treatment).
      { all: ['ctx_hepatotoxic'], any: ['jaundice', 'dark_urine'] },
      // Yellow eyes or skin with dark urine, on any medicine or none (a guest's "my eyes are yellow and my
      // pee is dark"): jaundice — hepatitis, a blocked bile duct or drug-induced liver injury (herbal
      // products and supplements included) — needs a doctor the same day (NICE CKS Jaundice in adults
      // 2023; LiverTox; fourteenth clinician review, en P5 #3).
      // A nasogastric tube come partly out, or pushing it back asked: never pushed back or fed through,
      // the nurse or hospital today (NPSA/2011/PSA002; fourteenth clinician review, zh P2 #2).
      { all: ['tube_out'] },
      { all: ['jaundice', 'dark_urine'], any: ['ctx_herbal'] },
      { all: ['jaundice', 'dark_urine'] },
      { all: ['ctx_hepatotoxic', 'itch'], any: ['no_appetite', 'nausea'] },
      // A headache with vomiting or blurred vision on an oral retinoid: raised pressure around the brain
      // (pseudotumor cerebri) until the eyes are examined — the same day; the line under the card names
      // it (texts.ts). Pre-eclampsia needs a pregnancy (seventh clinician review of 2026-11-26, zh P1 §5).
      { all: ['ctx_retinoid', 'headache'], any: ['vomit', 'vision'] },
      { all: ['ctx_retinoid', 'headache_severe'], any: ['vomit', 'vision', 'nausea'] },
      // A severe headache with vomiting and blurred vision, whoever has it: raised pressure in the head, a bleed or a
      // stroke until a doctor has looked — the same day; the card names no condition (NICE CKS Headache — assessment,
      // red flags: headache with vomiting, visual disturbance; forty-fourth clinician review, found beside en minor 15:
      // "头痛得要命，眼睛看东西模糊还吐了" was no emergency once a planned pregnancy no longer read as pregnant).
      { all: ['headache_severe', 'vomit', 'vision'] },
    ],
    source:
      'The learned triage reader (ADR 0038): urgent with no single kind leading; the card names no condition. NICE CKS Headache — assessment (red flags: headache with vomiting, visual disturbance, worsening); RCOG Green-top Guideline No. 69, The management of nausea and vomiting of pregnancy and hyperemesis gravidarum (2016): unable to keep down fluids or oral medicines needs assessment the same day; NICE NG234 Spinal metastases and metastatic spinal cord compression (2023), rec 1.2: people with cancer and back pain with neurological symptoms (limb weakness, numbness, bladder or bowel dysfunction) need an immediate referral and an MRI within 24 hours; GIRFT National suspected cauda equina syndrome pathway (2023): back pain with new bladder or bowel dysfunction or saddle numbness needs emergency assessment; Soriatane (acitretin) US PI §5 and Absorica (isotretinoin) US PI §5.3: pseudotumor cerebri — headache, nausea and vomiting, visual disturbances need prompt examination for papilledema; NICE NG143 Fever in under 5s (2019, red features: floppy, no response to social cues) and CDC "Learn the Signs. Act Early." (losing skills once had): a floppy baby or one losing skills is seen today; NIH ODS Vitamin B12 fact sheet and CDC MMWR 2003;52:61–64: infants breastfed by B12-deficient or vegan mothers — hypotonia, developmental delay and regression',
  },
} as const satisfies Record<RedFlagKind, RedFlagKindRow>;
