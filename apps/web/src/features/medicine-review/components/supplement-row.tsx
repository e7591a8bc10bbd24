import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isProductUnit } from '@nutri/domain/units';
import { DecimalField, OptionSelect } from '../../../components/labelled-controls';
import { formatDose } from '../../../lib/number-format';
import { DOSE_UNIT_OPTIONS, parseSupplementDose, PERIOD_OPTIONS } from '../lib/picks';
import { PickedRow, type PickedRowProps } from './picked-list';

/**
 * A picked supplement with its dose, unit and how often it is taken (every day unless said). A dose problem shows under the row once the user
 * has left the field or tried to submit (`showErrors`), not while typing the first digit.
 */
export function SupplementRow({ item: s, showErrors, onEdit, ...row }: PickedRowProps<'supplements'>) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const dose = parseSupplementDose(s);
  const problem = !dose.ok && (showErrors || touched) ? dose.problem : null;
  const units = DOSE_UNIT_OPTIONS.map((u) => ({ value: u, label: t(`doseUnits.${u}`) }));
  const periods = PERIOD_OPTIONS.map((p) => ({ value: p, label: t(`medicineReview.add.every.${p}`) }));
  return (
    <PickedRow
      {...row}
      names={s.names}
      // A strength of its own (a label product, issue 33 §3) is what the plan counts: shown by the name.
      nameNote={
        s.perUnit && isProductUnit(s.unit)
          ? t('medicineReview.add.perUnitNote', {
              amount: `${formatDose(s.perUnit.amount)}\u00a0${t(`doseUnits.${s.perUnit.unit}`)}`,
              unit: t(`doseUnits.${s.unit}`),
            })
          : undefined
      }
      problem={problem ? t(`medicineReview.add.doseProblem.${problem}`) : null}
    >
      {(name, problemId) => (
        <div className="amn-dose__fields">
          <span className="amn-dose__label" aria-hidden="true">
            {t('medicineReview.add.dose')}
          </span>
          <DecimalField
            label={t('medicineReview.add.doseFor', { name })}
            className="app-input amn-dose__input"
            value={s.dose}
            invalid={problem !== null}
            aria-describedby={problemId}
            onBlur={() => setTouched(true)}
            onText={(text) => onEdit({ dose: text.slice(0, 12) })}
          />
          <OptionSelect
            label={t('medicineReview.add.unitFor', { name })}
            className="app-input amn-dose__unit"
            value={s.unit}
            options={units}
            // "600 mg" turned into tablets is not 600 tablets: a count starts at one.
            onChoose={(unit) =>
              onEdit(isProductUnit(unit) && !isProductUnit(s.unit) ? { unit, dose: '1' } : { unit })
            }
          />
          <OptionSelect
            label={t('medicineReview.add.everyFor', { name })}
            className="app-input amn-dose__every"
            value={s.every ?? 'day'}
            options={periods}
            // A weekly 60,000 IU sachet is counted as its daily average, never as 60,000 IU a day.
            onChoose={(every) => onEdit({ every })}
          />
        </div>
      )}
    </PickedRow>
  );
}
