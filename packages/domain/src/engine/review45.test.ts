import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from './index';
import { LOCALES, person } from '../testing';

// Forty-fifth blind clinician review (2026-12-01): the plan's side, in words of our own.

describe('a low vitamin D with kidney disease (en M10)', () => {
  // 74, eGFR 52 (CKD G3a), 25(OH)D 17 ng/mL, on prednisone: the cap at the recommended intake, then rounded down a
  // product step, gave 400 IU and said "limited to 18 µg by the upper limit" (the UL is 100 µg).
  const walt: Answers = {
    ...person('male', 74, 178, 79, 'light'),
    medicines: ['prednisone'],
    labs: [
      { marker: 'eGFR', value: 52, unit: 'mL/min/1.73m2' },
      { marker: '25-OH Vitamin D', value: 17, unit: 'ng/mL' },
    ],
  };
  it.each(LOCALES)(
    '%s: corrected as for anyone (KDIGO 2017 4.1.7) — at least the recommended intake',
    (locale) => {
      const plan = planFor(walt, locale);
      const d = plan.recommendations.find((r) => r.nutrient === 'vitaminD');
      expect(d?.dose).toBeGreaterThanOrEqual(20);
      expect(d?.reasons.map((r) => r.text).join(' ')).not.toMatch(/by the upper limit|受上限约束/);
    },
  );

  it('a vitamin D that is not low keeps the kidney cap, and its words name the recommended intake', () => {
    const plan = planFor(
      {
        ...walt,
        labs: [{ marker: 'eGFR', value: 40, unit: 'mL/min/1.73m2' }],
        foodFrequency: { fish: 'rarely', dairy: 'rarely', eggs: 'rarely' },
        sunExposure: 'low',
      },
      'en-US',
    );
    const d = plan.recommendations.find((r) => r.nutrient === 'vitaminD');
    const text = (d?.reasons ?? []).map((r) => r.text).join(' ');
    expect(text).not.toMatch(/by the upper limit/);
    if (d) expect(d.dose).toBeLessThanOrEqual(20);
  });
});

describe("a naturopath's mood stack beside phenelzine (en M2)", () => {
  const dana: Answers = {
    ...person('female', 47, 165, 70, 'light'),
    medicines: ['phenelzine'],
    supplements: [
      {
        name: 'L-Tyrosine 500 mg (NOW Foods)',
        dose: 2,
        unit: 'capsule',
        perUnit: { amount: 500, unit: 'mg' },
      },
      { name: 'SAM-e 400', dose: 400, unit: 'mg' },
      { name: 'Rhodiola rosea 250mg', dose: 250, unit: 'mg' },
    ],
  };
  it.each(LOCALES)('%s: each is known, and held with the MAOI', (locale) => {
    const plan = planFor(dana, locale);
    expect(plan.productReviews.map((r) => [r.optionId, r.verdict])).toEqual([
      ['l-tyrosine-500', 'avoid'],
      ['sam-e-400', 'avoid'],
      ['rhodiola-250', 'avoid'],
    ]);
  });
  it('without an antidepressant, tyrosine and rhodiola are not held for a medicine', () => {
    const plan = planFor({ ...dana, medicines: [] }, 'en-US');
    for (const r of plan.productReviews) expect(r.issues.join(' ')).not.toMatch(/Phenelzine|MAO/);
  });
});
