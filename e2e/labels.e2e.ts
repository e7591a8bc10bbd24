/**
 * Issue 33 §3 in real Chromium at a phone viewport, against the real server, in both locales: on a
 * complete plan, open /addMoreNutrition's supplements tab, photograph a label (a fixture rendered by the
 * API's tests), review the figures read, change one, confirm, and see the list show the product with its
 * strength and the plan count it — also after the screen is submitted again (the strengths survive). A
 * photo that is not a label shows the plain message and saves nothing. Screens at 390 and 320 px.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PlanDocument } from '@nutri/domain/contracts';
import zhCN from '../apps/web/src/locales/zh-CN.json';
import enUS from '../apps/web/src/locales/en-US.json';
import { labelById, labelPhoto, notLabelPhoto } from '../apps/api/test/fixtures/labels';
import { launchBrowser, screenshot, seriousAxeViolations } from './support/browser';
import { api } from './support/full-plan';
import { goToHash, openSignedIn, smallTouchTargets, type Session } from './support/session';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
let photos: string;

beforeAll(async () => {
  photos = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-label-photos-'));
  const write = async (name: string, bytes: Promise<Uint8Array>) =>
    fs.writeFileSync(path.join(photos, name), await bytes);
  await Promise.all([
    write('caltrate.png', labelPhoto(labelById('caltrate-600-d3'))),
    write('by-health.png', labelPhoto(labelById('by-health-calcium-d'))),
    write('shopping-list.png', notLabelPhoto('shopping-list')),
  ]);
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (photos) fs.rmSync(photos, { recursive: true, force: true });
});

type Catalog = typeof zhCN;
const LOCALES = [
  {
    locale: 'zh-CN',
    lang: 'zh',
    texts: zhCN,
    photo: 'by-health.png',
    product: '汤臣倍健钙维生素D片',
    calciumEntry: '汤臣倍健钙维生素D片 · 钙',
    vitaminD: '维生素D',
    // 每2片 5 µg, changed to 10 µg; 2 tablets a day → 10 µg; calcium 600 mg per 2 tablets → 600 mg.
    edit: { from: '5', to: '10' },
    counted: { calcium: 600, vitaminD: 10 },
  },
  {
    locale: 'en-US',
    lang: 'en',
    texts: enUS as unknown as Catalog,
    photo: 'caltrate.png',
    product: 'Caltrate 600+D3',
    calciumEntry: 'Caltrate 600+D3 · Calcium',
    vitaminD: 'Vitamin D',
    // 20 µg per tablet, changed to 25 µg; 2 tablets a day → 50 µg; calcium 2 × 600 mg.
    edit: { from: '20', to: '25' },
    counted: { calcium: 1200, vitaminD: 50 },
  },
] as const;

/** A complete deep-questionnaire plan of a 55-year-old woman, made through the API with the page's token. */
async function createPlan(page: Page, locale: string): Promise<string> {
  const plan = await api<{ customNutritionPlanId: string }>(page, 'POST', 'v1/custom_nutrition_plan/new', {
    clientType: 'web',
    planType: 'deep_questionnaire',
    locale,
  });
  const id = String(plan.customNutritionPlanId);
  await api(page, 'POST', 'v1/questionnaire/put', {
    customNutritionPlanId: id,
    questionnaireType: 'deep_questionnaire',
    answers: { gender: 'female', age: 55, heightCm: 160, weightKg: 60, activityLevel: 'light' },
    complete: true,
  });
  return id;
}

const fromSupplements = async (page: Page, planId: string) => {
  const plan = await api<PlanDocument>(
    page,
    'GET',
    `v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${planId}`,
  );
  const of = (key: string) => plan.nutrients.find((n) => n.key === key)?.fromSupplements;
  return { calcium: of('calcium'), vitaminD: of('vitaminD') };
};

/** Nothing wider than the screen: a figure, a button or the line read must not push the page sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

const CONTROLS = 'button, a[href], [role="button"], input, select';

async function openSupplements(s: Session, planId: string, T: Catalog['medicineReview']) {
  await goToHash(s.page, `#/addMoreNutrition?id=${planId}`);
  await s.page.getByRole('heading', { level: 1, name: T.add.title }).waitFor({ timeout: 30_000 });
  await s.page.getByRole('tab', { name: new RegExp(T.add.tabSupplements) }).click();
  await s.page.getByRole('heading', { name: T.label.title }).waitFor();
}

for (const L of LOCALES) {
  const T = L.texts.medicineReview;
  describe(`a supplement label photo (${L.locale})`, () => {
    it('photographs the label, reviews and edits a figure, confirms, and the plan counts it', async () => {
      const s = await openSignedIn(browser, server.baseUrl, L.locale, `/#/qsStartPage?lang=${L.lang}`);
      try {
        const planId = await createPlan(s.page, L.locale);
        await openSupplements(s, planId, T);
        await screenshot(s.page, `labels-start-${L.locale}-390`);
        expect(await smallTouchTargets(s.page, CONTROLS)).toEqual([]);

        await s.page.getByTestId('label-photo-input').setInputFiles(path.join(photos, L.photo));
        await s.page.getByRole('status').filter({ hasText: T.label.reading }).waitFor();
        const form = s.page.getByRole('form', { name: T.label.reviewTitle });
        await form.waitFor({ timeout: 90_000 });

        // Every figure as read, with what was read beside it.
        expect(await form.getByLabel(T.label.name).inputValue()).toBe(L.product);
        const vitaminD = form.getByLabel(T.label.amountFor.replace('{{name}}', L.vitaminD));
        expect(await vitaminD.inputValue()).toBe(L.edit.from);
        await form.getByTestId('label-nutrient-calcium').getByText('600').first().waitFor();
        await screenshot(s.page, `labels-review-${L.locale}-390`);
        expect(await smallTouchTargets(s.page, CONTROLS, { scope: 'form' })).toEqual([]);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await overflowsSideways(s.page)).toBe(false);

        // A figure that is not a number is named, and nothing is sent.
        await vitaminD.fill('abc');
        await form.getByRole('button', { name: T.label.confirm }).click();
        await form.getByText(T.label.problem.notNumber.replace('{{field}}', L.vitaminD)).waitFor();
        await form.getByRole('alert').filter({ hasText: T.label.fixFigures }).waitFor();
        expect(await fromSupplements(s.page, planId)).toEqual({ calcium: 0, vitaminD: 0 });

        // At 320 px the form still fits.
        await s.page.setViewportSize({ width: 320, height: 640 });
        await screenshot(s.page, `labels-review-error-${L.locale}-320`);
        expect(await overflowsSideways(s.page)).toBe(false);
        expect(await smallTouchTargets(s.page, CONTROLS, { scope: 'form' })).toEqual([]);
        await s.page.setViewportSize({ width: 390, height: 844 });

        await vitaminD.fill(L.edit.to);
        await form.getByLabel(T.label.perDayFor.replace('{{unit}}', L.texts.doseUnits.tablet)).fill('2');
        await form.getByRole('button', { name: T.label.confirm }).click();
        const saved = s.page.getByTestId('label-saved');
        await saved.waitFor({ timeout: 60_000 });
        expect(await saved.textContent()).toContain(L.product);
        expect(await fromSupplements(s.page, planId)).toEqual(L.counted);

        // The list shows the product with its label strength.
        await s.page
          .getByRole('button', { name: T.add.remove.replace('{{name}}', L.calciumEntry) })
          .waitFor();
        await screenshot(s.page, `labels-saved-${L.locale}-390`);
        await s.page.setViewportSize({ width: 320, height: 640 });
        await screenshot(s.page, `labels-saved-${L.locale}-320`);
        expect(await overflowsSideways(s.page)).toBe(false);
        await s.page.setViewportSize({ width: 390, height: 844 });

        // Submitting the screen again keeps the label's strengths (issue 33 §3's blocker).
        await s.page.getByRole('button', { name: T.add.submit }).click();
        await s.page.waitForURL(new RegExp(`#/qsGeneratePageNew\\?id=${planId}$`), { timeout: 60_000 });
        expect(await fromSupplements(s.page, planId)).toEqual(L.counted);
        await s.page.getByText(L.calciumEntry).first().waitFor({ timeout: 30_000 });
        await s.page.getByText(L.calciumEntry).first().scrollIntoViewIfNeeded();
        await screenshot(s.page, `labels-plan-${L.locale}-390`);
        expect(s.problems).toEqual([]);
      } finally {
        await s.context.close();
      }
    });

    it('a photo that is not a label says so, and nothing is saved', async () => {
      const s = await openSignedIn(browser, server.baseUrl, L.locale, `/#/qsStartPage?lang=${L.lang}`);
      try {
        const planId = await createPlan(s.page, L.locale);
        await openSupplements(s, planId, T);
        await s.page.setViewportSize({ width: 320, height: 640 });
        await s.page.getByTestId('label-photo-input').setInputFiles(path.join(photos, 'shopping-list.png'));
        const message = s.page.getByTestId('label-not-label');
        await message.waitFor({ timeout: 90_000 });
        expect((await message.textContent())?.length).toBeGreaterThan(10);
        await s.page.getByRole('button', { name: T.label.takeAnother }).waitFor();
        await screenshot(s.page, `labels-not-label-${L.locale}-320`);
        expect(await overflowsSideways(s.page)).toBe(false);
        expect(await fromSupplements(s.page, planId)).toEqual({ calcium: 0, vitaminD: 0 });
        expect(s.problems).toEqual([]);
      } finally {
        await s.context.close();
      }
    });
  });
}
