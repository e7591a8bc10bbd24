/**
 * Clinician review 8 (zh P3, en P1), through the engine: Addison's disease on hydrocortisone and
 * fludrocortisone with liquorice, sodium 133 and potassium 5.3 (lab range up to 5.1).
 */
import { describe, expect, it } from 'vitest';
import { findingOf, LOCALES } from '../testing';
import { planFor } from './index';
import { REFERENCE_PERSONAS } from './reference-personas';

const ADDISON = new Map(REFERENCE_PERSONAS).get(
  "Addison's on hydrocortisone and fludrocortisone with liquorice, hypertension",
)!;

describe("the plan of someone with Addison's disease", () => {
  it.each(LOCALES)(
    '%s: liquorice is a pair with both steroids, and the low sodium names under-replacement',
    (locale) => {
      const plan = planFor(ADDISON, locale);
      const ids = plan.medicineTaboos.map((t) => t.ruleId);
      expect(ids).toEqual(
        expect.arrayContaining(['hydrocortisone.licorice', 'class:mineralocorticoid.licorice']),
      );
      const sodium = JSON.stringify(findingOf(plan, 'lab:serumSodium'));
      expect(sodium).toMatch(
        locale === 'zh-CN' ? /替代量不够.*内分泌科医生/ : /too little replacement.*endocrinologist/,
      );
      expect(sodium).toMatch(locale === 'zh-CN' ? /不要刻意少吃盐/ : /do not cut salt/);
    },
  );

  it('en-US: the potassium above the printed range gets the fludrocortisone note', () => {
    const plan = planFor(ADDISON, 'en-US');
    const k = JSON.stringify(findingOf(plan, 'lab:serumPotassium') ?? null);
    expect(k).toMatch(/mineralocorticoid replacement is not enough/);
  });
});
