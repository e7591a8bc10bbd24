import { useTranslation } from 'react-i18next';
import { OTHER_FOOD_ALLERGY_MAX } from '../lib/options';
import { MultiStep } from './multi-step';

/**
 * Food allergies (fourteenth clinician review, en P4 #1): the major allergens as chips, and another one as
 * typed. The plan names none of the chosen foods and suggests no product made from them.
 */
export function FoodAllergyStep<T extends string>({
  options,
  value,
  other,
  onChange,
  onOtherChange,
}: {
  options: readonly string[];
  value: T[];
  other: string;
  onChange: (value: T[]) => void;
  onOtherChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <MultiStep field="foodAllergies" options={options} value={value} onChange={onChange} />
      <label className="qs-field">
        <span className="qs-field__label">{t('questionnaire.q.foodAllergies.otherLabel')}</span>
        <input
          className="app-input qs-input"
          type="text"
          value={other}
          maxLength={OTHER_FOOD_ALLERGY_MAX}
          placeholder={t('questionnaire.q.foodAllergies.otherPlaceholder')}
          onChange={(e) => onOtherChange(e.target.value)}
        />
      </label>
    </>
  );
}
