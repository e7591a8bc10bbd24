import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS, readJson, writeJson } from '../../../lib/storage';
import { keyedStorage } from '../../../stores/keyed-storage';

/**
 * Version of the terms, privacy policy and health-data consent texts. Raising it after a material change
 * asks everyone to accept again, because an old acceptance no longer covers the new text.
 */
export const PROTOCOL_VERSION = 1;

export interface ConsentRecord {
  version: number;
  /** ISO 8601 time of acceptance. */
  acceptedAt: string;
}

/** A stored record counts only when well-formed and of the current version. */
export function parseConsent(value: unknown): ConsentRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.version !== PROTOCOL_VERSION || typeof v.acceptedAt !== 'string') return null;
  return { version: v.version, acceptedAt: v.acceptedAt };
}

interface PersistedConsent {
  consent: ConsentRecord | null;
}

export interface ConsentState extends PersistedConsent {
  accept: (now?: Date) => void;
  withdraw: () => void;
}

/** Acceptance of the ProtocolSheet, kept on this device under `protocolConsent`. */
export const useConsentStore = create<ConsentState>()(
  persist(
    (set) => ({
      consent: null,
      accept: (now = new Date()) =>
        set({ consent: { version: PROTOCOL_VERSION, acceptedAt: now.toISOString() } }),
      withdraw: () => set({ consent: null }),
    }),
    {
      name: 'consent',
      storage: keyedStorage<PersistedConsent>(
        () => ({ consent: parseConsent(readJson(STORAGE_KEYS.protocolConsent)) }),
        (s) => writeJson(STORAGE_KEYS.protocolConsent, s.consent),
      ),
      partialize: (s): PersistedConsent => ({ consent: s.consent }),
    },
  ),
);
