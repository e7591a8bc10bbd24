import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { Locale } from '../contracts/common';
import type { Voucher } from './best-price';
import { voucherLabel } from './voucher-label';

const v = (mode: 1 | 2, value: number, threshold = 0, title?: string): Voucher => ({
  id: 'v',
  status: 1,
  threshold_amount: threshold,
  preferential_mode: mode,
  value,
  ...(title === undefined ? {} : { title }),
});

describe('voucherLabel', () => {
  it.each<[string, Voucher, Locale, string]>([
    ['zh percentage 85 → 8.5折', v(2, 85), 'zh-CN', '8.5折'],
    ['zh percentage 80 → 8折', v(2, 80), 'zh-CN', '8折'],
    ['zh percentage 88 → 8.8折', v(2, 88), 'zh-CN', '8.8折'],
    ['zh percentage with threshold', v(2, 85, 10000), 'zh-CN', '满100元享8.5折'],
    ['zh fixed', v(1, 1000), 'zh-CN', '减10元'],
    ['zh fixed with cents', v(1, 550), 'zh-CN', '减5.5元'],
    ['zh fixed with threshold', v(1, 1000, 10000), 'zh-CN', '满100减10'],
    ['en percentage shows the true discount', v(2, 85), 'en-US', '15% off'],
    ['en percentage 80', v(2, 80), 'en-US', '20% off'],
    ['en percentage with threshold', v(2, 90, 5000), 'en-US', '10% off orders of ¥50+'],
    ['en fixed', v(1, 1000), 'en-US', '¥10 off'],
    ['en fixed with threshold', v(1, 1000, 10000), 'en-US', 'Spend ¥100, save ¥10'],
    [
      'unknown mode falls back to the title',
      { ...v(1, 1, 0, '新人券'), preferential_mode: 9 as 1 },
      'zh-CN',
      '新人券',
    ],
    ['NaN value without title', v(2, Number.NaN), 'en-US', ''],
  ])('%s', (_name, voucher, locale, text) => {
    expect(voucherLabel(voucher, locale)).toBe(text);
  });

  it('never throws and always returns a string', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom<Locale>('zh-CN', 'en-US'), (x, locale) => {
        expect(typeof voucherLabel(x as Voucher, locale)).toBe('string');
      }),
    );
    fc.assert(
      fc.property(
        fc.record({
          id: fc.string(),
          status: fc.integer(),
          threshold_amount: fc.double(),
          preferential_mode: fc.constantFrom<1 | 2>(1, 2),
          value: fc.double(),
          title: fc.option(fc.string(), { nil: undefined }),
        }),
        fc.constantFrom<Locale>('zh-CN', 'en-US'),
        (voucher, locale) => {
          expect(typeof voucherLabel(voucher as Voucher, locale)).toBe('string');
        },
      ),
    );
  });
});
