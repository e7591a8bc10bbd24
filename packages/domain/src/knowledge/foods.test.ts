import { describe, expect, it } from 'vitest';
import { sourceSchema } from '../contracts/common';
import { NUTRIENT_KEYS, isNutrientKey } from '../nutrients';
import { FOOD_SOURCES } from './foods';

describe('food source table', () => {
  it('has sourced rows with positive amounts for every nutrient key', () => {
    for (const r of FOOD_SOURCES) {
      expect(isNutrientKey(r.nutrient)).toBe(true);
      expect(r.amount, `${r.nutrient} ${r.en}`).toBeGreaterThan(0);
      expect(r.zh && r.en && r.portion.zh && r.portion.en).toBeTruthy();
      expect(r.locales.length).toBeGreaterThan(0);
      expect(sourceSchema.safeParse(r.source).success, r.en).toBe(true);
    }
    for (const k of NUTRIENT_KEYS) {
      for (const loc of ['zh-CN', 'en-US'] as const) {
        const n = FOOD_SOURCES.filter((r) => r.nutrient === k && r.locales.includes(loc)).length;
        expect(n, `${k} ${loc}`).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('has no duplicate food per nutrient and locale', () => {
    const seen = new Set<string>();
    for (const r of FOOD_SOURCES) {
      for (const loc of r.locales) {
        const key = `${r.nutrient}|${loc}|${loc === 'zh-CN' ? r.zh : r.en}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });

  it('includes foods common in China from the Chinese tables', () => {
    const zhNames = new Set(FOOD_SOURCES.filter((r) => r.locales.includes('zh-CN')).map((r) => r.zh));
    for (const f of [
      '北豆腐',
      '紫菜（干）',
      '海带（干）',
      '猪肝',
      '菠菜',
      '芝麻酱',
      '小米',
      '虾皮',
      '黑木耳（干）',
    ]) {
      expect(zhNames.has(f), f).toBe(true);
    }
  });
});

describe('portions in Chinese', () => {
  it('are grams or Chinese measures, never ounces (issue 30 §2: grams, 两 or a hand-sized portion)', () => {
    for (const r of FOOD_SOURCES) expect(r.portion.zh, r.en).not.toMatch(/盎司|\boz\b|ounce/i);
  });
});
