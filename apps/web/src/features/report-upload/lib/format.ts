import { formatNumber } from '../../../lib/number-format';

/** A lab value as printed: up to 2 decimals, locale digits; non-finite values show a dash. */
export function formatValue(value: number | null | undefined, locale: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return formatNumber(value, locale, 2, false);
}

/**
 * A reference range as a person reads it: `130–175 g/L`, `< 5.2 mmol/L` (upper bound only),
 * `≥ 150 pmol/L` (lower bound only); null when neither bound is known.
 */
export function formatRange(
  low: number | null | undefined,
  high: number | null | undefined,
  unit: string,
  locale: string,
): string | null {
  const hasLow = low !== null && low !== undefined && Number.isFinite(low);
  const hasHigh = high !== null && high !== undefined && Number.isFinite(high);
  const u = unit ? ` ${unit}` : '';
  if (hasLow && hasHigh) return `${formatValue(low, locale)}–${formatValue(high, locale)}${u}`;
  if (hasHigh) return `< ${formatValue(high, locale)}${u}`;
  if (hasLow) return `≥ ${formatValue(low, locale)}${u}`;
  return null;
}
