/**
 * The assistant's behaviour lock asks questions the blind writers wrote
 * (packages/domain/src/assistant/reference-questions.ts): each must be, word for word, the line of its
 * development round (docs/answer-rounds/round-N/questions.jsonl, rounds 1–9) its id names, asked by the
 * same persona — the round's 16-year-old, whom the questionnaire refuses, as a guest without a plan.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REFERENCE_QUESTIONS } from '../packages/domain/src/assistant/reference-questions';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface RoundQuestion {
  id: string;
  persona: string;
  locale: string;
  text: string;
  previous?: string;
}

function round(n: number): Map<string, RoundQuestion> {
  const file = path.join(root, 'docs/answer-rounds', `round-${n}`, 'questions.jsonl');
  const rows = fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as RoundQuestion);
  return new Map(rows.map((r) => [r.id, r]));
}

describe('the reference questions of the answers lock', () => {
  it('are lines of the development rounds 1–9, word for word', () => {
    const rounds = new Map<number, Map<string, RoundQuestion>>();
    const mismatched = REFERENCE_QUESTIONS.filter((q) => {
      const [, n, id] = /^r(\d)\/(.+)$/.exec(q.id) ?? [];
      if (!n || !id) return true;
      const r = Number(n);
      if (!rounds.has(r)) rounds.set(r, round(r));
      const line = rounds.get(r)!.get(id);
      return (
        !line ||
        line.persona !== (q.persona ?? 'teen') ||
        line.locale !== q.locale ||
        line.text !== q.text ||
        line.previous !== q.previous
      );
    });
    expect(mismatched.map((q) => q.id)).toEqual([]);
    expect(rounds.size).toBeGreaterThanOrEqual(6);
  });
});
