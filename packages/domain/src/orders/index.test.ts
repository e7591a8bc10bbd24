import { describe, expect, it } from 'vitest';
import { canMove, isFinal, ORDER_STATUSES, statusesBefore } from './index';

describe('order life', () => {
  it.each([
    ['pending_payment', 'paid', true],
    ['pending_payment', 'cancelled', true],
    ['paid', 'shipped', true],
    ['shipped', 'completed', true],
    ['paid', 'refunded', true],
    ['completed', 'refunded', true],
    ['cancelled', 'paid', false],
    ['paid', 'paid', false],
    ['pending_payment', 'shipped', false],
    ['paid', 'cancelled', false],
    ['refunded', 'paid', false],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canMove(from, to)).toBe(allowed);
  });

  it('every status but the final ones leads somewhere, and nothing leads back to pending payment', () => {
    for (const s of ORDER_STATUSES) {
      expect(isFinal(s)).toBe(s === 'cancelled' || s === 'refunded');
      expect(canMove(s, 'pending_payment')).toBe(false);
    }
    expect(statusesBefore('refunded')).toEqual(['paid', 'shipped', 'completed']);
  });
});
