/**
 * Medicine taboos: which interaction and depletion rules apply to a user's medicines.
 *
 * Rules are looked up per drug through a map built once (direct rules plus the rules of every class
 * the drug belongs to). When several rules name the same drug × substance, the most severe wins;
 * on equal severity a rule written for the drug itself beats a class rule, because drug rules carry
 * the label's exact window (levofloxacin 2 h, moxifloxacin 8 h vs the class's 6 h).
 */
import { pick, type Bilingual, type Locale, type Source } from '../contracts/common';
import type { MedicineTaboo } from '../contracts/plan';
import { isNutrientKey, type NutrientKey } from '../nutrients';
import { substanceName, type Substance } from '../substances';
import { DRUG_CLASSES, DRUGS, type Drug, type DrugClass } from '../knowledge/drugs';
import { INTERACTION_RULES, type InteractionRule, type Severity } from '../knowledge/interactions';
import { classPlaceholder } from './resolve';

const SEVERITY_RANK: Record<Severity, number> = { major: 0, moderate: 1, minor: 2 };

/**
 * The dictionary plus one class placeholder (`class:<class>`, see `./resolve`) per class: a class
 * phrase typed as a medicine ("blood thinner") is stored as its placeholder and gets every class rule.
 */
let drugsById: ReadonlyMap<string, Drug> | undefined;
function drugMap(): ReadonlyMap<string, Drug> {
  drugsById ??= new Map(
    [...DRUGS, ...(Object.keys(DRUG_CLASSES) as DrugClass[]).map(classPlaceholder)].map((dr) => [dr.id, dr]),
  );
  return drugsById;
}

/** Rules per drug id, already in preference order (severity, then drug-specific before class). */
let rulesByDrug: ReadonlyMap<string, readonly InteractionRule[]> | undefined;
function ruleMap(): ReadonlyMap<string, readonly InteractionRule[]> {
  if (rulesByDrug) return rulesByDrug;
  const map = new Map<string, readonly InteractionRule[]>();
  for (const drug of drugMap().values()) {
    const classes: readonly string[] = drug.classes;
    const rules = INTERACTION_RULES.filter((r) =>
      'drugId' in r.drug ? r.drug.drugId === drug.id : classes.includes(r.drug.drugClass),
    );
    const specific = (r: InteractionRule) => ('drugId' in r.drug ? 0 : 1);
    // Array.prototype.sort is stable, so table order breaks the remaining ties.
    map.set(
      drug.id,
      [...rules].sort(
        (a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] || specific(a) - specific(b),
      ),
    );
  }
  rulesByDrug = map;
  return map;
}

/** The dictionary row (or class placeholder) for `id`, or `undefined` for unknown (or non-string) ids. */
export function drugById(id: string): Drug | undefined {
  return typeof id === 'string' ? drugMap().get(id) : undefined;
}

/** Ids not in the dictionary, deduplicated, in input order (the API answers 400 naming them). */
export function unknownDrugIds(ids: readonly string[]): string[] {
  if (!Array.isArray(ids)) return [];
  const out = new Set<string>();
  for (const id of ids) if (drugById(id) === undefined) out.add(String(id));
  return [...out];
}

/** Every rule that concerns `drugId`: its own rules plus its classes' rules, most severe first. */
export function rulesForDrug(drugId: string): InteractionRule[] {
  return typeof drugId === 'string' ? [...(ruleMap().get(drugId) ?? [])] : [];
}

/** Known ids from user input, once each, in input order. */
function knownDrugs(medicines: readonly unknown[]): Drug[] {
  if (!Array.isArray(medicines)) return [];
  const seen = new Set<string>();
  const out: Drug[] = [];
  for (const m of medicines) {
    if (typeof m !== 'string' || seen.has(m)) continue;
    const drug = drugMap().get(m);
    if (drug) {
      seen.add(m);
      out.push(drug);
    }
  }
  return out;
}

/** First (= preferred) rule per substance among the rules that fire for one drug. */
function firedRules(drug: Drug, fires: (r: InteractionRule) => boolean): InteractionRule[] {
  const bySubstance = new Map<string, InteractionRule>();
  for (const r of ruleMap().get(drug.id) ?? []) {
    if (fires(r) && !bySubstance.has(r.substance)) bySubstance.set(r.substance, r);
  }
  return [...bySubstance.values()];
}

function drugName(drug: Drug, locale: Locale): string {
  return locale === 'zh-CN' ? drug.zh : drug.en;
}

/**
 * The taboos for a user's medicines.
 * - `interaction` rules fire only when their substance is in `substances` (what the user takes or
 *   would be recommended);
 * - `depletion` rules fire for every listed medicine.
 * Unknown drug ids are ignored (the API validates them). One taboo per drug × substance, sorted by
 * severity (major first), then drug name, then supplement name. Never throws.
 */
export function taboosFor(
  input: { medicines: readonly string[]; substances: readonly Substance[] },
  locale: Locale,
): MedicineTaboo[] {
  const substances = new Set<unknown>(Array.isArray(input?.substances) ? input.substances : []);
  const taboos: MedicineTaboo[] = [];
  for (const drug of knownDrugs(input?.medicines ?? [])) {
    // The preferred rule per substance is chosen before firing: a combination such as
    // losartan/hydrochlorothiazide has both "ARB raises potassium" and "thiazide lowers potassium";
    // the potassium caution must win whether or not potassium is on the list, never the advice to
    // top potassium up.
    const rules = firedRules(drug, () => true).filter(
      (r) => r.kind === 'depletion' || substances.has(r.substance),
    );
    for (const r of rules) {
      const taboo: MedicineTaboo = {
        kind: r.kind,
        ruleId: r.id,
        drug: drugName(drug, locale),
        drugId: drug.id,
        supplement: substanceName(r.substance, locale),
        target: r.substance,
        severity: r.severity,
        mechanism: pick(r.mechanism, locale),
        advice: pick(r.advice, locale),
        management: r.management,
        source: r.source,
      };
      if (r.separateHours !== undefined) taboo.separateHours = r.separateHours;
      taboos.push(taboo);
    }
  }
  const collator = new Intl.Collator(locale);
  return taboos.sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      collator.compare(a.drug, b.drug) ||
      collator.compare(a.supplement, b.supplement) ||
      (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );
}

/** A nutrient a medicine lowers; the status scorer turns these into reasons. */
export interface Depletion {
  readonly drugId: string;
  readonly nutrient: NutrientKey;
  readonly ruleId: string;
  readonly severity: Severity;
  readonly source: Source;
  readonly mechanism: Bilingual;
}

/** Nutrients lowered by the given medicines, one per drug × nutrient; unknown ids are ignored. */
export function depletionsFor(medicines: readonly string[]): Depletion[] {
  const out: Depletion[] = [];
  for (const drug of knownDrugs(medicines)) {
    for (const r of firedRules(drug, (x) => x.kind === 'depletion')) {
      // Always true: `depletion()` only accepts nutrient keys; the guard narrows the type.
      if (!isNutrientKey(r.substance)) continue;
      out.push({
        drugId: drug.id,
        nutrient: r.substance,
        ruleId: r.id,
        severity: r.severity,
        source: r.source,
        mechanism: r.mechanism,
      });
    }
  }
  return out;
}
