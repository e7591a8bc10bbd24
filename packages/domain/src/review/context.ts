/**
 * What every gate of the review reads and writes, made once per review: the products resolved, their
 * verdicts and lines so far, and what earlier gates leave for later ones (the products over a UL, the
 * prenatal kept, the products below a guideline's dose). Gates run in order and see what came before.
 */
import { localeOf, pick, type Locale } from '../contracts/common';
import type { ProductReview } from '../contracts/plan';
import { isNutrientKey, type NutrientKey } from '../nutrients';
import type { Companion } from './companions';
import { label, resolveItem, type ResolvedItem } from './resolve';
import type { ReviewInput, Verdict } from './types';

export interface ReviewContext {
  input: ReviewInput;
  locale: Locale;
  items: readonly ResolvedItem[];
  verdicts: Set<Verdict>[];
  issues: string[][];
  /** The user's own words when they typed a name, else the option's name in the locale. */
  names: readonly string[];
  targets: ReviewInput['targets'];
  food: Partial<Record<NutrientKey, number>>;
  companions: readonly Companion[];
  /** Per nutrient, what the products give towards its UL (vitamin A: preformed only). */
  totals: Partial<Record<NutrientKey, number>>;
  overUl: NonNullable<ProductReview['overUl']>[];
  /** Products at a companion's prescription dose that she has not marked prescribed: never "adds little". */
  unmarkedRxDose: Set<number>;
  /** Iron in pregnancy within WHO's antenatal amount: said after the verdicts (see gates-needs.ts). */
  antenatalIron: { i: number; total: number }[];
  /** A prenatal kept in pregnancy while an add-on is the one to stop (see `productToStop`). */
  keptPrenatal: Set<number>;
  /** Products below a guideline's daily dose: their line replaces the companion's "keep taking it". */
  below: Set<number>;
  /** Products whose trace of potassium is not what a potassium-raising medicine warns of, with those medicines. */
  traceK: Map<number, { mg: number; drugs: string[] }>;
  addIssue: (i: number, text: string) => void;
  ulPart: (it: ResolvedItem, n: NutrientKey) => number;
  withinUl: (it: ResolvedItem, main: string) => boolean;
  companionOfTabooDrug: (main: string, drugId: string | undefined) => boolean;
  prescribedOf: (it: ResolvedItem, main: string) => boolean;
  companionAboveUl: (it: ResolvedItem, n: NutrientKey, amount: number) => boolean;
}

export function reviewContext(input: ReviewInput): ReviewContext {
  const locale = localeOf(input?.locale);
  const items = (Array.isArray(input?.supplements) ? input.supplements : []).map(resolveItem);
  const issues: string[][] = items.map(() => []);
  const targets = input?.targets ?? ({} as ReviewInput['targets']);
  const companions = Array.isArray(input?.companions) ? input.companions : [];
  // Upper limits, summed across products (+ food where the UL counts all sources). Vitamin A: the UL
  // is for preformed vitamin A (retinol) only, so β-carotene is left out (IOM 2001).
  const ulPart = (it: ResolvedItem, n: NutrientKey): number =>
    n === 'vitaminA' ? it.preformedVitaminA : (it.amounts[n] ?? 0);
  const totals: Partial<Record<NutrientKey, number>> = {};
  for (const it of items) {
    for (const k of Object.keys(it.amounts) as NutrientKey[]) totals[k] = (totals[k] ?? 0) + ulPart(it, k);
  }
  // The `prescribed` flag is read as given: `false` is never overridden by a companion of her medicines
  // (ninth clinician review, en P1: a self-bought D3 5000 IU sent with `prescribed: false` on prednisone
  // was "prescribed (125 µg): keep taking it as prescribed").
  // Above the UL a product is prescribed only when the person says so (tenth clinician review, en P2: his
  // sister's folic acid 5 mg on phenytoin was "prescribed … keep taking it", no flag sent): the
  // companion row of a medicine stands for a product within the UL only.
  const withinUl = (it: ResolvedItem, main: string): boolean => {
    if (!isNutrientKey(main)) return true;
    const ul = targets[main]?.ul;
    const amount = it.amounts[main];
    return typeof ul !== 'number' || amount === undefined || amount <= ul + 1e-9;
  };
  return {
    input,
    locale,
    items,
    verdicts: items.map(() => new Set<Verdict>()),
    issues,
    names: items.map((it) =>
      typeof it.input?.name === 'string' && it.input.name
        ? it.input.name
        : it.option
          ? pick(it.option, locale)
          : label(it.input),
    ),
    targets,
    food: input?.foodIntake ?? {},
    companions,
    totals,
    overUl: items.map(() => []),
    unmarkedRxDose: new Set<number>(),
    antenatalIron: [],
    keptPrenatal: new Set<number>(),
    below: new Set<number>(),
    traceK: new Map(),
    /**
     * One line once: several rules can say the same sentence for one product (a multivitamin's iron, B12,
     * magnesium and calcium each under the same PPI rule gave "Needs monitoring when taken with
     * Omeprazole" four times; clinician review 2026-11-25 closing, cross-cutting §8).
     */
    addIssue: (i, text) => {
      const list = issues[i];
      if (list && !list.includes(text)) list.push(text);
    },
    ulPart,
    withinUl,
    /**
     * An unmarked product is presumed the companion of the medicine that brings it, and so kept against that
     * medicine's rules — never against another medicine's "avoid": a self-bought magnesium of a woman with
     * myasthenia gravis on tacrolimus and pyridostigmine was "keep — it is prescribed" beside the myasthenia
     * rule's "stop it" (nineteenth clinician review, zh S3). Marked prescribed, it is kept with the pair said.
     */
    companionOfTabooDrug: (main, drugId) =>
      drugId === undefined || companions.some((c) => c.nutrient === main && c.drugs.includes(drugId)),
    prescribedOf: (it, main) =>
      it.input?.prescribed === true ||
      (it.input?.prescribed !== false && withinUl(it, main) && companions.some((c) => c.nutrient === main)),
    /**
     * A product itself above the UL is the companion only when she marks it prescribed, and then only where
     * the companion's own dose can be above it (a prescription dose such as folic acid 5 mg, up to that
     * dose; a measured loss a prescriber corrects): the steroid row's vitamin D is 600–800 IU (ninth
     * review), and an unmarked folic acid 5 mg is not the antiepileptic's (tenth review, en P2). Within the
     * UL on its own (sickle cell's folic acid 1 mg beside a multivitamin), an unmarked product still is.
     */
    companionAboveUl: (it, n, amount) =>
      (it.input?.prescribed === true || (it.input?.prescribed !== false && withinUl(it, n))) &&
      it.option?.main === n &&
      it.option.category !== 'multi' &&
      companions.some(
        (c) =>
          c.nutrient === n &&
          (c.prescribedDailyMax !== undefined ? amount <= c.prescribedDailyMax + 1e-9 : c.overridesRuledOut),
      ),
  };
}
