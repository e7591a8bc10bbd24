/**
 * Forty-ninth clinician review, en S4 and zh P4-S1: domperidone 20 mg four times a day (80 mg) and 吗丁啉 at 60 mg a
 * day for milk supply were not flagged. Above the regulators' 30 mg a day the plan says so, with who to call and the
 * signs for the emergency department, in both languages; 10 mg three times a day says nothing.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { resolveMedicineEntries } from '../interactions';
import { person } from '../testing';
import { aboveDailyMax, dailyMgOf } from '../knowledge/medicine-daily-max';
import { planFor } from './index';

const nursing = (entries: string[], locale: 'zh-CN' | 'en-US'): Answers => {
  const r = resolveMedicineEntries(entries, locale);
  return {
    ...person('female', 33, 162, 60, 'light'),
    lifeStage: 'lactating',
    medicines: r.ids,
    medicineDoses: r.doses,
  };
};

describe('domperidone above 30 mg a day', () => {
  it.each([
    ['en-US', ['Domperidone 20 mg 4 times a day'], /80 mg a day is above the 30 mg a day maximum/],
    ['zh-CN', ['吗丁啉 20mg 一天三次'], /每天60毫克，超过了每天最多30毫克的上限/],
  ] as const)('%s %s', (locale, entries, says) => {
    const plan = planFor(nursing([...entries], locale), locale);
    const f = plan.findings.find((x) => x.id === 'domperidone-above-daily-max');
    expect(f?.text).toMatch(says);
    expect(f?.text).toMatch(locale === 'zh-CN' ? /不要今天自己停药/ : /Do not stop or change it yourself/);
    expect(f?.reasons[0]?.source?.ref).toMatch(/EMA/);
  });

  it.each([
    ['en-US', ['Domperidone 10 mg three times a day']],
    ['zh-CN', ['吗丁啉 10mg 一天三次']],
  ] as const)('%s at the label dose: nothing said', (locale, entries) => {
    const plan = planFor(nursing([...entries], locale), locale);
    expect(plan.findings.some((x) => x.id === 'domperidone-above-daily-max')).toBe(false);
  });

  it('adds up the day', () => {
    expect(dailyMgOf({ dose: 20, unit: 'mg', frequency: 'qid' })).toBe(80);
    expect(dailyMgOf({ dose: 10, unit: 'mg', frequency: 'once a day' })).toBe(10);
    expect(dailyMgOf({ dose: 1, unit: 'tablet', frequency: 'twice a day' })).toBeNull();
    expect(aboveDailyMax([{ id: 'domperidone', dose: 10, unit: 'mg', frequency: '一天三次' }])).toEqual([]);
  });
});
