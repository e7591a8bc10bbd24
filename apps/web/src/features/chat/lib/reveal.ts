import { useEffect, useState } from 'react';

/**
 * How many characters of an answer to show on the next frame: the rest shrinks by a twelfth each
 * frame, at least one character, so a long answer that arrived at once still reads as being written
 * (about a second for 600 characters) and text that arrives slowly shows as soon as it comes.
 */
export function nextReveal(shown: number, total: number): number {
  if (shown >= total) return total;
  return Math.min(total, shown + Math.max(1, Math.ceil((total - shown) / 12)));
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The part of `text` on screen: all of it when `animate` is off (history, urgent answers, reduced
 * motion), else it grows frame by frame towards the text received so far (issue 19.3). A shown part is
 * never taken back.
 */
export function useRevealed(text: string, animate: boolean): string {
  const live = animate && !reducedMotion();
  const [shown, setShown] = useState(live ? 0 : text.length);
  const total = text.length;
  // One frame at a time while behind what has arrived; idle once caught up.
  useEffect(() => {
    if (!live || shown >= total) return;
    const frame = requestAnimationFrame(() => setShown((s) => nextReveal(s, total)));
    return () => cancelAnimationFrame(frame);
  }, [live, shown, total]);
  return live ? text.slice(0, shown) : text;
}
