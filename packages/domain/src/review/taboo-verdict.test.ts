/**
 * A product's verdict follows the strongest taboo for it (clinician review 2026-11-25 evening, P5):
 * his 3 g fish oil on warfarin at INR 3.8 got `keep` ("与华法林同服时需监测，请告知医生") while the
 * same plan's taboo list said "华法林 x 银杏叶提取物、Omega-3 (EPA+DHA)、维生素E — major — avoid".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import type { EngineResult } from '../contracts/plan';
import { planFor } from '../engine';
import { answersArbitrary } from '../engine/testing';
import { BLEEDING_STACK_RULE_ID, bleedingStackCovers } from '../interactions/taboos';
import { LOCALES, person } from '../testing';
import { supplementOptionById } from './index';

/** P5: 79, warfarin, metoprolol, atorvastatin; ginkgo 120 mg, fish oil 3 g, vitamin E 400 IU, K2 100 µg, glucosamine. */
const P5: Answers = {
  ...person('male', 79, 165, 62, 'sedentary'),
  medicines: ['warfarin', 'metoprolol', 'atorvastatin'],
  supplements: [
    { name: '银杏叶', optionId: 'ginkgo', dose: 120, unit: 'mg' },
    { name: '鱼油', optionId: 'fish-oil', dose: 3000, unit: 'mg' },
    { name: '维生素E', optionId: 'vitamin-e-400iu', dose: 400, unit: 'IU' },
    { name: '维生素K2', optionId: 'vitamin-k2', dose: 100, unit: 'ug' },
    { name: '氨糖', optionId: 'glucosamine', dose: 1500, unit: 'mg' },
  ],
  labs: [{ marker: 'eGFR', value: 55, unit: 'mL/min/1.73m2' }],
};

/** Our own phrasing: fish oil and turmeric-free pair on clopidogrel (fish oil + vitamin E). */
const ON_CLOPIDOGREL: Answers = {
  ...person('female', 66, 160, 58, 'light'),
  medicines: ['clopidogrel'],
  supplements: [
    { name: 'fish oil', optionId: 'fish-oil', dose: 2000, unit: 'mg' },
    { name: 'vitamin E', optionId: 'vitamin-e-400iu', dose: 400, unit: 'IU' },
  ],
};

const reviewOf = (p: EngineResult, optionId: string) => p.productReviews.find((r) => r.optionId === optionId);

/** Whether a major/avoid taboo of the plan is for this product (its own, or the cumulative warning's). */
function majorAvoidFor(p: EngineResult, main: string): boolean {
  const covers = bleedingStackCovers(p.medicineTaboos);
  return p.medicineTaboos.some(
    (t) =>
      t.severity === 'major' &&
      t.management === 'avoid' &&
      (t.target === main || (t.ruleId === BLEEDING_STACK_RULE_ID && covers.includes(main))),
  );
}

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('P5: fish oil 3 g on warfarin in the bleeding stack is "avoid", never "keep"', () => {
    const p = planFor(P5, locale);
    expect(p.medicineTaboos.some((t) => t.ruleId === BLEEDING_STACK_RULE_ID)).toBe(true);
    const fish = reviewOf(p, 'fish-oil');
    expect(fish?.verdict).toBe('avoid');
    expect(fish?.issues.join(' ')).toMatch(
      zh ? /出血风险叠加（合起来属严重/ : /adds to bleeding risk \(major when taken together/,
    );
    expect(reviewOf(p, 'ginkgo')?.verdict).toBe('avoid');
    expect(reviewOf(p, 'vitamin-e-400iu')?.verdict).toBe('avoid');
  });

  it('our own phrasing: fish oil with vitamin E on clopidogrel — both follow the cumulative warning', () => {
    const p = planFor(ON_CLOPIDOGREL, locale);
    if (!p.medicineTaboos.some((t) => t.ruleId === BLEEDING_STACK_RULE_ID)) return;
    expect(reviewOf(p, 'fish-oil')?.verdict).toBe('avoid');
    expect(reviewOf(p, 'vitamin-e-400iu')?.verdict).toBe('avoid');
  });

  it('fish oil alone on warfarin (no stack) keeps its own moderate rule: not "avoid"', () => {
    const p = planFor(
      { ...P5, supplements: [{ name: 'fish oil', optionId: 'fish-oil', dose: 1000, unit: 'mg' }] },
      locale,
    );
    expect(reviewOf(p, 'fish-oil')?.verdict).not.toBe('avoid');
  });
});

describe('property: a product with a major/avoid taboo for the person’s medicines is "avoid"', () => {
  const arb = answersArbitrary({
    medicines: [
      'warfarin',
      'rivaroxaban',
      'apixaban',
      'clopidogrel',
      'aspirin',
      'lisinopril',
      'spironolactone',
      'levothyroxine',
      'sertraline',
    ],
    supplementOptionIds: [
      'fish-oil',
      'ginkgo',
      'vitamin-e-400iu',
      'vitamin-e-100mg',
      'vitamin-k2',
      'glucosamine',
      'st-johns-wort',
    ],
    labs: [],
  });
  it.each(LOCALES)('%s', (locale) => {
    fc.assert(
      fc.property(arb, (a) => {
        const p = planFor(a, locale);
        (a.supplements ?? []).forEach((s) => {
          if (!s.optionId || s.prescribed === true) return;
          const main = supplementOptionById(s.optionId)?.main;
          const r = reviewOf(p, s.optionId);
          if (!main || !r || r.verdict === 'unchecked') return;
          if (p.productReviews.filter((x) => x.optionId === s.optionId).length > 1) return;
          if (majorAvoidFor(p, main))
            expect(r.verdict, `${s.optionId} with ${a.medicines?.join(',')}`).toBe('avoid');
        });
      }),
      { numRuns: 60 },
    );
  });
});
