/**
 * How the step-3 findings are ordered and summarised for the plan page. Pure, so the ordering rules are
 * tested without rendering.
 */
import type { MedicineTaboo, PlanDocument, ProductReview, Recommendation } from '@nutri/domain/contracts';

export type Severity = MedicineTaboo['severity'];
type Verdict = ProductReview['verdict'];
type Management = MedicineTaboo['management'];

export const SEVERITY_ORDER = ['major', 'moderate', 'minor'] as const satisfies readonly Severity[];
const MANAGEMENT_ORDER = ['avoid', 'separate', 'monitor'] as const satisfies readonly Management[];
/** Verdicts that need the user's attention first. */
const VERDICT_ORDER = [
  'avoid',
  'unchecked',
  'over_ul',
  'below_dose',
  'duplicate',
  'reduce',
  'no_benefit',
  'keep',
] as const satisfies readonly Verdict[];

const rank = <T>(order: readonly T[], value: T) => {
  const i = order.indexOf(value);
  return i === -1 ? order.length : i;
};

/** Major first; within a severity, avoid before separate before monitor; then by drug name. Stable. */
export function sortTaboos(taboos: readonly MedicineTaboo[]): MedicineTaboo[] {
  return [...taboos].sort(
    (a, b) =>
      rank(SEVERITY_ORDER, a.severity) - rank(SEVERITY_ORDER, b.severity) ||
      rank(MANAGEMENT_ORDER, a.management) - rank(MANAGEMENT_ORDER, b.management) ||
      a.drug.localeCompare(b.drug),
  );
}

/** Problems first (avoid, not checked, over UL, below the guideline's dose, duplicate, reduce, no benefit), then what can be kept. Stable. */
export function sortReviews(reviews: readonly ProductReview[]): ProductReview[] {
  return [...reviews].sort((a, b) => rank(VERDICT_ORDER, a.verdict) - rank(VERDICT_ORDER, b.verdict));
}

export function countBySeverity(taboos: readonly MedicineTaboo[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { major: 0, moderate: 0, minor: 0 };
  for (const t of taboos) if (t.severity in counts) counts[t.severity] += 1;
  return counts;
}

/** A recommendation left out because of a medicine: a taboo saying "avoid" whose target is not recommended. */
export interface WithheldRecommendation {
  target: string;
  supplement: string;
  drugs: string[];
}

/**
 * The nutrients the server did not recommend because a medicine rules them out ("no fish oil because you
 * take warfarin"): one entry per target, naming every drug that forbids it.
 */
export function withheldRecommendations(
  plan: Pick<PlanDocument, 'medicineTaboos' | 'recommendations' | 'nutrients'>,
): WithheldRecommendation[] {
  const recommended = new Set((plan.recommendations ?? []).map((r) => r.nutrient));
  // Only nutrients the plan could recommend: a herb the user should avoid (ginkgo) was never a candidate.
  const nutrients = new Set((plan.nutrients ?? []).map((n) => n.key));
  const byTarget = new Map<string, WithheldRecommendation>();
  for (const t of plan.medicineTaboos ?? []) {
    if (t.management !== 'avoid' || recommended.has(t.target) || !nutrients.has(t.target)) continue;
    const entry = byTarget.get(t.target) ?? { target: t.target, supplement: t.supplement, drugs: [] };
    if (!entry.drugs.includes(t.drug)) entry.drugs.push(t.drug);
    byTarget.set(t.target, entry);
  }
  return [...byTarget.values()];
}

/** Recommendations timed apart from a medicine (a `separate` taboo with a number of hours). */
export function separatedRecommendations(
  plan: Pick<PlanDocument, 'medicineTaboos' | 'recommendations'>,
): { recommendation: Recommendation; taboo: MedicineTaboo; hours: number }[] {
  const out: { recommendation: Recommendation; taboo: MedicineTaboo; hours: number }[] = [];
  for (const r of plan.recommendations ?? []) {
    for (const taboo of plan.medicineTaboos ?? []) {
      const hours = taboo.separateHours;
      if (taboo.management !== 'separate' || taboo.target !== r.nutrient) continue;
      if (typeof hours !== 'number' || !Number.isFinite(hours) || hours <= 0) continue;
      out.push({ recommendation: r, taboo, hours });
    }
  }
  return out;
}

export type CalciumForm = 'citrate' | 'carbonate';

export function calciumFormOf(form: string | undefined): CalciumForm | null {
  return form === 'citrate' || form === 'carbonate' ? form : null;
}

/** The calcium recommendation, when the plan has one. */
export function calciumRecommendation(plan: Pick<PlanDocument, 'recommendations'>): Recommendation | null {
  return (plan.recommendations ?? []).find((r) => r.nutrient === 'calcium') ?? null;
}

/** Drug classes that lower stomach acid, as they appear in rule ids (`class:ppi.calcium.depletion`). */
const ACID_REDUCER_RULE = /^class:(ppi|h2_blocker)\./;

/** Why citrate fits this user, from the plan itself: age ≥ 50, and/or a medicine that lowers stomach acid. */
export function citrateReasons(plan: Pick<PlanDocument, 'medicineTaboos' | 'profile'>): {
  over50: boolean;
  acidReducers: string[];
} {
  const acidReducers = new Set<string>();
  for (const t of plan.medicineTaboos ?? []) {
    if (ACID_REDUCER_RULE.test(t.ruleId)) acidReducers.add(t.drug);
  }
  return { over50: (plan.profile?.age ?? 0) >= 50, acidReducers: [...acidReducers] };
}

/** A list of names in running text: 华法林、阿司匹林 / warfarin, aspirin. */
export function joinNames(names: readonly string[], locale: string): string {
  return names.join(locale.startsWith('zh') ? '、' : ', ');
}
