import type { FaqRow } from './types';

export const STANDARD_WEIGHT_FAQ: readonly FaqRow[] = [];
