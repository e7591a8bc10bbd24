/**
 * `npm run eval:rounds -- [--rounds 7,8,9] [--save run.jsonl] [--base run.jsonl] [--list]`: the dev
 * harness of issue 30 §2. Replays the judged blind rounds' questions (docs/answer-rounds/round-N/) on the
 * current code, as `npm run eval:answers` asks them, and reports per verdict class of the judged "after"
 * answer how many answers are now:
 *   - same: word for word the judged answer;
 *   - can't: a specific "I have no reliable rule for X — ask Y" and nothing else;
 *   - judged: another answer that one of the round's judged answers (before or after) already was, so
 *     its verdict is known (shown as a verdict → verdict count);
 *   - other: another answer, not judged.
 * With --base (a file written by --save on another commit), the same counts of what changed against it:
 * the check that a change turns neighbour/wrong answers into a correct answer or a specific "can't" and
 * leaves the answers judged well alone. --list names the changed questions. These rounds are development
 * data: a figure here is not a blind measurement.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { askAsPersona, Question } from './ask-persona.ts';

const ROOT = 'docs/answer-rounds';
const VERDICTS = ['well', 'partial', 'neighbour_or_wrong', 'specific_cannot', 'generic_cannot'] as const;

const args = process.argv.slice(2).filter((a) => a !== '--');
const opt = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const rounds = (opt('--rounds') ?? '7,8,9').split(',').map((r) => r.trim());
const savePath = opt('--save');
const basePath = opt('--base');
const list = args.includes('--list');

const readJsonl = (file: string): Record<string, unknown>[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** A line that says what it cannot answer (cannot.ts, guard.ts), or the generic last resort. */
const CANNOT = /没有可靠的规则|no reliable rule|超出了我能可靠回答|outside what I can answer/i;
/** A part heading of a multi-part answer, or a source line: neither says anything of its own. */
const FRAME = /^(\*\*\d+\. [^\n]*\*\*|_(来源|Source)[^\n]*_)$/;

/** The answer is only a "can't": every paragraph of its own is one. */
function isCannot(text: string): boolean {
  const paras = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p && !FRAME.test(p));
  return paras.length > 0 && paras.every((p) => CANNOT.test(p));
}

interface Row {
  key: string;
  round: string;
  id: string;
  verdict: string;
  judged: string;
  /** Every judged text of this question with its verdict (after and before). */
  known: Map<string, string>;
  question: string;
  previous?: string;
  now: string;
}

const rows: Row[] = [];
for (const round of rounds) {
  const dir = join(ROOT, `round-${round}`);
  const key = JSON.parse(readFileSync(join(dir, 'ab-key.json'), 'utf8')) as Record<string, string>;
  const after = new Map(
    readJsonl(join(dir, 'answers-after.jsonl')).map((a) => [a.id as string, a.answer as string]),
  );
  const before = existsSync(join(dir, 'answers-before.jsonl'))
    ? new Map(readJsonl(join(dir, 'answers-before.jsonl')).map((a) => [a.id as string, a.answer as string]))
    : new Map<string, string>();
  const verdicts = new Map<string, { after: string; before: string }>();
  for (const lang of ['zh-CN', 'en-US'])
    for (const v of readJsonl(join(dir, `verdicts-${lang}.jsonl`))) {
      const id = v.id as string;
      // ab-key names what A was.
      const aIs = key[id];
      const a = (v.A as { verdict: string }).verdict;
      const b = (v.B as { verdict: string }).verdict;
      verdicts.set(id, aIs === 'after' ? { after: a, before: b } : { after: b, before: a });
    }
  for (const raw of readJsonl(join(dir, 'questions.jsonl'))) {
    const q = Question.parse(raw);
    const v = verdicts.get(q.id);
    const judged = after.get(q.id);
    if (!v || judged === undefined) continue;
    const known = new Map<string, string>();
    const b = before.get(q.id);
    if (b !== undefined) known.set(b, v.before);
    known.set(judged, v.after);
    rows.push({
      key: `${round}/${q.id}`,
      round,
      id: q.id,
      verdict: v.after,
      judged,
      known,
      question: q.text,
      ...(q.previous ? { previous: q.previous } : {}),
      now: askAsPersona(q).text,
    });
  }
}

if (savePath)
  writeFileSync(savePath, rows.map((r) => JSON.stringify({ key: r.key, answer: r.now })).join('\n') + '\n');

type Kind = 'same' | 'cannot' | 'judged' | 'other';
function kindOf(r: Row, against: string): Kind {
  if (r.now === against) return 'same';
  if (isCannot(r.now)) return 'cannot';
  if (r.known.has(r.now)) return 'judged';
  return 'other';
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
function table(title: string, againstOf: (r: Row) => string | undefined) {
  console.log(`\n${title}`);
  console.log(
    `${'judged after'.padEnd(20)}${pad('n', 5)}${pad('same', 7)}${pad("can't", 7)}${pad('judged', 8)}${pad('other', 7)}   judged as`,
  );
  const changed: string[] = [];
  for (const verdict of VERDICTS) {
    const mine = rows.filter((r) => r.verdict === verdict && againstOf(r) !== undefined);
    const count = { same: 0, cannot: 0, judged: 0, other: 0 } as Record<Kind, number>;
    const judgedAs = new Map<string, number>();
    for (const r of mine) {
      const k = kindOf(r, againstOf(r)!);
      count[k] += 1;
      if (k === 'judged') judgedAs.set(r.known.get(r.now)!, (judgedAs.get(r.known.get(r.now)!) ?? 0) + 1);
      if (k !== 'same')
        changed.push(`${verdict.padEnd(19)} ${k.padEnd(7)} ${r.key}  ${r.question.slice(0, 70)}`);
    }
    const as = [...judgedAs].map(([v, n]) => `${v} ${n}`).join(', ');
    console.log(
      `${verdict.padEnd(20)}${pad(mine.length, 5)}${pad(count.same, 7)}${pad(count.cannot, 7)}${pad(count.judged, 8)}${pad(count.other, 7)}   ${as}`,
    );
  }
  if (list) for (const c of changed) console.log(`  ${c}`);
}

/** What the current answers would be judged, where known: the same text's verdict, or a "can't". */
function estimate() {
  const est = new Map<string, number>();
  for (const r of rows) {
    const v = r.known.get(r.now) ?? (isCannot(r.now) ? "can't (new)" : 'unjudged');
    est.set(v, (est.get(v) ?? 0) + 1);
  }
  console.log(`\nnow, by the verdict of the same text where it was judged (${rows.length} questions):`);
  for (const [v, n] of [...est].sort((a, b) => b[1] - a[1])) console.log(`  ${v.padEnd(20)}${pad(n, 5)}`);
}

console.log(`rounds ${rounds.join(', ')}: ${rows.length} judged questions`);
table('against the judged "after" answers', (r) => r.judged);
if (basePath) {
  const base = new Map(readJsonl(basePath).map((b) => [b.key as string, b.answer as string]));
  table(`against ${basePath}`, (r) => base.get(r.key));
}
estimate();
