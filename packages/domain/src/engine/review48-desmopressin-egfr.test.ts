import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Forty-eighth blind clinician review (2026-12-02), en M2: eGFR 49 on Nocdurna was flagged for its sodium only.

const walt = (egfr: number): Answers => ({
  ...person('male', 79, 175, 78, 'light'),
  medicines: ['desmopressin'],
  labs: [{ marker: 'eGFR', value: egfr, unit: 'mL/min/1.73m2' }],
});

const said = (a: Answers, locale: (typeof LOCALES)[number]) => JSON.stringify(planFor(a, locale));

describe('desmopressin and an eGFR below 50', () => {
  it.each(LOCALES)(
    '%s: eGFR 49 — the label’s limit is said, with its source; no "stop it yourself"',
    (locale) => {
      const text = said(walt(49), locale);
      expect(text).toMatch(
        locale === 'zh-CN' ? /eGFR低于50时不应使用/ : /not to use it when the eGFR is below 50/,
      );
      expect(text).toMatch(/Nocdurna \(desmopressin acetate\) US prescribing information/);
    },
  );
  it.each(LOCALES)('%s: eGFR 55 — low, but above the label’s limit: not said', (locale) => {
    const text = said(walt(55), locale);
    expect(text).not.toMatch(/eGFR低于50时不应使用|not to use it when the eGFR is below 50/);
  });
});
