import { convertLabValue, findMarker, markerByKey, normaliseUnit } from '../index';

/**
 * Text → lab values: the parser behind report upload. It reads the lines a PDF text layer or OCR
 * produced and finds "name … value [flag] [unit] [range] [unit]" rows in Chinese and English
 * layouts. It is deliberately conservative: a row counts only when its label resolves to a known
 * marker; everything it returns goes through the user's review step before it changes a plan.
 *
 * Layouts handled (one marker per line):
 * - `1 血红蛋白 HGB 118 ↓ g/L 130-175` (row number, name, code, value, arrow, unit, range)
 * - `Hemoglobin 11.8 L 13.5-17.5 g/dL` (US order: range before unit)
 * - `总胆固醇 TC 5.2 mmol/L <5.2`, `25(OH)D：15 ng/mL`
 * OCR tolerance (documented): spaces between CJK characters are removed, and the common misreads of
 * "/L" as 儿 or 几 after a unit are repaired. Two-column layouts (two markers on one line) yield
 * the first marker only.
 */

export interface ExtractedMarker {
  /** Marker key (`markerByKey`). */
  marker: string;
  /** Value as printed, in `unit`. */
  value: number;
  /** Unit as printed, spelled as the knowledge base spells it when recognised; '' when none. */
  unit: string;
  /** True when `unit` is one the marker knows (the value can be converted and flagged). */
  unitKnown: boolean;
  /** The lab's printed reference range, in `unit`. */
  labRefLow?: number;
  labRefHigh?: number;
  /** The flag printed next to the value (↑ ↓ H L 偏高 …), when there is one. */
  flag?: 'low' | 'high';
  /** The source line after normalisation (shown in the review step). */
  line: string;
  /** 0-based index of the line in the text. */
  lineIndex: number;
}

const CJK = '\\u3400-\\u9fff\\uf900-\\ufaff';
const CJK_GAP = new RegExp(`(?<=[${CJK}])[ \\t]+(?=[${CJK}])`, 'g');
/**
 * OCR reads "/L" as a CJK look-alike (儿 几 人 作), sometimes keeping a stray L: "g 儿", "mmol 几 L",
 * "mmol/ 儿", "g 作 L".
 */
const OCR_PER_LITRE = /([A-Za-zμµ])\s*\/?\s*[儿几人作](?:\s*L)?(?=\s|$)/g;
const NUMBER = /\d+(?:\.\d+)?/g;
const RANGE = /(\d+(?:\.\d+)?)\s*(?:-|~|～|—|–|－|to)\s*(\d+(?:\.\d+)?)/;
const UPPER = /(?:<=|≤|<|＜|≦)\s*(\d+(?:\.\d+)?)/;
const LOWER = /(?:>=|≥|>|＞|≧)\s*(\d+(?:\.\d+)?)/;
/** Result flags printed between the value and the unit. */
const FLAG_TOKEN = /^(?:[↑↓↗↘*]+|H|L|HH|LL|High|Low|偏高|偏低|高|低)$/i;

/** Normalise one line: full-width forms, CJK gaps, OCR unit misreads, stray spaces. */
export function normaliseReportLine(line: string): string {
  if (typeof line !== 'string') return '';
  return line
    .normalize('NFKC')
    .replace(/\u00a0/g, ' ')
    .replace(CJK_GAP, '')
    .replace(OCR_PER_LITRE, '$1/L')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const before = (s: string, i: number): string => (i > 0 ? (s[i - 1] ?? '') : '');

/** A number that stands alone as a value: not part of a name (B12, HbA1c, 25-OH), date or range. */
function isValueToken(line: string, start: number, end: number): boolean {
  const prev = before(line, start);
  const next = line[end] ?? '';
  if (/[A-Za-z0-9.\-/<>≤≥＜＞~～]/.test(prev)) return false;
  if (/[0-9.\-/:~～(（]/.test(next)) return false;
  // "25-", "25 -" are range or name starts; "12 - 30" is a range, not a value.
  if (/^\s*[-~～–—]\s*\d/.test(line.slice(end))) return false;
  return true;
}

const letters = (s: string): string => normaliseUnit(s).replace(/[^a-z%]/g, '');

/**
 * The marker's spelling of a printed unit. OCR drops the slash ("mmolL"), so a token whose letters
 * equal exactly one known unit's letters also counts.
 */
function knownUnit(markerKey: string, token: string): string | null {
  const marker = markerByKey(markerKey);
  if (!marker || !token) return null;
  const want = normaliseUnit(token);
  const units = Object.keys(marker.units);
  for (const u of units) if (normaliseUnit(u) === want) return u;
  if (!/^[A-Za-zμµ][A-Za-zμµ/]*$/.test(token)) return null;
  const same = units.filter((u) => letters(u) === letters(token));
  return same.length === 1 ? (same[0] ?? null) : null;
}

function parseRange(rest: string): { low?: number; high?: number } {
  const r = RANGE.exec(rest);
  if (r) {
    const low = Number(r[1]);
    const high = Number(r[2]);
    if (Number.isFinite(low) && Number.isFinite(high) && low <= high) return { low, high };
  }
  const up = UPPER.exec(rest);
  if (up) return { high: Number(up[1]) };
  const lo = LOWER.exec(rest);
  if (lo) return { low: Number(lo[1]) };
  return {};
}

/** Parse one normalised line; undefined when it holds no known marker with a numeric value. */
function parseLine(line: string, lineIndex: number): ExtractedMarker | undefined {
  for (const m of line.matchAll(NUMBER)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isValueToken(line, start, end)) continue;
    const label = line.slice(0, start).replace(/[:：=]\s*$/, '');
    const marker = findMarker(label);
    if (!marker) continue;
    const value = Number(m[0]);
    if (!Number.isFinite(value) || convertLabValue(marker.key, value, marker.unit) === null) continue;

    const tokens = line.slice(end).trim().split(' ').filter(Boolean);
    // The unit: the first token the marker knows, anywhere after the value (US layouts print it last).
    let unit: string | null = null;
    let unitAt = -1;
    for (const [i, t] of tokens.entries()) {
      const u = knownUnit(marker.key, t.replace(/^[↑↓*]+|[↑↓*]+$/g, ''));
      if (u) {
        unit = u;
        unitAt = i;
        break;
      }
    }
    if (!unit && /^%/.test(line.slice(end))) unit = knownUnit(marker.key, '%');
    // The range sits in the tokens that are neither flags nor the unit.
    const rangeText = tokens
      .filter((t, i) => i !== unitAt && !FLAG_TOKEN.test(t))
      .join(' ')
      .replace(/\d+(?:\.\d+)?\s*m2\b/gi, '');
    const range = parseRange(rangeText);
    const rawUnit = unit ?? tokens.find((t) => !FLAG_TOKEN.test(t) && !/^[<>≤≥＜＞]?\d/.test(t)) ?? '';
    return {
      marker: marker.key,
      value,
      unit: unit ?? rawUnit,
      unitKnown: unit !== null,
      ...(range.low !== undefined ? { labRefLow: range.low } : {}),
      ...(range.high !== undefined ? { labRefHigh: range.high } : {}),
      line,
      lineIndex,
    };
  }
  return undefined;
}

/**
 * Every lab value found in a report's text (lines separated by newlines), in reading order.
 * Total: odd input gives []. When a marker appears on several lines, each is returned (the review
 * step shows them all; the engine keeps the last).
 */
export function extractMarkers(text: string): ExtractedMarker[] {
  if (typeof text !== 'string' || !text) return [];
  const out: ExtractedMarker[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    if (raw.length > 500) continue;
    const line = normaliseReportLine(raw);
    if (!line || !/\d/.test(line)) continue;
    const found = parseLine(line, i);
    if (found) out.push(found);
  }
  return out;
}
