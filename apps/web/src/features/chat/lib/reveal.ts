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

/** The stream's tokens (assistant/stream.ts): a run of up to 3 Han characters, a word with its space. */
const TOKEN = /\p{Script=Han}{1,3}|[^\s\p{Script=Han}]+\s*|\s+/gu;

/**
 * What of `text` to render when `n` characters are due: whole tokens only, so a list marker comes with
 * its space and a word never breaks, and an unclosed "**" is held back until its closing pair comes.
 * Rendered markdown then only ever grows (a literal "**" would vanish once closed).
 */
export function visiblePrefix(text: string, n: number): string {
  if (n >= text.length) return text;
  let end = 0;
  for (const m of text.matchAll(TOKEN)) {
    end = (m.index ?? 0) + m[0].length;
    if (end >= n) break;
  }
  const prefix = text.slice(0, end);
  const bold = prefix.split('**').length - 1;
  if (bold % 2 === 0) return prefix;
  const open = prefix.lastIndexOf('**');
  return prefix.slice(0, open) + prefix.slice(open + 2);
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
  return live ? visiblePrefix(text, shown) : text;
}
