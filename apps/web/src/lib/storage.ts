/**
 * The exact local-storage keys (docs/product-rules.md#web-shell) and small typed helpers around them.
 *
 * Zustand's `persist` would write `{"state":…,"version":…}` under one key; the product fixes the keys and
 * their formats instead (raw strings for the token, ids and locale; JSON for the user and the id list),
 * so the stores persist through these helpers. Every helper is total: storage that is missing, full or
 * blocked (private mode, some webviews) behaves like an empty one.
 */

export const STORAGE_KEYS = {
  /** Raw JWT string. */
  accessToken: 'access_token',
  /** JSON of the signed-in user. */
  userInfo: 'app_userInfo',
  /** Raw id of the plan the user last worked on. */
  currentActiveQsId: 'currentActiveQsId',
  /** Raw locale string, `zh-CN` or `en-US`. */
  language: 'language',
  /** JSON array of questionnaire ids, without duplicates. */
  questionnaireIds: 'questionnaireIds',
  /** Raw base64url device id for guest sign-in. */
  deviceId: 'deviceId',
  /** JSON `{ version, acceptedAt }` of the accepted terms, privacy and health-data consent. */
  protocolConsent: 'protocolConsent',
  /** Raw `metric` or `us`: the units the person chose for height and weight; absent = the locale's. */
  measurementSystem: 'measurementSystem',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The raw string under `key`, or null when absent or unreadable. */
export function readString(key: StorageKey): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; null or undefined removes the key. Never throws. */
export function writeString(key: StorageKey, value: string | null | undefined): void {
  try {
    const s = storage();
    if (!s) return;
    if (value === null || value === undefined) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // Quota or privacy mode: the app keeps working with its in-memory state.
  }
}

/** The parsed JSON under `key`, or `undefined` when absent or unparsable. */
export function readJson(key: StorageKey): unknown {
  const raw = readString(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Stores `value` as JSON under `key`; null or undefined removes the key. */
export function writeJson(key: StorageKey, value: unknown): void {
  writeString(key, value === null || value === undefined ? null : JSON.stringify(value));
}
