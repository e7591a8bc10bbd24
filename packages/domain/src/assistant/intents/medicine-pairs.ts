/**
 * "Can I take ibuprofen for a headache?" from someone on lithium: a medicine the question names, read
 * against the person's own medicines with the medicine × medicine table (knowledge/drug-interactions.ts,
 * issue 31 §1). The answer is the table's row — mechanism, advice, source — or nothing, and then the
 * question is one no rule answers (cannot.ts).
 */
import type { Locale } from '../../contracts/common';
import { taboosFor } from '../../interactions';
import { findDrugs } from '../entities';
import { interactionWarning } from '../safety';
import { sourceLine } from './shared';

export function medicinePairAnswer(
  question: string,
  medicines: readonly string[],
  locale: Locale,
): string | null {
  const own = new Set(medicines);
  const named = findDrugs(question)
    .map((d) => d.id)
    .filter((id) => !own.has(id));
  if (named.length === 0 || own.size === 0) return null;
  const asked = new Set(named);
  const pairs = taboosFor({ medicines: [...own, ...named], substances: [] }, locale).filter(
    (t) =>
      t.kind === 'drug_interaction' &&
      ((asked.has(t.target) && own.has(t.drugId)) || (asked.has(t.drugId) && own.has(t.target))),
  );
  if (pairs.length === 0) return null;
  const sources = [...new Set(pairs.map((t) => t.source.ref))].map((ref) => sourceLine(ref, locale));
  return pairs.map((t) => interactionWarning(t, locale)).join('\n\n') + sources.join('');
}
