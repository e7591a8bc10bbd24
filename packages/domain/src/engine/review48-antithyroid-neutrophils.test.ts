import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Forty-eighth blind clinician review (2026-12-02), zh M13: neutrophils 1.6 on methimazole were "perhaps after a virus".

const on = (medicines: string[], value: number): Answers => ({
  ...person('female', 30, 162, 60, 'light'),
  conditions: ['hyperthyroid'],
  medicines,
  labs: [{ marker: 'Neutrophils', value, unit: '10^9/L', labRefLow: 1.8, labRefHigh: 6.3 }],
});
const finding = (a: Answers, locale: (typeof LOCALES)[number]) =>
  planFor(a, locale).findings.find((f) => f.id === 'lab:neutrophils')?.text ?? '';

describe('a low neutrophil count on an antithyroid drug', () => {
  it.each(LOCALES)(
    '%s: the drug is named, the endocrinologist within days, the label’s fever instruction',
    (locale) => {
      const text = finding(on(['methimazole'], 1.6), locale);
      expect(text).toMatch(
        locale === 'zh-CN'
          ? /粒细胞缺乏.*内分泌科医生.*发烧、咽喉痛/s
          : /agranulocytosis.*endocrinologist.*fever, sore throat/s,
      );
      expect(text).not.toMatch(/一过性的（如病毒感染后）/);
    },
  );
  it.each(LOCALES)('%s: not on one, the general text', (locale) => {
    expect(finding(on([], 1.6), locale)).not.toMatch(/粒细胞缺乏|agranulocytosis/);
  });
  it.each(LOCALES)('%s: 2.5 on methimazole: nothing said', (locale) => {
    expect(finding(on(['methimazole'], 2.5), locale)).not.toMatch(/粒细胞缺乏|agranulocytosis/);
  });
});
