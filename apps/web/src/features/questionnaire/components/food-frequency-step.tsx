import type { PartialAnswers } from '@nutri/domain/contracts';
import { useTranslation } from 'react-i18next';
import { FOOD_GROUP_OPTIONS, FREQUENCY_OPTIONS } from '../lib/options';

type FoodFrequency = NonNullable<PartialAnswers['foodFrequency']>;

/** How often each of eight food groups is eaten: one row per group, four choices per row. */
export function FoodFrequencyStep({
  value,
  onChange,
}: {
  value: FoodFrequency;
  onChange: (value: FoodFrequency) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="qs-grid">
      {FOOD_GROUP_OPTIONS.map((group) => (
        <fieldset key={group} className="qs-grid__row">
          <legend className="qs-grid__group">{t(`questionnaire.foodGroups.${group}`)}</legend>
          <div className="qs-grid__options">
            {FREQUENCY_OPTIONS.map((f) => {
              const id = `qs-ff-${group}-${f}`;
              const checked = value[group] === f;
              return (
                <label key={f} htmlFor={id} className={`qs-seg${checked ? ' is-checked' : ''}`}>
                  <input
                    id={id}
                    type="radio"
                    name={`ff-${group}`}
                    checked={checked}
                    onChange={() => onChange({ ...value, [group]: f })}
                  />
                  <span>{t(`questionnaire.frequency.${f}`)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
