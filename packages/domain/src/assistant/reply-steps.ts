/**
 * The built-in answer's rules as ordered tables of steps (ADR 0045, the shape of EVERYDAY_RULES and
 * HANDLERS): each `{ id, why, when, answer }`, evaluated in order by one function; the first step that
 * answers wins. The rules that speak alone come first, then those that read the message's nutrients and
 * the chat, then the part-by-part answer.
 */
import { pregnancyDietText } from '../knowledge/medicine-diet';
import { BREASTFEEDING_WORDS } from './intents/child-dose';
import { childAsked, childCannot, childFoodAnswer, childRowFits, selfAsked } from './intents/child-food';
import { liverTbAnswer, liverTopicAsked } from './intents/liver';
import { treatmentCompanionAnswer } from './intents/companion';
import { copperPancreasAnswer, saysPancreatitis, saysWilson } from './intents/copper-pancreas';
import { pick } from '../contracts/common';
import { findDrugs, findNutrients } from './entities';
import { bodyWeightSaidKg } from './weight-said';
import { normaliseQuestion, type Intent } from './lexicon';
import { insulinOmittedForWeight } from '../safety/insulin-omission';
import { conditionRulesFor, type ConditionDoseRule } from './intents/dose';
import { PREGNANT_STAGES } from './intents/life-stage';
import { planB12Answer } from './intents/plan-answers';
import { ckdProteinEatingLittleAnswer, ckdProteinMuscleAnswer } from './intents/ckd-protein';
import {
  everydayAnswer,
  everydayTopicOf,
  splitSourceLines,
  medicineDietRowFor,
  wholeMessageDietRow,
  pregnancyAlcoholAnswer,
  pregnancyAlcoholBeforeMedicine,
  alcoholInRecovery,
  asksAboutAlcohol as asksAlcoholOrHidden,
  CREATINE,
} from './intents/everyday';
import { sourceLine } from './intents/shared';
import type { Ctx, Draft } from './intents/shared';
import { haematocritAnswer } from './intents/haematocrit';
import { stomaFluidAnswer } from './intents/stoma';
import { paracetamolTotalAnswer } from './intents/paracetamol-total';
import { caffeineTotalAnswer } from './intents/caffeine-total';
import { childFeverMedicineAnswer } from './intents/child-fever-medicine';
import { AFTER_GASTRECTOMY, chemoDiarrhoeaForOwnDrug } from './chemo-diarrhoea-drug';
import { splitQuestion } from './parts';
import { ownDoseChangeAnswer } from './intents/own-dose-change';
import { medicineTimeAnswer } from './intents/medicine-time';
import { pillPregnancyAnswer } from './intents/pill-pregnancy';
import { medicinePairAnswer } from './intents/medicine-pairs';
import { weightControlProductAnswer } from './intents/weight-control-products';
import { veryLowIntakeAnswer } from './intents/very-low-intake';
import { maleVitalityProductAnswer } from './intents/male-vitality-products';
import { performanceDrugAnswer } from './intents/performance-drugs';
import { pillAuraAnswer } from './intents/pill-aura';
import { sportDiabetesAnswer } from './intents/sport-diabetes';
import { doseTenfoldAnswer } from './intents/dose-tenfold';
import { safeMarkdown } from './stream';
import { lowPotassiumSymptoms } from './intents/low-potassium-symptoms';
import { methotrexateWeeklyAnswer } from './intents/methotrexate-weekly';
import { stopTheSupplementAnswer } from './intents/stop-the-supplement';
import { eatingDistress, eatingDistressAnswer, eatingScreenPositive } from './intents/weight';
import { potassiumMedicineAnswer } from './intents/potassium-medicine';
import { heartFailureKnown, hfWeightGainAnswer } from './intents/hf-weight-gain';
import { prenatalAntiseizureAnswer } from './intents/prenatal-antiseizure';
import {
  ownMagnesiumScheduleSaid,
  transplantMagnesiumTimingAnswer,
} from './intents/transplant-magnesium-timing';
import { productsTogetherAnswer } from './intents/products-together';
import { vitaminDRepletionAnswer } from './intents/vitamin-d-repletion';
import { pregnancyHeadacheAnswer, pregnancyMedicineAnswer } from './intents/pregnancy-medicines';
import { faqDraft, faqPersonOf, faqRowFor, faqRowsFor } from './faq';
import { unaddressed } from './cannot';
import { answerContextOf, ctxFor, type AnswerBase, type AnswerContext } from './reply-context';
import { finishAnswer } from './reply-guards';
import { intentOf } from './reply-intent';
import { labReply } from './reply-labs';
import { partsAnswer } from './reply-parts';
import type { FaqRow } from './faq/types';
import type { AssistantReply } from './reply-types';

/**
 * One rule of the chain (ADR 0045): `when` says whether it applies at all, `answer` gives the whole reply
 * or null (the rule has nothing to say about this message and the next one is asked).
 */
interface Step<C> {
  id: string;
  /** Why the rule stands where it does, for the reader of the table. */
  why: string;
  when: (c: C) => boolean;
  answer: (c: C) => AssistantReply | null;
}

const always = (): boolean => true;

/** The first answer of the steps, in order (the order is the behaviour: an earlier rule wins), or null. */
function firstAnswer<C>(steps: readonly Step<C>[], c: C): AssistantReply | null {
  for (const step of steps) {
    if (!step.when(c)) continue;
    const reply = step.answer(c);
    if (reply) return reply;
  }
  return null;
}

/** A rule whose text speaks alone (ruleOnlyAnswer): its id is the rule reported. */
function ruleOnlyStep(id: string, why: string, textOf: (b: AnswerBase) => string | null): Step<AnswerBase> {
  return {
    id,
    why,
    when: always,
    answer: (b) => {
      const text = textOf(b);
      return text ? ruleOnlyAnswer(text, id) : null;
    },
  };
}

/** The last user message before this one. */
const lastUserOf = (b: AnswerBase): string | undefined =>
  [...b.history].reverse().find((h) => h?.role === 'user' && typeof h.content === 'string')?.content;

/**
 * The rules that answer alone, before any nutrient of the message is read: a dangerous dose, product or
 * sign is said first and nothing else is (the earliest rule that answers wins).
 */
const FIRST_STEPS: readonly Step<AnswerBase>[] = [
  // Seventeenth clinician review, en P4 S5 ("my lantus is 180 units at night right?" with 18 IU in the
  // plan); ISMP high-alert lists.
  ruleOnlyStep(
    'dose-tenfold',
    'A dose ten times (or a tenth of) the plan’s dose of a high-alert medicine is questioned before any answer',
    (b) => doseTenfoldAnswer(b.text, b.plan, b.locale),
  ),
  // Thirteenth clinician review, zh P4 #1/#2, en P3 #1.
  ruleOnlyStep(
    'performance-drugs',
    'Anabolic steroids, SARMs, clenbuterol, DNP, yohimbine: the harm, no dose, no diet card',
    (b) => performanceDrugAnswer({ text: b.text, locale: b.locale }),
  ),
  // Thirteenth clinician review, zh P1 #2.
  ruleOnlyStep(
    'male-vitality-products',
    'A "male vitality" product is often spiked with a PDE-5 inhibitor, deadly with a nitrate: never the slimming-pill answer',
    (b) => maleVitalityProductAnswer({ text: b.text, medicines: b.medicines, locale: b.locale }),
  ),
  // Twelfth clinician review, en P4.
  ruleOnlyStep(
    'weight-control-products',
    'A laxative, water pill or diet pill bought to lose weight: the label’s maximum, water not fat, support to stop',
    (b) =>
      weightControlProductAnswer({
        text: b.text,
        plan: b.plan,
        medicines: b.medicines,
        eatingScreenPositive: eatingScreenPositive({ plan: b.plan }),
        locale: b.locale,
      }),
  ),
  // Intents/methotrexate-weekly.ts; nineteenth clinician review, en S1.
  {
    id: 'methotrexate-weekly',
    why: 'Methotrexate asked to be taken daily or spread over the week: "once a week, never daily" first',
    when: always,
    answer: (b) => {
      const weekly = methotrexateWeeklyAnswer(b.text, lastUserOf(b), b.locale);
      return weekly ? ruleOnlyAnswer(weekly.text, 'methotrexate-weekly') : null;
    },
  },
  {
    id: 'low-potassium-symptoms',
    why: 'A low potassium with palpitations, cramps or weakness is urgent or the same day, before any calcium, statin or food answer',
    when: always,
    answer: lowPotassiumLead,
  },
  // Intents/haematocrit.ts; thirteenth clinician review, en P3 #2.
  ruleOnlyStep(
    'haematocrit-high',
    'A haematocrit typed in the chat: no food thins the blood, above 54 % on testosterone the guideline pauses it',
    (b) => haematocritAnswer({ text: b.text, plan: b.plan, medicines: b.medicines, locale: b.locale }),
  ),
  // Intents/stoma.ts; thirteenth clinician review, en P2 #1.
  ruleOnlyStep(
    'high-output-stoma-fluids',
    'A high-output stoma: limit plain drinks, oral rehydration solution, salt — never the low-sodium row',
    (b) =>
      stomaFluidAnswer({
        text: b.text,
        earlier: b.history
          .filter((h) => h?.role === 'user' && typeof h.content === 'string')
          .map((h) => h.content),
        locale: b.locale,
        medicines: b.medicines,
      }),
  ),
  {
    // Fourteenth clinician review, en P3 #4; two medicines that both contain it, and too much of it told
    // with its signs (eighteenth review, S4).
    id: 'paracetamol-in-combinations',
    why: 'Paracetamol inside a combination painkiller is counted',
    when: always,
    answer: (b) => {
      const paracetamol = paracetamolTotalAnswer(b.text, b.locale);
      return paracetamol
        ? ruleOnlyAnswer(paracetamol.text, 'paracetamol-in-combinations', paracetamol.urgent)
        : null;
    },
  },
  // Intents/child-fever-medicine.ts; eighteenth review, M13.
  ruleOnlyStep(
    'child-fever-medicine',
    'A fever medicine for a child: one medicine by weight, the mL from the bottle, the signs for the emergency department',
    (b) => childFeverMedicineAnswer(b.text, b.locale),
  ),
];

/**
 * A low potassium (the plan's or typed) with palpitations, cramps or weakness: urgent or the same day
 * (intents/low-potassium-symptoms.ts; eleventh review).
 */
function lowPotassiumLead(b: AnswerBase): AssistantReply | null {
  const { text, plan, medicines, history, locale, skip } = b;
  const lowK = lowPotassiumSymptoms({
    text,
    plan,
    medicines,
    conditions: plan?.profile.conditions ?? [],
    previous: [...history].reverse().find((h) => h?.role === 'user' && typeof h.content === 'string')
      ?.content,
    locale,
  });
  // Pregnant with a low potassium and no symptoms said: the maternity team replaces it (often a drip), which
  // the pregnancy row says (faq/rows-round25-unsafe-chat.ts; blind answer round 25, en-057), not "have your
  // doctor recheck it this week".
  const pregnancyLowK =
    lowK !== null &&
    !lowK.urgent &&
    !lowK.symptoms &&
    faqRowsFor(text, faqPersonOf({ plan, medicines })).some(
      (r) => r.id === 'pregnancy-vomiting-low-potassium',
    );
  if (!lowK || pregnancyLowK || skip.has('low-potassium-symptoms')) return null;
  const lead = ruleOnlyAnswer(lowK.text, 'low-potassium-symptoms', lowK.urgent);
  // The same-day lead with a question of its own beside it (a supplement, another nutrient):
  // that question is answered below the lead, not dropped ("leg cramps at night, can I take magnesium
  // with my myasthenia?" — nineteenth clinician review, en M15/M16, zh S3).
  if (lowK.symptoms && !lowK.urgent && asksBesidePotassium(text)) {
    const rest = b.again(new Set([...skip, 'low-potassium-symptoms']));
    if (!rest.urgent) return withLeadAbove(lead, rest);
  }
  return lead;
}

/** The reply of a rule that answers the whole message as one intent. */
const whole = (a: AnswerContext, intent: Exclude<Intent, 'urgent'>, draft: Draft, c: Ctx): AssistantReply =>
  finishAnswer(a, intent, draft, c, [intent]);

/** An everyday row that answers the whole message. */
const rowAnswer = (a: AnswerContext, c: Ctx, row: FaqRow): AssistantReply =>
  whole(a, row.intent, { ...faqDraft(c, row), answersWhole: true }, c);

/** A rule that writes a draft for the message read with its nutrients, said as `intent`. */
function draftStep(
  id: string,
  why: string,
  intent: Exclude<Intent, 'urgent'>,
  draftOf: (c: Ctx, a: AnswerContext) => Draft | null | undefined,
): Step<AnswerContext> {
  return {
    id,
    why,
    when: always,
    answer: (a) => {
      const c = ctxFor(a, a.text, a.nutrients);
      const draft = draftOf(c, a);
      return draft ? whole(a, intent, draft, c) : null;
    },
  };
}

/** The person's earlier messages (a new list each time, as each rule had its own). */
const earlierOf = (a: AnswerContext): string[] =>
  a.history.filter((h) => h?.role === 'user' && typeof h.content === 'string').map((h) => h.content);

/** The person's medicines and those this message names. */
const ownMedicinesOf = (a: AnswerContext): string[] => [
  ...new Set([...a.medicines, ...findDrugs(a.text).map((d) => d.id)]),
];

/** …and those named in an earlier message ("I'm on Antabuse" … "what about kombucha?"). */
const saidMedicinesOf = (a: AnswerContext): string[] => [
  ...new Set([
    ...ownMedicinesOf(a),
    ...a.history
      .filter((h) => h.role === 'user' && typeof h.content === 'string')
      .flatMap((h) => findDrugs(h.content).map((d) => d.id)),
  ]),
];

/** A medicine whose own row forbids alcohol outright (acitretin, disulfiram: no pregnancy variant). */
function ownRowForbidsAlcohol(a: AnswerContext): boolean {
  const ownRow = medicineDietRowFor(a.text, a.medicines);
  return ownRow !== null && /alcohol/.test(ownRow.id) && pregnancyDietText(ownRow.id, true) === undefined;
}

/** The medicines of chemotherapy diarrhoea: the person's, this message's and the one before's. */
const chemoMedsOf = (a: AnswerContext): string[] => [
  ...new Set([
    ...a.medicines,
    ...findDrugs(a.text).map((d) => d.id),
    ...(a.previousUser ? findDrugs(a.previousUser).map((d) => d.id) : []),
  ]),
];

/** Breastfeeding said (intents/child-dose.ts's words). */
const BREASTFEEDING_SAID = new RegExp(BREASTFEEDING_WORDS.source);

/** Intents whose answer for a child of known age is the age band's (intents/child-dose.ts, tips.ts). */
const CHILD_AGE_INTENTS: ReadonlySet<Intent> = new Set(['how_much_nutrient', 'vegetarian_vegan']);

/**
 * "我儿子吃再普乐两年…" typed by a parent of a grown son: the son is the adult whose plan this is when no child's age or
 * baby's thing is said and the message names a medicine the plan holds, or an adult's body weight (blind answer round
 * 56, zh-006, development data: a 28-year-old on olanzapine got the child-dose "can't").
 */
function adultChildOfThePlan(a: AnswerContext, asked: { months: number | null; infant: boolean }): boolean {
  const age = a.plan?.profile.age;
  if (age === undefined || age < 18 || asked.months !== null || asked.infant) return false;
  // The message and, for a follow-up that names no one ("那咖啡要减到几杯"), the one before it ("我儿子吃clozapine
  // 400mg"; blind answer round 63, zh-022, development data: a man of 33 got the child-dose "can't").
  return [a.text, ...(a.previousUser ? [a.previousUser] : [])].some((said) => {
    const t = normaliseQuestion(said);
    const ownMedicine = findDrugs(said).some((d) => a.medicines.includes(d.id));
    const adultWeight = (bodyWeightSaidKg(t) ?? 0) >= 45;
    return ownMedicine || adultWeight || ADULT_LIFE.test(t);
  });
}
/**
 * An adult's life told of a son or daughter: out of hospital, a bone-density score, her own dietitian, university, a job,
 * a partner (a read-through of blind answer round 62, en-051: "My daughter is 3 months out of hospital (anorexia
 * recovery, osteopenia Z -2.2) … 4 black coffees" with a plan of 20 got the child-dose "can't").
 */
const ADULT_LIFE =
  /出院|骨密度|[tz]值|上班|工作|大学|研究生|(她|他)(老公|丈夫|老婆|妻子|男朋友|女朋友|对象)|\b(out of hospital|discharged|osteopenia|[tz][- ]?scores?|(her|his) (own )?dietitian|uni(versity)?|college|(her|his) (job|work|husband|wife|boyfriend|girlfriend|partner)|at work)\b/;

/**
 * A food or drink asked FOR a baby or child: honey before 12 months, liver, rice drinks and a cow's-milk
 * allergy get the child's rule; any other question an adult row or the parent's life stage would answer
 * gets the specific "can't" (intents/child-food.ts).
 */
function childFoodReply(a: AnswerContext): AssistantReply | null {
  const { text, plan, locale, medicines, previousUser, nutrients } = a;
  const earlier = earlierOf(a);
  const pregnant = PREGNANT_STAGES.has(plan?.profile.lifeStage ?? 'none');
  // Insulin skipped to stay thin, told of a daughter or son, is the insulin-omission answer (ketones,
  // the diabetes team today), never the child's "can't" (merging wip/infant and wip/insulin).
  const asked = childAsked(text, earlier, pregnant);
  const child = asked && !insulinOmittedForWeight(normaliseQuestion(text)) && !adultChildOfThePlan(a, asked);
  if (!child) return null;
  const c = ctxFor(a, text, nutrients);
  const rule = childFoodAnswer(text, locale, earlier, pregnant);
  if (rule) return whole(a, 'food_sources', { ...rule.draft, rules: [rule.id], answersWhole: true }, c);
  // A row written with a child in mind answers; a nutrient's amount or a tip set with the child's age
  // known gets the age band's figures (intents/child-dose.ts). Anything else would be an adult's
  // answer or the parent's plan: the specific "can't", unless the parent asks about their own eating too
  // ("can my baby get caffeine from my coffee? how many cups can I have").
  const row = faqRowFor(text, faqPersonOf(c), previousUser);
  const intent = intentOf(text, {
    medicines,
    lifeStage: plan?.profile.lifeStage ?? 'none',
    conditions: plan?.profile.conditions ?? [],
    ...(previousUser ? { previous: previousUser } : {}),
  });
  const ageBand =
    c.childMonths !== null &&
    c.childMonths !== undefined &&
    CHILD_AGE_INTENTS.has(intent) &&
    (intent !== 'how_much_nutrient' || nutrients.length > 0);
  // Breastfeeding, a baby's own vitamin D drops or B12 are the lactation answers' (intents/lactation.ts).
  const lactation =
    intent === 'pregnancy_lactation' &&
    (plan?.profile.lifeStage === 'lactating' || BREASTFEEDING_SAID.test(normaliseQuestion(text))) &&
    (c.childMonths === null || c.childMonths === undefined || c.childMonths < 24);
  // Creatine asked for a teenager has its own answer (AAP 2016: not under 18), not the child's "can't" (blind answer
  // round 63, en-056, development data).
  const teenCreatine =
    CREATINE.test(normaliseQuestion(text)) && (c.minorSaid === true || (c.childMonths ?? 0) >= 144);
  if (teenCreatine) return null;
  if (!selfAsked(text) && (row ? !childRowFits(row) : !ageBand && !lactation))
    return whole(
      a,
      'out_of_scope',
      { ...childCannot(locale), rules: ['child-cannot'], answersWhole: true },
      c,
    );
  return null;
}

/**
 * A medicine for which everything the message asks about is one danger (disulfiram and alcohol in any
 * form), pregnancy and alcohol or painkillers, and the rows that answer a whole message: before the liver
 * rule, the general alcohol limits or a split into parts (ninth clinician review, en P2).
 */
const MEDICINE_DANGER_STEPS: readonly Step<AnswerContext>[] = [
  // Blind answer round 42, en-070 (unsafe, development data).
  draftStep(
    'stop-the-supplement',
    '"Should I stop it? Taper it?" naming nothing, after a supplement asked beside a medicine it must not be taken with: the supplement',
    'supplement_timing',
    (c, a) => stopTheSupplementAnswer(c, a.previousUser),
  ),
  // Fourteenth review, zh P5 #3.
  draftStep(
    'products-together',
    '"Are these products too much together?": the plan’s own figures per product, before a row about one nutrient',
    'dose_too_high',
    (c) => {
      const together = productsTogetherAnswer(c);
      return together ? { ...together, answersWhole: true } : null;
    },
  ),
  // Blind answer round 47 (development data): a day's drinks added up, before the stock caffeine rows.
  draftStep(
    'caffeine-total',
    'The caffeine of the drinks the message counts, added up and read against the person’s limit',
    'how_much_nutrient',
    (c) => caffeineTotalAnswer(c, () => faqRowsFor(c.text, faqPersonOf(c))),
  ),
  // Fourteenth review, zh P5 #5.
  draftStep(
    'vitamin-d-repletion',
    'How much vitamin D with a low level: the guideline’s repletion total',
    'how_much_nutrient',
    (c) => {
      const repletion = vitaminDRepletionAnswer(c);
      return repletion ? { ...repletion, answersWhole: true } : null;
    },
  ),
  {
    // Faq/types.ts `beforeMedicineDiet`; twelfth clinician review.
    id: 'row-before-medicine-diet',
    why: 'A row for a situation more specific than a medicine’s diet row (Ramadan on a sulfonylurea, PKU) answers first',
    when: always,
    answer: (a) => {
      const c = ctxFor(a, a.text, a.nutrients);
      const early = faqRowsFor(a.text, faqPersonOf(c)).find((r) => r.beforeMedicineDiet === true);
      return early ? rowAnswer(a, c, early) : null;
    },
  },
  // Thirty-fifth clinician review, en S2: pregnant now, a medicine's alcohol row ("heavy or binge drinking"
  // on metformin) never answers alone.
  draftStep(
    'pregnancy-alcohol-before-medicine',
    'Pregnant and asking about alcohol on a medicine with an alcohol row: "none at all" leads, the medicine’s row after it',
    'pregnancy_lactation',
    (c, a) => pregnancyAlcoholBeforeMedicine(c, earlierOf(a), saidMedicinesOf(a)),
  ),
  {
    // A medicine said only earlier answers an alcohol question, not "how much water should I drink";
    // desmopressin said earlier does answer a drinks question: its label limits fluid (fourteenth
    // clinician review, en P3 #2).
    id: 'medicine-diet-whole-message',
    why: 'A medicine whose diet row is everything the message asks about answers it whole',
    when: (a) => {
      const saidMedicines = saidMedicinesOf(a);
      return Boolean(
        wholeMessageDietRow(a.text, ownMedicinesOf(a)) ||
        (asksAlcoholOrHidden(a.text) && wholeMessageDietRow(a.text, saidMedicines)) ||
        (saidMedicines.includes('desmopressin') && wholeMessageDietRow(a.text, ['desmopressin'])),
      );
    },
    answer: (a) => {
      const c = { ...ctxFor(a, a.text, a.nutrients), medicines: saidMedicinesOf(a) };
      return whole(a, 'medicine_question', everydayAnswer(c, 'medicine_diet'), c);
    },
  },
  {
    // With liver disease, a protein, salt or seafood question told about AA or drinking is that
    // question (the liver rules below; eighteenth clinician review, E4 M10).
    id: 'alcohol-recovery',
    why: 'Sober, in recovery, on naltrexone: no alcohol at all, never the general limits or "best not to"',
    when: (a) =>
      alcoholInRecovery(a.text, earlierOf(a)) &&
      !liverTopicAsked({ ...ctxFor(a, a.text, a.nutrients), saysLiver: a.saidLiver }),
    answer: (a) => {
      const c = ctxFor(a, a.text, a.nutrients);
      return whole(a, 'medicine_question', everydayAnswer(c, 'alcohol_recovery'), c);
    },
  },
  // Tenth clinician review, zh P5 finding 1. A medicine whose own row forbids alcohol outright answers
  // with its reason — it says "none" too and why.
  draftStep(
    'pregnancy-alcohol',
    'Pregnant or trying for a baby: no alcohol at all, before any medicine row’s or the general "1 drink a day"',
    'pregnancy_lactation',
    (c, a) => (ownRowForbidsAlcohol(a) ? null : pregnancyAlcoholAnswer(c, earlierOf(a))),
  ),
  // Tenth clinician review, en P3 finding 1.
  draftStep(
    'pregnancy-nsaid',
    'Pregnant and asking about an NSAID: not from 20 weeks, paracetamol instead, low-dose aspirin kept',
    'medicine_question',
    (c, a) => pregnancyMedicineAnswer(c, earlierOf(a)),
  ),
  // Tenth review.
  draftStep(
    'pregnancy-headache',
    'A headache said in pregnancy with no medicine: which headache is pre-eclampsia’s',
    'pregnancy_lactation',
    (c, a) => pregnancyHeadacheAnswer(c, earlierOf(a)),
  ),
  {
    // Tenth clinician review, zh P3 finding 4. A row written for the very question asked with that result
    // (faq/types.ts `beforeLabs` and `wholeMessage`: B12 tablets with omeprazole, eggs and milk for a low
    // B12) answers it: the finding's text never said either (blind answer round 24, en-070/en-071).
    id: 'plan-b12',
    why: 'Long-term metformin with a low B12 in the plan: its finding answers a B12 or numbness question whole',
    when: always,
    answer: (a) => {
      const c = ctxFor(a, a.text, a.nutrients);
      const b12 = planB12Answer(c);
      if (!b12) return null;
      const asked = faqRowsFor(a.text, faqPersonOf(c)).find(
        (r) => r.wholeMessage === true && r.beforeLabs === true,
      );
      return asked ? rowAnswer(a, c, asked) : whole(a, 'medicine_question', b12, c);
    },
  },
  // Blind answer round 13, en-086.
  draftStep(
    'ckd-protein-muscle',
    'The nephrologist says not too much protein, the trainer says plenty: one answer, the plan’s figure once',
    'how_much_nutrient',
    (c) =>
      ckdProteinMuscleAnswer(
        c,
        conditionRulesFor(c.plan, 'protein').find(
          (r): r is ConditionDoseRule & { id: 'ckd-protein' } => r.id === 'ckd-protein',
        ),
      ),
  ),
  // Blind answer round 44, en-046 (unsafe): an older woman with CKD 3 living on plain congee told her diet "already
  // gives 49 g" of protein.
  draftStep(
    'ckd-protein-eating-little',
    'Kidney disease, eating little or getting thin, asked how much protein: the plan’s figure, falling short the risk, food first, the kidney team on supplements',
    'how_much_nutrient',
    (c) =>
      ckdProteinEatingLittleAnswer(
        c,
        conditionRulesFor(c.plan, 'protein').filter((r) => r.id.startsWith('ckd-protein')),
      ),
  ),
  {
    // Faq/types.ts `wholeMessage`: iron a midwife prescribed beside a prenatal (tenth clinician review,
    // en P3 finding 2).
    id: 'row-whole-message',
    why: 'A row told in several clauses answers the whole message',
    when: always,
    answer: (a) => {
      const c = ctxFor(a, a.text, a.nutrients);
      // Not a row that never names a medicine the message asks about ("氨糖对关节有用吗？跟甲氨蝶呤有冲突吗"
      // got the knee-arthritis glucosamine row alone): the message is answered part by part instead, the
      // medicine's part with it (blind answer round 46, zh-063, development data once reported).
      // Only where a clash with the medicine is asked: a row for the person's medicine may speak of it in other words
      // (androgen deprivation for Lupron).
      const clashAsked = CLASH_ASKED.test(normaliseQuestion(a.text));
      const row = faqRowsFor(a.text, faqPersonOf(c), a.previousUser).find(
        (r) =>
          r.wholeMessage === true &&
          !(
            clashAsked &&
            r.answersAnyMedicine !== true &&
            unaddressed(a.text, pick(r.text, a.locale), a.locale).some((m) => m.key.startsWith('drug:'))
          ),
      );
      return row ? rowAnswer(a, c, row) : null;
    },
  },
];

/** A clash between things asked about ("跟甲氨蝶呤有冲突吗", "does it interact with my warfarin"). */
const CLASH_ASKED =
  /冲突|相互作用|相冲|相克|(一起|同时)(吃|服|用)|\binteract\w*|\bclash\w*|\bconflict\w*|\bsafe (to take )?with\b|\bok (to take )?with\b|\bmix\w* with\b/;

/**
 * Two medicines asked about together, or a new one beside the person's own, that form a known pair ("is
 * it ok to take ibuprofen on methotrexate day?"): the pair's rule answers, never a stock block.
 */
function medicinePairReply(a: AnswerContext): AssistantReply | null {
  const { text, medicines, locale, pairCtx, previousUser, nutrients } = a;
  // Herbal patent medicines (复方丹参滴丸) keep the herbal answer, which says more than the pair.
  const found = findDrugs(text).filter((d) => !d.classes.includes('danshen_preparation'));
  const named = [...new Set(found.map((d) => d.id))];
  // A food asked about with them ("grapefruit with simvastatin and amlodipine?") is the medicine-diet
  // row's question, and that answer leads with the pair (seventh clinician review, en C Q1).
  const dietAsked = medicineDietRowFor(text, medicines) !== null;
  if (dietAsked || !(named.length >= 2 || named.some((id) => !medicines.includes(id)))) return null;
  const pair = medicinePairAnswer(text, medicines, locale, pairCtx);
  if (!pair) return null;
  const c = ctxFor(a, text, nutrients);
  // An everyday row the message asks besides the pair follows it ("how many tylenol can he take a
  // day with his norco" on pregabalin: the opioid pair, then the acetaminophen daily total — tenth
  // clinician review, en P5 finding 4).
  const row = faqRowFor(text, faqPersonOf(c), previousUser);
  // The row as its own answer would say it (computed for the person's weight: fifty-first clinician review, zh S1 —
  // the lithium painkiller row's 4 g for a woman of 48 kg), without its source line, which joins the pair's below.
  const rowText =
    row && row.intent !== 'drug_interaction' ? splitSourceLines(faqDraft(c, row).text).body : null;
  const withRow =
    row && rowText && !pair.includes(rowText)
      ? (() => {
          const { body, sources } = splitSourceLines(pair);
          const line = sourceLine(row.source.ref, locale).trim();
          return [body, rowText, ...sources, ...(line && !sources.includes(line) ? [line] : [])].join('\n\n');
        })()
      : pair;
  return whole(
    a,
    'drug_interaction',
    { text: withRow, suggestions: [], warnings: [{ kind: 'see_doctor' }] },
    c,
  );
}

/**
 * The rules after the message's nutrients are read, in order: a situation more specific than its
 * neighbours answers first (a child, a very low intake, a medicine's treatment companion, alcohol on a
 * medicine that forbids it, pregnancy), then the sourced condition rules, pairs of medicines, and the lab
 * reader last.
 */
const ANSWER_STEPS: readonly Step<AnswerContext>[] = [
  {
    // Forty-seventh clinician review, en S3 (faq/rows-review47-b.ts): "does the throwing up mess with my wellbutrin",
    // "暴食之后吐，对安非他酮有影响吗" — the label's contraindication leads, with the same gentle referral.
    id: 'bupropion-eating-disorder',
    why: 'Bupropion with purging, bingeing or vomiting in an eating problem: its label contraindication, before the referral that never named it',
    when: always,
    answer: (a) => {
      const c = ctxFor(a, a.text, a.nutrients);
      const row = faqRowsFor(a.text, faqPersonOf(c)).find(
        (r) => r.id === 'bupropion-eating-disorder' || r.id === 'bupropion-stimulant-not-prescribed',
      );
      return row ? rowAnswer(a, c, row) : null;
    },
  },
  {
    // NICE NG69.
    id: 'eating-distress',
    why: 'Distress about eating or the body gets the gentle referral, whatever nutrient the message also names',
    when: (a) => eatingDistress({ norm: normaliseQuestion(a.text) }),
    answer: (a) => {
      const c = ctxFor(a, a.text, a.nutrients);
      return whole(a, 'weight_change', eatingDistressAnswer(c), c);
    },
  },
  {
    // Blind answer round 17, en S1–S2, zh S5–S6; intents/child-food.ts.
    id: 'child-food',
    why: 'A food or drink asked for a baby or child gets the child’s rule, or the specific "can’t" where an adult’s row would answer',
    when: always,
    answer: childFoodReply,
  },
  {
    // Thirty-fifth clinician review, en S4 (faq/rows-review35.ts): "i take my odefsey first thing with just a
    // black coffee … im doing OMAD" got the one-meal-a-day calorie card; the HIV pill's meal rule comes first.
    id: 'rilpivirine-taken-fasting',
    why: 'A rilpivirine medicine taken fasting (a coffee, no breakfast, one meal a day): its meal rule before the very-low-intake card',
    when: always,
    answer: (a) => {
      const c = ctxFor(a, a.text, a.nutrients);
      const row = faqRowsFor(a.text, faqPersonOf(c)).find((r) => r.id === 'rilpivirine-taken-fasting');
      return row ? rowAnswer(a, c, row) : null;
    },
  },
  // Fifteenth clinician review, en P4 serious #7; intents/very-low-intake.ts.
  draftStep(
    'very-low-intake',
    'A very low intake asked about or planned: the person’s floor and why, before any row or the previous subject',
    'weight_change',
    (c, a) => veryLowIntakeAnswer(c, earlierOf(a)),
  ),
  {
    // Seventeenth blind review, zh Z2 S2: after two potassium turns, "体重昨天61 今天63.5" got potassium text.
    id: 'hf-weight-gain',
    why: 'A weight gain told in heart failure is fluid: the heart-failure team today, read from this message alone',
    when: always,
    answer: (a) => {
      const own = ctxFor(a, a.text, []);
      const gain = hfWeightGainAnswer(own, earlierOf(a));
      return gain ? whole(a, 'weight_change', gain, own) : null;
    },
  },
  {
    // A message that asks something else besides keeps its parts (r3/zh-134: weighing and hawthorn).
    id: 'hf-daily-weight',
    why: 'In heart failure a one-part follow-up without a figure is the daily-weighing row',
    when: (a) => {
      const earlier = earlierOf(a);
      return (
        earlier.length > 0 &&
        splitQuestion(a.text).length <= 1 &&
        heartFailureKnown(ctxFor(a, a.text, []), earlier)
      );
    },
    answer: (a) => {
      const own = ctxFor(a, a.text, []);
      const daily = faqRowsFor(a.text, faqPersonOf(own)).find((r) => r.id === 'hf-daily-weight');
      return daily ? rowAnswer(a, own, daily) : null;
    },
  },
  // Fourteenth clinician review, zh P3 #1; intents/companion.ts.
  draftStep(
    'treatment-companion',
    'A supplement that is part of a medicine’s treatment (pemetrexed’s folic acid and B12): its row answers the whole message',
    'medicine_question',
    (c, a) =>
      treatmentCompanionAnswer(
        c,
        a.history.filter((h) => h.role === 'user').map((h) => h.content),
      ),
  ),
  {
    // Seventeenth blind review, zh Z2 S1; intents/potassium-medicine.ts. Its own answer leads: the plan's
    // potassium taboos (a salt substitute) are not put before it.
    id: 'potassium-medicine',
    why: 'A medicine that is potassium: what it holds and, with a high potassium, not the next dose',
    when: always,
    answer: (a) => {
      const c = ctxFor(a, a.text, a.nutrients);
      const earlier = a.history.filter((h) => h.role === 'user').map((h) => h.content);
      const potassiumMedicine = potassiumMedicineAnswer(c, earlier);
      return potassiumMedicine
        ? whole(a, 'medicine_question', potassiumMedicine, ctxFor(a, a.text, []))
        : null;
    },
  },
  ...MEDICINE_DANGER_STEPS,
  {
    // Intents/liver.ts.
    id: 'liver-tb',
    why: 'Cirrhosis (protein, snack, salt, alcohol, shellfish), B6 on isoniazid, alcohol on liver-toxic TB medicines: sourced rules',
    when: always,
    answer: (a) => {
      const c = { ...ctxFor(a, a.text, a.nutrients), saysLiver: a.saidLiver };
      const liverDraft = liverTbAnswer(c);
      if (!liverDraft) return null;
      const intent = a.nutrients.length > 0 ? 'supplement_dose' : 'medicine_question';
      return finishAnswer(a, intent, liverDraft, c, [intent]);
    },
  },
  {
    // Intents/copper-pancreas.ts; eighth clinician review, en P3, en P4, zh P5.
    id: 'copper-pancreas',
    why: 'Wilson disease and pancreatitis: sourced rows before the iron–zinc pair or the insulin alcohol row',
    when: always,
    answer: (a) => {
      const said = [a.text, ...a.history.filter((h) => h.role === 'user').map((h) => h.content)];
      const c = {
        ...ctxFor(a, a.text, a.nutrients),
        saysWilson: said.some(saysWilson),
        saysPancreatitis: said.some(saysPancreatitis),
      };
      const copperDraft = copperPancreasAnswer(c);
      return copperDraft ? whole(a, 'medicine_question', copperDraft, c) : null;
    },
  },
  // Clinician review 2026-11-25 late, E2 Q2; intents/pill-aura.ts.
  draftStep(
    'pill-aura',
    'Migraine with aura on a combined pill (WHO MEC 4): its own rule before the pill’s supplement list',
    'medicine_question',
    pillAuraAnswer,
  ),
  // Intents/pill-pregnancy.ts; eighth clinician review, zh P2 and en P5.
  draftStep(
    'pill-pregnancy',
    'A positive test, a late period, condoms with St John’s wort on a hormonal pill: before the pill’s pair and "do not stop"',
    'medicine_question',
    pillPregnancyAnswer,
  ),
  // Blind answer round 16, en-108; intents/prenatal-antiseizure.ts.
  draftStep(
    'prenatal-antiseizure',
    'A prenatal on an antiseizure medicine: the prescribed folic acid beside it, valproate’s specialist first, for the whole message',
    'pregnancy_lactation',
    prenatalAntiseizureAnswer,
  ),
  // Blind answer round 16, en-087; intents/transplant-magnesium-timing.ts. A general spacing question with
  // nothing of her own schedule keeps the faq row's answer.
  draftStep(
    'transplant-magnesium-timing',
    'When to take magnesium on tacrolimus, ciclosporin or mycophenolate, a prescribed dose kept as prescribed',
    'drug_interaction',
    (c, a) =>
      !ownMagnesiumScheduleSaid(a.text) &&
      faqRowsFor(a.text, faqPersonOf(c)).some((r) => r.id === 'transplant-magnesium-spacing')
        ? null
        : transplantMagnesiumTimingAnswer(c),
  ),
  {
    // Sixth clinician review, zh P5. After a gastrectomy, symptoms after meals are dumping first (the faq
    // row gastrectomy-meals-dumping; eleventh clinician review, zh P5).
    id: 'chemo-diarrhoea',
    why: 'Diarrhoea on chemotherapy is one question however it is split: the oncology-team answer, then a major pair of the medicines',
    when: (a) =>
      !AFTER_GASTRECTOMY.test(normaliseQuestion(a.text)) &&
      everydayTopicOf(a.text, {
        lifeStage: a.plan?.profile.lifeStage ?? 'none',
        medicines: chemoMedsOf(a),
        conditions: a.plan?.profile.conditions ?? [],
      }) === 'chemo_diarrhoea',
    answer: (a) => {
      const chemoMeds = chemoMedsOf(a);
      const cctx = ctxFor(a, a.text, []);
      const base = chemoDiarrhoeaForOwnDrug(
        everydayAnswer({ ...cctx, medicines: chemoMeds }, 'chemo_diarrhoea'),
        chemoMeds,
        a.locale,
      );
      const pairs = medicinePairAnswer(a.text, a.medicines, a.locale, a.pairCtx);
      const chemoDraft: Draft = pairs ? { ...base, text: `${base.text}\n\n${pairs}` } : base;
      return whole(a, 'medicine_question', chemoDraft, cctx);
    },
  },
  {
    // Blind answer round 3, en-048: a UL list and "no reliable rule". A nutrient carried from the message
    // before ("my potassium was 5.8" … "now I have Bactrim, okay?") does not keep a new medicine's pair out.
    id: 'medicine-pair',
    why: 'Two medicines asked about together, or a new one beside the person’s own, that form a known pair: the pair’s rule',
    when: (a) => findNutrients(a.text).length === 0,
    answer: medicinePairReply,
  },
  // Clinician review 2026-11-25 evening, P8 and P10.
  draftStep(
    'sport-diabetes',
    'A low glucose before a run, alcohol with type 1 diabetes or insulin, caffeine with a stimulant: before a lab reading',
    'medicine_question',
    sportDiabetesAnswer,
  ),
  {
    // Blind answer round 8, zh-075 ("HbA1c 8.1 but I had lows").
    id: 'row-before-labs',
    why: 'An everyday row about what lab values mean together for this person, before the lab reader',
    when: always,
    answer: (a) => {
      const c = ctxFor(a, a.text, a.nutrients);
      const row = faqRowFor(a.text, faqPersonOf(c), a.previousUser);
      return row?.beforeLabs ? whole(a, row.intent, faqDraft(c, row), c) : null;
    },
  },
  // Eighteenth clinician review, zh M1 ("我肌酐132，泰毕全110的量要不要自己减一减？").
  draftStep(
    'own-dose-change',
    'Changing a high-risk medicine’s dose oneself: never, the prescriber decides — before the value said in passing',
    'medicine_question',
    ownDoseChangeAnswer,
  ),
  // Twenty-fifth clinician review, zh M1 ("百忧解早上吃还是晚上吃？"). An everyday row written for the
  // medicine (warfarin's time, a loop diuretic at night) answers first; a row about a habit does not
  // (thirty-sixth clinician review, zh M2: "依非韦伦饭后吃还是睡前吃？我经常吃完宵夜再吃" got the late-dinner row).
  draftStep('medicine-time', 'The label’s time for one medicine named', 'medicine_question', (c, a) =>
    rowNamesTheMedicine(faqRowFor(a.text, faqPersonOf(c), a.previousUser), a.text)
      ? null
      : medicineTimeAnswer(c),
  ),
  {
    id: 'lab-value',
    why: 'A lab value asked about, or a re-test right after one: read against the person’s range, the whole message as one question',
    when: always,
    answer: labReply,
  },
];

/**
 * Whether an everyday row is written for a medicine: its audience is medicines, or its cue or its text names
 * the one the message names (warfarin's time, metoprolol with meals).
 */
function rowNamesTheMedicine(row: FaqRow | null, text: string): boolean {
  if (!row) return false;
  if (row.for?.medicines) return true;
  const said = `${row.text.zh} ${row.text.en}`.toLowerCase();
  return findDrugs(text).some((d) =>
    [d.zh, d.en, ...d.brands]
      .map((n) => n.toLowerCase())
      .some((n) => said.includes(n) || (row.when ?? []).some((re) => re.test(n))),
  );
}

/**
 * The built-in answer to a message that tells no emergency: the first step that answers, else the message
 * part by part.
 */
export function answerByRules(base: AnswerBase): AssistantReply {
  const first = firstAnswer(FIRST_STEPS, base);
  if (first) return first;
  const a = answerContextOf(base);
  return firstAnswer(ANSWER_STEPS, a) ?? partsAnswer(a);
}

/** A nutrient other than potassium (and calcium, which the lead speaks of) asked about. */
function asksBesidePotassium(text: string): boolean {
  return findNutrients(text).some((n) => n !== 'potassium' && n !== 'calcium');
}

/** A lead said first, then the answer to the question asked beside it. */
function withLeadAbove(lead: AssistantReply, rest: AssistantReply): AssistantReply {
  return {
    ...rest,
    text: `${lead.text}\n\n${rest.text}`,
    warnings: [
      ...lead.warnings,
      ...rest.warnings.filter((w) => !lead.warnings.some((l) => l.kind === w.kind)),
    ],
    rules: [...lead.rules, ...rest.rules],
  };
}

/**
 * The answer of one rule that speaks alone (a medicine rule, a product rule, paracetamol counted): its text
 * through the Markdown check, "see a doctor", urgent when the rule says so; no cards, no follow-ups.
 */
function ruleOnlyAnswer(text: string, rule: string, urgent = false): AssistantReply {
  const intent = urgent ? 'urgent' : 'medicine_question';
  return {
    intent,
    text: safeMarkdown(text),
    cards: [],
    suggestions: [],
    followUps: [],
    warnings: [{ kind: 'see_doctor' }],
    parts: [intent],
    rules: [rule],
    notes: [],
    urgent,
    ruleOnly: true,
  };
}
