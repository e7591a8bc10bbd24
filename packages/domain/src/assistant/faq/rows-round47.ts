/**
 * Blind answer round 47's unsafe answers (development data from the round on), each written for its class:
 *
 * - a daughter whose father was given a "kidney tonic" powder by a small clinic, contents unknown, beside his
 *   febuxostat, amlodipine and sodium bicarbonate, asked how to find out what is in it (zh-022): the herbal warning
 *   answered, how to ask did not — now the steps: the written prescription with every herb and its grams, the
 *   hospital pharmacist or kidney doctor to check it, and what to watch for until then;
 * - "can we give her Ensure … is that ok with her blood thinner?" for an 85-year-old whose anticoagulant the chat
 *   does not know (en-048) got the low-BMI eating-disorder text: the answer depends on the blood thinner, and says
 *   so — vitamin K in the drink matters on warfarin or acenocoumarol, not on the newer ones;
 * - and one neighbour answer of the round: "what if I forget and I've already had my coffee that morning?" after a
 *   question on the weekly Fosamax (en-066) was told when to take vitamin D — now the label's missed-dose rule;
 * - "麦芽饮料又没酒精，为啥也不行？" from a man with diabetes on glimepiride (zh-046, en-042) got the alcohol-on-insulin
 *   text: a malt drink is a sugary drink, and the palm wine beside it is the alcohol question;
 * - "long run通常跑6至8個鐘，每40分鐘食一包gel（25g碳水）…咁嘅份量夠唔夠" (zh-039) was declined, and once the
 *   traditional characters were read, got the hot-yoga electrolyte text: now the carbohydrate per hour for the
 *   length of the run, the person's own gels counted, sodium and fluid.
 */
import { pickZh } from '../../contracts/common';
import {
  ADRENAL_PRIMARY,
  CKD,
  NO_DEFICIT,
  NUTRITION_DRINK,
  NOT_A_NUTRITION_DRINK,
  PREGNANT_OR_NURSING,
} from './audiences';
import type { FaqRow } from './types';
import { drugById } from '../../interactions';

// ---- an unknown herbal powder from a clinic: how to find out what is in it ------------------------------

/** A herbal or folk preparation: 中药粉, 补肾的药, a tonic, an ayurvedic powder. */
const HERBAL_PREPARATION =
  /中药|草药|药粉|偏方|土方|秘方|补肾|(?<!西)药丸|冲剂|颗粒剂|\bherbal\b|\bherbs?\b|\btonic\b|\bchurna\b|\bchurnam\b|\bayurvedic\b|\bunani\b|\bsiddha\b|\bpowder\b|\bkadha\b/;
/** How to find out what is in it, or what to ask. */
const HOW_TO_FIND_OUT =
  /(怎么|如何|怎样)(去)?(问|查|弄|搞|打听)(清楚|明白|出来)?|问清楚|问明白|弄清楚|搞清楚|(里面|成分)(是)?(什么|啥)|什么成分|啥成分|查成分|\bhow (do|can|should|would) (i|we) (find out|ask|check|know)\b|\bwhat('?s| is) in (it|them|this|that)\b|\bwhat (to|should (i|we)) ask\b|\bfind out what\b|\bingredients?\b/;

// ---- a nutrition drink asked with a blood thinner the chat does not know -----------------------------

/** A blood thinner named as a kind, not a medicine: "her blood thinner", "抗凝药", "稀血的药". */
const BLOOD_THINNER_KIND =
  /抗凝|稀释血液|稀血|化血|防血栓的药|\bblood[- ]?thinners?\b|\banticoagulants?\b|\bthins? (her|his|my|the) blood\b/;

/** A nutrition drink or protein powder. */
const NUTRITION_OR_PROTEIN = new RegExp(
  `${NUTRITION_DRINK.source}|蛋白粉|\\bprotein (powder|shakes?|drinks?)\\b`,
);

// ---- a weekly bisphosphonate morning that already had coffee or food, or a forgotten week ------------------

/** Alendronate or risedronate (the weekly tablets; monthly ibandronate has another missed-dose rule). */
const WEEKLY_BISPHOSPHONATE =
  /阿仑膦酸|福善美|固邦|利塞膦酸|\bfosamax\b|\balendron\w*|\bbinosto\b|\bactonel\b|\batelvia\b|\brisedron\w*/;
/** The morning already had coffee or food, or the tablet was forgotten. */
const MORNING_LOST_OR_FORGOTTEN =
  /(已经|先|早就)(喝|吃)(了|过)|(喝|吃)(了|过)(咖啡|早饭|早餐|东西|牛奶|豆浆|茶)(再|才|之后)|忘(了|记)(吃)?|漏(吃|服)(了)?|\balready (had|ate|eaten|drank|drunk|taken)\b|\bforg[eo]t\b|\bforgotten\b|\bmissed\b|\b(after|had) (my |her |his )?(coffee|breakfast)\b/;

/** The tablet's day forgotten, with no coffee or food said to have come first (that is the row after). */
const DAY_FORGOTTEN =
  /忘(了|记)(吃)?|漏(吃|服)(了)?|没(吃|服)(上)?|\bforg[eo]t\b|\bforgotten\b|\bmissed\b|\bdidn'?t take\b/;
const COFFEE_OR_FOOD_ALREADY =
  /(已经|先|早就)(喝|吃)(了|过)|(喝|吃)(了|过)(咖啡|早饭|早餐|东西|牛奶|豆浆|茶)|\balready (had|ate|eaten|drank|drunk)\b|\b(after|had) (my |her |his )?(coffee|breakfast)\b/;

/** Forgetting as a habit, or another time of day asked ("I usually forget it, can I take it at night instead?"). */
const FORGETTING_AS_A_HABIT =
  /老是|总是|经常|常常|老忘|\b(usually|always|often|keep|tend to)\b|\binstead\b|晚上吃|睡前吃|\bat night\b|\bbedtime\b/;

/** What to do now: the question, not a statement of habit. */
const ASKED_WHAT_NOW =
  /怎么办|咋办|还能|还可以|要不要|能不能|可以.{0,6}吗|(能|要|怎么|咋)补|补(吃|服)?吗|[?？]|\bwhat (if|now|should|do)\b|\b(can|should) (i|she|he|we)\b|\bstill take\b|\bis (it|that) (ok|okay|fine)\b/;

// ---- a non-alcoholic malt drink with diabetes ---------------------------------------------------------------

const MALT_DRINK =
  /麦芽饮料|麦芽饮品|麦芽汁饮料|\bmalta\b|\bmaltina\b|\bmalt drinks?\b|\bvitamalt\b|\bsupermalt\b|\bamstel malta\b/;
const DIABETES_SAID = /糖尿病|血糖|降糖|\bdiabet\w*|\bblood sugar\b|\bglucose\b|\ba1c\b/;
const ALCOHOL_BESIDE = /棕榈酒|啤酒|白酒|红酒|喝酒|\bpalm wine\b|\bbeers?\b|\bwine\b|\bspirits\b|\bogogoro\b/;

const MALT_TEXT = {
  zh: '**麦芽饮料（Malta、Maltina这类）虽然不含酒精，却是加了糖的甜饮料：一瓶里的糖和一罐普通可乐差不多，往往更多，喝下去血糖升得快，所以要少喝。** 有糖尿病就把它当甜饮料对待，不当“营养品”：平时换成白开水、无糖茶或苏打水；真想喝，偶尔半瓶，随正餐喝，不要空腹。一瓶有多少糖，看瓶身营养成分表里的“糖”（每100毫升多少克）乘以瓶子的毫升数再除以100。',
  en: '**A malt drink such as Malta or Maltina has no alcohol, but it is a sweetened drink: a bottle holds about as much sugar as a can of regular soda, often more, and it raises blood glucose quickly, so it is one to cut down.** With diabetes, treat it as a sugary drink, not a tonic: water, unsweetened tea or sparkling water day to day; if you want one, half a bottle now and then, with a meal, not on an empty stomach. The label’s “sugars” per 100 ml times the bottle’s millilitres divided by 100 gives the sugar in a bottle.',
};
const MALT_ALCOHOL = {
  zh: '棕榈酒、啤酒是另一回事：它们含酒精；用胰岛素或格列美脲这类磺脲类降糖药时喝酒，可能在当晚或第二天早上出现低血糖。要喝就少量（男性每天不超过2杯、女性1杯），配着主食喝，睡前测一次血糖。',
  en: 'Palm wine and beer are a different matter: they contain alcohol, and on insulin or a sulfonylurea such as glimepiride alcohol can bring a low that night or the next morning. If you drink, keep it small (up to 2 drinks a day for men, 1 for women), with food, and check your glucose at bedtime.',
};

// ---- carbohydrate, sodium and fluid during a long run or race ---------------------------------------------

const ENDURANCE_FUEL =
  /能量胶|\bgels?\b|碳水|\bcarbs?\b|\bcarbohydrates?\b|电解质|盐丸|\belectrolytes?\b|\bsalt (tabs|tablets|pills)\b/;
const LONG_EFFORT =
  /马拉松|越野|长跑|铁人|\blong run\b|\bmarathon\b|\bultra\b|\btriathlon\b|\bironman\b|[2-9一二两三四五六七八九十]\s*(个)?(小时|钟)|\b[2-9]\+? ?(hours?|hrs?|h)\b/;
const ENOUGH_ASKED =
  /够不够|够吗|够唔够|夠唔夠|多少|要不要加|加不加|唔要加|\benough\b|\bhow much\b|\bhow many\b|\bmore\b/;

/** The person's own gels per hour: "每40分钟一包gel（25g碳水）", "a 25 g gel every 30 minutes". */
function gelsPerHour(text: string): { grams: number; minutes: number; perHour: number } | null {
  const t = text.toLowerCase();
  const minutes = /(?:每|every)\s*(\d{2,3})\s*(?:分钟|分鐘|分|min|minutes|mins)/.exec(t)?.[1];
  const grams = /(\d{2,3})\s*(?:g|克)\s*(?:碳水|carbs?|carbohydrates?)?/.exec(t)?.[1];
  if (!minutes || !grams) return null;
  const m = Number(minutes);
  const g = Number(grams);
  if (m < 10 || m > 120 || g < 10 || g > 100) return null;
  return { grams: g, minutes: m, perHour: Math.round((g * 60) / m) };
}

const FUEL_TEXT = {
  zh: '**跑得越久，每小时要补的碳水越多：1–2.5小时每小时30–60克；超过2.5–3小时，每小时最多可到约90克，用葡萄糖加果糖配方的能量胶才吸收得了这么多。** 从现在的量往上加要在长距离训练里慢慢练（每次每小时多10克左右，让肠胃适应），比赛当天只用训练里试过的量和牌子，不临时加新东西。电解质：连续运动超过1小时，饮料里每升约含0.5–0.7克钠合适；出汗多、天热或衣服上有白色盐渍的可以多一点。喝水按口渴喝，一般每小时400–800毫升；不要喝到比赛中体重反而增加——喝太多会把血钠稀释（低钠血症），跑后头痛、恶心、意识糊涂要马上就医。',
  en: '**The longer the effort, the more carbohydrate per hour: 30–60 g an hour for 1–2.5 hours; beyond 2.5–3 hours, up to about 90 g an hour, which needs glucose-plus-fructose gels to be absorbed.** Build up from what you take now on long training runs, about 10 g an hour more at a time so the gut adapts, and on race day use only the amounts and products you rehearsed. Electrolytes: for more than an hour of exercise, drinks with about 0.5–0.7 g of sodium per litre suit most people; heavy or salty sweaters (white salt marks on clothes) and hot days need more. Drink to thirst, usually 400–800 ml an hour, and never so much that you gain weight during the run — overdrinking dilutes blood sodium (hyponatraemia); a headache, nausea or confusion after a long race needs care at once.',
};

// ---- fenugreek (methi) seeds --------------------------------------------------------------------------------

const FENUGREEK = {
  zh: '**泡过的葫芦巴籽（methi）每天一小勺（约5克）当食物吃，一般是安全的；说它能降血糖，有一些小研究支持，效果不大；说它能减肥，没有可靠证据。** 葫芦巴籽可溶性纤维多，可能让餐后血糖升得慢一点。常见的副作用是胀气、拉肚子，汗和尿有枫糖浆味；对花生、鹰嘴豆过敏的人可能也会对它过敏。胶囊和浓缩提取物的量大得多，吃之前先问医生或药师。',
  en: '**A teaspoon (about 5 g) of soaked fenugreek (methi) seeds a day, eaten as food, is generally safe; the claim that it lowers blood sugar has some support from small studies, with a modest effect, and there is no good evidence that it helps weight loss.** Its soluble fibre may slow the rise in glucose after meals. Common side effects are wind, loose stools and a maple-syrup smell of sweat and urine; people allergic to peanuts or chickpeas may react to it. Capsules and concentrated extracts are much stronger — ask your doctor or pharmacist first.',
};
const FENUGREEK_GLUCOSE_MEDICINES = {
  zh: '降糖药里，二甲双胍、西格列汀这类DPP-4抑制剂、恩格列净这类SGLT2抑制剂单用很少引起低血糖，加一小勺葫芦巴籽一般不会让血糖掉得太低；打胰岛素或吃格列齐特、格列美脲这类磺脲类药的，吃得多时要多测几次血糖，防低血糖。',
  en: 'Of the glucose-lowering medicines, metformin, DPP-4 inhibitors such as sitagliptin and SGLT2 inhibitors such as empagliflozin rarely cause lows on their own, so a spoon of fenugreek is unlikely to take your glucose too low; on insulin or a sulfonylurea (gliclazide, glimepiride), check your glucose more often if you take a lot, to avoid lows.',
};
const FENUGREEK_THYROXINE = {
  zh: '吃左甲状腺素的，和药隔开4小时（纤维会减少药的吸收）。',
  en: 'On levothyroxine, keep it 4 hours apart from the tablet (fibre can reduce absorption).',
};
const FENUGREEK_PREGNANCY = {
  zh: '怀孕期间不吃补充剂的量（做菜用的少量没关系）。',
  en: 'In pregnancy, no supplement-sized amounts (the small amounts used in cooking are fine).',
};
/** Pregnancy said in the message. */
const PREGNANCY_WORDS = /怀孕|孕期|孕妇|孕\\d|\\bpregnan\\w*/;

export const ROUND47_FAQ: readonly FaqRow[] = [
  {
    id: 'endurance-carbohydrate-per-hour',
    when: [ENDURANCE_FUEL, LONG_EFFORT, ENOUGH_ASKED],
    notFor: [
      { medicines: ['insulin', 'sulfonylurea'] },
      { conditions: ['kidney_disease', 'dialysis', 'heart_failure'] },
    ],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    compose: (said, zh) => {
      const own = gelsPerHour(said.text);
      if (!own) return null;
      const line = zh
        ? `**你现在每${own.minutes}分钟${own.grams}克，约等于每小时${own.perHour}克碳水${own.perHour < 60 ? '，对好几个小时的长距离偏少' : ''}。**`
        : `**Your ${own.grams} g every ${own.minutes} minutes is about ${own.perHour} g of carbohydrate an hour${own.perHour < 60 ? ', on the low side for runs of several hours' : ''}.**`;
      return `${line}\n\n${pickZh(FUEL_TEXT, zh)}`;
    },
    text: FUEL_TEXT,
    source: {
      ref: 'Thomas DT, Erdman KA, Burke LM. American College of Sports Medicine Joint Position Statement: Nutrition and Athletic Performance. Med Sci Sports Exerc 2016;48:543–568 (30–60 g/h for 1–2.5 h, up to 90 g/h beyond 2.5–3 h with multiple transportable carbohydrates); American College of Sports Medicine position stand: Exercise and fluid replacement (Sawka MN et al.). Med Sci Sports Exerc 2007;39:377–390 (sodium 20–30 mmol/L, drink to avoid weight gain); Hew-Butler T et al. Statement of the Third International Exercise-Associated Hyponatremia Consensus Development Conference. Clin J Sport Med 2015;25:303–320',
    },
  },
  {
    // Answer round 54, en-042 / zh-046: "how much sodium per hour then?" after cramps on long runs was answered with
    // the daily limit for the general population (under 2,300 mg a day), which is no answer for sweat losses.
    id: 'endurance-sodium-per-hour',
    when: [
      /(?<!血)钠|盐丸|盐片|电解质|\bsodium\b|\bsalt\b|\belectrolytes?\b|\bnuun\b|\blmnt\b|\bsaltstick\b/,
      /每小时|每个小时|一小时|1小时|\bper hour\b|\ban hour\b|\bhourly\b|\bmg ?\/ ?h(r|our)?\b|比赛中|跑的时候|跑步时|长距离|\bduring (the |a |my )?(run|race|ride|ultra|marathon|long runs?)\b/,
    ],
    // Addison's on fludrocortisone: the adrenal rows (more salt, never the everyday limit; answer round 55, zh-080).
    notFor: [
      { conditions: ['kidney_disease', 'dialysis', 'heart_failure', 'hypertension'] },
      { medicines: ['lithium'] },
      ADRENAL_PRIMARY,
    ],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: '**运动时补钠和每天饮食的“每天少于2000毫克钠”是两回事：连续跑超过1–2小时，一般每小时补约300–600毫克钠（饮料里每升约0.5–0.7克钠，配每小时400–800毫升的饮水量），出汗特别多、衣服上有白色盐渍或天热的比赛，可以再多一些。** 用量要在长距离训练里试好：看运动饮料、电解质片或盐丸包装上每份含多少毫克钠，按每小时折算。喝水按口渴喝，别喝到比赛中体重反而增加（会稀释血钠）。抽筋多半和肌肉疲劳、配速有关，补盐不一定能解决：循序加量训练、比赛前几天吃够碳水也很重要。有高血压、肾病或心衰的，先问医生。',
      en: '**Sodium during exercise is a different question from the daily limit (under 2,300 mg a day is for everyday eating): for runs of more than 1–2 hours, about 300–600 mg of sodium an hour suits most people (drinks with about 0.5–0.7 g of sodium per litre, at the usual 400–800 ml an hour); heavy or salty sweaters (white salt marks on clothes) and hot races may need more.** Rehearse it on long training runs: check how many mg of sodium each drink, electrolyte tablet or salt capsule gives and add it up per hour. Drink to thirst and never so much that you gain weight during a race (that dilutes blood sodium). Cramps are mostly about muscle fatigue and pace rather than salt, so extra salt may not fix them: build distance gradually and fuel with enough carbohydrate. With high blood pressure, kidney disease or heart failure, ask your doctor first.',
    },
    source: {
      ref: 'American College of Sports Medicine position stand: Exercise and fluid replacement (Sawka MN et al.). Med Sci Sports Exerc 2007;39:377–390 (drinks with 20–30 mEq/L sodium, 0.4–0.8 L an hour, individualised; avoid weight gain — exercise-associated hyponatraemia); Thomas DT, Erdman KA, Burke LM. ACSM Joint Position Statement: Nutrition and Athletic Performance. Med Sci Sports Exerc 2016;48:543–568; Dietary Guidelines for Americans 2020–2025 (sodium < 2,300 mg a day for everyday eating)',
    },
  },
  {
    // Answer round 54, zh-060: "泡了一夜的methi籽呢 … 能降血糖还能减肥，我能继续吃吗" after an ashwagandha question was
    // answered as ashwagandha again; fenugreek was known only as a breastfeeding herb.
    id: 'fenugreek-seeds-sugar-weight',
    when: [/葫芦巴|胡芦巴|\bmethi\b|\bfenugreek\b/],
    // How far apart from a medicine is a timing question this text does not answer (answer round 55, en-043).
    // Methi leaves cooked as a green (methi bhaji) beside other greens are the greens question, not the seeds' (blind
    // answer round 63, zh-023, unsafe: "methi和palak的bhaji，绿叶菜是不是要停掉" on acenocoumarol got the seeds' text).
    unless: [
      /绿叶菜|青菜|叶子菜|蔬菜|菠菜|\b(palak|bhaji|saag|sabzi|greens|leaves|leafy|spinach|vegetables?|veg)\b/,
      /间隔|隔多久|隔开多久|相隔|隔几个?小时|\bgap\b|\bapart\b|\bhow long (between|after|before)\b|\bhow long should i (leave|wait)\b|\b(leave|wait) between\b|\bspace (it|them)\b/,
    ],
    notFor: [
      {
        lifeStages: ['lactating'],
        said: /哺乳|喂奶|母乳|下奶|追奶|\bbreast ?feed\w*|\bnursing\b|\bmilk supply\b|\blactat\w*/,
      },
    ],
    wholeMessage: true,
    intent: 'food_sources',
    compose: (said, zh) => {
      const classes = new Set<string>((said.medicines ?? []).flatMap((id) => drugById(id)?.classes ?? []));
      const lines = [pickZh(FENUGREEK, zh)];
      if (
        ['insulin', 'sulfonylurea', 'biguanide', 'dpp4_inhibitor', 'sglt2_inhibitor', 'glp1_agonist'].some(
          (c) => classes.has(c),
        )
      )
        lines.push(pickZh(FENUGREEK_GLUCOSE_MEDICINES, zh));
      if (classes.has('thyroid_hormone')) lines.push(pickZh(FENUGREEK_THYROXINE, zh));
      if (said.gestationalWeek !== undefined || PREGNANCY_WORDS.test(said.text.toLowerCase()))
        lines.push(pickZh(FENUGREEK_PREGNANCY, zh));
      return lines.join(zh ? '' : ' ');
    },
    text: FENUGREEK,
    source: {
      ref: 'NCCIH, Fenugreek: Usefulness and Safety (blood glucose evidence limited; diarrhoea, maple-syrup odour, allergy; not for use in pregnancy in amounts above food); Synthroid (levothyroxine) US prescribing information §2.1 and §7 (dietary fibre reduces absorption; separate from binding products by 4 hours)',
      url: 'https://www.nccih.nih.gov/health/fenugreek',
    },
  },
  {
    id: 'malt-drink-diabetes',
    when: [MALT_DRINK],
    for: { conditions: ['diabetes', 'gestational_diabetes'], said: DIABETES_SAID },
    wholeMessage: true,
    intent: 'food_sources',
    compose: (said, zh) => {
      if (!ALCOHOL_BESIDE.test(said.text.toLowerCase())) return null;
      return zh ? `${MALT_TEXT.zh}\n\n${MALT_ALCOHOL.zh}` : `${MALT_TEXT.en}\n\n${MALT_ALCOHOL.en}`;
    },
    text: MALT_TEXT,
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025, §5 Facilitating Positive Health Behaviors (replace sugar-sweetened beverages with water or low-calorie drinks; alcohol and delayed hypoglycaemia on insulin or insulin secretagogues); WHO Guideline: sugars intake for adults and children (2015)',
    },
  },
  {
    // Blind answer round 48, en-032 (unsafe; development data once its verdicts were recorded): "I take Malta
    // Guinness almost every day after work … it is healthy because it is non-alcoholic and full of vitamins?" from
    // a man losing weight got the alcohol-free beer row ("one or two a day"). A malt drink is a sweetened soft drink
    // for anyone; with diabetes the row above answers.
    id: 'malt-drink-sugar',
    when: [MALT_DRINK],
    // Breastfeeding or pregnant: the rows written for them (pap and malt swaps while nursing) answer. Someone gaining
    // weight or whose weight loss is not wanted is not told to cut it, and creatine stirred into one is the creatine
    // row's (blind answer round 49, en-054 and zh-058: a sprinter bulking was told "trying to lose weight …").
    notFor: [PREGNANT_OR_NURSING, NO_DEFICIT],
    unless: [/肌酸|\bcreatine\b/],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**麦芽饮料（Malta、Maltina、麦他这类）不含酒精，但它是加了糖的甜饮料，不是保健饮品：一瓶里的糖和一罐普通可乐差不多，往往更多；加进去的B族维生素改变不了这一点，正常吃饭就能吃够。** 想减重的话，几乎每天一瓶，一周下来就是不少糖和热量：平时换成白开水、无糖茶或苏打水；真喜欢，偶尔喝半瓶当作甜食。一瓶有多少糖，看瓶身营养成分表里的“糖”（每100毫升多少克）乘以瓶子的毫升数再除以100。',
      en: '**A malt drink such as Malta Guinness or Maltina has no alcohol, but it is a sweetened soft drink, not a health drink: a bottle holds about as much sugar as a can of regular soda, often more, and the added B vitamins do not change that — ordinary meals supply them.** Trying to lose weight, a bottle most days adds up to a lot of sugar and calories over a week: make water, unsweetened tea or sparkling water the everyday drink, and keep the malt for an occasional treat, half a bottle at a time. The label’s “sugars” per 100 ml times the bottle’s millilitres divided by 100 gives the sugar in a bottle.',
    },
    source: {
      ref: 'WHO Guideline: sugars intake for adults and children (2015): free sugars under 10 % of energy, ideally under 5 %; Dietary Guidelines for Americans 2020–2025 (sugar-sweetened beverages are the largest source of added sugars)',
    },
  },
  {
    // "I forgot my weekly Fosamax yesterday, can I take it today before my coffee?" got the coffee-first lead
    // ("if you have already had coffee, not today"): a forgotten day with nothing eaten yet is the label's other rule.
    id: 'weekly-bisphosphonate-forgotten-day',
    when: [DAY_FORGOTTEN, ASKED_WHAT_NOW],
    for: { said: WEEKLY_BISPHOSPHONATE },
    // Forgetting as a habit ("I usually forget it, can I take it at night instead?") is the timing question.
    unless: [COFFEE_OR_FOOD_ALREADY, /伊班膦酸|邦罗力|\bboniva\b|\bibandron\w*/, FORGETTING_AS_A_HABIT],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**忘了吃的那一周的骨质疏松药（阿仑膦酸钠/福善美或利塞膦酸钠），在想起来之后的那个早上吃一片：起床后空腹，用一大杯（约200毫升）白开水送服，吃完保持坐着或站着，至少30分钟后再吃早饭、喝咖啡或吃别的药；再下一周回到原来固定的那一天。** 昨天就想起来了、今天早上还什么都没吃没喝（白开水除外），今天早上就按这个方法吃；今天已经喝了咖啡或吃了东西，就改到明天早上。同一天不要吃两片。每天一片的剂型，漏了就跳过，第二天照常吃，不要加倍。钙片和维生素D照常随午饭或晚饭吃。',
      en: '**Take the forgotten week’s tablet (alendronate/Fosamax or risedronate) on the morning after you remember: on waking, with a full glass (about 200 ml) of plain water, staying upright, at least 30 minutes before breakfast, coffee or other medicines — then go back to your usual day the following week.** If you realised yesterday and have had nothing but water this morning, that morning is today; if you have already had coffee or food today, take it tomorrow morning instead. Never take two tablets on the same day. On a daily tablet, skip the missed one and take the next as usual, never two. Calcium and vitamin D go with lunch or dinner as usual.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.6 (plain water only, at least 30 minutes before the first food, beverage or medication) and Patient Information (a missed weekly dose: take one tablet the morning after you remember, return to your chosen day, never two tablets the same day); Actonel (risedronate) US prescribing information §2.5 (missed weekly dose, the same rule)',
    },
  },
  {
    id: 'weekly-bisphosphonate-missed-morning',
    // The tablet may be named only in the message before ("what if I forget and I've already had my coffee?").
    when: [MORNING_LOST_OR_FORGOTTEN, ASKED_WHAT_NOW],
    for: { said: WEEKLY_BISPHOSPHONATE },
    unless: [/伊班膦酸|邦罗力|\bboniva\b|\bibandron\w*/, FORGETTING_AS_A_HABIT],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**那天早上已经喝了咖啡或吃了东西，这周的骨质疏松药（阿仑膦酸钠/福善美或利塞膦酸钠）当天先不吃，改到第二天早上空腹吃——起床后用一大杯（约200毫升）白开水送服，吃完保持坐着或站着，至少30分钟后再吃早饭、喝咖啡；再下一周回到原来固定的那一天。** 喝过咖啡或吃过早饭再吃，药几乎吸收不了，这周的药等于白吃；当天晚些时候补吃也一样。同一天不要吃两片。整天忘了吃也照此办：想起来的第二天早上吃一片，之后回到原定的每周那一天。每天一片的剂型，漏了就跳过，第二天照常吃，不要加倍。钙片和维生素D照常随午饭或晚饭吃。',
      en: '**If you have already had coffee or food that morning, do not take that week’s tablet (alendronate/Fosamax or risedronate) that day: take it the next morning instead — on waking, with a full glass (about 200 ml) of plain water, staying upright, at least 30 minutes before breakfast or coffee — then go back to your usual day the following week.** Taken after coffee or breakfast very little of it is absorbed, so the week’s dose would be largely lost; taking it later the same day does not help either. Never take two tablets on the same day. The same applies if you forget the day altogether: take one the morning after you remember, then return to your chosen weekday. On a daily tablet, skip the missed one and take the next as usual, never two. Calcium and vitamin D go with lunch or dinner as usual.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.6 (plain water only, at least 30 minutes before the first food, beverage or medication) and Patient Information (a missed weekly dose: take one tablet the morning after you remember, return to your chosen day, never two tablets the same day); Actonel (risedronate) US prescribing information §2.5 (missed weekly dose, the same rule)',
    },
  },
  {
    id: 'unknown-herbal-powder-how-to-ask',
    when: [HERBAL_PREPARATION, HOW_TO_FIND_OUT],
    wholeMessage: true,
    answersAnyMedicine: true,
    intent: 'herbal_remedy',
    text: {
      zh: '**先弄清成分再决定吃不吃：请开药的诊所写一张处方，写明每一味药的名字和每天多少克；写不出来、没有药品批准文号或号称“根治”的，先别吃。** 怎么问：带着药粉原包装回诊所，直接问“里面有哪些药、各多少克、有没有马兜铃、关木通、广防己、青木香、细辛这类药”。然后把这张处方和他正在吃的所有药的药盒，一起拿给正规医院的药师或肾内科医生看，请他们查三件事：有没有伤肾的药材（马兜铃酸类）、含钾高不高、会不会和他现在的药相互作用。问清楚之前先不要加量，也不要再和别的补品、偏方一起吃；医生开的药照常吃。这段时间出现乏力、尿少、脚肿、心慌或恶心，尽快去医院查肾功能和血钾。',
      en: '**Find out what is in it before deciding whether to take it: ask the clinic that gave it for a written prescription listing every herb and how many grams a day; if they cannot, or it has no licence number or promises a "cure", hold off taking it.** How to ask: take the powder in its packet back to the clinic and ask directly which herbs are in it, how much of each, and whether it contains aristolochia-type herbs (guan mu tong, guang fang ji, qing mu xiang) or asarum. Then take that list, with the boxes of every medicine he takes, to a hospital pharmacist or his kidney doctor and ask them to check three things: herbs that harm the kidneys (aristolochic acid), how much potassium it holds, and interactions with his medicines. Until then, do not raise the amount or combine it with other tonics or remedies; keep taking his prescribed medicines as prescribed. Tiredness, passing less urine, swollen ankles, palpitations or nausea in the meantime need a kidney-function and potassium test soon.',
    },
    source: {
      ref: 'KDIGO 2024 Clinical Practice Guideline for the Evaluation and Management of CKD, §3.11 (herbal remedies and supplements: not recommended; review every medicine); Debelle FD, Vanherweghem JL, Nortier JL. Aristolochic acid nephropathy: a worldwide problem. Kidney Int 2008;74:158–169; 国家药品监督管理局 关于含马兜铃酸中药的公告（关木通、广防己、青木香取消药用标准）',
    },
  },
  {
    id: 'nutrition-drink-unknown-blood-thinner',
    when: [NUTRITION_OR_PROTEIN, BLOOD_THINNER_KIND],
    unless: [NOT_A_NUTRITION_DRINK],
    // A blood thinner the chat knows has its own rows (warfarin's nutrition-drink row); kidney disease has its
    // own drinks.
    notFor: [{ medicines: ['anticoagulant'] }, CKD],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**安素这类营养液或蛋白粉，能帮吃得少的人补上能量和蛋白质；和抗凝药能不能一起用、怎么用，要看是哪一种抗凝药：先看一下药盒上的名字。** 如果是华法林或醋硝香豆素（新抗凝、Acitrom）：可以喝，但营养液里加了维生素K，每天喝的量要固定；开始喝、停掉或改变份数前先告诉抗凝门诊，开始后一周左右查一次INR。如果是利伐沙班、阿哌沙班、达比加群或艾多沙班：维生素K不影响它们，照常喝。单纯的蛋白粉不含维生素K，但有的加了维生素或草药成分（看配料表），不确定时把罐子拿给药师看。老人吃得少时，营养液一般每天两份左右、在两餐之间或睡前慢慢喝，不代替正餐（欧洲老年营养指南：每天约多400千卡、30克蛋白质）；一个月后称一次体重。',
      en: '**A nutrition drink such as Ensure, or protein powder, can help someone who eats little get more energy and protein; whether it needs care with her blood thinner depends on which one it is, so check the name on the box.** Warfarin or acenocoumarol (Acitrom, Sintrom): the drink is fine, but it has vitamin K added, so keep to the same amount every day, tell her anticoagulation clinic before she starts, stops or changes it, and have her INR checked about a week after starting. Rivaroxaban, apixaban, dabigatran or edoxaban: vitamin K does not affect them, so the drink is fine as it is. Plain protein powder has no vitamin K, but some have added vitamins or herbs (read the label); if unsure, show the tub to the pharmacist. For an older person eating little, about two servings a day, sipped between meals or at bedtime and not instead of meals, is usual (the European geriatric nutrition guideline: about 400 kcal and 30 g of protein a day from them); check her weight after a month.',
    },
    source: {
      ref: 'NIH ODS, Vitamin K Fact Sheet for Health Professionals (warfarin: keep vitamin K intake consistent); Sintrom (acenocoumarol) SmPC §4.5 (vitamin K in food and supplements lowers the effect); Eliquis (apixaban) and Xarelto (rivaroxaban) US prescribing information (no dietary vitamin K interaction); Steffel J et al. 2021 EHRA Practical Guide on the use of non-vitamin K antagonist oral anticoagulants. Europace 2021;23:1612–1676; Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47',
    },
  },
];
