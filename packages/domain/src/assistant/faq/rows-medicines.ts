/**
 * Everyday questions about living with a medicine (how to take it, food, drink and common remedies
 * beside it) that the medicine–diet table does not answer.
 */
import { pickZh } from '../../contracts/common';
import {
  ADRENAL_PRIMARY,
  ADRENAL_REPLACEMENT,
  HYPERCALCAEMIA,
  PARTNER_OR_SEX_SAID,
  PREGNANCY_SAID,
  LEUKAEMIA_TREATMENT,
  SWALLOWING_SAID,
} from './audiences';
import type { FaqRow } from './types';
import { drugById } from '../../interactions';
import { anyOf } from './either';
import { say } from '../../messages';
import {
  COLCHICINE_DIARRHOEA,
  ONDANSETRON_IN_PREGNANCY,
  ONDANSETRON_WITH_MEDICINES,
  THALIDOMIDE_NEUROPATHY,
  BORTEZOMIB_NEUROPATHY,
  CHILD_ANTIPSYCHOTIC_WEIGHT,
  ASHWAGANDHA_ANTISEIZURE,
  BORTEZOMIB_GREEN_TEA,
  VALPROATE_ALCOHOL_RAISED_LIVER_TESTS,
  VALPROATE_CARNITINE_HIGH_AMMONIA,
  VALPROATE_KETO,
  METOCLOPRAMIDE_LOW_MOOD,
  TOLVAPTAN_FLUID_CEILING,
  STIMULANT_APPETITE,
  GLP1_KEEP_MUSCLE,
  TOLVAPTAN_SEVILLE_ORANGE,
  WILSON_HIGH_COPPER_FOODS,
  WILSON_MEDICINES_WITH_DRINKS,
  ANTICOAGULANT_DAILY_DRINKING,
  TOPIRAMATE_MEDICAL_KETO,
  MUCUNA_WITH_LEVODOPA,
} from '../../knowledge/medicine-chat-answers';

/** Numb, tingling or burning hands and feet, said. */
const NUMB_FEET =
  /麻|刺痛|针扎|蚂蚁爬|没知觉|\b(numb\w*|tingl\w*|pins and needles|burning feet|neuropath\w*)\b/;

/** 60 mg/kg in 24 hours (BNF) for an adult under 50 kg, rounded down to 100 mg; null at 50 kg or more or unknown. */
export function paracetamolCapUnder50Kg(weightKg: number | undefined): number | null {
  if (weightKg === undefined || !(weightKg > 0) || weightKg >= 50) return null;
  return Math.floor((weightKg * 60) / 100) * 100;
}

/**
 * The paracetamol limit for an adult under 50 kg, from the plan's weight: 60 mg/kg in 24 hours (BNF), said with the
 * tablets it allows; null at 50 kg or more, or with no weight (the row's text answers).
 */
function lowWeightParacetamolLimit(weightKg: number | undefined, zh: boolean): string | null {
  const mg = paracetamolCapUnder50Kg(weightKg);
  if (mg === null || weightKg === undefined) return null;
  // The grams are formatted here (one decimal, a trailing ".0" dropped): the catalogue has no number formats, it writes
  // a number as `String(n)` writes it.
  const grams = (mg / 1000).toFixed(1).replace(/\.0$/, '');
  return say(
    'reply.medicines.paracetamolLimitUnder50Kg',
    { kg: Math.round(weightKg), grams, tablets650: Math.floor(mg / 650), tablets500: Math.floor(mg / 500) },
    zh ? 'zh-CN' : 'en-US',
  );
}

import {
  HYDROXYUREA_FOR_MEN,
  HYDROXYUREA_SOURCE,
  THALIDOMIDE_FOR_MEN,
  THALIDOMIDE_SOURCE,
} from '../../knowledge/teratogens';
import {
  CALCIUM_CONSTIPATION_SOURCE,
  CLOZAPINE_CALCIUM_ADVICE,
  CLOZAPINE_FIBRE_ADVICE,
  CLOZAPINE_GUT_SOURCE,
} from '../../knowledge/slow-gut';

/**
 * Quinine or tonic water with myasthenia gravis: the label's contraindication, said as "do not use quinine" —
 * the safety check keeps it even when quinine is named (it became a dictionary medicine with the thirty-ninth
 * clinician review).
 */
export const MYASTHENIA_QUININE_TEXT = {
  zh: '**有重症肌无力，不要用奎宁，也不要靠喝汤力水治抽筋。** 奎宁会阻碍神经和肌肉之间的信号传递，可以让肌无力明显加重，奎宁的说明书把重症肌无力列为禁用；汤力水里含奎宁，量虽小也不建议拿来治抽筋。抽筋可以先拉伸、按摩、热敷，睡前做小腿拉伸，喝够水；如果抽筋频繁，请告诉神经内科医生（激素、利尿剂或血钾低都可能引起，需要查一查）。吞咽、说话或呼吸越来越费力时，请立即拨打120。',
  en: '**With myasthenia gravis, do not use quinine, and do not drink tonic water to treat cramps.** Quinine blocks the signal between nerve and muscle and can make myasthenia markedly worse — its label rules out myasthenia gravis; tonic water contains quinine, and even its small amount is not a cramp remedy for you. For cramps, try stretching, massage and warmth, calf stretches before bed and enough fluids; if cramps are frequent, tell your neurologist (steroids, diuretics or a low potassium can cause them and are worth checking). Difficulty swallowing, speaking or breathing needs emergency services (911) at once.',
};

const BISPHOSPHONATE = { medicines: ['bisphosphonate'] } as const;
const METHOTREXATE = { medicines: ['methotrexate'] } as const;
const VALPROATE = { medicines: ['valproate'] } as const;
/** A ketogenic or no-carb diet named. */
const KETO =
  /生酮|断碳|不吃碳水|\bketo(?!steril|[\s-]?(?:acids?|analogues?)\b)\w*|\bketogenic\b|\bno[- ]carbs?\b|\bcarnivore diet\b/;
/** Alcohol asked about on valproate (a drink, a party, beer, wine). */
const VALPROATE_ALCOHOL =
  /喝酒|饮酒|喝点酒|喝杯酒|喝一两杯|喝两杯|喝几杯|啤酒|红酒|白酒|葡萄酒|鸡尾酒|酒吧|酒精|\bcan i drink\b|\bdrink(ing)? (on|with|while)\b|\b(a couple|a few|couple) (of )?(drinks|beers|glasses)\b|\bdrinking\b|\bjust a couple\b|\balcohol\b|\bwine\b|\bbeers?\b|\bprosecco\b|\bcocktails?\b|\bbooze\b|\bdrinks?\b.{0,20}\b(party|hen|stag|bar|pub|wedding)\b|\b(hen|stag) (do|party)\b/;
const LITHIUM = { medicines: ['lithium'] } as const;
const MAOI = { medicines: ['maoi'] } as const;

/**
 * Cheese asked beside another fermented food on an MAOI ("which cheeses? I love cheese and kimchi"): the
 * whole list answers both — which cheeses are fine, aged cheese and kimchi not (blind answer round 50,
 * en-005: a list of fermented sauces that named no cheese, unsafe).
 */
const MAOI_CHEESE = '奶酪|芝士|起司|乳酪|\\bcheeses?\\b';
const MAOI_OTHER_FERMENTED =
  '泡菜|酸菜|腐乳|臭豆腐|豆豉|味噌|酱油|鱼露|虾酱|纳豆|萨拉米|腊肠|\\bkimchi\\b|\\bsauerkraut\\b|\\bmiso\\b|\\bsoy sauce\\b|\\bfish sauce\\b|\\bnatto\\b|\\bsalami\\b|\\bpepperoni\\b|\\bmarmite\\b|\\bvegemite\\b';
const MAOI_CHEESE_AND_FERMENTED = new RegExp(
  `(?:${MAOI_CHEESE}).*(?:${MAOI_OTHER_FERMENTED})|(?:${MAOI_OTHER_FERMENTED}).*(?:${MAOI_CHEESE})`,
);
const ISOTRETINOIN = { medicines: ['isotretinoin'] } as const;
const ACITRETIN = { medicines: ['acitretin'] } as const;
/** Osteoporosis in the plan, or a bisphosphonate taken or named. */
const BONES = {
  medicines: ['bisphosphonate'],
  conditions: ['osteoporosis'],
  said: /骨质疏松|骨量减少|\bosteopor|\bosteopenia\b/,
} as const;
const MISSED_DOSE = /忘了|忘记|忘吃|漏了|漏吃|漏服|没吃上|补上|补吃|\bforg[eo]t\w*|\bmiss(ed)?\b|\bskipped\b/;
const PREGNANT = {
  lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'],
  said: PREGNANCY_SAID,
} as const;
const CLOZAPINE = { medicines: ['clozapine'] } as const;
/** Bowels, constipation, laxatives or fibre (the clozapine rows; ninth clinician review, zh P4, en P3). */
const CLOZAPINE_BOWELS =
  /便秘|大便|排便|拉不出|解不出|通便|肠梗阻|泻药|番泻叶|乳果糖|杜密克|聚乙二醇|福松|开塞露|膳食纤维|纤维粉|纤维素|车前子|麦麸|西梅|\bconstipat\w*|\bbowels?\b|\bstools?\b|\bpoo(p|ps|ping|ped)?\b|\bgoes (every|once|twice)\b|\blaxatives?\b|\bsenna\b|\bsenokot\b|\bmiralax\b|\bmacrogol\b|\bmetamucil\b|\bpsyllium\b|\bbenefiber\b|\bfib(er|re)\b|\bprunes?\b|\bcolace\b|\bdocusate\b|\bdulcolax\b|\bbisacodyl\b|\bstool softeners?\b|\benemas?\b|\b(slow(ing|ed|s)?|slowed) (his|her|my|the|their) (gut|bowels?)\b/;
/** Changing the clozapine dose oneself ("自己先把晚上那200减成100", "give him 300 instead of 400"). */
const CLOZAPINE_OWN_DOSE =
  /(自己|自行|先)[^，。？！]{0,12}(减|少吃|改剂量|调剂量|调药|减量)|(减成|减到|少吃|减掉)[^，。？！]{0,8}(半片|一片|片|\d+)|\b(cut|cutting|lower|lowering|reduce|reducing|decrease|decreasing|halve|halving|take less of)\b[^.?!]{0,40}\b(dose|doses|mg|milligrams|tablets?|pills?|clozapine|clozaril)\b|\b\d+ ?(mg )?instead of \d+\b/;

/** What to eat for the triglycerides acitretin raises: the answer with or without a figure typed. */
const ACITRETIN_LIPIDS_DIET: Pick<FaqRow, 'text' | 'source'> = {
  text: {
    zh: '**阿维A常让甘油三酯升高，饮食上这样做：** 不喝酒（可能怀孕的女性吃阿维A本来就要完全禁酒，酒精也让甘油三酯升得最快）；含糖饮料、奶茶、果汁、甜点尽量不喝不吃；主食定量，一半换成杂粮、燕麦、薯类；油炸食品、肥肉、动物油少吃；每周吃两次鱼（吃鱼肉，不吃鱼肝油）；蔬菜每天300–500克；超重的话慢慢减重。按医生要求定期复查血脂，抽血前一天别大吃大喝，空腹去抽血。一直偏高时是否调整治疗，由开药的皮肤科医生决定。',
    en: '**Acitretin often raises triglycerides; what to eat:** no alcohol (a woman who could become pregnant must avoid it completely on acitretin anyway, and alcohol raises triglycerides fastest); cut sugary drinks, juice, sweets and desserts; measured starchy food with half as whole grains, oats or potatoes; little fried food, fatty meat and animal fat; fish twice a week (the fish itself, not cod liver oil); plenty of vegetables; if you carry extra weight, lose it slowly. Keep the blood-fat checks your doctor orders, fasting and without a big meal or drinks the day before. If they stay high, the dermatologist who prescribes it decides whether to change the treatment.',
  },
  source: {
    ref: 'Soriatane (acitretin) US prescribing information §5 (lipids: hypertriglyceridaemia, lipid monitoring) and boxed warning (no alcohol); 中国血脂管理指南（2023年）生活方式干预; 中国居民膳食指南（2022）',
  },
};

/** An oral bisphosphonate named (alendronate, risedronate, ibandronate and their brands). */
const ORAL_BISPHOSPHONATE_SAID =
  /阿仑膦酸|福善美|福美加|固邦|利塞膦酸|伊班膦酸|\balendron\w*|\bfosamax\b|\bbinosto\b|\brisedron\w*|\bactonel\b|\batelvia\b|\bibandron\w*|\bboniva\b/;
/** Thickened drinks, thickener or a swallowing problem said. */
const THICKENED_OR_SWALLOWING = new RegExp(
  `增稠|稠|${SWALLOWING_SAID.source}|\\bthicken\\w*|\\bthick (water|liquids?|drinks?)\\b|\\b(trouble|difficulty|problems?|hard) (with )?swallowing\\b|\\bcan.?t swallow\\b|\\bcannot swallow\\b`,
);

/** The low-potassium answer on abiraterone, and its lead when no water pill is in play. */
const ABIRATERONE_LOW_K = {
  zh: '**阿比特龙本身就会让血钾降低（它使体内盐皮质激素增多，所以要和泼尼松一起吃）；如果同时在吃氢氯噻嗪、呋塞米这类利尿剂，钾也会从尿里排掉，两者加在一起更容易低钾。** 说明书要求在阿比特龙治疗期间把血钾纠正到正常。含钾的食物可以吃，也有帮助：香蕉、橙子、土豆、番茄、菠菜、豆类、酸奶；但血钾已经低于正常范围（低于3.5 mmol/L）时，光靠饮食很少能纠正。请这周内联系肿瘤科医生（吃利尿剂的，也可以找开利尿剂的医生），由医生决定是否补钾、调整用药并复查血钾；不要自己买钾片或低钠盐（如果还在吃普利类降压药，钾可能反而升高）。出现明显乏力、抽筋、心慌或心跳漏拍，请当天就医；严重无力站不起来或心跳乱、快，请立即拨打120。',
  en: '**Abiraterone itself can lower potassium: it raises mineralocorticoids (that is why it comes with prednisone); a thiazide or loop water pill (hydrochlorothiazide, furosemide and others), if you take one, loses potassium in the urine too — together low potassium is more likely.** The Zytiga label asks for potassium to be kept normal during treatment. Potassium-rich foods are fine and help: bananas, oranges, potatoes, tomatoes, beans, yoghurt; but once the level is below the range (under 3.5 mmol/L), food alone rarely corrects it. Call the oncologist (or the doctor who prescribes a water pill) this week: they decide on a potassium supplement or a change of medicine and recheck the level. Do not start potassium tablets or a salt substitute on your own (ACE inhibitors such as lisinopril or ramipril, and some other medicines, hold on to potassium). Weakness, cramps, or palpitations and skipped beats need a doctor the same day; severe weakness or a racing, irregular heart means calling emergency services now.',
};
const ABIRATERONE_LOW_K_LEAD = {
  zh: '**阿比特龙本身就会让血钾降低（它使体内盐皮质激素增多，所以要和泼尼松一起吃）；如果同时在吃氢氯噻嗪、呋塞米这类利尿剂，钾也会从尿里排掉，两者加在一起更容易低钾。**',
  en: '**Abiraterone itself can lower potassium: it raises mineralocorticoids (that is why it comes with prednisone); a thiazide or loop water pill (hydrochlorothiazide, furosemide and others), if you take one, loses potassium in the urine too — together low potassium is more likely.**',
};

export const MEDICINE_FAQ: readonly FaqRow[] = [
  // ——— Bisphosphonate tablets with a swallowing problem ———
  {
    // Blind answer round 54 en-074 (development data once measured): "How are we supposed to give her the
    // alendronate 70 mg weekly when she has trouble swallowing? … Can that water be thickened?" (83, after a
    // stroke) got the thickener text and "no reliable rule for alendronate" — the tablet's own danger unsaid.
    id: 'bisphosphonate-tablet-swallowing',
    when: [ORAL_BISPHOSPHONATE_SAID, THICKENED_OR_SWALLOWING],
    wholeMessage: true,
    intent: 'drug_interaction',
    text: {
      zh: '**阿仑膦酸钠这类骨松药片只能用白开水送服，增稠的水不行，也不能掰碎或压碎：药片必须用一整杯（约200毫升）白开水送下，吃完坐直或站着30分钟，否则药片卡在食管里会灼伤食管；增稠水没有被证明能安全地把药送下去。** 说明书写明：食管有问题导致吞咽变慢、或不能坐直站立30分钟的人不宜用这种药片。吞咽困难的人请在下一次服药前问开药医生或药师：有没有更合适的办法——例如每年一次静脉输注的唑来膦酸、每半年一针的地舒单抗，或有的地方有泡腾片/口服液剂型。换之前不要自己停药，也不要自己改成别的吃法。',
      en: '**Do not give alendronate (or another bisphosphonate tablet) with thickened water, and do not crush it: the tablet has to go down with a full glass of plain water (about 200 ml) with the person sitting or standing upright for 30 minutes after, or it can lodge in the gullet and burn it — thickened water has not been shown to carry it down safely.** The label says these tablets are not for people whose gullet empties slowly or who cannot stay upright for 30 minutes. With trouble swallowing, ask the prescriber or pharmacist before the next weekly dose about a better way to treat the bones: a zoledronic acid drip once a year, a denosumab injection every 6 months, or, where available, an effervescent or liquid alendronate. Do not stop it or change how it is given on your own until you have asked.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.2 (swallow with 6–8 oz of plain water; stay upright 30 minutes; do not chew or suck), §4 (contraindicated with abnormalities of the oesophagus that delay emptying and inability to stand or sit upright for at least 30 minutes), §5.1 (upper gastrointestinal adverse reactions); Binosto (alendronate effervescent tablet) US prescribing information; NOGG 2022: UK clinical guideline for the prevention and treatment of osteoporosis (intravenous zoledronate or denosumab where oral bisphosphonates are unsuitable)',
      url: 'https://doi.org/10.1007/s11657-022-01061-5',
    },
  },
  // ——— Opioids ———
  {
    // Blind answer round 23 en-068 (development data once reported): on warfarin, "what is the most Tylenol I
    // can take in a day then?" got the opioid-carer row ("his doctor", Percocet) and no word that regular
    // acetaminophen above about 2 g a day raises the INR.
    id: 'acetaminophen-daily-total-warfarin',
    for: { medicines: ['vitamin_k_antagonist'] },
    when: [
      /对乙酰氨基酚|扑热息痛|泰诺|必理通|百服宁|\b(tylenol|acetaminophen|paracetamol|panadol|apap)\b/,
      /多少|最多|上限|过量|极限|几片|几粒|\bhow (much|many)\b|\btoo much\b|\bmax(imum)?\b|\blimit\b|\bupper\b|\bsafe (amount|dose)\b|\bper day\b|\ba day\b/,
    ],
    intent: 'medicine_question',
    text: {
      zh: '**成人一天最多4克（4000毫克），所有含对乙酰氨基酚的药加在一起算；但你在吃华法林，连着吃几天时最好每天不超过2克。** 止痛时对乙酰氨基酚（泰诺林、必理通）比布洛芬、萘普生更适合吃华法林的人，后两种会增加出血风险。但它每天吃超过约2克、连续好几天，会让INR升高：疼的这几天尽量每天不超过2克（比如每次500毫克，一天最多4次），两次至少隔4–6小时；需要天天吃超过三四天，告诉抗凝门诊或开华法林的医生，让他们查一次INR，并留意有没有瘀青、牙龈或鼻子出血。复方感冒药、夜用止痛药里也有它，要一起算；每天喝酒或有肝病时上限更低，问医生。',
      en: '**The label limit for adults is 4 g (4,000 mg) in 24 hours, counting every product with acetaminophen — but on warfarin keep to about 2 g a day if you take it for more than a day or two.** Acetaminophen (Tylenol) is the better painkiller on warfarin than ibuprofen (Advil) or naproxen, which add to the bleeding risk. Taken regularly above about 2 g a day for several days, though, it can raise your INR: for a few days of pain stay at or under 2 g a day if you can (for example 500 mg up to 4 times a day, 4–6 hours apart); if you need it daily for more than 3–4 days, tell your anticoagulation clinic or the doctor who manages your warfarin so they can check your INR, and watch for new bruises or bleeding gums or nose. Tylenol PM and cold-and-flu products count too; with 3 or more drinks a day or liver disease the limit is lower still — ask your doctor.',
    },
    source: {
      ref: 'Hylek EM et al. Acetaminophen and other risk factors for excessive warfarin anticoagulation. JAMA 1998;279:657–662; Coumadin (warfarin) US prescribing information §7 (acetaminophen among the drugs that may raise the INR; section number cited from memory); OTC acetaminophen Drug Facts liver warning (FDA 21 CFR 201.326: no more than 4,000 mg in 24 hours)',
    },
  },
  {
    // Blind answer round 44 (en-067, unsafe): "is it ok for her to take it on an empty stomach?" about Tylenol Arthritis
    // got the daily-maximum text again.
    id: 'acetaminophen-empty-stomach',
    when: [
      /对乙酰氨基酚|扑热息痛|泰诺|必理通|百服宁|\b(tylenol|acetaminophen|paracetamol|panadol|apap)\b/,
      /空腹|没吃(东西|饭|早饭)|饭前|不吃东西|\bempty stomach\b|\bbefore (she'?s|he'?s|i'?ve|i have|she has|he has) (had|eaten)\b|\bwithout (food|eating|breakfast)\b|\bon an empty\b/,
    ],
    unless: [/布洛芬|萘普生|阿司匹林|\b(ibuprofen|advil|motrin|naproxen|aleve|aspirin)\b/],
    intent: 'medicine_question',
    text: {
      zh: '**可以：对乙酰氨基酚（泰诺林、必理通）空腹吃或饭后吃都行，不伤胃——这一点和布洛芬、阿司匹林这类止痛药不同。**要注意的是量，不是空腹：所有含它的药加起来算每天的总量，吃得很少、体重轻（不到50公斤）、经常喝酒或肝不好的人上限更低，请让医生或药师定；缓释片（如泰诺林缓释片650毫克）整片吞，不要掰开或嚼碎。',
      en: '**Yes — acetaminophen (Tylenol) can be taken with or without food; it is gentle on the stomach, unlike ibuprofen, naproxen or aspirin.** What matters is the amount, not the food: count every product that contains it towards the day’s total, and with little eating, a low body weight (under 50 kg), regular drinking or liver disease the limit is lower — ask the doctor or pharmacist to set it. Swallow extended-release tablets (Tylenol 8 HR Arthritis, 650 mg) whole; do not split, crush or chew them.',
    },
    source: {
      ref: 'NHS, Paracetamol for adults: how and when to take it (with or without food); Tylenol 8 HR Arthritis Pain Drug Facts (swallow whole, do not crush, chew, split or dissolve); BNF, Paracetamol (body weight under 50 kg: at most 60 mg/kg in 24 hours)',
      url: 'https://www.nhs.uk/medicines/paracetamol-for-adults/how-and-when-to-take-paracetamol-for-adults/',
    },
  },
  {
    // Tenth clinician review, en P5 finding 4: "how much tylenol is too much? his liver test was a bit
    // high" beside Percocet and Tylenol PM was answered about eating liver.
    id: 'acetaminophen-daily-total',
    when: [
      /对乙酰氨基酚|扑热息痛|泰诺|必理通|百服宁|氨酚|\b(tylenol|acetaminophen|paracetamol|panadol|apap)\b/,
      /多少|最多|上限|过量|极限|几片|几粒|\bhow (much|many)\b|\btoo much\b|\bmax(imum)?\b|\blimit\b|\bupper\b|\bsafe (amount|dose)\b|\bper day\b|\ba day\b/,
    ],
    intent: 'medicine_question',
    text: {
      zh: '**把所有含对乙酰氨基酚的药加在一起算：成人一天最多4克（4000毫克），两次之间至少隔4–6小时。** 很多药里都有它：泰诺林、必理通、百服宁，复方感冒药（如白加黑、泰诺感冒片）、夜用止痛助眠药（泰诺PM），以及氨酚羟考酮（泰勒宁，每片含325毫克）、氨酚曲马多、氨酚待因等阿片类复方止痛药。按每片含量数片数：每片500毫克的（如必理通），4克是8片；每片650毫克的缓释片（如泰诺林缓释片）或665毫克的Panadol Osteo，一天最多6片。**每天喝酒（3杯或以上）、有肝病或转氨酶偏高时，上限要更低，很多医生定在每天2–3克**（500毫克的4–6片，665毫克的3–4片），具体由医生决定。举例：4片氨酚羟考酮是1.3克，加一片1000毫克的泰诺就是2.3克。请把所有药（包括非处方药）拿给医生或药师看一遍，问清楚自己（或家人）一天最多能吃多少；夜用止痛药里的苯海拉明还会加重阿片类药物引起的嗜睡。',
      en: '**Count every medicine that contains acetaminophen together: the label limit for adults is 4 g (4,000 mg) in 24 hours.** It is in Tylenol, Tylenol PM and other "PM" or cold-and-flu products, and in combination opioid pills: Percocet or Endocet (oxycodone with 325 mg acetaminophen), Norco or Vicodin (hydrocodone with 325 mg), Tylenol with codeine. Count tablets by their strength: at 500 mg (regular Panadol or Tylenol Extra Strength) 4 g is 8 a day; at 650 mg (Tylenol 8 HR Arthritis) or 665 mg (Panadol Osteo, modified-release) it is 6 a day. **With 3 or more drinks a day, liver disease or raised liver tests, the limit is lower — many doctors set 2–3 g a day** (4–6 tablets of 500 mg, 3–4 of 665 mg); the doctor sets the personal limit. For example, 4 Percocet are 1.3 g, and a 1,000 mg Tylenol PM at night makes 2.3 g. Ask the doctor or pharmacist to go through every medicine, over-the-counter ones included, and say the personal daily maximum; the diphenhydramine in Tylenol PM also adds to the drowsiness of an opioid.',
    },
    // Blind answer round 44 (zh-030, en-054, unsafe): an 85-year-old of 46 kg was given the 4 g adult limit; under
    // 50 kg the limit is 60 mg/kg a day (BNF), computed from the plan's weight.
    compose: (said, zh) => lowWeightParacetamolLimit(said.weightKg, zh),
    source: {
      ref: 'OTC acetaminophen Drug Facts liver warning (FDA 21 CFR 201.326: more than 4,000 mg in 24 hours, other acetaminophen products, 3 or more alcoholic drinks every day); Percocet (oxycodone and acetaminophen) US PI (325 mg per tablet; boxed warning hepatotoxicity); Panadol Osteo Australian Product Information (665 mg modified-release, 2 every 6–8 hours, no more than 6 in 24 hours; cited from memory); AASLD/LiverTox (NIDDK), Acetaminophen: 2–3 g/day often advised with chronic alcohol use or liver disease; BNF, Paracetamol (adults with a body weight under 50 kg: 15 mg/kg a dose, at most 60 mg/kg in 24 hours); Tylenol 8 HR Arthritis Pain (650 mg extended-release) Drug Facts: 2 caplets every 8 hours, no more than 6 in 24 hours',
    },
  },
  {
    // Tenth clinician review, en P5 finding 2: "the pain clinic gave us Narcan but hes been on these pills
    // for years so we dont really need it do we?" got a pregabalin × ginkgo pair.
    id: 'opioid-keep-naloxone',
    when: [/纳洛酮|\bnarcan\b|\bnaloxone\b|\bnaloxon\b|\bkloxxado\b|\bzimhi\b/],
    intent: 'medicine_question',
    text: {
      zh: '**要留着纳洛酮，放在家里人都知道、随手拿得到的地方，并学会怎么用。** 吃阿片类止痛药（羟考酮/奥施康定、吗啡、芬太尼贴、曲马多等）很多年，并不能保证不会过量：多吃一片、同时吃普瑞巴林或加巴喷丁、喝酒、吃安眠药或镇静药、用缬草、卡瓦胡椒、褪黑素这类助眠保健品，或者生病、肝肾功能变差，都可能让呼吸变慢；每天的阿片剂量越大（折合吗啡≥50毫克/天），风险越高。出现叫不醒、打呼噜声音很怪、呼吸很慢或嘴唇发紫时，马上拨打120（在国外拨当地急救电话），有纳洛酮就先用上，让他侧躺，一直守着。国内纳洛酮一般由医院和急救人员使用；已经开给你们的，注意有效期，放在室温下，不要放在很热或结冰的地方。',
      en: '**Yes, keep the naloxone (Narcan), where everyone at home can reach it, and know how to use it.** Years on opioids do not protect him from an overdose: an extra tablet, pregabalin or gabapentin, alcohol, a benzodiazepine or sleeping pill, sedating supplements such as valerian, kava or melatonin, an illness or a change in liver or kidney function can each slow his breathing, and the risk is higher at 50 morphine milligram equivalents a day or more — OxyContin 20 mg twice a day is already 60. If he cannot be woken properly, snores or gurgles oddly, breathes slowly or his lips turn blue or grey: call 911, give one spray into one nostril, a second spray in the other nostril after 2–3 minutes if there is no response, put him on his side and stay with him. Check the expiry date on the box, keep it at room temperature (not in a hot car or freezing), and replace it when it is used or out of date.',
    },
    source: {
      ref: 'CDC Clinical Practice Guideline for Prescribing Opioids for Pain, MMWR 2022;71(RR-3), Recommendation 8 (offer naloxone; ≥50 MME/day, benzodiazepines and other risks); FDA Drug Safety Communication 2020 (opioid labelling: discuss naloxone with every patient); SAMHSA Opioid Overdose Prevention Toolkit (2018); Narcan (naloxone) 4 mg nasal spray label, Drug Facts and storage; CDC MME conversion factor oxycodone 1.5',
    },
  },
  {
    // Answer round 7, zh-118/zh-119: "how do I take the weekly alendronate, with my calcium?" was
    // declined although the label says exactly how. Blind round 10 zh-147: "能用矿泉水送吗？还是必须白开水？"
    // was read as "when do I take it" and declined: the water to take it with is this row's too.
    id: 'bisphosphonate-how-to-take',
    when: [
      /怎么吃|怎么服|如何服|服用方法|吃法|正确(吃|服)|送服|(用|拿|就着).{0,6}送|(矿泉水|苏打水|气泡水|纯净水|自来水|白开水).{0,8}(送|吃|服)|(送|吃|服).{0,8}(矿泉水|苏打水|气泡水|纯净水|自来水|白开水)|\b(take|taking|swallow\w*|wash\w*)\b[^.?!]{0,40}\b(mineral|sparkling|soda|fizzy|tap|bottled|plain) water\b|\b(mineral|sparkling|soda|fizzy|tap|bottled) water\b[^.?!]{0,30}\b(to take|to wash|wash (it|them) down|with (it|my|the) (alendronate|fosamax|tablet|pill))|\b(alendronate|fosamax|binosto|risedronate|actonel|it|my tablet|my pill)\b[^.?!]{0,20}(\bwith\b|\bw\/)\s*(mineral|sparkling|soda|fizzy|tap|bottled|plain) water\b|\bwash (it|them) down\b|隔多久.{0,6}(吃|喝|早饭|早餐)|多久(才能|能|可以)?(吃|喝)|\bhow (do|should) i take\b|\bhow to take\b|\bhow long (do i|should i|before|until|after)\b|\bwait\b|(钙|铁|镁|补充剂|维生素|\bcalcium\b|\biron\b|\bmagnesium\b|\bsupplements?\b|\bvitamins?\b).{0,16}(一起|同时|\btogether\b|\bsame time\b)|(一起|同时|\btogether\b|\bsame time\b|\bwith my\b).{0,16}(钙|铁|镁|\bcalcium\b|\biron\b|\bmagnesium\b)/,
    ],
    // Vitamin K2 "with my calcium and D" is the K2 question (bones-vitamin-k2). Two minerals asked about
    // together without the bisphosphonate named ("calcium and magnesium together at bedtime") are the
    // pairing table's question, not this one (blind answer round 8, en-153).
    unless: [
      /维生素k|维k|\bk2\b|\bvitamin k\b/,
      /^(?![\s\S]*(阿仑|阿伦|福善美|固邦|利塞|双膦酸|骨松药|\bfosamax\b|\balendron(ate|ic acid)\b|\bbinosto\b|\brisedron(ate|ic acid)\b|\bactonel\b|\bbisphosphonate))[\s\S]*((钙|\bcalcium\b)[\s\S]*(镁|铁|锌|\bmagnesium\b|\biron\b|\bzinc\b)|(镁|铁|锌|\bmagnesium\b|\biron\b|\bzinc\b)[\s\S]*(钙|\bcalcium\b))/,
    ],
    for: BISPHOSPHONATE,
    intent: 'medicine_question',
    text: {
      zh: '**阿仑膦酸钠（一周一次）的吃法**：选固定的一天，早上起床后空腹，先用一大杯（约200–250毫升）白开水送服整片，不要嚼、不要含；服药后至少30分钟保持坐直或站立，不要躺下。这30分钟里只喝白开水：不吃早饭，不喝咖啡、茶、牛奶、果汁或矿泉水，也不吃其他药和补充剂——钙片、铁剂、镁和抗酸药会让它几乎吸收不了，最好放到当天午饭或晚饭时再吃。忘了吃：第二天早上补吃一次，然后回到原来的固定那天，不要同一天吃两片。吞咽时疼痛、胸骨后疼痛或新出现的烧心，请尽快联系医生。',
      en: '**Taking weekly alendronate**: on the same day each week, first thing after getting up and on an empty stomach, swallow the tablet whole with a full glass (about 200–250 ml) of plain water; do not chew or suck it. Stay sitting upright or standing for at least 30 minutes afterwards. During those 30 minutes have plain water only: no breakfast, coffee, tea, milk, juice or mineral water, and no other medicines or supplements — calcium, iron, magnesium and antacids stop it being absorbed, so take them with lunch or dinner that day. If you miss it, take it the next morning, then go back to your usual day; never two tablets on one day. Pain on swallowing, pain behind the breastbone or new heartburn: contact your doctor soon.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.5 Important administration instructions and §17 Patient counselling (2019); 原发性骨质疏松症诊疗指南（2022）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=fosamax',
    },
  },
  {
    // "I usually forget my fosamax, is it fine to take it at night instead?" and "我老忘记早上吃福善美，能不能改成
    // 晚上睡前吃？" got the generic missed-dose line or were declined: the label says never at bedtime.
    id: 'bisphosphonate-not-at-night',
    when: [
      /晚上|夜里|睡前|睡觉前|临睡|下午|中午|饭后|白天|\b(at night|nighttime|night time|bedtime|before bed|in the evening|evenings?|afternoon|after (dinner|lunch|a meal|meals|food)|later in the day|with dinner|with lunch)\b/,
    ],
    unless: [
      // Calcium or vitamin D at night is the pairing question; Atelvia is taken after breakfast by its label.
      /(钙|维生素d|维d|\bcalcium\b|\bvitamin d\b|\bd3\b)[^。？?！!.]{0,12}(晚上|睡前|\bat night\b|\bbedtime\b|\bdinner\b)/,
      /\batelvia\b|伊班膦酸|邦罗力|\bboniva\b|\bibandron\w*/,
    ],
    for: BISPHOSPHONATE,
    intent: 'medicine_question',
    text: {
      zh: '**不要改到晚上或睡前：阿仑膦酸钠（或利塞膦酸钠）只能早上起床后空腹吃——一大杯（约200毫升）白开水送服，之后至少30分钟坐直或站着，再吃早饭、喝咖啡或吃别的药。** 睡前吃，很快就躺下，药片容易停在食管里，刺激甚至灼伤食管；吃过一天的饭再吃，几乎吸收不了。说明书写明不要在睡前或起床前服用。老是忘：把它和每周固定的一天、一个手机闹钟绑在一起，或把药放在牙刷、水壶旁边。早上实在做不到，请和医生商量换别的方案（比如每年输一次的唑来膦酸，或其他治疗），不要自己改时间或停药。',
      en: '**Keep it to the morning, not night or bedtime: take alendronate (or risedronate) on waking, on an empty stomach, with a full glass (about 200 ml) of plain water, and stay upright for at least 30 minutes before breakfast, coffee or other medicines.** At bedtime you lie down soon after, and the tablet can stick in the gullet and inflame or ulcerate it; after a day of meals very little is absorbed. The label says not to take it at bedtime or before getting up. If it is the morning you forget: tie it to one fixed day a week and a phone alarm, or keep the box beside your toothbrush or the kettle. If mornings cannot work, ask your doctor about other options — risedronate delayed-release (Atelvia), taken right after breakfast, or a yearly zoledronic acid infusion or another treatment — rather than changing the time or stopping on your own.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.5 Important administration instructions (on arising, at least 30 minutes before the first food, beverage or medication; not at bedtime or before arising — oesophageal irritation) and §5.1 upper gastrointestinal adverse reactions; Atelvia (risedronate delayed-release) US prescribing information §2.1 (immediately after breakfast); 原发性骨质疏松症诊疗指南（2022）（唑来膦酸每年一次静脉输注）',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=fosamax',
    },
  },
  {
    // Ninth clinician review (en P2 Q4): "gp gave me thiamine 100mg three times a day … can i just stop the
    // thiamine and take a berocca instead" was answered with omeprazole and sertraline.
    id: 'prescribed-thiamine-keep',
    when: [
      /硫胺|维生素b1|维b1|\bthiamin\w*|\bvitamin b1\b|\bb1\b/,
      /停|不吃|换成|代替|改成|改吃|少吃|太多|\bstop\w*|\bswap\w*|\breplace\w*|\binstead\b|\bdrop\w*|\bcut\w*|\btoo many\b|\bloads\b|\bdo i (still |really )?need\b|\bquit\w*/,
    ],
    for: {
      said: /医生开|处方|开的|酒|戒|\bprescri\w*|\bgp\b|\bdoctor (gave|put|has)\b|\balcohol\w*|\bsober\b|\bdrinking\b|\bdrinker\b/,
    },
    intent: 'medicine_question',
    text: {
      zh: '**医生开的维生素B1（硫胺）请继续按医嘱吃，复合维生素或维生素泡腾片不能代替它。** 长期大量饮酒后身体缺维生素B1，医生开的剂量（常见每次100毫克、每天3次，吃一段时间）是为了保护大脑和神经、预防韦尼克脑病；复合维生素泡腾片里只有几毫克。维生素B1很安全，多余的会从尿里排出，药片多不用担心。想少吃几种，先问开药的医生或药师哪些可以减，不要自己把维生素B1减掉。出现意识混乱、走路不稳或看东西重影，需要马上就医。',
      en: '**Keep taking the thiamine (vitamin B1) your doctor prescribed — a multivitamin or an effervescent vitamin such as Berocca does not replace it.** After heavy drinking the body is short of thiamine, and the prescribed dose (often 100 mg three times a day for a while) protects the brain and nerves from Wernicke’s encephalopathy; an effervescent multivitamin has only a few milligrams. Thiamine is very safe — extra leaves in the urine — so the number of tablets is not a worry. If you would like fewer tablets (the vitamin B compound strong, say), ask your GP or pharmacist which can go; do not drop the thiamine yourself. Confusion, unsteady walking or double vision need urgent care.',
    },
    source: {
      ref: 'NICE CG100 Alcohol-use disorders: diagnosis and management of physical complications (2010, updated 2017): oral thiamine for harmful or dependent drinkers at risk of Wernicke’s encephalopathy (recommendation number not checked); BNF, Thiamine (oral doses in deficiency, 200–300 mg a day in divided doses)',
      url: 'https://www.nice.org.uk/guidance/cg100',
    },
  },
  // ——— Methotrexate (rheumatoid arthritis, weekly) ———
  {
    // Answer round 7, en-097: "will a multivitamin with folate mess with my methotrexate?"
    id: 'methotrexate-multivitamin-folate',
    when: [
      /复合维生素|多种维生素|多维|善存|\bmulti ?-?vitamins?\b|\bprenatals?\b/,
      /叶酸|\bfolic\b|\bfolate\b|甲氨蝶呤|\bmethotrexate\b|\bmtx\b/,
    ],
    for: METHOTREXATE,
    // Never in leukaemia treatment, where the weekly methotrexate is anti-leukaemia treatment and folic acid may
    // weaken it (forty-eighth clinician review, S2; rows-review48-leukaemia.ts answers them).
    notFor: [PREGNANT, LEUKAEMIA_TREATMENT],
    intent: 'medicine_question',
    text: {
      zh: '**治疗类风湿的小剂量甲氨蝶呤（每周一次）：普通复合维生素里的那点叶酸不会削弱它的效果，可以吃。** 医生开的5毫克叶酸照常按原来的日子吃，不用因为复合维生素而减掉；研究显示，吃小剂量甲氨蝶呤的人补充叶酸能减少恶心、口腔溃疡和转氨酶升高，而不降低疗效。复诊时把复合维生素告诉风湿免疫科医生。如果你的甲氨蝶呤是治疗肿瘤的大剂量方案，情况不同：任何含叶酸的产品都先问肿瘤科医生。',
      en: '**On once-weekly, low-dose methotrexate for rheumatoid arthritis, the small amount of folate in an ordinary multivitamin does not weaken it: you can take one.** Keep taking the 5 mg folic acid on its usual day; the multivitamin does not replace it. In trials, folic acid with low-dose methotrexate cut nausea, mouth ulcers and raised liver enzymes without reducing how well methotrexate works. Mention the multivitamin to your rheumatologist at the next visit. If your methotrexate is a high-dose cancer treatment, this does not apply: ask your oncology team before any product with folate.',
    },
    source: {
      ref: 'Shea B et al. Folic acid and folinic acid for reducing side effects in patients receiving methotrexate for rheumatoid arthritis. Cochrane Database Syst Rev 2013;(5):CD000951; BSR/BHPR DMARD guideline (Ledingham J et al. Rheumatology 2017;56:865)',
    },
  },
  {
    // Round 8 zh-098: "哪周要是忘了吃叶酸咋整，第二天补上行吗" repeated which day it goes.
    id: 'methotrexate-folic-acid-missed',
    when: [/叶酸|\bfolic\b|\bfolate\b/, MISSED_DOSE],
    for: METHOTREXATE,
    notFor: [PREGNANT, LEUKAEMIA_TREATMENT],
    intent: 'medicine_question',
    text: {
      zh: '**忘了吃叶酸，想起来就补上——第二天或再晚一两天补都可以，只要不和甲氨蝶呤同一天吃；不要下周吃双倍。** 偶尔漏一次叶酸问题不大。叶酸是用来减少甲氨蝶呤副作用（口腔溃疡、恶心、肝功能异常）的，所以尽量按时吃：手机设个每周提醒，或者把两种药的日子写在日历上。漏吃后出现口腔溃疡、喉咙痛、发烧，请告诉风湿科医生。甲氨蝶呤本身忘了吃的，不要自己补，先问医生或药师。',
      en: '**If you forget the folic acid, take it when you remember — the next day or a day or two later is fine, as long as it is not on the methotrexate day; do not double up the following week.** An occasional missed folic acid dose is not a problem. It is there to reduce methotrexate’s side effects (mouth ulcers, nausea, liver test changes), so try to keep to it: a weekly phone reminder or both days marked on a calendar helps. Tell your rheumatology team if you get mouth ulcers, a sore throat or a fever after a missed dose. A missed methotrexate dose itself is different: do not make it up on your own — ask your doctor or pharmacist.',
    },
    source: {
      ref: 'BNF, Methotrexate (folic acid 5 mg once weekly, on a different day from methotrexate); Fraenkel L et al. 2021 ACR Guideline for the Treatment of Rheumatoid Arthritis (folic acid with methotrexate); Versus Arthritis, Methotrexate patient information (missed doses)',
    },
  },
  {
    // Answer round 7, zh-140/zh-141, en-093/en-094: which day the 5 mg folic acid goes, the same day by mistake.
    id: 'methotrexate-folic-acid-day',
    when: [
      /叶酸|\bfolic\b|\bfolate\b|同一天|\bsame day\b/,
      /哪天|哪一天|星期几|周几|什么时候吃|何时吃|同一天|同一日|同一天吃|隔天|第二天|第几天|不小心|\bwhich day\b|\bwhat day\b|\bwhen (should|do|can) i\b|\bsame day\b|\bday after\b|\bby mistake\b|\baccident/,
    ],
    // A forgotten dose has its own row (methotrexate-folic-acid-missed).
    unless: [/复合维生素|多种维生素|\bmulti ?-?vitamins?\b|\bprenatals?\b/, MISSED_DOSE],
    for: METHOTREXATE,
    notFor: [PREGNANT, LEUKAEMIA_TREATMENT],
    intent: 'medicine_question',
    text: {
      zh: '**叶酸5毫克通常一周吃一次，放在甲氨蝶呤以外的另一天**——最常见的是吃甲氨蝶呤后的第二天（例如周五吃甲氨蝶呤，周六吃叶酸）。有的医生会开一周吃几天，以你的处方为准，但一般不和甲氨蝶呤同一天吃。偶尔一次不小心同一天吃了，不需要做什么补救：不要因此加吃或补吃甲氨蝶呤，下周回到原来的日子即可；拿不准就问药师。甲氨蝶呤本身只在每周固定的那一天吃一次，千万不要当成每天吃。',
      en: '**The 5 mg folic acid is usually taken once a week, on a different day from the methotrexate** — most often the day after (methotrexate on Friday, folic acid on Saturday). Some prescribers give it on several days a week: follow your prescription, but as a rule not on the methotrexate day. If you once take both on the same day by mistake, nothing needs to be done: do not take extra methotrexate to make up for it, and go back to your usual days next week; ask your pharmacist if unsure. Methotrexate itself is taken once a week on the same day, never daily.',
    },
    source: {
      ref: 'BNF, Folic acid: prevention of methotrexate-induced side-effects, 5 mg once weekly on a different day from methotrexate; BSR/BHPR DMARD guideline (Ledingham J et al. Rheumatology 2017;56:865)',
      url: 'https://bnf.nice.org.uk/drugs/folic-acid/',
    },
  },
  {
    // Answer round 7, zh-066: "那换成泰诺林呢" after ibuprofen with methotrexate got the "don't stop it" text.
    id: 'methotrexate-paracetamol',
    when: [
      /对乙酰氨基酚|扑热息痛|泰诺林|必理通|百服宁|\bparacetamol\b|\btylenol\b|\bacetaminophen\b|\bpanadol\b|\bcalpol\b/,
    ],
    for: METHOTREXATE,
    notFor: PREGNANT,
    intent: 'medicine_question',
    text: {
      zh: '**可以。偶尔关节痛、头痛时，对乙酰氨基酚（泰诺林、必理通）是和每周一次小剂量甲氨蝶呤一起用时常选、相对稳妥的止痛药**：它不像布洛芬那类止痛药那样减慢甲氨蝶呤从肾脏排出。按药盒说明书的剂量和间隔吃，一天不超过说明书写的最大量；很多感冒药里也含对乙酰氨基酚，别重复吃；吃药期间不喝酒（两者都要经过肝脏）。如果关节痛经常需要吃止痛药，可能说明病情控制不够，请告诉风湿免疫科医生。',
      en: '**Yes. For occasional joint pain or a headache, paracetamol (Tylenol, Panadol) is the usual, safer choice beside once-weekly low-dose methotrexate**: unlike ibuprofen-type painkillers it does not slow the kidneys’ clearance of methotrexate. Take it at the dose and interval on the pack and never above its daily maximum; many cold remedies contain paracetamol too, so do not double up; avoid alcohol (both go through the liver). If you need painkillers for your joints often, your arthritis may not be well controlled: tell your rheumatologist.',
    },
    source: {
      ref: 'Methotrexate US prescribing information (rev. 2021) §7 Drug Interactions (NSAIDs); BSR/BHPR DMARD guideline (Ledingham J et al. Rheumatology 2017;56:865); paracetamol (acetaminophen) package labelling',
    },
  },
  {
    id: 'methotrexate-nausea',
    when: [
      /恶心|想吐|反胃|没胃口|胃口差|\bnause|\bqueasy\b|\bsick to my stomach\b|\bfeel sick\b|\bno appetite\b/,
    ],
    unless: [/吐血|呕血|黑便|\bvomiting blood\b|\bblack stools?\b/],
    for: METHOTREXATE,
    notFor: [PREGNANT, LEUKAEMIA_TREATMENT],
    intent: 'medicine_question',
    text: {
      zh: '**吃甲氨蝶呤那一两天恶心很常见，可以试这些办法：** 改在晚饭后或睡前吃，让最难受的几个小时在睡觉中过去；那天少量多餐，吃清淡的（粥、面条、馒头、饼干），少吃油腻和味道重的；慢慢喝水，不要空腹；不喝酒。医生开的叶酸照常吃，它能减轻恶心。如果还是难受，告诉风湿免疫科医生——医生可以调整叶酸、开止吐药，或改成皮下注射的甲氨蝶呤（胃肠反应通常更少），请不要自己停药或减量。反复呕吐吃不下、口腔溃疡、发烧或咽痛，尽快联系医生。',
      en: '**Nausea on methotrexate day and the day after is common; things that help:** take it after your evening meal or at bedtime so the worst hours pass in sleep; small, plain meals that day (toast, rice, noodles, crackers), little greasy or strongly flavoured food; sip fluids and avoid an empty stomach; no alcohol. Keep taking the prescribed folic acid — it reduces nausea. If it is still bad, tell your rheumatologist: they can adjust the folic acid, prescribe an anti-sickness medicine or switch you to methotrexate injections under the skin (usually fewer stomach effects) — do not cut or skip doses yourself. Repeated vomiting, not keeping food down, mouth ulcers, fever or a sore throat: contact your doctor soon.',
    },
    source: {
      ref: 'BSR/BHPR DMARD guideline (Ledingham J et al. Rheumatology 2017;56:865), methotrexate: gastrointestinal side effects, folic acid and subcutaneous route; Shea B et al. Cochrane Database Syst Rev 2013;(5):CD000951',
    },
  },
  {
    // Answer round 7, zh-148 (the diet part; a number in the message goes to the lab reader first).
    id: 'methotrexate-liver-diet',
    when: [
      /护肝|保肝|养肝|肝功能|转氨酶|肝酶|\balt\b|\bliver\b/,
      /吃什么|饮食|注意|要不要|需要|有用|调整|保健品|\bdiet\b|\beat\b|\bfoods?\b|\bpills?\b|\bsupplements?\b|\bmilk thistle\b|水飞蓟|\bshould i\b|\bprotect\b/,
    ],
    for: METHOTREXATE,
    notFor: [PREGNANT, LEUKAEMIA_TREATMENT],
    intent: 'medicine_question',
    text: {
      zh: '**不需要自己买"护肝片"。** 没有可靠证据说明保健品类护肝片（包括水飞蓟）能预防甲氨蝶呤引起的转氨酶升高，有些草药和保健品本身还可能伤肝。对肝脏真正有用的是：不喝酒；保持健康体重（脂肪肝会让转氨酶更容易升高）；少喝含糖饮料、少吃油炸食品和肥肉；医生开的叶酸按时吃（它能减少转氨酶升高）；按医生的安排定期抽血查肝功能。转氨酶偏高时是否调整甲氨蝶呤，由风湿免疫科医生决定，请不要自己停药或减量。',
      en: '**No need to buy “liver support” pills.** There is no good evidence that supplements such as milk thistle prevent the liver-enzyme rises methotrexate can cause, and some herbal products can harm the liver themselves. What does help: no alcohol; a healthy weight (fatty liver makes enzyme rises more likely); fewer sugary drinks, fried foods and fatty meat; taking the prescribed folic acid (it reduces enzyme rises); and the regular blood tests your team sets. Whether methotrexate needs changing when enzymes are raised is your rheumatologist’s decision — do not change the dose yourself.',
    },
    source: {
      ref: 'BSR/BHPR DMARD guideline (Ledingham J et al. Rheumatology 2017;56:865); Shea B et al. Cochrane Database Syst Rev 2013;(5):CD000951; NIH LiverTox: Herbal and dietary supplements',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK547852/',
    },
  },
  {
    // Answer round 7, zh-081, en-098/en-099: an anti-inflammatory diet, turmeric, how much fish oil for RA.
    id: 'rheumatoid-diet-turmeric-fish-oil',
    when: [
      /姜黄|抗炎饮食|抗炎食物|消炎食物|地中海饮食|鱼油|\bturmeric\b|\bcurcumin\b|\banti-?inflammatory (diet|foods?|eating)\b|\bfish oil\b|\bomega[- ]?3s?\b|\bmediterranean\b/,
      /类风湿|关节|有用|有没有用|管用|真的|效果|多少|几粒|\bra\b|\brheumatoid\b|\barthritis\b|\bjoints?\b|\bhelps?\b|\bwork\b|\breal\b|\bhype\b|\bhow much\b|\bdo anything\b/,
    ],
    for: METHOTREXATE,
    notFor: PREGNANT,
    intent: 'herbal_remedy',
    text: {
      zh: '**饮食能帮一点，但代替不了药。** 地中海式吃法（多蔬菜水果、全谷物和豆类，每周吃鱼2次以上，用植物油代替动物油，少吃加工肉和甜食）对类风湿患者的心血管健康和体重有好处，对关节症状的作用较小；欧洲抗风湿病联盟（EULAR）的生活方式建议没有推荐任何特定的"抗炎食谱"。**鱼油**：研究中对关节痛和晨僵有小的帮助，但要每天约2.7克以上的EPA+DHA才见效（普通1克鱼油胶囊多数只含约300毫克EPA+DHA，要看标签），一般吃两三个月才看得出；这个量会略增加出血倾向，如果你同时吃布洛芬等止痛药或抗凝药，开始前先问医生。**姜黄素**：小型研究结果不一致，证据不足；大剂量姜黄补充剂有肝损伤的病例报告，而甲氨蝶呤本身就要监测肝功能，不建议自己吃；做菜用的咖喱、姜黄粉没问题。',
      en: '**Diet helps a little but does not replace your medicine.** A Mediterranean-style pattern (plenty of vegetables, fruit, whole grains and pulses, fish at least twice a week, plant oils instead of animal fats, little processed meat and sweets) is good for the heart and weight in rheumatoid arthritis, with small effects on joints; the EULAR lifestyle recommendations endorse no particular “anti-inflammatory diet”. **Fish oil**: trials show a modest benefit for joint pain and morning stiffness, but only at about 2.7 g or more of EPA+DHA a day (a typical 1 g capsule has only about 300 mg EPA+DHA — check the label), taken for two to three months; that much slightly raises bleeding tendency, so if you also take ibuprofen-type painkillers or a blood thinner, ask your doctor first. **Turmeric/curcumin**: small trials with mixed results, not enough evidence; high-dose turmeric supplements have case reports of liver injury, and methotrexate already needs liver monitoring, so do not start them yourself. Turmeric in cooking is fine.',
    },
    source: {
      ref: 'Gwinnutt JM et al. 2021 EULAR recommendations regarding lifestyle behaviours and work participation to prevent progression of rheumatic and musculoskeletal diseases. Ann Rheum Dis 2023;82:48; Goldberg RJ, Katz J. A meta-analysis of omega-3 fatty acids for inflammatory joint pain. Pain 2007;129:210; NIH LiverTox: Turmeric',
    },
  },
  // ——— Valproate ———
  {
    // Answer round 7, zh-048, en-101: when to start the folic acid before trying (the dose and the
    // pregnancy warning stay with the teratogen rule).
    id: 'antiepileptic-folic-acid-when-to-start',
    when: [
      /叶酸|\bfolic\b|\bfolate\b|\bstart trying\b|\btrying (for a baby|to conceive|to get pregnant)\b|备孕|要宝宝|怀孕前/,
      /提前多久|提前几个月|多久开始|什么时候开始|何时开始|现在就|现在开始|现在吃|要提前|\bwhen (should|do) i start\b|\bhow (long|early|soon) before\b|\bstart (it|taking it) now\b|\bnow or (only )?(when|once)\b|\bhow far ahead\b/,
    ],
    for: { medicines: ['antiepileptic'] },
    notFor: PREGNANT,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**叶酸现在就开始吃，最好在开始备孕前至少3个月吃上，一直吃到怀孕满3个月（12周）。** 吃抗癫痫药的女性，指南建议的叶酸剂量是每天5毫克（处方药，不是普通的0.4毫克），请让医生开。吃丙戊酸钠的：在停止避孕、开始备孕之前，一定要先和神经科医生面谈——医生通常会考虑换药或调整剂量，这需要提前几个月计划；在此之前继续可靠避孕，不要自己停药或减药。',
      en: '**Start the folic acid now — ideally at least 3 months before you start trying — and keep going until 12 weeks of pregnancy.** For women on antiseizure medicines the guideline folic acid dose is 5 mg a day (a prescription strength, not the usual 0.4 mg): ask your doctor to prescribe it. On valproate: before you stop contraception, see your neurologist — they will usually consider switching or adjusting the medicine, which takes months to plan; until then keep using reliable contraception and do not stop or cut the medicine yourself.',
    },
    source: {
      ref: 'NICE NG217 Epilepsies in children, young people and adults (2022) §1.13 (folic acid 5 mg); 围受孕期增补叶酸预防神经管缺陷指南（2017）（孕前至少3个月至孕早期3个月）; MHRA valproate pregnancy prevention programme (2018, updated 2024)',
    },
  },
  {
    id: 'valproate-with-food',
    when: [
      /饭前|饭后|随餐|空腹|跟饭|和饭|嚼|掰开|\bwith food\b|\bempty stomach\b|\bbefore (meals|food|eating)\b|\bafter (meals|food|eating)\b|\bchew|\bcrush|\bsplit\b/,
    ],
    for: VALPROATE,
    intent: 'medicine_question',
    text: {
      zh: '**饭前饭后都可以，胃不舒服就随餐或饭后吃。** 每天在固定的时间吃，早晚两次的尽量间隔约12小时。缓释片（如德巴金缓释片）要整片用水吞服，不要嚼碎或压碎；有刻痕的可以沿刻痕掰成两半吞服，以你那盒的说明书为准。漏服了想起来就补，但如果快到下一次的时间就跳过，不要一次吃双倍；拿不准问药师。',
      en: '**With or without food — if it upsets your stomach, take it with or after a meal.** Take it at the same times every day; twice-daily doses about 12 hours apart. Swallow extended-release or delayed-release tablets (Depakote, Depakote ER, Epilim Chrono) whole with water — do not chew or crush them; some scored tablets can be halved, so check your pack. If you miss a dose, take it when you remember unless the next one is nearly due — never a double dose; ask your pharmacist if unsure.',
    },
    source: {
      ref: 'Depakote (divalproex) US prescribing information §2 (with food for gastrointestinal irritation; swallow whole) and §17; 丙戊酸钠缓释片（德巴金）说明书 用法用量',
    },
  },
  {
    // Round 8 zh-111: "生酮饮食对癫痫好是真的吗？想试试keto顺便减肥" got the valproate weight-gain text.
    id: 'keto-for-epilepsy',
    when: [
      /生酮|\bketo(?!steril|[\s-]?(?:acids?|analogues?)\b)\w*|\bketogenic\b|\bmodified atkins\b/,
      /癫痫|抽搐|发作|\bepilep\w*|\bseizures?\b|\bfits?\b/,
    ],
    for: { medicines: ['antiepileptic', 'valproate'], said: /癫痫|\bepilep\w*|\bseizures?\b/ },
    intent: 'medicine_question',
    text: {
      zh: '**是真的：生酮饮食是治疗难治性癫痫的一种方法——但它是在癫痫中心的医生和营养师监督下做的医疗治疗，不是自己在家减肥用的饮食。** 自己做可能出现低血糖、酸中毒、脱水、肾结石和血脂升高，而且不能代替抗癫痫药；在吃丙戊酸钠的人做这种饮食，医生还会专门监测肝功能和肉碱。想试，请先问神经科医生是否适合、由谁来带；只是想减重，少吃一点、均衡地吃更安全（饿太久、睡太少都可能诱发发作）。',
      en: '**It is true: a ketogenic diet is one treatment for hard-to-control epilepsy — but it is a medical treatment run by an epilepsy team’s doctor and dietitian, not a diet to try at home for weight loss.** Done alone it can cause low blood sugar, acidosis, dehydration, kidney stones and raised cholesterol, and it never replaces antiseizure medicine; on valproate the team also watches liver tests and carnitine. If you want to try it, ask your neurologist whether it suits you and who would supervise it; if the aim is weight, eating a little less in a balanced way is safer (long fasts and short sleep can trigger seizures).',
    },
    source: {
      ref: 'Kossoff EH et al. Optimal clinical management of children receiving dietary therapies for epilepsy: updated recommendations of the International Ketogenic Diet Study Group. Epilepsia Open 2018;3:175–192；Depakote (divalproex) US prescribing information §5 (hepatotoxicity, carnitine)',
    },
  },
  {
    // Fortieth clinician review, en M15: "is keto ok with my meds?" on Depakote and Seroquel got a
    // blood-pressure keto text for someone else.
    id: 'valproate-keto',
    when: [KETO],
    for: VALPROATE,
    notFor: PREGNANT,
    intent: 'medicine_question',
    text: VALPROATE_KETO.text,
    source: VALPROATE_KETO.source,
  },
  {
    // Fortieth clinician review, en M13: "my ammonia is high 68 … L-carnitine helps, how much should i take?" on
    // Depakote got the weight-loss carnitine text.
    id: 'valproate-carnitine-high-ammonia',
    when: [
      /左旋肉碱|左卡尼汀|肉碱|\b(l-?)?carnitine\b|\blevocarnitine\b|\bcarnitor\b/,
      /血氨|\bammonia\b|\bnh3\b/,
    ],
    for: VALPROATE,
    beforeLabs: true,
    intent: 'medicine_question',
    text: VALPROATE_CARNITINE_HIGH_AMMONIA.text,
    source: VALPROATE_CARNITINE_HIGH_AMMONIA.source,
  },
  {
    // Answer round 7, zh-129, en-102/en-103: weight gain on valproate and what diet helps.
    id: 'valproate-weight-gain',
    when: [
      /胖|体重|增重|长肉|减肥|减重|控制饮食|\bweight\b|\bgain(ed|ing)?\b|\bput on\b|\bdiet\b/,
      /丙戊酸|德巴金|\bvalpro|\bdepakote\b|\bdepakine\b|\bepilim\b|这个药|吃药|\bmedication\b|\bsince i started\b|癫痫|发作|\bseizures?\b|\bepilepsy\b/,
    ],
    // Keto asked on valproate is its own row (valproate-keto).
    unless: [KETO],
    for: VALPROATE,
    notFor: PREGNANT,
    intent: 'weight_change',
    text: {
      zh: '**是的，体重增加是丙戊酸钠常见的副作用**（说明书列为常见不良反应），多和胃口变大有关。控制办法：**不要节食或断食**——饿太久、睡太少都可能诱发发作；每天比现在少吃一些（约500千卡以内）就够，每周减0.5–1千克以内；三餐定时，主食定量并一半换成杂粮，每餐有瘦肉、鱼、蛋或豆腐和一大份蔬菜；先减掉含糖饮料、奶茶和零食，饿了先吃蔬菜、喝水；每周至少150分钟中等强度运动（快走、游泳）。每月称一次体重记下来，复诊时给神经科医生看——体重一直涨，医生可以评估是否调整治疗；请不要自己减药或停药。',
      en: '**Yes — weight gain is a common side effect of valproate** (listed as common on the label), mostly through a bigger appetite. What helps: **no crash diets or fasting** — long gaps without food and short sleep can trigger seizures. Eat a little less than now (a deficit of up to about 500 kcal a day), aiming for no more than 0.5–1 kg a week; regular meals, measured starchy food with half as whole grains, lean protein and a big portion of vegetables at each meal; cut sugary drinks and snacks first; at least 150 minutes of moderate exercise a week (brisk walking, swimming). Weigh yourself monthly and show your neurologist at the next visit — if it keeps rising they can review your treatment; do not cut or stop the medicine yourself.',
    },
    source: {
      ref: 'Depakote (divalproex) US prescribing information §6 Adverse reactions (weight gain); 中国居民膳食指南（2022）准则二 吃动平衡、健康体重; 成人肥胖食养指南（2024年版）',
    },
  },
  {
    // Fortieth clinician review, en M12: "6-8 club beers on saturdays … does that mess with the depakote?" with
    // an ALT of 74 in the plan was told "a small amount is usually fine".
    id: 'valproate-alcohol-raised-liver-tests',
    when: [VALPROATE_ALCOHOL],
    unless: [/奶茶|咖啡|\bcoffee\b|\bprotein drinks?\b|\benergy drinks?\b/],
    for: { ...VALPROATE, all: [{ raisedLiverTests: true }] },
    intent: 'medicine_question',
    text: VALPROATE_ALCOHOL_RAISED_LIVER_TESTS.text,
    source: VALPROATE_ALCOHOL_RAISED_LIVER_TESTS.source,
  },
  {
    // Answer round 7, zh-125, en-105: a couple of drinks on valproate.
    id: 'antiepileptic-alcohol',
    when: [VALPROATE_ALCOHOL],
    unless: [/奶茶|咖啡|\bcoffee\b|\bprotein drinks?\b|\benergy drinks?\b/],
    for: VALPROATE,
    notFor: PREGNANT,
    intent: 'medicine_question',
    text: {
      zh: '**少量可以，但不要喝多。** 丙戊酸钠和酒精都会让人犯困、反应变慢，合在一起更明显；喝多、熬夜和漏服药是诱发癫痫发作的常见原因。去聚会的话：先吃饭再喝，整晚限一两杯（一杯葡萄酒或一杯鸡尾酒算一杯），中间多喝水，不要空腹、不要拼酒；照常按时吃药，不要因为喝酒跳过一次；当晚保证睡眠，第二天确认清醒再开车。丙戊酸钠经肝脏代谢，肝功能有异常时应完全不喝。具体限量问你的神经科医生。',
      en: '**A small amount is usually fine; avoid drinking a lot.** Valproate and alcohol both make you drowsy and slow, more so together; heavy drinking, late nights and missed doses are common seizure triggers. At the party: eat first, keep to one or two drinks for the evening (a glass of prosecco or a cocktail each counts as one), alternate with water, no drinking games; take your medicine at the usual time — never skip it because you are drinking; get a proper night’s sleep and do not drive until fully sober. Valproate is processed by the liver: if your liver tests have been abnormal, none at all. Ask your neurologist what limit suits you.',
    },
    source: {
      ref: 'Depakote (divalproex) US prescribing information §7 (CNS depressants, alcohol) and §5.1 (hepatotoxicity); Epilepsy Society (UK), Alcohol and epilepsy',
      url: 'https://epilepsysociety.org.uk/living-epilepsy/wellbeing/alcohol-and-epilepsy',
    },
  },
  {
    // Answer round 7, zh-106: hair loss on valproate — zinc, selenium, biotin?
    id: 'valproate-hair-loss',
    when: [
      /掉头发|脱发|掉发|头发.{0,6}(掉|少|稀|秃)|秃|\bhair ?loss\b|\bhair (is )?(falling|thinning|coming out)\b|\blosing (my )?hair\b|\bthinning hair\b|\bbald/,
    ],
    for: VALPROATE,
    intent: 'medicine_question',
    text: {
      zh: '**掉头发是丙戊酸钠常见的副作用**，多和剂量有关，常常是暂时的，不少人继续用药一段时间或医生调整剂量后会慢慢长回来。**补锌、补硒、生物素**：没有可靠研究证明它们能预防或治疗丙戊酸钠引起的脱发；如果验血发现缺锌或缺铁，再按医生建议补。平时吃够蛋白质（每天一个鸡蛋、一杯奶、一掌心瘦肉或豆腐）就好。**不要吃大剂量硒**：成人每天上限400微克，过量反而会掉头发、指甲变脆。大剂量生物素会干扰甲状腺功能等抽血化验结果，吃的话抽血前告诉医生。掉得很多或头发明显变稀，告诉神经科医生——可以查血、评估剂量，请不要自己减药或停药。',
      en: '**Hair loss is a common side effect of valproate**; it is often dose-related and temporary, and in many people the hair grows back with time or after the neurologist adjusts the dose. **Zinc, selenium, biotin**: no good studies show they prevent or treat valproate hair loss; if a blood test shows low zinc or iron, take what your doctor advises. Enough protein from food (an egg, a glass of milk, a palm of lean meat or tofu a day) is what matters. **No high-dose selenium**: too much (above the adult upper limit of 400 µg a day) itself causes hair loss and brittle nails. High-dose biotin distorts blood tests such as thyroid tests — tell the lab before a blood draw. If you are losing a lot, tell your neurologist (blood tests, dose review); do not cut or stop the medicine yourself.',
    },
    source: {
      ref: 'Depakote (divalproex) US prescribing information §6 Adverse reactions (alopecia); 中国居民膳食营养素参考摄入量（2023版）硒可耐受最高摄入量; NIH ODS Selenium Fact Sheet for Health Professionals; US FDA Safety Communication: biotin interference with lab tests (2019)',
    },
  },
  {
    // Answer round 7, zh-115/zh-116, en-106: carnitine with valproate — and which one to buy.
    id: 'valproate-carnitine-which',
    when: [
      /肉碱|卡尼汀|\bcarnitine\b|\bcarnitor\b/,
      /买|哪种|哪个|牌子|品牌|剂量|吃多少|补多少|\bwhich\b|\bbrand\b|\bbuy\b|\bhow much\b|\bdose\b/,
    ],
    for: VALPROATE,
    intent: 'medicine_question',
    text: {
      zh: '**先别自己买。** 吃丙戊酸钠的成人，饮食正常时一般不需要补肉碱。真需要补的话，是医生开的处方药左卡尼汀（口服液或片剂），按体重定剂量，并会复查血氨或肉碱水平；保健品店的"左旋肉碱"多是减肥产品，剂量和纯度都不可靠，不能代替。想知道自己要不要补，请问开丙戊酸钠的医生（神经科或精神科）。',
      en: '**Do not buy any yourself.** Adults on valproate who eat normally do not usually need carnitine. When it is needed, it is the prescription medicine levocarnitine (Carnitor, liquid or tablets), dosed by body weight and monitored with ammonia or carnitine levels; shop “L-carnitine” is mostly a slimming product of uncertain dose and purity and is no substitute. Ask the doctor who prescribes your valproate (neurologist or psychiatrist) whether you need it.',
    },
    source: {
      ref: 'Raskind JY, El-Chaar GM. The role of carnitine supplementation during valproic acid therapy. Ann Pharmacother 2000;34:630; Depakote US prescribing information §5 (hyperammonemia); Carnitor (levocarnitine) labelling',
    },
  },
  {
    id: 'valproate-carnitine',
    when: [/肉碱|卡尼汀|\bcarnitine\b|\bcarnitor\b/],
    for: VALPROATE,
    intent: 'medicine_question',
    text: {
      zh: '**不是每个吃丙戊酸钠的人都要补。** 丙戊酸钠会让体内肉碱减少，但饮食正常的成人一般不需要额外补充。医生只在特定情况下用处方药左卡尼汀：验血发现肉碱低或血氨升高、丙戊酸过量，或有某些先天代谢病的人（多是儿童）。网上和保健品店卖的"左旋肉碱"多是减肥产品，不要自己买来代替。想知道自己要不要补，请问开丙戊酸钠的医生（神经科或精神科）。出现异常嗜睡、反复呕吐或意识不清，请立即就医（可能是血氨升高）。',
      en: '**Not everyone on valproate needs it.** Valproate lowers the body’s carnitine, but adults who eat normally do not usually need extra. Doctors use prescription levocarnitine in specific situations: a low carnitine or raised ammonia on blood tests, a valproate overdose, or certain inborn metabolic conditions (mostly in children). Shop “L-carnitine” is mostly a slimming product — do not use it instead. Ask the doctor who prescribes your valproate (neurologist or psychiatrist) whether you need it. Unusual drowsiness, repeated vomiting or confusion: get medical help at once (it can be a raised ammonia).',
    },
    source: {
      ref: 'Raskind JY, El-Chaar GM. The role of carnitine supplementation during valproic acid therapy. Ann Pharmacother 2000;34:630; Depakote US prescribing information §5 (hyperammonemia)',
    },
  },
  {
    // Forty-first clinician review, zh S2: "我老婆怀孕8周了 我在吃反应停 … 会不会影响孩子？我们同房要注意啥" got pregnancy
    // nutrient targets, as if he were pregnant.
    id: 'thalidomide-partner',
    when: [PARTNER_OR_SEX_SAID],
    for: { medicines: ['thalidomide_analogue'] },
    notFor: { female: true },
    intent: 'pregnancy_lactation',
    text: THALIDOMIDE_FOR_MEN,
    source: THALIDOMIDE_SOURCE,
  },
  {
    // Forty-second clinician review, en M9: "im on hydrea … my partner and i are trying for a baby" — no rule.
    id: 'hydroxyurea-partner',
    when: [PARTNER_OR_SEX_SAID],
    for: { medicines: ['hydroxyurea'] },
    notFor: { female: true },
    intent: 'pregnancy_lactation',
    text: HYDROXYUREA_FOR_MEN,
    source: HYDROXYUREA_SOURCE,
  },
  {
    // Blind answer round 60, en-034 (development data): a boy of 8 with autism who put on 6 kg on risperidone.
    id: 'child-antipsychotic-weight-gain',
    wholeMessage: true,
    when: [
      /体重|长胖|胖了|发胖|长了\d|重了|\b(weight|put on|gained|gaining|chubby|heavier|fat)\b/,
      /儿子|女儿|孩子|小孩|宝宝|男孩|女孩|(?<![\d一二两三四五六七八九十])([1-9]|1[0-7]|[一二两三四五六七八九]|十[一二三四五六七]?)岁|\b(son|daughter|kid|child|boy|girl)\b|\b([1-9]|1[0-7]) ?(years?|yrs?)[- ]old\b|\bis ([1-9]|1[0-7])\b/,
    ],
    for: {
      medicines: ['antipsychotic'],
      said: /利培酮|维思通|阿立哌唑|奥氮平|喹硫平|\b(risperidone|risperdal|aripiprazole|abilify|olanzapine|zyprexa|quetiapine|seroquel)\b/,
    },
    answersAnyMedicine: true,
    intent: 'weight_change',
    ...CHILD_ANTIPSYCHOTIC_WEIGHT,
  },
  {
    // Blind answer round 61, en-065, zh-057 (development data): ashwagandha in warm milk for sleep, on phenytoin, aspirin
    // and telmisartan: a bedtime-snack text and a "can't".
    id: 'ashwagandha-antiseizure',
    wholeMessage: true,
    when: [/南非醉茄|印度人参|\bashwagandha\b|\bwithania\b/],
    for: {
      medicines: ['antiepileptic'],
      said: /抗癫痫|癫痫药|苯妥英|卡马西平|丙戊酸|左乙拉西坦|拉莫三嗪|\b(eptoin|dilantin|phenytoin|carbamazepine|tegretol|valproate|epilim|depakote|levetiracetam|keppra|lamotrigine|lamictal|anti-?seizure|anti-?epileptics?)\b/,
    },
    answersAnyMedicine: true,
    intent: 'drug_interaction',
    ...ASHWAGANDHA_ANTISEIZURE,
  },
  {
    // Blind answer round 60, en-075, zh-075, zh-076 (development data): green tea extract, green tea and vitamin C beside
    // Velcade, asked outright.
    id: 'bortezomib-green-tea',
    wholeMessage: true,
    when: [/绿茶|儿茶素|\begcg\b|\bgreen tea\b|\bcatechins?\b/],
    for: { medicines: ['bortezomib'], said: /硼替佐米|万珂|\b(velcade|bortezomib)\b/ },
    answersAnyMedicine: true,
    covers: {
      facts: ['green-tea-extract'],
      clashes: [
        ['bortezomib', 'greenTeaExtract'],
        ['bortezomib', 'vitaminC'],
      ],
    },
    intent: 'drug_interaction',
    ...BORTEZOMIB_GREEN_TEA,
  },
  {
    // Blind answer round 60, en-080 (development data): numb feet on Velcade, with B6, alpha-lipoic acid and B12 shots
    // asked, got the thalidomide text.
    id: 'bortezomib-neuropathy',
    wholeMessage: true,
    when: [NUMB_FEET],
    for: { medicines: ['bortezomib'], said: /硼替佐米|万珂|\b(velcade|bortezomib)\b/ },
    answersAnyMedicine: true,
    intent: 'medicine_question',
    ...BORTEZOMIB_NEUROPATHY,
  },
  {
    // Forty-first clinician review, zh M12: tingling hands and feet on 反应停 got the vegan-B12 text.
    id: 'thalidomide-neuropathy',
    wholeMessage: true,
    when: [NUMB_FEET],
    for: { medicines: ['thalidomide_analogue'] },
    // Lenalidomide or pomalidomide is named as itself (blind answer round 60, en-080: "on thalidomide" to a man on Revlimid).
    compose: (said, zh) => {
      const own = (said.medicines ?? [])
        .map((id) => drugById(id))
        .find((d) => d !== undefined && d.classes.includes('thalidomide_analogue'));
      if (!own || own.id === 'thalidomide') return null;
      return zh
        ? THALIDOMIDE_NEUROPATHY.text.zh.replace('沙利度胺（反应停）', own.zh)
        : THALIDOMIDE_NEUROPATHY.text.en.replace('on thalidomide', `on ${own.en.toLowerCase()}`);
    },
    intent: 'medicine_question',
    text: THALIDOMIDE_NEUROPATHY.text,
    source: THALIDOMIDE_NEUROPATHY.source,
  },
  {
    // Blind answer round 59, zh-004, en-002, en-005 (development data): a boy of 5 on a 4:1 ketogenic diet for
    // drug-resistant epilepsy and on topiramate was told to stop keto (the topiramate row written for keto to lose
    // weight). A ketogenic diet prescribed for epilepsy is the team's.
    id: 'topiramate-medical-keto',
    when: [
      /生酮|\bketo\w*\b|\bkd\b/,
      /癫痫|抽搐|抽风|[234]\s*[:：比]\s*1|比例|β-?羟丁酸|\bbhb\b|生酮门诊|生酮团队|\bepilep\w*|\bseizures?\b|\bratio\b|\bketo team\b/,
    ],
    for: { medicines: ['topiramate'] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    ...TOPIRAMATE_MEDICAL_KETO,
  },
  {
    // Blind answer round 58, zh-030 (development data): a liang of baijiu every day at 83 on edoxaban with atrial
    // fibrillation got "an occasional glass of sherry is fine". Drinking every day is its own question.
    id: 'anticoagulant-daily-drinking',
    when: [
      /白酒|黄酒|啤酒|红酒|葡萄酒|米酒|喝酒|饮酒|\balcohol\w*\b|\bbeers?\b|\bwine\b|\bwhisk(e)?y\b|\bbaijiu\b|\bspirits\b|\bvodka\b|\bgin\b|\brum\b|\bsake\b|\bsoju\b|\bliquor\b|\bbooze\b|\bpints?\b/,
      /每天|天天|每日|每晚|每顿|一天(一|两|二|三|几)|顿顿|\bevery (day|night|evening|lunch(time)?|dinner)\b|\bdaily\b|\b(a|per) day\b|\bnightly\b/,
    ],
    for: { medicines: ['anticoagulant'] },
    // Warfarin's own rows work out the baijiu said (rows-round21-zhpart.ts); pregnancy and trying to conceive have no
    // amount at all.
    notFor: [
      { medicines: ['vitamin_k_antagonist'] },
      { lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'], planningPregnancy: true },
    ],
    wholeMessage: true,
    beforeMedicineDiet: true,
    answersAnyMedicine: true,
    intent: 'medicine_question',
    ...ANTICOAGULANT_DAILY_DRINKING,
  },
  {
    // Blind answer round 58, en-055 (development data): "can I at least take them with boba or my coffee" after the
    // timing of penicillamine and zinc got bubble-tea sugar tips. Plain water, an empty stomach, the two apart.
    id: 'wilson-medicines-with-drinks',
    when: [
      /奶茶|珍奶|咖啡|牛奶|果汁|豆浆|茶|\bboba\b|\bbubble tea\b|\bmilk ?tea\b|\bcoffee\b|\bmilk\b|\bjuice\b|\btea\b|\blatte\b/,
      /送|就着|一起吃|一起喝|配着|\btake (them|it|my \w+|the \w+)\b|\bwith\b|\bwash\w* (it|them) down\b|\bswallow\w*\b/,
    ],
    for: { medicines: ['copper_chelator', 'wilson_zinc'] },
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    ...WILSON_MEDICINES_WITH_DRINKS,
  },
  {
    // Blind answer round 58, zh-057 (development data): oyster omelette, soy protein or whey, in Wilson disease, got the
    // liver-disease protein text. The copper in the foods asked.
    id: 'wilson-high-copper-foods',
    when: [
      /蚵|牡蛎|生蚝|海蛎|蚝|贝|虾|蟹|猪肝|鸡肝|动物肝|肝脏|内脏|坚果|巧克力|可可|蘑菇|菌|大豆|豆浆|豆腐|蛋白粉|乳清|\boysters?\b|\bshellfish\b|\bclams?\b|\bshrimps?\b|\bprawns?\b|\bcrab\b|\blobster\b|\bliver\b|\bnuts?\b|\bchocolate\b|\bcocoa\b|\bmushrooms?\b|\bsoy\w*\b|\btofu\b|\bwhey\b|\bprotein powder\b/,
    ],
    for: {
      medicines: ['copper_chelator', 'wilson_zinc'],
      said: /威尔逊|肝豆状核变性|\bwilson'?s?\b/,
    },
    // Taking the medicine with a drink is the row above's; a multivitamin's copper is the medicine's diet row's.
    unless: [
      /送服|就着|\btake (them|it|my \w+) with\b/,
      /复合维生素|维生素|补充剂|\bmulti ?vitamins?\b|\bsupplements?\b/,
    ],
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'food_sources',
    ...WILSON_HIGH_COPPER_FOODS,
  },
  {
    // Blind answer round 59, zh-073 (development data): mucuna powder ("natural levodopa") beside Sinemet.
    id: 'mucuna-with-levodopa',
    when: [/刺毛黧豆|黧豆|藜豆|猫豆|\bmucuna\b|\bvelvet ?beans?\b|\bkapikachhu\b|\bkaunch\b/],
    for: {
      medicines: ['levodopa'],
      said: /左旋多巴|多巴丝肼|美多芭|息宁|帕金森|\b(sinemet|madopar|rytary|stalevo|levodopa|carbidopa|parkinson'?s?)\b/,
    },
    wholeMessage: true,
    answersAnyMedicine: true,
    beforeMedicineDiet: true,
    intent: 'drug_interaction',
    ...MUCUNA_WITH_LEVODOPA,
  },
  {
    // Blind answer round 56, en-059, en-060, en-065 (development data): appetite on Vyvanse asked by a parent.
    id: 'stimulant-appetite',
    wholeMessage: true,
    // The appetite itself asked about — not every food question of someone on the medicine (a drink's amount, juice
    // with breakfast, a game day's food are their own questions).
    when: [
      /胃口|食欲|不饿|吃不下|不想吃|不肯吃|饭盒[^，。？?]{0,6}(带回|原样|没动)|午饭[^，。？?]{0,4}没吃|吃药前[^，。？?]{0,6}(早饭|早餐)|\bappetite\b|\bnot hungry\b|\bnever hungry\b|\bwon'?t eat\b|\bdoesn'?t eat\b|\beats? (basically |almost )?nothing\b|\bbarely eat\w*\b|\bhardly eat\w*\b|\blunch(box)?\b[^.?!]{0,20}\b(comes|came) (home|back)\b|\buntouched\b|\b(breakfast|brekkie)\b[^.?!]{0,15}\bbefore (his|her|the|my) (tablet|dose|meds?|medication|pill)\b|\bbefore (his|her|the|my) (tablet|dose|meds?|medication|pill)\b[^.?!]{0,15}\b(breakfast|brekkie)\b/,
    ],
    for: {
      medicines: ['stimulant'],
      said: /哌甲酯|专注达|利他林|赖右苯丙胺|\b(vyvanse|elvanse|lisdexamfetamine|ritalin|concerta|methylphenidate|adderall|dexamfetamine|dexedrine|focalin)\b/,
    },
    intent: 'medicine_question',
    text: STIMULANT_APPETITE.text,
    source: STIMULANT_APPETITE.source,
  },
  {
    // Blind answer round 56, en-046 (development data): muscle lost with the weight on Ozempic.
    id: 'glp1-keep-muscle',
    wholeMessage: true,
    when: [/肌肉|掉肌|肌少|\bmuscles?\b|\blean mass\b|\bsarcopeni\w*/],
    // The protein amount asked is the plan's own figure (intents: how much of a nutrient).
    unless: [
      /多少(克)?蛋白|蛋白(质)?[^，。？?]{0,6}(多少|几克)|\bhow (much|many) (grams of )?protein\b|\bgrams of protein\b/,
    ],
    for: {
      medicines: ['glp1_agonist'],
      said: /司美格鲁肽|替尔泊肽|利拉鲁肽|诺和泰|诺和盈|\b(ozempic|wegovy|mounjaro|zepbound|saxenda|semaglutide|tirzepatide|liraglutide|glp-?1)\b/,
    },
    intent: 'weight_change',
    text: GLP1_KEEP_MUSCLE.text,
    source: GLP1_KEEP_MUSCLE.source,
  },
  {
    // Blind answer round 56, en-024 (unsafe, development data): a ceiling on water asked on tolvaptan got the
    // kidney-stone row's 2.5–3 litres beside the label's rule.
    id: 'tolvaptan-fluid-ceiling',
    wholeMessage: true,
    // A ceiling or "more is better" asked: a plain "how much water" is the medicine's own diet row (the label's rule).
    when: [
      /喝[^，。？！,.?!]{0,4}水|饮水|喝多少|多少水|几升|\bwater\b|\bfluids?\b|\bdrink\w*\b|\blit(re|er)s?\b/,
      /上限|最多能|越多越好|喝多了|太多|喝得过多|\bceiling\b|\blimit\b|\bmax\w*\b|\btoo much\b|\bmore (is|always) better\b|\bupper\b|\bover-?(doing|hydrat\w*)\b/,
    ],
    for: { medicines: ['tolvaptan'] },
    intent: 'medicine_question',
    text: TOLVAPTAN_FLUID_CEILING.text,
    source: TOLVAPTAN_FLUID_CEILING.source,
  },
  {
    // Blind answer round 56, en-034 (unsafe, development data): Seville orange marmalade on Jinarc.
    id: 'tolvaptan-seville-orange',
    wholeMessage: true,
    when: [/酸橙|苦橙|塞维利亚|果酱|\bseville\b|\bbitter oranges?\b|\bmarmalade\b/],
    for: { medicines: ['tolvaptan'] },
    intent: 'medicine_question',
    text: TOLVAPTAN_SEVILLE_ORANGE.text,
    source: TOLVAPTAN_SEVILLE_ORANGE.source,
  },
  {
    // Forty-first clinician review, zh M11: "秋水仙碱吃了老拉肚子 一天拉五六次 西柚汁还能喝不" got only the grapefruit pair.
    id: 'colchicine-diarrhoea',
    wholeMessage: true,
    when: [
      /秋水仙|\bcolchicine\b|\bcolcrys\b|\bmitigare\b/,
      /拉肚子|腹泻|拉稀|水样便|跑厕所|\b(diarrh\w*|loose (stools?|motions?)|the runs|runny poo)\b/,
    ],
    for: { medicines: ['colchicine'], said: /秋水仙|\bcolchicine\b|\bcolcrys\b/ },
    intent: 'medicine_question',
    text: COLCHICINE_DIARRHOEA.text,
    source: COLCHICINE_DIARRHOEA.source,
  },
  {
    // Forty-fourth clinician review, en M8: "Is Zofran safe for the baby?" at 10 weeks got the QT text.
    id: 'ondansetron-in-pregnancy',
    when: [
      /昂丹司琼|恩丹西酮|枢复宁|欧贝|\b(ondansetron|zofran|zuplenz|emeset|vomikind)\b/,
      /宝宝|胎儿|畸形|唇腭裂|兔唇|孕期(能|可以|用)|怀孕(能|可以|的时候|期间)|\b(baby|babies|fetus|foetus|birth defects?|cleft|safe (in|during|for) (pregnancy|the baby|my baby)|while pregnant|during pregnancy|in pregnancy|first trimester)\b/,
    ],
    for: { medicines: ['ondansetron'], said: /昂丹司琼|恩丹西酮|枢复宁|\b(ondansetron|zofran)\b/ },
    intent: 'medicine_question',
    text: ONDANSETRON_IN_PREGNANCY.text,
    source: ONDANSETRON_IN_PREGNANCY.source,
  },
  {
    // Forty-first clinician review, en M13: "is it ok to take zofran with my meds?" on Prograf with a magnesium of
    // 1.4 mg/dL at 6 weeks was "no reliable rule".
    id: 'ondansetron-with-medicines',
    when: [
      /昂丹司琼|恩丹西酮|枢复宁|欧贝|\b(ondansetron|zofran|zuplenz|emeset|vomikind)\b/,
      /能不能|可以|一起|同时|安全|吗|\b(ok|okay|safe|together|with my|alongside|interact\w*)\b/,
    ],
    for: { medicines: ['ondansetron'], said: /昂丹司琼|恩丹西酮|枢复宁|\b(ondansetron|zofran)\b/ },
    intent: 'drug_interaction',
    text: ONDANSETRON_WITH_MEDICINES.text,
    source: ONDANSETRON_WITH_MEDICINES.source,
  },
  {
    // Forty-second clinician review, en S2: low mood said on Reglan with Zoloft after a birth.
    id: 'metoclopramide-low-mood',
    wholeMessage: true,
    beforeLabs: true,
    when: [
      /(情绪|心情)[^，。？！]{0,4}(低落|不好|差|糟)|抑郁|不开心|想哭|没意思|提不起劲|\b(down|low|depress\w*|sad|hopeless|teary|crying|not myself|blue|flat|numb)\b/,
    ],
    for: { medicines: ['metoclopramide'], said: /胃复安|甲氧氯普胺|\b(reglan|metoclopramide|maxolon)\b/ },
    intent: 'medicine_question',
    text: METOCLOPRAMIDE_LOW_MOOD.text,
    source: METOCLOPRAMIDE_LOW_MOOD.source,
  },
  // ——— Adrenal insufficiency (clinician review 8, zh P3, en P1) ———
  {
    // "我有艾迪生病，每天盐要控制在多少克", "how much salt on fludrocortisone": never the 5 g / 1,500 mg limit.
    id: 'adrenal-salt',
    when: [/盐|钠|咸|\bsalt\w*\b|\bsodium\b/],
    unless: [
      /低钠盐|代盐|代用盐|替代盐|富钾|氯化钾|\bsalt substitutes?\b|\blo-? ?salt\b|\bno ?salt\b|\bnu-?salt\b|\bpotassium chloride\b/,
    ],
    for: ADRENAL_PRIMARY,
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**有艾迪生病（原发性肾上腺皮质功能减退）、吃氟氢可的松的人，不用“每天盐不超过5克”这条限盐建议：按自己的口味正常吃盐，不要刻意吃得很淡。** 你的肾上腺自己不能保钠，盐吃少了容易头晕、没力气、站起来眼前发黑、血钠下降。天热出汗多、运动量大或者腹泻时，还要比平时多吃点咸的（咸饼干、加盐的汤、口服补液盐）。特别想吃咸的、起身头晕、血钠低于正常或血钾高于正常，往往说明替代量不够——请在一周内告诉内分泌科医生，由医生调整氟氢可的松。血压偏高时也不要自己限盐或改药：先告诉内分泌科医生，血压一般靠医生调整氟氢可的松的剂量来控制，要不要少吃盐由内分泌科和全科医生商量后再定。',
      en: '**With Addison’s disease (primary adrenal insufficiency) on fludrocortisone, the usual “no more than 5 g of salt / 1,500–2,300 mg of sodium” advice does not apply to you: salt your food to taste and do not go low-salt.** Your adrenal glands cannot hold on to sodium, so cutting salt brings dizziness, tiredness, light-headedness on standing and a falling sodium. In hot weather, with heavy sweating, hard exercise or diarrhoea, have more salty food or drink than usual (salted crackers, broth, oral rehydration solution). Craving salt, dizziness on standing, a sodium below the range or a potassium above it usually mean the replacement is not enough: tell your endocrinologist within a week, and the dose of fludrocortisone is for them to change. If your blood pressure is high, do not cut salt or change a tablet yourself either: tell your endocrinologist first — blood pressure on fludrocortisone is usually handled by adjusting its dose, and any salt limit should be agreed between your endocrinologist and your GP.',
    },
    source: {
      ref: 'Bornstein SR et al. Diagnosis and treatment of primary adrenal insufficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2016;101:364–389 (mineralocorticoid replacement: fludrocortisone without restricting salt intake, monitored by salt craving, postural dizziness, sodium and potassium; hypertension on fludrocortisone: the dose is reduced; stress dosing and the emergency injection)',
      url: 'https://doi.org/10.1210/jc.2015-1710',
    },
  },
  {
    // Blind answer round 25 zh-136 ("周末想去爬山，天热出汗多，要额外补盐或者喝电解质水吗") and en-135 ("It's getting
    // hot and I've started jogging. Do I need electrolytes or extra salt on those days?") on hydrocortisone and
    // fludrocortisone: the general exercise texts (water is enough; mind the salt with high blood pressure,
    // half a banana) answered. Heat and sweat take more salt and fluid with Addison's, and the emergency plan
    // goes on the trip.
    id: 'adrenal-heat-exercise',
    wholeMessage: true,
    beforeLabs: true,
    beforeMedicineDiet: true,
    when: [
      /天热|热天|夏天|高温|暑|出汗|流汗|爬山|徒步|跑步|慢跑|长跑|跑长距离|长距离|马拉松|越野|比赛|运动|锻炼|健身|打球|骑车|\bhot\b|\bheat\w*|\bsummer\b|\bsweat\w*|\bjog\w*|\blong runs?\b|\bmarathons?\b|\bultras?\b|\brace\b|\brun(s|ning)?\b|\bhik\w*|\bexercis\w*|\bwork ?outs?\b|\bgym\b|\bcycl\w*|\btraining\b/,
      /盐|咸|电解质|补液|运动饮料|补水|喝水|喝多少|\bsalt\w*|\bsodium\b|\belectrolytes?\b|\blmnt\b|\bnuun\b|\bliquid ?i\.?v\.?\b|\bsalt (tabs|tablets|capsules|pills)\b|盐丸|\bsports? drinks?\b|\bgatorade\b|\bhydrat\w*|\bfluids?\b|\bwater\b|\brehydration\b/,
    ],
    unless: [
      /低钠盐|代盐|富钾|氯化钾|\bsalt substitutes?\b|\blo-? ?salt\b|\bnu-?salt\b|\bpotassium chloride\b/,
    ],
    for: ADRENAL_PRIMARY,
    intent: 'medicine_question',
    text: {
      zh: '**要。有艾迪生病、吃氟氢可的松的人，天热、出汗多的日子比别人更需要额外补盐和补水：多喝水，同时多吃点咸的（咸饼干、加盐的汤、咸菜），出汗很多或走得久就喝口服补液盐或电解质水。** 你的肾上腺自己保不住钠，大量出汗后容易头晕、没力气、血钠下降。有高血压也不要在这些日子限盐；夏天氟氢可的松要不要调，由内分泌科医生决定（血压高时更要先问）。血钾偏高的人，补的时候用普通盐，不要用低钠盐、代盐（含氯化钾）或钾片，也别把椰子水、香蕉当“补电解质”。平常的慢跑、爬山一般不用加氢化可的松；特别长、特别累的运动前要不要加一点，问内分泌科医生。出门带好激素急救卡、备用药和急救针，告诉同伴你的情况。运动中头晕、想吐、呕吐、站不稳或人发迷糊：停下来到阴凉处补水补盐，按生病期方案加药；吐得吃不进药或越来越迷糊，有急救针就马上肌注氢化可的松100毫克并拨打120。',
      en: '**Yes. With Addison’s disease on fludrocortisone, hot days and heavy sweating call for extra salt and fluid, more than for other people: drink more, and add salt — salted crackers or nuts, broth, a salty meal — with an oral rehydration solution or electrolyte drink when you sweat a lot or go long.** Your adrenal glands cannot hold on to sodium, so heavy sweating brings dizziness, weakness and a falling sodium. Do not cut salt on those days because of your blood pressure; whether your fludrocortisone needs raising in summer is your endocrinologist’s decision (ask first, given your blood pressure). If your potassium runs high, add ordinary salt, not a potassium “lite” salt substitute or potassium tablets, and do not use coconut water or bananas as your electrolytes. Ordinary jogging or hiking does not usually need extra hydrocortisone; ask your endocrinologist whether to take a small extra dose before a very long or strenuous effort. Carry your steroid emergency card, spare tablets and your emergency injection kit, and tell whoever is with you. Dizzy, sick, vomiting, unsteady or confused while exercising: stop, get into the shade, drink and take salt, and follow your sick-day rules; if you vomit your tablets or are getting confused, inject hydrocortisone 100 mg into the muscle if you have the kit and call 911 (120 in China).',
    },
    source: {
      ref: 'Bornstein SR et al. Diagnosis and treatment of primary adrenal insufficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2016;101:364–389 (salt intake not restricted; more salt and a possible fludrocortisone increase in hot weather or with heavy sweating; stress dosing, the steroid emergency card and self-injectable hydrocortisone); Society for Endocrinology, Adrenal crisis and the NHS Steroid Emergency Card (2020: hydrocortisone 100 mg intramuscularly, then call an ambulance)',
      url: 'https://doi.org/10.1210/jc.2015-1710',
    },
  },
  {
    // "发烧了氢化可的松要不要加量", "do I double my hydrocortisone when I'm sick": the sick-day rules.
    id: 'adrenal-sick-day',
    when: [
      /发烧|发热|高烧|烧到|生病|病了|感冒|流感|拉肚子|腹泻|呕吐|吐了|想吐|手术|拔牙|\bfevers?\b|\bfeverish\b|\btemperature\b|\bsick\b|\bill\b|\billness\b|\bflu\b|\bcold\b|\binfection\b|\bvomit\w*|\bthrowing up\b|\bthrew up\b|\bdiarrh\w*|\bsurgery\b|\boperation\b|\bdental\b/,
      /加量|加倍|翻倍|双倍|多吃|增加|加大|剂量|怎么吃|怎么办|要不要|生病期|应激|\bdoubl\w*\b|\btriple\b|\bincrease\b|\bextra\b|\bmore\b|\bdose\b|\bstress dos\w*|\bsick[- ]day\b|\bshould i\b|\bwhat (do|should) i do\b/,
    ],
    for: ADRENAL_REPLACEMENT,
    intent: 'medicine_question',
    text: {
      zh: '**要加，这叫“生病期规则”，是肾上腺皮质功能减退的人都要会的。** 按内分泌科医生给你的方案做；常用的做法是：发烧到38 ℃以上，或者病到需要卧床、吃抗生素，氢化可的松一天的总量加倍（39 ℃以上加到三倍），照原来的时间分次吃，直到退烧好转后再恢复原量（一般两三天）；氟氢可的松照常吃；多喝水，适当吃咸一点或喝口服补液盐。加量的当天就告诉内分泌科医生。**吐得吃不进药（吃药后一小时内吐出来）、拉得很厉害、头晕站不稳或者人越来越迷糊：这是肾上腺危象的前兆——有急救针的马上肌注氢化可的松100毫克，并立即拨打120**，告诉急救人员你有肾上腺皮质功能减退、需要静脉用氢化可的松。平时随身带好激素急救卡和药；医生还没给过你书面的生病期方案或急救针的，请这周就约内分泌科门诊要一份。',
      en: '**Yes — these are the “sick-day rules” everyone with adrenal insufficiency needs.** Follow the plan your endocrinologist gave you; the usual rule is: with a fever of 38 °C or more, or an illness that puts you in bed or needs antibiotics, double your total daily hydrocortisone (triple it at 39 °C or more), taken at your usual times, until you are better, then go back to your usual dose (usually after two or three days); take your fludrocortisone as usual; drink plenty, with some extra salt or an oral rehydration solution. Tell your endocrinologist the same day that you have increased it. **If you are vomiting and cannot keep tablets down (vomited within an hour of a dose), have severe diarrhoea, feel faint on standing or are getting confused, that is the start of an adrenal crisis: inject your emergency hydrocortisone 100 mg into the muscle if you have the kit, and call 911 (120 in China) now**, telling the crew you have adrenal insufficiency and need intravenous hydrocortisone. Carry your steroid emergency card and tablets; if you have never been given written sick-day rules or an emergency injection kit, book your endocrinology clinic this week to get them.',
    },
    source: {
      ref: 'Bornstein SR et al. Diagnosis and treatment of primary adrenal insufficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2016;101:364–389 (prevention of adrenal crisis: glucocorticoid dose adjustment for stress, steroid emergency card and self-injectable hydrocortisone); Society for Endocrinology, Adrenal crisis and the NHS Steroid Emergency Card (2020: hydrocortisone 100 mg intramuscularly, then call an ambulance)',
      url: 'https://doi.org/10.1210/jc.2015-1710',
    },
  },
  {
    // Blind answer round 10 zh-160: "同学在吃奥利司他 说吃了就掉秤 我能吃吗 要多少钱" (a 16-year-old) got a "can't"
    // read as "how much"; the label answers it: orlistat bought without a prescription is for overweight
    // adults.
    id: 'orlistat-who-for',
    when: [
      /奥利司他|赛尼可|\borlistat\b|\bxenical\b|\balli\b/,
      /能吃|可以吃|能不能|我能|我也|适合|有用|管用|掉秤|有效|安全|买|多少钱|\bcan i\b|\bshould i\b|\bsafe\b|\bwork\w*\b|\bok\b|\bokay\b|\bbuy\b|\btry\b/,
    ],
    unless: [/维生素|复合维生素|\bvitamins?\b|\bmultivitamin\b/],
    intent: 'medicine_question',
    text: {
      zh: '**不建议你吃。药店不用处方就能买的奥利司他，说明书写明只给18岁以上、超重或肥胖的成年人用；未满18岁、体重正常的人不要吃。** 青少年只有在医生诊断为肥胖时，才可能由医生开、在医生指导下用。它的作用是让饭里一部分脂肪不被吸收、从大便排出，常见油性大便、急着上厕所、漏油；同时会减少维生素A、D、E、K的吸收，对还在长身体的人没有好处。同学吃了“掉秤”，掉的多半是水分和排出去的脂肪，停药就回来。价格这里不答，因为不建议你买。想管体重，可以请家长带你找医生或营养师，按你的身高、年龄定一个健康的目标。',
      en: '**Not for you. Orlistat sold without a prescription (alli) is labelled for overweight adults 18 and over only; under 18, or at a healthy weight, do not take it.** A teenager would only ever take it prescribed by a doctor for obesity and under their care. It works by stopping part of the fat in food being absorbed, so it leaves in the stool — oily stools, urgent toilet trips and leakage are common — and it lowers the absorption of vitamins A, D, E and K, which a growing body needs. What a friend loses on it is mostly water and the fat passed out, and it comes back when they stop. I will not give a price, since I would not advise buying it. To manage your weight, ask a parent to take you to a doctor or dietitian, who can set a healthy goal for your height and age.',
    },
    source: {
      ref: 'Alli (orlistat 60 mg) Drug Facts label, GlaxoSmithKline (for weight loss in overweight adults 18 years and older; do not use if under 18); Xenical (orlistat) US prescribing information §1, §5 (fat-soluble vitamins) and §6 (oily spotting, faecal urgency); 奥利司他胶囊（非处方药）说明书：18岁以下禁用',
    },
  },
  // ——— Lithium ———
  {
    // Blind answer round 10 zh-116: "下次抽血前那顿药要不要先不吃" after a lithium level was declined; the
    // standard answer is that the level is drawn about 12 hours after the last dose.
    id: 'lithium-level-timing',
    when: [
      /抽血|验血|查血|血锂|锂浓度|化验|\bblood (test|draw|work)\b|\blevels?\b|\bbloods\b|\bthe test\b/,
      /那顿|这顿|先不吃|不吃药|停一顿|少吃一顿|几点|什么时候吃|吃不吃|要不要吃|抽完|空腹|\bskip\w*|\bhold\w*|\bbefore (the |my )?(test|blood|level|draw)\b|\bmorning dose\b|\bnight dose\b|\bevening dose\b|\btake (it|my dose|my lithium) (before|after)\b|\bwhat time\b|\btiming\b/,
    ],
    for: { medicines: ['lithium'] },
    intent: 'medicine_question',
    text: {
      zh: '**血锂要在最后一次服药后约12小时抽血。** 一般做法：前一天晚上的药照常按时吃，第二天早上抽血，早上那顿等抽完血再吃。不要为了抽血停药、少吃或提前多吃，前几天也照平常那样吃饭、喝水、吃盐，这样测出来的数才代表你平时的水平。抽血时告诉护士或医生你最后一次吃药的时间。你的医生或化验室另有安排的，按他们说的。',
      en: '**A lithium level is drawn about 12 hours after your last dose.** Usually: take your evening dose at the usual time the night before, have the blood test the next morning, and take the morning dose after the blood has been drawn. Do not skip, cut or add doses for the test, and eat, drink and salt your food as usual in the days before, so the result shows your usual level. Tell the person taking the blood when you took your last dose. If your doctor or the lab has told you otherwise, follow them.',
    },
    source: {
      ref: 'NICE CG185 Bipolar disorder (2014, updated 2023) §1.10 (lithium levels measured 12 hours after the dose); British National Formulary, Lithium carbonate: monitoring (samples taken 12 hours after the dose)',
    },
  },
  {
    // Answer round 7, zh-144, en-108: sports drinks while sweating on lithium.
    id: 'lithium-sports-drinks',
    when: [
      /运动饮料|电解质|宝矿力|佳得乐|脉动|尖叫|淡盐水|盐水|口服补液|补液盐|\bgatorade\b|\bpowerade\b|\belectrolytes?\b|\bsports? drinks?\b|\boral rehydration\b|\bors\b|\bpedialyte\b|\bliquid ?i\.?v\.?\b|\bdioralyte\b/,
    ],
    for: LITHIUM,
    intent: 'medicine_question',
    text: {
      zh: '**可以，大量出汗时喝运动饮料或淡盐水反而有帮助**：它同时补水和钠，能防止出汗丢盐后血锂升高。平时不出大汗时没必要喝，白开水就够（运动饮料含糖）。用法：高温干活时把一部分白开水换成运动饮料或口服补液盐（按说明冲兑）；习惯尽量固定，不要这几天大量喝、那几天完全不喝。上吐下泻或发烧时也可以用口服补液盐，同时尽快告诉医生你在吃锂盐（和利尿药，如果也在吃）。手抖加重、走路不稳、说话含糊或意识模糊，立即就医。',
      en: '**Yes — when you sweat heavily, a sports drink or oral rehydration solution actually helps**: it replaces water and sodium together, which keeps sweat losses from pushing your lithium level up. On ordinary days you do not need them (they contain sugar); water is enough. In the heat, swap part of your water for a sports drink or rehydration salts (mixed as the pack says), and keep the habit steady rather than lots some days and none on others. With vomiting, diarrhoea or fever, rehydration salts help too — and tell your doctor soon that you take lithium (and any water pill). Worse tremor, unsteadiness, slurred speech or confusion: get medical help at once.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information §5 (sodium depletion, sweating and dehydration raise lithium) and §10 (toxicity); NICE CG185 Bipolar disorder (2014, updated 2023) §1.10 (lithium: fluid intake, dehydration)',
    },
  },
  {
    // Answer round 7, zh-143, en-107: how much water on lithium, working in the heat.
    id: 'lithium-fluids-heat',
    when: [
      /出汗|流汗|大汗|中暑|天热|高温|夏天|脱水|户外|工地|\bsweat|\bheat\b|\bhot (weather|days?|countr(y|ies)|climate)\b|\bsomewhere hot\b|\bheat ?waves?\b|\bsummer\b|\bdehydrat|\boutdoors?\b|\boutside\b|\bconstruction\b/,
    ],
    unless: [/消肿|排水|利尿|\bwater (pills?|tablets?)\b|\bsparkling\b|\bsoda\b/],
    for: LITHIUM,
    intent: 'medicine_question',
    text: {
      zh: '**每天喝水量要够、而且稳定：一般成年男性每天约1700毫升（七八杯），出汗多时额外多喝，把流失的补回来。** 户外干活：开工前先喝一杯，干活时隔一会儿就喝几口，不要等渴了才喝；小便保持淡黄色；饭菜照常吃，盐不要突然少吃——出汗同时带走盐和水，两样都少时血锂会升高。大量出汗时可以把一部分水换成运动饮料或淡盐水。**锂中毒的早期信号**：手抖明显加重、腹泻、呕吐、走路不稳、说话含糊、特别困或糊涂——出现就停下工作、到阴凉处、尽快就医并说明在吃锂盐。如果你同时吃氢氯噻嗪这类利尿药，它本身就让血锂升高，天热脱水风险更大：入夏前请让精神科医生复查一次血锂。',
      en: '**Drink enough, and keep it steady: about 1.7 litres a day for an adult man as a baseline, plus extra to replace what you sweat out.** Working outdoors: drink a glass before you start and sip regularly through the shift rather than waiting for thirst; aim for pale-yellow urine; eat your normal meals and do not suddenly cut salt — sweat takes salt and water, and losing both pushes lithium up. In heavy sweating, part of the water can be a sports drink or rehydration solution. **Early signs of lithium toxicity**: a much worse tremor, diarrhoea, vomiting, unsteadiness, slurred speech, unusual sleepiness or confusion — stop work, get into the shade and get medical help, saying you take lithium. A thiazide water pill such as hydrochlorothiazide already raises lithium and makes heat riskier: if you take one, ask your psychiatrist for a lithium level before summer.',
    },
    source: {
      ref: '中国居民膳食指南（2022）准则五 足量饮水（成年男性每天1700毫升、女性1500毫升）; Lithium carbonate US prescribing information §5 (sodium depletion, sweating, dehydration) and §10 (toxicity); NICE CG185 Bipolar disorder (2014, updated 2023) §1.10',
    },
  },
  {
    // Answer round 7, zh-004: "排水消肿茶，薏米红豆茯苓" on lithium with a thiazide.
    id: 'lithium-diuretic-teas',
    when: [
      /消肿|排水|利尿|祛湿|去湿|湿气|减肥茶|瘦身茶|排毒茶|刮油|水肿|(薏米|薏仁|红豆|赤小豆|茯苓|玉米须|冬瓜皮|荷叶|蒲公英).{0,12}(茶|水)|\bdiuretic (teas?|herbs?)\b|\bdetox (teas?|drinks?)\b|\bslimming teas?\b|\bweight ?loss teas?\b|\bdandelion\b|\bwater retention\b|\bde-?bloat/,
    ],
    for: LITHIUM,
    intent: 'herbal_remedy',
    text: {
      zh: '**不建议喝。** 这类"排水消肿""祛湿"茶（薏米、红豆、茯苓、玉米须、荷叶、蒲公英等）作用就是让你多排尿，和利尿药一样会让身体缺水，血锂随之升高；网上卖的减肥茶还常被查出偷加利尿药、泻药或咖啡因，泻药引起的腹泻同样会升高血锂。如果你本来就在吃氢氯噻嗪这类利尿药，风险叠加。平常吃一碗红豆薏米粥当主食没问题，问题在于浓煮当茶天天喝来"排水"。想减重，靠少喝含糖饮料、少吃零食和规律运动，并先告诉精神科医生（体重和饮食变化会影响血锂）。手抖加重、腹泻呕吐、走路不稳，尽快就医。',
      en: '**Better not.** “Detox”, “de-bloating” and diuretic teas (dandelion, corn silk, and similar herbal blends) work by making you pass more urine; like a water pill, that dries you out and pushes your lithium level up. Slimming teas sold online are also repeatedly found to contain hidden diuretics, laxatives or caffeine, and laxative diarrhoea raises lithium too. If you already take a water pill such as hydrochlorothiazide, the risks add up. Ordinary foods are fine — the problem is strong brews drunk daily to “lose water”. To lose weight, cut sugary drinks and snacks, move more, and tell your psychiatrist first (weight and diet changes affect lithium). Worse tremor, diarrhoea, vomiting or unsteadiness: get seen soon.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information §5 and §7 (diuretics, sodium depletion); Stockley’s Drug Interactions (Pharmaceutical Press), lithium + herbal diuretics; 国家药品监督管理局 关于减肥类产品非法添加的通告',
    },
  },
  {
    // Answer round 7, zh-058: "那感冒药呢，就那种感康" after ibuprofen on lithium.
    id: 'lithium-cold-and-pain-medicines',
    when: [
      /感冒|退烧|发烧|头疼|头痛|止痛|止疼|牙疼|感康|白加黑|快克|新康泰克|\bcolds?\b|\bflu\b|\bfever\b|\bheadaches?\b|\bpain ?killers?\b|\bpain relief\b|\bnyquil\b|\bdayquil\b|\blemsip\b|\bbenylin\b/,
      /药|吃什么|能吃|可以吃|\btake\b|\bmedicines?\b|\bmeds\b|\btablets?\b|\bpills?\b|\bwhat can i\b|\bremed/,
    ],
    for: LITHIUM,
    intent: 'medicine_question',
    text: {
      zh: '**止痛、退烧首选单一成分的对乙酰氨基酚（如泰诺林、必理通），按说明书的量吃，它不影响血锂。** 要避开的是布洛芬（芬必得、美林）、萘普生、双氯芬酸、洛索洛芬、塞来昔布等非甾体抗炎药：它们几天内就能让血锂升到中毒水平，同时吃氢氯噻嗪这类利尿药时更危险。复方感冒药（如感康、白加黑、新康泰克等）成分各不相同，有的含布洛芬：买之前把药盒上的成分表给药师看，说明你在吃碳酸锂（和利尿药，如果也在吃）；也别和另一种含对乙酰氨基酚的药重复吃。感冒发烧、吃不下、吐泻时容易脱水，要多喝水，出现手抖加重、走路不稳、意识模糊要尽快就医。',
      en: '**For pain or fever, plain paracetamol (acetaminophen, e.g. Tylenol, Panadol) at the dose on the pack is the choice — it does not affect lithium.** Avoid ibuprofen (Advil, Nurofen), naproxen, diclofenac, celecoxib and similar NSAIDs: they can push lithium to a toxic level within days, more so with a water pill such as hydrochlorothiazide. Combination cold and flu remedies vary and some contain ibuprofen: show the ingredient list to the pharmacist and say you take lithium (and any water pill); do not double up paracetamol from two products. A cold with fever, poor eating, vomiting or diarrhoea dries you out: keep drinking, and get seen for worse tremor, unsteadiness or confusion.',
    },
    source: {
      ref: 'Lithium carbonate US prescribing information §7 (NSAIDs, diuretics); NICE CG185 Bipolar disorder (2014, updated 2023) §1.10 (lithium: NSAIDs, dehydration); BNF, Lithium carbonate: interactions',
    },
  },
  {
    // Blind answer round 13 en-133 (unsafe): "if i just quit them all cold turkey does that change anything
    // with the lithium" after 3 energy drinks a day was read as stopping lithium. Caffeine speeds the
    // kidneys' clearing of lithium: stopped all at once, the lithium level can rise (Mester 1995).
    id: 'lithium-caffeine-stopping',
    when: [
      /戒|停|不喝|断掉|少喝|减少|\bquit\w*|\bstop\w*|\bcold turkey\b|\bcut(ting)? (them |it |that |those |all |back|down|out)|\bgive (them |it |that |those )?up\b|\bgiving (them |it |that |those )?up\b|\bwean\w*|\bditch\w*|\bdrop\w* (them|it|those|all)\b/,
    ],
    // Stopping lithium itself stays the never-stop answer.
    unless: [
      /(停|戒|不吃|断)(了|掉)?(锂|碳酸锂|锂盐|药)|(锂|碳酸锂|锂盐|药)[^，。？?]{0,4}(停|不吃了|断)|\b(quit\w*|stop\w*|come off|get off|go off|ditch\w*) (taking )?(my |the |your )?(lithium|meds|medication|medicines?|pills?|tablets?|priadel|camcolit)\b/,
    ],
    for: {
      all: [
        LITHIUM,
        {
          said: /咖啡|浓茶|奶茶|功能饮料|红牛|魔爪|东鹏|咖啡因|\bcoffees?\b|\bcaffeine\b|\benergy drinks?\b|\bred ?bulls?\b|\bmonsters?\b|\bcelsius\b|\bespresso\b|\bcola\b|\bcoke\b|\bpre-?workout\b/,
        },
      ],
    },
    // Before the lithium diet row, whose "keep caffeine steady" answers drinking coffee, not stopping it.
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**有影响：突然戒掉咖啡因会让血锂升高——咖啡因让肾脏更快地把锂排出去，一下子全停，血锂可能往上走。** 所以不要一下子全停：咖啡、浓茶、功能饮料慢慢减，分几步减到你想要的量，不要哪天突然一口都不喝；开始减之前告诉开锂盐的精神科医生，请他决定要不要在减完、稳定下来后查一次血锂。从功能饮料换成咖啡时，尽量让每天的咖啡因总量先差不多，再慢慢往下减。锂盐本身照常按医嘱吃，这里说的只是饮料，不是停药。减的这段时间留意锂中毒的信号：腹泻、呕吐、手抖明显加重、走路不稳、说话含糊或意识糊涂——出现就当天就医查血锂。如果你同时在吃利尿药，它本身就会让血锂偏高，更要慢慢减。',
      en: '**Yes, it can: a sudden cut in caffeine can raise your lithium level — caffeine makes the kidneys clear lithium faster, so quitting it all at once can push the level up.** So do not stop everything in one go: cut coffee, strong tea and energy drinks down step by step to the amount you want, rather than going from several a day to none; tell the psychiatrist who prescribes your lithium before you start, and ask whether they want a lithium level once you have settled at the new amount. When you swap energy drinks for coffee, keep the day’s caffeine roughly the same at first, then bring it down gradually. Keep taking your lithium exactly as prescribed — this is about the drinks, not your medicine. While you cut down, watch for signs of a high level: diarrhoea, vomiting, a much worse tremor, unsteadiness, slurred speech or confusion — get a lithium level the same day if they appear. If you also take a water pill (a diuretic), it already raises lithium, so go gently all the more.',
    },
    source: {
      ref: 'Mester R et al. Caffeine withdrawal increases lithium blood levels. Biol Psychiatry 1995;37:348–350; Lithium carbonate US prescribing information §7 Drug Interactions (methylxanthines such as caffeine increase lithium clearance) and §5 (toxicity); Priadel (lithium carbonate) SmPC §4.5 (xanthines) (section from memory)（章节凭记忆）; NICE CG185 Bipolar disorder (2014, updated 2023) §1.10',
    },
  },
  // ——— Phenelzine and other MAOIs ———
  {
    // Answer round 7, zh-114, en-118/en-119: beer (craft, alcohol-free) and wine on phenelzine.
    id: 'maoi-beer-wine',
    when: [
      /啤酒|精酿|扎啤|生啤|鲜啤|原浆|无醇|零度|红酒|葡萄酒|白酒|黄酒|米酒|喝酒|饮酒|\bbeers?\b|\bwine\b|\balcohol\b|\bcraft\b|\bnon-?alcoholic\b|\balcohol-?free\b|\bales?\b|\blager\b|\bsake\b|\bdrinking\b/,
    ],
    for: MAOI,
    // Procarbazine is an MAOI with a disulfiram-like reaction: no alcohol at all (its medicine-diet row); on TB treatment
    // (linezolid with bedaquiline) no alcohol either — the TB row answers (blind answer round 64, en-018, zh-046).
    notFor: [{ medicines: ['procarbazine'] }, { medicines: ['antituberculosis'] }],
    intent: 'medicine_question',
    text: {
      zh: '**不是全都不能喝，要分种类：** 要避开的是生啤、扎啤（散装鲜啤）、精酿和原浆啤酒、自酿酒，以及**无醇（零度）啤酒**——它们没有经过巴氏杀菌或酪胺含量高，一杯就可能让血压骤升。瓶装或罐装的大厂普通啤酒、红或白葡萄酒少量可以：一天不超过两瓶（罐）啤酒或两杯（每杯约120毫升）葡萄酒。酒精本身会加重这类药（苯乙肼、利奈唑胺等）的头晕、犯困和起身时头晕，不要空腹喝。喝酒后出现剧烈头痛、心跳很快、脖子发硬、恶心出汗，可能是高血压危象，立即就医。',
      en: '**Not all alcohol is off limits — it depends on the kind.** Avoid tap (draft) beer, craft, unpasteurised and home-brewed beer, and **alcohol-free beer** — these can be high in tyramine, and one glass can send blood pressure soaring. Bottled or canned mainstream beer and red or white wine are allowed in small amounts: no more than two bottles or cans of beer, or two glasses (about 120 ml each) of wine, a day. Alcohol also adds to the dizziness and drowsiness of these medicines (phenelzine, linezolid …); do not drink on an empty stomach. A sudden severe headache, pounding heart, stiff neck, nausea or sweating after a drink can be a hypertensive crisis: get emergency help.',
    },
    source: {
      ref: 'Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104 (alcoholic beverages); Nardil (phenelzine) US prescribing information §5 (hypertensive crisis) and table of foods',
    },
  },
  {
    // Blind answer round 10 zh-120 ("老干妈呢 我每顿离不开", after the fermented bean curd question) and
    // zh-121 ("螺蛳粉能吃吗 里面有酸笋") on phenelzine got a plain "can't": both are fermented foods the
    // MAOI list already names (fermented soy beans, fermented vegetables).
    id: 'maoi-chinese-fermented',
    when: [
      /老干妈|豆豉|风味豆豉|油辣椒|螺蛳粉|螺狮粉|酸笋|酸菜鱼|酸豆角|臭鳜鱼|\blao ?gan ?ma\b|\bchil(l)?i crisp\b|\bblack bean sauce\b|\bfermented black beans?\b|\bdouchi\b|\bluosifen\b|\bsnail (rice )?noodles?\b|\bpickled bamboo\b|\bsour bamboo\b/,
    ],
    // Asked beside the other fermented foods the MAOI list names, the list answers them all.
    unless: [
      /腐乳|酱油|臭豆腐|奶酪|芝士|豆瓣酱|味噌|鱼露|虾酱|\bsoy sauce\b|\bcheese\w*|\bmiso\b|\bfish sauce\b/,
    ],
    for: MAOI,
    intent: 'medicine_question',
    text: {
      zh: '**吃苯乙肼这类单胺氧化酶抑制剂的期间，以及最后一次服药后两周内，老干妈、螺蛳粉都不要吃。** 老干妈（风味豆豉油辣椒）里有豆豉，豆豉是发酵的黑豆，和腐乳、豆瓣酱一样属于发酵豆制品，酪胺高；螺蛳粉里的酸笋是发酵的蔬菜，和酸菜、泡菜一样酪胺高，袋装螺蛳粉的汤料包里也常有酸笋汁等发酵调料，只去掉酸笋也不能保证安全。酸豆角、酸菜鱼、臭鳜鱼也一样不吃。想要辣味：用新鲜辣椒、干辣椒和油自己炸的辣椒油（不加豆豉、不加腐乳）可以；粉和面用新鲜的汤底自己煮。吃了以后突然剧烈头痛、心跳很快、脖子发硬、大汗，立即就医。',
      en: '**On phenelzine or another MAOI (and for two weeks after stopping), leave out Lao Gan Ma and luosifen (snail rice noodles).** Lao Gan Ma chili crisp contains fermented black beans (douchi) — a fermented soy product, high in tyramine like fermented bean curd and bean paste; the sour bamboo shoots in luosifen are a fermented vegetable, high in tyramine like sauerkraut and kimchi, and the packet soup bases often carry sour bamboo juice and other fermented seasonings, so leaving the shoots out does not make it safe. Pickled long beans and other fermented pickles are the same. For heat, chilli oil you make with fresh or dried chillies and oil (no black beans, no fermented bean curd) is fine, and noodles in a fresh home-made broth are fine. A sudden severe headache, a pounding heart, a stiff neck or heavy sweating after eating: get medical help at once.',
    },
    source: {
      ref: 'Nardil (phenelzine) US prescribing information §5 (hypertensive crisis) and table of foods (fermented soy products, sauerkraut, fermented foods); Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104',
    },
  },
  {
    // Answer round 7, zh-068: "吃苯乙肼哪些东西不能吃，有没有个清单" was declined in Chinese (the
    // medicine–diet table's list answers the English "what foods do I avoid" and stays with it).
    id: 'maoi-food-list',
    when: [
      // Blind answer round 13 zh-016 (unsafe): "医生说奶酪不行，别的还有啥？我记不住 能不能给我列个单子" got
      // the cheese row alone. A list asked for, or "what else" beside one food, is the whole list; so is
      // "what can't I eat" (blind answer round 21, zh-114: "不能吃哪些东西？奶酪是全部都不能吃吗" got the
      // cheese row alone).
      anyOf(
        /不能吃(哪些|什么|啥)|(哪些|什么|啥)(东西)?不能吃|\bwhat (foods? )?(do|should|must) i avoid\b|\bwhat (can'?t|cannot) i eat\b|\bfoods? to avoid\b|清单|列表|单子|列个|列一下|列出来|打印|贴(在)?冰箱|忌口|记不住|记不全|别的还有|其他还有|还有(啥|什么|哪些)(不能|要避|要忌)?|哪些东西不能|什么东西不能|全部(不能|要避)|\bprintable\b|\bprint (it|out)\b|\bfridge list\b|\bcheat ?sheet\b|\ba list\b|\b(full|whole|complete) list\b|\bcan'?t remember\b|\bwhat else\b|\b(list|write down) (of )?(everything|all|the foods)\b|\beverything (i|to) (need to |should |must )?avoid\b/,
        MAOI_CHEESE_AND_FERMENTED,
      ),
    ],
    for: MAOI,
    intent: 'medicine_question',
    text: {
      zh: '**单胺氧化酶抑制剂（苯乙肼、利奈唑胺等）饮食清单——服药期间和最后一次服药后两周内都适用：**\n**不能吃：** 陈年（熟成）奶酪：切达、帕玛森、蓝纹、古达、布里等；腌制、风干、发酵或放坏了的肉和鱼：腊肉、腊肠、香肠、火腿、萨拉米、咸鱼、熏鱼、臭鳜鱼；发酵豆制品和酱料：腐乳、臭豆腐、豆豉（包括老干妈这类豆豉辣酱）、豆瓣酱、黄豆酱、大酱、味噌、酱油、鱼露、虾酱；酸菜、泡菜、韩国泡菜、酸笋；蚕豆荚；生啤、扎啤、精酿和自酿啤酒、无醇啤酒；酵母提取物酱（如马麦酱）；放久、变质或储存不当的肉、鱼、禽。\n**可以吃：** 新鲜的肉、鱼、禽、蛋（买回来尽快做或冷冻）；牛奶、酸奶、奶油奶酪、茅屋奶酪、新鲜马苏里拉；新鲜豆腐、豆浆；新鲜蔬菜水果（香蕉果肉可以，香蕉皮不行）；米饭、面食、面包；瓶装或罐装普通啤酒和葡萄酒少量（一天不超过两杯）。\n**药：** 不要自己买感冒药、鼻塞药和止咳药——含伪麻黄碱或去氧肾上腺素的（如新康泰克、白加黑等复方感冒药）、含右美沙芬的止咳药都不能吃；减肥药、提神药、其他抗抑郁药、哌替啶（杜冷丁）也不行；看病、拔牙、买药时都要说你在吃苯乙肼，止痛退烧可以请药师挑单一成分的对乙酰氨基酚。突然剧烈头痛、心跳很快、脖子发硬、大汗，立即就医。',
      en: '**A food list for an MAOI (phenelzine, linezolid …) — while you take it and for two weeks after stopping:**\n**Avoid:** aged cheeses (cheddar, parmesan, blue, gouda, brie); cured, dried, fermented or spoiled meat and fish (salami, pepperoni, sausages, ham, Chinese cured pork and sausage, smoked, salted or fermented fish); fermented soy and sauces (fermented bean curd, stinky tofu, fermented black beans and chilli crisp made with them, soybean and broad-bean pastes, miso, doenjang, soy sauce, fish sauce, shrimp paste); sauerkraut, kimchi and other fermented pickles; broad (fava) bean pods; tap, craft, home-brewed and alcohol-free beer; yeast extract spreads (Marmite, Vegemite); any meat, fish or poultry that is old, spoiled or badly stored.\n**Fine:** fresh meat, fish, poultry and eggs (cook or freeze promptly); milk, yoghurt, cream cheese, cottage cheese, fresh mozzarella; fresh tofu and soy milk; fresh fruit and vegetables (banana flesh yes, banana peel no); rice, pasta, bread; bottled or canned mainstream beer and wine in small amounts (no more than two a day).\n**Medicines:** do not buy cold, decongestant or cough medicines yourself — none with pseudoephedrine or phenylephrine (Sudafed, DayQuil, many multi-symptom products) or dextromethorphan (“DM” cough syrups); no diet pills, stimulants, other antidepressants or pethidine (meperidine); tell every doctor, dentist and pharmacist you take an MAOI, and for pain or fever ask the pharmacist for plain paracetamol (acetaminophen). A sudden severe headache, pounding heart, stiff neck or heavy sweating: emergency help at once.',
    },
    source: {
      ref: 'Nardil (phenelzine) US prescribing information §4 Contraindications (sympathomimetics including pseudoephedrine and phenylephrine; dextromethorphan; meperidine; other antidepressants), §5 (hypertensive crisis) and table of foods; Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104',
    },
  },
  {
    // Answer round 7, zh-155: "冷冻的肉呢" after leftovers on phenelzine.
    id: 'maoi-frozen-meat',
    when: [/冷冻|冻肉|冻的|冻过|解冻|速冻|冻起来|\bfrozen\b|\bfreez|\bthaw/],
    for: MAOI,
    intent: 'medicine_question',
    text: {
      zh: '**冷冻的新鲜肉、鱼可以吃**——冷冻后酪胺基本不再增加，比冷藏更适合保存。注意：买回来的新鲜肉鱼当天用不完就尽快冻；解冻放冰箱冷藏室慢慢解冻或用微波解冻，不要放在室温下一整天；解冻后尽快做、做好尽快吃，不要反复解冻再冻；冻之前已经不新鲜的，冻了也不行。腊肉、香肠、火腿、熏鱼、咸鱼这些即使冷冻也仍然不能吃（本身就富含酪胺）。',
      en: '**Fresh meat and fish that were frozen promptly are fine** — freezing stops tyramine building up, so it is safer than keeping them in the fridge. Freeze fresh meat or fish you will not cook within a day; thaw in the fridge or microwave, not on the counter all day; cook soon after thawing and eat it soon after cooking; do not thaw and refreeze; food that was not fresh before freezing is not made safe by it. Cured, smoked or salted meats and fish (salami, sausages, ham, smoked or salted fish) stay off the menu even if frozen.',
    },
    source: {
      ref: 'Gardner DM et al. J Clin Psychiatry 1996;57:99–104 (fresh or properly frozen meat, poultry and fish); Nardil (phenelzine) US prescribing information, table of foods (improperly stored meat, poultry and fish)',
    },
  },
  {
    // Answer round 7, zh-154, en-121: leftovers on an MAOI.
    id: 'maoi-leftovers',
    when: [
      /剩菜|剩饭|剩的|隔夜|放了.{0,4}天|不新鲜|放久|\bleftovers?\b|\bnot fresh\b|\bold (meat|food|chicken|fish)\b|\bin the fridge for\b/,
    ],
    unless: [/冷冻|冻肉|速冻|\bfrozen\b|\bfreez|清单|列表|\blist\b/],
    for: MAOI,
    intent: 'medicine_question',
    text: {
      zh: '**要注意，但不是不能吃剩菜：** 肉、鱼、禽放久了，细菌会把蛋白质分解成酪胺，冰箱冷藏只是让它变慢，加热也去不掉。做法：做好的荤菜2小时内放进冰箱，尽快吃完，越早越好；冰箱里放了两三天以上的熟肉熟鱼、闻着有味或颜色变了的，不要吃；吃不完的荤菜可以分装冷冻。素菜、米饭、面条这类剩菜酪胺不会明显增加，按一般食品安全处理就行。买肉鱼要新鲜，当天或第二天做，来不及做就冷冻。',
      en: '**Yes, be careful with them, though leftovers are not banned:** as meat, fish and poultry sit, bacteria turn protein into tyramine; the fridge only slows this, and reheating does not remove it. Refrigerate cooked meat dishes within 2 hours and eat them soon — the sooner the better; skip cooked meat or fish that has been in the fridge for more than a couple of days or smells or looks off; freeze portions you will not eat soon. Leftover vegetables, rice and pasta do not build up tyramine in the same way — ordinary food safety applies. Buy meat and fish fresh, cook it within a day or so, or freeze it.',
    },
    source: {
      ref: 'Gardner DM et al. J Clin Psychiatry 1996;57:99–104; Nardil (phenelzine) US prescribing information, table of foods (spoiled or improperly stored meat, poultry and fish); USDA FSIS, Leftovers and Food Safety (2-hour rule)',
    },
  },
  {
    id: 'maoi-banana-avocado-chocolate',
    when: [/香蕉|牛油果|鳄梨|巧克力|可可|\bbananas?\b|\bavocados?\b|\bguacamole\b|\bchocolate\b|\bcocoa\b/],
    for: MAOI,
    intent: 'medicine_question',
    text: {
      zh: '**这几样都可以吃，注意细节：** 香蕉——果肉可以吃，熟一点也没关系，但不要吃香蕉皮（皮里酪胺多，有的菜谱会用）。牛油果——新鲜的可以，熟过头、发软发黑的不要吃。巧克力——适量可以（一天一小块），它含少量咖啡因，大量吃可能让心跳加快、血压升高。奶酪要分开看：奶油奶酪、茅屋奶酪、新鲜马苏里拉可以，切达、帕玛森、蓝纹等陈年奶酪不行。要避开的是陈年奶酪、腌制发酵肉鱼、发酵豆制品和酱料、生啤等富含酪胺的食物。',
      en: '**All of these are fine, with details:** banana — the flesh is fine, even when ripe, but not the peel (rich in tyramine; some recipes use it). Avocado — fresh is fine; skip it when overripe, mushy or brown. Chocolate — moderate amounts (a small bar a day) are fine; it has some caffeine, and a lot can speed the heart and raise blood pressure. Cheese depends on the kind: cream cheese, cottage cheese and fresh mozzarella are fine, aged cheeses such as cheddar, parmesan and blue are not. The foods to avoid are aged cheeses, cured or fermented meat and fish, fermented soy products and sauces, and tap beer.',
    },
    source: {
      ref: 'Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104 (banana peel; avocado; chocolate and caffeine in moderation); Nardil (phenelzine) US prescribing information, table of foods',
    },
  },
  {
    // Answer round 7, zh-121: cheese on phenelzine — mozzarella on pizza.
    id: 'maoi-cheese-pizza',
    when: [
      /奶酪|芝士|起司|乳酪|马苏里拉|披萨|比萨|\bcheeses?\b|\bmozzarella\b|\bpizzas?\b|\bricotta\b|\bfeta\b|\bhalloumi\b|\bparmesan\b|\bcheddar\b|\bbrie\b|\bcream cheese\b|\bcottage\b/,
    ],
    for: MAOI,
    intent: 'medicine_question',
    text: {
      zh: '**不是所有奶酪都不能吃，要区分新鲜的和熟成（陈年）的：** 可以吃：奶油奶酪、茅屋奶酪、里科塔、新鲜马苏里拉，以及独立包装的再制奶酪片——没有长时间熟成，酪胺很少。不能吃：切达、帕玛森、蓝纹、古达、布里、卡芒贝尔等熟成奶酪，以及标着"陈年"的奶酪。**披萨**：大型连锁店用马苏里拉做的普通披萨，研究测出酪胺很低，吃一两块可以；但不要加意大利辣香肠、萨拉米这类腌制肉，撒了大量帕玛森或"多种芝士"的手工披萨也不要吃。奶酪放久、过期或发霉的不要吃。',
      en: '**Not all cheese is off limits — fresh cheese is fine, aged cheese is not.** Fine: cream cheese, cottage cheese, ricotta, fresh mozzarella and individually wrapped processed cheese slices — unripened, with little tyramine. Avoid: cheddar, parmesan, blue cheeses, gouda, brie, camembert and anything sold as aged or mature. **Pizza**: ordinary mozzarella pizza from the large chains measured low in tyramine, so a slice or two is fine; skip pepperoni or salami toppings and gourmet pizzas loaded with parmesan or “four cheeses”. Do not eat cheese that is old, past its date or mouldy.',
    },
    source: {
      ref: 'Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104 (cheeses; pizza); Nardil (phenelzine) US prescribing information, table of foods',
    },
  },
  {
    // Answer round 7, en-122: Korean BBQ with kimchi and doenjang — eating out on an MAOI.
    id: 'maoi-eating-out',
    when: [
      /韩式|韩国|韩餐|烤肉|烧烤|火锅|日料|日本料理|寿司店|外出吃|出去吃|下馆子|聚餐|餐馆|餐厅|饭店|点菜|菜单|外卖|\bkorean\b|\bbbq\b|\bbarbecue\b|\bjapanese\b|\bthai\b|\brestaurants?\b|\beating out\b|\beat out\b|\bhot ?pot\b|\btakeaway\b|\btake-?out\b|\bmenu\b|\bdinner out\b/,
    ],
    for: MAOI,
    intent: 'medicine_question',
    text: {
      zh: '**在外面吃可以，避开发酵的酱料和小菜就行。** 韩式烤肉：现烤的新鲜猪肉、牛肉、鸡肉可以，选原味或盐烤；不要吃泡菜（辣白菜）、大酱和大酱汤、辣椒酱、包饭酱，以及用酱油或大酱腌过的调味肉；生菜、蒜、米饭、蒸蛋可以。火锅：锅底选清汤或番茄，不用腐乳、豆瓣酱、沙茶酱、虾酱做蘸料，麻酱、香油蒜泥、葱花香菜可以；腊肠、午餐肉、鱼丸虾滑不确定新鲜度的少点。日料：不喝味噌汤、少蘸酱油；新鲜刺身、寿司饭、天妇罗可以。泰国菜、越南菜的鱼露、虾酱也要避开。点菜时可以直接说"不放酱油、大酱和泡菜"。',
      en: '**Eating out is fine — skip the fermented sauces and side dishes.** Korean BBQ: freshly grilled plain or salt-only pork, beef and chicken are fine; skip kimchi, doenjang (and doenjang stew), gochujang, ssamjang and meat marinated in soy sauce or bean paste; lettuce wraps, garlic, rice and steamed egg are fine. Japanese: no miso soup and go easy on soy sauce; fresh sashimi, sushi rice and tempura are fine. Thai and Vietnamese: avoid fish sauce and shrimp paste. Hot pot: a plain or tomato broth, and dips without fermented bean curd or bean paste. Ask the kitchen to leave out soy sauce, bean paste and kimchi.',
    },
    source: {
      ref: 'Gardner DM et al. The making of a user friendly MAOI diet. J Clin Psychiatry 1996;57:99–104 (soy sauce, fermented soybean products, sauerkraut); Nardil (phenelzine) US prescribing information, table of foods',
    },
  },
  {
    // Answer round 7, zh-044: Red Bull to stay awake on phenelzine, and the drowsiness.
    id: 'maoi-energy-drinks-drowsiness',
    when: [
      /红牛|功能饮料|能量饮料|魔爪|东鹏|提神|犯困|老困|嗜睡|没精神|\bred ?bull\b|\bmonster\b|\benergy drinks?\b|\bpre-?workout\b|\bdrowsy\b|\bsleepy\b|\btired all the time\b|\bno energy\b/,
    ],
    for: MAOI,
    intent: 'medicine_question',
    text: {
      zh: '**红牛这类功能饮料最好不要喝。** 大量咖啡因加上其他"提神"成分（瓜拉那、人参、酪氨酸等）和苯乙肼一起，可能让心跳加快、血压升高；每天一两杯普通咖啡或茶一般可以，不要一次喝很多。**老犯困**：白天困倦、起身头晕是苯乙肼常见的副作用。可以试：固定时间睡觉起床，白天多到户外晒太阳、活动；少量多餐；起床、起身动作慢一点。困得影响开车或工作，告诉精神科医生——医生可能调整吃药时间或剂量，请不要自己改。',
      en: '**Better skip energy drinks like Red Bull.** A big dose of caffeine plus other “energy” ingredients (guarana, ginseng, tyrosine) with phenelzine can speed the heart and raise blood pressure; one or two ordinary coffees or teas a day are generally fine, just not a lot at once. **The sleepiness**: daytime drowsiness and dizziness on standing are common phenelzine side effects. Try regular sleep and wake times, daylight and activity during the day, smaller meals, and getting up slowly. If it affects driving or work, tell your psychiatrist — they may change the timing or dose; do not change it yourself.',
    },
    source: {
      ref: 'Nardil (phenelzine) US prescribing information §5 and §6 Adverse reactions (drowsiness, orthostatic hypotension); Gardner DM et al. J Clin Psychiatry 1996;57:99–104 (caffeine)',
    },
  },
  {
    // Answer round 7, en-120: tyrosine (and ginseng) supplements for energy on Nardil.
    id: 'maoi-amino-acid-supplements',
    when: [
      /酪氨酸|色氨酸|苯丙氨酸|羟色氨酸|5-?htp|\btyrosine\b|\btryptophan\b|\bphenylalanine\b|\bl-?dopa\b|\bsam-e\b/,
    ],
    for: MAOI,
    intent: 'herbal_remedy',
    text: {
      zh: '**不要吃。** 酪氨酸、苯丙氨酸是身体合成去甲肾上腺素的原料，和苯乙肼合用可能让血压升高；色氨酸、5-羟色氨酸会增加血清素，和苯乙肼合用可能引起血清素综合征（发热、大汗、肌肉抽动、意识混乱）。"提神""专注""助眠"类保健品和健身补剂常含这些成分，买之前把成分表给药师看。人参类产品同样要避开。肉、蛋、奶、豆制品里的蛋白质正常吃没问题。想恢复精力，先和精神科医生谈。',
      en: '**Do not take them.** Tyrosine and phenylalanine are building blocks of noradrenaline and can raise blood pressure with phenelzine; tryptophan and 5-HTP raise serotonin and can cause serotonin syndrome with it (fever, sweating, muscle twitching, confusion). “Energy”, “focus”, sleep and gym supplements often contain them — show the label to your pharmacist before buying. Avoid ginseng products too. Protein from ordinary food (meat, eggs, dairy, soy) is fine. To get your energy back, talk to your psychiatrist.',
    },
    source: {
      ref: 'Nardil (phenelzine) US prescribing information §4 Contraindications and §5 (serotonin syndrome, hypertensive reactions); Stockley’s Drug Interactions (Pharmaceutical Press), MAOIs + tryptophan, + tyrosine',
    },
  },
  // ——— Isotretinoin ———
  {
    // Answer round 7, zh-028, en-129: dry lips — fish oil or vitamin E?
    id: 'isotretinoin-dry-lips-skin',
    when: [
      /嘴唇|唇|嘴巴干|嘴干|口干|干裂|脱皮|起皮|皮肤干|眼睛干|干眼|\blips?\b|\bdry (skin|eyes?|mouth)\b|\bchapped\b|\bcracked\b|\bpeeling\b|\bflaky\b/,
    ],
    for: ISOTRETINOIN,
    intent: 'medicine_question',
    text: {
      zh: '**鱼油、维生素E对"A酸嘴"帮助不大**：个别小研究提示鱼油可能减轻皮肤干燥，但证据很弱；维生素E胶囊吃了也没有证明有用。真正管用的是外用：无香料的润唇膏或凡士林随身带，一天涂很多次，睡前厚涂一层；别舔嘴唇、别撕死皮；洗脸用温和洗面奶，洗后马上涂保湿霜；屋里干可以开加湿器；喝够水。**不要吃任何含维生素A的补充剂**，包括鱼肝油（和鱼油不同，鱼肝油含大量维生素A）。嘴角裂口出血、眼睛干痛或看东西模糊，告诉皮肤科医生。',
      en: '**Fish oil and vitamin E capsules do little for isotretinoin lips**: one or two small studies hint that fish oil may ease dryness, but the evidence is weak, and vitamin E capsules have not been shown to help. What works is on the outside: an unscented lip balm or petroleum jelly carried with you and applied many times a day, a thick layer at bedtime; do not lick or peel your lips; a gentle cleanser and moisturiser straight after washing; a humidifier in a dry room; enough water. **No supplements with vitamin A**, including cod liver oil (unlike fish oil, it is rich in vitamin A). Cracked, bleeding corners of the mouth, painful dry eyes or blurred vision: tell your dermatologist.',
    },
    source: {
      ref: 'Absorica / Accutane (isotretinoin) US prescribing information §5 and §17 (vitamin A supplements; dry lips, skin and eyes); American Academy of Dermatology, Isotretinoin: managing side effects',
    },
  },
  {
    // Answer round 7, zh-109, en-130: carrots and sweet potato when told "no vitamin A".
    id: 'isotretinoin-beta-carotene-foods',
    when: [
      /胡萝卜|南瓜|红薯|地瓜|芒果|菠菜|西兰花|(猪|鸡|鸭|羊|牛|动物)肝|\bcarrots?\b|\bsweet potato(es)?\b|\bpumpkin\b|\bmangoe?s?\b|\bspinach\b|\bbeta-?carotene\b|\b(chicken|beef|pork|lamb|calf) livers?\b|\b(eat|eating|have) (some )?liver\b|\bpâté\b|\bpate\b|胡萝卜素/,
    ],
    for: ISOTRETINOIN,
    intent: 'medicine_question',
    text: {
      zh: '**胡萝卜、南瓜、红薯、芒果、菠菜照常吃就行。** 它们含的是β-胡萝卜素，身体按需要才把它转成维生素A，吃多了也不会造成维生素A过量（最多手掌皮肤发黄，少吃就退）。医生说的"不要补维生素A"，指的是含维生素A（视黄醇）的补充剂、复合维生素和鱼肝油。要少吃的是动物肝脏：猪肝的维生素A含量极高，吃一小份就可能接近成人一天的可耐受最高摄入量，吃A酸期间尽量不吃。',
      en: '**Carrots, sweet potato, pumpkin, mango and spinach are fine — eat them as usual.** They contain beta-carotene, which the body turns into vitamin A only as needed, so food amounts cannot cause vitamin A excess (at most a yellowish tinge to the palms that fades). “No vitamin A” means supplements with retinol: vitamin A tablets, multivitamins with vitamin A, cod liver oil. The food to limit is liver and liver pâté: a small serving of liver can come close to or exceed the adult upper limit of 3,000 µg vitamin A a day, so avoid it while on isotretinoin.',
    },
    source: {
      ref: 'Absorica / Accutane (isotretinoin) US prescribing information §5 (vitamin A supplements); NIH ODS Vitamin A and Carotenoids Fact Sheet for Health Professionals (beta-carotene not toxic; liver); 中国食物成分表（标准版第6版）; 中国居民膳食营养素参考摄入量（2023版）维生素A可耐受最高摄入量',
    },
  },
  {
    // Answer round 7, zh-051: raised blood lipids on isotretinoin — what to eat before the recheck.
    id: 'isotretinoin-lipids-diet',
    when: [/血脂|甘油三酯|三酰甘油|胆固醇|\blipids?\b|\bcholesterol\b|\btriglycerides?\b/],
    for: ISOTRETINOIN,
    intent: 'medicine_question',
    text: {
      zh: '**异维A酸最常让甘油三酯升高，这一个月饮食重点是：** 不喝酒（酒精让甘油三酯升得最快）；含糖饮料、奶茶、果汁、甜点尽量不喝不吃；主食定量，一半换成杂粮、燕麦、薯类；油炸食品、肥肉、动物油少吃；每周吃两次鱼（吃鱼肉，不吃鱼肝油）；蔬菜每天300–500克。抽血前一天别大吃大喝，按医生的要求空腹去抽血。结果偏高时是否需要调整剂量由皮肤科医生决定。',
      en: '**Isotretinoin mostly raises triglycerides; for this month:** no alcohol (it raises triglycerides fastest); cut sugary drinks, juice, sweets and desserts; measured starchy food with half as whole grains, oats or potatoes; little fried food, fatty meat and animal fat; fish twice a week (the fish itself, not cod liver oil); plenty of vegetables. Avoid a big meal or drinks the day before, and fast before the test as instructed. If the result is high, your dermatologist decides whether to adjust the dose.',
    },
    source: {
      ref: 'Absorica / Accutane (isotretinoin) US prescribing information §5 (lipids); 中国血脂管理指南（2023年）生活方式干预; 中国居民膳食指南（2022）',
    },
  },
  {
    // Seventh clinician review of 2026-11-26 (en E §6): raised triglycerides on acitretin got a folate
    // food list, then "no reliable rule".
    id: 'acitretin-lipids-diet',
    when: [/血脂|甘油三酯|三酰甘油|胆固醇|\blipids?\b|\bcholesterol\b|\btriglycerides?\b/],
    for: ACITRETIN,
    intent: 'medicine_question',
    ...ACITRETIN_LIPIDS_DIET,
  },
  {
    // Seventh clinician review of 2026-11-26 (en E §6): raised triglycerides on acitretin got a folate
    // food list, then "no reliable rule".
    // A figure typed with the diet question ("my triglycerides went up to 300 since soriatane, diet tips?"): the diet is
    // the question, before the lab reader, which names the medicine too (forty-fourth clinician review's notes).
    id: 'acitretin-lipids-diet-with-value',
    when: [
      /血脂|甘油三酯|三酰甘油|胆固醇|\blipids?\b|\bcholesterol\b|\btriglycerides?\b/,
      /饮食|怎么吃|吃什么|饭菜|调整|\bdiet\b|\bfoods?\b|\beat\b|\btips?\b/,
      /\d/,
    ],
    beforeLabs: true,
    for: ACITRETIN,
    intent: 'medicine_question',
    ...ACITRETIN_LIPIDS_DIET,
  },
  {
    // Answer round 7, en-126: taken with a fatty meal, breakfast skipped — is whole milk enough?
    id: 'isotretinoin-with-food',
    when: [
      /全脂|算不算|够不够|不吃早饭|不吃早餐|\bwhole milk\b|\bfull[- ]fat\b|\bskip breakfast\b|\bdon'?t eat breakfast\b/,
      /油|脂肪|饭|餐|牛奶|\bfat(ty)?\b|\bmeals?\b|\bfood\b|\bmilk\b|\bbreakfast\b/,
    ],
    unless: [/米诺|四环素|多西环素|\bminocycline\b|\bdoxycycline\b/],
    for: ISOTRETINOIN,
    intent: 'medicine_question',
    text: {
      zh: '**异维A酸要随餐吃，最好是有一定油脂的正餐**：药是脂溶性的，空腹吃吸收会少很多（个别剂型空腹也可以，看你药盒说明书）。不吃早饭的话，改在午饭或晚饭时吃就行，不需要为了吃药专门吃早饭；每天固定在同一顿饭。一杯全脂牛奶（250毫升约含8克脂肪）比空腹好，但不如一顿正常的饭。另外，米诺环素和异维A酸不能合用（可能引起颅内压增高），如果两种都在吃，请尽快联系皮肤科医生。',
      en: '**Take isotretinoin with a meal, ideally a proper one with some fat in it**: the drug is fat-soluble and much less is absorbed on an empty stomach (one brand can be taken without food — check your pack). If you skip breakfast, take it with lunch or dinner instead; there is no need to eat breakfast just for it; keep to the same meal every day. A glass of whole milk (about 8 g fat in 250 ml) is better than nothing but not as good as a meal. Also: minocycline must not be taken with isotretinoin (raised pressure around the brain) — if you take both, contact your dermatologist soon.',
    },
    source: {
      ref: 'Accutane (isotretinoin) US prescribing information §2 (take with a meal) and §4/§5.3 (tetracyclines); Absorica US prescribing information §2 (with or without meals); 中国食物成分表（标准版第6版）（全脂牛奶脂肪约3.2克/100克）',
    },
  },
  // ——— Osteoporosis and alendronate ———
  {
    // Answer round 7, zh-020: "那加牛奶做成拿铁呢" after coffee.
    id: 'bones-latte',
    when: [
      /拿铁|加(点)?(牛)?奶|奶咖|咖啡.{0,4}奶|\blattes?\b|\bwith milk\b|\bcappuccinos?\b|\bflat whites?\b/,
    ],
    unless: [
      /奶茶/,
      // A sachet or powder taken with milk is no latte (blind answer round 60, en-074: a vitamin D sachet).
      /冲剂|颗粒|一包|那包|\bsachets?\b|\bgranules\b|\bpowder\b/,
      /(?<!拿)铁|\biron\b|甲状腺|优甲乐|雷替斯|加衡|\bthyroid\b|\blevothyroxine\b|\bsynthroid\b|\beltroxin\b|\bthyronorm\b|\bthyrox\b|钙|\bcalcium\b|镁|\bmagnesium\b|锌|\bzinc\b|补充剂|\bsupplements?\b|药|\bpills?\b|\btablets?\b|\bmedicines?\b|\bswallow\b|\balendron(ate|ic acid)\b|\bfosamax\b|膦酸|福善美|隔多久|多久|\bhow long\b|\bwait\b/,
    ],
    for: BONES,
    notFor: { said: /(?<!拿)铁|\biron\b|甲状腺|优甲乐|雷替斯|\bthyroid\b|\blevothyroxine\b|\bsynthroid\b/ },
    intent: 'goals',
    text: {
      zh: '**拿铁更好**：一杯拿铁里约200毫升牛奶，能多补约200毫克钙，抵消咖啡那一点影响还有富余。如果在吃阿仑膦酸钠这类双膦酸盐，吃药那天早上，吃药后至少30分钟内不能喝——牛奶里的钙和咖啡都会挡住药的吸收；30分钟后、吃过早饭再喝。其他日子什么时候喝都行，一天一两杯为宜。',
      en: '**A latte is even better**: the roughly 200 ml of milk in it adds about 200 mg of calcium, more than making up for the coffee’s small effect. If you take alendronate or another bisphosphonate, only on the tablet morning: nothing but plain water for at least 30 minutes after the tablet — milk’s calcium and coffee both block absorption; have it after that, with breakfast. On other days any time is fine; one or two a day is sensible.',
    },
    source: {
      ref: 'Fosamax (alendronate) US prescribing information §2.5; 中国食物成分表（标准版第6版）（牛奶钙约100毫克/100克）; Heaney RP. Effects of caffeine on bone and the calcium economy. Food Chem Toxicol 2002;40:1263',
    },
  },
  {
    // Answer round 7, zh-019: "每天早上习惯喝杯咖啡，对骨头有影响吗".
    id: 'bones-coffee',
    when: [
      /咖啡|美式|浓缩|\bcoffee\b|\bespresso\b|\bcaffeine\b/,
      // A bare "那咖啡呢？" after iron or calcium is the pairing's follow-up, not this question.
      /骨|钙流失|影响|伤|不好|有害|可以喝|能喝|能不能喝|几杯|\bbones?\b|\bosteopor|\bbad\b|\bharm|\bok(ay)?\b|\bsafe\b|\bweaken|\baffect|\bleach|\bhow many\b|\bcups?\b/,
    ],
    // Coffee beside iron, a thyroid pill, calcium or the alendronate itself: the timing rules answer;
    // coffee with milk is the latte row.
    unless: [
      /拿铁|加(点)?(牛)?奶|奶咖|\blattes?\b|\bwith milk\b|\bcappuccinos?\b|\bflat whites?\b/,
      /(?<!拿)铁|\biron\b|甲状腺|优甲乐|雷替斯|加衡|\bthyroid\b|\blevothyroxine\b|\bsynthroid\b|\beltroxin\b|\bthyronorm\b|\bthyrox\b|钙|\bcalcium\b|镁|\bmagnesium\b|锌|\bzinc\b|补充剂|\bsupplements?\b|药|\bpills?\b|\btablets?\b|\bmedicines?\b|\bswallow\b|\balendron(ate|ic acid)\b|\bfosamax\b|膦酸|福善美|隔多久|多久|\bhow long\b|\bwait\b/,
    ],
    for: BONES,
    notFor: { said: /(?<!拿)铁|\biron\b|甲状腺|优甲乐|雷替斯|\bthyroid\b|\blevothyroxine\b|\bsynthroid\b/ },
    intent: 'goals',
    text: {
      zh: '**每天一两杯咖啡对骨头影响很小，可以喝。** 每100毫克咖啡因（约一杯咖啡）大约让钙多流失几毫克，每天多喝一口牛奶就补回来了；骨质疏松指南建议的是避免过量，成人一天咖啡因不超过400毫克（约3–4杯）。如果在吃阿仑膦酸钠这类双膦酸盐，要注意时间：吃药那天早上，吃药后至少等30分钟、吃早饭时再喝咖啡——咖啡会让药几乎吸收不了。',
      en: '**One or two cups of coffee a day has very little effect on bone — it is fine.** Each 100 mg of caffeine (about a cup) costs only a few milligrams of calcium, made up by a splash of milk; the osteoporosis guideline only advises against excess, and adults should keep caffeine under 400 mg a day (about 3–4 cups). If you take alendronate or another bisphosphonate, timing matters: on the tablet morning, wait at least 30 minutes after the tablet and have coffee with breakfast — coffee stops the tablet being absorbed.',
    },
    source: {
      ref: 'Heaney RP. Effects of caffeine on bone and the calcium economy. Food Chem Toxicol 2002;40:1263; 原发性骨质疏松症诊疗指南（2022）（避免过量饮用咖啡）; EFSA Scientific Opinion on the safety of caffeine (2015); Fosamax US prescribing information §2.5',
    },
  },
  {
    // Answer round 7, zh-063: "天天熬骨头汤补钙，熬得白白的，有用吗".
    id: 'bone-broth-calcium',
    when: [/骨头汤|骨汤|大骨汤|筒骨汤|猪骨汤|排骨汤|棒骨|\bbone broth\b|\bbone soup\b|\bbone stock\b/],
    for: { ...BONES, said: /骨质疏松|骨量|补钙|钙|\bcalcium\b|\bosteopor|\bbones?\b/ },
    // Kidney disease, pregnancy and breastfeeding have their own broth rows.
    notFor: {
      conditions: ['kidney_disease', 'dialysis'],
      lifeStages: ['pregnant_t1', 'pregnant_t2', 'pregnant_t3', 'lactating'],
    },
    intent: 'goals',
    text: {
      zh: '**骨头汤补不了钙。** 骨头里的钙很难溶进汤里，熬得再久、再白，一碗汤里的钙也远不如一杯牛奶（250毫升约250毫克）；汤发白是脂肪乳化的颜色，不是钙，还带来不少脂肪、盐和嘌呤。50岁以上每天需要钙约1000–1200毫克，更有效的来源：牛奶或酸奶每天300–500克，北豆腐一块（100克约140毫克），深绿叶菜（油菜、小白菜），芝麻酱，连骨吃的小鱼小虾。饭菜不够的部分再由钙片补，你的方案会算进去。',
      en: '**Bone broth does not supply calcium.** Very little of the bone’s calcium dissolves into the soup, however long it simmers: a bowl has far less than a glass of milk (about 250 mg in 250 ml); the milky colour is emulsified fat, not calcium, and it brings fat, salt and purines. After 50 you need about 1,000–1,200 mg calcium a day; better sources are milk or yoghurt (300–500 g a day), firm tofu (about 140 mg per 100 g), dark leafy greens such as bok choy, sesame paste, and small fish eaten with their bones. A calcium tablet covers what food does not — your plan counts it.',
    },
    // For a person who chokes, no small bones or sticky paste (blind answer round 16, zh-053; IDDSI 2019).
    ifSwallowing: {
      zh: '**骨头汤补不了钙。** 骨头里的钙很难溶进汤里，熬得再久、再白，一碗汤里的钙也远不如一杯牛奶（250毫升约250毫克）；汤发白是脂肪乳化的颜色，不是钙，还带来不少脂肪、盐和嘌呤。50岁以上每天需要钙约1000–1200毫克。吃东西容易呛的人，选软、烂、湿润、好咽的钙来源：牛奶或酸奶每天300–500克（喝牛奶也会呛的话，请言语治疗师看看要不要增稠），嫩豆腐或炖软的北豆腐（100克北豆腐约140毫克），切碎煮软的深绿叶菜（油菜、小白菜）拌进粥里，蒸蛋羹。饭菜不够的部分再由钙片补，你的方案会算进去；钙片大、不好咽的话，请药师推荐咀嚼片或冲剂。食物要做成什么性状，请让言语治疗师做吞咽评估后决定。',
      en: '**Bone broth does not supply calcium.** Very little of the bone’s calcium dissolves into the soup, however long it simmers: a bowl has far less than a glass of milk (about 250 mg in 250 ml); the milky colour is emulsified fat, not calcium, and it brings fat, salt and purines. After 50 you need about 1,000–1,200 mg calcium a day. For someone who chokes easily, choose soft, moist, easy-to-swallow sources: milk or yoghurt (300–500 g a day — if even milk makes her cough, ask a speech-language therapist whether drinks need thickening), silken tofu or well-stewed firm tofu (about 140 mg per 100 g of firm tofu), dark leafy greens such as bok choy chopped and cooked soft into porridge, and steamed egg custard. A calcium tablet covers what food does not — your plan counts it; if the tablet is large and hard to swallow, ask the pharmacist for a chewable or powder form. How soft food should be is for a speech-language therapist to set after a swallow assessment.',
    },
    source: {
      ref: '原发性骨质疏松症诊疗指南（2022）（50岁及以上每日钙1000–1200毫克）; 中国居民膳食指南（2022）（奶及奶制品300–500克/天）; 中国食物成分表（标准版第6版）',
    },
  },
  {
    // Answer round 7, en-150: "is sparkling water bad for your bones?"
    id: 'bones-sparkling-water',
    when: [
      /苏打水|气泡水|碳酸饮料|汽水|可乐(?!果(?!汁))|\bsparkling\b|\bfizzy\b|\bsodas?\b|\bcarbonated\b|\bcola\b|\bseltzer\b|\bcoke\b/,
    ],
    for: BONES,
    intent: 'goals',
    text: {
      zh: '**单纯的气泡水（苏打水）不伤骨头，每天一升可以。** 研究中和女性骨密度降低有关的是可乐（含磷酸和咖啡因，常常还替代了牛奶），不是气泡本身。两点注意：如果在吃阿仑膦酸钠这类双膦酸盐，吃药那天早上只能用白开水送药，吃药后30分钟内不喝气泡水或矿泉水；有的苏打水加了钠（看标签），喝得多会增加盐的摄入。',
      en: '**Plain sparkling water does not harm bones — a litre a day is fine.** The drink linked with lower bone density in women is cola (phosphoric acid and caffeine, often replacing milk), not the bubbles. Two points: if you take alendronate or another bisphosphonate, on the tablet morning take it with plain still water and have no sparkling or mineral water for 30 minutes after; some soda waters have added sodium (check the label), which adds up if you drink a lot.',
    },
    source: {
      ref: 'Tucker KL et al. Colas, but not other carbonated beverages, are associated with low bone mineral density in older women: the Framingham Osteoporosis Study. Am J Clin Nutr 2006;84:936; Fosamax (alendronate) US prescribing information §2.5',
    },
  },
  {
    // Answer round 7, en-151: "do I need vitamin K2 with my calcium and D?"
    id: 'bones-vitamin-k2',
    when: [/维生素k|维k|\bk2\b|mk-?7|\bvitamin k\b|\bvit k\b/],
    for: BONES,
    notFor: { medicines: ['anticoagulant'] },
    intent: 'goals',
    text: {
      zh: '**不需要专门买维生素K2保健品。** 没有可靠证据表明在钙和维生素D之外加保健品K2（多为MK-7）能减少骨折；中国骨质疏松指南里提到的是医生开的处方药四烯甲萘醌（一种大剂量的维生素K2），要不要用由医生决定，不是保健品能代替的。绿叶菜（菠菜、西兰花、油菜）、纳豆、奶酪里本来就有维生素K，正常吃饭就够。钱更值得花在每天的奶制品、够量的维生素D、按时吃阿仑膦酸钠和每周几次负重与力量锻炼上。',
      en: '**You do not need to buy a vitamin K2 supplement.** There is no good evidence that adding K2 (usually MK-7) to calcium and vitamin D prevents fractures; where a guideline mentions vitamin K2 (China’s), it means the prescription medicine menatetrenone at a high dose, a doctor’s decision, not a shop supplement. Green leafy vegetables, natto and cheese already provide vitamin K. Your money is better spent on daily dairy, enough vitamin D, taking your alendronate correctly and weight-bearing and strength exercise several times a week.',
    },
    source: {
      ref: 'NIH ODS Vitamin K Fact Sheet for Health Professionals (osteoporosis); 原发性骨质疏松症诊疗指南（2022）（四烯甲萘醌）',
    },
  },
  {
    // Answer round 7, en-152: "and magnesium, does that help bones too".
    id: 'bones-magnesium',
    when: [
      /镁|\bmagnesium\b/,
      /骨|帮助|有用|需要|要不要|有没有必要|\bbones?\b|\bhelps?\b|\bneed\b|\bworth\b|\bshould i\b/,
    ],
    unless: [
      // "一起补" asks whether to take magnesium as well (blind answer round 20 zh-153: "那镁要不要一起补"), not
      // whether to take two things at the same time.
      /一起(?!补)|同时(?!补)|隔多久|多久|\btogether\b|\bsame time\b|\bhow long\b|\bwait\b/,
      /什么时候|几点|多少|毫克|剂量|买|钾|\bwhen\b|\bmg\b|\btoo much\b|\bdose\b|\bbuy\b|\bpotassium\b/,
    ],
    for: BONES,
    intent: 'goals',
    text: {
      zh: '**大多数人从饭菜里得到的镁就够，不需要为骨头专门补。** 镁对骨骼确实重要，但没有证据表明饮食正常的人额外吃镁片能减少骨折。多吃含镁的食物：全谷物和杂粮、豆类和豆腐、一小把坚果（约25克）、深绿叶菜。50岁以上女性每天推荐约320毫克，来自补充剂的镁每天不超过350毫克（多了会腹泻）。如果医生让你吃镁，要和阿仑膦酸钠分开：吃药那天至少30分钟后，最好放到午饭或晚饭时。',
      en: '**Most people get enough magnesium from food; you do not need a supplement for your bones.** Magnesium matters for bone, but there is no evidence that extra magnesium prevents fractures in people who eat normally. Eat magnesium-rich foods: whole grains, beans and tofu, a small handful of nuts (about 25 g), dark leafy greens. Women over 50 need about 320 mg a day, and supplements should stay under 350 mg a day (more causes diarrhoea). If your doctor does suggest magnesium, keep it away from alendronate: on the tablet day, with lunch or dinner.',
    },
    source: {
      ref: 'NIH ODS Magnesium Fact Sheet for Health Professionals (RDA women 51+ 320 mg; UL from supplements 350 mg; osteoporosis); Fosamax (alendronate) US prescribing information §2.5 and §7',
    },
  },
  {
    // Answer round 7, en-148: "Does omeprazole stop my calcium working? I take calcium carbonate".
    id: 'calcium-carbonate-with-ppi',
    when: [
      /奥美拉唑|洛赛克|泮托拉唑|埃索美拉唑|耐信|雷贝拉唑|兰索拉唑|抑酸药|\bomeprazole\b|\bprilosec\b|\blosec\b|\bnexium\b|\besomeprazole\b|\bpantoprazole\b|\blansoprazole\b|\brabeprazole\b|\bppis?\b|\bacid (reducers?|blockers?)\b/,
      /钙|\bcalcium\b|\btums\b|钙尔奇|\bcaltrate\b/,
    ],
    // "Stop my PPI and take calcium instead" is the never-stop answer, not this one.
    unless: [
      /停|不想吃|不吃了|改吃|换成|代替|替代|\binstead\b|\bquit\b|\breplace\b|\bcome off\b|\bget off\b|\bstop (taking )?(my |the )?(ppis?|omeprazole|nexium|prilosec|losec|esomeprazole|pantoprazole|lansoprazole|rabeprazole|acid)\b/,
    ],
    // A high calcium, sarcoidosis or hyperparathyroidism: rows-hypercalcaemia.ts answers.
    notFor: HYPERCALCAEMIA,
    intent: 'supplement_timing',
    text: {
      zh: '**会有些影响，但有简单的办法。** 碳酸钙要靠胃酸溶解，吃奥美拉唑这类抑酸药时，空腹吃碳酸钙吸收会变差。办法：碳酸钙一定随餐吃（吃饭时胃酸最多）；或者换成枸橼酸钙，它空腹、随餐都能吸收，更适合长期吃抑酸药的人（枸橼酸钙每片含钙较少，片数可能要多）。每次吃的元素钙不超过500毫克，量大就分两次。奥美拉唑请照医生的安排吃，要不要长期吃，复诊时问医生。如果还在吃阿仑膦酸钠，钙片仍然放在当天午饭或晚饭时吃。',
      en: '**It does somewhat, and the fix is simple.** Calcium carbonate needs stomach acid to dissolve, so on an acid reducer such as omeprazole it is absorbed less when taken on an empty stomach. Take the carbonate with meals (when acid is highest), or switch to calcium citrate, which is absorbed with or without food and suits people on long-term acid reducers (citrate tablets hold less calcium, so you may need more of them). Take no more than 500 mg of calcium at a time; split larger amounts. Keep taking omeprazole as prescribed and ask your doctor at the next review whether you still need it long term. If you also take alendronate, the calcium still goes with lunch or dinner.',
    },
    source: {
      ref: 'NIH ODS Calcium Fact Sheet for Health Professionals (forms: carbonate with food, citrate with or without; ≤500 mg at a time; proton pump inhibitors)',
      url: 'https://ods.od.nih.gov/factsheets/Calcium-HealthProfessional/',
    },
  },
  // ——— Sertraline and breastfeeding ———
  {
    // Answer round 7, en-040: "does it matter what time I take it compared to feeds".
    id: 'sertraline-timing-feeds',
    when: [
      /几点|什么时间|什么时候吃|早上吃|晚上吃|错开|隔开|\bwhat time\b|\btiming\b|\btime (my|it|the)\b|\bwhen (should|do) i take\b|\btime i take\b|\bmorning or (night|evening)\b/,
      /奶|喂|哺乳|\bfeeds?\b|\bfeeding\b|\bbreast|\bnursing\b|\bbaby\b/,
    ],
    for: { medicines: ['sertraline'] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**一般不需要为了喂奶专门调整吃药时间。** 舍曲林进入乳汁的量本来就很少，躲开乳汁里浓度最高的时间能减少的也有限；每天固定一个时间吃就行，早上或晚上都可以，按医生说的来。如果宝宝是早产儿、还很小，或者显得特别困、吃奶差，可以问医生或药师要不要安排在宝宝睡长觉之前吃，同时告诉儿科医生。',
      en: '**Usually there is no need to time your dose around feeds.** Very little sertraline reaches breast milk, and avoiding the peak lowers it only a little; take it at the same time every day, morning or evening as your prescriber advised. If your baby was premature or is very young, or seems unusually sleepy or feeds poorly, ask your doctor or pharmacist whether to take it before the baby’s longest sleep, and tell the paediatrician.',
    },
    source: {
      ref: 'LactMed (NLM), Sertraline (updated 2024)',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK501191/',
    },
  },
  {
    // Answer round 7, en-039: "Does sertraline get into my breast milk much? … should I stop feeding".
    id: 'sertraline-breastfeeding',
    when: [
      /奶|哺乳|喂奶|母乳|\bbreast ?(milk|feed|feeding)\b|\bbreastfe[de]|\bnursing\b|\bfeeding\b/,
      /舍曲林|左洛复|\bsertraline\b|\bzoloft\b|抗抑郁|\bantidepressants?\b|这个药|吃药|\bmedication\b|\bmy meds\b|\bpills?\b/,
    ],
    unless: [
      /减肥|减重|少吃|热量|卡路里|\blose\b|\bcalories\b|\bweight\b|鱼油|维生素|\bfish oil\b|\bvitamins?\b/,
      /褪黑素|草药|补充剂|\bmelatonin\b|\bherbs?\b|\bherbal\b|\bsupplements?\b/,
      // Fenugreek and brewer's yeast are the galactagogue row's (rows-standard-pregnancy.ts).
      /葫芦巴|胡芦巴|啤酒酵母|酿酒酵母|\bfenugreek\b|\bbrewer'?s yeast\b/,
      /饮食|忌口|\bdiet\b|\bfoods?\b|酒|\bwine\b|\bbeers?\b|\balcohol\b|\bdrinks?\b|咖啡|\bcoffee\b|\bcaffeine\b|\bwait\b|等多久|隔多久/,
    ],
    for: { medicines: ['sertraline'] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以继续喂奶。舍曲林是哺乳期最常用、研究最多的抗抑郁药之一**：进入乳汁的量很少，宝宝通过母乳得到的只有妈妈按体重算剂量的百分之几，大多数吃母乳的宝宝血里几乎测不到，50毫克是常用剂量。需要留意宝宝的：异常嗜睡、吃奶明显变差、体重不长或特别烦躁——出现就告诉儿科医生；早产儿和出生头几周的宝宝要更留心。请不要自行停药，也不必因为别人担心而断奶：突然中断用药可能让抑郁复发或出现撤药反应，有顾虑请和开药的医生商量。',
      en: '**You can keep breastfeeding. Sertraline is one of the most used and best studied antidepressants in breastfeeding**: very little gets into milk — the baby receives only a few per cent of your weight-adjusted dose, and in most breastfed babies it is barely detectable in the blood; 50 mg is a usual dose. Watch the baby for unusual sleepiness, poor feeding, poor weight gain or marked irritability, and tell the paediatrician if you see them; take extra care with a premature or newborn baby. Do not stop the medicine or weaning because someone is worried: stopping suddenly can bring the depression back or cause withdrawal effects — discuss any concern with your prescriber.',
    },
    source: {
      ref: 'LactMed (NLM), Sertraline (updated 2024); NICE CG192 Antenatal and postnatal mental health (2014, updated 2020) §1.4 (treatment decisions in breastfeeding)',
      url: 'https://www.ncbi.nlm.nih.gov/books/NBK501191/',
    },
  },
  {
    // Answer round 7, en-044: a glass of wine on sertraline while breastfeeding (the alcohol part).
    id: 'sertraline-alcohol',
    when: [
      /喝酒|饮酒|喝点酒|喝杯酒|啤酒|红酒|葡萄酒|白酒|鸡尾酒|酒精|\balcohol\b|\bwine\b|\bbeers?\b|\bprosecco\b|\bcocktails?\b|\bdrinking\b/,
      /舍曲林|左洛复|\bsertraline\b|\bzoloft\b|抗抑郁|\bantidepressants?\b/,
    ],
    for: { medicines: ['sertraline'] },
    // With an opioid too, alcohol is the opioid's boxed warning (medicine-diet `alcohol-opioid`).
    notFor: { medicines: ['opioid'] },
    // "Can I have a glass of wine on date night? Does it matter that I'm on zoloft AND nursing?" (blind
    // answer round 20, en-043) was split into the two lactation answers, and the alcohol-with-sertraline
    // this row says was lost: it answers the whole message.
    wholeMessage: true,
    intent: 'pregnancy_lactation',
    text: {
      zh: '**舍曲林的说明书不建议同时喝酒**：酒精会加重困倦、头晕，也可能让情绪变差，让抑郁更难控制。偶尔一杯（如一杯约150毫升的葡萄酒）不会和舍曲林发生危险反应，但最好不喝；喝了觉得情绪低落或特别困，就别再喝，并告诉医生。喂奶的话：酒精进入乳汁的浓度和血液里一样，每一份标准酒量（约一杯葡萄酒）喝完后至少等2小时再喂奶；可以先喂奶再喝。喝酒后不要和宝宝同床睡。',
      en: '**The sertraline label advises against drinking alcohol with it**: alcohol adds to drowsiness and dizziness and can lower mood, making depression harder to control. An occasional single glass (about 150 ml of wine) does not cause a dangerous reaction with sertraline, but none is best; if a drink leaves you low or very sleepy, stop and tell your doctor. If you are breastfeeding: alcohol reaches milk at the same level as in your blood — wait at least 2 hours per standard drink (about one glass of wine) before feeding, or feed first and then drink. Do not share a bed with the baby after drinking.',
    },
    source: {
      ref: 'Zoloft (sertraline) US prescribing information §17 Patient counseling (alcohol); CDC, Breastfeeding: alcohol (wait at least 2 hours per standard drink); LactMed (NLM), Alcohol',
    },
  },
  {
    // Answer round 7, zh-052: "舍曲林跟鱼油、维D能一起吃吗，有没有冲突".
    id: 'sertraline-supplements',
    when: [
      /鱼油|维生素d|维d|\bd3\b|钙|铁|维生素|复合维生素|\bfish oil\b|\bomega[- ]?3s?\b|\bvitamin d\b|\bvit d\b|\bcalcium\b|\biron\b|\bvitamins?\b|\bprenatals?\b|\bmulti ?-?vitamins?\b/,
      /舍曲林|左洛复|\bsertraline\b|\bzoloft\b/,
    ],
    unless: [/情绪|心情|抑郁|\bmood\b|\bdepress/],
    for: { medicines: ['sertraline'] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**可以一起吃，没有冲突。** 鱼油、维生素D、钙、铁和复合维生素与舍曲林没有需要担心的相互作用，哺乳期也都可以吃。哺乳期常用量：维生素D每天400国际单位（10微克）；DHA每天约200毫克（每周吃两次鱼也能达到）。鱼油大量吃（每天超过3克）和舍曲林合用可能略增加出血倾向（牙龈出血、容易淤青），常用量不必担心。宝宝的维生素D要单独给，妈妈吃的不能代替。',
      en: '**Yes, you can take them together — there is no clash.** Fish oil, vitamin D, calcium, iron and multivitamins have no interaction with sertraline worth worrying about, and all are fine while breastfeeding. Usual amounts while breastfeeding: vitamin D 400 IU (10 µg) a day; about 200 mg DHA a day (two fish meals a week also get you there). Very large amounts of fish oil (over 3 g a day) with sertraline may slightly raise bleeding tendency (gum bleeding, easy bruising); usual amounts are no concern. Your baby needs their own vitamin D drops — yours does not cover them.',
    },
    source: {
      ref: '中国居民膳食营养素参考摄入量（2023版）（乳母维生素D 10微克、DHA 200毫克）; LactMed (NLM), Sertraline; Zoloft (sertraline) US prescribing information §5 (bleeding with drugs that affect haemostasis)',
    },
  },
  {
    // Answer round 7, zh-070: "在吃舍曲林，同时在喂奶，饮食上有啥特别要注意的吗".
    id: 'sertraline-diet',
    when: [
      /饮食|吃东西|忌口|要注意|能吃什么|不能吃|吃的方面|\bdiet\b|\bfoods?\b|\bavoid\b|\banything i should\b|\beat\b/,
      /舍曲林|左洛复|\bsertraline\b|\bzoloft\b|抗抑郁|\bantidepressants?\b/,
    ],
    // "With food or on an empty stomach" is the timing question (rows-standard-medicines.ts,
    // sertraline-with-food; blind answer round 11 zh-042).
    unless: [
      /减肥|减重|少吃|\blose\b|\bweight\b/,
      /空腹|随餐|饭前|饭后|跟饭|\b(with|without|after|before) (food|meals?|a meal)\b|\bempty stomach\b/,
    ],
    for: { medicines: ['sertraline'] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**舍曲林没有需要忌口的食物，按平常的健康饮食吃就行。** 要注意的是这几样：酒——最好不喝（说明书不建议和舍曲林同时饮酒，喂奶期间酒精也会进入乳汁）；咖啡因——哺乳期一次不超过200毫克、一天约300毫克以内（一杯现煮咖啡约100毫克）；贯叶连翘（圣约翰草）这类号称能改善情绪的草药，以及色氨酸、5-羟色氨酸保健品，和舍曲林合用可能引起血清素综合征，请避免。舍曲林饭前饭后吃都行，吃了恶心可以随餐吃。哺乳期每天多吃一份奶、一份鱼禽蛋肉，喝够水。',
      en: '**Sertraline has no foods to avoid — eat a normal healthy diet.** Points to watch: alcohol — best avoided (the label advises against alcohol with sertraline, and it passes into breast milk); caffeine — while breastfeeding no more than 200 mg at a time and about 300 mg a day (a cup of brewed coffee is about 100 mg); no St John’s wort or other “mood” herbs, and no tryptophan or 5-HTP supplements — with sertraline they can cause serotonin syndrome. Sertraline can be taken with or without food; with food if it makes you queasy. While breastfeeding, add an extra serving of dairy and of protein foods a day and drink to thirst.',
    },
    source: {
      ref: 'Zoloft (sertraline) US prescribing information §5 (serotonin syndrome: St John’s wort, tryptophan) and §17 (alcohol); LactMed (NLM), Sertraline and Caffeine; EFSA Scientific Opinion on the safety of caffeine (2015)',
    },
  },
  {
    // Answer round 7, en-046: "is fish oil good for mood too?"
    id: 'fish-oil-mood',
    when: [
      /鱼油|\bfish oil\b|\bomega[- ]?3s?\b|\bdha\b|\bepa\b/,
      /情绪|心情|抑郁|焦虑|产后抑郁|\bmood\b|\bdepress|\banxiety\b|\bbaby blues\b/,
    ],
    // Its text speaks of sertraline: only for people on an antidepressant (or naming sertraline).
    for: { medicines: ['ssri', 'snri'] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**鱼油对情绪的帮助很有限，不能代替舍曲林或心理治疗。** 研究结果不一致：一些研究提示以EPA为主的鱼油作为辅助可能有小的帮助，但对预防或治疗产后抑郁，大型研究（如每天800毫克DHA的DOMInO研究）没有看到效果。哺乳期吃适量鱼油（DHA每天约200毫克）对你和宝宝的营养是好的，和舍曲林一起吃也没问题；想用大剂量鱼油帮助情绪，先和医生商量。情绪变差或有伤害自己的念头，请马上联系医生。',
      en: '**Fish oil does little for mood and is no substitute for sertraline or talking therapy.** Studies are mixed: some suggest EPA-rich fish oil may help a little alongside treatment, but for preventing or treating postnatal depression a large trial (DOMInO, 800 mg DHA a day) found no effect. A moderate amount while breastfeeding (about 200 mg DHA a day) is good nutrition for you and the baby and fine with sertraline; ask your doctor before high doses for mood. If your mood worsens or you have thoughts of harming yourself, contact your doctor straight away.',
    },
    source: {
      ref: 'Makrides M et al. Effect of DHA supplementation during pregnancy on maternal depression and neurodevelopment of young children (DOMInO). JAMA 2010;304:1675; NCCIH, Omega-3 supplements: what you need to know; 中国居民膳食营养素参考摄入量（2023版）',
    },
  },
  {
    // Clinician review 7, zh P5: "does magnesium affect my myasthenia?" was answered as a
    // prednisone–magnesium pair ("no rule… keep taking it as usual").
    id: 'myasthenia-magnesium',
    when: [/镁|泻盐|\bmagnesium\b|\bepsom\b|\bmag-?ox\b/, /肌无力|\bmyasthenia\b|\bmyasthenic\b/],
    intent: 'drug_interaction',
    text: {
      zh: '**有重症肌无力，镁要当心：不要自己吃镁补充剂。** 镁会减少神经和肌肉之间乙酰胆碱的释放，可能让眼睑下垂、吞咽、说话和四肢无力加重；剂量越大风险越高，静脉用镁（如硫酸镁）和肾功能差时尤其危险，重症肌无力的用药注意清单都把镁列在里面。含镁的泻药和胃药（氧化镁、硫酸镁、镁铝碳酸盐类）也算。正在吃镁片的，先停下来，并在一两周内告诉神经内科医生；如果镁是医生开的（比如血镁低），请继续按医嘱吃，并确认医生知道你有重症肌无力。饭菜里的镁（全谷物、豆类、坚果、绿叶菜）不用限制。溴吡斯的明、激素等处方药请照常服用，不要自己改。**如果吞咽、说话或呼吸越来越费力，请立即拨打120。**',
      en: '**With myasthenia gravis, be careful with magnesium: do not take a magnesium supplement on your own.** Magnesium reduces acetylcholine release between nerve and muscle and can make drooping eyelids, swallowing, speech and limb weakness worse; the risk grows with the dose and is greatest with magnesium given into a vein (magnesium sulfate) or with poor kidney function — myasthenia gravis medicine lists name it. Magnesium laxatives and antacids (magnesium oxide, milk of magnesia, Epsom salts) count too. If you take magnesium tablets, stop them and tell your neurologist within a week or two; if a doctor prescribed the magnesium (for a low blood level, say), keep taking it as prescribed and make sure they know you have myasthenia gravis. Magnesium in food (whole grains, beans, nuts, leafy greens) needs no limit. Keep taking pyridostigmine, steroids and your other prescribed medicines as usual. **If swallowing, speaking or breathing gets harder, call emergency services (911) now.**',
    },
    source: {
      ref: 'Myasthenia Gravis Foundation of America, cautionary drugs for people with myasthenia gravis (magnesium; cited from memory, edition not checked); magnesium sulfate injection US prescribing information (DailyMed), Warnings/Precautions: myasthenia gravis; NIH ODS Magnesium fact sheet for health professionals (magnesium-containing laxatives and antacids)',
    },
  },
  {
    // Clinician review 7, zh P5: "溴吡斯的明和吃饭时间怎么安排？" got the supplement schedule only.
    id: 'pyridostigmine-meals',
    when: [
      /溴吡斯的明|吡斯的明|吡啶斯的明|美斯的明|\bpyridostigmine\b|\bmestinon\b/,
      /饭|餐|吃东西|咀嚼|吞咽|什么时候|几点|怎么吃|怎么安排|\bmeals?\b|\bfood\b|\beat(ing)?\b|\bchew\w*|\bswallow\w*|\bwhen\b|\btiming\b|\bschedule\b/,
    ],
    intent: 'medicine_question',
    text: {
      zh: '**溴吡斯的明一般在饭前30–60分钟吃，这样吃饭时药效正好起来，咀嚼和吞咽更省力。** 它大约30–60分钟起效、持续3–4小时，所以按医生定的次数和间隔吃，尽量每天时间固定。吃药后肚子痛、腹泻可以和饭一起吃来减轻，但会稍晚起效，具体请问神经内科医生。吞咽费力时吃软的、湿润的食物，小口慢慢吃，累了就歇一歇。不要自己加量：吃多了也会无力（胆碱能危象），出汗、流口水、腹痛腹泻明显或越来越无力，请尽快就医；吞咽、说话或呼吸越来越费力，请立即拨打120。',
      en: '**Pyridostigmine is usually taken 30–60 minutes before meals, so it is working when you eat and chewing and swallowing are easier.** It starts in about 30–60 minutes and lasts 3–4 hours, so take it at the times and spacing your neurologist set, at the same times each day. If it gives you stomach cramps or diarrhoea, taking it with food can ease that but it works a little later — ask your neurologist. With swallowing trouble, choose soft, moist food, take small bites slowly and rest when tired. Do not take extra on your own: too much also causes weakness (cholinergic crisis); sweating, drooling, marked cramps or diarrhoea or growing weakness need a doctor soon, and difficulty swallowing, speaking or breathing needs emergency services (911) at once.',
    },
    source: {
      ref: 'Mestinon (pyridostigmine bromide) US prescribing information, Dosage and Administration and Overdosage (cholinergic crisis; cited from memory, section names of the old-format label unsure); Myasthenia Gravis Foundation of America, patient information on pyridostigmine timing before meals (cited from memory)',
    },
  },
  {
    // Clinician review 7, zh P5: "抽筋喝汤力水（含奎宁）可以吗" declined and sent to the diabetes nurse.
    id: 'myasthenia-quinine-tonic',
    when: [/奎宁|汤力水|通宁水|\bquinine\b|\btonic water\b|\bqualaquin\b/],
    for: {
      medicines: ['cholinesterase_inhibitor_mg'],
      said: /肌无力|溴吡斯的明|吡斯的明|\bmyasthenia\b|\bpyridostigmine\b|\bmestinon\b/,
    },
    intent: 'medicine_question',
    text: MYASTHENIA_QUININE_TEXT,
    source: {
      ref: 'Qualaquin (quinine sulfate) US prescribing information §4 Contraindications (myasthenia gravis) and boxed warning (not for leg cramps); FDA Drug Safety Communication (2010): quinine not for night-time leg cramps',
    },
  },
  {
    // Eleventh clinician review, zh P3 #1 ("他一直是早饭后跟一杯牛奶一起吃的，这样吃对不对？" → "no rule for
    // 牛奶、早餐") and en P4 #9 ("takes his Zytiga … with his bacon and eggs … That's fine right?" → the
    // salt limit): the empty-stomach rule first.
    id: 'abiraterone-empty-stomach',
    when: [
      /泽珂|阿比特龙|\bzytiga\b|\babiraterone\b/,
      /饭|餐|空腹|早点|牛奶|鸡蛋|吃东西|护胃|垫|什么时候|怎么吃|怎么服|\bfood\b|\bmeals?\b|\bbreakfast\b|\bbacon\b|\beggs?\b|\bempty stomach\b|\bmilk\b|\beat(ing)?\b|\bwhen\b|\bhow (do|should) (i|he|she|we) take\b|\bwith (it|food|breakfast|a meal)\b/,
    ],
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**不对：阿比特龙（泽珂）必须空腹吃——服药前至少2小时、服药后至少1小时不吃任何东西，牛奶也算食物。** 和饭一起吃，特别是油腻的早饭，药的吸收可增加到约10倍，低血钾、转氨酶升高这些不良反应会随之加重。容易做到的办法：早上起床后先用白开水把药整片吞下，1小时后再吃早饭、喝牛奶；或者晚饭2小时以后睡前吃，每天同一时间。一起开的泼尼松照常吃，泼尼松可以随饭吃。胃不舒服请告诉肿瘤科医生或药师，由他们处理，不要改成饭后吃或跟牛奶一起吃。（Yonsa 是另一种剂型，说明书不同，按你那盒的说明书。）',
      en: '**No: Zytiga (abiraterone) must be taken on an empty stomach — nothing to eat for at least 2 hours before and at least 1 hour after the dose (milk counts as food).** Taken with food, above all a fatty breakfast like bacon and eggs, up to about 10 times as much is absorbed, and its side effects — low potassium and liver injury — grow with it. An easy way: swallow the tablets whole with water on waking and have breakfast an hour later, or take them at bedtime at least 2 hours after dinner; the same time every day. Keep taking the prednisone prescribed with it — that one may be taken with food. If Zytiga upsets his stomach, tell the oncologist or pharmacist, who can help; do not move it to mealtimes. Follow the pharmacy label (Yonsa, a different formulation, has its own label).',
    },
    source: {
      ref: 'Zytiga (abiraterone acetate) US prescribing information §2.1 and §12.3 (take on an empty stomach, no food at least 2 hours before and 1 hour after; a high-fat meal raised exposure about 10-fold) and §5.1–5.3 (hypokalaemia, hepatotoxicity); 醋酸阿比特龙片（泽珂）说明书【用法用量】— sections cited from memory',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=zytiga',
    },
  },
  {
    // Blind answer rounds 30, 34 and 35 (development data): "有人说吃易瑞沙的时候配杯可乐能帮吸收 真的假的" — the
    // PPI interaction text again, never the cola asked about.
    id: 'egfr-tki-cola',
    when: [/可乐(?!果(?!汁))|碳酸饮料|\b(colas?|coke|pepsi|soda|fizzy drinks?)\b/],
    unless: [/无糖|零度|\b(diet|zero)\b/],
    for: {
      medicines: [
        'gefitinib',
        'erlotinib',
        'icotinib',
        'osimertinib',
        'afatinib',
        'dacomitinib',
        'aumolertinib',
        'furmonertinib',
      ],
      said: /易瑞沙|吉非替尼|特罗凯|厄洛替尼|凯美纳|埃克替尼|泰瑞沙|奥希替尼|\b(iressa|gefitinib|tarceva|erlotinib|tagrisso|osimertinib)\b/,
    },
    wholeMessage: true,
    intent: 'medicine_question',
    text: {
      zh: '**这个说法有一点依据，但不适用于所有人，也不能代替按说明书错开吃药的时间。** 有研究发现：同时在吃艾司奥美拉唑这类抑酸药的肺癌病人，用可乐送服厄洛替尼，药物吸收增加了约三分之一；没吃抑酸药的人基本没有差别。吉非替尼（易瑞沙）也靠胃酸帮助吸收，但没有专门用可乐的研究。所以：在吃抑酸药（如波利特）的，先按肿瘤科医生或药师定的时间把两种药错开，想试可乐送服也先问他们；没吃抑酸药的，用白开水送服就行，不用特意喝可乐（含糖多，血糖高的人更不合适）。',
      en: '**There is something to it, but it does not apply to everyone and does not replace spacing the medicines as the label says.** In a study of people with lung cancer who also took an acid reducer (esomeprazole), taking erlotinib with cola raised how much was absorbed by about a third; without the acid reducer it made little difference. Gefitinib (Iressa) also needs stomach acid to be absorbed, but no study has tested cola with it. So: on an acid reducer (rabeprazole, omeprazole and the like), first space the two as your oncologist or pharmacist set, and ask them before trying cola; not on one, water is fine and there is no need for cola (it is sugary — less suitable with a high blood sugar).',
    },
    source: {
      ref: 'Van Leeuwen RWF et al. Influence of the acidic beverage cola on the absorption of erlotinib in patients with non-small-cell lung cancer. J Clin Oncol 2016;34:1309–1314; Iressa (gefitinib) US prescribing information §7 (drugs that raise gastric pH reduce gefitinib exposure)',
    },
  },
  {
    // Blind answer round 35 zh-030/en-030 (development data, unsafe): a low potassium on compound glycyrrhizin
    // with diarrhoea, asking about potassium foods, coconut water and protein powder, got the gefitinib
    // diarrhoea card — nothing on the potassium, nor that the liver pill itself lowers it.
    id: 'glycyrrhizin-low-potassium',
    when: [/血钾|低钾|补钾|钾|\bpotassium\b|\bk\b\s*(is|was|of|at|level|=|:)?\s*\d/],
    unless: [
      /高钾|血钾(偏)?高|\bhigh potassium\b|\bpotassium (is|was) (high|raised)\b/,
      // A potassium of 5 or more typed (blind answer round 37, zh-050/en-059, development data, unsafe: "血钾
      // 5.4" on spironolactone with cirrhosis got coconut water and bananas).
      /(钾|\bpotassium\b|\bk\b)[^\d，。,.?？]{0,12}(?<![\d.])([5-9](\.\d+)?)(?![\d.]*\s*(mg|毫克|g|克))/,
    ],
    // The row is for a LOW potassium: the plan's, or one told.
    for: {
      all: [
        {
          medicines: ['compound-glycyrrhizin'],
          said: /复方甘草酸|甘草酸|美能|\bglycyrrhizi\w*\b|\bneo-?minophagen\b/,
        },
        {
          lowPotassium: true,
          said: /低钾|钾[^，。,.?？\d]{0,6}(低|偏低|不够)|(钾|\bpotassium\b|\bk\b)[^\d，。,.?？]{0,12}(?<![\d.])([0-2](\.\d+)?|3(\.[0-4]\d*)?)(?!\d|\.\d)|\blow potassium\b|\bpotassium (is|was|came back)( a bit| slightly)? low\b|\bhypokal\w*/,
        },
      ],
    },
    wholeMessage: true,
    beforeMedicineDiet: true,
    intent: 'medicine_question',
    text: {
      zh: '**复方甘草酸苷本身就会让血钾降低（甘草酸会引起“假性醛固酮增多”：排钾、血压升高、水肿），说明书把低钾血症列为不宜使用的情况；腹泻、呕吐或利尿剂也会丢钾，加在一起更容易低钾。血钾低于3.5要重视。请这一两天内联系开复方甘草酸苷的医生或肿瘤科团队：复查血钾，由医生决定这个保肝药要不要继续、要不要开氯化钾。** 含钾的食物和饮料可以吃，也有帮助，但单靠饮食补不回来：椰子水每250毫升约含钾600毫克，可以喝，腹泻时还能补水；香蕉、去皮煮熟的土豆、口服补液盐也都含钾，又不太会加重腹泻。不要自己买钾片或低钠盐吃，补多少由医生定。蛋白粉可以用来加蛋白；正在腹泻的，先少量冲，拉得更多就先停下告诉医生。出现明显乏力、抽筋、心慌或心跳漏拍，当天就医；严重无力站不起来、心跳乱，马上打120。',
      en: '**Compound glycyrrhizin itself lowers potassium (glycyrrhizin causes “pseudo-aldosteronism”: potassium lost in the urine, a higher blood pressure, swelling), and its label lists a low potassium as a reason not to use it; diarrhoea, vomiting or a water pill lose potassium too, and together a low potassium is more likely. A potassium under 3.5 matters here. Contact the doctor who prescribed the compound glycyrrhizin, or the oncology team, in the next day or two: a potassium recheck, and the doctor decides whether the liver pill continues and whether to prescribe potassium chloride.** Potassium-rich foods and drinks are fine and help, but food alone will not correct it: coconut water has about 600 mg of potassium per 250 ml and replaces fluid during diarrhoea, so it is a good choice; bananas, peeled boiled potatoes and oral rehydration solution also carry potassium and are unlikely to worsen diarrhoea. Do not buy potassium tablets or a salt substitute yourself — the dose is the doctor’s. A protein powder is fine for extra protein; with diarrhoea, start with small amounts and stop and tell the doctor if it gets worse. Marked weakness, cramps, palpitations or skipped beats need a doctor the same day; weakness too bad to stand, or an irregular heartbeat, means calling emergency services now.',
    },
    source: {
      ref: '复方甘草酸苷片（美能）说明书【禁忌】低钾血症患者、【注意事项】假性醛固酮症（低钾血症、血压上升、水钠潴留）— sections cited from memory; NICE CKS Hypokalaemia (2021: 3.0–3.4 mmol/L mild; seek the cause, oral potassium by the clinician); USDA FoodData Central (coconut water, banana, potato)',
    },
  },
  {
    // Eleventh clinician review, en P4 #10: K 3.3 on HCTZ and abiraterone got "this is not the time to
    // load up on potassium-rich foods", and "could his water pill be part of it?" a fluids answer.
    // Its text named that person's potassium (3.3) and Zestoretic for anyone on abiraterone (the round-57 read-through's
    // audit of row texts holding one person's value).
    id: 'abiraterone-low-potassium',
    when: [/血钾|低钾|补钾|钾|\bpotassium\b|\bk\b\s*(is|was|of|at|level|=|:)?\s*\d/],
    unless: [/高钾|血钾(偏)?高|\bhigh potassium\b|\bpotassium (is|was) (high|raised)\b/],
    for: { medicines: ['abiraterone'] },
    wholeMessage: true,
    intent: 'medicine_question',
    // A water pill asked about or taken: "both" can lower it (eleventh clinician review, en P4 #10).
    compose: (said, zh) => {
      const t = `${said.previous ?? ''}\n${said.text}`.toLowerCase();
      const pill =
        /利尿|排尿的药|氢氯噻嗪|呋塞米|吲达帕胺|\bwater (pill|tablet)s?\b|\bdiuretics?\b|\bhctz\b|\bhydrochlorothiazide\b|\bfurosemide\b|\blasix\b|\bindapamide\b|\bzestoretic\b/.test(
          t,
        ) ||
        (said.medicines ?? []).some((m) =>
          (drugById(m)?.classes ?? []).some((c) => c === 'thiazide_diuretic' || c === 'loop_diuretic'),
        );
      if (!pill) return null;
      const text = pickZh(ABIRATERONE_LOW_K, zh);
      return zh
        ? text.replace(
            ABIRATERONE_LOW_K_LEAD.zh,
            '**会，两个都会让血钾降低：阿比特龙使体内盐皮质激素增多（所以要和泼尼松一起吃），氢氯噻嗪、呋塞米这类利尿剂让钾从尿里排掉，两者加在一起更容易低钾。**',
          )
        : text.replace(
            ABIRATERONE_LOW_K_LEAD.en,
            '**Yes, both can lower potassium: abiraterone raises mineralocorticoids (that is why it comes with prednisone), and a thiazide or loop water pill (hydrochlorothiazide, furosemide and others) loses potassium in the urine — together low potassium is more likely.**',
          );
    },
    text: ABIRATERONE_LOW_K,
    source: {
      ref: 'Zytiga (abiraterone acetate) US prescribing information §5.1 (hypokalaemia, fluid retention from mineralocorticoid excess; control hypokalaemia before and during treatment; monitor potassium) — cited from memory; Microzide (hydrochlorothiazide) US prescribing information §5 (hypokalaemia); NICE CKS Hypokalaemia (2021: 3.0–3.4 mmol/L mild; seek the cause, oral potassium by the clinician)',
      url: 'https://dailymed.nlm.nih.gov/dailymed/search.cfm?labeltype=all&query=zytiga',
    },
  },
  {
    // Clinician review 7, zh P4: "恩替卡韦饭前还是饭后吃？" declined, with a plan and without one.
    id: 'entecavir-how-to-take',
    againOnFollowUp: true,
    when: [
      /恩替卡[韦伟围]|博路定|润众|\bentecavir\b|\bbaraclude\b/,
      /饭前|饭后|餐前|餐后|空腹|什么时候|几点|怎么吃|怎么服|随餐|跟饭|和饭|早饭|早餐|晚饭|对吗|对不对|\bbefore\b|\bafter\b|\bempty stomach\b|\bwhen\b|\bwith (food|meals?)\b|\bhow (do|should) i take\b|\b(breakfast|lunch|dinner|timing)\b|\b(is (that|this|it)|am i doing (it|this)) (right|correct|ok)\b/,
    ],
    intent: 'medicine_question',
    text: {
      zh: '**恩替卡韦要空腹吃：饭后至少2小时、下一顿饭前至少2小时。** 早饭前半小时吃（很多早上的药是这样吃的）对恩替卡韦不够：吃完药要隔满2小时才吃早饭，做不到就改到上午两餐之间或睡前。奥美拉唑这类护胃药照它自己的时间吃（早饭前），不用和恩替卡韦错开。 食物会让它的吸收减少，所以说明书要求空腹服用。容易做到的办法：固定在两餐之间的某个时间（比如上午10点），或者晚饭2小时以后睡前吃；每天同一时间，用白开水送服。漏服了想起来就补上，但离下一次很近就跳过，不要一次吃两倍。转氨酶正常了也不要自己停药，否则乙肝可能严重复发；停不停由肝病医生决定。',
      en: '**Take entecavir on an empty stomach: at least 2 hours after a meal and at least 2 hours before the next.** Half an hour before breakfast — how many morning tablets are taken — is not enough for entecavir: leave a full 2 hours before eating, or move it to mid-morning between meals or to bedtime. Omeprazole and similar stomach medicines keep their own time (before breakfast); they need no gap from entecavir. Food lowers how much is absorbed, so the label asks for an empty stomach. An easy way: a fixed time between meals (mid-morning, say), or at bedtime at least 2 hours after dinner; the same time every day, with water. If you miss a dose, take it when you remember unless the next one is close — then skip it; never take a double dose. Even with normal liver tests, do not stop it on your own — hepatitis B can flare badly without it; your liver doctor decides whether it ends.',
    },
    source: {
      ref: 'Baraclude (entecavir) US prescribing information §2.1 (empty stomach: at least 2 hours after a meal and 2 hours before the next meal; food lowers exposure) and boxed warning / §5.1 (severe acute exacerbations of hepatitis B after discontinuation); 恩替卡韦片说明书【用法用量】',
    },
  },
  {
    // Clinician review 7, zh P4: "乙肝能喝点啤酒吗" without a plan got the general "up to 15 g a day".
    id: 'hepatitis-b-alcohol',
    when: [
      /乙肝|乙型肝炎|大三阳|小三阳|慢性肝炎|病毒性肝炎|\bhepatitis\b|\bhbv\b|\bhep b\b/,
      /酒|\balcohol\b|\bbeers?\b|\bwine\b|\bspirits\b|\bbaijiu\b|\bdrink(ing|s)?\b/,
    ],
    unless: [/肝硬化|\bcirrhosis\b/],
    intent: 'medicine_question',
    text: {
      zh: '**有乙肝，最好一滴酒都不喝，包括啤酒、米酒、黄酒和药酒。** 乙肝病毒和酒精都会伤肝，两者加在一起，肝纤维化、肝硬化和肝癌来得更快；转氨酶已经升高时更不要喝。没有对乙肝"安全"的饮酒量，每周喝几次白酒的，戒酒是你自己能做的对肝最有用的一件事；觉得难戒，告诉肝病医生，可以转戒酒门诊帮忙。抗病毒药（如恩替卡韦）请照常吃，不要因为喝了酒就停一顿。',
      en: '**With hepatitis B, the best amount of alcohol is none — beer, rice wine and tonic wines included.** The virus and alcohol both harm the liver, and together they bring on scarring, cirrhosis and liver cancer faster; with raised liver enzymes, all the more so. There is no "safe" amount with hepatitis B: if you drink spirits several times a week, stopping is the most useful thing you can do for your liver yourself; if it is hard, tell your liver doctor, who can refer you for help. Keep taking your antiviral (entecavir, say) as usual — never skip it because you drank.',
    },
    source: {
      ref: 'EASL 2017 Clinical Practice Guidelines on the management of hepatitis B virus infection, J Hepatol 2017;67:370–398 (alcohol as a cofactor of progression; cited from memory, section not checked); WHO Guidelines for the prevention, care and treatment of persons with chronic hepatitis B infection (2015): alcohol assessment and counselling to reduce intake; 中华医学会肝病学分会 慢性乙型肝炎防治指南（2022年版）（戒酒，cited from memory）',
    },
  },
  {
    // Other medicines while breastfeeding: a cold, a headache, a cough.
    id: 'breastfeeding-cold-pain-medicines',
    when: [
      /感冒|头疼|头痛|发烧|退烧|止痛|牙疼|牙痛|痛经|鼻塞|咳嗽|嗓子疼|\bcolds?\b|\bheadaches?\b|\bfever\b|\bpain ?killers?\b|\bpain relief\b|\bcough\b|\bstuffy\b|\bflu\b|\bsore throat\b|\btoothache\b/,
      /药|吃什么|能吃|可以吃|\btake\b|\bmedicines?\b|\bmeds\b|\btablets?\b|\bwhat can i\b|\bsafe\b|\bremed/,
    ],
    for: { lifeStages: ['lactating'], said: /哺乳|喂奶|母乳|\bbreastfeed|\bnursing\b/ },
    notFor: { medicines: ['lithium', 'maoi', 'methotrexate'] },
    intent: 'pregnancy_lactation',
    text: {
      zh: '**哺乳期止痛退烧，对乙酰氨基酚或布洛芬按说明书的常规剂量吃都可以**，进入乳汁的量很少，不用停止喂奶。要避开的：含伪麻黄碱的减鼻塞感冒药（可能让奶量减少）；含可待因的止咳药或止痛药，以及曲马多（宝宝可能出现嗜睡、呼吸变慢）；复方感冒药成分多，买前给药师看。吃舍曲林的话：含右美沙芬的止咳药和曲马多都要先问药师（可能引起血清素综合征）；布洛芬和舍曲林一起会略增加胃出血风险，胃不好的首选对乙酰氨基酚。鼻塞可以用生理盐水洗鼻，咽痛咳嗽可以喝温水加蜂蜜。症状加重或宝宝也病了，去看医生。',
      en: '**While breastfeeding, paracetamol (acetaminophen) or ibuprofen at the usual pack dose are fine** — very little reaches the milk, and you can keep feeding. Avoid: decongestants with pseudoephedrine (they can reduce milk supply); codeine cough or pain medicines and tramadol (the baby can become drowsy with slowed breathing); check combination cold remedies with a pharmacist. On sertraline: ask the pharmacist before any dextromethorphan cough medicine or tramadol (serotonin syndrome), and ibuprofen with sertraline slightly raises the risk of stomach bleeding — prefer paracetamol if your stomach is sensitive. Saline nose rinses and honey in warm water help congestion and a sore throat. Getting worse, or a sick baby: see a doctor.',
    },
    source: {
      ref: 'LactMed (NLM): Acetaminophen, Ibuprofen, Pseudoephedrine, Codeine; US FDA Drug Safety Communication on codeine and tramadol in breastfeeding (2017); Zoloft (sertraline) US prescribing information §5 and §7',
    },
  },
  // ——— Clozapine (ninth clinician review, zh P4 张老师, en P3 Tom; knowledge/slow-gut.ts) ———
  {
    // zh P4 Q3 (senna every day, a stool every 3–4 days) was answered as a slimming-tea question; en P3 Q4
    // and Q7 ("more Metamucil or prunes?", "is Metamucil a good idea on clozapine?") got "no known
    // interaction", and Q6 (after the emergency department) the obstruction card again.
    id: 'clozapine-constipation',
    when: [CLOZAPINE_BOWELS],
    for: CLOZAPINE,
    intent: 'medicine_question',
    text: {
      zh: `**吃氯氮平时便秘不是小事：氯氮平会让肠道蠕动变慢，便秘可能发展成肠梗阻，严重时会致命。请现在就告诉精神科医生，也不要靠多吃膳食纤维粉（车前子壳、小麦纤维素等膨胀性纤维）来通便。** 三四天才解一次（每周少于3次）、大便干硬、排便费力，或者不用泻药就解不出来，都要这几天就告诉精神科医生，不要等到下次复诊。${CLOZAPINE_FIBRE_ADVICE.zh}渗透性泻药也可以是乳果糖；用量由医生定、定期复查：在医生指导下每天用番泻叶，在吃氯氮平的人里很常见，但越用越多、还是三四天一次，说明方案要由医生调整，而不是自己加量（自己泡的番泻叶浓淡不一，不如医生开的片剂或颗粒剂量准）。单用多库酯钠不够；膨胀性纤维补充剂不建议用：肠子动得慢时，它们可能加重堵塞。西梅、蔬菜水果可以照常吃，配足量的水，但不能代替治疗。如果急诊或医生已经给了通便方案（比如不再用纤维粉，改成每天用聚乙二醇和番泻叶），请按急诊医生的方案做，那是对的。其他会加重便秘的药先问医生再吃（苯海索等抗胆碱药、治流口水的东莨菪碱或格隆溴铵、可待因等阿片类止痛药、铁剂、碳酸钙）。肚子胀得发硬或疼痛、呕吐、不排便也不排气：请立即去急诊，并告诉医生在吃氯氮平。`,
      en: `**On clozapine, constipation is not a small thing: clozapine slows the gut, and constipation on it can become a blocked bowel (ileus), which can be fatal. Tell the psychiatrist now — and do not treat it with more fibre (Metamucil, psyllium or other bulk-forming powders).** Going only every 3 or 4 days (fewer than 3 stools a week), hard stools, straining, or needing a laxative to go all need the psychiatrist or clozapine clinic this week, not at the next visit. ${CLOZAPINE_FIBRE_ADVICE.en} Lactulose is another osmotic one; the doses are the doctor’s to set and review: daily senna under the doctor’s eye is usual on clozapine, but needing more and more of it means the plan needs changing by the doctor, not a bigger dose of your own. Docusate (Colace) on its own is not enough, and bulk-forming fibre supplements are not advised: in a slowed gut they can add to a blockage. Prunes, fruit and vegetables are fine as food, with plenty to drink, but they are not the treatment. If the emergency team or a doctor has already given a laxative plan (for example MiraLAX and senna every day instead of Metamucil), follow the emergency team’s plan — it is the right one. Ask before adding other medicines that constipate (anticholinergics such as trihexyphenidyl, benztropine, hyoscine or glycopyrrolate; codeine and other opioids; iron; calcium carbonate). A swollen, hard or painful tummy, vomiting, or no stool and no wind: go to the emergency department now and tell them about the clozapine.`,
    },
    source: CLOZAPINE_GUT_SOURCE,
  },
  {
    // zh P4 Q6b: "方案让我每天吃两片碳酸钙…吃氯氮平，碳酸钙会不会加重便秘？" got "no known interaction".
    id: 'clozapine-calcium-constipation',
    when: [/钙|\bcalcium\b|\btums\b|\bcaltrate\b|\bos-?cal\b/, CLOZAPINE_BOWELS],
    for: CLOZAPINE,
    intent: 'medicine_question',
    text: {
      zh: `**会——碳酸钙本身就容易加重便秘；吃着氯氮平、又有便秘，自己买的或方案建议的碳酸钙片先不要吃了。** 如果是医生开的钙片，请问医生能不能换成枸橼酸钙（比碳酸钙更少引起便秘）。${CLOZAPINE_CALCIUM_ADVICE.zh}每天一两杯牛奶或酸奶，多吃豆腐、豆干和深绿色蔬菜，就能补上不少。吃氯氮平时便秘可能发展成肠梗阻，需要医生开的泻药（刺激性泻药加聚乙二醇等渗透性泻药）来处理；肚子胀痛、呕吐、不排便也不排气，请立即去急诊。`,
      en: `**Yes — calcium carbonate can make constipation worse; on clozapine with constipation already, leave out calcium carbonate you bought or our plan suggested.** If a doctor prescribed it, ask them about switching to calcium citrate, which constipates less than carbonate. ${CLOZAPINE_CALCIUM_ADVICE.en} Milk or yoghurt once or twice a day, tofu and dark-green vegetables go a long way. On clozapine constipation can become a blocked bowel and needs the laxatives the doctor prescribes (a stimulant with an osmotic such as macrogol); a swollen or painful tummy, vomiting, or no stool and no wind need the emergency department now.`,
    },
    source: {
      ref: `${CLOZAPINE_GUT_SOURCE.ref}; ${CALCIUM_CONSTIPATION_SOURCE.ref}`,
      url: CLOZAPINE_GUT_SOURCE.url,
    },
  },
  {
    // zh P4 Q7/Q8: "氯氮平血药浓度680偏高…我想自己先把晚上那200减成100，咖啡也一下子全戒了" got the smoking
    // paragraph again, with no word on the dose. Before the lab reader: the value is said in passing.
    id: 'clozapine-self-dose-change',
    when: [CLOZAPINE_OWN_DOSE],
    for: CLOZAPINE,
    beforeLabs: true,
    intent: 'medicine_question',
    text: {
      zh: '**请不要自己减氯氮平的剂量，今明两天就打电话给精神科医生（或氯氮平门诊），不要等到下次复诊。** 戒烟后氯氮平血药浓度升高很常见，医生多半会减量，但减多少、怎么减、什么时候复查浓度，要由医生根据浓度和你的情况决定；自己减量可能让病情复发；如果连续两天以上没吃氯氮平，还必须由医生从小剂量重新开始。咖啡也不要一下子全戒，要慢慢减：咖啡因会让氯氮平浓度升高，突然全停，浓度会跟着变，还会头痛乏力；先别再加量，在医生知道的情况下一两周内逐步减少。打电话时告诉医生：哪天戒的烟、现在每天几杯咖啡、有没有嗜睡流口水、大便怎么样。在这之前，如果特别嗜睡、意识糊涂、肌肉抽动、晕倒，或者肚子胀痛呕吐，请当天就医；出现抽搐请立即拨打120。',
      en: '**Do not change the clozapine dose yourself — call the psychiatrist (or the clozapine clinic) today or tomorrow rather than waiting for the appointment.** A level that rises after giving up smoking is common and the doctor will often lower the dose, but by how much, how fast and when to recheck the level is theirs to decide; cutting it on your own can bring the illness back, and if clozapine is missed for 2 days or more it must be restarted at a low dose under the doctor. Do not stop the coffee all at once either — cut it down gradually over a week or two once the doctor knows: caffeine raises clozapine levels, so a sudden stop changes the level again (and brings headaches). On the call, say when the smoking ended, how much coffee or energy drink is taken now, and whether there is drowsiness, drooling or constipation. Until then, marked drowsiness, confusion, muscle jerks, fainting, or a swollen painful tummy with vomiting need a doctor the same day; a seizure needs an ambulance.',
    },
    source: {
      ref: 'Clozaril (clozapine) US prescribing information §2.5 (re-initiation after 2 days or more off clozapine: restart at 12.5 mg) and §7 (smoking and caffeine change clozapine levels); MHRA Drug Safety Update vol. 14 issue 1 (August 2020): clozapine levels when a patient stops smoking; Taylor DM, Barnes TRE, Young AH. The Maudsley Prescribing Guidelines in Psychiatry, 14th ed. 2021 (smoking, caffeine and clozapine levels)',
      url: 'https://www.gov.uk/drug-safety-update/clozapine-and-other-antipsychotics-monitoring-blood-concentrations-for-toxicity',
    },
  },
  {
    // en P3 Q3 ("since he quit he's drinking way more coffee, like 6-8 cups a day plus 2 Monsters") and
    // zh P4 Q2 (七八杯 to fight the drowsiness after quitting) got the general smoking paragraph, with
    // nothing on the amount.
    id: 'clozapine-more-coffee',
    when: [
      /咖啡|浓茶|功能饮料|红牛|魔爪|\bcoffees?\b|\bcaffeine\b|\bmonsters?\b|\benergy drinks?\b|\bred bull\b|\bespressos?\b/,
      /戒烟|烟戒了|戒了烟|不抽烟|不抽了|越喝越多|喝得更多|多喝|提神|[0-9一二两三四五六七八九十几]+\s*杯|\b(quit|stopped|gave up|giving up) (smoking|the cigarettes|cigarettes)?\b|\b(way |a lot |much )?more coffee\b|\b\d+(\s*-\s*\d+)? (cups|coffees|mugs)\b|\b(cups|coffees) a day\b/,
    ],
    for: CLOZAPINE,
    intent: 'medicine_question',
    text: {
      zh: '**这样不行：咖啡因会让氯氮平的血药浓度升高（两者都靠肝脏同一种酶CYP1A2分解），而刚戒烟时浓度本来就在升高。** 一杯咖啡（约240毫升）约含80–100毫克咖啡因，大杯更多，一大罐功能饮料可达160毫克，一天五杯以上很容易超过健康成年人每天400毫克的上限。请现在就告诉精神科医生哪天戒的烟、每天喝多少咖啡——医生复查氯氮平血药浓度时要结合这些来判断。咖啡不要一下子全停，要慢慢减：在医生知道的情况下，一两周内逐步减到戒烟前的量或更少。戒烟后特别困、口水变多，正是氯氮平浓度升高的表现，不能靠咖啡硬撑：如果越来越重，或出现意识糊涂、走路不稳、肌肉抽动，请当天就医；出现抽搐请立即拨打120。',
      en: '**Yes, that matters on clozapine: caffeine raises clozapine levels (both are broken down by the same liver enzyme, CYP1A2), and the level is already rising after giving up smoking.** An 8-ounce cup of coffee has roughly 80–100 mg of caffeine (a large mug more) and a 16-ounce energy drink such as Monster about 160 mg, so five or more cups a day, or a few cups plus energy drinks, easily goes past 400 mg a day, the upper limit for healthy adults. Tell the psychiatrist now when the smoking ended and how much is drunk — they need both to read the clozapine level they check after someone gives up smoking. Do not stop it all at once: bring it down gradually over a week or two, to about what was drunk before giving up smoking, or less, once the doctor knows. More tiredness and drooling since giving up smoking are signs of a higher clozapine level, not something to fight with coffee: if they get worse, or there is confusion, unsteadiness or muscle jerks, see a doctor the same day; a seizure needs an ambulance.',
    },
    source: {
      ref: 'Clozaril (clozapine) US prescribing information §7 (caffeine, a CYP1A2 substrate, and stopping smoking raise clozapine levels); MHRA Drug Safety Update vol. 14 issue 1 (August 2020); US FDA, Spilling the Beans: How Much Caffeine Is Too Much? (400 mg a day for healthy adults; an 8-ounce cup of coffee about 80–100 mg); Monster Energy 16 fl oz can label (160 mg caffeine); EFSA Scientific Opinion on the safety of caffeine, EFSA Journal 2015;13(5):4102 (up to 400 mg a day for healthy adults)',
      url: 'https://www.fda.gov/consumers/consumer-updates/spilling-beans-how-much-caffeine-too-much',
    },
  },
];
