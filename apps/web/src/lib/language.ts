import { readQueryParam, type LocationLike } from './url';

/** The product's locales; zh-CN is the base and the fallback. */
export const SUPPORTED_LOCALES = ['zh-CN', 'en-US'] as const;
export type AppLocale = (typeof SUPPORTED_LOCALES)[number];
export const FALLBACK_LOCALE: AppLocale = 'zh-CN';

function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** A browser language matched exactly, or a supported locale starting with it (`en` → `en-US`). */
export function matchBrowserLanguage(language: string | null | undefined): AppLocale | null {
  if (!language) return null;
  const wanted = language.trim().toLowerCase();
  if (wanted === '') return null;
  const exact = SUPPORTED_LOCALES.find((l) => l.toLowerCase() === wanted);
  if (exact) return exact;
  return SUPPORTED_LOCALES.find((l) => l.toLowerCase().startsWith(wanted)) ?? null;
}

export interface LanguageInput {
  /** Value of the `lang` query parameter, null when absent. */
  queryLang: string | null;
  /** Value stored under `language`, null when absent. */
  stored: string | null;
  /** `navigator.language` (or the first of `navigator.languages`). */
  browser: string | null | undefined;
}

export interface LanguageChoice {
  locale: AppLocale;
  /** True when the choice came from the URL and must be stored, so later visits without `lang` keep it. */
  store: boolean;
}

/**
 * The language rule (docs/product-rules.md#web-shell): `lang` in the URL decides when present (`en` →
 * en-US, any other value → zh-CN) and is stored; else the stored value; else the browser language; else
 * zh-CN.
 */
export function chooseLocale(input: LanguageInput): LanguageChoice {
  if (input.queryLang !== null) {
    return { locale: input.queryLang.trim().toLowerCase() === 'en' ? 'en-US' : 'zh-CN', store: true };
  }
  if (isAppLocale(input.stored)) return { locale: input.stored, store: false };
  return { locale: matchBrowserLanguage(input.browser) ?? FALLBACK_LOCALE, store: false };
}

/** The `lang` query value of a page location. */
export function queryLangOf(location: LocationLike): string | null {
  return readQueryParam('lang', location);
}
