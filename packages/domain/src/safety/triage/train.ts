/**
 * Training of the triage reader (ADR 0038), pure: examples in, weights out, the same weights for the
 * same examples (a seeded shuffle, no clock, no `Math.random`). `scripts/train-triage.ts` reads the
 * data files and writes `weights.json`; the tests train small models with it.
 */
import { canonical, fnv1a64 } from '../../hashing';
import { RED_FLAG_KINDS } from '../kinds';
import { RED_FLAG_PHRASES } from '../red-flag-phrases';
import { TRIAGE_BUCKETS, triageFeatures } from './features';
import type { TriageWeights } from './model';

export interface TriageExample {
  text: string;
  locale: 'zh-CN' | 'en-US';
  /** A red-flag kind, or null for a message that is not an emergency. */
  kind: string | null;
}

/** One data file's lines (JSON Lines: text, locale, kind); a malformed line is refused by number. */
export function parseTriageData(content: string, name: string): TriageExample[] {
  return content
    .split('\n')
    .map((line, i) => ({ line: line.trim(), no: i + 1 }))
    .filter((l) => l.line.length > 0)
    .map(({ line, no }) => {
      const row = JSON.parse(line) as { text?: unknown; locale?: unknown; kind?: unknown };
      if (typeof row.text !== 'string' || (row.locale !== 'zh-CN' && row.locale !== 'en-US'))
        throw new Error(`${name}:${no}: needs text and locale zh-CN or en-US`);
      if (row.kind !== null && typeof row.kind !== 'string')
        throw new Error(`${name}:${no}: kind must be a string or null`);
      return { text: row.text, locale: row.locale, kind: row.kind };
    });
}

/**
 * The training set: the data files in name order, then the phrase table's rows that need no profile
 * (a row that is urgent only on warfarin would teach the reader that bleeding gums are urgent for all).
 */
export function triageTrainingSet(files: readonly { name: string; content: string }[]): TriageExample[] {
  const examples = [...files]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((f) => parseTriageData(f.content, f.name));
  for (const p of RED_FLAG_PHRASES)
    if (!p.profile)
      examples.push({ text: p.text, locale: p.locale === 'en-US' ? 'en-US' : 'zh-CN', kind: p.expect });
  return examples;
}

export interface TrainSettings {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
  /** Share of the examples held back (by a hash of the text) to set the threshold on. */
  validationShare: number;
  /** The recall the threshold is set for on the validation split. */
  targetRecall: number;
  kindShare: number;
  /** Weights smaller than this are not stored. */
  prune: number;
}

export const TRAIN_SETTINGS: TrainSettings = {
  epochs: 30,
  learningRate: 0.5,
  l2: 1e-6,
  seed: 20261125,
  validationShare: 0.15,
  targetRecall: 0.94,
  kindShare: 0.5,
  prune: 0.15,
};

/** Deterministic PRNG (mulberry32) for the shuffle. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Which split an example falls in: by its text, so a duplicate never sits on both sides. */
function isValidation(text: string, share: number): boolean {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 1000) / 1000 < share;
}

interface Encoded {
  features: number[];
  y: number;
  urgent: boolean;
}

export interface TrainResult {
  weights: Omit<TriageWeights, 'version'>;
  validation: { positives: number; negatives: number; recall: number; falseAlarms: number };
}

export function trainTriage(
  examples: readonly TriageExample[],
  s: TrainSettings = TRAIN_SETTINGS,
): TrainResult {
  const known = new Set<string>(RED_FLAG_KINDS);
  const kinds = [...new Set(examples.map((e) => e.kind).filter((k): k is string => k !== null))].sort();
  for (const k of kinds) if (!known.has(k)) throw new Error(`training data names an unknown kind: ${k}`);
  const classes = ['none', ...kinds];
  const index = new Map(classes.map((c, i) => [c, i]));
  const encode = (e: TriageExample): Encoded => ({
    features: triageFeatures(e.text),
    y: index.get(e.kind ?? 'none')!,
    urgent: e.kind !== null,
  });
  const train: Encoded[] = [];
  const valid: Encoded[] = [];
  for (const e of examples) (isValidation(e.text, s.validationShare) ? valid : train).push(encode(e));

  const n = classes.length;
  const W = new Float64Array(n * TRIAGE_BUCKETS);
  const bias = new Float64Array(n);
  const random = rng(s.seed);
  const order = train.map((_, i) => i);
  const p = new Float64Array(n);
  for (let epoch = 0; epoch < s.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const lr = s.learningRate / (1 + epoch * 0.2);
    for (const k of order) {
      const ex = train[k]!;
      scoreInto(p, W, bias, ex.features, n);
      const value = 1 / Math.sqrt(Math.max(1, ex.features.length));
      for (let c = 0; c < n; c++) {
        const g = p[c]! - (c === ex.y ? 1 : 0);
        bias[c]! -= lr * g * 0.1;
        for (const f of ex.features) {
          const at = c * TRIAGE_BUCKETS + f;
          W[at] = W[at]! - lr * (g * value + s.l2 * W[at]!);
        }
      }
    }
  }

  // The threshold: the highest that keeps the target recall on the validation split.
  const urgentOf = (ex: Encoded) => {
    scoreInto(p, W, bias, ex.features, n);
    return 1 - p[0]!;
  };
  const posScores = valid
    .filter((e) => e.urgent)
    .map(urgentOf)
    .sort((a, b) => a - b);
  const negScores = valid.filter((e) => !e.urgent).map(urgentOf);
  const miss = Math.floor(posScores.length * (1 - s.targetRecall));
  const threshold = posScores.length ? Math.min(0.5, Math.max(0.02, posScores[miss]! - 1e-9)) : 0.5;
  const recall = posScores.length ? posScores.filter((v) => v >= threshold).length / posScores.length : 1;
  const falseAlarms = negScores.length
    ? negScores.filter((v) => v >= threshold).length / negScores.length
    : 0;

  const scale = 1000;
  const entries: number[] = [];
  for (let f = 0; f < TRIAGE_BUCKETS; f++)
    for (let c = 0; c < n; c++) {
      const w = W[c * TRIAGE_BUCKETS + f]!;
      if (Math.abs(w) >= s.prune) entries.push(f, c, Math.round(w * scale));
    }
  return {
    weights: {
      classes,
      bias: [...bias].map((b) => Math.round(b * scale) / scale),
      scale,
      threshold: Math.round(threshold * 1e4) / 1e4,
      kindShare: s.kindShare,
      entries,
    },
    validation: {
      positives: posScores.length,
      negatives: negScores.length,
      recall,
      falseAlarms,
    },
  };
}

function scoreInto(
  p: Float64Array,
  W: Float64Array,
  bias: Float64Array,
  features: number[],
  n: number,
): void {
  const value = 1 / Math.sqrt(Math.max(1, features.length));
  let max = -Infinity;
  for (let c = 0; c < n; c++) {
    let z = bias[c]!;
    const base = c * TRIAGE_BUCKETS;
    for (const f of features) z += W[base + f]! * value;
    p[c] = z;
    if (z > max) max = z;
  }
  let sum = 0;
  for (let c = 0; c < n; c++) sum += p[c] = Math.exp(p[c]! - max);
  for (let c = 0; c < n; c++) p[c]! /= sum;
}

/** The weights' version: a hash of the examples and the settings, so stale weights are seen. */
export function triageVersion(examples: readonly TriageExample[], settings: TrainSettings): string {
  return fnv1a64(canonical({ examples, settings }));
}
