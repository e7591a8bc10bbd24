/**
 * What the learned triage reader sees of a message: hashed character and word n-grams of the folded
 * text (ADR 0038). Character n-grams carry Chinese without a word segmenter and survive typos, pinyin
 * run-ons and missing spaces; word n-grams carry English phrasing. The same function feeds training
 * (`npm run train:triage`) and scoring, so the two can never disagree about a feature.
 */
import { activeText } from '../detect';

/** Hash space of the features: large enough that collisions among ~10⁵ training n-grams are rare. */
export const TRIAGE_BUCKETS = 1 << 18;

/** FNV-1a, 32 bit: stable across runs and platforms, so committed weights stay valid. */
function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const CJK_RUN = /[\u3400-\u9fff]+/g;
const WORD = /[a-z]+|\d+(?:\.\d+)?/g;

/**
 * The n-gram strings of a message (exported for the training script's diagnostics): of what the phrase
 * rules take as the present — quiet clauses left out, negated symptom phrases blanked (`activeText`).
 */
function triageGrams(text: unknown): string[] {
  return clauseGrams(activeText(text));
}

function clauseGrams(folded: string): string[] {
  const grams: string[] = [];
  for (const m of folded.matchAll(CJK_RUN)) {
    const run = m[0];
    for (let n = 1; n <= 3; n++)
      for (let i = 0; i + n <= run.length; i++) grams.push(`c${n}:${run.slice(i, i + n)}`);
  }
  const words = [...folded.matchAll(WORD)].map((m) => (/^\d/.test(m[0]) ? numberShape(m[0]) : m[0]));
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    grams.push(`w:${w}`);
    if (i + 1 < words.length) grams.push(`b:${w} ${words[i + 1]}`);
    if (w.length > 3 && !w.startsWith('#')) {
      const padded = `<${w}>`;
      for (let n = 3; n <= 5; n++)
        for (let j = 0; j + n <= padded.length; j++) grams.push(`g:${padded.slice(j, j + n)}`);
    }
  }
  // A number right after a Chinese word ("钾6.8", "血糖2.6"): the pair says more than either alone.
  for (const m of folded.matchAll(/([\u3400-\u9fff]{1,2})\s?(\d+(?:\.\d+)?)/g))
    grams.push(`x:${m[1]}${numberShape(m[2]!)}`);
  return grams;
}

/** A number by its shape and rough size, so "6.8" and "6.9" share a feature and "68" does not. */
function numberShape(n: string): string {
  const v = Number(n);
  const size = v < 1 ? 'lt1' : v < 10 ? 'lt10' : v < 100 ? 'lt100' : v < 1000 ? 'lt1000' : 'big';
  return `#${n.includes('.') ? 'dec' : 'int'}${size}`;
}

/** The distinct hashed features of a message. */
export function triageFeatures(text: unknown): number[] {
  const out = new Set<number>();
  for (const g of triageGrams(text)) out.add(fnv1a(g) % TRIAGE_BUCKETS);
  return [...out];
}
