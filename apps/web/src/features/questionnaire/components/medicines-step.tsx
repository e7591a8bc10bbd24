import { useEffect, useState } from 'react';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import { searchMedicines, type MedicineHit } from '../api/search-medicines';
import { useDebounced } from '../lib/use-debounced';

type Search = { status: 'idle' | 'loading' | 'done' | 'error'; list: MedicineHit[] };

/** Medicines the user takes, found by name (generic or brand, Chinese or English) and kept as ids. */
export function MedicinesStep({
  value,
  names,
  onPick,
  onRemove,
}: {
  value: readonly string[];
  names: Record<string, string>;
  onPick: (id: string, name: string) => void;
  onRemove: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const keyword = useDebounced(query.trim(), 300);
  const [search, setSearch] = useState<Search>({ status: 'idle', list: [] });

  useEffect(() => {
    if (keyword === '') return;
    const controller = new AbortController();
    let active = true;
    searchMedicines(keyword, controller.signal)
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

  return (
    <div className="qs-search">
      <label className="qs-field">
        <span className="qs-field__label">{t('questionnaire.q.medicines.searchLabel')}</span>
        <input
          className="qs-input"
          type="search"
          value={query}
          placeholder={t('questionnaire.q.medicines.placeholder')}
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
          {search.list.slice(0, 8).map((m) => {
            const picked = value.includes(m.id);
            return (
              <li key={m.id}>
                <button
                  type="button"
                  className="qs-result"
                  disabled={picked}
                  onClick={() => {
                    onPick(m.id, m.name);
                    setQuery('');
                  }}
                >
                  <span className="qs-result__name">{m.name}</span>
                  <span className="qs-result__meta">
                    {[m.brands.slice(0, 2).join(' / '), m.classes[0]?.name].filter(Boolean).join(' · ')}
                  </span>
                  <span className="qs-result__add">
                    {picked ? t('questionnaire.search.added') : t('questionnaire.search.add')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <h3 className="qs-picked__title">{t('questionnaire.q.medicines.picked', { count: value.length })}</h3>
      {value.length === 0 ? (
        <p className="qs__hint">{t('questionnaire.q.medicines.none')}</p>
      ) : (
        <ul className="qs-picked">
          {value.map((id) => (
            <li key={id} className="qs-picked__item">
              <span>{names[id] ?? id}</span>
              <button
                type="button"
                className="qs-picked__remove"
                aria-label={t('questionnaire.search.remove', { name: names[id] ?? id })}
                onClick={() => onRemove(id)}
              >
                <CloseOutline aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
