import { LAB_STOP_TERMS } from '../../knowledge/lab-markers';
import {
  allLabMarkers,
  convertLabValue,
  findMarker,
  markerByKey,
  normaliseLabText,
  normaliseUnit,
  type LabMarker,
} from '../index';
import { isProse, namesAnotherTest } from './not-markers';
import { repairedUnit } from './unit-repair';

export { unitCandidates } from './unit-repair';

/**
 * A short English word after a value is prose, never a misread unit: "hemoglobin is only 8.1 so I've been
 * taking … to build it up" read "it" as g/L through the confusion table, and a haemoglobin of 8.1 g/L sent a
 * sickle-cell patient to the emergency department (blind answer round 30, en-014, unsafe).
 */
const PROSE_WORD = /^(it|is|in|at|to|so|if|up|on|of|or|as|an|by|me|my|he|we|us|am|be|do|go|no|ok|its|it's)$/i;
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
 * both: the line is split where a second test's name starts (issue 33 §2).
 *
 * Phone photos (issue 18 §4) add, measured on the photo fixtures (apps/api/test/fixtures/photos.ts):
 * - Flags: ↑ ↓ H L HH LL 偏高 偏低 高 低 * are read as the row's flag wherever they sit (glued to
 *   the value, "12↑", "1.2H", or in a column of their own), never as a unit or part of the value.
 *   OCR reads an arrow as 个 (↑) or t/f/T, and a blurred arrow or letter as an arbitrary CJK glyph
 *   (沁, 岂, 由, 有, even 上 for ↓) or a lone digit after the range: such a mark says "flagged" but
 *   not which way, so its direction is taken from the printed range, and a mark next to a value
 *   inside the range is no flag. A ↓ that OCR drops altogether (it does, now and then) is no flag.
 * - Unit and name repairs: "hmol" (μ read as h) → μmol, "mlIU" → mIU, "mmol/ L" → mmol/L, a "9%" right
 *   after the value → %, a digit glued before a unit ("8g/L") dropped, "A1c" read as "Alc", "B12"
 *   read as "Bl12", "25- 羟基" split after the hyphen.
 * - A CJK name with one character misread ("肌本" for 肌酐) is matched when every other character
 *   agrees, the first one included ("球蛋白" is never albumin's 白蛋白), no exclusion term is as near,
 *   and the unit read is one that marker is printed in. When several markers are as near ("谷两": 谷丙
 *   ALT or 谷草 AST), the one whose guideline range the row prints, exactly, if only one does.
 * - An English name of seven letters or more with one glyph added, lost or misread ("Tiiglycerides",
 *   "Albpumin", "HEM0OGLOBIN") is matched under the same conditions (issue 33 §2).
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
  /**
   * The unit as OCR read it, when the reader repaired it to `unit` through the confusion table
   * (unit-repair.ts: "ngjmL" → ng/mL): the review shows both.
   */
  unitRead?: string;
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
/** Result flags as printed: arrows, letters, words. */
const FLAG_TOKEN = /^(?:[↑↓↗↘⬆⬇*]+|H|L|HH|LL|High|Low|偏高|偏低|高|低|升高|降低)$/i;
/**
 * A flag letter with a stray "1" after it ("8.2L1": a ↓ redrawn as L, the edge of its blanked box read
 * as one more stroke, issue 33 §2 photo set). Only "1", the glyph a lone vertical stroke reads as.
 */
const FLAG_STRAY_ONE = /^[HL]1$/;
/** What OCR makes of a printed ↑: 个 above all; t, f or T for a thin arrow. */
const OCR_UP_ARROW = /^(?:个|[tf]{1,2}|T)$/;
/**
 * A mark in a flag position that OCR could not read (a blurred arrow or letter): one or two CJK
 * glyphs or a bar. It is a flag whose direction the printed range decides. A bracket or bar glued
 * before the glyphs ("76.4 [和 82-100": the cell's edge or a speck, as in "[L") is part of the mark.
 */
const UNREAD_MARK = /^(?:[[【|]?[\u3400-\u9fff]{1,2}|[|!+[\]【】])$/u;
/** Quotes and CJK punctuation OCR glues to a token ("“mg/dL", "mmol/L。"), or reads from specks. */
const STRAY = /^[“”"‘’'`。，、,;；:：]+|[“”"‘’'`。，、,;；:：]+$/gu;
/** "241 09/12/2024": a previous result and its date (a column shown for comparison only). */
const PREVIOUS_RESULT = /^\s*\d{1,2}\/\d{1,2}\/?\d{2,4}(?![\d/])/;

/** A token after the value, stray quotes and punctuation dropped; "%%" is "%". */
function cleanToken(token: string): string {
  // "[L": a speck or the cell's edge read as a bracket glued to the flag letter (Quest's out-of-range
  // column on a photo); a bracket alone stays a mark.
  const t = token.replace(STRAY, '').replace(/^[[【|]+(?=(?:H|L|HH|LL)$)/, '');
  return /^%+$/.test(t) ? '%' : t;
}

/** Normalise one line: full-width forms, CJK gaps, OCR unit misreads, stray spaces. */
export function normaliseReportLine(line: string): string {
  return readReportLine(line).text;
}

/** A unit misread repaired on the line (μ read as h, "/L" read as 儿, 10“9 for 10^9): the text as read, and as repaired. */
interface LineRepair {
  read: string;
  repaired: string;
}

/** Normalise one line (`normaliseReportLine`), keeping the unit repairs made on it. */
function readReportLine(line: string): { text: string; repairs: LineRepair[] } {
  if (typeof line !== 'string') return { text: '', repairs: [] };
  const repairs: LineRepair[] = [];
  const unitRepair =
    (replacement: string) =>
    (match: string, ...groups: unknown[]): string => {
      const repaired = replacement.replace(/\$(\d)/g, (_, d: string) => String(groups[Number(d) - 1] ?? ''));
      if (repaired !== match) repairs.push({ read: match.trim(), repaired: repaired.trim() });
      return repaired;
    };
  const text = line
    .normalize('NFKC')
    .replace(/\u00a0/g, ' ')
    .replace(CJK_GAP, '')
    .replace(SPACED_NAMES, (name) => name.replace(/\s+/g, ''))
    .replace(CJK_CODE_GAP, '')
    .replace(OCR_HYPHEN_GAP, '$1-')
    .replace(OCR_PER_LITRE, unitRepair('$1/L'))
    .replace(OCR_SLASH_GAP, '$1/L')
    .replace(OCR_MICRO, unitRepair('μmol/'))
    .replace(OCR_MICRO_NO_SLASH, unitRepair('μmol'))
    .replace(OCR_TEN_POWER, unitRepair('10^$1/L'))
    .replace(OCR_TEN_TILDE, unitRepair('10^$1/L'))
    .replace(OCR_MIU, unitRepair('mIU'))
    .replace(OCR_UIU, unitRepair('μIU'))
    .replace(OCR_A1C, '$1A1c')
    .replace(OCR_B12, 'B12')
    .replace(/[ \t]+/g, ' ')
    .trim();
  return { text, repairs };
}

/**
 * "餐后 2 小时血糖": OCR spaces out a Chinese name that holds a digit, and the digit would read as a
 * value. The names (markers' and stop terms') that mix CJK and digits, or hold a Latin letter between
 * Chinese ones ("超敏C反应蛋白"), are joined again.
 */
const SPACED_NAMES: RegExp = (() => {
  const names = new Set<string>();
  // A Latin letter inside a Chinese name ("超敏C反应蛋白": "超 敏 C 反 应 蛋白") is spaced out the same way.
  const mixed = (n: string) =>
    new RegExp(`[${CJK}]`).test(n) && (/\d/.test(n) || new RegExp(`[${CJK}][A-Za-z]+[${CJK}]`).test(n));
  for (const m of allLabMarkers()) for (const n of [m.zh, ...m.aliases]) if (mixed(n)) names.add(n);
  for (const t of LAB_STOP_TERMS) if (mixed(t)) names.add(t);
  const esc = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alts = [...names]
    .sort((a, b) => b.length - a.length)
    .map((n) => [...n.replace(/\s+/g, '')].map(esc).join('\\s*'));
  return new RegExp(alts.join('|'), 'g');
})();

/** "维生素 D 15", "维生素 B12 120": OCR splits a letter (and digits) that end a Chinese name from it. */
const CJK_CODE_GAP = new RegExp(`(?<=[${CJK}])[ \\t]+(?=[A-Z]\\d{0,2}[ \\t]+\\d)`, 'g');
/** "25- 羟基维生素D": OCR puts a space after the hyphen of a name that starts with a number. */
const OCR_HYPHEN_GAP = new RegExp(`(\\d)-\\s+(?=[${CJK}])`, 'g');
/** "mmol/ L": the slash and the L read as two words. */
const OCR_SLASH_GAP = /([A-Za-zμµ])\/\s+L(?=\s|$)/g;
/** "hmol/L": μ read as h (no unit is spelled "hmol"). */
const OCR_MICRO = /(?<![A-Za-z])hmol\//g;
/** "hmolL", "bmolL", "hmoyL": μ read as h or b, the slash lost or read as a letter. */
const OCR_MICRO_NO_SLASH = /(?<![A-Za-z])[hb]mol(?=[jy|]?L(?![A-Za-z]))/g;
/**
 * "10^9L", "10*9L" (printed so by many Chinese labs), "10^*9 儿", "10“9 几": 10^9/L (and 10^12/L) with
 * the caret read as a quote or star and the slash lost. The exponent is read as printed, never guessed.
 */
const OCR_TEN_POWER = /(?<![\d.])10\s*[\^*“”"'`]{1,2}\s*(9|12)\s*(?:\/\s*L|L|\/?\s*[儿几]\s*L?)(?=\s|$)/g;
/**
 * "10~9/L": the raised 9 of 10⁹/L read as "~9" (PP-OCRv4, issue 33 §1: every 10⁹/L row of set 1's
 * blood count). Only with its "/L" glued on: "10~12" alone is a Chinese range.
 */
const OCR_TEN_TILDE = /(?<![\d.])10~(9|12)\/L(?=\s|$)/g;
/** "mlIU/L": the m of mIU read as "ml". */
const OCR_MIU = /(?<![A-Za-z])mlIU(?![A-Za-z])/g;
/** "ulIU/mL": μIU with the same stray l (issue 33 §2 photo set). */
const OCR_UIU = /(?<![A-Za-z])[uμµ]lIU(?![A-Za-z])/g;
/** "HbAlc", "Hemoglobin Alc": the 1 of A1c read as l or I. */
const OCR_A1C = /(^|[^A-Za-z]|Hb)A[lI|]c(?![A-Za-z])/g;
/** "Bl12": B12 with a stray l. */
const OCR_B12 = /(?<![A-Za-z])B[lI|]12(?!\d)/g;

const before = (s: string, i: number): string => (i > 0 ? (s[i - 1] ?? '') : '');

/** A number that stands alone as a value: not part of a name (B12, HbA1c, 25-OH), date or range. */
function isValueToken(line: string, start: number, end: number): boolean {
  const prev = before(line, start);
  const next = line[end] ?? '';
  if (/[A-Za-z0-9.\-/<>≤≥＜＞~～]/.test(prev)) return false;
  if (/[0-9.\-/:~～(（]/.test(next)) return false;
  // "10^9/L", "10*9/L": the base of a unit's power of ten, never a value ("NEUT# 才 .51 10^9/L": the
  // value garbled, the unit's 10 was read as the count). A star before a space is a flag ("6.8* mmol/L").
  if (/^[\^*]\s*\d/.test(line.slice(end))) return false;
  // "25-", "25 -" are range or name starts; "12 - 30" is a range, not a value.
  if (/^\s*[-~～–—]\s*\d/.test(line.slice(end))) return false;
  // "1,25-Dihydroxy", "1,25(OH)2D": the start of a name, not a value (ninth clinician review, en P1:
  // "Vitamin D, 1,25-Dihydroxy 92 pg/mL" was read as a 25-OH vitamin D of 1).
  if (/^,\d{1,2}\s*[-(（]/.test(line.slice(end))) return false;
  // "AST (5GOT) 32", "AST (5": the S of "(SGOT)" read as a 5. A figure glued after an opening bracket
  // and before a letter (or the line's end) is a glyph of a name.
  if (/[(（]/.test(prev) && (/[A-Za-z]/.test(next) || line.slice(end).trim() === '')) return false;
  if (garbledFigure(line, start, end)) return false;
  // "(2hPG)": a number glued to letters that together spell a marker's name.
  if (/[A-Za-z]/.test(next)) {
    const run = /^[A-Za-z0-9#%-]*/.exec(line.slice(start))?.[0] ?? '';
    if (NAME_TOKENS.has(normaliseLabText(run))) return false;
  }
  return true;
}

/**
 * A figure in a value's place that OCR garbled: "082", "015" (a leading zero says a decimal point was
 * lost: 0.82), "1L12" (1.12, its point read as L), "5S.1", "168T7". It is no value, and no later number
 * on the line is taken for the row in its place.
 */
function garbledFigure(line: string, start: number, end: number): boolean {
  const rest = line.slice(end);
  // "8.2L1": a figure with its point, then a flag letter and a stray "1" (FLAG_STRAY_ONE), is the value
  // and its flag; the letter cannot be a lost point (the figure has one) and "1" is no second figure.
  if (line.slice(start, end).includes('.') && /^[HL]1(?=\s|$)/.test(rest)) return false;
  return /^0\d/.test(line.slice(start, end)) || /^[A-Za-z]{1,2}[\d.]/.test(rest);
}

/** The markers' ASCII names that start with a digit ("2hPG", "25OHD"): never a value and its unit. */
const NAME_TOKENS: ReadonlySet<string> = new Set(
  allLabMarkers()
    .flatMap((m) => [m.en, ...m.aliases])
    .filter((n) => /^\d/.test(n) && /^[\x20-\x7e]+$/.test(n))
    .map((n) => normaliseLabText(n)),
);

const letters = (s: string): string => normaliseUnit(s).replace(/[^a-z%]/g, '');

/**
 * The marker's spelling of a printed unit. OCR drops the slash ("mmolL"), so a token whose letters
 * equal exactly one known unit's letters also counts.
 */
function knownUnit(markerKey: string, token: string): string | null {
  // "1U/L": the I of IU/L read as 1, when the marker is printed in IU/L; "8g/L": a glyph of the unit
  // read as a digit glued before it.
  if (/^\d[A-Za-zμµ]/.test(token)) {
    const asI = token.startsWith('1') ? plainUnit(markerKey, `I${token.slice(1)}`) : null;
    return plainUnit(markerKey, token) ?? asI ?? plainUnit(markerKey, token.slice(1));
  }
  return plainUnit(markerKey, token);
}

function plainUnit(markerKey: string, token: string): string | null {
  const marker = markerByKey(markerKey);
  if (!marker || !token) return null;
  const want = normaliseUnit(token);
  const units = Object.keys(marker.units);
  for (const u of units) if (normaliseUnit(u) === want) return u;
  const perArea = PER_BODY_AREA.exec(token);
  if (perArea) return perBodyArea(units, perArea[1] ?? '');
  if (!/^[A-Za-zμµ][A-Za-zμµ/]*$/.test(token)) return null;
  const same = units.filter((u) => letters(u) === letters(token));
  return same.length === 1 ? (same[0] ?? null) : null;
}

/** "mL/min/1.73", "mLmin/1.73 m2": a rate per 1.73 m² of body surface (eGFR), the m² often left off. */
const PER_BODY_AREA = /^([A-Za-zμµ/]+?)\/?1\.73(?:m2|m²)?$/;

/**
 * The marker's per-1.73 m² unit whose letters before "/1.73" are the token's (the slash may be lost),
 * or but for one letter misread when the marker has only that one per-1.73 m² unit ("mUmin/1.73": the
 * "L/" of mL/min read as U, issue 33 §2 photo set).
 */
function perBodyArea(units: readonly string[], head: string): string | null {
  const perArea = units.flatMap((u) => {
    const m = /^(.*?)\/1\.73(?:m2|m²)$/.exec(u);
    return m ? [{ unit: u, head: letters(m[1] ?? '') }] : [];
  });
  const read = letters(head);
  const fits = perArea.filter((u) => u.head === read);
  if (fits.length === 1) return fits[0]?.unit ?? null;
  const only = perArea.length === 1 ? perArea[0] : undefined;
  return only && read.length >= 4 && oneLetterMisread(only.head, read) ? only.unit : null;
}

/** Same length, exactly one letter different. */
function oneLetterMisread(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let differ = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) differ++;
  return differ === 1;
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

type Flag = NonNullable<ExtractedMarker['flag']>;

/** The direction a printed flag token gives; 'mark' when it says "flagged" but not which way. */
function flagOf(token: string): Flag | 'mark' | null {
  if (FLAG_TOKEN.test(token)) {
    if (/^[↑↗⬆]+$|^(?:H|HH|High|偏高|高|升高)$/i.test(token)) return 'high';
    if (/^[↓↘⬇]+$|^(?:L|LL|Low|偏低|低|降低)$/i.test(token)) return 'low';
    return 'mark';
  }
  if (FLAG_STRAY_ONE.test(token)) return token.startsWith('H') ? 'high' : 'low';
  if (OCR_UP_ARROW.test(token)) return 'high';
  if (UNREAD_MARK.test(token)) return 'mark';
  return null;
}

/** Arrows glued to a neighbour ("12↑" leaves "↑mmol/L" after the value) become tokens of their own. */
function splitArrows(token: string): string[] {
  const m = /^([↑↓↗↘⬆⬇]*)(.*?)([↑↓↗↘⬆⬇]*)$/u.exec(token);
  return m ? [m[1] ?? '', m[2] ?? '', m[3] ?? ''].filter(Boolean) : [token];
}

/** Parse one normalised line; undefined when it holds no known marker with a numeric value. */
function parseLine(line: string, lineIndex: number, header: readonly HeaderUnit[] = []): ExtractedMarker[] {
  const first = firstRow(line, header);
  if (!first) {
    // The line's first test is not one that is read (转铁蛋白 TRF 2.1 g/L 2.0-3.6): a second test on it is.
    const value = [...line.matchAll(NUMBER)].find((n) => isValueToken(line, n.index, n.index + n[0].length));
    const cut = value ? secondColumnAt(line, value.index + value[0].length) : undefined;
    return cut !== undefined ? parseLine(line.slice(cut).trim(), lineIndex, header) : [];
  }
  const { row, cut } = first;
  if (cut === undefined) return [{ ...row, line, lineIndex }];
  const rest = line.slice(cut).trim();
  return [{ ...row, line: line.slice(0, cut).trim(), lineIndex }, ...parseLine(rest, lineIndex, header)];
}

/**
 * Where a second test starts on a printed line (two-column sheets: "血清铁 Fe 8.2 μmol/L 10.6-36.7 |
 * 同型半胱氨酸 16.8 μmol/L 0-15"), after the first row's value at `end`: the first word after it whose
 * text up to the next value holds no digit (a name, not the first row's unit, flag or range), when
 * that text reads as a row of its own. Undefined when there is none: the line is one row.
 */
function secondColumnAt(line: string, end: number): number | undefined {
  for (const w of line.slice(end).matchAll(/(?:^|\s)(?=\S)/g)) {
    const at = end + w.index + w[0].length;
    const seg = line.slice(at);
    if (/^[\d.<>≤≥＜＞~-]/.test(seg)) continue;
    const value = [...seg.matchAll(NUMBER)].find((n) => isValueToken(seg, n.index, n.index + n[0].length));
    if (!value) return undefined;
    if (/\d/.test(seg.slice(0, value.index))) continue;
    // The row must be read at that value: a later one ("pmolL 133675 | 血清锌 Zn 10.4", the first row's
    // range read without its dash) is no second column starting here.
    if (firstRow(seg)?.start === value.index) return at;
    // A name the reader does not know ("超人敏 C 反应蛋白 3.6 个", its first glyphs misread) after the
    // first row's printed range is a second test all the same: its flag and unit are not the first's.
    const name = seg.slice(0, value.index);
    const pastRange = RANGE.test(line.slice(end, at));
    return pastRange && (new RegExp(`[${CJK}]{2}`).test(name) || /[A-Za-z]{3}/.test(name)) ? at : undefined;
  }
  return undefined;
}

/**
 * Units in a label: a lower-case token with a slash ("mg/dL", "μmol/L") or a lower-case amount ("mg",
 * "mmol"). They are what another row printed after its value, not a name.
 */
const UNIT_WORD =
  /(?<=^|\s)(?:[a-zμµ]{1,5}\/[A-Za-z0-9.^]{1,10}|mg|ng|pg|ug|μg|µg|mmol|μmol|µmol|umol|ml|dl)(?=\s|$)/gu;

/** The marker is named only by a unit word in the label ("High mg/dL": Mg). */
function namedByUnitWord(label: string, found: LabMarker): boolean {
  const rest = label.replace(UNIT_WORD, ' ');
  return rest !== label && findMarker(rest)?.key !== found.key;
}

/**
 * The label's Chinese name is, but for one misread glyph (not the first), the name of a test that is
 * not read, and longer than the marker's name it holds ("平均红细驹血红蛋白": MCH, which holds 血红蛋白).
 */
function nearExcludedName(label: string): boolean {
  const runs = label.match(CJK_RUN) ?? [];
  return runs.some(
    (run) =>
      run.length >= 4 &&
      findMarker(run) !== undefined &&
      !allLabMarkers().some((m) => [m.zh, ...m.aliases].includes(run)) &&
      CJK_NAMES.some(
        ({ name, marker }) => marker === null && name.length === run.length && oneGlyphOff(name, run),
      ),
  );
}

/** Same length, same first glyph, exactly one other glyph different. */
function oneGlyphOff(name: string, run: string): boolean {
  if (name.length !== run.length || name[0] !== run[0]) return false;
  let differ = 0;
  for (let i = 1; i < name.length; i++) if (name[i] !== run[i]) differ++;
  return differ === 1;
}

/** The label names a marker, exactly or but for one glyph. */
const namesAMarker = (label: string): boolean =>
  findMarker(label) !== undefined || nearMarkers(label).length > 0 || nearEnglishMarkers(label).length > 0;

/** The first row a line prints, and where a second test starts on it (`cut`), if one does. */
function firstRow(
  line: string,
  header: readonly HeaderUnit[] = [],
): { row: RowRead; start: number; cut?: number } | undefined {
  for (const m of line.matchAll(NUMBER)) {
    const start = m.index;
    const end = start + m[0].length;
    const label = line.slice(0, start).replace(/[:：=]\s*$/, '');
    // A garbled figure where the row's value stands: the row is not read, rather than from a later number.
    if (garbledFigure(line, start, end) && !/[A-Za-z0-9]/.test(before(line, start)) && namesAMarker(label)) {
      return undefined;
    }
    if (!isValueToken(line, start, end)) continue;
    const value = Number(m[0]);
    if (!Number.isFinite(value)) continue;
    // A number followed by a date is the previous result (LabCorp's "Previous Result and Date"): the
    // current one was not read, and the previous one is not taken for it.
    if (PREVIOUS_RESULT.test(line.slice(end))) continue;
    // A sentence ("… a 25-OH vitamin D level below 20 ng/mL") prints no result.
    if (isProse(label)) return undefined;
    const found = findMarker(label);
    // "High mg/dL 70.99", "3.6H mg 0.3": a unit read as a name (mg as magnesium's Mg); "平均红细驹血红
    // 蛋白 MCH 24.4": another test's name with one glyph misread, holding the marker's name.
    if (found && (namedByUnitWord(label, found) || nearExcludedName(label))) continue;
    // "尿酸碱度 6.0" is urine pH, not uric acid: the name of another test holding the marker's.
    const exact = found && !namesAnotherTest(label, found.key) ? found : undefined;
    if (found && !exact) continue;
    const candidates = exact
      ? []
      : [...nearMarkers(label), ...nearEnglishMarkers(label)].filter(
          (marker) => !namesAnotherTest(label, marker.key),
        );
    if (!exact && candidates.length === 0) continue;
    // The row's unit, flag and range are read up to a second test on the line, if one starts.
    const cut = secondColumnAt(line, end);
    const after = line.slice(end, cut);
    const at = cut !== undefined ? { start, cut } : { start };
    if (exact) {
      const row = readRow(exact, value, after);
      if (row) return { row, ...at };
      continue;
    }
    // A name matched despite a misread glyph counts only with a unit that marker is printed in; when
    // several markers are that near (谷两: 谷丙 ALT or 谷草 AST; 血?: 血钾 血钠 血钙…), the printed
    // range must be one of exactly one candidate's guideline ranges, and its unit that candidate's.
    const near = candidates
      .map((marker) => readRow(marker, value, after))
      // A unit repaired from a misread (unit-repair.ts) is a second guess on top of the name's: not enough.
      // A row with no unit of its own under a heading that prints one of the marker's ("结果(mmol/L)",
      // spelled as the marker spells it) has that unit as printed.
      .filter(
        (row): row is RowRead =>
          row !== undefined &&
          ((row.unitKnown && !fromRepairTable(row)) ||
            (row.unit === '' && header.some((h) => plainUnit(row.marker, h.unit) !== null))),
      );
    const chosen = candidates.length === 1 ? near : near.filter(printsGuidelineRange);
    if (chosen.length === 1 && chosen[0]) return { row: chosen[0], ...at };
  }
  return undefined;
}

type RowRead = Omit<ExtractedMarker, 'line' | 'lineIndex'>;

/** Rows whose unit came from the confusion table (unit-repair.ts), not from a reading of its spelling. */
const REPAIRED = new WeakSet<RowRead>();
const fromRepairTable = (row: RowRead): boolean => REPAIRED.has(row);

/** What follows a value, read for one marker: unit, printed range, flag. */
function readRow(marker: LabMarker, value: number, after: string): RowRead | undefined {
  if (convertLabValue(marker.key, value, marker.unit) === null) return undefined;
  const tokens = after
    .replace(/(?:^|\s)\d+(?:\.\d+)?\s+\d{1,2}\/\d{1,2}\/?\d{2,4}(?=\s|$)/g, ' ')
    .trim()
    .split(' ')
    .map(cleanToken)
    .filter(Boolean)
    .flatMap(splitArrows);
  // The unit: the first token the marker knows, anywhere after the value (US layouts print it last).
  let unit: string | null = null;
  let unitAt = -1;
  let unitRead: string | undefined;
  let repaired = false;
  for (const [i, t] of tokens.entries()) {
    const token = t.replace(/^\*+|\*+$/g, '');
    const u = knownUnit(marker.key, token);
    if (u) {
      unit = u;
      unitAt = i;
      // "ngmL", "8g/L": read otherwise than the unit is spelled; the review shows the reading.
      if (normaliseUnit(token) !== normaliseUnit(u)) unitRead = token;
      break;
    }
  }
  // Else a misread unit ("ngjmL", "mlU/L") that stands for exactly one of the marker's units; flags
  // ("L", "HH", "Low") are never read as units.
  if (!unit) {
    for (const [i, t] of tokens.entries()) {
      if (flagOf(t) !== null || PROSE_WORD.test(t)) continue;
      const u = repairedUnit(marker.key, t);
      if (u) {
        unit = u;
        unitAt = i;
        unitRead = t;
        repaired = true;
        break;
      }
    }
  }
  if (!unit && /^%/.test(after)) unit = knownUnit(marker.key, '%');
  // "9%": the percent sign's ring read as a 9, right after the value.
  const first = tokens.findIndex((t) => flagOf(t) === null);
  if (!unit && tokens[first] === '9%' && knownUnit(marker.key, '%')) {
    unit = knownUnit(marker.key, '%');
    unitAt = first;
  }
  const marks = tokens.map((t, i) => (i === unitAt ? null : flagOf(t)));
  // A lone digit after the range, last on the line, is an arrow OCR read as a digit ("4.0-6.0 3").
  const last = tokens.length - 1;
  if (last > 0 && /^\d$/.test(tokens[last] ?? '') && RANGE.test(tokens.slice(0, last).join(' '))) {
    marks[last] = 'mark';
  }
  // So is a lone digit in the flag column, between the value and the printed range or bound ("0.98 1
  // >1.0", the ↓ of a 提示 column): its direction, as for any mark, is the range's to say.
  if (/^\d$/.test(tokens[0] ?? '') && /^(?:[<>≤≥＜＞]\s*\d|\d+(?:\.\d+)?[-~～]\d)/.test(tokens[1] ?? '')) {
    marks[0] = 'mark';
  }
  // The range sits in the tokens that are neither flags nor the unit.
  const rangeText = tokens
    .filter((_, i) => i !== unitAt && marks[i] === null)
    .join(' ')
    .replace(/\d+(?:\.\d+)?\s*m2\b/gi, '');
  const range = parseRange(rangeText);
  const rawUnit = unit ?? tokens.find((t, i) => marks[i] === null && !/^[<>≤≥＜＞]?\d/.test(t)) ?? '';
  // A flag read as printed outranks a mark OCR could not read ("上 L" for a blurred "L").
  const printed = marks.find((f) => f === 'low' || f === 'high') ?? marks.find((f) => f === 'mark') ?? null;
  const flag = printed === 'mark' ? rangeSide(value, range) : printed;
  const row: RowRead = {
    marker: marker.key,
    value,
    unit: unit ?? rawUnit,
    unitKnown: unit !== null,
    ...(unitRead !== undefined ? { unitRead } : {}),
    ...(range.low !== undefined ? { labRefLow: range.low } : {}),
    ...(range.high !== undefined ? { labRefHigh: range.high } : {}),
    ...(flag ? { flag } : {}),
  };
  if (repaired) REPAIRED.add(row);
  return row;
}

/** The printed range, in the marker's canonical unit, is one of its guideline ranges exactly. */
function printsGuidelineRange(row: RowRead): boolean {
  const marker = markerByKey(row.marker);
  if (!marker || row.labRefLow === undefined || row.labRefHigh === undefined) return false;
  const low = convertLabValue(row.marker, row.labRefLow, row.unit);
  const high = convertLabValue(row.marker, row.labRefHigh, row.unit);
  if (low === null || high === null) return false;
  const same = (a: number | null, b: number) =>
    a !== null && Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));
  return marker.ranges.some((r) => same(r.low, low) && same(r.high, high));
}

/** Which side of the printed range a value lies on; null inside it or without a range. */
function rangeSide(value: number, range: { low?: number; high?: number }): Flag | null {
  if (range.low !== undefined && value < range.low) return 'low';
  if (range.high !== undefined && value > range.high) return 'high';
  return null;
}

const CJK_RUN = new RegExp(`[${CJK}]+`, 'g');
const cjkOnly = new RegExp(`^[${CJK}]{2,}$`);

/** Pure-CJK names of two or more characters: the markers' and the exclusion terms (marker null). */
const CJK_NAMES: readonly { name: string; marker: LabMarker | null }[] = (() => {
  const out: { name: string; marker: LabMarker | null }[] = [];
  for (const m of allLabMarkers()) {
    for (const name of new Set([m.zh, ...m.aliases])) if (cjkOnly.test(name)) out.push({ name, marker: m });
  }
  for (const t of LAB_STOP_TERMS) if (cjkOnly.test(t)) out.push({ name: t, marker: null });
  return out;
})();

/**
 * The markers whose Chinese name the label's CJK run matches but for one misread character, not the
 * first (OCR reads 肌酐 as 肌本, 甘油三酯 as 甘油三栈). None when an exclusion term is that near too
 * (肌酐清除率).
 */
function nearMarkers(label: string): LabMarker[] {
  const runs = label.match(CJK_RUN) ?? [];
  if (runs.length !== 1) return [];
  const run = runs[0] ?? '';
  if (run.length < 2) return [];
  const fits = new Set<LabMarker | null>();
  for (const { name, marker } of CJK_NAMES) {
    if (name.length !== run.length || name[0] !== run[0]) continue;
    let differ = 0;
    for (let i = 1; i < name.length && differ < 2; i++) if (name[i] !== run[i]) differ++;
    if (differ === 1) fits.add(marker);
  }
  if (fits.has(null)) return [];
  return [...fits].filter((m): m is LabMarker => m !== null);
}

/** English one-word names of seven letters or more: the markers' and the exclusion terms' (marker null). */
const EN_WORDS: readonly { name: string; marker: LabMarker | null }[] = (() => {
  const out: { name: string; marker: LabMarker | null }[] = [];
  const long = /^[A-Za-z]{7,}$/;
  for (const m of allLabMarkers())
    for (const n of new Set([m.en, ...m.aliases]))
      if (long.test(n)) out.push({ name: n.toLowerCase(), marker: m });
  for (const t of LAB_STOP_TERMS) if (long.test(t)) out.push({ name: t.toLowerCase(), marker: null });
  return out;
})();

/** One glyph added, lost or misread between a and b (not zero). */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * The markers whose one-word English name a word of the label matches but for one glyph added, lost
 * or misread ("Tiiglycerides", "Albpumin", "HEM0OGLOBIN"), names of seven letters or more; none when
 * an exclusion term is that near too. Held to the same unit and range checks as `nearMarkers`.
 */
function nearEnglishMarkers(label: string): LabMarker[] {
  const words = label.toLowerCase().match(/[a-z0-9]{6,}/g) ?? [];
  const fits = new Set<LabMarker | null>();
  for (const word of words)
    for (const { name, marker } of EN_WORDS) if (oneEditApart(word, name)) fits.add(marker);
  if (fits.has(null)) return [];
  return [...fits].filter((m): m is LabMarker => m !== null);
}

/**
 * Every lab value found in a report's text (lines separated by newlines), in reading order.
 * Total: odd input gives []. When a marker appears on several lines, each is returned (the review
 * step shows them all; the engine keeps the last).
 */
export function extractMarkers(text: string): ExtractedMarker[] {
  if (typeof text !== 'string' || !text) return [];
  const out: ExtractedMarker[] = [];
  let header: HeaderUnit[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    if (raw.length > 500) continue;
    const { text: line, repairs } = readReportLine(raw);
    if (!line) continue;
    if (TABLE_HEADER.test(line) && TABLE_HEADER_COLUMN.test(line)) header = headerUnits(line);
    if (!/\d/.test(line)) continue;
    for (const found of parseLine(line, i, header))
      out.push(withHeaderUnit(withLineRepair(found, repairs), header));
  }
  return out;
}

/**
 * A row whose unit was repaired on the line ("g 儿" → g/L, "hmol/L" → μmol/L, "10“9 几" → 10^9/L) keeps
 * the reading as `unitRead`, like a unit repaired through the confusion table; each repair is given to
 * one row, in reading order.
 */
function withLineRepair(found: ExtractedMarker, repairs: LineRepair[]): ExtractedMarker {
  if (!found.unitKnown || found.unitRead !== undefined || repairs.length === 0) return found;
  const token = found.line
    .split(' ')
    .map(cleanToken)
    .find((t) => knownUnit(found.marker, t.replace(/^\*+|\*+$/g, '')) === found.unit);
  if (!token) return found;
  const at = repairs.findIndex((r) => token.includes(r.repaired));
  const repair = repairs[at];
  if (!repair) return found;
  repairs.splice(at, 1);
  return { ...found, unitRead: token.replace(repair.repaired, repair.read) };
}

/** A table's header row: a result column and a name or range column ("检验项目 结果(mmol/L) 参考范围"). */
const TABLE_HEADER = /结果|result/i;
const TABLE_HEADER_COLUMN = /项目|参考|提示|test|reference|units?\b/i;
/** "结果(mmol/L)", "Result (mg/dL)", "参考范围(mmol/L)": a unit printed once, in a column's heading. */
const HEADER_UNIT =
  /(?:结果|result|参考范围|参考区间|参考值|reference(?: interval| range)?)\s*[(（]\s*([^()（）\s]{1,16})\s*[)）]/gi;

interface HeaderUnit {
  /** The unit as the heading prints it. */
  unit: string;
  /** The heading as read ("结果 (mmol/L)"), shown in the review beside the unit taken from it. */
  read: string;
}

function headerUnits(line: string): HeaderUnit[] {
  return [...line.matchAll(HEADER_UNIT)].map((m) => ({ unit: m[1] ?? '', read: m[0] }));
}

/**
 * A row that printed no unit takes the one its table's heading prints ("结果(mmol/L)"), when that is
 * one of the marker's units as spelled (no repair on top); a row with a unit of its own keeps it.
 */
function withHeaderUnit(found: ExtractedMarker, header: readonly HeaderUnit[]): ExtractedMarker {
  if (found.unitKnown || found.unit !== '') return found;
  for (const h of header) {
    const unit = plainUnit(found.marker, h.unit);
    if (unit) return { ...found, unit, unitKnown: true, unitRead: h.read };
  }
  return found;
}
