import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  nextActionsFor,
  nextStepFor,
  type NextAction,
  type NextActionInput,
  type NextStepInput,
} from './next-step';

const analysis = { markers: [], summary: '' };

describe('nextStepFor', () => {
  it.each<[string, NextStepInput | null | undefined, string]>([
    ['short questionnaire', { questionnaireType: 'short_questionnaire' }, '1'],
    [
      'short wins even with analysis and taboos',
      { questionnaireType: 'short_questionnaire', reportAnalysis: analysis, medicineTaboos: [1] },
      '1',
    ],
    ['deep, nothing reviewed', { questionnaireType: 'deep_questionnaire' }, '2'],
    [
      'deep, empty arrays',
      { questionnaireType: 'deep_questionnaire', medicineTaboos: [], productReviews: [] },
      '2',
    ],
    [
      'deep, null arrays',
      { questionnaireType: 'deep_questionnaire', medicineTaboos: null, productReviews: null },
      '2',
    ],
    ['deep with taboos', { questionnaireType: 'deep_questionnaire', medicineTaboos: [{}] }, '3'],
    ['deep with reviews', { questionnaireType: 'deep_questionnaire', productReviews: [{}] }, '3'],
    ['report analysis, no type', { reportAnalysis: analysis }, '2'],
    ['report analysis (empty object still exists)', { questionnaireType: 'other', reportAnalysis: {} }, '2'],
    ['report analysis with reviews', { reportAnalysis: analysis, productReviews: [{}] }, '3'],
    [
      'report analysis null, unknown type',
      { questionnaireType: 'other', reportAnalysis: null, medicineTaboos: [{}] },
      '',
    ],
    [
      'non-array taboos do not count',
      { questionnaireType: 'deep_questionnaire', medicineTaboos: 'x', productReviews: { length: 1 } },
      '2',
    ],
    ['empty object', {}, ''],
    ['null', null, ''],
    ['undefined', undefined, ''],
  ])('%s', (_name, input, expected) => {
    expect(nextStepFor(input)).toBe(expected);
  });

  it('never throws and always answers one of the four steps', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(['1', '2', '3', '']).toContain(nextStepFor(x as NextStepInput));
      }),
    );
  });
});

describe('nextActionsFor (issue 18.2: what is done is not offered again; every plan leads on)', () => {
  it.each<[string, NextActionInput, NextAction[], boolean]>([
    ['short plan, nothing else', { nextStep: '1' }, ['upload', 'deep', 'products'], false],
    [
      'short plan with a confirmed report',
      { nextStep: '1', reportAnalysis: analysis },
      ['deep', 'products'],
      false,
    ],
    [
      'short plan, report analysis null',
      { nextStep: '1', reportAnalysis: null },
      ['upload', 'deep', 'products'],
      false,
    ],
    ['deep plan, medicines not reviewed', { nextStep: '2' }, ['review', 'products'], false],
    [
      'deep plan with medicines listed',
      { nextStep: '2', medicines: ['metformin'] },
      ['review', 'products'],
      true,
    ],
    ['deep plan, empty medicine list', { nextStep: '2', medicines: [] }, ['review', 'products'], false],
    [
      'complete plan',
      { nextStep: '3', reportAnalysis: analysis, medicines: ['warfarin'] },
      ['products'],
      true,
    ],
    ['no indicator', { nextStep: '' }, [], false],
  ])('%s', (_name, plan, actions, medicinesKnown) => {
    expect(nextActionsFor(plan)).toEqual({ actions, medicinesKnown });
  });

  it('never offers a report upload once a report is on the plan, and always leads to products', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('1', '2', '3', '') as fc.Arbitrary<NextActionInput['nextStep']>,
        fc.option(fc.constant(analysis), { nil: undefined }),
        (nextStep, reportAnalysis) => {
          const { actions } = nextActionsFor({ nextStep, reportAnalysis });
          if (reportAnalysis) expect(actions).not.toContain('upload');
          if (nextStep !== '') expect(actions).toContain('products');
          expect(new Set(actions).size).toBe(actions.length);
        },
      ),
    );
  });
});
