import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { NUTRIENT_KEYS, unitOf, type NutrientKey } from '../nutrients';
import { SUBSTANCE_IDS, type Substance } from '../substances';
import { convertDose } from '../units';
import { CATALOGUE, DOSE_TOLERANCE, productById, productsFor, type ProductRecommendation } from './index';

const rec = (nutrient: NutrientKey, dose: number, form?: string): ProductRecommendation => ({
  nutrient,
  dose,
  unit: unitOf(nutrient),
  ...(form === undefined ? {} : { form }),
});
const zh = { avoidSubstances: [] as Substance[], locale: 'zh-CN' as const };
const en = { avoidSubstances: [] as Substance[], locale: 'en-US' as const };

/** Daily amount of a nutrient a plan product delivers, in the nutrient's canonical unit. */
function dailyAmount(productId: string, dosage: number, key: NutrientKey): number {
  const p = productById(productId);
  const label = p?.nutrientsPerServing.find((n) => n.substance === key);
  if (!label) return 0;
  return (convertDose(label.amount, label.unit, unitOf(key), key) ?? Number.NaN) * dosage;
}

describe('productsFor', () => {
  it.each<[string, ProductRecommendation, string | null, number]>([
    ['vitamin D 25 µg → one 1000 IU softgel', rec('vitaminD', 25), 'p-vitd3-1000', 1],
    ['vitamin D 20 µg → two 400 IU softgels (closer than 1000 IU)', rec('vitaminD', 20), 'p-vitd3-400', 2],
    ['vitamin D 10 µg → one 400 IU softgel (label says 2, reduced)', rec('vitaminD', 10), 'p-vitd3-400', 1],
    ['vitamin D 15 µg → nothing within 80–125 % (10, 20 and 25 µg all miss)', rec('vitaminD', 15), null, 0],
    ['vitamin D 5 µg → nothing fits', rec('vitaminD', 5), null, 0],
    ['vitamin C 200 mg → two 100 mg', rec('vitaminC', 200), 'p-vitc-100', 2],
    ['vitamin C 500 mg → one 500 mg (fewer than 5 × 100)', rec('vitaminC', 500), 'p-vitc-500', 1],
    ['vitamin C 1000 mg → nothing delivers 80 % of it', rec('vitaminC', 1000), null, 0],
    ['B1 2.8 mg → two 1.4 mg despite float division', rec('thiamin', 2.8), 'p-vitb1-1_4', 2],
    ['calcium 600 mg → two carbonate 300 mg', rec('calcium', 600), 'p-ca-carbonate-300', 2],
    ['calcium 600 mg citrate → two citrate 250 mg', rec('calcium', 600, 'citrate'), 'p-ca-citrate-250', 2],
    ['calcium 280 mg citrate → one citrate 250 mg', rec('calcium', 280, 'citrate'), 'p-ca-citrate-250', 1],
    [
      'calcium 200 mg citrate → one citrate 250 mg (125 %)',
      rec('calcium', 200, 'citrate'),
      'p-ca-citrate-250',
      1,
    ],
    ['calcium 500 mg → two citrate 250 mg (exact beats 600 mg)', rec('calcium', 500), 'p-ca-citrate-250', 2],
    [
      'calcium 700 mg carbonate → two carbonate 300 mg (86 %)',
      rec('calcium', 700, 'carbonate'),
      'p-ca-carbonate-300',
      2,
    ],
    ['calcium 150 mg → nothing (250 mg is 167 %)', rec('calcium', 150), null, 0],
    ['omega-3 1200 mg → fish oil', rec('omega3', 1200), 'p-fishoil-600', 2],
    ['omega-3 400 mg algal → algal DHA', rec('omega3', 400, 'algal'), 'p-algal-dha-200', 2],
    ['fibre 10 g → two scoops of psyllium', rec('fiber', 10), 'p-fiber-psyllium', 2],
    ['protein 25 g → one scoop (first of two equal products)', rec('protein', 25), 'p-protein-whey', 1],
    ['unknown form falls back to any form', rec('calcium', 600, 'gluconate'), 'p-ca-carbonate-300', 2],
  ])('%s', (_name, r, productId, dosage) => {
    const out = productsFor([r], zh);
    if (productId === null) expect(out).toEqual([]);
    else expect(out.map((p) => [p.productId, p.dosage])).toEqual([[productId, dosage]]);
  });

  it('takes a preferred form from the context', () => {
    const out = productsFor([rec('omega3', 400), rec('calcium', 500)], {
      ...zh,
      preferForms: { omega3: 'algal', calcium: 'citrate' },
    });
    expect(out.map((p) => p.productId)).toEqual(['p-algal-dha-200', 'p-ca-citrate-250']);
  });

  it('converts a recommendation in another mass unit', () => {
    const out = productsFor([{ nutrient: 'vitaminC', dose: 0.5, unit: 'g' }], zh);
    expect(out.map((p) => [p.productId, p.dosage])).toEqual([['p-vitc-500', 1]]);
  });

  it('never picks a product containing an avoided substance', () => {
    expect(productsFor([rec('fiber', 10)], { ...zh, avoidSubstances: ['highFiberSupplement'] })).toEqual([]);
    expect(productsFor([rec('iron', 30)], { ...zh, avoidSubstances: ['iron'] })).toEqual([]);
  });

  it('keeps the order of the recommendations, one product per nutrient, skipping malformed ones', () => {
    const out = productsFor(
      [
        rec('zinc', 10),
        rec('vitaminD', 25),
        rec('zinc', 20),
        { nutrient: 'unobtainium', dose: 1, unit: 'mg' },
        rec('iron', Number.NaN),
        rec('magnesium', -5),
        rec('magnesium', 200),
      ],
      zh,
    );
    expect(out.map((p) => p.productId)).toEqual(['p-zn-10', 'p-vitd3-1000', 'p-mg-100']);
    expect(out.map((p) => p.nutrients)).toEqual([['zinc'], ['vitaminD'], ['magnesium']]);
  });

  it('writes usage and content in the locale at the chosen servings', () => {
    expect(productsFor([rec('vitaminD', 10)], zh)[0]).toMatchObject({
      usage: '每日1粒',
      content: '（每日共 10 µg；随含油脂的正餐服用）',
      delivered: { nutrient: 'vitaminD', amount: 10, unit: 'ug' },
    });
    expect(productsFor([rec('vitaminC', 200)], en)[0]).toMatchObject({
      usage: 'Two chewable tablets daily',
      content: '(200 mg a day in total; chewed after meals, spread over the day)',
      delivered: { nutrient: 'vitaminC', amount: 200, unit: 'mg' },
    });
  });

  it('is total on odd input', () => {
    expect(productsFor(null as unknown as [], zh)).toEqual([]);
    expect(productsFor([null as unknown as ProductRecommendation], zh)).toEqual([]);
    expect(productsFor([rec('zinc', 10)], undefined as unknown as typeof zh)).toHaveLength(1);
  });

  it('productById finds catalogue products', () => {
    expect(productById('p-ca-citrate-250')?.form).toBe('citrate');
    expect(productById('x')).toBeUndefined();
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(30);
  });

  const recArb = fc.record({
    nutrient: fc.constantFrom(...NUTRIENT_KEYS),
    dose: fc.double({ min: 0, max: 3000, noNaN: true }),
    form: fc.option(fc.constantFrom('citrate', 'carbonate', 'algal', 'fish_oil', 'soy'), { nil: undefined }),
  });
  const avoidArb = fc.subarray([...SUBSTANCE_IDS], { maxLength: 8 });

  it('vegan B12 10 µg (no UL: an "at least" dose) → the 500 µg tablet once a day, not 2 × 2.4 µg', () => {
    const out = productsFor([{ ...rec('vitaminB12', 10), maxDaily: Infinity }], en);
    expect(out.map((p) => [p.productId, p.dosage])).toEqual([['p-vitb12-500', 1]]);
    expect(out[0]!.delivered).toEqual({ nutrient: 'vitaminB12', amount: 500, unit: 'ug' });
    expect(out[0]!.content).toMatch(/^\(500 µg a day in total; /);
    // 2.4 µg (the recommended intake) keeps the small tablet: the closest "at least" fit, one a day.
    expect(productsFor([{ ...rec('vitaminB12', 2.4), maxDaily: Infinity }], zh)[0]?.productId).toBe(
      'p-vitb12-2_4',
    );
  });

  it('never delivers more than the room under the UL', () => {
    // 500 mg wanted but only 550 mg left under the UL: 600 mg would pass it, 500 mg does not.
    const out = productsFor([{ ...rec('calcium', 500, 'carbonate'), maxDaily: 550 }], zh);
    expect(out.map((p) => [p.productId, p.dosage])).toEqual([['p-ca-citrate-250', 2]]);
    expect(productsFor([{ ...rec('calcium', 500, 'carbonate'), maxDaily: 350 }], zh)).toEqual([]);
  });

  it('delivers 80–125 % of the dose, never an avoided substance, one product per nutrient, order kept', () => {
    fc.assert(
      fc.property(fc.array(recArb, { maxLength: 12 }), avoidArb, (raw, avoid) => {
        const recs = raw.map((r) => rec(r.nutrient, r.dose, r.form));
        const out = productsFor(recs, { avoidSubstances: avoid, locale: 'en-US' });
        const seen: number[] = [];
        for (const p of out) {
          const product = productById(p.productId);
          expect(product).toBeDefined();
          expect(p.nutrients).toHaveLength(1);
          const key = p.nutrients[0] as NutrientKey;
          const amount = dailyAmount(p.productId, p.dosage, key);
          // The producing recommendation is the first of that nutrient the product delivers within
          // the tolerance of: earlier ones (no product within it) produce nothing.
          const within = (r: ProductRecommendation) =>
            amount >= r.dose * DOSE_TOLERANCE.min * (1 - 1e-9) &&
            amount <= r.dose * DOSE_TOLERANCE.max * (1 + 1e-9);
          const producer = recs.findIndex((r) => r.nutrient === key && within(r));
          expect(producer, `${p.productId} misses every ${key} dose`).toBeGreaterThanOrEqual(0);
          expect(p.delivered?.amount).toBeCloseTo(amount, 6);
          expect(
            Number.isInteger(p.dosage) && p.dosage >= 1 && p.dosage <= (product?.servingsPerDay ?? 0),
          ).toBe(true);
          for (const n of product?.nutrientsPerServing ?? []) expect(avoid).not.toContain(n.substance);
          seen.push(producer);
        }
        expect(seen).toEqual([...seen].sort((a, b) => a - b));
        expect(new Set(seen).size).toBe(seen.length);
      }),
    );
  });

  it('a citrate calcium recommendation that a citrate count fits within the tolerance gets citrate', () => {
    fc.assert(
      fc.property(fc.double({ min: 100, max: 3000, noNaN: true }), (dose) => {
        const out = productsFor([rec('calcium', dose, 'citrate')], zh);
        const citrateFits = [250, 500].some(
          (a) => a >= dose * DOSE_TOLERANCE.min && a <= dose * DOSE_TOLERANCE.max,
        );
        if (citrateFits) expect(productById(out[0]?.productId)?.form).toBe('citrate');
      }),
    );
  });
});
