/**
 * The emergency of a message, or of one told in the turns before it (pushback, a follow-up about it, or
 * another question asked while it is pending): the urgent card with the number to call, the signs' likely
 * cause and what to do now; and the crisis line kept first in the next few answers after a crisis.
 */
import type { PlanDocument } from '../contracts/plan';
import { steroidSickDayLines } from './intents/chronic-topics';
import { localeOf, pick, type Bilingual, type Locale } from '../contracts/common';
import { onAlphaGlucosidaseInhibitor } from '../knowledge/hypoglycaemia';
import { PROPHYLAXIS_SAID } from '../knowledge/leukaemia-maintenance';
import { conditionsWithLeukaemiaSaid } from './leukaemia-said';
import type { ChatCard } from '../contracts/chat';
import { findDrugs } from './entities';
import { drugById, inLeukaemiaTreatment, type Drug } from '../interactions';
import { normaliseQuestion } from './lexicon';
import {
  BREATHING_FIRST_AID,
  BREATHING_FIRST_AID_FEATURES,
  COLLAPSE_TEXT,
  COPD_FIRST_AID,
  COPD_SAID,
  emergencyCalls,
  HYPEREMESIS_TEXT,
  medicineToxicityLines,
  kindsNamedInstead,
  heartFailureLines,
  adrenalCrisisLines,
  RED_FLAG_TEXT,
  crisisAboutAnother,
  SUICIDAL_ABOUT_ANOTHER,
  WOUND_BLEEDING,
  ANAPHYLAXIS_AFTER_EPINEPHRINE,
  SEVERE_HYPOGLYCAEMIA_ON_AGI,
  SEVERE_HYPOGLYCAEMIA_KIDNEY,
  redFlagsFor,
  careUnderWay,
  declinesCare,
  ownReadingIsTheEarlierEmergency,
  STILL_URGENT_LEAD,
  urgentLeadsFor,
  withdrawnBy,
  DONT_WAIT_LINE,
  type RedFlagKind,
  type RedFlagProfile,
} from '../safety';
import { criticalValuesIn, profileFeatures, redFlagFeatures } from '../safety/detect';
import { HEAVY_VAGINAL_BLEEDING_TEXT, POSTPARTUM_BLEEDING_TEXT } from '../safety/vaginal-bleeding-texts';
import type { RegionCode } from '../safety/regions';
import { ASPIRATION_TUBE, namedCauseLines } from '../safety/named-causes';
import { PANCREATITIS } from '../safety/severe-pain-texts';
import { severePainText } from '../safety/severe-pain-texts';
import {
  kindsReadInstead,
  personReadingLines,
  readingCallsNow,
  type ReadingContext,
} from '../safety/person-readings';
import { laterLines, otherQuestionsBesideEmergency } from './emergency-other-question';
import {
  afterEmergencyAsk,
  afterEmergencyLines,
  pendingEmergencyLine,
  type AfterEmergencyAsk,
} from '../safety/after-emergency';
import type { Draft } from './intents/shared';
import { safeMarkdown } from './stream';
import { FASTING_NOW } from './faq/rows-ramadan';
import { say } from '../messages';
import { redFlagProfileOf } from './reply-person';
import { answersSomething } from './reply-text';
import type { AssistantInput, AssistantReply, ChatTurn, Message } from './reply-types';

/**
 * Adrenal insufficiency's crisis line when it fits; else, on a long-term steroid while ill, its sick-day
 * line (eleventh clinician review, en P2: "skip the prednisolone while she's being sick?").
 */
function adrenalOrSickDayLines(
  own: readonly string[],
  medicines: readonly string[],
  told: string,
  locale: Locale,
): string[] {
  const crisis = adrenalCrisisLines(own, told, locale);
  return crisis.length > 0 ? crisis : steroidSickDayLines(medicines, told, locale);
}

/**
 * A severe low told while fasting ("离开斋还有三个多小时，我要坚持吗？"): break the fast now, never wait for
 * iftar — the Ramadan guidelines exempt illness and a low (IDF-DAR 2021; twelfth clinician review, zh P3
 * finding 2). Empty for any other emergency or a message that does not say a fast.
 */
function fastingLowLines(kinds: readonly RedFlagKind[], told: string, locale: Locale): string[] {
  if (!kinds.includes('severe_hypoglycaemia')) return [];
  if (!FASTING_NOW.test(normaliseQuestion(told))) return [];
  return [say('reply.urgent.fastingLow', {}, locale)];
}

/**
 * The urgent answer: first the sentence naming the number to call (the crisis line first for
 * suicidal thoughts), then what each kind means; no supplement advice, products or follow-ups.
 */
function urgent(
  kinds: RedFlagKind[],
  locale: Locale,
  hyperemesis = false,
  toxicity: readonly string[] = [],
  features: readonly string[] = [],
  pushedBack = false,
  /** Kinds whose text names a cause a fitting medicine line makes unlikely: left out. */
  namedInstead: ReadonlySet<RedFlagKind> = new Set(),
  /** The person's medicines and those the message names: a card's self-treatment line fits them. */
  medicines: readonly string[] = [],
  /** The person's country (said, set or from the language tag); null: the locale's default numbers. */
  region: RegionCode | null = null,
  /** COPD in the plan or said: its flare first aid instead of asthma and choking (en P3 #12). */
  copd = false,
  /** Pregnant, said in the message or known from the plan. */
  pregnant = true,
  /** Lines said after every kind's text (a low while fasting: break the fast now). */
  after: readonly string[] = [],
  /** Lines said first, after the lead: the number, where to go, for a follow-up (safety/after-emergency.ts). */
  before: readonly string[] = [],
  /** Kidney disease known (plan or said): a low is treated with glucose or sugar, never juice. */
  kidney = false,
  /** The emergency number alone, never "see a doctor or call" (a reading's `callNow`). */
  callNow = false,
): Draft & { cards: ChatCard[] } {
  // On acarbose a severe low is treated with glucose, never juice (tenth clinician review, zh P3).
  // An adult's overdose: the poisoning text without its children's sentence (iron tablets, button
  // batteries), which a message naming no child does not need (twelfth clinician review, zh P4 #6).
  const child = features.some((f) => f === 'young_child' || f === 'child_ingest');
  const cardText = (k: RedFlagKind): Bilingual => {
    if (k === 'severe_hypoglycaemia' && onAlphaGlucosidaseInhibitor(medicines))
      return SEVERE_HYPOGLYCAEMIA_ON_AGI;
    // With kidney disease juice is a potassium load: glucose tablets or sugar in water (eighteenth review, S1).
    if (k === 'severe_hypoglycaemia' && kidney) return SEVERE_HYPOGLYCAEMIA_KIDNEY;
    if (k === 'poisoning' && !child) return POISONING_ADULT;
    // An adrenaline pen already used: the emergency department now even if better, a second dose after
    // 5 minutes, lie down (fourteenth clinician review, en P4 #2).
    if (k === 'anaphylaxis' && features.includes('epinephrine_used'))
      return ANAPHYLAXIS_AFTER_EPINEPHRINE.text;
    // Fed through a nasogastric tube: stop the feed, sit up, the tube checked today — never the choking
    // first aid or "do not give thin drinks by mouth" (fourteenth clinician review, zh P2 #3).
    if (k === 'aspiration' && features.includes('ctx_tube_feeding')) return ASPIRATION_TUBE.text;
    // Collapsed and not waking or not breathing normally: call, compress, defibrillate (COLLAPSE_TEXT).
    if (k === 'fainting' && features.some((f) => NOT_WAKING_OR_BREATHING.has(f))) return COLLAPSE_TEXT;
    // Bleeding after a birth is a postpartum haemorrhage, not the causes of bleeding in pregnancy; heavy
    // bleeding with no pregnancy said or known is named as blood loss (vaginal-bleeding-texts.ts).
    if (k === 'pregnancy_bleeding' && features.includes('postpartum')) return POSTPARTUM_BLEEDING_TEXT;
    if (k === 'pregnancy_bleeding' && !pregnant) return HEAVY_VAGINAL_BLEEDING_TEXT;
    // Severe pain or fever: the causes its signs point to, or a general line (safety/severe-pain-texts.ts).
    if (k === 'severe_pain_or_fever') return severePainText(features);
    // Another person's wish to die, told by a carer: what the carer does now (SUICIDAL_ABOUT_ANOTHER).
    if (k === 'suicidal' && features.includes('crisis_about_another')) return SUICIDAL_ABOUT_ANOTHER;
    // A cut that keeps bleeding, self-inflicted, with no blood thinner said or taken: pressure first aid, not the
    // anticoagulant card's "take no further dose of the blood thinner" (blind triage round 65, development data).
    if (
      k === 'anticoagulant_bleeding' &&
      features.includes('self_harm') &&
      !features.includes('ctx_anticoag') &&
      !medicines.some((id) =>
        drugById(id)?.classes.some((c) => c === 'anticoagulant' || c === 'antiplatelet'),
      )
    )
      return WOUND_BLEEDING;
    return RED_FLAG_TEXT[k];
  };
  const lines = [...urgentLeadsFor(kinds, region, callNow).map((lead) => `**${pick(lead, locale)}**`), ''];
  if (pushedBack) {
    const crisis = kinds.some((k) => ['suicidal', 'perinatal_crisis', 'possible_crisis'].includes(k));
    lines.push(pick(crisis ? STILL_URGENT_LEAD.crisis : STILL_URGENT_LEAD.care, locale));
  }
  lines.push(...before);
  for (const k of kinds) {
    if (namedInstead.has(k) && toxicity.length > 0) continue;
    // Asthma and choking first aid unless a medicine's toxicity explains the breathlessness and the
    // message names neither (linezolid, eighth clinician review, zh P4 Q5).
    const firstAid =
      k === 'breathing' &&
      (toxicity.length === 0 || features.some((f) => BREATHING_FIRST_AID_FEATURES.has(f)));
    // With COPD the first aid is its action plan's, unless the message says choking.
    const choking = features.some((f) => f === 'choking' || f === 'cant_cough');
    const aid = k === 'breathing' && copd && !choking ? COPD_FIRST_AID : BREATHING_FIRST_AID;
    lines.push(
      firstAid || (k === 'breathing' && copd && !choking)
        ? say('reply.urgent.withFirstAid', { card: cardText(k), aid }, locale)
        : pick(cardText(k), locale),
    );
  }
  if (hyperemesis) lines.push(pick(HYPEREMESIS_TEXT, locale));
  lines.push(...toxicity, ...after);
  lines.push('', say('reply.urgent.notADoctor', {}, locale));
  // The card names no kind whose text a fitting reading replaced (raw oysters with fever and a blistering
  // leg is not a drug rash: twenty-second clinician review, en S2).
  const shown = kinds.find((k) => !(namedInstead.has(k) && toxicity.length > 0));
  const card: ChatCard = {
    type: 'urgent',
    kind: shown ?? 'urgent_general',
    calls: emergencyCalls(kinds, locale, region),
  };
  return { text: lines.join('\n'), suggestions: [], cards: [card] };
}

/** Features that make a faint a collapse: not waking, or not breathing normally (the detector's words). */
const NOT_WAKING_OR_BREATHING: ReadonlySet<string> = new Set([
  'unresponsive',
  'od_unrousable',
  'od_breathing',
  'baby_unresponsive',
]);

/** The poisoning text's first sentence: what to do after swallowing too much (an adult). */
const POISONING_ADULT: Bilingual = {
  zh: RED_FLAG_TEXT.poisoning.zh.replace(/孩子误服.*$/, ''),
  en: RED_FLAG_TEXT.poisoning.en.replace(/ Iron tablets and button batteries.*$/, ''),
};

/**
 * A question right after an emergency about what to do now: make someone sick, wait and see, drive or
 * call an ambulance, give something first ("should I give him the Metamucil first?", "要不要先喝点番泻叶";
 * ninth clinician review, en P3), or stop a medicine ("should I stop my tramadol and Zoloft then?" after the
 * symptoms of serotonin syndrome: the emergency again, whose text says who decides about the
 * medicines; seventh clinician review, en D2).
 */
const WHAT_NOW =
  /要不要停|该不该停|是不是(要|该|得)停|(能|可以|需要|要)停(药|掉|了)?吗|停(掉|了)?(药)?吗|还(要|能)(继续)?吃吗|先停|\bshould i (stop|quit|hold|skip|keep taking|still take)\b|\b(do|can) i (stop|quit|keep taking|still take)\b|\bstop (taking )?(my|the|them|it|both|all)\b|催吐|吐出来|抠喉|抠嗓子|喂(他|她)(喝|吃)?(点)?(牛奶|水)|先观察|等一?等|等等看|开车(去|送)|叫救护车|要不要去(医院|急诊)|\b(throw up|vomit\w*|make (him|her|them|me) sick|induce|give (him|her|them) (some )?(milk|water)|wait (and see|it out|a bit)|watch (him|her)|drive (him|her|them|me)|ambulance)\b|(要不要|能不能|可不可以|可以)先(吃|喝|喂|给|泡|用)|\b(give|take)\b[^.?!]{0,40}\bfirst\b|\bbefore (we|i|he|she|they) (go|leave)\b/;

/**
 * The emergency before has been seen to: "we went to the ER, they cleared him out", "急诊…处理好出院了",
 * "a doctor already saw him". A question after it is answered as asked (ninth clinician review, en P3 Q6
 * and zh P4 Q6: the obstruction card again after the discharge, with the emergency team's laxative
 * plan left unanswered). A new emergency in the message itself is still read first, by `redFlagsFor`.
 */
const SEEN_TO =
  /(去|到)过(急诊|医院)|看过(急诊|医生)|急诊(处理|看)(过|好|完)|急诊说是|医生看过|已经(处理好|看过|出院)|处理好(了)?(出院|回家)|出院了|(出院|从医院|从急诊)回(来|家)|灌肠(以)?后|\b(went|been|took (him|her|them|me)|brought (him|her|them|me)) to (the )?(er|a&e|emergency( room| department)?|hospital|urgent care)\b|\b(the )?(er|a&e|hospital|emergency (room|department)) (said|says|cleared|gave)\b|\bcleared (him|her|me|them) out\b|\bdischarged\b|\b(a |the )?doctors? (already |has )?(saw|seen|checked) (him|her|me|them|us)\b|\balready (been )?(seen|checked)\b|\bback (home )?from (the )?(er|a&e|hospital|emergency)\b|\bhome and (fine|ok|okay|better)\b/;

function stillTheEmergency(
  text: string,
  history: readonly ChatTurn[],
  profile: ReturnType<typeof redFlagProfileOf>,
): { text: string; hits: ReturnType<typeof redFlagsFor> } | null {
  const users = [...history].reverse().filter((h) => h?.role === 'user' && typeof h.content === 'string');
  const last = users[0];
  if (!last || text.length > 240 || !WHAT_NOW.test(normaliseQuestion(text))) return null;
  if (SEEN_TO.test(normaliseQuestion(text))) return null;
  const hits = hitsOfTurn(last.content, users.slice(1, PUSHBACK_LOOKBACK + 1), profile).filter(
    (h) => h.kind !== 'possible_crisis' && h.kind !== 'suicidal' && h.kind !== 'perinatal_crisis',
  );
  return hits.length > 0 ? { text: last.content, hits } : null;
}

/** How many of the person's earlier messages an emergency is looked for in when they push back. */
const PUSHBACK_LOOKBACK = 3;

/** The kinds of an emergency told in one of the last few messages, with no word since that care is under way. */
function recentEmergencyKinds(
  history: readonly ChatTurn[],
  profile: ReturnType<typeof redFlagProfileOf>,
): string[] {
  const earlier = [...history]
    .reverse()
    .filter((h) => h?.role === 'user' && typeof h.content === 'string')
    .slice(0, PUSHBACK_LOOKBACK);
  for (const turn of earlier) {
    if (careUnderWay(turn.content)) return [];
    const kinds = redFlagsFor(turn.content, profile).map((h) => h.kind);
    if (kinds.length > 0) return kinds;
  }
  return [];
}

/**
 * An earlier message's flags as the answer to it read them: none when its own reading was the emergency
 * before it misread (`ownReadingIsTheEarlierEmergency`), so a follow-up looks past it to that emergency.
 * `older` are the messages before it, most recent first.
 */
function hitsOfTurn(
  content: string,
  older: readonly ChatTurn[],
  profile: ReturnType<typeof redFlagProfileOf>,
): ReturnType<typeof redFlagsFor> {
  const hits = redFlagsFor(content, profile);
  if (hits.length === 0) return hits;
  const before = [...older].reverse();
  return ownReadingIsTheEarlierEmergency(content, hits, recentEmergencyKinds(before, profile)) ? [] : hits;
}

/**
 * "I'll manage at home", "it's not that bad", "明天再去" after an emergency told in one of the last few
 * messages, with no word since that care has happened or is under way: the same emergency, every kind
 * (safety/pushback.ts; ninth clinician review, en P5). Returns the earlier message and its flags.
 */
function declinedEmergency(
  text: string,
  history: readonly ChatTurn[],
  profile: ReturnType<typeof redFlagProfileOf>,
): { text: string; hits: ReturnType<typeof redFlagsFor> } | null {
  if (!declinesCare(text)) return null;
  const earlier = [...history]
    .reverse()
    .filter((h) => h?.role === 'user' && typeof h.content === 'string')
    .slice(0, PUSHBACK_LOOKBACK);
  const newer: string[] = [];
  for (const [i, turn] of earlier.entries()) {
    if (careUnderWay(turn.content)) return null;
    const hits = hitsOfTurn(turn.content, earlier.slice(i + 1), profile);
    if (hits.length > 0)
      return withdrawnBy(turn.content, [...newer].reverse().concat(text), profile)
        ? null
        : { text: turn.content, hits };
    newer.push(turn.content);
  }
  return null;
}

/** How many of the person's earlier messages an emergency is looked for in for a follow-up about it. */
const FOLLOW_UP_LOOKBACK = 4;

/**
 * "急救电话打多少？", "我住乡下，该去哪里看？", "多喝水自己排出来行不行", "all good now, can I train tomorrow"
 * after an emergency told in one of the last few messages, with no word since that care has happened or
 * is under way: the same emergency, with the number and where to go (safety/after-emergency.ts;
 * thirteenth clinician review, eight zh serious findings). Crisis kinds keep their own follow-up rules.
 */
function followedUpEmergency(
  text: string,
  history: readonly ChatTurn[],
  profile: ReturnType<typeof redFlagProfileOf>,
): { text: string; hits: ReturnType<typeof redFlagsFor>; ask: AfterEmergencyAsk } | null {
  const ask = afterEmergencyAsk(text);
  if (!ask || careUnderWay(text) || SEEN_TO.test(normaliseQuestion(text))) return null;
  const earlier = [...history]
    .reverse()
    .filter((h) => h?.role === 'user' && typeof h.content === 'string')
    .slice(0, FOLLOW_UP_LOOKBACK);
  const newer: string[] = [];
  for (const [i, turn] of earlier.entries()) {
    if (careUnderWay(turn.content) || SEEN_TO.test(normaliseQuestion(turn.content))) return null;
    const hits = hitsOfTurn(turn.content, earlier.slice(i + 1), profile).filter(
      (h) => h.kind !== 'possible_crisis' && h.kind !== 'suicidal' && h.kind !== 'perinatal_crisis',
    );
    if (hits.length > 0)
      return withdrawnBy(turn.content, [...newer].reverse().concat(text), profile)
        ? null
        : { text: turn.content, hits, ask };
    newer.push(turn.content);
  }
  return null;
}

/**
 * The care team told or in charge of it: "the unit knows about his potassium, retest tomorrow", "I rang the
 * GP", "跟透析室医生说了" — a follow-up after it is answered as asked (ninth clinician review, zh P2 Q1b).
 */
const CARE_INFORMED =
  /(跟|和|给|告诉)(了)?[^，。？！?!]{0,6}(医生|大夫|护士|透析室|医院|急诊)(说|讲|打电话|联系)(了|过)|已经(跟|和|给|告诉)[^，。？！?!]{0,6}(医生|大夫|护士|透析室)|\b(the )?(unit|team|renal team|dialysis unit|nurses?|doctors?|gp|hospital|clinic|consultant|midwife|specialist) (knows|know|is aware|are aware|has been told|have been told|said (to|it)|is on it)\b|\b(i|we|she|he) (told|called|rang|phoned|messaged|spoke to|talked to) (the|his|her|my|our) (doctor|unit|team|nurse|gp|midwife|renal team|dialysis unit|hospital|clinic|specialist|consultant)\b/;

/**
 * An emergency told in one of the person's last few messages (non-crisis kinds; the crisis cards keep
 * their own follow-up rules), with no word since — this message included — that care has happened, is
 * under way or has been told (fourteenth clinician review, en P2 #3, en P3 #5). Returns its message and
 * flags.
 */
function pendingEmergency(
  text: string,
  history: readonly ChatTurn[],
  profile: ReturnType<typeof redFlagProfileOf>,
): { text: string; hits: ReturnType<typeof redFlagsFor>; numberOnly: boolean } | null {
  const cared = (said: string) =>
    careUnderWay(said) ||
    SEEN_TO.test(normaliseQuestion(said)) ||
    CARE_INFORMED.test(normaliseQuestion(said));
  if (cared(text)) return null;
  const earlier = [...history]
    .reverse()
    .filter((h) => h?.role === 'user' && typeof h.content === 'string')
    .slice(0, FOLLOW_UP_LOOKBACK);
  const newer: string[] = [];
  for (const [i, turn] of earlier.entries()) {
    if (cared(turn.content)) return null;
    const hits = hitsOfTurn(turn.content, earlier.slice(i + 1), profile).filter(
      (h) => h.kind !== 'possible_crisis' && h.kind !== 'suicidal' && h.kind !== 'perinatal_crisis',
    );
    if (hits.length === 0) {
      newer.push(turn.content);
      continue;
    }
    if (withdrawnBy(turn.content, [...newer].reverse().concat(text), profile)) return null;
    // Only a figure typed ("my last fasting sugar was 2.6"): a rule's answer to the next question (a dose
    // review within days) is given as it is, without an urgent lead that would contradict it.
    const critical = criticalValuesIn(turn.content);
    const numberOnly = hits.every((h) => h.features.length === 0 && critical.has(h.kind));
    return { text: turn.content, hits, numberOnly };
  }
  return null;
}

// ---- the emergency of this message or of one before it ----------------------------------------------

type Hits = ReturnType<typeof redFlagsFor>;

/** How this message stands to an emergency: its own flags, or those of one told in the turns before. */
interface EmergencyReading {
  profile: RedFlagProfile;
  hits: Hits;
  /** How many flags the message raised by itself (a new emergency, not a follow-up). */
  ownHits: number;
  declined: { text: string; hits: Hits } | null;
  followed: { text: string; hits: Hits; ask: AfterEmergencyAsk } | null;
  pending: { text: string; hits: Hits; numberOnly: boolean } | null;
  /** The follow-up's own answer, for a pending emergency. */
  alone: AssistantReply | null;
  /** A follow-up no rule answers: the card again, with the question put off. */
  followUpUnanswered: boolean;
  /** The message the emergency was told in: its signs name the toxicity and first-aid lines. */
  told: string;
  followUpAsk: AfterEmergencyAsk | null;
}

/** "钾高", "potassium is high", a figure typed: the person says the potassium is high. */
const HIGH_POTASSIUM_SAID =
  /(钾|血钾)[^，。？?]{0,6}(高|超|\d)|\bpotassium\b[^.?!]{0,20}\b(high|raised|up|\d)/i;

/**
 * The plan's latest potassium below its range: signs read as a high potassium from the context (kidney disease,
 * a potassium-raising medicine) are the general card, never "high potassium" (thirty-ninth clinician review, en S4:
 * a collapse on sotalol with a potassium of 3.3 was told it "can mean high potassium"). The urgency is kept.
 */
function potassiumNotNamedHighWhenLow(
  hits: ReturnType<typeof redFlagsFor>,
  plan: PlanDocument | null,
  text: string,
): ReturnType<typeof redFlagsFor> {
  const low = plan?.reportAnalysis?.markers.some((m) => m.key === 'serumPotassium' && m.flag === 'low');
  if (!low || HIGH_POTASSIUM_SAID.test(text)) return hits;
  return hits.map((h) => (h.kind === 'hyperkalaemia' ? { ...h, kind: 'urgent_general' } : h));
}

function emergencyReading(
  m: Message,
  asFollowUp: boolean,
  answerAlone: () => AssistantReply,
): EmergencyReading {
  const { input, text, plan, history } = m;
  const inputMedicines: readonly unknown[] = Array.isArray(input?.medicines) ? input.medicines : [];
  const profile = redFlagProfileOf(plan, inputMedicines, history);
  const hits = potassiumNotNamedHighWhenLow(redFlagsFor(text, profile), plan, text);
  // A carer's pushback the learned reader alone read as the writer's crisis, or a child to be made sick after
  // it swallowed tablets read as purging: the earlier emergency stands, by the rules below.
  if (ownReadingIsTheEarlierEmergency(text, hits, recentEmergencyKinds(history, profile))) hits.length = 0;
  const ownHits = hits.length;
  // "Should I make him throw up first or give him some milk?" right after an emergency: the same card
  // again, never a diet answer (clinician review 2026-11-25 fourth, en P5: a child's iron overdose).
  const still = hits.length === 0 ? stillTheEmergency(text, history, profile) : null;
  if (still) hits.push(...still.hits);
  // "I'll manage at home", "明天再去": the emergency of a recent message, said again with its reason.
  const declined = hits.length === 0 ? declinedEmergency(text, history, profile) : null;
  if (declined) hits.push(...declined.hits);
  // "急救电话打多少？", "去哪里看？", "多喝水行不行": the emergency of a recent message, with the number and
  // where to go (thirteenth clinician review).
  let followed = hits.length === 0 ? followedUpEmergency(text, history, profile) : null;
  if (followed) hits.push(...followed.hits);
  // Any other follow-up within the next turns of an emergency (fourteenth clinician review, en P2 #3,
  // en P3 #5): answered on its own, beside the urgent action; one no rule answers gets the emergency again.
  const pending = hits.length === 0 && !asFollowUp ? pendingEmergency(text, history, profile) : null;
  // The follow-up's own answer (the history kept: the emergency message may say the dialysis or the
  // pregnancy the answer needs); one that only quotes it back as "no reliable rule" is the card again.
  const alone = pending ? answerAlone() : null;
  const followUpUnanswered = pending !== null && alone !== null && !alone.urgent && !answersSomething(alone);
  if (pending && alone && !alone.urgent && !answersSomething(alone)) {
    followed = { text: pending.text, hits: pending.hits, ask: 'other' };
    hits.push(...pending.hits);
  }
  // The message the emergency was told in, whose signs name the card's cause (forty-seventh clinician review, zh S1:
  // "去医院前妥泰要不要先停？" after topiramate's eye emergency got the general severe-pain line).
  const told = declined?.text ?? followed?.text ?? still?.text ?? text;
  // A follow-up kept by any of the three rules ("能自己开车去吗" is `stillTheEmergency`'s) is answered
  // with the number and where to go; a message with signs of its own is a new emergency, not one.
  const followUpAsk = followed?.ask ?? (ownHits === 0 && hits.length > 0 ? afterEmergencyAsk(text) : null);
  return {
    profile,
    hits,
    ownHits,
    declined,
    followed,
    pending,
    alone,
    followUpUnanswered,
    told,
    followUpAsk,
  };
}

/** What the signs say about the person, read once for the card's texts and the lines under it. */
interface UrgentFacts {
  flags: RedFlagKind[];
  toldFeatures: ReturnType<typeof redFlagFeatures>;
  hyperemesis: boolean;
  /** A woman (the plan's sex, or a pregnancy): no cause only a man can have is named. */
  female: boolean;
  crisis: boolean;
  toxicityMeds: string[];
  known: Set<string>;
  reading: ReadingContext;
}

function urgentFacts(m: Message, r: EmergencyReading): UrgentFacts {
  const { text, plan, history } = m;
  const { hits, profile, told } = r;
  const flags = hits.map((h) => h.kind);
  // The hyperemesis rule (pregnant, vomiting, nothing stays down): the maternity team is named. So too
  // when the learned reader gave the card and the message or the plan says the pregnancy and that nothing
  // stays down, or vomiting with little or no urine (eighteenth clinician review, en M5: "can't keep any
  // fluids down … no urine since morning" at 7 weeks was explained by a stone or an enlarged prostate).
  const toldFeatures = redFlagFeatures(told);
  const pregnantKnown = toldFeatures.has('ctx_pregnant') || profileFeatures(profile).has('ctx_pregnant');
  const hyperemesis =
    hits.some((h) => h.features.includes('ctx_pregnant') && h.features.includes('cant_keep_down')) ||
    (pregnantKnown &&
      (toldFeatures.has('cant_keep_down') || (toldFeatures.has('vomit') && toldFeatures.has('no_urine'))));
  const female = plan?.profile?.sex === 'female' || pregnantKnown;
  const crisis = flags.some((k) => ['suicidal', 'perinatal_crisis', 'possible_crisis'].includes(k));
  // A medicine this message names counts too ("利奈唑胺吃了三周，脚发麻…" without a plan).
  const toxicityMeds = [...(profile.medicines ?? []), ...findDrugs(told).map((d) => d.id)];
  // "Ambulance is on its way — should she take her tablet?" after the signs: read with the message that
  // gave them (ninth clinician review, en P4 Q6).
  const lastUser = [...history].reverse().find((h) => h?.role === 'user' && typeof h.content === 'string');
  const signsText =
    r.declined || r.followed
      ? told
      : lastUser && text.length <= 240 && WHAT_NOW.test(normaliseQuestion(text))
        ? `${lastUser.content}\n${text}`
        : text;
  // What the person is known to have (plan, earlier messages, this one): a reading of the signs that fits
  // them names the likely cause instead of a kind's general text (safety/person-readings.ts; eighteenth
  // clinician review: star fruit with kidney disease, confusion and black stools with cirrhosis).
  const known = new Set<string>([...profileFeatures(profile), ...redFlagFeatures(signsText)]);
  const reading: ReadingContext = {
    features: known,
    conditions: profile.conditions ?? [],
    medicines: toxicityMeds,
    text: signsText,
  };
  return { flags, toldFeatures, hyperemesis, female, crisis, toxicityMeds, known, reading };
}

/** The medicine, person and condition lines that explain the signs (none for a crisis). */
function toxicityLines(m: Message, r: EmergencyReading, f: UrgentFacts): string[] {
  if (f.crisis) return [];
  const { locale } = m;
  const conditions = r.profile.conditions ?? [];
  return [
    ...personReadingLines(f.reading, locale),
    ...medicineToxicityLines(f.toxicityMeds, f.reading.text, locale),
    ...heartFailureLines(conditions.includes('heart_failure'), r.told, locale),
    ...adrenalOrSickDayLines(r.profile.medicines ?? [], f.toxicityMeds, r.told, locale),
  ];
}

/** Stopping asked about in the message ("开浦兰能不能先停几天", "should I skip my Keppra?"). */
const STOP_ASKED =
  /停|不吃了|少吃|减量|\b(stop|stopping|quit|skip|skipping|pause|hold off|come off|cut down)\b/;
/** Antiseizure medicine named as a kind ("抗癫痫药", "my seizure meds"). */
const ANTISEIZURE_SAID =
  /抗癫痫|癫痫药|\b(seizure|epilepsy|anti-?epileptic|anti-?seizure) (meds?|medicines?|medications?|tablets?|pills?)\b/;

/**
 * An antiseizure medicine the person asks to stop in an emergency: never stopped on their own — a sudden stop
 * brings more and longer fits (thirty-seventh clinician review, zh S1: after a fit at 20 weeks, "开浦兰能不能先停
 * 几天让宝宝少受点药" got the card again and no word on the medicine). The card itself stays first.
 */
function keepAntiseizureLines(
  text: string,
  medicines: readonly string[],
  locale: Locale,
  topiramateEye: boolean,
): string[] {
  const t = normaliseQuestion(text);
  if (!STOP_ASKED.test(t)) return [];
  // Topiramate's eye emergency: stopping it is the treatment, the emergency doctor's call (topiramateEyeLines).
  if (topiramateEye) return [say('emergency.topiramateEyeStop', {}, locale)];
  const isAntiseizure = (d: Drug | undefined): d is Drug =>
    d !== undefined && (d.classes as readonly string[]).includes('antiepileptic');
  const named = findDrugs(text).filter(isAntiseizure);
  if (named.length === 0 && !ANTISEIZURE_SAID.test(t)) return [];
  const drugs = named.length > 0 ? named : medicines.map((id) => drugById(id)).filter(isAntiseizure);
  const names = drugs.map((d) => pick({ zh: d.zh, en: d.en }, locale)).join(say('review.list', {}, locale));
  const drug = names || say('emergency.antiseizureMedicine', {}, locale);
  return [say('emergency.keepAntiseizure', { drug }, locale)];
}

/**
 * Eye pain told (now or in the emergency this follows) with topiramate said or taken: its acute angle closure, whose
 * treatment is stopping topiramate as the treating doctor decides (Topamax PI §5.2) — not "take the next dose as usual"
 * (forty-seventh clinician review, zh S1).
 */
function topiramateEyeTold(r: EmergencyReading): boolean {
  const said = redFlagFeatures(r.told);
  return (
    said.has('eye_pain') && (said.has('ctx_topiramate') || profileFeatures(r.profile).has('ctx_topiramate'))
  );
}

/** Extra loperamide proposed ("易蒙停多吃两片", "a couple more Imodium"). */
const MORE_LOPERAMIDE =
  /(易蒙停|洛哌丁胺|止泻药)[^，。！？,.!?]{0,6}(多吃|加|再吃|多来)|(多吃|加|再吃)[^，。！？,.!?]{0,4}(易蒙停|洛哌丁胺)|\b(extra|more|another|double|couple more|few more)\b[^.?!]{0,20}\b(imodium|loperamide)\b|\b(imodium|loperamide)\b[^.?!]{0,20}\b(extra|more|double)\b/;

/**
 * More loperamide proposed beside an emergency: never above the prescribed or label maximum — high doses cause
 * dangerous heart rhythms (thirty-seventh clinician review, zh S2: "易蒙停多吃两片" on top of 16 mg a day).
 */
function loperamideLines(text: string, locale: Locale): string[] {
  return MORE_LOPERAMIDE.test(normaliseQuestion(text)) ? [say('emergency.loperamideMax', {}, locale)] : [];
}

/** Pain high in the belly or through to the back, and vomiting: pancreatitis's signs as people tell them. */
const UPPER_BELLY_PAIN =
  /上腹|胃(那里|这里|那块|这块)?[^，。？！,.?!]{0,4}(剧痛|痛|疼)|心窝|肚脐(上|以上)|(痛|疼)(到|得)?[^，。？！,.?!]{0,3}(后背|背上|背部|腰背)|\b(upper (belly|stomach|tummy|abdomen|abdominal)|epigastric|pit of (my|her|the) stomach|(through|go(es|ing)?|radiat\w*|spread\w*) (to|into|through) (my |her |the )?back)\b/;
const VOMITING_TOLD = /吐|呕|\b(vomit\w*|throw\w* up|threw up|puk\w*|being sick)\b/;

/**
 * Severe upper belly pain with vomiting on valproate: its boxed warning, pancreatitis, named under the card — the
 * card named pre-eclampsia at 6 weeks and nothing of the medicine (Depakote US PI, boxed warning; forty-eighth
 * clinician review, zh M5).
 */
function valproatePancreatitisLines(text: string, medicines: readonly string[], locale: Locale): string[] {
  const t = normaliseQuestion(text);
  const onValproate = medicines.includes('valproate') || findDrugs(text).some((d) => d.id === 'valproate');
  return onValproate && UPPER_BELLY_PAIN.test(t) && VOMITING_TOLD.test(t)
    ? [say('emergency.valproatePancreatitis', {}, locale)]
    : [];
}

/** Aspirin asked about for a child ("能不能掰半片我的阿司匹林给他退烧"). */
const ASPIRIN_FOR_CHILD =
  /(阿司匹林|\baspirin\b|\bdisprin\b)[^。？?!]{0,40}(孩子|小孩|宝宝|孙子|孙女|外孙|儿子|女儿|娃|\b(child|kid|toddler|baby|son|daughter|grandson|granddaughter)\b)|(孩子|小孩|宝宝|孙子|孙女|外孙|儿子|女儿|娃|\b(child|kid|toddler|baby|son|daughter|grandson|granddaughter)\b)[^。？?!]{0,40}(阿司匹林|\baspirin\b|\bdisprin\b)/;

/**
 * Aspirin for a child told beside an emergency: never, under 16 (Reye's syndrome) — the card alone left the
 * grandmother free to give it (thirty-eighth clinician review, zh S2).
 */
function aspirinChildLines(text: string, locale: Locale): string[] {
  const t = normaliseQuestion(text);
  // Giving it is asked; a child already on prescribed aspirin (Kawasaki disease) is the prescriber's.
  return ASPIRIN_FOR_CHILD.test(t) && ASPIRIN_GIVE_ASKED.test(t) && !ASPIRIN_PRESCRIBED.test(t)
    ? [say('emergency.noAspirinForChildren', {}, locale)]
    : [];
}
const ASPIRIN_GIVE_ASKED =
  /(能不能|可不可以|可以|能|要不要|行不行)[^。？?]{0,12}(给|喂|吃)|掰|\b(can|could|should) (i|we) (give|use)\b|\b(is it )?(ok|okay|safe|alright) to give\b|\bgive (him|her|them|my|the|a)\b/;
const ASPIRIN_PRESCRIBED = /川崎|医生开的|\bkawasaki\b|\bprescribed\b/;

/** Something by mouth asked about while a stroke is under way ("等救护车的时候能不能先给他吃一颗安宫牛黄丸"). */
const BY_MOUTH_ASKED =
  /(先|能不能|可不可以|要不要|可以)[^。？?]{0,8}(给他|给她|喂|吃|喝)|安宫牛黄|速效救心|阿司匹林|\b(give (him|her|them) (a |an |some )?\w+|(aspirin|water|food|a pill|tablets?) (first|now|while))\b/;

/**
 * Nothing by mouth during a stroke until the ambulance crew say so: swallowing may be affected, and aspirin or a
 * traditional pill worsens a bleed (thirty-eighth clinician review, zh M11: 安宫牛黄丸 while waiting went unanswered).
 */
function strokeNothingByMouthLines(kinds: readonly string[], text: string, locale: Locale): string[] {
  return kinds.includes('stroke') && BY_MOUTH_ASKED.test(normaliseQuestion(text))
    ? [say('emergency.strokeNothingByMouth', {}, locale)]
    : [];
}

/** Fever, rigors, mouth ulcers or a sore throat told (the signs of methotrexate toxicity with a low count). */
const MTX_TOXICITY_SIGNS =
  /发烧|发热|寒战|发冷|口腔溃疡|嘴(里|巴)?(烂|溃疡)|咽喉痛|嗓子疼|\b(fever|temperature|temp|rigors?|shiver\w*|chills|mouth (ulcers?|sores?)|sore throat|ulcers? in (my|his|her) mouth)\b/;

/**
 * Methotrexate taken, with a fever or mouth ulcers told as an emergency: no further dose, and the emergency team told
 * (thirty-eighth clinician review, zh M3: the card said 120 but never "hold the methotrexate and the co-trimoxazole").
 */
function methotrexateHoldLines(
  medicines: readonly string[],
  text: string,
  locale: Locale,
  conditions: readonly string[] = [],
): string[] {
  const named = findDrugs(text).some((d) => d.id === 'methotrexate');
  if (!(named || medicines.includes('methotrexate')) || !MTX_TOXICITY_SIGNS.test(normaliseQuestion(text)))
    return [];
  const cotrimoxazole =
    medicines.includes('sulfamethoxazole-trimethoprim') ||
    findDrugs(text).some((d) => d.id === 'sulfamethoxazole-trimethoprim');
  // A co-trimoxazole prescribed against Pneumocystis pneumonia (leukaemia treatment, or said to be a prophylaxis) is
  // never told to stop: the emergency doctors hear every medicine and decide what to pause (forty-eighth clinician
  // review, S3: "复方新诺明（磺胺）也先停" to a woman in ALL maintenance).
  const ids = [...medicines, ...findDrugs(text).map((d) => d.id)];
  const prophylaxis =
    cotrimoxazole &&
    (inLeukaemiaTreatment(ids, conditionsWithLeukaemiaSaid(conditions, [text])) ||
      PROPHYLAXIS_SAID.test(normaliseQuestion(text)));
  return [
    say(
      'emergency.methotrexateHold',
      {
        cotrimoxazole:
          cotrimoxazole && !prophylaxis ? say('emergency.methotrexateHoldCotrimoxazole', {}, locale) : '',
      },
      locale,
    ),
    ...(prophylaxis ? [say('reply.urgent.prophylaxisKeep', {}, locale)] : []),
  ];
}

/** An extra or double dose of a medicine asked about ("can I take an extra Celexa tonight to help me sleep?"). */
const EXTRA_DOSE_ASKED =
  /多吃(一|两|半)?(片|粒|颗|次|点)|再吃一(片|粒|颗|次)|加(一|半)(片|粒|颗)|吃双倍|加倍吃|\b(an? )?(extra|another|double|second|bigger|more)\b[^.?!]{0,25}\b(dose|doses|pills?|tablets?|capsules?|one)\b|\b(extra|another|double|second)\b \w+ (tonight|now|today)\b|\bdouble up\b/;

/**
 * An extra dose asked about while an emergency is told or followed up: no, and not to wait (forty-third clinician
 * review, en S2: a man of 91 with a magnesium of 0.48 and palpitations asked to take an extra Celexa to sleep).
 */
function noExtraDoseLines(text: string, medicines: readonly string[], locale: Locale): string[] {
  if (!EXTRA_DOSE_ASKED.test(normaliseQuestion(text))) return [];
  const named = findDrugs(text)[0] ?? findDrugs(medicines.join(' '))[0];
  const drug = named ? pick(named, locale) : say('emergency.noExtraDoseAnyMedicine', {}, locale);
  return [say('emergency.noExtraDose', { drug }, locale)];
}

/** Lines said after every kind's text: a low while fasting, the named cause, the question put off. */
/**
 * A self-inflicted cut still bleeding, with no bleeding card of its own: pressure first aid below the crisis card (blind
 * triage round 65, development data — "用刀片划了手腕 按了十分钟血还在流" got the crisis card alone).
 */
function woundLines(f: UrgentFacts, locale: Locale): string[] {
  const bleeding = f.toldFeatures.has('bleeding_ongoing') || f.toldFeatures.has('bleeding_persistent');
  return f.toldFeatures.has('self_harm') && bleeding && !f.flags.includes('anticoagulant_bleeding')
    ? [pick(WOUND_BLEEDING, locale)]
    : [];
}

function linesAfterCards(m: Message, r: EmergencyReading, f: UrgentFacts): string[] {
  const wound = woundLines(f, m.locale);
  if (f.crisis) return wound;
  const { locale, text } = m;
  const { hits, profile } = r;
  const raisesFlag = (p: string) => redFlagsFor(p, profile).length > 0;
  const valproate = valproatePancreatitisLines(text, profile.medicines ?? [], locale);
  // The valproate line names pancreatitis for this person: the general pancreatitis line would say it twice.
  const namedOnce = (lines: string[]) =>
    valproate.length > 0 ? lines.filter((l) => l !== pick(PANCREATITIS, locale)) : lines;
  return [
    ...wound,
    ...noExtraDoseLines(text, profile.medicines ?? [], locale),
    ...keepAntiseizureLines(text, profile.medicines ?? [], locale, topiramateEyeTold(r)),
    ...loperamideLines(text, locale),
    ...aspirinChildLines(text, locale),
    ...strokeNothingByMouthLines(f.flags, text, locale),
    ...methotrexateHoldLines(profile.medicines ?? [], text, locale, profile.conditions ?? []),
    ...valproate,
    ...fastingLowLines(f.flags, r.told, locale),
    // Tetany, dehydration with no urine, palpitations on a BTK inhibitor: the cause under the
    // general card (safety/named-causes.ts; thirteenth clinician review, en P2 #2, P4 #1, P5 #4).
    ...namedOnce(
      namedCauseLines(
        new Set(hits.filter((h) => h.kind === 'urgent_general').flatMap((h) => h.features)),
        locale,
        { female: f.female, hyperemesis: f.hyperemesis },
      ),
    ),
    // The learned reader's general card carries no features: the message's own signs name the
    // cause where one row fits (little or no urine with loin pain: a blocked kidney; fifteenth
    // clinician review, zh P3 #1).
    ...(hits.some((h) => h.kind === 'urgent_general' && h.features.length === 0) &&
    !hits.some((h) => h.kind === 'urgent_general' && h.features.length > 0)
      ? namedOnce(namedCauseLines(f.toldFeatures, locale, { female: f.female, hyperemesis: f.hyperemesis }))
      : []),
    // A nutrition question told beside the emergency, or the turn after it with no rule to answer
    // it: named and put off, never dropped (emergency-other-question.ts; fifteenth review, zh P3-m2).
    ...laterLines(
      r.ownHits > 0 && r.declined === null && r.followed === null
        ? otherQuestionsBesideEmergency(text, raisesFlag)
        : r.followUpUnanswered
          ? otherQuestionsBesideEmergency(text, raisesFlag, true)
          : [],
      locale,
    ),
  ];
}

/** The card for the emergency this message tells or follows up. */
function urgentReply(m: Message, r: EmergencyReading): AssistantReply {
  const { locale, text, history, region } = m;
  const { hits, profile, told } = r;
  const f = urgentFacts(m, r);
  const conditions = profile.conditions ?? [];
  const explained = toxicityLines(m, r, f);
  const d = urgent(
    f.flags,
    locale,
    f.hyperemesis,
    explained,
    // Tube feeding said in an earlier message counts for the aspiration card's text (zh P2 #3).
    [
      ...redFlagFeatures(told),
      ...(hits.some((h) => h.features.includes('ctx_tube_feeding')) ? ['ctx_tube_feeding'] : []),
      ...(crisisAboutAnother(told) ? ['crisis_about_another'] : []),
      // Topiramate taken (the plan's medicines) names its eye emergency on the severe-pain card.
      ...(profileFeatures(profile).has('ctx_topiramate') ? ['ctx_topiramate'] : []),
    ],
    r.declined !== null,
    f.crisis ? new Set<RedFlagKind>() : namedInsteadOf(f),
    f.toxicityMeds,
    region,
    conditions.includes('copd') ||
      [told, ...history.filter((h) => h?.role === 'user').map((h) => h.content)].some(
        (said) => typeof said === 'string' && COPD_SAID.test(said.toLowerCase()),
      ),
    redFlagFeatures(told).has('ctx_pregnant') || profileFeatures(profile).has('ctx_pregnant'),
    // A cause a person reading already said (liver injury on TB medicines) is not said again by the named causes.
    linesAfterCards(m, r, f).filter((l) => !explained.includes(l)),
    [
      // The signs told with "I'm going to lie down a bit": not to wait, not to drive (en P1 #2).
      ...(r.declined === null && r.followed === null && declinesCare(text) && !f.crisis
        ? [pick(DONT_WAIT_LINE, locale)]
        : []),
      ...(r.followUpAsk ? afterEmergencyLines(r.followUpAsk, region, locale) : []),
    ],
    f.known.has('ctx_ckd') || conditions.includes('dialysis'),
    !f.crisis && readingCallsNow(f.reading),
  );
  return {
    intent: 'urgent',
    text: safeMarkdown(d.text),
    cards: d.cards,
    suggestions: [],
    followUps: [],
    warnings: [{ kind: 'see_doctor' }],
    parts: ['urgent'],
    rules: [],
    notes: [],
    urgent: true,
    ruleOnly: true,
  };
}

/** Kinds whose general text a medicine's or the person's reading of the signs replaces. */
function namedInsteadOf(f: UrgentFacts): Set<RedFlagKind> {
  return new Set(
    [...kindsNamedInstead(f.toxicityMeds, f.reading.text), ...kindsReadInstead(f.reading)].filter(
      // A session said missed keeps its own card beside the reading (star fruit on dialysis).
      (k) => k !== 'missed_dialysis' || !f.known.has('session_missed'),
    ),
  );
}

/**
 * A follow-up some rule answers, within the next turns of an emergency: the urgent lead and the
 * emergency said again first, then the answer (safety/after-emergency.ts `pendingEmergencyLine`).
 */
function pendingReply(
  m: Message,
  pending: NonNullable<EmergencyReading['pending']>,
  alone: AssistantReply,
): AssistantReply {
  const { locale, region } = m;
  if (alone.urgent || pending.numberOnly) return alone;
  const kinds = pending.hits.map((h) => h.kind);
  const lead = urgentLeadsFor(kinds, region).map((l) => `**${pick(l, locale)}**`);
  const card: ChatCard = { type: 'urgent', kind: kinds[0]!, calls: emergencyCalls(kinds, locale, region) };
  return {
    ...alone,
    text: safeMarkdown([...lead, pendingEmergencyLine(region, locale), '', alone.text].join('\n')),
    cards: [card, ...alone.cards],
    suggestions: [],
    followUps: [],
    warnings: [{ kind: 'see_doctor' }, ...alone.warnings.filter((w) => w.kind !== 'see_doctor')],
    urgent: true,
    ruleOnly: true,
  };
}

/**
 * The answer when this message tells an emergency or follows one up within the next turns, else null.
 * `answerAlone` answers the message as an ordinary question (the emergency before left out).
 */
export function emergencyReply(
  m: Message,
  asFollowUp: boolean,
  answerAlone: () => AssistantReply,
): AssistantReply | null {
  const r = emergencyReading(m, asFollowUp, answerAlone);
  if (r.hits.length > 0) return urgentReply(m, r);
  if (r.pending && r.alone) return pendingReply(m, r.pending, r.alone);
  return null;
}

/**
 * Said after a crisis told in the last few messages: the person is safe now, has someone with them, or
 * has reached the line or a doctor ("我没事了，已经打了热线", "my sister is with me now", "I called 988").
 */
const SAFE_SINCE =
  /没事了|好多了|不会(做傻事|再想|那样做)|打了?(过)?(热线|12356|心理援助|110|120)|(家人|朋友|老公|老婆|妈妈|爸爸|姐姐|妹妹|哥哥|弟弟|室友)[^，。？！]{0,4}(陪着|在身边|过来了|在我这)|药[^，。？！]{0,6}(交给|给了|扔了|冲掉)|\b(i.?m|im|i am|feeling) (safe|ok now|okay now|better now)\b|\b(called|texted|rang|spoke to|talked to) (988|the (crisis|suicide) (line|hotline)|a counsel\w*|my (therapist|psychiatrist|doctor|gp))\b|\b(is|are) (here )?with me( now)?\b|\bgave (the|my) (pills|tablets|meds) to\b/;

/**
 * Within the next few messages after thoughts of suicide or of harming a baby were told (a plan, saved-up
 * pills), an ordinary answer keeps the crisis line first and the pills out of reach said once more, until
 * the person says they are safe or have reached help (fifteenth clinician review, zh P4 M3: after "我把药都
 * 攒起来了，想一次全吃掉算了" the next two answers came back with no reminder; WHO LIVE LIFE 2021: means
 * restriction; SAMHSA Safe Messaging: keep the line visible).
 */
export function withCrisisReminder(
  reply: AssistantReply,
  input: AssistantInput,
  region: RegionCode | null,
): AssistantReply {
  const locale = localeOf(input?.locale);
  const text = typeof input?.text === 'string' ? input.text : '';
  const history = Array.isArray(input?.history) ? input.history : [];
  if (SAFE_SINCE.test(normaliseQuestion(text)) || careUnderWay(text)) return reply;
  const profile = redFlagProfileOf(
    input?.plan ?? null,
    Array.isArray(input?.medicines) ? input.medicines : [],
    history,
  );
  const earlier = [...history]
    .reverse()
    .filter((h) => h?.role === 'user' && typeof h.content === 'string')
    .slice(0, FOLLOW_UP_LOOKBACK);
  const newer: string[] = [];
  for (const turn of earlier) {
    if (SAFE_SINCE.test(normaliseQuestion(turn.content)) || careUnderWay(turn.content)) return reply;
    const crisis = redFlagsFor(turn.content, profile).filter(
      (h) => h.kind === 'suicidal' || h.kind === 'perinatal_crisis',
    );
    if (crisis.length === 0) {
      newer.push(turn.content);
      continue;
    }
    if (withdrawnBy(turn.content, [...newer].reverse().concat(text), profile)) return reply;
    const kinds = crisis.map((h) => h.kind);
    const lead = urgentLeadsFor(kinds, region).map((l) => `**${pick(l, locale)}**`);
    const card: ChatCard = { type: 'urgent', kind: kinds[0]!, calls: emergencyCalls(kinds, locale, region) };
    return {
      ...reply,
      text: safeMarkdown([...lead, say('reply.crisis.reminder', {}, locale), '', reply.text].join('\n')),
      cards: [card, ...reply.cards.filter((c) => c.type !== 'urgent')],
      urgent: true,
    };
  }
  return reply;
}
