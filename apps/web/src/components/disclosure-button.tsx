import type { ReactNode } from 'react';

/**
 * A button that shows and hides a part of the screen (a form, a text), telling a screen reader whether
 * that part is open and, when it is always in the page, which element it is (`controls`).
 */
export function DisclosureButton({
  expanded,
  controls,
  className,
  onClick,
  children,
}: {
  expanded: boolean;
  controls?: string | undefined;
  className: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
