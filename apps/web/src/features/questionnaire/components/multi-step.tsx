import { useTranslation } from 'react-i18next';
import type { MultiField } from '../lib/steps';
import type { ListAnswerProps } from './list-rows';

/** Any number of answers as checkbox chips; `exclusive` ("none") clears the others and vice versa. */
export function MultiStep<T extends string>({
  field,
  options,
  exclusive,
  value,
  onChange,
}: ListAnswerProps<T> & {
  field: MultiField;
  options: readonly string[];
  exclusive?: string;
}) {
  const { t } = useTranslation();
  const toggle = (option: T) => {
    if (value.includes(option)) {
      onChange(value.filter((v) => v !== option));
      return;
    }
    if (option === exclusive) onChange([option]);
    else onChange([...value.filter((v) => v !== exclusive), option]);
  };
  return (
    <div className="qs-chips" role="group" aria-labelledby="qs-question">
      {options.map((o) => {
        const option = o as T;
        const label: string = t(`questionnaire.options.${field}.${o}`, { defaultValue: o });
        const id = `qs-${field}-${option}`;
        const checked = value.includes(option);
        return (
          <label key={option} htmlFor={id} className={`qs-chip${checked ? ' is-checked' : ''}`}>
            <input id={id} type="checkbox" checked={checked} onChange={() => toggle(option)} />
            <span>{label}</span>
          </label>
        );
      })}
    </div>
  );
}
