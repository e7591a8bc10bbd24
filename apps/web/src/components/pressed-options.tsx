import type { ReactNode } from 'react';

/** One button of {@link PressedOptions}. */
export interface PressedOption<V> {
  value: V;
  label: ReactNode;
  /** The language of the label when it is not the page's (a language's own name). */
  lang?: string;
}

/**
 * A choice among a few options shown all at once (a language, a unit system, a section): one button
 * each, the chosen one pressed (`aria-pressed`). The caller gives the group around them its name.
 */
export function PressedOptions<V extends string | null>({
  options,
  value,
  className,
  onChoose,
}: {
  options: readonly PressedOption<V>[];
  value: V;
  className: string;
  onChoose: (value: V) => void;
}) {
  return options.map((o) => (
    <button
      key={String(o.value)}
      type="button"
      lang={o.lang}
      className={className}
      aria-pressed={o.value === value}
      onClick={() => onChoose(o.value)}
    >
      {o.label}
    </button>
  ));
}
