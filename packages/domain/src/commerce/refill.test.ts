import { describe, expect, it } from 'vitest';
import { refillsDue, type RefillOrder, type RefillOrderLine } from './refill';

const DAY = 86_400_000;
const NOW = new Date('2026-03-01T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * DAY).toISOString();
const vitC = (over: Partial<RefillOrderLine> = {}): RefillOrderLine => ({
  productId: 'p-vitc',
  name: '维生素C',
  quantity: 1,
  refundedQuantity: 0,
  servingsPerPack: 60,
  dosage: 2,
  ...over,
});
const paid = (days: number, items: RefillOrderLine[], status = 'paid'): RefillOrder => ({
  status,
  paidAt: daysAgo(days),
  items,
});

describe('refill reminders', () => {
  it('60 tablets at 2 a day last 30 days: due from 7 days before the end', () => {
    expect(refillsDue([paid(22, [vitC()])], NOW)).toEqual([]);
    expect(refillsDue([paid(23, [vitC()])], NOW)).toEqual([
      { productId: 'p-vitc', name: '维生素C', runsOutAt: daysAgo(-7), daysLeft: 7 },
    ]);
    expect(refillsDue([paid(31, [vitC()], 'completed')], NOW)[0]!.daysLeft).toBe(-1);
  });

  it('two bottles, or a second order, last twice as long (the second starts where the first ends)', () => {
    expect(refillsDue([paid(40, [vitC({ quantity: 2 })])], NOW)).toEqual([]);
    expect(refillsDue([paid(40, [vitC()]), paid(35, [vitC()])], NOW)).toEqual([]);
    expect(
      refillsDue([paid(40, [vitC()]), paid(35, [vitC()])], new Date(NOW.getTime() + 14 * DAY)),
    ).toHaveLength(1);
  });

  it('unpaid, cancelled and refunded goods supply nothing; a run-out long ago is forgotten', () => {
    expect(refillsDue([{ status: 'pending_payment', paidAt: null, items: [vitC()] }], NOW)).toEqual([]);
    expect(refillsDue([paid(25, [vitC()], 'refunded')], NOW)).toEqual([]);
    expect(refillsDue([paid(25, [vitC({ quantity: 2, refundedQuantity: 1 })])], NOW)).toHaveLength(1);
    expect(refillsDue([paid(25, [vitC({ refundedQuantity: 1 })])], NOW)).toEqual([]);
    expect(refillsDue([paid(61, [vitC()])], NOW)).toEqual([]);
  });

  it("a line without the plan's dose takes the plan's current one; without any, no reminder", () => {
    expect(refillsDue([paid(25, [vitC({ dosage: null })])], NOW)).toEqual([]);
    expect(refillsDue([paid(25, [vitC({ dosage: null })])], NOW, { 'p-vitc': 2 })).toHaveLength(1);
    expect(refillsDue([paid(25, [vitC({ servingsPerPack: null })])], NOW)).toEqual([]);
  });

  it('soonest first', () => {
    const zinc = vitC({ productId: 'p-zn', name: '锌', servingsPerPack: 60, dosage: 1 });
    expect(
      refillsDue([paid(55, [zinc]), paid(25, [vitC()])], NOW).map((d) => [d.productId, d.daysLeft]),
    ).toEqual([
      ['p-vitc', 5],
      ['p-zn', 5],
    ]);
    expect(refillsDue([paid(56, [zinc]), paid(25, [vitC()])], NOW).map((d) => d.productId)).toEqual([
      'p-zn',
      'p-vitc',
    ]);
  });
});
