/**
 * Issue 31 §3: a supervised treatment dose added to current supplements is never rounded below the
 * guideline's lower bound, nor above its top (BSG 2021 iron 60–120 mg [dose 60, so a multivitamin's
 * 27 mg leaves 33 → 45, not 30]; NICE NG239 B12 1,000 µg).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TREATMENT_RULES } from '../knowledge/treatment';
import { treatmentDoseOnTop } from './index';

const iron = TREATMENT_RULES.find((r) => r.nutrient === 'iron')!;

describe('treatmentDoseOnTop', () => {
  it.each([
    [0, 60],
    [18, 45],
    [27, 45],
    [30, 30],
    [45, 15],
    [60, 0],
  ])('iron treatment with %s mg from current supplements: %s mg more', (current, dose) => {
    expect(treatmentDoseOnTop(iron, current)).toBe(dose);
    if (dose > 0) expect(current + dose).toBeGreaterThanOrEqual(iron.range.min);
  });

  it('property: for every rule, current + dose lies in the guideline range whenever a dose is given', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TREATMENT_RULES),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (rule, share) => {
          const current = share * rule.range.min;
          const dose = treatmentDoseOnTop(rule, current);
          if (current >= Math.min(rule.dose, rule.range.max) - 1e-6) return;
          expect(dose).toBeGreaterThan(0);
          expect(current + dose).toBeGreaterThanOrEqual(rule.range.min - 1e-6);
          expect(current + dose).toBeLessThanOrEqual(rule.range.max + 1e-6);
        },
      ),
    );
  });
});
