import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * A zustand `persist` storage that spreads a store's persisted slice over the exact local-storage keys
 * of PRODUCT.md §4 instead of one JSON blob. `read` rebuilds the slice from the keys (validating what it
 * finds), `write` puts each field back under its own key.
 */
export function keyedStorage<S>(read: () => S, write: (state: S) => void): PersistStorage<S> {
  return {
    getItem: (): StorageValue<S> => ({ state: read(), version: 0 }),
    setItem: (_name, value) => write(value.state),
    removeItem: () => undefined,
  };
}
