/**
 * Everyday questions of people with kidney disease, a kidney transplant, heart failure, on warfarin or
 * on insulin that the medicine–diet table and the kidney rules do not answer.
 */
import type { FaqRow } from './types';

export const KIDNEY_HEART_FAQ: readonly FaqRow[] = [];
