/**
 * The answer when no earlier rule answered: a multi-part question part by part (a part that names nothing
 * is about the part before), or the message as one question, read with the one before when it is a
 * follow-up the handler alone could not answer.
 */
import { pick, type Locale } from '../contracts/common';
import { findDrugs, findNutrients, findSubstances } from './entities';
import { substanceName, type Substance } from '../substances';
import { normaliseQuestion, type Intent } from './lexicon';
import { isMale, teratogenConditionsOf, teratogenRowFor } from './intents/everyday';
import { teratogenTextOf } from '../interactions/teratogens';
import type { Ctx, Draft } from './intents/shared';
import { splitQuestion } from './parts';
import { asksBeyondBlocks } from './guard';
import { planDayAnswer } from './intents/schedule';
import { readQuestion } from './question-kind';
import { say, textIn } from '../messages';
import { nutrientName } from './format';
import { askerOf, ctxFor, guarded, intentReadingOf, type AnswerContext } from './reply-context';
import { finishAnswer, withWhatItCannotAnswer } from './reply-guards';
import { intentOf } from './reply-intent';
import { AMOUNT_OR_TIME, answeredElsewhere, asksMedicineName, declinedLabel, onlyCannot } from './reply-text';
import type { AssistantReply } from './reply-types';

/** One part of a multi-part question and its answer. */
interface AnsweredPart {
  part: string;
  intent: Exclude<Intent, 'urgent'>;
  draft: Draft;
  ctx: Ctx;
}

/**
 * A part answered already, or one whose answer another part gave: "能吃鱼吗？金枪鱼可以吗？" is answered
 * once; so is "no reliable rule for X" said twice for the same X (a medicine carried to the next part,
 * round 8 en-098); "辅酶Q10有用吗？怎么吃？" on a statin gets one statin answer, read from the whole message.
 */
function saidAlready(
  answered: readonly AnsweredPart[],
  draft: Draft,
  intent: Exclude<Intent, 'urgent'>,
): boolean {
  if (answered.some((x) => x.draft.text === draft.text)) return true;
  const declined = declinedLabel(draft.text);
  if (declined && answered.some((x) => declinedLabel(x.draft.text) === declined)) return true;
  return intent === 'statin_muscle' && answered.some((x) => x.intent === 'statin_muscle');
}

/**
 * A multi-part question is answered part by part, in order; a part without a nutrient of its own is about
 * the nutrients of the part before it. Parts no rule answers ("…，还有他克莫司能和柚子一起吗") are kept to
 * be said plainly below, never dropped.
 */
function answerParts(
  a: AnswerContext,
  partsText: readonly string[],
): { answered: AnsweredPart[]; unanswered: string[] } {
  const { text, plan, medicines, locale, previousUser } = a;
  const answered: AnsweredPart[] = [];
  const unanswered: string[] = [];
  if (partsText.length <= 1) return { answered, unanswered };
  let carried = a.nutrients;
  // A medicine harmful in pregnancy named in the message: its rule answers the pregnancy question, and
  // a later pregnancy part ("…叶酸吃多少？普通孕妇那种0.4mg的够吗") is not given the pregnancy card, whose
  // 400 µg would contradict the rule's 5 mg (blind answer round 8, zh-105).
  const teratogen = teratogenRowFor(
    text,
    medicines,
    isMale(text, plan?.profile.sex),
    plan?.profile.conditions ?? [],
    /^pregnant/.test(plan?.profile.lifeStage ?? ''),
  );
  // A part that names nothing ("辅酶Q10有用吗？怎么吃？") is about the supplement of the part before
  // (seventh clinician review of 2026-11-26, zh P3 Q3: "怎么吃" was read as red yeast rice).
  let carriedSubstances: Substance[] = [];
  // So is one after a part naming a medicine ("he forgets his sevelamer at meals … and he takes one
  // even when he skips breakfast": the binder, not a breakfast guide; ninth clinician review, zh P2).
  let carriedDrugs: string[] = [];
  for (const rawPart of partsText) {
    const ownSubstances = findSubstances(rawPart);
    const ownDrugs = findDrugs(rawPart);
    const namesNothing =
      ownSubstances.length === 0 && findNutrients(rawPart).length === 0 && ownDrugs.length === 0;
    // "那钙尔奇D呢？我也是早上跟优甲乐一起吃的，要分开吗": the second part names the medicine only, and
    // asks whether to take the supplement of the part before apart from it (blind answer round 47,
    // zh-002, development data, unsafe: "no reliable rule for levothyroxine").
    const medicineApartFromCarried =
      !namesNothing &&
      ownSubstances.length === 0 &&
      findNutrients(rawPart).length === 0 &&
      carried.length > 0 &&
      readQuestion(rawPart).kinds.has('together');
    const carriedNames = medicineApartFromCarried
      ? carried.map((n) => nutrientName(n, locale))
      : carriedSubstances.length > 0
        ? carriedSubstances.map((x) => substanceName(x, locale))
        : carriedDrugs;
    const part =
      (namesNothing || medicineApartFromCarried) && carriedNames.length > 0
        ? say(
            'reply.parts.carried',
            { names: carriedNames.join(say('reply.parts.separator', {}, locale)), part: rawPart },
            locale,
          )
        : rawPart;
    // Only a part about medicines alone: "my multivitamin has 800 mcg vitamin A on isotretinoin … is
    // that ok to keep taking?" is about the multivitamin, not the medicines (round 3 en-029).
    if (ownDrugs.length || ownSubstances.length || findNutrients(rawPart).length)
      carriedDrugs =
        ownSubstances.length === 0 && findNutrients(rawPart).length === 0
          ? ownDrugs.map((d) => textIn(d, locale))
          : [];
    // Only a part whose subject is the supplement itself: "coffee" beside iron ("how long after my
    // coffee can I take iron? or should I move it?") is not what the next part asks about.
    if (ownSubstances.length) carriedSubstances = findNutrients(rawPart).length ? [] : ownSubstances;
    const own = findNutrients(part);
    const partNutrients = own.length ? own : carried;
    const intent = intentOf(part, { medicines, inherited: own.length ? [] : carried, ...intentReadingOf(a) });
    if (own.length) carried = own;
    if (intent === 'out_of_scope') unanswered.push(rawPart);
    if (intent === 'out_of_scope' || intent === 'greeting' || intent === 'thanks') continue;
    // Nor a folic acid amount ("is 400 enough or do I need more?") where the row sets its own dose: the
    // plan's 400 µg target would contradict the row's 5 mg (ninth clinician review, en P4 Q2).
    if (
      teratogen &&
      (intent === 'pregnancy_lactation' ||
        (teratogen.folicAcidUg !== undefined && partNutrients.includes('folate'))) &&
      answered.some((x) =>
        [false, true].some((pregnant) =>
          x.draft.text.includes(
            pick(
              teratogenTextOf(
                teratogen,
                teratogenConditionsOf(text, plan?.profile.conditions ?? []),
                pregnant,
              ),
              locale,
            ),
          ),
        ),
      )
    )
      continue;
    const ctx = ctxFor(a, part, partNutrients);
    const day = planDayAnswer(ctx, previousUser);
    const draft = day ? day.draft : guarded(a, intent, ctx);
    if (saidAlready(answered, draft, intent)) continue;
    answered.push({ part: rawPart, intent: day ? day.intent : intent, draft, ctx });
  }
  return { answered, unanswered };
}

/**
 * A part answered only with "can't" whose subject another part's answer already answers is dropped: the
 * answer does not say it cannot answer what it has just answered (blind answer round 11, en-146, zh-092,
 * zh-082, en-123: "no reliable rule for alendronate" above the alendronate instructions).
 */
function withoutCoveredParts(answered: AnsweredPart[], locale: Locale): AnsweredPart[] {
  let out = answered;
  if (out.length > 1) {
    // Nor a part that only asks which medicine is meant ("should I be adding another iron pill on top?",
    // "The pills are so big…" read as an interaction question): the other parts answered the message
    // (blind answer round 22, en-048, en-110).
    const kept = out.filter((x) => !asksMedicineName(x.draft.text));
    if (kept.length > 0 && kept.length < out.length) out = kept;
  }
  if (out.length > 1) {
    const real = out.filter((x) => !onlyCannot(x.draft.text)).map((x) => x.draft.text);
    if (real.length > 0)
      out = out.filter(
        (x) => !onlyCannot(x.draft.text) || !answeredElsewhere(x.part, real.join('\n\n'), locale),
      );
  }
  return out;
}

/** The parts' answers as one, each under its question when there are several. */
function combinedDraft(answered: readonly AnsweredPart[]): Draft {
  return {
    text:
      answered.length === 1
        ? answered[0]!.draft.text
        : answered
            .map((x, i) => `**${i + 1}. ${x.part.replace(/[*_`#>]/g, '').trim()}**\n\n${x.draft.text}`)
            .join('\n\n'),
    cards: answered.flatMap((x) => x.draft.cards ?? []),
    suggestions: answered.flatMap((x) => x.draft.suggestions),
    warnings: answered.flatMap((x) => x.draft.warnings ?? []),
    rules: answered.flatMap((x) => x.draft.rules ?? []),
    notes: answered.flatMap((x) => x.draft.notes ?? []),
    // A part's prescription doses hold for the whole answer (the other part restates the amount;
    // fifteenth clinician review, en P5 serious #1).
    ...mergedPrescribedDoses(answered.map((x) => x.draft)),
    ...(answered.length > 1 ? { quoted: answered.map((x) => x.part) } : {}),
  };
}

/** The message answered as one question: its intent, the draft, what it answers and the handler's context. */
interface Single {
  intent: Exclude<Intent, 'urgent'>;
  draft: Draft;
  /** What the answer answers: the message, or it read with the one before (a follow-up). */
  asked: string;
  ctx: Ctx;
}

function singleAnswer(a: AnswerContext): Single {
  const { text, medicines, previousUser, nutrients, kidney } = a;
  // "那跟钙片能一起吃不" after "镁是睡前吃好还是早上吃好": together with what the last message named.
  const withBefore =
    previousUser && readQuestion(text).kinds.has('together') && findNutrients(text).length <= 1
      ? findNutrients(previousUser).filter((n) => !nutrients.includes(n))
      : [];
  const ctx = ctxFor(a, text, [...nutrients, ...withBefore]);
  let intent = intentOf(text, {
    medicines,
    inherited: withBefore,
    ...intentReadingOf(a),
    ...(previousUser ? { previous: previousUser } : {}),
  });
  // A high-potassium food named with kidney disease reads as the potassium question.
  if (intent === 'out_of_scope' && nutrients.includes('potassium') && kidney) intent = 'how_much_nutrient';
  // "When do I take what?", "how many tablets a day?": the plan's own day and product count.
  const day = planDayAnswer(ctx, previousUser);
  if (day) intent = day.intent;
  const draft = day ? day.draft : guarded(a, intent, ctx);
  return withPreviousMessage(a, { intent, draft, asked: text, ctx });
}

/**
 * A follow-up that names nothing of its own ("do I need to pump and dump after?", "那一天喝几勺") whose own
 * reading found only a stock block: read with the message before it. So is one no rule read at all that
 * asks an amount or a time of what came before ("一天两三杯呢" after "吃华法林能喝绿茶吗").
 */
function withPreviousMessage(a: AnswerContext, single: Single): Single {
  const { text, medicines, previousUser, state } = a;
  const amountOfBefore = single.intent === 'out_of_scope' && AMOUNT_OR_TIME.test(normaliseQuestion(text));
  // Not when the message asks what no block answers ("how long would that take?" after a calorie
  // question): the earlier question's kinds would let the block it just refused back in.
  const ownReading = readQuestion(text);
  if (
    !(state.replacedBlock || amountOfBefore) ||
    !previousUser ||
    !ownReading.elliptical ||
    (state.replacedBlock && asksBeyondBlocks(ownReading))
  )
    return single;
  const joint = `${previousUser}\n${text}`;
  const jointIntent = intentOf(joint, { medicines, ...intentReadingOf(a) });
  const jointCtx = ctxFor(a, joint, findNutrients(joint));
  const before = state.replacedBlock;
  state.replacedBlock = null;
  const jointDraft = guarded(a, jointIntent, jointCtx);
  // The earlier message's "Good evening" is no greeting now (blind answer round 32, en-016, unsafe: a
  // ferritin of 1,450 asked after an iron question got the welcome text).
  const courtesy = jointIntent === 'greeting' || jointIntent === 'thanks';
  if (!state.replacedBlock && !courtesy && (jointIntent !== 'out_of_scope' || amountOfBefore))
    return { intent: jointIntent, draft: jointDraft, asked: joint, ctx: jointCtx };
  state.replacedBlock = before;
  return single;
}

/**
 * The answer when no earlier rule answered: part by part for a multi-part question, else the message as
 * one question; then what it cannot answer said plainly, and the last checks.
 */
export function partsAnswer(a: AnswerContext): AssistantReply {
  const { text, locale, plan, medicines, previousUser, pairCtx } = a;
  const parts = answerParts(a, splitQuestion(text));
  const beforeDrop = parts.answered.length;
  const answered = withoutCoveredParts(parts.answered, locale);
  const { intent, draft, asked, ctx } =
    answered.length > 1 || (answered.length === 1 && beforeDrop > 1)
      ? {
          intent: answered[0]!.intent,
          draft: combinedDraft(answered),
          asked: text,
          ctx: ctxFor(a, text, a.nutrients),
        }
      : singleAnswer(a);
  const checked = withWhatItCannotAnswer(draft, intent, asked, parts.unanswered, {
    locale,
    plan,
    medicines,
    previous: previousUser,
    pairs: pairCtx,
    ctx,
    asker: askerOf(a, ctx),
  });
  return finishAnswer(
    a,
    intent,
    checked,
    ctx,
    answered.length > 1 ? answered.map((x) => x.intent) : [intent],
  );
}

/** The largest prescription dose per nutrient that any part of a multi-part answer states. */
function mergedPrescribedDoses(drafts: readonly Draft[]): Pick<Draft, 'prescribedDoses'> {
  const out: Partial<Record<string, number>> = {};
  for (const d of drafts)
    for (const [k, v] of Object.entries(d.prescribedDoses ?? {}))
      if (typeof v === 'number') out[k] = Math.max(out[k] ?? 0, v);
  return Object.keys(out).length > 0 ? { prescribedDoses: out } : {};
}
