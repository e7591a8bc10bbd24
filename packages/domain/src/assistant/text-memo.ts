/**
 * One answer reads the same message many times: every everyday row's audience looks for the medicines
 * it names, and the intents, the row picker, the safety checks and the follow-ups each look again for
 * its medicines, nutrients and supplements. The readers are pure functions of the text and the fixed
 * dictionaries, so each keeps its last few hundred readings (a bounded map, oldest dropped first).
 */
const SIZE = 512;

/** The reading kept per text; `share` is what a caller gets of it (a copy where it could be changed). */
function memo<T>(read: (text: string) => T, share: (kept: T) => T): (text: string) => T {
  const seen = new Map<string, T>();
  return (text: string) => {
    const key = typeof text === 'string' ? text : '';
    let hit = seen.get(key);
    if (hit === undefined) {
      hit = read(key);
      if (seen.size >= SIZE) seen.delete(seen.keys().next().value as string);
      seen.set(key, hit);
    }
    return share(hit);
  };
}

/** A reader of lists: each caller gets a fresh array, so one that sorts or extends it changes no one else's. */
export const memoByText = <T>(read: (text: string) => T[]): ((text: string) => T[]) =>
  memo(read, (kept) => [...kept]);

/** A reader of strings (a normalised text): strings cannot be changed, so the kept one is shared. */
export const memoStringByText = (read: (text: string) => string): ((text: string) => string) =>
  memo(read, (kept) => kept);
