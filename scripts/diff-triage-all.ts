/**
 * `node --import tsx scripts/diff-triage-all.ts before.tsv after.tsv`: compares two prints of
 * `scripts/print-triage-all.ts` and lists, by (label, text), the emergencies that lost every card, the
 * messages labelled not urgent that gained one, and the emergencies whose first card changed kind.
 */
import { readFileSync } from 'node:fs';

function read(file: string): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [label, cards, text] = line.split('\t');
    if (label === undefined || cards === undefined || text === undefined) continue;
    m.set(`${label}\t${text}`, cards === '-' ? [] : cards.split(','));
  }
  return m;
}

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile || !afterFile) {
  console.error('usage: diff-triage-all.ts before.tsv after.tsv');
  process.exit(2);
}
const before = read(beforeFile);
const after = read(afterFile);
const lost: string[] = [];
const gained: string[] = [];
const alarms: string[] = [];
const quieted: string[] = [];
const renamed: string[] = [];
for (const [key, a] of after) {
  const b = before.get(key);
  if (!b) continue;
  const [label, text] = key.split('\t');
  const urgent = label !== '-';
  if (urgent && b.length && !a.length) lost.push(`${label}: ${text}`);
  else if (urgent && !b.length && a.length) gained.push(`${label} → ${a.join(',')}: ${text}`);
  else if (!urgent && !b.length && a.length) alarms.push(`${a.join(',')}: ${text}`);
  else if (!urgent && b.length && !a.length) quieted.push(`${b.join(',')}: ${text}`);
  else if (urgent && b.length && a.length && b[0] !== a[0])
    renamed.push(`${label}: ${b[0]} → ${a[0]}: ${text}`);
}
const show = (title: string, xs: string[]) => {
  console.log(`\n## ${title}: ${xs.length}`);
  for (const x of xs) console.log(`- ${x}`);
};
console.log(`compared ${after.size} messages (${before.size} before)`);
show('emergencies lost', lost);
show('new alarms on messages labelled not urgent', alarms);
show('emergencies newly caught', gained);
show('alarms gone on messages labelled not urgent', quieted);
show('first card changed kind', renamed);
