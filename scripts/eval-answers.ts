/**
 * `npm run eval:answers -- <questions.jsonl> <answers.jsonl>`: asks the built-in assistant every
 * question of a blind set (issue 30 §2) as the persona who wrote it — the persona's stored plan, their
 * medicines, an earlier turn for a follow-up — and writes one line per question with the answer's text
 * and intent, for a reviewer to judge without reading the code. The personas are the engine's reference
 * personas (engine/reference-personas.ts) and three more the blind writers were given.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { askAsPersona, Question } from './ask-persona.ts';

const [input, output] = process.argv.slice(2).filter((a) => a !== '--');
if (!input || !output) {
  console.error('usage: npm run eval:answers -- <questions.jsonl> <answers.jsonl>');
  process.exit(2);
}
const lines = readFileSync(input, 'utf8')
  .split('\n')
  .filter((l) => l.trim());
const out: string[] = [];
for (const line of lines) {
  const q = Question.parse(JSON.parse(line));
  const reply = askAsPersona(q);
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
