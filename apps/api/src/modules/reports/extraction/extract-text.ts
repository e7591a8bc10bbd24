import { copyFile, mkdir, rename, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker as OcrWorker } from 'tesseract.js';
import { extractMarkers } from '@nutri/domain/labs/extract';
import { loadConfig } from '../../../config';
import { arrowsToLetters } from './arrows';
import { findPage, quadSize, warpQuad, type Quad } from './perspective';
import { pdfDecodedSize } from './pdf-streams';
import { withSecondReadUnits, type Crop, type OcrLine } from './second-read';
import { ExtractionRefused, type ExtractionLimits } from './types';

/**
 * Text out of report files, run inside the extraction processes (see pool.ts, ADR 0015) and directly
 * by bench/reports.ts. Every bound of issue 16.3 is checked before the work it bounds: image size
 * and aspect from the header before decoding, pixels after every resize, a PDF's decoded stream
 * size and page count before any page is read, and its text while it is read. PDFs: the text layer via pdfjs, items grouped into lines by their baseline.
 * Images: sharp preprocessing (greyscale; the sheet found against the table and mapped upright at a
 * fixed width, perspective.ts; uneven light divided out, deskew, sharpening, ruling lines removed,
 * ↑ ↓ redrawn as H L, arrows.ts; measured on phone-photo fixtures by bench/photos.ts and
 * bench/photoset.ts), then tesseract with the Chinese and English `4.0.0_best_int` models from the
 * npm registry, loaded from a local directory (no network at run time); a two-column table is read
 * a second time column by column.
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
 * Divide out uneven light: the paper's brightness is estimated on a 1/16 copy (the brightest pixel
 * near each point, so glyphs do not count as paper, then smoothed) and every pixel is divided by it.
 * A hand's shadow or a lamp's fall-off then no longer decides which pixels tesseract's global
 * threshold calls ink (measured: a page half in shadow lost every row in the shadow without this).
 * In place; answers the same array.
 */
export async function flattenIllumination(
  grey: Uint8Array,
  width: number,
  height: number,
): Promise<Uint8Array> {
  const sw = Math.max(1, Math.round(width / BACKGROUND_SCALE));
  const sh = Math.max(1, Math.round(height / BACKGROUND_SCALE));
  const small = new Uint8Array(
    await sharp(grey, { raw: { width, height, channels: 1 } })
      .resize(sw, sh, { fit: 'fill', kernel: 'cubic' })
      .toColourspace('b-w')
      .raw()
      .toBuffer(),
  );
  // Max filter then box blur, separable, radius in small pixels: wider than a glyph at 1/16.
  const paper = boxFilter(maxFilter(small, sw, sh, 3), sw, sh, 3);
  const background = await sharp(paper, { raw: { width: sw, height: sh, channels: 1 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  for (let i = 0; i < grey.length; i++) {
    const bg = Math.max(48, background[i] ?? 255);
    grey[i] = Math.min(255, Math.round(((grey[i] ?? 255) * 255) / bg));
  }
  return grey;
}

/** One pass of a separable filter over rows or columns; `pick` combines the window's values. */
function separable(
  src: Uint8Array,
  width: number,
  height: number,
  radius: number,
  pick: (values: number[]) => number,
): Uint8Array {
  const pass = (input: Uint8Array, horizontal: boolean): Uint8Array => {
    const out = new Uint8Array(input.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const values: number[] = [];
        for (let d = -radius; d <= radius; d++) {
          const xx = horizontal ? Math.min(width - 1, Math.max(0, x + d)) : x;
          const yy = horizontal ? y : Math.min(height - 1, Math.max(0, y + d));
          values.push(input[yy * width + xx] ?? 255);
        }
        out[y * width + x] = pick(values);
      }
    }
    return out;
  };
  return pass(pass(src, true), false);
}

const maxFilter = (src: Uint8Array, w: number, h: number, r: number) =>
  separable(src, w, h, r, (v) => Math.max(...v));
const boxFilter = (src: Uint8Array, w: number, h: number, r: number) =>
  separable(src, w, h, r, (v) => Math.round(v.reduce((a, b) => a + b, 0) / v.length));

/** The background estimate works at this fraction of the OCR size. */
const BACKGROUND_SCALE = 16;

/**
 * The skew of the text lines in a greyscale image, in degrees, as sharp's `rotate(angle)` would
 * have turned a straight page (positive: clockwise, lines fall to the right); 0 when no angle in
 * ±`maxAngle` stands out. Projection profiles: the ink is summed along lines of each candidate
 * slope, and at the true slope text rows and ruling lines fall into few bins, so the sum of squared
 * bin counts peaks. Coarse 0.5° steps, then 0.1° around the best. Works on ink pixels only.
 */
export function estimateSkew(grey: Uint8Array, width: number, height: number, maxAngle = 7): number {
  let ink = 0;
  for (let i = 0; i < width * height; i++) if ((grey[i] ?? 255) < SKEW_INK) ink++;
  if (ink < 50) return 0;
  // About one ink pixel in n, so that a page of solid ink (a hostile upload) costs what a page of text
  // does. Picked by a fixed pseudo-random sequence: every n-th pixel in reading order would draw a
  // lattice whose rows line up at some angle and fake a skew.
  const stride = Math.ceil(ink / SKEW_POINTS_MAX);
  const capacity = Math.min(ink, SKEW_POINTS_MAX * 2);
  const xs = new Int32Array(capacity);
  const ys = new Int32Array(capacity);
  let n = 0;
  let state = 0x9e3779b9;
  for (let y = 0; y < height && n < capacity; y++) {
    for (let x = 0; x < width && n < capacity; x++) {
      if ((grey[y * width + x] ?? 255) >= SKEW_INK) continue;
      if (stride > 1) {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        if ((state >>> 0) % stride !== 0) continue;
      }
      xs[n] = x;
      ys[n] = y;
      n++;
    }
  }
  const bins = new Float64Array(height + width + 2);
  const score = (degrees: number): number => {
    const t = Math.tan((degrees * Math.PI) / 180);
    const offset = t > 0 ? t * width : 0;
    bins.fill(0);
    for (let i = 0; i < n; i++) {
      const b = Math.round((ys[i] ?? 0) - (xs[i] ?? 0) * t + offset);
      if (b >= 0 && b < bins.length) bins[b] = (bins[b] ?? 0) + 1;
    }
    let sum = 0;
    for (const v of bins) sum += v * v;
    return sum;
  };
  const best = (from: number, to: number, step: number): { angle: number; value: number } => {
    let top = { angle: 0, value: -1 };
    for (let a = from; a <= to + 1e-9; a += step) {
      const value = score(a);
      // Ties go to the angle nearest 0: a page with no clear lines is left as it is.
      if (value > top.value || (value === top.value && Math.abs(a) < Math.abs(top.angle))) {
        top = { angle: a, value };
      }
    }
    return top;
  };
  const coarse = best(-maxAngle, maxAngle, 0.5);
  const fine = best(coarse.angle - 0.5, coarse.angle + 0.5, 0.1);
  // An angle has to stand out: solid ink or noise scores nearly the same at every angle.
  if (fine.value < score(0) * SKEW_GAIN_MIN) return 0;
  return Math.round(fine.angle * 10) / 10 || 0;
}

/** How much more an angle's profile must score than 0°'s to count (text rows: far more). */
const SKEW_GAIN_MIN = 1.02;
/** Ink pixels the skew estimate looks at, at most (some 40 × 200,000 additions). */
const SKEW_POINTS_MAX = 200_000;
/** Grey level below which a pixel counts as ink when estimating skew (after flattening). */
const SKEW_INK = 140;
/** Width of the copy the skew is estimated on: 0.1° is still over a pixel at this width. */
const SKEW_WIDTH = 900;
/** Smaller angles are left alone: tesseract copes with them, and a rotation resamples every glyph. */
const SKEW_MIN = 0.3;

/**
 * Photo or scan → a greyscale image at a size tesseract reads well: greyscale, resized, the sheet
 * cut out of a photo and its perspective undone (a found page goes to `PAGE_WIDTH`), uneven light
 * divided out, turned straight (skew from projection profiles), mildly sharpened against defocus,
 * table ruling lines whitened, and flag arrows redrawn as H and L (tesseract's models have no arrow). Lines are found on a thresholded copy; the output keeps the grey
 * glyph edges, which read better than a hard threshold (measured on the PNG fixture: "12" and "6.5"
 * survive).
 */
export async function preprocessImage(bytes: Uint8Array, limits = DEFAULT_LIMITS): Promise<Buffer> {
  return (await preparePage(bytes, limits)).png;
}

/** A page ready for OCR: the PNG, and the divider of a two-column table when it has one. */
export interface PreparedPage {
  png: Buffer;
  /** The same pixels, raw greyscale: the second reading crops cells from them (second-read.ts). */
  grey: Uint8Array;
  width: number;
  height: number;
  divider: ColumnDivider | null;
}

/** A vertical rule down the middle of a table: x, and the rows it spans. */
export interface ColumnDivider {
  x: number;
  top: number;
  bottom: number;
}

/**
 * The longest vertical rule in the middle fifth of a greyscale page (40–60 % of its width), if it is
 * longer than `DIVIDER_MIN` of the page height: where a two-column sheet separates its two tables.
 * A thin rule in a photo is faint and broken, so a pixel counts as on it when any of its row's three
 * pixels around x is darker than `DIVIDER_INK`, and gaps up to `DIVIDER_GAP` pixels are bridged.
 */
export function columnDivider(grey: Uint8Array, width: number, height: number): ColumnDivider | null {
  let best: ColumnDivider | null = null;
  for (let x = Math.max(1, Math.floor(width * 0.4)); x < Math.min(width - 1, Math.ceil(width * 0.6)); x++) {
    let start = -1;
    let last = -1;
    for (let y = 0; y <= height; y++) {
      const i = y * width + x;
      const on = y < height && Math.min(grey[i - 1] ?? 255, grey[i] ?? 255, grey[i + 1] ?? 255) < DIVIDER_INK;
      if (on) {
        if (start < 0 || y - last > DIVIDER_GAP) {
          if (start >= 0 && (!best || last + 1 - start > best.bottom - best.top))
            best = { x, top: start, bottom: last + 1 };
          start = y;
        }
        last = y;
      }
    }
    if (start >= 0 && (!best || last + 1 - start > best.bottom - best.top))
      best = { x, top: start, bottom: last + 1 };
  }
  return best && best.bottom - best.top >= height * DIVIDER_MIN ? best : null;
}

/**
 * Darker than this, a pixel can be on the divider. The rule of a dim photo comes out about 195–210 after
 * the light is divided out, so at 200 it broke into pieces and the sheet was read whole (measured on the
 * photo set, in-process: 200 138 / 174 read and flagged right, 225 139).
 */
const DIVIDER_INK = 225;
const DIVIDER_GAP = 4;
/** A middle rule shorter than this share of the page height does not split it into columns. */
const DIVIDER_MIN = 0.1;

/** Photo or scan → the page as OCR gets it (see `preprocessImage`), with its column divider. */
export async function preparePage(bytes: Uint8Array, limits = DEFAULT_LIMITS): Promise<PreparedPage> {
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
    // Transparent pixels count as paper; without this a PNG with alpha gives two channels.
    .flatten({ background: '#ffffff' })
    .greyscale();
  const resized = await base
    .resize(
      size.scaledToFit
        ? { width: size.width, height: size.height, fit: 'fill', kernel: 'lanczos3' }
        : { width: size.width, kernel: 'lanczos3' },
    )
    .raw()
    .toBuffer({ resolveWithObject: true });
  checkOcrPixels(resized.info, limits);
  const page = await straightenPage(
    new Uint8Array(resized.data.buffer, resized.data.byteOffset, resized.data.length),
    resized.info.width,
    resized.info.height,
    limits,
  );
  const raw = { width: page.width, height: page.height, channels: 1 } as const;
  const flat = await flattenIllumination(page.grey, raw.width, raw.height);

  const sample = await sharp(flat, { raw })
    .resize({ width: Math.min(SKEW_WIDTH, raw.width), kernel: 'cubic' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const skew = estimateSkew(new Uint8Array(sample.data), sample.info.width, sample.info.height);

  let straight = sharp(flat, { raw });
  if (Math.abs(skew) >= SKEW_MIN) {
    const turned = await straight
      .rotate(-skew, { background: '#ffffff' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const t = turned.info;
    straight = sharp(turned.data, { raw: { width: t.width, height: t.height, channels: 1 } });
    // The turn widens the image; past the OCR bound, keep the original frame (only its corners,
    // page margins in a photo, are lost) rather than refuse a photo that fit before the turn.
    if (t.width * t.height > limits.ocrPixelsMax) {
      // A tall page turned can come out less tall than it was: crop each side to at most its old size.
      const width = Math.min(t.width, raw.width);
      const height = Math.min(t.height, raw.height);
      straight = straight.extract({
        left: Math.floor((t.width - width) / 2),
        top: Math.floor((t.height - height) / 2),
        width,
        height,
      });
    }
  }
  // Mild sharpening against defocus. Measured on the photo fixtures (rows / flags read right): none
  // 93.4 % / 84 %; this 97.5 % / 92 % (before the later extraction repairs); a plain unsharp mask
  // (σ 2, ×1) 99.6 % / 89 % in a tenth of the time (sharp sharpens in LAB: about 1 s of a 3000 px
  // photo's preprocessing) but it turned 铁蛋白 on the photo-like PNG fixture into 铁蛋和白 and lost
  // the row; sharp's fast 3 × 3 sharpen 93.8 %.
  const { data, info } = await straight
    .sharpen({ sigma: 1, m1: 0.5, m2: 2 })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  // What OCR gets is what was bounded.
  checkOcrPixels(info, limits);
  const grey = new Uint8Array(data.buffer, data.byteOffset, data.length);
  const binary = new Uint8Array(grey.length);
  for (let i = 0; i < grey.length; i++) binary[i] = (grey[i] ?? 255) < THRESHOLD ? 0 : 255;
  // Before the ruling lines are whitened: the divider is one of them.
  const divider = columnDivider(grey, info.width, info.height);
  const mask = rulingLineMask(binary, info.width, info.height);
  for (let i = 0; i < grey.length; i++) if (mask[i]) grey[i] = 255;

  // Ruling lines first: an arrow touching a cell's border would be part of the line's component.
  arrowsToLetters(grey, info.width, info.height);
  const png = await sharp(grey, { raw: { width: info.width, height: info.height, channels: 1 } })
    .withMetadata({ density: 300 })
    // Fast rather than small: the PNG only travels to tesseract in this process.
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, grey, width: info.width, height: info.height, divider };
}

/** Long side of the copy the page's edges are looked for on. */
const PAGE_FIND_SIZE = 720;
/**
 * Width a found page is mapped to. Measured on the photo set (bench/photoset.ts's photos, markers read
 * and flagged right): 2400 px 94 / 174, 1800 px 110 (both before the arrows were redrawn); with them
 * 1800 px 118, 1500 px 119 in less time. An A4 sheet's 10-point text is then about 25 px high.
 */
const PAGE_WIDTH = 1500;
/** Share of each side trimmed off a found page, so its edge does not print as a ruling line. */
const PAGE_INSET = 0.004;

/**
 * A photo of a sheet on a table → the sheet alone, upright and at `PAGE_WIDTH` (perspective.ts);
 * the image as it is when no page stands out (a scan, a screenshot, a photo filled by the page).
 */
export async function straightenPage(
  grey: Uint8Array,
  width: number,
  height: number,
  limits: ExtractionLimits,
): Promise<{ grey: Uint8Array; width: number; height: number; quad: Quad | null }> {
  const small = await sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(PAGE_FIND_SIZE, PAGE_FIND_SIZE, { fit: 'inside', kernel: 'cubic' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = findPage(new Uint8Array(small.data), small.info.width, small.info.height);
  if (!found) return { grey, width, height, quad: null };
  const sx = width / small.info.width;
  const sy = height / small.info.height;
  const quad = found.map(([x, y]) => [x * sx, y * sy] as const) as unknown as Quad;
  const size = quadSize(quad);
  let outWidth = PAGE_WIDTH;
  let outHeight = Math.round((PAGE_WIDTH * size.height) / size.width);
  if (outWidth * outHeight > limits.ocrPixelsMax) {
    const scale = Math.sqrt(limits.ocrPixelsMax / (outWidth * outHeight));
    outWidth = Math.max(1, Math.floor(outWidth * scale));
    outHeight = Math.max(1, Math.floor(outHeight * scale));
  }
  return {
    grey: warpQuad(grey, width, height, quad, outWidth, outHeight, PAGE_INSET),
    width: outWidth,
    height: outHeight,
    quad,
  };
}

function checkOcrPixels(info: { width: number; height: number }, limits: ExtractionLimits): void {
  if (info.width * info.height > limits.ocrPixelsMax) {
    throw new ExtractionRefused({
      code: 'image_pixels',
      width: info.width,
      height: info.height,
      max: limits.ocrPixelsMax,
    });
  }
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

let cellPromise: Promise<OcrWorker> | undefined;

/**
 * The glyphs of values, units and ranges: what the second reading of a row's cells may answer
 * (second-read.ts). No CJK, so a short Latin unit cannot come back as a Chinese glyph.
 */
const CELL_GLYPHS = '0123456789.,/%^*-~<>()µ ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * The English-only worker of the second reading, one text line per crop, created the first time a
 * page needs it (most pages do not) and kept, like the first.
 */
function cellWorker(): Promise<OcrWorker> {
  cellPromise ??= (async () => {
    const langPath = await languageDir();
    const worker = await createWorker('eng', OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true });
    await worker.setParameters({
      tessedit_pageseg_mode: PSM.SINGLE_LINE,
      tessedit_char_whitelist: CELL_GLYPHS,
    });
    return worker;
  })();
  cellPromise.catch(() => {
    cellPromise = undefined;
  });
  return cellPromise;
}

interface Rectangle {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The first reading of a page or a part of it, line by line with the words' boxes. */
async function readLines(worker: OcrWorker, page: PreparedPage, rectangle?: Rectangle): Promise<OcrLine[]> {
  if (rectangle && (rectangle.width <= 8 || rectangle.height <= 8)) return [];
  const { data } = await worker.recognize(page.png, rectangle ? { rectangle } : {}, {
    text: false,
    blocks: true,
  });
  const regionLeft = rectangle?.left ?? 0;
  const regionRight = rectangle ? rectangle.left + rectangle.width : page.width;
  const lines: OcrLine[] = [];
  for (const block of data.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const line of paragraph.lines) {
        const text = line.text.replace(/\s+$/, '');
        if (!text) continue;
        lines.push({
          text,
          words: line.words.map((w) => ({ text: w.text, ...w.bbox })),
          regionLeft,
          regionRight,
        });
      }
  return lines;
}

/**
 * A crop of the page, as a PNG for the second reading, enlarged `CROP_SCALE` times: a 1500 px page's
 * glyphs are about 20 px high, and the English model reads a blurred unit better at twice that.
 */
async function cropPng(page: PreparedPage, crop: Crop): Promise<Buffer> {
  return sharp(page.grey, { raw: { width: page.width, height: page.height, channels: 1 } })
    .extract(crop)
    .resize({ width: crop.width * CROP_SCALE, kernel: 'lanczos3' })
    .withMetadata({ density: 300 })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

const CROP_SCALE = 2;

/** OCR text of an image (JPEG, PNG, WebP). */
export async function imageText(bytes: Uint8Array, limits = DEFAULT_LIMITS): Promise<TextResult> {
  const page = await preparePage(bytes, limits);
  const worker = await ocrWorker();
  const lines =
    (page.divider && (await readColumns(worker, page, page.divider))) ?? (await readLines(worker, page));
  const second = await withSecondReadUnits(lines, page, async (crop) => {
    const cells = await cellWorker();
    return (await cells.recognize(await cropPng(page, crop))).data.text;
  });
  const text = second.lines.join('\n');
  return {
    method: 'ocr',
    text: text.slice(0, limits.textCharsMax),
    pages: null,
    pagesWithoutText: null,
    pagesRead: null,
  };
}

/**
 * Two tables side by side, split by a rule down the middle: tesseract reading the whole page runs a
 * row of the left table into the row beside it and garbles both (measured on the photo set's
 * two-column sheet: 5 of 9 rows read on two photos, 7 and 6 read this way). Reads above the tables,
 * the left one, the right one and below, in that order. Null (read the page whole) unless each
 * side yields a value on its own: a single table with one rule between its names and its values
 * yields none on either side.
 */
async function readColumns(
  worker: OcrWorker,
  page: PreparedPage,
  divider: ColumnDivider,
): Promise<OcrLine[] | null> {
  const { x, top, bottom } = divider;
  const text = (lines: readonly OcrLine[]) => lines.map((l) => l.text).join('\n');
  const left = await readLines(worker, page, { left: 0, top, width: x, height: bottom - top });
  const right = await readLines(worker, page, {
    left: x + 1,
    top,
    width: page.width - x - 1,
    height: bottom - top,
  });
  if (extractMarkers(text(left)).length === 0 || extractMarkers(text(right)).length === 0) return null;
  const above = await readLines(worker, page, { left: 0, top: 0, width: page.width, height: top });
  const below = await readLines(worker, page, {
    left: 0,
    top: bottom,
    width: page.width,
    height: page.height - bottom,
  });
  return [...above, ...left, ...right, ...below];
}

/** Text of a file by its (content-detected) type. */
export function extractText(bytes: Uint8Array, mime: string, limits = DEFAULT_LIMITS): Promise<TextResult> {
  return mime === 'application/pdf' ? pdfText(bytes, limits) : imageText(bytes, limits);
}

/** Release this thread's OCR worker. */
export async function closeOcr(): Promise<void> {
  const pending = [ocrPromise, cellPromise];
  ocrPromise = undefined;
  cellPromise = undefined;
  for (const p of pending) if (p) await (await p.catch(() => null))?.terminate();
}
