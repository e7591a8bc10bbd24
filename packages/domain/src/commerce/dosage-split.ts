/** Pills/servings per day the basis group may hold (docs/product-rules.md#shop). */
export const DOSAGE_BUDGET = 6;

/**
 * The dosage a product counts with in the split.
 * Decision: only a finite, non-negative JavaScript number counts. Numeric strings ('2'), null, NaN,
 * ±Infinity and negative numbers count 0: the rule counts anything not numeric as 0, and a negative
 * dosage is meaningless and would let a product "buy back" budget for later ones.
 */
export function dosageOf(dosage: unknown): number {
  return typeof dosage === 'number' && Number.isFinite(dosage) && dosage > 0 ? dosage : 0;
}

/**
 * Dosage split (docs/product-rules.md#shop): products keep their order; they go to `basis` while the
 * running total of their dosages (pills/servings per day) stays ≤ `budget`; the first product that would
 * push the total over the budget, and every product after it (even one that would still fit), goes to
 * `other`.
 */
export function splitByDosage<T extends { dosage?: unknown }>(
  products: readonly T[],
  budget: number = DOSAGE_BUDGET,
): { basis: T[]; other: T[] } {
  const list = Array.isArray(products) ? products : [];
  let total = 0;
  let cut = list.length;
  for (let i = 0; i < list.length; i++) {
    const item: unknown = list[i];
    const dosage =
      item !== null && typeof item === 'object' ? (item as { dosage?: unknown }).dosage : undefined;
    total += dosageOf(dosage);
    if (!(total <= budget)) {
      cut = i;
      break;
    }
  }
  return { basis: list.slice(0, cut), other: list.slice(cut) };
}
