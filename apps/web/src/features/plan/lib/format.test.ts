import { describe, expect, it } from 'vitest';
import { formatAmount, nutrientName, unitLabel } from './format';

describe('plan formatting', () => {
  it('names nutrients in the UI locale and keeps unknown keys', () => {
    expect(nutrientName('vitaminD', 'zh-CN')).toBe('维生素D');
    expect(nutrientName('vitaminD', 'en-US')).toBe('Vitamin D');
    expect(nutrientName('unobtainium', 'en-US')).toBe('unobtainium');
  });

  it('shows micrograms as µg', () => {
    expect(unitLabel('ug')).toBe('µg');
    expect(unitLabel('mg')).toBe('mg');
  });

  it('rounds by magnitude and shows a dash for missing numbers', () => {
    expect(formatAmount(1815.4, 'en-US')).toBe('1,815');
    expect(formatAmount(22.04, 'en-US')).toBe('22');
    expect(formatAmount(1.125, 'zh-CN')).toBe('1.13');
    expect(formatAmount(null, 'zh-CN')).toBe('—');
    expect(formatAmount(Number.NaN, 'zh-CN')).toBe('—');
  });
});
