import { describe, expect, it } from 'vitest';
import { formatRange, formatValue } from './format';

describe('formatRange', () => {
  it('prints both bounds, one bound, or nothing', () => {
    expect(formatRange(130, 175, 'g/L', 'zh-CN')).toBe('130–175 g/L');
    expect(formatRange(null, 5.2, 'mmol/L', 'en-US')).toBe('< 5.2 mmol/L');
    expect(formatRange(150, null, 'pmol/L', 'en-US')).toBe('≥ 150 pmol/L');
    expect(formatRange(null, null, 'g/L', 'en-US')).toBeNull();
    expect(formatRange(Number.NaN, undefined, 'g/L', 'en-US')).toBeNull();
  });
  it('rounds to two decimals without grouping', () => {
    expect(formatValue(20.0333, 'en-US')).toBe('20.03');
    expect(formatValue(100000, 'en-US')).toBe('100000');
    expect(formatValue(null, 'en-US')).toBe('—');
  });
});
