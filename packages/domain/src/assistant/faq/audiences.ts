/** Audiences several areas' rows share. */
import { ADRENAL_INSUFFICIENCY_SAID } from '../../safety/texts';
import type { FaqAudience } from './types';
import { CHRONIC_NO_DEFICIT_CONDITIONS } from '../../conditions/chronic';
import { NO_DEFICIT_CONDITIONS } from '../../conditions/living';
import { NO_DEFICIT_SAID } from '../../knowledge/no-deficit';
import { LAB_MARKERS } from '../../knowledge/lab-markers';
import { MEDICINE_DIET } from '../../knowledge/medicine-diet';
import {
  CANCER_TREATMENT_CONDITIONS,
  CHEMOTHERAPY_SAID,
  LEUKAEMIA_SAID,
  LEUKAEMIA_THIOPURINES,
  THIOGUANINE_SAID,
} from '../../knowledge/leukaemia-maintenance';
import { anyOf } from './either';
import { normaliseQuestion } from '../lexicon';

export { ADRENAL_INSUFFICIENCY_SAID };

/** An opioid painkiller named (one pattern for every row that asks; two twins had drifted apart). */
export const OPIOID_SAID =
  /吗啡|羟考酮|奥施康定|芬太尼|多瑞吉|可待因|曲马多|止痛贴|美沙酮|丁丙诺啡|\b(morphine|oxycodone|oxycontin|fentanyl|codeine|co-?codamol|tramadol|tapentadol|hydromorphone|methadone|buprenorphine|opioids?|opiates?)\b/;

/** Radioactive iodine treatment or a scan (one pattern for the everyday answer and the rows). */
export const RADIOIODINE_SAID =
  /碘-?131|131碘|131i|放射性碘|碘治疗|同位素治疗|\bi-?131\b|\bradioactive iodine\b|\brai\b|\bradioiodine\b|\biodine (treatment|therapy|ablation)\b/;
/**
 * A low-iodine diet said, or radioactive iodine. Non-iodised salt alone is no such diet (a vegan cooking with it asks
 * how to get enough iodine: blind answer round 3, zh-105).
 */
/**
 * Breastfeeding said in the message's own words (not the plan's stage): the radioiodine rows, where a nursing
 * mother's answer differs from everyone else's (rows-review38.ts, rows-low-iodine.ts).
 */
export const BREASTFEEDING_SAID =
  /喂奶|哺乳|母乳|吃奶|\bbreast ?fe(e)?d\w*|\bnursing\b|\bbreastmilk\b|\bbreast milk\b|\bpumping\b/;
export const LOW_IODINE_DIET_SAID = new RegExp(`${RADIOIODINE_SAID.source}|低碘|\\blow[- ]iodine\\b`);

/**
 * A loss somebody chose or expects: dieting, a weight-loss medicine, a wish ("想从80减到70"), after a
 * birth. The figures then need no doctor from this line. "在减量" is a medicine being tapered, no wish (answer round
 * 54, zh-069: prednisolone tapered, 68 → 61 kg).
 */
export const LOSS_WANTED =
  /减肥|按(这个|计划|方案|食谱|你的|你说的)[^，。？?！!]{0,4}吃|照着[^，。？?！!]{0,4}吃|\bon (the|this|your|my) (plan|programme|program)\b|\bfollowing (the|this|your|my) (plan|diet|programme|program)\b|节食|减重|减脂|想减|要减|在减(?!量|药|激素|剂量)|打算减|控制饮食|轻断食|生酮|司美格鲁肽|替尔泊肽|诺和盈|减肥药|故意|生完|产后|坐月子|\bdiet\w*\b|\bon purpose\b|\btrying to lose\b|\b(want|wanted|wanna|hoping|need) to lose\b|\bweight ?loss (goal|plan|journey)\b|\bozempic\b|\bwegovy\b|\bmounjaro\b|\bzepbound\b|\bsemaglutide\b|\btirzepatide\b|\bketo\b|\bfasting\b(?! (blood )?(sugars?|glucose|bg|levels?|readings?|insulin|lipids?|tests?)\b)|\bgym\b|\bafter (the |my )?(birth|baby|delivery)\b|\bpostpartum\b/;

/**
 * A weight loss said ("掉秤", "瘦了5斤", "lost 6 kg", "losing weight"), never a wish to lose ("想减肥", "want to lose
 * weight", "trying to lose").
 */
export const UNWANTED_LOSS_SAID =
  /掉秤|体重[^，。？?！!\d]{0,6}(从|由)\s*\d{2,3}(\.\d)?\s*(斤|公斤|千克|kg)?\s*(掉|瘦|降|跌|减|落)了?(到|至)|(从|由)\s*\d{2,3}(\.\d)?\s*(斤|公斤|千克|kg)\s*(掉|瘦|降|跌|减|落)了?(到|至)|\bfrom \d{2,3}(\.\d)? ?(kg|kgs|kilos?|lbs?|pounds)? (down )?to \d{2,3}(\.\d)? ?(kg|kgs|kilos?|lbs?|pounds)\b|掉了\d*(斤|公斤|kg)|瘦了|(体重|人)(一直|越来越|明显)?在?(下降|减轻|往下掉|掉)|消瘦|\b(lost|losing|dropped|dropping)\b[^.?!]{0,20}\b(weight|kg|kilos?|pounds|lbs?|stone)\b|\bunintentional weight loss\b|\bweight loss (without|not) trying\b/;
/** A wish to lose weight, taken out before a weight loss is looked for. */
export const WISH_TO_LOSE =
  /(想|要|打算|准备|希望)(减|瘦|掉)[^，。？?！!]{0,6}|\b(want|wants|wanted|trying|try|need|needs|hope|hoping|plan|planning|goal is|aim|aiming) to (lose|drop)\b[^.?!]{0,20}|\bweight loss (goal|plan|journey|diet|programme|program)\b/g;

/** A weight loss said that nobody chose (no diet, weight-loss medicine or wish beside it). */
export function unwantedLossSaid(said: string): boolean {
  const norm = normaliseQuestion(said);
  return !LOSS_WANTED.test(norm) && UNWANTED_LOSS_SAID.test(norm.replace(WISH_TO_LOSE, ' '));
}

/** Trying for a baby, said ("备孕", "TTC"). */
export const TRYING_TO_CONCEIVE_SAID =
  /备孕|在要孩子|想要孩子|准备要(孩子|宝宝|二胎)|\bttc\b|\btrying to (conceive|get pregnant)\b|\btrying for a baby\b/;

/**
 * Someone under 18: the plan's age, or said — an age under 18, school words ("班上同学", "in class"),
 * a teenager. Adult weight-loss rows are never for them (AAP 2016: no dieting in adolescence).
 */
// "I'm 15 weeks pregnant" is no age (forty-eighth clinician review, en S2: a woman of 27 was given the teen figures).
export const MINOR: FaqAudience = {
  maxAge: 17,
  said: /(?<!\d)1[0-7] ?(岁|周岁)|(?<![\d.])[1-9] ?岁(?!月)|(?<![一二三四五六七八九十百\d])(十[一二三四五六七]?|[一二两三四五六七八九]) ?(岁|周岁)(?!月)|未成年|中考|小升初|初中|高中|初[一二三]|高[一二三](?!血|脂|压|钾|钠|钙|尿)|中学生|小学|班上|班里|(?<!大学|老|中学|小学|高中|初中)同学|上学|放学|学校|食堂.{0,4}学生|\bteens?\b|\bteenager\b|\b1[0-7] ?(yo|y\/o|yrs?|years?)( old)?\b|\b(i'?m|i am|she'?s|he'?s|she is|he is) 1[0-7]\b(?! ?(weeks?|wks?|w\b|months?|mos?\b|days?|kg|kgs|kilos?|lbs?|pounds?|stone|cm|%))|\b(son|daughter|boy|girl|kid|child|grandson|granddaughter|nephew|niece) (is|was|turned|just turned) 1[0-7]\b(?! ?(weeks?|months?|days?|kg|kgs|kilos?|lbs?|pounds?|cm|%))|\bhigh school\b|\bmiddle school\b|\bclassmates?\b|\bat school\b|\bin class\b|\bmy (mum|mom|parents?) (says|said|won'?t|wont)\b|\bpregnant (and|at) 1[0-7]\b(?! ?(weeks?|wks?|w\b|months?|kg|lbs?|mg|%))/,
};

/**
 * Said to be pregnant now. Not a product kind ("普通孕妇那种0.4mg", "the pregnancy ones are pricey") and
 * not a pregnancy being planned ("怀孕前", "准备怀孕", "trying to get pregnant"): those people are not
 * pregnant, and a row kept from pregnancy must still answer them (round 8 zh-106).
 */
/**
 * A partner, sex or condoms said: a man on a medicine whose label speaks to men (thalidomide passes into semen)
 * asks about his partner's pregnancy, not his own (forty-first clinician review, zh S2).
 */
/** Words that tell the one asking is the man of a couple (his wife, girlfriend, his semen). */
export const MAN_OF_COUPLE_SAID =
  /老婆|妻子|媳妇|女朋友|女友|精液|精子|捐精|\b(wife|girlfriend|fiancee|semen|sperm)\b/;
export const PARTNER_OR_SEX_SAID =
  /老婆|妻子|媳妇|爱人|女朋友|女友|老公|丈夫|男朋友|男友|对象|伴侣|同房|性生活|夫妻生活|避孕套|安全套|戴套|带套|套套|精液|精子|捐精|献血|\b(wife|girlfriend|partner|fiancee?|husband|hubby|boyfriend|bf|sex|intercourse|condoms?|semen|sperm)\b/;
export const PREGNANCY_SAID =
  /(?<!想|准备|打算|计划|备|要是|如果|万一)怀孕(?!前|之前|的话)|孕妇(?!那种|吃的|用的|款|专用|版|型|装)|孕期|孕早|孕中|孕晚|早孕|怀着|怀了|(?<!\b(get|getting|become|becoming|be|got) )\bpregnan(?!cy ones?\b|cy (brands?|versions?|vitamins?|formulas?)\b)\w*|\btrimester\b|\bweeks? (pregnant|along)\b|\b(pregant|pregnat|pregnent|preggo)\b/;

/** Pregnant: the plan's stage (any trimester), or said. */
export const PREGNANT: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
  said: PREGNANCY_SAID,
};
const LACTATING_SAID =
  /哺乳|喂奶|母乳|奶水|\bbreast ?fe\w*|\bnursing\b|\blactat\w*|\bbreastmilk\b|\bbreast milk\b/;
/** Breastfeeding: the plan's stage, or said. */
export const LACTATING: FaqAudience = { lifeStages: ['lactating'], said: LACTATING_SAID };
/** Pregnant or breastfeeding: the plan's stage, or either said. */
export const PREGNANT_OR_NURSING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: new RegExp(`${PREGNANCY_SAID.source}|${LACTATING_SAID.source}`),
};

/**
 * Iron is not wanted: a high ferritin, or a haemoglobinopathy (thalassaemia trait included, said or
 * in the plan). Rows that help absorb more iron (vitamin C with it, orange juice) are never for them
 * (Thalassaemia International Federation 2021; AASLD 2011; late review Z1).
 */
export const IRON_NOT_WANTED: readonly FaqAudience[] = [
  { ironOverload: true },
  // Said in the message: haemochromatosis, iron overload, a high ferritin (twenty-first clinician review, zh S1).
  {
    said: /血色病|血色素沉着|铁过载|铁蛋白(很|太|偏|特别)?高|\b(h(a)?emochromatosis|iron overload|high ferritin|ferritin (is |was )?(high|raised))\b/,
  },
  {
    conditions: ['haemoglobinopathy'],
    said: /地贫|地中海贫血|镰状细胞|\bthalass?a?emi\w*|\bthalass?aemi\w*|\bsickle cell\b/,
  },
];

/** On warfarin or another vitamin K antagonist (the plan's medicines). */
export const ON_VITAMIN_K_ANTAGONIST: FaqAudience = { medicines: ['vitamin_k_antagonist'] };

/** Warfarin or another vitamin K antagonist named, in any of its brands. */
export const VITAMIN_K_ANTAGONIST_SAID =
  /华法林|香豆素|新抗凝|\b(warfarin|coumadin|jantoven|marevan|acenocoumarol|acitrom|sintrom|phenprocoumon|marcumar)\b/;

/** On warfarin or another vitamin K antagonist, or one named: the INR and vitamin K rows are theirs alone. */
export const VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID: FaqAudience = {
  medicines: ['vitamin_k_antagonist'],
  said: VITAMIN_K_ANTAGONIST_SAID,
};

/** On lithium: salt kept steady, never cut (the lithium rows of rows-medicines.ts answer). */
export const ON_LITHIUM: FaqAudience = { medicines: ['lithium'] };

/** Primary adrenal insufficiency: on fludrocortisone, or Addison's said. Salt is not restricted for them. */
export const ADRENAL_PRIMARY: FaqAudience = {
  medicines: ['mineralocorticoid'],
  said: ADRENAL_INSUFFICIENCY_SAID,
};

/** Adrenal insufficiency of any kind: replacement hydrocortisone or fludrocortisone, or said. */
export const ADRENAL_REPLACEMENT: FaqAudience = {
  medicines: ['hydrocortisone', 'mineralocorticoid'],
  said: ADRENAL_INSUFFICIENCY_SAID,
};

/**
 * A high blood calcium: the plan's serum calcium above the range, or said ("my calcium is high at 11.4",
 * "血钙偏高"). "High-calcium foods" is not a high calcium. Calcium and vitamin D are the specialist's for
 * them, as with sarcoidosis and primary hyperparathyroidism (knowledge/hypercalcaemia.ts; ninth
 * clinician review, en P1).
 */
// "Is that too much calcium all together?" asks about the tablets, not the blood: it is no high calcium said
// (blind answer round 37, en-010–012, development data: a woman with hypoparathyroidism and a LOW calcium was
// told "with a high blood calcium, stop the calcium tablets and vitamin D now").
// A worry is no result: "会不会补过头血钙高", "怕血钙高", "血钙会不会高" (blind answer round 60, zh-022: the high-calcium text for a
// woman whose calcium was never said to be high).
const HIGH_CALCIUM_SAID =
  /(?<!(会不会|会|怕|担心|以免|避免|防止|导致|引起|造成)[^，。,.？?！!]{0,8})((血钙|血清钙|钙离子|离子钙)(?:(?!会|可能|怕)[^，。,.？?！!]){0,6}(高|升高|超标|超过)|高血钙|高钙血症)|\bhypercalc\w*|\b(high|raised|elevated) (blood |serum |ionised |ionized )?calcium\b(?! (foods?|diet|intake|snacks?|sources?|options?|dairy|milk|cereals?|veg\w*|recipes?|breakfast|supplements?|tablets?|pills?))|\btoo much (blood |serum |ionised |ionized )calcium\b|\btoo much calcium in (my|her|his|the|their) blood\b|\b(blood |serum )?calcium( level| levels| result)?( is| was| came back| comes back| came out| runs?| has been| keeps? coming back)( a bit| slightly| too| really| very| quite| still)? (high|raised|elevated|up)\b|\bcalcium\b[^.?!\d]{0,25}\b(10\.[5-9]|1[1-5]\.\d|2\.(6[5-9]|[7-9]\d?)|3\.\d{1,2})\b/;

export const HIGH_CALCIUM: FaqAudience = { hypercalcaemia: true, said: HIGH_CALCIUM_SAID };
/** A low blood calcium told ("calcium came back low, 8.1", "血钙偏低"): never a high calcium's row. */
export const LOW_CALCIUM_SAID =
  /(血钙|血清钙|钙离子|离子钙|钙)[^，。,.？?！!]{0,6}(低|偏低|不够|降低)(?!钙|饮食|的饮食)|低钙(?!饮食|的饮食|食物|餐)|低血钙|\bhypocalc\w*|(?<!\b(?:go|goes|going|eat|eating|keep|keeping|stay|a|on a) )\blow (blood |serum |ionised |ionized )?calcium\b(?![- ](diet|foods?|meals?|eating|intake))|\bcalcium( level| levels| result)?( is| was| came back| comes back| came out| runs?| has been)( a bit| slightly| too| really| very| quite| still)? low\b/;
export const SARCOIDOSIS: FaqAudience = {
  conditions: ['sarcoidosis'],
  said: /结节病|肉芽肿|\bsarcoid\w*|\bgranulomat\w*/,
};
export const HYPERPARATHYROIDISM: FaqAudience = {
  conditions: ['hyperparathyroidism'],
  said: /甲旁亢|甲状旁腺功能亢进|甲状旁腺亢进|\bhyperparathyroid\w*|\boveractive parathyroid\w*/,
};
/** Any of the three. */
export const HYPERCALCAEMIA: FaqAudience = {
  hypercalcaemia: true,
  conditions: ['sarcoidosis', 'hyperparathyroidism'],
  said: new RegExp(
    `${HIGH_CALCIUM_SAID.source}|${SARCOIDOSIS.said!.source}|${HYPERPARATHYROIDISM.said!.source}`,
  ),
};

/** A low, or what treats one: "低血糖", "血糖低了", "葡萄糖", "go low", "glucose tablets". */
export const HYPO_SAID =
  /低血糖|血糖(太|偏|过|有点|又|突然)?低|(?<!不)低了|心慌手抖|葡萄糖|\bhypo(s|glyc\w*)?\b|\blow (blood )?(sugar|glucose)s?\b|\b(go(es|ing)?|went|gone|run(ning)?) low\b|\b(a|any|my|the) lows?\b(?! (fat|carb|salt|sodium|sugar)\b)|\bsugar (crash|drops?|dropped)\b|\bglucose (tabs?|tablets?|gel|powder)\b|\bdextrose\b/;

/**
 * A low said (blind answer round 16, zh-075: "早上又会低到2点几"): the shared hypo words, a reading of
 * 1–3 point something ("低到2点几", "掉到3.1"), or a low at a time of day ("早上又低", "夜里低"). Not a
 * low-fat, low-salt or low-sugar food.
 */
export const LOW_GLUCOSE_SAID = new RegExp(
  [
    HYPO_SAID.source,
    '低过|血糖(低|偏低|太低)',
    '(?<![\\d.])[23]\\.\\d(?!\\d)',
    '(低|掉|降)到\\s*([0-3](点|\\.)|[一二两三]点)',
    '(?<![\\d.])[1-3]点(几|多|[0-9一二三四五六七八九])',
    '(早上|早晨|清晨|空腹|夜里|半夜|凌晨|晚上|睡前)[^，。？?,.]{0,8}(又|会|老|总|经常)?[^，。？?,.]{0,3}低(?!脂|盐|糖|钠|碳|卡|热|嘌)',
    '\\blows?\\b|\\blow (sugar|glucose|blood sugar|reading)s?\\b|\\bwent low\\b|\\bdropped\\b',
    '\\b(drops?|dropping|falls?|falling|fell|goes|going|gets|getting) (down )?(to|below|under) (about )?[1-3](\\.\\d)?\\b',
  ].join('|'),
);

/** The glucose-lowering medicines that cause lows (ADA Standards of Care 2025 §6, §9). */
export const INSULIN_OR_SULFONYLUREA: FaqAudience = { medicines: ['insulin', 'sulfonylurea'] };

/**
 * On insulin or a sulfonylurea with a low said or recorded (a glucose below 3.9 mmol/L in the plan):
 * advice to cut carbohydrate is not for them — it adds to the lows (ADA Standards of Care 2025 §6; blind
 * answer round 16, zh-075). Rows marked `cutsCarbohydrate` are never chosen for them (select.ts).
 */
export const LOWS_ON_GLUCOSE_LOWERING: FaqAudience = {
  all: [INSULIN_OR_SULFONYLUREA, { lowGlucose: true, said: LOW_GLUCOSE_SAID }],
};

/**
 * Weight loss is a sign of disease or not wanted (knowledge/no-deficit.ts): the plan's reasons, the
 * conditions that set no deficit, or said. Rows with dieting advice are never for them (tenth clinician
 * review, zh P4 finding 1).
 */
export const NO_DEFICIT: FaqAudience = {
  noDeficit: true,
  conditions: [...CHRONIC_NO_DEFICIT_CONDITIONS, ...NO_DEFICIT_CONDITIONS],
  said: NO_DEFICIT_SAID,
};

/** "能降糖", "lowers blood sugar": what the neighbour says a food or tea does (rows-kidney-heart.ts, rows-diabetes.ts). */
export const FOLK_LOWERING =
  /降糖|降血糖|降低血糖|控糖|稳糖|治糖尿病|\blowers? (my |your |blood )?(sugar|glucose)\b|\bbring (my )?(sugar|glucose) down\b|\bgood for (blood )?(sugar|diabetes)\b|\bcures? diabetes\b/;

/** The foods and teas said to lower glucose. */
export const FOLK_FOODS =
  /南瓜|山药|苦瓜|秋葵|洋葱|桑叶|玉米须|荞麦|燕麦|小米|粥|红薯|紫薯|黄瓜|\bpumpkin\b|\bbitter (melon|gourd)\b|\bokra\b|\bkarela\b|\byam\b|\bsweet potato\w*\b|\bcucumber\b|\bonion\b|\boats?\b|\bmulberry\b|\bcinnamon\b/;

/** "少打点胰岛素", "skip some insulin": a food or tea in place of part of the dose (round 10 zh-081). */
export const LESS_INSULIN =
  /少打|胰岛素.{0,6}(减|少打|少用|停|不打)|(减|少打|少用|停|不打).{0,4}胰岛素|\b(less|fewer|skip|cut|cutting|reduce|lower|stop|drop|halve)\b[^.?!]{0,20}\binsul\w*/;

/**
 * A person who chokes or has trouble swallowing: dysphagia in the plan, or said ("吃饭容易呛", "噎着",
 * "吞咽困难", "she chokes on food"). Food lists for them leave out choking hazards (IDDSI 2019;
 * knowledge/dysphagia-foods.ts; blind answer round 16, zh-053).
 */
export const SWALLOWING_SAID =
  /(吃|喝|进食|吃饭|喝水)[^，。？?]{0,8}(呛|噎)|呛咳|容易呛|老呛|会呛|噎着|噎住|吞咽(困难|不好|障碍|有问题|功能)|\bchok(e|es|ed|ing) on\b|\b(she|he|i|mum|mom|dad) (sometimes |often |keeps? )?chok\w*|\bdysphag\w*|\b(trouble|difficulty|problems?|hard time) (with )?swallowing\b/;
export const SWALLOWING: FaqAudience = { conditions: ['dysphagia'], said: SWALLOWING_SAID };

/**
 * Vegan or vegetarian: the plan's diet pattern, or said ("我吃纯素", "I'm vegan"). Rows whose answer is
 * liver or red meat are never theirs (blind answer round 17 en-045: "liver and red meat carry
 * well-absorbed iron" to a vegan asking about lentils and heavy periods).
 */
export const PLANT_BASED: FaqAudience = {
  plantBased: true,
  said: /纯素|吃素|素食|蛋奶素|全素|\bvegan\b|\bvegetarian\b|\bplant.?based\b|\bi (don.?t|do not) eat meat\b/,
};

/**
 * A complete nutrition drink named (Ensure, 安素, a sip feed) — not "to ensure that". Warfarin's row and
 * the older person's row both answer it.
 */
export const NUTRITION_DRINK =
  /安素|全安素|雅培|口服营养补充|特医|特殊医学用途|营养液|营养奶粉|全营养|肠内营养|\bensure\b|\bfortisip\b|\bcomplan\b|\bboost (drinks?|shakes?|plus)\b|\bnutrition(al)? (drinks?|shakes?|supplement drinks?)\b|\bsupplement drinks?\b|\bsip feeds?\b/;
/** Eating little or losing weight, asked how to feed the person up (kidney disease, heart failure). */
export const EATING_LITTLE =
  /胃口|食欲|吃不下|吃得少|吃很少|吃不多|没胃口|瘦了|瘦到|掉了.{0,4}(斤|公斤|kg)|体重(下降|减轻|掉)|加营养|补营养|营养跟不上|营养不良|长力气|\bappetite\b|\blost (about |around |nearly |almost |so much |a lot of |too much )?(\d[\d.]* ?(kg|kilos?|pounds|lbs)|weight)\b|\blosing weight\b|\bweight loss\b|\b(barely|hardly) eats?\b|\beats? (so |very )?little\b|\bmore nutrition\b|\bfeed (her|him) up\b|\bbuild (her|him|me) up\b|\bmalnourish\w*\b|\bunderweight\b|\bskin and bones?\b/;
export const NOT_A_NUTRITION_DRINK = /\bto ensure\b|\bensure (that|i|my|she|he|we|you)\b/;

/**
 * Chronic pancreatitis: on pancreatic enzymes, or said. Alcohol is stopped altogether for them, so an
 * "up to 2 drinks a day" row is never theirs (HaPanEU/UEG 2017; blind answer round 25, en-065).
 */
export const PANCREATITIS: FaqAudience = {
  medicines: ['pancreatic_enzyme'],
  said: /胰腺炎|\bpancreatitis\b/,
};

/**
 * Crohn's disease of the ileum, or part of the ileum removed, said: vitamin B12 is absorbed there, so a
 * vegan's oral B12 schedule is not theirs (BSG 2019; blind answer round 25, en-140, en-141). Not ulcerative
 * colitis: the colon plays no part in B12 absorption.
 */
export const ILEAL: FaqAudience = {
  // Part of the small intestine removed, in lay words (twenty-fourth clinician review, en S1: "I had about
  // 2 feet of my small intestine removed" with B12 shots).
  said: /克罗恩|克隆病|回肠|回盲|短肠|小肠[^，。？?]{0,6}(切|割|拿掉|去掉)|(切|割|拿掉|去掉)[^，。？?]{0,8}小肠|\bcrohn'?s?\b|\bileum\b|\bileal\b|\bileocaecal\b|\bileocecal\b|\bshort bowel\b|\bbowel resection\b|\bsmall (intestine|bowel|gut)\b[^.?!]{0,30}\b(removed|resected|taken out|cut out|out)\b|\b(removed|resected|took out|cut out|lost)\b[^.?!]{0,30}\bsmall (intestine|bowel|gut)\b/,
};

/**
 * A 25-OH vitamin D in the deficient range said: below 20 ng/mL or 50 nmol/L (Endocrine Society 2011),
 * or "deficient". Blind answer round 25 zh-139, en-138: "维生素D才12 ng/mL"; a figure with decimals and no unit
 * below 20 reads as ng/mL (blind answer round 31, en-039: "vit D 11.8").
 */
export const LOW_VITAMIN_D_SAID =
  /(维生素 ?d3?|维d|维他命d|\bvitamin ?d3?\b|\bvit ?d3?\b|25[- ]?(羟基?|oh|hydroxy))[^。？?\n\d]{0,20}(?<![\d.])(1?\d(\.\d+)? ?(ng|纳克)|[1-4]?\d(\.\d+)? ?nmol|1?\d\.\d+(?![\d.]| ?(iu|µg|ug|mcg|微克|国际单位|单位)))|(维生素 ?d|维d)[^，。？?]{0,4}(严重)?缺乏|\bvitamin d[- ]deficien\w*|\bdeficient in vitamin d\b/;
/** A lab-proven vitamin D deficiency: the plan's 25-OH D below 50 nmol/L, or said. */
export const LOW_VITAMIN_D: FaqAudience = { lowVitaminD: true, said: LOW_VITAMIN_D_SAID };

/**
 * An overactive thyroid being treated (Graves' disease on methimazole, carbimazole or PTU): iodine stays at
 * what iodised salt and ordinary food give — no kelp, seaweed or iodine supplements (ATA 2016). A
 * breastfeeding row that suggested seaweed "or a supplement with iodine" answered a nursing mother with
 * Graves' disease (twenty-fourth clinician review, en S2).
 */
export const HYPERTHYROID: FaqAudience = {
  conditions: ['hyperthyroid'],
  medicines: ['antithyroid'],
  said: /甲亢|甲状腺功能亢进|格雷夫斯|毒性弥漫性甲状腺肿|甲巯咪唑|他巴唑|赛治|丙硫氧嘧啶|\bhyperthyroid\w*|\bgraves'?\b|\boveractive thyroid\b|\bmethimazole\b|\btapazole\b|\bcarbimazole\b|\bptu\b|\bpropylthiouracil\b/,
};

/** A potassium below its range: the plan's, or a low one said ("血钾3.2", "potassium was 3.3"). */
export const LOW_POTASSIUM_SAID =
  /血钾[^，。？?]{0,6}(低|偏低|不够|3\.[0-4]|2\.\d)|低钾血症|\bhypokal\w*|\b(potassium|k) (is|was|came back|of|at)( [a-z]+)? ?(low|[23]\.\d)\b/;
export const LOW_POTASSIUM: FaqAudience = { lowPotassium: true, said: LOW_POTASSIUM_SAID };

/** A potassium of 5.0 or more said ("血钾5.4", "potassium came back 5.4", "K 5.6", "高钾"). */
export const HIGH_POTASSIUM_SAID =
  /高钾(?![的食水蔬饮])|血钾(偏|有点|太)?高|钾[^，。,?？\d]{0,6}(偏高|高了|超)|(钾|\bpotassium\b|\bk\b)[^\d，。,?？]{0,14}(?<![\d.])([5-7]\.\d)(?!\d)|\bhigh potassium\b|\bhyperkal\w*|\bpotassium (is|was|came back|runs?|running)( a bit| slightly| still)? (high|up|raised)\b/;
/** A potassium above its range: the plan's, or said. */
export const HIGH_POTASSIUM: FaqAudience = { highPotassium: true, said: HIGH_POTASSIUM_SAID };

/** The plan's potassium is below its range (the one reading the rows, the potassium foods and the guards share). */
export function potassiumLowInPlan(
  markers: readonly { key: string; flag?: string | null }[] | null | undefined,
): boolean {
  return (markers ?? []).some((m) => m.key === 'serumPotassium' && m.flag === 'low');
}

/** Said to have kidney disease: the word, a kidney figure (creatinine, eGFR) or CKD. */
export const KIDNEY_DISEASE_SAID =
  /肾病|肾功能|肾衰|肾不好|慢性肾|尿毒症|肌酐|egfr|\bckd\b|\bkidney (disease|function|failure)\b/;

/** Kidney disease (plan or said), for the diet of CKD not on dialysis. */
export const CKD: FaqAudience = { conditions: ['kidney_disease'], said: KIDNEY_DISEASE_SAID };

/** The CKD diet rows are wrong after a transplant or on dialysis (other protein, fluid and mineral rules). */
export const NOT_CKD_DIET: FaqAudience = {
  conditions: ['kidney_transplant', 'dialysis'],
  said: /移植|透析|\btransplant\w*\b|\bdialysis\b/,
};

/**
 * Natto named (not nattokinase): the one food a warfarin user leaves out rather than keeps steady (the
 * Japanese warfarin label), answered by intents/plan-answers.ts — the keep-greens-steady rows stand aside.
 */
export const NATTO_SAID = /纳豆(?!激酶)|\bnatto\b(?!kinase)/;

/** Medicines and conditions whose own rows answer alcohol (lithium, an MAOI, warfarin, insulin …). */
export const OWN_ALCOHOL_RULES: FaqAudience = {
  medicines: [
    'maoi',
    'linezolid',
    'lithium',
    'anticoagulant',
    'insulin',
    'sulfonylurea',
    'metformin',
    'antiepileptic',
    'methotrexate',
    'ssri',
    'calcineurin_inhibitor',
    'nitroimidazole',
    'isotretinoin',
    'antituberculosis',
    'alcohol_deterrent',
  ],
  conditions: ['gout', 'pku', 'heart_failure', 'kidney_disease', 'liver_disease', 'diabetes'],
};

/** Gout: in the plan, on a urate-lowering medicine, or said. */
export const GOUT: FaqAudience = {
  conditions: ['gout'],
  medicines: ['urate_lowering'],
  said: /痛风|尿酸|\bgout\w*\b|\buric\b|\burate\b/,
};

/**
 * A kidney transplant: in the plan, on a calcineurin inhibitor, or said. Mycophenolate or azathioprine alone
 * may be lupus or IBD, whose team and texts differ.
 */
export const TRANSPLANT_IMMUNOSUPPRESSED: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor'],
  said: /移植|他克莫司|环孢素|\btransplant\w*\b|\btacrolimus\b|\bprograf\b|\bciclosporin\b|\bcyclosporine\b/,
};

/** Kidney disease or dialysis: in the plan, or said (a kidney word, CKD, an eGFR). */
export const KIDNEY_DISEASE_OR_DIALYSIS: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  said: /肾病|肾衰|肾功能不全|透析|\bckd\b|\bkidney (disease|failure|function)\b|\bdialysis\b|\begfr\b/,
};

/** On an MAOI (phenelzine, tranylcypromine): the plan's medicines, or named. */
export const ON_MAOI: FaqAudience = {
  medicines: ['maoi'],
  said: /苯乙肼|反苯环丙胺|单胺氧化酶抑制剂|\bphenelzine\b|\bnardil\b|\btranylcypromine\b|\bparnate\b|\bmaois?\b/,
};

/** On methotrexate or another antifolate: the plan's medicines, or methotrexate named. */
export const ON_METHOTREXATE: FaqAudience = {
  medicines: ['methotrexate', 'antifolate'],
  said: /甲氨蝶呤|氨甲蝶呤|\bmethotrexate\b|\bmtx\b/,
};

/**
 * On a medicine whose label says it raises the liver tests or the triglycerides (the lab table's own drug notes:
 * acitretin, isotretinoin, leflunomide, tolvaptan …): "are these from my weight?" is the medicine's question first,
 * and the lab findings' notes answer it (forty-fourth clinician review, zh M3: ALT 68 and TG 3.4 on acitretin put
 * down to extra weight at a BMI of 22).
 */
export const ON_LIVER_OR_LIPID_RAISING_MEDICINE: FaqAudience = {
  medicines: [
    ...new Set(
      LAB_MARKERS.filter((m) => m.key === 'alt' || m.key === 'ast' || m.key === 'triglycerides').flatMap(
        (m) =>
          ('drugNotes' in m ? (m.drugNotes ?? []) : [])
            .filter((n) => n.flags.includes('high'))
            .flatMap((n) => n.drugs),
      ),
    ),
  ],
};

/** Methotrexate by the short name the medicine dictionary does not read ("weekly MTX"). */
export const MTX_SAID = /\bmtx\b/;

/** Cancer or its treatment, in the plan or said: chemotherapy, radiotherapy, immunotherapy, a cancer or its medicine named. */
export const CANCER_TREATMENT: FaqAudience = {
  conditions: ['cancer'],
  said: /化疗|放疗|靶向|免疫治疗|肿瘤|癌|可瑞达|帕博利珠|易瑞沙|吉非替尼|顺铂|\b(chemo\w*|radiotherapy|radiation|immunotherapy|cancer|tumou?r|oncolog\w*|keytruda|pembrolizumab|opdivo|nivolumab|iressa|gefitinib|cisplatin)\b/,
};

/** Cancer in the plan, leukaemia or chemotherapy said, or a thiopurine of leukaemia maintenance. */
export const CANCER_OR_THIOPURINE: FaqAudience = {
  conditions: CANCER_TREATMENT_CONDITIONS,
  medicines: LEUKAEMIA_THIOPURINES,
  said: anyOf(LEUKAEMIA_SAID, CHEMOTHERAPY_SAID, THIOGUANINE_SAID),
};
/** Cancer in the plan, leukaemia or chemotherapy said, or methotrexate. */
export const CANCER_OR_METHOTREXATE: FaqAudience = {
  conditions: CANCER_TREATMENT_CONDITIONS,
  medicines: ['methotrexate'],
  said: anyOf(LEUKAEMIA_SAID, CHEMOTHERAPY_SAID, MTX_SAID),
};

/**
 * In leukaemia (cancer) treatment: the plan's conditions include cancer, leukaemia or chemotherapy is said, or a
 * thiopurine is taken beside methotrexate (interactions/leukaemia-treatment.ts `inLeukaemiaTreatment`); the rows of rows-review48-leukaemia.ts are for them, and the arthritis rows that give folic acid with methotrexate name it in their `notFor`.
 */
export const LEUKAEMIA_TREATMENT: FaqAudience = { all: [CANCER_OR_THIOPURINE, CANCER_OR_METHOTREXATE] };

/** Sodium bicarbonate as a prescribed medicine: tablets, a dose, a prescriber. */
export const PRESCRIBED_BICARBONATE =
  /碳酸氢钠片|小苏打片|(医生|大夫|肾内科|医院|诊所)\S{0,6}(开|让|给)|处方|\b(prescribed|prescription|nephrologist|renal (team|doctor|clinic)|(doctor|dr|kidney doctor) (has|put|gave|told)|tablets?|pills?|\d+(\.\d+)? ?(g|mg|grams?) (three|twice|two|3|2|once|a day|daily|tds|bd))\b/;

/**
 * Sodium bicarbonate by that name with no heartburn or antacid named: the kidney doctor's tablets, whose
 * question is the salt they bring (knowledge/medicine-diet.ts), not the antacid one.
 */
export const BICARBONATE_WITHOUT_HEARTBURN =
  /^(?![\s\S]*(烧心|反酸|泛酸|胃药|抗酸|制酸|胃灼热|\bheartburn\b|\bacid reflux\b|\bindigestion\b|\bantacids?\b))[\s\S]*(碳酸氢钠|\bsodium bicarbonate\b|\bsodium bicarb\b)/;

/**
 * A raised liver test or a liver disease, in the plan or said (here or in the message before): the liver rows answer
 * their alcohol and their drinks, not the general ones.
 */
export const LIVER_RAISED_OR_DISEASED: FaqAudience = {
  raisedLiverTests: true,
  conditions: ['liver_disease', 'cirrhosis'],
  said: /脂肪肝|肝病|转氨酶|谷丙|谷草|肝功能?(不好|异常|偏高|高|有问题)|乙肝|丙肝|肝炎|肝硬化|\balt\b|\bast\b|\bggt\b|\bfatty liver\b|\bnafld\b|\bmasld\b|\bhepatitis\b|\bliver (enzymes?|tests?|disease|damage|function)\b|\bcirrho\w*/,
};

/** Diabetes: the plan's, or said — not "never had diabetes" (shared by the diabetes rows). */
export const DIABETES: FaqAudience = {
  conditions: ['diabetes'],
  said: /(?<!没|没有|无|不是|从来没|从来没有)糖尿病|(?<!\b(never|not|no|without|never had|never been|not a|isn'?t|wasn'?t|hasn'?t had|doesn'?t have|don'?t have|never had any) )\b(diabetes|diabetic)\b|\bt2d\b/,
};

/**
 * On a medicine whose diet row says no alcohol at all (TB medicines, metronidazole, disulfiram, opioids …): a row with a
 * drinking allowance for another of their medicines or conditions is never theirs (round 52 zh-006, development data:
 * the diabetes limits beside isoniazid and an ALT of 72). Read from the rows themselves, so a new "none" row counts.
 */
export const NO_ALCOHOL_MEDICINE: FaqAudience = {
  medicines: [
    ...new Set(
      MEDICINE_DIET.filter((r) => r.sharedFood?.food === 'alcohol' && r.sharedFood.level === 'none').flatMap(
        (r) => [...(r.drugs ?? []), ...(r.classes ?? [])],
      ),
    ),
  ],
};
