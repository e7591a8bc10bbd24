/**
 * Phone photos of lab tables (issue 18 §4): `node --import tsx bench/photos.ts`
 *
 * Renders the photo fixtures the API tests use (a Chinese and an English lab table; rotated −5° to
 * +5°, blurred, half in shadow, JPEG quality 60, and all at once), reads each one as an upload is
 * read (sharp preprocessing, tesseract chi_sim+eng, extractMarkers) and counts the printed rows read
 * right: marker, value exactly and unit. Flags are counted apart. Target: ≥ 95 % of rows overall.
 * The rows missed are listed under the table with what was read instead.
 * Prints a Markdown table. `PHOTO_DEBUG=1` prints the OCR text of every photo with a miss.
 */
import { performance } from 'node:perf_hooks';
import { scorePhoto, type PhotoScore } from '../apps/api/test/fixtures/photo-score';
import { labPhoto, PHOTO_VARIANTS, type PhotoLanguage } from '../apps/api/test/fixtures/photos';
import { closeOcr, preprocessImage } from '../apps/api/src/modules/reports/extraction/extract-text';

const TARGET = 0.95;
const only = process.env.PHOTO_VARIANT;
const scores: (PhotoScore & { seconds: number; preMs: number })[] = [];
for (const variant of PHOTO_VARIANTS) {
  if (only && !variant.name.includes(only)) continue;
  for (const lang of ['zh', 'en'] as PhotoLanguage[]) {
    const bytes = await labPhoto(lang, variant);
    const pre = performance.now();
    await preprocessImage(bytes);
    const preMs = performance.now() - pre;
    const start = performance.now();
    const score = await scorePhoto(lang, variant);
    scores.push({ ...score, seconds: (performance.now() - start) / 1000, preMs });
    if (process.env.PHOTO_DEBUG && score.right < score.rows.length) {
      console.error(`--- ${lang} ${variant.name}\n${score.text}`);
      for (const r of score.rows.filter((v) => !v.right)) {
        console.error(
          `MISS ${r.row.marker} ${r.row.value} ${r.row.unit} → ${r.read ? `${r.read.value} ${r.read.unit} | ${r.read.line}` : 'nothing'}`,
        );
      }
    }
  }
}
await closeOcr();

const pct = (n: number, d: number) => (d === 0 ? '—' : `${((100 * n) / d).toFixed(1)} %`);
const total = scores.reduce((n, s) => n + s.rows.length, 0);
const right = scores.reduce((n, s) => n + s.right, 0);
const flags = scores.reduce((n, s) => n + s.flagsRight, 0);
const spurious = scores.reduce((n, s) => n + s.spurious.length, 0);

console.log('| photo | language | rows read right | flags right | spurious | preprocessing ms | total s |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const s of scores) {
  console.log(
    `| ${s.variant} | ${s.lang} | ${s.right} / ${s.rows.length} | ${s.flagsRight} / ${s.rows.length} | ${s.spurious.length} | ${s.preMs.toFixed(0)} | ${s.seconds.toFixed(2)} |`,
  );
}
console.log(
  `| **all** | | **${right} / ${total} (${pct(right, total)})** | ${flags} / ${total} (${pct(flags, total)}) | ${spurious} | | |`,
);
const misses = scores.flatMap((s) =>
  s.rows
    .filter((r) => !r.right)
    .map(
      (r) =>
        `${s.lang} ${s.variant}: ${r.row.marker} ${r.read ? `read as ${r.read.value} ${r.read.unit || '(no unit)'} from "${r.read.line}"` : 'not read'}`,
    ),
);
console.log(
  `\nRows read right = marker, value exactly and unit (as the knowledge table compares units); flags right = the printed ↑ ↓ H L (or none) on a row read right; spurious = markers read that no row printed. Preprocessing: sharp (grey, size, uneven light, deskew, sharpen, ruling lines), one run (the first photo's includes the warm-up); total: render + preprocessing + OCR + extraction, one run. Target ≥ ${TARGET * 100} % rows read right overall: ${right / total >= TARGET ? 'met' : 'NOT met'}.`,
);
if (misses.length > 0) console.log(`\nRows missed: ${misses.join('; ')}.`);
