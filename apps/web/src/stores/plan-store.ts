import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS, readString, writeString } from '../lib/storage';
import { keyedStorage } from './keyed-storage';

interface PersistedPlan {
  currentActiveQsId: string | null;
}

export interface PlanState extends PersistedPlan {
  /** Remembers the plan the user works on; null or blank forgets it. */
  setCurrentActiveQsId: (id: string | number | null) => void;
}

function normaliseId(id: unknown): string | null {
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id !== 'string') return null;
  return id.trim() === '' ? null : id.trim();
}

/** The plan the user last worked on, persisted raw under `currentActiveQsId`. */
export const usePlanStore = create<PlanState>()(
  persist(
    (set) => ({
      currentActiveQsId: null,
      setCurrentActiveQsId: (id) => set({ currentActiveQsId: normaliseId(id) }),
    }),
    {
      name: 'plan',
      storage: keyedStorage<PersistedPlan>(
        () => ({ currentActiveQsId: normaliseId(readString(STORAGE_KEYS.currentActiveQsId)) }),
        (s) => writeString(STORAGE_KEYS.currentActiveQsId, s.currentActiveQsId),
      ),
      partialize: (s): PersistedPlan => ({ currentActiveQsId: s.currentActiveQsId }),
    },
  ),
);
