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

/**
 * The deep-questionnaire session flag of PRODUCT.md §5, kept in session storage (it lives as long as
 * the tab): set when a deep questionnaire has been submitted in this session, so the next trip from the
 * cached plan page to `/questionnaireSpecify` drops that cache (the answers behind it changed) and
 * clears the flag.
 */
export const DEEP_QUESTIONNAIRE_FLAG_KEY = 'questionnaireSpecifySession';

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function setDeepQuestionnaireFlag(): void {
  try {
    session()?.setItem(DEEP_QUESTIONNAIRE_FLAG_KEY, '1');
  } catch {
    // Storage blocked: the cache simply stays, which only costs a stale view until the id changes.
  }
}

/** Reads and clears the flag in one step; true when it was set. */
export function takeDeepQuestionnaireFlag(): boolean {
  try {
    const s = session();
    if (!s || s.getItem(DEEP_QUESTIONNAIRE_FLAG_KEY) === null) return false;
    s.removeItem(DEEP_QUESTIONNAIRE_FLAG_KEY);
    return true;
  } catch {
    return false;
  }
}
