/**
 * Test support (never imported by production code): a message asked by a person the test writes down as
 * questionnaire answers — with the plan built from them (`storedPlanFor`) and their medicines — or by a guest with
 * no plan and no medicines, after an earlier message whose answer is not replayed (the history holds "…"). For the
 * review tests that state their own people rather than a reference persona (`askPersona` in ./testing.ts).
 */
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply, type AssistantReply, type ChatTurn } from './reply';
import { storedPlanFor } from './testing';

/** The history of a chat whose earlier message was `previous`: its answer not replayed. */
const after = (previous: string | undefined): ChatTurn[] =>
  previous
    ? [
        { role: 'user', content: previous },
        { role: 'assistant', content: '…' },
      ]
    : [];

/** A message asked by `name`, whose questionnaire answers are `answers`: their plan and their medicines. */
export function askWith(
  name: string,
  answers: Answers,
  locale: Locale,
  text: string,
  previous?: string,
): AssistantReply {
  return assistantReply({
    text,
    locale,
    plan: storedPlanFor(name, answers, locale),
    medicines: [...(answers.medicines ?? [])],
    history: after(previous),
  });
}

/** A message asked by a guest: no plan, no medicines entered. */
export function askAsGuest(locale: Locale, text: string, previous?: string): AssistantReply {
  return assistantReply({ text, locale, plan: null, medicines: [], history: after(previous) });
}

/** An answer's first paragraph: what it leads with. */
export const leadOf = (text: string): string => text.split('\n\n')[0]!;
