import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDICINE_DOSE_UNITS, type MedicineDose, type MedicineDoseUnit } from '@nutri/domain/contracts';
import { MedicinePicker } from '../../../components/search-picker/pickers';
import { parseTypedNumber } from '../lib/validate';
import { AmountFields, PickedList, RemoveButton } from './list-rows';

/**
 * The optional dose of one picked medicine: an amount and a unit; clearing the amount removes it. The
 * amount is kept as typed ("0." on the way to "0.5"); only a number above 0 is a dose.
 */
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
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <AmountFields
      amount={{
        caption: t('questionnaire.q.medicines.doseCaption'),
        label: t('questionnaire.q.medicines.doseLabel', { name }),
        text: typed ?? (dose ? String(dose.dose) : ''),
        onText: (text) => {
          setTyped(text);
          const amount = parseTypedNumber(text);
          onDose(id, amount > 0 ? { id, dose: amount, unit } : undefined);
        },
      }}
      unit={{
        caption: t('questionnaire.amount.unit'),
        label: t('questionnaire.q.medicines.unitLabel', { name }),
        value: unit,
        options: MEDICINE_DOSE_UNITS.map((u) => ({
          value: u,
          label: t(`questionnaire.q.medicines.units.${u}`),
        })),
        onChange: (next) => {
          setUnit(next);
          if (dose) onDose(id, { ...dose, unit: next });
        },
      }}
    />
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
            <li key={id} className="qs-dose" data-medicine={id}>
              <div className="app-spread">
                <span className="qs-dose__name">{names[id] ?? id}</span>
                <RemoveButton name={names[id] ?? id} onClick={() => onRemove(id)} />
              </div>
              {onDose ? (
                <DoseField
                  id={id}
                  name={names[id] ?? id}
                  dose={doses.find((d) => d.id === id)}
                  onDose={onDose}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </PickedList>
    </div>
  );
}
