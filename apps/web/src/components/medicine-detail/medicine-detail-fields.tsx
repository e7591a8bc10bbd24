import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MEDICINE_DOSE_UNITS, MEDICINE_FORMS } from '@nutri/domain/contracts';
import { isMedicineDoseUnit, isMedicineForm, type MedicineDetailDraft } from './medicine-detail';
import './medicine-detail.css';

/**
 * The optional dose (amount and unit) and the optional form of one medicine, the same wherever a
 * medicine is entered (the questionnaire, the medicine review): one row for the dose, one for the form.
 */
export function MedicineDetailFields({
  name,
  value,
  onChange,
  invalid = false,
  describedBy,
}: {
  name: string;
  value: MedicineDetailDraft;
  onChange: (value: MedicineDetailDraft) => void;
  /** The amount cannot be sent as typed. */
  invalid?: boolean;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="med-detail">
      <label className="visually-hidden" htmlFor={`${id}-amount`}>
        {t('medicineDetail.amountFor', { name })}
      </label>
      <input
        id={`${id}-amount`}
        className="app-input med-detail__amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('medicineDetail.amountPlaceholder')}
        value={value.amount}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange({ ...value, amount: e.target.value.slice(0, 12) })}
      />
      <label className="visually-hidden" htmlFor={`${id}-unit`}>
        {t('medicineDetail.unitFor', { name })}
      </label>
      <select
        id={`${id}-unit`}
        className="app-input med-detail__unit"
        value={value.unit}
        onChange={(e) => {
          if (isMedicineDoseUnit(e.target.value)) onChange({ ...value, unit: e.target.value });
        }}
      >
        {MEDICINE_DOSE_UNITS.map((u) => (
          <option key={u} value={u}>
            {t(`medicineDetail.units.${u}`)}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-form`}>
        {t('medicineDetail.formFor', { name })}
      </label>
      <select
        id={`${id}-form`}
        className="app-input med-detail__form"
        value={value.form ?? ''}
        onChange={(e) =>
          onChange({ ...value, form: isMedicineForm(e.target.value) ? e.target.value : undefined })
        }
      >
        <option value="">{t('medicineDetail.formNone')}</option>
        {MEDICINE_FORMS.map((f) => (
          <option key={f} value={f}>
            {t(`medicineDetail.forms.${f}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
