import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDICINE_DOSE_UNITS, type MedicineDose, type MedicineDoseUnit } from '@nutri/domain/contracts';
import { MedicinePicker } from '../../../components/search-picker/pickers';
import { PickedList, RemoveButton } from './list-rows';

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
        className="app-input app-input--large qs-input qs-input--small"
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
        className="app-input app-input--large qs-input qs-input--small"
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

  return (
    <div className="qs-search">
      <MedicinePicker
        label={t('questionnaire.q.medicines.searchLabel')}
        placeholder={t('questionnaire.q.medicines.placeholder')}
        isPicked={(m) => value.includes(m.id)}
        onToggle={(m, picked) => (picked ? onRemove(m.id) : onPick(m.id, m.name))}
      />
      <PickedList
        title={t('questionnaire.q.medicines.picked', { count: value.length })}
        none={t('questionnaire.q.medicines.none')}
        count={value.length}
      >
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
              <RemoveButton name={names[id] ?? id} onClick={() => onRemove(id)} />
            </li>
          ))}
        </ul>
      </PickedList>
    </div>
  );
}
