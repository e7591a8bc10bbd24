/**
 * One answer reads the same message many times: every everyday row's audience looks for the medicines
 * it names, and the intents, the row picker, the safety checks and the follow-ups each look again for
 * its medicines, nutrients and supplements. The readers are pure functions of the text and the fixed
 * dictionaries, so each keeps its last few hundred readings (a bounded map, oldest dropped first).
 */
import { keptReadings } from '../memo/bounded';

const SIZE = 512;

/** The reading kept per text; `share` is what a caller gets of it (a copy where it could be changed). */
function memo<T>(read: (text: string) => T, share: (kept: T) => T): (text: string) => T {
  const kept = keptReadings<string, T>(SIZE);
  return (text: string) => share(kept(typeof text === 'string' ? text : '', read));
}

/** A reader of lists: each caller gets a fresh array, so one that sorts or extends it changes no one else's. */
export const memoByText = <T>(read: (text: string) => T[]): ((text: string) => T[]) =>
  memo(read, (kept) => [...kept]);

/** A reader of strings (a normalised text): strings cannot be changed, so the kept one is shared. */
export const memoStringByText = (read: (text: string) => string): ((text: string) => string) =>
  memo(read, (kept) => kept);
