/**
 * The three personas the blind writers were given beyond the engine's reference personas
 * (engine/reference-personas.ts): used by `npm run eval:answers` and the round-2 count
 * (scripts/answers-round2.test.ts).
 */
import type { Answers } from '../packages/domain/src/contracts/questionnaire.ts';

export const EXTRA_PERSONAS: Record<string, Answers> = {
  gout: {
    gender: 'male',
    age: 52,
    heightCm: 172,
    weightKg: 86,
    activityLevel: 'light',
    conditions: ['gout'],
  },
  'osteoporosis on alendronate': {
    gender: 'female',
    age: 67,
    heightCm: 156,
    weightKg: 52,
    activityLevel: 'light',
    conditions: ['osteoporosis'],
    medicines: ['alendronate', 'omeprazole'],
    supplements: [{ optionId: 'calcium-carbonate', dose: 600, unit: 'mg' }],
  },
  teen: {
    gender: 'female',
    age: 16,
    heightCm: 160,
    weightKg: 52,
    activityLevel: 'light',
    goals: ['weight_loss'],
  },
};
