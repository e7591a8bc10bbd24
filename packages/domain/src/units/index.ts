/**
 * Units in types: a dose in µg can never be added to one in mg by accident.
 * Every nutrient key has exactly one canonical unit (see nutrients/index.ts); conversions live here.
 */
declare const unitBrand: unique symbol;
type Branded<U extends string> = number & { readonly [unitBrand]: U };

export type Milligrams = Branded<'mg'>;
export type Micrograms = Branded<'ug'>;
export type Grams = Branded<'g'>;
export type Kcal = Branded<'kcal'>;

export const mg = (n: number): Milligrams => n as Milligrams;
export const ug = (n: number): Micrograms => n as Micrograms;
export const grams = (n: number): Grams => n as Grams;
export const kcal = (n: number): Kcal => n as Kcal;

/** The canonical units a nutrient amount is stored in. */
export const NUTRIENT_UNITS = ['mg', 'ug', 'g'] as const;
export type NutrientUnit = (typeof NUTRIENT_UNITS)[number];

/** Units a user or a label may use for a supplement dose; converted to the nutrient's canonical unit. */
export const DOSE_UNITS = ['mg', 'ug', 'g', 'IU'] as const;
export type DoseUnit = (typeof DOSE_UNITS)[number];

/**
 * Units of the product itself a dose may be counted in ("2 tablets", "2 粒", "1 scoop"): a count, not
 * an amount. It becomes an amount only from the product's known strength (review/index.ts); a
 * capsule stands for soft gels too (粒 names both).
 */
export const PRODUCT_UNITS = ['tablet', 'capsule', 'scoop', 'sachet'] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];

/** The most units of a product a daily dose may count ("2 tablets"): more is a typing slip. */
export const PRODUCT_UNITS_PER_DAY_MAX = 50;

/** Units a supplement dose may be given in: an amount, or a count of the product's units. */
export const SUPPLEMENT_DOSE_UNITS = [...DOSE_UNITS, ...PRODUCT_UNITS] as const;
export type SupplementDoseUnit = (typeof SUPPLEMENT_DOSE_UNITS)[number];

export function isProductUnit(unit: unknown): unit is ProductUnit {
  return typeof unit === 'string' && (PRODUCT_UNITS as readonly string[]).includes(unit);
}

/** Vitamin D: 1 µg = 40 IU (NIH ODS Vitamin D fact sheet). */
export const VITAMIN_D_IU_PER_UG = 40;
/** Vitamin A as retinol: 1 IU = 0.3 µg RAE (NIH ODS Vitamin A fact sheet). */
export const VITAMIN_A_UG_RAE_PER_IU = 0.3;
/** Vitamin E: 1 IU natural (RRR) α-tocopherol = 0.67 mg (NIH ODS Vitamin E fact sheet). */
export const VITAMIN_E_MG_PER_IU = 0.67;

const toMg: Record<Exclude<DoseUnit, 'IU'>, number> = { g: 1000, mg: 1, ug: 0.001 };

/**
 * Convert an amount between mass units, or from IU for the three vitamins whose labels use IU.
 * Returns null when the conversion is undefined (IU for any other nutrient): callers must treat
 * that as invalid input, never as zero.
 */
export function convertDose(
  amount: number,
  from: DoseUnit,
  to: NutrientUnit,
  nutrient?: 'vitaminD' | 'vitaminA' | 'vitaminE' | string,
): number | null {
  if (!Number.isFinite(amount)) return null;
  if (from === 'IU') {
    let inUnit: { value: number; unit: NutrientUnit };
    if (nutrient === 'vitaminD') inUnit = { value: amount / VITAMIN_D_IU_PER_UG, unit: 'ug' };
    else if (nutrient === 'vitaminA') inUnit = { value: amount * VITAMIN_A_UG_RAE_PER_IU, unit: 'ug' };
    else if (nutrient === 'vitaminE') inUnit = { value: amount * VITAMIN_E_MG_PER_IU, unit: 'mg' };
    else return null;
    return convertDose(inUnit.value, inUnit.unit, to);
  }
  return (amount * toMg[from]) / toMg[to];
}

/** Round for display without floating-point noise (e.g. 0.1 + 0.2). */
export function roundTo(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round((n + Number.EPSILON) * f) / f;
}
