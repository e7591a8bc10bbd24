import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { chineseLabPdf, englishLabPdf, labTablePng } from '../../../../test/fixtures/reports';
import { denseLabPdf, flateBombPdf } from '../../../../test/fixtures/hostile';
import { labPhoto, photoPage } from '../../../../test/fixtures/photos';
import {
  columnDivider,
  DEFAULT_LIMITS,
  estimateSkew,
  flattenIllumination,
  ocrSize,
  pdfText,
  preprocessImage,
  removeRulingLines,
  rulingLineMask,
} from './extract-text';
import { pdfDecodedSize } from './pdf-streams';
import { ExtractionRefused, type ExtractionRefusal } from './types';

/** The ruling-line removal as it was before issue 16.3: one array entry per erased pixel. */
function removeRulingLinesBefore(pixels: Uint8Array, width: number, height: number): number {
  const dark = (v: number | undefined) => v !== undefined && v < 128;
  const ruleLength = (extent: number) => Math.max(80, Math.round(extent / 8));
  const erase: number[] = [];
  /** Every run of dark pixels along each of `lines` lines of `length` pixels; `at` is a pixel's index. */
  const eraseRuns = (lines: number, length: number, at: (line: number, along: number) => number) => {
    const min = ruleLength(length);
    for (let line = 0; line < lines; line++) {
      let start = -1;
      for (let p = 0; p <= length; p++) {
        const d = p < length && dark(pixels[at(line, p)]);
        if (d && start < 0) start = p;
        if (!d && start >= 0) {
          if (p - start >= min) for (let i = start; i < p; i++) erase.push(at(line, i));
          start = -1;
        }
      }
    }
  };
  eraseRuns(height, width, (y, x) => y * width + x);
  eraseRuns(width, height, (x, y) => y * width + x);
  for (const i of erase) pixels[i] = 255;
  return erase.length;
}

async function refusalOf(work: Promise<unknown>): Promise<ExtractionRefusal | null> {
  try {
    await work;
    return null;
  } catch (err) {
    if (err instanceof ExtractionRefused) return err.refusal;
    throw err;
  }
}

describe('ruling-line removal with a byte mask (issue 16.3)', () => {
  it('whitens exactly the pixels the per-pixel list did, on the PNG fixture at OCR size', async () => {
    const { data, info } = await sharp(await labTablePng())
      .greyscale()
      .resize({ width: 1360 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const binary = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i++) binary[i] = (data[i] ?? 255) < 150 ? 0 : 255;
    const before = binary.slice();
    const erasedBefore = removeRulingLinesBefore(before, info.width, info.height);
    const after = binary.slice();
    removeRulingLines(after, info.width, info.height);
    expect(erasedBefore).toBeGreaterThan(1000); // the fixture has ruling lines to remove
    expect(Buffer.from(after).equals(Buffer.from(before))).toBe(true);
  });

  it('agrees with the old removal on random boxes and lines', () => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let round = 0; round < 20; round++) {
      const w = 100 + rand(400);
      const h = 100 + rand(400);
      const px = new Uint8Array(w * h).fill(255);
      for (let k = 0; k < 30; k++) {
        const x0 = rand(w);
        const y0 = rand(h);
        const horizontal = rand(2) === 0;
        const len = rand(horizontal ? w : h);
        for (let i = 0; i < len; i++) {
          const x = horizontal ? Math.min(w - 1, x0 + i) : x0;
          const y = horizontal ? y0 : Math.min(h - 1, y0 + i);
          px[y * w + x] = rand(10) === 0 ? 200 : 0;
        }
      }
      const a = px.slice();
      const b = px.slice();
      removeRulingLinesBefore(a, w, h);
      removeRulingLines(b, w, h);
      expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true);
    }
  });

  it('an all-dark image gets a mask of its own size (no per-pixel list)', () => {
    const w = 2000;
    const h = 20_000;
    const mask = rulingLineMask(new Uint8Array(w * h), w, h);
    expect(mask.length).toBe(w * h);
    expect(mask[0]).toBe(1);
  });
});

describe('image bounds, from the header and after every resize', () => {
  const limits = DEFAULT_LIMITS;
  it('doubles a small image and keeps a large one as before', () => {
    expect(ocrSize(680, 330, limits)).toEqual({ width: 1360, height: 660, scaledToFit: false });
    expect(ocrSize(3024, 4032, limits)).toEqual({ width: 3000, height: 4000, scaledToFit: false });
  });
  it('scales down to the OCR pixel bound what doubling would push past it', () => {
    const s = ocrSize(999, 19_980, limits);
    expect(s.scaledToFit).toBe(true);
    expect(s.width * s.height).toBeLessThanOrEqual(limits.ocrPixelsMax);
  });
  it('refuses too many input pixels and a strip-shaped image, naming the figures', () => {
    expect(() => ocrSize(999, 60_000, limits)).toThrow(ExtractionRefused);
    try {
      ocrSize(100, 400_000, limits);
    } catch (err) {
      expect((err as ExtractionRefused).refusal).toEqual({
        code: 'image_aspect',
        width: 100,
        height: 400_000,
        max: limits.imageAspectMax,
      });
    }
  });
  it('preprocessImage refuses a 100 × 400,000 PNG before decoding it', async () => {
    const { blackPng } = await import('../../../../test/fixtures/hostile');
    expect(await refusalOf(preprocessImage(blackPng(100, 400_000)))).toMatchObject({ code: 'image_aspect' });
  });
});

describe('PDF bounds', () => {
  it('counts what the streams decode to and stops a Flate bomb early', () => {
    const bomb = flateBombPdf(256);
    const started = performance.now();
    const size = pdfDecodedSize(bomb, 64 * 1024 * 1024);
    expect(size.over).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(pdfDecodedSize(flateBombPdf(4), 64 * 1024 * 1024)).toMatchObject({ over: false, bytes: 4 << 20 });
  });
  it('the fixtures are far inside the bound', async () => {
    for (const pdf of [await chineseLabPdf(), await englishLabPdf()]) {
      expect(pdfDecodedSize(pdf, DEFAULT_LIMITS.pdfDecodedBytesMax).over).toBe(false);
    }
  });
  it('refuses a Flate bomb and too many pages before reading a page', async () => {
    expect(await refusalOf(pdfText(flateBombPdf(128)))).toEqual({
      code: 'pdf_decoded',
      max: DEFAULT_LIMITS.pdfDecodedBytesMax,
    });
    expect(await refusalOf(pdfText(denseLabPdf(DEFAULT_LIMITS.pdfPagesMax + 1, 1)))).toEqual({
      code: 'pdf_pages',
      pages: DEFAULT_LIMITS.pdfPagesMax + 1,
      max: DEFAULT_LIMITS.pdfPagesMax,
    });
  });
  it('stops reading pages past the text bound and says how many were read', async () => {
    const read = await pdfText(denseLabPdf(10, 50), { ...DEFAULT_LIMITS, textCharsMax: 3000 });
    expect(read.text.length).toBeLessThanOrEqual(3000);
    expect(read.pagesRead).toBeGreaterThan(0);
    expect(read.pagesRead).toBeLessThan(10);
  });
});

/** A photo fixture as the greyscale array preprocessing works on. */
async function greyOf(bytes: Uint8Array | Buffer, width?: number) {
  const { data, info } = await sharp(bytes)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(width ? { width } : {})
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { grey: new Uint8Array(data), width: info.width, height: info.height };
}

describe('phone photos: deskew and uneven light (issue 18 §4)', () => {
  it.each([-5, -2, 3, 5, 0])('estimates a table turned by %s° within 0.5°', async (angle) => {
    const page = await photoPage('zh');
    const turned = await sharp(page).rotate(angle, { background: '#f3f1ea' }).png().toBuffer();
    const { grey, width, height } = await greyOf(turned, 900);
    expect(Math.abs(estimateSkew(grey, width, height) - angle)).toBeLessThanOrEqual(0.5);
  });

  it('leaves a page with no ink, or nothing but ink, at 0°', () => {
    expect(estimateSkew(new Uint8Array(400 * 300).fill(240), 400, 300)).toBe(0);
    expect(estimateSkew(new Uint8Array(900 * 18_000), 900, 18_000)).toBe(0);
  });

  it('divides out a shadow: the paper under it comes out white, the ink stays dark', async () => {
    const { grey, width, height } = await greyOf(await labPhoto('en', { name: 'shadow', shadow: true }));
    // The lower right corner is the darkest paper of the shadow; a 40 × 40 patch of it has no ink.
    const patch = (g: Uint8Array) => {
      let sum = 0;
      for (let y = height - 60; y < height - 20; y++)
        for (let x = width - 60; x < width - 20; x++) sum += g[y * width + x] ?? 0;
      return sum / 1600;
    };
    expect(patch(grey)).toBeLessThan(140);
    const flat = await flattenIllumination(grey.slice(), width, height);
    expect(patch(flat)).toBeGreaterThan(235);
    expect(flat.reduce((m, v) => Math.min(m, v), 255)).toBeLessThan(90);
  });
});

describe('two tables side by side (issue 33 §2)', () => {
  const width = 600;
  const height = 800;
  /** A page with a vertical rule at x from `top` to `bottom`, pale and broken as a photo prints it. */
  const ruled = (x: number, top: number, bottom: number) => {
    const grey = new Uint8Array(width * height).fill(250);
    for (let y = top; y < bottom; y++)
      if (y % 9 !== 0) grey[y * width + x + (y > (top + bottom) / 2 ? 1 : 0)] = 170;
    return grey;
  };

  it('finds a pale, broken rule down the middle of the page, and the rows it spans', () => {
    expect(columnDivider(ruled(300, 120, 400), width, height)).toEqual({ x: 300, top: 120, bottom: 400 });
  });

  it('finds none for a rule off the middle, a short one, or a blank page', () => {
    expect(columnDivider(ruled(120, 120, 400), width, height)).toBeNull();
    expect(columnDivider(ruled(300, 120, 160), width, height)).toBeNull();
    expect(columnDivider(new Uint8Array(width * height).fill(250), width, height)).toBeNull();
  });
});
