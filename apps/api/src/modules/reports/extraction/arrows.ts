/**
 * Printed flag arrows (↑ ↓) → the letters H and L, in the image, before OCR (issue 33 §2).
 *
 * Neither tesseract model the API loads (`chi_sim`, `eng`) has ↑ or ↓ among its characters, so an
 * arrow comes out as whatever glyph it looks most like — "1", "4", "J", "T", "个", "上", or nothing —
 * and a value's flag is lost, or worse, glued on as a digit ("18.5↓" read "18.514"). Chinese lab
 * sheets print exactly these arrows in their 提示 column or right after the value. An arrow is a
 * simple shape: one connected stroke, a thin shaft with a head at one end, narrow at its tip and at
 * its tail, symmetric about the shaft. Every dark connected component of that shape is whitened and
 * a plain H (↑) or L (↓) of about its height is drawn in its place, which both models read and
 * `extractMarkers` takes as the row's flag, glued to the value or not.
 */

/**
 * Grey level below which a pixel is ink. Lighter than elsewhere (150): an arrow's barbs in a photo
 * are a pixel wide and come out pale, and at 150 the head falls apart from the shaft.
 */
const INK = 200;
/** Arrow height in pixels, at least (smaller is noise or punctuation). */
const HEIGHT_MIN = 12;
/** Arrow height as a share of the image's longer side, at most (larger is a drawing or a rule). */
const HEIGHT_MAX_SHARE = 0.05;
/** Vertical gaps in the ink up to this many pixels are bridged before components are labelled. */
const GAP = 4;
/**
 * The share of the box's width the rows just behind an arrow's point may span (the point's own row: half).
 * Measured on the photo set (in-process, 24 photos): 0.5 137 / 174 read and flagged right, 0.75 138; on
 * bench/photos.ts 240 / 243 rows either way.
 */
const TIP_NEAR_MAX = 0.75;
/** Components looked at, at most: a page of noise (a hostile upload) costs no more than a page of text. */
const CANDIDATES_MAX = 5000;

export type ArrowDirection = 'up' | 'down';

export interface FoundArrow {
  direction: ArrowDirection;
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Connected components (8-neighbour) of the ink in `grey`: a label per pixel (0: paper) and each
 * label's bounding box. Two passes with union-find over run-length rows would be faster; this is
 * one flood fill per component with an explicit stack, linear in the pixels.
 */
function components(
  grey: Uint8Array,
  width: number,
  height: number,
): { labels: Int32Array; boxes: number[][] } {
  const labels = new Int32Array(width * height);
  const boxes: number[][] = [];
  const stack = new Int32Array(width * height);
  // Ink, with vertical gaps of up to `GAP` pixels bridged: a photographed arrow's pale shaft breaks.
  // `above[i]`: rows from pixel i up to the nearest ink in its column (capped); then down the same.
  const ink = new Uint8Array(width * height);
  const above = new Uint8Array(width * height);
  for (let i = 0; i < ink.length; i++) {
    const dark = (grey[i] ?? 255) < INK;
    ink[i] = dark ? 1 : 0;
    above[i] = dark ? 0 : i >= width ? Math.min(GAP + 1, (above[i - width] ?? GAP) + 1) : GAP + 1;
  }
  const below = new Uint8Array(width);
  below.fill(GAP + 1);
  for (let y = height - 1; y >= 0; y--) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if ((grey[i] ?? 255) < INK) below[x] = 0;
      else {
        below[x] = Math.min(GAP + 1, (below[x] ?? GAP) + 1);
        if ((above[i] ?? 99) + (below[x] ?? 99) <= GAP + 1) ink[i] = 1;
      }
    }
  }
  for (let start = 0; start < grey.length; start++) {
    if (labels[start] !== 0 || ink[start] === 0) continue;
    const label = boxes.length + 1;
    let minX = width;
    let minY = height;
    let maxX = -1;
    let maxY = -1;
    let count = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const p = stack[--top] ?? 0;
      const x = p % width;
      const y = (p - x) / width;
      count++;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width || (dx === 0 && dy === 0)) continue;
          const q = yy * width + xx;
          if (labels[q] === 0 && ink[q] === 1) {
            labels[q] = label;
            stack[top++] = q;
          }
        }
      }
    }
    boxes.push([minX, minY, maxX - minX + 1, maxY - minY + 1, count]);
  }
  return { labels, boxes };
}

/**
 * Whether the component `label` inside its box is an arrow, and which way it points. `extent[r]` is
 * the width its ink spans on row r of the box; an arrow's rows, read from its tip: narrow at the
 * tip, as wide as the box within the head (first 45 %), then a thin centred shaft to a narrow tail.
 */
export function arrowShape(
  labels: Int32Array,
  width: number,
  label: number,
  box: readonly number[],
): ArrowDirection | null {
  const [bx = 0, by = 0, bw = 0, bh = 0, count = 0] = box;
  if (bh < HEIGHT_MIN || bw < 4 || bw > bh * 0.8 || bw < bh * 0.2) return null;
  const density = count / (bw * bh);
  if (density < 0.08 || density > 0.55) return null;
  const lefts: number[] = [];
  const rights: number[] = [];
  for (let r = 0; r < bh; r++) {
    let l = -1;
    let rr = -1;
    const row = (by + r) * width;
    for (let c = 0; c < bw; c++) {
      if (labels[row + bx + c] === label) {
        if (l < 0) l = c;
        rr = c;
      }
    }
    if (l < 0) return null; // a gap: two strokes, not one arrow
    lefts.push(l);
    rights.push(rr);
  }
  const extent = (r: number) => (rights[r] ?? 0) - (lefts[r] ?? 0) + 1;
  /** Every pixel of row r between its leftmost and rightmost ink is the component's. */
  const solid = (r: number): boolean => {
    const y = (by + r) * width + bx;
    for (let c = lefts[r] ?? 0; c <= (rights[r] ?? -1); c++) if (labels[y + c] !== label) return false;
    return true;
  };
  const centre = (r: number) => ((rights[r] ?? 0) + (lefts[r] ?? 0)) / 2;
  const test = (fromTop: boolean): boolean => {
    const row = (i: number) => (fromTop ? i : bh - 1 - i);
    const headEnd = Math.ceil(bh * 0.45);
    const tipRows = Math.max(1, Math.round(bh * 0.08));
    // The tip: narrow. Behind its point, a blurred head's V comes to a rounded, solid point ("10.4↓" on a
    // dim photo of the two-column sheet: 6 of 8 px one row up); a 9's ring is open there.
    for (let i = 0; i < tipRows; i++) {
      const e = extent(row(i));
      if (e > bw * 0.5 && (i === 0 || e > bw * TIP_NEAR_MAX || !solid(row(i)))) return false;
    }
    // The head: somewhere as wide as the box.
    let widest = -1;
    let widestAt = 0;
    for (let i = 0; i < headEnd; i++) {
      if (extent(row(i)) > widest) {
        widest = extent(row(i));
        widestAt = row(i);
      }
    }
    if (widest < bw * 0.85) return false;
    // … and reached by a V, not a bar: half way from the tip the head is already well open (the
    // cross of 十 or 计 is a shaft up to a sudden bar).
    const widestIndex = fromTop ? widestAt : bh - 1 - widestAt;
    if (widestIndex < 2 || extent(row(Math.floor(widestIndex / 2))) < widest * 0.35) return false;
    // The shaft: the far half thin, centred under the head, down to a narrow tail.
    const shaft: number[] = [];
    const centres: number[] = [];
    for (let i = Math.ceil(bh * 0.55); i < bh; i++) {
      shaft.push(extent(row(i)));
      centres.push(centre(row(i)));
    }
    if (shaft.length === 0) return false;
    const sorted = [...shaft].sort((a, b) => a - b);
    const shaftWidth = sorted[Math.floor(sorted.length / 2)] ?? bw;
    if (shaftWidth > bw * 0.35 || shaftWidth * 2.5 > widest) return false;
    if (Math.max(...shaft) > bw * 0.45) return false;
    const axis = centres.reduce((a, b) => a + b, 0) / centres.length;
    if (Math.abs(axis - (bw - 1) / 2) > bw * 0.15) return false;
    // Both barbs of the head reach out from the shaft about as far.
    const leftArm = axis - (lefts[widestAt] ?? 0);
    const rightArm = (rights[widestAt] ?? 0) - axis;
    if (leftArm <= 0 || rightArm <= 0) return false;
    const ratio = leftArm / rightArm;
    if (ratio < 0.5 || ratio > 2) return false;
    // The tip sits on the shaft's axis (an f's hook, or a speck above it, does not).
    for (let i = 0; i < tipRows; i++)
      if (Math.abs(centre(row(i)) - axis) > Math.max(1, bw * 0.2)) return false;
    return true;
  };
  if (test(true)) return 'up';
  if (test(false)) return 'down';
  return null;
}

/** Fill a rectangle (clipped to the image) with `value`. */
function fill(
  grey: Uint8Array,
  width: number,
  height: number,
  x: number,
  y: number,
  w: number,
  h: number,
  value: number,
) {
  const x0 = Math.max(0, Math.round(x));
  const y0 = Math.max(0, Math.round(y));
  const x1 = Math.min(width, Math.round(x + w));
  const y1 = Math.min(height, Math.round(y + h));
  for (let yy = y0; yy < y1; yy++) grey.fill(value, yy * width + x0, yy * width + x1);
}

/**
 * Find the arrows in a greyscale page and redraw each as H (↑) or L (↓), in place. Answers the
 * arrows found (in reading order of their labels).
 */
export function arrowsToLetters(grey: Uint8Array, width: number, height: number): FoundArrow[] {
  const { labels, boxes } = components(grey, width, height);
  const heightMax = Math.max(HEIGHT_MIN * 4, Math.max(width, height) * HEIGHT_MAX_SHARE);
  const found: FoundArrow[] = [];
  let looked = 0;
  for (let i = 0; i < boxes.length && looked < CANDIDATES_MAX; i++) {
    const box = boxes[i] ?? [];
    const [left = 0, top = 0, w = 0, h = 0] = box;
    if (h < HEIGHT_MIN || h > heightMax || w > h) continue;
    looked++;
    const direction = arrowShape(labels, width, i + 1, box);
    if (direction) found.push({ direction, left, top, width: w, height: h });
  }
  for (const a of found) {
    // Whiten the arrow (its box and a pixel round it: the grey fringe of its edges).
    fill(grey, width, height, a.left - 1, a.top - 1, a.width + 2, a.height + 2, 255);
    // A block letter: cap height about the arrow's, bottom on the arrow's bottom.
    const lh = Math.round(a.height * 0.75);
    const lw = Math.max(4, Math.round(lh * 0.6));
    const stroke = Math.max(2, Math.round(lh * 0.1));
    // Set a little apart from what precedes it: an arrow glued to the value ("8.2↓") must not read
    // as one more digit.
    const x = a.left + Math.round(lh * 0.25);
    const y = a.top + Math.round(a.height * 0.9) - lh;
    fill(grey, width, height, x, y, stroke, lh, 0);
    if (a.direction === 'down') {
      fill(grey, width, height, x, y + lh - stroke, lw, stroke, 0);
    } else {
      fill(grey, width, height, x + lw - stroke, y, stroke, lh, 0);
      fill(grey, width, height, x, y + (lh - stroke) / 2, lw, stroke, 0);
    }
  }
  return found;
}
