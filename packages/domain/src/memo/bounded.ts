/**
 * A reading kept per key, for pure readers asked the same question many times in one answer (the assistant's
 * text readers, the red-flag features of a clause, a row's condition on a message). Bounded so a long-running
 * server keeps no more than `size` readings: the oldest kept is dropped first. A kept reading is handed out as
 * it is; a caller that may change it copies it.
 */
export function keptReadings<K, V>(size: number): (key: K, read: (key: K) => V) => V {
  const kept = new Map<K, V>();
  return (key, read) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = read(key);
    if (kept.size >= size) kept.delete(kept.keys().next().value as K);
    kept.set(key, value);
    return value;
  };
}
