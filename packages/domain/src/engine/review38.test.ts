import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Thirty-eighth blind clinician review (2026-12-01): the plan's side.

describe('methotrexate typed as daily (zh S1)', () => {
  const ra = (frequency: string, labs: Answers['labs'] = []): Answers => ({
    ...person('female', 69, 156, 55, 'light'),
    medicines: ['methotrexate'],
    medicineDoses: [{ id: 'methotrexate', dose: 7.5, unit: 'mg', frequency }],
    labs,
  });

  it.each(LOCALES)('%s: daily is an urgent finding, and with low counts the hospital today', (locale) => {
    const f = planFor(
      ra(locale === 'zh-CN' ? '每天一次' : 'once a day', [
        { marker: 'WBC', value: 2.8, unit: '10^9/L', labRefLow: 3.5, labRefHigh: 9.5 },
      ]),
      locale,
    ).findings.find((x) => x.id === 'methotrexate-daily');
    expect(f?.severity).toBe('urgent');
    expect(f?.text).toMatch(
      locale === 'zh-CN'
        ? /下一次先不要吃[\s\S]*今天就去医院/
        : /Do not take the next dose[\s\S]*go to hospital today/,
    );
  });

  it.each(['每周一次', 'once a week on Sundays', '每周六早上'])('weekly (%s) is no finding', (frequency) => {
    expect(planFor(ra(frequency), 'zh-CN').findings.map((x) => x.id)).not.toContain('methotrexate-daily');
  });
});

describe('venetoclax, St John’s wort and a tumour-lysis picture (en S1, S2)', () => {
  const graham: Answers = {
    ...person('male', 66, 178, 80, 'light'),
    conditions: ['cancer', 'hypertension'],
    medicines: ['venetoclax', 'amlodipine'],
    supplements: [{ optionId: 'st-johns-wort', name: "St John's wort", dose: 3, unit: 'tablet' }],
    labs: [
      { marker: 'Uric acid', value: 0.52, unit: 'mmol/L', labRefLow: 0.2, labRefHigh: 0.42 },
      { marker: 'Phosphate', value: 1.62, unit: 'mmol/L', labRefLow: 0.8, labRefHigh: 1.45 },
      { marker: 'Calcium', value: 2.02, unit: 'mmol/L', labRefLow: 2.15, labRefHigh: 2.55 },
    ],
  };

  it.each(LOCALES)('%s: the tumour-lysis finding is urgent and no calcium is recommended', (locale) => {
    const p = planFor(graham, locale);
    expect(p.findings.find((f) => f.id === 'tumour-lysis-labs')?.severity).toBe('urgent');
    expect(p.recommendations.some((r) => r.nutrient === 'calcium')).toBe(false);
  });

  it('St John’s wort beside venetoclax and amlodipine is avoid', () => {
    const review = planFor(graham, 'en-US').productReviews.find((r) => /St John/.test(r.name));
    expect(review?.verdict).toBe('avoid');
  });

  it('one abnormal marker alone is no tumour-lysis finding', () => {
    const p = planFor({ ...graham, labs: [graham.labs![0]!] }, 'en-US');
    expect(p.findings.map((f) => f.id)).not.toContain('tumour-lysis-labs');
  });
});
