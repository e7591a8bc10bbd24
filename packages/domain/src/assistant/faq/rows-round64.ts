/**
 * Blind answer round 64's unsafe answers (development data once its after-measurement was recorded): kanwa and seasoning
 * cubes with heart failure. Its alpha-gal rows are rows-alpha-gal.ts's; alcohol on drug-resistant TB treatment is
 * knowledge/medicine-diet.ts's TB row, and a period lost while cutting rows-everyday.ts's.
 */
import { KANWA_AND_CUBES } from '../../knowledge/everyday-answers';
import type { FaqAudience, FaqRow } from './types';

const KANWA =
  /kanwa|akanwu|\b(potash|trona|ngu)\b|天然碱|美极|maggi|\b(seasoning|stock|bouillon) cubes?\b|浓汤块|调味块|浓汤宝/;
const SALT_LIMITED: FaqAudience = {
  conditions: ['heart_failure', 'hypertension', 'kidney_disease', 'dialysis', 'cirrhosis'],
  said: /心衰|心力衰竭|心肌病|少盐|限盐|低盐|\b(heart failure|cardiomyopathy|low[- ]salt|less salt|reduce salt|salt limit)\b/,
};

export const ROUND64_FAQ: readonly FaqRow[] = [
  {
    id: 'kanwa-and-seasoning-cubes',
    when: [KANWA],
    for: SALT_LIMITED,
    wholeMessage: true,
    beforeMedicineDiet: true,
    answersAnyMedicine: true,
    intent: 'goals',
    ...KANWA_AND_CUBES,
  },
];
