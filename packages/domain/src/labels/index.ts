import type { Source } from '../contracts/common';
import type { SupplementSaltForm } from '../contracts/questionnaire';
import { elementOfSaltMass, SALT_FORMS, type SaltFormRow } from '../knowledge/salts';
import { NUTRIENTS, type NutrientKey } from '../nutrients';
import { convertDose, roundTo, type DoseUnit, type NutrientUnit, type ProductUnit } from '../units';

/**
 * A supplement label read from OCR text (issue 33 §3: "photograph the label"): the product's name,
 * its serving and each nutrient's amount per serving, from a US Supplement Facts panel or a Chinese
 * 营养成分表 / 每片含 list. Amounts are elemental: a line that names a mineral salt as its subject
 * ("葡萄糖酸锌 70 mg") is converted with the salt table (knowledge/salts.ts), unless the label says
 * the amount is the element (以锌计, 相当于锌, "elemental", "equivalent to"). What the reader finds is
 * shown for review with every figure editable; nothing here is counted before the person confirms it.
 */

export interface LabelNutrient {
  nutrient: NutrientKey;
  /** Per serving, in the nutrient's canonical unit (nutrients/index.ts), as the element. */
  amount: number;
  unit: NutrientUnit;
  /** The amount as the label prints it (the salt's mass when `basis` is `salt`). */
  printed: { amount: number; unit: DoseUnit };
  /** `salt`: the label printed the salt's mass and `amount` is its element by the salt table. */
  basis: 'elemental' | 'salt';
  /** The salt the line names: the one converted (`basis: 'salt'`), or the element's source ("as calcium carbonate"). */
  salt?: SupplementSaltForm;
  /** The text the figure was read from. */
  raw: string;
}

export interface LabelReading {
  /** Nothing label-like (no panel heading, no serving, no nutrient amount) was found. */
  notALabel: boolean;
  name?: string;
  /** What one serving is ("2 capsules", 每2片): the amounts are per this serving. */
  serving?: { count: number; unit: ProductUnit };
  /** Servings a day the directions give ("Take 1 tablet daily", 每日1次，每次2片), as units a day. */
  perDay?: { count: number; unit: ProductUnit };
  nutrients: LabelNutrient[];
  /** Lines with an amount the reader could not place (a substance outside the nutrient table). */
  unplaced: string[];
}

/**
 * Where the conventions come from. Cited from memory where marked; the review shows every figure.
 */
export const LABEL_SOURCES = {
  supplementFacts: {
    ref: 'US 21 CFR 101.36 (Supplement Facts panel): serving size, amount per serving and %DV; a mineral is declared by the element with its source "as" in brackets, e.g. "Calcium (as calcium carbonate)" (section cited from memory)',
  },
  chineseLabel: {
    ref: 'GB 16740-2014 保健食品 and 保健食品标注警示用语指南; 营养成分按每片/每粒/每日标示含量, NRV% per GB 28050-2011 (cited from memory); Chinese Pharmacopoeia monographs give a salt tablet\'s strength as the salt mass with its element "相当于锌 10 mg" (葡萄糖酸锌片 70 mg)',
  },
  folateDfe: {
    ref: 'IOM DRI 1998 (folate): 1 µg DFE = 0.6 µg folic acid taken with food, so folic acid µg = DFE / 1.7 as US labels print it (NIH ODS Folate fact sheet)',
    url: 'https://ods.od.nih.gov/factsheets/Folate-HealthProfessional/',
  },
} as const satisfies Record<string, Source>;

/** Label names of each nutrient (longest first when matched). English ones match whole words. */
const NUTRIENT_NAMES: Partial<Record<NutrientKey, readonly string[]>> = {
  vitaminA: ['vitamin a', 'vit. a', 'vit a', '维生素a'],
  vitaminD: [
    'vitamin d3',
    'vitamin d2',
    'vitamin d',
    'vit. d3',
    'vit d3',
    'vit d',
    '维生素d3',
    '维生素d2',
    '维生素d',
    'vd3',
    'vd',
  ],
  vitaminE: ['vitamin e', 'vit e', '维生素e'],
  vitaminK: ['vitamin k2', 'vitamin k1', 'vitamin k', '维生素k2', '维生素k1', '维生素k'],
  vitaminC: ['vitamin c', 'vit c', '维生素c', 'vc'],
  thiamin: ['thiamine', 'thiamin', 'vitamin b1', '维生素b1', '硫胺素'],
  riboflavin: ['riboflavin', 'vitamin b2', '维生素b2', '核黄素'],
  niacin: ['niacinamide', 'niacin', 'vitamin b3', '烟酰胺', '烟酸'],
  vitaminB6: ['vitamin b6', '维生素b6'],
  folate: ['folic acid', 'folate', '叶酸'],
  vitaminB12: ['vitamin b12', '维生素b12'],
  calcium: ['calcium', '钙'],
  iron: ['iron', '铁'],
  zinc: ['zinc', '锌'],
  magnesium: ['magnesium', '镁'],
  selenium: ['selenium', '硒'],
  iodine: ['iodine', '碘'],
  potassium: ['potassium', '钾'],
};

/** Words of a label panel: any of them makes the text label-like. */
const PANEL_HEADINGS =
  /supplement\s*facts|nutrition\s*facts|drug\s*facts|amount\s*per\s*serving|serving\s*size|营养成分|每\s*\d*\s*(?:片|粒|袋|包|勺)\s*(?:中)?含|NRV|主要原料|标志性成分|功效成分/i;

/** Panel headings that start the nutrient list: lines before them may be the product's name. */
const PANEL_START =
  /supplement\s*facts|nutrition\s*facts|drug\s*facts|active\s*ingredients?|营养成分|每\s*\d*\s*(?:片|粒|袋|包|勺)\s*(?:中)?含|标志性成分|功效成分/i;

const PRODUCT_UNIT_OF: readonly [RegExp, ProductUnit][] = [
  [/^(?:tablets?|caplets?|chewables?|chewable tablets?|gumm(?:y|ies)|lozenges?|片)$/i, 'tablet'],
  [/^(?:capsules?|caps|softgels?|soft\s*gels?|vcaps|粒|胶囊|软胶囊)$/i, 'capsule'],
  [/^(?:scoops?|勺)$/i, 'scoop'],
  [/^(?:packets?|sachets?|sticks?|袋|包)$/i, 'sachet'],
];

function productUnitOf(word: string): ProductUnit | undefined {
  return PRODUCT_UNIT_OF.find(([re]) => re.test(word.trim()))?.[1];
}

const NUMBER = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const UNIT = String.raw`(mcg|µg|μg|ug|mg|g|IU|I\.U\.|毫克|微克|克|国际单位)`;
/** A dose amount: a number and a mass or IU unit, not a lab's concentration (mg/dL, µg/L). */
const AMOUNT = new RegExp(
  String.raw`${NUMBER}\s*${UNIT}(?![A-Za-z])(?!\s*[/／]\s*(?:d?[lL]|m[lL]|kg|24|h))`,
  'gi',
);
const UNIT_IN_NAME =
  /^\s*[(（]\s*(mcg|µg|μg|ug|mg|g|IU|毫克|微克|克|国际单位)\s*[)）]\s*[:：]?\s*(\d+(?:\.\d+)?)/i;

function doseUnitOf(u: string): DoseUnit | undefined {
  const k = u.replace(/\./g, '').toLowerCase();
  if (k === 'mg' || k === '毫克') return 'mg';
  if (k === 'mcg' || k === 'µg' || k === 'μg' || k === 'ug' || k === '微克') return 'ug';
  if (k === 'g' || k === '克') return 'g';
  if (k === 'iu' || k === '国际单位') return 'IU';
  return undefined;
}

const numberOf = (s: string): number => Number(s.replace(/,/g, ''));

/** Fold what OCR and typing vary: full-width forms, case, spaces inside Chinese names. */
function fold(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/[‐‑–—]/g, '-')
    .replace(/μ/g, 'µ')
    .toLowerCase();
}

interface NameHit {
  start: number;
  end: number;
  nutrient: NutrientKey;
  salt?: SaltFormRow;
  /** The salt alias is a Chinese one (Chinese labels print the salt's mass). */
  saltZh?: boolean;
}

const isCjk = (s: string) => /[\u3400-\u9fff]/.test(s);

interface Pattern {
  text: string;
  nutrient: NutrientKey;
  salt?: SaltFormRow;
}

const PATTERNS: Pattern[] = [
  ...(SALT_FORMS as readonly SaltFormRow[])
    .filter((s) => !/salt|lite|losalt/.test(s.id))
    .flatMap((salt) => salt.aliases.map((a) => ({ text: fold(a), nutrient: salt.nutrient, salt }))),
  ...(Object.entries(NUTRIENT_NAMES) as [NutrientKey, readonly string[]][]).flatMap(([nutrient, names]) =>
    names.map((n) => ({ text: fold(n), nutrient })),
  ),
].sort((a, b) => b.text.length - a.text.length);

/** Every nutrient or salt name in a folded segment, longest first, not overlapping. */
function nameHits(text: string): NameHit[] {
  const taken: boolean[] = new Array<boolean>(text.length).fill(false);
  const hits: NameHit[] = [];
  for (const p of PATTERNS) {
    let from = 0;
    for (;;) {
      const i = text.indexOf(p.text, from);
      if (i < 0) break;
      from = i + 1;
      const end = i + p.text.length;
      if (taken.slice(i, end).some(Boolean)) continue;
      if (!isCjk(p.text)) {
        // Whole words only ("iron" not in "environment"; "vitamin b1" not in "vitamin b12").
        if (/[a-z0-9]/.test(text[i - 1] ?? '') || /[a-z0-9]/.test(text[end] ?? '')) continue;
      } else if (/[0-9]$/.test(p.text) && /[0-9]/.test(text[end] ?? '')) continue;
      for (let k = i; k < end; k++) taken[k] = true;
      hits.push({
        start: i,
        end,
        nutrient: p.nutrient,
        ...(p.salt ? { salt: p.salt, saltZh: isCjk(p.text) } : {}),
      });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** The label says the amount is the element (以锌计, 相当于钙, "elemental", "equivalent to"). */
const ELEMENT_MARK = /以\s*[\u3400-\u9fffa-z]{1,4}\s*计|相当于|折合|elemental|equivalent\s+to|providing/;

interface Amount {
  index: number;
  amount: number;
  unit: DoseUnit;
}

function amountsIn(text: string, from: number): Amount[] {
  const out: Amount[] = [];
  AMOUNT.lastIndex = from;
  for (let m = AMOUNT.exec(text); m; m = AMOUNT.exec(text)) {
    const unit = doseUnitOf(m[2] ?? '');
    const amount = numberOf(m[1] ?? '');
    if (unit && Number.isFinite(amount)) out.push({ index: m.index, amount, unit });
  }
  return out;
}

/** One item: a name and the text up to the next item. */
function readItem(hit: NameHit, text: string, end: number, raw: string): LabelNutrient | undefined {
  const body = text.slice(hit.end, end);
  let amounts = amountsIn(text.slice(0, end), hit.end);
  // A unit printed with the name in a table ("钙(mg) 300").
  const unitInName = UNIT_IN_NAME.exec(body);
  if (amounts.length === 0 && unitInName) {
    const unit = doseUnitOf(unitInName[1] ?? '');
    if (unit) amounts = [{ index: hit.end, amount: Number(unitInName[2]), unit }];
  }
  if (amounts.length === 0) return undefined;
  const nutrient = hit.nutrient;
  let chosen = amounts[0] as Amount;
  // Folate: the project counts µg of folic acid, the unit of its UL ("680 mcg DFE (400 mcg folic acid)").
  let folateDfe = false;
  if (nutrient === 'folate') {
    const fa = /(\d[\d,.]*)\s*(?:mcg|µg|ug|微克)\s*(?:of\s+)?(?:folic acid|叶酸)/.exec(body);
    if (fa) chosen = { index: hit.end, amount: numberOf(fa[1] ?? ''), unit: 'ug' };
    else if (/^\s*(?:\([^)]*\)\s*)?[\d,.]+\s*(?:mcg|µg|ug)\s*dfe/.test(body)) folateDfe = true;
  }
  const salt = hit.salt;
  let basis: LabelNutrient['basis'] = 'elemental';
  if (salt) {
    const mark = ELEMENT_MARK.exec(body);
    if (mark) {
      // The element as the label states it: the amount after the mark, else the line's amount.
      // "碳酸钙 1.5 g（相当于钙 600 mg）"; "ferrous sulfate 325 mg (65 mg elemental iron)"; "硫酸锌 10 mg（以锌计）".
      const markAt = hit.end + mark.index;
      const before = amounts.filter((a) => a.index < markAt);
      chosen =
        amounts.find((a) => a.index > markAt) ??
        (before.length > 1 ? (before[before.length - 1] as Amount) : chosen);
    } else {
      const printsSalt = hit.saltZh ? true : salt.typedAmountIs === 'salt';
      if (printsSalt) basis = 'salt';
    }
  }
  // The salt an element line names as its source ("Calcium (as calcium carbonate) 600 mg").
  const source =
    salt ??
    PATTERNS.find(
      (p) =>
        p.salt?.nutrient === nutrient &&
        body.slice(0, (amounts[0] as Amount).index - hit.end).includes(p.text),
    )?.salt;
  const canonical = NUTRIENTS[nutrient].unit;
  let amount = convertDose(chosen.amount, chosen.unit, basis === 'salt' ? 'mg' : canonical, nutrient);
  if (amount === null || !(amount > 0)) return undefined;
  // A salt sold as more than one hydrate holds the iron of its agreed tablet strength (the UK 200 mg ferrous sulfate is
  // the dried salt, 65 mg of iron, not 20 % of 200 mg); any other mass of it is no amount, left for the person to place.
  if (basis === 'salt' && salt) {
    const element = elementOfSaltMass(salt, amount);
    amount = element === null ? null : convertDose(element, 'mg', canonical);
  }
  if (folateDfe) amount = amount === null ? null : amount / 1.7;
  if (amount === null || !(amount > 0)) return undefined;
  return {
    nutrient,
    amount: roundTo(amount, 3),
    unit: canonical,
    printed: { amount: chosen.amount, unit: chosen.unit },
    basis,
    ...(source ? { salt: source.id } : {}),
    raw: raw.trim(),
  };
}

/** A line split where its own list separators are (、，；), never in "1,000". */
function segmentsOf(line: string): string[] {
  return line.split(/[、，；;]|,(?!\d{3})/).filter((s) => s.trim() !== '');
}

/** The nutrients in one segment: a new item starts at a name once the one before has its amount. */
function readSegment(segment: string): { items: LabelNutrient[]; unplaced: boolean } {
  const text = fold(segment);
  const hits = nameHits(text);
  const items: LabelNutrient[] = [];
  const starts: NameHit[] = [];
  for (const h of hits) {
    const current = starts[starts.length - 1];
    if (!current) {
      starts.push(h);
      continue;
    }
    const between = text.slice(current.end, h.start);
    const hasAmount = amountsIn(text.slice(0, h.start), current.end).length > 0;
    // "Calcium (as calcium carbonate)", "碳酸钙 1.5 g（相当于钙 600 mg）": the same item.
    // A name inside a bracket opened after the item's name ("667 mcg DFE (400 mcg folic acid)") too.
    const inBracket = (between.match(/\(/g) ?? []).length > (between.match(/\)/g) ?? []).length;
    const sameItem =
      h.nutrient === current.nutrient &&
      (!hasAmount ||
        inBracket ||
        ELEMENT_MARK.test(text.slice(Math.max(current.end, h.start - 16), h.start)));
    if (hasAmount && !sameItem) starts.push(h);
    else if (!hasAmount && h.nutrient !== current.nutrient && !/\(|（/.test(between))
      starts[starts.length - 1] = h;
  }
  starts.forEach((h, i) => {
    const next = starts[i + 1];
    const item = readItem(h, text, next ? next.start : text.length, segment);
    if (item) items.push(item);
  });
  const unplaced = items.length === 0 && amountsIn(text, 0).length > 0;
  return { items, unplaced };
}

const NAME_FIELD = /(?:产品名称|商品名称|通用名称|品名|名称|product\s*name)\s*[:：]\s*(.+)/i;
const NOT_A_NAME =
  /supplement\s*facts|nutrition\s*facts|serving|amount\s*per|daily\s*value|营养成分|ingredients|配料|主要原料|NRV|每\s*\d*\s*(?:片|粒)|directions|suggested\s*use|食用方法|warning|注意事项|批准文号|国食健|卫食健|国药准字|www\.|http/i;

function nameOf(lines: readonly string[], panelAt: number): string | undefined {
  for (const line of lines) {
    const m = NAME_FIELD.exec(line.normalize('NFKC'));
    if (m?.[1]?.trim()) return m[1].trim().replace(/【|】/g, '');
  }
  const before = panelAt >= 0 ? lines.slice(0, panelAt) : lines.slice(0, 3);
  for (const line of before) {
    const t = line.trim();
    const letters = t.replace(/[^A-Za-z\u3400-\u9fff]/g, '');
    if (letters.length >= 2 && !NOT_A_NAME.test(t)) return t;
  }
  return undefined;
}

// OCR reads a 1 before a word as l or I ("Take ltablet").
const WORD_NUMBERS: Record<string, number> = {
  l: 1,
  i: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  一: 1,
  两: 2,
  二: 2,
  三: 3,
  四: 4,
};
const countOf = (s: string | undefined): number =>
  s === undefined || s === '' ? 1 : (WORD_NUMBERS[s.toLowerCase()] ?? Number(s));

const EN_UNIT_WORDS = String.raw`(tablets?|caplets?|chewables?|gumm(?:y|ies)|lozenges?|capsules?|caps|softgels?|soft\s*gels?|vcaps|scoops?|packets?|sachets?|sticks?)`;
const SERVING_EN = new RegExp(
  String.raw`serving\s*size\s*[:：]?\s*(\d+(?:\.\d+)?|one|two|three|four)\s*(?:(?:veggie|vegetarian|vegetable|coated|chewable|liquid|rapid[- ]release)\s+)?${EN_UNIT_WORDS}`,
  'i',
);
const SERVING_ZH = /每\s*(\d+|[一两二三四])?\s*(片|粒|袋|包|勺)\s*(?:中)?(?:含|含量|营养成分)?/;
const PER_DAY_EN = new RegExp(
  String.raw`(?:take|chew)\s*(\d+|one|two|three|four|[lI](?=\s*[a-z]))\s*(?:(?:veggie|vegetarian|chewable)\s+)?${EN_UNIT_WORDS}\s*(?:daily|a\s*day|per\s*day|once\s*daily)`,
  'i',
);
const PER_DAY_EN_TIMES = new RegExp(
  String.raw`(?:take|chew)\s*(\d+|one|two|three|[lI](?=\s*[a-z]))\s*${EN_UNIT_WORDS}\s*(twice|\d+\s*times|one\s*times|two\s*times|three\s*times)\s*(?:daily|a\s*day|per\s*day)`,
  'i',
);
const PER_DAY_ZH =
  /每日\s*(\d+|[一两二三四])\s*次\s*[，,、]?\s*每次\s*(\d+|[一两二三四])\s*(片|粒|袋|包|勺)|每日\s*(\d+|[一两二三四])\s*(片|粒|袋|包|勺)/;

function servingOf(text: string): LabelReading['serving'] {
  const en = SERVING_EN.exec(text);
  if (en) {
    const unit = productUnitOf(en[2] ?? '');
    const count = countOf(en[1]);
    if (unit && count > 0) return { count, unit };
  }
  const zh = SERVING_ZH.exec(text);
  if (zh) {
    const unit = productUnitOf(zh[2] ?? '');
    const count = countOf(zh[1]);
    if (unit && count > 0) return { count, unit };
  }
  return undefined;
}

function perDayOf(text: string): LabelReading['perDay'] {
  const times = PER_DAY_EN_TIMES.exec(text);
  if (times) {
    const unit = productUnitOf(times[2] ?? '');
    const times3 = (times[3] ?? '').toLowerCase();
    const n = times3 === 'twice' ? 2 : countOf(times3.replace(/\s*times/, ''));
    const count = countOf(times[1]) * n;
    if (unit && count > 0) return { count, unit };
  }
  const en = PER_DAY_EN.exec(text);
  if (en) {
    const unit = productUnitOf(en[2] ?? '');
    const count = countOf(en[1]);
    if (unit && count > 0) return { count, unit };
  }
  const zh = PER_DAY_ZH.exec(text);
  if (zh) {
    if (zh[3]) {
      const unit = productUnitOf(zh[3]);
      if (unit) return { count: countOf(zh[1]) * countOf(zh[2]), unit };
    } else if (zh[5]) {
      const unit = productUnitOf(zh[5]);
      if (unit) return { count: countOf(zh[4]), unit };
    }
  }
  return undefined;
}

const CJK_OR_MARK = String.raw`[\u3400-\u9fff\u3000-\u303f【】]`;
const SPACE_BY_CJK = new RegExp(String.raw`(?<=${CJK_OR_MARK})\s+|\s+(?=${CJK_OR_MARK})`, 'g');

/**
 * What OCR does to a label line, undone where only one reading fits: spaces between Chinese
 * characters (tesseract's chi_sim puts one between most: "维生素 D 5 µg"), µg read as "hg" (no label
 * prints hectograms), mg read as "msg", "VitaminE" run together, IU read as "1U"/"lU" after a number, B1 read as "Bl", and two lookalikes no label prints
 * as an ingredient read for the mineral only beside an amount or after 酸 (钻 for 钙 "碳酸钻 1.5 克",
 * 钟 for 锌 "葡萄糖酸钟 70 mg"; seen in the label photo bench).
 */
export function repairOcr(line: string): string {
  return line
    .replace(SPACE_BY_CJK, '')
    .replace(/(\d)\s*hg(?![A-Za-z])/g, '$1 µg')
    .replace(/(\d)\s*msg(?![A-Za-z])/g, '$1 mg')
    .replace(/\b(vitamin)(?=[A-K](?:\d{1,2})?\b)/gi, '$1 ')
    .replace(/(\d)\s*[1lI|]U(?![A-Za-z])/g, (m, d: string) => (/\dIU$/.test(m) ? m : `${d} IU`))
    .replace(/(维生素|vitamin\s?)B[lI](?![\dA-Za-z])/gi, '$1B1')
    .replace(/(?<=酸)钻|钻(?=\s*\d)/g, '钙')
    .replace(/(?<=酸)钟|钟(?=\s*\d)/g, '锌');
}

/** Lines that are directions or warnings, not amounts of the product ("take with 250 mg …"). */
const NOT_CONTENTS =
  /^\s*(?:directions|suggested\s*use|warning|caution|食用方法|用法用量|注意事项|不适宜人群|适宜人群|贮藏|保质期|净含量|规格)/i;

/**
 * Read a supplement label from OCR text. Never throws; an empty or unrelated text gives
 * `notALabel: true` and no nutrients.
 */
export function readLabel(text: string): LabelReading {
  const lines = (typeof text === 'string' ? text : '')
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '');
  const folded = lines.map((l) => repairOcr(l.normalize('NFKC')));
  const panelAt = folded.findIndex((l) => PANEL_START.test(l));
  const all = folded.join('\n');
  const labelLike = PANEL_HEADINGS.test(all);
  const nutrients: LabelNutrient[] = [];
  const unplaced: string[] = [];
  // With a panel heading, the list starts at it (a title above, "Zinc Gluconate 50 mg", is the name).
  const from = panelAt >= 0 ? panelAt : 0;
  for (const line of folded.slice(from)) {
    if (NOT_CONTENTS.test(line)) continue;
    for (const segment of segmentsOf(line)) {
      const read = readSegment(segment);
      nutrients.push(...read.items);
      if (read.unplaced && !/serving|每\s*\d*\s*(?:片|粒)\s*$/i.test(segment)) unplaced.push(segment.trim());
    }
  }
  // One figure per nutrient: the element as printed beats a salt's mass; the first beats repeats.
  const kept: LabelNutrient[] = [];
  for (const n of nutrients) {
    const i = kept.findIndex((k) => k.nutrient === n.nutrient);
    if (i < 0) kept.push(n);
    else if (kept[i]?.basis === 'salt' && n.basis === 'elemental') kept[i] = n;
  }
  const notALabel = kept.length === 0 && !labelLike;
  const name = notALabel ? undefined : nameOf(folded, panelAt);
  const serving = notALabel ? undefined : servingOf(all);
  const perDay = notALabel ? undefined : perDayOf(all);
  return {
    notALabel,
    ...(name ? { name } : {}),
    ...(serving ? { serving } : {}),
    ...(perDay ? { perDay } : {}),
    nutrients: notALabel ? [] : kept,
    unplaced: notALabel ? [] : unplaced,
  };
}
