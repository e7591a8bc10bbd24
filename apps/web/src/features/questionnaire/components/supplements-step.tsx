import type { SupplementIntake } from '@nutri/domain/contracts';
import { isProductUnit } from '@nutri/domain/units';
import { useTranslation } from 'react-i18next';
import { SupplementPicker } from '../../../components/search-picker/pickers';
import { useLocaleStore } from '../../../stores/locale-store';
import type { SupplementOption } from '../../../components/search-picker/search-api';
import { DOSE_UNIT_OPTIONS } from '../lib/options';
import { AmountFields, PickedList, RemoveButton, useEditableRows, type ListAnswerProps } from './list-rows';

/**
 * Supplements the user takes: found by name, each with its daily dose and unit (default: a typical
 * dose), or a count of the product's tablets, capsules, scoops or sachets (issue 19.7).
 */
export function SupplementsStep({ value, onChange }: ListAnswerProps<SupplementIntake>) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const rows = useEditableRows(value, onChange);
  const unitOptions = DOSE_UNIT_OPTIONS.map((u) => ({ value: u, label: t(`doseUnits.${u}`) }));

  const nameOf = (o: SupplementOption) => (locale === 'en-US' ? o.names.en : o.names.zh);

  return (
    <div className="qs-search">
      <SupplementPicker
        label={t('questionnaire.q.supplements.searchLabel')}
        placeholder={t('questionnaire.q.supplements.placeholder')}
        isPicked={(o) => value.some((s) => s.optionId === o.id)}
        onToggle={(o, picked) =>
          picked
            ? rows.remove(value.findIndex((s) => s.optionId === o.id))
            : onChange([
                ...value,
                { optionId: o.id, name: nameOf(o), dose: o.defaultDose.amount, unit: o.defaultDose.unit },
              ])
        }
      />
      <PickedList
        title={t('questionnaire.q.supplements.picked', { count: value.length })}
        none={t('questionnaire.q.supplements.none')}
        count={value.length}
      >
        <ul className="qs-picked">
          {value.map((s, i) => (
            <li key={`${s.optionId ?? s.name}-${i}`} className="qs-dose">
              <div className="app-spread">
                <span className="qs-dose__name">{s.name ?? s.optionId}</span>
                <RemoveButton name={s.name ?? s.optionId ?? ''} onClick={() => rows.remove(i)} />
              </div>
              <AmountFields
                amount={{
                  caption: t('questionnaire.q.supplements.doseCaption'),
                  label: t('questionnaire.q.supplements.dose', { name: s.name ?? '' }),
                  text: rows.typedOr(i, String(s.dose)),
                  onText: (text) => rows.type(i, text, (dose) => ({ dose })),
                }}
                unit={{
                  caption: t('questionnaire.amount.unit'),
                  label: t('questionnaire.q.supplements.unit', { name: s.name ?? '' }),
                  value: s.unit,
                  options: unitOptions,
                  // "600 mg" turned into tablets is not 600 tablets: a count starts at one.
                  onChange: (unit) =>
                    isProductUnit(unit) && !isProductUnit(s.unit)
                      ? rows.type(i, '1', () => ({ dose: 1, unit }))
                      : rows.set(i, { unit }),
                }}
              />
            </li>
          ))}
        </ul>
      </PickedList>
    </div>
  );
}
