import { allLabMarkers, markerByKey, normaliseUnit } from '../index';

/**
 * Units as OCR reads them off phone photos (issue 33 §2): "ng/mL" read as "ngjmL", "mIU/L" as "mlU/L".
 * A printed unit is repaired to one of the marker's known units only when the reading is unambiguous
 * (ADR 0041): the confusions below, plus at most one missing or doubled letter (or, failing that, one
 * stray letter inside the amount: "mmaol/L"), lead from the reading to exactly one unit the marker is
 * printed in. Two or more ("gjL" is g/L, or g/dL with the d lost)
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
const ISSUE_33_LIST = 'issue 33 §2: the glyphs OCR swaps (l/1/I/|, rn/m, j and /, O/0, µ/u/μ)';

/**
 * The confusion table. µ read as u needs no row: "umol/L" is µmol/L already (`normaliseUnit` folds µ,
 * μ and u), and µ read as h is repaired on the line ("hmol/L", extract/index.ts).
 */
export const UNIT_CONFUSIONS: readonly UnitConfusion[] = [
  { printed: '/', read: ['j', 'l', 'i', '1', '|'], example: ['ngjmL', 'ng/mL'], seen: ISSUE_33 },
  { printed: '/', read: ['y'], example: ['gydL', 'g/dL'], seen: PHOTOSET },
  // The slash read as two glyphs: "mgj/dL" (calcium), "ngjimL" (folate) on the dim photos of run 3.
  { printed: '/', read: ['j/', 'ji'], example: ['ngjimL', 'ng/mL'], seen: PHOTOSET },
  { printed: 'i', read: ['l', '1', '|'], example: ['mlU/L', 'mIU/L'], seen: ISSUE_33 },
  { printed: 'l', read: ['i', '1', '|'], example: ['mmoI/L', 'mmol/L'], seen: PHOTO_FIXTURES },
  { printed: 'l', read: ['t'], example: ['cetLs/uL', 'cells/uL'], seen: PHOTOSET },
  { printed: 'o', read: ['0'], example: ['mm0l/L', 'mmol/L'], seen: PHOTO_FIXTURES },
  // "mmel/L" (urea, a dim photo of the 生化 sheet).
  { printed: 'o', read: ['e'], example: ['mmel/L', 'mmol/L'], seen: PHOTOSET },
  // "9/dL": the g of g/dL read as a 9 (Quest's haemoglobin, an angled photo).
  { printed: 'g', read: ['9'], example: ['9/dL', 'g/dL'], seen: PHOTOSET },
  // µ read as h where the slash and L are lost too ("hmol", uric acid): with "/L" lost, below.
  { printed: 'u', read: ['h'], example: ['hmol', 'μmol/L'], seen: PHOTOSET },
  // "cetts/oL": µ (u) read as o on Quest's absolute neutrophils, l read as t twice.
  { printed: 'u', read: ['o'], example: ['cetts/oL', 'cells/uL'], seen: PHOTOSET },
  // Issue 33 §2's list of glyphs OCR swaps: m read as rn (one printed glyph, two read), the 0 and 1 of
  // "10⁹" read as O and l, the caret of 10⁹ read as a tilde.
  { printed: 'm', read: ['rn'], example: ['ng/rnL', 'ng/mL'], seen: ISSUE_33_LIST },
  { printed: '0', read: ['o'], example: ['x1O^9/L', 'x10^9/L'], seen: ISSUE_33_LIST },
  { printed: '1', read: ['l', 'i', '|'], example: ['xl0^9/L', 'x10^9/L'], seen: ISSUE_33_LIST },
  { printed: '^', read: ['~'], example: ['x10~9/L', 'x10^9/L'], seen: ISSUE_33_LIST },
];

const READS = new Map<string, Set<string>>();
for (const c of UNIT_CONFUSIONS) {
  const set = READS.get(c.printed) ?? new Set<string>([c.printed]);
  for (const r of c.read) set.add(r);
  READS.set(c.printed, set);
}

/** What the printed glyph `p` may be read as: itself, or its confusions (one glyph or two). */
const readingsOf = (p: string): Iterable<string> => READS.get(p) ?? [p];

const isLetter = (c: string | undefined): boolean => c !== undefined && /[a-z]/.test(c);

/**
 * Whether `reading` is `unit` through the confusions with at most one letter lost or doubled (both in
 * `normaliseUnit` form). A doubled letter is an extra copy of its neighbour ("ng/mll"); a lost one is
 * any letter of the unit ("mmo/l"). The unit's glyphs are walked in order, each read as itself or as one
 * of its confusions ("rn" for m), so a confusion may read one glyph as two.
 */
function readsAs(reading: string, unit: string, edits = 0, strayAny = false): boolean {
  const n = reading.length;
  const m = unit.length;
  if (n > 2 * m + 1 || m > n + 1) return false;
  // seen[i][j][e]: unit glyphs 0..i-1 read as reading 0..j-1 with e (0 or 1) letters lost or doubled.
  const seen = new Set<string>();
  const walk = (i: number, j: number, e: number): boolean => {
    if (i === m && j === n) return true;
    const key = `${i},${j},${e}`;
    if (seen.has(key)) return false;
    seen.add(key);
    const p = unit[i];
    if (p !== undefined) {
      for (const r of readingsOf(p))
        if (reading.startsWith(r, j) && walk(i + 1, j + r.length, e)) return true;
      // A letter of the unit lost.
      if (e === 0 && isLetter(p) && walk(i + 1, j, 1)) return true;
    }
    // A letter of the reading doubled; with `strayAny`, any one letter added inside the amount, past its
    // first two glyphs and before the slash ("mmaol/L"): never a prefix (m, µ, n, p) nor the volume
    // after the slash (L, dL, mL), which would change the value's scale ("mlU/mL" stays unrepaired).
    const c = reading[j];
    const stray = strayAny && j >= 2 && j < reading.indexOf('/');
    return e === 0 && isLetter(c) && (stray || (j > 0 && c === reading[j - 1])) && walk(i, j + 1, 1);
  };
  return walk(0, 0, edits);
}

/** Every unit any marker is printed in, in `normaliseUnit` form. */
const ANY_UNIT: ReadonlySet<string> = new Set(
  allLabMarkers().flatMap((m) => Object.keys(m.units).map((u) => normaliseUnit(u))),
);

/** Glyphs a reading needs before one stray letter in it is taken for noise: "mmaol/L", not "mgl/L". */
const STRAY_MIN = 6;

/** Glyphs a reading with no slash needs before it counts as a unit cut short ("mmol"). */
const CUT_SHORT_MIN = 4;

/**
 * A token that could be a unit: letters, digits and the glyphs OCR makes of a slash or a caret, with two
 * letters or more, or one in a token of five glyphs or more ("×10~9/L").
 */
const UNIT_LIKE = /^[A-Za-zµμ0-9|/^~.×³²⁹]{2,16}$/u;
const unitLike = (token: string): boolean => {
  if (!UNIT_LIKE.test(token)) return false;
  const letters = (token.match(/[A-Za-zµμ]/gu) ?? []).length;
  return letters >= 2 || (letters === 1 && token.length >= 5);
};

/**
 * The marker's units a misread token may stand for through the confusion table: the unit itself when
 * exactly one fits (`repairedUnit`), the units the review's picker shows first when several do ("gjL" on
 * a haemoglobin: g/L and g/dL). Empty for a known spelling, a non-unit or an unknown marker. A reading
 * of four glyphs or more with no slash ("mmol", "hmol") may be a unit cut short after its amount, the
 * "/L" or "/dL" lost: then the units whose part before the slash it reads as, through the confusions
 * alone ("mmol" on a glucose: mmol/L; "mg" would be mg/L or mg/dL and is too short anyway).
 */
export function unitCandidates(markerKey: string, token: string): string[] {
  const marker = markerByKey(markerKey);
  if (!marker || !unitLike(token)) return [];
  const reading = normaliseUnit(token);
  const bySpelling = new Map<string, string>();
  for (const u of Object.keys(marker.units))
    if (!bySpelling.has(normaliseUnit(u))) bySpelling.set(normaliseUnit(u), u);
  if (bySpelling.has(reading)) return [];
  const fits = [...bySpelling].filter(([spelling]) => readsAs(reading, spelling)).map(([, u]) => u);
  if (fits.length > 0) return fits;
  // A stray letter that doubles nothing ("mmaol/L" for mmol/L, issue 33 §2 photo set), only in a
  // reading that spells no unit any marker is printed in: "mg/dL" on a marker printed only in mg/L is
  // a unit the marker does not know, never mg/L with a stray d (a tenfold change).
  if (reading.includes('/') && reading.length >= STRAY_MIN && !ANY_UNIT.has(reading)) {
    const stray = [...bySpelling]
      .filter(([spelling]) => spelling.includes('/') && readsAs(reading, spelling, 0, true))
      .map(([, u]) => u);
    if (stray.length > 0) return stray;
  }
  if (reading.includes('/') || reading.length < CUT_SHORT_MIN) return fits;
  return [...bySpelling]
    .filter(([spelling]) => spelling.includes('/') && readsAs(reading, spelling.split('/')[0] ?? '', 1))
    .map(([, u]) => u);
}

/**
 * The marker's unit a misread token stands for, when exactly one of its units reads so; null when
 * none or several do (the review's unit picker decides then), or the token is a known spelling already.
 */
export function repairedUnit(markerKey: string, token: string): string | null {
  const fits = unitCandidates(markerKey, token);
  return fits.length === 1 ? (fits[0] ?? null) : null;
}
