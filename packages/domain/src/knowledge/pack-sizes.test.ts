import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import { servingsPerPack } from './pack-sizes';

describe('servings per pack', () => {
  it('every SKU of the catalogue has a count, read from its label', () => {
    const missing = CATALOGUE.flatMap((p) => p.skus.filter((s) => !servingsPerPack(s.id)).map((s) => s.id));
    expect(missing).toEqual([]);
  });

  it.each([
    ['p-vitc-100-60', 60],
    ['p-vitc-500-100', 100],
    // 450 g ÷ about 25 g a scoop; 200 g of psyllium ÷ about 6 g a scoop.
    ['p-protein-whey-450g', 18],
    ['p-protein-whey-900g', 36],
    ['p-fiber-psyllium-200g', 33],
  ])('%s holds %i servings', (skuId, n) => {
    expect(servingsPerPack(skuId)).toBe(n);
  });

  it('an unknown SKU has none', () => {
    expect(servingsPerPack('p-nope-60')).toBeNull();
  });
});
