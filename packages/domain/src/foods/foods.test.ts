import { describe, expect, it } from 'vitest';
import { NUTRIENT_KEYS, unitOf, type NutrientKey } from '../nutrients';
import { foodSourcesFor, foodTipAllowed } from '.';

describe('foodSourcesFor', () => {
  it('returns the richest portions first, in the nutrient unit and the locale', () => {
    const zh = foodSourcesFor('calcium', 'zh-CN');
    expect(zh).toHaveLength(5);
    // 牛乳 104 mg/100 g × 250 g = 260 mg; 芝麻酱 1170 mg/100 g × 15 g = 175.5 mg (China FCT).
    expect(zh[0]?.name).toBe('低脂原味酸奶');
    expect(zh[1]).toEqual({ name: '牛乳', portion: '1杯（250 mL）', amount: 260, unit: 'mg' });
    expect(zh.map((f) => f.name)).toContain('虾皮');
    const en = foodSourcesFor('calcium', 'en-US', 3);
    expect(en.map((f) => f.name)).toEqual([
      'Yogurt, plain, low fat',
      'Orange juice, calcium-fortified',
      'Mozzarella, part skim',
    ]);
    expect(en[0]).toMatchObject({ amount: 415, portion: '8 oz (227 g)' });
  });

  it('lists Chinese staples for iron and iodine', () => {
    expect(foodSourcesFor('iron', 'zh-CN', 10).map((f) => f.name)).toEqual(
      expect.arrayContaining(['猪肝', '黑木耳（干）', '菠菜', '鸭血']),
    );
    // 紫菜 4323 µg/100 g × 5 g = 216.15 µg
    expect(foodSourcesFor('iodine', 'zh-CN', 10).find((f) => f.name === '紫菜（干）')?.amount).toBeCloseTo(
      216.15,
      2,
    );
  });

  it('is sorted, sized and unit-correct for every nutrient and locale', () => {
    for (const k of NUTRIENT_KEYS) {
      for (const loc of ['zh-CN', 'en-US'] as const) {
        const list = foodSourcesFor(k, loc);
        expect(list, `${k} ${loc}`).toHaveLength(5);
        for (let i = 1; i < list.length; i++)
          expect(list[i - 1]!.amount).toBeGreaterThanOrEqual(list[i]!.amount);
        for (const f of list) expect(f.unit).toBe(unitOf(k));
      }
    }
  });

  it('is total on odd input', () => {
    expect(foodSourcesFor('nope' as NutrientKey, 'zh-CN')).toEqual([]);
    expect(foodSourcesFor('iron', 'zh-CN', 0)).toEqual([]);
    expect(foodSourcesFor('iron', 'zh-CN', -3)).toEqual([]);
    expect(foodSourcesFor('iron', 'zh-CN', Number.NaN)).toHaveLength(5);
  });
});

describe('foodTipAllowed', () => {
  it('withholds potassium and protein tips with kidney disease only', () => {
    for (const k of NUTRIENT_KEYS) {
      expect(foodTipAllowed(k, { kidney: false })).toBe(true);
      expect(foodTipAllowed(k, { kidney: true })).toBe(k !== 'potassium' && k !== 'protein');
    }
  });
});
