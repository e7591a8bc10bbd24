/**
 * Issue 31 §1 "Dictionary": Chinese and US products as they are sold — by salt mass under the Chinese
 * label convention, or under a brand name — are recognised and counted right, and a supervised
 * treatment is not added on top of a product bought for the same nutrient whose strength is unknown.
 * Strengths are from the labels cited in knowledge/supplements.ts and knowledge/salts.ts.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { findingOf, LOCALES, person, recOf } from '../testing';
import { planFor } from './index';

const woman: Answers = person('female', 40, 160, 55, 'light');
const IRON_DEFICIENT: Partial<Answers> = {
  labs: [
    { marker: 'ferritin', value: 8, unit: 'ng/mL' },
    { marker: 'hemoglobin', value: 98, unit: 'g/L' },
  ],
};
const review = (sup: SupplementIntake, locale: (typeof LOCALES)[number], extra: Partial<Answers> = {}) =>
  planFor({ ...woman, ...extra, supplements: [sup] }, locale);

describe.each(LOCALES)('%s', (locale) => {
  it.each<[SupplementIntake, string, number]>([
    // 葡萄糖酸锌片 "每片含葡萄糖酸锌70 mg（相当于锌10 mg）": 70 × 14.3 % ≈ 10 mg
    [{ name: '葡萄糖酸锌', dose: 70, unit: 'mg' }, 'zinc', 9.8],
    // US labels state the element: "zinc gluconate 50 mg" is 50 mg zinc
    [{ name: 'zinc gluconate', dose: 50, unit: 'mg' }, 'zinc', 50],
    [{ name: '葡萄糖酸钙', dose: 1000, unit: 'mg' }, 'calcium', 89],
    [{ optionId: 'iron-ferrous-succinate', dose: 1, unit: 'tablet' }, 'iron', 35],
    [{ optionId: 'iron-polysaccharide-150', dose: 1, unit: 'capsule' }, 'iron', 150],
    [{ optionId: 'iron-slow-fe', dose: 1, unit: 'tablet' }, 'iron', 45],
    [{ optionId: 'magnesium-oxide-400', dose: 1, unit: 'tablet' }, 'magnesium', 241],
    [{ optionId: 'calcium-carbonate-tums', dose: 2, unit: 'tablet' }, 'calcium', 400],
  ])('%o counts %s %s', (sup, nutrient, amount) => {
    const r = review(sup, locale).productReviews[0]!;
    expect(r.amounts?.find((a) => a.nutrient === nutrient)?.amount).toBeCloseTo(amount, 0);
  });

  it.each(['速力菲', '力蜚能', 'Feosol', 'Slow Fe', 'Mag-Ox 400', 'Tums', '葡萄糖酸钙片'])(
    '%s typed by name is recognised (its strength asked for, never "not recognised")',
    (name) => {
      const r = review({ name, dose: 1, unit: 'tablet' }, locale).productReviews[0]!;
      expect(r.issues.join(' ')).not.toMatch(
        /未能识别|could not be identified|not recognised|not recognized/i,
      );
    },
  );

  it('iron deficiency with 速力菲 of unknown strength: no iron added on top; the plan says it may be the treatment', () => {
    const p = review({ name: '速力菲', dose: 1, unit: 'tablet' }, locale, IRON_DEFICIENT);
    expect(recOf(p, 'iron')).toBeUndefined();
    const skipped = p.findings.find((f) => f.id === 'skipped:iron');
    expect(skipped?.text).toMatch(locale === 'zh-CN' ? /治疗药/ : /may be that treatment/);
  });

  // Issue 31 §3, "the card, the text and the product show one number": a supervised iron dose on top of
  // what a product already gives is less than the guideline's 60 mg, and its text says so (it said only
  // "60 mg elemental iron" beside a card of 45 mg).
  it.each<[SupplementIntake, number, number]>([
    [{ optionId: 'multivitamin-women', dose: 1, unit: 'tablet' }, 18, 45],
    [{ optionId: 'iron-ferrous-succinate', dose: 1, unit: 'tablet' }, 35, 30],
    [{ optionId: 'multivitamin-adult', dose: 1, unit: 'tablet' }, 8, 60],
  ])(
    'iron deficiency beside %o (%s mg iron): the card and its text say %s mg on top',
    (sup, current, dose) => {
      const p = review(sup, locale, IRON_DEFICIENT);
      const iron = recOf(p, 'iron')!;
      expect(iron.dose).toBe(dose);
      const says =
        locale === 'zh-CN'
          ? `已含铁 ${current} mg，再加 ${dose} mg，每天合计 ${current + dose} mg`
          : `already give ${current} mg of iron a day: add ${dose} mg, ${current + dose} mg a day in all`;
      expect(iron.reason).toContain(says);
      expect(findingOf(p, 'treatment:iron')?.text).toContain(says);
    },
  );

  it('iron deficiency with no iron product: the text says the guideline dose alone', () => {
    const p = planFor({ ...woman, ...IRON_DEFICIENT }, locale);
    expect(recOf(p, 'iron')?.dose).toBe(60);
    expect(recOf(p, 'iron')?.reason).not.toMatch(/已含|already give/);
  });

  it('iron deficiency beside a multivitamin of unknown strength: the treatment is still given', () => {
    const p = review({ name: 'Centrum', dose: 1, unit: 'tablet' }, locale, IRON_DEFICIENT);
    expect(recOf(p, 'iron')).toBeDefined();
  });
});

describe('低钠盐 by its potassium chloride share (issue 31 §1; SSaSS 2021: 25 % KCl)', () => {
  it.each(LOCALES)('%s: 5 g is about 655 mg potassium, and avoid with kidney disease', (locale) => {
    const plain = review({ name: '低钠盐', dose: 5, unit: 'g' }, locale).productReviews[0]!;
    expect(plain.amounts?.find((a) => a.nutrient === 'potassium')?.amount).toBeCloseTo(655, 0);
    const ckd = review({ name: '低钠盐', dose: 5, unit: 'g' }, locale, { conditions: ['kidney_disease'] })
      .productReviews[0]!;
    expect(ckd.verdict).toBe('avoid');
  });
});
