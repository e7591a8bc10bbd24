/**
 * Medicine taboos: which interaction and depletion rules apply to a user's medicines.
 *
 * Rules are looked up per drug through a map built once (direct rules plus the rules of every class
 * the drug belongs to). When several rules name the same drug × substance, the most severe wins;
 * on equal severity a rule written for the drug itself beats a class rule, because drug rules carry
 * the label's exact window (levofloxacin 2 h, moxifloxacin 8 h vs the class's 6 h).
 */
import { pick, type Bilingual, type Locale, type Source } from '../contracts/common';
import type { MedicineDose } from '../contracts/questionnaire';
import type { MedicineTaboo } from '../contracts/plan';
import { isNutrientKey, type NutrientKey } from '../nutrients';
import { substanceName, type Substance } from '../substances';
import { DRUG_CLASSES, DRUGS, type Drug, type DrugClass } from '../knowledge/drugs';
import {
  grapefruitStricterAdvice,
  INTERACTION_RULES,
  type DrugRef,
  type InteractionRule,
  type Severity,
} from '../knowledge/interactions';
import {
  DRUG_INTERACTION_RULES,
  type DoseCondition,
  type DrugInteractionRule,
} from '../knowledge/drug-interactions';
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

/**
 * The rules that concern `drugId` (its own rules plus its classes' rules), one per substance and kind —
 * the most severe, a drug's own row before a class row — most severe first. Aspirin is an antiplatelet
 * and an NSAID: its ginkgo is listed once, not once per class (clinician review).
 */
export function rulesForDrug(drugId: string): InteractionRule[] {
  if (typeof drugId !== 'string') return [];
  const seen = new Set<string>();
  return (ruleMap().get(drugId) ?? []).filter((r) => {
    const k = `${r.kind}:${r.substance}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** One taboo per medicine × substance (or medicine) and kind, the most severe; input order otherwise. */
function onePerPair(taboos: readonly MedicineTaboo[]): MedicineTaboo[] {
  const best = new Map<string, MedicineTaboo>();
  for (const t of taboos) {
    const k = `${t.kind}|${t.drugId}|${t.drug}|${t.target}`;
    const had = best.get(k);
    if (!had || SEVERITY_RANK[t.severity] < SEVERITY_RANK[had.severity]) best.set(k, t);
  }
  return [...best.values()];
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

/**
 * First (= preferred) rule per substance among the rules that fire for one drug. A rule with a daily
 * threshold stands beside the others of its substance, never in their place: phenytoin's folate
 * depletion holds for everyone on it, its high-dose folic acid pair only from 1 mg a day (tenth
 * clinician review, en P2).
 */
function firedRules(drug: Drug, fires: (r: InteractionRule) => boolean): InteractionRule[] {
  const bySubstance = new Map<string, InteractionRule>();
  for (const r of ruleMap().get(drug.id) ?? []) {
    const key = r.minDailyMg === undefined ? r.substance : `${r.substance}|from ${r.minDailyMg} mg`;
    if (fires(r) && !bySubstance.has(key)) bySubstance.set(key, r);
  }
  return [...bySubstance.values()];
}

/**
 * Whether any of the medicines raises blood potassium: it has an interaction rule that says to avoid
 * potassium (ACE inhibitors, ARBs, potassium-sparing diuretics, calcineurin inhibitors, drospirenone,
 * trimethoprim … in knowledge/interactions.ts). Then potassium follows the medicine, not only the
 * kidneys: no potassium push, and a diuretic's potassium depletion is not said (issue 31 §1).
 */
export function raisesPotassium(medicines: readonly string[]): boolean {
  return medicines.some((id) => {
    const drug = typeof id === 'string' ? drugById(id) : undefined;
    return (
      drug !== undefined &&
      firedRules(
        drug,
        (r) => r.kind !== 'depletion' && r.substance === 'potassium' && r.management === 'avoid',
      ).length > 0
    );
  });
}

function drugName(drug: Drug, locale: Locale): string {
  return locale === 'zh-CN' ? drug.zh : drug.en;
}

/** What `taboosFor` reads; every field but the first two is optional. */
export interface TabooInput {
  readonly medicines: readonly string[];
  /** Substances in play: what the user takes or would be recommended. */
  readonly substances: readonly Substance[];
  /**
   * Daily amount (mg) of substances the user takes, when known: a rule with `minDailyMg` fires only
   * at or above it. Without it such a rule fires on presence (the cautious reading).
   */
  readonly dailyMg?: Readonly<Partial<Record<Substance, number>>>;
  /**
   * Substances of products whose strength is unknown (a vitamin E capsule entered as "1 capsule"): a
   * rule with `minDailyMg` fires on them whatever `dailyMg` says (the cautious reading).
   */
  readonly unknownMg?: readonly Substance[];
  /** Doses of the listed medicines, for the drug × drug rows with a dose condition (aspirin). */
  readonly doses?: readonly MedicineDose[];
  /**
   * The substances the user's own products are bought for (their `main`): two or more that add to
   * bleeding risk on an anticoagulant or antiplatelet give one cumulative warning (pharmacist review
   * B1). Ingredients of a multivitamin do not count.
   */
  readonly taken?: readonly Substance[];
  /**
   * Lab markers whose last result is above the range (`serumPotassium`): a drug × drug row with
   * `whenRaised` for one of them gives its raised-result advice ("contact the prescriber today").
   */
  readonly raised?: readonly string[];
  /**
   * The person's conditions (the plan's, or what the chat reads): a drug × drug row prescribed together on purpose
   * with one of them (`prescribedTogether`: co-trimoxazole beside methotrexate with cancer) gives that text.
   */
  readonly conditions?: readonly string[];
}

/** `target` of the cumulative bleeding warning. */
const BLEEDING_STACK_TARGET = 'bleeding';
export const BLEEDING_STACK_RULE_ID = 'cumulative.bleeding';
const BLEEDING_STACK_CLASSES: ReadonlySet<string> = new Set(['anticoagulant', 'antiplatelet']);

/** An anticoagulant or an antiplatelet medicine. */
export const isBloodThinner = (d: Drug): boolean => d.classes.some((c) => BLEEDING_STACK_CLASSES.has(c));

/** A taboo of a rule that adds to bleeding risk with a blood thinner (knowledge/interactions.ts `addsBleeding`). */
export function addsBleedingRisk(t: MedicineTaboo): boolean {
  bleedingRuleIds ??= new Set(INTERACTION_RULES.filter((r) => r.addsBleeding).map((r) => r.id));
  return t.kind === 'interaction' && bleedingRuleIds.has(t.ruleId);
}
const BLEEDING_STACK_SOURCE: Source = {
  ref: 'Each product’s own rule (NIH ODS Vitamin E 2021 and Omega-3 2023 fact sheets; NCCIH Ginkgo; Natural Medicines turmeric and saw palmetto monographs; Stockley’s danshen and dong quai monographs): each adds to bleeding risk with anticoagulants and antiplatelets, so several together add more; Coumadin (warfarin) US PI §7 (botanicals with antiplatelet effects)',
  url: 'https://ods.od.nih.gov/factsheets/VitaminE-HealthProfessional/',
};

function fires(r: InteractionRule, substances: ReadonlySet<unknown>, input: TabooInput): boolean {
  if (r.kind === 'depletion') return true;
  if (!substances.has(r.substance)) return false;
  return reachesThreshold(r, input);
}

/** A rule's daily threshold is reached (or it has none, or no amounts are known). */
function reachesThreshold(r: InteractionRule, input: TabooInput): boolean {
  if (r.minDailyMg === undefined) return true;
  if (Array.isArray(input.unknownMg) && input.unknownMg.includes(r.substance)) return true;
  const daily = input.dailyMg;
  if (!daily || typeof daily !== 'object') return true;
  const amount = daily[r.substance];
  return typeof amount === 'number' && amount >= r.minDailyMg;
}

/**
 * The taboos for a user's medicines.
 * - `interaction` rules fire only when their substance is in `substances` (what the user takes or
 *   would be recommended) and, for a rule with a daily threshold, the known amount reaches it;
 * - `depletion` rules fire for every listed medicine;
 * - `drug_interaction` rows fire for two listed medicines (`../knowledge/drug-interactions`);
 * - one cumulative bleeding warning when the user's own products include two or more bleeding-risk
 *   substances on an anticoagulant or antiplatelet (`taken`).
 * Unknown drug ids are ignored (the API validates them). One taboo per drug × substance, sorted by
 * severity (major first), then drug name, then supplement name. Never throws.
 */
export function taboosFor(input: TabooInput, locale: Locale): MedicineTaboo[] {
  const substances = new Set<unknown>(Array.isArray(input?.substances) ? input.substances : []);
  const taboos: MedicineTaboo[] = [];
  const drugs = knownDrugs(input?.medicines ?? []);
  for (const drug of drugs) {
    // The preferred rule per substance is chosen before firing: a combination such as
    // losartan/hydrochlorothiazide has both "ARB raises potassium" and "thiazide lowers potassium";
    // the potassium caution must win whether or not potassium is on the list, never the advice to
    // top potassium up.
    const rules = firedRules(drug, () => true).filter((r) => fires(r, substances, input));
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
  taboos.push(
    ...drugPairTaboos(
      drugs,
      input?.doses,
      Array.isArray(input?.raised) ? input.raised : [],
      locale,
      Array.isArray(input?.conditions) ? input.conditions : [],
    ),
  );
  const stack = bleedingStackTaboo(taboos, drugs, input?.taken, locale);
  if (stack) taboos.push(stack);
  const collator = new Intl.Collator(locale);
  return strictestGrapefruit(onePerPair(taboos), locale).sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      collator.compare(a.drug, b.drug) ||
      collator.compare(a.supplement, b.supplement) ||
      (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );
}

/**
 * Grapefruit ruled out by one medicine and only limited by another: the limited one's advice says the
 * stricter rule decides (eighteenth clinician review, en S1: amiodarone's "avoid" beside atorvastatin's
 * "small amounts").
 */
function strictestGrapefruit(taboos: MedicineTaboo[], locale: Locale): MedicineTaboo[] {
  const grapefruit = (t: MedicineTaboo) => t.kind === 'interaction' && t.target === 'grapefruitExtract';
  const strict = [
    ...new Set(taboos.filter((t) => grapefruit(t) && t.management === 'avoid').map((t) => t.drug)),
  ];
  if (strict.length === 0) return taboos;
  return taboos.map((t) =>
    grapefruit(t) && t.management !== 'avoid'
      ? {
          ...t,
          advice: pick(
            grapefruitStricterAdvice(strict.join(locale === 'zh-CN' ? '、' : ' and '), t.drug),
            locale,
          ),
        }
      : t,
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

// ---- medicine × medicine ---------------------------------------------------------------------------

function refMatches(ref: DrugRef, drug: Drug): boolean {
  return 'drugId' in ref
    ? ref.drugId === drug.id
    : (drug.classes as readonly string[]).includes(ref.drugClass);
}

/** A listed dose in mg, or undefined when there is none or its unit is not a mass. */
function doseMg(doses: readonly MedicineDose[] | undefined, id: string): number | undefined {
  if (!Array.isArray(doses)) return undefined;
  const d = doses.find((x) => x && x.id === id);
  if (!d || typeof d.dose !== 'number' || !Number.isFinite(d.dose)) return undefined;
  if (d.unit === 'mg') return d.dose;
  if (d.unit === 'g') return d.dose * 1000;
  if (d.unit === 'µg') return d.dose / 1000;
  return undefined;
}

function doseHolds(
  rule: DrugInteractionRule,
  mg: number | undefined,
  aMg?: number,
  pair?: { a: Drug; b: Drug },
): boolean {
  return (
    holds(rule.bDose, mg) &&
    holds(rule.aDose, aMg) &&
    // Aspirin matched by a class side: the row's own condition on its dose (low-dose aspirin is not an
    // NSAID for the kidney rows; fourteenth clinician review, en P1 #5).
    (!rule.classAspirinDose ||
      !pair ||
      ((!('drugClass' in rule.a) || pair.a.id !== 'aspirin' || holds(rule.classAspirinDose, aMg)) &&
        (!('drugClass' in rule.b) || pair.b.id !== 'aspirin' || holds(rule.classAspirinDose, mg))))
  );
}

function holds(cond: DoseCondition | undefined, mg: number | undefined): boolean {
  if (!cond) return true;
  if (mg === undefined) return cond.whenUnknown;
  if (cond.onlyUnknown === true) return false;
  return (
    (cond.minMg === undefined || mg >= cond.minMg) &&
    (cond.aboveMg === undefined || mg > cond.aboveMg) &&
    (cond.belowMg === undefined || mg < cond.belowMg)
  );
}

const specificity = (r: DrugInteractionRule): number => ('drugId' in r.a ? 1 : 0) + ('drugId' in r.b ? 1 : 0);

/**
 * The drug × drug rows that fire among the listed medicines: for each unordered pair, the most
 * specific row (drug over class) whose dose condition holds, at most one per pair.
 */
function drugPairTaboos(
  drugs: readonly Drug[],
  doses: readonly MedicineDose[] | undefined,
  raised: readonly string[],
  locale: Locale,
  conditions: readonly string[] = [],
): MedicineTaboo[] {
  const out: MedicineTaboo[] = [];
  const ids = drugs.map((x) => x.id);
  for (let i = 0; i < drugs.length; i++) {
    for (let j = 0; j < drugs.length; j++) {
      if (i === j) continue;
      const a = drugs[i]!;
      const b = drugs[j]!;
      // Rows are directed (a = the medicine to protect, b = the one that adds risk); an unordered pair
      // is visited twice, once per direction, and only rows whose `a` side is `a` match here.
      const candidates = DRUG_INTERACTION_RULES.filter((r) => refMatches(r.a, a) && refMatches(r.b, b));
      if (candidates.length === 0) continue;
      // Most specific first (sort is stable: table order breaks ties); the first whose dose holds.
      const rule = [...candidates]
        .sort((x, y) => specificity(y) - specificity(x))
        .find((r) => doseHolds(r, doseMg(doses, b.id), doseMg(doses, a.id), { a, b }));
      if (!rule) continue;
      // A pair that matches rows in both directions is reported once.
      if (out.some((t) => t.drugId === b.id && t.target === a.id)) continue;
      // Prescribed together on purpose for this person (co-trimoxazole prophylaxis beside methotrexate in leukaemia
      // treatment; forty-eighth clinician review, S3): that text, never the rule's "ask for another antibiotic".
      const together = rule.prescribedTogether;
      const onPurpose =
        together &&
        (together.withDrugs.some((id) => ids.includes(id)) ||
          together.conditions.some((c) => conditions.includes(c)))
          ? together
          : undefined;
      out.push({
        kind: 'drug_interaction',
        ruleId: rule.id,
        drug: drugName(a, locale),
        drugId: a.id,
        supplement: drugName(b, locale),
        target: b.id,
        severity: onPurpose?.severity ?? rule.severity,
        mechanism: pick(onPurpose?.mechanism ?? rule.mechanism, locale),
        advice: pick(
          onPurpose?.advice ??
            (rule.whenRaised && raised.includes(rule.whenRaised.marker)
              ? rule.whenRaised.advice
              : rule.advice),
          locale,
        ),
        management: onPurpose?.management ?? rule.management,
        source: onPurpose?.source ?? rule.source,
      });
    }
  }
  return out;
}

// ---- cumulative bleeding ---------------------------------------------------------------------------

let bleedingRuleIds: ReadonlySet<string> | undefined;

/**
 * The user's own products the cumulative bleeding warning covers (clinician review 2026-11-25
 * evening, P5: his fish oil 3 g was "keep" beside "warfarin × … Omega-3 — major — avoid"): the
 * substances of the bleeding-risk rules that fired, when the warning itself is among the taboos.
 */
export function bleedingStackCovers(taboos: readonly MedicineTaboo[]): string[] {
  if (!taboos.some((t) => t.ruleId === BLEEDING_STACK_RULE_ID)) return [];
  bleedingRuleIds ??= new Set(INTERACTION_RULES.filter((r) => r.addsBleeding).map((r) => r.id));
  const ids = bleedingRuleIds;
  return [
    ...new Set(taboos.filter((t) => t.kind === 'interaction' && ids.has(t.ruleId)).map((t) => t.target)),
  ];
}

/** One warning when two or more of the user's own products add to bleeding risk on a blood thinner. */
function bleedingStackTaboo(
  taboos: readonly MedicineTaboo[],
  drugs: readonly Drug[],
  taken: readonly Substance[] | undefined,
  locale: Locale,
): MedicineTaboo | undefined {
  if (!Array.isArray(taken) || taken.length < 2) return undefined;
  bleedingRuleIds ??= new Set(INTERACTION_RULES.filter((r) => r.addsBleeding).map((r) => r.id));
  const own = new Set<string>(taken);
  const thinners = drugs.filter(isBloodThinner);
  if (thinners.length === 0) return undefined;
  const thinnerIds = new Set(thinners.map((d) => d.id));
  const risky = new Set<string>();
  for (const t of taboos) {
    if (t.kind !== 'interaction' || !thinnerIds.has(t.drugId) || !bleedingRuleIds.has(t.ruleId)) continue;
    if (own.has(t.target)) risky.add(t.target);
  }
  // In the order the user listed their products.
  const substances = [...new Set(taken)].filter((x) => risky.has(x));
  if (substances.length < 2) return undefined;
  const zh = locale === 'zh-CN';
  const sep = zh ? '、' : ', ';
  const names = substances.map((x) => substanceName(x as Substance, locale)).join(sep);
  const drugNames = thinners.map((d) => drugName(d, locale)).join(sep);
  return {
    kind: 'interaction',
    ruleId: BLEEDING_STACK_RULE_ID,
    drug: drugNames,
    drugId: thinners[0]!.id,
    supplement: names,
    target: BLEEDING_STACK_TARGET,
    severity: 'major',
    mechanism: zh
      ? `你同时服用${substances.length}种会增加出血风险的补充剂（${names}），与${drugNames}合用时出血风险相互叠加，比单独任何一种都高。`
      : `You take ${substances.length} supplements that each add to bleeding risk (${names}); together with ${drugNames} the risks add up, more than any one of them alone.`,
    advice: zh
      ? `请把这些产品全部拿给开药医生或药师看，由他们决定是否保留其中任何一种；在此之前不要再加新的同类产品。留意瘀斑、牙龈或鼻出血、黑便、血尿，出现时及时就医。不要自行停用${drugNames}。`
      : `Show all of these products to your prescriber or pharmacist and let them decide whether to keep any; until then do not add another. Watch for bruising, gum or nose bleeds, black stools or blood in the urine, and get care if they appear. Do not stop ${drugNames} yourself.`,
    management: 'avoid',
    source: BLEEDING_STACK_SOURCE,
  };
}
