import { describe, expect, it } from 'vitest';
import type { PartialAnswers, QuestionnaireView } from '@nutri/domain/contracts';
import { carriedDraft, isAnswered, withoutLegacyConditions } from './carry-over';
import { stepsFor } from './steps';

const view = (
  answers: QuestionnaireView['answers'],
  extra: Partial<QuestionnaireView> = {},
): QuestionnaireView => ({
  customNutritionPlanId: 'plan-1',
  questionnaireType: 'short_questionnaire',
  complete: true,
  answers,
  reportLabs: [],
  medicineNames: {},
  labNames: {},
  ...extra,
});

const SHORT = {
  nickname: '小林',
  gender: 'female' as const,
  age: 34,
  heightCm: 162,
  weightKg: 55,
  activityLevel: 'light' as const,
};

describe('carriedDraft (issue 18.1: nothing asked twice)', () => {
  it('a short plan opens the deep questionnaire on this plan, at the first question it has no answer to', () => {
    const draft = carriedDraft('deep_questionnaire', view(SHORT));
    expect(draft.planId).toBe('plan-1');
    expect(draft.answers).toEqual(SHORT);
    // The plan's answers are what the server has: nothing to save until one changes.
    expect(draft.saved).toEqual(SHORT);
    // A woman: the life stage comes right after her sex and is not known yet.
    expect(draft.stepId).toBe('lifeStage');
    expect(draft.carried).toEqual(['nickname', 'gender', 'age', 'heightCm', 'weightKg', 'activityLevel']);
  });

  it('carries medicines with their names and the confirmed report values', () => {
    const labs = [{ marker: 'ferritin', value: 9, unit: 'ng/mL' }];
    const draft = carriedDraft(
      'deep_questionnaire',
      view(
        { ...SHORT, gender: 'male', medicines: ['metformin'] },
        { reportLabs: labs, medicineNames: { metformin: '二甲双胍' }, labNames: { ferritin: '铁蛋白' } },
      ),
    );
    expect(draft.stepId).toBe('dietPattern');
    expect(draft.carried).toContain('medicines');
    expect(draft.medicineNames).toEqual({ metformin: '二甲双胍' });
    expect(draft.reportLabs).toEqual(labs);
    expect(draft.labNames).toEqual({ ferritin: '铁蛋白' });
  });

  it('a plan that knows nothing yet starts at the beginning; one that knows everything ends on its last question', () => {
    expect(carriedDraft('deep_questionnaire', view({})).stepId).toBe(
      stepsFor('deep_questionnaire', {})[0]!.id,
    );
    const all = carriedDraft('short_questionnaire', view(SHORT));
    expect(all.stepId).toBe('upload');
  });

  it.each<[string, PartialAnswers, string, boolean]>([
    ['an empty list', { medicines: [] }, 'medicines', false],
    ['a blank nickname', { nickname: '  ' }, 'nickname', false],
    ['an empty food grid', { foodFrequency: {} }, 'foodFrequency', false],
    ['zero is an answer', { age: 0 }, 'age', true],
    ['a list with an entry', { medicines: ['x'] }, 'medicines', true],
  ])('isAnswered: %s', (_n, answers, id, expected) => {
    const step = stepsFor('deep_questionnaire', answers).find((s) => s.id === id)!;
    expect(isAnswered(step, answers)).toBe(expected);
  });
});

describe('a stored legacy "thyroid" opens as hypothyroid (clinician review 2026-11-25 closing, Z2)', () => {
  it.each([
    [
      ['thyroid', 'diabetes'],
      ['hypothyroid', 'diabetes'],
    ],
    [['thyroid', 'hypothyroid'], ['hypothyroid']],
    [['hyperthyroid'], ['hyperthyroid']],
  ] as const)('%j → %j', (stored, shown) => {
    expect(withoutLegacyConditions({ ...SHORT, conditions: [...stored] }).conditions).toEqual(shown);
    const draft = carriedDraft('deep_questionnaire', view({ ...SHORT, conditions: [...stored] }));
    expect(draft.answers.conditions).toEqual(shown);
  });
});
