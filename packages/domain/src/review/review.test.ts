import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productReviewSchema } from '../contracts/plan';
import type { SupplementIntake } from '../contracts/questionnaire';
import { CATALOGUE } from '../knowledge/catalogue';
import { SUPPLEMENT_OPTIONS } from '../knowledge/supplements';
import { NUTRIENT_KEYS, type NutrientKey } from '../nutrients';
import { DOSE_UNITS } from '../units';
import {
  intakeFromSupplements,
  reviewSupplements,
  searchSupplementOptions,
  supplementOptionsByCategory,
  type ReviewInput,
} from '.';

/** US DRIs, women 31–50 (IOM): RDA/AI and UL for the nutrients the cases touch. */
const US_WOMAN: ReviewInput['targets'] = Object.fromEntries(
  NUTRIENT_KEYS.map((k) => [k, { target: 1, ul: null }]),
) as ReviewInput['targets'];
Object.assign(US_WOMAN, {
  vitaminD: { target: 15, ul: 100 },
  calcium: { target: 1000, ul: 2500 },
  iron: { target: 18, ul: 45 },
  vitaminC: { target: 75, ul: 2000 },
  magnesium: { target: 320, ul: 350, ulScope: 'supplements' },
  folate: { target: 400, ul: 1000, ulScope: 'supplements' },
  zinc: { target: 8, ul: 40 },
});

const base = (supplements: SupplementIntake[], extra: Partial<ReviewInput> = {}): ReviewInput => ({
  supplements,
  targets: US_WOMAN,
  taboos: [],
  lowNutrients: ['vitaminD', 'calcium', 'iron'],
  locale: 'en-US',
  ...extra,
});

describe('searchSupplementOptions', () => {
  it('finds by Chinese, English and brand names, best first', () => {
    expect(searchSupplementOptions('鱼油')[0]?.id).toBe('fish-oil');
    expect(searchSupplementOptions('Fish Oil')[0]?.id).toBe('fish-oil');
    expect(searchSupplementOptions('钙尔奇')[0]?.id).toBe('caltrate-d600');
    expect(searchSupplementOptions('Caltrate')[0]?.id).toBe('calcium-carbonate-d3');
    expect(searchSupplementOptions('善存')[0]?.id).toBe('multivitamin-adult');
    expect(searchSupplementOptions('centrum').map((o) => o.id)).toEqual(
      expect.arrayContaining([
        'multivitamin-adult',
        'multivitamin-men',
        'multivitamin-women',
        'multivitamin-50plus',
      ]),
    );
    expect(searchSupplementOptions('ＶＩＴＡＭＩＮ　Ｄ３')[0]?.id).toBe('vitamin-d3-1000iu');
    expect(searchSupplementOptions('维生素', 5)).toHaveLength(5);
    expect(searchSupplementOptions('')).toEqual([]);
    expect(searchSupplementOptions('zzzz')).toEqual([]);
  });

  it('groups every option by category with localised labels', () => {
    const zh = supplementOptionsByCategory('zh-CN');
    // The option table and the shop's own products (review/catalogue-options.ts).
    expect(zh.reduce((n, g) => n + g.options.length, 0)).toBe(SUPPLEMENT_OPTIONS.length + CATALOGUE.length);
    expect(zh.find((g) => g.category === 'fatty_acid')?.options).toContainEqual({
      id: 'fish-oil',
      name: '深海鱼油 1000 mg',
    });
    expect(supplementOptionsByCategory('en-US')[0]?.label).toBe('Multivitamins');
  });
});

describe('intakeFromSupplements', () => {
  it('scales per-serving contents by dose / defaultDose in canonical units', () => {
    const out = intakeFromSupplements([
      { optionId: 'caltrate-d600', dose: 1200, unit: 'mg' }, // two tablets
      { optionId: 'fish-oil', dose: 2, unit: 'g' },
      { optionId: 'vitamin-d3-1000iu', dose: 25, unit: 'ug' }, // = 1000 IU
    ]);
    expect(out.perNutrient.calcium).toBeCloseTo(1200, 6);
    // 2 × 125 IU + 1000 IU = 1250 IU = 31.25 µg
    expect(out.perNutrient.vitaminD).toBeCloseTo(31.25, 6);
    expect(out.perNutrient.omega3).toBeCloseTo(600, 6);
    expect(out.substances).toEqual(expect.arrayContaining(['calcium', 'vitaminD', 'omega3']));
    expect(out.unresolved).toEqual([]);
  });

  it('resolves free-text names and reports what it cannot resolve', () => {
    const out = intakeFromSupplements([
      { name: '钙尔奇D600片', dose: 600, unit: 'mg' },
      { name: 'Ginkgo Biloba', dose: 240, unit: 'mg' },
      { name: '某某神奇胶囊', dose: 1, unit: 'g' },
      { optionId: 'fish-oil', dose: 1000, unit: 'IU' }, // IU has no meaning for fish oil
    ]);
    expect(out.perNutrient.calcium).toBeCloseTo(600, 6);
    expect(out.substances).toContain('ginkgo');
    // Fish oil in IU is still fish oil: identified, its amount unread and not counted (tenth clinician
    // review, zh P1 finding 1: nattokinase in IU lost its rivaroxaban interaction when it was unresolved).
    expect(out.unresolved).toEqual(['某某神奇胶囊']);
    expect(out.unitUnread).toHaveLength(1);
    expect(out.substances).toContain('omega3');
    expect(out.perNutrient.omega3).toBeUndefined();
  });

  it('never throws and never returns negative or non-finite amounts', () => {
    const ids = SUPPLEMENT_OPTIONS.map((o) => o.id);
    const item = fc.record(
      {
        optionId: fc.oneof(fc.constantFrom(...ids), fc.string({ maxLength: 64 })),
        name: fc.oneof(fc.string({ maxLength: 100 }), fc.constantFrom('鱼油', 'vitamin D3', '钙', 'Centrum')),
        dose: fc.double({ min: 0, max: 100_000, noNaN: true }),
        unit: fc.constantFrom(...DOSE_UNITS),
      },
      { requiredKeys: ['dose', 'unit'] },
    );
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), (list) => {
        const out = intakeFromSupplements(list as SupplementIntake[]);
        for (const v of Object.values(out.perNutrient)) {
          expect(Number.isFinite(v) && v >= 0).toBe(true);
        }
      }),
    );
  });
});

describe('reviewSupplements', () => {
  it('over UL: of two vitamin D products above 100 µg, the one whose removal is enough is over_ul, with the numbers', () => {
    const out = reviewSupplements(
      base([
        { optionId: 'vitamin-d3-5000iu', dose: 5000, unit: 'IU' }, // 125 µg
        { optionId: 'vitamin-d3-2000iu', dose: 2000, unit: 'IU' }, // 50 µg
      ]),
    );
    // Without the 5000 IU the total is 50 µg; without the 2000 IU still 125 µg (twenty-seventh clinician
    // review: the product to stop is the one whose removal brings the total within the UL).
    expect(out.map((r) => r.verdict)).toEqual(['over_ul', 'duplicate']);
    expect(out[0]?.issues[0]).toMatch(
      /175 µg.*upper limit of 100 µg.*125 µg.*about 50 µg a day, within the limit/,
    );
    expect(out[1]?.issues.join(' ')).toMatch(/because you also take "/);
    expect(out[1]?.overUl).toBeUndefined();
    expect(out[1]?.issues.some((t) => t.startsWith('Duplicates'))).toBe(true);
  });

  it('counts food for total-scope ULs but not for supplement-only ULs', () => {
    const calcium = reviewSupplements(
      base([{ optionId: 'calcium-carbonate', dose: 1200, unit: 'mg' }], { foodIntake: { calcium: 1400 } }),
    );
    expect(calcium[0]?.verdict).toBe('over_ul'); // 1200 + 1400 > 2500
    const magnesium = reviewSupplements(
      base([{ optionId: 'magnesium-oxide', dose: 250, unit: 'mg' }], {
        foodIntake: { magnesium: 300 },
        lowNutrients: ['magnesium'],
      }),
    );
    expect(magnesium[0]?.verdict).toBe('keep'); // 250 ≤ 350 supplement-only UL
    const zh = reviewSupplements(
      base([{ optionId: 'magnesium-oxide', dose: 500, unit: 'mg' }], {
        lowNutrients: ['magnesium'],
        locale: 'zh-CN',
      }),
    );
    expect(zh[0]).toMatchObject({ verdict: 'over_ul' });
    expect(zh[0]?.issues[0]).toMatch(/镁每日合计 500 mg.*超过可耐受最高摄入量 350 mg/);
  });

  it('duplicate: the later of two calcium products', () => {
    const out = reviewSupplements(
      base([
        { optionId: 'calcium-carbonate', dose: 600, unit: 'mg' },
        { name: '柠檬酸钙', dose: 200, unit: 'mg' },
      ]),
    );
    expect(out.map((r) => r.verdict)).toEqual(['keep', 'duplicate']);
    expect(out[1]).toMatchObject({ name: '柠檬酸钙', optionId: 'calcium-citrate' });
    expect(out[1]?.issues[0]).toMatch(/Duplicates "Calcium carbonate 600 mg": both supply Calcium/);
  });

  it('avoid: a major taboo managed by avoidance; moderate taboos keep with advice', () => {
    const out = reviewSupplements(
      base(
        [
          { optionId: 'st-johns-wort', dose: 300, unit: 'mg' },
          { optionId: 'calcium-carbonate', dose: 600, unit: 'mg' },
        ],
        {
          goals: ['sleep'],
          taboos: [
            { target: 'stJohnsWort', severity: 'major', management: 'avoid', drug: 'sertraline' },
            {
              target: 'calcium',
              severity: 'moderate',
              management: 'separate',
              drug: 'levothyroxine',
              separateHours: 4,
            },
          ],
        },
      ),
    );
    expect(out[0]?.verdict).toBe('avoid');
    expect(out[0]?.issues[0]).toMatch(/sertraline/);
    expect(out[1]?.verdict).toBe('keep');
    expect(out[1]?.issues).toContain('Take 4 hours apart from levothyroxine.');
  });

  it('a minor or monitor-only taboo does not change the verdict', () => {
    const out = reviewSupplements(
      base([{ optionId: 'vitamin-k2', dose: 100, unit: 'ug' }], {
        lowNutrients: ['vitaminK'],
        taboos: [{ target: 'vitaminK', severity: 'major', management: 'monitor', drug: 'warfarin' }],
      }),
    );
    expect(out[0]?.verdict).toBe('keep');
    expect(out[0]?.issues[0]).toMatch(/monitoring.*warfarin/);
  });

  it('no_benefit: herbals without evidence for the goals, and nutrients already covered', () => {
    const out = reviewSupplements(
      base(
        [
          { optionId: 'ginkgo', dose: 120, unit: 'mg' },
          { optionId: 'vitamin-c-500', dose: 500, unit: 'mg' },
          { optionId: 'melatonin', dose: 3, unit: 'mg' },
        ],
        { goals: ['sleep'], foodIntake: { vitaminC: 120 } },
      ),
    );
    expect(out.map((r) => r.verdict)).toEqual(['no_benefit', 'no_benefit', 'keep']);
  });

  it('keep: a product that supplies a low nutrient within the UL', () => {
    const out = reviewSupplements(base([{ optionId: 'vitamin-d3-1000iu', dose: 1000, unit: 'IU' }]));
    expect(out).toEqual([
      {
        name: 'Vitamin D3 1000 IU',
        optionId: 'vitamin-d3-1000iu',
        verdict: 'keep',
        issues: [],
        dose: { amount: 1000, unit: 'IU', text: '1000 IU' },
        amounts: [{ nutrient: 'vitaminD', unit: 'ug', amount: 25 }],
      },
    ]);
  });

  it('unchecked, never keep: a product that could not be identified (pharmacist review A3)', () => {
    const zh = reviewSupplements(base([{ name: 'Mystery Tonic', dose: 1, unit: 'g' }], { locale: 'zh-CN' }));
    expect(zh[0]).toMatchObject({ name: 'Mystery Tonic', optionId: null, verdict: 'unchecked' });
    expect(zh[0]?.issues[0]).toMatch(/未能识别.*药师/);
    const en = reviewSupplements(base([{ name: 'Mystery Tonic', dose: 1, unit: 'g' }]));
    expect(en[0]).toMatchObject({ optionId: null, verdict: 'unchecked' });
    expect(en[0]?.issues[0]).toMatch(/could not identify.*pharmacist/);
    // A known product with a dose unit that does not fit it is just as unchecked.
    const badUnit = reviewSupplements(base([{ optionId: 'fish-oil', dose: 2, unit: 'IU' }]));
    expect(badUnit[0]?.verdict).toBe('unchecked');
  });

  it('always returns one valid review per item', () => {
    const ids = SUPPLEMENT_OPTIONS.map((o) => o.id);
    const low = fc.subarray([...NUTRIENT_KEYS] as NutrientKey[]);
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            optionId: fc.constantFrom(...ids),
            dose: fc.double({ min: 0.001, max: 100_000, noNaN: true }),
            unit: fc.constantFrom(...DOSE_UNITS),
          }),
          { maxLength: 8 },
        ),
        low,
        fc.constantFrom('zh-CN' as const, 'en-US' as const),
        (supplements, lowNutrients, locale) => {
          const out = reviewSupplements(base(supplements, { lowNutrients, locale }));
          expect(out).toHaveLength(supplements.length);
          for (const r of out) expect(productReviewSchema.safeParse(r).success).toBe(true);
        },
      ),
    );
  });
});
