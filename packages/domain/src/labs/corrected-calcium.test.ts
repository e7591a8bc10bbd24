/**
 * A total calcium beside a low albumin is read corrected for it (Payne 1973; twenty-sixth clinician
 * review, zh minor 1): 2.02 mmol/L with an albumin of 34 g/L is 2.14 — normal, no calcium for it; 2.68
 * with 32 is 2.84 — high, and higher than it looks. An albumin of 40 or more, or none, leaves the
 * calcium as measured.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LabValue } from '../contracts/questionnaire';
import { LOCALES } from '../testing';
import { analyseLabs } from './index';

const read = (labs: LabValue[], locale: 'zh-CN' | 'en-US' = 'zh-CN') =>
  analyseLabs(labs, { locale, sex: 'male', age: 66 }).analysis.markers.find((m) => m.key === 'serumCalcium');
const ca = (value: number): LabValue => ({ marker: 'serumCalcium', value, unit: 'mmol/L' });
const alb = (value: number, unit = 'g/L'): LabValue => ({ marker: 'albumin', value, unit });

describe.each(LOCALES)('%s', (locale) => {
  it('2.02 with albumin 34 reads normal by its corrected 2.14, the measured figure kept', () => {
    const m = read([ca(2.02), alb(34)], locale)!;
    expect(m.value).toBe(2.02);
    expect(m.flag).toBe('normal');
    expect(m.meaning).toMatch(/2\.14 mmol\/L/);
    expect(m.source.ref).toMatch(/Payne/);
  });
  it('2.68 with albumin 32 reads high, corrected 2.84', () => {
    const m = read([ca(2.68), alb(32)], locale)!;
    expect(m.flag).toBe('high');
    expect(m.meaning).toMatch(/2\.84 mmol\/L/);
  });
  it('albumin in g/dL is converted first (3.4 g/dL = 34 g/L)', () => {
    expect(read([ca(2.02), alb(3.4, 'g/dL')], locale)!.flag).toBe('normal');
  });
});

describe('no correction', () => {
  it('without an albumin, or with one of 40 or more', () => {
    expect(read([ca(2.02)])!.flag).toBe('low');
    expect(read([ca(2.02), alb(42)])!.flag).toBe('low');
    expect(read([ca(2.02), alb(42)])!.meaning).not.toMatch(/校正/);
  });
  it('a low albumin never lowers the calcium read', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.5, max: 3.5, noNaN: true }),
        fc.double({ min: 15, max: 39.9, noNaN: true }),
        (c, a) => {
          const measured = read([ca(Math.round(c * 100) / 100)])!;
          const corrected = read([ca(Math.round(c * 100) / 100), alb(Math.round(a * 10) / 10)])!;
          const order = { low: 0, normal: 1, high: 2 } as const;
          expect(order[corrected.flag as 'low' | 'normal' | 'high']).toBeGreaterThanOrEqual(
            order[measured.flag as 'low' | 'normal' | 'high'],
          );
        },
      ),
    );
  });
});
