/** Everyday questions in pregnancy, while breastfeeding, in old age and with iron-deficiency anaemia. */
import { pickZh } from '../../contracts/common';
import {
  HYPERCALCAEMIA,
  HYPERTHYROID,
  IRON_NOT_WANTED,
  MINOR,
  NOT_A_NUTRITION_DRINK,
  NUTRITION_DRINK,
  PLANT_BASED,
  PREGNANCY_SAID,
  PREGNANT,
} from './audiences';
import type { FaqAudience, FaqRow } from './types';
import { drugById } from '../../interactions';
import {
  CMPA_MOTHER_SOY,
  PREGNANCY_HB_NORMAL_PRENATAL,
  TWIN_PREGNANCY_ENERGY,
} from '../../knowledge/everyday-answers';

const LACTATING_SAID =
  /哺乳|喂奶|母乳|奶水|产后|月子|夜奶|\bbreast ?fe(e)?d\w*|\bnursing\b|\bpostpartum\b|\blactat\w*|\bpumping\b/;
export const OLDER_SAID =
  /老人|老年|高龄|年纪大|岁数大|上了年纪|[6-9][0-9]岁|[七八九]十(多)?岁?|我妈|我爸|老妈|老爸|奶奶|外婆|姥姥|爷爷|外公|姥爷|婆婆|公公|\belderly\b|\bolder (people|adults?|person|woman|man|lady)\b|\bold (people|age|lady|man|woman)\b|\bmy (mum|mom|mother|dad|father|gran|granny|grandma|grandmother|grandad|grandfather|nan|nana)\b|\b[6-9][0-9](-| )?(years?|yrs?)(-| )old\b|\bi am [6-9][0-9]\b|\bi'?m [6-9][0-9]\b|\bat my age\b|\bis [6-9][0-9]\b|\bfrail\b|\bcare home\b|\bnursing home\b/;

const LACTATING: FaqAudience = { lifeStages: ['lactating'], said: LACTATING_SAID };
const PREGNANT_OR_LACTATING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: new RegExp(`${PREGNANCY_SAID.source}|${LACTATING_SAID.source}`),
};
const OLDER: FaqAudience = { minAge: 65, said: OLDER_SAID };
const NOT_PREGNANT: FaqAudience = { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'] };

/** A haemoglobin said in the pregnancy range, 110–139 g/L or 11.0–13.9 g/dL (group 2: the value as typed). */
const HB_IN_PREGNANCY_RANGE =
  /(血红蛋白|血色素|\bhb\b|\bhgb\b|\bha?emoglobin\b)\D{0,6}(?<![\d.])(1[1-3]\d|1[1-3]\.\d)(?!\d|\.\d)/;
const PRENATAL =
  /爱乐维|玛特纳|善存孕|孕妇(复合)?维生素|孕期(复合)?维生素|孕妇多维|孕维|\belevit\b|\bmaterna\b|\bprenatals?\b|\bpregnacare\b/;
const IRON =
  /铁剂|铁片|补铁|速力菲|力蜚能|硫酸亚铁|富马酸亚铁|琥珀酸亚铁|蛋白琥珀酸铁|多糖铁|\biron\b|\bferrous\b/;

/** Black or dark stools said ("黑便", "大便还黑黑的", "my poop is black"). */
const BLACK_STOOL_SAID =
  /黑便|大?便.{0,3}黑|拉黑|粑粑.{0,2}黑|\bblack (stools?|poo|poop)\b|\bdark (stools?|poo|poop)\b|\b(stools?|poo|poop) (is |are |has been |have been |turned |went |looks? )?(black|dark)\b/;

/** Medicine classes that can make the gut bleed, so a black stool is not put down to iron (NICE CKS). */
const GUT_BLEEDING_MEDICINES = ['nsaid', 'corticosteroid', 'anticoagulant', 'antiplatelet'] as const;

const SWEETENERS =
  /代糖|甜味剂|阿斯巴甜|三氯蔗糖|安赛蜜|赤藓糖醇|木糖醇|甜菊|糖精|无糖可乐(?!果(?!汁))|零度可乐(?!果(?!汁))|健怡|\bsweeteners?\b|\baspartame\b|\bsucralose\b|\bstevia\b|\berythritol\b|\bsaccharin\b|\bdiet (coke|soda|drinks?|pop)\b|\bcoke zero\b|\bzero sugar\b|\bsugar[- ]free\b/;

const CN_DRIS = '中国居民膳食营养素参考摄入量（2023版）';
const CN_GUIDE = '中国居民膳食指南（2022）';
const NIH_IRON = {
  ref: 'NIH Office of Dietary Supplements, Iron Fact Sheet for Health Professionals',
  url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
};

const BSG_2021 =
  'Snook J et al. British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults. Gut 2021;70:2030–2051';
const BSG_2011 =
  'Goddard AF et al. Guidelines for the management of iron deficiency anaemia. Gut 2011;60:1309–1316 (a haemoglobin rise of 20 g/L in 3–4 weeks is a good response)';
const ESPEN_GERIATRICS =
  'Volkert D et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38:10–47';

/** Pregnancy. */
/** DHEA (dehydroepiandrosterone) named, with its common typos and its Chinese name. */
const DHEA = /\bdhea\b|\bdhae\b|\bdehydroepiandrosterone\b|脱氢表雄酮|去氢表雄酮/;

/**
 * Food, fluids or the tablets themselves not staying down (blind answer round 16, zh-025, unsafe:
 * "刚查出怀孕7周，孕吐超级厉害，吃啥吐啥，叶酸片都咽不下去，能先停几天吗" got the folic-acid duration row). It can
 * be hyperemesis gravidarum: when to see a doctor today comes first, then how to keep folic acid going.
 * The plan's hyperemesis finding (knowledge/hyperemesis.ts) needs a recorded weight loss; this is the same
 * rule when the vomiting is only said.
 */
const KEEP_NOTHING_DOWN =
  /(吃|喝)(啥|什么|点啥|点什么)(就)?吐(啥|什么)?|(吃|喝)(了|进去|下去)?就吐|一(吃|喝)就吐|喝水都(想)?吐|水都(喝不|留不住|吐)|吃不下(饭)?(也)?喝不(进|下)|什么都(吃不下|咽不下|留不住|吐)|(饭|东西|水|药|药片|叶酸|叶酸片|维生素|片子|爱乐维)[^，。？?]{0,4}(都|也)[^，。？?]{0,3}(咽不下|吞不下|吃不进|留不住|吐出来|吐了)|剧吐|\b(can'?t|cannot|can not|unable to) keep (anything|any food|food|fluids?|water|liquids?|it|them|my (pills?|tablets?|vitamins?|prenatals?|folic acid)|(pills?|tablets?|vitamins?|prenatals?|folic acid)|\w+ or \w+)( \w+)? down\b|\b(throwing|throw) up everything\b|\bvomiting everything\b|\beverything (i eat |i drink )?comes (back )?up\b|\bhyperemesis\b|\bnothing (stays|will stay|is staying) down\b|\b(food|water|fluids?|pills?|tablets?|prenatals?|vitamins?|folic acid)\b[^.?!]{0,20}\b(won'?t|will not|doesn'?t|does not) stay down\b|\b(can'?t|cannot) (even )?(swallow|get down) (my |the )?(pills?|tablets?|vitamins?|prenatals?|folic acid)\b/;

const PREGNANCY_CANNOT_KEEP_DOWN: FaqRow = {
  id: 'pregnancy-cannot-keep-down',
  when: [KEEP_NOTHING_DOWN],
  // Vitamin B1 asked has its own row, which says the same-day care too.
  unless: [/维生素\s?b1|维b1|\bb1\b|硫胺|\bthiamine?\b/],
  // "孕吐" (morning sickness) and "孕8周" say the pregnancy by themselves.
  for: {
    ...PREGNANT,
    said: new RegExp(`${PREGNANCY_SAID.source}|孕吐|孕\\s?\\d{1,2}\\s?周|\\bmorning sickness\\b`),
  },
  // The whole situation is the question: before the folic-acid or prenatal rows it also names.
  wholeMessage: true,
  intent: 'pregnancy_lactation',
  text: {
    zh: '**怀孕期间吐到吃什么吐什么、连水或药片都留不住，可能是妊娠剧吐，需要医生处理，不是靠调整饮食能解决的。** 出现下面任何一种，请今天就联系产科医生或去医院急诊：超过8小时没有小便，或尿很少、颜色很深；站起来头晕、眼前发黑或浑身无力；吐出血或咖啡渣样的东西；一整天（24小时）喝水都留不住。还没到这一步，吐到吃不下饭也请在一两天内看产科医生：孕期可以用的止吐药、要不要输液，由医生决定；吐了很久还需要补维生素B1。**叶酸不要因此停掉：** 吐出来或漏吃几天不要紧，漏掉的不用补，能留住了就马上接着吃，每天0.4毫克（400微克）。让它更容易留住：放到晚上睡前吃，或和一小口点心（几块苏打饼干）一起吃；换成更小的单纯叶酸片，或者咀嚼片；孕妇复合维生素吃了就吐的话可以先停，只吃叶酸。吃得下什么先吃什么：少量多餐，干的淀粉类（苏打饼干、馒头片、白粥），两餐之间小口多次喝水或口服补液盐。',
    en: '**Being sick in pregnancy so that food, fluids or even your tablets will not stay down can be hyperemesis gravidarum, which needs a doctor — a change of diet will not fix it.** Contact your maternity team or go to the hospital today if any of these apply: you have not passed urine for more than 8 hours, or it is scanty and very dark; you feel dizzy or faint on standing or very weak; you vomit blood or what looks like coffee grounds; you cannot keep fluids down for 24 hours. Short of that, if you are too sick to eat, see your obstetrician or midwife within a day or two: anti-sickness medicines that are safe in pregnancy and whether you need a drip are theirs to decide, and prolonged vomiting also needs vitamin B1 (thiamine). **Do not stop folic acid for good:** a few days brought back up or missed do no harm, there is no need to make up missed tablets, and restart as soon as it stays down — 400 µg (0.4 mg) a day. To help it stay down, take it at bedtime or with a small snack (a few crackers), switch to a smaller folic-acid-only tablet or a chewable one, and if a prenatal multivitamin comes back up, pause it and take folic acid alone. Eat what stays down: small amounts often, dry starchy food (crackers, toast, plain rice porridge), and sip water or oral rehydration solution between meals.',
  },
  source: {
    ref: 'RCOG Green-top Guideline No. 69, The management of nausea and vomiting of pregnancy and hyperemesis gravidarum (2016): unable to keep down fluids or oral antiemetics, or ketonuria with weight loss, is assessed the same day; thiamine for prolonged vomiting; ACOG Practice Bulletin No. 189, Nausea and Vomiting of Pregnancy (2018): switching from a prenatal vitamin to folic acid alone; NHS, Severe vomiting in pregnancy (hyperemesis gravidarum) (no urine for 8 hours, fluids not kept down for 24 hours, vomiting blood: urgent — thresholds as recalled from the NHS page); WHO recommendations on antenatal care (2016) A.2.1: folic acid 400 µg daily',
  },
};

const PREGNANCY_ROWS: readonly FaqRow[] = [
  PREGNANCY_CANNOT_KEEP_DOWN,
  {
    // Fourteenth clinician review, zh P5 #4: "我吃的DHEA一天75毫克，能提高卵子质量吗？有没有风险？", "如果怀上了，
    // DHEA要不要停？" and a guest's "DHEA备孕能吃吗？" got "no reliable rule" three times.
    id: 'dhea-fertility',
    when: [DHEA],
    wholeMessage: true,
    intent: 'supplement_dose',
    text: {
      zh: '**DHEA（脱氢表雄酮）是一种雄激素前体。它能不能改善试管婴儿（包括卵巢储备低）的卵子质量或活产率，证据不足，欧洲人类生殖与胚胎学会（ESHRE）的指南不推荐常规使用。** 它可能引起长痘、多毛、皮肤出油、雄激素升高等；海淘产品的剂量和纯度也没有保证，一天75毫克已经是研究里用到的较高剂量。要不要继续吃、吃到什么时候，请和你的生殖医生商量，不要自己加量。**一旦怀孕，DHEA没有孕期安全性数据，应该停用**——请同时告诉生殖医生或产科医生。',
      en: '**DHEA (dehydroepiandrosterone) is an androgen precursor. The evidence that it improves egg quality or live births in IVF (low ovarian reserve included) is insufficient, and ESHRE’s guideline does not recommend it routinely.** It can cause acne, extra hair growth, oily skin and raised androgens, and products bought online or abroad vary in dose and purity; 75 mg a day is at the top of the doses studied. Whether to keep taking it, and for how long, is for you and your fertility doctor to decide — do not raise the dose yourself. **Once you are pregnant, stop DHEA: there are no safety data in pregnancy** — and tell your fertility doctor or obstetrician.',
    },
    source: {
      ref: 'ESHRE Reproductive Endocrinology Guideline Group. Ovarian Stimulation for IVF/ICSI (2019; 2025 update): DHEA pre-treatment for poor responders not recommended; NIH NCCIH / MedlinePlus, DHEA (androgenic side effects; not for use in pregnancy)',
      url: 'https://www.eshre.eu/Guidelines-and-Legal/Guidelines/Ovarian-Stimulation-in-IVF-ICSI',
    },
  },
  {
    // Answer round 7, zh-012, zh-015, en-036: "how many extra calories?", "eating for two?" declined
    // or answered with raw-food text.
    id: 'pregnancy-extra-calories',
    when: [
      /多吃|吃多点|吃多少饭|热量|卡路里|大卡|千卡|能量|一人吃两人补|两个人吃|吃两人份|双份|饭量|两碗饭|\bcalories?\b|\bkcal\b|\beat(ing)? for two\b|\beat more\b|\bextra food\b|\bpiling my plate\b/,
    ],
    unless: [
      /减肥|减重|瘦|节食|\blose weight\b|\bcut calories\b|\bdiet(ing)?\b|叶酸|铁|钙|碘|dha|维生素|咖啡|奶茶|水果|便秘|孕吐|恶心|\bcaffeine\b|\bcoffee\b|\biron\b|\bfolic\b|\bcalcium\b|\bvitamin\b|\bfruit\b|\bnausea\b|\bsick\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕早期不需要多吃，“一人吃两人补”吃多了反而增重过快。** 孕早期每天的能量和孕前一样；孕中期每天只比孕前多约250千卡，孕晚期多约400千卡（中国居民膳食营养素参考摄入量2023）。250千卡大约是一杯250毫升牛奶加一个鸡蛋，不是多两碗饭。多吃的部分最好是奶、鱼禽蛋瘦肉和蔬菜，主食不用翻倍。孕早期体重一般只长0–2千克，孕中晚期再逐步增加（WS/T 801-2022）；每次产检都会称体重，长得明显偏快或偏慢请告诉产科医生。孕期也不要节食减重。',
      en: '**No extra food is needed in the first trimester — "eating for two" overstates it and leads to gaining too fast.** In the second trimester you need only about 340 extra kcal a day, and about 450 in the third (ACOG) — roughly one extra healthy snack such as a glass of milk with a piece of fruit, not a second plate. Make the extra come from dairy, fish, eggs, lean meat, beans and vegetables rather than doubling rice or bread. First-trimester weight gain is usually small, about 0.5–2 kg (IOM 2009); your midwife or obstetrician checks your weight at visits — tell them if it rises much faster or slower than expected. Do not diet to lose weight in pregnancy.',
    },
    source: {
      ref: `${CN_DRIS} 能量；WS/T 801-2022 妊娠期妇女体重增长推荐值标准；ACOG, Nutrition During Pregnancy (patient FAQ 001); IOM, Weight Gain During Pregnancy: Reexamining the Guidelines (2009)；中国食物成分表 标准版 第6版（2018）`,
      url: 'https://www.acog.org/womens-health/faqs/nutrition-during-pregnancy',
    },
  },
  {
    // zh-050: "婆婆说吃螃蟹会流产、吃兔肉会兔唇" declined as a shellfish question.
    id: 'pregnancy-food-myths',
    when: [
      /螃蟹|大闸蟹|蟹|兔子?肉|吃兔|兔唇|西瓜|桂圆|龙眼|寒凉|凉性|性凉|寒性|太寒|热性|上火|\bcrabs?\b|\brabbit\b|\bcleft lip\b|\bwatermelon\b|\blongan\b/,
    ],
    // Red dates, ejiao or "补血" asked beside longan are the folk-iron question (iron-folk-foods), not a
    // food myth: fifteenth clinician review, zh P1-M4 "婆婆让我喝红枣桂圆茶、吃阿胶补血" got crabs and rabbit.
    unless: [
      /生|醉|腌|刺身|\braw\b|\bsushi\b|多少|几个|几块|\bhow (much|many)\b/,
      /阿胶|红枣|大枣|补血|红糖|\bejiao\b|\be-jiao\b|\bdonkey.hide\b|\bred dates?\b|\bjujubes?\b|\bfor (my|the) blood\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**“吃螃蟹会流产”“吃兔肉宝宝会兔唇”都没有科学依据。** 唇腭裂和遗传、孕早期缺叶酸、吸烟喝酒、某些药物有关，和吃兔肉无关——每天按时吃叶酸比忌口有用。螃蟹是优质蛋白，孕期可以吃，要点是彻底蒸熟煮透，不吃醉蟹、生腌蟹和放久了没冷藏的蟹；本来吃了会起疹子、嘴唇肿的人要避开。西瓜、桂圆这些说是“寒凉”“上火”的水果，正常份量吃没有问题：孕期水果每天合计约200–300克，桂圆、荔枝很甜，一次别吃太多。',
      en: '**"Crab causes miscarriage" and "rabbit meat causes a cleft lip" have no scientific basis.** Cleft lip is linked to genes, low folic acid in early pregnancy, smoking, alcohol and some medicines — not to rabbit; taking your folic acid every day matters far more than avoiding foods. Crab is good protein and fine in pregnancy as long as it is cooked right through (no raw, marinated or "drunken" crab, nothing left out unrefrigerated); avoid it only if it has ever given you hives or swelling. Fruits said to be "cooling" or "heating", such as watermelon or longan, are fine in normal amounts: about 200–300 g of fruit a day in all, and go easy on very sweet ones like longan and lychee.',
    },
    source: {
      ref: `${CN_GUIDE} 孕期妇女膳食指南；US CDC, Facts about Cleft Lip and Cleft Palate；US FDA, Food Safety for Pregnant Women`,
      url: 'https://www.cdc.gov/birth-defects/about/cleft-lip-cleft-palate.html',
    },
  },
  {
    // zh-139: "荔枝一天吃多少合适" answered with caffeine text.
    id: 'pregnancy-fruit-amount',
    when: [
      /水果|荔枝|榴莲|芒果|葡萄|西瓜|桂圆|龙眼|香蕉|苹果|橙子|车厘子|樱桃|\bfruits?\b|\blychees?\b|\bmangos?(es)?\b|\bgrapes?\b|\bwatermelon\b|\bbananas?\b|\bdurian\b|\bcherries\b/,
      /多少|几个|几颗|几斤|几块|几两|一天|一次|\bhow (much|many)\b|\bper day\b|\ba day\b|\btoo much\b|\blimit\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕期水果每天合计约200–300克就够，大约是一个中等大小的苹果加一小把别的水果。** 荔枝、桂圆、榴莲、芒果、葡萄这类很甜的，算在这200–300克里，一次吃一小把，不要一次吃一大盘或拿来代替饭。果汁不能代替水果。还没做糖耐（一般在孕24–28周）的，不用为了检查刻意少吃或多吃，照平常吃才测得准；已经诊断妊娠期糖尿病的，水果放在两餐之间吃，份量按营养师给的来。',
      en: '**About 200–300 g of fruit a day in all is enough in pregnancy — roughly one medium apple plus a small handful of something else.** Very sweet fruits such as lychee, longan, durian, mango and grapes count within that: a small handful at a time, not a whole plate or in place of a meal. Juice does not replace whole fruit. If your glucose test (usually at 24–28 weeks) is still to come, eat as you normally do so it measures you fairly; if you already have gestational diabetes, have fruit between meals in the portions your dietitian gives.',
    },
    source: {
      ref: `${CN_GUIDE} 孕期妇女膳食指南（孕中期水果200–300克/天）；妊娠期高血糖诊治指南（2022）中华妇产科杂志`,
    },
  },
  {
    // zh-138: "糖耐还没做，三分糖奶茶能喝吗" answered only about caffeine.
    id: 'pregnancy-sweet-drinks',
    when: [
      /奶茶|饮料|可乐(?!果(?!汁))|果汁|甜品|甜食|蛋糕|甜点|\bbubble tea\b|\bboba\b|\bsodas?\b|\bjuice\b|\bsweets?\b|\bdesserts?\b|\bsugary drinks?\b/,
      /糖|甜|\bsugar\w*|\bsweet\b|\bglucose\b|\bgestational diabetes\b|\bgdm\b/,
    ],
    unless: [SWEETENERS],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**偶尔一杯可以：选少糖或无糖、中杯，一周一两次，别天天喝。** 添加糖每天最好不超过25克（中国居民膳食指南2022），一杯全糖奶茶就可能超过；珍珠、芋圆、布丁这些小料也是糖和淀粉。奶茶里的茶和咖啡也算咖啡因，孕期每天合计不超过200毫克。糖耐（一般孕24–28周）前不用刻意少吃或多吃，照平常吃才测得准。已经诊断妊娠期糖尿病的，含糖饮料先不喝，按营养师的安排来。',
      en: '**An occasional one is fine: pick low-sugar or unsweetened, a regular size, once or twice a week rather than daily.** Added sugar is best kept under 25 g a day (Chinese Dietary Guidelines 2022) and one full-sugar bubble tea can exceed that; pearls and other toppings are more sugar and starch. The tea or coffee in it counts towards the 200 mg a day caffeine limit in pregnancy. Before your glucose test (usually 24–28 weeks) eat as you normally do so it measures you fairly. If you have been diagnosed with gestational diabetes, skip sugary drinks and follow your dietitian’s plan.',
    },
    source: {
      ref: `${CN_GUIDE} 准则五（添加糖每天不超过50克，最好低于25克）；ACOG Committee Opinion No. 462 (2010, reaffirmed 2020) caffeine；妊娠期高血糖诊治指南（2022）`,
    },
  },
  {
    // en-025: "does decaf count towards the limit?" declined.
    id: 'decaf-caffeine',
    when: [/低因|脱因|无咖啡因|去咖啡因|\bdecaf\w*|\bcaffeine[- ]free\b/],
    for: PREGNANT_OR_LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**低因咖啡几乎不用算：一杯（约240毫升）通常只有2–15毫克咖啡因，普通现煮咖啡一杯约80–100毫克**（美国食品药品监督管理局）。孕期每天咖啡因不超过200毫克（哺乳期一次不超过200毫克），每天两三杯低因咖啡也远在这个量以内；如果同时还喝普通咖啡、茶、奶茶或可乐，把它们加起来算。',
      en: '**Decaf barely counts: a 240 ml cup usually has 2–15 mg of caffeine, against about 80–100 mg in a regular cup of brewed coffee** (US FDA). The limit in pregnancy is 200 mg a day (while breastfeeding, no more than 200 mg at a time), so two or three cups of decaf stay far below it; if you also have regular coffee, tea, bubble tea or cola, add those up.',
    },
    source: {
      ref: 'US FDA, Spilling the Beans: How Much Caffeine is Too Much? (2018); ACOG Committee Opinion No. 462 (2010, reaffirmed 2020); EFSA NDA Panel, Scientific Opinion on the safety of caffeine (2015)',
      url: 'https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much',
    },
  },
  {
    // zh-101, en-029: "0.4 or 0.8 mg?", "400 or the higher dose, 7 weeks and not started".
    id: 'folic-acid-which-dose',
    when: [
      /叶酸|斯利安|\bfolic\b|\bfolate\b/,
      /0\.4|0\.8|400|800|4 ?mg|5 ?mg|剂量|哪个|哪种|大剂量|高剂量|不一样|\bdose\b|\bhigher\b|\bwhich\b/,
    ],
    // A late start has its own row (folic-acid-late-start), which gives the dose too.
    unless: [
      /什么时候|吃到|多久|\bhow long\b|\buntil\b/,
      /还没(开始)?吃|没有吃|没吃|晚了|来不及|来得及|\bhaven'?t started\b|\bhavent started\b|\bnot started\b|\btoo late\b|\bnever (took|taken|started)\b/,
    ],
    for: PREGNANT,
    notFor: {
      medicines: ['antiepileptic', 'valproate', 'methotrexate', 'sulfasalazine'],
      conditions: ['diabetes'],
      said: /神经管|无脑|脊柱裂|\bneural tube\b|\bspina bifida\b|\bntd\b/,
    },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**一般每天叶酸400微克（0.4毫克）就够，800微克（0.8毫克）也可以，两种都安全，选一种吃、不要叠加。** 中国《围受孕期增补叶酸预防神经管缺陷指南（2017）》对没有高危因素的女性建议每天0.4或0.8毫克，所以医院开的0.4毫克和药店的0.8毫克（或含叶酸的孕妇复合维生素）都对，只是别两样一起吃。已经怀孕才开始吃也不晚：今天就开始，吃满整个孕期。每天4–5毫克的大剂量只在医生判断有高危因素时才用，比如以前怀过神经管缺陷的宝宝、有糖尿病或在吃抗癫痫药——有这些情况请问产科医生。',
      en: '**The usual dose is 400 µg (0.4 mg) a day; 800 µg is also fine — both are safe; take one product, not two together.** China’s 2017 periconceptional folic acid guideline advises 0.4 or 0.8 mg a day for women without a raised risk, and WHO advises 400 µg. If you are already pregnant and have not started, it is not too late: start 400 µg today and keep it up through the whole pregnancy. The high dose (4–5 mg a day) is only for people a doctor judges at higher risk — for example a previous pregnancy with a neural tube defect, diabetes or epilepsy medicines; if any of those applies, ask your obstetrician.',
    },
    source: {
      ref: '围受孕期增补叶酸预防神经管缺陷指南（2017）中国生育健康杂志；WHO recommendations on antenatal care for a positive pregnancy experience (2016) rec. A.2.1；NICE CKS Pre-conception — advice and management (folic acid 5 mg for higher risk)',
    },
  },
  {
    // Round 8 en-044: "how long should I wait before nursing after" (the drink) got the general
    // breastfeeding text.
    id: 'lactation-alcohol-wait',
    when: [
      /酒|\balcohol\b|\bwine\b|\bbeers?\b|\bdrinks?\b|\bdrinking\b|\bcocktails?\b|\bprosecco\b/,
      /多久|隔多久|等多久|几个小时|几小时|\bhow long\b|\bhow many hours\b|\bwait\b/,
      /喂奶|哺乳|喂宝宝|母乳|吸奶|挤奶|\bnurs\w*|\bfeed\w*|\bbreast ?fe(e)?d\w*|\bpump\w*/,
    ],
    for: LACTATING,
    followUpOnly: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**每喝一个标准杯（约150毫升葡萄酒、350毫升啤酒或45毫升白酒）至少等2小时再喂奶；喝两杯就等4小时，依此类推。** 奶里的酒精浓度和血里一样，会随时间下降，时间到了就可以喂，不用把奶吸出来倒掉——吸出来倒掉并不会让酒精消失得更快，只有在涨奶难受时才吸。想喝的话，先喂奶或先吸好一顿的奶再喝。喝了酒不要和宝宝同睡一张床。在吃舍曲林等抗抑郁药的，最好不喝。',
      en: '**Wait at least 2 hours per standard drink (about 150 ml of wine, 350 ml of beer or 45 ml of spirits) before nursing; two drinks, 4 hours, and so on.** Alcohol in milk rises and falls with the level in your blood, so once the time has passed you can feed — there is no need to pump and dump, which does not make the alcohol leave any faster (pump only if you are uncomfortably full). If you plan a drink, feed or pump first and then drink. Do not share a bed with the baby after drinking. On sertraline or another antidepressant, none is best.',
    },
    source: {
      ref: 'CDC, Breastfeeding: Alcohol (at least 2 hours per standard drink; pumping and dumping does not help); LactMed (NLM), Alcohol',
      url: 'https://www.cdc.gov/breastfeeding-special-circumstances/hcp/diet-micronutrients/alcohol.html',
    },
  },
  {
    // Round 8 zh-025: "怀孕7周了之前完全没吃叶酸，现在补还来得及吗" got the missed-dose text.
    id: 'folic-acid-late-start',
    when: [
      /叶酸|斯利安|\bfolic\b|\bfolate\b/,
      /来得及|来不及|晚了|太晚|没吃|没有吃|没补|没有补|才开始|才知道|现在补|现在吃|现在开始|\btoo late\b|\bdidn'?t (take|start|know)\b|\bhaven'?t (been )?(taking|taken|started)\b|\bhavent started\b|\bnot started\b|\bnever (took|taken|started)\b|\bjust found out\b|\bstart(ed)? late\b|\bmissed the first\b/,
    ],
    for: PREGNANT,
    notFor: { medicines: ['antiepileptic', 'valproate', 'methotrexate'] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**不算晚，今天就开始：每天0.4毫克（400微克）叶酸，至少吃到孕12周，很多医生建议整个孕期都吃。** 神经管在怀孕很早（末次月经算起约6周）就闭合，所以提前吃最好；但错过了也别太自责，大多数没提前吃叶酸的宝宝都是健康的，叶酸之后对你自己的造血也有用。把“孕前没吃叶酸”告诉产检医生：孕11–14周的早期超声和孕20–24周的大排畸超声都会检查神经管。以前怀过神经管缺陷的宝宝、有糖尿病、在吃抗癫痫药或体重指数（BMI）30以上的，需要更大剂量（每天4–5毫克，处方药），请尽快告诉医生。',
      en: '**It is not too late — start today: 400 µg (0.4 mg) of folic acid a day, at least until 12 weeks, and many doctors advise for the whole pregnancy.** The neural tube closes very early (about 6 weeks from your last period), which is why taking it beforehand is best; but most babies whose mothers did not take it beforehand are healthy, and folic acid still helps your own blood from now on. Tell your midwife or obstetrician you started late: the early scan at 11–14 weeks and the anomaly scan at 18–22 weeks both look at the neural tube. If you had a previous pregnancy with a neural tube defect, have diabetes, take an antiseizure medicine or have a BMI of 30 or more, you need a higher prescribed dose (4–5 mg a day): tell your doctor soon.',
    },
    source: {
      ref: 'NHS, Vitamins, supplements and nutrition in pregnancy (folic acid: start as soon as you find out, until 12 weeks)；中国妇幼保健协会出生缺陷防治与分子遗传分会《围受孕期增补叶酸预防神经管缺陷指南（2017）》；RCOG Scientific Impact Paper / NICE CG62 Antenatal care (5 mg for higher-risk women)；ACOG Practice Bulletin 187 Neural tube defects (2017)',
    },
  },
  {
    // zh-102: "要吃到什么时候 整个孕期都吃吗" after the dose question was answered "take at breakfast".
    id: 'folic-acid-how-long',
    when: [
      /叶酸|斯利安|\bfolic\b|\bfolate\b/,
      /什么时候|吃到|吃多久|要吃多久|停|整个孕期|全程|\bhow long\b|\buntil\b|\bstop\b|\bwhole pregnancy\b|\bafter (12|twelve) weeks\b/,
    ],
    for: PREGNANT,
    notFor: { medicines: ['antiepileptic', 'valproate', 'methotrexate', 'sulfasalazine'] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**叶酸要吃满整个孕期，每天0.4毫克（400微克），不是只吃到孕早期。** 中国居民膳食指南（2022）和世界卫生组织都建议从备孕到整个孕期每天补充；孕3个月后也可以换成含叶酸的孕妇复合维生素，只要别两样叠加。生完孩子喂奶期间继续吃也可以，问问产科医生要不要换成哺乳期的配方。',
      en: '**Keep taking folic acid for the whole pregnancy — 400 µg (0.4 mg) a day, not only the first trimester.** The Chinese Dietary Guidelines (2022) and WHO advise it from before conception through pregnancy; after the first 3 months a prenatal multivitamin that contains it can take its place, as long as you do not double up. Carrying on while breastfeeding is fine too; ask your obstetrician whether to switch to a breastfeeding formula.',
    },
    source: {
      ref: 'WHO recommendations on antenatal care for a positive pregnancy experience (2016) rec. A.2.1；中国居民膳食指南（2022）孕期妇女膳食指南；围受孕期增补叶酸预防神经管缺陷指南（2017）',
    },
  },
  {
    // en-030: "can I eat brie if it's baked? and feta?" answered with raw-fish text.
    id: 'pregnancy-soft-cheese',
    when: [
      /奶酪|芝士|乳酪|起司|\bcheeses?\b|\bbrie\b|\bcamembert\b|\bfeta\b|\bmozzarella\b|\bgoats?'? cheese\b|\bstilton\b|\bgorgonzola\b|\bhalloumi\b|\bparmesan\b|\bcheddar\b|\bricotta\b|\bcottage\b|\bcream cheese\b|\bpaneer\b|\broquefort\b|\bmascarpone\b|\bquesos?\b|\bqueso ?fresco\b|\bpanela\b|\bcotija\b|\breques[oó]n\b|\bkesong puti\b|\bcuajada\b/,
    ],
    unless: [/生鱼|刺身|\bsushi\b|\bsashimi\b|\bdeli\b|\bham\b/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**硬奶酪（切达、帕玛森）可以吃；用巴氏消毒奶做的软奶酪——菲达（feta）、马苏里拉、奶油奶酪、茅屋奶酪、里科塔——也可以。** 要避开的是白霉软奶酪（布里、卡门贝尔）和软的蓝纹奶酪，以及没经过巴氏消毒的软奶酪，它们可能有李斯特菌。但这些奶酪加热到整块冒热气、里外都烫（比如烤到起泡的布里、披萨上的奶酪）就可以吃。买的时候看标签上有没有“巴氏杀菌”。墨西哥式新鲜奶酪（queso fresco、panela 这类）是李斯特菌的常见来源：孕期不吃自制、散装或从国外带回的，只吃标明巴氏杀菌、密封包装的，加热到滚烫更稳妥。',
      en: '**Hard cheeses (cheddar, parmesan, stilton) are fine; so are pasteurised soft cheeses that are not mould-ripened — feta, mozzarella, halloumi, cream cheese, cottage cheese, ricotta, paneer.** Avoid cold mould-ripened cheeses (brie, camembert, rinded goat’s cheese), soft blue cheeses (gorgonzola, roquefort) and any unpasteurised soft cheese: they can carry Listeria. Cooking kills it, so baked brie or cheese on a pizza is fine when it is steaming hot all the way through. Check the label says pasteurised. Latin-style fresh cheeses — queso fresco, queso blanco, panela, cotija, requesón — are a known source of Listeria in the US: skip them while pregnant unless the label says made with pasteurised milk and they come sealed from a shop, never homemade, from a market stall or brought from abroad (a pasteurised one cooked until steaming is fine).',
    },
    source: {
      ref: 'NHS, Foods to avoid in pregnancy (2023); US FDA, Food Safety for Pregnant Women and Their Unborn Babies; CDC, Listeria — People at risk: pregnant people and Hispanic-style fresh and soft cheeses (queso fresco) (2024)',
      url: 'https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/',
    },
  },
  {
    // en-031: "and sushi? just the veggie and cooked ones like california roll".
    id: 'pregnancy-cooked-sushi',
    when: [
      /寿司|\bsushi\b|\bmaki\b|\bcalifornia rolls?\b|\bveggie rolls?\b/,
      /熟|素|蔬菜|黄瓜|牛油果|鸡蛋|玉子|蟹棒|蟹柳|鳗鱼|加州卷|天妇罗|\bcooked\b|\bveg(gie|etable|etarian)?\b|\bcalifornia\b|\bcucumber\b|\bavocado\b|\beel\b|\btempura\b|\bimitation crab\b|\bcrab sticks?\b|\begg\b/,
    ],
    unless: [/刺身|生鱼片|\bsashimi\b/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以：素寿司（黄瓜、牛油果、蛋）和用熟料做的寿司（蟹棒、熟虾、烤鳗鱼、天妇罗、玉子烧）孕期都能吃，加州卷里的蟹棒是熟的。** 要避开的只是生鱼、生贝类做的寿司。另外注意：表面撒的鱼子（飞鱼籽）多半是生的，去掉更稳妥；选现做的、一直冷藏的，买了尽快吃，不吃在室温放了很久的。',
      en: '**Yes: vegetable sushi (cucumber, avocado, egg) and sushi made with cooked fillings (crab stick, cooked prawn, grilled eel, tempura, tamago) are fine in pregnancy; the "crab" in a California roll is cooked.** It is only raw fish and raw shellfish you skip. Fish roe sprinkled on the outside is usually raw, so leave it off to be safe; choose freshly made sushi kept chilled, eat it soon, and skip anything that has sat at room temperature for long.',
    },
    source: {
      ref: 'US FDA, Food Safety for Pregnant Women and Their Unborn Babies; NHS, Foods to avoid in pregnancy (2023)',
      url: 'https://www.nhs.uk/pregnancy/keeping-well/foods-to-avoid/',
    },
  },
  {
    // Not asked in round 7; a common everyday question ("孕妇能吃火锅吗" declined).
    id: 'pregnancy-hotpot',
    when: [/火锅|涮肉|涮羊肉|麻辣烫|串串|烧烤|烤肉|\bhot ?pot\b|\bbbq\b|\bbarbecue\b|\bshabu\b/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以吃，关键是每样都要熟透。** 肉片涮到完全变色、没有血丝；丸子、虾滑煮到浮起后再多煮一会，中心要熟；毛肚、鸭肠、生蚝这类也要煮熟再吃，不吃半生的；生肉和熟食用不同的筷子或夹子。不要用生鸡蛋做蘸料。锅底别太辣太咸，容易烧心、口渴和水肿；烤肉也一样，烤到里外全熟，烤焦的部分不吃。',
      en: '**Yes, as long as everything is cooked right through.** Cook meat slices until no pink or blood remains; meatballs and prawn paste until they float and a little longer so the centre is done; tripe, offal and oysters fully cooked, never half-done; use separate chopsticks or tongs for raw and cooked food. Skip raw-egg dipping sauces. A very spicy or salty broth tends to bring heartburn and thirst. The same goes for barbecue: cooked through, charred bits left.',
    },
    source: {
      ref: 'WHO, Five Keys to Safer Food (2006); US FDA, Food Safety for Pregnant Women and Their Unborn Babies；中国居民膳食指南（2022）孕期妇女膳食指南',
    },
  },
  {
    // Not asked in round 7: "孕妇能喝蜂蜜水吗" declined.
    id: 'honey-pregnancy-lactation',
    when: [/蜂蜜|\bhoney\b|\bmanuka\b/],
    // Honey asked FOR a baby or child is answered before any row (intents/child-food.ts): a mother's "吃蜂蜜对
    // 宝宝有影响吗" is this row's question.
    for: PREGNANT_OR_LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以，孕期和哺乳期的妈妈吃蜂蜜是安全的。** 蜂蜜可能带有肉毒杆菌芽孢，只对1岁以内的婴儿危险——宝宝1岁前不能直接吃蜂蜜，妈妈吃了不影响母乳。蜂蜜本质是糖，一天一两勺冲水就好，算在添加糖里；诊断了妊娠期糖尿病的，先问营养师。',
      en: '**Yes — honey is safe for you in pregnancy and while breastfeeding.** It can carry botulism spores, which are a danger only to babies under 1 year eating honey themselves; what you eat does not make your milk unsafe. Honey is sugar, so keep it to a spoonful or two a day as part of your added sugar; with gestational diabetes, ask your dietitian first.',
    },
    source: {
      ref: 'US CDC, Botulism — Prevention (do not feed honey to children under 12 months)；中国居民膳食指南（2022）准则五',
      url: 'https://www.cdc.gov/botulism/prevention/index.html',
    },
  },
  {
    // zh-095: "钙片能跟爱乐维一起吃吗，还是得错开" declined.
    id: 'prenatal-with-calcium',
    when: [
      /钙|迪巧|\bcalcium\b|\btums\b|\bcaltrate\b/,
      new RegExp(`${PRENATAL.source}|复合维生素|多维|\\bmultivitamins?\\b`),
      /一起|同时|同服|错开|间隔|隔多久|分开|一块|\btogether\b|\bsame time\b|\bapart\b|\bspace\b|\bseparate\w*\b|\bwith (my|the|it)\b/,
    ],
    // Its text is about a prenatal (爱乐维): a woman who is not pregnant asking about her multivitamin
    // beside iron gets iron-with-multivitamin (round 8 zh-135).
    for: {
      ...PREGNANT_OR_LACTATING,
      said: new RegExp(`${PRENATAL.source}|${PREGNANT_OR_LACTATING.said!.source}`),
    },
    notFor: [{ medicines: ['bisphosphonate'] }, HYPERCALCAEMIA],
    // Levothyroxine named with them is the levothyroxine rule's (4 hours, empty stomach: twenty-eighth
    // clinician review, en S2 — "synthroid with my prenatal gummies and Tums" got this row's 2 hours).
    unless: [
      /优甲乐|雷替斯|加衡|左甲状腺素|甲状腺素|\b(synthroid|levoxyl|unithroid|euthyrox|eltroxin|tirosint|levothyrox\w*|l-?thyroxine|thyroxine)\b/,
    ],
    intent: 'supplement_pairing',
    text: {
      zh: '**最好错开，至少间隔2小时。** 爱乐维这类孕妇复合维生素含铁，钙会减少铁的吸收。简单的排法：复合维生素早餐时吃，钙片午饭或晚饭时吃。碳酸钙（钙尔奇、迪巧等）随餐吃吸收好，枸橼酸钙空腹也可以；一次不超过500毫克元素钙，要吃得更多就分两次。产检查出贫血、另外在吃铁剂的，钙片和铁剂同样要间隔2小时。',
      en: '**Best taken apart, at least 2 hours.** Elevit and similar prenatals contain iron, and calcium reduces how much iron you absorb. A simple routine: the prenatal with breakfast, the calcium with lunch or dinner. Calcium carbonate (Caltrate, Tums) is absorbed best with food; calcium citrate can be taken any time. Take no more than 500 mg of elemental calcium at once — split larger amounts. If you are also on an iron tablet for anaemia, keep calcium 2 hours from that too.',
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Iron and Calcium Fact Sheets for Health Professionals',
      url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
    },
  },
  {
    // zh-092, en-035: constipation or nausea on Elevit, "at night?", "every other day?", "another brand?".
    id: 'prenatal-side-effects',
    when: [
      PRENATAL,
      /便秘|恶心|想吐|反胃|吐|胃不舒服|难受|隔天|两天一次|换|牌子|\bconstipat\w*|\bnause\w*|\bsick\b|\bevery other day\b|\bswitch\w*\b|\bbrand\b|\bupset\b|\bstomach\b/,
    ],
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以改到晚饭时或睡前吃，只要每天吃、随餐或饭后吃；不建议自己改成隔天吃。** 孕妇复合维生素引起的恶心和便秘，多半来自里面的铁。恶心：随晚饭吃或睡前吃，别空腹吃。便秘：多喝水（孕期每天约1700毫升），多吃蔬菜、全谷物和水果，每天走动；还不行请药师推荐孕期能用的通便药（如乳果糖）。里面的叶酸最好每天都有，所以别隔天吃。想换牌子（比如玛特纳）或换铁少一点的配方，先问产科医生或药师：比较叶酸（至少0.4毫克）、碘和铁的含量，换了就只吃一种。产检查出贫血的，铁不能自己减。',
      en: '**Yes, you can move it to dinner or bedtime — take it every day, with or after food; do not switch to every other day on your own.** The nausea and constipation mostly come from the iron in it. For nausea: take it with your evening meal or at bedtime, never on an empty stomach. For constipation: drink plenty (about 1.7 litres a day in pregnancy), eat vegetables, whole grains and fruit, keep moving; if that is not enough, ask the pharmacist for a pregnancy-safe laxative such as lactulose. The folic acid in it is best every day, which is why alternate days is not advised. To change brand (for example Materna) or to one with less iron, ask your obstetrician or pharmacist first: compare folic acid (at least 400 µg), iodine and iron, and take only one. If you are anaemic, do not cut the iron yourself.',
    },
    source: {
      ref: `${CN_DRIS} 水（孕妇饮水1.7升/天）；NHS, Constipation in pregnancy；WHO recommendations on antenatal care (2016) A.2.1 and C.6 (constipation)`,
      url: 'https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/constipation/',
    },
  },
  {
    // zh-025, en-037: "DHA on top of Elevit? Elevit has no omega-3? Two fish meals a week instead?"
    id: 'prenatal-with-dha',
    when: [/鱼油|dha|藻油|omega|欧米伽|\bfish oil\b/, PRENATAL],
    unless: [/gaviscon|盖胃平|抗酸|\bantacids?\b|情绪|抑郁|\bmood\b|\bdepress\w*/],
    for: PREGNANT_OR_LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以一起吃，没有冲突；普通的爱乐维（孕妇复合维生素片）不含DHA，包装上写“含DHA”的版本才有。** 孕期和哺乳期每天需要DHA约200毫克（中国居民膳食营养素参考摄入量2023）。每周吃2–3次鱼、其中至少一次是三文鱼、沙丁鱼、鲭鱼这类富含油脂的低汞鱼，基本就够了，可以不另外吃；吃鱼少或不吃鱼的，再补一粒鱼油或藻油DHA，随正餐吃，选每粒标明DHA含量的，每天约200毫克就够，不用吃很多。',
      en: '**Yes, they go together fine; standard Elevit contains no DHA — only versions labelled "with DHA" do.** About 200 mg of DHA (the omega-3 fat that matters most for the baby) a day is advised in pregnancy and while breastfeeding (Chinese DRIs 2023). Fish 2–3 times a week, at least once an oily low-mercury fish such as salmon, sardines or mackerel, covers it, so a supplement is optional; if you eat little or no fish, add a fish-oil or algal DHA capsule with a meal — check the label for the DHA per capsule; about 200 mg a day is enough, more is not better.',
    },
    source: {
      ref: `${CN_DRIS} 脂肪酸（孕妇、乳母DHA 200毫克/天）；${CN_GUIDE} 孕期妇女膳食指南；US FDA/EPA, Advice about Eating Fish (2021)`,
    },
  },
  {
    // "爱乐维什么时候吃最好" answered with the other supplements' times only.
    id: 'prenatal-when-to-take',
    when: [
      PRENATAL,
      /什么时候|几点|早上|晚上|睡前|怎么吃|饭前|饭后|空腹|随餐|\bwhen\b|\bnight\b|\bevening\b|\bbedtime\b|\bwhat time\b|\bhow (do|should) i take\b|\bempty stomach\b|\bwith food\b|\bmorning or\b/,
    ],
    unless: [
      /钙|dha|鱼油|抗酸|gaviscon|便秘|恶心|\bcalcium\b|\bfish oil\b|\bantacid\w*|\bconstipat\w*|\bnause\w*/,
    ],
    intent: 'supplement_timing',
    text: {
      zh: '**每天一片，随餐或饭后吃，早饭或晚饭都可以，固定一个时间就好。** 空腹吃容易恶心；早上反胃的，放到晚饭时或睡前吃。它含铁，所以和钙片、抗酸药（如达喜、盖胃平）、牛奶、茶和咖啡间隔2小时左右，例如孕妇维生素随早饭、钙片随晚饭。漏吃一天不用补双份，第二天照常吃。',
      en: '**One a day with a meal — breakfast or dinner, whichever you can stick to.** On an empty stomach it often causes nausea; if mornings are bad, take it with dinner or at bedtime. It contains iron, so keep calcium tablets, antacids (such as Gaviscon or Tums), milk, tea and coffee about 2 hours away — for example the prenatal with breakfast and calcium with dinner. If you miss a day, just carry on the next day; never take two.',
    },
    source: { ref: `Elevit (Bayer) label, directions for use；${NIH_IRON.ref}` },
  },
  {
    // The prenatal's antacid row told someone not pregnant "fine in pregnancy, tell your obstetrician";
    // an antacid with an iron tablet, for anyone else.
    id: 'antacid-with-iron',
    when: [
      /gaviscon|盖胃平|达喜|铝碳酸镁|铝镁|抗酸|胃药|斯达舒|\btums\b|\brennie\b|\bantacids?\b|\bmylanta\b|\bmaalox\b|\brolaids\b/,
      IRON,
    ],
    notFor: [
      { medicines: ['bisphosphonate'] },
      {
        lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
        said: new RegExp(`${PREGNANCY_SAID.source}|${PRENATAL.source}`),
      },
      // With kidney disease the antacid itself is the question (rows-kidney-heart.ts ckd-antacid).
      { conditions: ['kidney_disease'] },
    ],
    intent: 'supplement_pairing',
    text: {
      zh: '**可以用，但抗酸药（达喜、盖胃平、碳酸钙这类）和铁剂要间隔至少2小时。** 抗酸药会中和胃酸、和铁结合，让铁吸收变少，说明书也建议和其他药错开约2小时：比如铁剂早上空腹或早饭前吃，抗酸药放到饭后或睡前。烧心如果差不多天天都有，请告诉医生：经常烧心需要查原因，天天吃的抑酸药（如奥美拉唑）也会减少铁的吸收，医生可能要调整补铁的方法。',
      en: '**Yes, but keep the antacid (Tums, Gaviscon, Maalox and the like) at least 2 hours away from the iron tablet.** Antacids neutralise stomach acid and bind iron, so less is absorbed, and the labels advise spacing them about 2 hours from other medicines — for example iron in the morning before breakfast and the antacid after meals or at bedtime. If you need an antacid most days, tell your doctor: frequent heartburn needs looking into, and daily acid-reducing medicines (omeprazole and the like) also lower iron absorption, which may change how your iron is given.',
    },
    source: {
      ref: `${NIH_IRON.ref} (antacids and proton pump inhibitors reduce iron absorption)；Gaviscon Advance SmPC §4.5 (2-hour interval from other oral medicines)；${BSG_2021}`,
      url: NIH_IRON.url,
    },
  },
  {
    // en-038: "I take Elevit and Gaviscon sometimes for heartburn — any interaction?"
    id: 'antacid-with-prenatal',
    when: [
      /gaviscon|盖胃平|达喜|铝碳酸镁|铝镁|抗酸|胃药|斯达舒|\btums\b|\brennie\b|\bantacids?\b|\bmylanta\b|\bmaalox\b/,
      new RegExp(
        `${PRENATAL.source}|${IRON.source}|复合维生素|\\bmultivitamins?\\b|\\binteract\\w*|\\btogether\\b|\\bwith\\b|一起|冲突`,
      ),
    ],
    // Its text is about pregnancy: for someone pregnant or on a prenatal (blind answer round 18 en-134,
    // a man with kidney disease asking about antacids got it).
    for: { ...PREGNANT, said: new RegExp(`${PREGNANCY_SAID.source}|${PRENATAL.source}`) },
    notFor: { medicines: ['bisphosphonate'] },
    intent: 'supplement_pairing',
    text: {
      zh: '**可以用，但和含铁的孕妇复合维生素（如爱乐维）或铁剂间隔2小时。** 盖胃平、达喜这类抗酸药会减少铁的吸收，碳酸钙类胃药（如Tums）里的钙也一样，说明书也建议和其他药间隔约2小时；隔开就不会抵消。孕期偶尔用抗酸药缓解烧心是可以的，按说明书的量；天天都要用，或烧心很重，请告诉产科医生。',
      en: '**Yes, fine together — just keep the antacid (Tums, Gaviscon and the like) 2 hours apart from Elevit or an iron tablet.** Antacids reduce iron absorption — the calcium in Tums (calcium carbonate) does too — and the Gaviscon label advises spacing it about 2 hours from other medicines; spaced apart, nothing is cancelled out. Occasional antacids for heartburn are fine in pregnancy at the label dose; if you need them every day or the heartburn is severe, tell your obstetrician or midwife.',
    },
    source: {
      ref: 'Gaviscon Advance SmPC §4.5 (2-hour interval from other oral medicines)；NIH Office of Dietary Supplements, Iron Fact Sheet；NHS, Indigestion and heartburn in pregnancy',
      url: 'https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/indigestion-and-heartburn/',
    },
  },
  {
    // Common in pregnancy: "怀孕烧心反酸能吃什么" declined.
    id: 'pregnancy-heartburn',
    when: [/烧心|反酸|泛酸|胃灼热|反流|胃酸|\bheartburn\b|\breflux\b|\bindigestion\b/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕期烧心很常见，先从吃法改起：** 少量多餐，一次别吃太饱；睡前3小时内不吃东西；吃完坐直或散步，别马上躺下；睡觉把床头垫高；少吃让你烧心的东西，常见的是油炸油腻、辛辣、咖啡浓茶、巧克力和酸的果汁。不管用的话，药师可以推荐孕期能用的抗酸药（要和爱乐维等含铁的补充剂间隔2小时）。如果是上腹部（肋骨下）剧痛，同时有头痛、看东西模糊或手脚脸突然肿，可能是子痫前期，请马上去医院。',
      en: '**Heartburn is very common in pregnancy; start with how you eat:** smaller, more frequent meals; nothing in the 3 hours before bed; sit up or walk after eating rather than lying down; raise the head of the bed; cut back on what sets it off — often fried or fatty food, spicy food, coffee and strong tea, chocolate and acidic juices. If that is not enough, a pharmacist can suggest a pregnancy-safe antacid (keep it 2 hours from Elevit or other iron). Severe pain just below the ribs with a headache, blurred vision or sudden swelling of face, hands or feet can be pre-eclampsia: go to hospital straight away.',
    },
    source: {
      ref: 'NHS, Indigestion and heartburn in pregnancy；NICE NG201 Antenatal care (2021) §1.3 (heartburn)；NICE NG133 Hypertension in pregnancy (2019)',
      url: 'https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/indigestion-and-heartburn/',
    },
  },
  {
    // Common in pregnancy: "孕中期腿抽筋是缺钙吗" answered with the pregnancy overview.
    id: 'pregnancy-leg-cramps',
    when: [/抽筋|腿抽|痉挛|\bcramps?\b|\bcramping\b/],
    unless: [/肚子|腹|宫缩|\bstomach\b|\babdom\w*|\bbelly\b|\btummy\b|\bperiod\b/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕期腿抽筋很常见，不一定是缺钙。** 原因还不完全清楚；补钙、补镁能不能减少抽筋，研究结果不一致（Cochrane 2020）。按方案吃够奶类和钙就好，不要为了抽筋自己加大钙片。抽筋时把脚尖往身体方向勾、拉伸小腿肌肉，按摩、热敷；白天适当走动，睡前做几分钟小腿拉伸。如果一条腿持续疼痛、发红发热或肿起来，可能是血栓，要马上就医。',
      en: '**Leg cramps are common in pregnancy and do not necessarily mean a calcium shortage.** The cause is not fully known, and trials of calcium or magnesium for cramps give mixed results (Cochrane 2020). Keep to the dairy and calcium in your plan rather than adding extra calcium for cramps. During a cramp, pull your toes up towards you to stretch the calf, then massage or use warmth; stay active in the day and stretch your calves before bed. One leg that stays painful, red, warm or swollen may be a blood clot: seek care straight away.',
    },
    source: {
      ref: 'Luo L et al. Interventions for leg cramps in pregnancy. Cochrane Database Syst Rev 2020;12:CD010655；NHS, Leg cramps in pregnancy',
      url: 'https://www.nhs.uk/pregnancy/related-conditions/common-symptoms/leg-cramps/',
    },
  },
  {
    // Blind answer round 58, en-012 (development data): "how many extra calories for twins? I've gained 9 kg" got the
    // one-baby figures and "above the range". Twins said, calories or weight asked.
    id: 'twin-pregnancy-energy-gain',
    wholeMessage: true,
    when: [
      /双胞胎|双胎|龙凤胎|三胞胎|\btwins?\b|\btriplets\b/,
      /热量|卡|吃多少|多吃|长了|长胖|增重|体重|胖了|公斤|斤|\bcalories?\b|\bkcal\b|\beat\w*\b|\bgain\w*\b|\bweight\b|\bkg\b|\blbs?\b|\bpounds\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    ...TWIN_PREGNANCY_ENERGY,
  },
  {
    // Blind answer round 57, zh-012 (development data): a breastfeeding mother who keeps dairy out for her baby's
    // cow's-milk allergy asked whether to stop her soy milk too, and where protein and calcium come from then; she got
    // "300–500 g of dairy a day".
    id: 'cmpa-mother-soy-protein-calcium',
    wholeMessage: true,
    when: [
      /豆浆|豆奶|大豆|黄豆|豆制品|豆腐|\bsoy\w*|\bsoya\b|\btofu\b/,
      /(牛奶|奶)蛋白过敏|牛奶过敏|乳蛋白过敏|\bcmpa\b|\bcmpi\b|\bcow'?s'? milk (protein )?(allergy|intolerance)\b|\bmilk (protein )?allergy\b|\bdairy[- ]free\b/,
    ],
    for: LACTATING,
    intent: 'pregnancy_lactation',
    ...CMPA_MOTHER_SOY,
  },
  {
    // Blind answer round 56, zh-045 (development data): "28週驗Hb 11.2，Elevit入面已經有鐵，使唔使另外再食補鐵丸？" got iron
    // foods and a DRI. A haemoglobin in the pregnancy range (110–139 g/L, 11.0–13.9 g/dL) beside a prenatal's iron.
    id: 'pregnancy-hb-normal-prenatal-iron',
    wholeMessage: true,
    beforeLabs: true,
    when: [
      HB_IN_PREGNANCY_RANGE,
      /铁|\biron\b|\bferrous\b/,
      /另外|再(吃|加|补)|额外|还要|要不要|使唔使|够不够|\bextra\b|\bmore\b|\badditional\b|\bseparate\b|\benough\b|\bneed\b/,
    ],
    unless: [/铁蛋白|\bferritin\b/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    compose: (said, zh) => {
      const m = HB_IN_PREGNANCY_RANGE.exec(said.text.toLowerCase());
      if (!m) return null;
      const v = m[2]!;
      const hb = v.includes('.') ? `${v} g/dL` : `${v} g/L`;
      return pickZh(PREGNANCY_HB_NORMAL_PRENATAL.text, zh).replace('{hb}', hb);
    },
    text: {
      zh: PREGNANCY_HB_NORMAL_PRENATAL.text.zh.replace('{hb}', '110 g/L以上'),
      en: PREGNANCY_HB_NORMAL_PRENATAL.text.en.replace('{hb}', '110 g/L or more'),
    },
    source: PREGNANCY_HB_NORMAL_PRENATAL.source,
  },
  {
    // Common: "孕妇一天喝多少牛奶" declined.
    id: 'pregnancy-lactation-milk-amount',
    when: [
      /牛奶|酸奶|奶制品|奶类|纯奶|[杯盒袋瓶]奶|喝奶|\bmilk\b|\bdairy\b|\byogh?urt\b/,
      /多少|几杯|几盒|几袋|一天|每天|够不够|\bhow (much|many)\b|\bglasses\b|\ba day\b|\bper day\b|\benough\b/,
    ],
    unless: [
      /母乳|奶水|奶量|下奶|回奶|喂奶后|咖啡|奶茶|拿铁|奶粉|\bbreast ?milk\b|\bmilk supply\b|\blatte\b|\bformula\b/,
      // Milk beside a medicine or coffee, or kept out for a baby's allergy, is not a question of how much dairy (blind
      // answer round 57, zh-012, en-047, development data).
      /优甲乐|甲状腺|过敏|忌奶|\bcoffee\b|\bflat whites?\b|\bcappuccinos?\b|\b(levo)?thyrox\w*|\beltroxin\b|\bsynthroid\b|\ballerg\w*|\bcmpa\b|\bdairy[- ]free\b/,
      // "without my milk dropping" while breastfeeding is her breast milk (blind answer round 56, en-009, development data).
      /\b(my|her) milk\b(?! (tea|shakes?|powder|and|or|with|in))|\bmilk (dropping|drops?|dried|drying|production|coming in|came in)\b/,
    ],
    for: PREGNANT_OR_LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**每天奶类300–500克，大约是一杯半到两杯半（每杯200毫升）牛奶。** 酸奶、奶酪也算（一杯酸奶算一杯奶）。喝牛奶胀气、拉肚子的，换成酸奶、低乳糖奶，或者分几次少量喝。孕妇奶粉不是必需的，普通牛奶就够；加上孕妇复合维生素和钙片时，钙的总量按方案来，不用额外多喝。',
      en: '**About 300–500 g of dairy a day — roughly one and a half to two and a half 200 ml glasses of milk.** Yoghurt and cheese count too (a pot of yoghurt counts like a glass of milk). If milk gives you bloating or loose stools, switch to yoghurt or lactose-free milk, or have small amounts spread through the day. Special pregnancy milk powders are not needed; ordinary milk does the job. With a prenatal and a calcium tablet, keep to the total calcium in your plan rather than drinking extra.',
    },
    source: { ref: `${CN_GUIDE} 孕期妇女及哺乳期妇女膳食指南（奶类300–500克/天）` },
  },
  {
    // "孕期可以喝骨头汤吗" declined; bone broth "for calcium" is a common belief.
    id: 'pregnancy-bone-broth',
    when: [/骨头汤|骨汤|筒骨汤|排骨汤|\bbone broth\b/],
    unless: [/下奶|催奶|奶水|\bmilk supply\b|尿酸|痛风|\bgout\b/],
    for: PREGNANT_OR_LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以喝，但骨头汤补钙基本没用：骨头里的钙很难溶到汤里，一碗骨头汤的钙远不如一杯牛奶。** 汤里更多的是脂肪和盐，撇去浮油、少放盐，连肉一起吃才有蛋白质。补钙靠每天300–500克奶类、豆腐等豆制品和深绿色蔬菜，不够的按医生或方案吃钙片。',
      en: '**Yes, you can have it, but bone broth does almost nothing for calcium: very little calcium leaches out of the bones, so a bowl has far less than a glass of milk.** It is mostly fat and salt — skim the fat, go easy on salt, and eat the meat for protein. Calcium comes from 300–500 g of dairy a day, tofu and other soy foods, and dark green vegetables, with a calcium tablet if your doctor or plan advises one.',
    },
    source: { ref: `${CN_GUIDE} 孕期及哺乳期妇女膳食指南；中国食物成分表 标准版 第6版（2018）` },
  },
  {
    // Common: "孕期吃燕窝有用吗", "孕妇奶粉有必要吗" declined.
    id: 'pregnancy-tonics',
    when: [
      /燕窝|孕妇奶粉|妈妈奶粉|孕妇奶|海参|花胶|鱼胶|补品|进补|\bbird'?s?'? ?nests?\b|\bmaternal (milk|formula)\b|\bpregnancy (milk|formula)\b|\benfamama\b|\banmum\b/,
    ],
    for: PREGNANT_OR_LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**不是必需的，花钱买的是心理安慰。** 燕窝、花胶、海参主要是蛋白质（很多是胶原蛋白），营养价值不比一个鸡蛋、一杯牛奶或一块鱼肉高，“让宝宝聪明、皮肤白”没有证据。孕妇奶粉适合吃得少、饮食很单一的人；饮食正常的话，普通牛奶加产科医生让你吃的孕妇复合维生素就够。要注意：孕妇奶粉里本身加了叶酸、铁、维生素A等，和孕妇复合维生素一起吃会叠加，喝之前对一下两者的标签，或者问问药师。',
      en: '**None of these is needed.** Bird’s nest, fish maw and sea cucumber are mainly protein (much of it collagen), no more nourishing than an egg, a glass of milk or a piece of fish, and there is no evidence they make a baby smarter or fairer-skinned. Pregnancy milk powders can help if you eat little or a very narrow diet; otherwise ordinary milk plus the prenatal your obstetrician advised is enough. Note that pregnancy milks are fortified with folic acid, iron and vitamin A, which add to a prenatal — compare the two labels or ask a pharmacist before taking both.',
    },
    source: { ref: `${CN_GUIDE} 孕期妇女膳食指南；中国食物成分表 标准版 第6版（2018）` },
  },
  {
    // zh-158: "孕吐…苏打饼干能当饭吃吗 别的真咽不下" declined.
    id: 'pregnancy-nausea-crackers',
    when: [
      /苏打饼干|饼干|馒头|白粥|面包|吐司|\bcrackers?\b|\bsaltines?\b|\btoast\b|\bplain (food|carbs)\b/,
      // "what can i actually eat that stays down, im living on saltines" (blind answer round 18 en-004).
      /当饭|只能吃|只吃|只想吃|吃得下|咽得下|留得住|(吃|能吃|该吃|可以吃)(点)?(什么|啥)|\blive on\b|\bliving on\b|\bonly\b|\bkeep down\b|\bstays? down\b|\bkeep (anything|something|it|food) down\b|\bwhat (can|should|do) i (actually )?eat\b|\bwhat to eat\b|\bstarv\w*\b|\benough\b|\ball i can\b/,
    ],
    unless: [
      /喝水都|水都|喝不进|留不住水|超级严重|很严重|剧烈|\bcan'?t keep (water|fluids|anything)\b|\bsevere\b/,
      // Vitamins for the nausea have their own rows.
      /维生素\s?b[16]|维b[16]|\bb[16]\b|吡哆|硫胺|\bpyridoxine\b|\bthiamine?\b|\bdoxylamine\b|\bdiclegis\b|\bunisom\b|叶酸|爱乐维|\bfolic\b|\bprenatals?\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕吐期间，一段时间主要靠苏打饼干、白粥、馒头、面包也可以，先吃得下最重要。** 孕早期宝宝需要的营养很少，短时间吃得单一不会让宝宝缺营养；更要紧的是你别脱水——小口多次喝水、淡汤或稀释的果汁，小口喝姜汁汽水也可以，能帮你留住水分就行（它主要是糖和气泡，真正的姜很少）。能吃一点别的时，在饼干粥面之外加一样：牛奶或酸奶、鸡蛋、香蕉、苹果，少量多餐，起床前先吃几块饼干。叶酸或孕妇维生素继续吃，吐得厉害可以放到睡前吃。喝水也留不住、一天吐很多次、尿很少或颜色很深、头晕站不稳、体重明显下降，可能是妊娠剧吐，请当天就医。',
      en: '**While nausea lasts, living mostly on crackers, toast, plain rice or porridge for a while is fine — eating something you can keep down comes first.** In early pregnancy the baby needs very little, so a narrow diet for a short time will not starve the baby; the bigger risk is you getting dehydrated — take small, frequent sips of water, clear broth or diluted juice; sipping ginger ale is fine too if it helps you keep fluids down (it is mostly sugar and fizz, with little real ginger). When you can manage more, add one thing at a time: milk or yoghurt, an egg, a banana or apple; eat little and often, and nibble a cracker before getting up. Keep taking folic acid or your prenatal, at bedtime if mornings are worse. If you cannot keep fluids down, vomit many times a day, pass little or dark urine, feel faint or are losing weight, it may be hyperemesis: seek care the same day.',
    },
    source: {
      ref: 'ACOG Practice Bulletin No. 189, Nausea and Vomiting of Pregnancy (2018)；RCOG Green-top Guideline 69, Nausea and vomiting in pregnancy and hyperemesis gravidarum (2016)',
    },
  },
  {
    // zh-159: "听说维生素B6能止吐，我可以自己去药店买来吃吗" declined.
    id: 'pregnancy-nausea-b6',
    when: [
      /维生素\s?b6|维b6|\bb6\b|吡哆|\bpyridoxine\b|\bdoxylamine\b|\bdiclegis\b|\bunisom\b/,
      /孕吐|恶心|止吐|吐|反胃|买|自己|\bnause\w*|\bqueas\w*|\bsick\w*\b|\bvomit\w*|\bmorning sickness\b|\bbuy\b|\bover the counter\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**维生素B6是孕吐的常用首选，孕期用是安全的；药店能买到，但剂量请先和产科医生或药师确认。** 美国妇产科医师学会（ACOG 2018）给的用法是每次10–25毫克，每天3–4次；这个量可能超过我国成人维生素B6可耐受最高摄入量（每天60毫克），所以每天吃多少由产科医生定；你吃的孕妇复合维生素里可能已经有一些B6，要一起算，不要自己越吃越多。单用B6效果不够时，医生可能加用多西拉敏等药。饮食上：少量多餐、起床前吃几块饼干、避开让你反胃的气味，生姜也有帮助。喝水也留不住、尿很少、头晕、体重下降，要尽快就医。',
      en: '**Vitamin B6 is a usual first choice for pregnancy nausea and is safe in pregnancy; you can buy it at a pharmacy, but check the dose with your obstetrician or pharmacist first.** ACOG (2018) gives 10–25 mg three or four times a day; your prenatal may already contain some B6, so count that, keep the total to what your obstetrician advises (the US upper limit is 100 mg a day) and do not keep adding more. If B6 alone is not enough, the doctor may add doxylamine or another medicine. Food-wise: small frequent meals, a cracker before getting up, avoid smells that set you off; ginger helps too. If you cannot keep fluids down, pass little urine, feel dizzy or are losing weight, seek care soon.',
    },
    source: {
      ref: 'ACOG Practice Bulletin No. 189, Nausea and Vomiting of Pregnancy (2018); 中国营养学会《中国居民膳食营养素参考摄入量（2023版）》维生素B6 UL 60 mg/d; NIH ODS Vitamin B6 Fact Sheet for Health Professionals (UL 100 mg/day)',
    },
  },
  {
    // Clinician review 7, zh P2: "爱乐维吃了就吐，能先停几天只吃叶酸吗？" was never answered.
    id: 'pregnancy-vomiting-pause-prenatal',
    when: [
      PRENATAL,
      /吐|恶心|反胃|停|不吃|只吃|\bvomit\w*|\bsick\b|\bnause\w*|\bthrow(ing)? up\b|\bstop\b|\bpause\b|\bskip\b|\bjust (take|the) folic\b/,
      /叶酸|\bfolic\b|\bfolate\b|停|\bstop\b|\bpause\b|\bskip\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以：吐得厉害时，孕妇复合维生素可以先停几天，只吃叶酸（每天0.4毫克的小片）。** 复合维生素里的铁最容易让人恶心，片子也大；孕早期最要紧的是叶酸，单独的叶酸片小、好咽，放到睡前或吐得最少的时候吃更容易留住。等呕吐好转再把复合维生素吃回来，并告诉产科医生你停过。如果连叶酸片也留不住、喝水也吐、尿少或体重在往下掉，请当天就医；吐了好几周的，还要问医生补维生素B1。',
      en: '**Yes: while vomiting is bad, you can pause the prenatal multivitamin for a few days and take folic acid alone (a small 0.4 mg tablet a day).** The iron in a prenatal is what most often makes nausea worse, and the tablet is big; folic acid is what matters most in early pregnancy, and a folic-acid-only tablet is small and easier to keep down at bedtime or whenever you are least sick. Restart the prenatal when the vomiting settles, and tell your obstetric team you paused it. If even the folic acid will not stay down, water comes back up, you pass little urine or keep losing weight, seek care the same day; after several weeks of vomiting, ask about vitamin B1 too.',
    },
    source: {
      ref: 'ACOG Practice Bulletin No. 189, Nausea and Vomiting of Pregnancy (2018): switching from a prenatal vitamin to folic acid alone may ease symptoms; RCOG Green-top Guideline No. 69 (2016); WHO antenatal care (2016) A.2.1: folic acid 400 µg daily',
    },
  },
  {
    // Clinician review 7, zh P2: "吐了三周，要不要补B1？" → "no need: your supplements give 1.6 mg",
    // from the prenatal she was vomiting up (RCOG GTG 69: thiamine for prolonged vomiting).
    id: 'pregnancy-vomiting-thiamine',
    when: [
      /维生素\s?b1|维b1|\bb1\b|硫胺|\bthiamine?\b/,
      /吐|呕|恶心|\bvomit\w*|\bsick\w*|\bnause\w*|\bhyperemesis\b|\bthrowing up\b|\bthrew up\b|\bkeep\b.{0,20}\bdown\b/,
    ],
    // "孕吐" (morning sickness) says the pregnancy by itself.
    for: { ...PREGNANT, said: new RegExp(`${PREGNANCY_SAID.source}|孕吐|\\bmorning sickness\\b`) },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**吐了一段时间，需要补维生素B1（硫胺素）：请今天就联系产科医生。** 身体里的B1只够用几周，持续呕吐时很快耗光；严重缺乏会引起韦尼克脑病（意识混乱、走路不稳、眼睛转动异常），可能留下后遗症。英国皇家妇产科医师学会指南建议，持续呕吐的孕妇都要补B1，吐得厉害时静脉给，尤其在输葡萄糖之前。**吃了就吐出来的复合维生素里的B1不算数**，不能因为"复合维生素里有B1"就觉得够了。B1很安全，多了会从尿里排出。同时请医生看看是不是妊娠剧吐：体重下降、尿少色深、站起来头晕、喝水也吐，都需要当天就医补液和止吐。',
      en: '**After vomiting for a while you need vitamin B1 (thiamine): contact your obstetric team today.** The body holds only a few weeks’ worth, and prolonged vomiting uses it up fast; a severe lack causes Wernicke’s encephalopathy (confusion, unsteady walking, abnormal eye movements), which can leave lasting damage. The RCOG guideline gives thiamine to every pregnant woman with prolonged vomiting — into a vein when vomiting is severe, and especially before a glucose drip. **The B1 in a multivitamin that comes back up does not count**, so "my multivitamin has B1" is not enough. Thiamine is safe; the body passes out what it does not need. Ask them to check for hyperemesis too: weight loss, little or dark urine, dizziness on standing or not keeping water down all need care the same day for fluids and anti-sickness medicine.',
    },
    source: {
      ref: 'RCOG Green-top Guideline No. 69, The management of nausea and vomiting of pregnancy and hyperemesis gravidarum (2016): thiamine supplementation, oral or intravenous, for women with prolonged vomiting (Wernicke’s encephalopathy); IOM Dietary Reference Intakes (1998): no UL set for thiamin',
    },
  },
  {
    // Not asked in round 7: "孕妇能吃溏心蛋吗", "can I eat runny eggs", "一天吃几个鸡蛋".
    id: 'pregnancy-eggs',
    when: [/鸡蛋|蛋黄|溏心|流心|荷包蛋|温泉蛋|\beggs?\b|\byolks?\b/],
    unless: [
      /过敏|\ballerg\w*|生鸡蛋|\braw eggs?\b|蛋白粉|\bprotein powder\b|生鱼|刺身|寿司|生蚝|\bsashimi\b|\bsushi\b|\boysters?\b/,
    ],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**鸡蛋是孕期的好食物，每天1个（连蛋黄）是膳食指南的建议量，想吃两个也可以；但要做到蛋白和蛋黄都凝固。** 溏心蛋、流心蛋、温泉蛋、半熟荷包蛋先别吃，可能有沙门氏菌；自制的沙拉酱、提拉米苏、慕斯这类用生鸡蛋做的也避开，超市里巴氏消毒过的可以。蒸蛋、煮蛋、炒蛋、煎到全熟的蛋都很好。',
      en: '**Eggs are a good pregnancy food — about one a day, yolk included, is the guideline amount, and two is fine — but cook them until both white and yolk are firm.** Skip runny, soft-boiled or poached eggs with a liquid yolk (Salmonella risk), and homemade mayonnaise, tiramisu or mousse made with raw egg; shop-bought pasteurised versions are fine. Hard-boiled, scrambled, steamed or fully fried eggs are all good. (In the UK, British Lion-stamped eggs are considered safe runny.)',
    },
    source: {
      ref: `US FDA, Food Safety for Pregnant Women and Their Unborn Babies；NHS, Foods to avoid in pregnancy (2023)；${CN_GUIDE} 孕期妇女膳食指南`,
    },
  },
  {
    // "怀孕可以吃代糖吗 无糖可乐" answered with the sweet-drinks row.
    id: 'pregnancy-sweeteners',
    when: [SWEETENERS],
    for: PREGNANT_OR_LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以适量：阿斯巴甜、三氯蔗糖、甜菊糖等获批的甜味剂在规定用量内，孕期和哺乳期被认为可以使用。** 偶尔一罐无糖可乐没有问题，但可乐里有咖啡因，要算进每天200毫克的量里；每天大量喝无糖饮料没有好处，最好的饮料还是白开水和牛奶。有苯丙酮尿症的人不能吃阿斯巴甜。',
      en: '**Yes, in moderation: approved sweeteners such as aspartame, sucralose and stevia are considered safe in pregnancy and while breastfeeding within their acceptable daily intakes.** An occasional diet cola is fine, but cola contains caffeine, which counts towards the 200 mg a day; lots of diet drinks every day bring no benefit — water and milk are still the best drinks. People with phenylketonuria (PKU) must avoid aspartame.',
    },
    source: {
      ref: 'US FDA, Aspartame and Other Sweeteners in Food (2023)；EFSA, Sweeteners；ACOG Committee Opinion No. 462 (caffeine)',
      url: 'https://www.fda.gov/food/food-additives-petitions/aspartame-and-other-sweeteners-food',
    },
  },
  {
    // "孕妇能吃辣吗", "怀孕能吃冰淇淋吗" declined or answered with raw-fish text.
    id: 'pregnancy-spicy-cold',
    when: [/辣|麻辣|冰的|冷饮|冰饮|冰淇淋|雪糕|冰棍|\bspicy\b|\bice cream\b|\bcold drinks?\b|\biced\b/],
    unless: [/火锅|麻辣烫|串串|\bhot ?pot\b|烧心|反酸|\bheartburn\b|软冰|\bsoft serve\b/],
    for: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以吃，辣的和冰的都不会伤到宝宝，也不会引起流产。** 注意的是你自己舒不舒服：辣的容易让孕中晚期的烧心、便秘更明显，吃了难受就少吃点；冰淇淋、雪糕选正规厂家用巴氏消毒奶做的，偶尔吃，算在每天的糖里；来路不明的散装冰淇淋先别吃。',
      en: '**Yes — spicy food and cold food or drinks do not harm the baby or cause miscarriage.** What matters is how you feel: spicy food can make pregnancy heartburn and constipation worse, so ease off if it does; ice cream from a proper manufacturer made with pasteurised milk is fine as an occasional treat (it counts as sugar); skip soft-serve or homemade ice cream of unknown origin.',
    },
    source: {
      ref: `${CN_GUIDE} 孕期妇女膳食指南；US FDA, Food Safety for Pregnant Women and Their Unborn Babies；NHS, Foods to avoid in pregnancy (2023)`,
    },
  },
];

/** Breastfeeding: food, drink, calories, weight and milk supply (not the medicines themselves). */
const LACTATION_ROWS: readonly FaqRow[] = [
  {
    // Thirty-seventh clinician review, en S3: "Does my baby need anything? she's exclusively breastfed, 7 weeks old"
    // from a vegan mother with a low B12 was "outside what I can answer".
    id: 'breastfed-baby-needs',
    when: [
      /(宝宝|孩子|婴儿|小孩|娃)[^。？?]{0,12}(需要|要不要|要)[^。？?]{0,6}(补|吃|加)(什么|啥|点啥|维生素|东西)|(宝宝|婴儿)[^。？?]{0,6}(补|吃)(什么|啥)(维生素|营养素)|\b(does|do|will|should) (my |the )?(baby|babe|newborn|little one|infant|son|daughter|she|he) (need|get|have) (anything|any (vitamins?|supplements?|drops)|vitamins?|supplements?|drops)\b|\bwhat (vitamins?|supplements?|drops) (does|do|should) (my |the )?(baby|infant|newborn)\b/,
    ],
    // A nutrient named is that nutrient's question (the infant vitamin D note answers "宝宝需要补维生素D吗").
    unless: [
      /维生素\s*[a-z]|ad滴剂|d滴剂|鱼肝油|铁|钙|锌|dha|\bvitamin\b|\b(iron|calcium|zinc|dha|probiotics?)\b/,
    ],
    for: LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**纯母乳喂养的宝宝，从出生后不久起每天补维生素D 10微克（400国际单位）的滴剂；母乳里维生素D很少。** 足月健康的宝宝6个月前一般不需要另外补铁或别的维生素，6个月起添加富含铁的辅食（肉泥、强化铁米粉）。还有一点很要紧：宝宝的维生素B12全部来自母乳——妈妈纯素饮食或自己B12偏低时，奶里的B12也会少，宝宝可能跟着缺乏（吃奶差、没精神、身体发软、发育倒退）。这种情况请这一两周内带宝宝看儿科，说明你的饮食和B12结果，由医生决定是否给宝宝查B12；你自己每天要有可靠的B12来源（补充剂或强化食品）。宝宝已经发软、很嗜睡、吃奶明显减少，请当天就医。',
      en: '**An exclusively breastfed baby needs vitamin D drops — 8.5–10 µg (340–400 IU) a day from soon after birth — because breast milk has little of it.** A healthy term baby needs no extra iron or other vitamins before about 6 months, when iron-rich first foods start. One more thing matters: a breastfed baby gets all of its vitamin B12 from the milk, so if you are vegan or your own B12 is low, the milk can be low and the baby can become deficient (poor feeding, listlessness, floppiness, losing skills). In that case ask your GP, paediatrician or health visitor in the next week or two to check the baby, telling them about your diet and your B12 result, and make sure you have a reliable B12 source every day (a supplement or fortified foods). A baby who is floppy, very sleepy or feeding much less needs a doctor the same day.',
    },
    source: {
      ref: 'NHS, Vitamins for children (breastfed babies: 8.5–10 µg vitamin D a day from birth); SACN Vitamin D and Health (2016); American Academy of Pediatrics, Vitamin D supplementation for infants (400 IU a day for breastfed infants); 中国营养学会 中国婴幼儿喂养指南（2022）0–6月龄（出生后数日开始每日补充维生素D 10 µg，纯母乳喂养不需补钙）; Devalia V et al., BSH cobalamin and folate guideline, Br J Haematol 2014;166:496 (infants of B12-deficient mothers)',
      url: 'https://www.nhs.uk/conditions/baby/weaning-and-feeding/vitamins-for-children/',
    },
  },
  {
    // zh-035, zh-036, en-042, en-043: "can I eat less to lose weight?", "what is the minimum?",
    // "is 1500 a day too low?" declined or answered with infant vitamin D text.
    id: 'lactation-weight-loss',
    when: [
      /减肥|减重|减脂|瘦身|瘦下来|瘦回|掉秤|少吃|节食|控制饮食|热量|卡路里|大卡|千卡|多少卡|最少吃|\blose (the )?(baby )?weight\b|\blosing weight\b|\bweight loss\b|\bbaby weight\b|\bdiet(ing)?\b|\bcalories?\b|\bkcal\b|\bcut (back|down)\b|\b1[0-9]00 (a|per) day\b|\btoo low\b|\beat(ing)? less\b/,
    ],
    unless: [/咖啡|酒|\bcaffeine\b|\bcoffee\b|\balcohol\b|\bwine\b|\bbeer\b|减肥药|代餐|\bpills?\b/],
    for: LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以慢慢减，但别节食：每天吃的能量最好不低于约1800千卡，每周减不超过0.5千克，这样一般不影响奶量。** 哺乳期每天比孕前多需要约400千卡（中国居民膳食营养素参考摄入量2023）；研究中超重的哺乳妈妈适度少吃加运动、每周减约0.5千克，宝宝的生长不受影响。一天只吃1500千卡左右对喂奶的妈妈偏低。做法：先减含糖饮料、甜点、油炸食物和汤上的浮油，奶、蛋、鱼肉、豆制品、蔬菜和主食照常吃；每天快走或推婴儿车散步30分钟。产后头几周奶量还在建立，先不刻意减。不吃减肥药、代餐，不断碳水。如果奶量变少、宝宝尿布明显变少或体重长得慢，请找哺乳顾问或儿保医生。',
      en: '**Yes, slowly — but do not diet hard: stay at or above roughly 1800 kcal a day and lose no more than about 0.5 kg a week; at that pace milk supply is usually unaffected.** Breastfeeding uses about 330 extra kcal a day in the first 6 months (US DRIs), and in trials overweight breastfeeding mothers who ate a little less and exercised lost about 0.5 kg a week with no effect on their babies’ growth. So 1500 kcal a day is too low for most breastfeeding mothers. What works: cut sugary drinks, sweets, fried food and fatty broths first; keep dairy, eggs, fish, meat, beans, vegetables and starchy foods; walk briskly or push the pram for 30 minutes a day. In the first weeks, while supply is settling, do not try to lose weight. No diet pills, meal-replacement shakes or cutting out carbs. If your supply drops, or the baby has fewer wet nappies or gains slowly, see a lactation consultant or the baby’s doctor.',
    },
    source: {
      ref: `IOM, Nutrition During Lactation (1991) (intakes below 1800 kcal/day not advised); Lovelady CA et al. The effect of weight loss in overweight, lactating women on the growth of their infants. N Engl J Med 2000;342:449–453; ${CN_DRIS} 能量（乳母+400千卡）；IOM Dietary Reference Intakes for Energy (2005)`,
    },
  },
  {
    // zh-079: "猪蹄汤鲫鱼汤下奶真有用吗，我奶水有点少" referred to the sertraline prescriber.
    id: 'lactation-milk-supply',
    when: [
      /下奶|催奶|发奶|追奶|通乳|奶水(少|不够|不足|变少|少了)|奶少|奶不够|没奶|奶量(少|不够|下降|减少|变少)|猪蹄|鲫鱼汤|通草|\bmilk supply\b|\bincrease (my )?(milk|supply)\b|\blow supply\b|\blactation cookies?\b|\bmore milk\b|\bnot enough milk\b|\bsupply (is )?(low|dropp\w*|down)\b/,
    ],
    unless: [
      /葫芦巴|胡芦巴|草药|中药|王不留行|\bfenugreek\b|\bherb\w*|减肥|减重|瘦|节食|热量|卡|\bweight\b|\bcalories?\b|\bdiet\w*\b|酒|\balcohol\b|舍曲林|药|\bsertraline\b|\bmedic\w*/,
    ],
    for: LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**汤本身不会让奶变多，奶量主要取决于宝宝吸得勤、吸得好。** 按需喂，24小时一般8–12次，夜里也喂；每次让宝宝把一侧吃空再换另一侧；奶少时喂完再用吸奶器吸一会儿。猪蹄汤、鲫鱼汤可以喝，撇去浮油、连肉一起吃，喝腻了就不用喝——浓油汤只多了热量，“下奶”没有证据。吃饱、渴了就喝水就够。判断奶够不够看宝宝：出生5天后每天6片以上湿尿布、体重按生长曲线增长。宝宝尿少、体重长得慢，或你一直担心奶少，请找哺乳顾问或儿保医生看看喂奶姿势和含接。',
      en: '**Soups do not make more milk; supply depends mainly on how often and how well the baby feeds.** Feed on demand, usually 8–12 times in 24 hours including at night; let the baby finish one breast before offering the other; if supply is low, pumping for a few minutes after feeds helps. Broths are fine if you enjoy them (skim the fat, eat the meat too), but there is no evidence they raise supply. Eat enough and drink to thirst. Whether the baby is getting enough shows in the baby: 6 or more wet nappies a day after day 5 and steady growth along the chart. With few wet nappies, slow weight gain or an ongoing worry about supply, see a lactation consultant or the baby’s doctor to check positioning and latch.',
    },
    source: {
      ref: 'Academy of Breastfeeding Medicine Clinical Protocol #9: Use of galactogogues (2018)；WHO/UNICEF, Breastfeeding counselling: a training course；American Academy of Pediatrics (HealthyChildren.org), How to tell if your baby is getting enough breast milk；中国居民膳食指南（2022）哺乳期妇女膳食指南',
    },
  },
  {
    // Common: "喂奶要多喝水吗，一天喝多少" answered with the plan overview.
    id: 'lactation-water',
    when: [
      /喝.{0,4}水|饮水|水分|汤水|多喝|\bwater\b|\bfluids?\b|\bhydrat\w*|\bdrink (more|enough)\b/,
      /多少|要不要|需要|一天|每天|够|要多|多喝|\bhow much\b|\bmore\b|\benough\b|\bneed\b/,
    ],
    unless: [
      /骨头汤|骨汤|猪蹄|鲫鱼汤|下奶|催奶|钙|\bbone broth\b|\bcalcium\b/,
      /酒|咖啡|茶|\balcohol\b|\bcoffee\b|\btea\b|\bwine\b|\bbeer\b/,
    ],
    for: LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**要比平时多喝一些：哺乳期每天喝水约2100毫升，比平时多约600毫升**（中国居民膳食营养素参考摄入量）。简单的做法是每次喂奶时喝一杯水，渴了就喝，尿色保持浅黄。汤、牛奶也算在里面。喝得远超过口渴需要的量并不会让奶更多。',
      en: '**A little more than usual: drink to thirst — a glass of water at each feed usually covers it.** The US reference intake for breastfeeding women is about 3.1 litres of drinks a day (about 3.8 litres of water in all, food included); milk and soups count. Pale yellow urine means you are drinking enough. Drinking far beyond thirst does not increase milk supply.',
    },
    source: {
      ref: `${CN_DRIS} 水（乳母饮水2.1升/天）；NASEM Dietary Reference Intakes for Water, Potassium, Sodium, Chloride, and Sulfate (2005)；Academy of Breastfeeding Medicine Protocol #9 (2018)`,
    },
  },
  {
    // Common: spicy food, chives "回奶", gassy foods and colic while breastfeeding (declined).
    id: 'lactation-foods-baby',
    when: [
      /辣|冰的|冷饮|冰淇淋|雪糕|韭菜|麦芽|花椒|大蒜|洋葱|卷心菜|包菜|西兰花|豆类|胀气|肠绞痛|上火|忌口|忌嘴|回奶|寒凉|凉的|冷的|水果|\bspicy\b|\bgassy\b|\bgas\b|\bcolic\w*\b|\bbroccoli\b|\bcabbage\b|\bonions?\b|\bgarlic\b|\bbeans\b|\bfoods? to avoid\b|\bfussy\b/,
    ],
    unless: [
      /湿疹|过敏|\beczema\b|\ballerg\w*|酒|咖啡|茶|\balcohol\b|\bcoffee\b|\bcaffeine\b|\btea\b|鱼|汞|\bfish\b|\bmercury\b|药|舍曲林|\bmedic\w*|\bsertraline\b|减肥|\bweight\b|多少|几个|\bhow much\b/,
    ],
    for: LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**哺乳期不需要忌口：辣的、韭菜、洋葱、豆类、西兰花、水果都可以正常吃，坐月子也一样。** 宝宝胀气、哭闹（肠绞痛）和“上火”一般和妈妈吃了什么无关；母乳的味道随妈妈的饮食变化，反而有助于宝宝以后接受更多食物。正常做菜量的韭菜、麦芽不会回奶（民间回奶用的是大量炒麦芽煎水，想继续喂就别喝）。只有一种情况值得留意：每次你吃了某样东西后，宝宝都在几小时内明显烦躁、起疹子或拉肚子——记下来给儿科医生看，不要自己大范围忌口。',
      en: '**No foods need to be avoided while breastfeeding: spicy food, onions, garlic, beans, broccoli, cabbage and fruit are all fine.** A baby’s wind, crying or colic is generally not caused by what the mother eats, and the changing taste of your milk actually helps the baby accept more foods later. The one thing worth noting: if the baby is clearly unsettled, gets a rash or diarrhoea within hours every time you eat a particular food, write it down and show the baby’s doctor — do not cut out whole food groups on your own.',
    },
    source: {
      ref: 'US CDC, Breastfeeding — Maternal Diet (2023)；中国居民膳食指南（2022）哺乳期妇女膳食指南；NHS, Colic',
      url: 'https://www.cdc.gov/breastfeeding-special-circumstances/hcp/diet-micronutrients/maternal-diet.html',
    },
  },
  {
    // Common: "宝宝湿疹，我喂奶要忌口海鲜牛奶吗" answered with pregnancy fish text.
    id: 'lactation-eczema-allergens',
    when: [
      /湿疹|过敏|奶癣|花生|\beczema\b|\ballerg\w*|\bpeanuts?\b/,
      /忌口|忌|不吃|别吃|避开|少吃|能吃|可以吃|海鲜|牛奶|奶制品|鸡蛋|花生|坚果|\bavoid\w*\b|\bcut (out|dairy)\b|\bdairy\b|\bmilk\b|\beggs?\b|\bpeanuts?\b|\bnuts\b|\bseafood\b|\bshellfish\b|\bdiet\b|\bsafe\b|\bok\b/,
    ],
    for: PREGNANT_OR_LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕期和哺乳期都不需要为了预防宝宝过敏或湿疹而忌口花生、坚果、鸡蛋、牛奶、海鲜。** 研究显示妈妈在孕期或哺乳期忌口并不能预防宝宝湿疹或食物过敏（美国儿科学会2019），反而可能让你自己营养不够；你自己对某种食物过敏的当然照常避开。喂母乳的宝宝如果已经有湿疹：只有医生怀疑宝宝对牛奶蛋白过敏时——比如湿疹很重、大便里有血丝或黏液、吐奶很多、体重长得慢——才会在医生或营养师指导下让妈妈试着停吃奶制品一段时间看效果，停奶期间要另外补钙。湿疹本身的护理：每天多次涂保湿霜，温水短时间洗澡。',
      en: '**Neither in pregnancy nor while breastfeeding do you need to avoid peanuts, nuts, eggs, dairy or seafood to prevent allergy or eczema in your baby.** Avoiding foods in pregnancy or while breastfeeding does not prevent eczema or food allergy (American Academy of Pediatrics 2019), and it can leave you short of nutrients; foods you are allergic to yourself, you of course still avoid. If a breastfed baby already has eczema: only when a doctor suspects cow’s milk protein allergy — severe eczema, blood or mucus in the stools, a lot of vomiting, poor weight gain — will they ask you to try leaving out dairy for a while under medical or dietitian guidance, with a calcium supplement meanwhile. For the eczema itself: moisturiser several times a day and short, lukewarm baths.',
    },
    source: {
      ref: 'Greer FR et al. The effects of early nutritional interventions on the development of atopic disease in infants and children. Pediatrics 2019;143:e20190281；NICE CKS Cows’ milk allergy in children (2023)',
    },
  },
  {
    // en-045: "which supplements should I keep taking postpartum? I stopped my prenatal" declined.
    id: 'postpartum-supplements',
    when: [
      /补充剂|营养素|维生素|爱乐维|玛特纳|孕妇维生素|补什么|\bsupplements?\b|\bprenatals?\b|\bvitamins\b|\bmultivitamins?\b/,
      /继续|还要|还用|还需要|停了|停掉|要停|哪些|什么|\bkeep (taking|on)\b|\bstop(ped)?\b|\bcontinue\b|\bwhich\b|\bwhat\b|\bstill\b/,
    ],
    unless: [
      /舍曲林|\bsertraline\b|滴剂|\bdrops\b|(宝宝|婴儿|孩子|儿子|女儿)(还|也|要|需要|用|吃|喝)|\bbaby'?s\b|\binfant\b|\bkids?\b|鱼油|dha|\bfish oil\b|情绪|\bmood\b/,
    ],
    for: LACTATING,
    // Iodine is limited while an overactive thyroid is treated: their row is the next one.
    notFor: HYPERTHYROID,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**哺乳期最值得坚持的是：碘、维生素D和DHA，钙从奶里吃够；继续吃孕妇复合维生素是省事的做法。** 碘：乳母每天需要240微克，坚持用加碘盐，每周吃1–2次海带、紫菜等海产品。维生素D：每天10微克（400国际单位）。DHA：每周吃2–3次鱼，吃鱼少的可补约200毫克DHA。钙：每天奶类300–500克。产后查出贫血的，按医生开的吃铁剂。你的方案里列了具体的补充剂和剂量。宝宝自己每天另需维生素D滴剂400国际单位，你吃的维生素D几乎不会进到母乳里。',
      en: '**While breastfeeding, the ones worth keeping are iodine, vitamin D and DHA, with calcium from food; simply carrying on with your prenatal is an easy way to cover them.** Iodine: 290 µg a day is advised while breastfeeding — use iodised salt, and a prenatal with 150 µg of iodine covers the rest. Vitamin D: 15 µg (600 IU) a day. DHA: fish 2–3 times a week, or about 200 mg of DHA if you eat little fish. Calcium: 1,000 mg a day, about three servings of dairy or other calcium-rich foods. If a blood test after the birth showed anaemia, take the iron your doctor prescribed. Your plan lists the exact supplements and doses. The baby needs their own vitamin D drops, 400 IU a day — very little of yours reaches the milk.',
    },
    source: {
      ref: `${CN_DRIS} 乳母（碘240微克、维生素D 10微克、DHA 200毫克）；${CN_GUIDE} 哺乳期妇女膳食指南；Institute of Medicine, Dietary Reference Intakes for iodine (2001: lactation RDA 290 µg) and for calcium and vitamin D (2011: lactation RDA 1,000 mg, 600 IU); Alexander EK et al. 2017 ATA guidelines for thyroid disease during pregnancy and the postpartum. Thyroid 2017;27:315–389 (150 µg iodine a day while breastfeeding); US CDC, Breastfeeding — Vitamins and Minerals；AAP, Vitamin D supplementation for breastfed infants`,
    },
  },
  {
    // Twenty-fourth clinician review, en S2: a nursing mother with Graves' disease on methimazole asked
    // whether to stop her prenatal and was told seaweed "or a supplement with iodine".
    id: 'postpartum-supplements-hyperthyroid',
    when: [
      /补充剂|营养素|维生素|爱乐维|玛特纳|孕妇维生素|补什么|碘|海带|紫菜|\bsupplements?\b|\bprenatals?\b|\bvitamins\b|\bmultivitamins?\b|\biodine\b|\bseaweed\b|\bkelp\b/,
      /继续|还要|还用|还需要|停了|停掉|要停|哪些|什么|能不能|可以|\bkeep (taking|on)\b|\bstop(ped)?\b|\bcontinue\b|\bwhich\b|\bwhat\b|\bstill\b|\bcan i\b|\bshould i\b/,
    ],
    unless: [/舍曲林|\bsertraline\b|滴剂|\bdrops\b/],
    for: { all: [LACTATING, HYPERTHYROID] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**哺乳期照样要补的是维生素D和DHA，钙从奶里吃够；但甲亢还在治疗时，碘要控制：不吃海带、紫菜、裙带菜等海藻，不吃含碘的补充剂，加碘盐照常用就够。** 所以含碘的孕妇复合维生素请先停，换成不含碘的（或单独吃维生素D、DHA），具体换哪种请内分泌科医生或药师看一下（方案里把含碘的复合维生素标为“避免”，就是这个原因）。维生素D：每天10微克（400国际单位）。DHA：每周吃2–3次鱼，或补约200毫克DHA。钙：每天奶类300–500克。甲巯咪唑每天不超过20毫克时可以继续喂奶（美国甲状腺学会2017），按医嘱吃，不要自己停或减；宝宝的甲状腺功能按儿科医生的安排查。宝宝自己每天另需维生素D滴剂400国际单位。',
      en: '**While breastfeeding, vitamin D and DHA are still worth taking, with calcium from food — but while your overactive thyroid is being treated, keep iodine down: no kelp, seaweed (nori, wakame, kombu) or iodine supplements; ordinary iodised salt is enough.** So stop a prenatal that contains iodine and switch to one without iodine (or take vitamin D and DHA on their own) — ask your endocrinologist or pharmacist which (this is why a plan marks a multivitamin with iodine “avoid”). Vitamin D: 15 µg (600 IU) a day. DHA: fish 2–3 times a week, or about 200 mg of DHA. Calcium: 1,000 mg a day, about three servings of dairy or other calcium-rich foods. Methimazole up to 20 mg a day is compatible with breastfeeding (ATA 2017): keep taking it as prescribed, do not stop or cut it yourself, and let the paediatrician decide on checks for the baby. The baby needs their own vitamin D drops, 400 IU a day.',
    },
    source: {
      ref: 'Ross DS et al. 2016 American Thyroid Association guidelines for diagnosis and management of hyperthyroidism. Thyroid 2016;26:1343–1421 (avoid excess iodine during antithyroid-drug treatment); Alexander EK et al. 2017 ATA guidelines for thyroid disease during pregnancy and the postpartum. Thyroid 2017;27:315–389 (methimazole up to 20 mg a day while breastfeeding); LactMed, Methimazole (NIH NLM); Institute of Medicine DRIs for calcium and vitamin D (2011); 中国居民膳食营养素参考摄入量（2023版）乳母',
    },
  },
  {
    // en-046: "is fish oil good for mood too?" answered with the plan dose only.
    id: 'postpartum-fish-oil-mood',
    when: [
      /鱼油|omega|欧米伽|dha|epa|\bfish oil\b/,
      /情绪|抑郁|心情|焦虑|产后抑郁|精神|\bmood\b|\bdepress\w*|\banxi\w*|\bmental\b/,
    ],
    // On an SSRI the sertraline row answers (rows-medicines.ts `fish-oil-mood`).
    notFor: { medicines: ['anticoagulant', 'ssri'] },
    intent: 'supplement_dose',
    text: {
      zh: '**鱼油对情绪的作用很小、证据不强，不能代替抗抑郁治疗。** 系统综述发现，鱼油（以EPA为主）对成人抑郁可能有轻微帮助，但证据把握度低（Cochrane 2021）。按常规剂量吃（方案里的量）是安全的，哺乳期也可以，和舍曲林等抗抑郁药一起吃一般没问题，但请告诉开药的医生。情绪持续低落、睡不着或有伤害自己的念头，请尽快联系医生——这比任何补充剂都重要。',
      en: '**Fish oil has at most a small effect on mood and cannot replace treatment for depression.** A systematic review found omega-3s (mainly EPA) may help adult depression slightly, with low-certainty evidence (Cochrane 2021). At ordinary doses, such as your plan’s, it is safe, fine while breastfeeding and generally fine alongside antidepressants such as sertraline — just tell your prescriber. If low mood persists, you cannot sleep, or you have thoughts of harming yourself, contact your doctor soon; that matters far more than any supplement.',
    },
    source: {
      ref: 'Appleton KM et al. Omega-3 fatty acids for depression in adults. Cochrane Database Syst Rev 2021;11:CD004692；LactMed (NLM), Fish oil',
    },
  },
];

/** Old age: appetite, protein, chewing and swallowing, supplements — asked by the person or a carer. */
const OLDER_ROWS: readonly FaqRow[] = [
  {
    // en-047, en-053: "no appetite, what small foods give strength", "snacks for a tiny appetite".
    id: 'older-poor-appetite',
    when: [
      /胃口|食欲|吃不下|吃得少|吃不多|吃很少|吃一点就饱|饭量小|饭量变小|加餐|零食|点心|夜宵|多吃(点|一点|些)|吃多点|小半碗|就吃(一|半|小半|几)(口|碗|勺)|不觉得饿|不知道饿|不饿|没胃口|\bappetite\b|\b(never|not|rarely) (very )?hungry\b|\bfills? (me|her|him) up\b|\bfull (too )?(quickly|fast)\b|\bput (on )?weight\b|\bgain (some )?weight\b|\beat more\b|\bsnacks?\b|\bbetween meals\b|\beats? (so |very )?little\b|\bgives? (her |him |me )?strength\b|\blost weight\b|\blosing weight\b|\bbuild (her|him|me) up\b|\bfeed (her|him) up\b|\bunderweight\b|\bnot hungry\b|\bfeel full\b|\bmore nutritious\b|\bwhat should (i|we) (be )?add\w*\b|\bis (what i eat|this|that) enough\b/,
    ],
    unless: [
      /安素|\bensure\b|蛋白粉|乳清|\bprotein powder\b|\bwhey\b|呛|噎|吞咽|\bchok\w*|\bswallow\w*|酒|\bsherry\b|\balcohol\b|\bwine\b|糖尿病|\bdiabet\w*|减肥|\blose weight\b/,
      // A low-calorie snack asked for is a wish to lose, whoever else the message names ("照顾我妈太累了，半夜老是想吃
      // 零食……有没有低卡又顶饱的宵夜" — blind answer round 40, zh-068, unsafe, development data).
      /低卡|低热量|少热量|不长胖|不发胖|控制体重|减重|瘦|\blow[- ]?(cal|calorie|kcal)\w*\b|\b(fewer|less) calories\b|\bnot (gain|put on)\b|\bwithout gaining\b/,
    ],
    for: OLDER,
    // Heart failure has its own row, within the salt, fluid and potassium limits (round 10 en-086).
    notFor: { conditions: ['kidney_disease', 'dysphagia', 'heart_failure'] },
    intent: 'food_sources',
    pushesWeightGain: true,
    text: {
      zh: '**少量多餐、每一口都“加料”，比劝她多吃一碗更管用。** 一天吃5–6次：三餐之外，上午、下午和睡前各加一次点心。让小份更顶饱：粥和面条里打个鸡蛋、加肉末或奶粉；菜里多放一勺油或芝麻酱；用牛奶代替水冲燕麦、芝麻糊。点心可选牛奶、酸奶、鸡蛋羹、豆腐脑、香蕉、蛋糕面包、坚果磨的粉。喜欢甜的也可以——体重偏低时，先吃得进去比少糖更重要（有糖尿病的先问医生）。饭前半小时少喝水和汤，先吃菜和肉。每周同一时间称一次体重；半年内体重掉了5%以上，或一直吃不下，请医生查原因，并问要不要加口服营养补充（如安素这类）。',
      en: '**Small, frequent, enriched meals work better than urging a bigger plate.** Aim for 5–6 eating times a day: three small meals plus mid-morning, mid-afternoon and bedtime snacks. Make small portions count: stir an egg, minced meat or milk powder into porridge or soup, add a spoon of butter, oil or nut butter, make porridge and drinks with full-fat milk instead of water. Good snacks: milk, yoghurt, custard, egg, cheese and crackers, a banana, cake or biscuits, ground nuts. Sweet things are fine — at a low weight, eating enough matters more than cutting sugar (with diabetes, ask the doctor). Avoid filling up on drinks or soup in the half hour before meals. Weigh once a week at the same time; losing more than 5% of body weight in six months, or a poor appetite that persists, needs the doctor to look for a cause and consider oral nutritional supplement drinks.',
    },
    source: {
      ref: `${ESPEN_GERIATRICS}；中国居民膳食指南（2022）高龄老年人膳食指南；Cederholm T et al. GLIM criteria for the diagnosis of malnutrition. Clin Nutr 2019;38:1–9`,
    },
  },
  {
    // en-048: "are drinks like Ensure good for me, how many a day" declined.
    id: 'older-nutrition-drinks',
    when: [NUTRITION_DRINK],
    unless: [NOT_A_NUTRITION_DRINK],
    for: OLDER,
    // On warfarin the drink's vitamin K is the question (rows-kidney-heart.ts warfarin-nutrition-drink).
    notFor: [{ conditions: ['kidney_disease'] }, { medicines: ['vitamin_k_antagonist'] }],
    intent: 'product_question',
    text: {
      zh: '**适合：吃得少、体重在掉的老人，口服营养补充（安素这类）是有证据的做法。** 欧洲临床营养与代谢学会（ESPEN 2019）建议，口服营养补充每天至少多提供约400千卡和30克蛋白质——按包装上每份的能量和蛋白质算，常见产品大约每天两份。放在两餐之间或睡前，小口慢慢喝，不要用来代替正餐；冰一下口感更好，冲调或开封后按说明尽快喝完。喝一个月左右称称体重看效果。有糖尿病、肾病或喝水容易呛的，请医生或营养师选合适的配方和稠度。',
      en: '**Yes — for an older person who eats little or is losing weight, oral nutritional supplement drinks like Ensure are an evidence-based help.** The European geriatric nutrition guideline (ESPEN 2019) advises that they add at least about 400 kcal and 30 g of protein a day — going by the energy and protein per serving on the label, that is usually about two servings a day. Have them between meals or at bedtime, sipped slowly, not instead of meals; they taste better chilled; once opened or mixed, finish as the label says. Check weight after about a month. With diabetes, kidney disease or coughing on thin drinks, ask the doctor or dietitian to choose the right formula and thickness.',
    },
    source: { ref: ESPEN_GERIATRICS },
  },
  {
    // Round 2 zh-054: "家里人说炖鸡汤最补，营养都在汤里，给她光喝汤不吃肉行吗".
    id: 'older-soup-vs-meat',
    when: [
      /汤|\bbroth\b|\bsoup\b/,
      /营养|补|光喝|只喝|不吃肉|肉|\bnutri\w*\b|\bonly\b|\bmeat\b|\bgood for\b/,
    ],
    unless: [
      /下奶|催奶|奶水|\bmilk supply\b|呛|增稠|营养粉|安素|全营养|奶粉|蛋白粉|\bpowder\b|\bensure\b|\bthicken\w*|限水|心衰|\bheart failure\b|肾|\bkidneys?\b|\bckd\b|钙|\bcalcium\b/,
      // Herbs put in the soup beside a medicine ("煲汤加啲当归、田七 … 食紧薄血药得唔得"): the herbs' question, not this
      // row's "不行，营养大部分在肉里" (blind answer round 46, zh-056, unsafe, development data once reported).
      /当归|田七|三七|人参|丹参|红花|黄芪|党参|枸杞|灵芝|药材|中药|\b(dong quai|ginseng|herbs?|herbal)\b/,
    ],
    for: OLDER,
    // Kidney disease has its own broth row (rows-kidney-heart.ts): protein is limited there.
    notFor: { conditions: ['kidney_disease', 'dialysis'] },
    intent: 'food_sources',
    text: {
      zh: '**不行，营养大部分在肉里，不在汤里。** 炖几个小时的鸡汤、骨头汤，溶出来的主要是水、脂肪、少量氨基酸和盐，蛋白质绝大部分还留在肉里；光喝汤，蛋白质和能量都不够，体重偏低的老人更吃亏。做法：汤和肉一起吃——肉炖得烂一些、撕成小块或剁成肉末放回汤里，鸡肉、鱼肉、豆腐都可以；喝汤前先吃几口肉和菜，别让汤把胃占满。嚼不动、吞咽不好的，按能安全吞咽的质地来做。',
      en: '**No — most of the nourishment stays in the meat, not the broth.** Hours of simmering draws mainly water, fat, a little amino acid and salt into the soup; nearly all the protein stays in the meat, so soup alone leaves her short of protein and energy, which matters most for an underweight older person. Serve the meat with the soup — stewed soft, shredded or minced back into the broth (chicken, fish and tofu all work) — and have a few mouthfuls of meat and vegetables before the broth so it does not fill her up. If chewing or swallowing is hard, use the texture she can manage safely.',
    },
    source: {
      ref: `${ESPEN_GERIATRICS}；中国居民膳食指南（2022）老年人膳食指南；中国食物成分表 标准版 第6版（2018）`,
    },
  },
  {
    // en-052: "is it true old people need less protein? my son says eat less meat for the kidneys".
    id: 'older-protein-need',
    when: [
      /蛋白质|蛋白|吃肉|少吃肉|\bprotein\b|\bmeat\b/,
      /少吃|不用|不需要|需要|更少|多少|伤肾|肾|真的|是不是|\bless\b|\bkidneys?\b|\bhow much\b|\bneed\b|\btrue\b|\benough\b/,
    ],
    unless: [
      /蛋白粉|乳清|\bprotein powder\b|\bwhey\b|嚼|牙|\bchew\w*|\bteeth\b|\bdentures?\b|安素|\bensure\b|复合维生素|多种维生素|\bmulti ?vitamins?\b|\bcentrum\b/,
      // Protein for someone who chokes is the swallowing row's (blind round 10 en-051).
      /呛|噎|吞咽|咽不下|吞不下|卡喉咙|卡住|\bchok\w*|\bgoes? down the wrong (way|pipe|hole)\b|\bwent down the wrong (way|pipe|hole)\b|\bwrong pipe\b|\bswallow\w*|\bdysphagi\w*/,
    ],
    for: OLDER,
    notFor: { conditions: ['kidney_disease'] },
    intent: 'how_much_nutrient',
    text: {
      zh: '**不是，老年人需要的蛋白质不比年轻人少，体重偏低、体弱的更要吃够。** 年纪大了肌肉会流失，吃够蛋白质能帮着保住肌肉和力气：欧洲临床营养与代谢学会（ESPEN 2019）建议老年人每天每公斤体重至少1.0克蛋白质，你的方案里有你自己的每日目标。肾功能正常的人吃够蛋白质不会伤肾；只有医生诊断了慢性肾病，才由肾内科医生定蛋白质的量——不确定的话，查一次肾功能（肌酐、eGFR）再说。做法：每餐都有一份——鸡蛋、牛奶酸奶、豆腐豆浆、鱼虾、瘦肉，分散到三餐和加餐里吃。',
      en: '**No — older people need at least as much protein as younger adults, and more so when underweight or frail.** Muscle is lost with age, and enough protein helps keep muscle and strength: the European geriatric nutrition guideline (ESPEN 2019) advises at least 1.0 g of protein per kg of body weight a day, and your plan shows your own daily target. With healthy kidneys, eating enough protein does not harm them; only when a doctor has diagnosed chronic kidney disease does a kidney specialist set a protein limit — if unsure, ask for a kidney blood test (creatinine, eGFR). In practice: some protein at every meal and snack — eggs, milk or yoghurt, tofu, fish, lean meat.',
    },
    source: {
      ref: `${ESPEN_GERIATRICS}；Bauer J et al. Evidence-based recommendations for optimal dietary protein intake in older people (PROT-AGE). J Am Med Dir Assoc 2013;14:542–559`,
    },
  },
  {
    // zh-084: "牙口不好肉嚼不动，拿啥替代肉" declined. Cantonese "啲肉咬唔郁" is the same (round 14 zh-091).
    id: 'older-soft-protein',
    when: [
      /嚼不动|咬不动|嚼不烂|咬唔郁|咬唔落|嚼唔郁|咬唔烂|牙口|牙不好|没牙|掉牙|假牙|牙齿不好|咀嚼|\bchew\w*\b|\bteeth\b|\bdentures?\b/,
    ],
    unless: [
      /呛|噎|吞咽|咽不下|\bchok\w*|\bswallow\w*|药|片|\btablets?\b|\bpills?\b|口香糖|\bgum\b|\bchewables?\b|\bliquids?\b|\bones\b/,
    ],
    for: OLDER,
    intent: 'food_sources',
    text: {
      zh: '**嚼不动肉，蛋白质可以从软的食物里吃够：** 蒸蛋羹、水煮蛋、炒蛋（一个鸡蛋约6–7克蛋白质）；牛奶、酸奶（一杯250毫升牛奶约7–8克）；嫩豆腐、豆腐脑、豆浆；清蒸鱼去刺、鱼丸；虾仁剁碎；肉末、肉丸、肉饼（肉剁细加点淀粉和蛋清会更嫩）；用高压锅炖得软烂的肉。一两（50克）鱼或瘦肉约有8–10克蛋白质。每餐至少有一样，分在三餐和加餐里。假牙不合适、牙疼，请看牙医——能嚼了吃得才多。',
      en: '**If meat is too hard to chew, soft foods can still supply enough protein:** steamed or scrambled eggs (about 6–7 g protein per egg); milk and yoghurt (about 7–8 g in a 250 ml glass); soft tofu and soy milk; flaked fish without bones, fish balls; finely chopped prawns; minced meat, meatballs and patties (mince finely with a little starch and egg white to keep them tender); stews cooked until very soft, for example in a pressure cooker. 50 g of fish or lean meat gives about 8–10 g of protein. Include one at every meal and snack. Loose dentures or sore teeth are worth a dentist visit — being able to chew makes it easier to eat enough.',
    },
    source: {
      ref: '中国食物成分表 标准版 第6版（杨月欣主编，2018）；中国居民膳食指南（2022）老年人膳食指南',
    },
  },
  {
    // Blind answer round 10 en-051 (unsafe): "She coughs and sometimes chokes on rice and bread. what soft
    // foods still have enough protein? she refuses mushy hospital style food" got the protein-need row and
    // a list with roast chicken breast. The whole message is this row's: a swallow assessment first, and
    // texture-modified food that need not look like hospital mush.
    id: 'swallow-soft-protein',
    when: [
      /呛|噎|吞咽|咽不下|吞不下|\bcho(c)?k\w*|\bcough\w* (and \w+ )?(a bit |a little )?(on|when|while|at)\b|\bswallow\w*|\bdysphagi\w*/,
      /蛋白|\bprot(ei|ie)n\b/,
    ],
    unless: [/蛋白粉|乳清|\bprotein powder\b|\bwhey\b|安素|\bensure\b|药|\bpills?\b|\btablets?\b/],
    for: OLDER,
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**吃米饭、面包会咳、会噎，先请医生安排吞咽评估（言语治疗师或康复科）：哪种质地安全（IDDSI分级）由评估决定。** 软食不等于医院那种糊糊：很多人能吃“软而小块”（IDDSI 6级）或“细碎湿软”（5级）的食物，看起来和家常菜差不多——能到哪一级，言语治疗师会说。又软又湿、蛋白质多的选择：蒸蛋羹、滑炒蛋、嫩豆腐、豆腐脑、去刺的鱼块浇汁、带汁的肉丸或肉末、炖得软烂切小块的肉、酸奶、奶酪（软的）、炖得很烂的豆类。评估前先少吃干、散、硬的：干米饭和面包（就是她会噎的那些）、烤肉或煎得干硬的肉、坚果，以及汤泡饭这类稀的稠的混在一起的。吃的时候坐直、小口、一口咽完再吃下一口，饭后坐直30分钟。声音发“湿”、发烧或体重下降，要尽快就医。',
      en: '**Coughing and choking on rice and bread needs a swallow assessment first — ask her doctor to refer her to a speech and language therapist; which textures are safe (the IDDSI levels) comes from that.** Soft does not have to mean mushy hospital food: many people manage soft and bite-sized food (IDDSI level 6) or minced and moist food (level 5) that looks like an ordinary meal — the therapist says which. Soft, moist foods with plenty of protein: scrambled or steamed eggs, a soft omelette, soft tofu, flaked boneless fish in sauce, meatballs or mince in gravy, slow-cooked stews cut small, yoghurt, soft cheeses such as cottage cheese or ricotta, lentils cooked very soft. Until she is assessed go easy on the dry, crumbly and tough: dry rice and bread (the ones she chokes on), roast or grilled meat, nuts, and mixed thin-and-solid foods such as cereal in milk or soup with bits. Sit fully upright, small mouthfuls, one swallow before the next, and stay upright 30 minutes after. A wet-sounding voice, fever or weight loss need a doctor soon.',
    },
    source: {
      ref: `IDDSI, International Dysphagia Diet Standardisation Initiative framework (2019) (levels 5 minced and moist, 6 soft and bite-sized); ${ESPEN_GERIATRICS}; 中国吞咽障碍评估与治疗专家共识（2017年版）`,
      url: 'https://iddsi.org/framework',
    },
  },
  {
    // zh-077 (prev), en-049: "my mum chokes on rice and dry meat, what can she eat?" declined.
    id: 'older-swallow-foods',
    when: [
      /呛|噎|吞咽|咽不下|吞不下|\bchok\w*|\bcough\w* (and \w+ )?(a bit |a little )?(on|when|while|at)\b|\bswallow\w*|\bdysphagi\w*/,
      /吃|饭|菜|肉|食物|做点|\bfoods?\b|\beat\w*\b|\bmeals?\b|\brice\b|\bmeat\b/,
    ],
    unless: [
      // Porridge asked about by name is the porridge row's (rows-standard-common.ts; round 13 en-072).
      /(粥|燕麦|麦片|\bporridge\b|\boatmeal\b|\bcongee\b|\blugaw\b)[^。？?！!]{0,20}(可以吗|行吗|行不行|好吗|能吃吗|\bok\b|\balright\b|\bfine\b|\bsafe\b)|(可以|能)(喝|吃)(粥|燕麦)/,
      /喝水|饮水|喝汤|饮料|增稠|稠|\bthicken\w*|\bdrinks?\b|\bwater\b|\btea\b|\bliquids?\b|\bfluids?\b|汤圆|年糕|粽子|果冻|糯米|\bmochi\b|\bjelly\b|体重|掉秤|\bweight\b|药|片|胶囊|\bpills?\b|\btablets?\b|\bcapsules?\b|\bmedic\w*|打成糊|糊糊|流食|打碎|破壁机|料理机|\bsoups? (only|all day)\b|\bliquidi[sz]\w*|\bpur[eé]e\w*|\bblend\w*/,
    ],
    for: OLDER,
    intent: 'food_sources',
    text: {
      zh: '**吃饭常呛，先请医生安排吞咽评估（言语治疗师或康复科），能吃什么质地由评估决定。** 在评估前：选软、湿润、容易成团的食物——蒸蛋羹、嫩豆腐、豆腐脑、去刺的清蒸鱼、肉末肉丸、软烂的面条、稠粥、土豆泥、香蕉；少吃干、散、硬、黏的——干面包和烤馒头片（泡软或抹上酱再吃）、干硬的米饭（做成软饭或拌上汁）、干硬的肉、饼干、花生坚果、年糕汤圆；不要汤泡饭这类稀的稠的混在一起的（稀的部分最容易先呛进去）。吃的时候坐直，小口，一口咽完再吃下一口，别边吃边说话，饭后坐直30分钟。吃饭时反复咳嗽、声音变“湿”、发烧或体重下降，要尽快就医（可能是吸入性肺炎）。',
      en: '**Regular coughing or choking at meals needs a swallow assessment — ask the doctor to refer her to a speech and language therapist; the right food texture comes from that.** Until then: choose soft, moist foods that hold together — scrambled or steamed egg, soft tofu, flaked fish without bones, minced meat in sauce, soft noodles, thick porridge, mashed potato, banana; go easy on dry, crumbly, hard or sticky foods — dry bread and toast (dip or soak it, or choose soft bread with a spread), dry rice (make it soft or mix it with sauce), dry or tough meat, biscuits, nuts, sticky rice cakes; avoid mixed thin-and-solid textures such as cereal in milk or soup with bits, where the thin part goes down first. Sit fully upright, small mouthfuls, swallow each before the next, no talking while eating, and stay upright 30 minutes after. Coughing at every meal, a wet-sounding voice, fever or weight loss need a doctor soon (possible aspiration pneumonia).',
    },
    source: {
      ref: 'IDDSI, International Dysphagia Diet Standardisation Initiative framework (2019)；中国吞咽障碍评估与治疗专家共识（2017年版）；NHS, Swallowing problems (dysphagia)',
      url: 'https://iddsi.org/framework',
    },
  },
  {
    // Blind answer round 10 zh-054 (unsafe): "医院让买了增稠剂（顺凝宝） 是不是所有喝的都要加 牛奶 汤 豆浆也加吗
    // 各加多少" got the soy-and-oestrogen row, which even called a plain glass of soy milk fine. Round 11
    // zh-051: a thickener not yet prescribed needs a swallowing assessment first.
    id: 'thickener-which-drinks',
    when: [
      /增稠剂|增稠粉|凝固粉|顺凝宝|舒食素|\bthicke?ner\w*|\bthicken(ed|ing|s)?\b|\bthick-?it\b|\bthickenup\b|\bnutilis\b/,
      /喝|饮|奶|汤|豆浆|水|果汁|茶|咖啡|加多少|放多少|多少|几勺|所有|都要|\bdrinks?\b|\bmilk\b|\bsoup\b|\bwater\b|\bjuice\b|\btea\b|\bcoffee\b|\bliquids?\b|\bfluids?\b|\bhow much\b|\bhow many\b|\bscoops?\b|\ball\b|\bevery\b/,
    ],
    // "Should her drinks be thickened?" is the swallow assessment's question (condition-topics.ts).
    unless: [
      /要不要.{0,6}增稠|需不需要.{0,4}增稠|该不该.{0,4}增稠|增稠.{0,6}(有用|有没有用|管用|好不好)|\bshould (i|we|you|she|he)\b[^?.]{0,30}\bthicken|\bshould\b[^?.]{0,30}\bthickened\b|\bneed to be thickened\b|\b(do|does|will) (a |the )?thicken\w* (help|work)\b/,
    ],
    intent: 'food_sources',
    text: {
      zh: '**是的：医院让用增稠剂，就是所有稀的液体都要加，不只是白开水——牛奶、汤、豆浆、果汁、茶、咖啡、稀粥上面的米汤，都要调到言语治疗师（或医生）定的那一级稠度（IDDSI分级）再喝；一样没加的稀液体，就可能呛进气管。** 还没做过吞咽评估、没人告诉过该用哪一级的，先请医院的言语治疗师（或康复科）做吞咽评估，不要自己买来凭感觉加。加多少看两样：医院定的级别，和这款增稠剂包装上的配比表。同一个级别，不同液体要的量不一样（牛奶、果汁、汤常常和水不同），按表上“这种液体每100或200毫升加几量勺”来配，用附带的量勺，不要凭感觉。搅匀后按说明等规定的时间再喝，调好后不要再加水稀释。冰淇淋、果冻这类在嘴里会化成水的东西也算稀的液体，没问过言语治疗师先不要给。不清楚该调到哪一级，或者加了以后还呛、咳、声音发湿、发烧，请尽快联系开增稠剂的医院或言语治疗师。',
      en: '**Yes: when the hospital has prescribed a thickener, every thin drink is thickened, not just water — milk, soup, soy milk, juice, tea, coffee and the thin liquid on porridge all go to the level the speech-language therapist (or doctor) set (the IDDSI level) before she drinks them; one thin drink left unthickened can be breathed into the airway.** If she has not had a swallowing assessment, or nobody has told you a level, ask for one first (a speech-language therapist) rather than buying a thickener and guessing. How much depends on two things: the level she was given, and the mixing chart on this thickener’s pack. For the same level different drinks need different amounts (milk, juice and soup often differ from water), so follow the chart’s "scoops per 100 or 200 ml" for that drink with the scoop supplied — do not judge it by eye. Stir well and wait the time the label says before drinking, and do not water it down afterwards. Ice cream and jelly turn to thin liquid in the mouth, so leave them out until the therapist says otherwise. If you are not sure of the level, or she still coughs, chokes, sounds wet or gets a fever, contact the hospital or the therapist soon.',
    },
    source: {
      ref: 'IDDSI, International Dysphagia Diet Standardisation Initiative framework (2019) (drinks levels 0–4, foods that melt count as thin liquids); NHS, Swallowing problems (dysphagia); 中国吞咽障碍评估与治疗专家共识（2017年版）',
      url: 'https://iddsi.org/framework',
    },
  },
  {
    // zh-077: "全打成糊糊的话营养是不是就没了，她还嫌难吃" declined.
    id: 'older-puree',
    when: [
      /打成糊|打碎|打成泥|糊糊|糊状|泥状|流食|料理机|破壁机|\bpur[eé]e\w*|\bblend(ed|er|ing)?\b|\bliquidi[sz]\w*/,
    ],
    for: OLDER,
    intent: 'food_sources',
    text: {
      zh: '**打成糊营养基本不会损失，让营养变少的是打的时候加了很多水。** 打糊时用牛奶、豆浆或肉汤代替清水，再加一个鸡蛋、一勺油或芝麻酱、一勺奶粉，能量和蛋白质就上去了。每样菜分开打、分开装，保留各自的颜色和味道，比所有东西混成一碗好吃得多；可以用模具塑形、淋点酱汁。要不要打成糊、打多细，按吞咽评估的结果来（IDDSI分级）——不是所有嚼不动的老人都要吃糊，软烂的碎食可能就够。吃糊后体重还在掉，请营养师评估要不要加口服营养补充。',
      en: '**Blending does not destroy the nutrients; what dilutes them is the water added to blend.** Blend with milk, soy milk or broth instead of water, and add an egg, a spoon of oil or butter, or milk powder to raise energy and protein. Blend each food separately and serve them side by side, keeping their own colour and taste — far more appetising than one mixed bowl; moulds and a little sauce help. Whether she needs purée at all, and how smooth, should follow a swallow assessment (IDDSI levels) — many people who cannot chew well manage soft, minced food instead. If her weight still falls, ask a dietitian about nutrition supplement drinks.',
    },
    source: {
      ref: `IDDSI framework (2019)；${ESPEN_GERIATRICS}`,
      url: 'https://iddsi.org/framework',
    },
  },
  {
    // Blind answer round 18 zh-133 (unsafe): "外婆一喝牛奶就拉肚子，钙片又太大颗咽不下去，钙怎么补" was told
    // a glass of milk a day and a calcium tablet — the two things she cannot take.
    // Blind answer round 62 (zh-075, development data): the older woman's swallowing sentence was said to a pregnant woman;
    // the thickening is the swallowing rows' (IDDSI, above).
    id: 'calcium-lactose-intolerant',
    when: [
      /乳糖不耐|(喝|吃)(了)?(牛)?奶(就|会|老|总|容易|后)?(拉肚子|拉稀|腹泻|胀气|肚子(疼|痛|胀)|不舒服|难受)|一喝(牛)?奶就|\blactose[- ]?intoleran\w*|\b(milk|dairy) (gives|makes|upsets|messes up) (me|her|him|my|their)\b|\b(can'?t|cannot) (have|drink|do|tolerate|handle) (milk|dairy)\b|\bno (milk|dairy) (for|because)\b/,
      /钙|\bcalcium\b|\bbones?\b/,
    ],
    // Vegans and vegetarians: the plant calcium row, with no dairy in it (rows-everyday.ts).
    notFor: [HYPERCALCAEMIA, PLANT_BASED],
    // The whole situation is the question (milk and tablets both ruled out), before the calcium rows.
    wholeMessage: true,
    intent: 'food_sources',
    text: {
      zh: '**喝牛奶拉肚子多半是乳糖不耐受，钙照样能补够：换成乳糖少的奶制品，加上豆制品和绿叶菜，钙片不够的部分换成好咽的剂型。** 奶：无乳糖牛奶（舒化奶这类）的钙和普通牛奶一样；酸奶里的乳糖少得多，多数人吃了没事；奶酪的乳糖也很少。普通牛奶可以试试每次少量（小半杯）随饭喝，很多乳糖不耐受的人这样能耐受。不喝奶的钙来源：豆腐（卤水或石膏点的北豆腐钙更多）、豆腐干、芝麻酱、深绿色蔬菜（小白菜、油菜、芥蓝）。钙片咽不下：换成咀嚼片、颗粒冲剂或泡腾片，按包装上每片（每袋）“钙”的毫克数算；普通钙片也可以碾碎拌进软食马上吃，写着缓释的不要碾。',
      en: '**Diarrhoea after milk is most often lactose intolerance, and calcium can still be covered: switch to low-lactose dairy, add soy foods and greens, and make any tablet an easy-to-swallow form.** Dairy: lactose-free milk has the same calcium as ordinary milk; yoghurt has much less lactose and most people tolerate it; hard cheese has very little. Many people with lactose intolerance manage a small glass of ordinary milk with a meal. Without dairy: tofu (calcium-set tofu has the most), calcium-fortified soy milk, sesame paste (tahini), and dark green vegetables (bok choy, kale, broccoli). If calcium tablets are too big: chewables, granules or effervescent tablets work as well — count the milligrams of elemental calcium per tablet or sachet on the label; an ordinary tablet can also be crushed into soft food and taken at once (never a slow-release one).',
    },
    source: {
      ref: 'NIDDK, Eating, Diet, & Nutrition for Lactose Intolerance (2018): lactose-free milk, yoghurt and hard cheese, small amounts of milk with meals；NIH Office of Dietary Supplements, Calcium Fact Sheet for Health Professionals (food sources, forms)；中国食物成分表 标准版 第6版（2018）',
      url: 'https://www.niddk.nih.gov/health-information/digestive-diseases/lactose-intolerance/eating-diet-nutrition',
    },
  },
  {
    // zh-023, zh-024: "钙片太大咽不下去，能掰开吗", "液体钙或者冲剂效果一样不".
    id: 'calcium-forms-swallowing',
    when: [
      /钙|\bcalcium\b|\bcaltrate\b/,
      /太大|大颗|咽不下|吞不下|掰|碾|磨碎|压碎|液体钙|冲剂|颗粒|咀嚼片|嚼着吃|泡腾|钙粉|软胶囊|剂型|\bchewable\b|\bliquid\b|\bpowder\b|\bgumm(y|ies)\b|\bcrush\w*|\bsplit\w*|\bbreak (it|them)\b|\bcut (it|them)\b|\btoo big\b|\bswallow\w*|\beffervescent\b/,
    ],
    notFor: [{ medicines: ['bisphosphonate'] }, HYPERCALCAEMIA],
    intent: 'supplement_dose',
    text: {
      zh: '**普通钙片（碳酸钙、枸橼酸钙）一般可以掰开或碾碎，和一点水或软食一起马上吃完；写着“缓释”的不要掰。** 换成咀嚼片、颗粒冲剂、泡腾片或液体钙效果也一样——关键看包装上写的每片（每袋）含“钙”多少毫克（元素钙），不是“碳酸钙”多少毫克。液体钙、软胶囊往往每粒含钙很少，要吃好几粒才够。碳酸钙随餐吃吸收好；枸橼酸钙空腹也能吸收，胃酸少或在吃抑酸药的老人更合适。每次不超过500毫克元素钙，要多吃就分两次。维生素D有滴剂和很小的软胶囊，好吞；钙和维生素D的合剂也有咀嚼片。拿不准的，拿着药盒问药师。',
      en: '**Ordinary calcium tablets (carbonate or citrate) can usually be split or crushed and taken straight away with a little water or soft food; do not split any labelled slow-release.** Chewable tablets, granules, effervescent tablets or liquid calcium work just as well — what matters is the milligrams of elemental calcium per tablet or sachet on the label, not the milligrams of "calcium carbonate". Liquid calcium and soft capsules often contain little calcium each, so several may be needed. Calcium carbonate is absorbed best with meals; calcium citrate is absorbed without food too, which suits older people with low stomach acid or on acid-reducing medicines. Vitamin D comes as drops or tiny soft capsules that are easy to swallow, and calcium-with-vitamin-D also comes as chewables. Take no more than 500 mg of elemental calcium at a time. If unsure, show the pack to a pharmacist.',
    },
    source: {
      ref: 'NIH Office of Dietary Supplements, Calcium Fact Sheet for Health Professionals (forms, absorption, 500 mg per dose)',
      url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
    },
  },
  {
    // zh-089: "老年人蛋白粉有必要买吗？乳清蛋白粉她能喝不，一天冲几勺".
    id: 'older-protein-powder',
    when: [/蛋白粉|乳清|\bprotein (powder|shakes?)\b|\bwhey\b/],
    for: OLDER,
    notFor: { conditions: ['kidney_disease'] },
    intent: 'product_question',
    text: {
      zh: '**不是必需的，先从饭菜里吃够；饭量实在小、蛋白质吃不够时，乳清蛋白粉可以喝，肾功能正常的老人一般没问题。** 每勺的蛋白质多少看包装（常见是每勺10–20克），一般每天一勺，冲在温牛奶、粥或豆浆里，不要用开水冲（会结块）。它只补蛋白质，能量不多；如果整体吃得少、体重在掉，安素这类全营养的口服营养补充比单纯的蛋白粉更合适。有肾病的，先问医生。',
      en: '**Not essential — food comes first; but if the appetite is small and not enough protein is eaten, a whey protein powder is fine for an older person with healthy kidneys.** Check the protein per scoop on the label (often 10–20 g); one scoop a day is usual, stirred into warm milk, porridge or soy milk, not boiling water (it clumps). It adds protein but little energy: if little is eaten overall and weight is being lost, a complete nutrition drink such as Ensure suits better than protein powder alone. With kidney disease, ask the doctor first.',
    },
    source: { ref: ESPEN_GERIATRICS },
  },
  {
    // "老人不爱喝水怎么办" declined.
    id: 'older-drinking-water',
    when: [
      /喝.{0,4}水|饮水|不爱喝|喝得少|脱水|\bdrink (enough|more|water)\b|\bwater\b|\bdehydrat\w*|\bfluids?\b/,
    ],
    unless: [
      /呛|咳|噎|吸管|吞咽|增稠|\bchok\w*|\bswallow\w*|\bthicken\w*|\bcough\w*|\bstraw\b|酒|\balcohol\b|\bsherry\b|利尿|心衰|\bheart failure\b/,
    ],
    for: OLDER,
    // On desmopressin the label limits fluid: its own row answers (fourteenth clinician review, en P3 #2).
    notFor: [
      { conditions: ['kidney_disease', 'heart_failure', 'dysphagia'] },
      { medicines: ['desmopressin'] },
    ],
    intent: 'how_much_nutrient',
    text: {
      zh: '**老人每天喝水约1500–1700毫升（7–8杯），要主动少量多次地喝，不要等口渴——年纪大了口渴感会变迟钝。** 办法：固定时间喝，比如起床、三餐、午睡后、下午点心各一杯；用有刻度的杯子或水壶，看得见喝了多少；温开水、淡茶、牛奶、豆浆、粥和汤都算；放在她伸手拿得到的地方。尿色深黄、嘴干、便秘、突然糊涂或头晕，是喝得不够的信号。医生让限水的（比如心衰）按医生说的量。',
      en: '**Older adults need about 1.5–1.7 litres of drinks a day, sipped regularly rather than waiting for thirst — the sense of thirst fades with age.** Ideas: a drink at set times (on waking, with each meal, after a nap, with the afternoon snack); a marked cup or jug so you can see the day’s amount; water, weak tea, milk, soup and porridge all count; keep a drink within reach. Dark urine, a dry mouth, constipation, new confusion or dizziness are signs of not drinking enough. If a doctor has set a fluid limit (for example heart failure), follow that.',
    },
    source: {
      ref: `${CN_GUIDE} 老年人膳食指南（每天饮水1500–1700毫升）；${ESPEN_GERIATRICS}`,
    },
  },
  {
    // "老人便秘吃什么好" declined.
    id: 'older-constipation',
    when: [/便秘|大便干|拉不出|排便困难|\bconstipat\w*/],
    unless: [/铁|速力菲|\biron\b|药|\bmedic\w*|\blaxative\w*|泻药/],
    for: OLDER,
    // On clozapine constipation is the psychiatrist's now (rows-medicines.ts, clozapine-constipation).
    notFor: [{ conditions: ['kidney_disease'] }, { medicines: ['clozapine'] }],
    intent: 'food_sources',
    text: {
      zh: '**老人便秘先从喝水、吃的和活动改起：** 每天喝够1500–1700毫升水；在她能嚼、能咽的前提下，慢慢增加蔬菜（煮软的青菜、南瓜、胡萝卜）、水果（火龙果、猕猴桃、西梅、香蕉）和粗粮（燕麦粥、小米粥、红薯），一下子加太多会胀气；每天适当走动，早饭后固定时间上厕所。吃得很少的人大便本来就少。以前规律、最近突然便秘，或有便血、腹痛、体重下降，请看医生；要用通便药，请医生或药师选。',
      en: '**Start with fluids, food and movement:** 1.5–1.7 litres of drinks a day; as far as she can chew and swallow, gradually add vegetables (soft-cooked greens, pumpkin, carrots), fruit (kiwi, prunes, pears, banana) and whole grains (oat porridge, wholemeal bread, sweet potato) — too much at once causes wind; a little walking each day and a regular toilet time after breakfast. Someone who eats very little passes less stool anyway. A sudden change from a regular pattern, blood in the stool, tummy pain or weight loss needs the doctor; for laxatives, ask the doctor or pharmacist to choose one.',
    },
    source: {
      ref: `NICE CKS Constipation (2023)；${CN_GUIDE} 老年人膳食指南`,
      url: 'https://cks.nice.org.uk/topics/constipation/',
    },
  },
  {
    // en-054: "can mum have a small sherry before dinner to help her appetite?" declined.
    id: 'older-alcohol-appetite',
    when: [
      /酒|\bsherry\b|\bwine\b|\bbrandy\b|\balcohol\b|\bbeer\b|\bport\b|\ba drink before\b/,
      /胃口|开胃|食欲|饭前|\bappetite\b|\bbefore (dinner|meals?|lunch)\b/,
    ],
    for: OLDER,
    intent: 'food_sources',
    text: {
      zh: '**偶尔饭前一小杯（比如一小杯50毫升左右的黄酒或葡萄酒）对多数老人问题不大，但先请医生或药师看看她吃的药。** 它开胃的作用不确定。要注意：和安眠药、镇静药、止痛药、抗凝药、降糖药等会相互作用；喝酒会增加跌倒风险；有肝病、痛风、糖尿病的更要问医生。如果喝，配着饭菜喝，不要空腹，也不要每天越喝越多。',
      en: '**An occasional small sherry with a meal is generally fine for most older people, but check with her doctor or pharmacist first because of her medicines.** Its effect on appetite is uncertain. Alcohol interacts with sleeping tablets, sedatives, painkillers, blood thinners and diabetes medicines, and raises the risk of falls; with liver disease, gout or diabetes, ask the doctor in particular. If she has one, keep it small, with food, and not more each day.',
    },
    source: {
      ref: 'UK Chief Medical Officers’ Low Risk Drinking Guidelines (2016)；NIH National Institute on Alcohol Abuse and Alcoholism, Older adults',
      url: 'https://www.niaaa.nih.gov/alcohols-effects-health/special-populations-co-occurring-disorders/older-adults',
    },
  },
  {
    // "老年人吃鸡蛋一天几个，胆固醇高吗" declined.
    id: 'older-eggs',
    when: [
      /鸡蛋|蛋黄|\beggs?\b|\byolks?\b/,
      /几个|多少|一天|每天|胆固醇|\bhow many\b|\bcholesterol\b|\ba day\b|\bper day\b/,
    ],
    for: OLDER,
    intent: 'food_sources',
    text: {
      zh: '**每天1个鸡蛋（连蛋黄）是膳食指南的建议；体重偏低、需要多补蛋白质的老人，一天2个也可以。** 对大多数人，吃鸡蛋里的胆固醇对血胆固醇影响不大，蛋黄里还有维生素和卵磷脂，不要扔掉。已经查出胆固醇高、医生让控制的，按医生说的量。蒸蛋羹、水煮蛋、炒蛋都软、好嚼。',
      en: '**About one egg a day, yolk included, is the guideline amount; for an underweight older person who needs more protein, two a day is fine.** For most people the cholesterol in eggs has little effect on blood cholesterol, and the yolk carries vitamins — do not throw it away. If a doctor has asked her to limit cholesterol, follow that. Scrambled, steamed or boiled eggs are soft and easy to eat.',
    },
    source: { ref: `${CN_GUIDE} 准则三（每天一个鸡蛋）及老年人膳食指南` },
  },
];

/** Iron-deficiency anaemia: choosing and taking iron, food, side effects. */
const IRON_ROWS: readonly FaqRow[] = [
  {
    // Tenth clinician review, en P3 SERIOUS 2 and zh P5 finding 5: iron prescribed for iron-deficiency
    // anaemia beside a prenatal was met with "UL 45 mg … do not go above it", and 速力菲 on top of 爱乐维
    // with "no known interaction between insulin and iron".
    id: 'iron-prescribed-treatment',
    when: [
      /铁剂|铁片|补铁|速力菲|力蜚能|硫酸亚铁|富马酸亚铁|琥珀酸亚铁|蛋白琥珀酸铁|多糖铁|\biron\b|\bferrous\b|\bferrograd\w*|\bfeosol\b|\bfergon\b/,
      /医生|大夫|产科|开了|开的|处方|让我?补|\bmidwife\b|\bdoctor\b|\bdr\b|\bgp\b|\bconsultant\b|\bobstetrician\b|\bhaematologist\b|\bhematologist\b|\bnurse\b|\bprescri\w*|\bput me on\b|\bstarted me on\b|\btold me to (take|start)\b|\bsaid (to )?start\b/,
      // How much in all, never how or when to take it ("和钙片一起吃行吗" is the pairing row's).
      /太多|过量|超标|超过|超量|上限|会不会多|还要另外|另外吃|另外补|\btoo much\b|\bupper limit\b|\bover the (upper )?limit\b|\bul\b|\boverdose\b|\btoo high\b|\bon top of\b|\bdouble up\b/,
    ],
    // A child's iron is dosed by weight by the paediatrician (round 52 zh-028, development data, unsafe: a
    // 2-year-old's drops answered with pregnancy iron and adult tablets).
    notFor: MINOR,
    wholeMessage: true,
    intent: 'supplement_dose',
    // The prescriber's treatment doses (ferrous sulphate 200 mg three times a day is 195 mg of iron), and
    // the salt weights the text converts (0.3 g, 210 mg), which the answer check reads as amounts of iron:
    // not a UL breach.
    prescribedDoses: { iron: 300 },
    text: {
      zh: '**医生开的补铁药请照医生开的吃：这是治疗缺铁性贫血的剂量，本来就会高于普通人自己补铁的每日上限（42–45毫克）——那个上限是给健康人自己买补充剂用的，不适用于医生监督下的治疗。** 折算成元素铁：琥珀酸亚铁（速力菲）0.1 g 每片含铁 35 mg；硫酸亚铁 0.3 g（英国的 200 mg 片）每片含铁约 60–65 mg；爱乐维每片含铁 60 mg。已经在吃爱乐维或别的孕妇复合维生素、又要加速力菲等铁剂时，加不加、加多少由产科医生按每天的总铁量来定：告诉医生你在吃哪一种、每天几片；医生没让停，复合维生素照常吃。开始补铁后 2–4 周按医生安排复查血红蛋白，看补得有没有效果。铁剂和钙片、茶、咖啡间隔 2 小时；大便变黑、便秘常见。',
      en: '**Take what your midwife or doctor prescribed: it is a treatment dose for iron-deficiency anaemia, and treatment doses are above the everyday upper limit (45 mg a day) on purpose — that limit is for healthy people choosing supplements themselves, not for treatment under supervision.** In elemental iron: ferrous sulphate (sulfate) 200 mg = 65 mg of iron per tablet, so 200 mg twice a day is 130 mg; ferrous fumarate 210 mg = about 69 mg; ferrous succinate 0.1 g (Sulifei) = 35 mg; a prenatal vitamin adds its own amount (check the label; Elevit holds 60 mg). Keep taking the prenatal unless your midwife or doctor tells you otherwise, and tell them which one you take so they can set the total. Your haemoglobin should be rechecked 2–4 weeks after starting, to see that it is working. Keep the iron 2 hours apart from calcium, tea and coffee; dark stools and constipation are common.',
    },
    source: {
      ref: 'Pavord S et al. UK guidelines on the management of iron deficiency in pregnancy. Br J Haematol 2020;188:819–830 (BSH: oral iron for iron-deficiency anaemia in pregnancy, Hb rechecked at 2–4 weeks; section numbers from memory); Institute of Medicine, Dietary Reference Intakes for … Iron … (2001): the UL does not apply to people treated with iron under medical supervision; BNF, Ferrous sulfate (200 mg tablet = 65 mg iron); 琥珀酸亚铁片（速力菲）说明书（每片0.1 g，含铁35 mg）',
      url: 'https://doi.org/10.1111/bjh.16221',
    },
  },
  {
    // "吃了速力菲便秘好几天了": constipation on an iron named by its brand or salt (the everyday
    // rule answers "铁剂"/"iron tablets" by those words).
    id: 'iron-constipation-by-name',
    when: [
      /速力菲|力蜚能|硫酸亚铁|富马酸亚铁|琥珀酸亚铁|蛋白琥珀酸铁|多糖铁|\bferrous\b|\bferograd\w*|\bfeosol\b/,
      /便秘|拉不出|大便干|\bconstipat\w*/,
    ],
    intent: 'supplement_timing',
    text: {
      zh: '**吃铁剂便秘很常见，多数能调过来：** 多喝水，多吃蔬菜、水果（猕猴桃、火龙果、西梅）和全谷物，每天走动；和医生商量改成隔天吃一次（英国胃肠病学会2021：一样有效、不适更少）；必要时请药师推荐通便药（如乳果糖）。还是受不了，请医生换一种铁剂或剂量——别自己把铁剂断掉。大便发黑是正常的。',
      en: '**Constipation is common on iron and usually manageable:** drink more, eat vegetables, fruit (kiwi, prunes) and whole grains, keep moving; ask your doctor about taking it every other day (British Society of Gastroenterology 2021: as effective, fewer side effects); a pharmacist can suggest a laxative such as lactulose if needed. If it is still too much, ask the doctor to change the preparation or dose rather than dropping the iron yourself. Dark stools are expected.',
    },
    source: { ref: `${BSG_2021}；${NIH_IRON.ref}`, url: NIH_IRON.url },
  },
  {
    // zh-061: "一天吃几片 空腹吃还是饭后吃啊" answered half.
    id: 'iron-how-to-take',
    when: [
      IRON,
      /几片|几粒|几次|一天吃|空腹|饭后|饭前|随餐|早上|晚上|睡前|什么时候吃|怎么吃|\bhow many\b|\bempty stomach\b|\bwith food\b|\bwith (meals?|breakfast)\b|\bmorning\b|\bnight\b|\bbedtime\b|\bbefore (bed|sleep)\b|\bhow (do|should) i take\b|\bwhen (to|should i|do i) take\b|\bhow often\b|\bonce a day\b|\btwice a day\b/,
    ],
    unless: [
      /\d+\s*(mg|毫克|µg)|一天[2-4两三四]次|\b(twice|three times) a day\b|猪肝|肝|食物|食补|吃什么|\bliver\b|\bfoods?\b|茶|咖啡|牛奶|钙|橙汁|果汁|维生素c|\btea\b|\bchai\b|\bcoffee\b|\bmilk\b|\bcalcium\b|\bjuice\b|\bvitamin c\b|多久|几周|几个月|复查|\bhow long\b|\bweeks\b|\bmonths\b|恶心|胃(不舒服|疼|痛|难受)|便秘|\bnause\w*|\bconstipat\w*|\bsick\b|\bupset\b|\bstomach\b/,
    ],
    notFor: { medicines: ['bisphosphonate', 'thyroid_hormone', 'fluoroquinolone', 'tetracycline'] },
    intent: 'supplement_timing',
    text: {
      zh: '**一般一天一片，按医生开的剂量；最好早饭前1小时空腹，用白开水或一杯橙汁送服。** 空腹吃胃难受的，改成随餐或睡前吃——吸收少一点，但能坚持吃比什么都重要。一天吃好几片并不会多吸收多少，反而更难受；英国胃肠病学会（2021）建议一天一片亚铁盐，不适明显时可以隔天一片（先和医生商量）。前后2小时不喝茶、咖啡、牛奶，不吃钙片、抗酸药和含钙的复合维生素（如善存）。一般2–4周复查血红蛋白，恢复正常后还要再吃约3个月补足储备。',
      en: '**Usually one tablet a day, at the dose your doctor prescribed — ideally on an empty stomach an hour before breakfast, with water or a glass of orange juice.** If that upsets your stomach, take it with food or at bedtime instead: a little less is absorbed, but taking it every day matters most. Several tablets a day add little absorption and more side effects; the British Society of Gastroenterology (2021) advises one ferrous-salt tablet a day, or every other day if side effects are a problem (check with your doctor). Keep tea, coffee, milk, calcium, antacids and calcium-containing multivitamins (such as Centrum) 2 hours away from it. A blood count is usually repeated after 2–4 weeks, and iron continued for about 3 months after haemoglobin is back to normal to refill stores.',
    },
    source: { ref: `${BSG_2021}；${NIH_IRON.ref}`, url: NIH_IRON.url },
  },
  {
    // zh-060, en-133: "富马酸亚铁还是蛋白琥珀酸铁?", "is bisglycinate gentler?"
    id: 'iron-which-form',
    when: [
      IRON,
      /哪种|哪个|哪一种|怎么选|选什么|还是|换成|换一种|换个|多糖铁|力蜚能|甘氨酸|螯合|温和|\bswitch(ing)? to\b|\bbisglycinate\b|\bglycinate\b|\bchelated\b|\bfumarate\b|\bsulph?ate\b|\bgluconate\b|\bwhich (form|type|kind|one|iron)\b|\bgentler\b|\bbest (form|type|kind|iron)\b|\bpolysaccharide\b|\bliquid iron\b/,
    ],
    unless: [
      /再加|加一片|太多|减量|\btoo much\b|\bcut back\b|\bon top\b/,
      // How much iron a salt's tablet holds is the stated-dose answer (thirty-first clinician review, en M8:
      // "How many mg of iron am I actually getting from 3 of the ferrous fumarate 210mg a day?").
      /元素铁|真正的铁|实际.{0,6}铁|含铁多少|含多少铁|多少毫克铁|\b(actual(ly)?|elemental|real)\b[^.?]{0,30}\biron\b|\bhow (many|much)\b[^.?]{0,50}\d\s?mg|\d\s?mg[^.?]{0,50}\bhow (many|much)\b/,
      // Food against tablets, or whether a saying is true, is not a choice between iron salts ("菠菜补铁是真的
      //还是谣言", "阿胶糕和红枣…跟吃铁剂比哪个效果好" — blind answer round 13 zh-087, zh-123): the food
      // rows answer (rows-everyday.ts plant-iron-foods, the everyday folk-iron answer).
      /菠菜|木耳|红枣|大枣|阿胶|红糖|桂圆|龙眼|猪肝|鸭血|猪血|红肉|食补|食疗|食物|吃什么|谣言|真的假的|真的还是|是真的|靠谱|\bspinach\b|\bred dates?\b|\bjujubes?\b|\bejiao\b|\bfoods?\b|\bmyth\b/,
    ],
    intent: 'supplement_dose',
    text: {
      zh: '**最常用、证据最多的是亚铁盐——硫酸亚铁、富马酸亚铁、葡萄糖酸亚铁、琥珀酸亚铁（速力菲），便宜又有效。** 蛋白琥珀酸铁、多糖铁复合物、甘氨酸亚铁这类，有的人胃肠反应小一些，但价格高、证据少，不一定补得更快。比较时看每片含“元素铁”多少毫克，而不是化合物多少毫克。胃肠反应大时，先试：随餐或睡前吃，或者和医生商量改成隔天吃一次（英国胃肠病学会2021：一样有效、不适更少）。已经化验缺铁的，吃哪种、多少剂量按医生开的来，复合维生素里那点铁不够。',
      en: '**The standard, best-studied choice is a ferrous salt — ferrous sulfate, fumarate or gluconate: cheap and effective.** Ferrous bisglycinate, iron protein succinylate and polysaccharide iron upset some people’s stomachs less, but cost more and have less evidence; they do not necessarily raise iron faster. Compare products by the milligrams of elemental iron per tablet, not the weight of the compound. If a ferrous salt upsets you, first try taking it with food or at bedtime, or ask your doctor about taking it every other day (British Society of Gastroenterology 2021: as effective, fewer side effects). With proven iron deficiency, take the type and dose your doctor prescribes — the small amount of iron in a multivitamin is not enough.',
    },
    source: { ref: `${BSG_2021}；${NIH_IRON.ref}`, url: NIH_IRON.url },
  },
  {
    // en-034: "and should I take it with orange juice?" after the iron question, declined.
    id: 'iron-with-orange-juice',
    when: [
      /橙汁|果汁|橙子|猕猴桃|\borange juice\b|\bjuice\b|\boranges?\b|\boj\b/,
      // "吃饭的时候配一杯橙汁有用吗" (blind answer round 13 zh-108, after spinach and iron).
      /送服|一起|同时|搭配|配着|配(一|个|上|点|杯)|(吃饭|饭)的?时候|随餐|饭后|\btake\b|\btaking\b|\bwith\b|\btogether\b/,
    ],
    unless: [/茶|咖啡|钙|\btea\b|\bchai\b|\bcoffee\b|\bcalcium\b/],
    // Iron named in this message or the one before ("and should I take it with orange juice?"), or
    // the plan's ferritin is low, so "it" is the iron (round 8 en-139).
    for: { said: IRON, ironDeficiency: true },
    intent: 'supplement_pairing',
    text: {
      zh: '**可以，而且有帮助：铁剂用一杯橙汁送服，或同一餐吃些维生素C多的水果蔬菜，能让铁吸收得更好。** 一小杯（约150–200毫升）鲜榨或100%橙汁就够，不需要另外买维生素C片；橙子、猕猴桃、草莓、青椒也一样。注意别用牛奶、茶或咖啡送服，它们会减少吸收。有妊娠期糖尿病或在控糖的，用整个橙子或猕猴桃代替果汁。',
      en: '**Yes, it helps: taking iron with a glass of orange juice, or with vitamin C-rich fruit or vegetables in the same meal, improves absorption.** A small glass (about 150–200 ml) of 100% orange juice is enough — no need for a separate vitamin C tablet; an orange, kiwi, strawberries or peppers do the same. Do not take it with milk, tea or coffee, which reduce absorption. With gestational diabetes or if you watch your blood sugar, have a whole orange or kiwi instead of juice.',
    },
    source: { ref: `${NIH_IRON.ref}；${BSG_2021}`, url: NIH_IRON.url },
  },
  {
    // Blind answer round 36 zh-046 (development data, unsafe): "铁剂一吃就恶心…大便还黑黑的，这正常吗" from a
    // woman on celecoxib and prednisone was told black stools are normal on iron. With a medicine that can
    // make the stomach bleed, a black stool cannot be put down to iron at home: the doctor today.
    id: 'iron-black-stools-bleeding-medicine',
    when: [BLACK_STOOL_SAID],
    unless: [/柏油|吐血|呕血|\btarry\b|\bvomit\w* blood\b/],
    for: { all: [{ said: IRON }, { medicines: [...GUT_BLEEDING_MEDICINES] }] },
    intent: 'supplement_timing',
    compose: (said, zh) => {
      const names = (said.medicines ?? [])
        .map((id) => drugById(id))
        .filter((d) => d !== undefined && GUT_BLEEDING_MEDICINES.some((c) => d.classes.includes(c)))
        .map((d) => (zh ? d!.zh : d!.en));
      if (names.length === 0) return null;
      const row = IRON_ROWS.find((r) => r.id === 'iron-black-stools-bleeding-medicine')!;
      return zh
        ? row.text.zh.replace('止痛药、激素或抗凝药', names.join('、'))
        : row.text.en.replace('a painkiller, a steroid or a blood thinner', names.join(' and '));
    },
    text: {
      zh: '**吃铁剂大便发黑通常是铁染的颜色，但你在吃止痛药、激素或抗凝药，这类药可能引起胃肠出血，出血的大便也是黑的，自己在家分不清——今天就联系医生或去门诊，说清楚：在吃铁剂、大便发黑、同时在吃这些药。** 大便像柏油一样又黑又黏、发亮，头晕、心慌、乏力加重、站起来眼前发黑，或吐血、吐咖啡色的东西——马上去急诊。铁剂引起的恶心：改成随餐或睡前吃，和医生商量隔天吃一次（英国胃肠病学会2021：一样有效、不适更少）；不要自己停药。',
      en: '**Black stools on iron are usually the iron, but you take a painkiller, a steroid or a blood thinner, which can make the stomach or gut bleed — and bleeding turns stools black too, which cannot be told apart at home: contact your doctor or a clinic today and say you take iron, your stools are black, and which of these medicines you take.** Black, sticky, tar-like stools, dizziness, a racing heart, worse tiredness, feeling faint on standing, or vomiting blood or coffee-ground material — go to the emergency department now. For nausea on iron: take it with food or at bedtime, and ask your doctor about every other day (British Society of Gastroenterology 2021: as effective, fewer side effects); do not stop your medicines on your own.',
    },
    source: {
      ref: `NHS, Ferrous sulfate — side effects；NICE CKS, Upper gastrointestinal bleeding (NSAIDs, corticosteroids with NSAIDs, anticoagulants and antiplatelets raise the risk)；${BSG_2021}`,
      url: 'https://www.nhs.uk/medicines/ferrous-sulfate/',
    },
  },
  {
    // zh-side effects ("吃铁剂胃不舒服恶心怎么办" answered with the dose text).
    id: 'iron-side-effects',
    when: [
      IRON,
      /恶心|想吐|胃.{0,3}(不舒服|疼|痛|难受)|肚子.{0,3}(疼|痛|不舒服)|拉肚子|腹泻|\bnause\w*|\bsick\b|\bstomach\b|\bdiarrh\w*|\bupset\b|\bcramps?\b/,
    ],
    unless: [/便秘|拉不出|\bconstipat\w*|柏油|吐血|呕血|\btarry\b|\bvomiting blood\b/, BLACK_STOOL_SAID],
    intent: 'supplement_timing',
    text: {
      zh: '**铁剂引起恶心、胃不舒服、便秘很常见，多数调整一下就好：** 改成随餐或睡前吃；和医生商量改成隔天吃一次（英国胃肠病学会2021：一样有效、不适更少）；便秘的多喝水、多吃蔬菜水果和全谷物、多走动，必要时请药师推荐通便药。还是受不了，请医生换一种铁剂、调整剂量，或考虑静脉补铁——不要自己停掉。吃铁剂大便变黑是正常的；但大便像柏油一样又黑又黏、发亮，或伴头晕、心慌，或吐血，是出血的信号，要马上就医。',
      en: '**Nausea, stomach upset and constipation on iron are common, and usually manageable:** take it with food or at bedtime; ask your doctor about taking it every other day (British Society of Gastroenterology 2021: as effective, fewer side effects); for constipation, drink more, eat vegetables, fruit and whole grains, keep active, and ask a pharmacist for a laxative if needed. If it is still too much, ask the doctor to change the preparation or dose, or about iron through a drip — rather than stopping on your own. Dark stools on iron are expected; but black, sticky, tar-like stools, or dizziness, a racing heart or vomiting blood, are signs of bleeding: seek care straight away.',
    },
    source: { ref: `${BSG_2021}；${NIH_IRON.ref}`, url: NIH_IRON.url },
  },
  {
    // "吃铁剂大便发黑正常吗" declined.
    id: 'iron-black-stools',
    when: [BLACK_STOOL_SAID],
    unless: [/柏油|黏|吐血|呕血|头晕|\btarry\b|\bsticky\b|\bvomit\w*|\bdizz\w*|\bfaint\w*/],
    for: { said: /铁|速力菲|力蜚能|\biron\b|\bferrous\b/ },
    intent: 'supplement_timing',
    text: {
      zh: '**吃铁剂后大便发黑、发绿发黑是正常的，是没吸收的铁染的颜色，照常按时吃就行。** 但如果大便像柏油一样又黑又黏、发亮，同时有胃痛、头晕、心慌、乏力加重，或者吐血、吐咖啡色的东西，可能是消化道出血，请马上就医。',
      en: '**Dark green or black stools are normal on iron — it is unabsorbed iron colouring them; carry on taking it as usual.** But black, sticky, tar-like stools together with stomach pain, dizziness, a racing heart or worsening tiredness, or vomiting blood or coffee-ground material, can mean bleeding in the gut: seek medical care straight away.',
    },
    source: {
      ref: 'NHS, Ferrous sulfate — side effects；British National Formulary, Iron (oral) side effects',
      url: 'https://www.nhs.uk/medicines/ferrous-sulfate/',
    },
  },
  {
    // en-136: "does cooking in a cast iron pan really help or is that a myth" declined.
    id: 'iron-cast-iron-pan',
    when: [/铁锅|生铁锅|\bcast[- ]iron\b|\biron (pans?|pots?|skillets?|woks?)\b|\biron fish\b|铁鱼/],
    intent: 'food_sources',
    text: {
      zh: '**有一点帮助，但治不了缺铁。** 用铁锅做菜，尤其是番茄、醋溜这类酸的、炖煮时间长的菜，会有少量铁溶进食物，能稍微增加铁的摄入；但多少不固定，研究结果也不一致。已经化验缺铁（比如铁蛋白很低）时，还是要按医生开的剂量吃铁剂，铁锅只是锦上添花。',
      en: '**It helps a little, but it will not fix iron deficiency.** Cooking in cast iron, especially acidic or long-simmered dishes such as tomato sauce, lets some iron pass into the food and can raise intake a bit; the amount varies and study results are mixed. With proven iron deficiency (such as a very low ferritin), you still need the iron tablets your doctor prescribes — the pan is only a small extra.',
    },
    source: {
      ref: 'Geerligs PD, Brabin BJ, Omari AA. Food prepared in iron cooking pots as an intervention for reducing iron deficiency anaemia in developing countries: a systematic review. J Hum Nutr Diet 2003;16:275–281',
    },
  },
  {
    // en-135: "which foods are best to get my iron up, I'm not a big meat eater" (liver and oysters).
    id: 'iron-foods-little-meat',
    when: [
      /补铁|含铁|铁|贫血|补血|\biron\b|\ban(a)?emi\w*/,
      /不吃肉|不爱吃肉|不太吃肉|很少吃肉|少吃肉|吃素|素食|不吃红肉|菠菜|\bnot (a )?(big |huge )?meat eater\b|\bdon'?t (eat|like) (much )?(red )?meat\b|\bvegetarian\b|\bspinach\b|\blittle meat\b|\bno meat\b|\bplant\w*\b/,
    ],
    // Vegetarians and vegans have their own plant-iron row (rows-everyday.ts).
    unless: [
      /\bvegan\b|\bvegetarian\b|\bveg\b|\bveggie\b|\beggetarian\b|纯素|吃素|素食|铁锅|\bcast[- ]iron\b/,
    ],
    // "不想碰动物来源的" (round 14 zh-066): someone who refuses animal foods is not told to eat beef and blood;
    // nor is a vegan or vegetarian by the plan's diet (blind answer round 17 en-045).
    notFor: [
      PLANT_BASED,
      {
        said: /\bvegans?\b|\bvegetarians?\b|\bveg\b|\bveggie\b|\beggetarian\b|纯素|吃素|素食|(不想|不愿|不肯|不)(碰|吃|要)动物|动物来源|\bno animal\b|\bplant[- ]based\b|\banimal[- ]free\b/,
      },
    ],
    intent: 'food_sources',
    text: {
      zh: '**不太吃肉也能多吃进铁，但要讲搭配；已经化验缺铁时，食物只能辅助，主要靠医生开的铁剂。** 吸收最好的是肉、鱼、动物血里的血红素铁：每周吃几次少量的瘦牛肉、鸭血猪血、虾贝，量不用大。植物来源：豆腐和豆制品、黄豆黑豆、黑木耳、芝麻酱、强化铁的麦片；同一餐配上维生素C多的蔬果（青椒、西兰花、橙子、猕猴桃），植物里的铁吸收会明显增加。菠菜含铁不算少，但草酸多、吸收差，不是补铁主力。饭前饭后1–2小时别喝茶和咖啡。',
      en: '**You can raise iron without much meat by pairing foods well — but with proven iron deficiency, food only supports the iron tablets your doctor prescribes.** Haem iron from meat, fish and seafood is absorbed best, so even small portions of lean beef, prawns, mussels or sardines a few times a week help. Plant sources: tofu and other soy foods, beans and lentils, fortified breakfast cereals, seeds and tahini, dark leafy greens; eat them with a vitamin C food in the same meal (peppers, broccoli, oranges, kiwi) to absorb clearly more of their iron. Spinach contains iron but oxalates block much of it, so it is not the mainstay. Keep tea and coffee 1–2 hours away from meals.',
    },
    source: { ref: `${NIH_IRON.ref}；中国食物成分表 标准版 第6版（2018）`, url: NIH_IRON.url },
  },
  {
    // zh-060 (prev), "善存和铁剂能一起吃吗": a multivitamin beside iron treatment.
    id: 'iron-with-multivitamin',
    when: [
      /善存|复合维生素|多维|\bcentrum\b|\bmultivitamins?\b|\bmulti\b/,
      /铁|贫血|\biron\b|\ban(a)?emi\w*|\bferritin\b/,
    ],
    // A result typed in is the lab reader's question — unless taking them together is asked with it
    // ("铁蛋白8，血红蛋白98 g/L，医生开了琥珀酸亚铁，跟我平时吃的善存能一起吃吗", blind answer round 18 zh-018).
    unless: [
      /^(?![\s\S]*(一起吃|一块吃|同时吃|一起服|能一起|错开|间隔|\btogether\b|\bsame time\b|\bwith my (centrum|multi\w*)\b))[\s\S]*(铁蛋白\s*\d|血红蛋白\s*\d|\bferritin (of |is )?\d)/,
    ],
    notFor: NOT_PREGNANT,
    intent: 'supplement_pairing',
    text: {
      zh: '**可以都吃，但要错开时间；而且复合维生素里的铁不够治疗缺铁。** 善存这类复合维生素每片含铁只有几毫克（看你那瓶标签），是日常补充的量；化验已经缺铁（铁蛋白、血红蛋白低）要按医生开的治疗剂量吃铁剂。复合维生素里有钙，会减少铁的吸收：铁剂早上空腹吃，复合维生素随午饭或晚饭吃，间隔2小时以上。',
      en: '**You can take both, at different times — and the iron in a multivitamin is not enough to treat iron deficiency.** A multivitamin such as Centrum has only a few milligrams of iron per tablet (check your label), a maintenance amount; proven iron deficiency (low ferritin or haemoglobin) needs the treatment dose your doctor prescribes. Multivitamins also contain calcium, which reduces iron absorption: take the iron on an empty stomach in the morning and the multivitamin with lunch or dinner, at least 2 hours apart.',
    },
    source: { ref: `${NIH_IRON.ref}；${BSG_2021}`, url: NIH_IRON.url },
  },
  {
    // Common with iron deficiency in women: "is it my heavy periods?"
    id: 'iron-heavy-periods',
    when: [
      /月经|例假|大姨妈|经量|经血|\bperiods?\b|\bmenstrua\w*/,
      /铁|贫血|铁蛋白|\biron\b|\ban(a)?emi\w*|\bferritin\b/,
    ],
    unless: [/节食|减肥|\bdiet\w*\b|\blose weight\b|没来|停经|推迟|\bmissed\b|\bstopped\b/],
    notFor: NOT_PREGNANT,
    intent: 'deficiency_signs',
    text: {
      zh: '**很可能：月经量多是育龄女性缺铁最常见的原因。** 值得专门看妇科，查查经量为什么多（比如子宫肌瘤、激素问题）：只补铁而不处理出血，铁很快又会再缺。经量多的信号：1–2小时就要换一次卫生巾、有比一元硬币大的血块、经期超过7天、晚上要起来换或漏到衣服上。在这期间铁剂按医生开的继续吃，复查时告诉医生你的月经情况。',
      en: '**Very likely — heavy periods are the most common cause of iron deficiency in women of childbearing age.** It is worth seeing your GP or a gynaecologist about why they are heavy (fibroids or hormonal causes, for example), because iron alone without treating the bleeding means the deficiency tends to come back. Signs of heavy periods: changing a pad or tampon every 1–2 hours, clots larger than about 2.5 cm, bleeding for more than 7 days, or flooding through clothes or bedding. Keep taking the iron as prescribed meanwhile, and mention your periods at the follow-up test.',
    },
    source: {
      ref: 'NICE NG88 Heavy menstrual bleeding: assessment and management (2018, updated 2021)；NHS, Heavy periods；British Society of Gastroenterology guidelines (2021)',
      url: 'https://www.nhs.uk/conditions/heavy-periods/',
    },
  },
  {
    // "吃猪肝补铁好吗 一周吃几次" answered with the tablet timing.
    id: 'iron-liver',
    when: [
      /猪肝|鸡肝|羊肝|牛肝|肝脏|动物肝|\bliver\b/,
      /铁|补血|贫血|几次|多少|\biron\b|\ban(a)?emi\w*|\bhow (often|much)\b/,
    ],
    unless: [/鱼肝油|\bcod liver\b|肝病|肝功能|\bliver disease\b/],
    notFor: NOT_PREGNANT,
    intent: 'food_sources',
    text: {
      zh: '**猪肝补铁确实好，含铁多而且好吸收；但维生素A也很高，一周吃一次、每次一两（50克）左右就够。** 经常大量吃肝，维生素A会超过每天的可耐受最高摄入量。日常补铁更靠红肉、鸭血猪血、虾贝，加上医生开的铁剂。怀孕的人另外要控制动物肝脏，按产科医生的建议。',
      en: '**Liver is a rich source of easily absorbed iron, but it is also very high in vitamin A, so once a week, about 50 g at a time, is enough.** Eating liver often pushes vitamin A past its safe upper level. For everyday iron, rely on red meat, fish and seafood, plus the iron tablets your doctor prescribed. In pregnancy liver is limited further — follow your obstetrician’s advice.',
    },
    source: {
      ref: '中国食物成分表 标准版 第6版（2018）猪肝；NHS, Vitamin A (liver no more than once a week)；中国居民膳食营养素参考摄入量（2023版）维生素A UL',
      url: 'https://www.nhs.uk/conditions/vitamins-and-minerals/vitamin-a/',
    },
  },
  {
    // Blind answer round 12, zh-133 "要补多久才能补上来" and en-133 "how long till my ferritin goes back up?"
    // (after ferritin 8, Hb 98): the dose paragraph again, or declined.
    id: 'iron-how-long-to-recover',
    when: [
      /铁|贫血|血红蛋白|铁蛋白|\biron\b|\bferritin\b|\bha?emoglobin\b|\bhb\b|\ban(a)?emi\w*/,
      /(补|吃|要|得|需要)多久|多久(能|才能?|可以)?(补上|上来|升上来|恢复|正常|好)|多长时间(能|才能?)?(补上|上来|恢复|正常)|(什么时候|啥时候)(能|才能?)(补上|上来|恢复|正常|好)|\bhow long (till|until|before|for|does it take|will it take|to)\b|\bhow soon\b|\bgo(es)? (back )?up\b|\bback to normal\b/,
    ],
    unless: [
      /\bhow long (after|before|from|between|apart)\b|\bhow long (do|should) i (wait|leave)\b|隔多久|间隔|多久(以)?后|之后多久|饭后多久|前多久/,
      // When to retest is the retest row's (with the ferritin to aim for).
      /复查|再查|复测|\bretest\w*|\bre-test\w*|\brecheck\w*|\btest(ed)? again\b/,
    ],
    for: { said: /铁|贫血|\biron\b|\ban(a)?emi\w*|\bferritin\b/, ironDeficiency: true },
    intent: 'supplement_timing',
    text: {
      zh: '**按医生开的剂量规律吃，血红蛋白一般2–4周开始上升（3–4周升约20 g/L算效果好），大约2–3个月回到正常；铁蛋白（铁储备）最慢，血红蛋白正常后一般还要再吃约3个月才能补上来。** 所以多数人要吃3–6个月，感觉好了也别自己停。一般开始吃2–4周后查血红蛋白，疗程结束时查铁蛋白；升得不明显（比如一个月几乎没变）要告诉医生：可能是没按时吃、和茶或钙片一起吃了、吸收不好，或者失血的原因（如月经量多）还在，要查原因或换成静脉补铁。',
      en: '**Taken regularly at the dose your doctor set, haemoglobin usually starts to rise within 2–4 weeks (a rise of about 20 g/L, 2 g/dL, in 3–4 weeks is a good response) and is back to normal in about 2–3 months; ferritin (your iron stores) comes up last — iron is usually continued for about 3 more months after haemoglobin is normal.** So most people take it for 3–6 months; do not stop because you feel better. A blood count is usually checked 2–4 weeks after starting and ferritin at the end. If it hardly moves in a month, tell your doctor: doses missed, iron taken with tea or calcium, poor absorption, or ongoing blood loss (heavy periods, for example) need looking into, and iron through a drip is an option.',
    },
    source: { ref: `${BSG_2021}；${BSG_2011}` },
  },
  {
    // "can I stop iron once I feel better?" declined.
    id: 'iron-how-long',
    when: [
      IRON,
      // "Does tea stop iron absorbing?" is no question of stopping the course (blind answer round 12, en-139).
      /吃多久|吃到什么时候|要吃多长|疗程|好了就|能停|可以停|不吃了|\bhow long\b|\bstop(ping)? (taking|the|my|it|them)\b|\b(can|could|should|when) (i|we) stop\b|\bfeel better\b|\bcourse\b/,
    ],
    unless: [
      /铁蛋白\s*\d|血红蛋白\s*\d|复查|再查|\bferritin (of |is )?\d|\bretest\w*\b|\brecheck\w*\b|\bcheck\w*\b|\bnumbers?\b|\bblood test\b/,
      // "How long after my coffee can I take it?" asks a spacing, not the length of the course.
      /\bhow long (after|before|from|between|apart)\b|\bhow long (do|should) i (wait|leave)\b|隔多久|间隔|多久(以)?后|之后多久|饭后多久|前多久/,
    ],
    intent: 'supplement_timing',
    text: {
      zh: '**感觉好了也要继续吃：血红蛋白恢复正常以后，一般还要再吃约3个月，把体内的铁储备补起来，否则很快又会缺。** 一般开始吃2–4周后查血红蛋白，疗程结束时查铁蛋白；什么时候可以结束，由开药的医生根据复查结果决定。同时要找到并处理缺铁的原因（比如月经量多），不然停了还会再缺。',
      en: '**Keep going even when you feel better: once haemoglobin is back to normal, iron is usually continued for about 3 more months to refill the body’s stores — otherwise the deficiency soon returns.** A blood count is usually checked 2–4 weeks after starting and ferritin at the end; when to finish is for your prescriber to decide from those results. The cause of the deficiency (heavy periods, for example) also needs treating, or it will come back.',
    },
    source: { ref: BSG_2021 },
  },
];

/**
 * With a ferritin above the range or a haemoglobinopathy, taking iron is the haematologist's question: no
 * iron row answers (the chat's pairing and dose answers say why).
 */
const IRON_ROWS_NOT_IN_OVERLOAD: readonly FaqRow[] = IRON_ROWS.map((row) => ({
  ...row,
  notFor: [...(row.notFor ? [row.notFor].flat() : []), ...IRON_NOT_WANTED],
}));

/**
 * An obstetrician's 5 mg of folic acid set against the app's 400 µg (blind answer round 10 en-032,
 * unsafe: "My OB here in Manila gave me folic acid 5mg po but the app says 400mcg. Which one should I
 * follow? Is 5mg too much for baby?" had the 5 mg held against the 1 mg upper limit). A prescribed dose is
 * never compared with the self-care UL: the UL is for supplements chosen without a prescriber (IOM DRI
 * framework: ULs do not apply under medical supervision).
 */
const FOLIC_ACID_PRESCRIBED: FaqRow = {
  id: 'folic-acid-prescribed-high-dose',
  when: [
    /叶酸|斯利安|\bfolic\b|\bfolate\b/,
    /(?<![\d.])[45] ?(mg|毫克|milligrams?)\b|(?<![\d.])[45] ?(mg|毫克)|五毫克|四毫克|\b(5|4),?000 ?(mcg|µg|ug)\b|5000 ?(微克|mcg|µg|ug)/,
    /医生|大夫|产科|妇产科|开了|开的|开给|给我开|处方|医院(让|给|开)|\bob\b|\bob-?gyn\w*\b|\bobgyn\b|\bobstetrician\b|\bdoctor\b|\bdr\b|\bgp\b|\bmidwife\b|\bprescri\w*|\bgave me\b|\bput me on\b|\btold me to\b/,
  ],
  // Making 5 mg up from many small tablets has its own row (folic-acid-make-up-dose).
  // For someone pregnant or planning: a man on methotrexate or a woman on sulfasalazine has the
  // prescribed-dose rule of their medicine (sulfasalazine-pregnancy.test.ts), not a pregnancy text.
  for: {
    lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
    said: /宝宝|胎儿|怀孕|孕|产科|\bbaby\b|\bpregnan\w*|\bob\b|\bob-?gyn\w*|\bobgyn\b|\bobstetrician\b|\bmidwife\b|\bconceiv\w*|\btrying for\b/,
  },
  notFor: { medicines: ['methotrexate', 'sulfasalazine', 'antiepileptic', 'valproate'] },
  unless: [
    /凑|好几片|很多片|\bmake (it |that )?up\b|\badd (it |them )?up\b|\bhandful\b|\b(\d+|ten|twelve) x 0?\.4\b/,
  ],
  wholeMessage: true,
  intent: 'pregnancy_lactation',
  // The 5 mg named is the prescriber's dose, not a UL breach for the answer check (assistant/safety.ts).
  prescribedDoses: { folate: 5000 },
  text: {
    zh: '**按产科医生开的5毫克吃：这是医生开的处方剂量，不是吃错了，对宝宝也没有害处。** 应用里的400微克（0.4毫克）是给一般风险女性的常规量；每天5毫克是医生判断神经管缺陷风险较高时开的大剂量——比如以前怀过神经管缺陷的宝宝、家族里有人有、有糖尿病、在吃某些抗癫痫药、体重指数（BMI）30以上等。叶酸每天1毫克的“可耐受最高摄入量”是给自己买补充剂、没有医生指导的人定的上限，不适用于医生开的疗程。可以问产科医生两件事：为什么给你开5毫克、要吃到什么时候（常见是吃到孕12周）；还有手上的孕妇复合维生素要不要继续吃。不要自己减量或换掉，有疑问先问开药的医生。',
    en: '**Follow your obstetrician’s 5 mg: it is a prescribed dose, not a mistake, and it is not harmful to your baby.** The app’s 400 µg (0.4 mg) is the standard dose for women at usual risk; 5 mg a day is the high dose doctors prescribe when they judge the risk of a neural tube defect to be higher — for example a previous pregnancy with one, a family history, diabetes, some epilepsy medicines, or a BMI of 30 or more. The 1 mg (1,000 µg) upper limit for folic acid is for supplements people choose for themselves without a prescriber; it is not a limit on a course your doctor prescribes. Ask your OB two things: why 5 mg for you and until when (often to 12 weeks), and whether to keep taking any prenatal vitamin alongside it. Do not cut or swap either on your own; if in doubt, ask the doctor who prescribed it.',
  },
  source: {
    ref: 'NICE CKS Pre-conception — advice and management (2023): folic acid 5 mg a day until 12 weeks for women at higher risk of a neural tube defect (previous affected pregnancy, family history, diabetes, antiepileptic medicines, BMI 30 or more); RCOG Green-top Guideline 72 (2018), Care of women with obesity in pregnancy: folic acid 5 mg with a BMI of 30 or more; IOM Dietary Reference Intakes for folate (1998): the UL of 1,000 µg applies to folic acid from supplements and fortified foods and not to people under medical supervision; 围受孕期增补叶酸预防神经管缺陷指南（2017）：高危妇女每天4 mg或5 mg',
    url: 'https://cks.nice.org.uk/topics/pre-conception-advice-management/',
  },
};

const VEGAN_SAID = /纯素|全素|吃素|素食|不吃肉|\bvegan\w*\b|\bvegetarian\b|\bplant[- ]based\b/;
const PLANNING_SAID =
  /备孕|要孩子|要宝宝|要个宝宝|要二胎|怀上|准备怀孕|计划怀孕|打算怀孕|想怀孕|\bconceiv\w*|\btry(ing)? (for a baby|to conceive|to get pregnant)\b|\b(get|getting|become|becoming) preg\w*|\bplanning (a |to get |for a )?(pregnancy|baby|pregnant)\b|\bbaby next year\b|\bstart(ing)? a family\b/;

/**
 * A vegan planning a pregnancy (blind answer round 10 en-024, unsafe: "We're thinking of trying for a
 * baby next year. Anything I should start now as a vegan? My sister keeps saying I'll HAVE to eat fish
 * when pregnant" got no folic acid and "fish is recommended in pregnancy"). Folic acid first, then what a
 * vegan diet leaves short, and DHA from algae instead of fish.
 */
const VEGAN_PRECONCEPTION: FaqRow = {
  id: 'vegan-planning-pregnancy',
  when: [VEGAN_SAID, PLANNING_SAID],
  // Already pregnant has its own rows; a higher-risk woman's folic acid is 5 mg, prescribed.
  notFor: [
    NOT_PREGNANT,
    {
      medicines: ['antiepileptic', 'valproate', 'methotrexate', 'sulfasalazine'],
      conditions: ['diabetes'],
      said: /神经管|无脑|脊柱裂|\bneural tube\b|\bspina bifida\b|\bntd\b/,
    },
  ],
  wholeMessage: true,
  intent: 'pregnancy_lactation',
  text: {
    zh: '**现在就开始吃叶酸：每天400微克（0.4毫克），从开始备孕前至少1个月（国内指南建议前3个月）一直吃到怀孕满12周，预防胎儿神经管缺陷——吃纯素的人和其他人一样需要。** 纯素备孕还要补上这几样：维生素B12每天从补充剂或强化食品里吃（植物性食物里几乎没有，宝宝发育离不开它）；碘——坚持用加碘盐，美国甲状腺协会建议备孕和怀孕期间每天补充150微克碘，要不要另外吃问医生；维生素D每天10微克；怀孕前请医生查一下血常规和铁蛋白，看铁够不够。**不用为了怀孕去吃鱼：** 鱼提供的主要是omega-3里的DHA，藻油DHA补充剂提供的是同样的DHA，还没有汞的问题。也可以选一款适合纯素者的孕妇复合维生素，把叶酸、B12、碘和维生素D一起补上——看清标签上的含量，不要几种叠加。做孕前检查时告诉医生你吃纯素。',
    en: '**Start folic acid now: 400 µg (0.4 mg) a day from at least a month before you start trying (Chinese guidelines: three months) until 12 weeks of pregnancy, to prevent neural tube defects — vegans need it just like everyone else.** As a vegan, also cover: vitamin B12 every day from a supplement or fortified foods (plant foods have almost none, and the baby’s development depends on it); iodine — use iodised salt, and the American Thyroid Association advises a supplement with 150 µg a day when planning a pregnancy and while pregnant, so ask your doctor; vitamin D 10 µg a day; and ask your doctor to check your blood count and ferritin before you conceive. **You do not have to eat fish:** what fish adds is the omega-3 DHA, and an algae-oil DHA supplement gives the same DHA, without the mercury. A prenatal vitamin suitable for vegans can cover folic acid, B12, iodine and vitamin D together — check the amounts on the label and do not double up. Tell your doctor you are vegan at your pre-pregnancy check.',
  },
  source: {
    ref: 'US Preventive Services Task Force 2023 (grade A): folic acid 0.4–0.8 mg a day from at least 1 month before conception; WHO recommendations on antenatal care for a positive pregnancy experience (2016) A.2.1; Alexander EK et al. 2017 Guidelines of the American Thyroid Association for thyroid disease during pregnancy and the postpartum. Thyroid 2017;27:315–389 (iodine 150 µg a day preconception and in pregnancy); NHS, Vegetarian or vegan and pregnant (2023) (vitamin D 10 µg, B12, iodine); Melina V et al. Position of the Academy of Nutrition and Dietetics: vegetarian diets (2016) (algae-derived DHA); 围受孕期增补叶酸预防神经管缺陷指南（2017）：孕前3个月起每天0.4 mg',
    url: 'https://www.uspreventiveservicestaskforce.org/uspstf/recommendation/folic-acid-for-the-prevention-of-neural-tube-defects-preventive-medication',
  },
};

/**
 * A prescription dose of folic acid made up from many 0.4 mg tablets (ninth clinician review, zh P3 Q6:
 * "斯利安是0.4的，那我一天吃12片凑5mg可以吧" got the canned folic acid paragraph): one 5 mg tablet, prescribed,
 * after a B12 check — never a handful of small tablets or of a prenatal multivitamin.
 */
const FOLIC_ACID_MAKE_UP: FaqRow = {
  id: 'folic-acid-make-up-dose',
  when: [
    /叶酸|斯利安|\bfolic\b|\bfolate\b/,
    // "斯利安一片0.4毫克够不够" is one tablet, no making up (twenty-fifth clinician review, zh M8).
    /凑|(十|[2-9]|\d{2,}|[二两三四五六七八九]+|几|好几|很多|多)片.{0,12}(4|5) ?(mg|毫克)|(4|5) ?(mg|毫克).{0,16}(十|[2-9]|\d{2,}|几|好几|很多|多)片|\bmake (it |that )?up\b|\badd (it |them )?up\b|\b(\d+|ten|eleven|twelve|several|a dozen|a handful of|lots of|multiple) (tablets|pills|of them)\b|\b(\d+|ten|eleven|twelve|several|a dozen|a handful)\b.{0,40}\b(tablets|pills)\b.{0,40}\b(4|5) ?mg\b|\bto make (up )?(the )?(4|5) ?mg\b|\b(\d+|ten|twelve) x 0?\.4\b/,
  ],
  intent: 'supplement_dose',
  // The 5 mg named is the prescriber's dose, not a UL breach for the answer check (assistant/safety.ts).
  prescribedDoses: { folate: 5000 },
  text: {
    zh: '**不要用很多片0.4毫克的叶酸来凑5毫克。** 5毫克叶酸是处方剂量，有专门的5毫克叶酸片，一天一片，请开药的医生或产科医生开：开之前通常要先查维生素B12（缺B12时大剂量叶酸会掩盖病情），在吃苯妥英等抗癫痫药的，大剂量叶酸还可能改变药物浓度，剂量要由医生定。如果你手上的是孕妇复合维生素（如爱乐维、玛特纳），一次吃很多片会让维生素A、铁、碘等超量，更不能这样凑。拿到处方之前，照常每天吃一片0.4毫克。',
    en: '**Do not take a handful of 0.4 mg tablets to make up 5 mg.** Folic acid 5 mg is a prescription dose that comes as one 5 mg tablet a day: ask the doctor who prescribes your medicine, or your GP or obstetrician, for it. They usually check vitamin B12 first (high-dose folic acid can hide a lack of B12), and on some antiepileptics, phenytoin above all, high-dose folic acid can change the drug level, so the dose is theirs to set. If what you have is a pregnancy multivitamin (Pregnacare, Elevit …), many tablets would overdose vitamin A, iron, iodine and the rest. Until you have the prescription, keep taking one 0.4 mg tablet a day.',
  },
  source: {
    ref: 'NICE NG217 Epilepsies (2022) §1.13 and RCOG Green-top Guideline 68 (2016): folic acid 5 mg a day, prescribed; British National Formulary, Folic acid (5 mg tablets; prescription-only medicine); NIH ODS Folate Fact Sheet for Health Professionals (high-dose folic acid can mask vitamin B12 deficiency; folic acid can lower phenytoin levels); 叶酸片（5 mg）说明书：处方药',
    url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/',
  },
};

/**
 * Dong quai (当归) before or in pregnancy, or with low platelets (ninth clinician review, zh P5 Q6: "备孕要喝
 * 当归汤补血调经 … 血小板才98" was declined). Blood thinners have their own herbal row (warfarin-goji).
 */
const DONG_QUAI_PREGNANCY: FaqRow = {
  id: 'dong-quai-pregnancy-platelets',
  when: [/当归|\bdong ?quai\b|\bdanggui\b|\bangelica sinensis\b/],
  for: {
    lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
    said: new RegExp(
      `${PREGNANCY_SAID.source}|备孕|要孩子|要宝宝|怀上|血小板|\\bconceiv\\w*|\\btrying for a baby\\b|\\b(get|getting|become) pregnant\\b|\\bplatelets?\\b`,
    ),
  },
  intent: 'herbal_remedy',
  text: {
    zh: '**备孕、怀孕期间，或者血小板低的时候，不建议喝当归汤、吃当归制剂。** 当归含香豆素类成分，可能增加出血风险，血小板偏低（比如低于100×10⁹/L）时更要小心；它对子宫有作用，孕期安全性没有可靠资料，一般建议孕期不要自己用。当归也不能“补血”：贫血要先查清原因（缺铁、缺维生素B12或叶酸，还是疾病本身引起），按医生的方案处理。炖汤可以换成瘦肉、鸡蛋、豆腐等食材；想用任何中药调理，先问你的专科医生。',
    en: '**Not while trying for a baby or pregnant, and not with low platelets: skip dong quai (danggui) soups and products.** Dong quai contains coumarin-like compounds that may add to bleeding — more of a concern with a platelet count under about 100 × 10⁹/L — and it acts on the womb, with no reliable safety data in pregnancy, so it is best avoided then. Nor does it “build blood”: anaemia needs its cause found (iron, B12 or folate, or the illness itself) and treated as your doctor advises. Lean meat, eggs or tofu are fine in soups; ask your specialist before any herbal remedy.',
  },
  source: {
    ref: 'NIH National Center for Complementary and Integrative Health, Dong Quai (fact sheet): not shown safe in pregnancy; may increase bleeding, above all with warfarin (wording from memory); Natural Medicines Comprehensive Database (TRC), Dong quai monograph (coumarin constituents, antiplatelet effect)',
    url: 'https://www.nccih.nih.gov/health/dong-quai',
  },
};

/**
 * The refeeding rows answer whoever's plan holds the refeeding risk, read on the whole message and before the
 * lab and medicine answers: in refeeding the care team's rules come first.
 */
const REFEEDING_AUDIENCE = {
  for: { refeedingRisk: true },
  wholeMessage: true,
  beforeLabs: true,
  beforeMedicineDiet: true,
} as const;

/**
 * Feeding up fast after starving (twenty-fifth clinician review, zh S2: a mother of a 19-year-old with anorexia,
 * K 2.9, phosphate 0.68, BMI 15.8, asked "要不要一下子多做点肉和饭补回来" and got general weight-gain tips): the
 * refeeding syndrome — food is built up slowly, with blood tests, by the care team (NICE CG32 §1.6; NICE NG69;
 * MEED 2022). Worded for whoever carries the risk: a man of 76 with COPD, BMI 18 and a low potassium on theophylline
 * was sent to an eating-disorder service (forty-fifth clinician review, zh M10).
 */
const REFEED_FAST: FaqRow = {
  id: 'refeeding-not-all-at-once',
  when: [
    /一下子|一口气|赶紧|尽快|快点|多做|多吃|大补|补回来|吃回来|胖回来|长回来|\b(catch up|make up|fatten\w*|feed (her|him|them) up|as much as (possible|she can|he can)|big(ger)? (meals?|portions?)|quickly|fast|all at once|put (the )?weight back|gain (it )?back)\b/,
  ],
  ...REFEEDING_AUDIENCE,
  intent: 'weight_change',
  text: {
    zh: '**不要一下子吃很多、补回来：在长期吃得很少、体重很低，又有血钾、血磷偏低的情况下，突然加大饭量可能引起“再喂养综合征”——血钾、血磷、血镁在几天内骤降，可能导致心律失常、心衰甚至危及生命。** 重新吃起来要慢慢加量，头几天由医生和营养师（有进食障碍的，由进食障碍治疗团队）定每天吃多少，并按时查血钾、血磷、血镁，常常还要先补磷、补钾和维生素B1（多在医院或门诊监测下进行）。请这几天就去看医生（有进食障碍的，去进食障碍专科；家人可以陪着去），说明现在的体重和化验结果。在那之前，按平常的三餐加两三次小点心来吃，不要一餐吃很多，也不要用大量甜食饮料来“补”。如果出现心慌、胸闷、气短、手脚抽筋、发麻、很没力气、意识模糊或晕倒，立刻去急诊。',
    en: '**Do not feed up quickly: after a long time of eating very little, at a very low weight and with low potassium or phosphate, a sudden big increase in food can cause refeeding syndrome — potassium, phosphate and magnesium fall sharply within days, which can upset the heart rhythm, cause heart failure and be life-threatening.** Food is built back up gradually, with the amounts for the first days set by a doctor and dietitian (the eating-disorder team, where there is one) and blood tests (potassium, phosphate, magnesium) along the way; phosphate, potassium and thiamine are often given first, usually with hospital or clinic monitoring. Please see a doctor in the next few days (the eating-disorder service, where one cares for you; a family member can come along) and bring the weight and the blood results. Until then, keep to ordinary meals plus two or three small snacks — no very large meals and no large amounts of sugary drinks to "catch up". Palpitations, chest tightness, breathlessness, cramps or tingling, marked weakness, confusion or fainting: go to the emergency department now.',
  },
  source: {
    ref: 'NICE CG32 Nutrition support for adults (2006, updated 2017) §1.6 (people at high risk of refeeding problems: start slowly, monitor potassium, phosphate and magnesium, give thiamine); NICE NG69 Eating disorders (2017) §1.3; Royal College of Psychiatrists. Medical emergencies in eating disorders (MEED) CR233 (2022) (refeeding under medical monitoring)',
  },
};

/**
 * Thiamine when eating again after starving (thirty-fifth clinician review, en M9: "should i be taking thiamine?
 * someone on reddit said its important when u start eating again", refeeding risk in the plan, got "no reliable
 * rule"): the care team gives it before and through the first days (NICE CG32 §1.6; ASPEN 2020).
 */
const REFEED_THIAMINE: FaqRow = {
  id: 'refeeding-thiamine',
  when: [
    /维生素b1|维b1|硫胺|\bthiamin\w*|\bvitamin b1\b|\bb1\b|\bb ?complex\b|\bb vitamins?\b|复合维生素b|b族/,
  ],
  ...REFEEDING_AUDIENCE,
  intent: 'supplement_dose',
  text: {
    zh: '**是的，这很要紧：长期吃得很少后重新多吃时（再喂养），开始前和头10天左右，治疗团队通常会开维生素B1（硫胺素），常常还有复合维生素B和一种复合维生素。** 开始吃饭后身体处理碳水化合物要大量消耗维生素B1，本来就不够的人可能出现心脏和神经的问题（包括韦尼克脑病）。剂量由团队定（英国NICE的做法是每天200–300毫克，分次吃）；团队还没开的，请今天就问他们，不要等。维生素B1很安全，但钾、磷、镁这些仍由团队按化验来补，不要自己买来吃。出现意识混乱、走路不稳、看东西重影、心慌或气短，当天就医。',
    en: '**Yes — this matters: before and for about the first 10 days of eating more again after a long time of eating little (refeeding), the care team usually prescribes thiamine (vitamin B1), often with a vitamin B compound and a multivitamin.** Once eating starts, the body uses a lot of thiamine to handle carbohydrate, and someone already short of it can develop heart and nerve problems (Wernicke’s encephalopathy among them). The team sets the dose (NICE’s approach is 200–300 mg a day in divided doses); if they have not prescribed it, ask them today rather than waiting. Thiamine is very safe, but potassium, phosphate and magnesium are still given by the team from your blood tests — do not buy them yourself. Confusion, unsteady walking, double vision, a racing heart or breathlessness: see a doctor the same day.',
  },
  source: {
    ref: 'NICE CG32 Nutrition support for adults (2006, updated 2017) §1.6 (high refeeding risk: thiamine 200–300 mg daily, vitamin B compound strong 1–2 tablets three times a day and a balanced multivitamin, immediately before and during the first 10 days of feeding); da Silva JSV et al. ASPEN consensus recommendations for refeeding syndrome, Nutr Clin Pract 2020;35:178–195 (thiamine 100 mg before feeding and for 5–7 days or more)',
  },
};

/**
 * Potassium, phosphate or magnesium asked about with a refeeding risk (thirty-fifth clinician review, en M12:
 * "my potassium was 3.3, should i eat bananas or take potassium pills" got an interaction-spacing answer and
 * "keep taking them as you do now" for pills she did not take): the plan's own rule — the team gives them.
 */
const REFEED_ELECTROLYTES: FaqRow = {
  id: 'refeeding-electrolytes',
  when: [/钾|磷|镁|电解质|\bpotassium\b|\bphosph\w*|\bmagnesium\b|\belectrolytes?\b/],
  ...REFEEDING_AUDIENCE,
  intent: 'supplement_dose',
  text: {
    zh: '**钾片、磷、镁不要自己买来吃：重新多吃起来的这段时间（再喂养），这些由治疗团队按化验开、按时复查——化验已经偏低的，请今天就联系团队或就医。** 香蕉、橙子、土豆、牛奶、酸奶这些含钾、含磷的食物，可以作为三餐和加餐的一部分正常吃，但光靠吃补不上化验里的缺口，也代替不了团队开的药。出现心慌、心跳不齐、手脚抽筋或发麻、特别没力气，当天就医。',
    en: '**Do not buy potassium, phosphate or magnesium pills yourself: while you are eating more again (refeeding), the care team gives them from your blood tests and rechecks them — with a result already low, contact the team or a doctor today.** Bananas, oranges, potatoes, milk and yoghurt are fine as part of your meals and snacks, but food alone will not close a gap on a blood test, nor replace what the team prescribes. Palpitations, an irregular heartbeat, cramps or tingling, or marked weakness: see a doctor the same day.',
  },
  source: {
    ref: 'NICE CG32 Nutrition support for adults (2006, updated 2017) §1.6 (high refeeding risk: potassium, phosphate and magnesium given and monitored by the team); da Silva JSV et al. ASPEN consensus recommendations for refeeding syndrome, Nutr Clin Pract 2020;35:178–195 (electrolytes checked and replaced during the first days)',
  },
};

export const LIFE_STAGE_FAQ: readonly FaqRow[] = [
  DONG_QUAI_PREGNANCY,
  FOLIC_ACID_MAKE_UP,
  FOLIC_ACID_PRESCRIBED,
  VEGAN_PRECONCEPTION,
  ...PREGNANCY_ROWS,
  ...LACTATION_ROWS,
  ...OLDER_ROWS,
  ...IRON_ROWS_NOT_IN_OVERLOAD,
  REFEED_THIAMINE,
  REFEED_ELECTROLYTES,
  // Last: the rows above, written for narrower questions, answer theirs first.
  REFEED_FAST,
];
