/**
 * The built-in assistant: recognises the question, answers from the engine, the knowledge base and
 * the user's latest plan, and never invents a number. Pure: the plan and medicines come in as data.
 *
 * Order of decisions: red flags first (urgent care, nothing else; reply-emergency.ts); then the rules in
 * the order of their tables (reply-steps.ts), the first that answers winning; then the message part by
 * part by intent (reply-parts.ts, reply-intent.ts), every answer through the last checks (reply-guards.ts).
 */
import { localeOf, type Locale } from '../contracts/common';
import { localiseNumbers, regionFor, withOtherChineseNumbers, type RegionCode } from '../safety/regions';
import { unitMixupLead, unitMixupsIn, withMeantUnits } from './lab-unit-query';
import { answerBaseOf, messageOf } from './reply-context';
import { emergencyReply, withCrisisReminder } from './reply-emergency';
import { answerByRules } from './reply-steps';
import { quotedQuestion, specificCannot, whoToAsk } from './cannot';
import { answerNames, thingsAskedAbout } from './asked-things';
import type { AssistantInput, AssistantReply } from './reply-types';

export { intentOf } from './reply-intent';
export { planMedicines, redFlagProfileOf } from './reply-person';
export type { AssistantInput, AssistantReply, ChatTurn } from './reply-types';

/**
 * A result typed in a unit it cannot be in ("肌酐138mg/dl"): the answer is the one to the message with the
 * unit meant, led by the question (lab-unit-query.ts; sixteenth clinician review, zh P4-S1, P1 T7). The
 * emergency check keeps the message as typed: an urgent answer is left as it is.
 */
function withUnitMixups(
  answered: AssistantReply,
  input: AssistantInput,
  region: RegionCode | null,
  locale: Locale,
): AssistantReply {
  if (answered.urgent || typeof input?.text !== 'string') return answered;
  const mixups = unitMixupsIn(input.text);
  if (mixups.length === 0) return answered;
  const again = answerIn({ ...input, text: withMeantUnits(input.text, mixups) }, region);
  // The value read in the unit meant is an emergency: that answer, as the emergency check gives it.
  if (again.urgent) return again;
  return { ...again, text: `${unitMixupLead(mixups, locale)}\n\n${again.text}` };
}

/**
 * The built-in answer, with every emergency and crisis number the person's country's: the urgent card's
 * calls and lead, and the numbers written in any text of the answer (twelfth clinician review, en P1 #1,
 * en P3 #1: "I'm in Bradford in England" and "I live in Adelaide" were told 911).
 */
export function assistantReply(input: AssistantInput): AssistantReply {
  const locale = localeOf(input?.locale);
  const where = {
    text: input?.text,
    history: Array.isArray(input?.history) ? input.history : [],
    region: input?.region,
    languageTag: input?.languageTag,
  };
  const { region } = regionFor(where);
  const answered = withoutRepeat(
    withUnitMixups(answerIn(input, region), input, region, locale),
    input,
    locale,
  );
  const reply = answered.urgent ? answered : withCrisisReminder(answered, input, region);
  if (region === null) return { ...reply, text: withOtherChineseNumbers(reply.text, where, locale) };
  return { ...reply, text: localiseNumbers(reply.text, region, locale) };
}

/**
 * Answer one question: an emergency told or followed up first, else the rules in order. Total: any input
 * gives a well-formed reply; the text has passed `checkAnswer`.
 */
function answerIn(
  input: AssistantInput,
  region: RegionCode | null,
  /** Set when answering a follow-up on its own, the emergency before left out of the history. */
  asFollowUp = false,
  /** Leads already said above this answer (the question asked beside them is answered on its own). */
  skip: ReadonlySet<string> = new Set(),
): AssistantReply {
  const message = messageOf(input, region);
  const emergency = emergencyReply(message, asFollowUp, () => answerIn(input, region, true));
  if (emergency) return emergency;
  const again = (more: ReadonlySet<string>) => answerIn(input, region, asFollowUp, more);
  return answerByRules(answerBaseOf(message, asFollowUp, skip, again));
}

/** Words asking for the answer again ("再说一遍", "say that again"). */
const ASKS_AGAIN =
  /再说一遍|再讲一遍|重复一下|没看懂|什么意思|\b(again|repeat|say that|didn'?t (get|understand)|what do you mean)\b/i;

/** The answer's lead: its first paragraph, without marks and spaces. */
const leadOf = (text: string): string => (text.split(/\n\n/)[0] ?? '').replace(/[*_\s]|⚠️|⚠/gu, '').trim();

/**
 * A follow-up that gets the answer before it again, word for word, that passes over something the follow-up asks
 * about, is a question left unanswered: said plainly as one, with who can answer it (round 52, development data: en-034, en-058, en-072 and zh-076 repeated the last
 * answer verbatim for a new question — judged "neighbour or wrong" every time).
 */
function withoutRepeat(answered: AssistantReply, input: AssistantInput, locale: Locale): AssistantReply {
  if (answered.urgent || typeof input?.text !== 'string' || ASKS_AGAIN.test(input.text)) return answered;
  const history = Array.isArray(input.history) ? input.history : [];
  const last = [...history].reverse().find((h) => h?.role === 'assistant' && typeof h.content === 'string');
  const previousUser = [...history]
    .reverse()
    .find((h) => h?.role === 'user' && typeof h.content === 'string');
  if (!last || typeof last.content !== 'string') return answered;
  const lead = leadOf(answered.text);
  if (lead.length < 40 || lead !== leadOf(last.content)) return answered;
  // Everything the message itself asks about named in that answer: it answers this question too ("does he need
  // B12?" after the child's list, "那啤酒呢" after "no alcohol at all"). Nothing read from the message: left as it is.
  const asked = thingsAskedAbout(input.text);
  if (asked.length === 0 || asked.every((t) => answerNames(answered.text, t))) return answered;
  const medicines = Array.isArray(input.medicines) ? input.medicines : [];
  const text = specificCannot(
    [],
    whoToAsk(input.text, input.plan ?? null, medicines),
    locale,
    quotedQuestion(
      input.text,
      locale,
      typeof previousUser?.content === 'string' ? previousUser.content : undefined,
    ),
  );
  return {
    ...answered,
    intent: 'out_of_scope',
    text,
    cards: [],
    followUps: [],
    suggestions: [],
    parts: ['out_of_scope'],
  };
}
