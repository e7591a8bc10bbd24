import { readFileSync } from 'node:fs';
import { findFoodsAsked, answerNamesFood } from '../packages/domain/src/assistant/foods-asked.ts';
const qs = new Map(readFileSync('/tmp/a3/questions-eval.jsonl', 'utf8').trim().split('\n').map((l) => { const o = JSON.parse(l); return [o.id, o]; }));
const ans = new Map(readFileSync(process.argv[2], 'utf8').trim().split('\n').map((l) => { const o = JSON.parse(l); return [o.id, o]; }));
const v = new Map<string, any>();
for (const f of ['zh-CN', 'en-US']) for (const l of readFileSync(`docs/answer-rounds/round-3/${f}-verdicts-after.jsonl`, 'utf8').trim().split('\n')) { const o = JSON.parse(l); v.set(o.id, o); }
const tally: Record<string, Record<string, number>> = { none: {}, some: {} };
for (const [id, q] of qs) {
  const a = ans.get(id) as any; const text: string = a.answer ?? a.text ?? '';
  if (a.urgent) continue;
  const foods = findFoodsAsked(q.text);
  if (!foods.length) continue;
  const missing = foods.filter((f) => !answerNamesFood(text, f));
  if (!missing.length) continue;
  const k = missing.length === foods.length ? 'none' : 'some';
  const verdict = v.get(id)?.verdict;
  tally[k][verdict] = (tally[k][verdict] ?? 0) + 1;
  if (process.argv[3]) console.log(k, verdict, id, missing.map((m) => m.key).join(','), '|', q.text.slice(0, 80), '||', text.slice(0, 100).replace(/\n/g, ' '));
}
console.log(tally);
