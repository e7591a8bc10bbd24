/**
 * The order life in the browser (issue 20.3), in real Chromium at a phone viewport, against the real
 * server with the demo payment provider, in both locales: an order placed from a plan waits for
 * payment (no "we will ship" yet) → Pay opens the demo step, labelled as taking no money → the server
 * marks the order paid; a second order is cancelled before payment after a confirmation, and its stock
 * comes back; the order list filters by status; the plan shows the refill reminder when the paid
 * supply is about to run out (the browser's clock moved on) and "buy again" fills the checkout with the
 * plan's products. Screenshots: e2e/artifacts/orders-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { formatCents } from '@nutri/domain/commerce';
import type { OrderView, ProductGetResult } from '@nutri/domain/contracts';
import zhCN from '../apps/web/src/locales/zh-CN.json';
import enUS from '../apps/web/src/locales/en-US.json';
import { launchBrowser, screenshot, seriousAxeViolations } from './support/browser';
import { goToHash, openSignedIn, postFromPage, smallTouchTargets, type Session } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Catalog = typeof zhCN;
const LOCALES = [
  { locale: 'zh-CN', lang: 'zh', texts: zhCN },
  { locale: 'en-US', lang: 'en', texts: enUS as unknown as Catalog },
] as const;
const TOUCH = 'button, a[href], [role="button"], select, textarea';
const ADDRESS = { name: 'Li Lei', phone: '13800138000', area: '广东省 深圳市 南山区', detail: '科技园路1号' };
const DAY = 86_400_000;

const api = postFromPage;

/** A short plan with a few recommended products. */
async function createPlan(page: Page, locale: string): Promise<string> {
  const { customNutritionPlanId: id } = await api<{ customNutritionPlanId: string }>(
    page,
    'v1/custom_nutrition_plan/new',
    { clientType: 'web', planType: 'deep_questionnaire', locale },
    locale,
  );
  await api(
    page,
    'v1/questionnaire/put',
    {
      customNutritionPlanId: id,
      questionnaireType: 'deep_questionnaire',
      answers: {
        gender: 'female',
        age: 34,
        heightCm: 162,
        weightKg: 56,
        activityLevel: 'light',
        dietPattern: 'vegetarian',
        sunExposure: 'low',
      },
      complete: true,
    },
    locale,
  );
  return id;
}

const stockOf = async (page: Page, productId: string, skuId: string, locale: string) =>
  (
    await api<ProductGetResult>(page, 'v1/product/get', { productIds: [productId] }, locale)
  ).list[0]!.skus.find((k) => k.id === skuId)!.stock;

/** Waits for antd-mobile's toast saying `text` to show and then to go (it stays 2 s). */
async function toastCameAndWent(s: Session, text: string): Promise<void> {
  const toast = s.page.locator('.adm-toast-main', { hasText: text });
  await toast.waitFor({ timeout: 20_000 });
  await toast.waitFor({ state: 'hidden', timeout: 20_000 });
}

async function checks(s: Session, name: string): Promise<void> {
  await screenshot(s.page, name);
  expect(await seriousAxeViolations(s.page), name).toEqual([]);
  expect(await smallTouchTargets(s.page, TOUCH, { skipInline: true }), name).toEqual([]);
}

for (const L of LOCALES) {
  const T = L.texts.shop;
  describe(`orders (${L.locale})`, () => {
    it('pay with the demo provider, cancel before payment, filter the list, refill and buy again from the plan', async () => {
      const s = await openSignedIn(
        browser,
        server.baseUrl,
        L.locale,
        `/#/qsStartPage?lang=${L.lang}`,
        60_000,
      );
      try {
        const planId = await createPlan(s.page, L.locale);
        const products = await api<ProductGetResult>(
          s.page,
          'v1/product/get',
          { customNutritionPlanId: planId },
          L.locale,
        );
        expect(products.list.length).toBeGreaterThan(1);
        const [first, second] = products.list as [
          ProductGetResult['list'][number],
          ProductGetResult['list'][number],
        ];
        const place = (p: typeof first, quantity: number) =>
          api<OrderView>(
            s.page,
            'v1/you_zan/order_multi_prod',
            {
              items: [{ productId: p.id, skuId: p.defaultSkuId, quantity }],
              address: ADDRESS,
              customNutritionPlanId: planId,
            },
            L.locale,
          );

        // ------------------------------------------------ an unpaid order, paid with the demo provider
        const toPay = await place(first, 2);
        expect(toPay.status).toBe('pending_payment');
        await goToHash(s.page, `#/orderResult?orderId=${toPay.id}&id=${planId}`);
        await s.page.getByRole('heading', { level: 1, name: T.result.title }).waitFor({ timeout: 30_000 });
        await s.page.getByTestId('order-status').getByText(T.result.statuses.pending_payment).waitFor();
        const lead = (await s.page.getByTestId('order-lead').textContent()) ?? '';
        expect(lead).not.toContain(T.result.leads.paid);
        const payLabel = T.pay.action.replace('{{amount}}', formatCents(toPay.payableCents));
        const pay = s.page.getByRole('button', { name: payLabel });
        await pay.waitFor();
        await checks(s, `orders-pending-${L.locale}`);

        await pay.click();
        const dialog = s.page.getByRole('alertdialog');
        await dialog.getByRole('heading', { name: T.pay.demoTitle }).waitFor({ timeout: 20_000 });
        expect(T.pay.demoTitle).toBe(
          L.locale === 'zh-CN' ? '演示支付 — 不会真实扣款' : 'Demo payment — no money is taken',
        );
        await checks(s, `orders-demo-pay-${L.locale}`);
        await dialog.getByRole('button', { name: T.pay.demoConfirm }).click();
        await s.page
          .getByTestId('order-status')
          .getByText(T.result.statuses.paid)
          .waitFor({ timeout: 20_000 });
        expect(await s.page.getByTestId('order-lead').textContent()).toBe(T.result.leads.paid);
        expect(await s.page.getByRole('button', { name: payLabel }).count()).toBe(0);
        await toastCameAndWent(s, T.pay.done);
        await checks(s, `orders-paid-${L.locale}`);
        const paid = await api<OrderView>(s.page, 'v1/order/refresh', { orderId: toPay.id }, L.locale);
        expect(paid).toMatchObject({ status: 'paid', paymentProvider: 'demo' });

        // ------------------------------------------------ cancel before payment
        const stock = await stockOf(s.page, second.id, second.defaultSkuId, L.locale);
        const toCancel = await place(second, 1);
        expect(await stockOf(s.page, second.id, second.defaultSkuId, L.locale)).toBe(stock - 1);
        await goToHash(s.page, `#/orderResult?orderId=${toCancel.id}&id=${planId}`);
        await s.page
          .getByTestId('order-result')
          .and(s.page.locator('[data-status="pending_payment"]'))
          .waitFor({ timeout: 20_000 });
        await s.page.getByRole('button', { name: T.result.cancel, exact: true }).click();
        const ask = s.page.getByRole('alertdialog');
        await ask.getByRole('heading', { name: T.result.cancelTitle }).waitFor();
        await checks(s, `orders-cancel-confirm-${L.locale}`);
        await ask.getByRole('button', { name: T.result.cancelConfirm }).click();
        await s.page
          .getByTestId('order-status')
          .getByText(T.result.statuses.cancelled)
          .waitFor({ timeout: 20_000 });
        expect(await s.page.getByTestId('order-lead').textContent()).toBe(T.result.leads.cancelled);
        expect(await stockOf(s.page, second.id, second.defaultSkuId, L.locale)).toBe(stock);
        await toastCameAndWent(s, T.result.cancelled);
        await checks(s, `orders-cancelled-${L.locale}`);

        // ------------------------------------------------ the order list and its filters
        await goToHash(s.page, '#/orders');
        await s.page.getByRole('heading', { level: 1, name: T.orders.title }).waitFor();
        await s.page.getByTestId('order-list').waitFor({ timeout: 20_000 });
        expect(await s.page.locator('[data-testid="order-list"] [data-order-id]').count()).toBe(2);
        await checks(s, `orders-list-${L.locale}`);
        await s.page.getByRole('button', { name: T.result.statuses.paid, exact: true }).click();
        await s.page.waitForURL(/#\/orders\?status=paid$/);
        await s.page.waitForFunction(
          () => document.querySelectorAll('[data-testid="order-list"] [data-order-id]').length === 1,
        );
        expect(await s.page.locator('[data-order-id]').first().getAttribute('data-order-id')).toBe(toPay.id);
        await s.page.getByRole('button', { name: T.result.statuses.refunded, exact: true }).click();
        await s.page
          .getByText(T.orders.emptyFiltered.replace('{{status}}', T.result.statuses.refunded))
          .waitFor();
        await checks(s, `orders-list-empty-${L.locale}`);

        // ------------------------------------------------ the plan: refill reminder and buy again
        const line = paid.items[0]!;
        const lasts = Math.floor((line.quantity * line.servingsPerPack!) / line.dosage!);
        // The browser's clock three days before the paid supply runs out.
        await s.context.clock.setFixedTime(Date.parse(paid.paidAt!) + (lasts - 3) * DAY);
        await goToHash(s.page, `#/qsGeneratePageNew?id=${planId}`);
        const card = s.page.getByTestId('plan-shop-card');
        await card.waitFor({ timeout: 60_000 });
        const reminder = card.locator(`[data-product-id="${first.id}"]`);
        await reminder.waitFor();
        expect(await reminder.textContent()).toContain(line.name);
        await card.scrollIntoViewIfNeeded();
        await screenshot(s.page, `orders-plan-refill-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page, TOUCH, { scope: '[data-testid="plan-shop-card"]' })).toEqual(
          [],
        );

        await card.getByTestId('buy-again').click();
        await s.page.waitForURL(/#\/checkout\?items=/, { timeout: 20_000 });
        const items = decodeURIComponent(
          new URL(s.page.url().replace('#/', '')).searchParams.get('items') ?? '',
        );
        const lines = items.split(',');
        expect(lines).toHaveLength(products.list.length);
        expect(lines).toContain(`${first.id}~${first.defaultSkuId}~2`);
        expect(lines).toContain(`${second.id}~${second.defaultSkuId}~1`);
        await s.page.getByRole('heading', { level: 1, name: T.checkout.title }).waitFor();
        await screenshot(s.page, `orders-buy-again-${L.locale}`);
        expect(s.problems).toEqual([]);
      } finally {
        await s.context.close();
      }
    });
  });
}
