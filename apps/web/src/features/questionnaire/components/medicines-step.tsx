import { DOSE_AMOUNT_MAX } from '@nutri/domain/contracts/values';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MedicineDose } from '@nutri/domain/contracts';
import { draftOf, type MedicineDetailDraft } from '../../../components/medicine-detail/medicine-detail';
import { MedicineDetailFields } from '../../../components/medicine-detail/medicine-detail-fields';
import { MedicinePicker } from '../../../components/search-picker/pickers';
import { readTypedNumber } from '../../../lib/typed-number';
import { PickedList, RemoveButton } from './list-rows';

/**
 * What the answers keep of a medicine's fields: the dose when its amount reads as a number in range,
 * the form when one is chosen; nothing when neither is given.
 */
function medicineDoseOf(id: string, draft: MedicineDetailDraft): MedicineDose | undefined {
  const amount = readTypedNumber(draft.amount);
  const dose =
    amount !== null && amount > 0 && amount <= DOSE_AMOUNT_MAX ? { dose: amount, unit: draft.unit } : {};
  if (!('dose' in dose) && draft.form === undefined) return undefined;
  return { id, ...dose, ...(draft.form ? { form: draft.form } : {}) };
}

/** One picked medicine: its name, its optional dose and form, and the remove button. */
function MedicineRow({
  id,
  name,
  dose,
  onDose,
  onRemove,
}: {
  id: string;
  name: string;
  dose: MedicineDose | undefined;
  onDose?: ((id: string, dose: MedicineDose | undefined) => void) | undefined;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const [draft, setDraft] = useState(() => draftOf(dose));
  const typed = draft.amount.trim();
  const invalid = typed !== '' && medicineDoseOf(id, { ...draft, form: undefined }) === undefined;
  return (
    <li className="qs-dose" data-medicine={id}>
      <div className="app-spread">
        <span className="qs-dose__name">{name}</span>
        <RemoveButton name={name} onClick={onRemove} />
      </div>
      {onDose ? (
        <>
          <MedicineDetailFields
            name={name}
            value={draft}
            invalid={invalid}
            describedBy={invalid ? errorId : undefined}
            onChange={(next) => {
              setDraft(next);
              onDose(id, medicineDoseOf(id, next));
            }}
          />
          {invalid ? (
            <p id={errorId} className="qs-error" role="alert">
              {t('questionnaire.q.medicines.badDose')}
            </p>
          ) : null}
        </>
      ) : null}
    </li>
  );
}

/**
 * Medicines the user takes, found by name (generic or brand, Chinese or English) and kept as ids,
 * each with an optional dose and form (issue 19.7).
 */
export function MedicinesStep({
  value,
  names,
  doses = [],
  unchecked = [],
  onPick,
  onRemove,
  onDose,
  onKeepTyped,
  onRemoveTyped,
}: {
  value: readonly string[];
  names: Record<string, string>;
  doses?: readonly MedicineDose[];
  /** Medicines not in the list, kept as typed (eleventh clinician review): never checked, shown so. */
  unchecked?: readonly string[];
  onPick: (id: string, name: string) => void;
  onRemove: (id: string) => void;
  onDose?: (id: string, dose: MedicineDose | undefined) => void;
  onKeepTyped?: (name: string) => void;
  onRemoveTyped?: (name: string) => void;
}) {
  const { t } = useTranslation();
  const count = value.length + unchecked.length;

  return (
    <div className="qs-search">
      <MedicinePicker
        label={t('questionnaire.q.medicines.searchLabel')}
        placeholder={t('questionnaire.q.medicines.placeholder')}
        isPicked={(m) => value.includes(m.id)}
        onToggle={(m, picked) => (picked ? onRemove(m.id) : onPick(m.id, m.name))}
        noMatch={(typed) =>
          onKeepTyped && !unchecked.includes(typed.trim()) ? (
            <button
              type="button"
              className="app-button qs-keep-typed"
              onClick={() => onKeepTyped(typed.trim())}
            >
              {t('questionnaire.q.medicines.keepTyped', { name: typed.trim() })}
            </button>
          ) : null
        }
      />
      {unchecked.length > 0 ? (
        <p className="app-lead">{t('questionnaire.q.medicines.uncheckedNote')}</p>
      ) : null}
      <PickedList
        title={t('questionnaire.q.medicines.picked', { count })}
        none={t('questionnaire.q.medicines.none')}
        count={count}
      >
        <ul className="qs-picked qs-picked--rows">
          {value.map((id) => (
            <MedicineRow
              key={id}
              id={id}
              name={names[id] ?? id}
              dose={doses.find((d) => d.id === id)}
              onDose={onDose}
              onRemove={() => onRemove(id)}
            />
          ))}
          {unchecked.map((name) => (
            <li key={`typed:${name}`} className="qs-dose" data-unchecked-medicine={name}>
              <div className="app-spread">
                <span className="qs-dose__name">
                  {name} <span className="app-tag">{t('questionnaire.q.medicines.uncheckedTag')}</span>
                </span>
                {onRemoveTyped ? <RemoveButton name={name} onClick={() => onRemoveTyped(name)} /> : null}
              </div>
            </li>
          ))}
        </ul>
      </PickedList>
    </div>
  );
}
