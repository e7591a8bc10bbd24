/**
 * Phone photos of supplement labels (issue 33 §3): `nice -n 10 node --import tsx bench/labels.ts`
 *
 * Renders the label fixtures the API tests use (six English Supplement Facts panels, seven Chinese
 * 营养成分表 / 说明书 labels), each photographed with its own degradation (turned, blurred, JPEG) and
 * once more with all of them at once, reads each as an upload is read (the report photos' OCR path:
 * sharp preprocessing, tesseract chi_sim+eng) and `readLabel`, and counts the nutrient amounts read
 * right before review (within 1 %). Target: ≥ 90 %. Prints a Markdown table; `LABEL_DEBUG=1` prints
 * the OCR text of every photo with a miss.
 */
import { performance } from 'node:perf_hooks';
import { readLabel } from '@nutri/domain/labels';
import { scoreLabel, type LabelScore } from '../apps/api/test/fixtures/label-score';
import {
  LABEL_FIXTURES,
  labelPhoto,
  notLabelPhoto,
  NOT_LABEL_LINES,
  variantOf,
  LABEL_VARIANTS,
} from '../apps/api/test/fixtures/labels';
import { closeOcr, extractText } from '../apps/api/src/modules/reports/extraction/extract-text';

const TARGET = 0.9;
const COMBINED = LABEL_VARIANTS[LABEL_VARIANTS.length - 1] ?? { name: 'combined' };
const rows: (LabelScore & { id: string; lang: string; variant: string; seconds: number })[] = [];
const only = process.env.LABEL_ONLY;
for (const [i, label] of LABEL_FIXTURES.entries()) {
  if (only && !label.id.includes(only)) continue;
  const variants = [variantOf(i), ...(variantOf(i).name === COMBINED.name ? [] : [COMBINED])];
  for (const variant of variants) {
    const bytes = await labelPhoto(label, variant);
    const start = performance.now();
    const read = await extractText(bytes, variant.jpegQuality ? 'image/jpeg' : 'image/png');
    const reading = readLabel(read.text);
    const seconds = (performance.now() - start) / 1000;
    const score = scoreLabel(label, reading);
    rows.push({ ...score, id: label.id, lang: label.lang, variant: variant.name, seconds });
    if (process.env.LABEL_DEBUG && (score.right < score.amounts.length || score.spurious.length > 0))
      console.error(
        `--- ${label.id} ${variant.name}\n${read.text}\n${JSON.stringify(reading.nutrients.map((n) => [n.nutrient, n.amount]))}`,
      );
  }
}
const notLabels: { key: string; notALabel: boolean; seconds: number }[] = [];
for (const key of Object.keys(NOT_LABEL_LINES)) {
  if (only) break;
  const start = performance.now();
  const read = await extractText(await notLabelPhoto(key), 'image/png');
  notLabels.push({
    key,
    notALabel: readLabel(read.text).notALabel,
    seconds: (performance.now() - start) / 1000,
  });
}
await closeOcr();

const total = rows.reduce((n, r) => n + r.amounts.length, 0);
const right = rows.reduce((n, r) => n + r.right, 0);
const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)} %`);
console.log('| label | language | photo | amounts right | serving right | spurious | seconds |');
console.log('|---|---|---|---:|---|---|---:|');
for (const r of rows)
  console.log(
    `| ${r.id} | ${r.lang} | ${r.variant} | ${r.right} / ${r.amounts.length} | ${r.servingRight ? 'yes' : 'no'} | ${r.spurious.join(', ') || '—'} | ${r.seconds.toFixed(2)} |`,
  );
const seconds = rows.reduce((n, r) => n + r.seconds, 0);
console.log(
  `| **all** | | ${rows.length} photos | **${right} / ${total} (${pct(right, total)})** | ${rows.filter((r) => r.servingRight).length} / ${rows.length} | ${rows.reduce((n, r) => n + r.spurious.length, 0)} | ${(seconds / Math.max(1, rows.length)).toFixed(2)} per photo |`,
);
for (const n of notLabels)
  console.log(
    `\nNot a label (${n.key}): ${n.notALabel ? 'said "not a label"' : 'READ AS A LABEL'} in ${n.seconds.toFixed(2)} s.`,
  );
const misses = rows.flatMap((r) =>
  r.amounts
    .filter((a) => !a.right)
    .map((a) => `${r.id} (${r.variant}): ${a.nutrient} ${a.expected} → ${a.read ?? 'not read'}`),
);
console.log(
  `\nAmounts right = the nutrient found and its elemental amount per serving within 1 % of the printed one, before review. Seconds: preprocessing + OCR + readLabel, one run, on 2 shared cores under nice 10 (the first photo includes loading the OCR models). Target ≥ ${TARGET * 100} %: ${right / Math.max(1, total) >= TARGET ? 'met' : 'NOT met'}.`,
);
if (misses.length > 0) console.log(`\nMissed: ${misses.join('; ')}.`);
