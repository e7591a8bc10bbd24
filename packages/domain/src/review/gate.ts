/**
 * A rule of the review as a gate (issue 32 §1, ADR 0045; the shape of targets/ `TARGET_GATES`): `when`
 * picks the products it speaks of, `apply` gives the verdict it sets (if any) and the values of its
 * sentence, `text` is the catalogue's key for that sentence. A gate reads one subject — a product, or a
 * product with the medicine, nutrient or condition rule it is judged against — and the review so far.
 */
import type { Source } from '../contracts/common';
import { say, type MessageKey, type MessageParams, type ParamValue } from '../messages';
import type { ReviewContext } from './context';
import type { ResolvedItem } from './resolve';
import type { Verdict } from './types';

/** What a gate is about: one product (its index in the input) and whatever rule it is judged by. */
export interface Subject {
  i: number;
  it: ResolvedItem;
}

/** What a gate does when it fires: a verdict, the sentence's values, and whether the line leads the product's. */
export interface Outcome<P> {
  verdict?: Verdict | undefined;
  params: P;
  /** The line goes first, before the lines earlier gates wrote (what the chat quotes first). */
  lead?: boolean;
}

export interface ReviewGate<S extends Subject, K extends MessageKey> {
  id: string;
  /** Why the rule exists, for the reader of the table. */
  why: string;
  when: (s: S, c: ReviewContext) => boolean;
  text: K;
  source?: Source;
  apply: (s: S, c: ReviewContext) => Outcome<MessageParams<K>>;
}

/** A gate with its sentence's parameters checked where it is written, then stored untyped. */
export type Gate<S extends Subject> = Omit<ReviewGate<S, MessageKey>, 'apply'> & {
  apply: (s: S, c: ReviewContext) => Outcome<Readonly<Record<string, ParamValue>>>;
};

/** `gate<S>()({ … })`: a gate over subjects `S`, its parameters typed by its `text`. */
export const gate =
  <S extends Subject>() =>
  <K extends MessageKey>(g: ReviewGate<S, K>): Gate<S> =>
    g as unknown as Gate<S>;

function fire<S extends Subject>(c: ReviewContext, g: Gate<S>, s: S): void {
  const out = g.apply(s, c);
  if (out.verdict) c.verdicts[s.i]!.add(out.verdict);
  // The gate's parameters were checked against its sentence where the gate is written.
  const line = say(g.text, out.params as never, c.locale);
  const issues = c.issues[s.i]!;
  if (out.lead === true && !issues.includes(line)) issues.unshift(line);
  else c.addIssue(s.i, line);
}

/** Every gate in order, each over every subject that it fits (a rule that may fire beside the others). */
export function applyEach<S extends Subject>(
  c: ReviewContext,
  gates: readonly Gate<S>[],
  subjects: readonly S[],
): void {
  for (const g of gates) for (const s of subjects) if (g.when(s, c)) fire(c, g, s);
}

/** The first gate that fits the subject, only (a chain of exclusive rules); whether one fired. */
export function applyFirst<S extends Subject>(c: ReviewContext, gates: readonly Gate<S>[], s: S): boolean {
  const g = gates.find((x) => x.when(s, c));
  if (g) fire(c, g, s);
  return g !== undefined;
}

/** Each product with its index. */
export const eachItem = (c: ReviewContext): Subject[] => c.items.map((it, i) => ({ it, i }));
