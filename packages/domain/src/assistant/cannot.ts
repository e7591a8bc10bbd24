/**
 * Saying plainly what the assistant cannot answer, and who can (issue 30 §2): where no rule covers a
 * question, the answer names what was asked about and the person who knows it — "I have no reliable
 * rule for tacrolimus with pomelo — ask your transplant team or pharmacist" — instead of a neighbouring
 * answer or a generic "outside what I can answer". Who to ask follows the medicine asked about, then
 * the person's own medicines and conditions: the clinician who prescribes and monitors it knows the
 * dose, the levels and the history that a general rule does not.
 */
import { withoutFoodsNotEaten } from './question-kind';
import { GLUCOSE_LOWERING_CLASSES } from '../knowledge/older-diabetes';
import type { Bilingual, Locale } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import { hasHyperthyroid, hasLiverDisease, type Condition } from '../contracts/questionnaire';
import { drugById, type Drug } from '../interactions';
import type { DrugClass } from '../knowledge/drugs';
import { drugAnswerWords } from '../knowledge/drugs';
import { findDrugs, findNutrients, findSupplements } from './entities';
import { isNutrientKey, NUTRIENTS } from '../nutrients';
import { L } from './format';
import { hasKidneyDisease } from './intents/kidney-plan';

const TRANSPLANT_TEAM: Bilingual = {
  zh: '移植团队或移植药师',
  en: 'your transplant team or transplant pharmacist',
};
const IBD_TEAM: Bilingual = {
  zh: '消化科医生或炎症性肠病团队',
  en: 'your gastroenterologist or IBD team',
};

/**
 * Who looks after an immunosuppressant follows the condition it is for: the transplant team after a
 * transplant, the gastroenterologist or IBD team with IBD (ECCO; ESPEN 2023). Null for anyone else.
 */
function immunoClinician(drugs: readonly Drug[], conditions: readonly string[]): Bilingual | null {
  const immuno = drugs.some((d) =>
    d.classes.some(
      (c) => c === 'immunosuppressant' || c === 'calcineurin_inhibitor' || c === 'corticosteroid',
    ),
  );
  if (!immuno) return null;
  if (conditions.includes('kidney_transplant')) return TRANSPLANT_TEAM;
  if (conditions.includes('ibd')) return IBD_TEAM;
  // Kidney disease without a transplant (nephrotic syndrome on ciclosporin): the nephrologist, never a
  // transplant team the person does not have (eleventh clinician review, zh P1 finding 6).
  if (conditions.includes('kidney_disease') || conditions.includes('dialysis')) return NEPHROLOGIST;
  return null;
}

const NEPHROLOGIST: Bilingual = {
  zh: '开这个药的肾内科医生或医院药师',
  en: 'your kidney doctor who prescribes it or the hospital pharmacist',
};

const HEART_FAILURE_CLINIC: Bilingual = {
  zh: '心内科医生或心衰门诊',
  en: 'your cardiologist or heart failure clinic',
};
const PRESCRIBER: Bilingual = {
  zh: '开这个药的医生或药师',
  en: 'the doctor who prescribes it or your pharmacist',
};
const LIVER_CLINIC: Bilingual = { zh: '肝病科医生（肝病门诊）', en: 'your hepatologist or liver clinic' };
const DIURETIC_CLASSES: readonly DrugClass[] = [
  'loop_diuretic',
  'potassium_sparing_diuretic',
  'thiazide_diuretic',
];

/**
 * Who looks after a diuretic follows the condition: the heart failure clinic with heart failure, the
 * liver clinic with liver disease (ascites; EASL 2018); null otherwise (the prescriber, from the table).
 */
function diureticClinician(
  drugs: readonly Drug[],
  conditions: readonly string[],
  liver: boolean,
): Bilingual | null {
  if (!drugs.some((d) => d.classes.some((c) => DIURETIC_CLASSES.includes(c)))) return null;
  if (conditions.includes('heart_failure')) return HEART_FAILURE_CLINIC;
  if (liver) return LIVER_CLINIC;
  return null;
}

/** Liver disease said in the question (cirrhosis, ascites, hepatic coma). */
const LIVER_SAID =
  /肝硬化|肝硬变|腹水|肝衰|肝性脑病|肝昏迷|失代偿|\bcirrho\w*|\bascites\b|\bliver failure\b|\bhepatic (coma|encephalopathy)\b/;
const PSYCHIATRIST: Bilingual = {
  zh: '开药的精神科医生或药师',
  en: 'the psychiatrist who prescribes it or your pharmacist',
};
const ANTIDEPRESSANT_PRESCRIBER: Bilingual = {
  zh: '开这个药的医生（常常是全科或家庭医生）或药师',
  en: 'the doctor who prescribes it (often your GP) or your pharmacist',
};
/** The person says a psychiatrist prescribes or looks after the medicine. */
const SAYS_PSYCHIATRIST = /精神科|心理科|\bpsychiatr\w*/i;

/** The clinician for a medicine class, most specific first (the first class that matches wins). */
const CLASS_CLINICIAN: readonly [readonly DrugClass[], Bilingual][] = [
  // Tacrolimus and ciclosporin are transplant medicines first; an IBD or other condition is read before
  // this table (immunoClinician).
  // With no transplant recorded, the specialist who prescribes it (kidney doctor, rheumatologist,
  // dermatologist…), the transplant team named for those who have one (eleventh clinician review, zh P1).
  [
    ['calcineurin_inhibitor'],
    {
      zh: '开这个药的专科医生（移植后是移植团队）或药师',
      en: 'the specialist who prescribes it (after a transplant, your transplant team) or your pharmacist',
    },
  ],
  // Azathioprine and mycophenolate are given for IBD, lupus, vasculitis as well as transplants: the
  // specialist who prescribes it, unless the condition names the team (clinician review 2026-11-25: a
  // Crohn's patient on azathioprine was sent to "your transplant team").
  [
    ['immunosuppressant'],
    { zh: '开这个药的专科医生或药师', en: 'the specialist who prescribes it or your pharmacist' },
  ],
  [['anticoagulant'], { zh: '抗凝门诊或开药的医生', en: 'your anticoagulation clinic or prescriber' }],
  [['chemotherapy'], { zh: '肿瘤科医生或药师', en: 'your oncology team or pharmacist' }],
  // Valproate or lamotrigine may be for epilepsy or for bipolar disorder: the prescriber, whichever.
  [['antiepileptic'], { zh: '开这个药的医生或药师', en: 'the doctor who prescribes it or your pharmacist' }],
  // Tamoxifen is the oncology team's (clinician review 2026-11-25 evening, P7).
  [['hormonal_antineoplastic'], { zh: '肿瘤科医生或药师', en: 'your oncology team or pharmacist' }],
  // Antidepressants are often prescribed by a GP (for mood, hot flushes, pain or sleep): the doctor who
  // prescribes it, and a psychiatrist only when the person says one does (ANTIDEPRESSANT_PRESCRIBER;
  // clinician review 2026-11-25 evening, P7: paroxetine from her GP, sent to "the psychiatrist").
  [['ssri', 'snri', 'tricyclic', 'atypical_antidepressant'], ANTIDEPRESSANT_PRESCRIBER],
  // Linezolid is an MAOI by class but an antibiotic (a TB regimen, an infection): its prescriber, never a
  // psychiatrist (thirty-seventh clinician review, zh M6).
  [['oxazolidinone'], PRESCRIBER],
  [['maoi', 'mood_stabilizer', 'antipsychotic'], PSYCHIATRIST],
  [['antifolate', 'dmard'], { zh: '风湿免疫科医生或药师', en: 'your rheumatologist or pharmacist' }],
  [['retinoid'], { zh: '开药的皮肤科医生', en: 'the dermatologist who prescribes it' }],
  // A bisphosphonate or an acid reducer asked about is its prescriber's, not the kidney team's for a
  // borderline eGFR (clinician review 2026-11-25 fourth, en P2: alendronate sent to "your kidney doctor").
  [['bisphosphonate', 'ppi', 'h2_blocker'], PRESCRIBER],
  // Metformin (biguanide) alone is also prescribed for prediabetes and PCOS: the diabetes team only when
  // diabetes is known (the conditions branch of whoToAsk; clinician review 2026-11-25 fourth, zh P3).
  [
    ['insulin', 'sulfonylurea', 'meglitinide'],
    { zh: '糖尿病医生或糖尿病教育护士', en: 'your diabetes doctor or diabetes nurse' },
  ],
  [['cardiac_glycoside'], HEART_FAILURE_CLINIC],
  // Diuretics are given for heart failure, cirrhosis with ascites, kidney disease and blood pressure
  // (clinician review 2026-11-25 evening: a cirrhosis patient on spironolactone was sent to "cardiology /
  // heart failure clinic"): the prescriber, unless heart failure or liver disease names the team (whoToAsk).
  [['loop_diuretic', 'potassium_sparing_diuretic', 'thiazide_diuretic'], PRESCRIBER],
  // The pill is a contraceptive, whoever else treats the person: its prescriber, never the psychiatrist of
  // a recorded mental illness (eighth clinician review, zh P2 Q3 and en P5 Q6). Last, so a medicine with
  // its own specialist taken beside it keeps that specialist.
  [
    ['oral_contraceptive'],
    {
      zh: '开避孕药的医生（妇科、全科或计划生育门诊）或药师',
      en: 'the doctor or nurse who prescribes your pill (GP, gynaecologist or sexual health clinic) or your pharmacist',
    },
  ],
];

const DIABETES_TEAM: Bilingual = {
  zh: '糖尿病医生或糖尿病教育护士',
  en: 'your diabetes doctor or diabetes nurse',
};

/**
 * Diabetes on a glucose-lowering medicine, beside a fatty liver: the diabetes team owns the medicines and what is
 * eaten and drunk with them, unless the liver is what is asked (blind answer round 41, zh-036 and zh-044,
 * development data: dapagliflozin questions sent to the liver clinic).
 */
function diabetesTeamFirst(
  question: string,
  conditions: readonly string[],
  ownDrugs: readonly Drug[],
): boolean {
  const q = question.toLowerCase();
  return (
    conditions.includes('diabetes') &&
    !LIVER_SAID.test(q) &&
    !/肝|\bliver\b|\bhepat\w*/.test(q) &&
    ownDrugs.some((d) => d.classes.some((c) => GLUCOSE_LOWERING.has(c)))
  );
}

/** Classes of the glucose-lowering medicines a diabetes team prescribes (knowledge/older-diabetes.ts). */
const GLUCOSE_LOWERING: ReadonlySet<string> = new Set(GLUCOSE_LOWERING_CLASSES);

const PHARMACIST: Bilingual = { zh: '药师或开药的医生', en: 'your pharmacist or prescriber' };
const GENERAL: Bilingual = { zh: '医生或注册营养师', en: 'your doctor or a registered dietitian' };

function clinicianForDrugs(drugs: readonly Drug[]): Bilingual | null {
  for (const [classes, who] of CLASS_CLINICIAN)
    if (drugs.some((d) => d.classes.some((c) => classes.includes(c)))) return who;
  return null;
}

/** The antidepressant's prescriber is the psychiatrist when the person says so. */
function saidPsychiatrist(who: Bilingual, question: string): Bilingual {
  return who === ANTIDEPRESSANT_PRESCRIBER && SAYS_PSYCHIATRIST.test(question) ? PSYCHIATRIST : who;
}

/** Conditions a question can name, with the clinician who owns them. */
const CONDITION_SAID: readonly [Condition, RegExp, Bilingual][] = [
  [
    'copd',
    /慢阻肺|肺气肿|慢支|\bcopd\b|\bemphysema\b|\blungs?\b|\bbreathing\b/,
    { zh: '呼吸科医生', en: 'your respiratory doctor (COPD team)' },
  ],
  [
    'diabetes',
    /糖尿病|血糖|\bdiabet\w*|\bblood sugar\b|\bglucose\b|\ba1c\b/,
    { zh: '糖尿病医生或糖尿病教育护士', en: 'your diabetes doctor or diabetes nurse' },
  ],
  [
    'heart_failure',
    /心衰|心力衰竭|\bheart failure\b/,
    { zh: '心内科医生或心衰门诊', en: 'your heart failure team' },
  ],
  [
    'gout',
    /痛风|尿酸|\bgout\b|\buric acid\b/,
    { zh: '风湿免疫科医生或营养师', en: 'your rheumatologist or a dietitian' },
  ],
  [
    // Fifteenth clinician review, zh P3: a stone former's question goes to the urologist.
    'kidney_stones',
    /(?<!胆|胆囊|胆管)结石|排石|\bkidney stones?\b|\burolith\w*/,
    { zh: '泌尿外科医生', en: 'your urologist' },
  ],
  [
    'coeliac',
    /乳糜泻|麸质|\bcoeliac\b|\bceliac\b|\bgluten\b/,
    { zh: '消化科医生或营养师', en: 'your gastroenterologist or dietitian' },
  ],
];

/** Who to ask about a question: by the medicines it names, else the person's medicines and conditions. */
export function whoToAsk(
  question: string,
  plan: PlanDocument | null,
  medicines: readonly string[],
): Bilingual {
  const named = findDrugs(question);
  const conditions = plan?.profile.conditions ?? [];
  const ownDrugs = medicines.map((id) => drugById(id)).filter((d): d is Drug => d !== undefined);
  const liver = hasLiverDisease(conditions) || LIVER_SAID.test(question.toLowerCase());
  const fromNamed =
    immunoClinician(named, conditions) ??
    diureticClinician(named, conditions, liver) ??
    clinicianForDrugs(named);
  if (fromNamed) return saidPsychiatrist(fromNamed, question);
  // A medicine named with no class clinician: its own prescriber, never an unrelated specialist (sixth review, en P5).
  const first = named[0];
  if (first)
    return {
      zh: `开${first.zh}的医生或药师`,
      en: `the doctor who prescribes your ${first.en.toLowerCase()} or your pharmacist`,
    };
  // A condition the question names is the one asked about ("what can I eat for my COPD").
  const saidCondition = CONDITION_SAID.find(
    ([c, re]) => conditions.includes(c) && re.test(question.toLowerCase()),
  );
  if (saidCondition) return saidCondition[2];
  if (conditions.includes('kidney_transplant')) return TRANSPLANT_TEAM;
  // IBD on an immunosuppressant or a steroid: the team that treats the IBD prescribes them.
  const ownImmuno = immunoClinician(ownDrugs, conditions);
  if (ownImmuno) return ownImmuno;
  // On dialysis the renal team owns diet, fluids and supplements (KDOQI 2020), before any medicine's prescriber.
  if (conditions.includes('dialysis'))
    return {
      zh: '透析中心的肾内科医生或肾病营养师',
      en: 'your dialysis unit (nephrologist or renal dietitian)',
    };
  // The team that operated sets the lifelong supplements and the energy (ASMBS 2019).
  if (conditions.includes('bariatric_surgery'))
    return {
      zh: '减重手术团队（外科医生和营养师）',
      en: 'your bariatric surgery team (surgeon and dietitian)',
    };
  // Pregnant, asking about a nutrient (iron, folic acid, vitamin D …) with no medicine named: the maternity
  // team owns antenatal supplements and their doses (BSH 2020: iron in pregnancy), the epilepsy team told of
  // it (eighteenth clinician review, en M3: "About Iron … please ask your neurologist or epilepsy team").
  const pregnant = (plan?.profile.lifeStage ?? 'none').startsWith('pregnant');
  if (pregnant && findNutrients(question).length > 0)
    return conditions.includes('epilepsy')
      ? {
          zh: '产科医生或助产士（也告诉神经内科医生）',
          en: 'your obstetrician or midwife (and tell your epilepsy team)',
        }
      : { zh: '产科医生或助产士', en: 'your obstetrician or midwife' };
  // Epilepsy answered: the antiseizure medicine is for it, so the epilepsy team rather than "a prescriber".
  if (conditions.includes('epilepsy'))
    return { zh: '神经内科医生或癫痫专科团队', en: 'your neurologist or epilepsy team' };
  // Cancer and sickle cell disease or thalassaemia: the treating team owns supplements, iron and
  // weight during and after treatment (ESPEN 2021; TIF 2021; NHLBI 2014).
  if (conditions.includes('cancer')) return { zh: '肿瘤科团队', en: 'your oncology team' };
  if (conditions.includes('haemoglobinopathy')) return { zh: '血液科医生', en: 'your haematologist' };
  // PKU: the metabolic clinic owns protein, phenylalanine and sapropterin, before, during and after a
  // pregnancy (ACMG 2014; twelfth clinician review, en P2: "ask your GP or pharmacist").
  if (conditions.includes('pku'))
    return { zh: '遗传代谢专科（代谢门诊）医生和营养师', en: 'your metabolic clinic (doctor and dietitian)' };
  const ownDiuretic = diureticClinician(ownDrugs, conditions, liver);
  if (ownDiuretic) return ownDiuretic;
  const own = clinicianForDrugs(ownDrugs);
  if (own) return saidPsychiatrist(own, question);
  if (diabetesTeamFirst(question, conditions, ownDrugs)) return DIABETES_TEAM;
  // Liver disease (cirrhosis): the hepatologist owns protein, salt, fluids and its medicines (EASL 2018).
  if (liver) return LIVER_CLINIC;
  if (hasKidneyDisease(plan))
    return { zh: '肾内科医生或肾病营养师', en: 'your kidney doctor or renal dietitian' };
  const stage = plan?.profile.lifeStage ?? 'none';
  if (conditions.includes('gestational_diabetes') && stage.startsWith('pregnant'))
    return { zh: '产科医生和糖尿病团队', en: 'your obstetric and diabetes team' };
  if (stage.startsWith('pregnant')) return { zh: '产科医生或助产士', en: 'your obstetrician or midwife' };
  if (stage === 'lactating') return { zh: '医生或哺乳顾问', en: 'your doctor or a lactation consultant' };
  if (conditions.includes('heart_failure')) return HEART_FAILURE_CLINIC;
  // Textures, thickened drinks and pill forms follow a swallow assessment (IDDSI 2019).
  if (conditions.includes('dysphagia'))
    return {
      zh: '言语治疗师（吞咽评估）或你的医生',
      en: 'a speech-language therapist (swallow assessment) or your doctor',
    };
  // The conditions of the closing review 2026-11-25: each its specialist.
  if (hasHyperthyroid(conditions)) return { zh: '内分泌科医生', en: 'your endocrinologist' };
  if (conditions.includes('mental_illness')) return { zh: '精神科医生', en: 'your psychiatrist' };
  // Sarcoidosis and primary hyperparathyroidism: the specialist owns calcium and vitamin D (ninth review, en P1).
  if (conditions.includes('sarcoidosis'))
    return { zh: '结节病专科医生（呼吸科或风湿科）', en: 'your sarcoidosis specialist' };
  if (conditions.includes('hyperparathyroidism')) return { zh: '内分泌科医生', en: 'your endocrinologist' };
  if (conditions.includes('copd')) return { zh: '呼吸科医生', en: 'your respiratory doctor (COPD team)' };
  if (conditions.includes('coeliac'))
    return { zh: '消化科医生或营养师', en: 'your gastroenterologist or dietitian' };
  if (conditions.includes('diabetes'))
    return { zh: '糖尿病医生或糖尿病教育护士', en: 'your diabetes doctor or diabetes nurse' };
  if (named.length > 0 || medicines.length > 0) return PHARMACIST;
  return GENERAL;
}

/** The things a question names that an answer can be checked against: medicines and supplements. */
export function thingsAsked(
  question: string,
  locale: Locale,
): { key: string; names: string[]; label: string }[] {
  const out: { key: string; names: string[]; label: string }[] = [];
  for (const d of findDrugs(question))
    // "the statin" in an answer addresses "atorvastatin": its class names count as its names.
    out.push({
      key: `drug:${d.id}`,
      names: [d.zh, d.en, d.id, ...d.brands, ...drugAnswerWords(d)],
      label: L(locale, d.zh, d.en),
    });
  // A product said as not taken ("不吃洋葱大蒜") is a diet told, no product asked about.
  for (const s of findSupplements(withoutFoodsNotEaten(question))) {
    // An answer about a nutrient it holds ("钙", "vitamin K") addresses "my D3+K2 capsules"; the label is
    // the nutrient too, never a product's name the person did not type.
    const nutrients = [s.main, ...s.contains.map((c) => c.substance)].filter(isNutrientKey);
    const nutrientNames = nutrients.flatMap((k) => [NUTRIENTS[k].zh, NUTRIENTS[k].en]);
    // A combination product is named as what it is: "a kids multivitamin" is not "vitamin C", the first
    // of its 23 ingredients (blind answer round 11, en-007, en-054, en-160: the "can't" named vitamin C).
    const combination = combinationLabel(s.id, nutrients.length);
    const main = isNutrientKey(s.main) ? L(locale, NUTRIENTS[s.main].zh, NUTRIENTS[s.main].en) : null;
    out.push({
      key: `supplement:${s.id}`,
      names: [
        s.zh,
        s.en,
        withoutDose(s.zh),
        withoutDose(s.en),
        ...s.aliases,
        ...nutrientNames,
        ...(combination ? [combination.zh, combination.en] : []),
      ],
      label: combination
        ? L(locale, combination.zh, combination.en)
        : (main ?? withoutDose(L(locale, s.zh, s.en))),
    });
  }
  return out;
}

/**
 * The kind of a product of many nutrients, as people call it (multivitamin, B-complex, prenatal), or null
 * for a product of one or two. A brand the person typed (Elevit) keeps its own name.
 */
function combinationLabel(id: string, nutrients: number): Bilingual | null {
  if (nutrients < 4) return null;
  if (/b-complex/.test(id)) return { zh: '复合维生素B', en: 'B-complex' };
  if (/prenatal/.test(id)) return { zh: '孕期复合维生素', en: 'prenatal multivitamin' };
  if (/multivitamin/.test(id)) return { zh: '复合维生素', en: 'multivitamin' };
  return null;
}

/** A product option's name without the strength the person never said ("深海鱼油 1000 mg" → "深海鱼油"). */
const withoutDose = (name: string) =>
  name.replace(/\s*\d[\d.,]*\s*(mg|µg|ug|mcg|iu|fu|g)\b.*$/i, '').trim() || name;

/** A name worth looking for: any Chinese name ("钙"), a Latin one of three letters or more. */
const meaningful = (name: string) => /\p{Script=Han}/u.test(name) || name.trim().length >= 3;

const folded = (s: string) => s.normalize('NFKC').toLowerCase();

/** The things asked about that the answer never names (by any of their names). */
export function unaddressed(
  question: string,
  answer: string,
  locale: Locale,
): { key: string; names: string[]; label: string }[] {
  const a = folded(answer);
  return thingsAsked(question, locale).filter(
    (t) => !t.names.some((n) => meaningful(n) && a.includes(folded(n.trim()))),
  );
}

/** The line added when an answer passed over something the question named. */
export function notCovered(labels: readonly string[], who: Bilingual, locale: Locale): string {
  const what = labels.join(locale === 'zh-CN' ? '、' : ', ');
  return L(
    locale,
    `关于你问到的**${what}**：上面的回答没有涉及，我也没有可靠的规则回答这一点——请问你的${who.zh}。`,
    `About **${what}**, which you asked about: the answer above does not cover it and I have no reliable rule for it — please ask ${who.en}.`,
  );
}

/** The longest question quoted back, in characters (a Chinese character says more than a letter). */
const QUOTE_MAX = { zh: 36, en: 90 } as const;
/** A question shorter than this is a follow-up whose subject is the earlier message's too. */
const QUOTE_SHORT = { zh: 12, en: 30 } as const;

function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The person's own question, quoted back when no named thing can stand for it: a "can't" that says what
 * it cannot answer is specific, a bare "this question" is not (answer round 6: 49 of 320 answers were
 * judged generic, most of them the line without a subject). A short follow-up ("汤底呢") carries the
 * earlier message it continues.
 */
export function quotedQuestion(question: string, locale: Locale, previous?: string): string {
  const zh = locale === 'zh-CN';
  const max = zh ? QUOTE_MAX.zh : QUOTE_MAX.en;
  const short = zh ? QUOTE_SHORT.zh : QUOTE_SHORT.en;
  const q = clip(question, max);
  if (!q) return '';
  const open = zh ? '“' : '"';
  const close = zh ? '”' : '"';
  if (previous && question.trim().length < short && previous.trim())
    return zh
      ? `${open}${q}${close}（接着你问的${open}${clip(previous, max)}${close}）`
      : `${open}${q}${close} (after ${open}${clip(previous, max)}${close})`;
  return `${open}${q}${close}`;
}

/** "I have no reliable rule for X — ask Y": the specific last resort, naming what was asked about. */
export function specificCannot(
  labels: readonly string[],
  who: Bilingual,
  locale: Locale,
  /** The question quoted back when nothing named stands for it (`quotedQuestion`). */
  asked?: string,
): string {
  const what = labels.length > 0 ? labels.join(locale === 'zh-CN' ? '、' : ', ') : null;
  return L(
    locale,
    what
      ? `关于你问的**${what}**，我没有可靠的规则来回答这个具体问题，不想用相近问题的答案代替。请问你的${who.zh}——他们知道你的剂量、检查结果和病史。在得到答复前，不要自己停用或调整医生开的药，也先不要开始新的药或补充剂。`
      : asked
        ? `你问的${asked}，我没有可靠的规则来回答，不想用相近问题的答案代替。请问你的${who.zh}——他们知道你的情况。`
        : `这个具体问题我没有可靠的规则来回答，不想用相近问题的答案代替。请问你的${who.zh}——他们知道你的情况。`,
    what
      ? `I have no reliable rule for **${what}** in the way you asked, and I would rather not answer a neighbouring question instead. Please ask ${who.en} — they know your doses, results and history. Until then, do not stop or change a prescribed medicine on your own, and do not start a new medicine or supplement.`
      : asked
        ? `You asked ${asked}: I have no reliable rule for that, and I would rather not answer a neighbouring question instead. Please ask ${who.en} — they know your situation.`
        : `I have no reliable rule for this specific question, and I would rather not answer a neighbouring question instead. Please ask ${who.en} — they know your situation.`,
  );
}

/**
 * The "not covered — ask …" lines for a finished answer, built-in or model-written: one line naming the
 * medicines and supplements the question asked about that the answer never names ("" when it names
 * them all).
 */
export function notCoveredLines(
  question: string,
  answer: string,
  ctx: { locale: Locale; plan: PlanDocument | null; medicines: readonly string[] },
): string {
  const missing = unaddressed(question, answer, ctx.locale);
  // Even an answer that sends the person to a clinician names what it passed over: "ask your doctor" is
  // how a model answers a neighbouring question too.
  if (missing.length === 0) return '';
  return notCovered(
    missing.map((m) => m.label),
    whoToAsk(question, ctx.plan, ctx.medicines),
    ctx.locale,
  );
}

/** "有用吗", "does it help", "should I take it": a question of benefit or need, not of safety. */
export const ASKS_BENEFIT =
  /有用吗|有没有用|有用没|管用|有效吗|有效果|有帮助吗|有好处吗|要不要(吃|买|补|喝)|需要(吃|补|买)吗|该不该(吃|补)|\bdoes (it|that|this|\w+) (help|work)\b|\bwill (it|that|this|\w+( \w+)?) help\b|\bworth it\b|\bany good\b|\bshould i (take|buy|get|try)\b|\bdo i need\b|\bhelp (with|my)\b/;

/** "Whether X helps — no reliable rule, ask …": the benefit part of a question said plainly. */
export function benefitCannot(labels: readonly string[], who: Bilingual, locale: Locale): string {
  const what = labels.join(locale === 'zh-CN' ? '、' : ', ');
  return L(
    locale,
    what
      ? `**${what}**对你问的情况有没有用、要不要吃，我没有可靠的规则来回答，不想用相近的信息代替——请问你的${who.zh}。`
      : `这个东西有没有用、要不要吃，我没有可靠的规则来回答——请问你的${who.zh}。`,
    what
      ? `Whether **${what}** helps with what you asked, or whether you should take it, I have no reliable rule to say, and I would rather not answer a neighbouring question — please ask ${who.en}.`
      : `Whether it helps, or whether you should take it, I have no reliable rule to say — please ask ${who.en}.`,
  );
}
