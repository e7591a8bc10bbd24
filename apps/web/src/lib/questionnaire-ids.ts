import { STORAGE_KEYS, readString, writeJson } from './storage';

/**
 * The list of questionnaire ids the user filled in on this device: a JSON array under
 * `questionnaireIds`, no duplicates, a missing id is never stored, and an unparsable value is recreated
 * as `[]`. Ids are kept as strings so `7` and `'7'` are one id.
 */

function normalise(id: unknown): string | null {
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id !== 'string') return null;
  const trimmed = id.trim();
  return trimmed === '' ? null : trimmed;
}

/** The stored ids in insertion order; repairs an unparsable or malformed value to `[]`. */
export function readQuestionnaireIds(): string[] {
  const raw = readString(STORAGE_KEYS.questionnaireIds);
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed)) {
    writeJson(STORAGE_KEYS.questionnaireIds, []);
    return [];
  }
  const ids: string[] = [];
  for (const item of parsed) {
    const id = normalise(item);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Appends `id` unless it is missing (null, undefined, blank, NaN) or already present; returns the list. */
export function addQuestionnaireId(id: unknown): string[] {
  const ids = readQuestionnaireIds();
  const value = normalise(id);
  if (value !== null && !ids.includes(value)) ids.push(value);
  writeJson(STORAGE_KEYS.questionnaireIds, ids);
  return ids;
}

/** Removes `id` when present; returns the list. */
export function removeQuestionnaireId(id: unknown): string[] {
  const value = normalise(id);
  const ids = readQuestionnaireIds().filter((x) => x !== value);
  writeJson(STORAGE_KEYS.questionnaireIds, ids);
  return ids;
}

export function hasQuestionnaireId(id: unknown): boolean {
  const value = normalise(id);
  return value !== null && readQuestionnaireIds().includes(value);
}
