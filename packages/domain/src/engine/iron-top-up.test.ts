/**
 * Iron deficiency beside an iron product of her own (BSG 2021, Snook J et al. Gut 2021;70:2030:
 * supervised treatment 60–120 mg elemental iron a day): a product that already reaches the range gets
 * nothing on top; one below it gets a top-up to at least the lower bound, and the card, its text, the
 * treatment finding and the review of her product say one dose and one total; no shop product of iron.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { LOCALES, findingOf, person, recOf } from '../testing';
import { planFor } from './index';

const IRON_LOW: Answers['labs'] = [
  { marker: 'ferritin', value: 8, unit: 'ng/mL' },
  { marker: 'hemoglobin', value: 98, unit: 'g/L' },
];
const withSlowFe = (tablets: number): Answers => ({
  ...person('female', 35, 162, 56, 'light'),
  labs: IRON_LOW,
  supplements: [{ optionId: 'iron-slow-fe', dose: tablets, unit: 'tablet' }],
});

describe.each(LOCALES)('%s', (locale) => {
  const zh = locale === 'zh-CN';

  it('Slow Fe 45 mg: topped up into 60–120 mg; card, finding and review say the same dose and total', () => {
    const d = planFor(withSlowFe(1), locale);
    const iron = recOf(d, 'iron')!;
    expect(iron.supervised).toBe(true);
    const total = 45 + iron.dose;
    expect(total).toBeGreaterThanOrEqual(60);
    expect(total).toBeLessThanOrEqual(120);
    const says = zh
      ? new RegExp(`再加 ${iron.dose} mg，每天合计 ${total} mg`)
      : new RegExp(`add ${iron.dose} mg, ${total} mg a day in all`);
    expect(iron.reason).toMatch(says);
    expect(findingOf(d, 'treatment:iron')?.text).toMatch(says);
    const review = d.productReviews[0]!;
    expect(review.issues.join(' ')).toMatch(says);
    // Never "45 mg is a treatment dose": it is below the range.
    expect(review.issues.join(' ')).not.toMatch(
      /属于方案中须医生监督的治疗剂量|a treatment dose under medical supervision/,
    );
    expect(d.products.some((p) => p.nutrients.includes('iron'))).toBe(false);
  });

  it('Slow Fe 2 tablets (90 mg), in the range: nothing added on top, no iron product', () => {
    const d = planFor(withSlowFe(2), locale);
    expect(recOf(d, 'iron')).toBeUndefined();
    expect(d.products.some((p) => p.nutrients.includes('iron'))).toBe(false);
  });
});

describe('property: whatever the count of Slow Fe, her iron and the top-up end inside 60–120 mg or nothing is added', () => {
  it('holds for 1–2 tablets in both languages', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 }), fc.constantFrom(...LOCALES), (tablets, locale) => {
        const d = planFor(withSlowFe(tablets), locale);
        const have = 45 * tablets;
        const iron = recOf(d, 'iron');
        if (have >= 60) expect(iron).toBeUndefined();
        else {
          expect(have + iron!.dose).toBeGreaterThanOrEqual(60);
          expect(have + iron!.dose).toBeLessThanOrEqual(120);
        }
        expect(d.products.some((p) => p.nutrients.includes('iron'))).toBe(false);
      }),
    );
  });
});
