/**
 * Finding things in free text: nutrients, medicines (via the drug dictionary and `searchDrugs`),
 * supplements (via `searchSupplementOptions`) and stated amounts ("1000 IU of vitamin D", "钙 5000 毫克").
 * Every function is total: odd input gives empty results.
 */
import { PERIODS } from '../units/frequency';
import { countSaid } from '../units/number-words';
import { memoByText } from './text-memo';
import {
  CLASS_PHRASES,
  classPlaceholder,
  DRUGS,
  normalizeKeyword,
  searchDrugs,
  type Drug,
} from '../interactions';
import { NUTRIENT_KEYS, unitOf, type NutrientKey } from '../nutrients';
import { searchSupplementOptions, type SupplementOption } from '../review';
import { SUPPLEMENT_OPTIONS } from '../knowledge/supplements';
import { elementOfSaltMass, SALT_FORMS, type SaltFormRow } from '../knowledge/salts';
import type { Substance } from '../substances';
import { convertDose, type DoseUnit } from '../units';
import { NUTRIENT_PATTERNS, ONE_A_DAY_COUNT, normaliseQuestion } from './lexicon';

const HAN = /\p{Script=Han}/u;

/** Nutrients named in the text, in order of first mention. */
/**
 * The salt in a medicine's full name blanked ("phenytoin sodium 100mg", "losartan potassium", "atorvastatin calcium"):
 * the medicine, no nutrient asked (blind answer round 61, zh-054 in English, development data: "phenytoin sodium" got
 * the daily sodium limit).
 */
export function withoutSaltOfMedicine(t: string): string {
  return withoutHanSaltOfMedicine(t).replace(
    /\b([a-z][a-z-]{3,})(\s+)(sodium|potassium|calcium|magnesium)\b/g,
    (m, name: string, gap: string, salt: string) =>
      drugNameIndex().some((e) => latinIn(e, name)?.[0] === name)
        ? `${name}${gap}${' '.repeat(salt.length)}`
        : m,
  );
}

const HAN_SALT = /[钠钾钙镁]/;
const MINERAL_FIRST = /^(sodium|potassium|calcium|magnesium)\b/i;
/**
 * The same in Chinese: the salt character of a medicine's name ("枸橼酸铋钾" is bismuth, not potassium; "苯妥英钠"
 * phenytoin, not sodium), whether the dictionary's name holds it or it follows the name (blind answer round 62, zh-004,
 * development data: bismuth beside milk was answered as potassium).
 */
function withoutHanSaltOfMedicine(t: string): string {
  if (!HAN_SALT.test(t)) return t;
  const chars = [...t];
  const text = chars.join('');
  for (const entry of drugNameIndex()) {
    const name = entry.han;
    // Potassium chloride, calcium acetate, sodium bicarbonate: the mineral is the medicine.
    if (name === undefined || name.length < 2 || MINERAL_FIRST.test(entry.drug.en)) continue;
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
      const last = at + name.length - 1;
      if (HAN_SALT.test(text[last]!) && name.length >= 3) chars[last] = ' ';
      else if (HAN_SALT.test(text[last + 1] ?? '')) chars[last + 1] = ' ';
    }
  }
  return chars.join('');
}

export const findNutrients = memoByText(findNutrientsRead);
function findNutrientsRead(text: string): NutrientKey[] {
  const t = withoutSaltOfMedicine(normaliseQuestion(text));
  if (!t) return [];
  const hits: { key: NutrientKey; at: number; asked: boolean; short: boolean }[] = [];
  for (const key of NUTRIENT_KEYS) {
    let at = Infinity;
    let asked = false;
    let short = false;
    for (const re of NUTRIENT_PATTERNS[key]) {
      const m = re.exec(t);
      if (m && m.index < at) at = m.index;
      // Any mention that is the supplement asked about ("take a magnesium supplement").
      const all = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
      for (const x of t.matchAll(all)) {
        if (SUPPLEMENT_ASKED_AFTER.test(t.slice(x.index + x[0].length, x.index + x[0].length + 14)))
          asked = true;
        if (SUPPLEMENT_ASKED_BEFORE.test(t.slice(Math.max(0, x.index - 16), x.index))) asked = true;
        if (SHORTAGE_BEFORE.test(t.slice(Math.max(0, x.index - 16), x.index))) short = true;
      }
    }
    if (at !== Infinity) hits.push({ key, at, asked, short });
  }
  // A shortage feared of one nutrient beside another already taken ("I only take vitamin D, worried I am low in B12"):
  // the one feared short is asked (blind answer round 58, zh-018, development data).
  const shortOnes = hits.filter((h) => h.short);
  if (shortOnes.length === 1 && hits.length > 1)
    return [
      shortOnes[0]!.key,
      ...hits
        .filter((h) => !h.short)
        .sort((a, b) => a.at - b.at)
        .map((h) => h.key),
    ];
  // "My potassium and magnesium are low. Should I take a magnesium supplement and how much?": the nutrient
  // named as the supplement to take comes first, however late it is said (twenty-first clinician review,
  // en M11: answered twice about potassium). Only one such: otherwise the order of mention.
  const askedOnes = hits.filter((h) => h.asked);
  const order = (a: { at: number }, b: { at: number }) => a.at - b.at;
  if (askedOnes.length === 1 && hits.length > 1)
    return [
      askedOnes[0]!.key,
      ...hits
        .filter((h) => !h.asked)
        .sort(order)
        .map((h) => h.key),
    ];
  return hits.sort(order).map((h) => h.key);
}

/** Words after a nutrient that make it the supplement asked about ("magnesium supplement", "镁片"). */
const SUPPLEMENT_ASKED_AFTER =
  /^\s*(supplements?|pills?|tablets?|tabs|capsules?|caps|补充剂|片|胶囊|剂)|^\s*[，,]?\s*(要不要|需不需要|用不用|该不该|要|需要|该)补/;
/**
 * Words before it that do ("take a magnesium", "补镁", "吃点镁"), or a shortage feared ("我担心他缺B12，要补吗" beside the
 * vitamin D he takes: blind answer round 58, zh-018, development data).
 */
const SUPPLEMENT_ASKED_BEFORE =
  /(\b(take|taking|start|starting|add|adding) (a |an |some |extra )?|补(充)?|吃点|加点|加个|缺(乏)?|\b(low|lacking|deficient) (in|on) )$/;
/** A shortage feared just before a nutrient ("担心他缺B12", "worried I am low in B12"). */
const SHORTAGE_BEFORE = /(缺(乏)?|不够的?|\b(low|lacking|deficient) (in|on) |\bshort (of|on) )$/;

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface DrugName {
  drug: Drug;
  /** Han names: plain substring of the space-free text. Latin names: a word-bounded regex. */
  han?: string;
  latin?: RegExp;
  /**
   * The longest part of a Latin name between its spaces and hyphens: every text the regex matches holds it as
   * it is, so a text without it is never tried (a message is read against some 6,000 names many times an answer).
   */
  part?: string;
}

/** Whether a Latin name is in the text: its longest part first (a substring), then the regex. */
const latinIn = (e: DrugName, t: string): RegExpExecArray | null =>
  e.latin !== undefined && e.part !== undefined && t.includes(e.part) ? e.latin.exec(t) : null;

let drugNames: readonly DrugName[] | undefined;
/**
 * Three-character names people type as the name of the medicine (Yaz, INH, MMF, HCQ, 3TC): found as
 * whole words. Not those that are other things in a nutrition chat: EPO is evening primrose oil as often
 * as epoetin, NAC the supplement; "SP" and "S-1" are too short (forty-fourth clinician review, en M11:
 * "St John's wort with my Yaz" found no medicine).
 */
const SHORT_NAMES_NOT_KEPT = new Set(['epo', 'nac', 'sp', 's-1', 'e.e.s.']);
const isShortNameKept = (n: string) =>
  /^[a-z0-9-]{3,4}$/.test(n) && /[a-z]/.test(n) && !SHORT_NAMES_NOT_KEPT.has(n);

function drugNameIndex(): readonly DrugName[] {
  if (drugNames) return drugNames;
  const out: DrugName[] = [];
  for (const drug of DRUGS) {
    for (const name of new Set([drug.zh, drug.en, drug.id, ...drug.brands])) {
      const n = name.normalize('NFKC').toLowerCase().trim();
      if (HAN.test(n)) {
        const key = normalizeKeyword(n);
        if (key.length >= 2) out.push({ drug, han: key });
      } else if (n.replace(/[^a-z0-9]/g, '').length >= 4 || isShortNameKept(n)) {
        const pattern = escapeRe(n).replace(/[\s-]+/g, '[\\s-]?');
        const part = n.split(/[\s-]+/).reduce((a, b) => (b.length > a.length ? b : a), '');
        out.push({ drug, latin: new RegExp(`(?<![a-z0-9])${pattern}(?![a-z0-9])`), part });
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
/**
 * A medicine named only as a comparison ("berberine is nature's ozempic", "like metformin", "天然的二甲双胍",
 * "司美格鲁肽平替") is not one the person takes or asks about (tenth clinician review, en P1: "ozempic" in
 * "berberine is natures ozempic" became semaglutide, with "no reliable rule" for it).
 */
const COMPARED_MEDICINE =
  /\b(?:nature'?s|natures|natural|nature’s|poor man'?s|herbal|plant[- ]based)\s+(?:version of |answer to |alternative to )?([a-z][a-z-]{3,})|\b(?:works like|acts like|is like|just like|similar to|as good as|as strong as|alternative to|substitute for|replacement for)\s+(?:a |an |the )?([a-z][a-z-]{3,})|(?:天然的?|植物版的?|植物的|中药版的?|号称|堪比|媲美|相当于|比得上)\s?([\p{Script=Han}]{2,6}?)(?=[，,。？?！!\s]|$|的|吗|呢|平替)|([\p{Script=Han}]{2,6})(?:平替|替代品)/gu;

function withoutComparedMedicines(t: string): string {
  return t.replace(COMPARED_MEDICINE, (m) =>
    m.replace(/[a-z\p{Script=Han}-]/gu, (c) => (HAN.test(c) ? '　' : ' ')),
  );
}

/**
 * Chinese names that are another thing when these words follow: 新抗凝 is acenocoumarol's old Chinese name, but
 * "新抗凝药" is what people call the new oral anticoagulants (rivaroxaban, apixaban …), never a vitamin K antagonist.
 */
const HAN_NAME_NOT_BEFORE: Readonly<Record<string, RegExp>> = { 新抗凝: /^(药|剂)/ };

export const findDrugs = memoByText(findDrugsRead);
function findDrugsRead(text: string): Drug[] {
  const t = withoutComparedMedicines(normaliseQuestion(text));
  if (!t) return [];
  const compact = normalizeKeyword(t);
  const found = new Map<string, { drug: Drug; at: number }>();
  const add = (drug: Drug, at: number) => {
    const seen = found.get(drug.id);
    if (!seen || at < seen.at) found.set(drug.id, { drug, at });
  };
  // Chinese names are found inside the run of characters: one that overlaps a longer name of another
  // medicine is part of that name, not a medicine of its own — 氧氟沙星 in 左氧氟沙星 is levofloxacin, never
  // ofloxacin too (twelfth clinician review, zh P1 #1); "福善美能用苏打水送服吗" is 福善美, alendronate, never
  // 美能, the glycyrrhizin brand (blind answer round 10). A combination keeps its parts (氢氯噻嗪 in
  // 氯沙坦钾氢氯噻嗪: its id names them).
  const han: { drug: Drug; at: number; end: number }[] = [];
  for (const entry of drugNameIndex()) {
    if (entry.han === undefined) continue;
    const notBefore = HAN_NAME_NOT_BEFORE[entry.han];
    for (let at = compact.indexOf(entry.han); at >= 0; at = compact.indexOf(entry.han, at + 1)) {
      if (notBefore?.test(compact.slice(at + entry.han.length))) continue;
      han.push({ drug: entry.drug, at, end: at + entry.han.length });
    }
  }
  for (const h of han) {
    const inside = han.some(
      (o) =>
        o.drug.id !== h.drug.id &&
        !o.drug.id.split('-').includes(h.drug.id) &&
        o.end - o.at > h.end - h.at &&
        o.at < h.end &&
        h.at < o.end,
    );
    if (!inside) add(h.drug, h.at);
  }
  for (const entry of drugNameIndex()) {
    if (entry.han !== undefined) continue;
    const m = latinIn(entry, t);
    if (m) add(entry.drug, m.index);
  }
  for (const m of t.matchAll(/[a-z]{4,}/g)) {
    if (NOT_DRUG_WORDS.has(m[0])) continue;
    const best = searchDrugs(m[0], 1)[0];
    if (best && best.score >= 95) add(best.drug, m.index);
  }
  return [...found.values()].sort((a, b) => a.at - b.at).map((f) => f.drug);
}

/**
 * The text with the Chinese names of medicines (three characters or more) blanked, for the readers of
 * foods and drinks: 可乐必妥 (levofloxacin) is never cola (twelfth clinician review, zh P1 #9).
 */
export function withoutChineseDrugNames(text: string): string {
  let t = text;
  for (const entry of drugNameIndex()) {
    if (entry.han === undefined || entry.han.length < 3) continue;
    if (t.includes(entry.han)) t = t.split(entry.han).join('　'.repeat(entry.han.length));
  }
  return t;
}

/**
 * A class of medicine named the way people name it, without a medicine ("my statin", "他汀", "blood
 * thinners"): its placeholder (interactions/resolve.ts), so "can I take red yeast rice with my statin?"
 * reads the class's rules (seventh clinician review of 2026-11-26, en C no plan). Latin phrases match
 * as whole words ("statin" is not found in "simvastatin"); one class per phrase row only.
 */
export function findDrugClasses(text: string): Drug[] {
  const t = normaliseQuestion(text);
  if (!t) return [];
  const out = new Map<string, Drug>();
  for (const row of CLASS_PHRASES) {
    if (row.classes.length !== 1) continue;
    const hit = row.phrases.some((ph) => {
      const p = ph.toLowerCase();
      return HAN.test(p) ? t.includes(p) : new RegExp(`\\b${escapeRe(p)}\\b`).test(t);
    });
    if (hit) {
      const d = classPlaceholder(row.classes[0]!);
      out.set(d.id, d);
    }
  }
  return [...out.values()];
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
export const findSupplements = memoByText(findSupplementsRead);
function findSupplementsRead(text: string): SupplementOption[] {
  const t = normaliseQuestion(text);
  if (!t) return [];
  const out = new Map<string, SupplementOption>();
  // One search per Chinese phrase: the search ignores spaces and punctuation, so a whole paragraph
  // would let letters from neighbouring English words spell an alias ("over" holds "ve").
  // A medicine's Chinese name can hold a supplement's alias (异维A酸 holds 维A): the medicine's name is
  // taken out before the supplements are looked for.
  const hanDrugNames = drugNameIndex()
    .map((e) => e.han)
    .filter((h): h is string => h !== undefined && t.includes(h));
  for (const raw of t.split(/[\s,，。；;：:！!？?、()（）"'“”_*]+/)) {
    const segment = hanDrugNames.reduce((seg, name) => seg.split(name).join(' '), raw);
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
  const words = t
    .replace(ONE_A_DAY_COUNT, ' ')
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);
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
  // "5万单位" is how Chinese prescriptions write vitamin D IU; convertDose refuses IU for others.
  [/^(iu|i\.u\.|国际单位|个?单位|units?)$/, 'IU'],
];
const UNIT_SRC = 'mg|milligrams?|毫克|µg|ug|mcg|micrograms?|微克|grams?|g|克|iu|国际单位|个?单位|units?';
const NUMBER_SRC = '\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:\\.\\d+)?(?:\\s?[万k](?![a-z]))?';

function unitOfWord(w: string): DoseUnit | undefined {
  return UNIT_WORDS.find(([re]) => re.test(w))?.[1];
}

/** "50,000", "5万", "50k" → 50000. */
function numberOf(text: string): number {
  const t = text.replace(/[,\s]/g, '');
  const m = /^(\d+(?:\.\d+)?)([万k])?$/.exec(t);
  if (!m) return NaN;
  return Number(m[1]) * (m[2] === '万' ? 10_000 : m[2] === 'k' ? 1000 : 1);
}

/** The period words nearest a claim in its own sentence (after it first, then before it). */
function everyDaysNear(t: string, start: number, end: number, claims: readonly [number, number][]): number {
  const stop = /[。！？!?；;\n]|\.(?=\s|$)/g;
  let sentenceEnd = t.length;
  stop.lastIndex = end;
  const e = stop.exec(t);
  if (e) sentenceEnd = e.index;
  let sentenceStart = 0;
  for (const m of t.slice(0, start).matchAll(stop)) sentenceStart = m.index + m[0].length;
  // A neighbouring claim owns the words on its side ("1000 IU a day and 50,000 IU a week").
  const nextClaim = Math.min(sentenceEnd, ...claims.map(([s]) => s).filter((s) => s >= end));
  const prevClaim = Math.max(sentenceStart, ...claims.map(([, e2]) => e2).filter((e2) => e2 <= start));
  const find = (text: string, last: boolean): number | null => {
    let best: { at: number; days: number } | null = null;
    for (const [re, days] of PERIODS) {
      const all = [...text.matchAll(new RegExp(re.source, 'g'))];
      const m = last ? all.at(-1) : all[0];
      if (!m) continue;
      const at = m.index;
      if (!best || (last ? at > best.at : at < best.at)) best = { at, days: days(m) };
    }
    return best && Number.isFinite(best.days) && best.days > 0 ? best.days : null;
  };
  // "维生素D每月一次5万单位": the period may sit inside the claim, between the name and the number.
  return (
    find(t.slice(start, end), false) ??
    find(t.slice(end, nextClaim), false) ??
    find(t.slice(prevClaim, start), true) ??
    1
  );
}

/** Names that are a product's mass, not its nutrient ("3 g of fish oil" is not 3 g of EPA+DHA). */
const PRODUCT_MASS: readonly { re: RegExp; optionId: string }[] = [
  { re: /鳕鱼肝油|鱼肝油|\bcod liver oil\b/, optionId: 'cod-liver-oil' },
  { re: /鱼油|\bfish oil\b/, optionId: 'fish-oil' },
];

/** The nutrient (canonical unit) per mg of a product, from its option in the supplement table. */
function massRatio(optionId: string, nutrient: NutrientKey): number | undefined {
  const o = (SUPPLEMENT_OPTIONS as readonly SupplementOption[]).find((x) => x.id === optionId);
  const c = o?.contains.find((x) => x.substance === nutrient);
  if (!o || !c) return undefined;
  const per = convertDose(c.amount, c.unit, unitOf(nutrient), nutrient);
  const massMg = convertDose(o.defaultDose.amount, o.defaultDose.unit, 'mg');
  return per !== null && massMg !== null && massMg > 0 ? per / massMg : undefined;
}

export interface StatedAmount {
  nutrient: NutrientKey;
  /** Average amount per day in the nutrient's canonical unit (one dose spread over its period). */
  amount: number;
  /** One dose as stated, in the canonical unit (of the nutrient, after any product-mass conversion). */
  perDose: number;
  /** Taken every this many days: 1 daily (the default), 7 weekly, 30 monthly, 3.5 twice a week. */
  everyDays: number;
  /**
   * When the name was a product ("3 g fish oil"): the product mass as stated (mg) and the nutrient
   * per mg of product used to convert it (the supplement table's own figure).
   */
  product?: { optionId: string; massMg: number; ratio: number };
  /**
   * When the name was a mineral salt whose products are sold by the salt's mass ("葡萄糖酸锌70mg": Chinese
   * zinc gluconate labels print the salt, 70 mg ≈ 10 mg zinc; knowledge/salts.ts): the salt and its mass.
   */
  salt?: { id: string; saltMg: number };
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
    // "5000 mg of calcium", "5000毫克的钙", "1000 iu vitamin d" — never a concentration ("铁蛋白16 µg/L" is no 16 µg of
    // iron: answer round 55, zh-025's words again, development data)
    numFirst: new RegExp(
      `(${NUMBER_SRC})\\s?(${UNIT_SRC})(?:(?<=\\p{Script=Han})|(?![a-z]))(?!\\s?\\/)\\s?(?:of |per day of |a day of |daily of |的)?(?:elemental )?(${names})`,
      'gu',
    ),
    // "calcium 5000 mg", "维生素D每天5000国际单位", "vitamin d: 4,000 iu"
    nameFirst: new RegExp(
      `(${names})[^0-9。；;.!?！？\\n]{0,14}?(${NUMBER_SRC})\\s?(${UNIT_SRC})(?:(?<=\\p{Script=Han})|(?![a-z]))(?!\\s?\\/)`,
      'gu',
    ),
  };
  return amountRes;
}

/** Vitamin D with a bare number of thousands (no unit after it): "vitamin d 50000", "50,000 vit d". */
const BARE_VITAMIN_D_IU =
  /(vitamin ?d3?|vit\.? ?d3?|维生素 ?d3?|维d)[^0-9。；;.!?！？\n]{0,10}?(\d{1,3}(?:,\d{3})+|\d{4,6})(?!\d|[,.]\d|\s?(?:mg|µg|ug|mcg|iu|i\.u|units?|ng|nmol|毫克|微克|国际单位|单位))|(?<!\d|\d[,.])(\d{1,3}(?:,\d{3})+|\d{4,6})(?!\d|[,.]\d|\s?(?:mg|µg|ug|mcg|iu|units?|ng|nmol|毫克|微克|国际单位|单位))\s?(?:of |的)?(vitamin ?d3?|vit\.? ?d3?|维生素 ?d3?|维d)/gu;

function nutrientOfName(name: string): NutrientKey | undefined {
  // A bare "d" only counts as a name right after an IU amount (NUTRIENT_PATTERNS), so the claim
  // already read it as vitamin D.
  return findNutrients(name)[0] ?? (/^d\d?$/.test(name.trim()) ? 'vitaminD' : undefined);
}

/** A count of tablets, capsules or sachets as said: digits or a number word. */
const COUNT_WORD = '(\\d{1,2}|[一两俩二三四五六七八九十]|two|three|four|five|six)';
const UNIT_WORD_ZH = '(?:片|粒|颗|袋|支)';
const UNIT_WORD_EN = '(?:tablets?|capsules?|softgels?|pills?|tabs?|caps?|gummies|sachets?)';
/**
 * Before the strength: "两片", "2粒", "two", "2 x", "4 of my" (a bare count only with a unit word after the strength:
 * "4 of my 200 mcg selenium caps" is 800 µg — fifty-first review, en S3).
 */
const COUNT_BEFORE = new RegExp(
  `(?:^|[^\\da-z.,])${COUNT_WORD}\\s*(${UNIT_WORD_ZH}|${UNIT_WORD_EN}|x|×|\\*)?\\s*(?:of\\s+(?:(?:my|the|these|those|her|his|our)\\s+)?)?$`,
  'u',
);
/** A unit word after the strength ("two 200 mcg selenium tablets", "两 200微克的片"). */
const UNIT_AFTER = new RegExp(`^[^。.?？!！，,]{0,20}?\\b${UNIT_WORD_EN}\\b|^\\s*的?${UNIT_WORD_ZH}`, 'u');
/** A bare count is a count after "take", "吃" …; else only with a unit word after the strength. */
const COUNT_VERB_BEFORE = new RegExp(
  `(?:\\btake|\\btakes|\\btaking|\\btook|吃|服)\\s*${COUNT_WORD}\\s*$`,
  'u',
);
/** The strength of one unit right before the number: "每片", "一粒", "each", "per tablet". */
const PER_UNIT_BEFORE = new RegExp(`(?:每|一)${UNIT_WORD_ZH}\\s*$|\\b(?:each|per ${UNIT_WORD_EN})\\s*$`, 'u');
/** After the strength: "× 2", ", 3 capsules a day", "，一天两片", "一天一片". */
const COUNT_AFTER = new RegExp(
  `^\\s*(?:的)?(?:[，,]\\s*)?(?:(?:x|×|\\*)\\s*(\\d{1,2})(?!\\d)|(?:每天|一天|每日|天天)?(?:吃|服|服用)?${COUNT_WORD}\\s*(?:${UNIT_WORD_ZH}|${UNIT_WORD_EN}\\b))`,
  'u',
);

/**
 * How many units a strength said is taken as ("两片200微克" → 2): a count just before the strength
 * (with a unit word, or a bare count when a unit word follows the strength), one after it, or — for
 * "每天两片，一片200微克" — the count before the per-unit strength; 1 when none is said.
 */
function unitCountNear(t: string, from: number, numAt: number, end: number): number {
  const before = t.slice(Math.max(from, numAt - 16), numAt);
  const after = t.slice(end, end + 16);
  if (PER_UNIT_BEFORE.test(before)) {
    // The count is said before the per-unit strength, within the claim or just before it.
    const span = t.slice(Math.max(0, numAt - 24), numAt).replace(PER_UNIT_BEFORE, '');
    const m = [...span.matchAll(new RegExp(`(?<!每)${COUNT_WORD}\\s*${UNIT_WORD_ZH}`, 'gu'))].pop();
    const n = m ? countSaid(m[1]!) : null;
    if (n !== null && n > 0 && n <= 10) return n;
    const a = COUNT_AFTER.exec(after);
    const na = a ? countSaid((a[1] ?? a[2])!) : null;
    return na !== null && na > 0 && na <= 10 ? na : 1;
  }
  const b = COUNT_BEFORE.exec(before);
  if (b) {
    const n = countSaid(b[1]!);
    if (n !== null && n > 0 && n <= 10 && (b[2] || COUNT_VERB_BEFORE.test(before) || UNIT_AFTER.test(after)))
      return n;
  }
  const a = COUNT_AFTER.exec(after);
  const n = a ? countSaid((a[1] ?? a[2])!) : null;
  return n !== null && n > 0 && n <= 10 ? n : 1;
}

/**
 * Amounts of a nutrient stated in a text, converted to the nutrient's canonical unit (IU only for
 * vitamins A, D and E) and to a daily average by the period stated next to them ("once a week",
 * "每月"). A product named by its mass (fish oil) is converted to its nutrient with the supplement
 * table's ratio. Claims whose unit cannot apply to the nutrient are skipped. The one parser of doses
 * in free text: the dose answers and the safety check (`checkAnswer`) both read amounts through it.
 */
/** The salt named just before or as the nutrient, when its products print the salt's mass. */
function saltSoldByMass(
  t: string,
  start: number,
  end: number,
  nutrient: NutrientKey,
): SaltFormRow | undefined {
  const span = t.slice(Math.max(0, start - 10), end);
  for (const row of SALT_FORMS as readonly SaltFormRow[]) {
    if (row.nutrient !== nutrient) continue;
    const alias = row.aliases.find((a) => span.includes(normaliseQuestion(a)));
    if (!alias) continue;
    const zh = /[\u4e00-\u9fff]/.test(alias);
    const printed = zh ? (row.typedAmountIsZh ?? row.typedAmountIs) : row.typedAmountIs;
    return printed === 'salt' ? row : undefined;
  }
  return undefined;
}

export function findStatedAmounts(text: string): StatedAmount[] {
  const t = normaliseQuestion(text);
  if (!t) return [];
  const { numFirst, nameFirst } = amountPatterns();
  type Raw = {
    num: string;
    unit: string;
    name: string;
    start: number;
    end: number;
    numAt?: number;
    from?: number;
  };
  // The two patterns capture the same three parts in a different order: `groups` says which is where.
  const claimsOf = (re: RegExp, groups: { num: number; unit: number; name: number }): Raw[] =>
    [...t.matchAll(re)].map((m) => ({
      num: m[groups.num] ?? '',
      unit: m[groups.unit] ?? '',
      name: m[groups.name] ?? '',
      start: m.index,
      end: m.index + m[0].length,
      numAt: groups.num === 1 ? m.index : m.index + m[0].lastIndexOf(m[groups.num] ?? ''),
      // Where a count may begin: after the name when the name comes first ("omega 3 1000mg": 3 is its name).
      from: groups.name === 1 ? m.index + (m[1] ?? '').length : 0,
    }));
  const raws: Raw[] = [
    ...claimsOf(numFirst, { num: 1, unit: 2, name: 3 }),
    ...claimsOf(nameFirst, { num: 2, unit: 3, name: 1 }),
    // "my vitamin D 50000", "50,000 vitamin d": vitamin D with a bare number of thousands is IU — no
    // vitamin D is sold or prescribed in thousands of µg, and a blood level has two or three digits
    // (fourteenth clinician review, en P5 #4: "can i take my vitamin D 50000 every day?" went unchecked).
    ...[...t.matchAll(BARE_VITAMIN_D_IU)].map((m) => ({
      num: m[2] ?? m[3] ?? '',
      unit: 'iu',
      name: 'vitamin d',
      start: m.index,
      end: m.index + m[0].length,
    })),
  ];
  const out: StatedAmount[] = [];
  const claims: [number, number][] = [];
  for (const r of raws) {
    const nutrient = nutrientOfName(r.name);
    const unit = unitOfWord(r.unit);
    const value = numberOf(r.num);
    if (!nutrient || !unit || !Number.isFinite(value)) continue;
    if (out.some((o) => o.start < r.end && r.start < o.end)) continue;
    const mass = PRODUCT_MASS.find((p) => p.re.test(r.name));
    const ratio = mass && unit !== 'IU' ? massRatio(mass.optionId, nutrient) : undefined;
    const massMg = ratio !== undefined ? convertDose(value, unit, 'mg') : null;
    const perDose =
      ratio !== undefined && massMg !== null
        ? massMg * ratio
        : convertDose(value, unit, unitOf(nutrient), nutrient);
    if (perDose === null) continue;
    // "两片200微克", "two 200 mcg tablets", "200 µg × 2", "每片600毫克，一天两片": the count of tablets
    // said with their strength (fourteenth clinician review, zh P3 #2: 2 × 200 µg selenium read as 200).
    const count = unitCountNear(t, r.from ?? 0, r.numAt ?? r.start, r.end);
    const claim: StatedAmount = {
      nutrient,
      amount: perDose * count,
      perDose: perDose * count,
      everyDays: 1,
      start: r.start,
      end: r.end,
    };
    if (ratio !== undefined && massMg !== null)
      claim.product = { optionId: mass!.optionId, massMg: massMg * count, ratio };
    // A salt sold by its mass, named with the amount: counted as the element (blind answer round 30,
    // zh-001: "葡萄糖酸锌70mg" was 70 mg of zinc, "1.8 times the UL", beside the plan's 9.8 mg).
    const salt =
      ratio === undefined && unit !== 'IU' ? saltSoldByMass(t, r.start, r.end, nutrient) : undefined;
    const saltMg = salt ? convertDose(value, unit, 'mg') : null;
    if (salt && saltMg !== null) {
      const element = elementOfSaltMass(salt, saltMg);
      // "ferrous sulfate 250 mg": its iron depends on a hydrate the words do not say — no amount read,
      // never 250 mg of iron (the US 325 mg tablet used to be read as 325 mg of iron, 7.2 × the UL).
      if (element === null) continue;
      claim.perDose = element * count;
      claim.amount = claim.perDose;
      claim.salt = { id: salt.id, saltMg: saltMg * count };
    }
    out.push(claim);
    claims.push([r.start, r.end]);
  }
  for (const o of out) {
    const others = claims.filter(([s, e]) => s !== o.start || e !== o.end);
    o.everyDays = everyDaysNear(t, o.start, o.end, others);
    o.amount = o.perDose / o.everyDays;
  }
  return out.sort((a, b) => a.start - b.start);
}
