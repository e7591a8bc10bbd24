import { markerByKey, normaliseUnit } from '../index';

/**
 * Units as OCR reads them off phone photos (issue 33 §2): "ng/mL" read as "ngjmL", "mIU/L" as "mlU/L".
 * A printed unit is repaired to one of the marker's known units only when the reading is unambiguous
 * (ADR 0041): the confusions below, plus at most one missing or doubled letter, lead from the reading
 * to exactly one unit the marker is printed in. Two or more ("gjL" is g/L, or g/dL with the d lost)
 * and nothing is repaired: the review asks with its unit picker. The reading is kept beside the repair.
 */

/** One OCR confusion: the glyph printed, what OCR reads for it, and where it was seen. */
export interface UnitConfusion {
  /** The glyph as printed (lower case: units compare without case, `normaliseUnit`). */
  printed: string;
  /** What OCR reads instead. */
  read: readonly string[];
  /** A reading it repairs, and the unit it becomes. */
  example: readonly [read: string, unit: string];
  /** Where the confusion was seen. */
  seen: string;
}

const ISSUE_33 = 'issue 33: phone photos of lab reports read by tesseract.js (chi_sim+eng)';
const PHOTOSET = 'issue 33 §2 photo set (apps/api/test/fixtures/report-layouts), tesseract.js';
const PHOTO_FIXTURES = 'apps/api/test/fixtures/photos.ts: degraded report photos (issue 18 §4)';

/**
 * The confusion table. µ read as u needs no row: "umol/L" is µmol/L already (`normaliseUnit` folds µ,
 * μ and u), and µ read as h is repaired on the line ("hmol/L", extract/index.ts).
 */
export const UNIT_CONFUSIONS: readonly UnitConfusion[] = [
  { printed: '/', read: ['j', 'l', 'i', '1', '|'], example: ['ngjmL', 'ng/mL'], seen: ISSUE_33 },
  { printed: '/', read: ['y'], example: ['gydL', 'g/dL'], seen: PHOTOSET },
  { printed: 'i', read: ['l', '1', '|'], example: ['mlU/L', 'mIU/L'], seen: ISSUE_33 },
  { printed: 'l', read: ['i', '1', '|'], example: ['mmoI/L', 'mmol/L'], seen: PHOTO_FIXTURES },
  { printed: 'l', read: ['t'], example: ['cetLs/uL', 'cells/uL'], seen: PHOTOSET },
  { printed: 'o', read: ['0'], example: ['mm0l/L', 'mmol/L'], seen: PHOTO_FIXTURES },
];

const READS = new Map<string, Set<string>>();
for (const c of UNIT_CONFUSIONS) {
  const set = READS.get(c.printed) ?? new Set<string>();
  for (const r of c.read) set.add(r);
  READS.set(c.printed, set);
}

/** The printed glyph `p` could have been read as `r`. */
const mayRead = (p: string, r: string): boolean => p === r || (READS.get(p)?.has(r) ?? false);

const isLetter = (c: string | undefined): boolean => c !== undefined && /[a-z]/.test(c);

/**
 * Whether `reading` is `unit` through the confusions with at most one letter lost or doubled (both in
 * `normaliseUnit` form). A doubled letter is an extra copy of its neighbour ("ng/mll"); a lost one is
 * any letter of the unit ("mmo/l").
 */
function readsAs(reading: string, unit: string): boolean {
  const n = reading.length;
  const m = unit.length;
  if (Math.abs(n - m) > 1) return false;
  const same = (a: string, b: string): boolean => {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!mayRead(b[i] ?? '', a[i] ?? '')) return false;
    return true;
  };
  if (n === m) return same(reading, unit);
  if (n === m + 1) {
    // One doubled letter in the reading.
    for (let i = 1; i < n; i++) {
      const c = reading[i];
      if (isLetter(c) && c === reading[i - 1] && same(reading.slice(0, i) + reading.slice(i + 1), unit)) {
        return true;
      }
    }
    return false;
  }
  // One letter of the unit lost.
  for (let i = 0; i < m; i++) {
    if (isLetter(unit[i]) && same(reading, unit.slice(0, i) + unit.slice(i + 1))) return true;
  }
  return false;
}

/** A token that could be a unit: letters, digits and the glyphs OCR makes of a slash, two letters or more. */
const UNIT_LIKE = /^[A-Za-zµμ0-9|/^.³²]{2,16}$/u;

/**
 * The marker's unit a misread token stands for, when exactly one of its units reads so; null when
 * none or several do (the review's unit picker decides then), or the token is a known spelling already.
 */
export function repairedUnit(markerKey: string, token: string): string | null {
  const marker = markerByKey(markerKey);
  if (!marker || !UNIT_LIKE.test(token) || (token.match(/[A-Za-zµμ]/gu) ?? []).length < 2) return null;
  const reading = normaliseUnit(token);
  const bySpelling = new Map<string, string>();
  for (const u of Object.keys(marker.units))
    if (!bySpelling.has(normaliseUnit(u))) bySpelling.set(normaliseUnit(u), u);
  if (bySpelling.has(reading)) return null;
  const fits = [...bySpelling].filter(([spelling]) => readsAs(reading, spelling)).map(([, u]) => u);
  return fits.length === 1 ? (fits[0] ?? null) : null;
}
