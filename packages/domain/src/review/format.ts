/** How the review writes numbers, units and nutrient names inside its sentences. */
import { pick, type Locale } from '../contracts/common';
import { NUTRIENTS, type NutrientKey } from '../nutrients';
import { roundTo, type NutrientUnit } from '../units';

/** "Iron" → "iron": a nutrient's name inside an English sentence (B12 and D keep their capitals). */
export const lowerName = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

export const unitText = (u: NutrientUnit): string => (u === 'ug' ? 'µg' : u);

export function fmt(n: number): string {
  const r = n >= 100 ? roundTo(n, 0) : n >= 10 ? roundTo(n, 1) : roundTo(n, 2);
  return String(r);
}

export function nutrientName(n: NutrientKey, locale: Locale): string {
  return pick(NUTRIENTS[n], locale);
}
