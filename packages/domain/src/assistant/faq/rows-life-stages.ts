/** Everyday questions in pregnancy, while breastfeeding, in old age and with iron-deficiency anaemia. */
import type { FaqRow } from './types';

export const LIFE_STAGE_FAQ: readonly FaqRow[] = [];
