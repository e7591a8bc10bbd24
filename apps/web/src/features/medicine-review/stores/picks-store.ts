import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  isMedicineDoseUnit,
  isMedicineForm,
  type MedicineDetailDraft,
} from '../../../components/medicine-detail/medicine-detail';
import {
  isAmountBasis,
  isPeriod,
  isAmountUnit,
  isDoseUnit,
  isSaltForm,
  type PickedItems,
  type PickedMedicine,
  type PickedSupplement,
  type PickKind,
  type Picks,
} from '../lib/picks';

/**
 * The medicines and supplements picked per plan, kept on this device so a reload, a failed submit or a
 * trip back from the plan page loses nothing (the plan document carries the findings, not the inputs).
 * `submitted` holds fingerprints of what the server last accepted, so a resubmit sends only what changed.
 */
export interface PlanPicks extends Picks {
  submitted: { medicines: string | null; supplements: string | null };
  /** Epoch ms of the last change; the oldest plans are dropped beyond {@link MAX_PLANS}. */
  updatedAt: number;
}

export const PICKS_STORAGE_KEY = 'medicineReviewPicks';
export const MAX_PLANS = 20;

interface PersistedPicks {
  byPlan: Record<string, PlanPicks>;
}

export interface PicksState extends PersistedPicks {
  /** Starts a plan's picks from `picks` unless this device already has some. */
  seed: (planId: string, picks: Picks) => void;
  /** Adds a pick to its list, unless one with its key is there already. */
  add: <K extends PickKind>(planId: string, kind: K, item: PickedItems[K]) => void;
  remove: <K extends PickKind>(planId: string, kind: K, key: string) => void;
  update: <K extends PickKind>(planId: string, kind: K, key: string, edit: PickEdits[K]) => void;
  markSubmitted: (planId: string, submitted: Partial<PlanPicks['submitted']>) => void;
}

/** What edits a pick of each kind: a medicine's dose, unit and form; a supplement's dose, its unit or both. */
export interface PickEdits {
  /** An empty dose or no form drops them. */
  medicines: MedicineDetailDraft;
  supplements: Partial<Pick<PickedSupplement, 'dose' | 'unit' | 'every'>>;
}

/** How the picks of one kind are read back from storage, told apart in their list, and edited. */
interface KindRules<K extends PickKind> {
  read: (stored: unknown) => PickedItems[K] | null;
  /** The key of a pick in its list: what edits, removals and the server's list of unknown items name. */
  keyOf: (item: PickedItems[K]) => string;
  edit: (item: PickedItems[K], edit: PickEdits[K]) => PickedItems[K];
}

/** A medicine with this dose and form (issue 19.7): the fields kept only when given. */
function withDetail(m: PickedMedicine, d: MedicineDetailDraft): PickedMedicine {
  const { dose: _d, unit: _u, form: _f, ...rest } = m;
  return {
    ...rest,
    ...(d.amount !== '' ? { dose: d.amount.slice(0, 12) } : {}),
    unit: d.unit,
    ...(d.form ? { form: d.form } : {}),
  };
}

const emptyPlan = (): PlanPicks => ({
  medicines: [],
  supplements: [],
  submitted: { medicines: null, supplements: null },
  updatedAt: 0,
});

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function readBilingual(v: unknown): { zh: string; en: string } | null {
  if (!isRecord(v) || typeof v.zh !== 'string' || typeof v.en !== 'string') return null;
  return { zh: v.zh, en: v.en };
}

function readMedicine(v: unknown): PickedMedicine | null {
  if (!isRecord(v) || typeof v.id !== 'string' || v.id === '') return null;
  const names = readBilingual(v.names);
  if (!names) return null;
  return {
    id: v.id,
    names,
    ...(typeof v.className === 'string' ? { className: v.className } : {}),
    ...(typeof v.dose === 'string' && v.dose !== '' ? { dose: v.dose.slice(0, 12) } : {}),
    ...(isMedicineDoseUnit(v.unit) ? { unit: v.unit } : {}),
    ...(isMedicineForm(v.form) ? { form: v.form } : {}),
  };
}

function readSupplement(v: unknown): PickedSupplement | null {
  if (!isRecord(v) || typeof v.key !== 'string' || v.key === '') return null;
  const names = readBilingual(v.names);
  if (!names || !isDoseUnit(v.unit)) return null;
  return {
    key: v.key,
    ...(typeof v.optionId === 'string' && v.optionId !== '' ? { optionId: v.optionId } : {}),
    names,
    dose: typeof v.dose === 'string' ? v.dose : '',
    unit: v.unit,
    ...(typeof v.name === 'string' && v.name !== '' ? { name: v.name.slice(0, 100) } : {}),
    ...(isRecord(v.perUnit) &&
    typeof v.perUnit.amount === 'number' &&
    v.perUnit.amount > 0 &&
    isAmountUnit(v.perUnit.unit)
      ? { perUnit: { amount: v.perUnit.amount, unit: v.perUnit.unit } }
      : {}),
    ...(isSaltForm(v.form) ? { form: v.form } : {}),
    ...(isSaltForm(v.form) && isAmountBasis(v.basis) ? { basis: v.basis } : {}),
    ...(isPeriod(v.every) && v.every !== 'day' ? { every: v.every } : {}),
  };
}

const KINDS: { [K in PickKind]: KindRules<K> } = {
  medicines: { read: readMedicine, keyOf: (m) => m.id, edit: withDetail },
  supplements: { read: readSupplement, keyOf: (s) => s.key, edit: (s, patch) => ({ ...s, ...patch }) },
};

/** The key of a pick in its list (for medicines the drug id, for supplements the option id or name key). */
export function pickKey<K extends PickKind>(kind: K, item: PickedItems[K]): string {
  return KINDS[kind].keyOf(item);
}

/** The picks of one kind that storage held, without the malformed ones and without repeats of a key. */
function readList<K extends PickKind>(kind: K, stored: unknown): PickedItems[K][] {
  if (!Array.isArray(stored)) return [];
  const { read, keyOf } = KINDS[kind];
  return dedupe(
    stored.map(read).filter((item): item is PickedItems[K] => item !== null),
    keyOf,
  );
}

const orNull = (v: unknown) => (typeof v === 'string' ? v : null);

/** Rebuilds the persisted slice from whatever local storage held; anything malformed is dropped. */
export function parsePersistedPicks(value: unknown): PersistedPicks {
  const byPlan: Record<string, PlanPicks> = {};
  const raw = isRecord(value) && isRecord(value.byPlan) ? value.byPlan : {};
  for (const [planId, entry] of Object.entries(raw)) {
    if (!isRecord(entry)) continue;
    const submitted = isRecord(entry.submitted) ? entry.submitted : {};
    byPlan[planId] = {
      medicines: readList('medicines', entry.medicines),
      supplements: readList('supplements', entry.supplements),
      submitted: { medicines: orNull(submitted.medicines), supplements: orNull(submitted.supplements) },
      updatedAt:
        typeof entry.updatedAt === 'number' && Number.isFinite(entry.updatedAt) ? entry.updatedAt : 0,
    };
  }
  return { byPlan: trim(byPlan) };
}

function dedupe<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function trim(byPlan: Record<string, PlanPicks>): Record<string, PlanPicks> {
  const entries = Object.entries(byPlan);
  if (entries.length <= MAX_PLANS) return byPlan;
  return Object.fromEntries(entries.sort((a, b) => b[1].updatedAt - a[1].updatedAt).slice(0, MAX_PLANS));
}

export const usePicksStore = create<PicksState>()(
  persist(
    (set) => {
      const change = (planId: string, fn: (p: PlanPicks) => Partial<PlanPicks>) =>
        set((state) => {
          const current = state.byPlan[planId] ?? emptyPlan();
          return {
            byPlan: trim({
              ...state.byPlan,
              [planId]: { ...current, ...fn(current), updatedAt: Date.now() },
            }),
          };
        });
      /** Replaces one list of a plan's picks with what `fn` makes of it by the rules of its kind. */
      const changeList = <K extends PickKind>(
        planId: string,
        kind: K,
        fn: (list: PickedItems[K][], rules: KindRules<K>) => PickedItems[K][],
      ) =>
        change(planId, (p): Partial<Picks> => {
          const lists: Picks = p;
          return { [kind]: fn(lists[kind], KINDS[kind]) };
        });
      return {
        byPlan: {},
        seed: (planId, picks) =>
          set((state) =>
            state.byPlan[planId]
              ? state
              : {
                  byPlan: trim({
                    ...state.byPlan,
                    [planId]: { ...emptyPlan(), ...picks, updatedAt: Date.now() },
                  }),
                },
          ),
        add: (planId, kind, item) =>
          changeList(planId, kind, (list, { keyOf }) =>
            list.some((x) => keyOf(x) === keyOf(item)) ? list : [...list, item],
          ),
        remove: (planId, kind, key) =>
          changeList(planId, kind, (list, { keyOf }) => list.filter((x) => keyOf(x) !== key)),
        update: (planId, kind, key, edit) =>
          changeList(planId, kind, (list, rules) =>
            list.map((x) => (rules.keyOf(x) === key ? rules.edit(x, edit) : x)),
          ),
        markSubmitted: (planId, submitted) =>
          change(planId, (p) => ({ submitted: { ...p.submitted, ...submitted } })),
      };
    },
    {
      name: PICKS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): PersistedPicks => ({ byPlan: s.byPlan }),
      merge: (persisted, current) => ({ ...current, ...parsePersistedPicks(persisted) }),
    },
  ),
);

/** A plan's picks (a stable empty value while there are none). */
const NONE = emptyPlan();
export function usePlanPicks(planId: string): PlanPicks {
  return usePicksStore((s) => s.byPlan[planId] ?? NONE);
}

/** The keys of a plan's picks of one kind. */
export function usePickedKeys(planId: string, kind: PickKind): ReadonlySet<string> {
  const picks: Picks = usePlanPicks(planId);
  return new Set(picks[kind].map((item) => pickKey(kind, item)));
}
