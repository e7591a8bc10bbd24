import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@nutri/domain/contracts';
import { createAttemptKeys, newIdempotencyKey, orderFingerprint } from './idempotency';

describe('idempotency keys', () => {
  it('makes keys the server accepts, different each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(a).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(newIdempotencyKey((bytes) => bytes.fill(255))).toBe('_'.repeat(32));
  });

  it('reuses the key for the same body and makes a new one for another body or after settling', () => {
    let n = 0;
    const keys = createAttemptKeys(() => `key-000${++n}`);
    const body = { items: [{ productId: 'p', skuId: 's', quantity: 1 }], addressId: 'a', voucherId: 'v' };
    const same = orderFingerprint({ ...body, items: [{ ...body.items[0]! }] });
    expect(keys.keyFor(orderFingerprint(body))).toBe('key-0001');
    expect(keys.keyFor(same)).toBe('key-0001');
    expect(keys.keyFor(orderFingerprint({ ...body, voucherId: null }))).toBe('key-0002');
    keys.settle();
    expect(keys.keyFor(orderFingerprint({ ...body, voucherId: null }))).toBe('key-0003');
  });
});
