/**
 * Names as Hong Kong and Taiwan readers type them (fiftieth clinician review, zh M1): "維他命D3 50000IU"
 * went unchecked and uncounted while "维生素D3 50000IU" was counted as 179 µg a day.
 */
import { describe, expect, it } from 'vitest';
import { intakeFromSupplements } from './intake';
import { resolveSupplementName } from './search';

describe('traditional characters and 維他命 name the same product', () => {
  it.each([
    ['維他命D3 50000IU', '维生素D3 50000IU'],
    ['維他命C 1000mg', '维生素C 1000mg'],
    ['魚油', '鱼油'],
    ['葡萄糖酸鋅', '葡萄糖酸锌'],
    ['鈣尔奇 D600', '钙尔奇 D600'],
  ])('%s is %s', (typed, mainland) => {
    const option = resolveSupplementName(mainland);
    expect(option).toBeDefined();
    expect(resolveSupplementName(typed)?.id).toBe(option?.id);
  });

  it('the weekly 50,000 IU is counted as its daily average, as in simplified characters', () => {
    const weekly = (name: string) =>
      intakeFromSupplements([{ name, dose: 1, unit: 'capsule', every: 'week' }]).perNutrient.vitaminD;
    expect(weekly('維他命D3 50000IU')).toBeCloseTo(50000 / 40 / 7, 1);
    expect(weekly('維他命D3 50000IU')).toBe(weekly('维生素D3 50000IU'));
  });

  it('a name that is not a product stays unresolved', () => {
    expect(resolveSupplementName('維他命')).toBeUndefined();
  });
});
