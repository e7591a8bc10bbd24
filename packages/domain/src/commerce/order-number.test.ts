import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderNumberOf } from './order-number';

describe('orderNumberOf', () => {
  it.each([
    ['2026-11-23T03:00:00Z', 42, '261123000042'],
    // 23:30 UTC is already the next morning in China.
    ['2026-11-23T23:30:00Z', 7, '261124000007'],
    ['2026-01-01T00:00:00Z', 1_234_567, '2601011234567'],
  ])('%s #%d → %s', (at, seq, want) => expect(orderNumberOf(new Date(at), seq)).toBe(want));

  it('distinct orders never share a number, whatever their days', () => {
    const when = fc.date({ min: new Date('2020-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 2, maxLength: 2000 }),
        fc.array(when, { minLength: 2000, maxLength: 2000 }),
        (seqs, days) => {
          const numbers = seqs.map((s, i) => orderNumberOf(days[i]!, s));
          expect(new Set(numbers).size).toBe(seqs.length);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('100 000 consecutive orders on one day get 100 000 numbers of 12 characters', () => {
    const day = new Date('2026-11-23T10:00:00Z');
    const numbers = new Set(Array.from({ length: 100_000 }, (_, i) => orderNumberOf(day, i + 1)));
    expect(numbers.size).toBe(100_000);
    expect([...numbers].every((n) => n.length === 12)).toBe(true);
  });
});
