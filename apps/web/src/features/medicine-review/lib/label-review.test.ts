import { describe, expect, it } from 'vitest';
import type { LabelReadingView } from '@nutri/domain/contracts';
import { confirmBodyOf, draftOf, placeOfServerError, withConfirmedProduct } from './label-review';
import type { PickedSupplement } from './picks';

const PLAN = '00000000-0000-4000-8000-000000000001';

// As the API reads the fixture labels (apps/api/test/fixtures/labels.ts), in both languages.
const CALTRATE: LabelReadingView = {
  notALabel: false,
  name: 'Caltrate 600+D3',
  serving: { count: 1, unit: 'tablet' },
  perDay: { count: 2, unit: 'tablet' },
  nutrients: [
    {
      nutrient: 'vitaminD',
      amount: 20,
      unit: 'ug',
      printed: { amount: 20, unit: 'ug' },
      basis: 'elemental',
      raw: 'Vitamin D3 (as cholecalciferol) 20 mcg (800 IU)',
    },
    {
      nutrient: 'calcium',
      amount: 600,
      unit: 'mg',
      printed: { amount: 600, unit: 'mg' },
      basis: 'elemental',
      salt: 'calcium_carbonate',
      raw: 'Calcium (as calcium carbonate) 600 mg',
    },
  ],
  unplaced: [],
};
const BY_HEALTH: LabelReadingView = {
  notALabel: false,
  name: '汤臣倍健 钙维生素D',
  serving: { count: 2, unit: 'tablet' },
  nutrients: [
    {
      nutrient: 'calcium',
      amount: 600,
      unit: 'mg',
      printed: { amount: 600, unit: 'mg' },
      basis: 'elemental',
      raw: '钙 600 mg',
    },
  ],
  unplaced: [],
};

describe('a label under review (issue 33 §3)', () => {
  it('starts from every figure as read, editable as text, with what was read beside it', () => {
    const d = draftOf(CALTRATE);
    expect(d).toMatchObject({
      name: 'Caltrate 600+D3',
      servingCount: '1',
      servingUnit: 'tablet',
      perDay: '2',
    });
    expect(d.nutrients.map((n) => [n.nutrient, n.amount, n.unit, n.read.raw])).toEqual([
      ['vitaminD', '20', 'ug', 'Vitamin D3 (as cholecalciferol) 20 mcg (800 IU)'],
      ['calcium', '600', 'mg', 'Calcium (as calcium carbonate) 600 mg'],
    ]);
    // The amount read is already the element; the salt named beside it goes along (it picks the option).
    expect(d.nutrients[1]!.salt).toBe('calcium_carbonate');
    // 汤臣倍健 says no daily count: the person fills it in.
    expect(draftOf(BY_HEALTH)).toMatchObject({ servingCount: '2', perDay: '' });
  });

  it('confirms the figures as edited (vitamin D 20 → 25 µg), numbers parsed from what was typed', () => {
    const d = draftOf(CALTRATE);
    d.nutrients[0]!.amount = '25';
    expect(confirmBodyOf(PLAN, d)).toEqual({
      ok: true,
      body: {
        customNutritionPlanId: PLAN,
        name: 'Caltrate 600+D3',
        serving: { count: 1, unit: 'tablet' },
        perDay: 2,
        nutrients: [
          { nutrient: 'vitaminD', amount: 25, unit: 'ug' },
          { nutrient: 'calcium', amount: 600, unit: 'mg', salt: 'calcium_carbonate' },
        ],
      },
    });
  });

  it('names each figure that cannot be sent, and sends nothing', () => {
    const d = { ...draftOf(BY_HEALTH), name: '  ' };
    d.nutrients[0]!.amount = '六百';
    expect(confirmBodyOf(PLAN, d)).toEqual({
      ok: false,
      problems: { name: 'nameRequired', perDay: 'required', 'nutrients.0.amount': 'notNumber' },
    });
    expect(confirmBodyOf(PLAN, { ...draftOf(CALTRATE), nutrients: [] })).toEqual({
      ok: false,
      problems: { nutrients: 'noNutrient' },
    });
  });

  it("places the server's field errors on their figure", () => {
    expect(placeOfServerError('nutrients.1.nutrient')).toEqual({ row: 1 });
    expect(placeOfServerError('serving.count')).toEqual({ field: 'serving.count' });
    expect(placeOfServerError('customNutritionPlanId')).toBeNull();
  });

  it("after a confirm the list holds the product's stored entries once, the rest untouched", () => {
    const pick = (name: string, over: Partial<PickedSupplement> = {}): PickedSupplement => ({
      key: `name:${name.toLowerCase()}`,
      optionId: 'calcium-carbonate',
      names: { zh: name, en: name },
      dose: '2',
      unit: 'tablet',
      name,
      perUnit: { amount: 600, unit: 'mg' },
      ...over,
    });
    const fishOil: PickedSupplement = {
      key: 'fish-oil',
      optionId: 'fish-oil',
      names: { zh: '鱼油', en: 'Fish oil' },
      dose: '1000',
      unit: 'mg',
    };
    const before = [fishOil, pick('Caltrate 600+D3 · Calcium', { dose: '1' })];
    const stored = [
      pick('Caltrate 600+D3 · Calcium'),
      pick('Caltrate 600+D3 · Vitamin D', { optionId: 'vitamin-d3' }),
      pick('Other · Calcium'),
    ];
    expect(withConfirmedProduct(before, 'Caltrate 600+D3', stored).map((s) => [s.key, s.dose])).toEqual([
      ['fish-oil', '1000'],
      ['name:caltrate 600+d3 · calcium', '2'],
      ['name:caltrate 600+d3 · vitamin d', '2'],
    ]);
  });
});
