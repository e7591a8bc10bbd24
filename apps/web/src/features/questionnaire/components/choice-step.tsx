import { useTranslation } from 'react-i18next';
import type { ChoiceField } from '../lib/steps';
import { ERROR_ID } from './step-error';

/** One answer from a few, as large radio cards with a one-line description each. */
export function ChoiceStep({
  field,
  options,
  value,
  invalid,
  onChange,
}: {
  field: ChoiceField;
  options: readonly string[];
  value: string | undefined;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="qs-cards"
      role="radiogroup"
      aria-labelledby="qs-question"
      aria-describedby={ERROR_ID}
      aria-invalid={invalid}
    >
      {options.map((option) => {
        const id = `qs-${field}-${option}`;
        return (
          <label key={option} className={`qs-card${value === option ? ' is-checked' : ''}`} htmlFor={id}>
            <input
              id={id}
              type="radio"
              name={field}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span className="qs-card__text">
              <span className="qs-card__label">
                {t(`questionnaire.options.${field}.${option}.label`, { defaultValue: option })}
              </span>
              <span className="qs-card__desc">
                {t(`questionnaire.options.${field}.${option}.desc`, { defaultValue: '' })}
              </span>
            </span>
          </label>
        );
      })}
    </div>
  );
}
