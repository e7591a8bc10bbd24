import { useEffect } from 'react';

/**
 * Escape closes an open sheet, side bar or dialog, as a keyboard or switch user expects of any modal
 * (WAI-ARIA Authoring Practices, dialog pattern). Only while `open` and with something to call.
 */
export function useEscapeToClose(open: boolean, onClose: (() => void) | undefined): void {
  useEffect(() => {
    if (!open || !onClose) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
}
