import type { FaqRow } from './types';

export const STANDARD_OLDER_FAQ: readonly FaqRow[] = [];
