import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { storedPlanFor } from '../assistant/testing';
import { person } from '../testing';
import { daySchedule } from './daySchedule';
import { doseIntervalDays } from './dose-interval';

// Thirty-second clinician review, zh S1: alendronate 70 mg "一周一次" was on every morning's schedule (and
// ticked on consecutive days) for an 81-year-old — seven times the dose.

const grandma = (frequency: string | undefined, amount = 70): Answers => ({
  ...person('female', 81, 150, 41, 'sedentary'),
  medicines: ['alendronate'],
  medicineDoses: [{ id: 'alendronate', dose: amount, unit: 'mg', ...(frequency ? { frequency } : {}) }],
});

const itemsOf = (a: Answers, locale: 'zh-CN' | 'en-US') => {
  const plan = storedPlanFor(`interval:${JSON.stringify(a.medicineDoses)}:${locale}`, a, locale);
  const s = daySchedule({ plan, medicines: a.medicines ?? [] });
  return { plan, daily: s.slots.flatMap((x) => x.items), apart: s.asPrescribed };
};

describe('a weekly or monthly medicine is never on every day’s schedule', () => {
  it.each([
    ['一周一次', 'zh-CN', /每周只吃一次/],
    ['once weekly', 'en-US', /once a week only/],
    [undefined, 'en-US', /once a week only/],
  ] as const)('alendronate 70 mg, frequency %s (%s)', (frequency, locale, label) => {
    const { daily, apart } = itemsOf(grandma(frequency), locale);
    expect(daily.some((i) => i.id === 'med:alendronate')).toBe(false);
    const item = apart.find((i) => i.id === 'med:alendronate');
    expect(item?.label[locale === 'zh-CN' ? 'zh' : 'en']).toMatch(label);
  });

  it('alendronate 10 mg a day stays a daily dose on waking', () => {
    const { daily } = itemsOf(grandma('每天一次', 10), 'zh-CN');
    expect(daily.some((i) => i.id === 'med:alendronate')).toBe(true);
  });

  it('oral methotrexate is weekly unless daily is said', () => {
    const a: Answers = { ...person('female', 50, 160, 60, 'light'), medicines: ['methotrexate'] };
    const plan = storedPlanFor('interval:methotrexate', a, 'en-US');
    expect(doseIntervalDays('methotrexate', plan)).toBe(7);
  });
});
