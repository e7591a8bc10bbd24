import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleStore } from '../../../stores/locale-store';
import { formatValue } from '../lib/format';
import type { MarkerEdit, RowProblem, Unusual } from '../lib/review';

/** What each row problem says, by its text key. */
export const PROBLEM_TEXT = {
  value: 'reportUpload.review.invalidValue',
  unit: 'reportUpload.review.invalidUnit',
  unitUnknown: 'reportUpload.review.unitUnknown',
  unchecked: 'reportUpload.review.unusual.unchecked',
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

/** What is wrong with a marker, and the id its fields point to it by (`aria-describedby`). */
export interface MarkerError {
  id: string;
  text: string;
}

/**
 * What shows under a marker's fields. A value beyond its check limit (issue 18.4) gets a note saying how
 * far out it is and what is likely wrong, where the person can say the report prints exactly this value
 * (then the plan takes it). Then what is wrong with the marker.
 */
export function MarkerNotes({
  unusual,
  edit,
  onChange,
  error,
  likely,
}: {
  unusual: Unusual | null;
  edit: Pick<MarkerEdit, 'unit' | 'checked'>;
  onChange: (change: { checked: boolean }) => void;
  error: MarkerError | null;
  /** The value a lost decimal point hides (issue 33), and taking it into the value field. */
  likely?: { value: number; use: () => void };
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const checked = edit.checked === true;
  return (
    <>
      {unusual ? (
        <div className="app-note app-tone--warning ru-unusual">
          <p>
            {t(`reportUpload.review.unusual.${unusual.side}`, {
              limit: formatValue(unusual.limit, locale),
              unit: edit.unit,
            })}
          </p>
          {likely ? (
            <p className="ru-unusual__likely">
              <span>
                {t('reportUpload.review.unusual.likely', {
                  value: formatValue(likely.value, locale),
                  unit: edit.unit,
                })}
              </span>{' '}
              <button type="button" className="app-text-button ru-link" onClick={likely.use}>
                {t('reportUpload.review.unusual.useLikely', { value: formatValue(likely.value, locale) })}
              </button>
            </p>
          ) : null}
          <label className="ru-unusual__check">
            <input
              type="checkbox"
              checked={checked}
              onChange={(e) => onChange({ checked: e.target.checked })}
            />
            <span>{t('reportUpload.review.unusual.confirm')}</span>
          </label>
          {checked ? <p>{t('reportUpload.review.unusual.doctor')}</p> : null}
        </div>
      ) : null}
      {error ? (
        <p className="ru-marker__error" id={error.id} role="alert">
          {error.text}
        </p>
      ) : null}
    </>
  );
}
