import { useEffect, useState } from 'react';
import type { SupplementIntake } from '@nutri/domain/contracts';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import { searchSupplements, type SupplementOption } from '../api/search-supplements';
import { DOSE_UNIT_OPTIONS } from '../lib/options';
import { useDebounced } from '../lib/use-debounced';
import { parseTypedNumber } from '../lib/validate';
import { ERROR_ID } from './step-view';

type Search = { status: 'idle' | 'loading' | 'done' | 'error'; list: SupplementOption[] };

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
  const keyword = useDebounced(query.trim(), 300);
  const [search, setSearch] = useState<Search>({ status: 'idle', list: [] });
  // Dose text as typed, per row, so "0." on the way to "0.5" is not rewritten.
  const [doseText, setDoseText] = useState<Record<number, string>>({});

  useEffect(() => {
    if (keyword === '') return;
    const controller = new AbortController();
    let active = true;
    searchSupplements(keyword, controller.signal)
      .then((r) => {
        if (active) setSearch({ status: 'done', list: r.list });
      })
      .catch(() => {
        if (active) setSearch({ status: 'error', list: [] });
      });
    return () => {
      active = false;
      controller.abort();
    };
  }, [keyword]);

  const status = keyword === '' ? 'idle' : search.status;
  const nameOf = (o: SupplementOption) => (locale === 'en-US' ? o.names.en : o.names.zh);
  const setRow = (i: number, change: Partial<SupplementIntake>) =>
    onChange(value.map((s, j) => (j === i ? { ...s, ...change } : s)));

  return (
    <div className="qs-search">
      <label className="qs-field">
        <span className="qs-field__label">{t('questionnaire.q.supplements.searchLabel')}</span>
        <input
          className="qs-input"
          type="search"
          value={query}
          placeholder={t('questionnaire.q.supplements.placeholder')}
          enterKeyHint="search"
          onChange={(e) => {
            setQuery(e.target.value);
            if (e.target.value.trim() !== '') setSearch((s) => ({ ...s, status: 'loading' }));
          }}
        />
      </label>
      <p className="qs-search__status" aria-live="polite">
        {status === 'loading'
          ? t('questionnaire.search.loading')
          : status === 'error'
            ? t('questionnaire.search.error')
            : status === 'done' && search.list.length === 0
              ? t('questionnaire.search.none')
              : ''}
      </p>
      {status === 'done' && search.list.length > 0 ? (
        <ul className="qs-results" aria-label={t('questionnaire.search.results')}>
          {search.list.slice(0, 8).map((o) => {
            const picked = value.some((s) => s.optionId === o.id);
            return (
              <li key={o.id}>
                <button
                  type="button"
                  className="qs-result"
                  disabled={picked}
                  onClick={() => {
                    onChange([
                      ...value,
                      {
                        optionId: o.id,
                        name: nameOf(o),
                        dose: o.defaultDose.amount,
                        unit: o.defaultDose.unit,
                      },
                    ]);
                    setQuery('');
                  }}
                >
                  <span className="qs-result__name">{nameOf(o)}</span>
                  <span className="qs-result__meta">{locale === 'en-US' ? o.serving.en : o.serving.zh}</span>
                  <span className="qs-result__add">
                    {picked ? t('questionnaire.search.added') : t('questionnaire.search.add')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
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
                  onClick={() => {
                    setDoseText({});
                    onChange(value.filter((_, j) => j !== i));
                  }}
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
                    className="qs-input qs-input--number"
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
                    className="qs-select"
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
