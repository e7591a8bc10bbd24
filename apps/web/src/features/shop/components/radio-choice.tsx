import type { ReactNode } from 'react';

/**
 * One choice of a radio group drawn as a bordered row: its main line, an optional second line and
 * note, and an optional figure at the end (a price).
 */
export function RadioChoice({
  name,
  checked,
  disabled = false,
  onSelect,
  main,
  sub,
  note,
  aside,
  voucherId,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
  main: ReactNode;
  sub?: ReactNode;
  note?: ReactNode;
  aside?: ReactNode;
  /** Marks a voucher's row for tests and journeys. */
  voucherId?: string;
}) {
  return (
    <label
      className={disabled ? 'shop-choice shop-choice--disabled' : 'shop-choice'}
      data-voucher-id={voucherId}
    >
      <input type="radio" name={name} checked={checked} disabled={disabled} onChange={onSelect} />
      <span className="shop-choice__text">
        <span className="shop-choice__main">{main}</span>
        {sub ? <span className="app-meta shop-choice__sub">{sub}</span> : null}
        {note ? <span className="shop-choice__reason">{note}</span> : null}
      </span>
      {aside ? <span className="shop-choice__price">{aside}</span> : null}
    </label>
  );
}
