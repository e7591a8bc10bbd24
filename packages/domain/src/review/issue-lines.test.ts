/**
 * One issue line once (clinician review 2026-11-25 closing, E2 §6 and cross-cutting §8): a women's
 * multivitamin with omeprazole showed "Needs monitoring when taken with Omeprazole" four to seven times,
 * once for each nutrient the PPI rules name (iron, B12, magnesium, calcium…).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { answersArbitrary, LOCALES, person } from '../testing';

const E2: Answers = {
  ...person('female', 31, 165, 52, 'light'),
  conditions: ['anemia'],
  medicines: ['omeprazole'],
  supplements: [
    { name: 'ferrous sulfate', dose: 650, unit: 'mg' },
    { name: "women's multivitamin", dose: 1, unit: 'tablet' },
  ],
};

describe.each(LOCALES)('%s', (locale) => {
  it('E2: the multivitamin with omeprazole says the monitoring line once', () => {
    const multi = planFor(E2, locale).productReviews[1]!;
    const monitoring = multi.issues.filter((x) => /需监测|Needs monitoring/.test(x));
    expect(monitoring).toHaveLength(1);
    expect(new Set(multi.issues).size).toBe(multi.issues.length);
  });
});

const ARB = answersArbitrary({
  medicines: ['omeprazole', 'warfarin', 'lisinopril', 'levothyroxine', 'metformin', 'spironolactone'],
  supplementOptionIds: [
    'multivitamin-women',
    'calcium-carbonate',
    'iron-ferrous-sulfate',
    'vitamin-d3-2000iu',
  ],
});

describe('property: no review repeats an issue line', () => {
  it('over arbitrary answers', () => {
    fc.assert(
      fc.property(ARB, fc.constantFrom(...LOCALES), (answers, locale) => {
        for (const r of planFor(answers, locale).productReviews)
          expect(new Set(r.issues).size, r.issues.join(' | ')).toBe(r.issues.length);
      }),
      { numRuns: 40 },
    );
  });
});
