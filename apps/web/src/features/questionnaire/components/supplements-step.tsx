import { useState } from 'react';
import type { SupplementIntake } from '@nutri/domain/contracts';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import { SupplementHitText } from '../../../components/search-picker/hits';
import { SearchPicker } from '../../../components/search-picker/search-picker';
import { useLocaleStore } from '../../../stores/locale-store';
import { supplementSource, type SupplementOption } from '../../../components/search-picker/search-api';
import { DOSE_UNIT_OPTIONS } from '../lib/options';
import { parseTypedNumber } from '../lib/validate';
import { ERROR_ID } from './step-error';

/** Supplements the user takes: found by name, each with its daily dose and unit (default: a typical dose). */
export function SupplementsStep({
  value,
  onChange,
}: {
  value: readonly SupplementIntake[];
  onChange: (value: SupplementIntake[]) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const [query, setQuery] = useState('');
  // Dose text as typed, per row, so "0." on the way to "0.5" is not rewritten.
  const [doseText, setDoseText] = useState<Record<number, string>>({});

  const nameOf = (o: SupplementOption) => (locale === 'en-US' ? o.names.en : o.names.zh);
  const setRow = (i: number, change: Partial<SupplementIntake>) =>
    onChange(value.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const remove = (i: number) => {
    setDoseText({});
    onChange(value.filter((_, j) => j !== i));
  };

  return (
    <div className="qs-search">
      <SearchPicker
        label={t('questionnaire.q.supplements.searchLabel')}
        placeholder={t('questionnaire.q.supplements.placeholder')}
        keyword={query}
        onKeywordChange={setQuery}
        source={supplementSource(locale)}
        idOf={(o) => o.id}
        isPicked={(o) => value.some((s) => s.optionId === o.id)}
        onToggle={(o, picked) =>
          picked
            ? remove(value.findIndex((s) => s.optionId === o.id))
            : onChange([
                ...value,
                { optionId: o.id, name: nameOf(o), dose: o.defaultDose.amount, unit: o.defaultDose.unit },
              ])
        }
        renderHit={(o) => <SupplementHitText hit={o} locale={locale} />}
      />
      <h3 className="qs-picked__title">{t('questionnaire.q.supplements.picked', { count: value.length })}</h3>
      {value.length === 0 ? (
        <p className="qs__hint">{t('questionnaire.q.supplements.none')}</p>
      ) : (
        <ul className="qs-picked qs-picked--rows">
          {value.map((s, i) => (
            <li key={`${s.optionId ?? s.name}-${i}`} className="qs-dose">
              <div className="qs-dose__head">
                <span className="qs-dose__name">{s.name ?? s.optionId}</span>
                <button
                  type="button"
                  className="qs-picked__remove"
                  aria-label={t('questionnaire.search.remove', { name: s.name ?? s.optionId })}
                  onClick={() => remove(i)}
                >
                  <CloseOutline aria-hidden="true" />
                </button>
              </div>
              <div className="qs-dose__inputs">
                <label className="qs-field qs-field--inline">
                  <span className="qs-field__label">
                    {t('questionnaire.q.supplements.dose', { name: s.name ?? '' })}
                  </span>
                  <input
                    className="app-input qs-input qs-input--number"
                    type="text"
                    inputMode="decimal"
                    value={doseText[i] ?? String(s.dose)}
                    aria-describedby={ERROR_ID}
                    onChange={(e) => {
                      setDoseText((d) => ({ ...d, [i]: e.target.value }));
                      setRow(i, { dose: parseTypedNumber(e.target.value) });
                    }}
                  />
                </label>
                <label className="qs-field qs-field--inline">
                  <span className="qs-field__label">
                    {t('questionnaire.q.supplements.unit', { name: s.name ?? '' })}
                  </span>
                  <select
                    className="app-input qs-select"
                    value={s.unit}
                    onChange={(e) => setRow(i, { unit: e.target.value as SupplementIntake['unit'] })}
                  >
                    {DOSE_UNIT_OPTIONS.map((u) => (
                      <option key={u} value={u}>
                        {u === 'ug' ? 'µg' : u}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
