import { describe, expect, it } from 'vitest';
import { findPage, quadSize, squareToQuad, warpQuad, type Quad } from './perspective';

/**
 * A synthetic photo: a light page with dark "text" bars (rows of a table) on a darker table, the
 * page's corners at `quad`, light falling off across the photo. The page's content is drawn in page
 * coordinates (u, v in 0…1) through the inverse of the homography, as a camera would see it.
 */
function photoOf(quad: Quad, width: number, height: number, opts: { falloff?: number } = {}) {
  // Invert the 3 × 3 matrix (photo → page).
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = squareToQuad(quad);
  const inv = [
    m4 * m8 - m5 * m7,
    m2 * m7 - m1 * m8,
    m1 * m5 - m2 * m4,
    m5 * m6 - m3 * m8,
    m0 * m8 - m2 * m6,
    m2 * m3 - m0 * m5,
    m3 * m7 - m4 * m6,
    m1 * m6 - m0 * m7,
    m0 * m4 - m1 * m3,
  ] as [number, number, number, number, number, number, number, number, number];
  const grey = new Uint8Array(width * height);
  const falloff = opts.falloff ?? 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = inv[6] * x + inv[7] * y + inv[8];
      const u = (inv[0] * x + inv[1] * y + inv[2]) / w;
      const v = (inv[3] * x + inv[4] * y + inv[5]) / w;
      const light = 1 - (falloff * (x + y)) / (width + height);
      let value = 85; // the table
      if (u >= 0 && u <= 1 && v >= 0 && v <= 1) {
        // Paper, with ten rows of text bars between 10 % and 90 % of the height.
        const row = (v - 0.1) * 12.5;
        const inBar = v > 0.1 && v < 0.9 && row - Math.floor(row) < 0.35 && u > 0.08 && u < 0.92;
        const inWord = Math.floor(u * 40) % 3 !== 2;
        value = inBar && inWord ? 40 : 240;
      }
      grey[y * width + x] = Math.round(value * light);
    }
  }
  return grey;
}

const distance = (p: readonly [number, number], q: readonly [number, number]) =>
  Math.hypot(p[0] - q[0], p[1] - q[1]);

describe('a page photographed on a table: its corners, then upright (issue 33 §2)', () => {
  const width = 480;
  const height = 640;
  // Keystone (far edge narrower), a turn of a few degrees, not centred.
  const quad: Quad = [
    [92, 70],
    [398, 88],
    [430, 590],
    [48, 570],
  ];

  it('finds the four corners of a page in perspective within 1.5 % of the photo', () => {
    const found = findPage(photoOf(quad, width, height), width, height);
    expect(found).not.toBeNull();
    found?.forEach((corner, i) => expect(distance(corner, quad[i] ?? [0, 0])).toBeLessThan(0.015 * width));
  });

  it('finds them under light that falls off by half across the photo', () => {
    const found = findPage(photoOf(quad, width, height, { falloff: 0.5 }), width, height);
    expect(found).not.toBeNull();
    found?.forEach((corner, i) => expect(distance(corner, quad[i] ?? [0, 0])).toBeLessThan(0.015 * width));
  });

  it('takes the photo border for a side the photo cut off', () => {
    // The page runs off the bottom of the photo: the bottom corners are the border's.
    const cut: Quad = [
      [80, 60],
      [400, 75],
      [430, 700],
      [50, 690],
    ];
    const found = findPage(photoOf(cut, width, height), width, height);
    expect(found).not.toBeNull();
    expect(found?.[2][1]).toBeCloseTo(height, 0);
    expect(found?.[3][1]).toBeCloseTo(height, 0);
    expect(distance(found?.[0] ?? [0, 0], cut[0])).toBeLessThan(0.015 * width);
  });

  it('finds no page in a scan (paper to the border), a blank image or an all-dark one', () => {
    const full: Quad = [
      [-1, -1],
      [width + 1, -1],
      [width + 1, height + 1],
      [-1, height + 1],
    ];
    expect(findPage(photoOf(full, width, height), width, height)).toBeNull();
    expect(findPage(new Uint8Array(width * height).fill(250), width, height)).toBeNull();
    expect(findPage(new Uint8Array(width * height), width, height)).toBeNull();
  });

  it('maps the unit square onto the quad corner for corner', () => {
    const [a, b, c, d, e, f, g, h] = squareToQuad(quad);
    const at = (u: number, v: number): [number, number] => {
      const w = g * u + h * v + 1;
      return [(a * u + b * v + c) / w, (d * u + e * v + f) / w];
    };
    const corners = [at(0, 0), at(1, 0), at(1, 1), at(0, 1)];
    corners.forEach((p, i) => expect(distance(p, quad[i] ?? [0, 0])).toBeLessThan(1e-6));
  });

  it('warps the page upright: every text row comes out level, the table gone', () => {
    const grey = photoOf(quad, width, height);
    const { width: qw, height: qh } = quadSize(quad);
    const outW = 600;
    const outH = Math.round((outW * qh) / qw);
    // Half a percent trimmed all round, as extract-text does: the paper's edge is not part of the page.
    const page = warpQuad(grey, width, height, quad, outW, outH, 0.005);
    // Page row v of bar k is 0.1 + (k + 0.175) / 12.5: the middle of a bar, dark across the text;
    // a row between two bars is paper all along (output row y shows page row 0.005 + 0.99 y / outH).
    const rowOf = (v: number) => Math.round(((v - 0.005) / 0.99) * outH);
    for (let k = 0; k < 10; k++) {
      const bar = rowOf(0.1 + (k + 0.175) / 12.5);
      const gap = rowOf(0.1 + (k + 0.68) / 12.5);
      let darkInBar = 0;
      let darkInGap = 0;
      for (let x = Math.round(0.1 * outW); x < Math.round(0.9 * outW); x++) {
        if ((page[bar * outW + x] ?? 255) < 128) darkInBar++;
        if ((page[gap * outW + x] ?? 255) < 128) darkInGap++;
      }
      expect(darkInBar, `bar ${k}`).toBeGreaterThan(0.5 * 0.8 * outW);
      expect(darkInGap, `gap ${k}`).toBe(0);
    }
    // No table left at the edges.
    for (const i of [0, outW - 1, (outH - 1) * outW, outH * outW - 1]) expect(page[i]).toBeGreaterThan(200);
  });
});
