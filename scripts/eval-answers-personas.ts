/**
 * The three personas the blind writers were given beyond the engine's reference personas
 * (engine/reference-personas.ts), and one reference persona as the writers were told of her (the
 * 80-year-old who chokes): used by `npm run eval:answers` and the round-2 count
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
  // The blind writers' 80-year-old "sometimes chokes on food" (docs/answer-rounds/round-16/personas.md):
  // her questionnaire ticks dysphagia, which the engine's reference persona of the same name leaves out
  // (its tests read her as frail and underweight only). Blind answer round 16, zh-053: food lists for
  // her must leave out choking hazards, which needs the plan to know.
  '80-year-old woman, low BMI': {
    gender: 'female',
    age: 80,
    heightCm: 148,
    weightKg: 41,
    activityLevel: 'sedentary',
    conditions: ['dysphagia'],
  },
};
