import { useTranslation } from 'react-i18next';
import { NICKNAME_MAX } from '../lib/options';
import { ERROR_ID } from './step-error';

/** Optional name of the person the plan is for (self or a family member). */
export function NicknameStep({
  value,
  invalid,
  onChange,
}: {
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="qs-field">
      <span className="qs-field__label">{t('questionnaire.q.nickname.label')}</span>
      <input
        className="app-input app-input--large qs-input"
        type="text"
        value={value}
        maxLength={NICKNAME_MAX + 10}
        autoComplete="nickname"
        enterKeyHint="next"
        placeholder={t('questionnaire.q.nickname.placeholder')}
        aria-invalid={invalid}
        aria-describedby={ERROR_ID}
        onChange={(e) => onChange(e.target.value)}
      />
      <span className="qs-field__meta">
        {t('questionnaire.q.nickname.count', { count: value.trim().length, max: NICKNAME_MAX })}
      </span>
    </label>
  );
}
