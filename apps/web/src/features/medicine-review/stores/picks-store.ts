import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  isMedicineDoseUnit,
  isMedicineForm,
  type MedicineDetailDraft,
} from '../../../components/medicine-detail/medicine-detail';
import { isDoseUnit, type PickedMedicine, type PickedSupplement, type Picks } from '../lib/picks';

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
  addMedicine: (planId: string, medicine: PickedMedicine) => void;
  removeMedicine: (planId: string, id: string) => void;
  /** Sets a picked medicine's dose (as typed), unit and form; an empty dose or no form drops them. */
  updateMedicine: (planId: string, id: string, detail: MedicineDetailDraft) => void;
  addSupplement: (planId: string, supplement: PickedSupplement) => void;
  updateSupplement: (
    planId: string,
    key: string,
    patch: Partial<Pick<PickedSupplement, 'dose' | 'unit'>>,
  ) => void;
  removeSupplement: (planId: string, key: string) => void;
  markSubmitted: (planId: string, submitted: Partial<PlanPicks['submitted']>) => void;
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
  };
}

const orNull = (v: unknown) => (typeof v === 'string' ? v : null);

/** Rebuilds the persisted slice from whatever local storage held; anything malformed is dropped. */
export function parsePersistedPicks(value: unknown): PersistedPicks {
  const byPlan: Record<string, PlanPicks> = {};
  const raw = isRecord(value) && isRecord(value.byPlan) ? value.byPlan : {};
  for (const [planId, entry] of Object.entries(raw)) {
    if (!isRecord(entry)) continue;
    const medicines = Array.isArray(entry.medicines)
      ? entry.medicines.map(readMedicine).filter((m): m is PickedMedicine => m !== null)
      : [];
    const supplements = Array.isArray(entry.supplements)
      ? entry.supplements.map(readSupplement).filter((s): s is PickedSupplement => s !== null)
      : [];
    const submitted = isRecord(entry.submitted) ? entry.submitted : {};
    byPlan[planId] = {
      medicines: dedupe(medicines, (m) => m.id),
      supplements: dedupe(supplements, (s) => s.key),
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
        addMedicine: (planId, medicine) =>
          change(planId, (p) =>
            p.medicines.some((m) => m.id === medicine.id) ? {} : { medicines: [...p.medicines, medicine] },
          ),
        removeMedicine: (planId, id) =>
          change(planId, (p) => ({ medicines: p.medicines.filter((m) => m.id !== id) })),
        updateMedicine: (planId, id, detail) =>
          change(planId, (p) => ({
            medicines: p.medicines.map((m) => (m.id === id ? withDetail(m, detail) : m)),
          })),
        addSupplement: (planId, supplement) =>
          change(planId, (p) =>
            p.supplements.some((s) => s.key === supplement.key)
              ? {}
              : { supplements: [...p.supplements, supplement] },
          ),
        updateSupplement: (planId, key, patch) =>
          change(planId, (p) => ({
            supplements: p.supplements.map((s) => (s.key === key ? { ...s, ...patch } : s)),
          })),
        removeSupplement: (planId, key) =>
          change(planId, (p) => ({ supplements: p.supplements.filter((s) => s.key !== key) })),
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
