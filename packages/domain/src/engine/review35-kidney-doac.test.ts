/**
 * Thirty-fifth blind clinician review (2026-12-01), zh M1: edoxaban (里先安) 60 mg with an eGFR of 44 passed
 * without a word — its label reduces the dose from a creatinine clearance of 50, as rivaroxaban's does.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, person } from '../testing';
import { planFor } from './index';

const man = (medicine: string, egfr: number): Answers => ({
  ...person('male', 69, 170, 68, 'light'),
  medicines: [medicine],
  labs: [{ marker: 'eGFR', value: egfr, unit: 'mL/min/1.73m2' }],
});
const kidneyFindings = (a: Answers, locale: (typeof LOCALES)[number]) =>
  planFor(a, locale).findings.filter((f) => f.id.startsWith('kidney-medicine:'));

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';
  it.each(['edoxaban', 'rivaroxaban'])(
    '%s at an eGFR of 44: the dose is to be checked, never changed alone',
    (id) => {
      const [f, ...more] = kidneyFindings(man(id, 44), locale);
      expect(more).toEqual([]);
      expect(f?.id).toBe('kidney-medicine:edoxaban-rivaroxaban');
      expect(f?.text).toMatch(
        zh
          ? /肌酐清除率15–50时用减量[\s\S]*不要自己停药或改量/
          : /reduced dose at a clearance of 15–50[\s\S]*do not stop or change it yourself/,
      );
      expect(
        f?.reasons.some((r) => /Savaysa \(edoxaban\) US prescribing information §2\.1/.test(r.source.ref)),
      ).toBe(true);
    },
  );
  it('apixaban at an eGFR of 44, and edoxaban at 60, get no kidney line', () => {
    expect(kidneyFindings(man('apixaban', 44), locale)).toEqual([]);
    expect(kidneyFindings(man('edoxaban', 60), locale)).toEqual([]);
  });
  it('apixaban below 30 keeps its own line', () => {
    expect(kidneyFindings(man('apixaban', 25), locale).map((f) => f.id)).toEqual([
      'kidney-medicine:factor-xa-inhibitors',
    ]);
  });
});
