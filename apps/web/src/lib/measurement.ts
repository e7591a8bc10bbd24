import type { AppLocale } from './language';

/**
 * Metric and US customary units for height and weight (docs/product-rules.md#web-shell). Answers are
 * always stored canonical (cm and kg, one decimal); these conversions only change what a person sees
 * and types. The factors are the exact legal definitions, so no figure drifts between systems.
 */
export type MeasurementSystem = 'metric' | 'us';

export const CM_PER_INCH = 2.54;
export const KG_PER_POUND = 0.45359237;
export const INCHES_PER_FOOT = 12;

export function isMeasurementSystem(value: unknown): value is MeasurementSystem {
  return value === 'metric' || value === 'us';
}

/** Until the person chooses, the units their locale's labels and scales use. */
export function defaultSystemFor(locale: AppLocale): MeasurementSystem {
  return locale === 'en-US' ? 'us' : 'metric';
}

/** Rounds half away from zero at `decimals`, correcting float noise such as 1.005 × 100 = 100.49999. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor * (1 + Number.EPSILON)) / factor;
}

/** The stored height of a length in inches: cm to one decimal, the precision the answers keep. */
export function inchesToCm(inches: number): number {
  return roundTo(inches * CM_PER_INCH, 1);
}

/** The stored weight of a mass in pounds: kg to one decimal. */
export function poundsToKg(pounds: number): number {
  return roundTo(pounds * KG_PER_POUND, 1);
}

/**
 * The plainest figure (whole, else one, else two decimals) that converts back to exactly `canonical`,
 * so showing a stored answer in the other system and keeping it never changes it. A canonical value
 * with more decimals than the answers keep falls back to two decimals.
 */
function plainestFigure(exact: number, back: (figure: number) => number, canonical: number): number {
  for (const decimals of [0, 1, 2]) {
    const figure = roundTo(exact, decimals);
    if (back(figure) === canonical) return figure;
  }
  return roundTo(exact, 2);
}

/** Inches showing a stored height: 170.2 cm → 67, 170 cm → 66.93 (67 in would store 170.2). */
export function cmToInches(cm: number): number {
  return plainestFigure(cm / CM_PER_INCH, inchesToCm, cm);
}

/** Pounds showing a stored weight: 68 kg → 150 (150 lb stores 68.0 kg). */
export function kgToPounds(kg: number): number {
  return plainestFigure(kg / KG_PER_POUND, poundsToKg, kg);
}

export interface FeetInches {
  feet: number;
  inches: number;
}

/** 67 → 5 ft 7 in; the inches keep the decimals of the total. */
export function splitInches(totalInches: number): FeetInches {
  const feet = Math.floor(totalInches / INCHES_PER_FOOT);
  return { feet, inches: roundTo(totalInches - feet * INCHES_PER_FOOT, 2) };
}

export function feetInchesToCm({ feet, inches }: FeetInches): number {
  return inchesToCm(feet * INCHES_PER_FOOT + inches);
}

/** A stored height as feet and inches that convert back to exactly the stored cm. */
export function cmToFeetInches(cm: number): FeetInches {
  return splitInches(cmToInches(cm));
}

/**
 * The whole-unit limits inside a canonical range: every whole inch or pound from `min` to `max`
 * converts to a value the API accepts (the range hint never offers one it would refuse).
 */
function wholeLimits(
  range: { min: number; max: number },
  toCanonical: (figure: number) => number,
  canonicalPerUnit: number,
): { min: number; max: number } {
  let min = Math.ceil(range.min / canonicalPerUnit);
  while (toCanonical(min - 1) >= range.min) min -= 1;
  while (toCanonical(min) < range.min) min += 1;
  let max = Math.floor(range.max / canonicalPerUnit);
  while (toCanonical(max + 1) <= range.max) max += 1;
  while (toCanonical(max) > range.max) max -= 1;
  return { min, max };
}

/** The whole inches a height range in cm allows: 100–250 cm → 40–98 in (3 ft 4 in – 8 ft 2 in). */
export function inchLimits(rangeCm: { min: number; max: number }): { min: number; max: number } {
  return wholeLimits(rangeCm, inchesToCm, CM_PER_INCH);
}

/** The whole pounds a weight range in kg allows: 25–300 kg → 56–661 lb (55 lb would store 24.9 kg). */
export function poundLimits(rangeKg: { min: number; max: number }): { min: number; max: number } {
  return wholeLimits(rangeKg, poundsToKg, KG_PER_POUND);
}

/** A height for reading back (profiles): whole inches, as a label or a person would say it. */
export function displayFeetInches(cm: number): FeetInches {
  return splitInches(Math.round(cm / CM_PER_INCH));
}

/** A weight for reading back: whole pounds. */
export function displayPounds(kg: number): number {
  return Math.round(kg / KG_PER_POUND);
}
