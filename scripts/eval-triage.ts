/**
 * `npm run eval:triage -- <set.jsonl> ...`: measures the red-flag readers on a labelled set (a blind
 * held-out round, ADR 0038) and prints, per kind and language, how many emergencies each reader caught
 * (rules alone, the learned reader alone, both joined as the assistant runs them), how many caught ones
 * were named as a wrong kind, and the false alarms on the messages that are not emergencies.
 */
import { ruleFlagsFor } from '../packages/domain/src/safety/detect.ts';
import { redFlagsFor } from '../packages/domain/src/safety/joined.ts';
import { triageScore } from '../packages/domain/src/safety/triage/model.ts';
import { readExamples } from './triage-data.ts';

const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('usage: npm run eval:triage -- <set.jsonl> [...]');
  process.exit(2);
}
const rows = files.flatMap(readExamples);

interface Tally {
  n: number;
  rules: number;
  model: number;
  joined: number;
  wrongName: number;
}
const tally = new Map<string, Tally>();
const get = (key: string) => {
  let t = tally.get(key);
  if (!t) tally.set(key, (t = { n: 0, rules: 0, model: 0, joined: 0, wrongName: 0 }));
  return t;
};
const misses: string[] = [];
const alarms: string[] = [];
const wrongs: string[] = [];
for (const r of rows) {
  const rules = ruleFlagsFor(r.text).map((h) => h.kind);
  const model = triageScore(r.text).isUrgent;
  const joined = redFlagsFor(r.text).map((h) => h.kind);
  const keys = [
    `${r.kind ?? '(not urgent)'}|${r.locale}`,
    `${r.kind === null ? 'ALL not urgent' : 'ALL urgent'}|${r.locale}`,
    `${r.kind === null ? 'ALL not urgent' : 'ALL urgent'}|both`,
  ];
  // An emergency caught under a named kind that is not the writer's (a general card names none).
  const wrongName =
    r.kind !== null &&
    joined.length > 0 &&
    !joined.includes(r.kind as never) &&
    joined[0] !== 'urgent_general' &&
    joined[0] !== 'possible_crisis';
  for (const key of keys) {
    const t = get(key);
    t.n++;
    if (rules.length) t.rules++;
    if (model) t.model++;
    if (joined.length) t.joined++;
    if (wrongName) t.wrongName++;
  }
  if (wrongName) wrongs.push(`${r.locale} ${r.kind} → ${joined.join(',')}: ${r.text}`);
  if (r.kind !== null && joined.length === 0) misses.push(`${r.locale} ${r.kind}: ${r.text}`);
  if (r.kind === null && joined.length) alarms.push(`${r.locale} → ${joined.join(',')}: ${r.text}`);
}
const pct = (a: number, n: number) => (n ? `${a}/${n} (${((a / n) * 100).toFixed(1)} %)` : '–');
console.log('| kind | locale | rules alone | learned alone | joined | named a wrong kind |');
console.log('|---|---|---|---|---|---|');
for (const [key, t] of [...tally].sort(([a], [b]) => a.localeCompare(b))) {
  const [kind, locale] = key.split('|');
  console.log(
    `| ${kind} | ${locale} | ${pct(t.rules, t.n)} | ${pct(t.model, t.n)} | ${pct(t.joined, t.n)} | ${kind?.startsWith('(') || kind === 'ALL not urgent' ? '' : t.wrongName} |`,
  );
}
if (process.env.TRIAGE_SHOW === '1') {
  console.log(`\nmissed (${misses.length}):\n${misses.join('\n')}`);
  console.log(`\nfalse alarms (${alarms.length}):\n${alarms.join('\n')}`);
  console.log(`\nnamed a wrong kind (${wrongs.length}):\n${wrongs.join('\n')}`);
}
