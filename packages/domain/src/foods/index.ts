import { pick, type Locale } from '../contracts/common';
import { ANIMAL_FOOD_GROUP, FOOD_SOURCES, type FoodSourceRow } from '../knowledge/foods';
import { EXCLUDED_BY_PATTERN, type DietPattern } from '../intake';
import { isNutrientKey, unitOf, type NutrientKey } from '../nutrients';
import type { NutrientUnit } from '../units';

export type { FoodSourceRow } from '../knowledge/foods';

export interface FoodSource {
  name: string;
  portion: string;
  /** Amount of the nutrient in one portion, in `unit`. */
  amount: number;
  /** The nutrient's canonical unit (nutrients/index.ts). */
  unit: NutrientUnit;
}

const BY_NUTRIENT = new Map<NutrientKey, FoodSourceRow[]>();
for (const r of FOOD_SOURCES) {
  const list = BY_NUTRIENT.get(r.nutrient) ?? [];
  list.push(r);
  BY_NUTRIENT.set(r.nutrient, list);
}
// Richest portion first; the table order breaks ties (Array.prototype.sort is stable).
for (const list of BY_NUTRIENT.values()) list.sort((a, b) => b.amount - a.amount);

/** Animal food groups each diet pattern leaves out of food suggestions (as in the intake estimate). */
export const FOOD_GROUPS_EXCLUDED_BY_DIET = EXCLUDED_BY_PATTERN;

/** Whether a food row may be suggested to someone with this diet pattern. */
export function foodFitsDiet(row: Pick<FoodSourceRow, 'en'>, dietPattern: DietPattern | undefined): boolean {
  if (dietPattern === undefined) return true;
  const group = ANIMAL_FOOD_GROUP[row.en];
  if (group === undefined) return true;
  const excluded: readonly string[] = EXCLUDED_BY_PATTERN[dietPattern] ?? [];
  return !excluded.includes(group);
}

/**
 * The richest everyday foods for a nutrient in the locale's list (Chinese foods for zh-CN), with the
 * amount in one typical portion, leaving out foods the diet pattern excludes (no meat or fish for
 * vegetarians; no meat, fish, eggs or dairy for vegans). Unknown nutrient or n ≤ 0 → [].
 */
export function foodSourcesFor(
  nutrient: NutrientKey,
  locale: Locale,
  n = 5,
  dietPattern?: DietPattern,
): FoodSource[] {
  if (!isNutrientKey(nutrient)) return [];
  const max = Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 5;
  const loc = locale;
  const unit = unitOf(nutrient);
  return (BY_NUTRIENT.get(nutrient) ?? [])
    .filter((r) => r.locales.includes(loc) && foodFitsDiet(r, dietPattern))
    .slice(0, max)
    .map((r) => ({ name: pick(r, loc), portion: pick(r.portion, loc), amount: r.amount, unit }));
}

/** Nutrients whose "eat more of it" food tips are withheld with kidney disease (KDIGO 2024 §3.10). */
const KIDNEY_WITHHELD: ReadonlySet<NutrientKey> = new Set(['potassium', 'protein']);

/**
 * Whether a "foods rich in X" tip may be shown: with kidney disease (answered or eGFR < 60) never for
 * potassium (the kidney team sets it; KDIGO 2024) or protein (not raised; KDOQI 2020).
 */
export function foodTipAllowed(
  nutrient: NutrientKey,
  ctx: { kidney: boolean; potassiumRaised?: boolean },
): boolean {
  // A potassium-raising medicine (ACE inhibitor, ARB, spironolactone …): no push of potassium-rich
  // foods either (issue 31 §1, "potassium follows medicines").
  if (ctx.potassiumRaised && nutrient === 'potassium') return false;
  return !(ctx.kidney && KIDNEY_WITHHELD.has(nutrient));
}
