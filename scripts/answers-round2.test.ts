/**
 * Issue 30 §2, the guard measured on the blind round 2 (docs/answer-rounds/round-2, development data):
 * each of the 320 questions asked again as its persona (as `npm run eval:answers` does), then counted
 * against the reviewers' verdicts — answers judged a neighbouring question or wrong should now read
 * differently and no longer be the same stock block; no answer judged well may have become a "can't"
 * (the regression guard). `npm run compare:answers` prints the same counts for a run on file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assistantReply, type ChatTurn } from '../packages/domain/src/assistant/index.ts';
import { stockBlockOf } from '../packages/domain/src/assistant/guard.ts';
import { storedPlanFor } from '../packages/domain/src/assistant/testing.ts';
import type { Answers } from '../packages/domain/src/contracts/questionnaire.ts';
import { REFERENCE_PERSONAS } from '../packages/domain/src/engine/reference-personas.ts';
import { EXTRA_PERSONAS } from './eval-answers-personas.ts';

type Locale = 'zh-CN' | 'en-US';
const ROUND = join(import.meta.dirname, '../docs/answer-rounds/round-2');
const jsonl = <T>(file: string): T[] =>
  readFileSync(join(ROUND, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

const PERSONAS = new Map<string, Answers>([...REFERENCE_PERSONAS, ...Object.entries(EXTRA_PERSONAS)]);
const CANNOT = /我没有可靠的规则|I have no reliable rule/;

function planOf(name: string, answers: Answers, locale: Locale) {
  try {
    return storedPlanFor(name, answers, locale);
  } catch {
    return null;
  }
}

function ask(q: { persona: string; locale: Locale; text: string; previous?: string }): string {
  const answers = PERSONAS.get(q.persona);
  if (!answers) throw new Error(`unknown persona ${q.persona}`);
  const plan = planOf(q.persona, answers, q.locale);
  const medicines = [...(answers.medicines ?? [])];
  const history: ChatTurn[] = [];
  if (q.previous) {
    const first = assistantReply({ text: q.previous, locale: q.locale, plan, medicines });
    history.push({ role: 'user', content: q.previous }, { role: 'assistant', content: first.text });
  }
  return assistantReply({ text: q.text, locale: q.locale, plan, medicines, history }).text;
}

describe('round 2: neighbouring answers replaced, well answers kept', () => {
  it('counts', () => {
    const verdicts = new Map(
      ['en-US', 'zh-CN'].flatMap((l) =>
        jsonl<{ id: string; verdict: string }>(`${l}-verdicts-after.jsonl`).map(
          (v) => [v.id, v.verdict] as const,
        ),
      ),
    );
    const reviewed = new Map(
      jsonl<{ id: string; answer: string }>('answers-after.jsonl').map((a) => [a.id, a.answer]),
    );
    const n = { neighbours: 0, changed: 0, sameBlock: 0, well: 0, wellCannot: 0 };
    const sameBlock: string[] = [];
    const wellCannot: string[] = [];
    for (const q of jsonl<{ id: string; persona: string; locale: Locale; text: string; previous?: string }>(
      'questions.jsonl',
    )) {
      const now = ask(q);
      const before = reviewed.get(q.id) ?? '';
      const verdict = verdicts.get(q.id);
      if (verdict === 'neighbour_or_wrong') {
        n.neighbours++;
        if (now !== before) n.changed++;
        const block = stockBlockOf(now);
        if (block !== null && block === stockBlockOf(before)) {
          n.sameBlock++;
          sameBlock.push(q.id);
        }
      }
      if (verdict === 'well') {
        n.well++;
        if (CANNOT.test(now) && !CANNOT.test(before)) {
          n.wellCannot++;
          wellCannot.push(q.id);
        }
      }
    }
    console.log(
      `round 2: ${n.changed}/${n.neighbours} neighbouring-or-wrong answers changed, ${n.sameBlock} still the same stock block (${sameBlock.join(' ')}); ${n.wellCannot}/${n.well} well answers became a "can't" (${wellCannot.join(' ')})`,
    );
    expect(n.neighbours).toBe(88);
    expect(n.changed).toBeGreaterThanOrEqual(70);
    expect(n.sameBlock).toBeLessThanOrEqual(8);
    expect(n.wellCannot).toBe(0);
  }, 180_000);
});
