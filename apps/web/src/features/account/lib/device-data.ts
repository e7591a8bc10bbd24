import { STORAGE_KEYS } from '../../../lib/storage';

/**
 * After the account is erased, nothing of it stays on this device either: every key of the app goes
 * (token, user, plans, drafts, consent, device id) except the chosen language, and the session store.
 */
export function forgetThisDevice(
  storage: Storage = window.localStorage,
  session: Storage = window.sessionStorage,
): void {
  const language = storage.getItem(STORAGE_KEYS.language);
  storage.clear();
  session.clear();
  if (language !== null) storage.setItem(STORAGE_KEYS.language, language);
}

/** The export's file name: `ai-nutritionist-data-2026-11-23.json`. */
export function exportFileName(now: Date = new Date()): string {
  return `ai-nutritionist-data-${now.toISOString().slice(0, 10)}.json`;
}
