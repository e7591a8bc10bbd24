import type { FaqRow } from './types';

export const STANDARD_PREGNANCY_FAQ: readonly FaqRow[] = [];
