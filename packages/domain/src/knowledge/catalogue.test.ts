import { describe, it, expect } from 'vitest';
import { z } from 'zod';
import { bilingualSchema, type Source } from '../contracts/common';
import { NUTRIENT_KEYS, unitOf, type NutrientKey } from '../nutrients';
import { isSubstance } from '../substances';
import { convertDose, DOSE_UNITS } from '../units';
import { splitUsage } from '../commerce';
import { CATALOGUE, PRODUCT_CATEGORIES, catalogueProduct, nutrientKeysOf, usageTextFor } from './catalogue';

const productSchema = z.object({
  id: z.string().regex(/^p-[a-z0-9_-]+$/),
  category: z.enum(Object.keys(PRODUCT_CATEGORIES) as [string, ...string[]]),
  zh: z.string().min(1),
  en: z.string().min(1),
  brand: z.string().min(1),
  image: z.string().regex(/^p-[a-z0-9_-]+\.svg$/),
  nutrientsPerServing: z
    .array(
      z.object({
        substance: z.string().refine(isSubstance, 'unknown substance'),
        amount: z.number().positive().finite(),
        unit: z.enum(DOSE_UNITS),
      }),
    )
    .min(1),
  servingsPerDay: z.number().int().min(1).max(3),
  usage: bilingualSchema,
  skus: z
    .array(
      z.object({
        id: z.string().min(1),
        spec: bilingualSchema,
        priceCents: z.number().int().positive(),
        stock: z.number().int().nonnegative(),
      }),
    )
    .min(1)
    .max(3),
  form: z.string().optional(),
  tags: z.array(z.string()),
});

/** Amount per serving in the nutrient's canonical unit (IU converted). */
function canonicalAmount(key: NutrientKey, amount: number, unit: (typeof DOSE_UNITS)[number]): number {
  const v = convertDose(amount, unit, unitOf(key), key);
  if (v === null) throw new Error(`cannot convert ${unit} for ${key}`);
  return v;
}

/**
 * Adult tolerable upper intake levels (19+ years, not pregnant), US Institute of Medicine DRI tables.
 * Calcium uses the 51+ value (2000 mg), the lowest adult UL.
 */
const IOM_UL_SOURCE: Source = {
  ref: 'Institute of Medicine, Dietary Reference Intakes: Tolerable Upper Intake Levels, Vitamins and Elements tables',
  url: 'https://www.ncbi.nlm.nih.gov/books/NBK545442/',
};
const ADULT_UL: Partial<Record<NutrientKey, number>> = {
  vitaminA: 3000, // µg preformed retinol
  vitaminD: 100, // µg
  vitaminE: 1000, // mg α-tocopherol from supplements
  vitaminC: 2000, // mg
  niacin: 35, // mg from supplements
  vitaminB6: 100, // mg
  folate: 1000, // µg folic acid from supplements
  calcium: 2000, // mg (51+)
  iron: 45, // mg
  zinc: 40, // mg
  magnesium: 350, // mg from supplements
  selenium: 400, // µg
  iodine: 1100, // µg
};

describe('seed catalogue', () => {
  it('has at least 30 products, each valid against the schema', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(30);
    for (const p of CATALOGUE) {
      const r = productSchema.safeParse(p);
      expect(r.success, `${p.id}: ${r.success ? '' : r.error.message}`).toBe(true);
    }
  });

  it('has unique product ids, unique sku ids, and sku ids prefixed by their product', () => {
    const ids = CATALOGUE.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    const skuIds = CATALOGUE.flatMap((p) => p.skus.map((s) => s.id));
    expect(new Set(skuIds).size).toBe(skuIds.length);
    for (const p of CATALOGUE) for (const s of p.skus) expect(s.id.startsWith(`${p.id}-`)).toBe(true);
  });

  it('lists each substance at most once per product and only known substances', () => {
    for (const p of CATALOGUE) {
      const subs = p.nutrientsPerServing.map((n) => n.substance);
      expect(new Set(subs).size, p.id).toBe(subs.length);
      for (const s of subs) expect(isSubstance(s), `${p.id}: ${s}`).toBe(true);
    }
  });

  it('uses the canonical unit of each nutrient, or IU only for vitamins A, D and E', () => {
    for (const p of CATALOGUE) {
      for (const n of p.nutrientsPerServing) {
        if (!NUTRIENT_KEYS.includes(n.substance as NutrientKey)) continue;
        const key = n.substance as NutrientKey;
        if (n.unit === 'IU') expect(['vitaminA', 'vitaminD', 'vitaminE'], `${p.id}`).toContain(key);
        else expect(n.unit, `${p.id}: ${key}`).toBe(unitOf(key));
      }
    }
  });

  it(`keeps every daily amount at or below 60 % of the adult UL (${IOM_UL_SOURCE.ref})`, () => {
    for (const p of CATALOGUE) {
      for (const n of p.nutrientsPerServing) {
        const key = n.substance as NutrientKey;
        const ul = ADULT_UL[key];
        if (ul === undefined) continue;
        const daily = canonicalAmount(key, n.amount, n.unit) * p.servingsPerDay;
        expect(daily, `${p.id}: ${key} ${daily} vs UL ${ul}`).toBeLessThanOrEqual(ul * 0.6 + 1e-9);
      }
    }
  });

  it('has a single-nutrient product for every recommendable nutrient key', () => {
    for (const key of NUTRIENT_KEYS) {
      const singles = CATALOGUE.filter((p) => {
        const keys = nutrientKeysOf(p);
        return keys.length === 1 && keys[0] === key;
      });
      expect(singles.length, key).toBeGreaterThanOrEqual(1);
    }
  });

  it('covers both calcium forms, fish oil and algal DHA, and the named combinations', () => {
    const calciumForms = CATALOGUE.filter((p) => nutrientKeysOf(p).join() === 'calcium').map((p) => p.form);
    expect(calciumForms).toEqual(expect.arrayContaining(['carbonate', 'citrate']));
    const omegaForms = CATALOGUE.filter((p) => p.category === 'omega3').map((p) => p.form);
    expect(omegaForms).toEqual(expect.arrayContaining(['fish_oil', 'algal']));
    for (const id of [
      'p-b-complex',
      'p-multi-men',
      'p-multi-women',
      'p-multi-prenatal',
      'p-multi-50plus',
      'p-d3k2',
      'p-ca-d3',
    ])
      expect(catalogueProduct(id), id).toBeDefined();
    expect(nutrientKeysOf(catalogueProduct('p-d3k2')!)).toEqual(['vitaminD', 'vitaminK']);
  });

  it('names its image after the id', () => {
    for (const p of CATALOGUE) expect(p.image).toBe(`${p.id}.svg`);
  });

  it('usage texts split into a count and a parenthesised instruction in both languages', () => {
    for (const p of CATALOGUE) {
      for (const text of [p.usage.zh, p.usage.en]) {
        const { usage, content } = splitUsage(text);
        expect(usage, p.id).not.toBe('');
        expect(content, p.id).toMatch(/^[(（].*[)）]$/);
      }
      expect(p.usage.zh).toContain(`每日${p.servingsPerDay}`);
    }
  });

  it('usageTextFor writes the examples of the brief', () => {
    const capsule = { servingUnit: 'capsule', timing: { zh: '随餐服用', en: 'with a meal' } } as const;
    expect(usageTextFor(capsule, 1)).toEqual({
      zh: '每日1粒（随餐服用）',
      en: 'One capsule daily (with a meal)',
    });
    expect(usageTextFor(capsule, 2)).toEqual({
      zh: '每日2粒（随餐服用）',
      en: 'Two capsules daily (with a meal)',
    });
  });

  it('a once-a-day amount is never told to be spread over meals; two or more of such a product are', () => {
    const tablet = {
      servingUnit: 'tablet',
      timing: { zh: '随餐分次服用', en: 'with meals, spread over the day' },
    } as const;
    expect(usageTextFor(tablet, 1)).toEqual({
      zh: '每日1片（随餐服用）',
      en: 'One tablet daily (with a meal)',
    });
    expect(usageTextFor(tablet, 2)).toEqual({
      zh: '每日2片（随餐分次服用）',
      en: 'Two tablets daily (with meals, spread over the day)',
    });
    for (const p of CATALOGUE) {
      const once = usageTextFor(p, 1);
      expect(once.zh, p.id).not.toContain('分次');
      expect(once.en, p.id).not.toMatch(/spread/);
    }
  });

  it('looks products up by id and answers undefined for anything else', () => {
    expect(catalogueProduct('p-vitd3-1000')?.en).toBe('Vitamin D3 1000 IU softgels');
    expect(catalogueProduct('nope')).toBeUndefined();
    expect(catalogueProduct(42)).toBeUndefined();
  });

  it('converts IU labels correctly (1000 IU vitamin D = 25 µg)', () => {
    const d = catalogueProduct('p-vitd3-1000')!.nutrientsPerServing[0]!;
    expect(canonicalAmount('vitaminD', d.amount, d.unit)).toBe(25);
  });
});
