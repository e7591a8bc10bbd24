import type { PartialAnswers } from '@nutri/domain/contracts';
import { SCOFF_ITEMS } from '@nutri/domain/contracts/values';
import { useTranslation } from 'react-i18next';

type Scoff = NonNullable<PartialAnswers['scoff']>;

const ANSWERS = [
  { value: true, key: 'yes' },
  { value: false, key: 'no' },
] as const;

/**
 * The five SCOFF questions (Morgan 1999; the Chinese version's wording in zh-CN), each a yes/no radio
 * group laid out like the food-frequency cards: the question inside its card, two whole-cell taps
 * under it. All optional; an unanswered question counts as "no".
 */
export function ScoffStep({ value, onChange }: { value: Scoff; onChange: (value: Scoff) => void }) {
  const { t } = useTranslation();
  return (
    <div className="qs-grid">
      {SCOFF_ITEMS.map((item) => {
        const nameId = `qs-scoff-${item}`;
        return (
          <div key={item} className="qs-grid__row" role="radiogroup" aria-labelledby={nameId}>
            <p id={nameId} className="qs-grid__group">
              {t(`questionnaire.scoff.${item}`)}
            </p>
            <div className="qs-grid__options">
              {ANSWERS.map((a) => {
                const id = `qs-scoff-${item}-${a.key}`;
                const checked = value[item] === a.value;
                return (
                  <label key={a.key} htmlFor={id} className={`qs-seg${checked ? ' is-checked' : ''}`}>
                    <input
                      id={id}
                      type="radio"
                      name={`scoff-${item}`}
                      value={a.key}
                      checked={checked}
                      onChange={() => onChange({ ...value, [item]: a.value })}
                    />
                    <span className="qs-seg__text">{t(`questionnaire.scoff.${a.key}`)}</span>
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
