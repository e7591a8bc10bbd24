/**
 * The supplement options (the option table and the shop's own products) and how a typed name finds one:
 * search, resolution of a free-text name, grouping by category.
 */
import { pick, type Locale } from '../contracts/common';
import {
  SUPPLEMENT_CATEGORIES,
  SUPPLEMENT_CATEGORY_LABELS,
  SUPPLEMENT_OPTIONS,
  type SupplementCategory,
  type SupplementOptionRow,
} from '../knowledge/supplements';
import { toSimplified } from '../interactions/normalize';
import { CATALOGUE_OPTIONS } from './catalogue-options';

/** A supplement option: a row of the option table or a catalogue product (ids of either kind). */
export type SupplementOption = SupplementOptionRow;

/** The option table, then the shop's own products (review/catalogue-options.ts). */
export const OPTIONS: readonly SupplementOption[] = [...SUPPLEMENT_OPTIONS, ...CATALOGUE_OPTIONS];
export const BY_ID = new Map<string, SupplementOption>(OPTIONS.map((o) => [o.id, o]));

// ---- search ------------------------------------------------------------------------------------

const SEPARATORS = /[\s'’`.,，。、·()（）\-_/+]/g;
const SEPARATOR = new RegExp(SEPARATORS.source);

/**
 * A name as written in Hong Kong or Taiwan read as the option table writes it: traditional characters
 * folded to simplified (鈣 → 钙, 魚油 → 鱼油) and 维他命, the Hong Kong and Taiwan word for vitamin, read as
 * 维生素 (fiftieth clinician review, zh M1: "維他命D3 50000IU" went unchecked while "维生素D3 50000IU" was
 * counted). Each replacement keeps the length, so word edges found on the typed text still hold.
 */
function asMainlandName(s: string): string {
  return toSimplified(s).replace(/维他命/g, '维生素');
}

export function norm(s: string): string {
  return asMainlandName(s.normalize('NFKC')).toLowerCase().replace(/[μµ]/g, 'u').replace(SEPARATORS, '');
}

/** A normalised query, with where its words start and end (separators, and a change of script). */
interface Query {
  q: string;
  starts: ReadonlySet<number>;
  ends: ReadonlySet<number>;
}

const isLatin = (c: string | undefined): boolean => c !== undefined && /[a-z]/.test(c);

/**
 * The query `norm` makes, with its word edges: where the typed text had a separator, or where a Latin
 * letter meets anything else ("dha500mg", "钙尔奇d600"). Twelfth clinician review, en P5 finding 1: the
 * alias "DHA" inside "ashwaDHAgandha" made the herb "Algal DHA 200 mg".
 */
function queryOf(s: string): Query {
  const q = norm(s);
  const starts = new Set<number>([0]);
  const ends = new Set<number>([q.length]);
  let at = 0;
  for (const ch of asMainlandName(s.normalize('NFKC')).toLowerCase().replace(/[μµ]/g, 'u')) {
    if (SEPARATOR.test(ch)) {
      starts.add(at);
      ends.add(at);
      continue;
    }
    at += ch.length;
  }
  for (let i = 1; i < q.length; i++)
    if (isLatin(q[i - 1]) !== isLatin(q[i])) {
      starts.add(i);
      ends.add(i);
    }
  return { q, starts, ends };
}

/** A Latin alias found inside the query only as whole words ("iron" in "iron 65 mg", not "ironweed"). */
function containsAsWords(query: Query, n: string): boolean {
  if (!/^[a-z0-9]+$/.test(n)) return query.q.includes(n);
  for (let i = query.q.indexOf(n); i >= 0; i = query.q.indexOf(n, i + 1))
    if (query.starts.has(i) && query.ends.has(i + n.length)) return true;
  return false;
}

interface NameEntry {
  option: SupplementOption;
  names: readonly string[];
  notNames: readonly string[];
}

/**
 * A name with its British spellings too ("ferrous sulphate", "ferrous gluconate" is the same; fortieth clinician
 * review, en: "Ferrous sulphate 200mg tablets" found nothing and the plan added iron on top of the prescribed iron).
 */
function withBritishSpelling(names: readonly string[]): string[] {
  return names.flatMap((n) => (/sulfat/i.test(n) ? [n, n.replace(/sulfat/gi, 'sulphat')] : [n]));
}

const NAMES: readonly NameEntry[] = OPTIONS.map((o) => ({
  option: o,
  names: [
    ...new Set(
      withBritishSpelling([o.id, o.zh, o.en, ...o.aliases])
        .map(norm)
        .filter((n) => n.length > 0),
    ),
  ],
  notNames: (o.notNames ?? []).map(norm),
}));

/** Each normalised name or alias → its option (the first listed, as the search ranks it). */
const NAME_OWNER = new Map<string, SupplementOption>();
for (const e of NAMES) for (const n of e.names) if (!NAME_OWNER.has(n)) NAME_OWNER.set(n, e.option);

const SCORE = { exact: 100, prefix: 80, contains: 60, containedBase: 40 } as const;

function scoreOption(entry: NameEntry, query: Query): number {
  const { q } = query;
  let best = 0;
  for (const n of entry.names) {
    let s = 0;
    if (n === q) s = SCORE.exact;
    else if (n.startsWith(q)) s = SCORE.prefix;
    else if (n.includes(q)) s = SCORE.contains;
    // The query names a product more specifically than an alias ("钙尔奇D600片"): the longer the
    // alias found inside it, the better.
    // A two-letter Latin alias ("VE", "VC") is contained in too many words ("seven seas", "cod liver"):
    // it names a product only when it is the whole query or a Chinese name carries it (tenth clinician
    // review, en P1 finding 4: "Seven Seas" and "cod liver" resolved to vitamin E 100 mg).
    else if (
      (n.length >= 3 || (n.length === 2 && /[^\x20-\x7e]/.test(n + q))) &&
      containsAsWords(query, n) &&
      !entry.notNames.some((other) => q.includes(other))
    )
      s = SCORE.containedBase + Math.min(n.length, 19);
    if (s > best) best = s;
  }
  return best;
}

/** The option with this id, or undefined. */
export function supplementOptionById(id: string): SupplementOption | undefined {
  return typeof id === 'string' ? BY_ID.get(id) : undefined;
}

/**
 * Options matching a typed name (zh, en, id or alias; case-, width- and punctuation-insensitive),
 * best first: exact name, then prefix, then substring, then names contained in the query.
 */
export function searchSupplementOptions(name: string, limit = 20): SupplementOption[] {
  if (typeof name !== 'string') return [];
  // A food taken for a nutrient is searched by the food's name ("Spirulina powder (for B12)").
  const product = name.replace(PURPOSE, ' ');
  const query = queryOf(FOOD_PRODUCTS.test(product) ? product : name);
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 20;
  if (!query.q || max === 0) return [];
  return NAMES.map((e, i) => ({ o: e.option, s: scoreOption(e, query), i }))
    .filter((r) => r.s > 0)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, max)
    .map((r) => r.o);
}

/**
 * Foods and whole herbs people take as "supplements" for a nutrient ("Spirulina powder (for B12)",
 * "螺旋藻粉（补B12）"): the product is the food, not a tablet of the nutrient it is taken for. Spirulina,
 * chlorella and nori hold mostly inactive B12 analogues (pseudovitamin B12) and seaweeds an unstated,
 * variable amount of iodine (NIH ODS Vitamin B12 and Iodine fact sheets; Watanabe F, Nutrients 2014),
 * so the nutrient named as the purpose is never the product (clinician review 2026-11-25, products §2).
 */
const FOOD_PRODUCTS =
  /螺旋藻|小球藻|绿藻|紫菜|海苔|海藻粉|海草|辣木|小麦草|大麦草|大麦若叶|青汁|啤酒酵母|营养酵母|蜂花粉|spirulina|chlorella|nori|seaweed|moringa|wheatgrass|wheat grass|barley grass|brewer'?s yeast|nutritional yeast|bee pollen|dulse/i;
/** What a product is taken for: "(for B12)", "（补B12）", "for iron", "补铁", "用于补碘". */
const PURPOSE = /[(（][^)）]*[)）]|\b(?:for|to get|to boost|as a source of)\b.*$|(?:补充|补|用于|为了).*$/gi;

/**
 * Resolve a free-text product name: an exact name, or the option whose longest alias is contained in
 * the text. A mere prefix ("vitamin") resolves to nothing, because it does not say which product.
 * A food or herb with the nutrient it is taken for ("Spirulina powder (for B12)") is resolved by the
 * food's own name only, so it is never a tablet of that nutrient.
 */
export function resolveSupplementName(name: string): SupplementOption | undefined {
  if (typeof name !== 'string') return undefined;
  const product = name.replace(PURPOSE, ' ');
  if (FOOD_PRODUCTS.test(product)) return resolveName(product);
  // The product named beats what it is taken for ("kelp (for iodine)" is kelp, not an iodine tablet);
  // a whole name that is itself an option's name ("50岁以上复合维生素（银片）") stays that option.
  const whole = resolveName(name);
  if (product === name || (whole && NAME_OWNER.get(norm(name)) === whole)) return whole;
  return resolveName(product) ?? whole;
}

function resolveName(name: string): SupplementOption | undefined {
  const query = queryOf(name);
  if (!query.q) return undefined;
  let best: { o: SupplementOption; s: number } | undefined;
  for (const e of NAMES) {
    const s = resolvableScore(e, query);
    if (s > 0 && (!best || s > best.s)) best = { o: e.option, s };
  }
  return best?.o;
}

/**
 * How well a query names an option for resolving: an exact name, or an alias found whole in it — never
 * a prefix or part of a longer name. Scored apart from the search's `scoreOption`, where a longer name
 * of the same option holding the query ("niacin 500 mg" inside "Niacin 500 mg (nicotinic acid)") scored
 * higher than the alias "niacin" found whole in it and left the name unresolved (clinician review of the
 * knowledge tables, 2026-11-29, item 3).
 */
function resolvableScore(entry: NameEntry, query: Query): number {
  let best = 0;
  for (const n of entry.names) {
    const s = scoreOption({ ...entry, names: [n] }, query);
    if ((s === SCORE.exact || (s > SCORE.containedBase && s < SCORE.contains)) && s > best) best = s;
  }
  return best;
}

export interface SupplementCategoryGroup {
  category: SupplementCategory;
  label: string;
  options: { id: string; name: string }[];
}

/** Every option grouped by category, in display order, with names in the locale. */
export function supplementOptionsByCategory(locale: Locale): SupplementCategoryGroup[] {
  return SUPPLEMENT_CATEGORIES.map((category) => ({
    category,
    label: pick(SUPPLEMENT_CATEGORY_LABELS[category], locale),
    options: OPTIONS.filter((o) => o.category === category).map((o) => ({ id: o.id, name: pick(o, locale) })),
  }));
}
