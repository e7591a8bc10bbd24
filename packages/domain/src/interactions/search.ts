/**
 * Drug search by any name a user might type: Chinese characters, full pinyin (`huafalin`), pinyin
 * initials (`hfl`), English generic or brand names, or a class name (`他汀`, `statin`, `PPI`).
 *
 * The index (normalised keys, pinyin) is built once, lazily, on the first call: pinyin conversion is
 * the expensive part and the dictionary never changes at run time. A search is then a linear scan
 * where one `includes` per drug rejects most of the table before any key is scored.
 */
import { pinyin } from 'pinyin-pro';
import { DRUG_CLASSES, DRUGS, type Drug } from '../knowledge/drugs';
import { CLASS_PHRASES } from './class-phrases';
import { normalizeKeyword, toSimplified } from './normalize';
import { medicineNameOnly, suggestMedicineIds } from './resolve';

/** One search result; `score` is 0–100 (100 = exact match on the generic name). */
export interface DrugSearchHit {
  readonly drug: Drug;
  readonly score: number;
  /** A "did you mean" hit: nothing matched the keyword as typed, this name is one typo away. */
  readonly suggested?: true;
}

/** Latin keywords this short match the start of a name only, never its inside. */
const SHORT_LATIN = 3;

/** Score of a "did you mean" hit: below any real match. */
const SUGGESTION_SCORE = 5;

interface Key {
  readonly text: string;
  /** How much a match on this key counts: generic names beat brands beat class names. */
  readonly weight: number;
  /** Substring matches are allowed on names, not on pinyin (`lin` would match half the table). */
  readonly substring: boolean;
}

interface Entry {
  readonly drug: Drug;
  readonly keys: readonly Key[];
  /** All keys joined: one native `includes` rejects a non-matching drug without scanning its keys. */
  readonly haystack: string;
}

const HAN = /\p{Script=Han}/u;

export { normalizeKeyword };

function pinyinKeys(text: string, weight: number): Key[] {
  if (!HAN.test(text)) return [];
  const full = pinyin(text, { toneType: 'none', type: 'array', v: true, nonZh: 'removed' }).join('');
  const initials = pinyin(text, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' }).join(
    '',
  );
  return [
    { text: normalizeKeyword(full), weight: weight * 0.98, substring: false },
    { text: normalizeKeyword(initials), weight: weight * 0.95, substring: false },
  ];
}

function nameKeys(text: string, weight: number): Key[] {
  return [{ text: normalizeKeyword(text), weight, substring: true }, ...pinyinKeys(text, weight)];
}

function buildEntry(drug: Drug): Entry {
  const keys: Key[] = [
    ...nameKeys(drug.zh, 1),
    ...nameKeys(drug.en, 1),
    { text: normalizeKeyword(drug.id), weight: 1, substring: true },
    ...drug.brands.flatMap((b) => nameKeys(b, 0.9)),
    ...drug.classes.flatMap((cls) => [
      { text: normalizeKeyword(cls), weight: 0.5, substring: false },
      { text: normalizeKeyword(DRUG_CLASSES[cls].zh), weight: 0.5, substring: true },
      { text: normalizeKeyword(DRUG_CLASSES[cls].en), weight: 0.5, substring: true },
    ]),
    // Lay class phrases ("blood thinner", "降压药") list the class's medicines; a broad phrase ranks
    // them a little lower than a one-class phrase.
    ...CLASS_PHRASES.filter((row) =>
      row.classes.some((c) => (drug.classes as readonly string[]).includes(c)),
    ).flatMap((row) =>
      row.phrases.map((p) => ({
        text: normalizeKeyword(p),
        weight: row.classes.length > 1 ? 0.45 : 0.5,
        substring: true,
      })),
    ),
  ];
  // Identical texts (e.g. id === en) only cost time; keep the heaviest.
  const best = new Map<string, Key>();
  for (const k of keys) {
    if (k.text === '') continue;
    const seen = best.get(k.text);
    if (!seen || k.weight > seen.weight || (k.weight === seen.weight && k.substring && !seen.substring)) {
      best.set(k.text, k);
    }
  }
  const unique = [...best.values()];
  return { drug, keys: unique, haystack: `\u0001${unique.map((k) => k.text).join('\u0001')}` };
}

let index: readonly Entry[] | undefined;
function searchIndex(): readonly Entry[] {
  index ??= DRUGS.map(buildEntry);
  return index;
}

/**
 * "抗" / "anti" right before the match: the name is of something that works against what was typed
 * (抗叶酸药, antifolate), so the keyword names the target, not this medicine — "叶酸" and "folate" are
 * folic acid, never methotrexate (clinician review 7, cross-cutting §1).
 */
const AGAINST = ['抗', 'anti'] as const;

function onlyAgainst(text: string, q: string): boolean {
  let at = text.indexOf(q);
  if (at < 0) return false;
  while (at >= 0) {
    const before = text.slice(0, at);
    if (!AGAINST.some((w) => before.endsWith(w))) return false;
    at = text.indexOf(q, at + 1);
  }
  return true;
}

/** Exact 100 > prefix 60–90 > substring 30–50; longer coverage of the key scores higher. */
function matchScore(key: Key, q: string, prefixOnly: boolean): number {
  if (key.text === q) return 100;
  const coverage = q.length / key.text.length;
  if (key.text.startsWith(q)) return 60 + 30 * coverage;
  if (!prefixOnly && key.substring && key.text.includes(q) && !onlyAgainst(key.text, q)) {
    return 30 + 20 * coverage;
  }
  return 0;
}

/**
 * Drugs matching `keyword`, best first (ties keep dictionary order, so results are stable).
 * Empty, whitespace-only or non-string keywords give `[]`. `limit` defaults to 20.
 *
 * Traditional characters are folded to simplified (pharmacist review B9). With `tolerant` (the search
 * box), a keyword that matches nothing is tried again without its dose ("lipitor20", "Zoloft 50 mg"),
 * and if that matches nothing either, names one typo away come back as `suggested` hits ("warfrin").
 * Callers that scan free text for medicine names (the assistant) leave it off: a typo match there
 * would invent a medicine the user never named.
 */
export function searchDrugs(
  keyword: string,
  limit = 20,
  options: { readonly tolerant?: boolean } = {},
): DrugSearchHit[] {
  if (typeof keyword !== 'string') return [];
  const max = Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 20;
  if (max === 0) return [];
  const hits = matchDrugs(keyword, max);
  if (hits.length > 0) return hits;
  const text = toSimplified(keyword);
  if (text !== keyword) {
    const folded = matchDrugs(text, max);
    if (folded.length > 0) return folded;
  }
  if (options?.tolerant !== true) return [];
  const name = medicineNameOnly(text);
  if (name !== text.trim()) {
    const again = matchDrugs(name, max);
    if (again.length > 0) return again;
  }
  if (normalizeKeyword(text) === '') return [];
  const byId = new Map(DRUGS.map((d) => [d.id as string, d as Drug]));
  return suggestMedicineIds(name, Math.min(max, 5)).flatMap((id) => {
    const drug = byId.get(id);
    return drug ? [{ drug, score: SUGGESTION_SCORE, suggested: true as const }] : [];
  });
}

function matchDrugs(keyword: string, max: number): DrugSearchHit[] {
  const q = normalizeKeyword(keyword);
  if (q === '') return [];
  // One typed Latin letter means "names starting with it": as a substring it would match nearly
  // every drug. A single Chinese character is meaningful anywhere in a name (肝 → 依诺肝素).
  const prefixOnly = q.length === 1 && !HAN.test(q);
  // A short Latin name (up to three letters: a brand such as "Yaz") matches names that start with it,
  // never the inside of another name ("Yaz" inside "Dyazide", triamterene/HCTZ; clinician review
  // 2026-11-25 closing, §6).
  const startsOnly = prefixOnly || (q.length <= SHORT_LATIN && !HAN.test(q));
  const needle = prefixOnly ? `\u0001${q}` : q;
  const hits: { drug: Drug; score: number; order: number }[] = [];
  const entries = searchIndex();
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    if (!entry.haystack.includes(needle)) continue;
    let score = 0;
    for (const key of entry.keys) {
      const s = matchScore(key, q, startsOnly) * key.weight;
      if (s > score) score = s;
    }
    if (score > 0) hits.push({ drug: entry.drug, score: Math.round(score * 100) / 100, order: i });
  }
  hits.sort((a, b) => b.score - a.score || a.order - b.order);
  return hits.slice(0, max).map(({ drug, score }) => ({ drug, score }));
}
