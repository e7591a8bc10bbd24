import type { ReactNode } from 'react';

/** One button of a {@link ChipList}. */
export interface Chip {
  key: string;
  label: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}

/** A wrapping row of chips, one button each (shortcuts, an index), as a list so its length is announced. */
export function ChipList({ chips, className }: { chips: readonly Chip[]; className: string }) {
  return (
    <ul className="app-chip-row">
      {chips.map((c) => (
        <li key={c.key}>
          <button type="button" className={className} disabled={c.disabled} onClick={c.onClick}>
            {c.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
