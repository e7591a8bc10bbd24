/**
 * `npm run eval:carer-card -- <set.jsonl> ...`: on the suicidal messages of a labelled set whose lines say
 * whose crisis it is (`"about": "self" | "other"`), how many got the card written for a carer
 * (SUICIDAL_ABOUT_ANOTHER) and how many the card for the person at risk, per language.
 */
import { readFileSync } from 'node:fs';
import { assistantReply } from '../packages/domain/src/assistant/reply.ts';
import { SUICIDAL_ABOUT_ANOTHER } from '../packages/domain/src/safety/texts.ts';

interface Row {
  text: string;
  locale: 'zh-CN' | 'en-US';
  kind: string | null;
  about?: 'self' | 'other';
}
const files = process.argv.slice(2).filter((a) => a !== '--');
if (files.length === 0) {
  console.error('usage: npm run eval:carer-card -- <set.jsonl> [...]');
  process.exit(2);
}
const rows: Row[] = files.flatMap((f) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Row),
);
const show = process.env.TRIAGE_SHOW === '1';
const tally = new Map<string, { n: number; carer: number; urgent: number }>();
for (const r of rows.filter((x) => x.kind === 'suicidal' && x.about !== undefined)) {
  const reply = assistantReply({ text: r.text, locale: r.locale, plan: null, medicines: [] });
  const carer = reply.text.includes(
    r.locale === 'zh-CN' ? SUICIDAL_ABOUT_ANOTHER.zh : SUICIDAL_ABOUT_ANOTHER.en,
  );
  const key = `${r.about}|${r.locale}`;
  const t = tally.get(key) ?? { n: 0, carer: 0, urgent: 0 };
  t.n += 1;
  if (carer) t.carer += 1;
  if (reply.urgent) t.urgent += 1;
  tally.set(key, t);
  if (show && carer !== (r.about === 'other'))
    console.log(`${r.about} ${r.locale} carer=${carer}: ${r.text}`);
}
console.log('| about | locale | urgent card | carer card |');
console.log('|---|---|---:|---:|');
for (const [key, t] of [...tally].sort()) {
  const [about, locale] = key.split('|');
  console.log(`| ${about} | ${locale} | ${t.urgent}/${t.n} | ${t.carer}/${t.n} |`);
}
