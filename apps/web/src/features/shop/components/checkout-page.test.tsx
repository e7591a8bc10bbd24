import { act } from 'react';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressView, OrderView, ProductView, VoucherView } from '@nutri/domain/contracts';
import { useUserStore } from '../../../stores/user-store';
import { waitUntil as until } from '../../../testing/dom';
import { renderRoutes, resetAppState, setTestLocale } from '../../../testing/render';
import { CheckoutPage } from './checkout-page';

const sku = {
  id: 'p-vitd3-400-60',
  productId: 'p-vitd3-400',
  spec: '60 softgels',
  priceCents: 2900,
  price: '29.00',
  stock: 10,
  bestPriceCents: 2465,
  bestPrice: '24.65',
  bestVoucherId: 'v-pct',
  bestVoucherLabel: '15% off',
};
const product: ProductView = {
  id: 'p-vitd3-400',
  category: 'vitamin',
  categoryName: 'Vitamins',
  name: 'Vitamin D3 400 IU softgels',
  brand: 'NutriHome',
  image: '/staticImages/p-vitd3-400.svg',
  form: null,
  nutrients: [],
  servingsPerDay: 1,
  servingUnit: 'softgel',
  dosage: 1,
  usage: 'One softgel daily',
  content: '(with a meal)',
  skus: [sku],
  defaultSkuId: sku.id,
  priceCents: 2900,
  price: '29.00',
  bestPriceCents: 2465,
  bestPrice: '24.65',
  bestVoucherId: 'v-pct',
  bestVoucherLabel: '15% off',
  stock: 10,
  group: null,
};
const dates = { validFrom: '2026-01-01T00:00:00Z', validTo: '2027-02-19T00:00:00Z', usedOrderId: null };
const vouchers: VoucherView[] = [
  {
    ...dates,
    id: 'v-fixed',
    title: 'Spend 99',
    status: 1,
    threshold_amount: 9900,
    preferential_mode: 1,
    value: 1000,
    label: '',
  },
  {
    ...dates,
    id: 'v-pct',
    title: 'New user',
    status: 1,
    threshold_amount: 0,
    preferential_mode: 2,
    value: 85,
    label: '',
  },
];
const address: AddressView = {
  id: '11111111-2222-4333-8444-555555555555',
  name: 'Li Lei',
  phone: '13800138000',
  // Saved by the old picker (before issue 19 §4): a text, no codes.
  area: 'Shenzhen, Guangdong',
  detail: '1 Keji Road',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  isDefault: true,
  createdAt: '2026-01-01T00:00:00Z',
};
const order: OrderView = {
  id: '99999999-2222-4333-8444-555555555555',
  orderId: 'NO-1',
  orderNo: '260101000001',
  status: 'pending_payment',
  provider: 'builtin',
  totalCents: 5800,
  payableCents: 4930,
  discountCents: 870,
  total: '58.00',
  payable: '49.30',
  voucherId: 'v-pct',
  items: [],
  address,
  createdAt: '2026-01-01T00:00:00Z',
  paymentDueAt: '2026-01-01T00:30:00Z',
  paymentProvider: null,
  paidAt: null,
  shippedAt: null,
  completedAt: null,
  cancelledAt: null,
  cancelReason: null,
  refundedAt: null,
  shipment: null,
  refundedCents: 0,
  customNutritionPlanId: null,
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 200, msg: 'ok', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

interface OrderCall {
  key: string | null;
  body: Record<string, unknown>;
}
let orderCalls: OrderCall[];
let saveCalls: Record<string, unknown>[];
let logSteps: { step: number; businessId: string }[];
let orderAnswer: () => Promise<Response>;
let stock: number;
let container: HTMLElement;

async function render() {
  const rendered = await renderRoutes(
    [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/orderResult', element: <p>order placed</p> },
    ],
    '/checkout?items=p-vitd3-400~p-vitd3-400-60~2&id=plan-1',
  );
  container = rendered.container;
  return rendered.router;
}

// The footer's one action: "Place order", or "Placing order…" while the call is on its way.
const submitButton = () => container.querySelector<HTMLButtonElement>('.shop-footer__cta');

describe('CheckoutPage', () => {
  beforeEach(() => {
    resetAppState();
    setTestLocale('en-US');
    useUserStore.setState({ token: 'test-token', showTabBar: true });
    orderCalls = [];
    saveCalls = [];
    stock = 10;
    logSteps = [];
    orderAnswer = () => Promise.resolve(ok(order));
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('v1/product/get'))
        return ok({
          list: [{ ...product, stock, skus: [{ ...sku, stock }] }],
          total: 1,
          basis: null,
          other: null,
        });
      if (url.includes('v1/you_zan/query_vouchers')) return ok({ list: vouchers, total: vouchers.length });
      if (url.includes('v1/address/list')) return ok({ list: [address], total: 1 });
      if (url.includes('v1/address/save')) {
        const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        saveCalls.push(body);
        return ok({ ...address, ...body });
      }
      if (url.includes('v1/operation_log/save')) {
        logSteps.push(JSON.parse(String(init?.body)) as { step: number; businessId: string });
        return ok({});
      }
      if (url.includes('v1/you_zan/order_multi_prod')) {
        const headers = new Headers(init?.headers);
        orderCalls.push({
          key: headers.get('Idempotency-Key'),
          body: JSON.parse(String(init?.body)) as Record<string, unknown>,
        });
        return orderAnswer();
      }
      return new Response('{}', { status: 404 });
    });
  });

  afterEach(() => vi.restoreAllMocks());

  it('preselects the best voucher and the default address, and shows the breakdown', async () => {
    await render();
    await until(() => !!container.querySelector('[data-testid="price-breakdown"]'), 'the breakdown');
    const checked = container.querySelector<HTMLInputElement>('[data-voucher-id="v-pct"] input');
    expect(checked?.checked).toBe(true);
    // ¥58.00 is below the ¥99 threshold: shown, disabled, with the shortfall.
    const fixed = container.querySelector('[data-voucher-id="v-fixed"]');
    expect(fixed?.querySelector('input')?.disabled).toBe(true);
    expect(fixed?.textContent).toContain('Spend ¥41.00 more to use');
    const breakdown = container.querySelector('[data-testid="price-breakdown"]')?.textContent ?? '';
    expect(breakdown).toContain('¥58.00');
    expect(breakdown).toContain('−¥8.70');
    expect(breakdown).toContain('¥49.30');
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[name="shop-address"]')];
    expect(radios[0]?.checked).toBe(true);
  });

  it('sends one order for a double tap and reuses the key when the answer was lost', async () => {
    let release: (r: Response) => void = () => undefined;
    orderAnswer = () => Promise.reject(new TypeError('network down'));
    const router = await render();
    await until(() => !!submitButton(), 'the submit button');

    await act(async () => {
      submitButton()?.click();
      submitButton()?.click();
    });
    await until(
      () => container.textContent?.includes('The connection dropped') ?? false,
      'the retry message',
    );
    expect(orderCalls).toHaveLength(1);
    expect(orderCalls[0]?.body).toEqual({
      items: [{ productId: 'p-vitd3-400', skuId: 'p-vitd3-400-60', quantity: 2 }],
      addressId: address.id,
      voucherId: 'v-pct',
      // Bought from a plan: the order keeps the plan's daily amounts (issue 18.3).
      customNutritionPlanId: 'plan-1',
    });
    expect(orderCalls[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    orderAnswer = () => new Promise<Response>((resolve) => (release = resolve));
    await act(async () => submitButton()?.click());
    await until(() => orderCalls.length === 2, 'the retry');
    expect(submitButton()?.disabled).toBe(true);
    expect(submitButton()?.textContent).toContain('Placing order');
    await act(async () => submitButton()?.click());
    expect(orderCalls).toHaveLength(2);
    expect(orderCalls[1]?.key).toBe(orderCalls[0]?.key);

    await act(async () => release(ok(order)));
    await until(() => router.state.location.pathname === '/orderResult', 'the order result');
    expect(router.state.location.search).toBe(`?orderId=${order.id}&id=plan-1`);
    // Checkout opened (3) and order placed (6), logged against the plan.
    expect(logSteps.map((l) => [l.step, l.businessId])).toEqual([
      [3, 'plan-1'],
      [6, 'plan-1'],
    ]);
  });

  it('starts a new attempt with a new key after the server refused the voucher', async () => {
    orderAnswer = () =>
      Promise.resolve(
        new Response(JSON.stringify({ code: 422, msg: 'voucher unusable' }), {
          status: 422,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    await render();
    await until(() => !!submitButton(), 'the submit button');
    await act(async () => submitButton()?.click());
    await until(
      () => container.textContent?.includes('This voucher cannot be used now') ?? false,
      'the voucher message',
    );
    await act(async () => submitButton()?.click());
    await until(() => orderCalls.length === 2, 'the second attempt');
    expect(orderCalls[1]?.key).not.toBe(orderCalls[0]?.key);
  });

  it('says plainly when a line asks for more than the stock, and offers another option', async () => {
    stock = 1;
    await render();
    await until(() => !!container.querySelector('[role="alert"]'), 'the stock message');
    expect(container.querySelector('[role="alert"]')?.textContent).toContain(
      'Vitamin D3 400 IU softgels 60 softgels does not have enough stock',
    );
    expect(submitButton()?.disabled).toBe(true);
    const pick = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Pick another option',
    );
    expect(pick).toBeTruthy();
    expect(orderCalls).toHaveLength(0);
  });

  it('edits an old saved address without losing its area: the text goes back as it was, the phone normalised', async () => {
    await render();
    const editButton = () => [...container.querySelectorAll('button')].find((b) => b.textContent === 'Edit');
    await until(() => !!editButton(), 'the edit button');
    await act(async () => editButton()?.click());
    // Editing loads the area data first (to map the old text to codes), then opens the form.
    await until(() => !!container.querySelector('#shop-address-phone'), 'the form', 10_000);
    const phone = container.querySelector<HTMLInputElement>('#shop-address-phone');
    expect(phone?.value).toBe('13800138000');
    expect(container.querySelector('#shop-address-area')?.textContent).toBe('Shenzhen, Guangdong');
    expect(container.textContent).toContain('kept until you choose a district');
    await act(async () => {
      if (phone) fireEvent.change(phone, { target: { value: '+86 139-0000-2222' } });
    });
    await act(async () => submitButton()?.click());
    await until(() => orderCalls.length === 1, 'the order');
    expect(saveCalls).toEqual([
      {
        id: address.id,
        name: 'Li Lei',
        phone: '13900002222',
        area: 'Shenzhen, Guangdong',
        detail: '1 Keji Road',
        provinceCode: '',
        cityCode: '',
        districtCode: '',
      },
    ]);
    expect(orderCalls[0]?.body.addressId).toBe(address.id);
  });
});
