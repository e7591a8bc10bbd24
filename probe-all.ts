import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { redFlagsFor } from './packages/domain/src/safety/joined';
const files: string[] = [];
const C = 'packages/domain/src/safety/triage/corpus/train';
for (const f of readdirSync(C)) if (f.startsWith('heldout-round')) files.push(`${C}/${f}`);
for (const r of [24, 25, 26, 27, 28, 29]) {
  const d = `docs/triage-rounds/round-${r}`;
  if (!existsSync(d)) continue;
  for (const f of readdirSync(d)) if (f.endsWith('.jsonl')) files.push(`${d}/${f}`);
}
let n = 0, caught = 0, b = 0, fa = 0;
const out: string[] = [];
for (const f of files) {
  for (const line of readFileSync(f, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    const urgent = r.kind !== null && r.kind !== undefined;
    const hit = redFlagsFor(r.text).length > 0;
    if (urgent) { n++; if (hit) caught++; } else { b++; if (hit) fa++; }
    out.push(`${urgent ? 'U' : 'B'}\t${hit ? 1 : 0}\t${f.split('/').pop()}\t${r.text}`);
  }
}
console.log(`urgent caught ${caught}/${n}; false alarms ${fa}/${b}; files ${files.length}`);
if (process.argv[2]) writeFileSync(process.argv[2], out.join('\n'));
