import { useEffect, useState } from 'react';
import { KEYBOARD_THRESHOLD_PX } from './constants';
import { getEnv, type AppEnv } from './env';

/**
 * Whether the on-screen keyboard is open. Android shrinks the window when the keyboard
 * opens, so "more than 100 px shorter than at start" means open. iOS overlays the keyboard without
 * resizing, so focus entering or leaving an editable field is the only dependable signal.
 */

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  if (target instanceof HTMLInputElement) {
    return (
      !target.readOnly &&
      !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(target.type)
    );
  }
  return false;
}

/** Android rule: open when the window is more than the threshold shorter than it was at start. */
export function isKeyboardOpenByHeight(initialHeight: number, currentHeight: number): boolean {
  return initialHeight - currentHeight > KEYBOARD_THRESHOLD_PX;
}

/**
 * Calls `onChange` whenever the keyboard opens or closes; returns a function that stops watching.
 * Elsewhere than iOS and Android it never reports open.
 */
export function watchKeyboard(onChange: (open: boolean) => void, env: AppEnv = getEnv()): () => void {
  let open = false;
  const update = (next: boolean) => {
    if (next !== open) {
      open = next;
      onChange(open);
    }
  };
  if (env.isIOS) {
    const onIn = (e: FocusEvent) => update(isEditable(e.target));
    const onOut = () => update(false);
    window.addEventListener('focusin', onIn);
    window.addEventListener('focusout', onOut);
    return () => {
      window.removeEventListener('focusin', onIn);
      window.removeEventListener('focusout', onOut);
    };
  }
  if (env.isAndroid) {
    const initialHeight = window.innerHeight;
    const onResize = () => update(isKeyboardOpenByHeight(initialHeight, window.innerHeight));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }
  return () => undefined;
}

/** React hook over {@link watchKeyboard}. */
export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => watchKeyboard(setOpen), []);
  return open;
}
