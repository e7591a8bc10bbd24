import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
// The first screen needs only the shell's texts: named imports let the bundler keep just these keys in the
// first load. Every screen's texts arrive with `ensureTexts` (one small chunk per locale) before it renders.
import {
  app as zhApp,
  auth as zhAuth,
  clipboard as zhClipboard,
  errors as zhErrors,
  language as zhLanguage,
  notFound as zhNotFound,
  protocol as zhProtocol,
  serverError as zhServerError,
  start as zhStart,
  tabs as zhTabs,
} from '../locales/zh-CN.json';
import {
  app as enApp,
  auth as enAuth,
  clipboard as enClipboard,
  errors as enErrors,
  language as enLanguage,
  notFound as enNotFound,
  protocol as enProtocol,
  serverError as enServerError,
  start as enStart,
  tabs as enTabs,
} from '../locales/en-US.json';
import { FALLBACK_LOCALE, type AppLocale } from './language';

/** The shell's texts, bundled with the first screen. */
const resources = {
  'zh-CN': {
    translation: {
      app: zhApp,
      tabs: zhTabs,
      notFound: zhNotFound,
      serverError: zhServerError,
      auth: zhAuth,
      errors: zhErrors,
      clipboard: zhClipboard,
      language: zhLanguage,
      start: zhStart,
      protocol: zhProtocol,
    },
  },
  'en-US': {
    translation: {
      app: enApp,
      tabs: enTabs,
      notFound: enNotFound,
      serverError: enServerError,
      auth: enAuth,
      errors: enErrors,
      clipboard: enClipboard,
      language: enLanguage,
      start: enStart,
      protocol: enProtocol,
    },
  },
};

/** Whole catalogs, loaded on demand (the `?full` query makes them separate chunks from the named imports). */
const FULL_CATALOGS: Record<AppLocale, () => Promise<{ default: Record<string, unknown> }>> = {
  'zh-CN': () => import('../locales/zh-CN.json?full'),
  'en-US': () => import('../locales/en-US.json?full'),
};

/** The app's one i18next instance. */
export const i18n: I18n = i18next.createInstance();

const loaded = new Map<AppLocale, Promise<void>>();

/**
 * Makes every screen's texts of `locale` available (idempotent; a failed load is retried next time).
 * Route loaders await it, so a screen never renders raw keys.
 */
export function ensureTexts(locale: AppLocale): Promise<void> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = FULL_CATALOGS[locale]().then(
      (m) => {
        i18n.addResourceBundle(locale, 'translation', m.default, true, false);
      },
      (err: unknown) => {
        loaded.delete(locale);
        throw err;
      },
    );
    loaded.set(locale, pending);
  }
  return pending;
}

/** Initialises i18n synchronously with the shell's texts in `locale`; safe to call twice. */
export function initI18n(locale: AppLocale): void {
  if (i18n.isInitialized) {
    void i18n.changeLanguage(locale);
    return;
  }
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: ['zh-CN', 'en-US'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
    react: { bindI18nStore: 'added' },
  });
}

/** Translate outside React (HTTP client, loaders). */
export const t = i18n.t.bind(i18n);
