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
 * The deep-questionnaire session flag, kept in session storage (it lives as long as
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

/**
 * The kept-alive plan page (docs/product-rules.md#screens-and-navigation). `alive`: a plan page instance
 * exists and is kept (shown on `/qsGeneratePageNew`, hidden elsewhere). `generation` changes whenever the
 * cache is dropped, so the next visit builds a fresh page (and starts at the top).
 */
export interface PlanPageCacheState {
  alive: boolean;
  generation: number;
}

export const usePlanPageCache = create<PlanPageCacheState>()(() => ({ alive: false, generation: 0 }));

/**
 * Called by the plan page once mounted on its route: from now on it is kept when the user leaves.
 * (Marking it earlier, in the navigation guard, would mount it hidden before the URL changes.)
 */
export function markPlanPageAlive(): void {
  if (!usePlanPageCache.getState().alive) usePlanPageCache.setState({ alive: true });
}

/** Routes that drop the cached plan page: they start or pick a plan, so the cached one is stale. */
const PLAN_CACHE_DROPPED_ON = ['/questionnaire', '/reportListPage'] as const;
const PLAN_PAGE_PATH = '/qsGeneratePageNew';
const DEEP_QUESTIONNAIRE_PATH = '/questionnaireSpecify';

/**
 * Applies the cache rule for a navigation to `pathname` (called by the router on every navigation):
 * the plan page is kept from its first visit (it marks itself); going to `/questionnaire` or `/reportListPage` drops it;
 * going to `/questionnaireSpecify` drops it only when the deep-questionnaire flag is set, which is then
 * cleared. Returns the new state.
 */
export function applyPlanPageCacheRule(pathname: string): PlanPageCacheState {
  const state = usePlanPageCache.getState();
  const drop = () => usePlanPageCache.setState({ alive: false, generation: state.generation + 1 });
  if (pathname === PLAN_PAGE_PATH) {
    // Nothing to do: the page marks itself alive once it is mounted (see markPlanPageAlive).
  } else if ((PLAN_CACHE_DROPPED_ON as readonly string[]).includes(pathname)) {
    if (state.alive) drop();
  } else if (pathname === DEEP_QUESTIONNAIRE_PATH && state.alive && takeDeepQuestionnaireFlag()) {
    drop();
  }
  return usePlanPageCache.getState();
}
