import { describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '@nutri/domain/engine';
import type { Answers } from '@nutri/domain/contracts';
import { planInputsFor } from '@nutri/domain/plan-life';
import { stableHash } from '../../lib/stable-hash';

/**
 * Stored documents carry the hash the service made with node:crypto before the inputs moved to the
 * domain (plan-life, plain-TS SHA-256): the same inputs must give the same hash, or every stored plan
 * would be regenerated once.
 */
const base: Answers = { gender: 'female', age: 52, heightCm: 158, weightKg: 61.5, activityLevel: 'light' };
const PEOPLE: [string, Answers][] = [
  ['the short questionnaire', base],
  [
    'a nickname in Chinese, medicines with a dose',
    {
      ...base,
      nickname: '妈妈',
      medicines: ['warfarin'],
      medicineDoses: [{ id: 'warfarin', dose: 5, unit: 'mg' }],
    },
  ],
  [
    'labs and supplements',
    {
      ...base,
      labs: [{ marker: 'ferritin', value: 8, unit: 'ng/mL' }],
      supplements: [{ optionId: 'elevit', dose: 800, unit: 'ug' }],
    },
  ],
  [
    'pregnant, with a pre-pregnancy weight',
    { ...base, age: 31, lifeStage: 'pregnant_t2', prePregnancyWeightKg: 55, gestationalWeek: 20 },
  ],
];

describe("the plan's input hash is the one stored documents carry", () => {
  it.each(PEOPLE)('%s', (_, answers) => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const plan = {
        locale,
        medicines: ['warfarin', 'a pill we do not know'],
        supplements: null,
        reportLabs: null,
      };
      const inputs = planInputsFor({ answers }, plan);
      expect(inputs.inputHash).toBe(
        stableHash({
          answers: inputs.answers,
          unresolved: inputs.unresolved,
          locale,
          engine: ENGINE_VERSION,
        }),
      );
    }
  });
});
