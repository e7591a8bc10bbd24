import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { arrowsToLetters } from './arrows';

/** One line of text rendered as a greyscale array, in the serif face Chinese lab sheets use. */
async function line(text: string, size = 34) {
  const width = Math.round(text.length * size * 1.1) + 40;
  const height = Math.round(size * 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#ffffff"/>
<text xml:space="preserve" x="20" y="${Math.round(size * 1.35)}" font-family="'Noto Serif CJK SC', 'Noto Sans CJK SC', serif" font-size="${size}" fill="#1f1f1f">${text}</text></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { grey: new Uint8Array(data), width: info.width, height: info.height };
}

describe('flag arrows redrawn as H and L before OCR (issue 33 §2)', () => {
  it('finds ↑ and ↓ in a flag column and glued to a value, left to right', async () => {
    const { grey, width, height } = await line('8.2↓  18.5 ↑  98 ↓  6.21↑');
    const found = arrowsToLetters(grey, width, height);
    expect(found.sort((a, b) => a.left - b.left).map((a) => a.direction)).toEqual([
      'down',
      'up',
      'down',
      'up',
    ]);
  });

  it('leaves digits, letters and Chinese glyphs that look a little like an arrow alone', async () => {
    const { grey, width, height } = await line('1 7 f t T I l | 十 计 个 上 下 丁 卜 Y V 4 ↑');
    const before = grey.slice();
    const found = arrowsToLetters(grey, width, height);
    // Only the last glyph is an arrow.
    expect(found.map((a) => a.direction)).toEqual(['up']);
    const arrow = found[0];
    if (!arrow) throw new Error('no arrow');
    // Nothing left of the arrow was touched.
    for (let y = 0; y < height; y++)
      for (let x = 0; x < arrow.left - 2; x++) expect(grey[y * width + x]).toBe(before[y * width + x]);
  });

  it('draws H for ↑ and L for ↓ where the arrow was', async () => {
    const { grey, width, height } = await line('↑    ↓', 40);
    const [up, down] = arrowsToLetters(grey, width, height).sort((a, b) => a.left - b.left);
    if (!up || !down) throw new Error('arrows not found');
    /** Share of ink in the top, middle and bottom rows of the letter drawn over an arrow. */
    const rowsInk = (a: typeof up) => {
      const band = (from: number, to: number) => {
        let ink = 0;
        let all = 0;
        for (let y = Math.round(a.top + from * a.height); y < Math.round(a.top + to * a.height); y++)
          for (let x = a.left; x < a.left + a.width * 2; x++) {
            all++;
            if ((grey[y * width + x] ?? 255) < 128) ink++;
          }
        return ink / all;
      };
      return { top: band(0.25, 0.35), bottom: band(0.8, 0.9) };
    };
    // L: a foot along the bottom, heavier than the top; H: two uprights, the same top and bottom.
    const l = rowsInk(down);
    const h = rowsInk(up);
    expect(l.bottom).toBeGreaterThan(l.top * 2);
    expect(h.top).toBeGreaterThan(0);
    expect(Math.abs(h.top - h.bottom)).toBeLessThan(0.05);
  });

  it('costs no more on a page of noise than its pixels (a hostile upload)', () => {
    const width = 1200;
    const height = 1600;
    const noise = new Uint8Array(width * height);
    let s = 1;
    for (let i = 0; i < noise.length; i++) {
      s = (s * 1103515245 + 12345) >>> 0;
      noise[i] = s >>> 24 < 128 ? 0 : 255;
    }
    const start = performance.now();
    arrowsToLetters(noise, width, height);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});
