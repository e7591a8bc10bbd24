import { describe, expect, it } from 'vitest';
import { stepsFor } from './steps';
import { validateStep } from './validate';

const ids = (
  lifeStage?: 'none' | 'pregnant_t1' | 'pregnant_t3' | 'lactating',
  gender: 'female' | 'male' = 'female',
) => stepsFor('deep_questionnaire', { gender, ...(lifeStage ? { lifeStage } : {}) }).map((s) => s.id);

describe('deep questionnaire: pre-pregnancy weight', () => {
  it('is asked right after the current weight when pregnant, and only then', () => {
    for (const stage of ['pregnant_t1', 'pregnant_t3'] as const) {
      const list = ids(stage);
      expect(list.indexOf('prePregnancyWeightKg')).toBe(list.indexOf('weightKg') + 1);
    }
    for (const stage of [undefined, 'none', 'lactating'] as const)
      expect(ids(stage)).not.toContain('prePregnancyWeightKg');
    expect(ids(undefined, 'male')).not.toContain('prePregnancyWeightKg');
    expect(
      stepsFor('short_questionnaire', { gender: 'female', lifeStage: 'pregnant_t1' }).map((s) => s.id),
    ).not.toContain('prePregnancyWeightKg');
  });

  it('is checked against the same 25–300 kg range as the server', () => {
    const step = stepsFor('deep_questionnaire', { gender: 'female', lifeStage: 'pregnant_t2' }).find(
      (s) => s.id === 'prePregnancyWeightKg',
    )!;
    expect(validateStep(step, { prePregnancyWeightKg: 24 })?.key).toBe('weightRange');
    expect(validateStep(step, { prePregnancyWeightKg: 58.5 })).toBeNull();
    expect(validateStep(step, {})?.key).toBe('required');
  });
});
