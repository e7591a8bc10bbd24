import { NUTRIENTS, isNutrientKey } from '@nutri/domain/nutrients';
import type { AppLocale } from '../../../lib/language';
import { formatNumber } from '../../../lib/number-format';

/** Display name of a nutrient key in the UI locale; an unknown key is shown as it is. */
export function nutrientName(key: string, locale: AppLocale): string {
  if (!isNutrientKey(key)) return key;
  return locale === 'en-US' ? NUTRIENTS[key].en : NUTRIENTS[key].zh;
}

/** `ug` is stored as ASCII; people read µg. */
export function unitLabel(unit: string): string {
  return unit === 'ug' ? 'µg' : unit;
}

/** Amounts as a person reads them: up to 3 significant decimals for small values, none for large. */
export function formatAmount(value: number | null | undefined, locale: AppLocale): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return formatNumber(value, locale, digits);
}
