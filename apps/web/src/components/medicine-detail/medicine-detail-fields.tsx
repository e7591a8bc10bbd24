import { useTranslation } from 'react-i18next';
import type { MedicineForm } from '@nutri/domain/contracts';
import { MEDICINE_DOSE_UNITS, MEDICINE_FORMS } from '@nutri/domain/contracts/values';
import { DecimalField, OptionSelect } from '../labelled-controls';
import type { MedicineDetailDraft } from './medicine-detail';
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
  const units = MEDICINE_DOSE_UNITS.map((u) => ({ value: u, label: t(`medicineDetail.units.${u}`) }));
  const forms = MEDICINE_FORMS.map((f) => ({ value: f, label: t(`medicineDetail.forms.${f}`) }));
  return (
    <div className="med-detail">
      <DecimalField
        label={t('medicineDetail.amountFor', { name })}
        className="app-input med-detail__amount"
        placeholder={t('medicineDetail.amountPlaceholder')}
        value={value.amount}
        invalid={invalid}
        aria-describedby={describedBy}
        onText={(text) => onChange({ ...value, amount: text.slice(0, 12) })}
      />
      <OptionSelect
        label={t('medicineDetail.unitFor', { name })}
        className="app-input med-detail__unit"
        value={value.unit}
        options={units}
        onChoose={(unit) => onChange({ ...value, unit })}
      />
      <OptionSelect<MedicineForm | ''>
        label={t('medicineDetail.formFor', { name })}
        className="app-input med-detail__form"
        value={value.form ?? ''}
        options={[{ value: '', label: t('medicineDetail.formNone') }, ...forms]}
        onChoose={(form) => onChange({ ...value, form: form === '' ? undefined : form })}
      />
    </div>
  );
}
