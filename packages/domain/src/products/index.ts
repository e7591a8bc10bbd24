/**
 * From recommendations to catalogue products.
 *
 * Rules: one single-nutrient product per recommended nutrient, in the order of the recommendations;
 * never a product that contains a substance the user must avoid (taboos, allergies, life stage);
 * the daily amount never exceeds the recommended dose, so the UL check done by the recommender still
 * holds after mapping; the servings per day are reduced below the label dose when that closes the dose
 * better; a nutrient with no product that fits is left without a product rather than overdosed.
 */
import type { Locale } from '../contracts/common';
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
}

export interface ProductContext {
  /** Substances no chosen product may contain. */
  avoidSubstances: readonly Substance[];
  locale: Locale;
  /** Preferred form per nutrient when the recommendation names none (e.g. omega3 → 'algal' for vegans). */
  preferForms?: Partial<Record<NutrientKey, string>>;
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

/** Servings per day (1 … label servings) that come closest to the dose without exceeding it. */
function fitOf(
  product: CatalogueProduct,
  nutrient: NutrientKey,
  dose: number,
  unit: NutrientUnit,
): Fit | null {
  const label = product.nutrientsPerServing.find((n) => n.substance === nutrient);
  if (label === undefined) return null;
  const perServing = convertDose(label.amount, label.unit, unit, nutrient);
  if (perServing === null || !(perServing > 0)) return null;
  const servings = Math.min(product.servingsPerDay, Math.floor(dose / perServing + EPS));
  if (servings < 1) return null;
  return { product, servings, covered: servings * perServing };
}

/** Best of several fits: the most dose covered, then fewer servings, then catalogue order. */
function bestFit(fits: readonly Fit[]): Fit | null {
  let best: Fit | null = null;
  for (const f of fits) {
    if (
      best === null ||
      f.covered > best.covered * (1 + EPS) ||
      (Math.abs(f.covered - best.covered) <= best.covered * EPS && f.servings < best.servings)
    ) {
      best = f;
    }
  }
  return best;
}

/**
 * Plan products for recommendations (see the module comment for the rules). A calcium recommendation
 * with form 'citrate' takes the citrate product when one fits; when none of the preferred form fits,
 * another form is taken. `usage`/`content` are the localized usage text at the chosen servings,
 * split at the first parenthesis (`splitUsage`). Total: malformed recommendations are skipped.
 */
export function productsFor(recs: readonly ProductRecommendation[], ctx: ProductContext): PlanProduct[] {
  const avoid = new Set<string>(Array.isArray(ctx?.avoidSubstances) ? ctx.avoidSubstances : []);
  const locale: Locale = ctx?.locale === 'en-US' ? 'en-US' : 'zh-CN';
  const done = new Set<NutrientKey>();
  const out: PlanProduct[] = [];
  for (const rec of Array.isArray(recs) ? recs : []) {
    if (rec === null || typeof rec !== 'object') continue;
    const { nutrient, dose, unit } = rec;
    if (!isNutrientKey(nutrient) || done.has(nutrient)) continue;
    if (typeof dose !== 'number' || !Number.isFinite(dose) || dose <= 0) continue;
    const allowed = (SINGLES.get(nutrient) ?? []).filter((p) =>
      p.nutrientsPerServing.every((n) => !avoid.has(n.substance)),
    );
    const fits = allowed.map((p) => fitOf(p, nutrient, dose, unit)).filter((f): f is Fit => f !== null);
    const form = rec.form ?? ctx?.preferForms?.[nutrient];
    const preferred = form === undefined ? [] : fits.filter((f) => f.product.form === form);
    const chosen = bestFit(preferred.length > 0 ? preferred : fits);
    if (chosen === null) continue;
    done.add(nutrient);
    const text = usageTextFor(chosen.product, chosen.servings);
    const { usage, content } = splitUsage(locale === 'zh-CN' ? text.zh : text.en);
    out.push({
      productId: chosen.product.id,
      dosage: chosen.servings,
      usage,
      content,
      nutrients: nutrientKeysOf(chosen.product),
    });
  }
  return out;
}
