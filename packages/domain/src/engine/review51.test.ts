/**
 * Fifty-first clinician review, the plan's part: cancer at CKD G3a gets 1.0–1.2 g/kg protein (en S2), denosumab with a
 * low calcium is an urgent finding with calcium the doctor's rather than withheld (zh S3), and inflammatory bowel
 * disease with a low or borderline B12 gets no 2.4 µg product (en M17).
 */
import { describe, expect, it } from 'vitest';
import { planFor } from './index';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('en S2: cancer at eGFR 55 — protein 1.0–1.2 g/kg, under the 1.3 g/kg ceiling', () => {
    const who: Answers = {
      ...person('male', 61, 178, 68, 'light'),
      conditions: ['cancer'],
      labs: [{ marker: 'eGFR', value: 55, unit: 'mL/min/1.73m2', labRefLow: 60, labRefHigh: 200 }],
    };
    const p = planFor(who, locale);
    expect(p.profile.proteinTargetG).toBe(68);
    const protein = p.nutrients.find((n) => n.key === 'protein')!;
    expect(protein.target).toBe(68);
    // Without cancer the same person keeps the usual target.
    const plain = planFor({ ...who, conditions: [] }, locale);
    expect(plain.profile.proteinTargetG).toBeLessThan(68);
  });

  it('zh S3: denosumab with a calcium of 2.02 — urgent, within a day or two; calcium not "not advised"', () => {
    const who: Answers = {
      ...person('female', 69, 158, 51, 'light'),
      conditions: ['osteoporosis', 'kidney_disease'],
      medicines: ['denosumab'],
      labs: [
        { marker: 'Calcium', value: 2.02, unit: 'mmol/L', labRefLow: 2.11, labRefHigh: 2.52 },
        { marker: 'Phosphorus', value: 1.62, unit: 'mmol/L', labRefLow: 0.85, labRefHigh: 1.51 },
      ],
    };
    const p = planFor(who, locale);
    const f = p.findings.find((x) => x.id === 'denosumab-low-calcium');
    expect(f?.severity).toBe('urgent');
    expect(p.findings.find((x) => x.id === 'skipped:calcium')?.text).not.toMatch(
      zh ? /不建议自己补钙/ : /no calcium of your own/,
    );
    // A normal calcium on denosumab: no such finding.
    const normal = planFor(
      {
        ...who,
        labs: [{ marker: 'Calcium', value: 2.3, unit: 'mmol/L', labRefLow: 2.11, labRefHigh: 2.52 }],
      },
      locale,
    );
    expect(normal.findings.some((x) => x.id === 'denosumab-low-calcium')).toBe(false);
  });

  it('en M17: Crohn’s with a borderline B12 — the gastroenterologist’s, no 2.4 µg product', () => {
    const who: Answers = {
      ...person('female', 31, 163, 55, 'light'),
      conditions: ['ibd'],
      labs: [{ marker: 'Vitamin B12', value: 250, unit: 'pg/mL', labRefLow: 200, labRefHigh: 900 }],
    };
    const p = planFor(who, locale);
    expect(p.recommendations.some((r) => r.nutrient === 'vitaminB12')).toBe(false);
    expect(p.findings.find((x) => x.id === 'skipped:vitaminB12')?.text).toMatch(/1,?000/);
    // Without IBD the borderline B12 is the everyday recommendation's.
    const plain = planFor({ ...who, conditions: [] }, locale);
    expect(plain.findings.some((x) => x.id === 'skipped:vitaminB12')).toBe(false);
  });
});
