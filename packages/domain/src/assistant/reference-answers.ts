/**
 * The assistant's answers to the reference questions (reference-questions.ts), hashed: what the answers
 * fingerprint locks (answers-fingerprint.ts). Used by answers-lock.test.ts and `npm run
 * fingerprint:answers`, not at run time. Each question is asked through the assistant's entry point as
 * `npm run eval:answers` asks it: the persona's stored plan and medicines (none for a guest), and for a
 * follow-up the earlier message first, its built-in answer in the history.
 */
import type { PlanDocument } from '../contracts/plan';
import type { Answers } from '../contracts/questionnaire';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { canonical, fnv1a64 } from '../hashing';
import { assistantReply, type AssistantReply, type ChatTurn } from './index';
import { REFERENCE_QUESTIONS, type ReferenceQuestion } from './reference-questions';
import { storedPlanFor } from './testing';

/**
 * What the API takes from a built-in answer (conversations.service.ts): the text, cards and follow-up
 * suggestions shown, whether it is urgent or rule-only (no model may answer instead), and the safety
 * notes, warnings and follow-ups a model's answer is checked and filtered by. Intent and rule ids are
 * labels inside the domain, not behaviour, and are left out.
 */
function shown(r: AssistantReply) {
  const { text, cards, suggestions, urgent, ruleOnly, notes, warnings, followUps } = r;
  return { text, cards, suggestions, urgent, ruleOnly, notes, warnings, followUps };
}

type ShownAnswer = ReturnType<typeof shown>;

/** One question's conversation: the earlier answer (for a follow-up) and the answer. */
export interface ReferenceAnswer {
  id: string;
  previous?: ShownAnswer;
  answer: ShownAnswer;
}

const personas = new Map<string, Answers>(REFERENCE_PERSONAS);

function referenceAnswer(q: ReferenceQuestion): ReferenceAnswer {
  let plan: PlanDocument | null = null;
  let medicines: string[] = [];
  if (q.persona !== null) {
    const answers = personas.get(q.persona);
    if (!answers) throw new Error(`${q.id}: ${q.persona} is not a reference persona`);
    plan = storedPlanFor(q.persona, answers, q.locale);
    medicines = [...(answers.medicines ?? [])];
  }
  const history: ChatTurn[] = [];
  let previous: ShownAnswer | undefined;
  if (q.previous !== undefined) {
    const first = assistantReply({ text: q.previous, locale: q.locale, plan, medicines });
    history.push({ role: 'user', content: q.previous }, { role: 'assistant', content: first.text });
    previous = shown(first);
  }
  const answer = shown(assistantReply({ text: q.text, locale: q.locale, plan, medicines, history }));
  return { id: q.id, previous, answer };
}

/** A question's short hash (8 hex digits): enough to say which answer changed. */
export const answerHash = (a: ReferenceAnswer): string => fnv1a64(canonical(a)).slice(0, 8);

/** The fingerprint of all answers, in the order of the questions. */
export const answersFingerprintOf = (answers: readonly ReferenceAnswer[]): string =>
  fnv1a64(canonical(answers));

export interface AnswersLock {
  fingerprint: string;
  hashes: Record<string, string>;
  answers: ReferenceAnswer[];
}

/** The answers the assistant gives today, their hashes and their fingerprint. */
export function currentAnswersLock(
  questions: readonly ReferenceQuestion[] = REFERENCE_QUESTIONS,
): AnswersLock {
  const answers = questions.map(referenceAnswer);
  return {
    fingerprint: answersFingerprintOf(answers),
    hashes: Object.fromEntries(answers.map((a) => [a.id, answerHash(a)])),
    answers,
  };
}
