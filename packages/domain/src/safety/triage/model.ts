/**
 * The learned triage reader (ADR 0038): a multinomial logistic regression over `triageFeatures`,
 * trained by `npm run train:triage` on `corpus/train/*.jsonl` and committed as `weights.json`. It answers
 * one question the phrase rules cannot answer for wordings nobody wrote down: does this read like an
 * emergency, and if so which kind, and how sure is it.
 */
import { RED_FLAG_KINDS, type RedFlagKind } from '../kinds';
import { triageFeatures } from './features';
import weights from './weights.json';

/** The committed weights, as the training script writes them. */
export interface TriageWeights {
  /** A hash of the training data and the settings that produced these weights. */
  version: string;
  /** 'none' first, then the kinds the training data has. */
  classes: string[];
  bias: number[];
  /** Weights are stored as integers: w = q / scale. */
  scale: number;
  /** P(urgent) = 1 − P(none) at or above this is urgent (set on the validation split for recall). */
  threshold: number;
  /** A kind is named only when it holds at least this share of P(urgent); otherwise the card is general. */
  kindShare: number;
  /** Flat triples: bucket, class index, quantised weight. */
  entries: number[];
}

export interface TriageScore {
  /** 1 − P(none). */
  urgent: number;
  /** Whether `urgent` reaches the threshold. */
  isUrgent: boolean;
  /** The kind to name, when one kind holds `kindShare` of the urgent probability. */
  kind: RedFlagKind | null;
  /** The most likely urgent kind and its share, named or not (for logs and the evaluation). */
  top: { kind: RedFlagKind; share: number } | null;
}

const KINDS = new Set<string>(RED_FLAG_KINDS);

/** The fewest distinct n-grams the learned reader speaks on; shorter texts are the rules' alone. */
const MIN_FEATURES = 8;

interface Loaded {
  w: TriageWeights;
  rows: Map<number, Float64Array>;
  kindOf: (RedFlagKind | null)[];
}

export function loadTriageModel(w: TriageWeights): Loaded {
  const n = w.classes.length;
  const rows = new Map<number, Float64Array>();
  for (let i = 0; i + 2 < w.entries.length; i += 3) {
    const bucket = w.entries[i]!;
    let row = rows.get(bucket);
    if (!row) rows.set(bucket, (row = new Float64Array(n)));
    row[w.entries[i + 1]!] = w.entries[i + 2]! / w.scale;
  }
  const kindOf = w.classes.map((c) => (KINDS.has(c) ? (c as RedFlagKind) : null));
  return { w, rows, kindOf };
}

let model: Loaded | null = null;

/** Class probabilities of a message under a loaded model (softmax of the summed weights). */
function triageProbabilities(text: unknown, m: Loaded = current()): Float64Array {
  const logits = Float64Array.from(m.w.bias);
  const features = triageFeatures(text);
  // Each feature counts 1/√n, as in training: a long message is not urgent for being long.
  const value = 1 / Math.sqrt(Math.max(1, features.length));
  for (const f of features) {
    const row = m.rows.get(f);
    if (row) for (let c = 0; c < logits.length; c++) logits[c]! += row[c]! * value;
  }
  let max = -Infinity;
  for (const v of logits) max = Math.max(max, v);
  let sum = 0;
  for (let c = 0; c < logits.length; c++) sum += logits[c] = Math.exp(logits[c]! - max);
  for (let c = 0; c < logits.length; c++) logits[c]! /= sum;
  return logits;
}

/**
 * Scores with other weights until called again with null (the leave-one-round-out check,
 * `npm run eval:triage-folds`, trains a model per fold in memory and measures the joined reader with it).
 * Never called by the app.
 */
export function useTriageWeights(w: TriageWeights | null): void {
  model = w ? loadTriageModel(w) : null;
}

function current(): Loaded {
  // Built on first use: the API pays for it once, and modules that never triage never pay.
  model ??= loadTriageModel(weights as TriageWeights);
  return model;
}

/** The learned reader's verdict on one message. Total: any input gives a score. */
export function triageScore(text: unknown, m: Loaded = current()): TriageScore {
  // Too little text to read ("胸口" left of "胸口不痛", a lone "never"): one n-gram's weight would decide.
  if (triageFeatures(text).length < MIN_FEATURES)
    return { urgent: 0, isUrgent: false, kind: null, top: null };
  const p = triageProbabilities(text, m);
  const urgent = 1 - (p[0] ?? 1);
  let top: TriageScore['top'] = null;
  for (let c = 1; c < p.length; c++) {
    const kind = m.kindOf[c];
    if (!kind) continue;
    const share = urgent > 0 ? p[c]! / urgent : 0;
    if (!top || share > top.share) top = { kind, share };
  }
  const isUrgent = urgent >= m.w.threshold;
  const kind = isUrgent && top && top.share >= m.w.kindShare ? top.kind : null;
  return { urgent, isUrgent, kind, top };
}
