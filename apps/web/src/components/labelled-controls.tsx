import { useId, type InputHTMLAttributes, type ReactElement, type SelectHTMLAttributes } from 'react';

/** What every labelled control takes: its label, hidden from sight unless a class shows it. */
interface Labelled {
  label: string;
  /** Default `visually-hidden`: the row around the control says what it is; a screen reader reads the label. */
  labelClassName?: string | undefined;
}

/** `control(id)` after a label that names it by `id`. */
function WithLabel({
  label,
  labelClassName = 'visually-hidden',
  control,
}: Labelled & { control: (id: string) => ReactElement }) {
  const id = useId();
  return (
    <>
      <label className={labelClassName} htmlFor={id}>
        {label}
      </label>
      {control(id)}
    </>
  );
}

/**
 * A number typed as text with the decimal keyboard (a dose, a lab value), kept as typed so "0." on the
 * way to "0.5" survives; the owner parses it.
 */
export function DecimalField({
  label,
  labelClassName,
  value,
  onText,
  invalid = false,
  ...input
}: Labelled & {
  value: string;
  onText: (text: string) => void;
  /** The text cannot be used as it is. */
  invalid?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'type' | 'inputMode'>) {
  return (
    <WithLabel
      label={label}
      labelClassName={labelClassName}
      control={(id) => (
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={invalid ? true : undefined}
          onChange={(e) => onText(e.target.value)}
          {...input}
        />
      )}
    />
  );
}

/** One option of an {@link OptionSelect}: the value it stands for and the text shown. */
export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/** A choice among fixed options (a unit, a form); `onChoose` gets only one of `options`' values. */
export function OptionSelect<V extends string>({
  label,
  labelClassName,
  value,
  options,
  onChoose,
  ...select
}: Labelled & {
  value: V;
  options: readonly SelectOption<V>[];
  onChoose: (value: V) => void;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange'>) {
  return (
    <WithLabel
      label={label}
      labelClassName={labelClassName}
      control={(id) => (
        <select
          id={id}
          value={value}
          onChange={(e) => {
            const chosen = options.find((o) => o.value === e.target.value);
            if (chosen) onChoose(chosen.value);
          }}
          {...select}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
