/**
 * The red-flag readers' cost per message: `node --import tsx bench/triage.ts` (issue 30 §1: the
 * learned reader adds ≤ 5 ms p99 per message). Runs the phrase rules alone, the learned reader alone
 * and both joined (what the assistant runs) over every message of the training data and the phrase
 * table, after a warm-up, and prints p50/p99/max per message and the model's load time and size.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { ruleFlagsFor } from '../packages/domain/src/safety/detect';
import { redFlagsFor } from '../packages/domain/src/safety/joined';
import { RED_FLAG_PHRASES } from '../packages/domain/src/safety/red-flag-phrases';
import { triageScore } from '../packages/domain/src/safety/triage/model';
import { readExamples } from '../scripts/triage-data';

const DIR = 'packages/domain/src/safety/triage';
const texts = [
  ...readdirSync(join(DIR, 'corpus/train'))
    .filter((f) => f.endsWith('.jsonl'))
    .flatMap((f) => readExamples(join(DIR, 'corpus/train', f)).map((e) => e.text)),
  ...RED_FLAG_PHRASES.map((p) => p.text),
];

const load0 = performance.now();
triageScore('warm');
const loadMs = performance.now() - load0;

function measure(run: (t: string) => unknown): { p50: number; p99: number; max: number } {
  for (const t of texts.slice(0, 300)) run(t);
  const times: number[] = [];
  for (const t of texts) {
    const t0 = performance.now();
    run(t);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(times.length * p))]!;
  return { p50: at(0.5), p99: at(0.99), max: times[times.length - 1]! };
}

const rows = [
  ['phrase rules alone', measure((t) => ruleFlagsFor(t))],
  ['learned reader alone', measure((t) => triageScore(t))],
  ['joined (the assistant)', measure((t) => redFlagsFor(t))],
] as const;
console.log(
  `${texts.length} messages; weights ${(statSync(join(DIR, 'weights.json')).size / 1024).toFixed(0)} KiB, first load ${loadMs.toFixed(0)} ms\n`,
);
console.log('| reader | p50 ms | p99 ms | max ms |');
console.log('|---|---|---|---|');
for (const [name, r] of rows)
  console.log(`| ${name} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${r.max.toFixed(2)} |`);
