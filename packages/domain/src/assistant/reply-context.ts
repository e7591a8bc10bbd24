/**
 * What the rules of the built-in answer read, computed once per message (ADR 0045: an explicit context, not
 * closures over the chain's variables): the person's medicines, the nutrients asked about, what the chat
 * said, and the guard's last verdict; with the handler context of one part and the guard around a handler.
 */
import { childAgeInChat } from './intents/child-dose';
import { saysLiver } from './intents/liver';
import { localeOf } from '../contracts/common';
import type { NutrientKey } from '../nutrients';
import { findNutrients } from './entities';
import { nutrientViews } from './format';
import { normaliseQuestion, type Intent } from './lexicon';
import type { RegionCode } from '../safety/regions';
import { hasKidneyDisease, saysDialysis, mentionsHighPotassiumFood } from './intents/kidney';
import { type EverydayAsker, isMale } from './intents/everyday';
import { CHILD_HINT, type Ctx, type Draft } from './intents/shared';
import { saysKidneyDisease, SWELLING_OR_PROTEINURIA } from './intents/kidney-plan';
import { pairContextOf, type PairContext } from './intents/medicine-pairs';
import { guardAnswer } from './guard';
import { readQuestion, type QuestionKind } from './question-kind';
import { statedMinorAge } from './intents/weight';
import { highFerritinOf } from '../knowledge/iron-overload';
import { ironStatusOf, plantBasedOf } from './faq';
import { LOW_SODIUM } from './faq/rows-kidney-heart';
import { answerFor } from './reply-handlers';
import { HIGH_POTASSIUM_SAID, type IntentContext } from './reply-intent';
import { planMedicines } from './reply-person';
import type { AssistantInput, AssistantReply, Message } from './reply-types';

/** The message, who asks and their medicines: what the first rules (before any nutrient is read) read. */
export interface AnswerBase extends Message {
  /** Set when answering a follow-up on its own, the emergency before left out of the history. */
  asFollowUp: boolean;
  /** Leads already said above this answer (the question asked beside them is answered on its own). */
  skip: ReadonlySet<string>;
  /** The person's medicines: given, behind the plan's taboos, and in the plan's profile. */
  medicines: string[];
  /** The same message answered again, with more leads already said above it. */
  again: (skip: ReadonlySet<string>) => AssistantReply;
}

/**
 * What every later rule reads, computed once: the nutrients asked about (or carried from the message
 * before), what the chat said of kidney disease, dialysis or the liver, and the guard's last verdict.
 */
export interface AnswerContext extends AnswerBase {
  kidney: boolean;
  nutrients: NutrientKey[];
  views: ReturnType<typeof nutrientViews>;
  /** "我在做透析" two messages ago still holds when the next asks about salt substitutes. */
  saysKidney: boolean;
  previousUser: string | undefined;
  previousReply: string | undefined;
  /** The person's earlier messages, oldest first. */
  earlierSaid: string[];
  /** Medicines named earlier and results above the range: a pair of medicines is read with them. */
  pairCtx: PairContext;
  saidDialysis: boolean;
  /** Cirrhosis said in this chat counts as the plan's liver disease (intents/liver.ts). */
  saidLiver: boolean;
  /**
   * The stock block the guard last took out of an answer (guard.ts), or null. A rule that reads a part
   * through the guard looks at it next (a part whose block did not fit is skipped, or read with the
   * message before), so it is state of the answer, not of one rule.
   */
  state: { replacedBlock: string | null };
}

/** The message as the rules read it: its first 4,000 characters, the plan, the chat before. */
export function messageOf(input: AssistantInput, region: RegionCode | null): Message {
  return {
    input,
    region,
    locale: localeOf(input?.locale),
    text: typeof input?.text === 'string' ? input.text.slice(0, 4000) : '',
    plan: input?.plan ?? null,
    history: Array.isArray(input?.history) ? input.history : [],
  };
}

export function answerBaseOf(
  m: Message,
  asFollowUp: boolean,
  skip: ReadonlySet<string>,
  again: AnswerBase['again'],
): AnswerBase {
  const { input, plan } = m;
  const medicines = [
    ...new Set([
      ...(Array.isArray(input?.medicines) ? input.medicines : []),
      ...planMedicines(plan),
      ...(plan?.profile.medicines ?? []),
    ]),
  ].filter((x): x is string => typeof x === 'string');
  return { ...m, asFollowUp, skip, medicines, again };
}

/** The nutrients the message asks about, or those of the message before when it names none. */
function nutrientsAsked(b: AnswerBase, kidney: boolean): NutrientKey[] {
  const { input, text } = b;
  let nutrients = findNutrients(text);
  // "那香蕉橙子土豆能多吃吗" with kidney disease: a potassium question (the kidney rule answers it).
  if (nutrients.length === 0 && kidney && mentionsHighPotassiumFood(text)) nutrients = ['potassium'];
  if (nutrients.length === 0 && Array.isArray(input?.history)) {
    const lastUser = [...input.history]
      .reverse()
      .find((h) => h?.role === 'user' && typeof h.content === 'string');
    if (lastUser) nutrients = findNutrients(lastUser.content);
  }
  return nutrients;
}

export function answerContextOf(b: AnswerBase): AnswerContext {
  const { text, plan, locale, history } = b;
  const kidney = hasKidneyDisease(plan);
  const nutrients = nutrientsAsked(b, kidney);
  const views = nutrientViews(plan, locale);
  // Clinician review 2026-11-25: a person on dialysis without a plan was told the substitute is fine.
  const saysKidney = [text, ...history.filter((h) => h.role === 'user').map((h) => h.content)].some(
    (said) => typeof said === 'string' && saysKidneyDisease(normaliseQuestion(said)),
  );
  const previousUser = [...history]
    .reverse()
    .find((h) => h?.role === 'user' && typeof h.content === 'string')?.content;
  const previousReply = [...history]
    .reverse()
    .find((h) => h?.role === 'assistant' && typeof h.content === 'string')?.content;
  // Seventh clinician review, en A1–A2.
  const earlierSaid = history
    .filter((h) => h?.role === 'user' && typeof h.content === 'string')
    .map((h) => h.content);
  const pairCtx = pairContextOf(plan, [text, ...earlierSaid], earlierSaid);
  const saidDialysis = [text, ...history.filter((h) => h.role === 'user').map((h) => h.content)].some(
    (said) => typeof said === 'string' && saysDialysis(normaliseQuestion(said)),
  );
  const saidLiver = [text, ...history.filter((h) => h.role === 'user').map((h) => h.content)].some(saysLiver);
  return {
    ...b,
    kidney,
    nutrients,
    views,
    saysKidney,
    previousUser,
    previousReply,
    earlierSaid,
    pairCtx,
    saidDialysis,
    saidLiver,
    state: { replacedBlock: null },
  };
}

/** What a handler reads for one part of the message and the nutrients it is about. */
export function ctxFor(a: AnswerContext, part: string, partNutrients: NutrientKey[]): Ctx {
  const { locale, plan, medicines, previousUser, text, history } = a;
  return {
    locale,
    plan,
    medicines,
    ...(previousUser ? { previous: previousUser } : {}),
    views: a.views,
    text: part,
    norm: normaliseQuestion(part),
    nutrients: partNutrients,
    saysKidney: a.saysKidney,
    saysDialysis: a.saidDialysis,
    saysLowSodium: [text, ...history.filter((h) => h.role === 'user').map((h) => h.content)].some(
      (said) => typeof said === 'string' && LOW_SODIUM.test(normaliseQuestion(said) ?? ''),
    ),
    saysSwelling: [text, ...history.filter((h) => h.role === 'user').map((h) => h.content)].some(
      (said) => typeof said === 'string' && SWELLING_OR_PROTEINURIA.test(normaliseQuestion(said) ?? ''),
    ),
    minorSaid: [text, ...history.filter((h) => h.role === 'user').map((h) => h.content)].some(
      (said) => typeof said === 'string' && statedMinorAge(said),
    ),
    // "1. 儿童咀嚼钙片够不够？ 2. 维生素d要不要另外补？": both parts are the child's (blind answer round 63, zh-058).
    childProductSaid: [text, ...history.filter((h) => h.role === 'user').map((h) => h.content)].some(
      (said) => typeof said === 'string' && CHILD_HINT.test(normaliseQuestion(said)),
    ),
    // A high potassium said in this message (any part of it) outranks the plan's low one.
    saysHighPotassium: HIGH_POTASSIUM_SAID.test(normaliseQuestion(text) ?? ''),
    // Judged on the whole message: "Does she need vitamin D drops? How much?" — both parts are hers.
    childMonths: childAgeInChat(
      text,
      history.filter((h) => h.role === 'user').map((h) => h.content),
    ),
  };
}

/** Who asks, for the everyday topics: the plan's stage and conditions, kidney disease or dialysis said. */
export function askerOf(a: AnswerContext, c: Ctx): EverydayAsker {
  const { plan, medicines, text } = a;
  return {
    lifeStage: plan?.profile.lifeStage ?? 'none',
    medicines,
    conditions: [
      ...(plan?.profile.conditions ?? []),
      ...(c.saysKidney ? ['kidney_disease'] : []),
      ...(c.saysDialysis ? ['dialysis'] : []),
    ],
    male: isMale(text, plan?.profile.sex),
    ironOverload: highFerritinOf(plan?.reportAnalysis?.markers) !== null,
    lowPotassium: ironStatusOf(plan?.reportAnalysis?.markers).lowPotassium === true,
  };
}

/** What the plan and the message say beyond the words, for reading the intent of the message or a part. */
export function intentReadingOf(a: AnswerContext): IntentContext {
  const { plan, text } = a;
  return {
    kidney: a.kidney,
    lifeStage: plan?.profile.lifeStage ?? 'none',
    conditions: plan?.profile.conditions ?? [],
    ...(plan ? { age: plan.profile.age } : {}),
    ...ironStatusOf(plan?.reportAnalysis?.markers),
    ...plantBasedOf(plan),
    ...(plan ? { bmi: plan.profile.bmi } : {}),
    male: isMale(text, plan?.profile.sex),
  };
}

/**
 * The handler's answer, through the guard: a stock block only for a question of its kind. The block the
 * guard took out, if any, is left in `a.state.replacedBlock`.
 */
export function guarded(a: AnswerContext, intent: Exclude<Intent, 'urgent'>, c: Ctx): Draft {
  const { locale, plan, medicines, previousUser } = a;
  const who = { locale, plan, medicines, previous: previousUser };
  const g = guardAnswer(answerFor(intent, c, medicines), c.text, who, intent);
  a.state.replacedBlock = g.replaced;
  if (!g.replaced) return g.draft;
  // The block did not fit: the handler of the question's own kind, when one has a rule for it
  // ("镁是睡前吃好还是早上吃好" is a timing question, not a dose one).
  const kindIntent = ownKindIntent(c, previousUser);
  if (!kindIntent || kindIntent === intent) return g.draft;
  const again = guardAnswer(answerFor(kindIntent, c, medicines), c.text, who, kindIntent);
  if (again.replaced) return g.draft;
  a.state.replacedBlock = null;
  return again.draft;
}

/** The intent of the question's own kind (together, when) where a handler has a rule for it, or null. */
function ownKindIntent(c: Ctx, previousUser: string | undefined): Exclude<Intent, 'urgent'> | null {
  const reading = readQuestion(c.text, previousUser);
  const named = c.nutrients.length > 0;
  const medicineNamed = reading.subjects.some((s) => s.key.startsWith('drug:'));
  return reading.kinds.has('together') && c.nutrients.length > 1
    ? 'supplement_pairing'
    : // "how many hours apart from the minocycline?" after iron: the medicine's spacing.
      reading.kinds.has('together') && medicineNamed && named
      ? 'drug_interaction'
      : reading.kinds.has('when') &&
          named &&
          // "Which day does the folic acid go, with methotrexate on Sunday?" is the prescriber's.
          !reading.subjects.some((s) => s.key.startsWith('drug:')) &&
          !['together', 'form', 'may_i', 'benefit', 'need', 'should_stop', 'myth', 'what_is'].some((k) =>
            reading.kinds.has(k as QuestionKind),
          )
        ? 'supplement_timing'
        : null;
}
