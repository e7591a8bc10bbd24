import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DecimalField, OptionSelect, type SelectOption } from '../../../components/labelled-controls';
import { readTypedNumber } from '../../../lib/typed-number';
import { ERROR_ID } from './step-error';
import { CloseButton } from '../../../components/close-button';

/** What a step that edits a list answer takes: the list, and where each edited copy of it goes. */
export interface ListAnswerProps<T> {
  value: readonly T[];
  onChange: (value: T[]) => void;
}

/**
 * Editing a list answer row by row (supplements with their doses, lab values). A number is kept as
 * typed per row, so "0." on the way to "0.5" is not rewritten; removing a row forgets what was typed,
 * since the rows after it move up.
 */
export function useEditableRows<T>(value: readonly T[], onChange: (value: T[]) => void) {
  const [typed, setTyped] = useState<Record<number, string>>({});
  const set = (i: number, change: Partial<T>) =>
    onChange(value.map((row, j) => (j === i ? { ...row, ...change } : row)));
  return {
    set,
    /** What the number field of row `i` shows: what was typed, else `shown`. */
    typedOr: (i: number, shown: string) => typed[i] ?? shown,
    /** A number typed into row `i`: kept as typed, stored as `toRow` of the number it reads as (NaN if none). */
    type: (i: number, text: string, toRow: (n: number) => Partial<T>) => {
      setTyped((d) => ({ ...d, [i]: text }));
      set(i, toRow(readTypedNumber(text) ?? Number.NaN));
    },
    remove: (i: number) => {
      setTyped({});
      onChange(value.filter((_, j) => j !== i));
    },
  };
}

/** The round button that removes one picked item or row. */
export function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <CloseButton
      label={t('questionnaire.search.remove', { name })}
      className="qs-picked__remove"
      onClick={onClick}
    />
  );
}

/**
 * An amount typed as a number and the unit it is in, on one row (issue 19.6): the two controls share
 * one height and one baseline, and their short captions sit in a row of their own above them, so a
 * caption that wraps in one language never pushes its control below the other. Each control's
 * accessible name is the full one (with the item's name), which contains its caption.
 */
export function AmountFields<U extends string>({
  amount,
  unit,
}: {
  amount: { caption: string; label: string; text: string; onText: (text: string) => void };
  unit: {
    caption: string;
    label: string;
    value: U;
    options: readonly SelectOption<U>[];
    onChange: (value: U) => void;
  };
}) {
  return (
    <div className="qs-amount">
      <DecimalField
        label={amount.caption}
        labelClassName="qs-amount__caption"
        className="app-input qs-input qs-input--number qs-amount__control"
        aria-label={amount.label}
        value={amount.text}
        aria-describedby={ERROR_ID}
        onText={amount.onText}
      />
      <OptionSelect
        label={unit.caption}
        labelClassName="qs-amount__caption qs-amount__caption--unit"
        className="app-input qs-select qs-amount__control"
        aria-label={unit.label}
        value={unit.value}
        options={unit.options}
        onChoose={unit.onChange}
      />
    </div>
  );
}

/** The heading over what was picked so far, and the line shown while nothing is. */
export function PickedList({
  title,
  none,
  count,
  children,
}: {
  title: string;
  none: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <>
      <h3 className="qs-picked__title">{title}</h3>
      {count === 0 ? <p className="app-lead qs__hint">{none}</p> : children}
    </>
  );
}
