/**
 * `npm run compare:answers -- <round dir> <answers.jsonl> [<baseline.jsonl>]`: how a new run of a blind
 * set's questions (`npm run eval:answers`) differs from the answers the reviewers judged (issue 30 §2):
 * per verdict, how many answers are unchanged, changed, or replaced by the guard's "no reliable rule —
 * ask …" line. The regression guard: answers judged well should stay unchanged; answers judged a
 * neighbouring question or wrong should change. With a baseline, the same counts against it too.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface Answer {
  id: string;
  answer: string;
}
interface Verdict {
  id: string;
  verdict: string;
}

const readJsonl = <T>(file: string): T[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

const [dir, current, baseline] = process.argv.slice(2).filter((a) => a !== '--');
if (!dir || !current) {
  console.error('usage: npm run compare:answers -- <round dir> <answers.jsonl> [<baseline.jsonl>]');
  process.exit(2);
}
const verdicts = new Map<string, string>();
for (const f of readdirSync(dir).filter((f) => f.endsWith('-verdicts-after.jsonl')))
  for (const v of readJsonl<Verdict>(join(dir, f))) verdicts.set(v.id, v.verdict);
const now = new Map(readJsonl<Answer>(current).map((a) => [a.id, a.answer]));

/** The guard's line (guard.ts `guardCannot`) or the older specific cannot lines. */
const CANNOT = /我没有可靠的规则|I have no reliable rule/;

function report(label: string, before: Map<string, string>) {
  const rows = new Map<string, { n: number; unchanged: number; changed: number; cannot: number }>();
  for (const [id, verdict] of verdicts) {
    const a = before.get(id);
    const b = now.get(id);
    if (a === undefined || b === undefined) continue;
    const row = rows.get(verdict) ?? { n: 0, unchanged: 0, changed: 0, cannot: 0 };
    row.n++;
    if (a === b) row.unchanged++;
    else {
      row.changed++;
      if (CANNOT.test(b) && !CANNOT.test(a)) row.cannot++;
    }
    rows.set(verdict, row);
  }
  console.log(`\n${label}`);
  console.log(
    'verdict'.padEnd(20),
    'n'.padStart(4),
    'unchanged'.padStart(10),
    'changed'.padStart(8),
    'now a cannot'.padStart(13),
  );
  for (const [v, r] of [...rows].sort())
    console.log(
      v.padEnd(20),
      String(r.n).padStart(4),
      String(r.unchanged).padStart(10),
      String(r.changed).padStart(8),
      String(r.cannot).padStart(13),
    );
}

report(
  'against the answers the reviewers judged (answers-after.jsonl)',
  new Map(readJsonl<Answer>(join(dir, 'answers-after.jsonl')).map((a) => [a.id, a.answer])),
);
if (baseline)
  report(`against ${baseline}`, new Map(readJsonl<Answer>(baseline).map((a) => [a.id, a.answer])));
