/**
 * One answer reads the same message many times: every everyday row's audience looks for the medicines
 * it names, and the intents, the row picker, the safety checks and the follow-ups each look again for
 * its medicines, nutrients and supplements. The readers are pure functions of the text and the fixed
 * dictionaries, so each keeps its last few hundred readings (a bounded map, oldest dropped first).
 * Callers get a fresh array each time: a caller that sorts or extends its result changes no one else's.
 */
const SIZE = 512;

export function memoByText<T>(read: (text: string) => T[]): (text: string) => T[] {
  const seen = new Map<string, T[]>();
  return (text: string) => {
    const key = typeof text === 'string' ? text : '';
    let hit = seen.get(key);
    if (hit === undefined) {
      hit = read(key);
      if (seen.size >= SIZE) seen.delete(seen.keys().next().value as string);
      seen.set(key, hit);
    }
    return [...hit];
  };
}

/** The same for a reader that returns a string (a normalised text): strings cannot be changed. */
export function memoStringByText(read: (text: string) => string): (text: string) => string {
  const seen = new Map<string, string>();
  return (text: string) => {
    const key = typeof text === 'string' ? text : '';
    let hit = seen.get(key);
    if (hit === undefined) {
      hit = read(key);
      if (seen.size >= SIZE) seen.delete(seen.keys().next().value as string);
      seen.set(key, hit);
    }
    return hit;
  };
}
