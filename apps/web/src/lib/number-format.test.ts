import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber } from './number-format';

const intl = (value: number, locale: string, digits: number, useGrouping = true) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: digits, useGrouping }).format(value);

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat writes, in both app locales', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e22, max: 1e22 }),
          fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
          fc.constantFrom(0, -0, 0.5, 1.5, 2.5, -2.5, 1.005, 0.125, 999.995, 1e21, -1e-7),
        ),
        fc.constantFrom('zh-CN', 'en-US', 'en', 'zh'),
        fc.integer({ min: 0, max: 4 }),
        fc.boolean(),
        (value, locale, digits, grouping) => {
          expect(formatNumber(value, locale, digits, grouping)).toBe(intl(value, locale, digits, grouping));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rounds half away from zero, drops trailing zeros and groups thousands', () => {
    expect(formatNumber(1234.5678, 'en-US', 2)).toBe('1,234.57');
    expect(formatNumber(1234.5678, 'zh-CN', 0)).toBe('1,235');
    expect(formatNumber(1234.5, 'en-US', 2, false)).toBe('1234.5');
    expect(formatNumber(2.5, 'en-US', 0)).toBe('3');
    expect(formatNumber(-2.5, 'en-US', 0)).toBe('-3');
    expect(formatNumber(1e6, 'zh-CN', 2)).toBe('1,000,000');
  });

  it('uses Intl for other locales, and survives odd digit counts and locale tags', () => {
    expect(formatNumber(1234.5, 'de-DE', 1)).toBe(intl(1234.5, 'de-DE', 1));
    expect(formatNumber(1.23456, 'en-US', -3)).toBe('1');
    expect(formatNumber(1.5, 'en-US', Number.NaN)).toBe('2');
    expect(formatNumber(Number.NaN, 'en-US', 1)).toBe('NaN');
    expect(formatNumber(1.25, 'not a locale!!', 1)).toMatch(/^1[.,][23]$/);
  });
});
