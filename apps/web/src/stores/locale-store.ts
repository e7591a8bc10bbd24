import { create } from 'zustand';
import { ensureTexts, initI18n, i18n } from '../lib/i18n';
import { chooseLocale, FALLBACK_LOCALE, queryLangOf, type AppLocale } from '../lib/language';
import { STORAGE_KEYS, readString, writeString } from '../lib/storage';
import type { LocationLike } from '../lib/url';

export interface LocaleState {
  locale: AppLocale;
  /** Stores the locale under `language` and switches the app texts, the UI-library texts and `<html lang>`. */
  setLocale: (locale: AppLocale) => void;
}

function applyDocumentLang(locale: AppLocale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The current locale. Persisted by hand under the raw key `language` rather than by
 * `persist`, because the stored value is only one input of the language rule, not the state itself.
 */
export const useLocaleStore = create<LocaleState>()((set) => ({
  locale: FALLBACK_LOCALE,
  setLocale: (locale) => {
    writeString(STORAGE_KEYS.language, locale);
    if (i18n.isInitialized) {
      void i18n.changeLanguage(locale);
      // The shell's texts switch at once; the screens' texts follow in a moment (i18n re-renders on
      // `added`), with the fallback language showing meanwhile rather than raw keys.
      void ensureTexts(locale).catch(() => undefined);
    } else initI18n(locale);
    applyDocumentLang(locale);
    set({ locale });
  },
}));

/** Applies the language rule once at start (URL `lang`, stored value, browser language, zh-CN). */
export function initLocale(
  location: LocationLike = window.location,
  browserLanguage: string | null | undefined = typeof navigator === 'undefined'
    ? null
    : (navigator.languages?.[0] ?? navigator.language),
): AppLocale {
  const choice = chooseLocale({
    queryLang: queryLangOf(location),
    stored: readString(STORAGE_KEYS.language),
    browser: browserLanguage,
  });
  if (choice.store) writeString(STORAGE_KEYS.language, choice.locale);
  initI18n(choice.locale);
  applyDocumentLang(choice.locale);
  useLocaleStore.setState({ locale: choice.locale });
  return choice.locale;
}

/** A `lang` in a later hash route's query (`#/chat?lang=en`) switches too, like the first URL. */
export function applyLangFromRoute(url: URL): void {
  const lang = url.searchParams.get('lang');
  if (lang === null) return;
  const locale: AppLocale = lang.trim().toLowerCase() === 'en' ? 'en-US' : 'zh-CN';
  const state = useLocaleStore.getState();
  if (state.locale !== locale || readString(STORAGE_KEYS.language) !== locale) state.setLocale(locale);
}
