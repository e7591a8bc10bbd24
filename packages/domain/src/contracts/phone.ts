/**
 * Phone numbers as people type them (issue 19 §4): a country code (+86, 0086, 86), spaces, dashes of any
 * width, brackets and full-width digits from a Chinese keyboard all mean the same 11-digit mainland
 * mobile. One normaliser, used by the web form before it validates and by the API before it validates and
 * stores, so the two can never disagree on what a number is.
 */

/** Mainland China mobile number, after {@link normalizeMobile}. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

// Separators people put between digit groups: ASCII and Unicode dashes (‐ ‑ ‒ – — ― −), dots, brackets
// and any whitespace (NFKC has already turned the full-width forms into these).
const SEPARATORS = /[\s\-\u2010-\u2015\u2212.()]/g;

/**
 * The one form of a phone number that identifies an account or an address: full-width characters to
 * ASCII (NFKC: `１３８` → `138`, `＋` → `+`), separators out, and a mainland mobile written with its
 * country code (+86, 0086, 86) reduced to its 11 digits. `+8613800138000` and `13800138000` used to be
 * two accounts (issue 16.9). Other numbers keep their leading `+` and digits, so a check against
 * {@link MOBILE_PATTERN} refuses them rather than silently rewriting them.
 */
export function normalizeMobile(raw: string): string {
  const compact = raw.normalize('NFKC').trim().replace(SEPARATORS, '');
  const mainland = /^(?:\+86|0086|86)(1[3-9]\d{9})$/.exec(compact);
  return mainland?.[1] ?? compact;
}

/** True when the text, normalised, is a mainland mobile number. */
export function isMainlandMobile(raw: string): boolean {
  return MOBILE_PATTERN.test(normalizeMobile(raw));
}

/**
 * A mobile number as an order page shows it: the first 3 and last 4 digits, the middle four starred
 * (`138****8000`), the way Chinese shops print a receipt, so a screenshot of the page does not give the
 * number away. Anything that is not a mainland mobile after normalising keeps only its last 4 characters.
 */
export function maskMobile(raw: string): string {
  const phone = normalizeMobile(raw);
  if (MOBILE_PATTERN.test(phone)) return `${phone.slice(0, 3)}****${phone.slice(7)}`;
  return phone.length <= 4 ? phone : `${'*'.repeat(Math.min(phone.length - 4, 8))}${phone.slice(-4)}`;
}
