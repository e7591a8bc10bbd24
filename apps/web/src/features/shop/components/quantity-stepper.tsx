import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampQuantity } from '../lib/checkout-items';

/**
 * Quantity 1…max with − and + buttons (44 px) and a number field; typing is free while focused and
 * the value is clamped when the field is left, so nothing typed is silently lost mid-edit.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  labelId,
}: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  labelId: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A new value from outside (buttons, another SKU) replaces the draft: state adjusted during render.
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }
  const cap = Math.max(1, max);
  const commit = (text: string) => {
    const n = clampQuantity(text, cap);
    setDraft(String(n));
    if (n !== value) onChange(n);
  };
  return (
    <div className="shop-stepper">
      <button
        type="button"
        className="shop-stepper__btn"
        aria-label={t('shop.quick.decrease')}
        disabled={value <= 1}
        onClick={() => onChange(clampQuantity(value - 1, cap))}
      >
        −
      </button>
      <input
        className="shop-stepper__input"
        type="number"
        inputMode="numeric"
        min={1}
        max={cap}
        step={1}
        value={draft}
        aria-labelledby={labelId}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={(e) => commit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(e.currentTarget.value);
        }}
      />
      <button
        type="button"
        className="shop-stepper__btn"
        aria-label={t('shop.quick.increase')}
        disabled={value >= cap}
        onClick={() => onChange(clampQuantity(value + 1, cap))}
      >
        +
      </button>
    </div>
  );
}
