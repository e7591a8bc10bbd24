import { STORAGE_KEYS } from '../../../lib/storage';

/**
 * Display preferences that say nothing about the person's health, kept so the start page after the
 * erasure still speaks their language and units.
 */
const KEPT_KEYS = [STORAGE_KEYS.language, STORAGE_KEYS.measurementSystem] as const;

/**
 * After the account is erased, nothing of it stays on this device either: every key of the app goes
 * (token, user, plans, drafts, consent, device id) except the chosen language and units, and the
 * session store.
 */
export function forgetThisDevice(
  storage: Storage = window.localStorage,
  session: Storage = window.sessionStorage,
): void {
  const kept = KEPT_KEYS.map((key) => [key, storage.getItem(key)] as const);
  storage.clear();
  session.clear();
  for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
}

/** The export's file name: `ai-nutritionist-data-2026-11-23.json`. */
export function exportFileName(now: Date = new Date()): string {
  return `ai-nutritionist-data-${now.toISOString().slice(0, 10)}.json`;
}
