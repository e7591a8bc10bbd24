/**
 * Forty-eighth blind clinician review (2026-12-02), zh M15: breastfeeding with an overactive thyroid, heavier than before
 * the pregnancy, asked whether 1,200 kcal a day is fine — and was told her weight loss is the disease.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { person } from '../testing';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';

const mother: Answers = {
  ...person('female', 30, 162, 60, 'light'),
  lifeStage: 'lactating',
  conditions: ['hyperthyroid'],
  medicines: ['methimazole'],
};
const ask = (text: string, locale: 'zh-CN' | 'en-US') =>
  assistantReply({
    text,
    locale,
    plan: storedPlanFor('review48 thyroid mother', mother, locale),
    medicines: ['methimazole'],
  }).text;

describe('wanting to lose weight with an overactive thyroid, breastfeeding', () => {
  it.each([
    ['zh-CN', '想产后瘦回去，一天吃1200大卡行吗？现在比怀孕前还重6斤', /不要节食/, /1800千卡/],
    [
      'en-US',
      'I want to lose the baby weight, is 1200 calories a day ok? still 3 kg over my pre-pregnancy weight',
      /do not diet now/,
      /1,800 kcal/,
    ],
  ] as const)(
    '%s: no deficit while treated, the milk floor; not "your weight loss is the disease"',
    (locale, q, noDiet, floor) => {
      const text = ask(q, locale);
      expect(text).toMatch(noDiet);
      expect(text).toMatch(floor);
      expect(text).not.toMatch(/体重下降、总是饿|Losing weight and being hungry/);
    },
  );
  it('weight lost told: the disease text stays', () => {
    expect(ask('甲亢这个月掉了5斤，总是饿，要吃多少', 'zh-CN')).toMatch(/体重下降、总是饿/);
  });
});
