/**
 * Small formatting helpers shared by the built-in answers and the safety check, so numbers and units
 * read the same everywhere.
 */
import { pick, type Locale } from '../contracts/common';
import type { PlanDocument } from '../contracts/plan';
import { NUTRIENTS, NUTRIENT_KEYS, type NutrientKey } from '../nutrients';
import { targetsFor, type TargetPerson } from '../targets';
import { roundTo, type NutrientUnit } from '../units';

export const L = (locale: Locale, zh: string, en: string): string => (locale === 'zh-CN' ? zh : en);

export function nutrientName(key: NutrientKey, locale: Locale): string {
  return pick(NUTRIENTS[key], locale);
}

const UNIT_LABEL: Record<NutrientUnit, string> = { mg: 'mg', ug: 'µg', g: 'g' };

/** A number without float noise: 2 decimals below 10, 1 below 100, whole above. */
export function fmt(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const digits = Math.abs(n) < 10 ? 2 : Math.abs(n) < 100 ? 1 : 0;
  return String(roundTo(n, digits));
}

export function amount(n: number, unit: NutrientUnit): string {
  return `${fmt(n)} ${UNIT_LABEL[unit]}`;
}

/** The reference adults used when a user has no plan yet (IOM reference body weights). */
export const DEFAULT_PEOPLE = [
  { sex: 'female', age: 30, weightKg: 57 },
  { sex: 'male', age: 30, weightKg: 70 },
] as const satisfies readonly TargetPerson[];

/** What the assistant knows about one nutrient for this user (or for reference adults). */
export interface NutrientView {
  key: NutrientKey;
  unit: NutrientUnit;
  target: number;
  ul: number | null;
  ulScope: 'total' | 'supplements' | null;
  fromFood: number | null;
  fromSupplements: number | null;
  level: 'low' | 'fair' | 'good' | null;
  score: number | null;
  /** Where the target comes from. */
  sourceRef: string;
  /**
   * Set by the kidney team, not by the population target (kidney disease: potassium, protein). The
   * chat then never states `target` as "you need" (KDIGO 2024 §3.10; KDOQI 2020).
   */
  managedBy?: 'nephrologist' | 'metabolic_team';
  /** Why the plan's target differs from the table's (a condition's g/kg range), as the plan says it. */
  adjusted?: string;
}

/** Per-nutrient view from the plan, or — without a plan — the stricter of the two reference adults. */
type UlCounted = Pick<NutrientView, 'ul' | 'ulScope' | 'fromFood' | 'fromSupplements'>;

/** The food share a UL counts: all of it for a UL on total intake, none for a UL on supplements alone. */
export const foodTheUlCounts = (v: Pick<NutrientView, 'ulScope' | 'fromFood'>): number =>
  v.ulScope === 'total' ? (v.fromFood ?? 0) : 0;

/** The intake as the nutrient's UL counts it, or null when there is no UL or nothing is taken. */
export function intakeTheUlCounts(v: UlCounted): number | null {
  if (v.ul === null || v.fromSupplements === null) return null;
  return v.fromSupplements + foodTheUlCounts(v);
}

/** Whether that intake is above the UL. */
export function aboveItsUl(v: UlCounted): boolean {
  const total = intakeTheUlCounts(v);
  return total !== null && v.ul !== null && total > v.ul;
}

export function nutrientViews(plan: PlanDocument | null, locale: Locale): Map<NutrientKey, NutrientView> {
  const out = new Map<NutrientKey, NutrientView>();
  if (plan) {
    for (const n of plan.nutrients) {
      const key = n.key as NutrientKey;
      if (!Object.hasOwn(NUTRIENTS, key)) continue;
      const standard = n.reasons.find((r) => r.kind === 'standard');
      const adjustment = n.reasons.filter((r) => r.ref.startsWith('target-adjustment:')).at(-1);
      out.set(key, {
        key,
        unit: n.unit,
        target: n.target,
        ul: n.ul,
        ulScope: n.ulScope,
        fromFood: n.fromFood,
        fromSupplements: n.fromSupplements,
        level: n.level,
        score: n.score,
        sourceRef: [standard?.source.ref, adjustment?.source.ref].filter(Boolean).join('; '),
        ...(n.managedBy ? { managedBy: n.managedBy } : {}),
        ...(adjustment ? { adjusted: adjustment.text } : {}),
      });
    }
    return out;
  }
  const [women, men] = DEFAULT_PEOPLE.map((p) => targetsFor(p, locale));
  for (const key of NUTRIENT_KEYS) {
    const w = women![key];
    const m = men![key];
    const uls = [w.ul, m.ul].filter((u): u is number => u !== null);
    out.set(key, {
      key,
      unit: w.unit,
      target: Math.max(w.target, m.target),
      ul: uls.length ? Math.min(...uls) : null,
      ulScope: w.ulScope ?? m.ulScope,
      fromFood: null,
      fromSupplements: null,
      level: null,
      score: null,
      sourceRef: w.source.ref,
    });
  }
  return out;
}
