/**
 * The intent of a question (red flags are read separately): the cue score (INTENT_CUES), with entity rules
 * on top (a medicine plus a supplement is an interaction question whatever the wording), then a nutrient
 * alone reads as "how much do I need".
 */
import { RAW_RISK } from './intents/condition-topics';
import { childAgeMonths } from './intents/child-dose';
import type { NutrientKey } from '../nutrients';
import { findDrugClasses, findDrugs, findNutrients, findStatedAmounts, findSubstances } from './entities';
import { nutrientViews } from './format';
import { noDeficitEnergyRowFor, WEIGHT_OR_ENERGY_ASKED } from '../knowledge/no-deficit';
import { INTENT_CUES, INTENT_PRIORITY, normaliseQuestion, type Intent } from './lexicon';
import { isSaltSubstituteQuestion } from './intents/kidney';
import {
  isHerbQuestion,
  isSupplementDoseQuestion,
  medicineTopicOf,
  inrFigureGiven,
} from './intents/medicines';
import { lifeStageTopicOf, PREGNANT_STAGES } from './intents/life-stage';
import { isHbA1cQuestion } from './intents/labs';
import { isPairingQuestion } from './intents/pairing';
import { standingTaboos } from './intents/guards';
import { lactationTopicOf } from './intents/lactation';
import { planTopicOf } from './intents/plan-answers';
import { EVERYDAY_INTENT, everydayTopicOf, isMale } from './intents/everyday';
import { isStatinMuscleQuestion } from './intents/statin';
import { nutrientAmountBesideMedicine } from './intents/nutrient-beside-medicine';
import { withoutTypos } from './question-kind';
import { GAIN_ASKED, WANTS_LOSS } from './intents/bmi';
import { isDietingPeriodQuestion } from './intents/weight';
import { faqRowFor } from './faq';

const NUTRIENT_INTENTS = [
  'food_sources',
  'how_much_nutrient',
  'deficiency_signs',
  'supplement_timing',
  'why_nutrient',
  'dose_too_high',
] as const;

/** What beyond the words decides an intent: the user's medicines, nutrients of an earlier part. */
export interface IntentContext {
  medicines?: readonly string[];
  /** Nutrients an elliptical part refers to ("what about coffee?" after "iron and calcium …"). */
  inherited?: readonly NutrientKey[];
  /** The person has kidney disease (plan conditions or an eGFR stage). */
  kidney?: boolean;
  /** The plan's life stage: a pregnant or breastfeeding person's "how much coffee?" is a pregnancy question. */
  lifeStage?: string;
  /** The plan's conditions (gout, heart failure …): the subject of a question that does not name it. */
  conditions?: readonly string[];
  /** The person's message before this one: a follow-up that names nothing is read with it (faq/select.ts). */
  previous?: string;
  /** The plan's age: everyday rows for older people (faq/, `minAge`). */
  age?: number;
  /** The plan's ferritin is above its range: no iron row (faq/). */
  ironOverload?: boolean;
  /** The plan's ferritin is below its range (faq/ `ironStatusOf`). */
  ironDeficiency?: boolean;
  /** The plan's serum calcium is above its range (faq/ `ironStatusOf`). */
  hypercalcaemia?: boolean;
  /** The plan's glucose is below 3.9 mmol/L (faq/ `ironStatusOf`). */
  lowGlucose?: boolean;
  /** The plan's serum potassium is below its range (faq/ `ironStatusOf`). */
  lowPotassium?: boolean;
  /** The plan's serum sodium is below its range (faq/ `ironStatusOf`). */
  lowSodium?: boolean;
  /** The plan's triglycerides are 5.6 mmol/L or more. */
  severeTriglycerides?: boolean;
  /** The plan's 25-OH vitamin D is below 50 nmol/L (faq/ `ironStatusOf`). */
  lowVitaminD?: boolean;
  /** The plan's diet is vegan or vegetarian (faq/ `plantBasedOf`), as the rows read the person. */
  plantBased?: boolean;
  /** A man (the plan's sex, or said): a medicine's pregnancy rule is not his question. */
  male?: boolean;
  /** The plan's BMI: underweight and asking to lose more is the energy answer (intents/bmi.ts). */
  bmi?: number;
}

/** Asking whether a product or amount may be taken: "is one a day ok?", "can I take", "每天一粒可以吗". */
const MAY_I_TAKE =
  /\b(ok|okay|safe|fine|alright|all right|too much)\b|\bcan i (take|have|use)\b|\bshould i (take|be taking)\b|可以吗|可不可以|行吗|行不行|能吃吗|能不能吃|会不会多|安全吗|没问题吧|能[^，。？！]{0,8}吃[^，。？！]{0,4}吗/;

/**
 * A daily amount the person proposes above the adult UL ("vitamin D 50,000 IU, one a day ok?"), with no
 * medicine named (a medicine's pair is its own answer) and not a weekly or monthly course.
 */
function proposesAboveUl(t: string): boolean {
  if (!MAY_I_TAKE.test(t) || findDrugs(t).length > 0) return false;
  const views = nutrientViews(null, 'en-US');
  return findStatedAmounts(t).some((s) => {
    const ul = views.get(s.nutrient)?.ul;
    return Math.abs(s.everyDays - 1) < 1e-9 && typeof ul === 'number' && s.amount > ul + 1e-9;
  });
}

/** The intent of a question by cue score and entities (red flags are checked separately). */
/** A potassium of 5.0 or more, or a high potassium, said ("my potassium is 5.8", "血钾偏高"). */
export const HIGH_POTASSIUM_SAID =
  /(血钾|钾)[^，。？?\d]{0,6}(5\.\d|[6-9](\.\d)?)|血钾(偏)?高|\bpotassium\b[^.?!\d]{0,20}\b(5\.\d|[6-9](\.\d)?)\b|\bpotassium (is|was|runs?|running) (high|up)\b|\bhyperkal\w*/;

/** Liver named as an organ, a result or a disease, not a food. */
export const LIVER_NOT_FOOD =
  /肝病|肝功能|转氨酶|脂肪肝|肝炎|肝硬化|\bliver (disease|function|enzymes?|tests?|damage|problems?|failure)\b|\bfatty liver\b|\bhepatitis\b|\bcirrhosis\b|\bcod liver\b/;

export function intentOf(text: string, context: IntentContext = {}): Exclude<Intent, 'urgent'> {
  // "how mcuh vit d shud i tk": the cues read the words meant (question-kind.ts TYPOS).
  const t = withoutTypos(text);
  if (!t) return 'out_of_scope';
  const medicines = Array.isArray(context.medicines) ? context.medicines : [];
  const inherited = Array.isArray(context.inherited) ? context.inherited : [];
  return (
    situationIntent(text, t, context, medicines) ??
    topicIntent(text, t, context, medicines) ??
    cueIntent(text, t, medicines, inherited)
  );
}

/**
 * The person's situation read first: breastfeeding, dieting periods, weight with a condition that sets no
 * deficit or underweight, the plan's findings, an INR, a missed dose, a salt's element, and an everyday
 * row written for this person.
 */
function situationIntent(
  text: string,
  t: string,
  context: IntentContext,
  medicines: readonly string[],
): Exclude<Intent, 'urgent'> | null {
  // The baby's own vitamin D, a medicine or a drink while breastfeeding (intents/lactation.ts).
  if (lactationTopicOf(text, context.lifeStage ?? 'none', medicines)) return 'pregnancy_lactation';
  // Periods changing while dieting: a sign of eating too little, not an iron dose question.
  if (isDietingPeriodQuestion(t)) return 'weight_change';
  // Weight lost, hunger or calories asked with an overactive thyroid or cancer (the plan's, or said):
  // the energy answer that says eat more, never a dieting row (tenth clinician review, zh P4 finding 1).
  if (
    noDeficitEnergyRowFor(context.conditions ?? [], t) &&
    WEIGHT_OR_ENERGY_ASKED.test(t) &&
    findNutrients(t).every((n) => n === 'protein') &&
    // "Is the raw egg in his milk drink safe? want to push calories" asks about food safety, not the
    // energy (blind answer round 35 en-040, development data, unsafe).
    !RAW_RISK.test(t)
  )
    return 'bmi_energy';
  // Underweight by the plan and asking to lose more: do not lose weight (eleventh clinician review,
  // zh P4 finding 1), whatever else the question names.
  if (
    context.bmi !== undefined &&
    context.bmi < 18.5 &&
    !String(context.lifeStage ?? '').startsWith('pregnant') &&
    WANTS_LOSS.test(t)
  )
    return 'bmi_energy';
  // "How many calories to put on weight slowly?": the energy answer with how much more to eat, not the
  // weight-gain tips (round 51 zh-065, development data).
  if (GAIN_ASKED.test(t) && CALORIES_ASKED.test(t) && findNutrients(t).every((n) => n === 'protein'))
    return 'bmi_energy';
  // Metformin and the kidneys, a multivitamin with CKD, greens on warfarin: the plan's own findings.
  if (planTopicOf(text, { kidney: context.kidney ?? false, medicines })) return 'medicine_question';
  // An INR figure is the question before any food or drink named with it: "INR was 3.6 … I started
  // drinking Ensure" needs the clinic, not the drink's servings (blind answer round 18, en-093).
  if (inrFigureGiven(normaliseQuestion(text))) return 'medicine_question';
  // A missed dose of a medicine named ("I forgot my Xarelto last night at supper, should I take two
  // tonight?"): the medicine's missed-dose rule, before any row that reads the meal or the hour in it
  // (twenty-third clinician review, en S1: a bedtime-snack row answered "Yes —").
  if (findDrugs(text).length > 0 && medicineTopicOf(text, medicines) === 'missed_dose')
    return 'medicine_question';
  // "ferrous fumarate 210mg, how much iron am I actually getting?": the salt's element (stated-dose.ts),
  // before a row about choosing an iron salt (thirty-first clinician review, en M8).
  if (SALT_CONTENT_ASKED.test(t) && findStatedAmounts(text).some((s) => s.salt !== undefined))
    return 'how_much_nutrient';
  // An everyday question a table row answers for this person (faq/): the row's own intent.
  const faq = faqRowFor(
    text,
    {
      medicines,
      conditions: context.conditions ?? [],
      lifeStage: context.lifeStage ?? 'none',
      ...(context.age !== undefined ? { age: context.age } : {}),
      ...(context.ironOverload ? { ironOverload: true } : {}),
      ...(context.ironDeficiency ? { ironDeficiency: true } : {}),
      ...(context.hypercalcaemia ? { hypercalcaemia: true } : {}),
      ...(context.lowGlucose ? { lowGlucose: true } : {}),
      ...(context.lowPotassium ? { lowPotassium: true } : {}),
      ...(context.lowSodium ? { lowSodium: true } : {}),
      ...(context.lowVitaminD ? { lowVitaminD: true } : {}),
      ...(context.severeTriglycerides ? { severeTriglycerides: true } : {}),
      ...(context.plantBased ? { plantBased: true } : {}),
    },
    context.previous,
  );
  // Liver eaten in pregnancy ("pork liver soup for iron", "菠菜猪肝汤一周吃四五次") is its vitamin A first,
  // before the soup, the iron or the spinach's vitamin K (blind answer round 32, en-091, unsafe; thirty-first
  // clinician review, zh M4). A liver result or disease is not a food.
  if (
    PREGNANT_STAGES.has(context.lifeStage ?? 'none') &&
    lifeStageTopicOf(text) === 'liver' &&
    !LIVER_NOT_FOOD.test(normaliseQuestion(text))
  )
    return 'pregnancy_lactation';
  if (faq) return faq.intent;
  return null;
}

/**
 * A topic that has its own answer whatever the cue words: a salt substitute, an everyday topic, a
 * supplement's or a statin's dose question, a child's dose, the person's medicines, a life-stage food, a
 * daily amount above the UL, an HbA1c.
 */
function topicIntent(
  text: string,
  t: string,
  context: IntentContext,
  medicines: readonly string[],
): Exclude<Intent, 'urgent'> | null {
  // A salt substitute asked about beside a medicine whose row speaks of salt (sodium bicarbonate tablets):
  // the substitute's potassium is the question (twenty-second clinician review, zh S1: "我爸能用低钠盐吗"
  // with CKD G4 and a potassium of 5.6 got the sodium-bicarbonate row and "no reliable rule on potassium").
  // On lithium the lithium salt row answers (cutting sodium raises the lithium level).
  if (isSaltSubstituteQuestion(text) && !medicines.includes('lithium')) return 'salt_substitute';
  // Ginger, fenugreek, creatine, cramps after a run, salt, iron every other day, a missed supplement.
  const everyday = everydayTopicOf(text, {
    lifeStage: context.lifeStage ?? 'none',
    medicines,
    conditions: context.conditions ?? [],
    male: context.male ?? isMale(text, undefined),
  });
  if (everyday && !isStatinMuscleQuestion(text, medicines)) return EVERYDAY_INTENT[everyday];
  // Muscle symptoms or CoQ10 with a statin: the prescriber question, whatever else is asked.
  // A dose question about a supplement that is not a nutrient ("how much CoQ10"): that supplement.
  if (isSupplementDoseQuestion(text)) return 'supplement_dose';
  if (isStatinMuscleQuestion(text, medicines)) return 'statin_muscle';
  // The person's own medicines: a missed dose, an INR, side effects, "stop X and take Y instead",
  // blood-activating herbs (intents/medicines.ts).
  // A salt substitute said beside a medicine ("on spironolactone, I use NoSalt instead of salt"): the
  // substitute's potassium is the question, not "stop X and take Y instead" (clinician review
  // 2026-11-25 fourth, en P1).
  if (isSaltSubstituteQuestion(text)) return 'salt_substitute';
  // "Can I give my grandson of 8 one of my vitamin D pills?": the child's dose (intents/child-dose.ts).
  if (
    childAgeMonths(text) !== null &&
    findNutrients(t).length > 0 &&
    !/药|\bmedicines?\b|\bmedications?\b/.test(t)
  )
    return 'how_much_nutrient';
  const topic = medicineTopicOf(text, medicines);
  if (topic === 'blood_activating') return 'herbal_remedy';
  if (topic) return 'medicine_question';
  // Pregnant or breastfeeding: fish, liver, cod liver oil, caffeine, weight gain, energy are asked
  // for this life stage (a nutrient dose question stays a dose question).
  const stage = context.lifeStage ?? 'none';
  const lifeTopic = lifeStageTopicOf(text);
  if (lifeTopic && (PREGNANT_STAGES.has(stage) || stage === 'lactating')) {
    const named = findNutrients(t);
    const doseCue = [...INTENT_CUES.how_much_nutrient, ...INTENT_CUES.dose_too_high].some(([re]) =>
      re.test(t),
    );
    if (named.length === 0 || (!doseCue && ['cod_liver_oil', 'liver', 'folic_acid'].includes(lifeTopic)))
      return 'pregnancy_lactation';
    // Liver named with the vitamin A it carries ("猪肝维生素A太多…到底一周能吃多少"): how much liver is the
    // question, answered by the life-stage liver rule — never the vitamin A UL against the supplements on
    // file, which left the daily liver soup uncounted (blind answer round 14, zh-088, unsafe).
    if (lifeTopic === 'liver' && named.every((n) => n === 'vitaminA')) return 'pregnancy_lactation';
  }
  // "I bought vitamin D 50,000 IU …, is one a day ok?", "zinc 100 mg a day, can I?": a daily amount
  // above the UL, asked whether it may be taken, is the dose check, whatever else the message names
  // (tenth clinician review, en P1 finding 1).
  if (proposesAboveUl(t)) return 'dose_too_high';
  // "我的糖化血红蛋白6.1是糖尿病吗": the plan's glucose classification.
  if (isHbA1cQuestion(text)) return 'lab_result';
  // "低钠盐可以吃吗 / can I use Lo-Salt": potassium chloride, answered for this person.
  if (isSaltSubstituteQuestion(text)) return 'salt_substitute';
  return null;
}

/** Each intent's cue score, a named nutrient making the nutrient-specific readings likelier. */
function cueScores(t: string): Map<string, number> {
  const scores = new Map<string, number>();
  for (const intent of INTENT_PRIORITY) {
    let s = 0;
    for (const [re, w] of INTENT_CUES[intent]) if (re.test(t)) s += w;
    if (s > 0) scores.set(intent, s);
  }
  // A named nutrient makes the nutrient-specific reading likelier than a general goal or tip set.
  if (findNutrients(t).length > 0) {
    // "How much vitamin A can I take while pregnant": the nutrient's dose (with the pregnancy rule),
    // not the general pregnancy tips.
    if (scores.has('how_much_nutrient') || scores.has('dose_too_high')) {
      scores.delete('pregnancy_lactation');
      // "我骨质疏松，要吃多少维生素D": the nutrient's dose from the plan, not the bone tips (M11).
      scores.delete('goals');
    }
    for (const intent of NUTRIENT_INTENTS) {
      const s = scores.get(intent);
      if (s !== undefined) scores.set(intent, s + 1);
    }
  }
  return scores;
}

/** The intent by cue score, with the entities named (medicines, supplements) on top. */
function cueIntent(
  text: string,
  t: string,
  medicines: readonly string[],
  inherited: readonly NutrientKey[],
): Exclude<Intent, 'urgent'> {
  const scores = cueScores(t);
  const drugs = findDrugs(t);
  const substances = findSubstances(t);
  // "is it ok to take calcium tablets with keto acid analogues?": a weak "is it ok" without an amount is
  // the pair's question, not a dose check (tenth clinician review, zh P2 finding 2); "is 1000 mg safe with
  // …" and "too much … with …" stay dose questions.
  const doseAsked =
    (scores.get('dose_too_high') ?? 0) >= 3 ||
    (scores.has('dose_too_high') && findStatedAmounts(text).length > 0);
  // "How much protein should I eat on Mounjaro so I don't lose muscle?": the amount of a nutrient asked
  // with a medicine only as the setting, where no rule pairs them, is the nutrient's amount — never "no
  // rule says they need spacing" (fifteenth clinician review, en P4 moderate #3). A pair with a rule
  // (vitamin K on warfarin, calcium with levothyroxine) and "together / apart / when" stay the pair's.
  if (drugs.length > 0 && nutrientAmountBesideMedicine(t, drugs, substances)) return 'how_much_nutrient';
  if (drugs.length > 0 && substances.length > 0 && !doseAsked) return 'drug_interaction';
  // "丹参片能吃吗 / can I take red yeast rice instead?": a herb with the person's own medicines.
  if (isHerbQuestion(text, medicines)) return 'herbal_remedy';
  // "Can I take red yeast rice with my statin?" with no statin on file: the class's rules.
  // ("add red yeast rice to my statin" names no amount: not a dose question).
  if (
    drugs.length === 0 &&
    substances.length > 0 &&
    (!scores.has('dose_too_high') || findStatedAmounts(text).length === 0) &&
    findDrugClasses(t).length > 0
  )
    return 'drug_interaction';
  if (drugs.length > 0 && (scores.get('drug_interaction') ?? 0) > 0) return 'drug_interaction';
  if (drugs.length === 0 && !/药|medic|drug|pill|prescri/.test(t)) scores.delete('drug_interaction');
  if (drugs.length === 0 && isPairingQuestion(t, inherited)) return 'supplement_pairing';
  // "Hey! I take 4 of my 200 mcg selenium caps … Is that a good dose?" opens with a greeting but asks about a
  // nutrient: the greeting is only the answer to a message that asks nothing else (fifty-first review, en S3).
  if (
    scores.has('greeting') &&
    ([...scores.keys()].some((k) => k !== 'greeting') ||
      findNutrients(t).length > 0 ||
      drugs.length > 0 ||
      substances.length > 0)
  )
    scores.delete('greeting');
  let best: Exclude<Intent, 'urgent'> = 'out_of_scope';
  let bestScore = 0;
  for (const intent of INTENT_PRIORITY) {
    const s = scores.get(intent) ?? 0;
    if (s > bestScore) {
      best = intent;
      bestScore = s;
    }
  }
  // "朋友说维生素K2对骨头好，我能吃吗", "can I take a D3 + K2 combo" on warfarin: a supplement the
  // person's own medicine rules out is an interaction question, not bone tips or a vitamin D dose (H6).
  if (
    drugs.length === 0 &&
    ['out_of_scope', 'goals', 'vegetarian_vegan', 'weight_change'].includes(best) &&
    // An amount named ("鱼油能加到每天3克吗") is a dose question; the dose answer carries the rule.
    findStatedAmounts(text).length === 0 &&
    standingTaboos(text, medicines, 'en-US').length > 0
  )
    return 'drug_interaction';
  if (best === 'out_of_scope' && findNutrients(t).length > 0) return 'how_much_nutrient';
  if (best === 'out_of_scope' && inherited.length > 0 && drugs.length > 0) return 'drug_interaction';
  // "What should I cut back on?" names no nutrient: the food answer would fall back on the plan's
  // lowest nutrient and list foods to eat more of — the opposite question. Said plainly instead.
  if (best === 'food_sources' && inherited.length === 0 && findNutrients(t).length === 0 && LIMIT_CUE.test(t))
    return 'out_of_scope';
  return best;
}

/** A number of calories asked ("要吃多少热量", "how many calories"). */
const CALORIES_ASKED =
  /(多少|几多|几|几百)(的)?(热量|卡路里|千卡|大卡|卡)|(热量|卡路里)[^，。？?]{0,6}(多少|几多)|\bhow many (calories|kcal|cals)\b|\b(calories|kcal)\b[^.?!]{0,20}\b(a|per) day\b/;

/** How much of the element a salt's stated mass holds. */
const SALT_CONTENT_ASKED =
  /多少|几毫克|真正|实际|元素|\b(how (much|many)|actual(ly)?|elemental|real|equals?|equivalent|means?)\b/;

/** Words asking what to eat less of or avoid. */
const LIMIT_CUE =
  /少吃|少喝|不能吃|不能喝|不要吃|别吃|忌口|忌什么|避免|避开|控制|\bcut (back|down)\b|\bavoid\b|\blimit\b|\bstay away\b|\bbad for\b|\bshould(n'?t| not) (eat|drink)\b|\bstill (have|eat|drink)\b/;
