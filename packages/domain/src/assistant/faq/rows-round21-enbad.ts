/**
 * Blind answer round 21's en-US questions that got a neighbouring answer or "I have no reliable rule"
 * (issue 30 §2; development data), each written as a class — subject × what is asked × who asks — not for
 * one question's words: which meal for vitamin D, magnesium with zinc, how long a weight goal takes,
 * drinking only at weekends, rice every day while losing weight, combining plant proteins, seaweed snacks
 * for iodine, how long folic acid in pregnancy, extra iron or vitamin D on top of a prenatal, adding
 * calories for an older person who eats little, pills with tea, lower-potassium fruit, a supper on insulin
 * that prevents night lows, cinnamon and bitter-melon capsules on glucose-lowering medicines, a diner
 * breakfast and pancakes on a sodium limit, how long transplant food-safety rules last, folic acid on the
 * methotrexate day by mistake, peanut butter toast with isotretinoin, red meat with gout, coffee after
 * alendronate, blood tests after years on a PPI, a quick breakfast and a vegetarian diet for a teenager.
 * Follow-ups that name nothing of the earlier subject are matched by the earlier message through
 * `for.said` (select.ts reads the message before it as said).
 */
import {
  GOUT,
  MINOR,
  NO_DEFICIT,
  OWN_ALCOHOL_RULES,
  PREGNANCY_SAID,
  PREGNANT,
  TRANSPLANT_IMMUNOSUPPRESSED,
  LEUKAEMIA_TREATMENT,
} from './audiences';
import { LIFE_STAGE_FAQ } from './rows-life-stages';
import { ROUND20_ENBAD_FAQ } from './rows-round20-enbad';
import { ROUND20_ENPART_FAQ } from './rows-round20-enpart';
import { ROUND20_ZHPART_FAQ } from './rows-round20-zhpart';
import { STANDARD_MEDICINE_FAQ } from './rows-standard-medicines';
import type { FaqAudience, FaqRow } from './types';
import { paracetamolCapUnder50Kg } from './rows-medicines';

/** A row of another area file whose text a question here answers with (one rule, one text). */
/** Lithium and a painkiller: paracetamol first, no NSAIDs (round 21 en-117). */
const LITHIUM_PAINKILLER = {
  zh: '**吃锂盐时，止痛首选对乙酰氨基酚（扑热息痛）；布洛芬、萘普生、双氯芬酸这类止痛药不要自己吃。** 对乙酰氨基酚按说明书剂量吃（成人每天不超过4克，含它的感冒药也要算进去）不影响血锂。布洛芬这类药会让肾脏排锂变慢，几天内血锂就可能升到中毒范围；同时在吃氢氯噻嗪这类利尿药的话，风险更高。如果对乙酰氨基酚止不住痛，找开锂盐的医生：需要时医生会短期用别的药，并在一周内复查血锂。注意手抖加重、腹泻呕吐、走路不稳或意识混乱，这些是锂中毒的信号，要马上就医。',
  en: '**On lithium, paracetamol (acetaminophen, Tylenol) is the better painkiller; do not take ibuprofen, naproxen, diclofenac or other NSAIDs on your own.** Paracetamol at the label dose (no more than 4 g a day for an adult, counting cold remedies that contain it) does not change your lithium level. NSAIDs slow the kidneys’ clearance of lithium, so the level can rise into the toxic range within days — and a thiazide water pill such as hydrochlorothiazide, if you take one, adds to that. If paracetamol is not enough, ask the doctor who prescribes your lithium: sometimes another medicine is used for a short time with a lithium level check within a week. A worse tremor, diarrhoea or vomiting, unsteadiness or confusion are signs of a high level and need care the same day.',
};

/** The lithium painkiller text with the paracetamol ceiling of a person under 50 kg (BNF: 60 mg/kg a day). */
function lithiumPainkillerUnder50Kg(weightKg: number | undefined, zh: boolean): string | null {
  const mg = paracetamolCapUnder50Kg(weightKg);
  if (mg === null || weightKg === undefined) return null;
  const grams = (mg / 1000).toFixed(1).replace(/\.0$/, '');
  const kg = Math.round(weightKg);
  return zh
    ? LITHIUM_PAINKILLER.zh.replace(
        '对乙酰氨基酚按说明书剂量吃（成人每天不超过4克，含它的感冒药也要算进去）',
        `对乙酰氨基酚在这个量以内吃（按你的体重${kg}公斤，所有含它的药加起来每天最多约${grams}克——不是说明书上成人的4克，4克是给50公斤以上的人的；每次最多500毫克，两次至少隔4–6小时，含它的感冒药也要算进去；年纪大、吃得少或肝不好时，医生可能定得更低）`,
      )
    : LITHIUM_PAINKILLER.en.replace(
        'Paracetamol at the label dose (no more than 4 g a day for an adult, counting cold remedies that contain it)',
        `Paracetamol within this limit (at your weight of ${kg} kg, no more than about ${grams} g a day from every product containing it — not the 4 g on the label, which is for adults over 50 kg; at most 500 mg a dose, 4–6 hours apart, counting cold remedies that contain it; the doctor may set less for an older person, a small appetite or liver trouble)`,
      );
}

function rowOf(rows: readonly FaqRow[], id: string): FaqRow {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
}

const LACTATING_SAID = /哺乳|喂奶|母乳|\bbreast ?fe\w*|\bnursing\b|\blactat\w*/;
const PREGNANT_OR_NURSING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: new RegExp(`${PREGNANCY_SAID.source}|${LACTATING_SAID.source}`),
};
/** A teenager: the plan's age, said, or school named ("before school"). */
const TEEN: FaqAudience = {
  maxAge: 17,
  said: new RegExp(`${MINOR.said!.source}|上学前|上课前|\\bbefore (school|class)\\b`),
};
const OLDER: FaqAudience = {
  minAge: 65,
  said: /老人|老年|高龄|[6-9][0-9]岁|[七八九]十(多)?岁|我妈|我爸|奶奶|外婆|爷爷|外公|\belderly\b|\bmy (mum|mom|mother|dad|father|gran|granny|grandma|nan)\b|\b(at|is|she'?s|he'?s|i'?m) [6-9][0-9]\b|\b[6-9][0-9][- ]?(years?|yrs?)[- ]old\b/,
};
const KIDNEY: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis', 'kidney_transplant'],
  said: /肾病|肾功能|透析|移植|\bckd\b|\bkidney (disease|failure|function)\b|\bdialysis\b|\btransplant\w*\b/,
};
/** The same, said in the chat (no plan): a liver disease, gout, diabetes medicines and the like. */
const OWN_ALCOHOL_RULES_SAID =
  /乙肝|小三阳|大三阳|肝炎|肝硬化|脂肪肝|肝病|痛风|尿酸|糖尿病|胰岛素|胰腺炎|华法林|醋硝香豆素|锂盐|甲硝唑|\bhepatitis\b|\bhep [abc]\b|\bcirrhosis\b|\bfatty liver\b|\bliver\b|\bgout\b|\buric\b|\bdiabet\w*|\binsulin\b|\bpancreatit\w*|\bwarfarin\b|\bacenocoumarol\b|\bacitrom\b|\bsintrom\b|\blithium\b|\bmetronidazole\b|\bflagyl\b/;
/** A goal weight typed, as intents/bmi.ts GOAL_WEIGHT reads it ("get down to around 80", "减到160斤"). */
const GOAL_WEIGHT_TYPED =
  /(减到|瘦到|降到|目标(体重)?(是)?)\s*\d{2,3}|\b(get|got|come|go|drop) down to (about |around |roughly )?\d{2,3}\b|\b(goal|target)( weight)?( is| of)? (about |around )?\d{2,3}\b/;
/** A sodium limit: heart failure, high blood pressure or kidney disease in the plan, or said. */
const SODIUM_LIMITED: FaqAudience = {
  conditions: ['heart_failure', 'hypertension', 'kidney_disease'],
  said: /钠|低盐|限盐|少盐|控盐|心衰|高血压|\bsodium\b|\blow[- ]salt\b|\bno[- ]salt\b|\bsalt (limit|restrict\w*)\b|\bheart failure\b|\bblood pressure\b/,
};
/** Salt is not limited for them (primary adrenal insufficiency, cystic fibrosis). */
const SALT_NEEDED: FaqAudience = {
  medicines: ['mineralocorticoid'],
  conditions: ['cystic_fibrosis', 'adrenal_insufficiency'],
};
/** Potassium kept down: kidney disease, heart failure, or a medicine that holds potassium back. */
const POTASSIUM_KEPT_DOWN: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis', 'heart_failure'],
  medicines: ['potassium_sparing_diuretic', 'ace_inhibitor', 'arb'],
  said: /肾病|透析|心衰|\bckd\b|\bkidney\b|\bdialysis\b|\bheart failure\b/,
};
/** Minerals bind these in the gut: "take them together" is not for them. */
const MINERAL_SPACED: FaqAudience = {
  medicines: [
    'tetracycline',
    'fluoroquinolone',
    'bisphosphonate',
    'thyroid_hormone',
    'dolutegravir',
    'bictegravir-emtricitabine-tenofovir-alafenamide',
  ],
};

/** Insulin or a sulfonylurea said by name ("on insulin", "lantus"): the dictionary has no bare "insulin". */
const GLUCOSE_LOWERING_SAID =
  /胰岛素|格列|\binsulin\b|\blantus\b|\bglargine\b|\blevemir\b|\btresiba\b|\btoujeo\b|\bnovorapid\b|\bhumalog\b|\bgli\w+ide\b/;
const ON_INSULIN_OR_SULFONYLUREA: FaqAudience = {
  medicines: ['insulin', 'sulfonylurea'],
  said: GLUCOSE_LOWERING_SAID,
};
const VITAMIN_D = /维生素 ?d|维d|维他命d|\bvitamin ?d3?\b|\bvit ?d3?\b|\bvitd\b|\bd3\b/;
const MAGNESIUM = /镁|\bmagnesium\b|\bmag\b|\bglycinate\b|\bbisglycinate\b/;
const ZINC = /锌|\bzinc\b/;
const TOGETHER =
  /一起|同时|一块|冲突|竞争|抢吸收|间隔|分开|相互影响|\btogether\b|\bsame time\b|\bat once\b|\bcompet\w*\b|\bcombin\w*\b|\bwith each other\b|\bapart\b|\bspac\w*\b|\binterfer\w*\b|\bcancel\w* (each other )?out\b|\bclash\w*\b/;
const ALCOHOL =
  /酒|\bbeers?\b|\bwines?\b|\bpints?\b|\bdrinks\b|\bdrinking\b|\balcohol\b|\bbooze\b|\bcocktails?\b|\bvodka\b|\btequila\b|\bgin\b|\brum\b|\bwhisk(e)?y\b|\bspirits\b/;
const ALCOHOL_FREE = /无醇|无酒精|零度|\balcohol[- ]free\b|\bnon[- ]?alcoholic\b|\b0\.0\b/;
const RICE = /米饭|大米|白米饭|白饭|\brice\b|\bkanin\b/;
const LOSING =
  /减肥|减重|减脂|瘦|掉秤|\blos(e|ing) (weight|fat|kilos?|kg|pounds|lbs)\b|\bweight loss\b|\bdiet(ing)?\b|\bslim\w*\b|\bdrop (weight|kilos?|pounds)\b/;
const IODINE = /碘|\biodine\b|\biodi[sz]ed\b/;
const SEAWEED =
  /海苔|紫菜|海带|裙带菜|海藻|昆布|\bseaweeds?\b|\bnori\b|\bkelp\b|\bkombu\b|\bwakame\b|\blaver\b|\bdulse\b/;
const FOLIC = /叶酸|斯利安|\bfolic\b|\bfolate\b/;
/** English only: a zh follow-up ("要吃到什么时候") is read with the message before it by the how-long row. */
const TILL_WHEN =
  /\btill when\b|\buntil when\b|\bhow long\b|\bwhen (can|do|should) i stop\b|\bkeep (on )?taking\b|\bstop taking\b|\bfor how long\b/;
const PRENATAL =
  /孕妇维生素|孕期维生素|孕妇复合维生素|爱乐维|玛特纳|\bprenatals?\b|\belevit\b|\bpregnacare\b|\bmaterna\b|\bprenatal (multi)?vitamins?\b|\bpregnancy (multi)?vitamins?\b/;
const EXTRA =
  /额外|另外|再补|还要|还需要|够不够|\bextra\b|\bon top\b|\bas well\b|\badditional\b|\bstill need\b|\balso (take|need)\b|\benough\b/;
const IRON_OR_D = /铁|维生素 ?d|维d|\biron\b|\bvitamin d\b|\bvit d\b|\bd3\b/;
const TEA = /茶|\btea\b|\bcuppa\b|\bbrew\b/;
const PILLS =
  /药|维生素|补充剂|钙片|\bpills?\b|\btablets?\b|\b(multi ?)?vitamins?\b|\bmultis?\b|\bsupplements?\b|\bmeds\b|\bmedicines?\b|\bmedications?\b|\bcapsules?\b/;
/** English only: a zh question is the zh potassium-fruit row's (rows-kidney-heart.ts potassium-high-fruit). */
const LOWER_K_FRUIT =
  /\bapples?\b|\bgrapes?\b|\bberr(y|ies)\b|\bstrawberr\w*\b|\bblueberr\w*\b|\braspberr\w*\b|\bpineapples?\b|\bpears?\b|\bwatermelons?\b|\bpeach(es)?\b|\bplums?\b|\bcranberr\w*\b|\btangerines?\b|\bmandarins?\b|\bclementines?\b/;
const HIGH_K_FRUIT =
  /香蕉|橙子|橙汁|橘子汁|果汁|牛油果|芒果|猕猴桃|榴莲|果干|葡萄干|哈密瓜|\bbananas?\b|\boranges?\b|\bavocados?\b|\bmangos?\b|\bmangoes\b|\bkiwis?\b|\bplantains?\b|\bdried\b|\braisins?\b|\bprunes?\b|\bmelon\b|\bcantaloupe\b|\bhoneydew\b|\bjuice\b|\bgrapefruit\b|\bstar ?fruit\b/;
const POTASSIUM = /钾|\bpotassium\b/;
const SUPPER =
  /晚饭|晚餐|夜宵|\bsupper\b|\bdinner\b|\bevening meal\b|\btea ?time meal\b|\bnight ?time meal\b/;
const NIGHT_LOW =
  /夜里|半夜|夜间|凌晨|低血糖|血糖低|\boverni?ght\b|\bat night\b|\bin the night\b|\bwhile i sleep\b|\bdrop\w* low\b|\bgo(ing)? low\b|\bhypo\w*\b|\blows?\b/;
const GLUCOSE_HERBS =
  /肉桂|桂皮|苦瓜|葫芦巴|胡芦巴|匙羹藤|\bcinnamon\b|\bbitter (melon|gourd)\b|\bampalaya\b|\bkarela\b|\bfenugreek\b|\bgymnema\b|\bmomordica\b/;
/** The capsule or extract form ("肉桂粉" on food is the folk-foods rows' question, rows-diabetes.ts). */
const AS_SUPPLEMENT =
  /胶囊|片剂|补充剂|保健品|提取物|\bcapsules?\b|\bpills?\b|\btablets?\b|\bsupplements?\b|\bextract\b|\bwith my (meds|medicines?|medications?|insulin)\b|\bto lower (my )?(blood )?(sugar|glucose)\b/;
const TAKE_OR_SAFE =
  /吃|服|用|试|\btak(e|ing)\b|\btry\b|\bstart\w*\b|\buse\b|\bok(ay)?\b|\bsafe\b|\bgood\b|\bwork\b/;
const EATING_OUT =
  /餐厅|饭店|早餐店|早点摊|外面吃|点餐|点什么|\bdiner\b|\brestaurants?\b|\bcaf[eé]s?\b|\beat(ing)? out\b|\border\b|\bmenu\b|\bihop\b|\bdenny'?s\b|\bwaffle house\b|\bmcdonald'?s\b/;
const BREAKFAST = /早餐|早饭|早点|\bbreakfast\b|\bbrunch\b/;
const PANCAKES =
  /松饼|薄煎饼|华夫饼|\bpancakes?\b|\bwaffles?\b|\bfrench toast\b|\bflapjacks?\b|\bhotcakes?\b|\bshort ?stack\b/;
const FOOD_SAFETY_FOODS =
  /溏心蛋|生鸡蛋|生蛋|寿司|刺身|生鱼片|软奶酪|熟食|冷切|火腿|\brunny eggs?\b|\bsoft[- ]boiled\b|\braw eggs?\b|\bsushi\b|\bsashimi\b|\bsoft cheeses?\b|\bbrie\b|\bdeli meats?\b|\bcold cuts?\b|\blunch ?meats?\b|\bfood safety\b|\bundercooked\b|\boysters?\b/;
const HOW_LONG_RULE =
  /多久|多长时间|一辈子|永远|终身|到什么时候|\bhow long\b|\bforever\b|\bfor life\b|\blife ?long\b|\buntil when\b|\bever (again|be able)\b|\bfor how long\b|\bpermanent\w*\b/;
const BY_MISTAKE =
  /不小心|吃错|搞错|弄混|同一天吃了|当天吃了|\bby mistake\b|\bby accident\b|\baccidentally\b|\bmistakenly\b|\bwrong day\b|\bmixed (them )?up\b/;
const EXTRA_METHOTREXATE =
  /甲氨蝶呤.{0,6}(两次|多吃|吃了两)|\b(methotrexate|mtx)\b[^.?!]{0,15}\b(twice|two doses|double|extra)\b|\b(double|extra|second) (dose of )?(methotrexate|mtx)\b/;
const PEANUT_BUTTER = /花生酱|\bpeanut butter\b|\bpb\b/;
/** The words the meal-examples row (rows-round20-enbad.ts) leaves out: "would … work", "how much fat", "do". */
const DOES_IT_WORK = /管用|合适|\bwork\b|\bhow much fat\b|\bdo\b|\bgood\b|\bsuitable\b/;
const RED_MEAT =
  /红肉|牛肉|羊肉|猪肉|烤肉|烧烤|肉串|牛排|\bred meat\b|\bbeef\b|\blamb\b|\bmutton\b|\bgoat\b|\bpork\b|\bsteaks?\b|\bburgers?\b|\bsuya\b|\bkebabs?\b|\bbbq\b|\bbarbecue\b/;
const GIVE_UP =
  /完全|戒掉|戒了|不能吃|不能碰|一点都不|一口都不|还能吃|能不能吃|能吃吗|可以吃|\bgive (it |them )?up\b|\bcompletely\b|\bcut (it |them )?out\b|\bquit\b|\bstop eating\b|\bavoid\b|\bnever\b|\ballowed\b|\bcan i (still )?(eat|have)\b|\bhow much\b|\bforbidden\b|\boff limits\b|\bbanned\b/;
const ALENDRONATE = /阿仑膦酸|福善美|利塞膦酸|\balendron\w*\b|\bfosamax\b|\brisedron\w*\b|\bactonel\b/;
const AFTER_TABLET_DRINK =
  /咖啡|茶|果汁|早饭|早餐|牛奶|豆浆|\bcoffee\b|\btea\b|\bjuice\b|\bbreakfast\b|\bmilk\b|\bcuppa\b|\beat\b/;
const STRAIGHT_AFTER =
  /之后|以后|马上|立刻|直接|紧接着|\bafter\b|\bstraight\b|\bright away\b|\bimmediately\b|\bhow soon\b/;
const PPI =
  /奥美拉唑|泮托拉唑|埃索美拉唑|兰索拉唑|雷贝拉唑|\bomeprazole\b|\bprilosec\b|\blosec\b|\bnexium\b|\besomeprazole\b|\bpantoprazole\b|\blansoprazole\b|\brabeprazole\b|\bppis?\b/;
const B12_OR_MAGNESIUM = /b12|镁|\bmagnesium\b|\bcobalamin\b/;
const BLOOD_TEST =
  /验血|抽血|查血|化验|查一下|测一下|\bblood ?tests?\b|\bbloods\b|\bbloodwork\b|\btest(ed|ing)?\b|\bcheck(ed)?\b|\blevels?\b|\blabs?\b/;
const SHOULD_ASK = /要不要|需不需要|需要|该不该|应该|有必要|\bshould i\b|\bask\b|\bworth\b|\bneed\b|\bdo i\b/;
const QUICK =
  /快手|方便|来不及|赶时间|路上吃|拿着就走|\bquick\w*\b|\bgrab\b|\bon the go\b|\bon the way\b|\beasy\b|\bfast\b|\bno time\b|\brushed\b|\bin a hurry\b/;
const MORNING_SCHOOL = /早餐|早饭|早上|上学前|上课前|\bbreakfast\b|\bmornings?\b|\bbefore (school|class)\b/;
const GO_VEGETARIAN =
  /吃素|素食|不吃肉|不想吃肉|不吃荤|\bvegetarian\b|\bvegan\b|\bveggie\b|\bplant[- ]based\b|\bstop(ped)? eating meat\b|\bquit meat\b|\bno meat\b|\bgive up meat\b/;

export const ROUND21_ENBAD_FAQ: readonly FaqRow[] = [
  {
    // Round 21 en-002 "and is it better w breakfast or dinner?" after a vitamin D dose question — declined.
    id: 'vitamin-d-which-meal',
    when: [
      /早饭|早餐|午饭|午餐|晚饭|晚餐|随餐|跟饭|饭后|\bbreakfast\b|\blunch\b|\bdinner\b|\bsupper\b|\bwith (food|a meal|meals)\b|\bwith (some )?fat\b/,
    ],
    for: { said: VITAMIN_D },
    unless: [
      // Morning or night, sleep, coffee: the timing row's question (rows-everyday.ts vitamin-d-timing).
      /早上|早晨|晚上|睡前|睡眠|失眠|咖啡|\bmorning\b|\bnight\b|\bbedtime\b|\bsleep\b|\bcoffee\b/,
      /婴儿|宝宝|新生儿|\bbaby\b|\binfant\b|\bdrops\b/,
      /甲状腺|优甲乐|\bthyroid\b|\blevothyroxine\b|\bmeds\b|\bmedication\b/,
      /钙|铁|镁|锌|b12|鱼油|叶酸|复合维生素|\bcalcium\b|\biron\b|\bmagnesium\b|\bzinc\b|\bfish oil\b|\bomega\b|\bfolic\b|\bmulti ?vitamins?\b|\bk2\b/,
    ],
    intent: 'supplement_timing',
    text: {
      zh: '**早饭、晚饭都可以，关键是随一顿带点油脂的正餐吃。** 维生素D是脂溶性的，跟含脂肪的饭一起吃比空腹吸收好；一天里什么时间吃影响不大，挑你最不容易忘的那顿，每天固定。一般成人每天补400–800单位（10–20微克）就够；中国居民膳食营养素参考摄入量（2023）定的成人上限是每天50微克（2000单位），长期每天吃更大剂量要有医生根据验血结果开。',
      en: '**Either meal is fine — what matters is taking vitamin D with a meal that has some fat in it.** It is fat-soluble, so it is absorbed better with food than on an empty stomach; the time of day makes little difference, so pick the meal you are least likely to forget and keep to it. For most adults 600–1,000 IU (15–25 µg) a day is plenty; the adult upper limit is 4,000 IU (100 µg) a day, and taking more every day should only be on a doctor’s advice after a blood test showed a low level.',
    },
    source: {
      ref: 'NIH ODS Vitamin D Fact Sheet for Health Professionals (2024): fat-soluble, absorption with food; UL 4,000 IU (100 µg) for adults; 中国居民膳食营养素参考摄入量（2023版）维生素D UL 50 µg',
    },
  },
  {
    // Round 21 en-003 "Is it okay to take my magnesium glycinate and zinc at the same time or do they
    // compete with each other" — declined.
    id: 'magnesium-zinc-together',
    when: [MAGNESIUM, ZINC, TOGETHER],
    unless: [/钙|铁|\bcalcium\b|\biron\b/],
    notFor: [KIDNEY, MINERAL_SPACED],
    intent: 'supplement_pairing',
    text: {
      zh: '**可以一起吃：常规剂量的镁和锌不会明显“抢吸收”。** 只有锌吃到每天约140毫克这种远超上限的量，才会影响镁的吸收。锌的总量每天不超过40毫克（中国居民膳食营养素参考摄入量2023的可耐受最高摄入量），长期超量还会造成缺铜；补充剂里的镁一般每天不超过350毫克。锌空腹吃容易恶心，两样一起随晚饭吃，或者镁睡前吃，都可以。',
      en: '**Yes — at ordinary doses you can take magnesium and zinc together; they do not meaningfully compete.** Only very high zinc, around 142 mg a day (far above the upper limit), has been shown to reduce magnesium absorption. Keep total zinc at or under 40 mg a day — long-term excess also causes copper deficiency — and magnesium from supplements at or under 350 mg a day. Zinc on an empty stomach can cause nausea, so taking both with dinner, or the magnesium at bedtime, is fine.',
    },
    source: {
      ref: 'NIH ODS Magnesium Fact Sheet for Health Professionals (2022), interactions: zinc 142 mg/day reduces magnesium absorption; UL 350 mg from supplements; NIH ODS Zinc Fact Sheet (2022): UL 40 mg, copper deficiency; 中国居民膳食营养素参考摄入量（2023版）锌 UL 40 mg',
    },
  },
  {
    // Round 21 en-010 "how long would that take realistically" after "How many calories … Im 95kg and want to
    // get to like 80" — the BMI and energy text. A table of common amounts, not the person's own figure.
    id: 'weight-goal-how-long',
    when: [
      /多久能|要多久|多长时间|几个月|需要多久|\bhow long (would|will|does|did|should|might|could|is|'?s)\b|\bhow long (until|till|before|to)\b|\bhow many (weeks|months)\b|\brealistic(ally)?\b.{0,20}\b(timeline|time ?frame|take)\b|\btimeline\b|\btime ?frame\b/,
    ],
    for: {
      said: /减肥|减重|减脂|瘦|减到|降到|减掉|减\d|减[一二两三四五六七八九十几]|斤|公斤|\bkg\b|\bkilos?\b|\blbs?\b|\bpounds\b|\blos(e|ing)\b|\bdrop\b|\bweight\b|\bget (down )?to\b|\bgoal weight\b|\btarget weight\b/,
    },
    unless: [
      /增重|增肌|长肉|长胖|\bgain\w*\b|\bbulk\w*\b|\bmuscle\b/,
      /铁|维生素|镁|钙|药|\biron\b|\bvitamins?\b|\bmagnesium\b|\bcalcium\b|\bpills?\b|\bmeds\b|\bworks?\b|\bkick in\b/,
    ],
    // A goal weight typed ("get down to around 80"): the energy answer computes the person's own weeks
    // (intents/bmi.ts goalPaceLine).
    notFor: [MINOR, PREGNANT_OR_NURSING, NO_DEFICIT, { said: GOAL_WEIGHT_TYPED }],
    intent: 'weight_change',
    text: {
      zh: '**按安全的速度每周减0.5–1公斤（1–2斤）算，每减1公斤大约需要1–2周。** 也就是减5公斤约5–10周，减10公斤约2个半到4个半月，减15公斤约3个半到7个月，减20公斤约4个半到9个月。头几周通常掉得快（多是水分和糖原），之后会慢下来，中间还会有几周不动的平台期，所以按慢的那头来计划更实际。每天比消耗少吃约500–600千卡，大约每周减0.5公斤；长期每周减超过1公斤，往往掉的是肌肉，也难坚持。减掉体重的5%–10%，血压、血糖、血脂就已经明显改善。',
      en: '**At a safe pace of about 0.5–1 kg (1–2 lb) a week, count roughly 1–2 weeks for every kilogram you want to lose.** So 5 kg takes about 5–10 weeks, 10 kg about 2½–4½ months, 15 kg about 3½–7 months and 20 kg about 4½–9 months. The first weeks usually go faster (water and stored carbohydrate), then it slows, and most people have flat weeks along the way — so plan on the slower end. Eating about 500–600 kcal a day less than you use gives about 0.5 kg a week; losing more than about 1 kg a week for long mostly costs muscle and is hard to keep up. Losing even 5–10 % of your weight already brings clear gains in blood pressure, glucose and cholesterol.',
    },
    source: {
      ref: 'NICE CG189 Obesity: identification, assessment and management (2014, updated 2023), 1.7 (600 kcal/day deficit; 0.5–1 kg a week); CDC, Losing Weight (1–2 lb a week); 中国居民肥胖防治专家共识（2022）',
    },
  },
  {
    // Round 21 en-013 "what if i only drink on weekends" after beer and weight loss — declined.
    id: 'alcohol-weekends-only',
    when: [
      /周末|\bweekends?\b|\bonly on (fri|sat|sun)\w*\b|\b(friday|saturday) nights?\b|\bonce a week\b|\bjust (on )?(fridays|saturdays)\b/,
      /喝|酒|\bdrink\w*\b|\bbeers?\b|\bpints?\b|\bwines?\b|\balcohol\b|\bbooze\b|\bunits\b/,
    ],
    for: { said: new RegExp(`${ALCOHOL.source}|\\bdrink\\b|\\bunits\\b`) },
    // How many drinks a week is the drinking-amount answer's question (intents, rows-everyday.ts).
    unless: [ALCOHOL_FREE, /几杯|多少杯|喝多少|\bhow (much|many)\b/],
    notFor: [PREGNANT_OR_NURSING, MINOR, OWN_ALCOHOL_RULES, { said: OWN_ALCOHOL_RULES_SAID }],
    intent: 'how_much_nutrient',
    text: {
      zh: '**只在周末喝，前提是一周的总量少；把一周的酒集中在一两个晚上喝，反而更伤身。** 一次喝很多（男性约5杯、女性约4杯以上）属于“狂饮”，比同样的量分开喝风险更大。中国居民膳食指南（2022）建议成年人一天饮酒的酒精量不超过15克（约一罐450毫升啤酒），能不喝更好。减重的话，周末喝的酒也要算进一周的热量：一瓶500毫升啤酒大约200千卡，喝酒还容易带来夜宵和第二天不想动。出门前定好喝几杯，和白水或苏打水交替喝，先吃点东西再喝。',
      en: '**Drinking only at weekends helps only if the weekly total stays low — saving the week’s drinks for one or two nights is worse, not better.** Four or more drinks for a woman, or five or more for a man, in one session counts as binge drinking, which carries more risk than the same amount spread out. UK advice is no more than 14 units a week (about six pints of ordinary beer), spread over three or more days; US advice is no more than two drinks a day for men and one for women. For weight loss the weekend drinks still count in your week’s calories — a pint of ordinary beer is about 180–250 kcal — and they tend to bring late-night food and a lazy next day. Set a limit before you go out, alternate with water or soda water, and eat first.',
    },
    source: {
      ref: 'NIAAA, Drinking Levels Defined (binge drinking: 4 drinks for women, 5 for men, in about 2 hours); UK Chief Medical Officers’ Low Risk Drinking Guidelines (2016); Dietary Guidelines for Americans 2020–2025; 中国居民膳食指南（2022）',
    },
  },
  {
    // Round 21 en-014 "Can I eat rice everyday and still lose weight? … 3 cups a day usually" — declined.
    id: 'rice-every-day-weight-loss',
    when: [
      RICE,
      /每天|天天|每顿|顿顿|还能|能不能|可以|\bevery ?day\b|\bdaily\b|\bevery meal\b|\bstill\b|\bcan i\b|\bok(ay)?\b|\ballowed\b|\bgive (it )?up\b|\bcut (it )?out\b|\bquit\b/,
      LOSING,
    ],
    unless: [
      /糖尿病|血糖|\bdiabet\w*\b|\bblood sugar\b|\bglucose\b/,
      /晚上|几点|\bat night\b|\bafter (6|7|8|9)\b|\blate\b/,
      /糙米|\bbrown rice\b|\bcauliflower rice\b/,
    ],
    notFor: [MINOR, PREGNANT_OR_NURSING, NO_DEFICIT],
    cutsCarbohydrate: true,
    intent: 'weight_change',
    text: {
      zh: '**可以天天吃米饭也能减重，关键是份量和一天的总热量。** 一小碗熟米饭（约150克）大约170千卡；减重时每餐一拳头大小的一碗左右（约占餐盘的四分之一），常常是最容易省下热量的地方。餐盘的另一半放蔬菜，再配一掌心大小的鱼、鸡肉、豆腐、豆类或鸡蛋，更顶饱；少一点汤汁拌饭、油炸的菜和含糖饮料。杂粮饭、糙米饭纤维多一些，更饱腹，但热量和白米饭差不多，也要控制份量。',
      en: '**Yes — you can eat rice every day and still lose weight; what counts is the portion and your total for the day.** A cup of cooked white rice is about 200 kcal, so count the cups you actually eat: bringing it to about one cup at a meal (a fist-sized scoop, roughly a quarter of the plate) is often the easiest saving there is. Fill half the plate with vegetables and add a palm-sized portion of fish, chicken, tofu, beans or eggs, which keep you full longer; go easy on sauces poured over the rice, fried sides and sweet drinks. Brown or mixed rice has more fibre and fills you more, but about the same calories, so the portion still matters.',
    },
    source: {
      ref: 'USDA FoodData Central (rice, white, long-grain, cooked: about 205 kcal per cup); USDA MyPlate; NICE CG189 Obesity (2014, updated 2023); 中国食物成分表（标准版，第6版）; 中国居民膳食指南（2022）',
    },
  },
  {
    // Round 21 en-021 "is it true you have to combine rice and beans in the same meal to get a complete
    // protein? my dad keeps saying this" — the older person's protein text.
    id: 'protein-combining-same-meal',
    when: [
      /完全蛋白|同一顿|一起吃才|搭配着?吃|互补|\bcomplete proteins?\b|\bincomplete proteins?\b|\bprotein combining\b|\bcombin\w*\b|\bcomplement\w*\b|\bsame meal\b|\bpair\w*\b/,
      /蛋白|\bproteins?\b|\bamino\b/,
      /米|豆|谷|素|植物|\brice\b|\bbeans?\b|\blentils?\b|\blegumes?\b|\bgrains?\b|\bplants?\b|\bvegan\b|\bvegetarian\b|\bhummus\b|\bchickpeas?\b|\btofu\b|\bsame meal\b/,
    ],
    unless: [/蛋白粉|\bprotein powder\b|\bwhey\b|\bshakes?\b/],
    intent: 'how_much_nutrient',
    text: {
      zh: '**不用非得同一顿把米饭和豆子搭在一起吃——“同餐互补才有完全蛋白”是上世纪70年代的旧说法。** 身体会把一天里吃到的氨基酸汇在一起用，所以一天里吃够、吃杂（豆类和豆制品、全谷物、坚果和种子），就能得到全部必需氨基酸。大豆（豆腐、豆浆、毛豆）和藜麦本身就是完全蛋白。真正要紧的是总量：每餐都有一份富含蛋白质的食物；完全吃素的人还要补维生素B12。',
      en: '**No — you do not need to combine proteins such as rice and beans at the same meal; that is an outdated idea from the 1970s.** The body keeps a pool of amino acids and draws on everything you eat over the day, so a mix of plant proteins — beans, lentils, soy foods, whole grains, nuts and seeds — eaten across the day supplies all the essential amino acids, as long as you eat enough in total. Soy (tofu, tempeh, edamame, soy milk) and quinoa are complete proteins on their own. What matters is a protein food at each meal and enough overall; on a fully vegan diet, take vitamin B12 as well.',
    },
    source: {
      ref: 'Melina V, Craig W, Levin S. Position of the Academy of Nutrition and Dietetics: Vegetarian Diets. J Acad Nutr Diet 2016;116:1970–1980 (complementary proteins need not be eaten at the same meal); Young VR, Pellett PL. Am J Clin Nutr 1994;59(5 Suppl):1203S–1212S',
    },
  },
  {
    // Round 21 en-023 "what about those seaweed snacks instead?" after pink salt and iodine — declined.
    id: 'seaweed-snacks-for-iodine',
    when: [
      SEAWEED,
      /零食|代替|替代|够|补|\binstead\b|\bsnacks?\b|\benough\b|\bsources?\b|\bget\b|\bfrom\b|\bwhat about\b|\bok(ay)?\b|\bgood\b|\bcounts?\b|\bwork\b/,
    ],
    for: { said: IODINE },
    // Seaweed rarely eaten or disliked is the iodine-without-seaweed row's question (rows-everyday.ts).
    unless: [
      /(很少|不爱|不喜欢|不)吃(海带|紫菜|海苔|海藻|海产)|也?很少吃|\bdon'?t (eat|like) (seaweed|kelp|nori)\b|\bhate (seaweed|kelp|nori)\b|\brarely (eat|have)\b|\bnever (eat|have) (seaweed|kelp|nori)\b|\bwithout (eating |any )?(seaweed|kelp|nori)\b|\bno (seaweed|kelp)\b/,
    ],
    notFor: [
      PREGNANT_OR_NURSING,
      {
        conditions: ['hyperthyroid', 'hypothyroid', 'thyroid'],
        medicines: ['amiodarone', 'lithium', 'thyroid_hormone'],
        said: /甲亢|甲减|甲状腺|桥本|\bthyroid\b|\bhashimoto\w*|\bgraves\b/,
      },
    ],
    intent: 'food_sources',
    text: {
      zh: '**海苔零食不能可靠地代替碘盐：不同产品、不同海藻的含碘量差别极大。** 薄脆的海苔片含碘一般不多，而海带（昆布）一份就可能超过成人每天600微克的上限（中国居民膳食营养素参考摄入量2023）；包装上通常也不标。成人每天需要约120微克碘。可靠的办法是家里做饭用加碘盐（按国家标准加碘，每天正常的用盐量就能提供大部分所需），粉红盐、海盐几乎不含碘；吃纯素又不用碘盐的话，选一种含碘约120–150微克的复合维生素。海苔当零食吃没问题，海带偶尔吃就好。',
      en: '**Seaweed snacks are not a reliable replacement for iodised salt: the iodine varies enormously from pack to pack and from one seaweed to another.** Thin roasted nori snacks usually carry only a modest amount, while kelp (kombu) can hold more than the adult upper limit of 1,100 µg in a single serving, and labels rarely say. Adults need 150 µg a day. The dependable options are iodised salt for the salt you already use at home (a quarter teaspoon gives about 75 µg; pink Himalayan and sea salt have almost none) or, on a vegan diet without iodised salt, a supplement or multivitamin with about 150 µg of iodine. Nori snacks are fine as a snack alongside that; keep kelp occasional.',
    },
    source: {
      ref: 'NIH ODS Iodine Fact Sheet for Health Professionals (2024): RDA 150 µg, UL 1,100 µg, seaweed content highly variable, iodised salt about 45 µg per gram; 中国居民膳食营养素参考摄入量（2023版）碘 RNI 120 µg、UL 600 µg; GB 26878-2011 食用盐碘含量',
    },
  },
  {
    // Round 21 en-026 "till when do i need to keep taking it?" after folic acid at 8 weeks — the plan's dose,
    // then declined. The how-long row's text (rows-life-stages.ts) answers.
    ...rowOf(LIFE_STAGE_FAQ, 'folic-acid-how-long'),
    id: 'folic-acid-how-long-follow-up',
    when: [TILL_WHEN],
    source: {
      ref: 'WHO recommendations on antenatal care for a positive pregnancy experience (2016) rec. A.2.1; 中国居民膳食指南（2022）孕期妇女膳食指南; 围受孕期增补叶酸预防神经管缺陷指南（2017）',
    },
    for: { all: [PREGNANT, { said: FOLIC }] },
  },
  {
    // Round 21 en-033 "I take Elevit every morning. do I still need extra iron or vitamin D on top of it?" —
    // declined.
    id: 'prenatal-extra-iron-or-vitamin-d',
    when: [PRENATAL, EXTRA, IRON_OR_D],
    unless: [
      // Taking the two at the same time or apart is the spacing row's question (rows-standard-common.ts).
      /同时|一起吃|间隔|隔开|\bsame time\b|\btogether\b|\bapart\b|\bseparate(ly)?\b/,
      /贫血|铁蛋白|血红蛋白|医生开|处方|\ban(a)?emi\w*\b|\bferritin\b|\bh(a)?emoglobin\b|\bhb\b|\bprescri\w*\b|\blow iron\b/,
    ],
    for: PREGNANT,
    notFor: [{ ironDeficiency: true }, { ironOverload: true }],
    intent: 'pregnancy_lactation',
    text: {
      zh: '**一般不需要：爱乐维这类孕妇复合维生素里已经有铁和维生素D，除非验血查出不足，否则不用再额外加。** 看一下标签：多数孕妇维生素每天含铁约20–60毫克、维生素D约10–25微克（400–1000单位），已覆盖孕期一般需要（中国居民膳食营养素参考摄入量2023：孕期维生素D每天10微克）。铁要不要另外补，看产检的血常规：查出贫血，由医生开铁剂并定剂量；维生素D只有验出偏低才另外补。自己叠加吃，多半只会更便秘、更恶心。',
      en: '**Usually not: a pregnancy multivitamin such as Elevit already contains iron and vitamin D, so most women need nothing extra on top unless a blood test shows a shortfall.** Check the label: most prenatals give about 27–60 mg of iron and 10–25 µg (400–1,000 IU) of vitamin D a day, which covers the usual pregnancy needs (iron 27 mg; vitamin D 10–15 µg). Extra iron is added only if your booking or 28-week blood count shows anaemia — then your midwife or doctor prescribes it and says how much; extra vitamin D only if a level was measured low. Doubling up on your own mostly brings more constipation and nausea; keep total vitamin D from supplements at or under 100 µg (4,000 IU) a day.',
    },
    source: {
      ref: 'NICE NG201 Antenatal care (2021): vitamin D 10 µg a day, full blood count at booking and 28 weeks; ACOG Practice Bulletin 233 Anemia in Pregnancy (2021); NIH ODS Iron and Vitamin D Fact Sheets (pregnancy RDA iron 27 mg, vitamin D 15 µg, UL 100 µg); 中国居民膳食营养素参考摄入量（2023版）',
    },
  },
  {
    // Round 21 en-049 "My mum is 80 and only 41 kg … What can I add to her meals for more calories without
    // making the portions bigger?" — BMI, energy and swallowing stock text.
    id: 'older-fortify-meals',
    when: [
      /热量|能量|长胖|增重|长点肉|长肉|营养|\bcalori\w*\b|\benergy\b|\bgain (some )?weight\b|\bput (on )?weight\b|\bweight gain\b|\bfatten\w*\b|\bnourish\w*\b|\bprotein\b/,
      /不增加饭量|饭量小|吃得少|吃不多|吃不下|胃口小|胃口不好|加点什么|加什么|\bwithout (making )?(the |her |his |my )?(portions?|meals?|plates?|servings?) (any )?(bigger|larger)\b|\bsmall (portions?|appetite)\b|\beats? like a bird\b|\b(doesn'?t|does not|don'?t|do not) eat much\b|\bpoor appetite\b|\bno appetite\b|\bwhat (can|could|should) i add\b|\badd (to|into)\b|\bfortif\w*\b|\bsneak\w*\b|\bboost\b/,
    ],
    for: OLDER,
    notFor: { conditions: ['kidney_disease', 'dialysis'] },
    intent: 'bmi_energy',
    pushesWeightGain: true,
    text: {
      zh: '**不加饭量，就在原来的饭菜里“加料”，让每一口热量和蛋白质更多。** 方法：粥、面条、汤、菜泥里拌一勺植物油、黄油或芝麻油；牛奶、粥、汤和糊里加两三勺全脂奶粉；蒸蛋、鸡蛋羹里多加一个蛋；用全脂牛奶和酸奶；菜里加豆腐、肉末、蛋花。少量多餐：三顿正餐之间加两次点心或一杯热牛奶、豆浆，比硬撑大份更容易吃下。体重还在往下掉的话，请医生或营养师评估，考虑口服营养补充剂（特医配方）——体重已经这么低，宜早不宜迟。',
      en: '**Fortify the food already being eaten, so each spoonful carries more — add fat and protein rather than more food.** Easy ways: stir a spoon of butter, olive oil or cream into mashed potato, porridge, soups and vegetables; add 2–3 tablespoons of dried milk powder to milk, porridge, soups and sauces; melt grated cheese into eggs, pasta, soups and sauces; use full-fat milk and yoghurt; add an extra egg to scrambled eggs or custard; spread nut butter thickly on toast. Offer small meals with a snack or a milky drink between them rather than three big plates. If weight keeps falling, ask the doctor or a dietitian about oral nutritional supplements (sip feeds) — at a low weight that is worth doing soon.',
    },
    ifSwallowing: {
      zh: '**不加饭量，就在原来的饭菜里“加料”，让每一口热量和蛋白质更多——质地按吞咽评估定的来。** 方法：粥、烂面、汤、菜泥里拌一勺植物油或黄油；牛奶、粥、汤和糊里加两三勺全脂奶粉；蒸蛋羹里多加一个蛋；用全脂牛奶和酸奶；菜泥、粥里加嫩豆腐或打碎的肉末。少量多餐：正餐之间加两次点心或一杯温牛奶，比硬撑大份更容易吃下。体重还在往下掉的话，请医生或营养师评估，考虑口服营养补充剂（特医配方，可按需要增稠）——体重已经这么低，宜早不宜迟。',
      en: '**Fortify the food already being eaten, so each spoonful carries more — keeping to the textures the swallow assessment set.** Easy ways: stir a spoon of butter, olive oil or cream into mashed potato, porridge, smooth soups and puréed vegetables; add 2–3 tablespoons of dried milk powder to milk, porridge, soups and sauces; melt grated cheese into sauces and mash; use full-fat milk and yoghurt; add an extra egg to soft scrambled eggs or custard. Offer small meals with a snack or a milky drink between them rather than three big plates. If weight keeps falling, ask the doctor or a dietitian about oral nutritional supplements (sip feeds, which can be thickened) — at a low weight that is worth doing soon.',
    },
    source: {
      ref: 'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47 (food fortification, oral nutritional supplements); NICE CG32 Nutrition support for adults (2006, updated 2017); BDA Food Fact Sheet: Malnutrition',
    },
  },
  {
    // Round 21 en-056 "Is it bad to take my vitamins with tea? I always have my pills with a cuppa in the
    // morning" — declined.
    id: 'pills-with-tea',
    when: [TEA, PILLS, /一起|配|送|就着|\bwith\b|\bwash\w* (it |them )?down\b|\bswallow\w*\b/],
    unless: [
      /绿茶提取物|减肥茶|凉茶|草药茶|\bgreen tea extract\b|\bslimming\b|\bdetox\b|\bherbal\b|\bmatcha\b/,
      /咖啡|\bcoffee\b/,
    ],
    notFor: {
      medicines: ['thyroid_hormone', 'bisphosphonate', 'anticoagulant', 'lithium', 'clozapine', 'maoi'],
    },
    intent: 'supplement_timing',
    text: {
      zh: '**大多数维生素和药用茶水送问题不大，要和茶分开的主要是铁。** 茶里的鞣酸会和铁剂、含铁的复合维生素（以及食物里的铁）结合，能让铁的吸收少一半以上；含铁的药片用白水或橙汁送服，茶在前后隔1–2小时再喝。钙、维生素D和大多数其他维生素不受影响。少数药必须空腹用白水吞，比如甲状腺素片（优甲乐）和每周一次的阿仑膦酸钠——自己吃的药不确定的，看说明书或问药师。',
      en: '**For most vitamins and medicines a cup of tea is fine — the one to keep away from tea is iron.** Tea’s tannins bind the iron in iron tablets and in multivitamins that contain iron (and in food), cutting what you absorb by half or more; take anything with iron with water or orange juice, and have the tea an hour or two before or after. Calcium, vitamin D and most other vitamins are not affected. A few medicines must be swallowed with plain water on an empty stomach — thyroid tablets (levothyroxine) and weekly bone tablets (alendronate) — so check the leaflet, or ask your pharmacist about your own pills.',
    },
    source: {
      ref: 'Hurrell RF, Reddy M, Cook JD. Inhibition of non-haem iron absorption in man by polyphenolic-containing beverages. Br J Nutr 1999;81:289–295; NIH ODS Iron Fact Sheet for Health Professionals (2024); Synthroid and Fosamax US prescribing information §2 (plain water, empty stomach)',
    },
  },
  {
    // Round 21 en-062 "apples and grapes ok?" after lower-potassium fruit on CKD — generic potassium warnings.
    id: 'lower-potassium-fruits',
    when: [LOWER_K_FRUIT],
    unless: [HIGH_K_FRUIT],
    for: { all: [POTASSIUM_KEPT_DOWN, { said: POTASSIUM }] },
    notFor: { conditions: ['kidney_transplant'] },
    intent: 'food_sources',
    text: {
      zh: '**可以：苹果、葡萄属于低钾水果，正常份量吃没问题。** 一个小苹果或十几颗葡萄大约含钾100–150毫克，而一根香蕉约400毫克、一个橙子约240毫克。其他低钾的选择：草莓蓝莓等浆果、菠萝、梨、西瓜、桃子、李子。每次一份（一个小水果或半碗），一天的份数按肾内科医生或营养师给你定的来（常见是2–3份）；果汁把好几个水果浓缩在一杯里，少喝。香蕉、橙子、芭蕉、果干、牛油果、猕猴桃、哈密瓜是高钾的，要少而偶尔。',
      en: '**Yes — apples and grapes are among the lower-potassium fruits, fine in normal portions.** A small apple or about 15 grapes has roughly 100–150 mg of potassium, against about 420 mg in a banana, 240 mg in an orange and more in a serving of plantain. Other lower choices: berries, pineapple, pears, watermelon, peaches, plums and tangerines. Keep to one portion at a time (a small fruit or ½ cup) and to the number of portions your kidney team set — often 2–3 a day — and go easy on juice, which packs several fruits into one glass. Bananas, oranges, plantain, dried fruit, avocado, kiwi and melon are the high ones to keep small and occasional.',
    },
    source: {
      ref: 'National Kidney Foundation, Potassium and Your CKD Diet (low- and high-potassium fruit lists); USDA FoodData Central; KDIGO 2024 Clinical Practice Guideline for CKD §3.10',
    },
  },
  {
    // Round 21 en-075 "what's a good supper that won't spike me but stops me dropping low overnight, im on
    // lantus at night" — read as glargine timing and declined.
    id: 'insulin-supper-night-lows',
    when: [SUPPER, NIGHT_LOW, /吃|好|什么|\beat\b|\bmeal\b|\bgood\b|\bwhat\b|\bbest\b|\bideas?\b/],
    unless: [ALCOHOL],
    for: ON_INSULIN_OR_SULFONYLUREA,
    intent: 'medicine_question',
    text: {
      zh: '**晚饭要有适量、慢一点升糖的主食，再配蛋白质、一点油脂和蔬菜，每天时间和份量尽量固定。** 比如一拳头大小的杂粮饭、糙米饭或带皮土豆、两片全麦面包，配鱼、鸡肉、鸡蛋、豆腐或豆类，加一大份蔬菜。这样的晚饭升糖平缓、持续时间长，比白面包、甜点、果汁稳；晚饭不吃或吃太少，才是用长效胰岛素夜里容易低血糖的原因。睡前血糖偏低或在往下走，加一小份含碳水的点心（一片面包、一杯牛奶）。但夜里或早上醒来血糖低于3.9 mmol/L，通常说明药量需要调整，不只是吃的问题——每次低血糖都告诉糖尿病医生或护士，由他们调整剂量，不要自己改。',
      en: '**Aim for a supper with a steady, moderate amount of slow carbohydrate plus protein, some fat and vegetables, at about the same time and size every evening.** For example a fist-sized portion of brown rice, wholegrain pasta or potatoes in their skins, or two slices of wholegrain bread, with fish, chicken, eggs, tofu or beans and plenty of vegetables. A meal like that raises glucose gently and keeps releasing it for longer than white bread, sweets or juice; skipping or shrinking supper is what makes night-time lows more likely on long-acting insulin. If your bedtime reading is low or falling, a small carbohydrate snack (a slice of toast, a glass of milk) is sensible. But a reading under 4 mmol/L (70 mg/dL) overnight or on waking usually means the dose needs adjusting, not just the food — tell your diabetes team about every low so they can review it; do not change the dose yourself.',
    },
    source: {
      ref: 'American Diabetes Association. Standards of Care in Diabetes—2025 §5 (consistent carbohydrate intake with fixed insulin doses) and §6 (hypoglycaemia: level 1 < 70 mg/dL, review the regimen after a low); Diabetes UK, Hypos at night',
    },
  },
  {
    // The same question with a low already recorded in the plan (en-078's own persona, glucose 2.6 mmol/L):
    // the low is said first, as the folk-foods row after a low does (rows-diabetes.ts), with the capsules.
    id: 'glucose-lowering-herb-capsules-after-low',
    when: [GLUCOSE_HERBS, AS_SUPPLEMENT, TAKE_OR_SAFE],
    unless: [/小檗碱|黄连素|\bberberine\b/],
    for: { all: [{ medicines: ['insulin', 'sulfonylurea'] }, { lowGlucose: true }] },
    notFor: PREGNANT,
    intent: 'medicine_question',
    text: {
      zh: '**你的化验里血糖已经偏低（低于3.9 mmol/L），现在不是再加降糖东西的时候：请先联系糖尿病医生，评估胰岛素（或降糖药）的剂量。** 肉桂、苦瓜胶囊能降血糖的证据很弱、结果不一致，胶囊含量也没有统一标准——真要有作用，只会在用胰岛素或磺脲类药时增加低血糖的风险；大剂量的桂皮（中国肉桂）还含香豆素，可能伤肝。不要自己开始吃；当食物吃——菜里的苦瓜、撒一点肉桂粉——没问题。身边备好糖块或果汁，血糖低于3.9就吃15–20克快糖，15分钟后再测。',
      en: '**Your own results already show a low glucose (under 3.9 mmol/L, 70 mg/dL), so this is not the time to add anything meant to lower it: ask your diabetes team to review your insulin dose first.** The evidence that cinnamon or bitter melon (ampalaya) capsules lower blood sugar is weak and inconsistent, and capsule strengths are not standardised — if they do anything, on insulin or a sulfonylurea they add to the risk of lows; cassia cinnamon in capsule doses also carries coumarin, which can harm the liver. Do not start them on your own; as foods — ampalaya in a dish, a sprinkle of cinnamon — both are fine. Keep glucose tablets or juice with you and treat a reading under 4 mmol/L (70 mg/dL) with 15–20 g of fast sugar, rechecking after 15 minutes.',
    },
    source: {
      ref: 'American Diabetes Association. Standards of Care in Diabetes—2025 §5 (no clear benefit of herbal supplements) and §6 (hypoglycaemia: level 1 < 70 mg/dL; treat with 15–20 g glucose, recheck after 15 minutes; re-evaluate the regimen); NCCIH, Cinnamon (Herbs at a Glance, 2020); Ooi CP et al. Cochrane Database Syst Rev 2012;(8):CD007845',
    },
  },
  {
    // Round 21 en-078 "My wife wants me to take cinnamon and ampalaya capsules to lower sugar. Ok to take with
    // my meds?" — declined, naming cinnamon only.
    id: 'glucose-lowering-herb-capsules',
    when: [GLUCOSE_HERBS, AS_SUPPLEMENT, TAKE_OR_SAFE],
    unless: [/小檗碱|黄连素|\bberberine\b/],
    for: {
      medicines: [
        'insulin',
        'sulfonylurea',
        'biguanide',
        'dpp4_inhibitor',
        'sglt2_inhibitor',
        'glp1_agonist',
      ],
      conditions: ['diabetes'],
      said: new RegExp(`${GLUCOSE_LOWERING_SAID.source}|二甲双胍|\\bmetformin\\b|糖尿病|\\bdiabet\\w*`),
    },
    // A low already recorded: the row after a low (below) says that first.
    notFor: [PREGNANT, { lowGlucose: true }],
    intent: 'medicine_question',
    text: {
      zh: '**最好不要自己加：肉桂、苦瓜胶囊能降血糖的证据很弱、结果不一致，而用胰岛素或磺脲类药（如格列美脲）时，真有降糖作用的东西反而会增加低血糖的风险。** 胶囊的含量没有统一标准，效果无法预料；大剂量的桂皮（中国肉桂）含香豆素，可能伤肝；苦瓜提取物有引起低血糖和肠胃不适的报告。已经出现过低血糖的话，要做的是请糖尿病医生调整用药，而不是再加一种降糖的东西。实在想试，先告诉糖尿病医生或护士，并多测几次血糖。当食物吃——菜里的苦瓜、撒一点肉桂粉——都没问题。',
      en: '**Better not to add them on your own: the evidence that cinnamon or bitter melon (ampalaya) capsules lower blood sugar is weak and inconsistent, and on insulin or a sulfonylurea anything that does lower it adds to the risk of lows.** Capsule strengths are not standardised, so the effect cannot be predicted; cassia cinnamon in capsule doses carries coumarin, which can harm the liver, and bitter melon extracts have caused lows and stomach upset. If you have had low readings, what helps is a dose review with your diabetes team, not another glucose-lowering product. If you still want to try one, tell your diabetes doctor or nurse first and check your glucose more often. As foods — ampalaya in a dish, a sprinkle of cinnamon — both are fine.',
    },
    source: {
      ref: 'NCCIH, Cinnamon (Herbs at a Glance, 2020) and Diabetes and Dietary Supplements (2021); Ooi CP et al. Momordica charantia for type 2 diabetes mellitus. Cochrane Database Syst Rev 2012;(8):CD007845; American Diabetes Association. Standards of Care in Diabetes—2025 §5 (no clear benefit of herbal supplements)',
    },
  },
  {
    // Round 21 en-086 "Doctor wants me under 2 grams of sodium. What can I order at a diner for breakfast?" —
    // the heart-failure salt text with soy and oyster sauce.
    id: 'low-sodium-diner-breakfast',
    when: [EATING_OUT, BREAKFAST],
    for: SODIUM_LIMITED,
    notFor: SALT_NEEDED,
    intent: 'food_sources',
    text: {
      zh: '**早餐以鸡蛋、燕麦、豆浆牛奶和水果为主，避开腌制和加工的东西，一顿大约能控制在500–700毫克钠。** 好的选择：煮鸡蛋或少盐的炒蛋、无糖豆浆或牛奶、燕麦粥、不配咸菜的白粥、玉米、红薯、水果、白馒头。钠高的：咸菜、榨菜、腐乳、咸鸭蛋，油条（面里有盐和膨松剂），火腿肠、培根，包子煎饺的馅和蘸料，汤面汤粉的汤（汤可以不喝）。点餐时说少放盐、酱料另放，桌上不再加盐；一天2克钠，大致每顿600毫克左右，留一点给加餐。',
      en: '**Build it around eggs, oatmeal and fruit and skip the cured meats — that keeps a diner breakfast to roughly 500–700 mg of sodium.** Good orders: two eggs any style (ask for no salt on the grill), oatmeal with fruit or milk, a fruit cup, plain toast or an English muffin with butter and jam, yoghurt. The high ones: bacon, sausage, ham and corned beef hash (often 500–1,000 mg a side), biscuits and gravy, breakfast sandwiches and burritos, cheese omelettes, seasoned home fries, and pancakes or waffles — the batter and baking powder are salty, and a restaurant stack often carries 1,000 mg or more. Ask for sauces and cheese on the side and add no salt at the table; 2 g a day leaves about 600 mg a meal with a little room for snacks.',
    },
    source: {
      ref: 'Heidenreich PA et al. 2022 AHA/ACC/HFSA Guideline for the Management of Heart Failure (sodium restriction); American Heart Association, How to reduce sodium when dining out; USDA FoodData Central (sodium of bacon, sausage, pancakes); 中国居民膳食指南（2022）',
    },
  },
  {
    // Round 21 en-087 "pancakes ok?" after the diner breakfast on a 2 g sodium limit — declined.
    id: 'low-sodium-pancakes',
    when: [
      PANCAKES,
      /吃|可以|能|行|\b(have|eat|order)\b|\bok(ay)?\b|\bfine\b|\bsalt\w*\b|\bsodium\b|\bhigh\b|\bhow (much|bad)\b/,
    ],
    for: SODIUM_LIMITED,
    notFor: SALT_NEEDED,
    intent: 'food_sources',
    text: {
      zh: '**松饼、薄煎饼是早餐里钠比较高的一类，偶尔吃、少吃一点可以。** 面糊里的泡打粉、小苏打和盐都含钠，餐厅的一份（两三块）常常就有1000毫克以上——一天2克的一半——还没算配的培根香肠；华夫饼、法式吐司也差不多。要吃的话：点小份（一两块）或和人分，不要咸黄油和肉，配水果（糖浆加糖但几乎不含钠），当天其余几顿吃清淡些。自己在家做，少放泡打粉、不加盐，能少掉很多。',
      en: '**Diner pancakes are one of the saltier breakfast choices, so keep them occasional and small.** Baking powder, baking soda and salt in the batter all carry sodium, and a restaurant stack often has 1,000 mg or more — half of a 2 g day — before any bacon or sausage on the side; waffles and French toast are much the same. If you have them: order a short stack (one or two) or share, skip the salted butter and the meat, top with fruit (syrup adds sugar but almost no sodium), and keep the day’s other meals low in salt. Made at home with less baking powder and no added salt, they carry much less.',
    },
    source: {
      ref: 'USDA FoodData Central (pancakes, plain, restaurant and from mix: sodium); American Heart Association, Sodium and breakfast foods; Heidenreich PA et al. 2022 AHA/ACC/HFSA Heart Failure Guideline',
    },
  },
  {
    // Round 21 en-096 "how long does that rule last, like forever?" after sushi, runny eggs and deli meats
    // after a kidney transplant — declined. The how-long row's text (rows-round20-enpart.ts) answers.
    ...rowOf(ROUND20_ENPART_FAQ, 'immunosuppressed-food-safety-how-long'),
    id: 'immunosuppressed-food-safety-how-long-follow-up',
    when: [HOW_LONG_RULE],
    for: { all: [TRANSPLANT_IMMUNOSUPPRESSED, { said: FOOD_SAFETY_FOODS }] },
    notFor: PREGNANT,
  },
  {
    // Round 21 en-098 "what if i forget and take it on the mtx day by mistake" after which day for folic acid
    // 5 mg — the missed-dose text.
    id: 'methotrexate-folic-acid-same-day-by-mistake',
    // The folic acid or the methotrexate named in the message itself: a bare "要是不小心同一天吃了" after the
    // which-day question is the which-day row's (rows-medicines.ts), whose text answers it.
    when: [BY_MISTAKE, /叶酸|甲氨蝶呤|\bmtx\b|\bmethotrexate\b|\bfolic\b|\bfolate\b/],
    unless: [EXTRA_METHOTREXATE],
    for: { all: [{ medicines: ['methotrexate'] }, { said: FOLIC }] },
    intent: 'medicine_question',
    prescribedDoses: { folate: 5000 },
    text: {
      zh: '**偶尔一次把叶酸和甲氨蝶呤放在同一天吃了，没有危险，不用做什么处理，下周回到原来的日子就行。** 叶酸隔开一天吃主要是出于谨慎；研究并没有发现叶酸会让甲氨蝶呤治关节炎的效果变差。不要因此多吃或少吃一次甲氨蝶呤，这周也不用再补一片叶酸。如果常常记混，用一周药盒或手机提醒，复诊时跟医生说一声。（这里说的是叶酸；亚叶酸钙是另一种药，只按医生的安排用。）',
      en: '**Taking your folic acid on the methotrexate day by mistake, once, is not dangerous — nothing to do except go back to your usual day next week.** Folic acid is kept to a different day mainly out of caution; studies have not shown that folic acid stops methotrexate working for arthritis. Do not take an extra methotrexate dose or skip the next one because of it, and there is no need for another folic acid tablet that week. If it keeps happening, a weekly pill organiser or a phone reminder helps, and mention it at your next review. (This is about folic acid; folinic acid — leucovorin, calcium folinate — is a different medicine, used only as your doctor directs.)',
    },
    source: {
      ref: 'Shea B et al. Folic acid and folinic acid for reducing side effects in patients receiving methotrexate for rheumatoid arthritis. Cochrane Database Syst Rev 2013;(5):CD000951 (no loss of efficacy); BNF, Methotrexate (folic acid 5 mg weekly on a different day); Fraenkel L et al. 2021 ACR Guideline for the Treatment of Rheumatoid Arthritis',
    },
    notFor: LEUKAEMIA_TREATMENT,
  },
  {
    // Round 21 en-130 "can i take my minocycline with milk or with my calcium gummies" — the calcium spacing
    // only. The spacing row's text (rows-round20-zhpart.ts) names milk and calcium tablets both.
    ...rowOf(ROUND20_ZHPART_FAQ, 'tetracycline-milk-spacing'),
    id: 'tetracycline-with-milk-or-calcium',
    // Milk alone ("能跟牛奶一起吃吗") is the medicine-diet row's; milk and calcium asked together are this row's.
    when: [
      /钙|\bcalcium\b|\btums\b/,
      /牛奶|喝奶|奶制品|乳制品|\bmilk\b|\bdairy\b/,
      /米诺环素|多西环素|四环素|美满霉素|\bminocycline\b|\bdoxycycline\b|\btetracycline\b|\bminocin\b/,
      /一起|同时|配着|送服|\bwith\b|\btogether\b|\bsame time\b/,
    ],
  },
  {
    // Round 21 en-117 "is it ok to use ibuprofen for my back pain while on lithium? or is paracetamol better"
    // (unsafe: no direct answer) — the pair's warnings only. This row follows the pair (reply.ts) with the
    // choice asked.
    id: 'lithium-painkiller-choice',
    when: [
      /布洛芬|芬必得|萘普生|双氯芬酸|扑热息痛|对乙酰氨基酚|泰诺|止痛药|\bibuprofen\b|\badvil\b|\bmotrin\b|\bnurofen\b|\bnaproxen\b|\baleve\b|\bdiclofenac\b|\bnsaids?\b|\bpainkillers?\b|\bpain (relief|killers?|meds|pills)\b|\bparacetamol\b|\bacetaminophen\b|\btylenol\b|\bpanadol\b/,
      /哪个|还是|更好|可以|能不能|行不行|\bbetter\b|\bwhich\b|\binstead\b|\bok(ay)?\b|\bsafe\b|\bcan i\b|\bshould i\b|\bbest\b/,
    ],
    for: { medicines: ['lithium'] },
    intent: 'medicine_question',
    // Fifty-first clinician review, zh S1: a woman of 48 kg and 74 was told "成人每天不超过4克"; under 50 kg the
    // ceiling is 60 mg/kg a day (BNF), from the plan's weight.
    compose: (said, zh) => lithiumPainkillerUnder50Kg(said.weightKg, zh),
    text: {
      zh: LITHIUM_PAINKILLER.zh,
      en: LITHIUM_PAINKILLER.en,
    },
    source: {
      ref: 'Lithium carbonate US prescribing information (rev. 2022) §7 Drug Interactions (NSAIDs, thiazides); NICE CG185 Bipolar disorder (2014, updated 2023) §1.10 (avoid NSAIDs; check the level); BNF, Lithium: interactions; BNF, Paracetamol (maximum 4 g daily)',
    },
  },
  {
    // Round 21 en-129 "like how much fat? would peanut butter toast work" after taking isotretinoin with fatty
    // food — declined. The meal-examples row's text (rows-round20-enbad.ts), which names peanut butter.
    ...rowOf(ROUND20_ENBAD_FAQ, 'isotretinoin-meal-examples'),
    id: 'isotretinoin-peanut-butter-enough',
    when: [PEANUT_BUTTER, DOES_IT_WORK],
    // "like how much fat? would peanut butter toast work": one question, answered whole (16 g of fat in it).
    wholeMessage: true,
  },
  {
    // Round 21 en-146 "My uric acid was 9.2 mg/dL. Do I have to give up red meat completely? suya is my
    // weakness" — declined.
    id: 'gout-red-meat',
    when: [RED_MEAT, GIVE_UP],
    unless: [
      /海鲜|虾|蟹|贝|汤|内脏|肝|\bseafood\b|\bshrimp\b|\bprawns?\b|\bcrab\b|\bcrawfish\b|\bshellfish\b|\bbroth\b|\bstock\b|\borgan meats?\b|\bliver\b/,
    ],
    for: GOUT,
    beforeLabs: true,
    intent: 'food_sources',
    text: {
      zh: '**不用完全戒红肉，控制份量、别天天大块吃就行。** 动物内脏（肝、腰子）嘌呤最高，最好不吃；牛羊猪肉每次一掌心大小（熟重约100克），一周几次比较合理，其余的蛋白质从鸡蛋、低脂牛奶酸奶、豆制品里来。烤肉、烧烤串：吃几串配蔬菜，别一大盘，也少配啤酒和含糖饮料——它们升尿酸不比肉少。血尿酸超过360 µmol/L（6 mg/dL）就高于痛风的控制目标，而饮食一般只能降一点；主要靠每天坚持吃降尿酸药（如别嘌醇），把尿酸降到360以下——开始用药或调整剂量请找医生。',
      en: '**No, you don’t have to give up red meat completely — keep the portions small and not every day.** Organ meats (liver, kidney) are the highest in purines and best avoided; beef, lamb, goat or pork in a palm-sized portion (about 100 g cooked) a few times a week is a reasonable limit, with the rest of your protein from eggs, low-fat milk and yoghurt, beans and tofu. Grilled meat or skewers: a few pieces alongside vegetables rather than a big plate, and go easy on beer and sugary drinks with them — they raise uric acid as much as the meat. A uric acid above 6 mg/dL (360 µmol/L) is above the target for gout, and diet alone usually lowers it only a little: the main treatment is a urate-lowering medicine such as allopurinol, taken every day to bring it under 6 — ask your doctor about starting or adjusting it.',
    },
    source: {
      ref: 'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout (treat to target < 6 mg/dL; limit purine intake, alcohol and high-fructose corn syrup); NICE NG219 Gout (2022); 中国高尿酸血症与痛风诊疗指南（2019）',
    },
  },
  {
    // Round 21 en-148 "can i have my coffee straight after?" after alendronate with calcium and omeprazole —
    // declined. A follow-up that does not name the medicine: the morning-drinks row's text
    // (rows-standard-medicines.ts), which answers the same question when the medicine is named.
    ...rowOf(STANDARD_MEDICINE_FAQ, 'bisphosphonate-morning-drinks'),
    id: 'bisphosphonate-drink-straight-after-follow-up',
    when: [AFTER_TABLET_DRINK, STRAIGHT_AFTER],
    unless: [
      ALENDRONATE,
      /钙|\bcalcium\b|\btums\b|奥美拉唑|\bomeprazole\b|\bppi\b|铁|\biron\b|镁|\bmagnesium\b/,
      /矿泉水|苏打水|气泡水|\b(mineral|sparkling) water\b/,
      // How long to wait is the how-to-take row's question (rows-medicines.ts).
      /多久|\bhow long\b|\bwait\b/,
    ],
    for: { all: [{ medicines: ['alendronate', 'risedronate'] }, { said: ALENDRONATE }] },
  },
  {
    // Round 21 en-153 "should I ask for a blood test then" after years on omeprazole and B12 or magnesium —
    // the magnesium-for-bones text.
    id: 'ppi-long-term-blood-test',
    when: [BLOOD_TEST, SHOULD_ASK],
    for: { all: [{ medicines: ['ppi'], said: PPI }, { said: B12_OR_MAGNESIUM }] },
    intent: 'medicine_question',
    text: {
      zh: '**可以，长期吃奥美拉唑这类抑酸药好几年了，请医生查一下维生素B12和血镁是合理的。** 长期用（B12一般是两三年以上，镁一年以上）可能让两者偏低；不常见，但容易被忽视。看病时说一下有没有手脚发麻、乏力、舌头痛、记性变差（B12），或者抽筋、肌肉跳、手抖、心慌（镁），以及是否同时在吃利尿药或地高辛——它们更容易让镁偏低。在医生看过之前，抑酸药照常吃；医生也可以评估你是否还需要吃、剂量要不要减。',
      en: '**Yes — after years on omeprazole it is reasonable to ask your doctor to check your vitamin B12 and magnesium.** Long-term acid-reducing tablets (usually more than 2–3 years for B12, more than a year for magnesium) can lower both; low levels are uncommon but easy to miss. Mention any tingling or numbness, tiredness, a sore tongue or memory trouble (B12), or cramps, twitching, tremor or palpitations (magnesium), and whether you also take a water tablet or digoxin, which make a low magnesium more likely. Keep taking the omeprazole meanwhile; the doctor can also review whether you still need it, or at the same dose.',
    },
    source: {
      ref: 'US FDA Drug Safety Communication: Low magnesium levels can be associated with long-term use of proton pump inhibitor drugs (2011); Prilosec (omeprazole) US prescribing information §5 (cyanocobalamin deficiency with use over 3 years; hypomagnesaemia); Lam JR et al. JAMA 2013;310:2435–2442',
    },
  },
  {
    // Round 21 en-158 "what could i grab thats quick before school then" after skipping breakfast to lose
    // weight, from a 16-year-old — the generic out-of-scope text.
    id: 'teen-quick-breakfast',
    when: [QUICK, MORNING_SCHOOL],
    for: TEEN,
    intent: 'food_sources',
    text: {
      zh: '**早饭可以很简单，一两分钟拿了就走，也能让上午更有精神、更专心。** 比如：一盒牛奶或酸奶加一根香蕉；全麦面包夹鸡蛋或花生酱，路上吃；前一晚煮好的鸡蛋配一个水果；豆浆加一个包子或玉米；一小把坚果加一盒奶。早上实在不饿，就带上，课间吃，别一直饿到午饭。你这个年纪不建议靠不吃饭来减重——按时吃三餐、少喝含糖饮料、少吃零食，才是管体重的办法。',
      en: '**A quick breakfast can be something you grab in a minute — it still gives you energy and focus for the morning.** Ideas: a banana or an apple with a yoghurt or a glass of milk; peanut butter (or another nut or seed butter) on toast or in a wrap, eaten on the way; overnight oats made the night before; an egg boiled ahead with a piece of fruit; cheese and wholegrain crackers; a smoothie of milk or yoghurt with fruit. If you are not hungry early, take it with you for the first break rather than waiting until lunch. At your age, skipping meals to lose weight is not advised — regular meals and fewer sugary drinks and snacks are what help.',
    },
    source: {
      ref: 'Golden NH et al. Preventing Obesity and Eating Disorders in Adolescents. Pediatrics 2016;138:e20161649 (American Academy of Pediatrics); Dietary Guidelines for Americans 2020–2025, ch. 4 (adolescents); 中国学龄儿童膳食指南（2022）',
    },
  },
  {
    // Round 21 en-160 "what if i go vegetarian tho" after iron and periods, from a 16-year-old — the generic
    // vegetarian list with adult targets.
    id: 'teen-vegetarian-nutrients',
    when: [GO_VEGETARIAN],
    unless: [/减肥|减重|瘦|\blos(e|ing) weight\b|\bweight loss\b|\bskinny\b/],
    for: TEEN,
    intent: 'vegetarian_vegan',
    text: {
      zh: '**青少年吃素也可以吃得健康，但铁最需要花心思，尤其是来月经以后。** 中国居民膳食营养素参考摄入量（2023）：14–17岁女生每天铁18毫克（男生16毫克），植物里的铁吸收差，吃素时实际需要更多。每天吃富含铁的植物食物——豆类、豆腐豆干、强化铁的早餐谷物、全谷物、坚果和种子、深绿色蔬菜——同餐配富含维生素C的水果蔬菜，喝茶和饭隔开。其他要顾到的：钙每天1000毫克（牛奶酸奶奶酪或加钙豆浆，每天2–3份）；维生素B12（奶、蛋，或强化食品）；锌（豆类、坚果、全谷物）；每餐有蛋白质（蛋、奶、豆制品）。如果常觉得累、脸色苍白或月经量多，先请医生验血（铁蛋白），再决定要不要吃铁剂；也跟家里人说一声，让家里的饭菜有素的蛋白质。',
      en: '**You can go vegetarian as a teenager and stay well, but iron needs the most planning — especially with periods.** Girls 14–18 need 15 mg of iron a day (boys 11 mg), and because plant iron is absorbed less well, vegetarians need about 1.8 times that — around 27 mg for a girl. Eat iron-rich plant foods every day — beans, lentils, chickpeas, tofu, iron-fortified breakfast cereal, wholegrain bread, nuts and seeds, dark leafy greens — with something rich in vitamin C at the same meal, and keep tea away from meals. The others to cover: calcium 1,300 mg a day (milk, yoghurt, cheese or calcium-fortified soy milk, 3–4 servings); vitamin B12 (dairy and eggs, or fortified foods); zinc (beans, nuts, whole grains); protein at each meal (eggs, dairy, beans, tofu). If you are often tired or pale, or your periods are heavy, ask your doctor for a blood test (ferritin) before starting an iron supplement — and tell your family, so meals at home include vegetarian protein.',
    },
    source: {
      ref: 'Institute of Medicine. Dietary Reference Intakes for iron and zinc (2001): RDA girls 14–18 iron 15 mg, zinc 9 mg; vegetarians ×1.8 iron; IOM Dietary Reference Intakes for calcium and vitamin D (2011): 1,300 mg at 9–18 years; Melina V et al. Position of the Academy of Nutrition and Dietetics: Vegetarian Diets (2016); 中国居民膳食营养素参考摄入量（2023版）',
    },
  },
];
