import { describe, expect, it } from 'vitest';
import type { OrderView, ProductView } from '@nutri/domain/contracts';
import { buyAgainItems } from './buy-again';

const product = (id: string, skus: string[]): ProductView =>
  ({ id, defaultSkuId: skus[0]!, skus: skus.map((s) => ({ id: s })) }) as unknown as ProductView;
const order = (
  status: OrderView['status'],
  paidAt: string | null,
  items: { productId: string; skuId: string; quantity: number; refundedQuantity?: number }[],
): OrderView =>
  ({
    status,
    paidAt,
    items: items.map((i) => ({ refundedQuantity: 0, ...i })),
  }) as unknown as OrderView;

describe('buy again from a plan', () => {
  const products = [
    product('p-vitc-100', ['p-vitc-100-60', 'p-vitc-100-120']),
    product('p-zn-10', ['p-zn-10-60']),
  ];

  it("the plan's products in their first specification, one each, when nothing was bought", () => {
    expect(buyAgainItems(products, [])).toEqual([
      { productId: 'p-vitc-100', skuId: 'p-vitc-100-60', quantity: 1 },
      { productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 1 },
    ]);
  });

  it('the specification and quantity of the last paid order; unpaid and refunded units do not count', () => {
    const orders = [
      order('completed', '2026-01-01T00:00:00Z', [
        { productId: 'p-vitc-100', skuId: 'p-vitc-100-120', quantity: 3 },
      ]),
      order('paid', '2026-02-01T00:00:00Z', [
        { productId: 'p-vitc-100', skuId: 'p-vitc-100-120', quantity: 2, refundedQuantity: 1 },
      ]),
      order('pending_payment', null, [{ productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 9 }]),
      order('cancelled', null, [{ productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 7 }]),
    ];
    expect(buyAgainItems(products, orders)).toEqual([
      { productId: 'p-vitc-100', skuId: 'p-vitc-100-120', quantity: 1 },
      { productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 1 },
    ]);
  });

  it('a specification no longer on sale falls back to the first', () => {
    const orders = [
      order('paid', '2026-02-01T00:00:00Z', [{ productId: 'p-zn-10', skuId: 'p-zn-10-30', quantity: 4 }]),
    ];
    expect(buyAgainItems(products, orders)[1]).toEqual({
      productId: 'p-zn-10',
      skuId: 'p-zn-10-60',
      quantity: 1,
    });
  });
});
