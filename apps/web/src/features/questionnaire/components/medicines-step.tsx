import { useEffect, useState } from 'react';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import { MEDICINE_DOSE_UNITS, type MedicineDose, type MedicineDoseUnit } from '@nutri/domain/contracts';
import { searchMedicines, type MedicineHit } from '../api/search-medicines';
import { useDebounced } from '../lib/use-debounced';

type Search = { status: 'idle' | 'loading' | 'done' | 'error'; list: MedicineHit[] };

/** The optional dose of one picked medicine: an amount and a unit; clearing the amount removes it. */
function DoseField({
  id,
  name,
  dose,
  onDose,
}: {
  id: string;
  name: string;
  dose: MedicineDose | undefined;
  onDose: (id: string, dose: MedicineDose | undefined) => void;
}) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState<MedicineDoseUnit>(dose?.unit ?? 'mg');
  return (
    <span className="qs-picked__dose">
      <input
        className="qs-input qs-input--small"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        aria-label={t('questionnaire.q.medicines.doseLabel', { name })}
        placeholder={t('questionnaire.q.medicines.dosePlaceholder')}
        value={dose?.dose ?? ''}
        onChange={(e) => {
          const amount = Number(e.target.value);
          onDose(id, e.target.value !== '' && amount > 0 ? { id, dose: amount, unit } : undefined);
        }}
      />
      <select
        className="qs-input qs-input--small"
        aria-label={t('questionnaire.q.medicines.unitLabel', { name })}
        value={unit}
        onChange={(e) => {
          const next = e.target.value as MedicineDoseUnit;
          setUnit(next);
          if (dose) onDose(id, { ...dose, unit: next });
        }}
      >
        {MEDICINE_DOSE_UNITS.map((u) => (
          <option key={u} value={u}>
            {t(`questionnaire.q.medicines.units.${u}`)}
          </option>
        ))}
      </select>
    </span>
  );
}

/**
 * Medicines the user takes, found by name (generic or brand, Chinese or English) and kept as ids,
 * each with an optional dose.
 */
export function MedicinesStep({
  value,
  names,
  doses = [],
  onPick,
  onRemove,
  onDose,
}: {
  value: readonly string[];
  names: Record<string, string>;
  doses?: readonly MedicineDose[];
  onPick: (id: string, name: string) => void;
  onRemove: (id: string) => void;
  onDose?: (id: string, dose: MedicineDose | undefined) => void;
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
              {onDose ? (
                <DoseField
                  id={id}
                  name={names[id] ?? id}
                  dose={doses.find((d) => d.id === id)}
                  onDose={onDose}
                />
              ) : null}
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
