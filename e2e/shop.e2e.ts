/**
 * The shop journey of issue 7 in real Chromium at a phone viewport, against the real server, in both
 * locales: a plan whose products exceed the daily dosage budget → /productsPage shows the basis and
 * other groups exactly as `splitByDosage` cuts the API's list → the quick page picks a specification
 * and a quantity → checkout preselects the best voucher (and shows the one whose threshold is not met
 * as disabled, with the reason), refuses an empty address with the form messages, takes a phone written
 * `+86 138-0013-8000` and a county-level district from the province → city → district picker (issue 19
 * §4), and places the order (a double tap makes one order) → the confirmation shows the server's price,
 * a short order number and the phone masked, awaiting payment (issue 20: a Pay button, no promise to
 * ship yet); afterwards the voucher is used and the stock went down.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bestPriceCents, formatCents, splitByDosage, type Voucher } from '@nutri/domain/commerce';
import { ADDRESS_MESSAGES, type ProductGetResult, type VoucherView } from '@nutri/domain/contracts';
import zhCN from '../apps/web/src/locales/zh-CN.json';
import enUS from '../apps/web/src/locales/en-US.json';
import { launchBrowser, screenshot, seriousAxeViolations } from './support/browser';
import {
  goToHash,
  openSignedIn,
  postFromPage,
  smallTouchTargets as smallControls,
  type Session,
} from './support/session';
import { startServer, type RunningServer } from './support/server';

const open = (locale: string, lang: string): Promise<Session> =>
  openSignedIn(browser, server.baseUrl, locale, `/#/qsStartPage?lang=${lang}`, 60_000);
const go = goToHash;

const TOUCH_CONTROLS = 'button, a[href], [role="button"], [role="radio"], select, textarea';
const smallTouchTargets = (page: Page) => smallControls(page, TOUCH_CONTROLS);

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
  { locale: 'zh-CN', lang: 'zh', texts: zhCN, say: 'zh' },
  { locale: 'en-US', lang: 'en', texts: enUS as unknown as Catalog, say: 'en' },
] as const;
/**
 * A county-level district, picked by its Chinese names in both locales (the area data has no English
 * names, and a parcel in China is addressed in Chinese: ADR 0027).
 */
const AREA_PATH = ['广东省', '深圳市', '南山区'] as const;

const api = postFromPage;

/**
 * A complete deep-questionnaire plan of a pregnant vegan with little sun and a poor diet: the engine
 * recommends more products than the daily budget of 6 holds, so the "other" group is not empty.
 */
async function createPlan(page: Page, locale: string): Promise<string> {
  const plan = await api<{ customNutritionPlanId: string }>(
    page,
    'v1/custom_nutrition_plan/new',
    { clientType: 'web', planType: 'deep_questionnaire', locale },
    locale,
  );
  const id = plan.customNutritionPlanId;
  await api(
    page,
    'v1/questionnaire/put',
    {
      customNutritionPlanId: id,
      questionnaireType: 'deep_questionnaire',
      answers: {
        gender: 'female',
        age: 30,
        heightCm: 160,
        weightKg: 60,
        activityLevel: 'light',
        lifeStage: 'pregnant_t2',
        dietPattern: 'vegan',
        // An acid reducer adds calcium citrate and magnesium: since products deliver the plan's dose
        // (one dose truth), this keeps the daily total above the basis budget of 6 in both locales.
        medicines: ['omeprazole'],
        sunExposure: 'low',
        foodFrequency: {
          dairy: 'never',
          fish: 'never',
          redMeat: 'never',
          eggs: 'never',
          legumesNuts: 'rarely',
          vegetables: 'rarely',
          fruit: 'rarely',
          wholeGrains: 'never',
        },
      },
      complete: true,
    },
    locale,
  );
  return id;
}

async function vouchers(page: Page, locale: string): Promise<VoucherView[]> {
  return (
    await api<{ list: VoucherView[] }>(page, 'v1/you_zan/query_vouchers?page_num=1&page_size=200', {}, locale)
  ).list;
}

const usable = (list: VoucherView[]): Voucher[] =>
  list.flatMap((v) =>
    v.status === 1 && (v.preferential_mode === 1 || v.preferential_mode === 2)
      ? [{ ...v, preferential_mode: v.preferential_mode }]
      : [],
  );

/** Buttons, links and fields smaller than 44×44 CSS px (native radios/checkboxes count by their label). */

for (const L of LOCALES) {
  const T = L.texts.shop;
  describe(`shop (${L.locale})`, () => {
    it('plan → products in two groups → quick page → checkout with the best voucher → order confirmed', async () => {
      const s = await open(L.locale, L.lang);
      try {
        const planId = await createPlan(s.page, L.locale);
        const fromApi = await api<ProductGetResult>(
          s.page,
          'v1/product/get',
          { customNutritionPlanId: planId },
          L.locale,
        );
        const split = splitByDosage(fromApi.list);
        expect(split.other.length).toBeGreaterThan(0);
        expect(split.basis.map((p) => p.id)).toEqual(fromApi.basis?.map((p) => p.id));
        const before = await vouchers(s.page, L.locale);

        // ---------------------------------------------------------------- /productsPage
        await go(s.page, `#/productsPage?id=${planId}`);
        await s.page.getByRole('heading', { level: 1, name: T.products.title }).waitFor();
        await s.page
          .getByRole('heading', { level: 2, name: T.products.basisTitle })
          .waitFor({ timeout: 30_000 });
        await s.page.getByRole('heading', { level: 2, name: T.products.otherTitle }).waitFor();
        const idsIn = (group: string) =>
          s.page
            .locator(`[data-group="${group}"] [data-product-id]`)
            .evaluateAll((els) => els.map((el) => el.getAttribute('data-product-id')));
        expect(await idsIn('basis')).toEqual(split.basis.map((p) => p.id));
        expect(await idsIn('other')).toEqual(split.other.map((p) => p.id));
        // Basis selected by default, other not.
        const checked = (group: string) =>
          s.page
            .locator(`[data-group="${group}"] input[type="checkbox"]`)
            .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).checked));
        expect(new Set(await checked('basis'))).toEqual(new Set([true]));
        expect(new Set(await checked('other'))).toEqual(new Set([false]));
        // A card with a voucher price: best price first, the original struck through, with the label.
        // The first basis card a voucher lowers (a cheap product can sit under every voucher's minimum).
        const first = split.basis.find((p) => p.bestPriceCents < p.priceCents);
        if (!first) throw new Error('no basis product has a voucher price');
        const card = s.page.locator(`[data-product-id="${first.id}"]`);
        expect(first.bestPriceCents).toBeLessThan(first.priceCents);
        await card.getByText(formatCents(first.bestPriceCents)).first().waitFor();
        expect(await card.locator('del').textContent()).toContain(formatCents(first.priceCents));
        expect(await card.textContent()).toContain(first.bestVoucherLabel ?? '');
        // The bar: the basis total with the best single voucher.
        const basisCents = split.basis.reduce((sum, p) => sum + p.priceCents, 0);
        const basisBest = bestPriceCents(basisCents, usable(before));
        await s.page.locator('.shop-footer').getByText(formatCents(basisBest.cents)).waitFor();
        await screenshot(s.page, `shop-products-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page)).toEqual([]);
        await s.page.getByRole('heading', { level: 2, name: T.products.otherTitle }).scrollIntoViewIfNeeded();
        await screenshot(s.page, `shop-products-other-${L.locale}`);

        // ---------------------------------------------------------------- /productsPageQuick
        const product = fromApi.list.find((p) => p.skus.filter((k) => k.stock > 2).length >= 2)!;
        expect(product).toBeTruthy();
        const sku = product.skus[1]!;
        await s.page
          .locator(`[data-product-id="${product.id}"]`)
          .getByRole('link', { name: T.products.chooseSpec })
          .click();
        await s.page.waitForURL(new RegExp(`#/productsPageQuick\\?productId=${product.id}&id=${planId}$`));
        await s.page.getByRole('heading', { level: 2, name: product.name }).waitFor();
        const radios = s.page.getByRole('radiogroup', { name: T.quick.spec }).getByRole('radio');
        expect(await radios.count()).toBe(product.skus.length);
        await radios.filter({ hasText: sku.spec }).click();
        expect(await radios.filter({ hasText: sku.spec }).getAttribute('aria-checked')).toBe('true');
        await s.page.getByRole('button', { name: T.quick.increase }).click();
        expect(await s.page.getByRole('spinbutton', { name: T.quick.quantity }).inputValue()).toBe('2');
        const lineCents = sku.priceCents * 2;
        const lineBest = bestPriceCents(lineCents, usable(before));
        expect(lineBest.voucher).not.toBeNull();
        const footer = s.page.locator('.shop-footer');
        await footer.getByText(T.quick.lineTotal.replace('{{price}}', formatCents(lineCents))).waitFor();
        await footer.getByText(`¥${formatCents(lineBest.cents)}`, { exact: true }).waitFor();
        await screenshot(s.page, `shop-quick-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page)).toEqual([]);
        await s.page.getByRole('button', { name: T.quick.buyNow }).click();

        // ---------------------------------------------------------------- /checkout
        await s.page.waitForURL(/#\/checkout\?items=/);
        await s.page.getByRole('heading', { level: 1, name: T.checkout.title }).waitFor();
        const picker = s.page.getByTestId('voucher-picker');
        await picker.waitFor({ timeout: 30_000 });
        // The best voucher is preselected and the breakdown shows its price.
        const bestId = lineBest.voucher!.id;
        expect(await picker.locator(`[data-voucher-id="${bestId}"] input`).isChecked()).toBe(true);
        const breakdown = s.page.getByTestId('price-breakdown');
        expect(await breakdown.textContent()).toContain(formatCents(lineBest.cents));
        expect(await breakdown.textContent()).toContain(formatCents(lineCents - lineBest.cents));
        // Vouchers that cannot be used are shown disabled with a reason.
        for (const v of before.filter((x) => x.status !== 1 || x.threshold_amount > lineCents)) {
          expect(await picker.locator(`[data-voucher-id="${v.id}"] input`).isDisabled()).toBe(true);
        }
        const expired = before.find((v) => v.status === 0);
        if (expired) {
          expect(await picker.locator(`[data-voucher-id="${expired.id}"]`).textContent()).toContain(
            T.checkout.reason.expired,
          );
        }
        // An empty address is refused with the form messages, in the locale; nothing is sent.
        const submit = s.page.getByRole('button', { name: T.checkout.submit });
        await submit.click();
        await s.page.getByRole('alert').filter({ hasText: T.checkout.fixAddress }).waitFor();
        for (const m of [
          ADDRESS_MESSAGES.name,
          ADDRESS_MESSAGES.phone,
          ADDRESS_MESSAGES.area,
          ADDRESS_MESSAGES.detail,
        ]) {
          await s.page.getByText(m[L.say], { exact: true }).waitFor();
        }
        await screenshot(s.page, `shop-checkout-invalid-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);

        await s.page.getByLabel(T.checkout.name).fill(L.locale === 'zh-CN' ? '张三' : 'Li Lei');
        await s.page.getByLabel(T.checkout.phone).fill('12345');
        await s.page.getByText(ADDRESS_MESSAGES.phone[L.say], { exact: true }).waitFor();
        await s.page.getByLabel(T.checkout.phone).fill('+86 138-0013-8000');
        // Leaving the field shows the number as it will be stored.
        await s.page.getByLabel(T.checkout.detail).focus();
        expect(await s.page.getByLabel(T.checkout.phone).inputValue()).toBe('13800138000');
        // Province → city → district: the picker and its data load on first open.
        await s.page.getByLabel(T.checkout.area).click();
        const cascader = s.page.locator('.adm-cascader');
        await cascader.getByText(T.checkout.areaPickerTitle).waitFor();
        for (const name of AREA_PATH) {
          await s.page.locator('.adm-cascader-view-item:visible', { hasText: name }).first().click();
        }
        await screenshot(s.page, `shop-area-picker-${L.locale}`);
        await cascader.getByText(T.checkout.areaConfirm, { exact: true }).click();
        await cascader.waitFor({ state: 'hidden' });
        expect((await s.page.getByLabel(T.checkout.area).textContent())?.trim()).toBe(AREA_PATH.join(' '));
        await s.page
          .getByLabel(T.checkout.detail)
          .fill(L.locale === 'zh-CN' ? '南山区科技园路1号' : '1 Keji Road, Nanshan');
        expect(await s.page.locator('.shop-field__error').count()).toBe(0);
        await screenshot(s.page, `shop-checkout-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page)).toEqual([]);

        await picker.scrollIntoViewIfNeeded();
        await screenshot(s.page, `shop-checkout-vouchers-${L.locale}`);

        // A double tap makes one order.
        await submit.dblclick();

        // ---------------------------------------------------------------- /orderResult
        await s.page.waitForURL(/#\/orderResult\?orderId=/, { timeout: 30_000 });
        const result = s.page.getByTestId('order-result');
        await result.waitFor({ timeout: 30_000 });
        await s.page.getByRole('heading', { level: 1, name: T.result.title }).waitFor();
        // Placed, not paid (issue 20): awaiting payment with a Pay button, no promise to ship yet.
        await s.page.getByTestId('order-status').getByText(T.result.statuses.pending_payment).waitFor();
        expect(await s.page.getByTestId('order-lead').textContent()).not.toContain(T.result.leads.paid);
        await s.page.getByTestId('pay-button').waitFor();
        expect(await s.page.getByTestId('order-payable').textContent()).toContain(
          formatCents(lineBest.cents),
        );
        // A short number (yyMMdd + sequence), not the UUID; the phone masked.
        const orderNo = (await s.page.getByTestId('order-number').textContent())?.trim() ?? '';
        expect(orderNo).toMatch(/^\d{12,}$/);
        const contact = (await s.page.getByTestId('order-address-contact').textContent()) ?? '';
        expect(contact).toContain('138****8000');
        expect(contact).not.toContain('13800138000');
        await s.page
          .locator('.shop-choice__sub', { hasText: AREA_PATH.join(' ') })
          .first()
          .waitFor();
        await s.page.getByRole('button', { name: T.result.backToPlan }).first().waitFor();
        await screenshot(s.page, `shop-result-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page)).toEqual([]);

        // After: one order, the voucher used by it, the stock of the SKU down by 2.
        const orders = await api<{
          list: {
            orderNo: string;
            status: string;
            voucherId: string | null;
            payableCents: number;
            address: { phone: string; area: string };
          }[];
        }>(s.page, 'v1/order/list', { page_num: 1, page_size: 20 }, L.locale);
        expect(orders.list).toHaveLength(1);
        expect(orders.list[0]).toMatchObject({
          orderNo,
          status: 'pending_payment',
          address: { phone: '13800138000', area: AREA_PATH.join(' ') },
          voucherId: bestId,
          payableCents: lineBest.cents,
        });
        const after = await vouchers(s.page, L.locale);
        expect(after.find((v) => v.id === bestId)).toMatchObject({ status: 2 });
        const again = await api<ProductGetResult>(
          s.page,
          'v1/product/get',
          { productIds: [product.id] },
          L.locale,
        );
        expect(again.list[0]?.skus.find((k) => k.id === sku.id)?.stock).toBe(sku.stock - 2);

        // Back to the plan.
        await s.page.getByRole('button', { name: T.result.backToPlan }).first().click();
        await s.page.waitForURL(new RegExp(`#/qsGeneratePageNew\\?id=${planId}$`));
        expect(s.problems).toEqual([]);
      } finally {
        await s.context.close();
      }
    });
  });
}
