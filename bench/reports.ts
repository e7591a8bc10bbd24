/**
 * Report extraction speed: `node --import tsx bench/reports.ts`
 *
 * Runs the extraction functions directly (no HTTP, no worker thread) on the fixtures the API tests
 * generate: seconds per PDF page (pdfjs text layer + line grouping) for the Chinese and English lab
 * PDFs, and seconds per OCR image (sharp preprocessing + tesseract chi_sim+eng `4.0.0_best_int`)
 * for the photo-like PNG. One warm-up run first (loads pdfjs and the OCR models), then the median of
 * REPS runs. Prints a Markdown table.
 */
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import { extractMarkers } from '../packages/domain/src/labs/extract';
import {
  closeOcr,
  imageText,
  pdfText,
  preprocessImage,
} from '../apps/api/src/modules/reports/extraction/extract-text';
import { chineseLabPdf, englishLabPdf, labTablePng } from '../apps/api/test/fixtures/reports';

const REPS = Number(process.env.REPS ?? 5);

async function median(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < REPS; i++) {
    const start = performance.now();
    await run();
    times.push((performance.now() - start) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? NaN;
}

const [zh, en, png] = await Promise.all([chineseLabPdf(), englishLabPdf(), labTablePng()]);
const rows: [string, string, number, number][] = [];

for (const [name, bytes] of [
  ['Chinese lab PDF (1 page)', zh],
  ['English lab PDF (1 page)', en],
] as const) {
  const read = await pdfText(bytes);
  const seconds = await median(() => pdfText(bytes));
  rows.push([name, 's / PDF page', seconds / (read.pages ?? 1), extractMarkers(read.text).length]);
}
const pre = await median(() => preprocessImage(png));
rows.push(['Lab-table PNG: preprocessing only', 's / image', pre, 0]);
const ocr = await imageText(png);
const ocrSeconds = await median(() => imageText(png));
rows.push([
  'Lab-table PNG: preprocessing + OCR',
  's / OCR image',
  ocrSeconds,
  extractMarkers(ocr.text).length,
]);
await closeOcr();

console.log(
  `Report extraction on ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, median of ${REPS}\n`,
);
console.log('| input | measure | seconds | markers found |');
console.log('|---|---|---:|---:|');
for (const [name, measure, seconds, markers] of rows) {
  console.log(`| ${name} | ${measure} | ${seconds.toFixed(3)} | ${markers} |`);
}
