import { describe, expect, it } from 'vitest';
import { indexOfStepId, opensSection, stepsFor, withChoice } from './steps';
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

describe('deep questionnaire: conditions people live with (issue 31 §2)', () => {
  const optionsFor = (gender: 'female' | 'male') =>
    stepsFor('deep_questionnaire', { gender }).find((s) => s.id === 'conditions');

  it('offers bariatric surgery, epilepsy and dysphagia to everyone, gestational diabetes to women only', () => {
    const woman = optionsFor('female');
    const man = optionsFor('male');
    for (const c of ['bariatric_surgery', 'epilepsy', 'dysphagia']) {
      expect(woman?.kind === 'multi' && woman.options).toContain(c);
      expect(man?.kind === 'multi' && man.options).toContain(c);
    }
    expect(woman?.kind === 'multi' && woman.options).toContain('gestational_diabetes');
    expect(man?.kind === 'multi' && man.options).not.toContain('gestational_diabetes');
  });

  it('offers hypo- and hyperthyroidism apart and the conditions of the closing review, never the legacy "thyroid"', () => {
    for (const gender of ['female', 'male'] as const) {
      const step = optionsFor(gender);
      const options: readonly string[] = step?.kind === 'multi' ? step.options : [];
      for (const c of [
        'hypothyroid',
        'hyperthyroid',
        'coeliac',
        'haemoglobinopathy',
        // Ninth clinician review, zh P1: G6PD deficiency ticked as anaemia and haemoglobinopathy.
        'g6pd_deficiency',
        'copd',
        'cancer',
        'mental_illness',
        // Twelfth clinician review, en P2: PKU was not a condition the questionnaire accepted.
        'pku',
        // Fifteenth clinician review, zh P3: no kidney-stone condition to tick.
        'kidney_stones',
      ])
        expect(options, `${gender}: ${c}`).toContain(c);
      expect(options).not.toContain('thyroid');
    }
  });

  it('offers planning a pregnancy to women only, and a man keeps none of it', () => {
    const goalsFor = (gender: 'female' | 'male') =>
      stepsFor('deep_questionnaire', { gender }).find((s) => s.id === 'goals');
    const woman = goalsFor('female');
    const man = goalsFor('male');
    expect(woman?.kind === 'multi' && woman.options).toContain('pregnancy_prep');
    expect(man?.kind === 'multi' && man.options).not.toContain('pregnancy_prep');
    expect(man?.kind === 'multi' && man.options).toContain('weight_loss');
    const switched = withChoice({ gender: 'female', goals: ['pregnancy_prep', 'energy'] }, 'gender', 'male');
    expect(switched.goals).toEqual(['energy']);
  });
});

describe('height and weight in US customary units', () => {
  const steps = stepsFor('short_questionnaire', {});
  const height = steps.find((s) => s.id === 'heightCm')!;
  const weight = steps.find((s) => s.id === 'weightKg')!;

  it('checks the stored cm and kg and names the limits in feet, inches and pounds', () => {
    // 3 ft 3 in is 99.1 cm, below the server's 100 cm.
    expect(validateStep(height, { heightCm: 99.1 }, 'us')).toEqual({
      key: 'heightRangeUs',
      values: { minFeet: 3, minInches: 4, maxFeet: 8, maxInches: 2 },
    });
    expect(validateStep(height, { heightCm: 170.2 }, 'us')).toBeNull();
    // 55 lb stores 24.9 kg, which the server refuses.
    expect(validateStep(weight, { weightKg: 24.9 }, 'us')).toEqual({
      key: 'weightRangeUs',
      values: { min: 56, max: 661 },
    });
    expect(validateStep(weight, { weightKg: 24.9 }, 'metric')?.key).toBe('weightRange');
    expect(validateStep(weight, { weightKg: 68 }, 'us')).toBeNull();
  });
});

describe('no screen is only a section page (issue 19.6)', () => {
  it('the short questionnaire is its seven questions, each section opened by its first one', () => {
    const steps = stepsFor('short_questionnaire', {});
    // Each question in order, and whether it opens its section.
    expect(steps.map((s, i) => [s.id, opensSection(steps, i)])).toEqual([
      ['nickname', true],
      ['gender', false],
      ['age', true],
      ['heightCm', false],
      ['weightKg', false],
      ['activityLevel', true],
      ['upload', false],
    ]);
  });

  it('the deep questionnaire asks the same questions as before, without section pages', () => {
    const steps = stepsFor('deep_questionnaire', { gender: 'female' });
    expect(steps.map((s) => s.id)).toEqual([
      'nickname',
      'gender',
      'lifeStage',
      'age',
      'heightCm',
      'weightKg',
      'activityLevel',
      'dietPattern',
      'foodFrequency',
      'sunExposure',
      'alcohol',
      'smoking',
      'religiousFasting',
      'sleepQuality',
      'stressLevel',
      'digestiveIssues',
      'goals',
      'scoff',
      'conditions',
      'foodAllergies',
      'medicines',
      'supplements',
      'labs',
    ]);
    expect(steps.filter((_, i) => opensSection(steps, i)).map((s) => s.id)).toEqual([
      'nickname',
      'age',
      'activityLevel',
      'digestiveIssues',
    ]);
  });

  it('a draft saved on a section page reopens on that section’s first question', () => {
    const steps = stepsFor('short_questionnaire', {});
    expect(steps[indexOfStepId(steps, 'intro-body')]?.id).toBe('age');
    expect(steps[indexOfStepId(steps, 'intro-activity')]?.id).toBe('activityLevel');
    expect(indexOfStepId(steps, 'heightCm')).toBe(3);
    expect(indexOfStepId(steps, 'nothing')).toBe(-1);
  });
});

describe('age: people under 18 (issue 31 §2)', () => {
  const age = stepsFor('short_questionnaire', {}).find((s) => s.id === 'age')!;
  it('get the young-person message, not a range error, and adults pass', () => {
    for (const value of [12, 16, 17]) expect(validateStep(age, { age: value })?.key).toBe('minor');
    expect(validateStep(age, { age: 18 })).toBeNull();
    expect(validateStep(age, { age: 200 })?.key).toBe('ageRange');
  });
});
