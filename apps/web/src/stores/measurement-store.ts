import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { defaultSystemFor, isMeasurementSystem, type MeasurementSystem } from '../lib/measurement';
import { STORAGE_KEYS, readString, writeString } from '../lib/storage';
import { useLocaleStore } from './locale-store';
import { keyedStorage } from './keyed-storage';

interface PersistedMeasurement {
  /** What the person picked on this device; null until they pick, so the locale's units apply. */
  chosen: MeasurementSystem | null;
}

export interface MeasurementState extends PersistedMeasurement {
  choose: (system: MeasurementSystem) => void;
}

/** The person's units for height and weight, a device preference kept raw under `measurementSystem`. */
export const useMeasurementStore = create<MeasurementState>()(
  persist(
    (set) => ({
      chosen: null,
      choose: (system) => set({ chosen: system }),
    }),
    {
      name: 'measurement',
      storage: keyedStorage<PersistedMeasurement>(
        () => {
          const stored = readString(STORAGE_KEYS.measurementSystem);
          return { chosen: isMeasurementSystem(stored) ? stored : null };
        },
        (s) => writeString(STORAGE_KEYS.measurementSystem, s.chosen),
      ),
      partialize: (s): PersistedMeasurement => ({ chosen: s.chosen }),
    },
  ),
);

/** The units to show: the person's choice, else their locale's (en-US → US customary). */
export function useMeasurementSystem(): MeasurementSystem {
  const chosen = useMeasurementStore((s) => s.chosen);
  const locale = useLocaleStore((s) => s.locale);
  return chosen ?? defaultSystemFor(locale);
}
