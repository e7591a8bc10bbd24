/**
 * Finding things in free text: nutrients, medicines (via the drug dictionary and `searchDrugs`),
 * supplements (via `searchSupplementOptions`) and stated amounts ("1000 IU of vitamin D", "钙 5000 毫克").
 * Every function is total: odd input gives empty results.
 */
import { DRUGS, normalizeKeyword, searchDrugs, type Drug } from '../interactions';
import { NUTRIENT_KEYS, unitOf, type NutrientKey } from '../nutrients';
import { searchSupplementOptions, type SupplementOption } from '../review';
import { SUPPLEMENT_OPTIONS } from '../knowledge/supplements';
import type { Substance } from '../substances';
import { convertDose, type DoseUnit } from '../units';
import { NUTRIENT_PATTERNS, normaliseQuestion } from './lexicon';

const HAN = /\p{Script=Han}/u;

/** Nutrients named in the text, in order of first mention. */
export function findNutrients(text: string): NutrientKey[] {
  const t = normaliseQuestion(text);
  if (!t) return [];
  const hits: { key: NutrientKey; at: number }[] = [];
  for (const key of NUTRIENT_KEYS) {
    let at = Infinity;
    for (const re of NUTRIENT_PATTERNS[key]) {
      const m = re.exec(t);
      if (m && m.index < at) at = m.index;
    }
    if (at !== Infinity) hits.push({ key, at });
  }
  return hits.sort((a, b) => a.at - b.at).map((h) => h.key);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface DrugName {
  drug: Drug;
  /** Han names: plain substring of the space-free text. Latin names: a word-bounded regex. */
  han?: string;
  latin?: RegExp;
}

let drugNames: readonly DrugName[] | undefined;
function drugNameIndex(): readonly DrugName[] {
  if (drugNames) return drugNames;
  const out: DrugName[] = [];
  for (const drug of DRUGS) {
    for (const name of new Set([drug.zh, drug.en, drug.id, ...drug.brands])) {
      const n = name.normalize('NFKC').toLowerCase().trim();
      if (HAN.test(n)) {
        const key = normalizeKeyword(n);
        if (key.length >= 2) out.push({ drug, han: key });
      } else if (n.replace(/[^a-z0-9]/g, '').length >= 4) {
        const pattern = escapeRe(n).replace(/[\s-]+/g, '[\\s-]?');
        out.push({ drug, latin: new RegExp(`(?<![a-z0-9])${pattern}(?![a-z0-9])`) });
      }
    }
  }
  drugNames = out;
  return out;
}

/** Words that look like drug names to a pinyin/initials search but are ordinary English. */
const NOT_DRUG_WORDS = new Set([
  'take',
  'taking',
  'with',
  'what',
  'when',
  'which',
  'while',
  'much',
  'many',
  'need',
  'safe',
  'also',
  'that',
  'this',
  'these',
  'those',
  'have',
  'from',
  'food',
  'foods',
  'rich',
  'daily',
  'dose',
  'high',
  'does',
  'should',
  'could',
  'would',
  'about',
  'vitamin',
  'calcium',
  'iron',
  'zinc',
  'fish',
  'oil',
  'together',
  'medicine',
  'medicines',
  'medication',
  'drug',
  'drugs',
  'pill',
  'pills',
  'same',
  'time',
  'after',
  'before',
  'morning',
  'evening',
  'night',
  'plan',
  'supplement',
  'supplements',
]);

/**
 * Medicines named in the text: dictionary names and brands (Chinese, English), then single words
 * looked up with `searchDrugs` (which also knows pinyin such as `huafalin`). Order of first mention.
 */
export function findDrugs(text: string): Drug[] {
  const t = normaliseQuestion(text);
  if (!t) return [];
  const compact = normalizeKeyword(t);
  const found = new Map<string, { drug: Drug; at: number }>();
  const add = (drug: Drug, at: number) => {
    const seen = found.get(drug.id);
    if (!seen || at < seen.at) found.set(drug.id, { drug, at });
  };
  for (const entry of drugNameIndex()) {
    if (entry.han !== undefined) {
      const at = compact.indexOf(entry.han);
      if (at >= 0) add(entry.drug, at);
    } else if (entry.latin) {
      const m = entry.latin.exec(t);
      if (m) add(entry.drug, m.index);
    }
  }
  for (const m of t.matchAll(/[a-z]{4,}/g)) {
    if (NOT_DRUG_WORDS.has(m[0])) continue;
    const best = searchDrugs(m[0], 1)[0];
    if (best && best.score >= 95) add(best.drug, m.index);
  }
  return [...found.values()].sort((a, b) => a.at - b.at).map((f) => f.drug);
}

const normName = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[μµ]/g, 'u')
    .replace(/[\s'’`.,，。、·()（）\-_/+]/g, '');

let latinNames: ReadonlyMap<string, SupplementOption> | undefined;
function latinSupplementNames(): ReadonlyMap<string, SupplementOption> {
  if (latinNames) return latinNames;
  const map = new Map<string, SupplementOption>();
  for (const o of SUPPLEMENT_OPTIONS as readonly SupplementOption[]) {
    for (const n of [o.id, o.en, ...o.aliases]) {
      const key = normName(n);
      if ((key.length >= 3 || /\d/.test(key)) && !HAN.test(key) && !map.has(key)) map.set(key, o);
    }
  }
  latinNames = map;
  return map;
}

/**
 * Supplement products named in the text. Chinese text: `searchSupplementOptions`, which finds the
 * options whose names occur in the text. English text: whole words or phrases (1–4 words) equal to an
 * option's name, so that "have" never reads as the alias "ve" (vitamin E).
 */
export function findSupplements(text: string): SupplementOption[] {
  const t = normaliseQuestion(text);
  if (!t) return [];
  const out = new Map<string, SupplementOption>();
  // One search per Chinese phrase: the search ignores spaces and punctuation, so a whole paragraph
  // would let letters from neighbouring English words spell an alias ("over" holds "ve").
  for (const segment of t.split(/[\s,，。；;：:！!？?、()（）"'“”_*]+/)) {
    if (!HAN.test(segment)) continue;
    const seg = normName(segment);
    // The search also returns names that merely start with a short phrase ("孕期" → a prenatal
    // multivitamin); only a name that occurs in the text means the text is about that product.
    for (const o of searchSupplementOptions(segment, 5)) {
      const named = [o.zh, o.en, ...o.aliases].some((n) => {
        const k = normName(n);
        return k.length >= 2 && seg.includes(k);
      });
      if (named) out.set(o.id, o);
    }
  }
  const words = t.split(/[^a-z0-9-]+/).filter(Boolean);
  const names = latinSupplementNames();
  for (let i = 0; i < words.length; i++) {
    for (let n = 4; n >= 1; n--) {
      if (i + n > words.length) continue;
      const o = names.get(normName(words.slice(i, i + n).join(' ')));
      if (o) {
        out.set(o.id, o);
        break;
      }
    }
  }
  return [...out.values()];
}

/** Substances (nutrients and herbals) the text is about: named nutrients plus named products' contents. */
export function findSubstances(text: string): Substance[] {
  const out = new Set<Substance>(findNutrients(text));
  for (const o of findSupplements(text)) {
    out.add(o.main);
    for (const c of o.contains) out.add(c.substance);
  }
  return [...out];
}

// ---- amounts -----------------------------------------------------------------------------------

const UNIT_WORDS: readonly (readonly [RegExp, DoseUnit])[] = [
  [/^(mg|milligrams?|毫克)$/, 'mg'],
  [/^(µg|ug|mcg|micrograms?|微克)$/, 'ug'],
  [/^(g|grams?|克)$/, 'g'],
  // "单位" and "units" next to vitamin A, D or E mean IU as people say it ("维生素D 5万单位").
  [/^(iu|i\.u\.|国际单位|单位|units?)$/, 'IU'],
];
const UNIT_SRC = 'mg|milligrams?|毫克|µg|ug|mcg|micrograms?|微克|grams?|g|克|iu|国际单位|单位|units?';
const NUMBER_SRC = '\\d+(?:\\.\\d+)?万|\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?';

function unitOfWord(w: string): DoseUnit | undefined {
  return UNIT_WORDS.find(([re]) => re.test(w))?.[1];
}

export interface StatedAmount {
  nutrient: NutrientKey;
  /** Amount in the nutrient's canonical unit, per dose as stated. */
  amount: number;
  /** How often the dose is taken, as stated near it ("once a week", "每月一次"); a day when unsaid. */
  period: DosePeriod;
  /** The average a day (a 50,000 IU weekly dose is about 7,143 IU a day): what an upper limit is about. */
  perDay: number;
  /** Offsets of the whole claim in the normalised text. */
  start: number;
  end: number;
}

function nutrientAlternation(): string {
  return NUTRIENT_KEYS.flatMap((k) => NUTRIENT_PATTERNS[k].map((re) => `(?:${re.source})`)).join('|');
}

let amountRes: { numFirst: RegExp; nameFirst: RegExp } | undefined;
function amountPatterns() {
  if (amountRes) return amountRes;
  const names = nutrientAlternation();
  amountRes = {
    // "5000 mg of calcium", "5000毫克的钙", "1000 iu vitamin d"
    numFirst: new RegExp(
      `(${NUMBER_SRC})\\s?(${UNIT_SRC})(?![a-z])\\s?(?:of |per day of |a day of |daily of |的)?(?:elemental )?(${names})`,
      'g',
    ),
    // "calcium 5000 mg", "维生素D每天5000国际单位", "vitamin d: 4,000 iu"
    nameFirst: new RegExp(
      `(${names})[^0-9。；;.!?！？\\n]{0,14}?(${NUMBER_SRC})\\s?(${UNIT_SRC})(?![a-z])`,
      'g',
    ),
  };
  return amountRes;
}

function nutrientOfName(name: string): NutrientKey | undefined {
  // A bare "d" only counts as a name right after an IU amount (NUTRIENT_PATTERNS), so the claim
  // already read it as vitamin D.
  return findNutrients(name)[0] ?? (/^d\d?$/.test(name.trim()) ? 'vitaminD' : undefined);
}

export type DosePeriod = 'day' | 'other_day' | 'week' | 'two_weeks' | 'month';

/** Days per dose of each period. */
export const PERIOD_DAYS: Record<DosePeriod, number> = {
  day: 1,
  other_day: 2,
  week: 7,
  two_weeks: 14,
  month: 30,
};

/**
 * How often, when said next to a dose. Loading courses (vitamin D 50,000 IU weekly, Endocrine Society
 * 2011; NICE CKS 2022) and monthly doses are common: read as daily they look like a many-fold overdose.
 */
const PERIOD_WORDS: readonly [DosePeriod, RegExp][] = [
  [
    'two_weeks',
    /\bevery (two|2) weeks\b|\bfortnight(ly)?\b|\bbiweekly\b|每两周|每2周|两周一次|两个星期一次|隔周/,
  ],
  [
    'week',
    /\b(once |one time |1 time |1x |1 x )?(a|per|each|every|\/) ?week\b|\bweekly\b|\bwk\b|每周|每星期|每礼拜|一周一次|一星期一次|一个星期一次|每7天|每七天|一周1次|周服/,
  ],
  ['month', /\b(once |one time )?(a|per|each|every) month\b|\bmonthly\b|每月|每个月|一个月一次|一月一次/],
  [
    'other_day',
    /\bevery other day\b|\balternate days?\b|\bevery (two|2|second) days?\b|隔天|隔日|每两天|每2天/,
  ],
];

function periodNear(text: string, start: number, end: number): DosePeriod {
  // The clause around the claim: a few characters before ("每周一次 50000 IU") and after it.
  const before =
    text
      .slice(Math.max(0, start - 12), start)
      .split(/[。；;.!?！？，,]/)
      .pop() ?? '';
  const after = text.slice(end, end + 28).split(/[。；;.!?！？]/)[0] ?? '';
  const window = `${before} ${after}`;
  for (const [period, re] of PERIOD_WORDS) if (re.test(window)) return period;
  return 'day';
}

/**
 * Amounts of a nutrient stated in a text, converted to the nutrient's canonical unit (IU only for
 * vitamins A, D and E). Claims whose unit cannot apply to the nutrient are skipped.
 */
export function findStatedAmounts(text: string): StatedAmount[] {
  const t = normaliseQuestion(text);
  if (!t) return [];
  const { numFirst, nameFirst } = amountPatterns();
  const out: StatedAmount[] = [];
  const push = (numText: string, unitText: string, name: string, start: number, end: number) => {
    const nutrient = nutrientOfName(name);
    const unit = unitOfWord(unitText);
    // "5万" is 50,000.
    const value = numText.endsWith('万')
      ? Number(numText.slice(0, -1)) * 10_000
      : Number(numText.replace(/,/g, ''));
    if (!nutrient || !unit || !Number.isFinite(value)) return;
    const canonical = unitOf(nutrient);
    const amount = convertDose(value, unit, canonical, nutrient);
    if (amount === null) return;
    if (out.some((o) => o.start < end && start < o.end)) return;
    const period = periodNear(t, start, end);
    out.push({ nutrient, amount, period, perDay: amount / PERIOD_DAYS[period], start, end });
  };
  for (const m of t.matchAll(numFirst)) {
    push(m[1] ?? '', m[2] ?? '', m[3] ?? '', m.index, m.index + m[0].length);
  }
  for (const m of t.matchAll(nameFirst)) {
    push(m[2] ?? '', m[3] ?? '', m[1] ?? '', m.index, m.index + m[0].length);
  }
  return out.sort((a, b) => a.start - b.start);
}
