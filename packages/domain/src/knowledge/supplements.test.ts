import { describe, expect, it } from 'vitest';
import { sourceSchema } from '../contracts/common';
import { isSubstance } from '../substances';
import { convertDose, DOSE_UNITS } from '../units';
import { resolveSupplementName, supplementOptionById } from '../review';
import { SUPPLEMENT_CATEGORIES, SUPPLEMENT_OPTIONS, type SupplementOptionRow } from './supplements';

const rows: readonly SupplementOptionRow[] = SUPPLEMENT_OPTIONS;
const norm = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s'’`.,，。、·()（）\-_/+]/g, '');

describe('supplement option table', () => {
  it('has at least 60 options with unique kebab-case ids', () => {
    expect(rows.length).toBeGreaterThanOrEqual(60);
    const ids = rows.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers every category and the products the brief names', () => {
    for (const c of SUPPLEMENT_CATEGORIES)
      expect(
        rows.some((o) => o.category === c),
        c,
      ).toBe(true);
    const mains = new Set(rows.map((o) => o.main));
    for (const s of [
      'calcium',
      'iron',
      'magnesium',
      'zinc',
      'selenium',
      'iodine',
      'potassium',
      'vitaminB12',
      'folate',
      'vitaminA',
      'vitaminC',
      'vitaminD',
      'vitaminE',
      'vitaminK',
      'omega3',
      'ginkgo',
      'stJohnsWort',
      'garlic',
      'ginseng',
      'turmeric',
      'coq10',
      'melatonin',
      'probiotics',
      'glucosamine',
      'redYeastRice',
      'greenTeaExtract',
      'echinacea',
      'lutein',
      'collagen',
      'biotin',
      'danshen',
      'dongQuai',
      'milkThistle',
      'berberine',
      'soyIsoflavones',
      'highFiberSupplement',
    ] as const) {
      expect(mains.has(s), s).toBe(true);
    }
    for (const id of [
      'calcium-carbonate',
      'calcium-citrate',
      'b-complex',
      'multivitamin-men',
      'multivitamin-women',
      'prenatal-multivitamin',
      'fish-oil',
      'algal-dha',
      'krill-oil',
    ]) {
      expect(supplementOptionById(id)?.id, id).toBe(id);
    }
  });

  it('names known substances with valid, positive amounts; IU only for vitamins A, D and E', () => {
    for (const o of rows) {
      expect(isSubstance(o.main), o.id).toBe(true);
      expect(
        o.contains.some((c) => c.substance === o.main),
        `${o.id} contains its main substance`,
      ).toBe(true);
      for (const c of o.contains) {
        expect(isSubstance(c.substance), `${o.id} ${c.substance}`).toBe(true);
        expect(DOSE_UNITS).toContain(c.unit);
        expect(c.amount, o.id).toBeGreaterThan(0);
        if (c.unit === 'IU') expect(['vitaminA', 'vitaminD', 'vitaminE'], o.id).toContain(c.substance);
      }
      expect(new Set(o.contains.map((c) => c.substance)).size, o.id).toBe(o.contains.length);
      expect(o.defaultDose.amount, o.id).toBeGreaterThan(0);
      expect(convertDose(o.defaultDose.amount, o.defaultDose.unit, 'mg', o.main), o.id).not.toBeNull();
      expect(o.zh && o.en && o.serving.zh && o.serving.en, o.id).toBeTruthy();
      expect(sourceSchema.safeParse(o.source).success, o.id).toBe(true);
    }
  });

  it('gives every alias and name to one option only, and resolves each to it', () => {
    const owner = new Map<string, string>();
    for (const o of rows) {
      for (const n of new Set([o.id, o.zh, o.en, ...o.aliases].map(norm))) {
        const prev = owner.get(n);
        expect(prev === undefined || prev === o.id, `${n}: ${prev} and ${o.id}`).toBe(true);
        owner.set(n, o.id);
      }
    }
    for (const o of rows)
      for (const a of [o.zh, o.en, ...o.aliases]) expect(resolveSupplementName(a)?.id, a).toBe(o.id);
  });

  it('keeps label figures consistent with their sources', () => {
    // NIH ODS: 1,000 mg fish oil with 180 mg EPA + 120 mg DHA.
    expect(supplementOptionById('fish-oil')?.contains).toContainEqual({
      substance: 'omega3',
      amount: 300,
      unit: 'mg',
    });
    // NIH ODS: ferrous sulfate 325 mg = 65 mg elemental iron.
    expect(supplementOptionById('iron-ferrous-sulfate')?.contains).toContainEqual({
      substance: 'iron',
      amount: 65,
      unit: 'mg',
    });
    // 0.5 g KCl × 39.10 / 74.55 = 262 mg potassium.
    expect(Math.round((500 * 39.1) / 74.55)).toBe(262);
  });
});
