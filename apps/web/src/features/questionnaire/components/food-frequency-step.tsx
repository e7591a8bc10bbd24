import type { PartialAnswers } from '@nutri/domain/contracts';
import { FOOD_GROUPS } from '@nutri/domain/contracts/values';
import { useTranslation } from 'react-i18next';
import { FREQUENCY_OPTIONS } from '../lib/options';

type FoodFrequency = NonNullable<PartialAnswers['foodFrequency']>;

/**
 * How often each of eight food groups is eaten: one card per group, its name inside the card, and
 * four cells under it. Each cell is a whole label (its tap target) holding its radio and its word, so
 * the word stays inside its own cell at any width; a `<fieldset>`'s legend would sit on the card's edge.
 */
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
      {FOOD_GROUPS.map((group) => {
        const nameId = `qs-ff-${group}`;
        return (
          <div key={group} className="qs-grid__row" role="radiogroup" aria-labelledby={nameId}>
            <p id={nameId} className="qs-grid__group">
              {t(`questionnaire.foodGroups.${group}`)}
            </p>
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
                      value={f}
                      checked={checked}
                      onChange={() => onChange({ ...value, [group]: f })}
                    />
                    <span className="qs-seg__text">{t(`questionnaire.frequency.${f}`)}</span>
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
