/**
 * Tenth clinician review, zh P4 (小林, 34, Graves' on methimazole), finding 7: iodine 8000 µg a day from
 * a supplement read `good` on the nutrient table and radar, 13 times the UL, while the review said it was
 * far over the UL. A nutrient whose counted total exceeds its UL is never `good`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers, SupplementIntake } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { SUPPLEMENT_OPTIONS } from '../knowledge/supplements';
import { LOCALES, person, statusOf } from '../testing';

const xiaoLin = (supplements: SupplementIntake[]): Answers => ({
  ...person('female', 34, 162, 50, 'moderate'),
  conditions: ['hyperthyroid'],
  goals: ['weight_gain', 'pregnancy_prep'],
  medicines: ['methimazole', 'propranolol'],
  supplements,
});

describe.each(LOCALES)('%s', (locale) => {
  it.each([
    ['the reviewer’s careless test: iodine 8000 µg', [{ optionId: 'iodine-150', dose: 8000, unit: 'ug' }]],
    ['碘化钾片 5 mg', [{ name: '碘化钾片', dose: 5, unit: 'mg' }]],
    ['potassium iodide 10 tablets', [{ optionId: 'iodine-150', dose: 10, unit: 'tablet' }]],
  ] as [string, SupplementIntake[]][])('%s: iodine is not "good"', (_, supplements) => {
    const plan = planFor(xiaoLin(supplements), locale);
    const iodine = statusOf(plan, 'iodine');
    expect(iodine.level).not.toBe('good');
  });
});

describe('property: a nutrient above its UL is never good', () => {
  const single = SUPPLEMENT_OPTIONS.filter((o) => o.category !== 'multi' && o.category !== 'herbal');
  it('any single-nutrient product at up to 40 servings', () => {
    fc.assert(
      fc.property(fc.constantFrom(...single), fc.integer({ min: 1, max: 40 }), (o, servings) => {
        const plan = planFor(
          {
            ...person('female', 40, 165, 60, 'light'),
            supplements: [
              {
                optionId: o.id,
                dose: Math.min(o.defaultDose.amount * servings, 100_000),
                unit: o.defaultDose.unit,
              },
            ],
          },
          'en-US',
        );
        for (const n of plan.nutrients) {
          const ul = (n as { ul?: number | null }).ul;
          const counted = (n as { ulCounted?: number }).ulCounted;
          if (typeof ul === 'number' && typeof counted === 'number' && counted > ul * 1.001)
            expect(n.level, `${o.id} ×${servings}: ${n.key}`).not.toBe('good');
        }
      }),
      { numRuns: 60 },
    );
  });
});
