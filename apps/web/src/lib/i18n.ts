import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from '../locales/zh-CN.json';
import enUS from '../locales/en-US.json';
import { FALLBACK_LOCALE, type AppLocale } from './language';

/** Both catalogs ship in the first load: together they are a few KiB and the first screen needs one. */
export const resources = {
  'zh-CN': { translation: zhCN },
  'en-US': { translation: enUS },
} as const;

/** The app's one i18next instance. */
export const i18n = i18next.createInstance();

/** Initialises i18n synchronously (resources are bundled) in `locale`; safe to call twice. */
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
  });
}

/** Translate outside React (HTTP client, loaders). */
export const t = i18n.t.bind(i18n);
