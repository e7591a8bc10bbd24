/**
 * "Spirulina powder (for B12)" 3 g was matched to a 1,000 µg B12 tablet, counted as 3,000,000 µg and
 * kept, and the plan skipped her B12 treatment although her B12 was low (clinician review 2026-11-25,
 * products §2). A food taken for a nutrient is not a tablet of it; an amount of more than 100 label
 * servings a day is not read.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { NUTRIENT_KEYS } from '../nutrients';
import { findingOf, LOCALES, person, recOf } from '../testing';
import { resolveSupplementName, reviewSupplements, searchSupplementOptions, type ReviewInput } from '.';

const TARGETS = Object.fromEntries(
  NUTRIENT_KEYS.map((k) => [k, { target: 1, ul: null }]),
) as ReviewInput['targets'];
const review = (s: SupplementIntake, locale: (typeof LOCALES)[number]) =>
  reviewSupplements({
    supplements: [s],
    targets: TARGETS,
    taboos: [],
    lowNutrients: ['vitaminB12'],
    locale,
  })[0]!;

describe('a food or herb taken for a nutrient is not a tablet of that nutrient', () => {
  it.each([
    'Spirulina powder (for B12)',
    'spirulina for B12',
    '螺旋藻粉（补B12）',
    '螺旋藻片 补维生素B12',
    'Chlorella tablets (vitamin B12)',
    '小球藻（B12）',
    'nori sheets for iodine',
    '紫菜（补碘）',
    'Seaweed powder (for iodine)',
  ])('%s resolves to no B12 or iodine option', (name) => {
    const o = resolveSupplementName(name);
    expect(o?.main).not.toBe('vitaminB12');
    expect(o?.main).not.toBe('iodine');
    expect(searchSupplementOptions(name)[0]?.main).not.toBe('vitaminB12');
  });

  it('a named product keeps its purpose words out of the way: kelp (for iodine) is kelp, B12 (for energy) is B12', () => {
    expect(resolveSupplementName('kelp (for iodine)')?.id).toBe('kelp');
    expect(resolveSupplementName('海带片（补碘）')?.id).toBe('kelp');
    expect(resolveSupplementName('Vitamin B12 (for energy)')?.main).toBe('vitaminB12');
    // A whole name that is an option's own name keeps it, brackets and all.
    expect(resolveSupplementName('50岁以上复合维生素（银片）')?.id).toBe('multivitamin-50plus');
  });

  for (const locale of LOCALES) {
    it(`${locale}: the spirulina is unchecked, never "keep" with 3,000,000 µg of B12`, () => {
      const r = review({ name: 'Spirulina powder (for B12)', dose: 3, unit: 'g' }, locale);
      expect(r.verdict).toBe('unchecked');
      expect(r.amounts).toBeUndefined();
    });
  }
});

describe('an amount that cannot be an amount of the product is not counted', () => {
  for (const locale of LOCALES) {
    const zh = locale === 'zh-CN';
    it(`${locale}: 3 g of a 1,000 µg B12 tablet (3,000 servings) is uncounted and said in plain words`, () => {
      const r = review({ optionId: 'vitamin-b12-1000', name: 'B12', dose: 3, unit: 'g' }, locale);
      expect(r.verdict).toBe('unchecked');
      expect(r.uncounted).toBe(true);
      expect(r.amounts).toBeUndefined();
      expect(r.issues.join(' ')).toMatch(zh ? /读不懂这个剂量/ : /the amount could not be read/);
      expect(r.issues.join(' ')).toMatch(zh ? /3000 份/ : /3000 servings/);
    });

    it(`${locale}: large but possible amounts are still counted (vitamin D 50,000 IU, calcium 1.2 g, fish oil 4 g)`, () => {
      const d = review({ optionId: 'vitamin-d3-1000iu', dose: 50000, unit: 'IU' }, locale);
      expect(d.uncounted).toBeUndefined();
      expect(d.amounts?.find((a) => a.nutrient === 'vitaminD')?.amount).toBeCloseTo(1250, 0);
      expect(
        review({ optionId: 'calcium-carbonate', dose: 1.2, unit: 'g' }, locale).uncounted,
      ).toBeUndefined();
      expect(review({ optionId: 'fish-oil', dose: 4, unit: 'g' }, locale).uncounted).toBeUndefined();
    });
  }
});

describe('in the plan: her low B12 is treated, the spirulina is not counted as B12', () => {
  const LOW_B12: Answers = {
    ...person('female', 34, 162, 55, 'light'),
    labs: [{ marker: 'serumB12', value: 100, unit: 'pmol/L' }],
    supplements: [{ name: 'Spirulina powder (for B12)', dose: 3, unit: 'g' }],
  };
  for (const locale of LOCALES) {
    const zh = locale === 'zh-CN';
    it(`${locale}: B12 is recommended, the spirulina review is unchecked`, () => {
      const p = planFor(LOW_B12, locale);
      expect(recOf(p, 'vitaminB12')).toBeDefined();
      expect(p.productReviews[0]?.verdict).toBe('unchecked');
    });

    it(`${locale}: a B12 tablet at "3 g" is not read — the finding says so and no B12 is piled on top`, () => {
      const p = planFor(
        { ...LOW_B12, supplements: [{ optionId: 'vitamin-b12-1000', name: 'B12', dose: 3, unit: 'g' }] },
        locale,
      );
      expect(p.productReviews[0]?.verdict).toBe('unchecked');
      expect(findingOf(p, 'supplements-unreadable')?.text).toMatch(zh ? /读不懂/ : /could not be read/);
      expect(findingOf(p, 'supplements-uncounted')).toBeUndefined();
    });
  }
});
