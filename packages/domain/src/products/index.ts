/**
 * From recommendations to catalogue products: the one place the daily count is computed ("one dose
 * truth", re-review M9). People take the product, not the number, so the product must deliver the dose.
 *
 * Rules: one single-nutrient product per recommended nutrient, in the order of the recommendations;
 * never a product that contains a substance the user must avoid (taboos, allergies, life stage);
 * servings per day from 1 to the label's maximum; the daily amount delivered must be within
 * `DOSE_TOLERANCE` of the dose and never above `maxDaily` (the room under the UL with food and
 * current supplements, so the recommender's UL check still holds). A nutrient without a UL is an
 * "at least" dose (vegan B12 ≥ 10 µg a day: The Vegan Society) and may be exceeded. Among the
 * products that fit: the preferred form, then the amount closest to the dose, then fewer servings.
 * A nutrient no product fits is left without a product rather than under- or overdosed.
 */
import { localeOf, type Locale } from '../contracts/common';
import type { PlanProduct } from '../contracts/plan';
import { splitUsage } from '../commerce/usage-text';
import {
  CATALOGUE,
  catalogueProduct,
  nutrientKeysOf,
  usageTextFor,
  type CatalogueProduct,
} from '../knowledge/catalogue';
import { isNutrientKey, type NutrientKey } from '../nutrients';
import type { Substance } from '../substances';
import { convertDose, type NutrientUnit } from '../units';

export { CATALOGUE };

/** What the mapping needs from a recommendation: a daily dose of one nutrient, optionally a form. */
export interface ProductRecommendation {
  nutrient: NutrientKey | string;
  /** Daily dose in `unit`. */
  dose: number;
  unit: NutrientUnit;
  /** Preferred chemical/source form, e.g. 'citrate' for calcium with acid-reducing medicines. */
  form?: string;
  /**
   * The most the product may deliver a day (room under the UL with food and current supplements).
   * Absent or Infinity: the nutrient has no UL, and the dose is a minimum.
   */
  maxDaily?: number;
}

/**
 * How far a product's daily amount may be from the dose: at least 80 % of it, and (for a nutrient
 * with a UL) at most 125 % of it. A 500 mg calcium dose may be two 300 mg tablets (600 mg), a 700 mg
 * one may be 600 mg; 2 × 2.4 µg B12 for a 10 µg dose is not enough.
 */
export const DOSE_TOLERANCE = { min: 0.8, max: 1.25 } as const;

export interface ProductContext {
  /** Substances no chosen product may contain. */
  avoidSubstances: readonly Substance[];
  locale: Locale;
  /** Preferred form per nutrient when the recommendation names none (e.g. omega3 → 'algal' for vegans). */
  preferForms?: Partial<Record<NutrientKey, string>>;
  /**
   * Forms never chosen for a nutrient, even when nothing else fits (calcium carbonate after bariatric
   * surgery): the nutrient is then left without a product and the plan says why.
   */
  avoidForms?: Partial<Record<NutrientKey, readonly string[]>>;
}

/** Relative slack for floating-point division (2.8 / 1.4 = 1.9999…): a million times wider than double rounding error,
 * far below any label precision. */
const EPS = 1e-12;

/** A catalogue product by id; undefined for an unknown id. */
export function productById(id: unknown): CatalogueProduct | undefined {
  return catalogueProduct(id);
}

/** Products whose label lists exactly one nutrient key, indexed by that key (catalogue order kept). */
const SINGLES: ReadonlyMap<NutrientKey, readonly CatalogueProduct[]> = (() => {
  const map = new Map<NutrientKey, CatalogueProduct[]>();
  for (const p of CATALOGUE) {
    const keys = nutrientKeysOf(p);
    const only = keys.length === 1 ? keys[0] : undefined;
    if (only === undefined) continue;
    const list = map.get(only) ?? [];
    list.push(p);
    map.set(only, list);
  }
  return map;
})();

interface Fit {
  product: CatalogueProduct;
  servings: number;
  /** Daily amount at `servings`, in the recommendation's unit. */
  covered: number;
}

/** Every servings count (1 … label maximum) whose daily amount is within the tolerance and the cap. */
function fitsOf(
  product: CatalogueProduct,
  nutrient: NutrientKey,
  dose: number,
  unit: NutrientUnit,
  maxDaily: number,
): Fit[] {
  const label = product.nutrientsPerServing.find((n) => n.substance === nutrient);
  if (label === undefined) return [];
  const perServing = convertDose(label.amount, label.unit, unit, nutrient);
  if (perServing === null || !(perServing > 0)) return [];
  const upper = Number.isFinite(maxDaily) ? Math.min(maxDaily, dose * DOSE_TOLERANCE.max) : Infinity;
  const out: Fit[] = [];
  for (let servings = 1; servings <= product.servingsPerDay; servings++) {
    const covered = servings * perServing;
    if (covered < dose * DOSE_TOLERANCE.min * (1 - EPS) || covered > upper * (1 + EPS)) continue;
    out.push({ product, servings, covered });
  }
  return out;
}

/**
 * Best of several fits. With a cap: the amount closest to the dose, then fewer servings. Without one
 * ("at least" doses): fewer servings, then the smaller amount. Ties keep catalogue order.
 */
function bestFit(fits: readonly Fit[], dose: number, capped: boolean): Fit | null {
  let best: Fit | null = null;
  const key = (f: Fit): [number, number] =>
    capped ? [Math.abs(f.covered - dose) / dose, f.servings] : [f.servings, f.covered];
  for (const f of fits) {
    if (best === null) {
      best = f;
      continue;
    }
    const [a1, a2] = key(f);
    const [b1, b2] = key(best);
    if (a1 < b1 - EPS || (Math.abs(a1 - b1) <= EPS && a2 < b2 - EPS)) best = f;
  }
  return best;
}

/** The delivered daily amount as shown with the product, e.g. "每日共 600 mg" / "600 mg a day in total". */
function deliveredText(amount: number, unit: NutrientUnit, locale: Locale): string {
  const u = unit === 'ug' ? 'µg' : unit;
  const n = Math.round(amount * 100) / 100;
  return locale === 'zh-CN' ? `每日共 ${n} ${u}` : `${n} ${u} a day in total`;
}

/**
 * Plan products for recommendations (see the module comment for the rules). A calcium recommendation
 * with form 'citrate' takes the citrate product when one fits; when none of the preferred form fits,
 * another form is taken. `usage`/`content` are the localized usage text at the chosen servings,
 * split at the first parenthesis (`splitUsage`). Total: malformed recommendations are skipped.
 */
export function productsFor(recs: readonly ProductRecommendation[], ctx: ProductContext): PlanProduct[] {
  const avoid = new Set<string>(Array.isArray(ctx?.avoidSubstances) ? ctx.avoidSubstances : []);
  const locale = localeOf(ctx?.locale);
  const done = new Set<NutrientKey>();
  const out: PlanProduct[] = [];
  for (const rec of Array.isArray(recs) ? recs : []) {
    if (rec === null || typeof rec !== 'object') continue;
    const { nutrient, dose, unit } = rec;
    if (!isNutrientKey(nutrient) || done.has(nutrient)) continue;
    if (typeof dose !== 'number' || !Number.isFinite(dose) || dose <= 0) continue;
    const avoidForms = ctx?.avoidForms?.[nutrient] ?? [];
    const allowed = (SINGLES.get(nutrient) ?? []).filter(
      (p) =>
        p.nutrientsPerServing.every((n) => !avoid.has(n.substance)) &&
        (p.form === undefined || !avoidForms.includes(p.form)),
    );
    // Absent: capped at the dose tolerance (the safe default); Infinity: no UL, an "at least" dose.
    const maxDaily =
      typeof rec.maxDaily === 'number' && !Number.isNaN(rec.maxDaily)
        ? rec.maxDaily
        : dose * DOSE_TOLERANCE.max;
    const fits = allowed.flatMap((p) => fitsOf(p, nutrient, dose, unit, maxDaily));
    const form = rec.form ?? ctx?.preferForms?.[nutrient];
    const preferred = form === undefined ? [] : fits.filter((f) => f.product.form === form);
    const chosen = bestFit(preferred.length > 0 ? preferred : fits, dose, Number.isFinite(maxDaily));
    if (chosen === null) continue;
    done.add(nutrient);
    const text = usageTextFor(chosen.product, chosen.servings);
    const { usage, content } = splitUsage(locale === 'zh-CN' ? text.zh : text.en);
    const delivered = deliveredText(chosen.covered, unit, locale);
    out.push({
      productId: chosen.product.id,
      name: locale === 'zh-CN' ? chosen.product.zh : chosen.product.en,
      dosage: chosen.servings,
      usage,
      // The delivered amount leads the content, so what the person takes is stated with the product.
      content: content
        ? locale === 'zh-CN'
          ? `（${delivered}；${content.slice(1)}`
          : `(${delivered}; ${content.slice(1)}`
        : locale === 'zh-CN'
          ? `（${delivered}）`
          : `(${delivered})`,
      nutrients: nutrientKeysOf(chosen.product),
      delivered: { nutrient, amount: Math.round(chosen.covered * 1000) / 1000, unit },
    });
  }
  return out;
}
