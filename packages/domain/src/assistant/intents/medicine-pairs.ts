/**
 * "Can I take ibuprofen for a headache?" from someone on lithium: a medicine the question names, read
 * against the person's own medicines with the medicine × medicine table (knowledge/drug-interactions.ts,
 * issue 31 §1). The answer is the table's row — mechanism, advice, source — or nothing, and then the
 * question is one no rule answers (cannot.ts).
 *
 * Without a plan, the medicines the person named earlier in the chat are theirs too ("I take
 * spironolactone and lisinopril" … "my doctor just gave me Bactrim"), and a result above the range —
 * in the plan or said in the chat ("my potassium was 5.6") — gives a row's raised-result advice
 * (seventh clinician review, en A1–A2).
 */
import type { Locale } from '../../contracts/common';
import type { MedicineTaboo, PlanDocument } from '../../contracts/plan';
import type { MedicineDose } from '../../contracts/questionnaire';
import { taboosFor } from '../../interactions';
import { findDrugs, findNutrients, findSupplements } from '../entities';
import { interactionWarning } from '../safety';
import { statedLabs } from './labs';
import { planDoses, sourceLine } from './shared';
import { conditionsWithLeukaemiaSaid } from '../leukaemia-said';

/** What else the pair check reads: medicines said earlier, results above the range. */
export interface PairContext {
  /** Medicine ids the person named in earlier messages of this chat. */
  readonly earlier?: readonly string[];
  /** Lab markers whose last result is above the range (`serumPotassium`). */
  readonly raised?: readonly string[];
  /** The plan's doses (a pair with a dose cap reads the person's own dose). */
  readonly doses?: readonly MedicineDose[];
  /**
   * The plan's conditions, with cancer when leukaemia or chemotherapy is said: a pair prescribed together on purpose
   * (co-trimoxazole beside methotrexate in leukaemia treatment) gives that text (forty-eighth clinician review, S3).
   */
  readonly conditions?: readonly string[];
}

/** A potassium said in the chat at or above 5.0 mmol/L (KDIGO 2024 §3.10 treats ≥ 5.0 as raised). */
const RAISED_SAID: Readonly<Record<string, (v: number) => boolean>> = {
  serumPotassium: (v) => v >= 5.0 && v < 10,
};

/** The pair context of a chat: the plan's raised results and what the person said before and now. */
export function pairContextOf(
  plan: PlanDocument | null,
  said: readonly string[],
  earlier: readonly string[],
): PairContext {
  const raised = new Set<string>();
  for (const m of plan?.reportAnalysis?.markers ?? []) {
    const check = RAISED_SAID[m.key];
    if (check && (m.flag === 'high' || check(m.value))) raised.add(m.key);
  }
  for (const text of said) {
    if (typeof text !== 'string') continue;
    for (const s of statedLabs(text)) {
      const check = RAISED_SAID[s.marker.key];
      if (check?.(s.value)) raised.add(s.marker.key);
    }
  }
  const ids = new Set<string>();
  for (const text of earlier) if (typeof text === 'string') for (const d of findDrugs(text)) ids.add(d.id);
  return {
    earlier: [...ids],
    raised: [...raised],
    doses: planDoses(plan),
    conditions: conditionsWithLeukaemiaSaid(plan?.profile.conditions ?? [], said),
  };
}

/**
 * The pairs a question about two or more named medicines asks about: a pair of two of them, or one of
 * a medicine new to the person with one they take. A pair of a named medicine with another of their own
 * is a neighbouring question ("Zoloft with linezolid?" after a cold medicine was asked about is not
 * answered with the pseudoephedrine row; "linezolid with metformin?" not with the sertraline one —
 * eighth clinician review, zh P4, en P2). With one medicine named, every pair of it stays.
 */
export function pairsOfTheQuestion<T extends Pick<MedicineTaboo, 'drugId' | 'target'>>(
  pairs: readonly T[],
  asked: ReadonlySet<string>,
  own: ReadonlySet<string>,
): T[] {
  if (asked.size < 2) return [...pairs];
  const isNew = (id: string): boolean => asked.has(id) && !own.has(id);
  return pairs.filter(
    (t) => (asked.has(t.drugId) && asked.has(t.target)) || isNew(t.drugId) || isNew(t.target),
  );
}

export function medicinePairAnswer(
  question: string,
  medicines: readonly string[],
  locale: Locale,
  context: PairContext = {},
): string | null {
  const own = new Set([...medicines, ...(context.earlier ?? [])]);
  const named = findDrugs(question).map((d) => d.id);
  const asked = new Set(named);
  const all = new Set([...own, ...named]);
  // Two medicines named together ("Is Paxil ok with Nolvadex?") are a pair whether or not they are on
  // the person's list (clinician review 2026-11-25 evening, P7).
  if (asked.size === 0 || all.size < 2) return null;
  let pairs: MedicineTaboo[] = taboosFor(
    {
      medicines: [...all],
      substances: [],
      doses: context.doses ?? [],
      ...(context.raised ? { raised: context.raised } : {}),
      ...(context.conditions ? { conditions: context.conditions } : {}),
    },
    locale,
  ).filter(
    (t) =>
      t.kind === 'drug_interaction' &&
      (asked.has(t.target) || asked.has(t.drugId)) &&
      all.has(t.target) &&
      all.has(t.drugId),
  );
  pairs = pairsOfTheQuestion(pairs, asked, own);
  if (pairs.length === 0) return null;
  // A supplement or antacid the question names beside them ("I take Prilosec and chew Tums. Is that ok
  // with Epclusa?"): its moderate or major rule with a medicine asked about follows the pairs, so the
  // answer covers everything the question put together (thirteenth clinician review, en P1 #1).
  // What the question names itself (a nutrient, a product's main substance), not a multivitamin's list.
  const substances = [
    ...new Set([...findNutrients(question), ...findSupplements(question).map((o) => o.main)]),
  ];
  const withSubstances =
    substances.length === 0
      ? []
      : taboosFor({ medicines: [...asked], substances, doses: context.doses ?? [] }, locale).filter(
          (t) =>
            t.kind !== 'drug_interaction' &&
            (t.severity === 'major' || t.severity === 'moderate') &&
            substances.includes(t.target as (typeof substances)[number]) &&
            !pairs.some((p) => p.ruleId === t.ruleId),
        );
  const all2 = [...pairs, ...withSubstances];
  const sources = [...new Set(all2.map((t) => t.source.ref))].map((ref) => sourceLine(ref, locale));
  return all2.map((t) => interactionWarning(t, locale)).join('\n\n') + sources.join('');
}
