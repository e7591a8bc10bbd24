import { describe, expect, it, vi } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { askWith } from './testing-ask';

// Forty-eighth clinician review, zh M14: a mother five weeks after the birth on methimazole asked whether to stop
// breastfeeding and got "no assessment"; the next answer said it was fine (ATA 2017; LactMed).

vi.setConfig({ testTimeout: 30_000 });

const nursing: Answers = {
  ...person('female', 31, 162, 58, 'light'),
  lifeStage: 'lactating',
  medicines: ['methimazole', 'propranolol'],
};

describe('methimazole and propranolol while breastfeeding', () => {
  it.each([
    ['zh-CN', '吃赛治会影响宝宝吗？要不要断奶？', /可以继续喂奶，不必断奶/],
    [
      'en-US',
      'does my methimazole get into my breast milk? should I stop nursing?',
      /breastfeeding can go on/,
    ],
  ] as const)('%s: %s', (locale, text, says) => {
    const r = askWith('r48:mmi', nursing, locale, text);
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(/没有它在哺乳期的评估|no breastfeeding assessment/);
  });
});
