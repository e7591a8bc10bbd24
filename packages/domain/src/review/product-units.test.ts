/**
 * Issue 19.7: a supplement dose counted in the product's own units ("2 tablets", "2 粒") becomes an
 * elemental amount only from a known strength, and is never guessed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SupplementIntake } from '../contracts/questionnaire';
import { supplementIntakeSchema } from '../contracts/questionnaire';
import { CATALOGUE } from '../knowledge/catalogue';
import { SUPPLEMENT_OPTIONS } from '../knowledge/supplements';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrients';
import { PRODUCT_UNITS, type ProductUnit } from '../units';
import { intakeFromSupplements, reviewSupplements, supplementOptionById, type ReviewInput } from '.';

const perNutrient = (list: SupplementIntake[]) => intakeFromSupplements(list).perNutrient;

describe('product units → elemental amounts (example table)', () => {
  // [what, intake, expected daily amounts in canonical units (mg, µg, g)]
  const CASES: [string, SupplementIntake, Partial<Record<NutrientKey, number>>][] = [
    [
      '2 tablets × 600 mg calcium carbonate (40 % calcium, NIH ODS) → 2 × 240 mg',
      {
        name: 'calcium carbonate 600 mg',
        dose: 2,
        unit: 'tablet',
        perUnit: { amount: 600, unit: 'mg' },
        form: 'calcium_carbonate',
      },
      { calcium: 480 },
    ],
    [
      '碳酸钙 2 片，每片 600 mg: a typed salt name reads the strength as the salt',
      { name: '碳酸钙', dose: 2, unit: 'tablet', perUnit: { amount: 600, unit: 'mg' } },
      { calcium: 480 },
    ],
    [
      '1 tablet × 0.3 g ferrous sulfate (20 % iron) → 60 mg iron',
      { name: '硫酸亚铁片', dose: 1, unit: 'tablet', perUnit: { amount: 0.3, unit: 'g' } },
      { iron: 60 },
    ],
    [
      'catalogue p-ca-d3, 2 tablets of 600 mg calcium + 400 IU D3',
      { optionId: 'p-ca-d3', dose: 2, unit: 'tablet' },
      { calcium: 1200, vitaminD: 20 },
    ],
    [
      'catalogue p-ca-carbonate-300, 2 tablets of 300 mg calcium',
      { optionId: 'p-ca-carbonate-300', dose: 2, unit: 'tablet' },
      { calcium: 600 },
    ],
    [
      'catalogue p-ca-d3 as "2 粒": tablets and capsules are both pieces',
      { optionId: 'p-ca-d3', dose: 2, unit: 'capsule' },
      { calcium: 1200, vitaminD: 20 },
    ],
    [
      'catalogue fish-oil softgels (600 mg EPA+DHA) counted as capsules',
      { optionId: 'p-fishoil-600', dose: 2, unit: 'capsule' },
      { omega3: 1200 },
    ],
    [
      'option calcium-carbonate (1 tablet = 600 mg calcium), 1.5 tablets',
      { optionId: 'calcium-carbonate', dose: 1.5, unit: 'tablet' },
      { calcium: 900 },
    ],
    [
      'option magnesium-glycinate: its serving is 2 tablets = 200 mg, so 1 tablet = 100 mg',
      { optionId: 'magnesium-glycinate', dose: 1, unit: 'tablet' },
      { magnesium: 100 },
    ],
    [
      'option whey-protein, 1 scoop = 24 g protein',
      { optionId: 'whey-protein', dose: 1, unit: 'scoop' },
      { protein: 24 },
    ],
    [
      'a picked option with the label strength given: the label wins (vitamin D 2 × 1000 IU)',
      { optionId: 'vitamin-d3-1000iu', dose: 2, unit: 'capsule', perUnit: { amount: 1000, unit: 'IU' } },
      { vitaminD: 50 },
    ],
  ];
  it.each(CASES)('%s', (_what, intake, expected) => {
    expect(supplementIntakeSchema.safeParse(intake).success).toBe(true);
    const got = perNutrient([intake]);
    for (const [k, v] of Object.entries(expected)) expect(got[k as NutrientKey]).toBeCloseTo(v, 6);
    expect(Object.keys(got).sort()).toEqual(Object.keys(expected).sort());
  });
});

describe('unknown strength → not counted (example table)', () => {
  const CASES: [string, SupplementIntake][] = [
    [
      'a typed brand name: "钙尔奇 2 片" without the strength per tablet',
      { name: '钙尔奇', dose: 2, unit: 'tablet' },
    ],
    ['a typed generic name: "calcium 2 tablets"', { name: 'calcium', dose: 2, unit: 'tablet' }],
    ['a scoop of a tablet product', { optionId: 'calcium-carbonate', dose: 1, unit: 'scoop' }],
    ['a tablet of a scoop product', { optionId: 'whey-protein', dose: 1, unit: 'tablet' }],
    ['a sachet of an herb sold by weight', { optionId: 'ginseng', dose: 1, unit: 'sachet' }],
  ];
  it.each(CASES)('%s', (_what, intake) => {
    const totals = intakeFromSupplements([intake]);
    expect(totals.perNutrient).toEqual({});
    expect(totals.dailyMg).toEqual({});
    expect(totals.uncounted?.length).toBe(1);
    // Still known by name: interactions are checked on what it contains.
    expect(totals.substances.length).toBeGreaterThan(0);
  });

  it('a product nobody can name stays unresolved, not uncounted', () => {
    const totals = intakeFromSupplements([{ name: 'Mystery Tonic', dose: 2, unit: 'capsule' }]);
    expect(totals.unresolved).toEqual(['Mystery Tonic']);
    expect(totals.uncounted).toBeUndefined();
  });
});

const TARGETS = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, { target: 1, ul: null }])) as Record<
  NutrientKey,
  { target: number; ul: number | null }
>;
TARGETS.calcium = { target: 1000, ul: 2500 };
TARGETS.vitaminD = { target: 15, ul: 100 };
const review = (supplements: SupplementIntake[], locale: ReviewInput['locale'] = 'en-US') =>
  reviewSupplements({ supplements, targets: TARGETS, taboos: [], lowNutrients: ['calcium'], locale });

describe('the review shows the dose as given, with what was counted beside it', () => {
  it('counted: "2 tablets" with 1200 mg calcium', () => {
    const [r] = review([{ optionId: 'p-ca-d3', dose: 2, unit: 'tablet' }]);
    expect(r).toMatchObject({
      name: 'NutriHome Calcium + vitamin D3 tablets',
      optionId: 'p-ca-d3',
      verdict: 'keep',
      dose: { amount: 2, unit: 'tablet', text: '2 tablets' },
    });
    expect(r!.uncounted).toBeUndefined();
    expect(r!.amounts).toEqual([
      { nutrient: 'calcium', unit: 'mg', amount: 1200 },
      { nutrient: 'vitaminD', unit: 'ug', amount: 20 },
    ]);
    const [zh] = review([{ optionId: 'p-ca-d3', dose: 2, unit: 'tablet' }], 'zh-CN');
    expect(zh!.dose?.text).toBe('2 片');
    expect(zh!.name).toBe('营养家 钙+维生素D3片');
  });

  it('counted tablets reach the upper-limit check: 5 × 600 mg calcium is over 2500 mg', () => {
    const [r] = review([{ optionId: 'p-ca-d3', dose: 5, unit: 'tablet' }]);
    expect(r!.verdict).toBe('over_ul');
    expect(r!.overUl).toEqual([
      { nutrient: 'calcium', unit: 'mg', total: 3000, ul: 2500, prescribed: false },
    ]);
  });

  it('the dose keeps the strength per unit and the salt as given, so a screen can send them back (issue 33 §3)', () => {
    const label = {
      optionId: 'calcium-carbonate',
      name: 'Caltrate · calcium',
      dose: 2,
      unit: 'tablet',
      perUnit: { amount: 300, unit: 'mg' },
    } as const;
    const [r] = review([label]);
    expect(r!.dose).toEqual({
      amount: 2,
      unit: 'tablet',
      text: '2 tablets',
      perUnit: { amount: 300, unit: 'mg' },
    });
    const [salt] = review([{ name: '钙片', dose: 1250, unit: 'mg', form: 'calcium_carbonate' }], 'zh-CN');
    expect(salt!.dose?.form).toBe('calcium_carbonate');
    expect(salt!.dose?.perUnit).toBeUndefined();
  });

  it('uncounted: unchecked, no amount, and the words say what to add — in both languages', () => {
    const [en] = review([{ name: '钙尔奇', dose: 2, unit: 'tablet' }]);
    expect(en).toMatchObject({ verdict: 'unchecked', uncounted: true, dose: { text: '2 tablets' } });
    expect(en!.amounts).toBeUndefined();
    expect(en!.overUl).toBeUndefined();
    expect(en!.issues[0]).toMatch(/not counted.*amount per tablet/);
    const [zh] = review([{ name: '钙尔奇', dose: 2, unit: 'tablet' }], 'zh-CN');
    expect(zh!.dose?.text).toBe('2 片');
    expect(zh!.issues[0]).toMatch(/未计入.*每片的含量/);
  });
});

describe('properties', () => {
  const optionIds = [...SUPPLEMENT_OPTIONS.map((o) => o.id), ...CATALOGUE.map((p) => p.id)];
  // A name sold at one strength only ("力蜚能", `oneStrengthNames`) is a known strength: not among these.
  const bare = (n: string) => n.toLowerCase().replace(/[\s-]/g, '');
  const oneStrength = new Set(
    SUPPLEMENT_OPTIONS.flatMap((o) => ('oneStrengthNames' in o ? o.oneStrengthNames : []).map(bare)),
  );
  // A name that prints its strength ("维生素D3 1000 IU", "vitamin D3 2000", India's "Tayo 60K" for 60,000 IU)
  // is a known strength (review14 vitamin D daily): not a count of unknown strength.
  const PRINTED_STRENGTH = /\d{3,}|\d[\d,.]*\s*(iu|µg|μg|ug|mcg|mg|k\b|国际单位|微克|毫克)/i;
  const names = SUPPLEMENT_OPTIONS.flatMap((o) => [o.zh, o.en, ...o.aliases]).filter(
    (n) => !oneStrength.has(bare(n)) && !PRINTED_STRENGTH.test(n),
  );
  const counted = (): fc.Arbitrary<SupplementIntake> =>
    fc.record({
      optionId: fc.constantFrom(...optionIds),
      dose: fc.double({ min: 0.25, max: 10, noNaN: true }),
      unit: fc.constantFrom<ProductUnit>(...PRODUCT_UNITS),
    });
  const massDose = (): fc.Arbitrary<SupplementIntake> =>
    fc.record({
      optionId: fc.constantFrom(...optionIds),
      dose: fc.double({ min: 1, max: 2000, noNaN: true }),
      unit: fc.constantFrom('mg' as const, 'ug' as const),
    });
  /** A count whose strength nobody gave: a typed name, or a picked option whose serving is another unit. */
  const unknownStrength = (): fc.Arbitrary<SupplementIntake> =>
    fc.oneof(
      fc.record({
        name: fc.constantFrom(...names),
        dose: fc.double({ min: 0.25, max: 10, noNaN: true }),
        unit: fc.constantFrom<ProductUnit>(...PRODUCT_UNITS),
      }),
      counted().filter((s) => {
        const per = supplementOptionById(s.optionId!)?.servingCount;
        const pieces = ['tablet', 'capsule'];
        return !per || (per.unit !== s.unit && !(pieces.includes(per.unit) && pieces.includes(s.unit)));
      }),
    );

  it('converting never invents an amount: a count of unknown strength adds nothing to any total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(counted(), massDose()), { maxLength: 4 }),
        unknownStrength(),
        fc.nat(),
        (list, unknown, at) => {
          const i = at % (list.length + 1);
          const withIt = intakeFromSupplements([...list.slice(0, i), unknown, ...list.slice(i)]);
          const without = intakeFromSupplements(list);
          expect(withIt.perNutrient).toEqual(without.perNutrient);
          expect(withIt.dailyMg).toEqual(without.dailyMg);
          expect(withIt.preformedVitaminA).toEqual(without.preformedVitaminA);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a counted dose is linear in the count (k tablets give k times one tablet)', () => {
    fc.assert(
      fc.property(counted(), fc.integer({ min: 2, max: 5 }), (one, k) => {
        const a = perNutrient([one]);
        const b = perNutrient([{ ...one, dose: one.dose * k }]);
        expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
        for (const key of Object.keys(a) as NutrientKey[]) expect(b[key]).toBeCloseTo(a[key]! * k, 6);
      }),
      { numRuns: 200 },
    );
  });
});
