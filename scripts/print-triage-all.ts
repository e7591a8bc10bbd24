/**
 * `node --import tsx scripts/print-triage-all.ts > out.tsv`: runs the joined reader over every labelled
 * message we hold — the training corpus and every blind round under docs/triage-rounds — and prints one
 * line per distinct (label, text): label, the kinds of the cards shown (or "-"), the text. Two prints, made
 * before and after a change to the readers or the weights, diff into the emergencies lost, the new alarms
 * and the kinds renamed (`scripts/diff-triage-all.ts`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { redFlagsFor } from '../packages/domain/src/safety/joined.ts';

const ROOT = join(import.meta.dirname, '..');

function jsonlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? jsonlFiles(join(dir, d.name)) : d.name.endsWith('.jsonl') ? [join(dir, d.name)] : [],
  );
}

const files = [
  ...jsonlFiles(join(ROOT, 'packages/domain/src/safety/triage/corpus/train')),
  ...jsonlFiles(join(ROOT, 'docs/triage-rounds')),
];
const seen = new Set<string>();
const lines: string[] = [];
for (const file of files)
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    let o: unknown;
    try {
      o = JSON.parse(line);
    } catch {
      continue;
    }
    if (typeof o !== 'object' || o === null || !('text' in o) || !('kind' in o)) continue;
    const { text, kind } = o as { text: unknown; kind: unknown };
    if (typeof text !== 'string' || (kind !== null && typeof kind !== 'string')) continue;
    const flat = text.replace(/[\t\n\r]+/g, ' ');
    const key = `${kind ?? '-'}\t${flat}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const cards = redFlagsFor(text).map((h) => h.kind);
    lines.push(`${kind ?? '-'}\t${cards.length ? cards.join(',') : '-'}\t${flat}`);
  }
lines.sort();
process.stdout.write(lines.join('\n') + '\n');
console.error(`${lines.length} distinct labelled messages from ${files.length} files`);
