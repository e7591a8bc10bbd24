/**
 * Breastfeeding questions the general lactation summary does not answer (re-review H7, M11): the
 * baby's own vitamin D (drops from the first days — the mother's supplement does not cover the baby),
 * whether a medicine is compatible with breastfeeding (a small table from NIH LactMed: compatible,
 * caution, avoid — always "check with your doctor or pharmacist"), and alcohol with the usual timing.
 * Every text is data with its source, in both languages.
 */
import { pick, type Bilingual, type Locale, type Source } from '../../contracts/common';
import { drugById, taboosFor, type Drug } from '../../interactions';
import { findDrugs, findNutrients } from '../entities';
import { amount, L } from '../format';
import { normaliseQuestion } from '../lexicon';
import { interactionWarning } from '../safety';
import { AnswerParts, drugName, planDoseSaid, type Ctx, type Draft } from './shared';

// "bub", "bubba" (Australian and British), "bebe", "LO" (blind answer round 33, en-118, development data: "does
// bub need vitamin D drops if she's fully breastfed" got adult vitamin D forms).
const BABY =
  /宝宝|婴儿|新生儿|孩子|娃|小孩|\bbaby\b|\bbabies\b|\binfants?\b|\bnewborns?\b|\blittle one\b|\bbub(s|ba|by)?\b|\bbebe\b|\bbubs\b/;
// "孩子" may be any age: it is an infant only with drops, months or breastfeeding in the question.
const INFANT =
  /宝宝|婴儿|新生儿|(?:孩子|小孩|娃).{0,12}(?:滴剂|几个月|个月|月大|母乳|吃奶|喂奶)|\bbab(?:y|ies)\b|\binfants?\b|\bnewborns?\b|\blittle one\b|\bbub(?:s|ba|by)?\b|\bbebe\b/;
/** The mother's dose meant to reach the baby through her milk. */
const THROUGH_MILK =
  /(通过|经过|进到|进入)(母乳|奶水|奶)|代替.{0,6}(滴剂|宝宝)|不用给(宝宝|孩子)|(停|不吃|不用)(掉|了)?(宝宝|孩子)?的?(维生素D|vd|ad|d)?滴剂|\b(stop|skip|drop|quit|ditch|cut out)( giving)? (the |her |his |my |our )?(baby['’]?s['’]? |babies['’]? )?(vitamin d |vit d )?drops\b|\b(goes?|pass(es)?|gets?|get it) (through|into|in) (the |my )?(breast ?)?milk\b|\bthrough (the |my )?(breast ?)?milk\b|\binstead of (the |her |his )?drops\b/;
const BABY_VITAMIN_D = /ad滴剂|d滴剂|滴剂|伊可新|星鲨|悦而|\bdrops?\b/;
const BREASTFEEDING =
  /哺乳|母乳|喂奶|喂母乳|奶水|吃奶|泌乳|\bbreast ?feed|\bbreast ?milk\b|\bnursing\b|\blactat|\bpumping\b|\b(?:can|to|before|after) (?:i )?nurse\b|\bnurse (?:him|her|the baby|my baby)\b/;
const ALCOHOL =
  /酒|\balcohol\b|\bwine\b|\bbeers?\b|\bchampagne\b|\bcocktails?\b|\bvodka\b|\bwhisk(e)?y\b|\bprosecco\b|\ba drink\b|\bdrinks? of\b/;
// "还能喂奶吗", "能喂吗": asked as whether feeding can go on (forty-seventh clinician review, en S1).
const SAFE_CUE =
  /安全|影响|能吃|可以吃|能不能|可不可以|能用|可以用|能喂|可以喂|伤害|危害|进入.{0,4}奶|\bsafe\b|\bok\b|\bokay\b|\baffect|\bharm|\bpass(es)? into\b|\bcan i (take|use|have)\b|\bcompatible\b|\ballowed\b|断奶|停(止)?(喂奶|母乳|哺乳)|\b(get|gets|go|goes|come|comes) (in)?to (my |the )?(breast ?)?milk\b|\bstop (nursing|breast ?feeding|pumping)\b|\bwean\w*/;

export const INFANT_VITAMIN_D = {
  text: {
    zh: '**需要：母乳喂养的宝宝要单独补维生素D滴剂，每天400 IU（10 µg），出生后数天内就开始，每天坚持。** 妈妈自己吃维生素D不能代替：常规剂量下进入母乳的维生素D很少，宝宝仍然不够。一般要一直补下去（中国指南建议婴幼儿持续补充，补到几岁听儿科医生的）；早产儿剂量可能不同。如果宝宝每天能喝到约1升配方奶，奶粉里的维生素D基本够用。用哪种滴剂、补多久，请问儿科医生或儿保门诊。',
    en: '**Yes — a breastfed baby needs vitamin D drops of their own: 400 IU (10 µg) every day, starting in the first days after birth.** Your own vitamin D supplement does not cover the baby: at usual doses very little passes into breast milk. Keep the drops going through at least the first year (your paediatrician may continue them longer); premature babies may need a different dose. A baby drinking about 1 litre (32 oz) of formula a day already gets enough from the formula. Ask your paediatrician or health visitor which drops to use and for how long.',
  },
  source: {
    ref: 'Hollis BW et al. Maternal versus infant vitamin D supplementation during lactation: a randomized controlled trial. Pediatrics 2015;136:625–634 (6,400 IU a day to the mother); Wagner CL, Greer FR; AAP Section on Breastfeeding and Committee on Nutrition. Prevention of rickets and vitamin D deficiency in infants, children, and adolescents. Pediatrics 2008, 122:1142–1152 (reaffirmed): 400 IU a day for breastfed and partially breastfed infants from the first few days of life; 中华医学会儿科学分会《维生素D缺乏性佝偻病防治建议》（2008）：婴儿生后数天开始每日补充维生素D 400 IU；中国居民膳食指南（2022）6月龄内婴儿母乳喂养指南：出生后数日开始每日补充维生素D 10 µg',
    url: 'https://publications.aap.org/pediatrics/article/122/5/1142/71451',
  } satisfies Source,
} as const;

export const LACTATION_ALCOHOL = {
  text: {
    zh: '**哺乳期最好不喝酒**（中国居民膳食指南：哺乳期忌烟酒）。酒精会进入母乳，母乳里的酒精浓度和血液里的一样高低。如果偶尔喝一杯：**喝完后至少等2小时（每一标准杯）再喂奶**，喝得越多等得越久；挤出来倒掉并不能让酒精消失得更快。喝酒后不要和宝宝同床睡。',
    en: '**Not drinking is the safest choice while breastfeeding.** Alcohol passes into breast milk at the same level as in your blood. If you have an occasional drink, **wait at least 2 hours per standard drink before breastfeeding** — longer after more; pumping and dumping does not clear it faster. Do not share a bed with the baby after drinking.',
  },
  source: {
    ref: 'CDC, Alcohol and breastfeeding (Breastfeeding: vaccinations, medications and drugs; 2024): not drinking is safest; with up to one standard drink a day, wait at least 2 hours before nursing; NIH LactMed, Alcohol (2024); 中国居民膳食指南（2022）哺乳期妇女膳食指南：忌烟酒',
    url: 'https://www.cdc.gov/breastfeeding-special-circumstances/hcp/vaccine-medication-drugs/alcohol.html',
  } satisfies Source,
} as const;

export type LactationLevel = 'compatible' | 'caution' | 'avoid';

/** LactMed's record for a medicine (https://www.ncbi.nlm.nih.gov/books/NBK501922/). */
const LACTMED = (name: string): string => `NIH LactMed (Drugs and Lactation Database), ${name} (2024)`;

/** Why a medicine is in the caution or avoid column (or a note for a compatible one). */
const NOTES = {
  ppi: {
    zh: '进入母乳的量很少，胃酸也会破坏它',
    en: 'very little passes into milk, and the baby’s stomach acid breaks it down',
  },
  low: {
    zh: '进入母乳的量很少，未见对宝宝的不良影响',
    en: 'only small amounts pass into milk, with no harm to babies reported',
  },
  aspirin: {
    zh: '偶尔小剂量可以；不要长期或大剂量当止痛药用（宝宝有瑞氏综合征和出血的理论风险），止痛优先对乙酰氨基酚或布洛芬',
    en: 'an occasional low dose is acceptable; avoid regular or pain-relief doses (theoretical Reye’s syndrome and bleeding risk) — paracetamol or ibuprofen are preferred for pain',
  },
  domperidone: {
    zh: '有心律失常（QT延长）的风险，不要为了“下奶”自行服用',
    en: 'carries a heart-rhythm (QT) risk; do not take it on your own to boost milk supply',
  },
  longSsri: {
    zh: '药物在宝宝体内可能蓄积，新生儿期更明显，通常优先选舍曲林等',
    en: 'it can build up in the baby, especially in the newborn period; sertraline and similar are usually preferred',
  },
  lisinopril: {
    zh: '缺少哺乳期数据，通常优先选依那普利或卡托普利，尤其是新生儿和早产儿',
    en: 'there are no data in breastfeeding; enalapril or captopril are usually preferred, especially for newborns and premature babies',
  },
  opioid: {
    zh: '可能让宝宝嗜睡、呼吸变慢：只短期、低剂量用，留意宝宝是否异常困倦、吃奶差',
    en: 'it can make the baby drowsy or breathe slowly: short courses at low doses only, and watch for unusual sleepiness or poor feeding',
  },
  // Thirty-third clinician review, en S1: Tylenol #3 twelve days after a caesarean, "acetaminophen is
  // compatible" and nothing on the codeine (FDA Drug Safety Communication, April 2017).
  codeine: {
    zh: '不建议哺乳期使用：少数妈妈是“超快代谢者”，奶里的吗啡会让宝宝过度嗜睡、呼吸变慢，已有宝宝死亡的报告。请尽快请医生换一种止痛药（对乙酰氨基酚、布洛芬通常可以）；宝宝特别难叫醒、吃奶无力、呼吸慢或嘴唇发紫，立即拨打急救电话，并告诉医生你在吃这个药',
    en: 'not recommended while breastfeeding: some mothers are “ultra-rapid metabolisers” whose milk carries enough morphine to make a baby dangerously sleepy or slow its breathing, and infant deaths have been reported. Ask your doctor promptly for another painkiller (acetaminophen or ibuprofen are usually fine); if the baby is very hard to wake, feeds weakly, breathes slowly or has blue lips, call emergency services now and tell them you take it',
  },
  benzo: {
    zh: '可能让宝宝嗜睡，长效的更明显；短期、低剂量，留意宝宝的状态',
    en: 'it can make the baby sleepy, more so with long-acting ones; short courses at low doses and watch the baby',
  },
  monitorInfant: {
    zh: '可以哺乳，但宝宝体内会有一定药量，需要医生随访宝宝（必要时查血药浓度）',
    en: 'breastfeeding is possible, but the baby gets a measurable amount: the doctor should follow the baby (sometimes with blood levels)',
  },
  metronidazole: {
    zh: '常规剂量可以；如果是单次2克的大剂量，服药后12–24小时内先不喂奶',
    en: 'usual doses are acceptable; after a single 2 g dose, pause breastfeeding for 12–24 hours',
  },
  combinedPill: {
    zh: '含雌激素的避孕药可能减少奶量，产后最初几周尤其不建议；哺乳期通常优先选单纯孕激素的方法',
    en: 'estrogen-containing pills can reduce milk supply, especially in the first weeks after birth; progestin-only methods are usually preferred while breastfeeding',
  },
  statin: {
    zh: '他汀会影响宝宝的胆固醇合成，哺乳期一般不用；不要自行停药，请医生评估是否暂停到断奶后',
    en: 'statins may interfere with the baby’s cholesterol production and are generally not used while breastfeeding; do not stop on your own — ask your doctor whether to pause it until weaning',
  },
  cytotoxic: {
    zh: '可能对宝宝有严重毒性，用药期间通常不能哺乳',
    en: 'it can be seriously toxic to the baby; breastfeeding is usually not advised while taking it',
  },
  amiodarone: {
    zh: '含大量碘、在宝宝体内蓄积，可能影响宝宝的甲状腺和心脏',
    en: 'it is iodine-rich and builds up in the baby, with risks to the baby’s thyroid and heart',
  },
  isotretinoin: {
    zh: '哺乳期不应使用',
    en: 'it should not be used while breastfeeding',
  },
  // Forty-eighth clinician review, zh M14: "吃赛治会影响宝宝吗？要不要断奶？" got "no assessment", the next answer "fine"
  // (ATA 2017 pregnancy and postpartum thyroid guideline: methimazole up to 20 mg a day, PTU up to 450 mg a day).
  antithyroid: {
    zh: '按常用剂量（甲巯咪唑每天不超过20毫克、丙硫氧嘧啶每天不超过450毫克）进入乳汁的量很少，可以继续喂奶，不必断奶；按医嘱吃，不要自己停或减，宝宝的甲状腺功能按儿科医生的安排查',
    en: 'at usual doses (methimazole up to 20 mg a day, propylthiouracil up to 450 mg a day) little reaches the milk, so breastfeeding can go on; take it as prescribed, do not stop or cut it yourself, and have the baby’s thyroid checked as the paediatrician arranges',
  },
  // Forty-seventh clinician review, en S1 (knowledge/lactation-medicines.ts SULFONAMIDE_NURSING).
  sulfonamide: {
    zh: '对足月出生、满月以后的健康宝宝通常可以；宝宝不满1个月、早产、有黄疸或生病、或有蚕豆病（G6PD缺乏）时应避免（可能升高胆红素、引起溶血），请今天就找开药医生换哺乳期适用的抗生素（乳腺炎常用头孢氨苄或双氯西林），换药前照常喂奶、不要自己漏服',
    en: 'usually fine for a healthy term baby past the first month, but avoided with a baby under about 1 month old, premature, jaundiced or ill, or with G6PD deficiency (it can raise bilirubin or break down red cells) — then call the prescriber today for a breastfeeding-friendly antibiotic (for mastitis, cephalexin or dicloxacillin), keep breastfeeding, and do not simply leave doses out meanwhile',
  },
} as const satisfies Record<string, Bilingual>;

interface LactationRow {
  level: LactationLevel;
  note: keyof typeof NOTES;
  /** LactMed's record name (for the source line). */
  record: string;
}

const row = (level: LactationLevel, note: keyof typeof NOTES, record: string): LactationRow => ({
  level,
  note,
  record,
});

/** Common medicines of the dictionary, by id, as NIH LactMed summarises them. */
export const LACTATION_MEDICINES: Readonly<Record<string, LactationRow>> = {
  omeprazole: row('compatible', 'ppi', 'Omeprazole'),
  esomeprazole: row('compatible', 'ppi', 'Esomeprazole'),
  lansoprazole: row('compatible', 'ppi', 'Lansoprazole'),
  pantoprazole: row('compatible', 'ppi', 'Pantoprazole'),
  rabeprazole: row('compatible', 'ppi', 'Rabeprazole'),
  famotidine: row('compatible', 'low', 'Famotidine'),
  acetaminophen: row('compatible', 'low', 'Acetaminophen'),
  ibuprofen: row('compatible', 'low', 'Ibuprofen'),
  sertraline: row('compatible', 'low', 'Sertraline'),
  paroxetine: row('compatible', 'low', 'Paroxetine'),
  levothyroxine: row('compatible', 'low', 'Levothyroxine'),
  metformin: row('compatible', 'low', 'Metformin'),
  'insulin-glargine': row('compatible', 'low', 'Insulin Glargine'),
  'insulin-aspart': row('compatible', 'low', 'Insulin Aspart'),
  'insulin-lispro': row('compatible', 'low', 'Insulin Lispro'),
  warfarin: row('compatible', 'low', 'Warfarin'),
  enoxaparin: row('compatible', 'low', 'Enoxaparin'),
  enalapril: row('compatible', 'low', 'Enalapril'),
  captopril: row('compatible', 'low', 'Captopril'),
  nifedipine: row('compatible', 'low', 'Nifedipine'),
  metoprolol: row('compatible', 'low', 'Metoprolol'),
  propranolol: row('compatible', 'low', 'Propranolol'),
  methimazole: row('compatible', 'antithyroid', 'Methimazole'),
  propylthiouracil: row('compatible', 'antithyroid', 'Propylthiouracil'),
  amoxicillin: row('compatible', 'low', 'Amoxicillin'),
  'amoxicillin-clavulanate': row('compatible', 'low', 'Amoxicillin; Clavulanic Acid'),
  cephalexin: row('compatible', 'low', 'Cephalexin'),
  'sulfamethoxazole-trimethoprim': row('caution', 'sulfonamide', 'Sulfamethoxazole; Trimethoprim'),
  azithromycin: row('compatible', 'low', 'Azithromycin'),
  fluconazole: row('compatible', 'low', 'Fluconazole'),
  loratadine: row('compatible', 'low', 'Loratadine'),
  salbutamol: row('compatible', 'low', 'Albuterol'),
  prednisone: row('compatible', 'low', 'Prednisone'),
  prednisolone: row('compatible', 'low', 'Prednisolone'),
  aspirin: row('caution', 'aspirin', 'Aspirin'),
  domperidone: row('caution', 'domperidone', 'Domperidone'),
  fluoxetine: row('caution', 'longSsri', 'Fluoxetine'),
  citalopram: row('caution', 'longSsri', 'Citalopram'),
  lisinopril: row('caution', 'lisinopril', 'Lisinopril'),
  tramadol: row('avoid', 'codeine', 'Tramadol'),
  codeine: row('avoid', 'codeine', 'Codeine'),
  'codeine-acetaminophen': row('avoid', 'codeine', 'Codeine'),
  oxycodone: row('caution', 'opioid', 'Oxycodone'),
  diazepam: row('caution', 'benzo', 'Diazepam'),
  alprazolam: row('caution', 'benzo', 'Alprazolam'),
  lamotrigine: row('caution', 'monitorInfant', 'Lamotrigine'),
  lithium: row('caution', 'monitorInfant', 'Lithium'),
  metronidazole: row('caution', 'metronidazole', 'Metronidazole'),
  'drospirenone-ethinylestradiol': row('caution', 'combinedPill', 'Ethinyl Estradiol'),
  'levonorgestrel-ethinylestradiol': row('caution', 'combinedPill', 'Ethinyl Estradiol'),
  'desogestrel-ethinylestradiol': row('caution', 'combinedPill', 'Ethinyl Estradiol'),
  atorvastatin: row('avoid', 'statin', 'Atorvastatin'),
  rosuvastatin: row('avoid', 'statin', 'Rosuvastatin'),
  simvastatin: row('avoid', 'statin', 'Simvastatin'),
  pravastatin: row('avoid', 'statin', 'Pravastatin'),
  methotrexate: row('avoid', 'cytotoxic', 'Methotrexate'),
  capecitabine: row('avoid', 'cytotoxic', 'Capecitabine'),
  imatinib: row('avoid', 'cytotoxic', 'Imatinib'),
  mycophenolate: row('avoid', 'cytotoxic', 'Mycophenolate'),
  amiodarone: row('avoid', 'amiodarone', 'Amiodarone'),
  isotretinoin: row('avoid', 'isotretinoin', 'Isotretinoin'),
};

const LEVEL_TEXT: Record<LactationLevel, Bilingual> = {
  compatible: {
    zh: '**{drug}：一般认为哺乳期可以用**——{note}。',
    en: '**{drug}: generally considered compatible with breastfeeding** — {note}.',
  },
  caution: {
    zh: '**{drug}：哺乳期要谨慎用**——{note}。',
    en: '**{drug}: use with caution while breastfeeding** — {note}.',
  },
  avoid: {
    zh: '**{drug}：哺乳期一般不建议用**——{note}。',
    en: '**{drug}: usually not recommended while breastfeeding** — {note}.',
  },
};

/**
 * A medicine compatible with breastfeeding that the person's own medicines make unsafe now (twelfth
 * clinician review, zh P2 #1: ibuprofen was "fine in breastfeeding" for a woman on enoxaparin who had just
 * described heavy bleeding; her plan listed the pair as major). The pair's warning leads; this follows.
 */
const ON_FEEDING_ALONE: Bilingual = {
  zh: '**只看哺乳这一点**，{drug}一般认为可以用——{note}。但你现在能不能用它，要看上面和你正在用的药的相互作用：先不要自己吃，问过医生或药师再说。',
  en: '**On breastfeeding alone**, {drug} is generally considered compatible — {note}. Whether you can take it now is decided by the interaction with your own medicine above: do not take it on your own until your doctor or pharmacist says so.',
};

/**
 * The person's own prescribed medicine on the other side of that pair (enoxaparin after a caesarean beside
 * ibuprofen or dong quai): compatible with breastfeeding and kept as prescribed. Never "do not take it on
 * your own", which reads as stopping a clot-preventing injection (blind answer round 26, en-121, en-124).
 */
const ON_FEEDING_OWN: Bilingual = {
  zh: '**只看哺乳这一点**，{drug}一般认为可以用——{note}。它是医生给你开的药：照医嘱继续用，不要因为上面的相互作用自己停用或减量；上面的提醒是针对另一种药或补品的。',
  en: '**On breastfeeding alone**, {drug} is generally considered compatible — {note}. It is your prescribed medicine: keep taking it exactly as prescribed, and do not stop or cut it because of the interaction above — that warning is about the other medicine or product.',
};

const CHECK: Bilingual = {
  zh: '每个人的情况不同：用药前请告诉医生或药师你在哺乳，由他们确认剂量和用法；正在用的处方药不要自行停用。留意宝宝有没有异常嗜睡、吃奶差、皮疹或腹泻。',
  en: 'Everyone’s situation differs: tell your doctor or pharmacist that you are breastfeeding so they can confirm the medicine and dose, and do not stop a prescribed medicine on your own. Watch the baby for unusual sleepiness, poor feeding, rash or diarrhoea.',
};

export type LactationTopic = 'infant_vitamin_d' | 'lactation_medicine' | 'lactation_alcohol';

/** The breastfeeding topic of a question (the baby's vitamin D in any life stage). */
export function lactationTopicOf(
  text: string,
  stage: string,
  medicines: readonly string[],
): LactationTopic | null {
  const t = normaliseQuestion(text);
  if (!t) return null;
  const vitaminD = findNutrients(text).includes('vitaminD') || BABY_VITAMIN_D.test(t);
  if (INFANT.test(t) && vitaminD) return 'infant_vitamin_d';
  // "can I just take a big dose of vit D myself instead so it goes through the milk": the baby's drops are
  // still the answer (blind answer round 33, en-119, development data).
  if (vitaminD && (stage === 'lactating' || BREASTFEEDING.test(t)) && THROUGH_MILK.test(t))
    return 'infant_vitamin_d';
  const feeding = BREASTFEEDING.test(t) || (stage === 'lactating' && BABY.test(t));
  if (!feeding && stage !== 'lactating') return null;
  if (ALCOHOL.test(t)) return 'lactation_alcohol';
  const named = findDrugs(text);
  const own = /我的药|在吃的药|\bmy (medicine|medication|meds|pills?)\b/.test(t) && medicines.length > 0;
  if (feeding && (named.length > 0 || own) && SAFE_CUE.test(t)) return 'lactation_medicine';
  return null;
}

function lactationMedicineLines(
  drugs: readonly Drug[],
  l: Locale,
  paired: ReadonlySet<string> = new Set(),
  kept: ReadonlySet<string> = new Set(),
): { lines: string[]; refs: string[] } {
  const lines: string[] = [];
  const refs: string[] = [];
  for (const d of drugs.slice(0, 3)) {
    const r = LACTATION_MEDICINES[d.id];
    if (!r) {
      lines.push(
        L(
          l,
          `**${drugName(d, l)}**：我的资料里没有它在哺乳期的评估，请问医生或药师（他们可以查 LactMed 等哺乳期用药数据库）。`,
          `**${drugName(d, l)}**: I have no breastfeeding assessment for it; ask your doctor or pharmacist (they can check a lactation database such as LactMed).`,
        ),
      );
      continue;
    }
    lines.push(
      pick(
        r.level === 'compatible' && paired.has(d.id)
          ? kept.has(d.id)
            ? ON_FEEDING_OWN
            : ON_FEEDING_ALONE
          : LEVEL_TEXT[r.level],
        l,
      )
        .replace('{drug}', drugName(d, l))
        .replace('{note}', pick(NOTES[r.note], l)),
    );
    refs.push(LACTMED(r.record));
  }
  return { lines, refs };
}

export function lactationTopicAnswer(ctx: Ctx, topic: LactationTopic): Draft {
  const l = ctx.locale;
  const out = new AnswerParts();
  switch (topic) {
    case 'infant_vitamin_d': {
      const instead = THROUGH_MILK.test(ctx.norm);
      // Asked whether her own dose can replace the drops, the "Yes — the baby needs drops" lead would read as "yes, stop
      // them" (blind answer round 63, en-049, unsafe): the lead's yes is left out under the "don't replace" line.
      const text = instead
        ? pick(INFANT_VITAMIN_D.text, l)
            .replace(/^\*\*Yes — a /, '**A ')
            .replace(/^\*\*需要：/, '**')
        : pick(INFANT_VITAMIN_D.text, l);
      // A big dose of her own meant to reach the baby through the milk: said first that it is no substitute.
      if (instead)
        out.lines.push(
          L(
            l,
            '**不建议用你自己吃大剂量维生素D来代替宝宝的滴剂。** 要让母乳里的维生素D够宝宝用，妈妈每天要吃到约6400 IU，高于哺乳期自己选用补充剂的上限（4000 IU）；只有医生和儿科医生一起安排、并监测时才这样做。',
            '**Don’t replace the baby’s drops with a big dose of your own.** For your milk to carry enough vitamin D for the baby you would need about 6,400 IU a day, above the 4,000 IU upper limit for supplements you choose yourself while breastfeeding — done only when your doctor and the paediatrician plan and monitor it.',
          ),
        );
      out.lines.push(text);
      out.notes.push({ id: 'infant-vitamin-d', text });
      const own = ctx.plan?.recommendations.find((r) => r.nutrient === 'vitaminD');
      const current = ctx.views.get('vitaminD')?.fromSupplements ?? 0;
      if (own)
        out.lines.push(
          current > 0
            ? L(
                l,
                `你方案里的维生素D（${planDoseSaid(own, current, l)}）是给你自己的；它不能代替宝宝的滴剂。`,
                `The vitamin D in your plan (${planDoseSaid(own, current, l)}) is for you; it does not replace the baby’s drops.`,
              )
            : L(
                l,
                `你方案里的维生素D（每天 ${amount(own.dose, own.unit)}）是给你自己的，照常吃；它不能代替宝宝的滴剂。`,
                `The vitamin D in your plan (${amount(own.dose, own.unit)} a day) is for you — keep taking it; it does not replace the baby’s drops.`,
              ),
        );
      out.refs.push(INFANT_VITAMIN_D.source.ref);
      break;
    }
    case 'lactation_alcohol': {
      const text = pick(LACTATION_ALCOHOL.text, l);
      out.lines.push(text);
      out.notes.push({ id: 'lactation-alcohol', text });
      out.refs.push(LACTATION_ALCOHOL.source.ref);
      break;
    }
    case 'lactation_medicine': {
      const named = findDrugs(ctx.text);
      const drugs = named.length
        ? named
        : ctx.medicines.map((id) => drugById(id)).filter((d): d is Drug => d !== undefined);
      // The person's own medicines first: a moderate or major pair of the asked medicine leads.
      const namedIds = new Set(named.map((d) => d.id));
      const pairs = taboosFor(
        { medicines: [...new Set([...ctx.medicines, ...namedIds])], substances: [] },
        l,
      ).filter(
        (t) =>
          t.kind === 'drug_interaction' &&
          t.severity !== 'minor' &&
          t.drugId !== t.target &&
          (namedIds.has(t.drugId) || namedIds.has(t.target)),
      );
      const paired = new Set(pairs.flatMap((t) => [t.drugId, t.target]));
      // The person's own medicine that a pair warns about another beside (an anticoagulant they are
      // prescribed): kept as prescribed, never "do not take it on your own".
      const kept = new Set(
        pairs
          .map((t) => t.drugId)
          .filter(
            (id) =>
              ctx.medicines.includes(id) || (drugById(id)?.classes ?? []).some((c) => c === 'anticoagulant'),
          ),
      );
      const m = lactationMedicineLines(drugs, l, paired, kept);
      out.lines.push(...pairs.map((t) => interactionWarning(t, l)));
      out.refs.push(...pairs.map((t) => t.source.ref));
      out.lines.push(...m.lines, pick(CHECK, l));
      out.notes.push({ id: 'lactation-medicine', text: pick(CHECK, l) });
      out.refs.push(...m.refs);
      out.warnings.push({ kind: 'see_doctor' });
      break;
    }
  }
  return out.draft(ctx);
}
