/**
 * Plan step 3 in real Chromium at a phone viewport, against the real server, in both locales: on a
 * deep-questionnaire plan, add two medicines and two supplements on /addMoreNutrition (search by Chinese
 * name, pinyin initials or English), submit, and see on the plan page the taboos sorted by severity, the
 * supplement reviews, a detail sheet with its source link, and the next step moving from '2' to '3'.
 * Also: nothing is lost on a reload or bad input, the no-match message, and the calcium-choice dialog.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import zhCN from '../apps/web/src/locales/zh-CN.json';
import enUS from '../apps/web/src/locales/en-US.json';
import { launchBrowser, screenshot, seriousAxeViolations } from './support/browser';
import {
  giveConsent,
  goToHash,
  openSignedIn,
  smallTouchTargets as smallControls,
  type Session,
} from './support/session';
import { startServer, type RunningServer } from './support/server';

const open = (locale: string, lang: string): Promise<Session> =>
  openSignedIn(browser, server.baseUrl, locale, `/#/qsStartPage?lang=${lang}`);
const go = goToHash;

const TOUCH_CONTROLS = 'button, a[href], [role="button"], input, select';
const smallTouchTargets = (page: Page, scope = 'body') => smallControls(page, TOUCH_CONTROLS, { scope });

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
  {
    locale: 'zh-CN',
    lang: 'zh',
    texts: zhCN,
    warfarin: '华法林',
    warfarinName: '华法林',
    levothyroxine: 'zjzx',
    levothyroxineName: '左甲状腺素',
    fishOil: '鱼油',
    fishOilName: '深海鱼油 1000 mg',
    calcium: '碳酸钙',
    calciumName: '碳酸钙片 600 mg',
    metformin: '二甲双胍',
    metforminName: '二甲双胍',
    metforminTaken: '二甲双胍 500 mg 片剂',
    caD3: '钙+维生素D3',
    caD3Name: '营养家 钙+维生素D3片',
    caD3Given: '2 片 · 钙 1,200\u00a0mg · 维生素D 20\u00a0µg',
  },
  {
    locale: 'en-US',
    lang: 'en',
    texts: enUS as unknown as Catalog,
    warfarin: 'Coumadin',
    warfarinName: 'Warfarin',
    levothyroxine: 'levothyroxine',
    levothyroxineName: 'Levothyroxine',
    fishOil: 'fish oil',
    fishOilName: 'Fish oil 1000 mg',
    calcium: 'calcium carbonate',
    calciumName: 'Calcium carbonate 600 mg',
    metformin: 'metformin',
    metforminName: 'Metformin',
    metforminTaken: 'Metformin 500 mg tablet',
    caD3: 'Calcium + vitamin D3',
    caD3Name: 'NutriHome Calcium + vitamin D3 tablets',
    caD3Given: '2 tablets · Calcium 1,200\u00a0mg · Vitamin D 20\u00a0µg',
  },
] as const;

/** A complete deep-questionnaire plan of a 55-year-old woman, made through the API with the page's token. */
async function createPlan(page: Page, locale: string, extra: Record<string, unknown> = {}): Promise<string> {
  return page.evaluate(
    async ({ locale, extra }) => {
      const token = localStorage.getItem('access_token') ?? '';
      const post = async (path: string, body: unknown) => {
        const res = await fetch(`/api/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        const json = (await res.json()) as { data: Record<string, unknown> };
        if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
        return json.data;
      };
      const plan = await post('v1/custom_nutrition_plan/new', {
        clientType: 'web',
        planType: 'deep_questionnaire',
        locale,
      });
      const id = String(plan.customNutritionPlanId);
      await post('v1/questionnaire/put', {
        customNutritionPlanId: id,
        questionnaireType: 'deep_questionnaire',
        answers: { gender: 'female', age: 55, heightCm: 160, weightKg: 60, activityLevel: 'light', ...extra },
        complete: true,
      });
      return id;
    },
    { locale, extra },
  );
}

/** Every deep answer before the medicines step, so a questionnaire opened on the plan starts after it. */
const DEEP_BEFORE_MEDICINES = {
  nickname: 'Mei',
  lifeStage: 'none',
  dietPattern: 'omnivore',
  foodFrequency: { dairy: 'rarely' },
  sunExposure: 'moderate',
  alcohol: 'none',
  smoking: 'never',
  sleepQuality: 'good',
  stressLevel: 'low',
  digestiveIssues: ['none'],
  goals: ['bone'],
  conditions: ['diabetes'],
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const L of LOCALES) {
  const T = L.texts.medicineReview;
  describe(`medicines and supplements (${L.locale})`, () => {
    it('adds two medicines and two supplements, then shows taboos, reviews and step 3 on the plan', async () => {
      const s = await open(L.locale, L.lang);
      try {
        const planId = await createPlan(s.page, L.locale);

        // The plan page before: step 2 and the section's empty state.
        await go(s.page, `#/qsGeneratePageNew?id=${planId}`);
        const section = s.page.getByTestId('medicine-review');
        await section.getByText(T.section.emptyTitle).waitFor({ timeout: 30_000 });
        await s.page.getByRole('heading', { name: L.texts.plan.cta.step2.title }).waitFor();
        await section.getByRole('link', { name: T.section.addButton }).click();

        // /addMoreNutrition
        await s.page.waitForURL(new RegExp(`#/addMoreNutrition\\?id=${planId}$`));
        await s.page.getByRole('heading', { level: 1, name: T.add.title }).waitFor();
        const search = s.page.getByRole('searchbox', { name: T.add.medicineSearchLabel });

        await search.fill('zzzzqq');
        await s.page
          .getByRole('status')
          .filter({ hasText: L.texts.picker.noMatch.replace('{{keyword}}', 'zzzzqq') })
          .waitFor();

        await search.fill(L.warfarin);
        await s.page
          .getByRole('button', { name: new RegExp(L.warfarinName) })
          .first()
          .click();
        await search.fill(L.levothyroxine);
        await s.page
          .getByRole('button', { name: new RegExp(L.levothyroxineName) })
          .first()
          .click();
        await s.page
          .getByRole('heading', { name: T.add.pickedMedicines.replace('{{count}}', '2') })
          .waitFor();
        await s.page
          .getByRole('button', { name: T.add.remove.replace('{{name}}', L.warfarinName) })
          .waitFor();
        await search.fill('');
        await screenshot(s.page, `medicines-add-medicines-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page)).toEqual([]);

        await s.page.getByRole('tab', { name: new RegExp(T.add.tabSupplements) }).click();
        const supSearch = s.page.getByRole('searchbox', { name: T.add.supplementSearchLabel });
        await supSearch.fill(L.fishOil);
        await s.page
          .getByRole('button', { name: new RegExp(L.fishOilName) })
          .first()
          .click();
        await supSearch.fill(L.calcium);
        await s.page
          .getByRole('button', { name: new RegExp(L.calciumName) })
          .first()
          .click();
        await supSearch.fill('');

        // Default doses from the options; a bad dose is refused in place and nothing is lost.
        const fishDose = s.page.getByLabel(T.add.doseFor.replace('{{name}}', L.fishOilName));
        const calciumDose = s.page.getByLabel(T.add.doseFor.replace('{{name}}', L.calciumName));
        expect(await fishDose.inputValue()).toBe('1000');
        expect(await calciumDose.inputValue()).toBe('600');
        await calciumDose.fill('');
        await s.page.getByRole('button', { name: T.add.submit }).click();
        await s.page.getByRole('alert').filter({ hasText: T.add.fixDoses }).waitFor();
        await s.page.getByText(T.add.doseProblem.required).waitFor();
        expect(s.page.url()).toContain('#/addMoreNutrition');
        await screenshot(s.page, `medicines-add-invalid-${L.locale}`);

        // A reload keeps every pick (per-plan store).
        await s.page.reload();
        await s.page.getByRole('heading', { level: 1, name: T.add.title }).waitFor();
        await s.page.getByRole('tab', { name: new RegExp(T.add.tabSupplements) }).click();
        await s.page.getByLabel(T.add.doseFor.replace('{{name}}', L.calciumName)).fill('600');
        expect(await s.page.getByLabel(T.add.doseFor.replace('{{name}}', L.fishOilName)).inputValue()).toBe(
          '1000',
        );
        // Taken once a week (forty-ninth clinician review, en S8): the plan's review says so.
        await s.page.getByLabel(T.add.everyFor.replace('{{name}}', L.fishOilName)).selectOption('week');
        await screenshot(s.page, `medicines-add-supplements-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page)).toEqual([]);

        await s.page.getByRole('button', { name: T.add.submit }).click();

        // Back on the plan page, regenerated: taboos (severity sorted), reviews, and step 3.
        await s.page.waitForURL(new RegExp(`#/qsGeneratePageNew\\?id=${planId}$`), { timeout: 30_000 });
        await section.getByRole('heading', { name: T.section.tabooTitle }).waitFor({ timeout: 30_000 });
        const taboos = section.locator('.mr-taboo');
        expect(await taboos.count()).toBeGreaterThanOrEqual(2);
        const severities = await taboos.evaluateAll((els) =>
          els.map((el) =>
            ['major', 'moderate', 'minor'].findIndex((sev) => el.classList.contains(`mr-taboo--${sev}`)),
          ),
        );
        expect(severities).toEqual([...severities].sort((a, b) => a - b));
        const separate = T.section.management.separate.replace('{{hours}}', '4');
        const levoCalcium = taboos.filter({ hasText: L.levothyroxineName }).filter({ hasText: separate });
        expect(await levoCalcium.count()).toBeGreaterThanOrEqual(1);
        expect(await taboos.filter({ hasText: L.warfarinName }).count()).toBeGreaterThanOrEqual(1);

        const reviews = section.locator('.mr-review');
        expect(await reviews.count()).toBe(2);
        expect(await reviews.filter({ hasText: L.fishOilName }).locator('.mr-verdict').count()).toBe(1);
        const weekly = L.locale === 'zh-CN' ? '每周 1000 mg' : '1000 mg a week';
        expect(await reviews.filter({ hasText: L.fishOilName }).filter({ hasText: weekly }).count()).toBe(1);
        expect(await reviews.filter({ hasText: L.calciumName }).locator('.mr-verdict').count()).toBe(1);

        await s.page.getByRole('heading', { name: L.texts.plan.cta.step3.title }).waitFor();
        await s.page.getByRole('button', { name: L.texts.plan.cta.step3.action }).waitFor();
        expect(await s.page.getByRole('button', { name: L.texts.plan.cta.step2.action }).count()).toBe(0);

        // The "plan updated" toast lasts 2 s; the screenshot is of the section, not the toast.
        await s.page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 5_000 });
        await section.scrollIntoViewIfNeeded();
        await section.getByRole('heading', { name: T.section.tabooTitle }).scrollIntoViewIfNeeded();
        await screenshot(s.page, `medicines-plan-section-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page, '[data-testid="medicine-review"]')).toEqual([]);

        // The detail sheet of the levothyroxine × calcium taboo.
        await levoCalcium.first().click();
        const dialog = s.page.getByRole('dialog');
        await dialog.waitFor();
        await dialog.getByText(T.section.mechanism, { exact: true }).waitFor();
        await dialog.getByText(T.section.advice, { exact: true }).waitFor();
        const link = dialog.getByRole('link', { name: T.section.openSource });
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
        expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
        await s.page.waitForTimeout(400); // the sheet's slide-in
        await screenshot(s.page, `medicines-details-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        await dialog.getByRole('button', { name: T.section.close }).click();
        await dialog.waitFor({ state: 'detached' });

        expect(s.problems).toEqual([]);
      } catch (e) {
        await screenshot(s.page, `medicines-failure-${L.locale}`).catch(() => undefined);
        throw new Error(`${String(e)}\npage problems: ${s.problems.join('\n')}`, { cause: e });
      } finally {
        await s.context.close();
      }
    });

    it('takes a medicine with dose and form and a supplement in tablets, and shows both as given (issue 19.7)', async () => {
      const D = L.texts.medicineDetail;
      const s = await open(L.locale, L.lang);
      try {
        const planId = await createPlan(s.page, L.locale, DEEP_BEFORE_MEDICINES);
        await go(s.page, `#/addMoreNutrition?id=${planId}`);
        await s.page.getByRole('heading', { level: 1, name: T.add.title }).waitFor();

        // Metformin, 500 mg, tablet.
        await s.page.getByRole('searchbox', { name: T.add.medicineSearchLabel }).fill(L.metformin);
        await s.page
          .getByRole('button', { name: new RegExp(`^${escape(L.metforminName)}`) })
          .first()
          .click();
        await s.page.getByRole('searchbox', { name: T.add.medicineSearchLabel }).fill('');
        await s.page.getByLabel(D.amountFor.replace('{{name}}', L.metforminName)).fill('500');
        await s.page.getByLabel(D.unitFor.replace('{{name}}', L.metforminName)).selectOption('mg');
        await s.page.getByLabel(D.formFor.replace('{{name}}', L.metforminName)).selectOption('tablet');
        await screenshot(s.page, `medicines-dose-add-medicine-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page)).toEqual([]);

        // Two tablets of a catalogue product.
        await s.page.getByRole('tab', { name: new RegExp(T.add.tabSupplements) }).click();
        const supSearch = s.page.getByRole('searchbox', { name: T.add.supplementSearchLabel });
        await supSearch.fill(L.caD3);
        await s.page
          .getByRole('button', { name: new RegExp(escape(L.caD3Name)) })
          .first()
          .click();
        await supSearch.fill('');
        // A count starts at one tablet; then two.
        await s.page.getByLabel(T.add.unitFor.replace('{{name}}', L.caD3Name)).selectOption('tablet');
        const count = s.page.getByLabel(T.add.doseFor.replace('{{name}}', L.caD3Name));
        expect(await count.inputValue()).toBe('1');
        await count.fill('2');
        await screenshot(s.page, `medicines-dose-add-supplement-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page)).toEqual([]);
        await s.page.getByRole('button', { name: T.add.submit }).click();

        // The plan: the medicine as given, the supplement's dose with what it was counted as.
        await s.page.waitForURL(new RegExp(`#/qsGeneratePageNew\\?id=${planId}$`), { timeout: 30_000 });
        const section = s.page.getByTestId('medicine-review');
        const taken = section.getByTestId('medicines-taken');
        await taken.getByText(L.metforminTaken, { exact: true }).waitFor({ timeout: 30_000 });
        const review = section.locator('.mr-review').filter({ hasText: L.caD3Name });
        expect(await review.locator('.mr-review__dose').textContent()).toBe(L.caD3Given);
        await s.page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 5_000 });
        await taken.scrollIntoViewIfNeeded();
        await screenshot(s.page, `medicines-dose-plan-${L.locale}`);
        await review.scrollIntoViewIfNeeded();
        await screenshot(s.page, `medicines-dose-plan-review-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);

        // The deep questionnaire opens with the dose and form filled in.
        // The consent is read when the app starts, and the questionnaire without it sends the person to the
        // start page: store it first, then open the questionnaire afresh.
        await giveConsent(s.page);
        await s.page.evaluate((id) => (location.hash = `#/questionnaireSpecify?id=${id}`), planId);
        await s.page.reload();
        const medicinesStep = s.page.locator('[data-step="medicines"]');
        await s.page.locator('[data-step]').first().waitFor({ timeout: 30_000 });
        // It opens where the person left off, before or after the medicines step (the deep questionnaire
        // grew the week of pregnancy and the eating-habits screen): forward first, then back.
        const q = L.texts.questionnaire;
        // An optional step left empty says "skip" where the others say "next".
        const forward = s.page.getByRole('button', { name: new RegExp(`^(${q.next}|${q.skip})$`) }).first();
        for (let i = 0; i < 25 && (await medicinesStep.count()) === 0; i++) {
          if ((await forward.count()) === 0) break;
          await forward.click();
          await s.page.waitForTimeout(200);
        }
        for (let i = 0; i < 25 && (await medicinesStep.count()) === 0; i++) {
          await s.page.getByRole('button', { name: q.back, exact: true }).first().click();
          await s.page.waitForTimeout(200);
        }
        const amount = s.page.getByLabel(D.amountFor.replace('{{name}}', L.metforminName));
        expect(await amount.inputValue()).toBe('500');
        expect(await s.page.getByLabel(D.formFor.replace('{{name}}', L.metforminName)).inputValue()).toBe(
          'tablet',
        );
        await screenshot(s.page, `medicines-dose-questionnaire-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(s.problems).toEqual([]);
      } catch (e) {
        await screenshot(s.page, `medicines-dose-failure-${L.locale}`).catch(() => undefined);
        throw new Error(`${String(e)}\npage problems: ${s.problems.join('\n')}`, { cause: e });
      } finally {
        await s.context.close();
      }
    });

    it('explains the calcium choice when calcium is recommended (acid reducer, over 50)', async () => {
      const s = await open(L.locale, L.lang);
      try {
        // No dairy: calcium is recommended; omeprazole lowers stomach acid, so the plan picks citrate.
        const planId = await createPlan(s.page, L.locale, { foodFrequency: { dairy: 'never' } });
        await s.page.evaluate(async (id) => {
          const res = await fetch('/api/v1/question_short/medicine_taboos', {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
            },
            body: JSON.stringify({ customNutritionPlanId: id, medicines: ['omeprazole'] }),
          });
          if (!res.ok) throw new Error(`medicine_taboos: ${res.status}`);
        }, planId);
        await go(s.page, `#/qsGeneratePageNew?id=${planId}`);
        const section = s.page.getByTestId('medicine-review');
        const chosen = T.section.calcium.chosen.replace('{{form}}', T.section.calcium.form.citrate);
        await section.getByText(chosen).waitFor({ timeout: 30_000 });
        // A depletion is listed with its kind.
        expect(
          await section.locator('.mr-taboo').filter({ hasText: T.section.kind.depletion }).count(),
        ).toBeGreaterThan(0);

        await section.getByRole('button', { name: T.section.calcium.open }).click();
        const dialog = s.page.getByRole('dialog');
        await dialog.waitFor();
        await dialog.getByRole('heading', { name: T.section.calcium.carbonateTitle, exact: true }).waitFor();
        await dialog.getByText(T.section.calcium.over50).waitFor();
        await dialog
          .getByText(new RegExp(T.section.calcium.acidReducers.replace('{{drugs}}', '.*')))
          .waitFor();
        expect(await dialog.locator('.mr-form--chosen').textContent()).toContain(
          T.section.calcium.citrateTitle,
        );
        await s.page.waitForTimeout(400);
        await screenshot(s.page, `medicines-calcium-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        await dialog.getByRole('button', { name: T.section.calcium.ok }).click();
        await dialog.waitFor({ state: 'detached' });
        expect(s.problems).toEqual([]);
      } catch (e) {
        await screenshot(s.page, `medicines-failure-${L.locale}`).catch(() => undefined);
        throw new Error(`${String(e)}\npage problems: ${s.problems.join('\n')}`, { cause: e });
      } finally {
        await s.context.close();
      }
    });
  });
}
