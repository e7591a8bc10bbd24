import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampQuantity, decodeCheckoutItems, encodeCheckoutItems } from './checkout-items';

describe('checkout items in the URL', () => {
  it('round-trips lines and merges the same SKU', () => {
    const text = encodeCheckoutItems([
      { productId: 'p-vitd3-400', skuId: 'p-vitd3-400-60', quantity: 2 },
      { productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 1 },
      { productId: 'p-vitd3-400', skuId: 'p-vitd3-400-60', quantity: 3 },
    ]);
    expect(text).toBe('p-vitd3-400~p-vitd3-400-60~5,p-zn-10~p-zn-10-60~1');
    expect(decodeCheckoutItems(text)).toEqual([
      { productId: 'p-vitd3-400', skuId: 'p-vitd3-400-60', quantity: 5 },
      { productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 1 },
    ]);
  });

  it('skips malformed parts and clamps quantities', () => {
    expect(decodeCheckoutItems('P-BAD~x~1,a~b~0,a~c~250,a~d,x~y~1~2,a~e~1.5,,q~r~7')).toEqual([
      { productId: 'a', skuId: 'b', quantity: 1 },
      { productId: 'a', skuId: 'c', quantity: 99 },
      { productId: 'q', skuId: 'r', quantity: 7 },
    ]);
    expect(decodeCheckoutItems(null)).toEqual([]);
  });

  it('keeps at most 20 lines', () => {
    const many = Array.from({ length: 25 }, (_, i) => `p${i}~s${i}~1`).join(',');
    expect(decodeCheckoutItems(many)).toHaveLength(20);
  });

  it('clamps any quantity into 1…max', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity('3')).toBe(3);
    expect(clampQuantity(12, 5)).toBe(5);
    expect(clampQuantity(500)).toBe(99);
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: -5, max: 200 }), (v, max) => {
        const q = clampQuantity(v, max);
        return Number.isInteger(q) && q >= 1 && q <= 99 && (max < 1 || q <= max);
      }),
    );
  });

  it('decodes what it encodes for any valid lines', () => {
    const id = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,12}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ productId: id, skuId: id, quantity: fc.integer({ min: 1, max: 99 }) }), {
          selector: (i) => i.skuId,
          maxLength: 20,
        }),
        (items) => {
          expect(decodeCheckoutItems(encodeCheckoutItems(items))).toEqual(items);
        },
      ),
    );
  });
});
