import { useTranslation } from 'react-i18next';
import type { AppLocale } from '../lib/language';
import { useLocaleStore } from '../stores/locale-store';
import { PressedOptions } from './pressed-options';
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
    <div className="app-pill-switch language-switch" role="group" aria-label={t('language.label')}>
      <PressedOptions
        options={OPTIONS.map((o) => ({ value: o.locale, label: t(o.label), lang: o.lang }))}
        value={locale}
        className="app-segment language-switch__option"
        onChoose={setLocale}
      />
    </div>
  );
}
