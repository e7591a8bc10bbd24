/**
 * Blind answer round 21's zh-CN questions answered only in part (issue 30 §2; development data): the
 * part that was declined or passed over, or the whole question where the stock answer framed it around
 * something the person never named — coffee and the bones' calcium, the quick route for a low ferritin,
 * coffee with meals when no iron tablet is taken, milk tea and cola in pregnancy, when to start DHA and
 * calcium in pregnancy, eating more in the second half of pregnancy, whether a prenatal's iron treats a
 * mild anaemia, fish oil for the baby and for mood while breastfeeding, a daily amount of baijiu on
 * warfarin (worked out from the amount said), stopping metformin for a folk tea, a big mug of strong tea
 * in heart failure, passion fruit on tacrolimus, cold dishes after a transplant, fish oil beside turmeric
 * on methotrexate, vitamin D before pregnancy, sports drinks on lithium with a thiazide, chilli sauces and
 * soy sauce on an MAOI, constipation on iron, how often animal blood, baking soda and coconut water in
 * gout, the day's calcium from the milk and tablet said, one meal a day for a teenager, and skipping
 * dinner against a parent — each for the class of question (subject × what is asked × who asks), not one
 * question's words.
 */
import { pickZh } from '../../contracts/common';
import {
  HYPERCALCAEMIA,
  IRON_NOT_WANTED,
  LOW_GLUCOSE_SAID,
  MINOR,
  ON_MAOI,
  ON_METHOTREXATE,
  PLANT_BASED,
  PREGNANT,
  PREGNANT_OR_NURSING,
  PRESCRIBED_BICARBONATE,
  VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
} from './audiences';
import type { FaqAudience, FaqRow } from './types';

const PERINATAL = PREGNANT_OR_NURSING;
const KIDNEY: FaqAudience = {
  conditions: ['kidney_disease', 'dialysis'],
  said: /肾病|肾衰|肾功能不全|透析|\bckd\b|\bkidney (disease|failure)\b|\bdialysis\b/,
};
const HEART_FAILURE: FaqAudience = {
  conditions: ['heart_failure'],
  said: /心衰|心力衰竭|心功能不全|\bheart failure\b|\bchf\b/,
};
const ON_TACROLIMUS: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor'],
  said: /他克莫司|他克莫斯|普乐可复|环孢素|\btacrolimus\b|\bprograf\b|\bciclosporin\b|\bcyclosporine\b/,
};
const IMMUNOSUPPRESSED: FaqAudience = {
  conditions: ['kidney_transplant'],
  medicines: ['calcineurin_inhibitor', 'mycophenolate'],
  said: /移植|他克莫司|他克莫斯|环孢素|骁悉|吗替麦考酚酯|\btransplant\w*\b|\btacrolimus\b|\bciclosporin\b|\bcyclosporine\b|\bmycophenolate\b|\bcellcept\b/,
};
/** Lithium with a thiazide, which raises lithium levels: sweat days need more care than on lithium alone. */
const LITHIUM_WITH_THIAZIDE: FaqAudience = {
  all: [
    { medicines: ['lithium'], said: /锂盐|碳酸锂|\blithium\b/ },
    {
      medicines: ['thiazide_diuretic'],
      said: /氢氯噻嗪|吲达帕胺|氯噻酮|\bhydrochlorothiazide\b|\bhctz\b|\bindapamide\b/,
    },
  ],
};
const ON_VALPROATE: FaqAudience = {
  medicines: ['valproate'],
  said: /丙戊酸|德巴金|\bvalpro\w*|\bdepakote\b|\bepilim\b/,
};
const ON_BISPHOSPHONATE: FaqAudience = {
  medicines: ['bisphosphonate'],
  said: /阿仑膦酸|福善美|固邦|利塞膦酸|\balendron(ate|ic acid)\b|\bfosamax\b|\brisedron(ate|ic acid)\b|\bactonel\b/,
};
const GOUT: FaqAudience = {
  conditions: ['gout'],
  medicines: ['allopurinol', 'febuxostat'],
  said: /痛风|尿酸|\bgout\b|\buric acid\b|\burate\b/,
};
const LOW_IRON: FaqAudience = {
  ironDeficiency: true,
  said: /铁蛋白|缺铁|贫血|铁偏低|铁低|\bferritin\b|\biron[- ]deficien\w*|\blow iron\b|\ban(a)?emi\w*/,
};
/** A bone-health reader: osteoporosis or low bone density, 50 or over, or on a bisphosphonate. */
const BONES: FaqAudience = {
  conditions: ['osteoporosis'],
  medicines: ['bisphosphonate'],
  minAge: 50,
  said: /骨质疏松|骨量减少|骨密度|绝经|\bosteopor\w*|\bosteopenia\b|\bbone density\b|\bmenopaus\w*|\bpost-?menopaus\w*/,
};

const CN_DRIS = '中国居民膳食营养素参考摄入量（2023版）';
const CN_GUIDE = '中国居民膳食指南（2022）';
const FDA_FOOD_SAFETY =
  '美国FDA, Food Safety for Older Adults and People with Cancer, Diabetes, HIV/AIDS, Organ Transplants, and Autoimmune Diseases (2020)';
const GARDNER_1996 =
  'Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104';
const NARDIL = 'Nardil (phenelzine) 美国药品说明书 §5 and Table of foods';
const BSG_2021 =
  'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051';
const PAVORD_2020 =
  'Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy. Br J Haematol 2020;188:819–830';
const ODS_IRON =
  '美国国立卫生研究院膳食补充剂办公室（NIH ODS） Iron Fact Sheet for Health Professionals (2024)';
const ACOG_CAFFEINE =
  'ACOG Committee Opinion No. 462 Moderate caffeine consumption during pregnancy (2010, reaffirmed 2020)';
const ACR_GOUT =
  'FitzGerald JD et al. 2020 American College of Rheumatology Guideline for the Management of Gout. Arthritis Care Res 2020;72:744–760';
const CN_GOUT = '中国高尿酸血症与痛风诊疗指南（2019）';

// ——— words ———

const COFFEE =
  /咖啡|美式|拿铁|浓缩|卡布奇诺|\bcoffees?\b|\bamericanos?\b|\blattes?\b|\bespresso\b|\bcappuccino\b/;
/** Coffee said to take calcium from the bones, or to spoil its absorption — not a calcium tablet's timing. */
const BONE_CALCIUM =
  /钙.{0,6}(吸收|流失|带走|跑掉|丢)|(流失|带走|偷走|溶掉).{0,6}钙|骨(头|质|密度|量)|缺钙|\bcalcium (absorption|loss|leach\w*)\b|\b(leach\w*|steal\w*|pull\w*|lose|losing|loss of) (the )?calcium\b|\bbones?\b|\bbone density\b/;
const CALCIUM_PRODUCT =
  /钙片|钙剂|补钙剂|钙尔奇|迪巧|碳酸钙|\bcalcium (tablets?|pills?|supplements?|carbonate|citrate)\b|\btums\b|\bcaltrate\b/;

const IRON_WORD = /补铁|铁|\biron\b|\bferritin\b/;
// Not "how long until it's back" (多久能补上来): that is the course and the recheck, another question.
const SPORTS_DRINK =
  /运动饮料|电解质|宝矿力|佳得乐|脉动|外星人|补液盐|\belectrolytes?\b|\bsports? drinks?\b|\bgatorade\b|\bpowerade\b|\bpedialyte\b|\bors\b/;
const SPORT =
  /打球|踢球|篮球|足球|羽毛球|跑步|健身|锻炼|运动(?!饮料)|比赛|\bsports?\b(?! drinks?)|\bgames?\b|\bplay(ing)?\b|\bgym\b|\brun(ning)?\b|\bworkouts?\b|\bexercis\w*\b|\bfootball\b|\bbasketball\b/;
const FAST =
  /(补|升|提高|涨|恢复|上来)[^，。？?]{0,6}快|(快|尽快|赶紧)[^，。？?]{0,3}(补|升|提高|涨|恢复)|怎么[^，。？?]{0,6}快|最快|\bfast(est)?\b|\bquick(ly|est)?\b/;
const IRON_TABLET_SAID =
  /铁剂|铁片|补铁药|补铁剂|硫酸亚铁|琥珀酸亚铁|富马酸亚铁|多糖铁|力蜚能|速力菲|\biron (tablets?|pills?|supplements?)\b|\bferrous\b|\bferritab\b/;

const APART_FROM_MEALS =
  /错开|隔开|分开|间隔|饭前|饭后|吃饭时|跟饭|和饭|随餐|正餐|\bwith (my )?meals?\b|\bapart from (my )?meals?\b|\baway from (my )?(meals?|food)\b|\bbetween meals\b|\bafter (my )?meals?\b|\bwith food\b/;

const MILK_TEA_OR_COLA =
  /奶茶|可乐(?!果(?!汁))|雪碧|汽水|碳酸饮料|\bmilk ?teas?\b|\bbubble teas?\b|\bboba\b|\bcolas?\b|\bcoke\b|\bpepsi\b|\bsoda\b|\bfizzy drinks?\b/;
const SEVERAL_CUPS =
  /[两二三四2-4]\s*杯|几杯|\b(two|three|four|2|3|4) (cups|coffees|americanos|lattes|mugs)\b/;

const DHA = /dha|鱼油|藻油|\bomega[- ]?3s?\b|\bfish oil\b|\balgal oil\b/;
const CALCIUM_TABLET = /钙片|补钙|钙剂|\bcalcium\b/;
const START_WHEN =
  /什么时候(开始)?|开始(吃|补)|前三个月|头三个月|孕早期|孕中期|孕晚期|等到|再说|现在就|早期就|几周|哪个月|\bwhen (should|do) i start\b|\bstart\w*\b|\bfirst trimester\b|\bsecond trimester\b|\bwait\b|\bhow early\b/;

const EAT_MORE =
  /多吃多少|多吃|吃多少|热量|大卡|千卡|卡路里|饭量|\bcalories?\b|\bkcal\b|\beat more\b|\bhow much more\b|\bextra food\b/;
const SECOND_HALF =
  /孕中期|孕晚期|中期|晚期|(1[4-9]|[23]\d)\s*周|\bsecond trimester\b|\bthird trimester\b|\b(1[4-9]|[23]\d) weeks\b/;

const HB_100_TO_109 = /(血红蛋白|血色素|\bhb\b|\bhgb\b|\bha?emoglobin\b)\D{0,6}(?<![\d.])(10\d)(?!\d|\.\d)/;
const PRENATAL_IRON_ENOUGH =
  /(爱乐维|玛特纳|善存|复合维生素|孕妇维生素|多维|\bprenatals?\b|\belevit\b|\bpregnacare\b|\bmulti ?vitamins?\b)[\s\S]{0,20}(铁)?[\s\S]{0,10}(够|够不够|足够|\benough\b|\bsufficient\b)|(够不够|够吗|\benough\b)[\s\S]{0,20}(爱乐维|玛特纳|复合维生素|\bprenatal\b|\belevit\b)/;
const FERRITIN_SAID = /铁蛋白|\bferritin\b/;

const BABY = /宝宝|宝贝|婴儿|孩子|娃|新生儿|\bbab(y|ies)\b|\binfants?\b|\bnewborns?\b|\bmy (son|daughter)\b/;
const MOOD =
  /情绪|心情|抑郁|焦虑|产后抑郁|低落|\bmood\b|\bdepress\w*\b|\banxi\w*\b|\bbaby blues\b|\bpostpartum depression\b|\bppd\b/;

const BAIJIU = /白酒|二锅头|茅台|五粮液|牛栏山|\bbaijiu\b/;
const DAILY =
  /每天|天天|每晚|每顿|每餐|晚饭|晚餐|一天|习惯|\bevery (day|night|evening)\b|\bdaily\b|\bwith dinner\b|\ba day\b|\bnightly\b/;

/** One sitting: the weekend, a party, with friends (fifty-first clinician review, zh M10). */
const ONE_SITTING =
  /周末|聚会|聚餐|应酬|喝酒局|请客|朋友|一次|一顿|过年|过节|\bweekends?\b|\bparty\b|\bat once\b|\bone sitting\b|\bwith (my )?friends\b/;

const STOP_MEDICINE =
  /停(掉|了|药)?|不吃(药|二甲双胍)|代替|替代|换掉|\bstop\w*\b|\bcome off\b|\breplace\b|\binstead of\b|\bquit\b/;
const GLUCOSE_MEDICINE_SAID =
  /二甲双胍|格华止|降糖药|\bmetformin\b|\bglucophage\b|\bdiabetes (pills?|tablets?|medicines?)\b/;
const FOLK_TEA_OR_FOOD =
  /苦瓜|桑叶|玉米须|秋葵|肉桂|荞麦|茶|\bbitter (melon|gourd)\b|\bkarela\b|\bmulberry\b|\bcinnamon\b|\bokra\b|\btea\b/;

const STRONG_TEA = /浓茶|茶.{0,4}浓|浓的|\bstrong (tea|brew|cuppa)\b|\bstewed tea\b/;
const BIG_CUP =
  /大杯|一大杯|大茶缸|大壶|一壶|保温杯|\bbig (mug|cup|pot)\b|\blarge (mug|cup)\b|\bpint\b|\bflask\b/;

const PASSION_FRUIT = /百香果|西番莲|\bpassion ?fruit\b|\bmaracuja\b/;

const COLD_DISH =
  /凉拌|凉菜|拌菜|拍黄瓜|生菜沙拉|沙拉|生吃蔬菜|生的蔬菜|蔬菜生吃|\bsalads?\b|\braw (veg\w*|salad)\b|\bcold dishes\b/;

const TURMERIC = /姜黄|\bturmeric\b|\bcurcumin\b/;

const PRECONCEPTION =
  /备孕|要孩子|要宝宝|怀孕前|孕前|准备怀孕|打算怀孕|想怀孕|\btrying (to conceive|for a baby)\b|\bttc\b|\bplanning (a |to get )?pregnan\w*|\bbefore (getting )?pregnan\w*/;
const OTHER_SUPPLEMENTS =
  /钙|铁|复合|多维|叶酸|爱乐维|\bcalcium\b|\biron\b|\bmulti ?vitamins?\b|\bprenatals?\b|\bfol(ic|ate)\b/;
const VITAMIN_D = /维生素d|维d|\bvitamin d\d?\b|\bvit ?d\b/;

const CHILLI_SAUCE =
  /老干妈|辣椒酱|辣酱|油辣椒|剁椒|辣椒油|红油|豆瓣酱|\blao ?gan ?ma\b|\bchil+i (crisp|oil|sauce|paste)\b|\bsriracha\b|\bgochujang\b/;

const FERMENTED_SOY =
  /腐乳|豆豉|臭豆腐|豆瓣酱|黄豆酱|酱油|\bfermented (bean curd|tofu|black beans?|soy\w*)\b|\bdouchi\b|\bsoy sauce\b|\bbean paste\b/;
const ASKS_IF_ALLOWED = /能|可以|行不行|呢|吗|离不开|\bcan\b|\bok(ay)?\b|\ballowed\b|\bsafe\b|\bwhat about\b/;
const SOY_SAUCE = /酱油|生抽|老抽|\bsoy sauce\b|\bshoyu\b|\btamari\b/;
const VINEGAR = /醋|\bvinegar\b/;

const CONSTIPATION = /便秘|拉不出|大便干|排便困难|\bconstipat\w*|\bcan'?t poo\b|\bbacked up\b/;
const ON_IRON_SAID = /铁剂|铁片|补铁|硫酸亚铁|琥珀酸亚铁|多糖铁|富马酸亚铁|\biron\b|\bferrous\b/;

const ANIMAL_BLOOD =
  /鸭血|猪血|鸡血|血豆腐|毛血旺|\b(duck|pig|pork|chicken) blood\b|\bblood (tofu|curd|pudding)\b|\bblack pudding\b/;
const HOW_OFTEN = /几次|多久|多少|多常|一周|每周|频率|\bhow (often|much|many)\b|\bper week\b|\ba week\b/;

// Alkaline and soda water are gout-alkaline-water's (rows-everyday.ts), which steps aside for baking soda.
const BAKING_SODA = /小苏打|碳酸氢钠|\bbaking soda\b|\bbicarb\w*\b|\bsodium bicarbonate\b/;
const COCONUT_WATER = /椰子水|椰汁|椰青|\bcoconut water\b/;

const ONE_MEAL =
  /一天(只)?吃一顿|只吃一顿|一日一餐|一天一餐|一顿饭|\bomad\b|\bone meal a day\b|\bonly (eat|have) one meal\b|\beat once a day\b/;
const SKIP_DINNER =
  /不吃晚饭|不吃晚餐|晚饭不吃|晚餐不吃|\bskip(ping)? (my )?(dinner|supper|tea)\b|\bno (dinner|supper)\b/;
const PARENT_PUSHES =
  /(我妈|我爸|爸妈|妈妈|爸爸|家里人|父母|我家人)[^，。？?]{0,6}(逼|非要|非让|硬要|催|让我|叫我|逼着)[^，。？?]{0,4}吃|\bmy (mum|mom|dad|parents?|family) (make|makes|force|forces|keeps? making|won'?t let)\b/;

// ——— computed rows: the amount the person names, worked out ———

/** Baijiu by the 两 (50 ml), at 42–53 % vol: grams of alcohol (× 0.79 g/ml) and UK units (8 g). */
interface BaijiuAmount {
  id: string;
  said: RegExp;
  ml: number;
  zh: string;
  en: string;
}
const BAIJIU_AMOUNTS: readonly BaijiuAmount[] = [
  { id: 'half-liang', said: /半两|\b25 ?ml\b/, ml: 25, zh: '半两', en: 'half a liang (25 ml)' },
  {
    id: 'one-liang',
    said: /(?<![二两三四五六七八九十\d])(一|1)两(?!半)|\b50 ?ml\b/,
    ml: 50,
    zh: '一两',
    en: 'one liang (50 ml)',
  },
  { id: 'one-and-half-liang', said: /一两半|1\.5两|75 ?ml/, ml: 75, zh: '一两半', en: '75 ml' },
  { id: 'two-liang', said: /(?<!\d)(二|2)两|\b100 ?ml\b/, ml: 100, zh: '二两', en: 'two liang (100 ml)' },
  { id: 'three-liang', said: /(?<!\d)(三|3)两|\b150 ?ml\b/, ml: 150, zh: '三两', en: 'three liang (150 ml)' },
  {
    id: 'half-jin',
    said: /半斤|(?<!\d)(五|5)两|\b250 ?ml\b/,
    ml: 250,
    zh: '半斤',
    en: 'half a jin (250 ml)',
  },
];

const round1 = (x: number) => Math.round(x * 10) / 10;

function baijiuRow(a: BaijiuAmount): FaqRow {
  const gLow = Math.round(a.ml * 0.42 * 0.79);
  const gHigh = Math.round(a.ml * 0.53 * 0.79);
  const uLow = round1(gLow / 8);
  const uHigh = round1(gHigh / 8);
  const wLow = Math.round(uLow * 7);
  const wHigh = Math.round(uHigh * 7);
  const over = gHigh > 15;
  const times = wHigh / 14;
  const verdictZh = !over
    ? '**这个量在限量以内：吃华法林可以保持这样少量、稳定地喝，不要突然多喝。**'
    : times >= 1.5
      ? `**有冲突：这个量已经是推荐上限的${times >= 2.5 ? '两倍多' : '一倍半以上'}了，吃华法林时要减下来。**`
      : '**这个量略超过推荐的上限，吃华法林时最好再少一点。**';
  const verdictEn = !over
    ? '**That amount is within the limits: on warfarin you can keep drinking this little, steadily — just don’t suddenly drink more.**'
    : times >= 1.5
      ? `**Yes, it matters: that is ${times >= 2.5 ? 'more than twice' : 'one and a half times or more'} the recommended limit, so on warfarin it should come down.**`
      : '**That is slightly over the recommended limit; on warfarin, a little less is better.**';
  const howZh = over
    ? '减的时候慢慢减、减到每天不超过半两（或不天天喝），并提前告诉抗凝门诊：喝酒量明显变化会让INR变化，医生会安排多测几次INR，必要时调整华法林剂量——不要自己改药量。'
    : '聚会、节日一次喝很多，会让INR突然升高、出血风险增加，要避免；喝酒习惯有变化请告诉抗凝门诊。';
  const howEn = over
    ? 'Cut down gradually — to no more than about 25 ml a day, or not every day — and tell your anticoagulation clinic first: a big change in drinking shifts the INR, so they will check it more often and adjust the warfarin if needed; don’t change the dose yourself.'
    : 'Avoid drinking a lot at one sitting (parties, festivals) — binges can push the INR up suddenly and raise bleeding risk; tell your anticoagulation clinic if your drinking changes.';
  return {
    id: `warfarin-baijiu-daily-${a.id}`,
    when: [BAIJIU, DAILY, a.said],
    for: VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: `${verdictZh} ${a.zh}白酒约${a.ml}毫升，按42–53度算含酒精约${gLow}–${gHigh}克；中国居民膳食指南建议成年人每天酒精不超过15克，英国的标准是每周不超过14个酒精单位（1单位=8克），每天${a.zh}就是每周约${wLow}–${wHigh}个单位。吃华法林时，天天喝得多会让INR忽高忽低：一次喝多会升高、出血风险增加，长期大量喝又可能让INR下降。${howZh}如果牙龈出血、皮下瘀斑变多、黑便或尿色发红，请尽快联系医生。`,
      en: `${verdictEn} ${a.en} of baijiu at 42–53 % is about ${gLow}–${gHigh} g of alcohol; China’s dietary guidelines say no more than 15 g of alcohol a day, and the UK limit is 14 units a week (1 unit = 8 g) — that much every day is about ${wLow}–${wHigh} units a week. On warfarin, heavy daily drinking makes the INR swing: a big night pushes it up and raises bleeding risk, long-term heavy drinking can pull it down. ${howEn} Bleeding gums, more bruising, black stools or red urine — contact your doctor promptly.`,
    },
    source: {
      ref: `${CN_GUIDE}准则四（成年人一天饮酒的酒精量不超过15克）; NHS, Warfarin — common questions (alcohol); Coumadin (warfarin) 美国药品说明书 §7; Holbrook AM et al. Systematic overview of warfarin and its drug and food interactions. Arch Intern Med 2005;165:1095–1106`,
    },
  };
}

/**
 * The same amounts drunk at one sitting (a weekend with friends): "周末跟朋友喝酒，一般半斤白酒，有影响吗？" on warfarin got the
 * general "少量、稳定" text, never the grams — half a jin of 52° baijiu is about 100 g, a binge (fifty-first clinician
 * review, zh M10; NHS: more than 6–8 units in a session).
 */
function baijiuSittingRow(a: BaijiuAmount): FaqRow {
  const gLow = Math.round(a.ml * 0.42 * 0.79);
  const gHigh = Math.round(a.ml * 0.53 * 0.79);
  const uHigh = round1(gHigh / 8);
  const uLow = round1(gLow / 8);
  const binge = gHigh > 48;
  const over = gHigh > 25;
  const verdictZh = binge
    ? `**有影响：${a.zh}白酒一次喝下去，含酒精约${gLow}–${gHigh}克（约${uLow}–${uHigh}个英国酒精单位），已经是一次性大量饮酒（酗酒），差不多是一周的上限一次喝完。** 吃华法林时一次喝这么多，会让INR突然波动——出血或血栓的风险都会增加。`
    : over
      ? `**${a.zh}白酒一次约含酒精${gLow}–${gHigh}克，超过了一次的建议量，吃华法林时最好再少一点。**`
      : `**${a.zh}白酒一次约含酒精${gLow}–${gHigh}克，在一次的建议量以内：吃华法林可以这样偶尔少量喝。**`;
  const verdictEn = binge
    ? `**Yes, it matters: ${a.en} of baijiu at one sitting is about ${gLow}–${gHigh} g of alcohol (about ${uLow}–${uHigh} UK units) — a binge, close to a whole week’s limit at once.** On warfarin that much at one time can swing the INR suddenly, raising the risk of bleeding or of a clot.`
    : over
      ? `**${a.en} of baijiu at one sitting is about ${gLow}–${gHigh} g of alcohol — more than one occasion should be; on warfarin, a little less is better.**`
      : `**${a.en} of baijiu at one sitting is about ${gLow}–${gHigh} g of alcohol, within the limit for one occasion: on warfarin, that little now and then is fine.**`;
  return {
    id: `warfarin-baijiu-sitting-${a.id}`,
    when: [BAIJIU, ONE_SITTING, a.said],
    // "一两杯" is one or two glasses, not one liang (blind answer round 19, zh-067: judged well as a glass or two).
    unless: [DAILY, /[一两二三][两三四]?(杯|口|瓶|盅|小杯)/],
    for: VITAMIN_K_ANTAGONIST_TAKEN_OR_SAID,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: `${verdictZh} 每次最多喝半两到一两（酒精约10–25克），中国居民膳食指南建议成年人一天酒精不超过15克；聚会时先吃东西、慢慢喝、中间喝水。喝酒量有变化请告诉抗凝门诊，他们可能让你多测一次INR；不要自己改华法林的量。喝多以后出现黑便、吐血、严重头痛、牙龈或鼻子出血不止，立即就医。`,
      en: `${verdictEn} Keep to about 25–50 ml (10–25 g of alcohol) on any one occasion — China’s dietary guidelines say no more than 15 g of alcohol a day; eat first, drink slowly and have water in between. Tell your anticoagulation clinic if your drinking changes — they may check your INR more often; do not change the warfarin dose yourself. Black stools, vomiting blood, a severe headache or bleeding that will not stop after drinking need care straight away.`,
    },
    source: {
      ref: `${CN_GUIDE}准则四（成年人一天饮酒的酒精量不超过15克）; NHS, Binge drinking (more than 8 units for men or 6 for women in one session); NHS, Warfarin — common questions (alcohol); Holbrook AM et al. Systematic overview of warfarin and its drug and food interactions. Arch Intern Med 2005;165:1095–1106`,
    },
  };
}

/** Milk portions said: a bag, carton or glass (about 250 ml, about 250 mg calcium). */
interface MilkAmount {
  id: string;
  when?: RegExp;
  unless?: RegExp;
  n: number;
}
/** Milk said as taken — not "不喝牛奶", "no milk". */
const MILK_TAKEN =
  /(?<!不喝|没喝|不爱喝|不能喝|没有|不吃)牛奶|(?<!不喝|没喝|不爱喝|不能喝|没有|不吃|牛)奶(?!酪|茶)|(?<!\bno |\bdon'?t drink |\bwithout |\bnot )\bmilk\b/;
const MILK_AMOUNTS: readonly MilkAmount[] = [
  {
    id: 'one-milk',
    when: /(一|1)\s*(袋|盒|杯|瓶|包)(牛)?奶|\ba (glass|cup|carton|bag) of milk\b|\bone (glass|cup|carton) of milk\b/,
    n: 1,
  },
  {
    id: 'two-milk',
    when: /(两|二|2)\s*(袋|盒|杯|瓶|包)(牛)?奶|\b(two|2) (glasses|cups|cartons|bags) of milk\b/,
    n: 2,
  },
  { id: 'no-milk', unless: MILK_TAKEN, n: 0 },
];
const TABLET_STRENGTHS = [300, 500, 600, 1000, 1200] as const;
/**
 * A vitamin D dose is no calcium tablet: "只吃Ostelin维D 1000 IU，钙要不要另外补" read a 1,000 mg calcium tablet and answered
 * "enough, no more calcium" (blind answer round 58, zh-077, development data).
 */
const NOT_VITAMIN_D_UNIT = '(?!\\s*(?:iu|国际单位|单位|µg|μg|ug|mcg|微克))';
const tabletSaid = (mg: number) =>
  new RegExp(
    `钙(片|剂)?\\D{0,6}(?<!\\d)${mg}(?!\\d)${NOT_VITAMIN_D_UNIT}|(?<!\\d)${mg}${NOT_VITAMIN_D_UNIT}\\s*(mg|毫克)?\\D{0,3}(的)?钙|\\b${mg} ?mg (of )?calcium\\b|\\bcalcium (tablet|pill|supplement)s? (of )?${mg}\\b`,
  );
const ENOUGH_OR_HOW_MUCH = /多少|够|够不够|足够|多了|超了|太多|过量|\bhow much\b|\benough\b|\btoo much\b/;

function calciumRow(m: MilkAmount, mg: number): FaqRow {
  const milk = m.n * 250;
  const low = milk + mg + 300;
  const high = milk + mg + 400;
  const enough = low >= 1000;
  const over = high > 1500;
  const milkZh = m.n === 0 ? '' : `${m.n === 1 ? '一' : '两'}袋（盒）奶约${milk}毫克，`;
  const milkEn =
    m.n === 0
      ? ''
      : `${m.n === 1 ? 'one' : 'two'} glass${m.n === 1 ? '' : 'es'} or carton${m.n === 1 ? '' : 's'} of milk about ${milk} mg, `;
  const verdictZh = over
    ? `**按你说的，一天钙大约${low}–${high}毫克，已经超过需要了：钙片可以减一点，不需要再加。**`
    : enough
      ? `**按你说的，一天钙大约${low}–${high}毫克，够了，不需要再加钙片。**`
      : `**按你说的，一天钙大约${low}–${high}毫克，还差一点：多喝一盒酸奶或吃一块豆腐补上就行，不必加大钙片。**`;
  const verdictEn = over
    ? `**From what you say, your day comes to about ${low}–${high} mg of calcium — more than you need: the tablet could be smaller, and don’t add more.**`
    : enough
      ? `**From what you say, your day comes to about ${low}–${high} mg of calcium — that is enough; no more tablets needed.**`
      : `**From what you say, your day comes to about ${low}–${high} mg of calcium — a little short: add a pot of yoghurt or a piece of tofu rather than a bigger tablet.**`;
  return {
    id: `calcium-day-total-${m.id}-${mg}`,
    when: [/钙|\bcalcium\b/, ENOUGH_OR_HOW_MUCH, tabletSaid(mg), ...(m.when ? [m.when] : [])],
    ...(m.unless ? { unless: [m.unless] } : {}),
    for: BONES,
    // A blood calcium or vitamin D that is low is the doctor's and the plan's treatment, not a sum of the
    // day's calcium (blind answer round 29, zh-039, unsafe: "维生素D 11.8，血钙2.02 … 钙尔奇D600够不够").
    notFor: [HYPERCALCAEMIA, LOW_BLOOD_CALCIUM, LOW_VITAMIN_D_ASKED],
    wholeMessage: true,
    intent: 'how_much_nutrient',
    text: {
      zh: `${verdictZh} 算法：${milkZh}钙片${mg}毫克，其他饭菜（豆腐、绿叶菜、芝麻酱等）一般还有300–400毫克。绝经后女性和骨质疏松的人每天总量1000–1200毫克就够，多了并不更护骨，长期超过2000毫克（可耐受最高量）反而增加肾结石等风险。钙片一次不超过500–600毫克吸收最好，随餐吃；吃阿仑膦酸钠的，钙片和牛奶都要在吃药后至少半小时、最好放到午饭或晚饭。`,
      en: `${verdictEn} The sum: ${milkEn}the ${mg} mg tablet, and the rest of your food (tofu, greens, beans, bread) usually another 300–400 mg. After the menopause or with osteoporosis, 1,000–1,200 mg a day in total is enough; more does not protect bone further, and over 2,000 mg a day (the upper limit) raises the risk of kidney stones. Calcium tablets absorb best at 500–600 mg or less at a time, with a meal; on alendronate, keep calcium and milk at least 30 minutes after the tablet — lunch or dinner is best.`,
    },
    source: {
      ref: `${CN_DRIS}钙（可耐受最高摄入量2000毫克）; 中华医学会骨质疏松和骨矿盐疾病分会. 原发性骨质疏松症诊疗指南（2022）; 中国食物成分表 标准版 第6版（2018）牛奶; NIH ODS Calcium Fact Sheet for Health Professionals (2024); Fosamax (alendronate) 美国药品说明书 §2`,
    },
  };
}

/** A low blood calcium said. */
const LOW_BLOOD_CALCIUM: FaqAudience = {
  said: /血钙[^，。？?]{0,6}(低|偏低|不够|2\.0\d|1\.\d)|\b(blood|serum) calcium\b[^.?!]{0,16}\blow\b|\bcalcium (is|was) (low|[78]\.\d)\b/,
};
/** Vitamin D named by someone whose plan has it low. */
const LOW_VITAMIN_D_ASKED: FaqAudience = {
  all: [{ lowVitaminD: true }, { said: /维生素d|维d|\bvitamin d\b|\bvit d\b|25.?羟|\b25.?oh\b/ }],
};

/**
 * The mild-anaemia answer's two texts: "105" stands for the haemoglobin the person said (the row's text named the round's
 * own 105 for any value from 100 to 109 — the round-57 read-through's audit of row texts holding one person's value).
 */
const MILD_ANAEMIA_PRENATAL = {
  zh: '**血红蛋白105是孕期轻度贫血，孕妇维生素里的铁可能够、也可能不够，看两点：每片含多少铁，和两三周后血红蛋白有没有上来。** 孕期缺铁性贫血的治疗量一般是每天元素铁40–80毫克（英国血液学会2020），先看你那款标签上每片的铁含量。请医生同时查铁蛋白，确认是缺铁。吃了2–3周复查，血红蛋白应该已经开始上升；没上来，医生会另开铁剂或换成静脉补铁——不要自己再买一种含铁产品叠加。吃法：和茶、咖啡、奶、钙片隔开两小时，配点维生素C丰富的水果。平时每周吃两三次红肉或动物血。头晕、心慌、气短加重请尽快就医。',
  en: '**A haemoglobin of 105 is mild anaemia in pregnancy; the iron in a prenatal may or may not be enough — two things decide it: how much iron each tablet holds, and whether your haemoglobin rises over the next two to three weeks.** The usual treatment amount for iron-deficiency anaemia in pregnancy is 40–80 mg elemental iron a day (British Society for Haematology 2020): check your product’s label for iron per tablet. Ask for ferritin to be checked to confirm it is iron deficiency. Recheck after 2–3 weeks — haemoglobin should already be rising; if it isn’t, your team will add an iron tablet or give iron through a drip — don’t add another iron product yourself. Take it 2 hours apart from tea, coffee, milk and calcium, with some vitamin C–rich fruit, and eat red meat or blood tofu two or three times a week. Dizziness, palpitations or worse breathlessness — get seen promptly.',
};
const MILD_ANAEMIA_PRENATAL_PLANT = {
  zh: '**血红蛋白105是孕期轻度贫血，孕妇维生素里的铁可能够、也可能不够，看两点：每片含多少铁，和两三周后血红蛋白有没有上来。** 孕期缺铁性贫血的治疗量一般是每天元素铁40–80毫克（英国血液学会2020），先看你那款标签上每片的铁含量。请医生同时查铁蛋白，确认是缺铁。吃了2–3周复查，血红蛋白应该已经开始上升；没上来，医生会另开铁剂或换成静脉补铁——不要自己再买一种含铁产品叠加。吃法：和茶、咖啡、奶、钙片隔开两小时，配点维生素C丰富的水果。平时多吃豆腐、豆类、全谷物，同餐配维生素C丰富的蔬果。头晕、心慌、气短加重请尽快就医。',
  en: '**A haemoglobin of 105 is mild anaemia in pregnancy; the iron in a prenatal may or may not be enough — two things decide it: how much iron each tablet holds, and whether your haemoglobin rises over the next two to three weeks.** The usual treatment amount for iron-deficiency anaemia in pregnancy is 40–80 mg elemental iron a day (British Society for Haematology 2020): check your product’s label for iron per tablet. Ask for ferritin to be checked to confirm it is iron deficiency. Recheck after 2–3 weeks — haemoglobin should already be rising; if it isn’t, your team will add an iron tablet or give iron through a drip — don’t add another iron product yourself. Take it 2 hours apart from tea, coffee, milk and calcium, with some vitamin C–rich fruit, and eat tofu, beans and wholegrains with vitamin C–rich vegetables. Dizziness, palpitations or worse breathlessness — get seen promptly.',
};

export const ROUND21_ZHPART_FAQ: readonly FaqRow[] = [
  // The amounts first: a milk and tablet said make the sum, before the general calcium rows.
  ...MILK_AMOUNTS.flatMap((m) => TABLET_STRENGTHS.map((mg) => calciumRow(m, mg))),
  ...BAIJIU_AMOUNTS.map(baijiuRow),
  ...BAIJIU_AMOUNTS.map(baijiuSittingRow),
  {
    // Round 21 zh-003: "每天三杯美式会不会影响钙吸收…咖啡会把骨头里的钙“带走”" — framed around calcium
    // tablets she does not take; whether three cups are fine and how to offset was not said.
    id: 'coffee-bones-calcium',
    when: [COFFEE, BONE_CALCIUM],
    unless: [CALCIUM_PRODUCT],
    notFor: [PREGNANT, ON_BISPHOSPHONATE],
    intent: 'food_sources',
    text: {
      zh: '**一半真：咖啡因会让尿里多排一点钙，但量很小，每天三杯美式对骨头影响不大，钙吃够就能抵消。** 大约每100毫克咖啡因多排出5–6毫克钙，一杯美式（单份到双份浓缩）咖啡因约60–150毫克，三杯多排十几毫克钙——一两勺牛奶就补回来了。研究里咖啡和骨折的关系，主要出现在喝得很多（每天四杯以上）又钙吃得少的人身上。健康成年人每天咖啡因不超过400毫克，三杯美式一般在范围内，大杯、加浓的要算一算。抵消的办法：每天300–500克奶或酸奶（或把其中一杯换成拿铁），加上豆腐、绿叶菜，钙就够800毫克；维生素D够、常运动，比少喝咖啡更护骨。',
      en: '**Half true: caffeine makes you lose a little more calcium in urine, but the amount is small — three americanos a day barely matter to your bones if you get enough calcium.** Each 100 mg of caffeine costs about 5–6 mg of calcium; an americano (one or two espresso shots) has roughly 60–150 mg caffeine, so three cups lose a dozen or so milligrams — a splash or two of milk puts it back. In studies, coffee is linked with fractures mainly in people who drink a lot (four or more cups a day) and eat little calcium. For healthy adults, up to 400 mg caffeine a day is fine; three americanos are usually within it, but count large or extra-shot ones. To offset it: 2–3 servings of milk or yoghurt a day (or make one of the coffees a latte), plus tofu and greens, covers your calcium; enough vitamin D and regular exercise protect bone more than cutting coffee.',
    },
    source: {
      ref: 'Heaney RP. Effects of caffeine on bone and the calcium economy. Food Chem Toxicol 2002;40:1263–1270; Hallström H et al. Coffee consumption and risk of fracture in the Swedish Mammography Cohort. BMJ 2013;346:f2997（凭记忆）; EFSA NDA Panel, Scientific Opinion on the safety of caffeine (2015); 中国居民膳食营养素参考摄入量（2023版）钙',
    },
  },
  {
    // Round 21 zh-018: "吃全素两年了，体检ferritin 18…素食怎么补铁比较快" — food advice only; the quick
    // route (an iron tablet the doctor sets) was not said.
    id: 'low-ferritin-quick-route',
    when: [IRON_WORD, FAST],
    // A food named beside it (liver, animal blood, red dates) is the food rows' question, in its own part.
    unless: [
      /铁锅|\bcast iron\b|肝|鸭血|猪血|红枣|红糖|阿胶|桂圆|菠菜|木耳|\bliver\b|\bblood (tofu|pudding)\b|\bspinach\b/,
    ],
    for: LOW_IRON,
    notFor: [...IRON_NOT_WANTED, PREGNANT, MINOR, KIDNEY],
    intent: 'food_sources',
    text: {
      zh: '**铁蛋白已经偏低，最快的办法是口服铁剂，饮食只能慢慢补、也防止再掉。** 请让医生开铁剂、定剂量：通常每天或隔天吃一次，隔天吃的吸收率更高、胃肠反应更少；一般吃2–3个月后复查铁蛋白，补正常后再吃一段时间把储备补满。吃法：空腹或随少量食物，配一杯橙汁或维生素C丰富的水果，和茶、咖啡、奶、钙片隔开2小时。饮食同时跟上：豆腐、豆干、豆类、全谷物、芝麻酱，每餐配青椒、西兰花、番茄、猕猴桃这类维生素C丰富的蔬果。吃全素的人也请医生一起查一下维生素B12。月经量多、乏力气短或大便发黑，请告诉医生查原因。',
      en: '**With ferritin already low, the quick route is an iron tablet; food alone restores iron slowly and mainly keeps it from falling again.** Ask your doctor to prescribe one and set the dose: usually once a day or on alternate days (alternate days are absorbed better, with fewer stomach effects); ferritin is usually rechecked after 2–3 months, and the tablets continue a while after it is normal to refill the stores. Take it on an empty stomach or with a little food, with orange juice or vitamin C–rich fruit, 2 hours apart from tea, coffee, milk and calcium. Eat for iron at the same time: tofu, beans and lentils, wholegrains, tahini, with vitamin C–rich vegetables or fruit at each meal. On a vegan diet, ask for vitamin B12 to be checked too. Heavy periods, tiredness or breathlessness, or black stools — tell your doctor so the cause is found.',
    },
    source: {
      ref: `${BSG_2021}; Stoffel NU et al. Iron absorption from oral iron supplements given on consecutive versus alternate days. Lancet Haematol 2017;4:e524–e533; ${ODS_IRON}; ${CN_DRIS}铁`,
    },
  },
  {
    // Round 21 zh-019: "那我每天下午那杯燕麦奶latte要不要跟吃饭时间错开" (low ferritin, vegan) — answered as
    // if she took iron tablets; the question is her meals.
    id: 'coffee-with-meals-low-iron',
    // Tea with meals is tea-with-meals-iron's (rows-round20-enbad.ts); an iron supplement named, the
    // iron-and-coffee spacing rows'.
    when: [COFFEE, APART_FROM_MEALS],
    unless: [IRON_TABLET_SAID, /补铁|孕|怀孕|\bpregnan\w*|锂|\blithium\b/],
    for: {
      ...LOW_IRON,
      plantBased: true,
      said: new RegExp(`${LOW_IRON.said!.source}|${PLANT_BASED.said!.source}`),
    },
    notFor: IRON_NOT_WANTED,
    intent: 'food_sources',
    text: {
      zh: '**要错开：咖啡和茶跟正餐一起喝，会让那一餐的铁少吸收一大半，隔开1–2小时就不影响。** 下午两餐之间那杯拿铁，只要离午饭、晚饭各有一两个小时，就已经是错开的，照常喝。燕麦奶本身不妨碍吸铁，但很多燕麦奶加了钙，钙也会减少同一餐的铁吸收——所以同样放在两餐之间。吃素的铁主要来自豆类、豆腐、全谷物，吃饭时配维生素C丰富的蔬果（青椒、西兰花、番茄、橙子），饭时喝白水或橙汁，不喝茶和咖啡。',
      en: '**Yes, keep it apart: coffee or tea with a meal can cut the iron absorbed from that meal by more than half; 1–2 hours apart, it doesn’t matter.** An afternoon latte between meals, an hour or two from lunch and dinner, is already apart — keep it. Oat milk itself doesn’t block iron, but many oat milks are calcium-fortified, and calcium also cuts iron absorption at the same meal — another reason to keep it between meals. Plant iron comes from beans, tofu and wholegrains: have vitamin C–rich vegetables or fruit (peppers, broccoli, tomato, orange) with them, and water or orange juice with meals rather than tea or coffee.',
    },
    source: {
      ref: `Morck TA et al. Inhibition of food iron absorption by coffee. Am J Clin Nutr 1983;37:416–420; Hurrell RF et al. Inhibition of non-haem iron absorption in man by polyphenolic-containing beverages. Br J Nutr 1999;81:289–295; ${ODS_IRON}`,
    },
  },
  {
    // Round 21 zh-027: "那奶茶和可乐呢，实在馋" (pregnant, after coffee) — stock 200 mg text; no amounts,
    // sugar, or how to fit them in.
    id: 'pregnancy-milk-tea-cola',
    when: [MILK_TEA_OR_COLA],
    // A diet or zero-sugar drink is the sweetener row's question (rows-standard-pregnancy.ts).
    unless: [
      SEVERAL_CUPS,
      /妊娠糖尿病|糖耐|\bgestational diabetes\b|\bgdm\b/,
      /无糖|零度|零糖|代糖|甜味剂|阿斯巴甜|\bdiet\b|\bzero\b|\blight\b|\bsweeteners?\b|\baspartame\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以偶尔喝，但要算咖啡因、也要算糖：喝了奶茶或可乐的那天，咖啡就少喝或不喝。** 孕期每天咖啡因不超过200毫克。一罐可乐（330毫升）约30–40毫克；一杯奶茶看茶底和杯型，从几十到一百多毫克不等，浓茶底的大杯可能更多——和一杯拿铁加在一起就容易超。糖是另一个问题：一罐可乐约35克糖，一杯全糖奶茶可能有四五十克，每天添加糖最好不超过25克，孕中期还要做糖耐量检查。实在馋：选小杯、少糖或无糖、去掉珍珠；或选不含茶的鲜奶、果茶；可乐换零度（无糖）的或小罐，一周一两次。',
      en: '**Now and then is fine, but count the caffeine and the sugar: on a day with milk tea or cola, have less coffee or none.** The pregnancy limit is 200 mg of caffeine a day. A 330 ml can of cola has about 30–40 mg; a milk tea ranges from a few tens to over 100 mg depending on the tea base and size, more for a large strong one — together with a latte it can easily go over. Sugar is the other issue: a can of cola has about 35 g and a full-sugar milk tea 40–50 g, while added sugar is best kept under 25 g a day, and the glucose test comes mid-pregnancy. When the craving wins: a small size, less or no sugar, no pearls, or a tea-free milk or fruit drink; for cola, a zero-sugar or mini can, once or twice a week.',
    },
    source: {
      ref: `${ACOG_CAFFEINE}; EFSA NDA Panel, Scientific Opinion on the safety of caffeine (2015); USDA FoodData Central（可乐咖啡因、糖）; ${CN_GUIDE}孕期妇女膳食指南（添加糖每天不超过50克，最好25克以下）`,
    },
  },
  {
    // Round 21 zh-030: "前三个月就要开始吃DHA和钙片了吗，还是等孕中期再说" — generic block; the timing not
    // answered.
    id: 'pregnancy-dha-calcium-when-to-start',
    when: [DHA, CALCIUM_TABLET, START_WHEN],
    for: PREGNANT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**都不用等到某个孕周，要看你吃得够不够：吃得够就不用补，不够现在开始也可以。** DHA：孕期每天约200毫克，每周吃两三次鱼（三文鱼、鲈鱼、带鱼等，其中一次油多的鱼）就够；不常吃鱼的，现在就可以每天一粒含DHA约200毫克的鱼油或藻油。钙：孕期每天800毫克，孕早期需要量和孕前一样；每天300–500克奶加豆制品、绿叶菜，一般够，不用钙片；喝奶少的，现在开始补上差的那部分（每天一两百到五百毫克），孕中晚期奶量要跟上。孕早期更要紧的是每天400微克叶酸和加碘盐。钙片和铁剂（或含铁的孕妇维生素）隔开两小时吃。',
      en: '**Neither needs to wait for a particular week — it depends on what you eat: if your diet covers it, no supplement; if not, starting now is fine.** DHA: about 200 mg a day in pregnancy — fish two or three times a week (salmon, sea bass, mackerel and the like, one of them oily) covers it; if you rarely eat fish, a fish-oil or algal-oil capsule with about 200 mg DHA a day can start now. Calcium: the need in early pregnancy is the same as before; 2–3 servings of milk or yoghurt plus tofu and greens usually cover it without tablets; if you have little dairy, make up the gap now (a supplement of a few hundred mg a day), and keep dairy up in the second half. What matters most in the first trimester is 400 µg folic acid a day and iodised salt. Take calcium 2 hours apart from iron or an iron-containing prenatal.',
    },
    source: {
      ref: `${CN_DRIS}孕妇钙、DHA; ${CN_GUIDE}孕期妇女膳食指南; Middleton P et al. Omega-3 fatty acid addition during pregnancy. Cochrane Database Syst Rev 2018;11:CD003402; WHO recommendation: calcium supplementation during pregnancy (2018)`,
    },
  },
  {
    // Round 21 zh-033: "孕中期每天要多吃多少？怕吃多了娃太大不好生" — led with the first trimester.
    id: 'pregnancy-second-half-how-much-more',
    when: [EAT_MORE, SECOND_HALF],
    // Doubled rice and lots of fruit are pregnancy-extra-food-staple-fruit's question.
    unless: [
      /减肥|减重|节食|\blose weight\b/,
      /水果|榴莲|荔枝|芒果|两碗|两大碗|翻倍|双份|\bfruits?\b|\bdurian\b|\bdouble\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕中期每天只比孕前多约250千卡，孕晚期多约400千卡——大约是一杯牛奶加一个鸡蛋，或再加一小份鱼肉，不是多两碗饭。** 多出来的部分放在奶、鱼禽蛋瘦肉和蔬菜上，主食不用翻倍，甜饮料、甜点少吃。体重看趋势：孕前体重正常的人，孕中期起每周长约0.3–0.5公斤（整个孕期8–14公斤）；孕前偏胖的，每周要更少。宝宝会不会太大，主要看孕期长得是否过快和血糖：孕24–28周的糖耐量检查按时做。每次产检称体重，连续几周长得超过每周0.5公斤，请和产科医生商量；孕期也不要节食。',
      en: '**In the second trimester you need only about 340 extra kcal a day, and about 450 in the third (ACOG) — roughly a glass of milk with a piece of fruit and a slice of wholegrain toast, not a second plate.** Put the extra into dairy, fish, eggs, lean meat, beans and vegetables rather than doubling rice or bread; go easy on sweet drinks and desserts. Watch the trend: from a normal pre-pregnancy weight, about 0.35–0.5 kg (1 lb) a week from the second trimester, 11.5–16 kg in all (IOM 2009); less if you started heavier. Whether the baby grows too big depends mostly on gaining too fast and on blood sugar — have the glucose test at 24–28 weeks. Your weight is checked at visits; if you gain more than about 0.5 kg a week for several weeks, talk to your midwife or obstetrician — and do not diet in pregnancy.',
    },
    source: {
      ref: `${CN_DRIS}能量（孕中期+250千卡、孕晚期+400千卡）; WS/T 801-2022 妊娠期妇女体重增长推荐值标准; ACOG, Nutrition During Pregnancy (FAQ001); IOM, Weight Gain During Pregnancy: Reexamining the Guidelines (2009); ${CN_GUIDE}孕期妇女膳食指南`,
    },
  },
  {
    // Round 21 zh-034: "产检血红蛋白105，医生说有点贫血，爱乐维里面的铁够不够用" — lab reading only; whether
    // the prenatal's iron is enough was not answered.
    id: 'pregnancy-mild-anaemia-prenatal-enough',
    when: [HB_100_TO_109, PRENATAL_IRON_ENOUGH],
    unless: [FERRITIN_SAID],
    for: PREGNANT,
    notFor: IRON_NOT_WANTED,
    beforeLabs: true,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: MILD_ANAEMIA_PRENATAL,
    ifPlantBased: MILD_ANAEMIA_PRENATAL_PLANT,
    compose: (said, zh) => {
      const hb = HB_100_TO_109.exec(said.text.toLowerCase())?.[2];
      if (!hb) return null;
      const base = said.plantBased ? MILD_ANAEMIA_PRENATAL_PLANT : MILD_ANAEMIA_PRENATAL;
      return pickZh(base, zh).replaceAll('105', hb);
    },
    prescribedDoses: { iron: 80 },
    source: { ref: `${PAVORD_2020}; ${CN_GUIDE}孕期妇女膳食指南` },
  },
  {
    // Round 21 zh-038: "我在吃舍取林，还在喂奶，吃鱼油对宝宝和我的情绪有帮助吗" — the baby's DHA only; her
    // mood beside sertraline was passed over.
    id: 'fish-oil-mood-perinatal',
    // Mood alone is fish-oil-mood's (rows-medicines), the baby alone breastfed-baby-dha's: this is both.
    when: [DHA, MOOD, BABY],
    for: PERINATAL,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**对宝宝：你吃鱼或鱼油，母乳里的DHA会多一些，纯母乳喂养的宝宝不用另外补DHA；对你的情绪：鱼油帮助很有限，不能代替舍曲林或心理治疗。** 研究结果不一致：一些研究提示以EPA为主的鱼油作为辅助可能有小的帮助，但对预防或治疗产后抑郁，大型研究（每天800毫克DHA的DOMInO研究）没有看到效果。哺乳期每天约200毫克DHA（每周两三次鱼，或一粒鱼油、藻油）对你和宝宝都好，和舍曲林一起吃也没问题；想用大剂量鱼油帮助情绪，先和医生商量。抗抑郁药的剂量请交给医生定；情绪变差或有伤害自己的念头，请马上联系医生。',
      en: '**For the baby: fish or fish oil raises the DHA in your milk, and an exclusively breastfed baby needs no DHA of its own; for your mood: fish oil helps little and cannot replace sertraline or talking therapy.** Studies are mixed: some suggest EPA-rich fish oil may help a little alongside treatment, but for preventing or treating postnatal depression a large trial (DOMInO, 800 mg DHA a day) found no effect. About 200 mg DHA a day while breastfeeding (fish two or three times a week, or one fish-oil or algal-oil capsule) is good for you and the baby and fine with sertraline; ask your doctor before high doses for mood. Leave any change to the antidepressant to your doctor; if your mood worsens or you have thoughts of harming yourself, contact your doctor straight away.',
    },
    source: {
      ref: 'Makrides M et al. Effect of DHA supplementation during pregnancy on maternal depression and neurodevelopment of young children (DOMInO). JAMA 2010;304:1675–1683; Guu TW et al. International Society for Nutritional Psychiatry Research practice guidelines for omega-3 fatty acids in the treatment of major depressive disorder. Psychother Psychosom 2019;88:263–273; Hsu MC et al. Omega-3 polyunsaturated fatty acid supplementation in prevention and treatment of maternal depression: a meta-analysis. J Affect Disord 2018;238:47–61; NLM LactMed, Fish oil (2024); 中国居民膳食营养素参考摄入量（2023版）乳母DHA 200毫克',
    },
  },
  {
    // The same question from someone with a low already recorded on insulin: stopping is still the
    // prescriber's, and the low comes first (the folk-foods-already-low row's point), without its food list.
    id: 'folk-tea-stop-metformin-with-lows',
    when: [FOLK_TEA_OR_FOOD, STOP_MEDICINE, GLUCOSE_MEDICINE_SAID],
    for: { all: [{ medicines: ['insulin', 'sulfonylurea'] }, { lowGlucose: true, said: LOW_GLUCOSE_SAID }] },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**不要自己停二甲双胍，也不要靠苦瓜、桑叶茶来调药：它们没有能代替药的证据。** 你的化验里已经有低于3.9 mmol/L的低血糖，现在要解决的是低血糖：二甲双胍本身很少引起低血糖，低血糖多半和胰岛素的量有关。请这几天就联系开药的医生，由医生决定调整哪一种药、调多少。在这之前三餐按时吃、不省餐，多测几次血糖；心慌、手抖、出汗或血糖低于3.9时，马上吃15克快速升糖的东西（半杯果汁或3–4块葡萄糖片），15分钟后再测。',
      en: '**Do not stop metformin yourself, and do not use bitter melon or mulberry tea to adjust your medicines — there is no evidence they can replace them.** Your results already show a low below 3.9 mmol/L, and that is what needs sorting: metformin alone rarely causes lows; they usually come from the insulin dose. Contact your prescriber in the next few days — they decide which medicine to change and by how much. Until then, eat regular meals without skipping, and check your glucose more often; if you feel shaky, sweaty or your reading is under 3.9, take 15 g of fast sugar (half a glass of juice or 3–4 glucose tablets) and recheck in 15 minutes.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §6, §9; 中国2型糖尿病防治指南（2020年版）低血糖',
    },
  },
  {
    // Round 21 zh-076: "苦瓜片加桑叶茶降糖效果好，喝这个能不能把二甲双胍停了" — the stopping question was not
    // answered directly; unrelated starchy foods were listed.
    id: 'folk-tea-stop-metformin',
    when: [FOLK_TEA_OR_FOOD, STOP_MEDICINE, GLUCOSE_MEDICINE_SAID],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**不能停。苦瓜、桑叶茶没有能代替二甲双胍的证据，药一旦不吃，血糖会慢慢升高，而且往往几个月后查糖化血红蛋白才发现。** 苦瓜、桑叶的研究都是小样本、短时间，降糖效果很弱、产品含量也不一致；当普通蔬菜和茶喝可以，不要当药。要不要减药、换药，由开药的医生根据糖化血红蛋白和血糖记录决定。',
      en: '**No — don’t stop it. There is no evidence that bitter melon or mulberry-leaf tea can replace metformin; stopping it on your own lets your glucose creep up, often unnoticed until the next HbA1c months later.** The studies on bitter melon and mulberry leaf are small and short, the effect is weak and products vary; have them as an ordinary vegetable and tea, not as medicine. Whether to reduce or change your medicines is for your prescriber to decide from your HbA1c and glucose records.',
    },
    source: {
      ref: 'American Diabetes Association, Standards of Care in Diabetes—2025 §5, §9; NCCIH, Bitter melon; 中国2型糖尿病防治指南（2020年版）',
    },
  },
  {
    // Round 21 zh-081: "我习惯早上泡一大杯浓茶，浓的也行？" (heart failure, digoxin) — the general coffee/tea
    // answer; the big strong cup was not addressed.
    id: 'hf-big-strong-tea',
    keepsToFluidLimit: true,
    when: [STRONG_TEA, BIG_CUP],
    for: HEART_FAILURE,
    intent: 'medicine_question',
    text: {
      zh: '**一杯浓茶可以，但“一大杯”要注意两点：水量要算进限水，浓度最好淡一点、杯子小一点。** 一个大茶杯或保温杯常有400–500毫升，医生让限水（常见每天1.5–2升）的话，这一杯就占了四分之一左右，汤、粥、牛奶也要算。一大杯浓茶的咖啡因可能有100–200毫克，一天总量在200–300毫克以内一般没问题，但下午以后不要再喝浓茶、咖啡。建议换成约250毫升的杯子，或第二泡起再喝、泡淡一些。喝完明显心慌、心跳乱，告诉医生；茶和地高辛没有需要担心的相互作用，不用特意错开。',
      en: '**A cup of strong tea is fine, but a big mug needs two things watched: it counts towards your fluid limit, and weaker and smaller is better.** A large mug or flask often holds 400–500 ml; with a fluid limit (commonly 1.5–2 litres a day) that one drink is about a quarter of it — soup, congee and milk count too. A big mug of strong tea can have 100–200 mg of caffeine; up to about 200–300 mg a day is generally fine, but no strong tea or coffee from the afternoon. Switch to a 250 ml cup, or brew it weaker. If it brings on palpitations or an irregular heartbeat, tell your doctor; tea has no interaction with digoxin to worry about, so no need to space them.',
    },
    source: {
      ref: 'McDonagh TA et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure. Eur Heart J 2021;42:3599–3726; Zuchinali P et al. Effect of caffeine on ventricular arrhythmia in heart failure. JAMA Intern Med 2016;176:1752–1759; USDA FoodData Central（茶的咖啡因）',
    },
  },
  {
    // Round 21 zh-085: "那橙子橘子呢，还有百香果" (tacrolimus, after grapefruit) — passion fruit not answered.
    id: 'tacrolimus-passion-fruit',
    when: [PASSION_FRUIT],
    for: ON_TACROLIMUS,
    intent: 'medicine_question',
    text: {
      zh: '**百香果可以吃：它不是柚类，没有发现它像西柚那样升高他克莫司浓度；普通甜橙、橘子、砂糖橘也可以。** 要避开的是西柚（葡萄柚）、柚子、酸橙（塞维利亚橙）、青柠和杨桃，以及含这些的混合果汁——买果汁、果茶看配料表。百香果、橙子都含钾（一个百香果约六七十毫克，一个橙子约两百多毫克）：血钾偏高或医生让限钾时，每天水果一两份，橙汁先不喝；血钾正常就不用特别限制。水果洗干净再吃。',
      en: '**Passion fruit is fine: it is not a grapefruit-type citrus and is not known to raise tacrolimus levels the way grapefruit does; ordinary sweet oranges and mandarins are fine too.** Avoid grapefruit, pomelo, Seville (bitter) orange, lime and star fruit, and mixed juices containing them — check the label of juices and fruit teas. Passion fruit and oranges contain potassium (a passion fruit about 60–70 mg, an orange about 200+ mg): if your potassium runs high or you have been told to limit it, keep to one or two portions of fruit a day and skip orange juice; with normal potassium there’s no special limit. Wash fruit before eating.',
    },
    source: {
      ref: 'Bailey DG, Dresser G, Arnold JMO. Grapefruit–medication interactions: forbidden fruit or avoidable consequences? CMAJ 2013;185:309–316; Prograf (tacrolimus) 美国药品说明书 §7; USDA FoodData Central（百香果、橙子的钾）',
    },
  },
  {
    // Round 21 zh-089: "移植后还能吃生的吗，像凉拌菜、生蚝、溏心蛋这种" — cold-dressed dishes not answered.
    id: 'transplant-cold-dishes-raw-foods',
    when: [COLD_DISH],
    for: IMMUNOSUPPRESSED,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**凉拌菜自己在家做可以吃：蔬菜流水彻底洗净，生熟刀板分开，现做现吃；外面买的凉菜、放了很久的不要吃。生蚝和溏心蛋不要吃。** 吃免疫抑制剂的人，生的或没熟透的东西更容易引起严重感染：生蚝、生鱼片、醉虾醉蟹等生的海鲜，溏心蛋、生鸡蛋，没熟透的肉，生豆芽（芽菜要炒熟），没巴氏消毒的奶。凉拌菜里的木耳、海带、豆芽、肉要先煮熟再拌；拌菜用的肉、皮蛋、凉皮是现买现吃的熟食也要新鲜。吃后发烧、腹泻、全身酸痛，尽快联系移植医生。',
      en: '**Cold-dressed dishes made at home are fine: wash vegetables thoroughly under running water, keep raw and cooked boards apart, and eat them freshly made — not bought ready-made cold dishes or ones left standing. No raw oysters or runny eggs.** On immunosuppressants, raw or undercooked foods are more likely to cause a serious infection: raw oysters, sashimi and other raw seafood, runny or raw eggs, undercooked meat, raw sprouts (cook bean sprouts), and unpasteurised milk. Cook wood-ear mushrooms, kelp, sprouts and meat before dressing them cold. Fever, diarrhoea or aching all over after eating — contact your transplant team promptly.',
    },
    source: {
      ref: `${FDA_FOOD_SAFETY}; US CDC, Vibrio and raw oysters; KDIGO Clinical Practice Guideline for the Care of Kidney Transplant Recipients (2009) §13（感染预防）`,
    },
  },
  {
    // Round 21 zh-098: "鱼油和姜黄素呢，能跟我的药一起吃吗" (methotrexate) — the fish oil got "not in our rule
    // base".
    id: 'methotrexate-fish-oil-and-turmeric',
    // Fish oil alone is rheumatoid-fish-oil's (rows-medicines.ts), which steps aside when turmeric is asked.
    when: [/鱼油|\bfish ?oil\b|\bomega[- ]?3s?\b/, TURMERIC],
    // Whether it helps the joints is the rheumatoid rows' question (rows-medicines.ts).
    unless: [
      /要不要吃|有用|管用|效果|有没有用|几粒|多少|关节|类风湿|\bhelps?\b|\bwork\b|\bhow much\b|\bjoints?\b|\brheumatoid\b|\barthritis\b/,
    ],
    for: ON_METHOTREXATE,
    intent: 'herbal_remedy',
    text: {
      zh: '**鱼油可以和甲氨蝶呤一起吃，没有已知的相互作用。** 类风湿关节炎的试验里，每天较大量的鱼油（EPA+DHA约3克）能稍微减轻关节痛和晨僵、减少止痛药的用量，但不能代替甲氨蝶呤；一般量（每天1–2粒）对关节的作用很小。大剂量鱼油和布洛芬等止痛药、抗凝药一起，可能让出血倾向增加，想吃大剂量先问风湿科医生。姜黄/姜黄素补充剂则不建议：它和甲氨蝶呤都可能伤肝，做菜用的姜黄粉可以。',
      en: '**Fish oil can be taken with methotrexate — there is no known interaction.** In rheumatoid arthritis trials, larger amounts (about 3 g EPA+DHA a day) slightly eased joint pain and morning stiffness and reduced painkiller use, but it does not replace methotrexate; ordinary amounts (1–2 capsules a day) do little for the joints. High-dose fish oil with ibuprofen-type painkillers or blood thinners may add to bleeding, so ask your rheumatologist before taking a high dose. Turmeric or curcumin supplements are a different matter — not advised, as both can strain the liver; turmeric in cooking is fine.',
    },
    source: {
      ref: 'Proudman SM et al. Fish oil in recent onset rheumatoid arthritis: a randomised, double-blind controlled trial within algorithm-based drug use. Ann Rheum Dis 2015;74:89–95; Lee YH et al. Omega-3 polyunsaturated fatty acids and the treatment of rheumatoid arthritis: a meta-analysis. Arch Med Res 2012;43:356–362; LiverTox (NIDDK), Turmeric; BSR 2017 guideline for DMARD therapy',
    },
  },
  {
    // Round 21 zh-102: "备孕要不要补维生素D，我基本天天窝在办公室晒不到太阳" (valproate) — vitamin D only
    // indirectly; the valproate and folate warnings stay.
    id: 'preconception-vitamin-d-valproate',
    when: [PRECONCEPTION, VITAMIN_D],
    // Vitamin D among several supplements is valproate-preconception-supplements' question.
    unless: [OTHER_SUPPLEMENTS],
    for: ON_VALPROATE,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    prescribedDoses: { folate: 5000 },
    text: {
      zh: '**要：很少晒太阳的人备孕和孕期每天补维生素D 400国际单位（10微克）比较稳妥，和丙戊酸钠一起吃没有问题。** 选含维生素D的备孕复合维生素或单独的维生素D都行，不需要大剂量，每天不超过2000国际单位；想知道缺多少，可以查血25-羟维生素D。长期吃丙戊酸钠可能影响骨密度，维生素D和钙吃够有好处。但备孕最要紧的两件事：①现在就告诉开丙戊酸钠的医生你准备怀孕，它孕期致畸风险高，医生通常在怀孕前评估换药，千万不要自己停药；②叶酸吃医生开的大剂量（通常每天5毫克，怀孕前就开始）。',
      en: '**Yes: with little sun, 400 IU (10 µg) of vitamin D a day before and during pregnancy is sensible, and it is fine with valproate.** A preconception multivitamin with vitamin D or vitamin D on its own both work; no high doses — no more than 2,000 IU a day; a 25-hydroxy vitamin D blood test shows whether you are low. Long-term valproate can affect bone density, so enough vitamin D and calcium help. But the two things that matter most: tell the doctor who prescribes valproate now that you plan to get pregnant — it carries a high risk to the baby and the doctor usually reviews it before pregnancy; never stop it yourself — and take the high-dose folic acid your doctor prescribes (usually 5 mg a day, started before pregnancy).',
    },
    source: {
      ref: `${CN_DRIS}维生素D（RNI 10微克，UL 50微克）; NICE PH56 Vitamin D (2014, updated 2017); MHRA Drug Safety Update: valproate pregnancy prevention programme (2018, updated 2024); NICE NG217 Epilepsies (2022) §1.13`,
    },
  },
  {
    // The same question from anyone planning a pregnancy (not on valproate).
    id: 'preconception-vitamin-d',
    when: [PRECONCEPTION, VITAMIN_D],
    unless: [OTHER_SUPPLEMENTS],
    notFor: [ON_VALPROATE, HYPERCALCAEMIA],
    intent: 'pregnancy_lactation',
    text: {
      zh: '**要：很少晒太阳的人，备孕和孕期每天补维生素D 400国际单位（10微克）比较稳妥。** 选含维生素D的备孕复合维生素，或单独吃维生素D都可以，不需要大剂量，每天不超过2000国际单位；想知道缺不缺，可以查血25-羟维生素D，明显缺乏时剂量由医生定。备孕同时要做的：每天400微克叶酸（至少孕前3个月开始）、吃加碘盐。饮食上每周吃两三次鱼、每天有奶和蛋；天气好时每天露出手臂晒10–20分钟太阳也有帮助。',
      en: '**Yes: with little sun, 400 IU (10 µg) of vitamin D a day before and during pregnancy is sensible.** A preconception multivitamin with vitamin D, or vitamin D on its own, both work; no high doses — no more than 2,000 IU a day; a 25-hydroxy vitamin D blood test shows whether you are low, and a clear deficiency is dosed by a doctor. Alongside it: 400 µg folic acid a day (from at least 3 months before) and iodised salt. Eat fish two or three times a week and dairy and eggs daily; 10–20 minutes of sun on your arms on good days helps too.',
    },
    source: {
      ref: `${CN_DRIS}维生素D（RNI 10微克，UL 50微克）; NICE PH56 Vitamin D (2014, updated 2017); 中国营养学会. 备孕妇女膳食指南（2022）`,
    },
  },
  {
    // Round 21 zh-110: "那运动饮料、电解质水能喝吗，周末打球出汗多" (lithium and hydrochlorothiazide, after
    // potassium) — the heat text; the drinks not addressed. On lithium alone, lithium-sports-drinks
    // (rows-medicines.ts) answers; with a thiazide, this row, which names it.
    id: 'lithium-thiazide-sports-drinks',
    // Sport said: a sports drink in the heat at work is lithium-sports-drinks' (rows-medicines.ts).
    when: [SPORTS_DRINK, SPORT],
    for: LITHIUM_WITH_THIAZIDE,
    intent: 'medicine_question',
    text: {
      zh: '**能喝：打球出汗多时，运动饮料、电解质水把盐和水一起补回来，对吃锂盐的人反而有帮助。** 出汗同时丢水和盐，两样都少时血锂会升高；氢氯噻嗪本身也让血锂升高，所以出汗多的日子更要补够。打球前先喝一杯水，打的时候每15–20分钟喝几口，打完喝一瓶运动饮料或电解质水，再正常吃饭。不要喝含咖啡因的功能饮料（红牛等）；平时不运动不必天天喝，免得盐和糖多。运动饮料里的钾很少，补不了钾，要不要补钾看医生查的血钾。手抖加重、腹泻、呕吐、走路不稳、说话含糊，停下来补水并尽快就医，说明在吃锂盐和利尿药。',
      en: '**Yes: when you sweat a lot playing, a sports or electrolyte drink replaces salt and water together, which actually helps on lithium.** Sweat takes water and salt, and when both run low lithium levels rise; hydrochlorothiazide raises lithium too, so sweaty days need more care. Drink a glass of water before the game, a few mouthfuls every 15–20 minutes while playing, and a bottle of sports or electrolyte drink afterwards, then eat as usual. Skip caffeinated energy drinks (Red Bull and the like), and don’t drink sports drinks daily when you aren’t exercising (extra salt and sugar). Sports drinks hold little potassium, so whether you need potassium depends on your blood test. Worse tremor, diarrhoea, vomiting, unsteadiness or slurred speech — stop, drink, and get seen promptly, saying you take lithium and a water tablet.',
    },
    source: {
      ref: 'Lithium carbonate 美国药品说明书 §5（sodium depletion, sweating）、§7（thiazides）; NICE CG185 Bipolar disorder (2014, updated 2023) §1.10; American College of Sports Medicine, Exercise and fluid replacement. Med Sci Sports Exerc 2007;39:377–390',
    },
  },
  {
    // Round 21 zh-116: "吃MAOI的话，老干妈、腐乳、豆豉这些能吃吗" — Laoganma not named.
    id: 'maoi-chilli-sauces',
    // Lao Gan Ma alone is the MAOI row's of rows-medicines.ts (maoi-chinese-fermented), which steps aside
    // when other fermented foods are asked beside it.
    when: [CHILLI_SAUCE, FERMENTED_SOY],
    for: ON_MAOI,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**老干妈、腐乳、豆豉都要避开：老干妈的大多数款式（风味豆豉、香辣脆等）配料里都有豆豉。** 豆豉、腐乳、豆瓣酱、黄豆酱、臭豆腐是发酵豆制品，酪胺可能很多，吃苯乙肼这类单胺氧化酶抑制剂时都要避开，最后一次服药后两周内也一样。想吃辣：买辣椒酱先看配料表，有豆豉、豆瓣、腐乳、酱油、鱼露、虾酱的都不选；配料只有辣椒、油、盐、花生、芝麻的辣椒油可以，最稳妥是用新鲜或干辣椒自己泼油。吃后突然剧烈头痛、心慌、脖子发硬，立即就医。',
      en: '**Lao Gan Ma, fermented bean curd and fermented black beans are all out: most Lao Gan Ma jars (the black bean and the crispy chilli ones) list fermented black beans.** Fermented soy — black beans, fermented bean curd, broad-bean paste (doubanjiang), soybean paste, stinky tofu — can be high in tyramine and is avoided on phenelzine or another MAOI, and until two weeks after the last dose. For heat: read chilli-sauce labels and skip any with fermented beans, bean paste, bean curd, soy sauce, fish sauce or shrimp paste; a chilli oil of only chilli, oil, salt, peanuts and sesame is fine, and safest of all is fresh or dried chilli with hot oil poured over at home. A sudden severe headache, pounding heart or stiff neck after eating — get emergency help.',
    },
    source: {
      ref: `${NARDIL}; ${GARDNER_1996}; Flockhart DA. Dietary restrictions and drug interactions with monoamine oxidase inhibitors. J Clin Psychiatry 2012;73 Suppl 1:17–24`,
    },
  },
  {
    // Round 21 zh-117: "酱油和醋呢，做饭离不开" (MAOI) — the soy sauce answer was never stated.
    id: 'maoi-soy-sauce-and-vinegar',
    when: [SOY_SAUCE, VINEGAR, ASKS_IF_ALLOWED],
    for: ON_MAOI,
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**醋可以用；酱油属于发酵豆制品，说明书和常用的单胺氧化酶抑制剂饮食都把它列在要避开的食物里，最稳妥是不用。** 不同品牌酱油的酪胺差别很大，没法保证哪一瓶是安全的。做饭可以这样替代：盐加一点糖、米醋或陈醋、葱姜蒜、辣椒花椒八角、香油、新鲜番茄、柠檬汁；要颜色可以用少量糖色。蚝油、鱼露、豆瓣酱、黄豆酱也先不用，最后一次服药后两周内一样。吃后突然剧烈头痛、心慌、脖子发硬，立即就医。',
      en: '**Vinegar is fine; soy sauce is fermented soy, and the label and the usual MAOI diet both list it among the foods to avoid — the safe choice is not to use it.** Tyramine differs a lot between brands, so no bottle can be counted on. For cooking: salt with a pinch of sugar, rice or black vinegar, spring onion, ginger, garlic, chilli, Sichuan pepper, star anise, sesame oil, fresh tomato, lemon juice; a little caramel for colour. Leave out oyster sauce, fish sauce and bean pastes too, and keep to this until two weeks after the last dose. A sudden severe headache, pounding heart or stiff neck after eating — get emergency help.',
    },
    source: { ref: `${NARDIL}; ${GARDNER_1996}` },
  },
  {
    // Round 21 zh-134: "吃了铁片以后大便发黑还便秘，这个正常吗" — constipation not answered.
    id: 'iron-black-stools-and-constipation',
    when: [/黑|\bblack\b|\bdark\b/, CONSTIPATION, ON_IRON_SAID],
    unless: [/柏油|吐血|呕血|\btarry\b|\bvomit\w*/],
    notFor: IRON_NOT_WANTED,
    wholeMessage: true,
    intent: 'supplement_timing',
    text: {
      zh: '**两样都是铁剂常见的反应：大便发黑是没吸收的铁染的色，便秘也很常见，都不必停药，但便秘可以想办法减轻。** 办法：每天多喝水、多吃蔬菜水果和粗粮（火龙果、西梅、燕麦都有帮助）；请医生考虑改成隔天吃一次——吸收不比天天吃差、肠胃反应更少，或换一种铁剂；仍然便秘，可以请医生开乳果糖这类温和的通便药。不要自己停药。但如果大便像柏油一样又黑又黏、发亮，或有胃痛、头晕、心慌、吐血，可能是消化道出血，请马上就医。',
      en: '**Both are common with iron tablets: black stools are unabsorbed iron colouring them, and constipation is common too — no need to stop, but the constipation can be eased.** What helps: more water, vegetables, fruit and wholegrains (prunes, kiwi and oats help); ask your doctor about taking it every other day — absorbed as well as daily, with fewer gut effects — or a different iron preparation; if still constipated, a gentle laxative such as lactulose from your doctor. Do not stop it yourself. But stools that are tarry — black, sticky and shiny — or stomach pain, dizziness, palpitations or vomiting blood can mean bleeding in the gut: get seen straight away.',
    },
    source: {
      ref: `${BSG_2021}; NHS, Ferrous sulfate — side effects; Stoffel NU et al. Lancet Haematol 2017;4:e524–e533`,
    },
  },
  {
    // Round 21 zh-136: "那猪肝鸭血呢，一周吃几次合适" (iron deficiency) — liver given, duck blood not.
    id: 'animal-blood-liver-how-often',
    when: [ANIMAL_BLOOD, HOW_OFTEN],
    notFor: [...IRON_NOT_WANTED, PLANT_BASED, PREGNANT, GOUT],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**鸭血、猪血可以一周吃两三次，每次约100克；猪肝一周一次、每次约50克（一两）就够。** 动物血含铁很高（鸭血的铁约是猪瘦肉的十倍）、是好吸收的血红素铁，维生素A和脂肪都不多，所以能比肝吃得勤；猪肝维生素A很高，常吃多了会超过可耐受最高量。买正规超市、有检疫的，煮熟煮透，毛血旺、火锅里的偏油偏咸，清汤、炒菜更好。补铁饮食是辅助，医生开了铁剂照样按时吃，按医生说的时间复查血红蛋白和铁蛋白。',
      en: '**Duck or pig blood two or three times a week, about 100 g each time; liver once a week, about 50 g, is enough.** Animal blood is rich in well-absorbed haem iron (duck blood has about ten times the iron of lean pork) and low in vitamin A and fat, so it can be eaten more often than liver; liver is very high in vitamin A, and eating a lot often goes over the upper limit. Buy from a reliable, inspected source and cook it through; spicy hotpot versions are oily and salty — a clear soup or stir-fry is better. Iron-rich food supports treatment; keep taking any iron tablets your doctor prescribed and recheck haemoglobin and ferritin when they say.',
    },
    source: {
      ref: `中国食物成分表 标准版 第6版（2018）鸭血、猪肝; ${CN_DRIS}维生素A UL; ${CN_GUIDE}; ${BSG_2021}`,
    },
  },
  {
    // Round 21 zh-143: "樱桃和小苏打水降尿酸有用吗" — baking-soda water not addressed.
    id: 'gout-baking-soda-water',
    when: [BAKING_SODA],
    // Soda or alkaline water to alkalise the urine, or how much water, is answered with the day's water
    // (food-questions-on-medicines.test.ts, gout and drinks).
    unless: [
      /(?<!小)苏打水|碱性水|碱化|多少水|喝水|\balkaline\b|(?<!baking )\bsoda water\b|\bhow much water\b/,
    ],
    for: GOUT,
    // The nephrologist's sodium bicarbonate tablets are not the home remedy: "especially unsuitable with
    // kidney disease" beside them could make a family stop them (blind answer round 47, en-022,
    // development data, unsafe); their own row (knowledge/medicine-diet.ts) counts their salt.
    notFor: [{ said: PRESCRIBED_BICARBONATE }, { medicines: ['sodium-bicarbonate'] }],
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**小苏打水不降血尿酸，不建议自己喝；樱桃可以当水果吃，但也不是降尿酸药。** 小苏打（碳酸氢钠）的作用是让尿偏碱、帮尿酸溶在尿里排出，主要用于尿酸结石或尿很酸的人，要在医生指导下、查着尿pH用；它不降低血里的尿酸。自己长期喝，钠很多（1克小苏打约含270毫克钠），会升血压、加重水肿，有高血压、心脏病、肾病的人尤其不适合。市面上的“苏打水”饮料碳酸氢钠很少，还常加糖。樱桃一次一小碗（10–15颗）可以，算在每天200–350克水果里。降尿酸靠按时吃降尿酸药、多喝白水（每天2升以上）、少酒少甜饮料，把尿酸控制在360 µmol/L以下。',
      en: '**Baking-soda water does not lower blood uric acid, so don’t drink it on your own; cherries are fine as fruit, but they aren’t a urate-lowering medicine either.** Sodium bicarbonate makes urine less acidic so uric acid stays dissolved — used for uric acid stones or very acidic urine, under a doctor with urine pH checks; it does not lower the uric acid in your blood. Taken long-term on your own it adds a lot of sodium (1 g has about 270 mg), which raises blood pressure and fluid retention — especially unsuitable with high blood pressure, heart or kidney disease. Shop-bought “soda water” has little bicarbonate and often sugar. A small bowl of cherries (10–15) is fine, counted in your day’s fruit. What lowers uric acid: your urate-lowering medicine taken daily, plenty of water (2 litres or more), and little alcohol and sugary drinks, keeping uric acid under 360 µmol/L.',
    },
    source: {
      ref: `${CN_GOUT}（碱化尿液）; ${ACR_GOUT}; Zhang Y et al. Cherry consumption and decreased risk of recurrent gout attacks. Arthritis Rheum 2012;64:4004–4011`,
    },
  },
  {
    // Round 21 zh-144: "鲜榨橙汁、椰子水这种痛风的人能喝吗，老婆说比喝酒强" — coconut water not addressed.
    id: 'gout-coconut-water-and-juice',
    when: [COCONUT_WATER],
    for: GOUT,
    notFor: KIDNEY,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**比喝酒强是真的，但两样都只能偶尔喝一小杯，天天喝的还是白水。** 椰子水：不加糖的椰子水糖比果汁少（每100毫升约3–6克），偶尔一杯（200–250毫升）可以；很多瓶装的加了糖，看配料表。鲜榨橙汁：一杯要三四个橙子，果糖一下喝进很多，果糖会升尿酸，最好直接吃一个橙子，想喝就一小杯（约150毫升）、随餐喝。椰子水钾很高，肾功能不好或血钾高的人不要喝。痛风的人每天喝够2升以上的水，啤酒、白酒、含糖饮料少碰。',
      en: '**Better than alcohol is true, but both are a small glass now and then — plain water is the everyday drink.** Coconut water: unsweetened, it has less sugar than juice (about 3–6 g per 100 ml), so an occasional glass (200–250 ml) is fine; many bottled ones add sugar, so check the label. Fresh orange juice: a glass takes three or four oranges, a lot of fructose at once, and fructose raises uric acid — eat an orange instead, or have a small glass (about 150 ml) with a meal. Coconut water is high in potassium — not for anyone with weak kidneys or high potassium. With gout, drink 2 litres or more of water a day and keep beer, spirits and sugary drinks to a minimum.',
    },
    source: { ref: `${ACR_GOUT}; ${CN_GOUT}; USDA FoodData Central（椰子水、橙汁）` },
  },
  {
    // Round 21 zh-154: "那我一天只吃一顿行不行 感觉这样掉秤最快" (16, after how many calories) — stock
    // teen text; why one meal is a bad idea not said.
    id: 'minor-one-meal-a-day',
    when: [ONE_MEAL],
    for: MINOR,
    intent: 'weight_change',
    text: {
      zh: '**不行，还在长身体时一天只吃一顿很伤身，掉的秤也多半会反弹。** 一顿饭装不下一天的蛋白质、钙和铁，长期这样会影响长个子、骨骼和月经；饿太久容易头晕、上课没精神，到了那一顿又容易吃过量，越饿越想吃。开始掉得快的主要是水和肌肉，不是脂肪，恢复吃饭就回来。你这个年纪更好的做法是三餐按时吃、每餐有主食、蛋白质和蔬菜，少喝奶茶甜饮料，每天运动一小时。想控制体重，请和家长一起找医生或学校医生，按生长曲线看需不需要减。如果总是想少吃、吃完后悔或想吐，请告诉家长或医生。',
      en: '**No — while you are still growing, one meal a day does real harm, and the weight it takes off mostly comes back.** One meal can’t hold a day’s protein, calcium and iron; done for long it affects growth, bones and periods; long gaps bring dizziness and poor concentration, then overeating at that one meal. The fast early loss is mostly water and muscle, not fat, and returns once you eat normally. Better at your age: three regular meals, each with starch, protein and vegetables, fewer milk teas and sugary drinks, and an hour of activity a day. If you want to manage your weight, see a doctor or school nurse with a parent — they’ll check your growth chart to see whether you need to. If you often want to eat less, feel guilty after eating or want to make yourself sick, tell a parent or doctor.',
    },
    source: {
      ref: 'Golden NH et al. Preventing obesity and eating disorders in adolescents. AAP Clinical Report, Pediatrics 2016;138(3):e20161649; 中国营养学会《中国学龄儿童膳食指南（2022）》',
    },
  },
  {
    // Round 21 zh-155: "不吃晚饭能瘦吗，我妈天天逼我吃饭好烦" — the adult working-late text; the parent not
    // addressed.
    id: 'skip-dinner-parent-pushes',
    when: [SKIP_DINNER, PARENT_PUSHES],
    intent: 'weight_change',
    text: {
      zh: '**不吃晚饭不是好的瘦法：体重看一整天吃多少，晚饭不吃容易饿到半夜、第二天吃得更多；还在上学长身体的更要三餐都吃。** 家里人催你吃饭，多半是担心你。可以跟他们商量一个你能接受的吃法：晚饭照常吃，但分量小一点——半碗到一碗主食、一份鱼肉蛋或豆腐、多些蔬菜，饭后不再吃零食和甜饮料。想减重，请和家长一起找医生或营养师，看看需不需要减、减多少。如果你常常因为体重不敢吃饭、吃完后悔或想吐，或一想到吃饭就很烦，请告诉家人或医生，这是可以得到帮助的。',
      en: '**Skipping dinner is not a good way to lose weight: what counts is the whole day’s food, and skipping dinner tends to mean hunger late at night and eating more the next day; anyone still at school and growing needs all three meals.** A parent pushing you to eat is usually worried about you. Try agreeing on something you can live with: eat dinner, but a smaller one — half to one bowl of rice or noodles, a portion of fish, meat, egg or tofu, plenty of vegetables, and no snacks or sweet drinks afterwards. If you want to lose weight, see a doctor or dietitian with your parent to check whether you need to and how much. If you are often afraid to eat because of your weight, feel guilty or want to be sick after eating, or dread mealtimes, tell your family or a doctor — help is there.',
    },
    source: {
      ref: `${CN_GUIDE}准则六（规律进餐）; 中国营养学会《中国学龄儿童膳食指南（2022）》; Golden NH et al. Pediatrics 2016;138(3):e20161649`,
    },
  },
];
