/**
 * The energy a child or teenager of 9–18 needs: the Institute of Medicine's estimated energy requirement (EER),
 * which adds growth (25 kcal a day) to what the body spends at a physical-activity level. The adult equation
 * (Mifflin–St Jeor with an activity factor, ./index.ts) is not for the growing: it leaves out growth and was
 * never fitted to children. Used where a parent asks what a young athlete must eat at least (blind answer
 * round 53, zh-001, development data: a 13-year-old swimmer training twelve hours a week was given the
 * 14–18 year range of a teenager who should not diet, her needs and her missed meals left unsaid).
 */
import type { Source } from '../contracts/common';
import type { Sex } from '../targets';

/** The IOM's physical-activity levels for the EER; "very active" is about 2 hours of brisk activity a day. */
export type YouthActivity = 'sedentary' | 'low_active' | 'active' | 'very_active';

/** Physical-activity coefficients, boys and girls 9–18 (IOM 2005, Table 5-22). */
const PA: Record<Sex, Record<YouthActivity, number>> = {
  male: { sedentary: 1.0, low_active: 1.13, active: 1.26, very_active: 1.42 },
  female: { sedentary: 1.0, low_active: 1.16, active: 1.31, very_active: 1.56 },
};

export const YOUTH_EER_SOURCE: Source = {
  ref: 'Institute of Medicine. Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids. Washington DC: National Academies Press, 2005, ch. 5 (estimated energy requirement, boys and girls 9–18 years: EER = 88.5 − 61.9 × age + PA × (26.7 × weight + 903 × height) + 25 for boys; 135.3 − 30.8 × age + PA × (10.0 × weight + 934 × height) + 25 for girls)',
  url: 'https://doi.org/10.17226/10490',
};

/** Ages the equation was fitted for. */
export const YOUTH_EER_AGES = { min: 9, max: 18 } as const;

/**
 * The estimated energy requirement in kcal a day (unrounded), or null outside 9–18 years or for a body the
 * equation cannot describe (height 100–220 cm, weight 20–150 kg).
 */
export function youthEnergyRequirement(
  sex: Sex,
  age: number,
  heightCm: number,
  weightKg: number,
  activity: YouthActivity,
): number | null {
  if (!(age >= YOUTH_EER_AGES.min && age <= YOUTH_EER_AGES.max)) return null;
  if (!(heightCm >= 100 && heightCm <= 220) || !(weightKg >= 20 && weightKg <= 150)) return null;
  const m = heightCm / 100;
  const pa = PA[sex][activity];
  return sex === 'male'
    ? 88.5 - 61.9 * age + pa * (26.7 * weightKg + 903 * m) + 25
    : 135.3 - 30.8 * age + pa * (10.0 * weightKg + 934 * m) + 25;
}
