/**
 * Fiftieth clinician review, m10: zinc 10 mg was recommended and sold to a man on haemodialysis because food gave less
 * than the target. KDOQI 2020 (micronutrients) suggests not routinely supplementing zinc or selenium in CKD 1–5D: a
 * food gap alone gives none, with the reason said; a low serum zinc still may.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, findingOf, person, recOf } from '../testing';
import { planFor } from './index';

const marcus: Answers = {
  ...person('male', 58, 178, 84, 'light'),
  conditions: ['dialysis', 'diabetes'],
  medicines: ['sevelamer', 'cinacalcet'],
};
const ckd: Answers = { ...person('female', 66, 158, 60, 'light'), conditions: ['kidney_disease'] };

describe.each(LOCALES)('%s', (locale) => {
  it.each([
    ['on haemodialysis', marcus],
    ['with CKD', ckd],
  ])('%s, no zinc for a food gap, and the plan says why', (_, answers) => {
    const p = planFor(answers, locale);
    expect(recOf(p, 'zinc')).toBeUndefined();
    expect(p.products.some((x) => x.nutrients.includes('zinc') && x.nutrients.length === 1)).toBe(false);
    const skipped = findingOf(p, 'skipped:zinc');
    if (skipped)
      expect(skipped.text).toMatch(locale === 'zh-CN' ? /不建议常规补充锌/ : /against routine zinc/i);
  });

  it('the same man without kidney disease still gets zinc for the same food gap', () => {
    const p = planFor({ ...marcus, conditions: ['diabetes'], medicines: [] }, locale);
    expect(recOf(p, 'zinc')).toBeDefined();
  });

  it('a low serum zinc on dialysis is still answered', () => {
    const p = planFor({ ...marcus, labs: [{ marker: 'Zinc', value: 8, unit: 'μmol/L' }] }, locale);
    expect(recOf(p, 'zinc')).toBeDefined();
  });
});
