import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FOOD_GROUPS, FREQUENCIES, DIET_PATTERNS, SUN_EXPOSURES } from '../contracts/questionnaire';
import { NUTRIENT_KEYS } from '../nutrients';
import { foodIntakeFor, portionAmount, TYPICAL_FREQUENCIES } from './index';

const allDaily = Object.fromEntries(FOOD_GROUPS.map((g) => [g, 'daily'])) as Record<
  (typeof FOOD_GROUPS)[number],
  'daily'
>;
const allNever = Object.fromEntries(FOOD_GROUPS.map((g) => [g, 'never'])) as Record<
  (typeof FOOD_GROUPS)[number],
  'never'
>;

describe('foodIntakeFor', () => {
  it('one daily glass-equivalent of milk (300 g) gives about 340 mg calcium from dairy', () => {
    // 300 g × 113 mg/100 g (USDA SR Legacy 01077) = 339 mg.
    expect(portionAmount('dairy', 'calcium', 'zh-CN')).toBeCloseTo(339, 0);
  });

  it('vegan diet: no B12 from food, and animal groups are forced to never', () => {
    const e = foodIntakeFor(
      { dietPattern: 'vegan', foodFrequency: { dairy: 'daily', fish: 'daily' } },
      'en-US',
    );
    expect(e.perNutrient.vitaminB12).toBe(0);
    expect(e.perNutrient.omega3).toBe(0);
    expect(e.frequencies.dairy).toEqual({ frequency: 'never', origin: 'dietPattern' });
    expect(e.frequencies.legumesNuts).toEqual({ frequency: 'daily', origin: 'typical' });
  });

  it('unanswered groups take the locale typical diet and say so', () => {
    const e = foodIntakeFor({}, 'zh-CN');
    expect(e.usedTypical).toBe(true);
    for (const g of FOOD_GROUPS) expect(e.frequencies[g].frequency).toBe(TYPICAL_FREQUENCIES['zh-CN'][g]);
    const full = foodIntakeFor({ foodFrequency: allDaily }, 'zh-CN');
    expect(full.usedTypical).toBe(false);
  });

  it('iodised salt counts in China only; US enrichment adds folate in en-US only', () => {
    const zh = foodIntakeFor({ foodFrequency: allNever }, 'zh-CN');
    const us = foodIntakeFor({ foodFrequency: allNever }, 'en-US');
    expect(zh.perNutrient.iodine).toBeGreaterThanOrEqual(100);
    expect(us.perNutrient.iodine).toBeLessThan(20);
    expect(us.perNutrient.folate).toBeGreaterThan(zh.perNutrient.folate + 200);
  });

  it('low-carb halves the staple baseline', () => {
    const normal = foodIntakeFor({ foodFrequency: allNever }, 'zh-CN');
    const lowCarb = foodIntakeFor({ dietPattern: 'low_carb', foodFrequency: allNever }, 'zh-CN');
    expect(lowCarb.perNutrient.thiamin).toBeCloseTo(normal.perNutrient.thiamin / 2, 1);
  });

  it('eating a group more often never lowers any nutrient (monotone)', () => {
    const freq = fc.constantFrom(...FREQUENCIES);
    fc.assert(
      fc.property(
        fc.record(
          Object.fromEntries(FOOD_GROUPS.map((g) => [g, freq])) as Record<
            (typeof FOOD_GROUPS)[number],
            typeof freq
          >,
        ),
        fc.constantFrom(...FOOD_GROUPS),
        fc.constantFrom('zh-CN' as const, 'en-US' as const),
        fc.option(fc.constantFrom(...DIET_PATTERNS), { nil: undefined }),
        fc.option(fc.constantFrom(...SUN_EXPOSURES), { nil: undefined }),
        (ff, group, locale, dietPattern, sunExposure) => {
          const base = foodIntakeFor(
            { foodFrequency: { ...ff, [group]: 'never' }, dietPattern, sunExposure },
            locale,
          );
          const more = foodIntakeFor(
            { foodFrequency: { ...ff, [group]: 'daily' }, dietPattern, sunExposure },
            locale,
          );
          for (const k of NUTRIENT_KEYS) {
            expect(Number.isFinite(base.perNutrient[k])).toBe(true);
            expect(base.perNutrient[k]).toBeGreaterThanOrEqual(0);
            expect(more.perNutrient[k]).toBeGreaterThanOrEqual(base.perNutrient[k]);
          }
        },
      ),
    );
  });

  it('is total on odd input', () => {
    const odd = { foodFrequency: { dairy: 'sometimes' }, dietPattern: 'fruitarian' } as unknown as Parameters<
      typeof foodIntakeFor
    >[0];
    const e = foodIntakeFor(odd, 'fr-FR' as 'zh-CN');
    expect(e.frequencies.dairy.origin).toBe('typical');
    expect(e.sun).toBe('unknown');
  });
});
