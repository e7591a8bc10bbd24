import { useTranslation } from 'react-i18next';
import type { AppLocale } from '../lib/language';
import { useLocaleStore } from '../stores/locale-store';
import './language-switch.css';

const OPTIONS = [
  { locale: 'zh-CN', label: 'language.zh', lang: 'zh-CN' },
  { locale: 'en-US', label: 'language.en', lang: 'en' },
] as const satisfies readonly { locale: AppLocale; label: string; lang: string }[];

/** 中文 / English toggle; each option is named in its own language so either reader can find it. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const setLocale = useLocaleStore((s) => s.setLocale);
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {OPTIONS.map((o) => (
        <button
          key={o.locale}
          type="button"
          lang={o.lang}
          className="language-switch__option"
          aria-pressed={locale === o.locale}
          onClick={() => setLocale(o.locale)}
        >
          {t(o.label)}
        </button>
      ))}
    </div>
  );
}
