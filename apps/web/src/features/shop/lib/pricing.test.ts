import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bestPriceCents } from '@nutri/domain/commerce';
import type { VoucherView } from '@nutri/domain/contracts';
import { bestVoucherId, orderTotalCents, priceBreakdown, usableVouchers, voucherChoices } from './pricing';

const base = {
  validFrom: '2026-01-01T00:00:00Z',
  validTo: '2027-01-01T00:00:00Z',
  label: '',
  usedOrderId: null,
};
// The seeded vouchers of a new user (API): 8.5折 without threshold, 满99减10, and an expired 满199减30.
const pct85: VoucherView = {
  ...base,
  id: 'v1',
  title: '新人折扣券',
  status: 1,
  threshold_amount: 0,
  preferential_mode: 2,
  value: 85,
};
const fixed10: VoucherView = {
  ...base,
  id: 'v2',
  title: '新人满减券',
  status: 1,
  threshold_amount: 9900,
  preferential_mode: 1,
  value: 1000,
};
const expired30: VoucherView = {
  ...base,
  id: 'v3',
  title: '限时满减券',
  status: 0,
  threshold_amount: 19900,
  preferential_mode: 1,
  value: 3000,
};
const used: VoucherView = {
  ...base,
  id: 'v4',
  title: 'used',
  status: 2,
  threshold_amount: 0,
  preferential_mode: 1,
  value: 500,
};
const odd: VoucherView = {
  ...base,
  id: 'v5',
  title: 'odd',
  status: 1,
  threshold_amount: 0,
  preferential_mode: 7,
  value: 1,
};

describe('order totals and vouchers', () => {
  it('sums price × quantity in cents', () => {
    expect(
      orderTotalCents([
        { priceCents: 2900, quantity: 2 },
        { priceCents: 1990, quantity: 1 },
      ]),
    ).toBe(7790);
    expect(
      orderTotalCents([
        { priceCents: Number.NaN, quantity: 2 },
        { priceCents: 100, quantity: -1 },
      ]),
    ).toBe(0);
  });

  it('says why each voucher can or cannot be used, usable (cheapest) first', () => {
    const list = voucherChoices([expired30, used, fixed10, pct85, odd], 5900, 'zh-CN');
    expect(list.map((c) => [c.view.id, c.state])).toEqual([
      ['v1', 'usable'],
      ['v2', 'threshold'],
      ['v4', 'used'],
      ['v3', 'expired'],
      ['v5', 'unsupported'],
    ]);
    expect(list[0]).toMatchObject({ label: '8.5折', payableCents: 5015 });
    expect(list[1]).toMatchObject({ label: '满99减10', shortfallCents: 4000, payableCents: null });
    expect(voucherChoices([pct85], 5900, 'en-US')[0]?.label).toBe('15% off');
  });

  it('preselects the best voucher: percentage below ¥66.67, the fixed ¥10 above the threshold', () => {
    expect(bestVoucherId([fixed10, pct85], 5900)).toBe('v1');
    // 99.00: 85 % = 84.15 beats 89.00.
    expect(bestVoucherId([fixed10, pct85], 9900)).toBe('v1');
    expect(bestVoucherId([expired30, used], 50000)).toBeNull();
    expect(bestVoucherId(undefined, 100)).toBeNull();
  });

  it('breaks down a price with rounding half up to the cent', () => {
    expect(priceBreakdown(101, pct85)).toEqual({ totalCents: 101, discountCents: 15, payableCents: 86 });
    expect(priceBreakdown(9900, fixed10)).toEqual({
      totalCents: 9900,
      discountCents: 1000,
      payableCents: 8900,
    });
    expect(priceBreakdown(9800, fixed10)).toEqual({ totalCents: 9800, discountCents: 0, payableCents: 9800 });
    expect(priceBreakdown(500, null)).toEqual({ totalCents: 500, discountCents: 0, payableCents: 500 });
  });

  it('agrees with the commerce best-price rule for any total', () => {
    const vouchers = [pct85, fixed10, expired30, used, odd];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (total) => {
        const best = bestPriceCents(total, usableVouchers(vouchers));
        const id = bestVoucherId(vouchers, total);
        const chosen = vouchers.find((v) => v.id === id) ?? null;
        expect(priceBreakdown(total, chosen).payableCents).toBe(best.cents);
        const first = voucherChoices(vouchers, total, 'zh-CN')[0];
        if (first?.state === 'usable') expect(first.payableCents).toBe(best.cents);
      }),
    );
  });
});
