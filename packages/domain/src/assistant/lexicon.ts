/**
 * The assistant's vocabulary: how users name nutrients, which words signal which question, and which
 * words signal an emergency. Patterns run on text that `normaliseQuestion` has folded (NFKC, lower
 * case, single spaces), so `ＶｉｔａｍｉｎＤ` and `vitamin  d` read the same.
 */
import type { NutrientKey } from '../nutrients';
import { memoStringByText } from './text-memo';
// The red-flag reader's full table (OpenCC's characters): a hand list of the vocabulary's characters left
// "薑黃…會不會更傷肝" unread (blind answer round 47, zh-025, development data).
import { TRAD_TO_SIMP } from '../safety/trad-simp';

/**
 * Words typed for others, folded before any pattern reads them (blind answer round 13): a medicine's name
 * typed with a homophone ("舍曲琳", "地高新", "二甲双瓜", "甲氨喋呤") is that medicine, and "拿铁" is a coffee
 * with milk (奶咖啡), never iron ("燕麦拿铁…燕麦奶里面有没有钙" got the vegan iron row, "孕早期…大杯拿铁" the
 * iron–coffee pairing).
 */
const SAME_LENGTH_FOLDS: readonly (readonly [RegExp, string])[] = [
  [/舍曲[琳淋临]/g, '舍曲林'],
  [/地高[新心欣]/g, '地高辛'],
  [/二甲双[瓜呱]/g, '二甲双胍'],
  [/甲氨[喋碟]呤/g, '甲氨蝶呤'],
  [/拿铁/g, '奶咖啡'],
  // Elevit (爱乐维) typed with a homophone: "爱乐为早上吃完老是恶心" was declined by name (blind answer round
  // 21, zh-037) while "爱乐维…恶心" has its row (prenatal-side-effects).
  [/爱乐[为唯惟威薇伟]/g, '爱乐维'],
  // 钙 typed with a pinyin homophone (gai): "维D和盖片是一起吃还是分开吃" was read as a vitamin D question
  // alone and answered with vitamin D and iced coffee (blind answer round 17 zh-022, development data).
  // Only before a tablet or product word, or after 补: "盖饭", "盖子" stay.
  [/(?<!锅|瓶|杯)[盖概丐钙](?=片|尔奇|镁|剂|\s?d3?(?![a-z]))/g, '钙'],
  [/(?<=补)[盖概丐](?!子|饭|章|上)/g, '钙'],
  // The brand 汤臣倍健 (By-health) is not soup: "要不要喝点汤臣倍健蛋白粉" got the soup-for-dinner row and
  // "鱼油我一天吃两粒汤臣倍健的" ended "关于你问到的汤：上面的回答没有涉及" (thirty-first review zh M11). Four
  // Latin letters keep the length; no pattern reads them.
  [/汤臣倍健/g, 'tcbj'],
  // Pomelo by its Indian and Filipino names: "can I eat mosambi and chakotra?" on tacrolimus got "Yes."
  // (thirty-second clinician review, en S2); chakotra/chakota (Hindi), batabi lebu (Bengali), suha (Tagalog).
  [/\b(chakotra|chakota|chakotara|batabi lebu|bator lebu|suha)\b/g, 'pomelo'],
  // "giloy juice" is the herb, not a juice a medicine's food row speaks of (the same review, en S1).
  [/\b(giloy|guduchi|gulvel|tinospora|noni) (juice|ras|kadha|drink)\b/g, '$1'],
  // 铁观音 (Tieguanyin) is an oolong tea, never iron: "He drinks 铁观音 tea all day … does the tea affect the medicine"
  // got iron rows (blind answer round 64, en-013, development data). Same length.
  [/铁观音/g, '乌龙茶'],
  // "Beer" is the Somali word for liver: "sometimes liver (beer) on weekends" is offal, not alcohol (blind answer round
  // 63, en-051, development data: a halal breastfeeding mother got the alcohol-and-liver text). Four letters no
  // pattern reads keep the length.
  [/(?<=\bliver\s?\()beer(?=\))|\bbeer(?=\s?\(liver\))/g, 'kbdo'],
  // "go nuts at the buffet" is overeating, not nuts the food (blind answer round 65, en-054, development data: "You asked
  // about nuts — when to take it"). Same length.
  [/(?<=\b(go|goes|going|gone|went) )nuts\b/g, 'zqxw'],
];

export const normaliseQuestion = memoStringByText(normaliseQuestionRead);
function normaliseQuestionRead(text: string): string {
  let folded = (typeof text === 'string' ? text : '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u3400-\u9fff]/g, (c) => TRAD_TO_SIMP.get(c) ?? c);
  for (const [re, to] of SAME_LENGTH_FOLDS) folded = folded.replace(re, to);
  return folded.replace(/[μµ]/g, 'µ').replace(/\s+/g, ' ').trim();
}

/**
 * Nutrient names in zh and en. English names sit between word boundaries; Chinese names are plain
 * substrings (Chinese has no spaces), with look-aheads where a longer name shares the prefix (B1/B12).
 */
export const NUTRIENT_PATTERNS = {
  vitaminA: [
    /维生素\s?a(?![a-z])/,
    // 异维A酸 / 维A酸 / 阿维A (isotretinoin, tretinoin, acitretin) are medicines, not the nutrient.
    /(?<![异阿])维a(?![a-z]|酸)/,
    /视黄醇/,
    /\bvitamin\s?a\b/,
    /\bvit\s?a\b/,
    /\bretinol\b/,
  ],
  vitaminD: [
    /维生素\s?d\d?/,
    /维d\d?/,
    /\bvitamin\s?d\d?\b/,
    /\bvit\s?d\d?\b/,
    /\bd3\b/,
    // "D3K2", "D3+K2": a combo product names both vitamins (re-review H6).
    /\bd3(?=\s?[+&/]?\s?k2\b)/,
    // "5000 IU of D", "2000iu D a day": a bare D right after an IU amount.
    /(?<=\d\s?(?:iu|国际单位)\s?(?:of\s)?)d\b/,
  ],
  vitaminE: [/维生素\s?e(?![a-z])/, /维e(?![a-z])/, /\bvitamin\s?e\b/, /\bvit\s?e\b/],
  // K2 / MK-7 by themselves and inside "D3K2" combos: warfarin users ask about them by those names
  // (re-review H6; NIH ODS Vitamin K 2021).
  vitaminK: [
    /维生素\s?k\d?/,
    /维k\d?/,
    /甲萘醌|叶绿醌|甲基萘醌/,
    /\bvitamin\s?k\d?\b/,
    /\bvit\s?k\d?\b/,
    /\bk2\b/,
    /(?<=d3\s?[+&/]?\s?)k2\b/,
    /\bmk-?[47]\b/,
    /\bmenaquinone|\bphylloquinone|\bphytonadione/,
  ],
  vitaminC: [/维生素\s?c(?![a-z])/, /维c(?![a-z])/, /\bvitamin\s?c\b/, /\bvit\s?c\b/, /\bascorbic/],
  thiamin: [/维生素\s?b1(?!\d)/, /硫胺素/, /\bvitamin\s?b1\b/, /\bb1\b/, /\bthiamine?\b/],
  riboflavin: [/维生素\s?b2(?!\d)/, /核黄素/, /\bvitamin\s?b2\b/, /\bb2\b/, /\briboflavin\b/],
  niacin: [/维生素\s?b3(?!\d)/, /烟酸/, /尼克酸/, /\bvitamin\s?b3\b/, /\bb3\b/, /\bniacin\b/],
  vitaminB6: [/维生素\s?b6(?!\d)/, /\bvitamin\s?b6\b/, /\bb6\b/, /\bpyridoxine\b/],
  folate: [/叶酸/, /\bfolate\b/, /\bfolic acid\b/, /\bvitamin\s?b9\b/],
  vitaminB12: [/维生素\s?b12/, /\bvitamin\s?b12\b/, /\bb12\b/, /\bcobalamin\b/],
  calcium: [/钙(?!通道|调)/, /\bcalcium\b/, /\bcalc[iu]{1,2}m\b/],
  // 撸铁, 举铁 and pumping iron are lifting weights, an Iron Man a triathlon (no capturing groups: the
  // patterns are joined into the amount reader's expression, whose groups are counted), 地铁 and 高铁 trains, 铁路 and 铁板 a railway and a griddle.
  iron: [
    // 铁皮石斛 (a dendrobium herb) and 铁观音 (a tea) are no iron (twenty-eighth clinician review, zh M10).
    /(?<![地高撸举])铁(?!路|板|皮石斛|皮枫斗|皮斛|观音)/,
    /(?<!\bpump(?:ing|s)? )\biron\b(?! (?:man|woman|out|board))/,
    /\bferrous\b/,
  ],
  zinc: [/锌/, /\bzinc\b/],
  // Common misspellings typed on phones (blind answer round 7: "magnesuim").
  magnesium: [/镁/, /\bmagnesium\b/, /\bmagn[ae]s[iue]{1,3}m\b/],
  selenium: [/硒/, /\bselenium\b/],
  iodine: [/碘/, /海带片|海藻片|海带粉/, /\biodine\b/, /\bkelp\b/],
  potassium: [/钾(?!离子)/, /\bpotassium\b/, /\bpotass?[iu]{1,2}m\b/],
  omega3: [/鱼油/, /欧米伽/, /omega-?\s?3/, /ω-?3/, /\bdha\b/, /\bepa\b/, /\bfish oil\b/],
  // 纤维化 is fibrosis (囊性纤维化 cystic fibrosis, 肺纤维化), never fibre.
  fiber: [/膳食纤维/, /纤维(?!化)/, /\bfib(?:re|er)\b/],
  // 铁蛋白 (ferritin), 血红蛋白, 白蛋白, 脂蛋白, C反应蛋白 and 尿蛋白 are lab tests, not the nutrient.
  protein: [
    /蛋白质/,
    /(?<!铁|血红|白|脂|反应|尿|球)蛋白(?!粉|尿)/,
    /蛋白粉/,
    /(?<!\burine |c-reactive |\bc reactive )\bprotein\b(?! in (?:my |his |her |the |your )?(?:urine|pee|wee)\b)/,
    /\bprotien\b/,
  ],
} as const satisfies Record<NutrientKey, readonly RegExp[]>;

export const INTENTS = [
  'plan_explained',
  'why_nutrient',
  'how_much_nutrient',
  'food_sources',
  'deficiency_signs',
  'supplement_timing',
  'drug_interaction',
  'dose_too_high',
  'supplement_pairing',
  'statin_muscle',
  'salt_substitute',
  'medicine_question',
  'herbal_remedy',
  'supplement_dose',
  'lab_result',
  'product_question',
  'bmi_energy',
  'weight_change',
  'pregnancy_lactation',
  'vegetarian_vegan',
  'goals',
  'greeting',
  'thanks',
  'out_of_scope',
  'urgent',
] as const;
export type Intent = (typeof INTENTS)[number];

/** Intents found by entities rather than cue words (reply.ts `intentOf`). */
type EntityIntent =
  | 'supplement_pairing'
  | 'statin_muscle'
  | 'salt_substitute'
  | 'medicine_question'
  | 'herbal_remedy'
  | 'supplement_dose'
  | 'lab_result';
type ScoredIntent = Exclude<Intent, 'out_of_scope' | 'urgent' | EntityIntent>;

/**
 * Cue words per intent. A question scores each intent by the weights of the cues it contains; the
 * best score wins and ties go to the intent listed first in INTENT_PRIORITY. Weights: 3 = the cue
 * alone settles it, 2 = strong, 1 = a hint.
 */
export const INTENT_CUES = {
  drug_interaction: [
    [/相互作用|冲突|禁忌|相克|影响药效/, 3],
    [/(一起|同时|同服|一块儿?)(吃|服|用)/, 2],
    [/(药|片)[^。？?]{0,12}(能|可以|可不可以|能不能)[^。？?]{0,6}(吃|服|补)/, 2],
    [/(在吃|在服|服用|吃着)[^。？?]{0,12}(药|片)?[^。？?]{0,12}(能|可以|可不可以|能不能)/, 2],
    [/\binteract(ion|ions|s)?\b/, 3],
    [/\b(together|at the same time) with\b|\bcombine\b|\bmix\b/, 2],
    // Spacing two things asked about (fiftieth clinician review, en M1: "does it matter when i take my plaquenil with
    // the tums" got the sarcoidosis supplement text, never the 4 hours apart).
    [
      /\b(space|spaced|spacing|separate|split)\b[^.?]{0,40}\b(apart|out|from)\b|\b(hours?|how long|how far) apart\b|\bdoes it matter when i take\b[^.?]{0,40}\b(with|and)\b/,
      3,
    ],
    [/\b(while|when) (i'?m |i am )?(taking|on)\b|\bi'?m (taking|on)\b|\bi take\b/, 1],
    [/\bcan i (take|have|use)\b.*\bwith\b/, 2],
    [/\b(medicine|medication|drug|pills?|prescription)\b/, 1],
  ],
  dose_too_high: [
    [/过量|超量|吃多了|太多|过多|剂量(太|过|偏)?(高|大)|上限|中毒|会不会多/, 3],
    [/\btoo (much|high|many)\b|\boverdose|\bupper limit\b|\bul\b|\btoxic|\bexceed/, 3],
    [/安全(吗|剂量|用量)|\bis (it|that|this) (safe|ok|okay)\b|\bsafe (dose|amount|to take)\b/, 1],
    // "Is that a good dose?", "剂量合适吗" after an amount told: the amount checked (fifty-first review, en S3).
    [
      /剂量(合适|对|可以|正常|ok|okay)吗?|这(个|样)(剂)?量(合适|可以|行|ok|okay)吗?|\b(is|are) (that|this|it|these|those) (a )?(good|right|ok|okay|sensible|reasonable|normal) (dose|amount)s?\b|\bgood dose\b/,
      2,
    ],
    // "is one a day ok?", "每天一粒可以吗": how many of a product a day, asked as a yes or no (tenth
    // clinician review, en P1: a stated 50,000 IU was answered as a lab value).
    [
      /\b(one|1|two|2|three|3|a|an) (\w+ )?(a|per|each|every) day\b[^.?]{0,12}\b(ok|okay|safe|fine|alright|too much)\b|\b(ok|okay|safe|fine) to take (one|1|two|2|it|them)( \w+)? (a|per|each|every) day\b|\bcan i (take|have) (one|1|two|2)( \w+)? (a|per|each|every) day\b|(每天|一天|每日)[吃服来]?[一二两三1-3](粒|片|颗|支|袋)[^。？?]{0,4}(可以吗|行吗|行不行|可不可以|没问题吧|安全吗|会不会多)/,
      3,
    ],
  ],
  pregnancy_lactation: [
    [/怀孕|孕期|孕妇|备孕|孕早期|孕中期|孕晚期|哺乳|母乳|喂奶|产后|坐月子/, 3],
    [/\bpregnan|\bbreast ?feed|\blactat|\btrying to conceive\b|\bnursing\b|\bpostpartum\b/, 3],
  ],
  deficiency_signs: [
    [/缺乏|缺[^点少]{0,6}(症状|表现|会怎样|会怎么样|的信号)|不足[^。]{0,4}(症状|表现)|症状|表现/, 2],
    [/缺(钙|铁|锌|镁|碘|硒|钾|维生素)/, 2],
    [/\bdeficien|\bsigns? of\b|\bsymptoms?\b|\blow (in|on)\b|\blacking\b/, 2],
  ],
  supplement_timing: [
    [
      /(什么|啥)时候(吃|服|补)|什么时间(吃|服)|啥时(吃|服)|何时(吃|服)|早上还是晚上|晚上还是早上|饭前(?!血糖)|饭后(?!\s*\d*\s*(小时|h)?\s*血糖)|空腹(?!血糖|抽血|查血|血|测|glu)|服用时间|几点吃|怎么服用/,
      3,
    ],
    [/怎么吃/, 1],
    [
      /\bwhen (should|do|can|to) (i )?(take|have)\b|\bwhat time\b|\bbest time\b|\bmorning or (evening|night)\b|\bbefore or after\b|\bempty stomach\b|\bhow (should|do) i take\b/,
      3,
    ],
    // "is it ok to take iron before bed", "can i take my magnesium at night instead": a time of day asked as a yes
    // or no (fiftieth clinician review, en M7: read as a dose question, then "no reliable rule").
    [
      /\b(take|have) (it|them|my \w+|the \w+|[a-z]\w*)( [a-z]\w*)? (before bed|at bedtime|before sleep|at night|in the (morning|evening)|with (breakfast|lunch|dinner|supper))\b/,
      3,
    ],
  ],
  food_sources: [
    [/哪些食物|什么食物|哪些食品|吃什么|吃哪些|食物来源|富含|含[^。]{0,6}(多|高|丰富)|食补|从食物/, 3],
    [/\bfoods?\b|\brich in\b|\bhigh in\b|\bsources? of\b|\bwhat (should|can) i eat\b|\bfrom (my )?diet\b/, 3],
  ],
  how_much_nutrient: [
    // "能吃好多克" is "how many grams" in south-western Mandarin (blind answer round 13, zh-050).
    [
      /多少|需要量|推荐量|摄入量|每天.{0,6}(几|多少)|每日.{0,6}(几|多少)|够不够|目标|好多(克|毫克|微克|g\b)|能吃好多/,
      2,
    ],
    [
      /\bhow (much|many)\b|\bdaily (need|intake|requirement|amount)\b|\brda\b|\brecommended (amount|intake|dose)\b|\btarget\b|\bdo i need\b/,
      2,
    ],
  ],
  why_nutrient: [
    [/为什么|为啥|为何|什么原因|理由/, 3],
    [/\bwhy\b|\breason\b/, 3],
  ],
  product_question: [
    [/产品|商品|购买|买|价格|多少钱|哪款|哪个牌子|品牌|下单|商城|优惠券/, 3],
    [/\bproducts?\b|\bbuy\b|\bprice\b|\bcost\b|\bbrand\b|\bshop\b|\border\b|\bvoucher/, 3],
  ],
  bmi_energy: [
    [/bmi|体重指数|热量|卡路里|千卡|大卡|代谢|能量需要|能量|\d+\s*卡|(多少|几多|几百)\s*卡/, 3],
    [/\bbmi\b|\bcalorie|\bkcal\b|\benergy (need|requirement)|\bmetaboli|\bbmr\b|\btdee\b/, 3],
  ],
  weight_change: [
    // A weight stated ("体重65公斤左右") is a measurement, not a wish to change it (blind answer round 13,
    // zh-050: a kidney protein question answered with weight-loss calories); "怎么减/想瘦" still are.
    [
      /减肥|减重|瘦身|变瘦|减脂|增重|增肥|长胖|增肌|体重(?![^，。,.？?！!]{0,4}\d)|(怎么|如何|想|要)(减|瘦)(?![少量药半])/,
      3,
    ],
    // How people say it (dietitian review 2026-11-24): "一个月瘦20斤", "233斤", meal replacements, fasting.
    [/瘦\s*\d|瘦[一二三四五六七八九十两几]+|\d+\s*斤|掉秤|代餐|断食|辟谷|节食|不吃(主食|晚饭|饭)|只喝/, 3],
    // Gaining for someone thin, and losing "a few pounds" (blind answer round 1, 2026-11-25).
    [
      /长点肉|长肉|胖起来|胖一点|增加体重|体重上不去|长不胖|瘦得(很|厉害|皮包骨)|太瘦|长回来|胖回来|恢复体重/,
      3,
    ],
    // Weight lost to an illness, wanted back (blind answer round 24, en-105 and zh-051).
    [
      /\b(lost|losing) (\w+ )?weight\b[^.?!]{0,60}\b(regain|gain|get (it|the weight) back|put (it|the weight) back)\w*|\bregain\w*\b[^.?!]{0,20}\b(weight|it|the kilos|the pounds)\b|\bput (some |the )?weight back on\b/,
      3,
    ],
    [
      /\blose (a few|some|a bit of|a little|the|\d+) ?(pounds|lbs|kg|kilos|weight)\b|\bput (some )?weight on\b|\bput on (some )?weight\b|\bkeeps? losing weight\b|\btoo thin\b|\bunderweight\b/,
      3,
    ],
    [
      /\blose weight\b|\bweight loss\b|\bslim|\bfat loss\b|\bgain weight\b|\bweight gain\b|\bbulk|\bmuscle gain\b|\blosing weight\b/,
      3,
    ],
    [
      /\bwater fast(ing)?\b|\b(intermittent|prolonged|extended) fast(ing)?\b|\bfast(ing)? for \d+|\bcrash diet|\bmeal replacements?\b|\bstarv(e|ing)\b|\bjuice cleanse\b|\blose \d+ ?(kg|kilos?|lbs?|pounds)\b/,
      3,
    ],
  ],
  vegetarian_vegan: [
    [/素食|吃素|纯素|全素|蛋奶素|不吃肉/, 3],
    [/\bvegetarian|\bvegan|\bplant-based\b|\bdon'?t eat meat\b/, 3],
  ],
  goals: [
    [/睡眠|失眠|睡不好|睡不着|入睡|免疫|抵抗力|容易感冒|骨质疏松|骨密度|骨骼|骨头|强骨|补骨/, 3],
    [/\bsleep|\binsomnia\b|\bimmun|\bcatch(ing)? colds?\b|\bosteopor|\bbones?\b|\bbone density\b/, 3],
  ],
  plan_explained: [
    [/我的(方案|计划|报告|结果)|方案.{0,6}(什么意思|解读|解释|说明|看不懂)|解读|解释一下/, 3],
    [/\bmy (plan|report|results?)\b|\bexplain\b|\bwhat does (my|the) (plan|report)\b/, 3],
  ],
  thanks: [
    [/谢谢|感谢|多谢|辛苦了/, 2],
    [/\bthanks?\b|\bthank you\b|\bthx\b|\bappreciate/, 2],
  ],
  greeting: [
    [/^(你好|您好|嗨|哈喽|哈啰|早上好|下午好|晚上好|在吗)/, 1],
    [/^(hi|hello|hey|good (morning|afternoon|evening))\b/, 1],
  ],
} as const satisfies Record<ScoredIntent, readonly (readonly [RegExp, 1 | 2 | 3])[]>;

/** Tie-break order: the more specific (and the more safety-relevant) intent first. */
export const INTENT_PRIORITY = [
  'drug_interaction',
  'dose_too_high',
  'pregnancy_lactation',
  'deficiency_signs',
  'supplement_timing',
  'goals',
  'food_sources',
  'why_nutrient',
  'how_much_nutrient',
  'product_question',
  'bmi_energy',
  'weight_change',
  'vegetarian_vegan',
  'plan_explained',
  'thanks',
  'greeting',
] as const satisfies readonly ScoredIntent[];

/** Words that mean a medicine in general (for the stop-medicine check and drug questions). */
/** An alcoholic drink named (one pattern for the everyday answers and the plan's own answers). */
export const ALCOHOL_WORDS =
  /喝酒|饮酒|白酒|红酒|啤酒|葡萄酒|黄酒|酒精|饭局|应酬|(?:喝|来|一)(?:点|杯|瓶|口)酒|\balcohol\w*\b|\bbeers?\b|\bwines?\b|\bliquor\b|\bbooze\b|\bchampagne\b|\bcocktails?\b|\bvodka\b|\bwhisk(e)?y\b|\b(baijiu|huangjiu|soju|shochu|moutai|maotai|erguotou|tequila|brandy|cognac)\b|香槟|米酒|鸡尾酒|洋酒|\b(a|the) drink (with|at|on)\b|\bguinness\b|\bstout\b|\blager\b|\bdrinks? with friends\b|雪利酒|\bsherry\b|\bport\b(?= (wine|and|with|at|on|tonight|after))|\bgin\b|\brum\b|\bbrandy\b|\bcider\b(?! vinegar)|\bprosecco\b|\bsnowball\b|\bmulled wine\b/;
/** A drink named, or drinking said (not of water or fluids). */
export const ALCOHOL_OR_DRINKING = new RegExp(
  `${ALCOHOL_WORDS.source}|\\bhow many drinks\\b|\\bdrinks? (a|per) (week|day|night)\\b|\\bdrinking\\b(?! (water|fluids?))`,
);

export const MEDICINE_WORDS = /药|处方|\bmedicines?\b|\bmedications?\b|\bdrugs?\b|\bpills?\b|\bprescri/;

/**
 * "One a day" said as a count of some product ("is one a day ok?", "I take one a day"), not the One A
 * Day multivitamin brand (tenth clinician review, en P1: "vitamin D 50,000 IU …, is one a day ok?" was
 * answered as a multivitamin with kidney disease).
 */
export const ONE_A_DAY_COUNT =
  /(?<=\b(?:is|take|taking|just|only|having|with|and) )one[- ]a[- ]day\b|\bone[- ]a[- ]day(?= (?:ok|okay|safe|fine|alright|enough|too)\b)|\bone[- ]a[- ]day(?=\s*[?？]?\s*$)/g;
