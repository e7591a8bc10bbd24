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

// Forty-seventh clinician review, zh S4: roxadustat "每周三次" after dialysis was scheduled as "每周只吃一次" — a
// third of the prescribed dose.
describe('a medicine taken on some days of the week is listed with the days as typed', () => {
  const dialysis = (frequency: string): Answers => ({
    ...person('male', 66, 170, 65, 'sedentary'),
    conditions: ['kidney_disease'],
    medicines: ['roxadustat'],
    medicineDoses: [{ id: 'roxadustat', dose: 100, unit: 'mg', frequency }],
  });

  it.each([
    ['每周三次（周一三五透析后）', 'zh-CN', /你写的是“每周三次（周一三五透析后）”：只在医生定的那几天吃/],
    ['一周3次', 'zh-CN', /只在医生定的那几天吃/],
    ['周二四六', 'zh-CN', /只在医生定的那几天吃/],
    ['隔天一次', 'zh-CN', /只在医生定的那几天吃/],
    [
      '3 times a week after dialysis',
      'en-US',
      /you wrote “3 times a week after dialysis”: on the days your prescriber set/,
    ],
    ['three times weekly', 'en-US', /on the days your prescriber set/],
    ['twice a week', 'en-US', /on the days your prescriber set/],
    ['Mon/Wed/Fri', 'en-US', /on the days your prescriber set/],
    ['every other day', 'en-US', /on the days your prescriber set/],
  ] as const)('roxadustat, %s (%s): not weekly, not daily', (frequency, locale, label) => {
    const { daily, apart } = itemsOf(dialysis(frequency), locale);
    expect(daily.some((i) => i.id === 'med:roxadustat')).toBe(false);
    const item = apart.find((i) => i.id === 'med:roxadustat');
    const text = item?.label[locale === 'zh-CN' ? 'zh' : 'en'] ?? '';
    expect(text).toMatch(label);
    expect(text).not.toMatch(/每周只吃一次|once a week only/);
  });

  it.each([['每周一次'], ['一周1次'], ['每周三吃一次'], ['once a week']])(
    'alendronate 70 mg, %s, stays once a week',
    (frequency) => {
      const { apart } = itemsOf(grandma(frequency), 'zh-CN');
      expect(apart.find((i) => i.id === 'med:alendronate')?.label.zh).toMatch(/每周只吃一次/);
    },
  );
});

// The forty-ninth clinician review's en S8 (a weekly 60,000 IU vitamin D sachet): a supplement taken once a week or a
// month is listed apart, never on every day's list.
describe('a supplement taken once a week or a month is never on every day’s schedule', () => {
  it.each([
    ['week', 'en-US', /once a week only/],
    ['week', 'zh-CN', /每周只吃一次/],
    ['month', 'en-US', /once a month only/],
  ] as const)('Uprise D3 60K every %s (%s)', (every, locale, label) => {
    const a: Answers = {
      ...person('female', 39, 158, 54, 'light'),
      labs: [{ marker: '25-OH Vitamin D', value: 9, unit: 'ng/mL' }],
      supplements: [{ name: 'Uprise D3 60K', dose: 1, unit: 'sachet', every }],
    };
    const plan = storedPlanFor(`interval:d:${every}:${locale}`, a, locale);
    const s = daySchedule({ plan, medicines: [] });
    const daily = s.slots.flatMap((x) => x.items);
    expect(daily.some((i) => i.label.en.includes('Uprise'))).toBe(false);
    const item = s.asPrescribed.find((i) => i.label.en.includes('Uprise'));
    expect(item?.label[locale === 'zh-CN' ? 'zh' : 'en']).toMatch(label);
  });

  it('taken every day, it stays on the daily list', () => {
    const a: Answers = {
      ...person('female', 39, 158, 54, 'light'),
      supplements: [{ name: 'Vitamin D3 1000 IU', dose: 1, unit: 'capsule' }],
    };
    const s = daySchedule({ plan: storedPlanFor('interval:d:daily', a, 'en-US'), medicines: [] });
    expect(s.slots.flatMap((x) => x.items).some((i) => i.label.en.includes('Vitamin D3 1000 IU'))).toBe(true);
  });
});
