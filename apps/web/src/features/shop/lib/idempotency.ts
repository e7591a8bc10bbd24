import { IDEMPOTENCY_KEY_PATTERN } from '@nutri/domain/contracts/values';

/** A fresh key for one checkout attempt: 32 characters of [A-Za-z0-9_-] (24 random bytes, base64url). */
export function newIdempotencyKey(
  random: (bytes: Uint8Array<ArrayBuffer>) => void = (b) => crypto.getRandomValues(b),
): string {
  const bytes = new Uint8Array(new ArrayBuffer(24));
  random(bytes);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Holds the key of the current checkout attempt. The same order body reuses the same key, so a double
 * tap or a retry after a lost answer makes one order; a different body (another voucher, address or
 * quantity) is a new attempt with a new key, since the server answers 422 to an old key with a new body.
 * `settle()` forgets the key once the server has answered for good (an order, or a refusal).
 */
export function createAttemptKeys(make: () => string = () => newIdempotencyKey()) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint || !IDEMPOTENCY_KEY_PATTERN.test(current.key)) {
        current = { fingerprint, key: make() };
      }
      return current.key;
    },
    settle(): void {
      current = null;
    },
  };
}

/** A stable text of an order body (key order fixed), to tell attempts apart. */
export function orderFingerprint(body: {
  items: readonly { productId: string; skuId: string; quantity: number }[];
  addressId: string;
  voucherId: string | null;
}): string {
  return JSON.stringify([
    body.items.map((i) => [i.productId, i.skuId, i.quantity]),
    body.addressId,
    body.voucherId,
  ]);
}
