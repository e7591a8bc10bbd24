import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '@nutri/domain/contracts';
import { useUserStore } from '../../../stores/user-store';
import { waitUntil as until } from '../../../testing/dom';
import { answerApi, fail, mockApi, server } from '../../../testing/msw';
import { renderRoutes, resetAppState, setTestLocale } from '../../../testing/render';
import { OrderResultPage } from './order-result-page';

const ID = '99999999-2222-4333-8444-555555555555';
const pending: OrderView = {
  id: ID,
  orderId: ID,
  orderNo: '260301000042',
  status: 'pending_payment',
  provider: 'builtin',
  totalCents: 2900,
  payableCents: 2900,
  discountCents: 0,
  total: '29.00',
  payable: '29.00',
  voucherId: null,
  items: [
    {
      productId: 'p-zn-10',
      skuId: 'p-zn-10-60',
      quantity: 1,
      unitPriceCents: 2900,
      lineTotalCents: 2900,
      name: 'Zinc 10 mg',
      spec: '60 tablets',
      image: '/staticImages/p-zn-10.svg',
      dosage: 1,
      servingUnit: 'tablet',
      servingsPerPack: 60,
      refundedQuantity: 0,
    },
  ],
  address: { name: 'Li Lei', phone: '13800138000', area: '广东省 深圳市 南山区', detail: '科技园路1号' },
  createdAt: '2026-03-01T08:00:00Z',
  paymentDueAt: '2026-03-01T08:30:00Z',
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
const paid: OrderView = {
  ...pending,
  status: 'paid',
  paymentDueAt: null,
  paidAt: '2026-03-01T08:05:00Z',
  paymentProvider: 'demo',
};

let current: OrderView;
let calls: string[];
mockApi(
  answerApi('getOrder', () => current),
  answerApi('listOrders', () => ({ list: [current], total: 1 })),
  answerApi('startPayment', () => {
    calls.push('start');
    current = { ...current, paymentProvider: 'demo' };
    return { channel: 'demo' as const, action: { kind: 'demo' as const }, order: current };
  }),
  answerApi('confirmDemoPayment', () => {
    calls.push('confirm');
    current = paid;
    return current;
  }),
  answerApi('cancelOrder', () => {
    calls.push('cancel');
    current = {
      ...pending,
      status: 'cancelled',
      paymentDueAt: null,
      cancelReason: 'user',
      cancelledAt: '2026-03-01T08:06:00Z',
    };
    return current;
  }),
);

let container: HTMLElement;
const text = () => container.textContent ?? '';
const button = (label: string | RegExp) =>
  [...container.ownerDocument.querySelectorAll('button')].find((b) =>
    typeof label === 'string' ? b.textContent?.trim() === label : label.test(b.textContent ?? ''),
  );

async function render() {
  const rendered = await renderRoutes(
    [{ path: '/orderResult', element: <OrderResultPage /> }],
    `/orderResult?orderId=${ID}`,
  );
  container = rendered.container;
  await until(() => !!container.querySelector('[data-testid="order-status"]'), 'the order');
}

describe('the order page (issue 20.3)', () => {
  beforeEach(() => {
    resetAppState();
    setTestLocale('en-US');
    useUserStore.setState({ token: 'test-token', showTabBar: true });
    current = pending;
    calls = [];
  });

  it('an unpaid order: awaiting payment with its deadline, no promise to ship, and a Pay button', async () => {
    await render();
    expect(container.querySelector('[data-testid="order-status"]')?.textContent).toBe('Awaiting payment');
    expect(container.querySelector('[data-testid="order-lead"]')?.textContent).toMatch(
      /Please pay by Mar 1, \d\d:30/,
    );
    expect(text()).not.toMatch(/ship/i);
    expect(button('Pay ¥29.00')).toBeDefined();
  });

  it('pays with the demo provider: a dialog says no money is taken, and the server marks it paid', async () => {
    await render();
    fireEvent.click(button('Pay ¥29.00')!);
    await until(
      () => /Demo payment — no money is taken/.test(document.body.textContent ?? ''),
      'the demo step',
    );
    expect(calls).toEqual(['start']);
    fireEvent.click(button('Confirm payment (demo)')!);
    await until(
      () => container.querySelector('[data-testid="order-status"]')?.textContent === 'Paid',
      'paid',
    );
    expect(calls).toEqual(['start', 'confirm']);
    expect(container.querySelector('[data-testid="order-lead"]')?.textContent).toBe(
      'Paid. We will ship it as soon as we can.',
    );
    expect(button('Pay ¥29.00')).toBeUndefined();
    expect(button('Cancel order')).toBeUndefined();
  });

  it('a refused payment says why and reads the order again', async () => {
    server.use(
      answerApi('startPayment', () => {
        current = { ...pending, status: 'cancelled', cancelReason: 'payment_timeout', paymentDueAt: null };
        return fail(409, 'This order was not paid in time and has been cancelled; it can no longer be paid.');
      }),
    );
    await render();
    fireEvent.click(button('Pay ¥29.00')!);
    await until(() => /not paid in time/.test(text()), 'the refusal');
    await until(
      () => container.querySelector('[data-testid="order-status"]')?.textContent === 'Cancelled',
      'cancelled',
    );
  });

  it('cancels only after a confirmation', async () => {
    await render();
    fireEvent.click(button('Cancel order')!);
    await until(() => /Cancel this order\?/.test(document.body.textContent ?? ''), 'the question');
    fireEvent.click(button('Keep it')!);
    expect(calls).toEqual([]);
    fireEvent.click(button('Cancel order')!);
    await until(() => !!document.querySelector('[role="alertdialog"]'), 'the question again');
    const confirm = [...document.querySelectorAll('[role="alertdialog"] button')].find(
      (b) => b.textContent?.trim() === 'Cancel order',
    )!;
    fireEvent.click(confirm);
    await until(
      () => container.querySelector('[data-testid="order-status"]')?.textContent === 'Cancelled',
      'cancelled',
    );
    expect(calls).toEqual(['cancel']);
    expect(container.querySelector('[data-testid="order-lead"]')?.textContent).toMatch(
      /You cancelled this order/,
    );
  });

  it('a shipped order shows its carrier and tracking number', async () => {
    current = { ...paid, status: 'shipped', shipment: { carrier: 'SF Express', trackingNo: 'SF1234567890' } };
    await render();
    expect(container.querySelector('[data-testid="order-carrier"]')?.textContent).toBe('SF Express');
    expect(container.querySelector('[data-testid="order-tracking"]')?.textContent).toBe('SF1234567890');
    expect(button('I received it')).toBeDefined();
  });
});
