import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { nextStepFor, type NextStepInput } from './next-step';

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
