/**
 * The plan's inputs (issue 32 §2): what the engine is given for a plan, and the hash that says whether a
 * stored document is still current. The API reads the plan and its questionnaire, calls these, and
 * writes what they give; the rules live here, pure.
 */
import {
  LAB_MARKERS_PER_PLAN_MAX,
  medicineDoseSchema,
  parseAnswers,
  type Answers,
  type LabValue,
  type Locale,
  type PartialAnswers,
  type ReviewedMedicine,
  type ValidAnswers,
} from '../contracts';
import { EngineInputError, ENGINE_VERSION, planFromValid } from '../engine';
import { uncheckedMedicinesFinding, withUncheckedMedicines } from '../engine/unchecked-medicines';
import { stableHash } from '../hashing';
import { resolveMedicine } from '../interactions';

/** What a plan row holds that the engine reads besides the answers (the review step, confirmed reports). */
export interface PlanInputsSource {
  /** The plan's locale: its standards and the language its stored document is made in. */
  locale: Locale;
  /** Step 3's medicines (ids, or `{id, dose?, unit?, form?}`); null: not reviewed. */
  medicines: readonly (string | ReviewedMedicine)[] | null;
  /** Step 3's supplements; null: not reviewed. */
  supplements: readonly unknown[] | null;
  /** Lab values confirmed from reports, oldest report first; null: none. */
  reportLabs: readonly unknown[] | null;
}

/** What the engine is given for a plan, and its hash (the stored document's `inputHash`). */
export interface PlanInputs {
  /** The answers as the engine sees them, before the engine's validation (`engineAnswersOf`). */
  answers: Answers;
  /** Stored medicine text the dictionary cannot place (named in the plan, never ignored). */
  unresolved: string[];
  locale: Locale;
  /** SHA-256 of the inputs and the engine version: a document with another hash is out of date. */
  inputHash: string;
}

type Lab = NonNullable<Answers['labs']>[number];

/**
 * Stored lists may hold free text saved before medicines were resolved: resolve each on read and
 * return what could not be placed, so the plan can say so instead of ignoring it.
 */
export function resolveStoredMedicines(stored: readonly string[]): { ids: string[]; unresolved: string[] } {
  const ids: string[] = [];
  const unresolved: string[] = [];
  for (const text of stored) {
    const r = resolveMedicine(text);
    if (r.status === 'resolved') {
      if (!ids.includes(r.id)) ids.push(r.id);
    } else unresolved.push(String(text));
  }
  return { ids, unresolved };
}

/**
 * Lab values merged by marker, the later one winning (typed answers first, then confirmed reports
 * oldest first): the plan holds one value per marker, so confirming report after report never grows
 * it past the markers there are (issue 16.2).
 */
export function mergeLabs(...lists: readonly (readonly Lab[])[]): Lab[] {
  const byMarker = new Map<string, Lab>();
  for (const list of lists) {
    for (const lab of list) {
      byMarker.delete(lab.marker);
      byMarker.set(lab.marker, lab);
    }
  }
  return [...byMarker.values()];
}

/**
 * The per-plan lab bound (issue 16.2), checked in one place for both ways values reach a plan (typed in
 * the questionnaire, confirmed from a report): the number of different markers the plan would hold,
 * when it is over `LAB_MARKERS_PER_PLAN_MAX`; null when within it.
 */
export function labsOverPlanBound(
  typed: readonly LabValue[],
  fromReports: readonly LabValue[],
): number | null {
  const markers = mergeLabs(typed, fromReports).length;
  return markers > LAB_MARKERS_PER_PLAN_MAX ? markers : null;
}

/**
 * Answers with the review step's medicines and supplements in place of the questionnaire's when the
 * person has reviewed them; medicines always as dictionary ids (lists saved before medicines were
 * resolved may hold free text). The review's doses and forms come with its medicines; a list
 * reviewed before they were kept (bare ids) keeps the questionnaire's for the same medicines.
 */
export function withReviewedLists<T extends PartialAnswers>(answers: T, plan: PlanInputsSource): T {
  const out: T = { ...answers };
  let doses = answers.medicineDoses;
  if (plan.medicines) {
    const reviewed = plan.medicines.map((m) => (typeof m === 'string' ? m : m.id));
    const details = plan.medicines.filter((m): m is ReviewedMedicine => typeof m !== 'string');
    out.medicines = reviewed;
    if (details.length > 0)
      doses = details.flatMap((d) => {
        // A bare `{id}` has nothing to add; anything else was validated when it was stored.
        const row = medicineDoseSchema.safeParse(d);
        return row.success ? [row.data] : [];
      });
  }
  // The review step's list replaces the questionnaire's dictionary medicines, never its medicines kept as
  // typed: the review step does not show those, so a list sent from it without them has not removed them
  // (seventeenth blind review, zh Z2 S1/M1: 潘南金 and 芪苈强心胶囊 typed in the questionnaire vanished
  // from the plan without a "not checked" line once the review step was sent). The questionnaire's own
  // list is where one is removed.
  if (out.medicines) out.medicines = resolveStoredMedicines(out.medicines).ids;
  // One kept as typed that the dictionary has learnt since is checked like any other from then on.
  if (out.uncheckedMedicines) {
    const later = resolveStoredMedicines(out.uncheckedMedicines);
    if (later.ids.length > 0) out.medicines = [...new Set([...(out.medicines ?? []), ...later.ids])];
    if (later.unresolved.length > 0) out.uncheckedMedicines = later.unresolved;
    else delete out.uncheckedMedicines;
  }
  const kept = (doses ?? []).filter((d) => out.medicines?.includes(d.id));
  if (kept.length > 0) out.medicineDoses = kept;
  else delete out.medicineDoses;
  if (plan.supplements) out.supplements = plan.supplements as Answers['supplements'];
  return out;
}

/**
 * What the engine sees: the questionnaire answers, with the medicines and supplements of the review
 * step (step 3) replacing the questionnaire's when the user has reviewed them, and lab values the
 * user confirmed from reports added after the typed ones (later values of a marker win in the engine).
 */
export function effectiveAnswers(answers: Answers, plan: PlanInputsSource): Answers {
  const out = withReviewedLists(answers, plan);
  if (plan.reportLabs && plan.reportLabs.length > 0) {
    out.labs = mergeLabs(answers.labs ?? [], plan.reportLabs as readonly Lab[]);
  }
  return out;
}

/**
 * The engine's inputs for a plan and their hash. `questionnaire.answers` is the stored set (validated
 * by the questionnaire's schemas when it was saved; the engine's own check is `engineAnswersOf`).
 */
export function planInputsFor(questionnaire: { answers: unknown }, plan: PlanInputsSource): PlanInputs {
  const stored = questionnaire.answers as Answers;
  const answers = effectiveAnswers(stored, plan);
  // Stored text that does not resolve (old lists, and the review step's medicines kept as typed); the
  // questionnaire's kept-as-typed ones are in the answers, which the engine names itself.
  const { unresolved } = resolveStoredMedicines(
    plan.medicines?.map((m) => (typeof m === 'string' ? m : m.id)) ?? stored.medicines ?? [],
  );
  const locale = plan.locale;
  return {
    answers,
    unresolved,
    locale,
    inputHash: stableHash({ answers, unresolved, locale, engine: ENGINE_VERSION }),
  };
}

/**
 * The inputs' answers validated once for the engine (`ValidAnswers`, which `planFromValid` takes as they
 * are); throws the engine's `EngineInputError`, naming the fields, when they are not a valid set.
 */
export function engineAnswersOf(inputs: Pick<PlanInputs, 'answers'>): ValidAnswers {
  const parsed = parseAnswers(inputs.answers);
  if (!parsed.success) throw new EngineInputError(parsed.error.issues);
  return parsed.data;
}

/**
 * The engine's document for validated inputs in `language` (default: the plan's own), under the plan's
 * standards; stored medicine text that could not be placed is named first among the findings.
 */
export function planResultFor(
  answers: ValidAnswers,
  inputs: Pick<PlanInputs, 'unresolved' | 'locale'>,
  language: Locale = inputs.locale,
) {
  const result = planFromValid(answers, language, { standards: inputs.locale });
  // Merged with those kept as typed in the answers; the chat reads the profile's list.
  return withUncheckedMedicines(result, inputs.unresolved, language);
}

/** Medicines the dictionary cannot place: named in the plan as not checked (engine/unchecked-medicines.ts). */
export const unresolvedMedicinesFinding = uncheckedMedicinesFinding;
