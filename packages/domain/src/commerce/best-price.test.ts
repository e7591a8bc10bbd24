import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  applyVoucherCents,
  bestPrice,
  bestPriceCents,
  formatCents,
  yuanToCents,
  type BestPrice,
  type Voucher,
  type VoucherMode,
} from './best-price';

const fixed = (id: string, value: number, threshold = 0, status = 1): Voucher => ({
  id,
  status,
  threshold_amount: threshold,
  preferential_mode: 1,
  value,
});
const pct = (id: string, value: number, threshold = 0, status = 1): Voucher => ({
  id,
  status,
  threshold_amount: threshold,
  preferential_mode: 2,
  value,
});

describe('yuanToCents / formatCents', () => {
  it.each<[unknown, number]>([
    [19.99, 1999], // 19.99 × 100 = 1998.9999999999998 in binary floating point
    [0.29, 29], // 28.999999999999996
    [1.15, 115], // 114.99999999999999
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    ['12', 0],
  ])('%s yuan → %s cents', (yuan, cents) => expect(yuanToCents(yuan)).toBe(cents));

  it.each<[unknown, string]>([
    [1230, '12.30'],
    [5, '0.05'],
    [0, '0.00'],
    [100, '1.00'],
    [123456, '1234.56'],
    [-150, '-1.50'],
    [84.6, '0.85'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
  ])('%s cents → %s', (cents, text) => expect(formatCents(cents)).toBe(text));
});

describe('bestPrice', () => {
  it.each<[string, number, Voucher[], string, string | null]>([
    ['no vouchers → original price', 19.99, [], '19.99', null],
    ['threshold equal to price applies', 100, [fixed('a', 1000, 10000)], '90.00', 'a'],
    ['one cent under the threshold does not apply', 99.99, [fixed('a', 1000, 10000)], '99.99', null],
    ['status 0 ignored', 100, [fixed('a', 1000, 0, 0)], '100.00', null],
    ['status 2 ignored', 100, [pct('a', 50, 0, 2)], '100.00', null],
    ['0.99 × 85 % = 0.8415 → 0.84', 0.99, [pct('a', 85)], '0.84', 'a'],
    ['1.01 × 85 % = 0.8585 → 0.86', 1.01, [pct('a', 85)], '0.86', 'a'],
    ['exact half cent rounds up: 0.10 × 85 % = 0.085 → 0.09', 0.1, [pct('a', 85)], '0.09', 'a'],
    ['exact half cent rounds up: 0.30 × 85 % = 0.255 → 0.26', 0.3, [pct('a', 85)], '0.26', 'a'],
    ['19.99 × 85 % = 16.9915 → 16.99', 19.99, [pct('a', 85)], '16.99', 'a'],
    ['19.99 × 88 % = 17.5912 → 17.59', 19.99, [pct('a', 88)], '17.59', 'a'],
    ['fixed larger than price → 0.00', 19.99, [fixed('a', 5000)], '0.00', 'a'],
    ['fixed equal to price → 0.00', 10, [fixed('a', 1000)], '0.00', 'a'],
    ['mixed: percentage lower at ¥100', 100, [fixed('f', 1000), pct('p', 85)], '85.00', 'p'],
    ['mixed: fixed lower at ¥50', 50, [pct('p', 85), fixed('f', 1000)], '40.00', 'f'],
    ['mixed with an inactive better one', 100, [fixed('f', 1000), pct('x', 50, 0, 0)], '90.00', 'f'],
    ['tie → first voucher', 100, [fixed('a', 1500), pct('b', 85)], '85.00', 'a'],
    ['voucher that saves nothing is not reported', 100, [pct('a', 100), fixed('b', 0)], '100.00', null],
    ['percentage over 100 is malformed and ignored', 100, [pct('a', 120)], '100.00', null],
    ['negative fixed is malformed and ignored', 100, [fixed('a', -500)], '100.00', null],
    ['free voucher (0 %)', 100, [pct('a', 0)], '0.00', 'a'],
  ])('%s', (_name, price, vouchers, text, winner) => {
    const r = bestPrice(price, vouchers);
    expect(r.text).toBe(text);
    expect(r.cents).toBe(Math.round(Number(text) * 100));
    expect(r.voucher?.id ?? null).toBe(winner);
  });

  it('bestPriceCents works in cents and matches bestPrice', () => {
    expect(bestPriceCents(1999, [pct('a', 85)])).toEqual(bestPrice(19.99, [pct('a', 85)]));
    expect(bestPriceCents(1999, [pct('a', 85)]).cents).toBe(1699);
  });

  it('ignores malformed vouchers instead of throwing', () => {
    const odd = [
      null,
      { id: 'x', status: 1, threshold_amount: Number.NaN, preferential_mode: 1, value: 100 },
      { id: 'y', status: 1, threshold_amount: 0, preferential_mode: 3, value: 100 },
      { id: 'z', status: '1', threshold_amount: 0, preferential_mode: 1, value: 100 },
    ] as unknown as Voucher[];
    expect(bestPrice(10, odd)).toEqual({ cents: 1000, text: '10.00', voucher: null });
    expect(bestPrice(10, null as unknown as Voucher[]).text).toBe('10.00');
  });

  it('applyVoucherCents answers null when the voucher does not apply', () => {
    expect(applyVoucherCents(9999, fixed('a', 1000, 10000))).toBeNull();
    expect(applyVoucherCents(10000, fixed('a', 1000, 10000))).toBe(9000);
    expect(applyVoucherCents(10000, pct('a', 85, 0, 0))).toBeNull();
  });

  const voucherArb = fc.record({
    id: fc.string(),
    status: fc.constantFrom(0, 1, 1, 2),
    threshold_amount: fc.integer({ min: 0, max: 50_000 }),
    preferential_mode: fc.constantFrom<VoucherMode>(1, 2),
    value: fc.oneof(fc.integer({ min: -100, max: 20_000 }), fc.double({ min: -10, max: 200 })),
  });

  /** The best price of any order total up to `maxCents` with any few vouchers, checked by `check`. */
  const forAnyOrder = (maxCents: number, check: (cents: number, vs: Voucher[], r: BestPrice) => void) =>
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: maxCents }),
        fc.array(voucherArb, { maxLength: 8 }),
        (cents, vs) => check(cents, vs, bestPriceCents(cents, vs)),
      ),
    );

  it('never negative, never above the original, always whole cents with 2-decimal text', () => {
    forAnyOrder(10_000_000, (cents, _, r) => {
      expect(r.cents).toBeGreaterThanOrEqual(0);
      expect(r.cents).toBeLessThanOrEqual(cents);
      expect(Number.isInteger(r.cents)).toBe(true);
      expect(r.text).toMatch(/^\d+\.\d{2}$/);
      expect(r.voucher === null).toBe(r.cents === cents);
    });
  });

  it('is no higher than any single applicable voucher', () => {
    forAnyOrder(1_000_000, (cents, vs, r) => {
      for (const v of vs) {
        const one = applyVoucherCents(cents, v);
        if (one !== null) expect(r.cents).toBeLessThanOrEqual(one);
      }
    });
  });
});
