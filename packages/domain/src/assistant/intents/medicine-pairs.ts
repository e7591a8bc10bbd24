/**
 * "Can I take ibuprofen for a headache?" from someone on lithium: a medicine the question names, read
 * against the person's own medicines with the medicine × medicine table (knowledge/drug-interactions.ts,
 * issue 31 §1). The answer is the table's row — mechanism, advice, source — or nothing, and then the
 * question is one no rule answers (cannot.ts).
 */
import type { Locale } from '../../contracts/common';
import type { MedicineDose } from '../../contracts/questionnaire';
import { taboosFor } from '../../interactions';
import { findDrugs } from '../entities';
import { interactionWarning } from '../safety';
import { sourceLine } from './shared';

export function medicinePairAnswer(
  question: string,
  medicines: readonly string[],
  locale: Locale,
  /** The plan's doses (a pair with a dose cap reads the person's own dose). */
  doses: readonly MedicineDose[] = [],
): string | null {
  const own = new Set(medicines);
  const named = findDrugs(question).map((d) => d.id);
  const asked = new Set(named);
  const all = new Set([...own, ...named]);
  // Two medicines named together ("Is Paxil ok with Nolvadex?") are a pair whether or not they are on
  // the person's list (clinician review 2026-11-25 evening, P7).
  if (asked.size === 0 || all.size < 2) return null;
  const pairs = taboosFor({ medicines: [...all], substances: [], doses }, locale).filter(
    (t) =>
      t.kind === 'drug_interaction' &&
      (asked.has(t.target) || asked.has(t.drugId)) &&
      all.has(t.target) &&
      all.has(t.drugId),
  );
  if (pairs.length === 0) return null;
  const sources = [...new Set(pairs.map((t) => t.source.ref))].map((ref) => sourceLine(ref, locale));
  return pairs.map((t) => interactionWarning(t, locale)).join('\n\n') + sources.join('');
}
