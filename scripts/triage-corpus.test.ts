/**
 * Vetoes in the joined triage reader (packages/domain/src/safety/joined.ts) must not hide an emergency the
 * training corpus and the blind rounds label as one. A veto that reads "lively movements told as usual"
 * (blind triage round 33) is checked against every reduced-fetal-movements message we hold.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from '../packages/domain/src/safety/joined.ts';

const ROOT = join(import.meta.dirname, '..');
const DIRS = [
  'packages/domain/src/safety/triage/corpus/train',
  ...readdirSync(join(ROOT, 'docs/triage-rounds'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `docs/triage-rounds/${d.name}`),
];

function labelled(kind: string): string[] {
  const out: string[] = [];
  for (const dir of DIRS)
    for (const f of readdirSync(join(ROOT, dir)).filter((x) => x.endsWith('.jsonl')))
      for (const line of readFileSync(join(ROOT, dir, f), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const o = JSON.parse(line) as { text: string; kind: string | null };
        if (o.kind === kind) out.push(o.text);
      }
  return [...new Set(out)];
}

describe('the joined reader keeps the labelled emergencies', () => {
  it('every reduced-fetal-movements message of the corpus and the blind rounds gets a card', () => {
    const texts = labelled('reduced_fetal_movements');
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter((t) => redFlagsFor(t).length === 0)).toEqual([]);
  }, 120_000);
});
