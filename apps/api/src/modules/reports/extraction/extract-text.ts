import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker as OcrWorker } from 'tesseract.js';

/**
 * Text out of report files, run inside the extraction worker threads (see pool.ts) and directly by
 * bench/reports.ts. PDFs: the text layer via pdfjs, items grouped into lines by their baseline.
 * Images: sharp preprocessing (greyscale, upscale, contrast, threshold, ruling lines removed), then
 * tesseract with the Chinese and English `4.0.0_best_int` models from the npm registry, loaded from
 * a local directory (no network at run time).
 */

export interface TextResult {
  method: 'pdf_text' | 'ocr';
  text: string;
  /** PDF pages; null for images. */
  pages: number | null;
  /** PDF pages without a text layer (scans); null for images. */
  pagesWithoutText: number | null;
}

/** The OCR models: `4.0.0_best_int` reads table rows that the default `4.0.0` models garble. */
const MODEL = '4.0.0_best_int';
const LANGS = ['chi_sim', 'eng'] as const;

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** Group a page's text items into lines: same baseline (within half a glyph height), left to right. */
export function linesFromItems(items: readonly PdfTextItem[]): string[] {
  const usable = items
    .filter((i) => typeof i.str === 'string' && i.str.trim() !== '')
    .map((i) => ({
      str: i.str,
      x: i.transform[4] ?? 0,
      y: i.transform[5] ?? 0,
      w: i.width,
      h: Math.abs(i.height) || Math.abs(i.transform[3] ?? 10) || 10,
    }))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: (typeof usable)[] = [];
  for (const item of usable) {
    const current = lines[lines.length - 1];
    const first = current?.[0];
    if (current && first && Math.abs(first.y - item.y) <= Math.max(2, Math.min(first.h, item.h) / 2)) {
      current.push(item);
    } else {
      lines.push([item]);
    }
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    let out = '';
    let end = -Infinity;
    for (const item of line) {
      // A visible gap is a column or word break; touching items are pieces of one word.
      out += out && item.x > end + item.h * 0.15 ? ` ${item.str}` : item.str;
      end = item.x + item.w;
    }
    return out.trim();
  });
}

/** The text layer of a PDF, one line per row. Pages without text are counted, not rendered. */
export async function pdfText(bytes: Uint8Array): Promise<TextResult> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  const doc = await task.promise;
  try {
    const lines: string[] = [];
    let pagesWithoutText = 0;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const i of content.items) {
        if ('str' in i)
          items.push({ str: i.str, transform: i.transform as number[], width: i.width, height: i.height });
      }
      const pageLines = linesFromItems(items);
      if (pageLines.join('').trim().length === 0) pagesWithoutText++;
      lines.push(...pageLines);
      page.cleanup();
    }
    return { method: 'pdf_text', text: lines.join('\n'), pages: doc.numPages, pagesWithoutText };
  } finally {
    await task.destroy();
  }
}

/** Longest dark run (pixels) that counts as a table ruling line rather than a glyph stroke. */
function ruleLength(extent: number): number {
  return Math.max(80, Math.round(extent / 8));
}

/**
 * Whiten long horizontal and vertical dark runs in a thresholded greyscale image: table ruling
 * lines garble the values next to them in OCR. Glyph strokes are far shorter than a ruling line.
 */
export function removeRulingLines(pixels: Uint8Array, width: number, height: number): number {
  const dark = (v: number | undefined) => v !== undefined && v < 128;
  const erase: number[] = [];
  const minH = ruleLength(width);
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const d = x < width && dark(pixels[y * width + x]);
      if (d && start < 0) start = x;
      if (!d && start >= 0) {
        if (x - start >= minH) for (let i = start; i < x; i++) erase.push(y * width + i);
        start = -1;
      }
    }
  }
  const minV = ruleLength(height);
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const d = y < height && dark(pixels[y * width + x]);
      if (d && start < 0) start = y;
      if (!d && start >= 0) {
        if (y - start >= minV) for (let i = start; i < y; i++) erase.push(i * width + x);
        start = -1;
      }
    }
  }
  for (const i of erase) pixels[i] = 255;
  return erase.length;
}

/**
 * Photo or scan → a greyscale image at a size tesseract reads well, with table ruling lines
 * whitened. Lines are found on a thresholded copy; the output keeps the grey glyph edges, which
 * read better than a hard threshold (measured on the PNG fixture: "12" and "6.5" survive).
 */
export async function preprocessImage(bytes: Uint8Array): Promise<Buffer> {
  const base = sharp(bytes, { failOn: 'error', limitInputPixels: 60_000_000 }).rotate().greyscale();
  const meta = await base.metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  // Small images are doubled (tesseract wants glyphs ~30 px high); huge ones scaled down for speed.
  const target = width < 1000 ? width * 2 : Math.min(width, 3000);
  const { data, info } = await base
    .resize({ width: Math.max(1, target), kernel: 'lanczos3' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grey = new Uint8Array(data.buffer, data.byteOffset, data.length);
  const binary = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) binary[i] = (grey[i] ?? 255) < THRESHOLD ? 0 : 255;
  const before = binary.slice();
  removeRulingLines(binary, info.width, info.height);
  for (let i = 0; i < grey.length; i++) if (before[i] === 0 && binary[i] === 255) grey[i] = 255;
  return sharp(grey, { raw: { width: info.width, height: info.height, channels: 1 } })
    .withMetadata({ density: 300 })
    .png()
    .toBuffer();
}

/** Grey level below which a pixel counts as ink when looking for ruling lines. */
const THRESHOLD = 150;

let langDirPromise: Promise<string> | undefined;

/** Copy the two `.traineddata.gz` models into one directory once (tesseract wants one langPath). */
export function languageDir(): Promise<string> {
  langDirPromise ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = path.join(os.tmpdir(), `nutri-tessdata-${MODEL}`);
    await mkdir(dir, { recursive: true });
    for (const lang of LANGS) {
      const pkg = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
      const from = path.join(pkg, MODEL, `${lang}.traineddata.gz`);
      const to = path.join(dir, `${lang}.traineddata.gz`);
      const [src, dst] = await Promise.all([stat(from), stat(to).catch(() => null)]);
      if (dst?.size === src.size) continue;
      // Copy then rename: several threads or processes may prepare the directory at once.
      const temp = `${to}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await copyFile(from, temp);
      await rename(temp, to);
    }
    return dir;
  })();
  return langDirPromise;
}

let ocrPromise: Promise<OcrWorker> | undefined;

/** One tesseract worker per thread, created on first use and kept. */
function ocrWorker(): Promise<OcrWorker> {
  ocrPromise ??= (async () => {
    const langPath = await languageDir();
    return createWorker([...LANGS], OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true });
  })();
  ocrPromise.catch(() => {
    ocrPromise = undefined;
  });
  return ocrPromise;
}

/** OCR text of an image (JPEG, PNG, WebP). */
export async function imageText(bytes: Uint8Array): Promise<TextResult> {
  const clean = await preprocessImage(bytes);
  const worker = await ocrWorker();
  const result = await worker.recognize(clean);
  return { method: 'ocr', text: result.data.text, pages: null, pagesWithoutText: null };
}

/** Text of a file by its (content-detected) type. */
export function extractText(bytes: Uint8Array, mime: string): Promise<TextResult> {
  return mime === 'application/pdf' ? pdfText(bytes) : imageText(bytes);
}

/** Release this thread's OCR worker. */
export async function closeOcr(): Promise<void> {
  const pending = ocrPromise;
  ocrPromise = undefined;
  if (pending) await (await pending.catch(() => null))?.terminate();
}
