import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * A zustand `persist` storage that spreads a store's persisted slice over the exact local-storage keys
 * of `lib/storage.ts` instead of one JSON blob. `read` rebuilds the slice from the keys (validating what it
 * finds), `write` puts each field back under its own key.
 *
 * `persist` calls `setItem` on every state change, including in-memory-only fields (the tab-bar flag);
 * the slice is written only when it differs from what was last read or written, so toggling a screen
 * flag never rewrites the token another tab may have just replaced.
 */
export function keyedStorage<S>(read: () => S, write: (state: S) => void): PersistStorage<S> {
  let last: string | null = null;
  return {
    getItem: (): StorageValue<S> => {
      const state = read();
      last = JSON.stringify(state);
      return { state, version: 0 };
    },
    setItem: (_name, value) => {
      const next = JSON.stringify(value.state);
      if (next === last) return;
      last = next;
      write(value.state);
    },
    removeItem: () => undefined,
  };
}
