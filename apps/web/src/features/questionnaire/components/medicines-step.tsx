import { useState } from 'react';
import CloseOutline from 'antd-mobile-icons/es/CloseOutline';
import { useTranslation } from 'react-i18next';
import { MEDICINE_DOSE_UNITS, type MedicineDose, type MedicineDoseUnit } from '@nutri/domain/contracts';
import { MedicineHitText } from '../../../components/search-picker/hits';
import { SearchPicker } from '../../../components/search-picker/search-picker';
import { useLocaleStore } from '../../../stores/locale-store';
import { medicineSource } from '../../../components/search-picker/search-api';

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
        className="app-input qs-input qs-input--small"
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
        className="app-input qs-input qs-input--small"
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
  const locale = useLocaleStore((s) => s.locale);
  const [query, setQuery] = useState('');

  return (
    <div className="qs-search">
      <SearchPicker
        label={t('questionnaire.q.medicines.searchLabel')}
        placeholder={t('questionnaire.q.medicines.placeholder')}
        keyword={query}
        onKeywordChange={setQuery}
        source={medicineSource(locale)}
        idOf={(m) => m.id}
        isPicked={(m) => value.includes(m.id)}
        onToggle={(m, picked) => (picked ? onRemove(m.id) : onPick(m.id, m.name))}
        renderHit={(m) => <MedicineHitText hit={m} locale={locale} />}
      />
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
