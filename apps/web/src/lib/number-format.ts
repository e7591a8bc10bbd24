/**
 * Numbers in the UI locale. `zh-CN` and `en-US` (the app's two languages) write numbers alike: ASCII
 * digits, `,` every three digits, `.` before decimals, `-` for negatives. For them the number is written
 * here rather than by `Intl.NumberFormat`: the browser's first `Intl.NumberFormat` loads locale data, ~30 ms
 * on a fast desktop and several times that on a phone, in the middle of drawing the plan page. Other
 * locales use cached `Intl.NumberFormat` instances. Output is identical either way (see the tests).
 */
const SIMPLE_LOCALES = new Set(['zh-CN', 'en-US', 'zh', 'en']);
const cache = new Map<string, Intl.NumberFormat>();

function intlFormat(value: number, locale: string, digits: number, useGrouping: boolean): string {
  const key = `${locale}|${digits}|${useGrouping ? 1 : 0}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits, useGrouping });
    } catch {
      // An invalid locale tag must not break a screen: the runtime's default locale instead.
      format = new Intl.NumberFormat(undefined, { maximumFractionDigits: digits, useGrouping });
    }
    cache.set(key, format);
  }
  return format.format(value);
}

/**
 * `value` rounded half away from zero to at most `maximumFractionDigits` decimals (0–20; other values
 * clamp), without trailing zeros, grouped by thousands unless `useGrouping` is false — as
 * `new Intl.NumberFormat(locale, { maximumFractionDigits, useGrouping }).format(value)` writes it.
 */
export function formatNumber(
  value: number,
  locale: string,
  maximumFractionDigits: number,
  useGrouping = true,
): string {
  const digits = Number.isFinite(maximumFractionDigits)
    ? Math.min(20, Math.max(0, Math.trunc(maximumFractionDigits)))
    : 0;
  // From 1e21 String() writes exponents with lost digits; Intl handles those and NaN / ±Infinity.
  if (!SIMPLE_LOCALES.has(locale) || !Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return intlFormat(value, locale, digits, useGrouping);
  }
  const [whole, decimals] = roundDecimal(Math.abs(value), digits);
  const grouped = useGrouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole;
  // Intl keeps the sign of a negative number that rounds to zero (and of -0): "-0".
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * A finite `abs` ≥ 0 below 1e21 rounded half up to `digits` decimals, as [whole digits, decimals without
 * trailing zeros]. Rounds the shortest decimal that reads back as `abs` (what `String(abs)` writes, and
 * what Intl rounds: 1.005 → "1.01"), not the binary value `toFixed` rounds (1.005 → "1.00").
 */
function roundDecimal(abs: number, digits: number): [string, string] {
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(abs));
  if (!m) return [String(abs), ''];
  const all = m[1]! + (m[2] ?? '');
  const point = m[1]!.length + Number(m[3] ?? 0);
  // All digits with the decimal point moved to just after `point` digits (padded with zeros).
  const padded = point <= 0 ? '0'.repeat(1 - point) + all : all.padEnd(point, '0');
  const at = Math.max(point, 1);
  let kept = padded.slice(0, at + digits).padEnd(at + digits, '0');
  if ((padded[at + digits] ?? '0') >= '5') {
    // Add one unit in the last kept place, carrying leftwards.
    const chars = kept.split('');
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === '9') chars[i--] = '0';
    if (i >= 0) chars[i] = String(Number(chars[i]) + 1);
    else chars.unshift('1');
    kept = chars.join('');
  }
  const wholeLength = kept.length - digits;
  const whole = kept.slice(0, wholeLength).replace(/^0+(?=\d)/, '');
  return [whole, kept.slice(wholeLength).replace(/0+$/, '')];
}

/** A dose shown in an input or a list: no float noise (0.1 + 0.2), no trailing zeros. */
export function formatDose(value: number): string {
  if (!Number.isFinite(value)) return '';
  return String(Math.round(value * 1000) / 1000);
}
