/**
 * `npm run eval:answers -- <questions.jsonl> <answers.jsonl>`: asks the built-in assistant every
 * question of a blind set (issue 30 §2) as the persona who wrote it — the persona's stored plan, their
 * medicines, an earlier turn for a follow-up — and writes one line per question with the answer's text
 * and intent, for a reviewer to judge without reading the code. The personas are the engine's reference
 * personas (engine/reference-personas.ts) and three more the blind writers were given.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { assistantReply, type ChatTurn } from '../packages/domain/src/assistant/index.ts';
import { storedPlanFor } from '../packages/domain/src/assistant/testing.ts';
import type { Answers } from '../packages/domain/src/contracts/questionnaire.ts';
import { REFERENCE_PERSONAS } from '../packages/domain/src/engine/reference-personas.ts';
import { EXTRA_PERSONAS } from './eval-answers-personas.ts';

const EXTRA: Record<string, Answers> = EXTRA_PERSONAS;
const PERSONAS = new Map<string, Answers>([...REFERENCE_PERSONAS, ...Object.entries(EXTRA)]);

/** The persona's plan, or none for a person the questionnaire refuses (the 16-year-old asks without one). */
function planOf(name: string, answers: Answers, locale: 'zh-CN' | 'en-US') {
  try {
    return storedPlanFor(name, answers, locale);
  } catch {
    return null;
  }
}

const Question = z.object({
  id: z.string(),
  persona: z.string(),
  locale: z.enum(['zh-CN', 'en-US']),
  text: z.string().min(1),
  previous: z.string().optional(),
});

const [input, output] = process.argv.slice(2).filter((a) => a !== '--');
if (!input || !output) {
  console.error('usage: npm run eval:answers -- <questions.jsonl> <answers.jsonl>');
  process.exit(2);
}
const lines = readFileSync(input, 'utf8')
  .split('\n')
  .filter((l) => l.trim());
const out: string[] = [];
for (const [i, line] of lines.entries()) {
  const q = Question.parse(JSON.parse(line));
  const answers = PERSONAS.get(q.persona);
  if (!answers) throw new Error(`line ${i + 1}: unknown persona ${q.persona}`);
  const plan = planOf(q.persona, answers, q.locale);
  const medicines = [...(answers.medicines ?? [])];
  const history: ChatTurn[] = [];
  if (q.previous) {
    const first = assistantReply({ text: q.previous, locale: q.locale, plan, medicines });
    history.push({ role: 'user', content: q.previous }, { role: 'assistant', content: first.text });
  }
  const reply = assistantReply({ text: q.text, locale: q.locale, plan, medicines, history });
  out.push(
    JSON.stringify({
      id: q.id,
      persona: q.persona,
      locale: q.locale,
      previous: q.previous,
      question: q.text,
      answer: reply.text,
      intent: reply.parts.join('+'),
      urgent: reply.urgent,
    }),
  );
}
writeFileSync(output, out.join('\n') + '\n');
console.log(`${out.length} answers written to ${output}`);
