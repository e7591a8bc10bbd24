import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, type Worker as OcrWorker } from 'tesseract.js';
import { loadConfig } from '../../../config';
import { pdfDecodedSize } from './pdf-streams';
import { ExtractionRefused, type ExtractionLimits } from './types';

/**
 * Text out of report files, run inside the extraction processes (see pool.ts, ADR 0015) and directly
 * by bench/reports.ts. Every bound of issue 16.3 is checked before the work it bounds: image size
 * and aspect from the header before decoding, pixels after every resize, a PDF's decoded stream
 * size and page count before any page is read, and its text while it is read. PDFs: the text layer via pdfjs, items grouped into lines by their baseline.
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
  /** PDF pages read when the text bound stopped reading early; null when every page was read. */
  pagesRead: number | null;
}

/** The bounds when none are given (bench, unit tests): the configuration's defaults. */
export const DEFAULT_LIMITS: ExtractionLimits = loadConfig({}).extraction.limits;

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
export async function pdfText(bytes: Uint8Array, limits = DEFAULT_LIMITS): Promise<TextResult> {
  // Streams first: pdfjs would inflate a bomb whole before we could stop it.
  if (pdfDecodedSize(bytes, limits.pdfDecodedBytesMax).over) {
    throw new ExtractionRefused({ code: 'pdf_decoded', max: limits.pdfDecodedBytesMax });
  }
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    if (doc.numPages > limits.pdfPagesMax) {
      throw new ExtractionRefused({ code: 'pdf_pages', pages: doc.numPages, max: limits.pdfPagesMax });
    }
    const lines: string[] = [];
    let pagesWithoutText = 0;
    let characters = 0;
    let pagesRead: number | null = null;
    for (let n = 1; n <= doc.numPages; n++) {
      if (characters > limits.textCharsMax) {
        pagesRead = n - 1;
        break;
      }
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const i of content.items) {
        if ('str' in i)
          items.push({ str: i.str, transform: i.transform as number[], width: i.width, height: i.height });
      }
      const pageLines = linesFromItems(items);
      if (pageLines.join('').trim().length === 0) pagesWithoutText++;
      for (const line of pageLines) characters += line.length + 1;
      lines.push(...pageLines);
      page.cleanup();
    }
    let text = lines.join('\n');
    if (text.length > limits.textCharsMax) {
      // Whole lines only, up to the bound; a page cut short counts as not read in full.
      text = text.slice(0, Math.max(0, text.lastIndexOf('\n', limits.textCharsMax)));
      pagesRead ??= doc.numPages;
    }
    return { method: 'pdf_text', text, pages: doc.numPages, pagesWithoutText, pagesRead };
  } finally {
    await task.destroy();
  }
}

/** Longest dark run (pixels) that counts as a table ruling line rather than a glyph stroke. */
function ruleLength(extent: number): number {
  return Math.max(80, Math.round(extent / 8));
}

/**
 * The pixels of long horizontal and vertical dark runs in a thresholded greyscale image (1 = part
 * of a table ruling line): ruling lines garble the values next to them in OCR, and glyph strokes
 * are far shorter. A byte mask the size of the image, never a list per dark pixel: an all-dark
 * 2000 × 120,000 image used to push 480 million array entries and abort the process (issue 16.3).
 */
export function rulingLineMask(pixels: Uint8Array, width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  const minH = ruleLength(width);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const d = x < width && (pixels[row + x] ?? 255) < 128;
      if (d && start < 0) start = x;
      if (!d && start >= 0) {
        if (x - start >= minH) mask.fill(1, row + start, row + x);
        start = -1;
      }
    }
  }
  const minV = ruleLength(height);
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const d = y < height && (pixels[y * width + x] ?? 255) < 128;
      if (d && start < 0) start = y;
      if (!d && start >= 0) {
        if (y - start >= minV) for (let i = start; i < y; i++) mask[i * width + x] = 1;
        start = -1;
      }
    }
  }
  return mask;
}

/** Whiten the ruling lines of a thresholded image in place; answers how many pixels were whitened. */
export function removeRulingLines(pixels: Uint8Array, width: number, height: number): number {
  const mask = rulingLineMask(pixels, width, height);
  let erased = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]) {
      pixels[i] = 255;
      erased++;
    }
  }
  return erased;
}

/**
 * The size to hand OCR for an image of `width` × `height`, or the bound it breaks. Small images are
 * doubled (tesseract wants glyphs ~30 px high) and large ones narrowed to 3000 px, as before; then,
 * if that would pass `ocrPixelsMax`, scaled down to fit it. Checked from the header, before decoding.
 */
export function ocrSize(
  width: number,
  height: number,
  limits: ExtractionLimits,
): { width: number; height: number; scaledToFit: boolean } {
  if (!(width > 0 && height > 0)) throw new Error('image has no size');
  if (width * height > limits.imagePixelsMax) {
    throw new ExtractionRefused({ code: 'image_pixels', width, height, max: limits.imagePixelsMax });
  }
  if (Math.max(width, height) / Math.min(width, height) > limits.imageAspectMax) {
    throw new ExtractionRefused({ code: 'image_aspect', width, height, max: limits.imageAspectMax });
  }
  const target = width < 1000 ? width * 2 : Math.min(width, 3000);
  const targetHeight = Math.max(1, Math.round((height * target) / width));
  if (target * targetHeight <= limits.ocrPixelsMax) {
    return { width: target, height: targetHeight, scaledToFit: false };
  }
  const scale = Math.sqrt(limits.ocrPixelsMax / (width * height));
  return {
    width: Math.max(1, Math.floor(width * scale)),
    height: Math.max(1, Math.floor(height * scale)),
    scaledToFit: true,
  };
}

/**
 * Photo or scan → a greyscale image at a size tesseract reads well, with table ruling lines
 * whitened. Lines are found on a thresholded copy; the output keeps the grey glyph edges, which
 * read better than a hard threshold (measured on the PNG fixture: "12" and "6.5" survive).
 */
export async function preprocessImage(bytes: Uint8Array, limits = DEFAULT_LIMITS): Promise<Buffer> {
  // The header only, with no pixel limit of sharp's own (it would refuse with a vaguer message): the
  // size and shape are judged here before a single pixel is decoded.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  const size = ocrSize(
    meta.autoOrient?.width ?? meta.width ?? 0,
    meta.autoOrient?.height ?? meta.height ?? 0,
    limits,
  );
  const base = sharp(bytes, { failOn: 'error', limitInputPixels: limits.imagePixelsMax })
    .rotate()
    .greyscale();
  const { data, info } = await base
    .resize(
      size.scaledToFit
        ? { width: size.width, height: size.height, fit: 'fill', kernel: 'lanczos3' }
        : { width: size.width, kernel: 'lanczos3' },
    )
    .raw()
    .toBuffer({ resolveWithObject: true });
  // After the resize too: what OCR gets is what was bounded.
  if (info.width * info.height > limits.ocrPixelsMax) {
    throw new ExtractionRefused({
      code: 'image_pixels',
      width: info.width,
      height: info.height,
      max: limits.ocrPixelsMax,
    });
  }
  const grey = new Uint8Array(data.buffer, data.byteOffset, data.length);
  const binary = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) binary[i] = (grey[i] ?? 255) < THRESHOLD ? 0 : 255;
  const mask = rulingLineMask(binary, info.width, info.height);
  for (let i = 0; i < grey.length; i++) if (mask[i]) grey[i] = 255;
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
export async function imageText(bytes: Uint8Array, limits = DEFAULT_LIMITS): Promise<TextResult> {
  const clean = await preprocessImage(bytes, limits);
  const worker = await ocrWorker();
  const result = await worker.recognize(clean);
  const text = result.data.text.slice(0, limits.textCharsMax);
  return { method: 'ocr', text, pages: null, pagesWithoutText: null, pagesRead: null };
}

/** Text of a file by its (content-detected) type. */
export function extractText(bytes: Uint8Array, mime: string, limits = DEFAULT_LIMITS): Promise<TextResult> {
  return mime === 'application/pdf' ? pdfText(bytes, limits) : imageText(bytes, limits);
}

/** Release this thread's OCR worker. */
export async function closeOcr(): Promise<void> {
  const pending = ocrPromise;
  ocrPromise = undefined;
  if (pending) await (await pending.catch(() => null))?.terminate();
}
