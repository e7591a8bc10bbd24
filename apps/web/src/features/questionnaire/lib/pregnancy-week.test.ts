import { describe, expect, it } from 'vitest';
import { startingWeek } from './options';
import { stepsFor, withChoice, withNumber } from './steps';
import { validateStep } from './validate';

const deep = (answers: Parameters<typeof stepsFor>[1]) =>
  stepsFor('deep_questionnaire', answers).map((s) => s.id);

describe('deep questionnaire: the week of pregnancy', () => {
  it('is asked right after the pre-pregnancy weight when pregnant, and only then', () => {
    for (const lifeStage of ['pregnant_t1', 'pregnant_t2', 'pregnant_t3'] as const) {
      const list = deep({ gender: 'female', lifeStage });
      expect(list.indexOf('gestationalWeek')).toBe(list.indexOf('prePregnancyWeightKg') + 1);
    }
    for (const lifeStage of [undefined, 'none', 'lactating'] as const)
      expect(deep({ gender: 'female', ...(lifeStage ? { lifeStage } : {}) })).not.toContain(
        'gestationalWeek',
      );
    expect(deep({ gender: 'male' })).not.toContain('gestationalWeek');
    expect(
      stepsFor('short_questionnaire', { gender: 'female', lifeStage: 'pregnant_t2' }).map((s) => s.id),
    ).not.toContain('gestationalWeek');
  });

  it('is a whole number of weeks from 1 to 42, as the server checks', () => {
    const step = stepsFor('deep_questionnaire', { gender: 'female', lifeStage: 'pregnant_t2' }).find(
      (s) => s.id === 'gestationalWeek',
    )!;
    expect(validateStep(step, { gestationalWeek: 20 })).toBeNull();
    expect(validateStep(step, { gestationalWeek: 20.5 })?.key).toBe('wholeNumber');
    expect(validateStep(step, { gestationalWeek: 0 })).toEqual({
      key: 'weekRange',
      values: { min: 1, max: 42 },
    });
    expect(validateStep(step, { gestationalWeek: 43 })).toEqual({
      key: 'weekRange',
      values: { min: 1, max: 42 },
    });
    // Weeks have no US units: the same message whatever units the person uses.
    expect(validateStep(step, { gestationalWeek: 43 }, 'us')?.key).toBe('weekRange');
    expect(validateStep(step, {})?.key).toBe('required');
  });

  it('sets the trimester (1–13, 14–27, 28 on) so the stored answers never disagree', () => {
    const a = { gender: 'female' as const, lifeStage: 'pregnant_t1' as const };
    expect(withNumber(a, 'gestationalWeek', 13).lifeStage).toBe('pregnant_t1');
    expect(withNumber(a, 'gestationalWeek', 14).lifeStage).toBe('pregnant_t2');
    expect(withNumber(a, 'gestationalWeek', 28)).toMatchObject({
      lifeStage: 'pregnant_t3',
      gestationalWeek: 28,
    });
    // A week being typed (not yet valid) leaves the trimester alone.
    expect(withNumber(a, 'gestationalWeek', 50).lifeStage).toBe('pregnant_t1');
    expect(withNumber(a, 'gestationalWeek', undefined).lifeStage).toBe('pregnant_t1');
  });

  it('starts inside the trimester chosen', () => {
    expect(startingWeek('pregnant_t1')).toBe(10);
    expect(startingWeek('pregnant_t2')).toBe(20);
    expect(startingWeek('pregnant_t3')).toBe(32);
  });

  it('is dropped when the pregnancy is, or when another trimester is chosen', () => {
    const a = {
      gender: 'female' as const,
      lifeStage: 'pregnant_t2' as const,
      prePregnancyWeightKg: 55,
      gestationalWeek: 20,
    };
    expect(withChoice(a, 'lifeStage', 'none')).not.toHaveProperty('gestationalWeek');
    expect(withChoice(a, 'lifeStage', 'none')).not.toHaveProperty('prePregnancyWeightKg');
    expect(withChoice(a, 'gender', 'male')).not.toHaveProperty('gestationalWeek');
    expect(withChoice(a, 'lifeStage', 'pregnant_t3')).not.toHaveProperty('gestationalWeek');
    expect(withChoice(a, 'lifeStage', 'pregnant_t2')).toMatchObject({ gestationalWeek: 20 });
  });
});

describe('deep questionnaire: the eating-habits screen (SCOFF)', () => {
  it('is asked of everyone after the goals, and only in the deep questionnaire', () => {
    for (const gender of ['female', 'male'] as const) {
      const list = deep({ gender });
      expect(list.indexOf('scoff')).toBe(list.indexOf('goals') + 1);
    }
    expect(stepsFor('short_questionnaire', {}).map((s) => s.id)).not.toContain('scoff');
  });

  it('may be left unanswered', () => {
    const step = stepsFor('deep_questionnaire', {}).find((s) => s.id === 'scoff')!;
    expect(validateStep(step, {})).toBeNull();
    expect(validateStep(step, { scoff: { sick: true } })).toBeNull();
  });
});
