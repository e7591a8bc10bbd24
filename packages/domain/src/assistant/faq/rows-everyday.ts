/** Everyday food, drink, weight and life-stage questions people ask the chat. */
import type { FaqRow } from './types';

export const EVERYDAY_FAQ: readonly FaqRow[] = [];
