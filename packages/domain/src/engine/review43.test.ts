import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Forty-third blind clinician review (2026-12-01): the plan's side.

describe('valacyclovir and gabapentin with weak kidneys (zh S2)', () => {
  it.each(LOCALES)('%s: both are kidney-dose findings, valacyclovir urgent', (locale) => {
    const a: Answers = {
      ...person('female', 91, 150, 38, 'sedentary'),
      conditions: ['kidney_disease'],
      medicines: ['valacyclovir', 'gabapentin'],
      labs: [{ marker: 'eGFR', value: 26, unit: 'mL/min/1.73m2' }],
    };
    const f = planFor(a, locale).findings;
    expect(f.find((x) => x.id === 'kidney-medicine:valacyclovir-kidney')?.severity).toBe('urgent');
    expect(f.find((x) => x.id === 'kidney-medicine:gabapentin-kidney')?.severity).toBe('warning');
  });
  it('normal kidneys: neither', () => {
    const a: Answers = {
      ...person('female', 50, 160, 60, 'light'),
      medicines: ['valacyclovir', 'gabapentin'],
      labs: [{ marker: 'eGFR', value: 95, unit: 'mL/min/1.73m2' }],
    };
    expect(
      planFor(a, 'en-US')
        .findings.map((x) => x.id)
        .filter((id) => id.startsWith('kidney-medicine:')),
    ).toEqual([]);
  });
});

describe('ergotamine in pregnancy (zh S3)', () => {
  it.each(LOCALES)('%s: a pregnancy finding', (locale) => {
    const a: Answers = {
      ...person('female', 30, 160, 55, 'light'),
      lifeStage: 'pregnant_t1',
      medicines: ['ergotamine'],
    };
    expect(planFor(a, locale).findings.map((x) => x.id)).toContain('pregnancy-medicine:ergotamine');
  });
});

describe('zuranolone (en M14)', () => {
  it.each(LOCALES)(
    '%s: evening with a fatty meal, no alcohol or other sedatives — a plan warning',
    (locale) => {
      const a: Answers = {
        ...person('female', 31, 165, 84, 'light'),
        lifeStage: 'lactating',
        medicines: ['zuranolone'],
      };
      expect(
        planFor(a, locale).findings.find((f) => f.id === 'medicine-diet:zuranolone-evening-no-alcohol')
          ?.severity,
      ).toBe('warning');
    },
  );
});
