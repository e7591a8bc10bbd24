import { useEffect, useMemo, useState } from 'react';
import PickerView from 'antd-mobile/es/components/picker-view';
import { useTranslation } from 'react-i18next';
import { RANGES } from '../lib/options';
import type { NumberField } from '../lib/steps';
import { parseTypedNumber } from '../lib/validate';
import { ERROR_ID } from './step-error';

const UNIT_KEY = { age: 'years', heightCm: 'cm', weightKg: 'kg', prePregnancyWeightKg: 'kg' } as const;

function columnFor(field: NumberField) {
  const { min, max, step } = RANGES[field];
  const items: { label: string; value: number }[] = [];
  for (let v = min; v <= max + 1e-9; v += step) {
    const value = Math.round(v * 10) / 10;
    items.push({ label: String(value), value });
  }
  return [items];
}

/**
 * Age, height or weight: a wheel for the thumb (starting at a typical value) and a typed field for
 * everyone else (keyboards, screen readers, exact values). Both edit the same answer.
 */
export function NumberStep({
  field,
  value,
  initial,
  invalid,
  onChange,
}: {
  field: NumberField;
  value: number | undefined;
  /** Starting value when unanswered, instead of the field's typical default. */
  initial?: number | undefined;
  invalid: boolean;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation();
  const range = RANGES[field];
  const start =
    initial !== undefined && initial >= range.min && initial <= range.max ? initial : range.default;
  const columns = useMemo(() => columnFor(field), [field]);
  const [text, setText] = useState(value === undefined ? String(start) : String(value));
  const unit = t(`questionnaire.units.${UNIT_KEY[field]}`);

  // The default is an answer the user sees and can accept with "next".
  useEffect(() => {
    if (value === undefined) onChange(start);
    // Only when the question first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const wheelValue = value !== undefined && value >= range.min && value <= range.max ? value : start;
  // The wheel holds steps of `range.step`; a typed value in between shows the nearest step.
  const snapped = Math.round(wheelValue / range.step) * range.step;

  return (
    <div className="qs-number">
      <div className="qs-number__wheel" aria-hidden="true">
        <PickerView
          columns={columns}
          value={[Math.round(snapped * 10) / 10]}
          style={{ '--height': '200px', '--item-height': '40px', '--item-font-size': '20px' }}
          onChange={(v) => {
            const picked = v[0];
            if (typeof picked === 'number') {
              setText(String(picked));
              onChange(picked);
            }
          }}
        />
        <span className="qs-number__unit">{unit}</span>
      </div>
      <label className="qs-field qs-field--inline">
        <span className="qs-field__label">{t('questionnaire.typeValue', { unit })}</span>
        <span className="qs-number__typed">
          <input
            className="app-input app-input--large qs-input qs-input--number"
            type="text"
            inputMode={field === 'age' ? 'numeric' : 'decimal'}
            value={text}
            aria-invalid={invalid}
            aria-describedby={ERROR_ID}
            onChange={(e) => {
              setText(e.target.value);
              const n = parseTypedNumber(e.target.value);
              onChange(Number.isFinite(n) ? n : undefined);
            }}
          />
          <span aria-hidden="true">{unit}</span>
        </span>
      </label>
      <p className="app-lead qs__hint">
        {t('questionnaire.rangeHint', { min: range.min, max: range.max, unit })}
      </p>
    </div>
  );
}
