import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowProblem } from '../lib/review';

/** What each row problem says, by its text key. */
export const PROBLEM_TEXT = {
  value: 'reportUpload.review.invalidValue',
  unit: 'reportUpload.review.invalidUnit',
  unitUnknown: 'reportUpload.review.unitUnknown',
} as const satisfies Record<RowProblem, string>;

/** A value as printed, typed with the decimal keyboard. */
export function ValueField({
  ariaLabel,
  invalid,
  describedBy,
  value,
  onValue,
}: {
  ariaLabel?: string;
  invalid: boolean;
  describedBy: string | undefined;
  value: string;
  onValue: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <MarkerField label={t('reportUpload.review.value')}>
      <input
        className="app-input ru-input"
        inputMode="decimal"
        autoComplete="off"
        aria-label={ariaLabel}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
    </MarkerField>
  );
}

/** One field of a marker under review, its label above it. */
export function MarkerField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="ru-field">
      <span className="ru-field__label">{label}</span>
      {children}
    </label>
  );
}
