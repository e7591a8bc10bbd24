import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { youthEnergyRequirement } from './youth';

// IOM 2005 ch. 5, EER for 9–18 years, worked by hand from the published equations.
describe('youthEnergyRequirement', () => {
  it.each([
    // girl 13 y, 1.58 m, 44 kg: 135.3 − 400.4 + PA × (440 + 1,475.72) + 25
    ['female', 13, 158, 44, 'active', 2269.5],
    ['female', 13, 158, 44, 'very_active', 2748.5],
    // boy 15 y, 1.70 m, 60 kg: 88.5 − 928.5 + PA × (1,602 + 1,535.1) + 25
    ['male', 15, 170, 60, 'sedentary', 2322.1],
    ['male', 15, 170, 60, 'very_active', 3639.7],
  ] as const)('%s %i y %i cm %i kg %s → %f kcal', (sex, age, h, w, pa, kcal) => {
    expect(youthEnergyRequirement(sex, age, h, w, pa)).toBeCloseTo(kcal, 0);
  });

  it('outside 9–18 years or an impossible body there is no figure', () => {
    expect(youthEnergyRequirement('female', 8, 130, 26, 'active')).toBeNull();
    expect(youthEnergyRequirement('male', 19, 175, 70, 'active')).toBeNull();
    expect(youthEnergyRequirement('male', 14, 300, 70, 'active')).toBeNull();
  });

  it('more activity, more height or more weight never needs less', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('male' as const, 'female' as const),
        fc.integer({ min: 9, max: 18 }),
        fc.integer({ min: 120, max: 200 }),
        fc.integer({ min: 25, max: 120 }),
        (sex, age, h, w) => {
          const levels = ['sedentary', 'low_active', 'active', 'very_active'] as const;
          const kcal = levels.map((l) => youthEnergyRequirement(sex, age, h, w, l)!);
          for (let i = 1; i < kcal.length; i++) expect(kcal[i]!).toBeGreaterThan(kcal[i - 1]!);
          expect(youthEnergyRequirement(sex, age, h + 1, w, 'active')!).toBeGreaterThan(kcal[2]!);
          expect(youthEnergyRequirement(sex, age, h, w + 1, 'active')!).toBeGreaterThan(kcal[2]!);
        },
      ),
    );
  });
});
