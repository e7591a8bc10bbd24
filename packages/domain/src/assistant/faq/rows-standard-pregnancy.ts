/**
 * Standard pregnancy and breastfeeding answers the chat declined (issue 30 §2; blind answer round 11,
 * development data since its figures were reported): folic acid at another time of day, brewer's yeast and fenugreek as "milk boosters", and which omega-3 to choose — written
 * for the class of question (subject × kind), not one question's words.
 */
import { IOM_2009_GWG, WST_801_2022_GWG } from '../../knowledge/conditions';
import { MINOR, PREGNANCY_SAID, PREGNANT } from './audiences';
import { FISH_OR_SHELLFISH_ALLERGY } from './rows-food-allergy';
import type { FaqAudience, FaqRow } from './types';
import type { Bilingual } from '../../contracts/common';
import { PREGNANCY_PREDIABETES_SOURCE } from '../../knowledge/pregnancy-prediabetes';

const LACTATING_SAID =
  /哺乳|喂奶|母乳|奶水|产后|月子|夜奶|\bbreast ?fe\w*|\bnursing\b|\bpostpartum\b|\blactat\w*|\bpumping\b/;
const LACTATING: FaqAudience = { lifeStages: ['lactating'], said: LACTATING_SAID };
const PREGNANT_OR_LACTATING: FaqAudience = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
  said: new RegExp(`${PREGNANCY_SAID.source}|${LACTATING_SAID.source}`),
};
/** Trying for a baby: folic acid is for them too. */
const PLANNING: FaqAudience = {
  said: /备孕|准备怀孕|想怀孕|打算要(孩子|宝宝)|要二胎|\btrying (to get pregnant|to conceive|for a baby)\b|\bttc\b|\bplanning (a|my)? ?(pregnancy|baby)\b/,
};

const FOLIC = /叶酸|斯利安|\bfolic\b|\bfolate\b|\bfolacin\b/;
/** Another time of day, or "does the time matter". */
const OTHER_TIME =
  /晚上|睡前|下午|中午|早上|早晨|换.{0,4}时间|什么时候吃|几点吃|时间.{0,4}(重要|有关系|要紧|讲究)|\bat night\b|\bnight ?time\b|\bin the evening\b|\bevening\b|\bbedtime\b|\bbefore bed\b|\bafternoon\b|\bany time\b|\bwhat time\b|\bwhen (should|do|can) i take\b|\bmornings?\b|\btime of day\b/;

// Fenugreek alone is the everyday fenugreek rule's (intents/everyday.ts).
const GALACTOGOGUE = /啤酒酵母|酿酒酵母|营养酵母|\bbrewer'?s yeast\b|\bgalactagogues?\b|\bgalactogogues?\b/;

const OMEGA = /鱼油|藻油|dha|omega|欧米伽|\bfish oils?\b|\balgae\b|\balgal\b/;
const WHICH_OMEGA =
  /还是|哪个|哪种|区别|不一样|孕妇专用|孕期专用|专门|孕妇(款|版|型)|选什么|怎么选|\bor\b|\bwhich\b|\bdifference\b|\bbetter\b|\b(pregnancy|breastfeeding|nursing|prenatal|maternity)[- ](specific|version|formula|one)\b|\b(have|need) to be\b|\bprenatal (one|version|formula)\b|\bspecial\b|\bdoes it (need|have) to be\b|\bany (fish oil|brand|kind)\b/;

/** Gained weight said in pregnancy: "长了9公斤", "胖了", "put on 9 kg", "gaining too fast". */
const GAINED =
  /(长|胖|重|增|涨)了.{0,4}(\d+|[一二三四五六七八九十]+) ?(公斤|斤|千克|kg)|(\d+|[一二三四五六七八九十]+) ?(公斤|斤|千克|kg).{0,4}(长|胖|重|增|涨)了?|增重|体重(长|涨|增加)(得)?(太|很|有点|比较)?(快|多)|长胖|胖(得)?太快|\b(put on|gained|gaining|gain(ed)?) (about |around |nearly |almost |over )?\d+(\.\d+)? ?(kg|kilos?|lbs?|pounds)\b|\bweight gain\b|\bgaining (too|so) (much|fast|quickly)\b|\bput on (too much|a lot)\b/;
const TOO_MUCH_GAIN =
  /太多|太快|多了|正常吗|正常不|超了|超标|正常范围|该长多少|长多少|要不要控制|\btoo (much|fast|quickly)\b|\bnormal\b|\bok\b|\bhow much should\b|\bon track\b|\bworried\b|\bis that (a lot|bad)\b/;

const rangeOf = (r: readonly [number, number]) => `${r[0]}–${r[1]}`;
const byClass = <
  T extends { bmiClass: string; totalKg: readonly [number, number]; rateKgWeek: readonly [number, number] },
>(
  rows: readonly T[],
  name: (c: string) => string,
  sep: string,
) => rows.map((r) => `${name(r.bmiClass)} ${rangeOf(r.totalKg)}`).join(sep);
/** The pre-pregnancy BMI classes named in Chinese, one wording for both weight-gain answers (rows-round24-zha.ts). */
export const ZH_CLASS: Record<string, string> = {
  underweight: '偏瘦',
  normal: '正常',
  overweight: '超重',
  obese: '肥胖',
};
const EN_CLASS: Record<string, string> = {
  underweight: 'underweight',
  normal: 'healthy weight',
  overweight: 'overweight',
  obese: 'obese',
};
const WST_NORMAL = WST_801_2022_GWG.find((r) => r.bmiClass === 'normal')!;
const IOM_NORMAL = IOM_2009_GWG.find((r) => r.bmiClass === 'normal')!;

/** Preformed vitamin A as a supplement: "vitamin A 10,000 IU", "维A", "retinol", "鱼肝油". */
const VITAMIN_A =
  /维生素a|维a|维他命a|视黄醇|鱼肝油|\bvit(amin)? ?a\b|\bretinol\b|\bretinyl\b|\bcod ?liver\b|\bvitamine a\b/;
/** A vitamin A question that is about beta-carotene food only, or about a cream: not this row's. */
const NOT_A_SUPPLEMENT = /胡萝卜素|\bbeta[- ]?carotene\b/;
/** A retinoid medicine ("阿维A", "异维A酸", isotretinoin): its own pregnancy rule answers, not this row. */
const RETINOID_MEDICINE =
  /阿维a|异维a|维a酸|全反式维甲酸|维胺酯|\bacitretin\b|\bisotretinoin\b|\btretinoin\b|\baccutane\b|\broaccutane\b|\babsorica\b|\bsoriatane\b|\bneotigason\b/;
/** One answer to a vitamin A supplement in pregnancy, whether or not an amount is named (the two rows below). */
const VITAMIN_A_IN_PREGNANCY: Pick<FaqRow, 'text' | 'source'> = {
  text: {
    zh: '**孕期不要吃维生素A补充剂（视黄醇、鱼肝油），现在就停，并在下次产检时告诉医生或助产士你吃过多少、吃了多久。** 预先形成的维生素A（视黄醇）每天超过上限——成年人3000微克（1万国际单位），14–18岁2800微克（约9300国际单位）——可能导致胎儿畸形；一粒1万国际单位的胶囊加上孕妇维生素和食物，就超过了上限。孕期每天需要约770微克（14–18岁750微克），孕妇维生素和饮食已经够了；蔬菜水果里的β-胡萝卜素没有这个风险。已经吃了一段时间一般不必惊慌，但要告诉医生。治痘痘：孕期绝对不能用异维A酸（口服），维A酸类的药膏或凝胶（维A酸、阿达帕林、他扎罗汀）也先不要用，请问产科医生或皮肤科医生孕期能用什么。',
    en: "**Don't take vitamin A supplements (retinol, cod liver oil) in pregnancy: stop it now, and tell your midwife or prenatal provider how much you took and for how long.** Preformed vitamin A (retinol) above the upper limit — 3,000 µg a day (10,000 IU) for adults, 2,800 µg (about 9,300 IU) at 14–18 — can cause birth defects, and a 10,000 IU capsule on top of a prenatal vitamin and food is over it. The need in pregnancy is about 770 µg a day (750 µg at 14–18), which a prenatal vitamin and food already give; beta-carotene from fruit and vegetables does not carry this risk. Having taken it for a while is not usually a reason to panic, but do tell your provider. For acne: never isotretinoin (Accutane, Absorica) in pregnancy, and no retinoid creams or gels (tretinoin, adapalene, tazarotene) for now either; ask your prenatal provider or a dermatologist what is safe to use while pregnant.",
  },
  source: {
    ref: 'IOM Dietary Reference Intakes (2001), Vitamin A; Rothman KJ et al., Teratogenicity of high vitamin A intake, NEJM 1995;333:1369; NIH ODS Vitamin A fact sheet for health professionals; Isotretinoin US prescribing information',
    url: 'https://ods.od.nih.gov/factsheets/VitaminA-HealthProfessional/',
  },
};
/** "what vitamins should I take", "需要补什么": the pregnant minor's general question. */
const WHAT_TO_TAKE =
  /补什么|吃什么|需要.{0,6}(补|吃)|该(补|吃)|哪些|维生素|营养|\bvitamins?\b|\bsupplements?\b|\bprenatals?\b|\bwhat (should|do) i (take|eat)\b|\bnutrition\b|\biron\b|\bfolic\b|\biodine\b|\bcalcium\b/;

/**
 * Itching of the palms and soles (the classic sign of intrahepatic cholestasis of pregnancy), or ICP said
 * (fourteenth clinician review, zh P4 #1).
 */
const ICP_ITCH =
  /(手心|手掌|手|脚心|脚掌|脚底|足底|手新|脚新)[^。？?]{0,6}(痒|瘙痒)|痒[^。？?]{0,4}(手心|脚心|手掌|脚掌|脚底)|\bitch\w*\b[^.?!]{0,30}\b(palms?|soles?|hands?|feet|foot)\b|\b(palms?|soles?|hands?|feet|foot)\b[^.?!]{0,40}\bitch\w*/;
const ICP_SAID =
  /妊娠期肝内胆汁淤积|肝内胆汁淤积|胆汁淤积|胆汁酸高|\bicp\b|\b(obstetric )?cholestasis\b|\bcholestasis of pregnancy\b/;
const ICP_SOURCE = {
  ref: '中华医学会妇产科学分会产科学组. 妊娠期肝内胆汁淤积症诊疗指南（2015）. 中华妇产科杂志 2015;50(7):481–485; RCOG Green-top Guideline No. 43, Intrahepatic Cholestasis of Pregnancy (2022)',
  url: 'https://www.rcog.org.uk/guidance/browse-all-guidance/green-top-guidelines/intrahepatic-cholestasis-of-pregnancy-green-top-guideline-no-43/',
};
/** Vitamin K asked: "维生素K", "维K", "vitamin k". */
const VITAMIN_K = /维生素k|维k|维他命k|\bvit(amin)? ?k\d?\b/;

/** Prediabetes said, or an HbA1c of 5.7–6.4 % typed ("a1c was 5.9", "糖化血红蛋白6.1"). */
const PREDIABETES_OR_A1C =
  /糖尿病前期|糖耐量(受损|异常)|空腹血糖受损|血糖(偏高|临界)|\bpre-?diabet\w*|\bborderline (diabetes|diabetic|sugar|glucose)\b|\bimpaired (fasting glucose|glucose tolerance)\b|(糖化血红蛋白|糖化|hba1c|\ba1c)[^0-9。？?，,]{0,12}(5\.[7-9]|6\.[0-4])(?!\d)/;
const METFORMIN_SAID = /二甲双胍|格华止|\bmetformin\b|\bglucophage\b|\bglumetza\b|\bfortamet\b|\briomet\b/;

/** Prediabetes in pregnancy (thirty-fifth clinician review, en S3). */
const PREDIABETES_IN_PREGNANCY_TEXT: Bilingual = {
  zh: `**孕期糖化血红蛋白在5.7%–6.4%（糖尿病前期范围），不是减肥的理由：怀孕期间不要减重。** 吃得健康就好：每餐有蔬菜和蛋白质，主食一部分换成全谷物和杂豆，少喝含糖饮料、少吃甜食；按孕前体重把增重控制在建议范围内（${WST_801_2022_GWG.map((r) => `${ZH_CLASS[r.bmiClass]} ${rangeOf(r.totalKg)}`).join('、')} 千克，WS/T 801-2022），产科医生同意的话保持适度活动。第一次产检时把这个结果告诉产科医生：它说明孕期得糖尿病的风险偏高，医生通常会提早查血糖，不等孕24–28周的常规糖耐量检查；什么时候复查听产科安排，不是一年后。这个数值本身不代表宝宝已经受了影响，要紧的是孕期血糖高的话早发现、早处理。`,
  en: `**In pregnancy an HbA1c of 5.7–6.4 % (the prediabetes range) is no reason to diet: do not try to lose weight while you are pregnant.** Eat healthily — vegetables and protein at each meal, part of your starch as whole grains and beans, fewer sugary drinks and sweets — and aim to gain within the range for your pre-pregnancy weight (${IOM_2009_GWG.map((r) => `${EN_CLASS[r.bmiClass]} ${rangeOf(r.totalKg)}`).join(', ')} kg, IOM 2009), staying active if your obstetrician agrees. Tell your obstetrician about this result at your first prenatal visit: it means a higher risk of diabetes in pregnancy, so they usually test your glucose early rather than waiting for the usual 24–28-week test; re-test when the maternity team says, not in a year. The number itself does not mean the baby has been harmed — what matters is that raised glucose in pregnancy is found and treated early.`,
};

/** Stopping or pausing a medicine asked ("要不要先停了", "停掉等生完再吃", "should I stop … until"). */
const STOP_ASKED =
  /停|断药|先不吃|不吃了|不想吃了|\bstop\w*|\bquit\w*|\bpaus\w*|\bcome off\b|\bcoming off\b|\bhold off\b|\bbreak from\b|\btake a break\b/;
/** HIV medicines, or an antiviral said by name or as a kind ("抗病毒的药", "my HIV meds", "ARVs"). */
const ANTIRETROVIRAL_SAID =
  /抗病毒|抗艾|艾滋|hiv|抗逆转录|多替拉韦|特威凯|绥美凯|必妥维|比克恩丙诺|替诺福韦|韦瑞德|韦立得|拉米夫定|依非韦伦|恩曲他滨|舒发泰|达可挥|拉替拉韦|洛匹那韦|克力芝|利匹韦林|\barvs?\b|\bart\b|\bantiretroviral\w*|\bantivirals?\b|\bdolutegravir\b|\btivicay\b|\btriumeq\b|\bdovato\b|\bjuluca\b|\bbiktarvy\b|\btruvada\b|\bdescovy\b|\bodefsey\b|\bgenvoya\b|\bsymtuza\b|\btenofovir\b|\blamivudine\b|\bemtricitabine\b|\befavirenz\b|\braltegravir\b|\bisentress\b|\brilpivirine\b/;
/** HIV known: said, or an HIV-only medicine taken (tenofovir and lamivudine also treat hepatitis B). */
const HIV_SAID =
  /艾滋|hiv|抗艾|多替拉韦|特威凯|绥美凯|必妥维|依非韦伦|\bdolutegravir\b|\btivicay\b|\bbiktarvy\b|\btriumeq\b|\bdovato\b/;
const HIV_ONLY_MEDICINES = [
  'dolutegravir',
  'dolutegravir-rilpivirine',
  'bictegravir-emtricitabine-tenofovir-alafenamide',
  'emtricitabine-rilpivirine-tenofovir-alafenamide',
  'emtricitabine-rilpivirine-tenofovir-disoproxil',
];
const HIV_KEEP_TAKING: Bilingual = {
  zh: '**不要停。抗艾滋病病毒的药（多替拉韦/特威凯，和一起吃的替诺福韦、拉米夫定等）每天照常吃，一顿也别落下；这周内给开药的感染科（艾滋病门诊）医生打电话，说你怀孕了。** 孕期停药后，几周内病毒量就会反弹，宝宝被传染的风险明显升高，病毒还可能产生耐药；坚持每天吃药，对宝宝安全得多。多替拉韦和神经管畸形的担心来自2018年的早期数据，后来更大的研究显示风险很小（约千分之二，其他方案约千分之一），世界卫生组织推荐孕妇也用含多替拉韦的方案，我国的规范也要求孕妇整个孕期坚持服用抗病毒药。现在最要紧的是每天吃够叶酸（孕妇复合维生素里的叶酸就算）。换不换药由感染科医生决定，不要自己停、减或换。',
  en: '**Do not stop. Keep taking your HIV medicines (dolutegravir/Tivicay and the ones you take with it, such as tenofovir and lamivudine) every day without missing a dose, and call the HIV clinic that prescribes them this week to tell them you are pregnant.** Stopping in pregnancy lets the virus rebound within weeks, which raises the chance of passing HIV to the baby and can make the virus resistant — stopping is riskier for the baby than carrying on. The worry about dolutegravir and neural tube defects came from early 2018 data; larger follow-up found the risk small (about 2 in 1,000, against about 1 in 1,000 on other regimens), and the WHO recommends dolutegravir-based treatment in pregnancy too. What matters most in these weeks is folic acid every day (the folic acid in your prenatal vitamin counts). Whether to change anything is for your HIV doctor to decide — never stop, cut or switch on your own.',
};
const HEPATITIS_B_TOO: Bilingual = {
  zh: '如果你吃的是治乙肝的抗病毒药（替诺福韦、恩替卡韦等），也一样不要自己停：停药可能让乙肝突然加重，请这周内问开药的感染科或肝病医生。',
  en: 'If yours is a hepatitis B antiviral (tenofovir, entecavir), the same holds: do not stop it on your own — stopping can bring on a sudden hepatitis flare; ask the doctor who prescribes it this week.',
};

/** Raw (unpasteurised) milk of any animal: "生羊奶", "刚挤的牛奶", "raw milk from a farm". */
const RAW_MILK =
  /生(的)?(羊|牛|马|骆驼|驼)?奶(?!酪|油)|生乳|(刚|现)挤的?(羊|牛)?奶|(没|未)(有)?(煮|烧)(过|开)?的?(羊|牛)?奶|(未|没)(经|有)?(过)?(巴氏)?(消毒|杀菌)的?(羊|牛)?奶|\braw (goat'?s?|cow'?s?|sheep'?s?|camel|farm)? ?milk\b|\bunpasteuri[sz]ed (goat'?s? |cow'?s? |sheep'?s? )?milk\b|\bmilk (straight |fresh )?from the (cow|goat|farm)\b|\bfarm[- ]fresh milk\b/;

export const STANDARD_PREGNANCY_FAQ: readonly FaqRow[] = [
  {
    // Thirty-fifth clinician review, zh S1: 阿青, 9 weeks pregnant on 特威凯 with tenofovir and lamivudine,
    // "网上说多替拉韦怀孕吃会让宝宝神经管畸形，我要不要先停了 等过了三个月再吃" got the child-dose "can't",
    // and "抗病毒的药想停掉等生完再吃" got "no reliable rule … your obstetrician". Do not stop; the HIV clinic
    // this week; folic acid (WHO 2021; 国家卫健委 2020).
    id: 'pregnancy-hiv-keep-taking',
    when: [STOP_ASKED, ANTIRETROVIRAL_SAID],
    for: PREGNANT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: `${HIV_KEEP_TAKING.zh}\n\n${HEPATITIS_B_TOO.zh}`,
      en: `${HIV_KEEP_TAKING.en}\n\n${HEPATITIS_B_TOO.en}`,
    },
    // HIV known (said, or an HIV-only medicine taken): without the hepatitis B line.
    compose: (said, zh) =>
      HIV_SAID.test(said.text.toLowerCase()) ||
      (said.medicines ?? []).some((id) => HIV_ONLY_MEDICINES.includes(id))
        ? zh
          ? HIV_KEEP_TAKING.zh
          : HIV_KEEP_TAKING.en
        : null,
    source: {
      ref: 'WHO, Consolidated guidelines on HIV prevention, testing, treatment, service delivery and monitoring (2021): dolutegravir-based ART preferred first line, including in pregnancy and for women who may become pregnant; 国家卫生健康委《预防艾滋病、梅毒和乙肝母婴传播工作规范（2020年版）》：感染艾滋病的孕产妇整个孕期规范服用抗病毒药物; Zash R et al. N Engl J Med 2019;381:827 (Tsepamo: neural tube defects with dolutegravir at conception about 0.3 %, later updates about 0.2 %, against about 0.1 % on other ART — figures from memory); Terrault NA et al. AASLD 2018 hepatitis B guidance (flares after stopping nucleos(t)ide analogues)',
      url: 'https://www.who.int/publications/i/item/9789240031593',
    },
  },
  {
    // Thirty-fifth clinician review, zh S3: "我婆婆从乡下给我弄了生羊奶 说补钙，怀孕能喝吗" (and "孕妇能不能喝
    // 生羊奶") was read as a calcium question and got "no reliable rule". Raw milk of any animal: Listeria,
    // and Brucella from goat's and sheep's milk.
    id: 'pregnancy-raw-milk',
    when: [RAW_MILK],
    for: PREGNANT,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**怀孕期间不要喝生奶——生羊奶、生牛奶都不行，不管多新鲜、是不是自家养的。** 没经过消毒的奶可能带李斯特菌，羊奶（牛奶也可能）还可能带布鲁氏菌；孕妇更容易被感染，感染后可能流产、早产或死胎。要喝的话，把奶烧开、滚沸几分钟再喝，或者直接喝巴氏消毒奶、常温奶（超高温灭菌奶）或酸奶，补钙的效果一样。已经喝过的先别慌：接下来几周（李斯特菌最长可到两个多月）如果发烧、全身酸痛、乏力、拉肚子，或者反复发烧、关节痛、出汗多，请尽快看医生，并说你喝过生奶。',
      en: '**Do not drink raw (unpasteurised) milk while pregnant — goat’s, cow’s or sheep’s, however fresh and wherever it comes from.** Raw milk can carry Listeria, and goat’s and sheep’s milk (sometimes cow’s) can carry Brucella; pregnant women catch these more easily, and they can cause miscarriage, preterm birth or stillbirth. Boil it well (a rolling boil for a few minutes) before drinking it, or drink pasteurised or UHT milk or yoghurt instead — the calcium is the same. If you have already had some, do not panic, but a fever, aches, tiredness or diarrhoea in the coming weeks (Listeria can take up to about 2 months), or fevers that come and go with joint pain and sweats, need a doctor soon: say you drank raw milk.',
    },
    source: {
      ref: 'WHO, Listeriosis fact sheet (2018): pregnant women should avoid unpasteurised milk and products made from it; 中国营养学会《中国孕妇、乳母膳食指南（2022）》及《中国居民膳食指南（2022）》：不吃生的或未经巴氏消毒的食物; 国家卫生健康委《布鲁氏菌病诊疗方案（2023年版）》：食用未经消毒的羊奶、牛奶是感染途径; US FDA, Food Safety for Pregnant Women and Their Unborn Babies (unpasteurised milk); US CDC, Listeria — People at Higher Risk (incubation up to 70 days in pregnancy)',
      url: 'https://www.who.int/news-room/fact-sheets/detail/listeriosis',
    },
  },
  {
    // Thirty-fifth clinician review, en S3: 6 weeks pregnant, "my a1c was 5.9, dr said prediabetes. is that
    // bad for the baby? should i keep taking the metformin" got "lose 5–7 % of your weight … at your plan’s
    // weight-loss calories … recheck in a year". In pregnancy: no weight loss, the gain range, the
    // obstetrician at the first visit (early testing), metformin kept until the obstetrician says.
    id: 'prediabetes-in-pregnancy',
    when: [PREDIABETES_OR_A1C],
    // Planning a pregnancy is not being pregnant: losing weight before conceiving is her advice (blind answer round 51,
    // zh-010, unsafe: "我明年想要bb … 减到多少对怀孕比较好" was told not to lose weight in pregnancy).
    unless: [
      /想要(bb|宝宝|孩子|二胎)|备孕|打算(怀孕|要孩子|要宝宝)|准备(怀孕|要孩子|要宝宝)|明年.{0,6}(要|怀)|怀孕前|孕前|\b(trying to conceive|ttc|planning (a |to get )?pregnan\w*|before (i get |getting )?pregnant|next year)\b/,
    ],
    for: PREGNANT,
    notFor: [
      { conditions: ['diabetes', 'gestational_diabetes'] },
      { medicines: ['insulin', 'sulfonylurea'] },
    ],
    beforeLabs: true,
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: PREDIABETES_IN_PREGNANCY_TEXT,
    compose: (said, zh) => {
      const onMetformin =
        (said.medicines ?? []).includes('metformin') || METFORMIN_SAID.test(said.text.toLowerCase());
      if (!onMetformin) return null;
      return zh
        ? `${PREDIABETES_IN_PREGNANCY_TEXT.zh}\n\n**你在吃二甲双胍：不要自己停药或改剂量，这周内问产科医生（或开药医生）孕期要不要继续。**`
        : `${PREDIABETES_IN_PREGNANCY_TEXT.en}\n\n**You take metformin: do not stop or change it on your own — ask your obstetrician (or the prescriber) this week whether to continue it in pregnancy.**`;
    },
    source: {
      ref: PREGNANCY_PREDIABETES_SOURCE.ref,
      url: PREGNANCY_PREDIABETES_SOURCE.url,
    },
  },
  {
    // Fourteenth clinician review, zh P4 #1: "我是妊娠期肝内胆汁淤积，手心脚心痒得睡不着，饮食上要注意什么？"
    // got sleep tips; a guest's "怀孕后期手脚心痒是怎么回事？" got general pregnancy tips.
    id: 'pregnancy-icp-itching',
    when: [new RegExp(`${ICP_ITCH.source}|${ICP_SAID.source}`)],
    // Vitamin K with cholestasis is the next row's question.
    unless: [VITAMIN_K],
    for: {
      lifeStages: PREGNANT.lifeStages,
      said: new RegExp(`${PREGNANCY_SAID.source}|${ICP_SAID.source}|孕\\d+周|怀孕\\d+周`),
    },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**孕中晚期手心、脚心瘙痒（夜里更明显），是妊娠期肝内胆汁淤积症（ICP）的典型表现：请这几天内告诉产科医生，查血清总胆汁酸和肝功能。** 已经确诊的，由产科安排定期复查胆汁酸和肝功能、做胎心监护，并决定分娩时机（胆汁酸越高，监护越要密），由产科跟进。饮食没有特别的禁忌，正常均衡地吃，不需要为“护肝”忌口；不要自己吃茵陈等草药或“止痒”的补充剂——维生素E没有证据能缓解这种瘙痒。止痒和降胆汁酸的药（如熊去氧胆酸）按产科医生开的吃。**胎动减少或没有胎动，请立即去医院产房。**',
      en: '**Itching of the palms and soles in the second half of pregnancy, worse at night, is the classic sign of intrahepatic cholestasis of pregnancy (ICP, obstetric cholestasis): tell your obstetric team or midwife within a few days and have your bile acids and liver tests checked.** Once it is diagnosed, the obstetric team repeats bile acids and liver tests, arranges fetal monitoring and decides on the timing of birth (the higher the bile acids, the closer the monitoring): the obstetric team follows it. There is no special diet: eat normally and in balance; do not take herbal remedies or "anti-itch" supplements on your own — vitamin E has no evidence of easing this itch. Medicines for the itch or the bile acids (such as ursodeoxycholic acid) are as your obstetrician prescribes. **Fewer or no baby movements: go to the maternity unit at once.**',
    },
    source: ICP_SOURCE,
  },
  {
    // Fourteenth clinician review, zh P4 #3: "我还在吃消胆胺…要不要额外补维生素K？" → the malabsorption stated,
    // then "你的方案不需要补充维生素K：饮食每天约提供 354 µg". With a sequestrant or cholestasis food is not
    // the measure; clotting is.
    id: 'vitamin-k-sequestrant-cholestasis',
    when: [VITAMIN_K],
    for: {
      medicines: ['bile_acid_sequestrant'],
      said: new RegExp(`${ICP_SAID.source}|消胆胺|考来烯胺|\\bcholestyramine\\b|\\bquestran\\b`),
    },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**吃考来烯胺（消胆胺）或有胆汁淤积时，维生素K等脂溶性维生素吸收会减少，所以饮食里吃了多少不能说明身体够不够。要不要补维生素K，看的是凝血功能：请医生（孕期是产科医生）查凝血酶原时间（PT/INR）。** 有脂肪泻（大便油腻、漂在水面）或凝血时间延长时，由医生开维生素K，不要自己买来吃。其他维生素和补充剂与考来烯胺至少间隔4小时。牙龈出血、流鼻血不止或皮肤容易青紫，请尽快就医。',
      en: '**On cholestyramine, or with cholestasis, vitamin K and the other fat-soluble vitamins are absorbed less, so how much is in your food does not tell you whether you have enough. Whether you need vitamin K is judged by your clotting: ask your doctor (in pregnancy, your obstetrician) to check the prothrombin time (PT/INR).** With fatty, floating stools or a prolonged clotting time the doctor gives vitamin K — do not buy it yourself. Keep other vitamins and supplements at least 4 hours from the cholestyramine. Bleeding gums, nosebleeds that will not stop or easy bruising need a doctor soon.',
    },
    source: {
      ref: 'Questran (cholestyramine) US prescribing information, Warnings (hypoprothrombinaemia from vitamin K deficiency) and Precautions (fat-soluble vitamins, other drugs 4 hours apart); RCOG Green-top Guideline No. 43, Intrahepatic Cholestasis of Pregnancy (2022: vitamin K where clotting is abnormal or with steatorrhoea)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=cholestyramine',
    },
  },
  {
    // Fourteenth clinician review, en P2 #1: "i take vitamin A 10000 for my acne is that ok while
    // pregnant" → "no reliable rule", though the plan says avoid. With or without a plan.
    id: 'pregnancy-vitamin-a-supplement',
    when: [VITAMIN_A],
    unless: [NOT_A_SUPPLEMENT, RETINOID_MEDICINE],
    for: PREGNANT,
    // A pregnancy in the plan: the plan's vitamin A rule answers the general question (dose.ts
    // `pregnancy-retinol`); this row takes an amount named (the next row).
    notFor: { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'] },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    ...VITAMIN_A_IN_PREGNANCY,
  },
  {
    id: 'pregnancy-vitamin-a-supplement-amount',
    when: [VITAMIN_A, /\d/],
    unless: [NOT_A_SUPPLEMENT, RETINOID_MEDICINE],
    for: { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'] },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    ...VITAMIN_A_IN_PREGNANCY,
  },
  {
    // Fourteenth clinician review, en P2 #2: "im 17 and pregnant what vitamins should i take" (a guest) →
    // the non-pregnant 14–18 figures (iron 15 mg, iodine 150 µg) and "ask the paediatrician".
    id: 'pregnancy-minor-needs',
    when: [PREGNANCY_SAID, WHAT_TO_TAKE],
    for: { all: [PREGNANT, MINOR] },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**怀孕时，14–18岁的每日需要量按孕期的数字，不是同龄没怀孕女孩的：铁27毫克（上限45毫克），碘220微克（上限900微克），叶酸600微克膳食叶酸当量、其中400微克来自叶酸片或孕妇维生素（叶酸片上限800微克），钙1300毫克（上限3000毫克），维生素D 15微克（600国际单位），维生素A 750微克（预先形成的维生素A上限2800微克，所以不要另吃维生素A）。** 每天一片含铁、叶酸和碘的孕妇维生素能补上大部分；钙靠每天3–4份奶、酸奶或奶酪（或加钙豆浆）。不要节食或少吃饭，你和宝宝都还在长身体。请尽早开始产检，把吃的所有补充剂告诉产科医生或助产士；验出贫血时，补铁的剂量由医生定。学校的校医或老师可以帮你找到产检的地方。出血、肚子剧痛、头痛得厉害或看东西模糊，要马上去医院。',
      en: "**Pregnant at 14–18, your daily needs are the pregnancy figures, not those of a teen who isn't pregnant: iron 27 mg (upper limit 45 mg), iodine 220 µg (upper limit 900 µg), folate 600 µg DFE — 400 µg of it as folic acid from a prenatal vitamin (upper limit for folic acid 800 µg), calcium 1,300 mg (upper limit 3,000 mg), vitamin D 15 µg (600 IU), vitamin A 750 µg (upper limit for preformed vitamin A 2,800 µg, so no separate vitamin A pills).** One prenatal vitamin a day with iron, folic acid and iodine covers most of it; calcium comes from 3–4 servings of milk, yogurt or cheese a day (or calcium-fortified soy milk). Don't diet or skip meals: you and the baby are both still growing. Start prenatal care as early as you can and tell your prenatal provider (OB, midwife or clinic) every supplement you take; if you are anaemic, they set the iron treatment dose. Your school nurse can help you find prenatal care, and in the US WIC gives food and nutrition support in pregnancy. Bleeding, bad belly pain, a severe headache or blurred vision means going to labor & delivery or the ER now.",
    },
    source: {
      ref: 'IOM Dietary Reference Intakes (1997–2011); NIH ODS Iron, Iodine, Folate, Calcium, Vitamin D and Vitamin A fact sheets for health professionals; ACOG Committee Opinion 803 (2020), Confidentiality in Adolescent Health Care; ACOG Practice Bulletin 233 (2021), Anemia in Pregnancy',
      url: 'https://ods.od.nih.gov/factsheets/Iron-HealthProfessional/',
    },
  },
  {
    // Round 11 en-038 "I'm 24 weeks and have put on 9 kg already … Is that too much?" — an iron UL line.
    id: 'pregnancy-weight-gain-asked',
    when: [GAINED, TOO_MUCH_GAIN],
    for: PREGNANT,
    // With a pre-pregnancy weight the plan's own finding answers, with the range for this week.
    notFor: { prePregnancyWeight: true },
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: `**孕期该长多少，要按怀孕前的BMI来看，整个孕期建议增重（千克）：${byClass(WST_801_2022_GWG, (c) => ZH_CLASS[c]!, '，')}；孕早期一般长0–2千克，孕中晚期按每周来看，孕前体重正常的人每周约${WST_NORMAL.rateMean}（${rangeOf(WST_NORMAL.rateKgWeek)}）千克。** 你的数字是否偏多，请在方案里填上孕前体重和孕周，我就能按你的情况算出这个孕周该长多少；产检时也可以请医生或助产士把体重画在增重曲线上看。长得偏快时也不要节食或不吃主食，宝宝还在长：把含糖饮料、甜点、油炸食品和零食换成水、水果、奶和坚果，主食一部分换成杂粮，每天走路30分钟左右；同时留意血糖筛查（糖耐量试验）结果。一周里体重突然涨很多，并且脸、手明显浮肿、头痛或看东西模糊，要当天就医查血压。`,
      en: `**How much to gain in pregnancy depends on your weight before pregnancy; the advised total gain (kg) by pre-pregnancy BMI is: ${byClass(IOM_2009_GWG, (c) => EN_CLASS[c]!, '; ')}; usually 0.5–2 kg in the first trimester, then for a healthy pre-pregnancy weight about ${rangeOf(IOM_NORMAL.rateKgWeek)} kg a week in the second and third trimesters.** To see whether your own number is on track for your week, add your pre-pregnancy weight and week to your plan and I can work out the range for you; your midwife or obstetrician can also plot it on a weight-gain chart at your next visit. If you are gaining faster than the range, do not diet or cut out starch — the baby is still growing: swap sugary drinks, desserts, fried food and snacks for water, fruit, milk and nuts, make part of your starch whole grain, and walk about 30 minutes a day; keep an eye on your glucose screening result too. A sudden jump in weight within a week with swelling of the face or hands, a headache or blurred vision needs a blood-pressure check the same day.`,
    },
    source: {
      ref: 'IOM (now NAM) Weight Gain During Pregnancy: Reexamining the Guidelines (2009), Table S-1; 中华人民共和国卫生行业标准 WS/T 801-2022 妊娠期妇女体重增长推荐值标准; NICE NG201 Antenatal care (2021)',
    },
  },
  {
    // Round 11 en-026 "what about my folic acid, can i take it at night instead since mornings are so bad".
    id: 'folic-acid-any-time',
    when: [FOLIC, OTHER_TIME],
    unless: [/5 ?mg|5毫克|大剂量|\bhigh[- ]dose\b|甲氨蝶呤|\bmethotrexate\b/],
    for: { ...PREGNANT, said: new RegExp(`${PREGNANCY_SAID.source}|${PLANNING.said!.source}`) },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**叶酸什么时候吃都可以，早上、中午、晚上或睡前都行，饭前饭后也不影响；早上吐得厉害，就挪到一天中最不容易吐的时候。** 重要的是每天都吃、天天差不多同一个时间，容易记住。孕早期每天400微克（0.4毫克），一直吃到孕12周（医生给你开了更大剂量的，按医生的剂量）；如果吃的是孕妇复合维生素（含铁），晚上随晚饭或睡前吃也常常更不容易恶心。漏吃一天，想起来就吃，第二天照常，不用补双份。',
      en: '**Folic acid can be taken at any time of day — morning, lunchtime, evening or bedtime — with or without food; if mornings are bad, move it to whenever you are least sick.** What matters is taking it every day, at about the same time so you remember. The usual dose is 400 µg (0.4 mg) a day until 12 weeks (if your doctor prescribed a higher dose, keep to theirs). A prenatal multivitamin with iron is often easier on the stomach with dinner or at bedtime, too. If you miss a day, take it when you remember and carry on as usual the next day; do not double up.',
    },
    source: {
      ref: 'NHS, Folic acid: how and when to take it (2022; any time of day, with or without food; a missed dose is not doubled); NICE PH11 Maternal and child nutrition (2008, updated 2014): 400 µg a day before conception to 12 weeks；中国营养学会《围孕期妇女补充叶酸预防神经管缺陷指南（2017）》',
      url: 'https://www.nhs.uk/medicines/folic-acid/',
    },
  },
  {
    // Round 11 en-047 "what about brewer's yeast, that's in the cookies too" (after fenugreek on
    // sertraline) — declined.
    id: 'lactation-brewers-yeast-fenugreek',
    when: [GALACTOGOGUE],
    for: LACTATING,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**啤酒酵母和葫芦巴都没有可靠的研究证明能增加奶量；吃一点一般无害，但不要指望它们。** 啤酒酵母是一种食物（含B族维生素和蛋白质），哺乳期吃饼干里那点量没有问题，也没有已知和舍曲林的相互作用；少数人会胀气。葫芦巴的证据也很弱，还可能引起腹泻、胀气，让妈妈和宝宝身上有枫糖浆的气味，可能降低血糖（有糖尿病或吃降糖药的要注意），对花生、鹰嘴豆过敏的人可能也过敏；它和舍曲林没有已知的相互作用，但不要大量吃胶囊或浓缩茶。真正决定奶量的是宝宝吃得勤、吃得好：按需喂，一天8–12次；担心奶不够，看宝宝的尿布（出生5天后每天6片以上湿尿布）和体重，找哺乳顾问或儿保医生看看衔乳。',
      en: '**Neither brewer’s yeast nor fenugreek has reliable evidence that it increases milk supply; a little is generally harmless, but do not rely on them.** Brewer’s yeast is a food (B vitamins and protein): the amount in lactation cookies is fine while breastfeeding, and it has no known interaction with sertraline; some people get wind or bloating. Fenugreek’s evidence is weak too, and it can cause diarrhoea and wind, a maple-syrup smell in you and your baby, lower blood sugar (take care with diabetes or diabetes medicines) and allergy in people allergic to peanuts or chickpeas; it has no known interaction with sertraline either, but avoid high-dose capsules or strong teas. What drives supply is frequent, effective feeding: feed on demand, 8–12 times in 24 hours; if you worry about supply, look at your baby’s nappies (6 or more wet ones a day after day 5) and weight, and ask a lactation consultant or your health visitor to check the latch.',
    },
    source: {
      ref: 'NIH NLM Drugs and Lactation Database (LactMed): Brewer’s Yeast; Fenugreek (2024 revisions: no valid evidence of a galactogogue effect; adverse effects); Academy of Breastfeeding Medicine Clinical Protocol #9: Use of Galactogogues in Initiating or Augmenting Maternal Milk Production (2018)',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK501922/',
    },
  },
  {
    // Round 11 zh-044 "那选鱼油还是藻油DHA好，对宝宝有区别吗" (declined) and en-033 "if I add a fish oil, does it
    // need to be a pregnancy-specific one?" (answered as eating fish).
    id: 'pregnancy-omega-3-which',
    when: [OMEGA, WHICH_OMEGA],
    unless: [
      /情绪|抑郁|\bmood\b|\bdepress\w*|华法林|醋硝香豆素|新抗凝|\bwarfarin\b|\bacenocoumarol\b|\bacitrom\b|\bsintrom\b/,
    ],
    for: PREGNANT_OR_LACTATING,
    // A fish or shellfish allergy: the allergy's row (rows-food-allergy.ts), never "fish oil is fine".
    notFor: FISH_OR_SHELLFISH_ALLERGY,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**鱼油和藻油DHA对宝宝没有本质区别：宝宝需要的是DHA，两种都能提供，孕期经胎盘、哺乳期经乳汁给到宝宝；也不一定要买“孕妇专用”的。** 怎么选：看每日用量里DHA有多少毫克，孕期和哺乳期每天约200毫克就够；藻油几乎只有DHA、没有鱼腥味，适合吃素或吃鱼油反胃的人；鱼油同时有EPA，选经过纯化、标明检测过汞等重金属的。唯一要避开的是鱼肝油和含维生素A（视黄醇）的鱼油，孕期维生素A过量可能伤害胎儿。每周吃2–3次鱼（其中有三文鱼、沙丁鱼、鲭鱼这类低汞的油性鱼）的话，可以不另外吃。随正餐吃，吸收更好、少打嗝。',
      en: '**For your baby there is no real difference between fish oil and algal DHA: what the baby needs is DHA, which both provide — across the placenta in pregnancy and in breast milk afterwards — and it does not have to be a "pregnancy-specific" product.** How to choose: look at the milligrams of DHA in the daily dose; about 200 mg a day is enough in pregnancy and breastfeeding. Algal oil is almost all DHA with no fishy taste, good if you are vegetarian or fish oil makes you burp; fish oil adds EPA — pick one that is purified and tested for mercury and other contaminants. The one thing to avoid is cod liver oil or any fish oil with vitamin A (retinol): too much vitamin A in pregnancy can harm the baby. If you eat fish 2–3 times a week, including a low-mercury oily fish such as salmon, sardines or mackerel, you may not need a supplement. Take it with a meal for better absorption and fewer fishy burps.',
    },
    source: {
      ref: 'EFSA Scientific Opinion on Dietary Reference Values for fats (2010): an extra 100–200 mg DHA a day in pregnancy and lactation; NHS, Vitamins, supplements and nutrition in pregnancy (avoid cod liver oil and supplements with vitamin A); 中国居民膳食营养素参考摄入量（2023版）孕妇、乳母DHA 200毫克；FDA/EPA Advice about Eating Fish (2021)',
    },
  },
];
