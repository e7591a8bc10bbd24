/**
 * A phone photo of a sheet on a table (issue 33 §2): find the paper's four edges against the darker
 * background and map the quadrilateral they enclose back to an upright rectangle (a 3 × 3
 * homography, inverse-mapped with bilinear sampling over raw greyscale pixels; sharp has no
 * projective warp). Runs in the extraction processes only (extract-text.ts).
 *
 * The edges are found on a small copy: every row is scanned from the left and from the right, every
 * column from the top and from the bottom, for the first place where a dark stretch that reaches the
 * image border gives way to a clearly brighter one (the paper); each side's points are fitted with a
 * line by RANSAC (text, shadows and the table's grain give stray points), and the four lines meet
 * at the corners. A side the photo cut off (no line found) is the image border. Answers null when
 * fewer than two sides are found or the quadrilateral is implausible: a scan or a screenshot (white
 * to the border) is read as it is.
 */

export type Point = readonly [number, number];

/** Corners of the page in image pixels: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

/** Mean window (small-copy pixels) on each side of a candidate edge. */
const WINDOW = 5;
/** The paper side must be this much brighter than the table side, as a ratio … */
const EDGE_RATIO = 1.3;
/** … and in grey levels. */
const EDGE_STEP = 20;
/** How far in from the border an edge is looked for (share of the width or height). */
const SEARCH = 0.45;
/** A point within this many small-copy pixels of a line supports it. */
const LINE_TOLERANCE = 1.5;
/** A side counts as found when this share of the rows (columns) it spans support its line. */
const SIDE_SUPPORT_MIN = 0.25;
/** The page must cover at least this share of the photo. */
const AREA_MIN = 0.2;

/** A line x = a·t + b where t runs along the side (y for left/right sides, x for top/bottom). */
interface SideLine {
  a: number;
  b: number;
  support: number;
}

/** Deterministic pseudo-random sequence (xorshift32), so the same photo always gives the same page. */
function xorshift(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

/** RANSAC fit of v = a·t + b to points (t, v); null when too few points support any line. */
export function fitSide(ts: readonly number[], vs: readonly number[], supportMin: number): SideLine | null {
  const n = ts.length;
  if (n < Math.max(2, supportMin)) return null;
  const rand = xorshift(0x2545f491 ^ n);
  let best: SideLine | null = null;
  for (let k = 0; k < 300; k++) {
    const i = Math.floor(rand() * n);
    const j = Math.floor(rand() * n);
    const ti = ts[i] ?? 0;
    const tj = ts[j] ?? 0;
    if (Math.abs(tj - ti) < 8) continue;
    const a = ((vs[j] ?? 0) - (vs[i] ?? 0)) / (tj - ti);
    // A page side within about ±30° of the image axis.
    if (Math.abs(a) > 0.6) continue;
    const b = (vs[i] ?? 0) - a * ti;
    let support = 0;
    for (let p = 0; p < n; p++)
      if (Math.abs((vs[p] ?? 0) - a * (ts[p] ?? 0) - b) <= LINE_TOLERANCE) support++;
    if (!best || support > best.support) best = { a, b, support };
  }
  if (!best || best.support < supportMin) return null;
  // Least squares over the supporting points.
  let st = 0;
  let sv = 0;
  let stt = 0;
  let stv = 0;
  let m = 0;
  for (let p = 0; p < n; p++) {
    const t = ts[p] ?? 0;
    const v = vs[p] ?? 0;
    if (Math.abs(v - best.a * t - best.b) > LINE_TOLERANCE) continue;
    st += t;
    sv += v;
    stt += t * t;
    stv += t * v;
    m++;
  }
  const det = m * stt - st * st;
  if (m < 2 || det === 0) return best;
  const a = (m * stv - st * sv) / det;
  return { a, b: (sv - a * st) / m, support: best.support };
}

/**
 * Where along one scan line (values `line`, border first) the table gives way to paper: the first
 * position where the mean of the `WINDOW` values after it is clearly above the mean before it and
 * above every window from the border to it (a glyph's edge on a page that fills the photo has paper
 * between it and the border); the strongest step of that stretch. -1 when none.
 */
function edgeOnLine(line: Float64Array, reach: number): number {
  // Prefix sums: mean of any run in O(1).
  const sums = new Float64Array(line.length + 1);
  for (let i = 0; i < line.length; i++) sums[i + 1] = (sums[i] ?? 0) + (line[i] ?? 0);
  const mean = (from: number, to: number) => ((sums[to] ?? 0) - (sums[from] ?? 0)) / Math.max(1, to - from);
  let found = -1;
  let bestStep = 0;
  // The brightest window between the border and here: the table side must be dark all the way.
  let outside = 0;
  for (let x = WINDOW; x + WINDOW <= reach; x++) {
    const before = mean(x - WINDOW, x);
    const after = mean(x, x + WINDOW);
    const step = after - before;
    const isEdge = step >= EDGE_STEP && after >= before * EDGE_RATIO && outside * EDGE_RATIO <= after;
    if (isEdge && step > bestStep) {
      found = x;
      bestStep = step;
    } else if (found >= 0 && !isEdge) {
      break;
    }
    if (found < 0) outside = Math.max(outside, before);
  }
  return found;
}

/** Where two lines meet: x = a1·y + b1 (a vertical side) and y = a2·x + b2 (a horizontal side). */
function meet(vertical: { a: number; b: number }, horizontal: { a: number; b: number }): Point {
  // x = a1 (a2 x + b2) + b1  →  x (1 − a1 a2) = a1 b2 + b1
  const x = (vertical.a * horizontal.b + vertical.b) / (1 - vertical.a * horizontal.a);
  return [x, horizontal.a * x + horizontal.b];
}

function area(q: Quad): number {
  let s = 0;
  for (let i = 0; i < 4; i++) {
    const [x1, y1] = q[i] ?? [0, 0];
    const [x2, y2] = q[(i + 1) % 4] ?? [0, 0];
    s += x1 * y2 - x2 * y1;
  }
  return s / 2;
}

function convex(q: Quad): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = q[i] ?? [0, 0];
    const [bx, by] = q[(i + 1) % 4] ?? [0, 0];
    const [cx, cy] = q[(i + 2) % 4] ?? [0, 0];
    const cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (cross === 0) return false;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/**
 * The page's corners in a small greyscale copy of a photo (`width` × `height`, a few hundred pixels
 * a side), or null when no page stands out from its background (see the file's comment).
 */
export function findPage(grey: Uint8Array, width: number, height: number): Quad | null {
  if (width < 40 || height < 40) return null;
  const at = (x: number, y: number) => grey[y * width + x] ?? 0;
  const sides = { left: [[], []], right: [[], []], top: [[], []], bottom: [[], []] } as Record<
    'left' | 'right' | 'top' | 'bottom',
    [number[], number[]]
  >;
  const rowLine = new Float64Array(width);
  const reachX = Math.round(width * SEARCH);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rowLine[x] = at(x, y);
    const l = edgeOnLine(rowLine, reachX);
    if (l >= 0) {
      sides.left[0].push(y);
      sides.left[1].push(l);
    }
    rowLine.reverse();
    const r = edgeOnLine(rowLine, reachX);
    if (r >= 0) {
      sides.right[0].push(y);
      sides.right[1].push(width - r);
    }
  }
  const colLine = new Float64Array(height);
  const reachY = Math.round(height * SEARCH);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) colLine[y] = at(x, y);
    const t = edgeOnLine(colLine, reachY);
    if (t >= 0) {
      sides.top[0].push(x);
      sides.top[1].push(t);
    }
    colLine.reverse();
    const b = edgeOnLine(colLine, reachY);
    if (b >= 0) {
      sides.bottom[0].push(x);
      sides.bottom[1].push(height - b);
    }
  }
  const left = fitSide(...sides.left, height * SIDE_SUPPORT_MIN);
  const right = fitSide(...sides.right, height * SIDE_SUPPORT_MIN);
  const top = fitSide(...sides.top, width * SIDE_SUPPORT_MIN);
  const bottom = fitSide(...sides.bottom, width * SIDE_SUPPORT_MIN);
  const found = [left, right, top, bottom].filter(Boolean).length;
  if (found < 2) return null;
  const l = left ?? { a: 0, b: 0 };
  const r = right ?? { a: 0, b: width };
  const t = top ?? { a: 0, b: 0 };
  const b = bottom ?? { a: 0, b: height };
  const quad: Quad = [meet(l, t), meet(r, t), meet(r, b), meet(l, b)];
  if (!convex(quad) || Math.abs(area(quad)) < AREA_MIN * width * height) return null;
  // Corners far outside the photo mean lines that are not a page's sides.
  const slack = 0.1;
  for (const [x, y] of quad) {
    if (x < -slack * width || x > (1 + slack) * width || y < -slack * height || y > (1 + slack) * height)
      return null;
  }
  return quad;
}

/**
 * The homography taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to `quad`, as the 3 × 3
 * matrix [a b c; d e f; g h 1] in row order (Heckbert's closed form for a square to a quadrilateral).
 */
/** A 3 × 3 homography, row by row (the last entry is 1). */
export type Homography = readonly [number, number, number, number, number, number, number, number, number];

export function squareToQuad(quad: Quad): Homography {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  if (Math.abs(sx) < 1e-9 && Math.abs(sy) < 1e-9) {
    return [x1 - x0, x2 - x1, x0, y1 - y0, y2 - y1, y0, 0, 0, 1];
  }
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

/** Side lengths of a quad: mean of the top and bottom edges, mean of the left and right ones. */
export function quadSize(q: Quad): { width: number; height: number } {
  const d = (p: Point, r: Point) => Math.hypot(p[0] - r[0], p[1] - r[1]);
  return { width: (d(q[0], q[1]) + d(q[3], q[2])) / 2, height: (d(q[0], q[3]) + d(q[1], q[2])) / 2 };
}

/**
 * The part of a greyscale image inside `quad` as an upright `outWidth` × `outHeight` image,
 * `inset` (a share of each side) trimmed off all round so the paper's edge stays out. Every output
 * pixel is looked up where the homography puts it in the source and sampled bilinearly; outside
 * the source is white.
 */
export function warpQuad(
  grey: Uint8Array,
  width: number,
  height: number,
  quad: Quad,
  outWidth: number,
  outHeight: number,
  inset = 0,
): Uint8Array {
  const [a, b, c, d, e, f, g, h] = squareToQuad(quad);
  const out = new Uint8Array(outWidth * outHeight);
  const span = 1 - 2 * inset;
  for (let y = 0; y < outHeight; y++) {
    const v = inset + ((y + 0.5) / outHeight) * span;
    for (let x = 0; x < outWidth; x++) {
      const u = inset + ((x + 0.5) / outWidth) * span;
      const w = g * u + h * v + 1;
      const sx = (a * u + b * v + c) / w - 0.5;
      const sy = (d * u + e * v + f) / w - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      let value = 255;
      if (x0 >= 0 && y0 >= 0 && x0 + 1 < width && y0 + 1 < height) {
        const fx = sx - x0;
        const fy = sy - y0;
        const i = y0 * width + x0;
        const top = (grey[i] ?? 255) * (1 - fx) + (grey[i + 1] ?? 255) * fx;
        const bottom = (grey[i + width] ?? 255) * (1 - fx) + (grey[i + width + 1] ?? 255) * fx;
        value = top * (1 - fy) + bottom * fy;
      }
      out[y * outWidth + x] = Math.round(value);
    }
  }
  return out;
}
