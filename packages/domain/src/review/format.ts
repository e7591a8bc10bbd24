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

/** A nutrient's name inside a sentence, the English all lower case ("vitamin d"), as the salt notes write it. */
export const nutrientLower = (n: NutrientKey, locale: Locale): string =>
  pick({ zh: NUTRIENTS[n].zh, en: NUTRIENTS[n].en.toLowerCase() }, locale);

/** A nutrient's name inside a sentence, the English with its first letter lowered (`lowerName`). */
export const nutrientInSentence = (n: NutrientKey, locale: Locale): string =>
  pick({ zh: NUTRIENTS[n].zh, en: lowerName(NUTRIENTS[n].en) }, locale);
