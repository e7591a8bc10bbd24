import { NICKNAME_MAX } from '@nutri/domain/contracts/values';

/** Why a nickname is refused, as an i18n key under `reportsList.rename.errors`, or null when fine. */
export type NicknameProblem = 'empty' | 'long' | 'chars';

/** The contract's longest nickname. */
export const NICKNAME_MAX_LENGTH = NICKNAME_MAX;

/**
 * The nickname rule of `update_nickname` (contracts/plans-api.ts): 1–30 characters after trimming, no
 * angle brackets or control characters. Counted in code points, so an emoji counts once.
 */
export function nicknameProblem(value: string): NicknameProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'empty';
  if ([...trimmed].length > NICKNAME_MAX_LENGTH) return 'long';
  // eslint-disable-next-line no-control-regex
  if (/[<>\u0000-\u001f\u007f]/.test(trimmed)) return 'chars';
  return null;
}
