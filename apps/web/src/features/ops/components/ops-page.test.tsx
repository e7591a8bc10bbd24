import { act } from 'react';
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OpsOrder } from '@nutri/domain/contracts';
import { orderFixture } from '../../../testing/handlers';
import { answerApi, fail, mockApi, server } from '../../../testing/msw';
import { waitUntil as until } from '../../../testing/dom';
import { renderWithProviders, resetAppState, setTestLocale } from '../../../testing/render';
import { STORAGE_KEYS } from '../../../lib/storage';
import type { AppLocale } from '../../../lib/language';
import { OPS_SESSION_KEY, useOpsSession } from '../lib/ops-session';
import { addOpsTexts } from '../lib/texts';
import { OpsPage } from './ops-page';

const OPERATOR_TOKEN = 'operator.token.value';
const USER_TOKEN = 'user.token.value';

/** A paid order of two zinc packs (¥49.00 each), as the operators' list shows it. */
const order: OpsOrder = {
  ...orderFixture,
  orderNo: '261123000042',
  status: 'paid',
  totalCents: 9800,
  payableCents: 9800,
  total: '98.00',
  payable: '98.00',
  items: [
    {
      ...orderFixture.items[0]!,
      quantity: 2,
      unitPriceCents: 4900,
      lineTotalCents: 9800,
      dosage: null,
      servingUnit: '',
    },
  ],
  createdAt: '2026-11-23T08:00:00.000Z',
  paymentDueAt: null,
  paymentProvider: 'demo',
  paidAt: '2026-11-23T08:01:00.000Z',
  userId: '22222222-2222-4222-8222-222222222222',
  paidCents: 9800,
};

/** What each call of the page was sent with: its Authorization header. */
const seen: { call: string; auth: string | null }[] = [];
let current: OpsOrder = order;
let moneyHeld: { payments: number; cents: number } | undefined;

mockApi(
  answerApi('opsSignIn', ({ body }, request) => {
    seen.push({ call: 'signIn', auth: request.headers.get('authorization') });
    if (body.password !== 'right password 1') return fail(401, 'Wrong operator name or password');
    return {
      accessToken: OPERATOR_TOKEN,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      operator: { id: 'op-1', name: body.name },
    };
  }),
  answerApi('opsListOrders', ({ query }, request) => {
    seen.push({ call: `orders:${query.get('status') ?? 'all'}`, auth: request.headers.get('authorization') });
    const list = !query.get('status') || query.get('status') === current.status ? [current] : [];
    return { list, total: list.length, counts: { [current.status]: 1 }, ...(moneyHeld ? { moneyHeld } : {}) };
  }),
  answerApi('opsShipOrder', ({ body }, request) => {
    seen.push({ call: 'ship', auth: request.headers.get('authorization') });
    if (!/^[A-Za-z0-9-]{4,40}$/.test(body.trackingNo)) {
      return fail(400, 'Invalid request', [{ field: 'trackingNo', message: 'must be 4–40 letters' }]);
    }
    current = {
      ...current,
      status: 'shipped',
      shipment: { carrier: body.carrier, trackingNo: body.trackingNo },
    };
    return current;
  }),
  answerApi('opsRefundOrder', ({ body }, request) => {
    seen.push({
      call: `refund:${JSON.stringify(body.lines ?? 'whole')}`,
      auth: request.headers.get('authorization'),
    });
    current = {
      ...current,
      refundedCents: 4900,
      items: current.items.map((i) => ({ ...i, refundedQuantity: 1 })),
    };
    return current;
  }),
);

beforeEach(() => {
  resetAppState();
  sessionStorage.clear();
  useOpsSession.setState({ session: null, ended: false });
  // A user signed in on the same device: their token must never go out from this page.
  localStorage.setItem(STORAGE_KEYS.accessToken, USER_TOKEN);
  seen.length = 0;
  current = order;
  addOpsTexts();
});
afterEach(() => server.resetHandlers());

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
/** An operator session held from an earlier sign-in, valid for another hour. */
const signedInAsAlice = () =>
  useOpsSession.getState().signIn({
    token: OPERATOR_TOKEN,
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    operator: { id: 'op-1', name: 'alice.ops' },
  });
/** The page in `locale` with Alice signed in, once it lists the paid order (`title`: its heading there). */
async function openWithPaidOrder(locale: AppLocale, title: string) {
  setTestLocale(locale);
  signedInAsAlice();
  renderWithProviders(<OpsPage />);
  await until(() => document.body.textContent!.includes(title), 'the paid order');
}

describe('#/ops, the operators page', () => {
  it('signs in with the operator account and sends only its token, never the user token', async () => {
    setTestLocale('en-US');
    renderWithProviders(<OpsPage />);
    expect(document.querySelector('h1')?.textContent).toBe('Operations');

    type('name', 'alice.ops');
    type('password', 'wrong password');
    await act(async () => fireEvent.click(button('Sign in')));
    await until(() => document.querySelector('[role="alert"]') !== null, 'the refusal');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Wrong operator name or password');
    expect(input('password').value).toBe('');

    type('password', 'right password 1');
    await act(async () => fireEvent.click(button('Sign in')));
    await until(() => document.body.textContent!.includes('Order 261123000042'), 'the paid orders');
    expect(document.querySelector('.ops__who')?.textContent).toContain('Signed in as alice.ops');
    expect(JSON.parse(sessionStorage.getItem(OPS_SESSION_KEY)!)).toMatchObject({ token: OPERATOR_TOKEN });
    expect(seen[0]).toEqual({ call: 'signIn', auth: null });
    expect(seen.filter((s) => s.call !== 'signIn').every((s) => s.auth === `Bearer ${OPERATOR_TOKEN}`)).toBe(
      true,
    );
    expect(seen.some((s) => s.auth?.includes(USER_TOKEN))).toBe(false);
  });

  it('ships a paid order with a carrier and tracking number, naming a bad field in the page language', async () => {
    await openWithPaidOrder('zh-CN', '订单号 261123000042');
    await act(async () => fireEvent.click(button('发货')));
    type('carrier', '顺丰速运');
    type('trackingNo', 'SF 1');
    await act(async () => fireEvent.click(button('确认发货')));
    await until(() => document.querySelector('[role="alert"]') !== null, 'the refusal');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('请检查：运单号');

    type('trackingNo', 'SF1234567890');
    await act(async () => fireEvent.click(button('确认发货')));
    await until(
      () =>
        document.querySelector('[role="status"]')?.textContent ===
        '订单 261123000042 已发货（顺丰速运 SF1234567890）',
      'the shipment',
    );
    // The order left the paid tab; the shipped tab lists it with its shipment.
    await act(async () => fireEvent.click(button('已发货1')));
    await until(() => document.body.textContent!.includes('顺丰速运 SF1234567890'), 'the shipped order');
    expect(seen.filter((s) => s.call === 'ship')).toHaveLength(2);
  });

  it('a demo-paid order says "do not ship" in both languages; a real payment says nothing (issue 35)', async () => {
    current = { ...order, demoPaid: true };
    await openWithPaidOrder('zh-CN', '订单号 261123000042');
    expect(document.querySelector('[role="note"]')?.textContent).toBe('演示支付：未实际收款，请勿发货。');
    cleanup();
    await openWithPaidOrder('en-US', 'Order 261123000042');
    expect(document.querySelector('[role="note"]')?.textContent).toBe(
      'Demo payment: no money was taken. Do not ship.',
    );
    current = { ...order, demoPaid: false };
    cleanup();
    resetAppState();
    await openWithPaidOrder('en-US', 'Order 261123000042');
    expect(document.querySelector('[role="note"]')).toBeNull();
  });

  it('money that could not pay an order is shown as held, on the order and in all, in both languages (issue 35)', async () => {
    current = { ...order, heldCents: 9800 };
    moneyHeld = { payments: 2, cents: 19_600 };
    await openWithPaidOrder('zh-CN', '订单号 261123000042');
    const notes = () => [...document.querySelectorAll('[role="note"]')].map((n) => n.textContent);
    expect(notes()).toEqual([
      '无法用于订单、待退回的款项：2 笔，共 ¥196.00，退款正在重试。',
      '收到 ¥98.00 但无法用于此订单，正在退款（失败会自动重试，直到退回）。',
    ]);
    cleanup();
    resetAppState();
    await openWithPaidOrder('en-US', 'Order 261123000042');
    expect(notes()).toEqual([
      'Money held for orders it could not pay: ¥196.00 in 2 payments, refunds retrying.',
      '¥98.00 received that could not pay this order is being refunded (retried until it goes through).',
    ]);
    current = order;
    moneyHeld = { payments: 0, cents: 0 };
    cleanup();
    resetAppState();
    await openWithPaidOrder('en-US', 'Order 261123000042');
    expect(notes()).toEqual([]);
    moneyHeld = undefined;
  });

  it('refunds some units of a line with the reason', async () => {
    await openWithPaidOrder('en-US', 'Order 261123000042');
    await act(async () => fireEvent.click(button('Refund')));
    const some = [...document.querySelectorAll('label')].find((l) => l.textContent === 'Some items')!;
    await act(async () => fireEvent.click(some.querySelector('input')!));
    await act(async () => fireEvent.click(button('Refund')));
    await until(() => document.querySelector('[role="alert"]') !== null, 'the refusal');
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Choose at least one item');
    type('quantity-p-zn-10-60', '1');
    type('reason', 'broken in transit');
    const submit = document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
    await act(async () => fireEvent.click(submit));
    await until(
      () => document.querySelector('[role="status"]')?.textContent === 'Order 261123000042: ¥49.00 refunded',
      'the refund',
    );
    expect(seen.filter((s) => s.call.startsWith('refund'))).toEqual([
      { call: 'refund:[{"skuId":"p-zn-10-60","quantity":1}]', auth: `Bearer ${OPERATOR_TOKEN}` },
    ]);
  });

  it('a 401 (expired or disabled) ends the sign-in and says so', async () => {
    setTestLocale('en-US');
    signedInAsAlice();
    server.use(answerApi('opsListOrders', () => fail(401, 'This operator account is disabled or gone')));
    renderWithProviders(<OpsPage />);
    await until(() => document.body.textContent!.includes('Your sign-in has ended'), 'the sign-in form');
    expect(sessionStorage.getItem(OPS_SESSION_KEY)).toBeNull();
    expect(input('name')).toBeTruthy();
  });
});
