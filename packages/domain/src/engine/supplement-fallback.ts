/**
 * Stand-in for the review module until it lands: counts a supplement only when its optionId or name
 * is a nutrient key (dose converted to the key's unit), reports the rest as unresolved, and reviews
 * nothing. Replaced by `../review` in ./index as soon as that module exists.
 */
import type { ProductReview } from '../contracts/plan';
import type { SupplementIntake } from '../contracts/questionnaire';
import { isNutrientKey, unitOf, type NutrientKey } from '../nutrients';
import type { Substance } from '../substances';
import { convertDose } from '../units';

export function intakeFromSupplements(list: readonly SupplementIntake[]): {
  perNutrient: Partial<Record<NutrientKey, number>>;
  substances: Substance[];
  unresolved: string[];
} {
  const perNutrient: Partial<Record<NutrientKey, number>> = {};
  const substances = new Set<Substance>();
  const unresolved: string[] = [];
  for (const s of list) {
    const key = [s.optionId, s.name].find(isNutrientKey);
    const amount = key ? convertDose(s.dose, s.unit, unitOf(key), key) : null;
    if (!key || amount === null) {
      unresolved.push(s.name ?? s.optionId ?? '');
      continue;
    }
    perNutrient[key] = (perNutrient[key] ?? 0) + amount;
    substances.add(key);
  }
  return { perNutrient, substances: [...substances], unresolved };
}

export function reviewSupplements(_input: unknown): ProductReview[] {
  return [];
}
