import { extractMarkers, type ExtractedMarker } from '@nutri/domain/labs/extract';

/**
 * A second reading of a row's unit cell (issue 33 §2). The first reading (tesseract `chi_sim` + `eng`)
 * reads short Latin units in a Chinese serif line as Chinese glyphs: g/L as "外" or "上既", fL as "吉",
 * "mo" for µmol/L, "1IUML" for IU/L (bench/results/photoset-tesseract.md, run 4's miss list; the same on
 * the clean page, so it is the model, not the photo). Where a row's marker and value were read but its
 * unit was not one the marker is printed in, the cells from the value to the end of the line are read
 * again by an English-only reader restricted to the glyphs of values, units and ranges, using the word
 * boxes of the first reading to crop.
 *
 * The first reading is kept unless the second is clearly better: the second reading must give the same
 * marker and the same figure on that row (its digits; a point lost or seen is not a different figure here), with a unit the marker is
 * printed in. Then only that unit is added to the first reading's line (at its end, where US layouts print it and where the row reader
 * looks last), so the first reading's value, flag and range stand exactly as they were read: a second
 * reading never changes a figure or a flag, and never adds a row.
 *
 * Never a figure: a row whose unit was read is not read again, even when its value is implausible
 * ("231" mmol/L of calcium, its point lost). ADR 0041 and the product rules send a misread figure to the
 * review (check limits, the likely value offered, the confirmation refused until it is corrected or
 * confirmed); a second reading that replaced the figure would skip that, and two readings that disagree
 * on a figure are a question for the person, not for the reader.
 */

/** A word of the first reading and its box, in page pixels. */
export interface OcrWord {
  text: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A line of the first reading: its text, its words, and the part of the page it was read from. */
export interface OcrLine {
  text: string;
  words: readonly OcrWord[];
  /** The left and right bounds of the region read (a column of a two-column sheet, or the page). */
  regionLeft: number;
  regionRight: number;
}

/** A part of the page to read again. */
export interface Crop {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Reads a crop of the page with the English-only reader; answers its text. */
export type CropReader = (crop: Crop) => Promise<string>;

/** A row whose unit was taken from the second reading: for the bench and the tests. */
export interface SecondReading {
  lineIndex: number;
  read: string;
  unit: string;
}

/** At most this many second readings per page: a page of garbage is not read twice line by line. */
export const SECOND_READS_MAX = 24;

/**
 * The lines of the first reading with a unit the second reading found added where the first reading's
 * was unknown (see above). `pageWidth`/`pageHeight` bound the crops.
 */
export async function withSecondReadUnits(
  lines: readonly OcrLine[],
  page: { width: number; height: number },
  read: CropReader,
): Promise<{ lines: string[]; readings: SecondReading[] }> {
  const out = lines.map((l) => l.text);
  const readings: SecondReading[] = [];
  const found = extractMarkers(out.join('\n'));
  const perLine = new Map<number, ExtractedMarker[]>();
  for (const m of found) perLine.set(m.lineIndex, [...(perLine.get(m.lineIndex) ?? []), m]);
  let reads = 0;
  for (const [index, markers] of perLine) {
    // Two rows on one line (a two-column sheet read whole): which cells are whose is not known.
    const [row] = markers;
    if (markers.length !== 1 || !row) continue;
    if (row.unitKnown) continue;
    const line = lines[index];
    if (!line) continue;
    const crop = cropAfterValue(line, row.value, page);
    if (!crop) continue;
    if (reads++ >= SECOND_READS_MAX) break;
    const second = cleanSecondReading(await read(crop));
    const unit = unitOfSecondReading(out, index, row, line, second);
    if (!unit) continue;
    out[index] = `${out[index] ?? ''} ${unit}`;
    readings.push({ lineIndex: index, read: second, unit });
  }
  return { lines: out, readings };
}

/**
 * The unit token of the second reading when it is clearly better: the line read with the second
 * reading's cells in place of the first's gives the same marker and value, and a unit that marker is
 * printed in; and the first line with that unit added still gives the first reading's value, flag
 * and range, now with that unit. Null otherwise.
 */
export function unitOfSecondReading(
  texts: readonly string[],
  index: number,
  row: ExtractedMarker,
  line: OcrLine,
  second: string,
): string | null {
  if (!second) return null;
  const at = valueWordIndex(line.words, row.value);
  if (at < 0) return null;
  const head = line.words
    .slice(0, at)
    .map((w) => w.text)
    .join(' ');
  const again = rowAt(texts, index, `${head} ${second}`);
  // The same figure: its digits, the point aside (the English reader loses a point as the first one does,
  // "36H mg/L" for 3.6H; the value stays the first reading's either way, only the unit is taken).
  if (!again || again.marker !== row.marker || !sameDigits(again.value, row.value) || !again.unitKnown) {
    return null;
  }
  // The unit as the second reading spells it, when that is how it was taken ("mmol/L"), else as the
  // knowledge base spells it (a repair of "mmolL" is written out, so the first line reads it plainly).
  const token = again.unitRead ?? again.unit;
  const patched = rowAt(texts, index, `${texts[index] ?? ''} ${token}`);
  if (
    !patched ||
    patched.marker !== row.marker ||
    patched.value !== row.value ||
    patched.unit !== again.unit ||
    !patched.unitKnown ||
    patched.flag !== row.flag ||
    patched.labRefLow !== row.labRefLow ||
    patched.labRefHigh !== row.labRefHigh
  ) {
    return null;
  }
  return token;
}

/**
 * The second reading on one line, a point or comma after a unit's last letter dropped ("fL." "g/L,":
 * the English reader takes a speck or the cell's edge for one; the first reading drops them the same way).
 */
export function cleanSecondReading(text: string): string {
  return text
    .replace(/(?<=[A-Za-z])[.,]+(?=\s|$)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const digits = (n: number): string => String(n).replace('.', '');
const sameDigits = (a: number, b: number): boolean => digits(a) === digits(b);

/** The one row read on line `index` when its text is `text` (the lines above give its table heading). */
function rowAt(texts: readonly string[], index: number, text: string): ExtractedMarker | undefined {
  const lines = [...texts.slice(0, index), text];
  const rows = extractMarkers(lines.join('\n')).filter((m) => m.lineIndex === index);
  return rows.length === 1 ? rows[0] : undefined;
}

/** The first word holding the row's value as a number of its own ("76.4", "3.6H"); -1 when none. */
export function valueWordIndex(words: readonly OcrWord[], value: number): number {
  return words.findIndex((w) =>
    [...w.text.matchAll(/\d+(?:\.\d+)?/g)].some(
      (n) =>
        Number(n[0]) === value &&
        !/[\d.]/.test(w.text[n.index - 1] ?? '') &&
        !/\d/.test(w.text[n.index + n[0].length] ?? ''),
    ),
  );
}

/**
 * From the value's word to the end of the line's region, a third of a line height above and below:
 * the value, flag, unit and range cells. The value is read again so that the English reader sees the
 * row as a line of figures and units, as it was trained; the crop stops at the region read (the column
 * of a two-column sheet).
 */
export function cropAfterValue(
  line: OcrLine,
  value: number,
  page: { width: number; height: number },
): Crop | null {
  const at = valueWordIndex(line.words, value);
  const first = line.words[at];
  if (!first) return null;
  const words = line.words.slice(at);
  const top = Math.min(...words.map((w) => w.y0));
  const bottom = Math.max(...words.map((w) => w.y1));
  const h = Math.max(8, bottom - top);
  const pad = Math.round(h / 3);
  const left = Math.max(line.regionLeft, Math.floor(first.x0 - pad));
  const right = Math.min(page.width, line.regionRight);
  const y0 = Math.max(0, Math.floor(top - pad));
  const y1 = Math.min(page.height, Math.ceil(bottom + pad));
  if (right - left < 8 || y1 - y0 < 8) return null;
  return { left, top: y0, width: right - left, height: y1 - y0 };
}
