/**
 * Two of the person's own medicines that must not be taken together — a label's contraindication, in the
 * drug table as severity "major" and management "avoid" (isotretinoin with minocycline: raised
 * intracranial pressure) — said whenever the message names one of them, even when the question was about
 * something else: the person may not know, and no question of theirs will ever ask (blind answer round
 * 14, zh-017: the vitamin A of a multivitamin on isotretinoin answered, the minocycline beside it never
 * flagged). Said once: an answer that already carries the pair's warning is left alone.
 */
import type { Locale } from '../contracts/common';
import { taboosFor } from '../interactions';
import { findDrugs } from './entities';
import type { Draft } from './intents/shared';
import { interactionWarning } from './safety';

export function withOwnAvoidPair(
  draft: Draft,
  text: string,
  medicines: readonly string[],
  locale: Locale,
  /** Medicines a follow-up is about though it names none (the message before's, which the answer speaks of). */
  alsoNamed: readonly string[] = [],
  /**
   * The person's conditions: a pair prescribed together on purpose with one of them (co-trimoxazole beside
   * methotrexate with cancer) is no pair to avoid (forty-eighth clinician review, S3).
   */
  conditions: readonly string[] = [],
): Draft {
  if (medicines.length < 2) return draft;
  const named = new Set([...findDrugs(text).map((d) => d.id), ...alsoNamed]);
  if (named.size === 0) return draft;
  const own = new Set(medicines);
  const missing = taboosFor({ medicines: [...own], substances: [], conditions }, locale).filter(
    (t) =>
      t.kind === 'drug_interaction' &&
      t.severity === 'major' &&
      t.management === 'avoid' &&
      own.has(t.drugId) &&
      own.has(t.target) &&
      (named.has(t.drugId) || named.has(t.target)) &&
      !draft.text.includes(t.mechanism),
  );
  if (missing.length === 0) return draft;
  return {
    ...draft,
    text: [draft.text.trimEnd(), ...missing.map((t) => interactionWarning(t, locale))].join('\n\n'),
  };
}
