/**
 * The operator's journey of issue 20.4 in real Chromium, against the real server, in both locales: an
 * operator is created with the command line (`npm run operator -- create`) before the server starts; a
 * user orders and pays on the order page with the labelled demo step (through the server's notification
 * path); the operator signs in at #/ops on a phone, finds the order under "paid", ships it with a
 * carrier and tracking number, finds it under "shipped" and in the audit log, and adds stock (a removal
 * below 0 is refused with the stock now); the user's order page then shows the carrier and tracking
 * number. The operators' page is checked for one language, axe and tap targets on a phone and at desktop
 * width. Screenshots: e2e/artifacts/ops-*.png.
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { OrderView } from '@nutri/domain/contracts';
import { formatCents } from '@nutri/domain/commerce';
import zhCN from '../apps/web/src/locales/zh-CN.json';
import enUS from '../apps/web/src/locales/en-US.json';
import { launchBrowser, phoneContext, screenshot, seriousAxeViolations } from './support/browser';
import { goToHash, openSignedIn, smallTouchTargets } from './support/session';
import { repoRoot, startServer, type RunningServer } from './support/server';

const OPERATOR = 'e2e.ops';
const PASSWORD = 'an operator password 42';
const CONTROLS = 'button, a[href], [role="button"], select, textarea, input:not([type="radio"])';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer(
    {},
    {
      // Operators exist only through the command line, on the server's own database.
      beforeStart: (env) => {
        const made = spawnSync('npm', ['run', '-s', 'operator', '--', 'create', OPERATOR], {
          cwd: repoRoot,
          env: { ...env, OPERATOR_PASSWORD: PASSWORD },
          encoding: 'utf8',
          timeout: 240_000,
        });
        if (made.status !== 0) throw new Error(`operator create failed: ${made.stderr}${made.stdout}`);
      },
    },
  );
  browser = await launchBrowser();
}, 420_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** An API call from the user's page with the user's token (the same calls the app makes). */
async function userApi<T>(page: Page, path: string, body: unknown, locale: string): Promise<T> {
  return page.evaluate(
    async ({ path, body, locale }) => {
      const res = await fetch(`/api/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Accept-Language': locale,
          Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await res.json()) as { data: unknown };
      if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    },
    { path, body, locale },
  ) as Promise<T>;
}

/** Han on an English screen, or Latin words on a Chinese one, outside recorded data (marked data-quote). */
async function wrongScript(page: Page, locale: string): Promise<string[]> {
  return page.evaluate((locale) => {
    const out: string[] = [];
    const pageLang = document.documentElement.lang.slice(0, 2);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || el.closest('script,style,[hidden],[aria-hidden="true"],[data-quote],.ops-code,.ops-lines')) {
        continue;
      }
      const marked = el.closest('[lang]');
      if (
        marked &&
        marked !== document.documentElement &&
        marked.getAttribute('lang')?.slice(0, 2) !== pageLang
      ) {
        continue;
      }
      if (!el.checkVisibility()) continue;
      const text = n.textContent ?? '';
      if (locale === 'en-US') {
        if (/[\u3400-\u9fff]/.test(text)) out.push(text.trim());
      } else {
        // Latin a Chinese screen keeps: a carrier's code (EMS), vitamin letters (C, B), nutrient names with a digit (D3, B12).
        for (const word of text.match(/[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*/g) ?? []) {
          if (!/\d/.test(word) && !/^[A-Z]{1,6}$/.test(word))
            out.push(`${word} in ${el.outerHTML.slice(0, 80)}`);
        }
      }
    }
    return out;
  }, locale);
}

/** The page is in one language, passes axe and has no tap target under 44 × 44 px. */
async function checkScreen(page: Page, locale: string, what: string): Promise<void> {
  expect(await wrongScript(page, locale), `${what}: text in the other language`).toEqual([]);
  expect(await seriousAxeViolations(page), `${what}: axe`).toEqual([]);
  expect(await smallTouchTargets(page, CONTROLS), `${what}: small tap targets`).toEqual([]);
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true });

async function signIn(page: Page, texts: (typeof LOCALES)[number]): Promise<void> {
  await page.getByLabel(texts.name, { exact: true }).fill(OPERATOR);
  await page.getByLabel(texts.password, { exact: true }).fill(PASSWORD);
  await button(page, texts.signIn).click();
  await page.locator('.ops__who').getByText(OPERATOR).waitFor();
}

const LOCALES = [
  {
    locale: 'zh-CN',
    lang: 'zh',
    app: zhCN,
    heading: '运营后台',
    name: '账号',
    password: '密码',
    signIn: '登录',
    ship: '发货',
    carrier: '快递公司',
    carrierName: '顺丰速运',
    trackingNo: '运单号',
    submitShip: '确认发货',
    paidTab: /^已支付/,
    shippedTab: /^已发货/,
    audit: '操作记录',
    shippedAction: '订单发货',
    stock: '库存',
    adjust: '调整',
    delta: '增减数量（负数为减少）',
    reason: '原因',
    stockReason: '到货',
    submitAdjust: '确认调整',
    wrongPassword: '运营账号或密码不正确',
  },
  {
    locale: 'en-US',
    lang: 'en',
    app: enUS as unknown as typeof zhCN,
    heading: 'Operations',
    name: 'Name',
    password: 'Password',
    signIn: 'Sign in',
    ship: 'Ship',
    carrier: 'Carrier',
    carrierName: 'SF Express',
    trackingNo: 'Tracking number',
    submitShip: 'Mark shipped',
    paidTab: /^Paid/,
    shippedTab: /^Shipped/,
    audit: 'Audit log',
    shippedAction: 'Order shipped',
    stock: 'Stock',
    adjust: 'Adjust',
    delta: 'Change (negative to remove)',
    reason: 'Reason',
    stockReason: 'delivery',
    submitAdjust: 'Adjust stock',
    wrongPassword: 'Wrong operator name or password',
  },
] as const;

describe('the operator ships a paid order at #/ops (issue 20.4)', () => {
  for (const texts of LOCALES) {
    const { locale, lang } = texts;
    it(`a user pays with the demo provider, the operator ships it, the user sees the tracking number (${locale})`, async () => {
      // The user orders, then pays on the order page with the labelled demo step.
      const user = await openSignedIn(browser, server.baseUrl, locale, `/#/qsStartPage?lang=${lang}`, 60_000);
      const placed = await userApi<OrderView>(
        user.page,
        'v1/you_zan/order_multi_prod',
        {
          items: [{ productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 2 }],
          address: {
            name: '李雷',
            phone: '13912345678',
            area: '广东省 深圳市 南山区',
            detail: '科技园路1号',
          },
        },
        locale,
      );
      const shop = texts.app.shop;
      await goToHash(user.page, `#/orderResult?orderId=${placed.id}`);
      await user.page
        .getByRole('button', {
          name: shop.pay.action.replace('{{amount}}', formatCents(placed.payableCents)),
        })
        .click();
      const cashier = user.page.getByRole('alertdialog');
      await cashier.getByRole('heading', { name: shop.pay.demoTitle }).waitFor({ timeout: 20_000 });
      await cashier.getByRole('button', { name: shop.pay.demoConfirm }).click();
      await user.page
        .getByTestId('order-status')
        .getByText(shop.result.statuses.paid)
        .waitFor({ timeout: 20_000 });
      const paid = await userApi<OrderView>(
        user.page,
        `v1/order/detail?order_id=${placed.id}`,
        undefined,
        locale,
      );
      expect(paid).toMatchObject({ status: 'paid', paymentProvider: 'demo' });

      // The operator, on a phone: a wrong password first, then the right one.
      const context = await phoneContext(browser, locale);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${server.baseUrl}/#/ops?lang=${lang}`);
      await page.getByRole('heading', { level: 1, name: texts.heading }).waitFor();
      await page.getByLabel(texts.password, { exact: true }).waitFor();
      await checkScreen(page, locale, 'sign-in');
      await screenshot(page, `ops-signin-${locale}`);
      await page.getByLabel(texts.name, { exact: true }).fill(OPERATOR);
      await page.getByLabel(texts.password, { exact: true }).fill('not the password');
      await button(page, texts.signIn).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe(texts.wrongPassword);
      await signIn(page, texts);

      // The paid tab lists the order; the operator ships it.
      const card = page.locator('article', { hasText: paid.orderNo });
      await card.waitFor();
      expect(await page.getByRole('button', { name: texts.paidTab }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await checkScreen(page, locale, 'orders');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `ops-orders-${locale}`);
      await card.getByRole('button', { name: texts.ship, exact: true }).click();
      const trackingNo = `SF${Date.now()}`;
      await card.getByLabel(texts.carrier, { exact: true }).fill(texts.carrierName);
      await card.getByLabel(texts.trackingNo, { exact: true }).fill(trackingNo);
      await checkScreen(page, locale, 'ship form');
      await screenshot(page, `ops-ship-${locale}`);
      await card.getByRole('button', { name: texts.submitShip, exact: true }).click();
      const notice = page.getByRole('status').filter({ hasText: trackingNo });
      await notice.waitFor();
      expect(await notice.textContent()).toContain(paid.orderNo);

      await page.getByRole('button', { name: texts.shippedTab }).click();
      const shipped = page.locator('article', { hasText: paid.orderNo });
      await shipped.getByText(trackingNo).waitFor();
      expect(await shipped.textContent()).toContain(texts.carrierName);
      await checkScreen(page, locale, 'shipped');
      await screenshot(page, `ops-shipped-${locale}`);

      // The audit log names the operator, the action and the order.
      await button(page, texts.audit).click();
      const row = page.locator('.ops-audit li', { hasText: placed.id }).first();
      await row.waitFor();
      expect(await row.textContent()).toContain(texts.shippedAction);
      expect(await row.textContent()).toContain(OPERATOR);
      expect(await row.textContent()).toContain(trackingNo);
      await checkScreen(page, locale, 'audit');
      await screenshot(page, `ops-audit-${locale}`);

      // Stock: more of one specification, with a reason; never below 0.
      await button(page, texts.stock).click();
      const sku = page.locator('.ops-stock', { hasText: 'p-zn-10-60' });
      await sku.waitFor();
      const before = Number((await sku.locator('.ops-stock__count').textContent())!.match(/\d+/)![0]);
      await sku.getByRole('button', { name: texts.adjust, exact: true }).click();
      await sku.getByLabel(texts.delta, { exact: true }).fill('-100000');
      await sku.getByLabel(texts.reason, { exact: true }).fill(texts.stockReason);
      await sku.getByRole('button', { name: texts.submitAdjust, exact: true }).click();
      await sku
        .getByRole('alert')
        .filter({ hasText: String(before) })
        .waitFor();
      await sku.getByLabel(texts.delta, { exact: true }).fill('5');
      await sku.scrollIntoViewIfNeeded();
      await checkScreen(page, locale, 'stock');
      await screenshot(page, `ops-stock-${locale}`);
      await sku.getByRole('button', { name: texts.submitAdjust, exact: true }).click();
      await sku.locator('.ops-stock__count', { hasText: String(before + 5) }).waitFor();
      expect(problems).toEqual([]);
      await context.close();

      // The same page at desktop width (its own tab, so its own sign-in).
      const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
      const wide = await desk.newPage();
      await wide.goto(`${server.baseUrl}/#/ops?lang=${lang}`);
      await wide.getByLabel(texts.password, { exact: true }).waitFor();
      await signIn(wide, texts);
      await wide.getByRole('button', { name: texts.shippedTab }).click();
      await wide.locator('article', { hasText: paid.orderNo }).getByText(trackingNo).waitFor();
      await checkScreen(wide, locale, 'desktop');
      await screenshot(wide, `ops-desktop-${locale}`);
      await desk.close();

      // The user's order page shows the carrier and tracking number.
      await user.page.reload();
      await user.page
        .getByTestId('order-status')
        .getByText(shop.result.statuses.shipped)
        .waitFor({ timeout: 30_000 });
      expect(await user.page.getByTestId('order-carrier').textContent()).toBe(texts.carrierName);
      expect(await user.page.getByTestId('order-tracking').textContent()).toBe(trackingNo);
      await user.page.getByTestId('order-shipment').scrollIntoViewIfNeeded();
      await screenshot(user.page, `ops-user-order-${locale}`);
      const detail = await userApi<OrderView>(
        user.page,
        `v1/order/detail?order_id=${placed.id}`,
        undefined,
        locale,
      );
      expect(detail).toMatchObject({
        status: 'shipped',
        shipment: { carrier: texts.carrierName, trackingNo },
      });
      await user.context.close();
    }, 300_000);
  }
});
