/**
 * One blind-round question asked as the persona who wrote it (issue 30 §2): the persona's stored plan,
 * their medicines, and for a follow-up the earlier message with the assistant's answer to it. Shared by
 * `npm run eval:answers` (writes the answers of a set) and `npm run eval:rounds` (replays the judged
 * rounds and compares).
 */
import { z } from 'zod';
import {
  assistantReply,
  type AssistantReply,
  type ChatTurn,
} from '../packages/domain/src/assistant/index.ts';
import { storedPlanFor } from '../packages/domain/src/assistant/testing.ts';
import type { Answers } from '../packages/domain/src/contracts/questionnaire.ts';
import { REFERENCE_PERSONAS } from '../packages/domain/src/engine/reference-personas.ts';
import { EXTRA_PERSONAS } from './eval-answers-personas.ts';

const EXTRA: Record<string, Answers> = EXTRA_PERSONAS;
const PERSONAS = new Map<string, Answers>([...REFERENCE_PERSONAS, ...Object.entries(EXTRA)]);

export const Question = z.object({
  id: z.string(),
  persona: z.string(),
  locale: z.enum(['zh-CN', 'en-US']),
  text: z.string().min(1),
  previous: z.string().optional(),
});
export type Question = z.infer<typeof Question>;

const plans = new Map<string, ReturnType<typeof storedPlanFor> | null>();

/** The persona's plan, or none for a person the questionnaire refuses (the 16-year-old asks without one). */
function planOf(name: string, answers: Answers, locale: 'zh-CN' | 'en-US') {
  const key = `${name}\u0000${locale}`;
  if (!plans.has(key)) {
    try {
      plans.set(key, storedPlanFor(name, answers, locale));
    } catch {
      plans.set(key, null);
    }
  }
  return plans.get(key)!;
}

/** The assistant's answer to one question of a set, as its persona. */
export function askAsPersona(q: Question): AssistantReply {
  const answers = PERSONAS.get(q.persona);
  if (!answers) throw new Error(`${q.id}: unknown persona ${q.persona}`);
  const plan = planOf(q.persona, answers, q.locale);
  const medicines = [...(answers.medicines ?? [])];
  const history: ChatTurn[] = [];
  if (q.previous) {
    const first = assistantReply({ text: q.previous, locale: q.locale, plan, medicines });
    history.push({ role: 'user', content: q.previous }, { role: 'assistant', content: first.text });
  }
  return assistantReply({ text: q.text, locale: q.locale, plan, medicines, history });
}
