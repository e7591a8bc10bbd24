/**
 * The core journey in real Chromium at a phone viewport, against the real server: start page → consent →
 * short questionnaire → streamed plan with the radar chart → report tab → report list (rename); the deep
 * questionnaire (medicine and supplement by search, a lab value); a reload in the middle of a
 * questionnaire; and the plan-page cache rules (docs/product-rules.md#screens-and-navigation). Both
 * locales, axe on every screen, screenshots to e2e/artifacts/plan-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chineseLabPdf } from '../apps/api/test/fixtures/reports';
import { launchBrowser, phoneContext, screenshot, seriousAxeViolations } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { CONSENT } from './support/session';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

type Locale = 'zh-CN' | 'en-US';

interface Session {
  context: BrowserContext;
  page: Page;
  problems: string[];
  /** Paths (with query) of the plan streams the page opened. */
  streams: string[];
}

/** A fresh phone; `consented` stores the consent up front (the first journey gives it through the UI). */
async function open(url: string, locale: Locale, consented: boolean): Promise<Session> {
  const context = await phoneContext(browser, locale);
  // These journeys answer in cm and kg in both locales; e2e/units.e2e.ts answers in US units.
  await context.addInitScript(() => {
    if (!localStorage.getItem('measurementSystem')) localStorage.setItem('measurementSystem', 'metric');
  });
  if (consented) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem('protocolConsent')) localStorage.setItem('protocolConsent', value);
    }, CONSENT);
  }
  const page = await context.newPage();
  const problems: string[] = [];
  const streams: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (r.url().includes('/precise_nutrition_plan/stream')) streams.push(new URL(r.url()).search);
  });
  await page.goto(`${server.baseUrl}${url}`);
  return { context, page, problems, streams };
}

const T = {
  'zh-CN': {
    startQuick: /开始快速问卷/,
    startDeep: /深度问卷/,
    consent: ['我已阅读并同意《用户协议》', '我已阅读并同意《隐私政策》', '我同意处理我的健康数据'],
    accept: '同意并继续',
    short: '快速问卷',
    deep: '深度问卷',
    next: '下一题',
    skip: '跳过',
    submit: '生成我的方案',
    female: /^女/,
    male: /^男/,
    neither: /^都不是/,
    moderate: /^中度活动/,
    light: /^轻度活动/,
    typeAge: /也可以直接输入/,
    ageError: '年龄需在 18–100 岁之间',
    minorError: '本方案只适用于 18 岁及以上的成年人',
    planTitle: '我的营养方案',
    radar: '营养雷达',
    vitaminD: '维生素D',
    sheetTarget: '每日推荐摄入',
    close: '关闭',
    reportTab: '报告',
    chatTab: '咨询',
    report: '我的报告',
    allPlans: '全部方案',
    list: '我的方案',
    rename: /修改“.*”的称呼/,
    save: '保存',
    emptyName: '称呼不能为空。',
    recsTrace: '查看计算过程和来源',
    medicineSearch: '搜索药物',
    supplementSearch: '搜索补充剂',
    addLab: '添加一项化验值',
    labValue: '第 1 项数值',
    metformin: '二甲双胍',
    vitaminDQuery: '维生素D',
    products: '查看推荐产品',
    productsTitle: '推荐产品',
    carriedStep: '来自你的方案',
    carriedSummary: /已带入你之前填写的 \d+ 项回答/,
    reportLabs: '化验单中已确认的指标',
    ferritin: '铁蛋白',
    back: '返回',
  },
  'en-US': {
    startQuick: /Start quick questionnaire/,
    startDeep: /Deep questionnaire/,
    consent: [
      'I have read and accept the Terms of Use',
      'I have read and accept the Privacy Policy',
      'I consent to the processing of my health data',
    ],
    accept: 'Accept and continue',
    short: 'Quick questionnaire',
    deep: 'Deep questionnaire',
    next: 'Next',
    skip: 'Skip',
    submit: 'Make my plan',
    female: /^Female/,
    male: /^Male/,
    neither: /^Neither/,
    moderate: /^Moderately active/,
    light: /^Lightly active/,
    typeAge: /Or type it/,
    ageError: 'Age must be between 18 and 100',
    minorError: 'This plan is for adults aged 18 or over',
    planTitle: 'Your nutrition plan',
    radar: 'Nutrient radar',
    vitaminD: 'Vitamin D',
    sheetTarget: 'Daily target',
    close: 'Close',
    reportTab: 'Report',
    chatTab: 'Chat',
    report: 'My report',
    allPlans: 'All plans',
    list: 'My plans',
    rename: /Rename “.*”/,
    save: 'Save',
    emptyName: 'The name cannot be empty.',
    recsTrace: 'Show the calculation and sources',
    medicineSearch: 'Search medicines',
    supplementSearch: 'Search supplements',
    addLab: 'Add a lab value',
    labValue: 'Test 1 value',
    metformin: 'Metformin',
    vitaminDQuery: 'vitamin D',
    products: 'See your products',
    productsTitle: 'Recommended products',
    carriedStep: 'From your plan',
    carriedSummary: /Answers carried over from before: \d+/,
    reportLabs: 'Values confirmed from your lab report',
    ferritin: 'Ferritin',
    back: 'Back',
  },
} as const;

async function heading(page: Page, text: string): Promise<void> {
  try {
    await page.locator('h1, h2', { hasText: text }).first().waitFor({ timeout: 15_000 });
  } catch (e) {
    // What the screen showed instead, for the failure report.
    await screenshot(page, `plan-failed-${text.replace(/\W+/g, '_')}`);
    throw new Error(
      `${String(e)}\nURL ${page.url()}\nBODY ${(await page.locator('body').innerText()).slice(0, 500)}`,
    );
  }
}

/** The `id` of a hash route such as `…/?lang=en#/qsGeneratePageNew?id=…`. */
function planIdOf(url: string): string {
  const hash = new URL(url).hash;
  return new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('id') ?? '';
}

async function expectNoAxe(page: Page, where: string): Promise<void> {
  // Cards fade in; contrast is judged on the settled screen.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
  const violations = await seriousAxeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

/** Moves to the next question and waits for it to show. */
async function next(page: Page, label: string | RegExp): Promise<void> {
  const before = await page.locator('.qs').getAttribute('data-step');
  await page.getByRole('button', { name: label, exact: typeof label === 'string' }).click();
  await page.waitForFunction((b) => document.querySelector('.qs')?.getAttribute('data-step') !== b, before);
}

async function stepId(page: Page): Promise<string | null> {
  return page.locator('.qs').getAttribute('data-step');
}

/** Answers the short questionnaire from its first question to the plan page. */
async function answerShort(s: Session, locale: Locale, shots: boolean): Promise<string> {
  const t = T[locale];
  const { page } = s;
  const shot = async (name: string) => {
    if (!shots) return;
    await screenshot(page, `plan-qs-${name}-${locale}`);
    await expectNoAxe(page, `questionnaire ${name}`);
  };
  await heading(page, t.short);
  // No screen only introduces a section: the first question opens it with its lead line (issue 19.6).
  expect(await stepId(page)).toBe('nickname');
  await page.locator('.qs__lead').waitFor();
  expect(await page.locator('.app-tabbar').count()).toBe(0); // the tab bar is hidden while answering
  await page.getByRole('textbox').fill(locale === 'zh-CN' ? '小明' : 'Sam');
  await shot('nickname');
  await next(page, t.next);

  // Gender is required: "next" without an answer says so at the question.
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await page.locator('#qs-error').filter({ hasText: /./ }).waitFor();
  await page.getByRole('radio', { name: t.female }).check();
  await shot('gender');
  await next(page, t.next);

  // Age: the wheel starts at 30; a typed child's age gets the under-18 message (no diet for a
  // growing body) and an impossible age the range message, both in the user's language.
  expect(await stepId(page)).toBe('age');
  const ageInput = page.getByRole('textbox', { name: t.typeAge });
  expect(await ageInput.inputValue()).toBe('30');
  await ageInput.fill('12');
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await page.locator('#qs-error', { hasText: t.minorError }).waitFor();
  await shot('age-minor');
  await ageInput.fill('130');
  await page.getByRole('button', { name: t.next, exact: true }).click();
  await page.locator('#qs-error', { hasText: t.ageError }).waitFor();
  await shot('age-error');
  await ageInput.fill('34');
  await next(page, t.next);

  expect(await stepId(page)).toBe('heightCm');
  await page.getByRole('textbox', { name: t.typeAge }).fill('168');
  await shot('height');
  await next(page, t.next);
  expect(await stepId(page)).toBe('weightKg');
  expect(await page.getByRole('textbox', { name: t.typeAge }).inputValue()).toBe('60');
  await next(page, t.next);

  expect(await stepId(page)).toBe('activityLevel');
  await page.locator('.qs__lead').waitFor();
  await page.getByRole('radio', { name: t.moderate }).check();
  await shot('activity');
  await next(page, t.next);

  expect(await stepId(page)).toBe('upload');
  // The optional report upload keeps the plan id.
  const uploadHref = await page.locator('a.qs-upload__link').getAttribute('href');
  expect(uploadHref).toMatch(/#\/uploadReportsPageNew\?id=[0-9a-f-]{36}$/);
  await shot('upload');
  await page.getByRole('button', { name: t.submit }).click();
  await page.waitForURL(/#\/qsGeneratePageNew\?id=[0-9a-f-]{36}$/);
  const id = planIdOf(page.url());
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

/** Waits for the streamed plan to be complete on the plan page, with a drawn radar chart. */
async function planDone(page: Page, locale: Locale): Promise<void> {
  await heading(page, T[locale].planTitle);
  await page.locator('.plan-page[data-status="done"]').waitFor({ timeout: 30_000 });
  await page.locator('.plan-radar__chart[data-state="ready"] svg').waitFor({ timeout: 20_000 });
}

describe.each(['zh-CN', 'en-US'] as const)('plan journey (%s)', (locale) => {
  const t = T[locale];

  it('start → consent → short questionnaire → streamed plan → report tab → report list rename', async () => {
    const s = await open(locale === 'en-US' ? '/?lang=en' : '/', locale, false);
    const { page } = s;
    try {
      await page.waitForURL(/#\/qsStartPage$/);
      await page.getByRole('button', { name: t.startQuick }).click();
      const dialog = page.getByRole('dialog');
      for (const label of t.consent) await dialog.getByText(label).click();
      await dialog.getByRole('button', { name: t.accept }).click();
      await page.waitForURL(/#\/questionnaire$/);

      const id = await answerShort(s, locale, true);

      // Streamed: the progress view first, sections as they arrive, then the report.
      await page.locator('.plan-progress, .plan-page[data-status="done"]').first().waitFor();
      await screenshot(page, `plan-streaming-${locale}`);
      await planDone(page, locale);
      expect(s.streams).toEqual([`?custom_nutrition_plan_id=${id}&locale=${locale}`]);
      expect(await page.evaluate(() => localStorage.getItem('currentActiveQsId'))).toBe(id);
      expect(
        JSON.parse((await page.evaluate(() => localStorage.getItem('questionnaireIds'))) ?? '[]'),
      ).toEqual([id]);
      // The local draft is gone once the plan is made.
      expect(await page.evaluate(() => localStorage.getItem('questionnaireDraft'))).not.toContain(id);
      await screenshot(page, `plan-report-top-${locale}`);
      await expectNoAxe(page, 'plan page');

      // Short questionnaire → next step '1': upload a report, take the deep questionnaire, or see
      // the products (every plan leads on).
      const cta = page.locator('.plan-cta');
      await cta.scrollIntoViewIfNeeded();
      expect(await cta.getByRole('button').count()).toBe(3);

      // The radar: the rows carry the scores; a row (or an axis) opens the nutrient sheet.
      await page.getByRole('heading', { name: t.radar }).scrollIntoViewIfNeeded();
      await screenshot(page, `plan-radar-${locale}`);
      await page.locator('.plan-radar__row', { hasText: t.vitaminD }).click();
      const sheet = page.getByRole('dialog');
      await sheet.getByRole('heading', { name: t.vitaminD }).waitFor();
      await sheet.getByText(t.sheetTarget).waitFor();
      await screenshot(page, `plan-nutrient-sheet-${locale}`);
      await expectNoAxe(page, 'nutrient sheet');
      await sheet.getByRole('button', { name: t.close }).click();
      await sheet.waitFor({ state: 'detached' });

      // Tapping the chart near an axis opens that axis' nutrient too (once the sheet's mask has gone).
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>('.adm-mask')].every(
          (m) => getComputedStyle(m).display === 'none',
        ),
      );
      const chart = page.locator('.plan-radar__chart');
      await chart.scrollIntoViewIfNeeded();
      const box = await chart.boundingBox();
      if (!box) throw new Error('radar chart has no box');
      // The first axis points straight up from the centre (52 % down).
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height * 0.52 - 60);
      await page.getByRole('dialog').getByRole('heading', { name: t.vitaminD }).waitFor();
      await page.getByRole('dialog').getByRole('button', { name: t.close }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLElement>('.adm-mask')].every(
          (m) => getComputedStyle(m).display === 'none',
        ),
      );

      await page.locator('.plan-recs').scrollIntoViewIfNeeded();
      await screenshot(page, `plan-recommendations-${locale}`);
      await page.locator('.plan-table').scrollIntoViewIfNeeded();
      await screenshot(page, `plan-table-${locale}`);

      // Report tab shows the same plan.
      await page.getByRole('link', { name: t.reportTab, exact: true }).click();
      await page.waitForURL(/#\/report$/);
      await heading(page, t.report);
      await page.locator('.plan-radar__rows').first().waitFor(); // the kept plan page (hidden) comes after
      expect(await page.locator('.plan-report__meta').first().textContent()).toContain(
        locale === 'zh-CN' ? '小明' : 'Sam',
      );
      await screenshot(page, `plan-report-tab-${locale}`);
      await expectNoAxe(page, 'report tab');

      // Report list: rename with validation.
      await page.getByRole('link', { name: t.allPlans }).click();
      await page.waitForURL(/#\/reportListPage$/);
      await heading(page, t.list);
      await page.locator('.rl__item').first().waitFor();
      await screenshot(page, `plan-report-list-${locale}`);
      await expectNoAxe(page, 'report list');
      await page.getByRole('button', { name: t.rename }).first().click();
      const rename = page.getByRole('dialog');
      const field = rename.getByRole('textbox');
      await field.fill('   ');
      await rename.getByRole('button', { name: t.save }).click();
      await rename.getByText(t.emptyName).waitFor();
      await screenshot(page, `plan-rename-error-${locale}`);
      await expectNoAxe(page, 'rename dialog');
      const newName = locale === 'zh-CN' ? '妈妈' : 'Mum';
      await field.fill(newName);
      await rename.getByRole('button', { name: t.save }).click();
      await rename.waitFor({ state: 'detached' });
      await page.locator('.rl__name', { hasText: newName }).waitFor();
      await screenshot(page, `plan-report-list-renamed-${locale}`);

      // Opening it goes to the plan page.
      await page.locator('.rl__open', { hasText: newName }).click();
      await page.waitForURL(new RegExp(`#/qsGeneratePageNew\\?id=${id}$`));
      await planDone(page, locale);
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  }, 180_000);

  it('a reload in the middle of the questionnaire keeps the answers and the question', async () => {
    const s = await open(`/${locale === 'en-US' ? '?lang=en' : ''}#/questionnaire`, locale, true);
    const { page } = s;
    try {
      await heading(page, t.short);
      await page.getByRole('textbox').fill('Reload');
      await next(page, t.next);
      await page.getByRole('radio', { name: t.male }).check();
      await next(page, t.next);
      await page.getByRole('textbox', { name: t.typeAge }).fill('47');
      await next(page, t.next);
      expect(await stepId(page)).toBe('heightCm');
      // The answers reached the server too (partial save after each question).
      await page.locator('.qs__save', { hasText: /./ }).waitFor();

      await page.reload();
      await heading(page, t.short);
      expect(await stepId(page)).toBe('heightCm');
      await page.getByRole('button', { name: locale === 'zh-CN' ? '返回' : 'Back' }).click();
      await page.waitForFunction(() => document.querySelector('.qs')?.getAttribute('data-step') === 'age');
      expect(await page.getByRole('textbox', { name: t.typeAge }).inputValue()).toBe('47');
      await page.getByRole('button', { name: locale === 'zh-CN' ? '返回' : 'Back' }).click();
      await page.waitForFunction(() => document.querySelector('.qs')?.getAttribute('data-step') === 'gender');
      expect(await page.getByRole('radio', { name: t.male }).isChecked()).toBe(true);
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  }, 90_000);
});

describe.each(['en-US', 'zh-CN'] as const)('deep questionnaire (%s)', (locale) => {
  const t = T[locale];

  it('medicine and supplement by search, a lab value, then the plan uses them', async () => {
    const s = await open(`/${locale === 'en-US' ? '?lang=en' : ''}#/questionnaireSpecify`, locale, true);
    const { page } = s;
    const shot = async (name: string) => {
      await screenshot(page, `plan-deep-${name}-${locale}`);
      await expectNoAxe(page, `deep ${name}`);
    };
    try {
      await heading(page, t.deep);
      await next(page, t.skip); // nickname is optional
      await page.getByRole('radio', { name: t.female }).check();
      await next(page, t.next);
      expect(await stepId(page)).toBe('lifeStage'); // asked of women only
      await page.getByRole('radio', { name: t.neither }).check();
      await shot('life-stage');
      await next(page, t.next);
      await next(page, t.next); // age 30
      await next(page, t.next); // height 165
      await next(page, t.next); // weight 60
      await page.getByRole('radio', { name: t.light }).check();
      await next(page, t.next);
      expect(await stepId(page)).toBe('dietPattern');
      await next(page, t.skip);
      expect(await stepId(page)).toBe('foodFrequency');
      await page.locator('input[name="ff-fish"]').nth(0).check({ force: true }); // fish: never
      await page.locator('input[name="ff-dairy"]').nth(3).check({ force: true }); // dairy: daily
      await shot('food-frequency');
      await next(page, t.next);
      for (const id of [
        'sunExposure',
        'alcohol',
        'smoking',
        'religiousFasting',
        'sleepQuality',
        'stressLevel',
      ]) {
        expect(await stepId(page)).toBe(id);
        await next(page, t.skip);
      }
      for (const id of ['digestiveIssues', 'goals', 'scoff', 'conditions', 'foodAllergies']) {
        expect(await stepId(page)).toBe(id);
        if (id === 'conditions') await shot('conditions');
        await next(page, t.skip);
      }

      expect(await stepId(page)).toBe('medicines');
      await page
        .getByRole('searchbox', { name: t.medicineSearch })
        .fill(locale === 'zh-CN' ? '二甲双胍' : 'metformin');
      // Combination products (sitagliptin/metformin …) are listed too: pick the plain medicine.
      await page
        .locator('.picker-hit')
        .filter({ has: page.getByText(t.metformin, { exact: true }) })
        .click();
      await page.locator('.qs-dose[data-medicine="metformin"]', { hasText: t.metformin }).waitFor();
      await shot('medicines');
      await next(page, t.next);

      expect(await stepId(page)).toBe('supplements');
      await page.getByRole('searchbox', { name: t.supplementSearch }).fill(t.vitaminDQuery);
      await page.locator('.picker-hit').first().click();
      await page.locator('.qs-dose').first().waitFor();
      const dose = page.locator('.qs-dose input').first();
      expect(Number(await dose.inputValue())).toBeGreaterThan(0); // the option's default dose
      await shot('supplements');
      await next(page, t.next);

      expect(await stepId(page)).toBe('labs');
      await page.getByRole('button', { name: t.addLab }).click();
      // Empty value: refused at the question.
      await page.getByRole('button', { name: t.submit }).click();
      await page.locator('#qs-error').filter({ hasText: /./ }).waitFor();
      await page.getByRole('textbox', { name: t.labValue }).fill('20');
      await shot('labs');
      await page.getByRole('button', { name: t.submit }).click();
      await page.waitForURL(/#\/qsGeneratePageNew\?id=[0-9a-f-]{36}$/);
      const id = planIdOf(page.url());
      await planDone(page, locale);
      await screenshot(page, `plan-deep-report-${locale}`);
      await expectNoAxe(page, 'deep plan');

      // The plan used what was picked: the medicine, the supplement and the lab value.
      const doc = await page.evaluate(async (planId) => {
        const res = await fetch(
          `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${planId}`,
          {
            headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
          },
        );
        return (await res.json()) as {
          data: {
            questionnaireType: string;
            nextStep: string;
            reportAnalysis: { markers: { key: string; value: number; unit: string }[] } | null;
            medicineTaboos: { drugId: string }[];
            nutrients: { key: string; fromSupplements: number }[];
          };
        };
      }, id);
      expect(doc.data.questionnaireType).toBe('deep_questionnaire');
      expect(doc.data.reportAnalysis?.markers.map((m) => m.key)).toContain('vitaminD25OH');
      expect(doc.data.medicineTaboos.some((m) => m.drugId === 'metformin')).toBe(true);
      expect(doc.data.nutrients.find((n) => n.key === 'vitaminD')?.fromSupplements).toBeGreaterThan(0);
      expect(['2', '3']).toContain(doc.data.nextStep);
      // The deep questionnaire leaves the session flag that drops a cached plan page later.
      expect(await page.evaluate(() => sessionStorage.getItem('questionnaireSpecifySession'))).toBe('1');
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  }, 180_000);
});

/** The signed-in page's API call with its token, as the app makes it. */
async function apiAs<T>(page: Page, url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
  const res = await fetch(`${server.baseUrl}${url}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
  return (text.startsWith('{') ? (JSON.parse(text) as { data: T }).data : text) as T;
}

/** A lab report confirmed on the plan through the API (the upload screens have journeys of their own). */
async function confirmLabReport(
  page: Page,
  planId: string,
  corrections: (markers: { id: string; marker: string }[]) => object[] = () => [],
): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
  const form = new FormData();
  form.append(
    'file',
    new Blob([Buffer.from(await chineseLabPdf())], { type: 'application/pdf' }),
    '化验单.pdf',
  );
  const up = await fetch(`${server.baseUrl}/api/v1/file/upload?path=health_report`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const { fileId } = ((await up.json()) as { data: { fileId: string } }).data;
  const stream = await apiAs<string>(page, '/api/v1/health_report/put', {
    method: 'POST',
    body: { customNutritionPlanId: planId, fileIds: [fileId] },
  });
  const review = /event: review\ndata: (.*)\n/.exec(stream);
  if (!review) throw new Error(`no review in the analysis stream: ${stream.slice(0, 300)}`);
  const { reportId, markers } = JSON.parse(review[1]!) as {
    reportId: string;
    markers: { id: string; marker: string }[];
  };
  await apiAs(page, '/api/v1/health_report/confirm', {
    method: 'POST',
    body: { reportId, markers: corrections(markers) },
  });
}

describe.each(['zh-CN', 'en-US'] as const)('one person, one evolving plan (%s)', (locale) => {
  const t = T[locale];

  it('short plan → its products; → report confirmed → deep questionnaire pre-filled on the same plan, labs kept', async () => {
    const s = await open(`/${locale === 'en-US' ? '?lang=en' : ''}#/questionnaire`, locale, true);
    const { page } = s;
    try {
      const id = await answerShort(s, locale, false);
      await planDone(page, locale);

      // A short plan leads to its products like a deep one.
      const cta = page.locator('.plan-cta');
      await cta.scrollIntoViewIfNeeded();
      await cta.getByRole('button', { name: t.products }).click();
      await page.waitForURL(new RegExp(`#/productsPage\\?id=${id}$`));
      await page.locator('.shop-card').first().waitFor({ timeout: 20_000 });
      await screenshot(page, `plan-short-products-${locale}`);
      await page.goBack();
      await planDone(page, locale);

      // A report confirmed: the plan no longer asks for one.
      await confirmLabReport(page, id);
      await page.reload();
      await planDone(page, locale);
      // A second report, ferritin now 20: the lab section shows the trend since the first.
      await confirmLabReport(page, id, (markers) => [
        { id: markers.find((m) => m.marker === 'ferritin')!.id, value: 20 },
      ]);
      await page.reload();
      await planDone(page, locale);
      const trend = page.locator('.lab-marker[data-marker="ferritin"] .lab-trend');
      await trend.waitFor();
      expect(await trend.textContent()).toMatch(locale === 'zh-CN' ? /升高 8 ng\/mL/ : /Up 8 ng\/mL since/);
      // Issue 18 §5: a value with a guideline interval says when to re-test it, by which day, and why.
      const retest = page.locator('.lab-marker[data-marker="vitaminD25OH"] [data-testid="lab-retest"]');
      expect(await retest.textContent()).toMatch(
        locale === 'zh-CN'
          ? /^建议8–12周后复查（(\d{4}年)?\d+月\d+日前）复查间隔依据：.*Endocrine Society/
          : /^Retest in 8–12 weeks \(by [A-Z][a-z]{2} \d+(, \d{4})?\)Retest interval: .*Endocrine Society/,
      );
      await retest.scrollIntoViewIfNeeded();
      await screenshot(page, `plan-lab-retest-${locale}`);
      // Ferritin 20 is normal now: no interval, no line.
      expect(
        await page.locator('.lab-marker[data-marker="ferritin"] [data-testid="lab-retest"]').count(),
      ).toBe(0);
      await trend.scrollIntoViewIfNeeded();
      await screenshot(page, `plan-lab-trend-${locale}`);
      await expectNoAxe(page, 'lab trend');
      await cta.scrollIntoViewIfNeeded();
      expect(await cta.getByRole('button').count()).toBe(2);
      await screenshot(page, `plan-cta-after-report-${locale}`);

      // The deep questionnaire opens on this plan, past what it already knows.
      await cta.getByRole('button', { name: t.deep }).click();
      await page.waitForURL(new RegExp(`#/questionnaireSpecify\\?id=${id}$`));
      await heading(page, t.deep);
      // Once what the plan knows has loaded, the first open question shows.
      await page.locator('.qs[data-step]').waitFor();
      expect(await stepId(page)).toBe('lifeStage');
      await page.locator('.qs__carried', { hasText: t.carriedSummary }).waitFor();
      await screenshot(page, `plan-deep-prefilled-${locale}`);
      await expectNoAxe(page, 'deep questionnaire pre-filled');
      // Back shows a carried answer, marked as from the plan.
      await page.getByRole('button', { name: t.back, exact: true }).click();
      await page.waitForFunction(() => document.querySelector('.qs')?.getAttribute('data-step') === 'gender');
      expect(await page.getByRole('radio', { name: t.female }).isChecked()).toBe(true);
      await page.locator('.qs__carried', { hasText: t.carriedStep }).waitFor();
      await next(page, t.next);
      await page.getByRole('radio', { name: t.neither }).check();
      await next(page, t.next);
      // Carried numbers come back as given (34 years, 168 cm).
      expect(await page.getByRole('textbox', { name: t.typeAge }).inputValue()).toBe('34');
      await next(page, t.next);
      expect(await page.getByRole('textbox', { name: t.typeAge }).inputValue()).toBe('168');
      while ((await stepId(page)) !== 'labs') {
        const label = (await page.getByRole('button', { name: t.skip, exact: true }).count()) ? t.skip : null;
        await next(page, label ?? t.next);
      }
      // The report's values are shown as already in the plan, not asked again.
      const labs = page.locator('.qs-report-labs');
      await labs.getByRole('heading', { name: t.reportLabs }).waitFor();
      await labs.getByText(t.ferritin).waitFor();
      await screenshot(page, `plan-deep-report-labs-${locale}`);
      await expectNoAxe(page, 'deep questionnaire labs');
      await page.getByRole('button', { name: t.submit }).click();
      await page.waitForURL(new RegExp(`#/qsGeneratePageNew\\?id=${id}$`));
      await planDone(page, locale);

      // Still one plan, now deep, with the report's values and every version kept.
      const plans = await apiAs<{ total: number }>(page, '/api/v1/precise_nutrition_plan/get_by_user');
      expect(plans.total).toBe(1);
      const doc = await apiAs<{
        questionnaireType: string;
        reportAnalysis: { markers: { key: string }[] } | null;
      }>(page, `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${id}`);
      expect(doc.questionnaireType).toBe('deep_questionnaire');
      expect(doc.reportAnalysis?.markers.map((m) => m.key)).toContain('ferritin');
      const versions = await apiAs<{ list: { current: boolean; questionnaireType: string }[] }>(
        page,
        `/api/v1/precise_nutrition_plan/versions?custom_nutrition_plan_id=${id}`,
      );
      expect(versions.list[0]).toMatchObject({ current: true, questionnaireType: 'deep_questionnaire' });
      expect(versions.list.length).toBeGreaterThanOrEqual(3);

      // The plan list shows the soonest tests due: B12 (treated) and vitamin D, 12 weeks after the report;
      // the English report's low haemoglobin with a ferritin under 30 is iron-deficiency anaemia under
      // treatment (twelfth clinician review, zh P4 #1), whose haemoglobin is due first.
      await page.evaluate(() => (location.hash = '#/reportListPage'));
      const due = page.locator('[data-testid="retest-due"]');
      await due.waitFor();
      expect(await due.textContent()).toMatch(
        locale === 'zh-CN'
          ? /^复查：维生素B12、25-羟基维生素D (\d{4}年)?\d+月\d+日前$/
          : /^Retest: Haemoglobin by [A-Z][a-z]{2} \d+(, \d{4})?$/,
      );
      await screenshot(page, `report-list-retest-${locale}`);
      await expectNoAxe(page, 'report list with retest');
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  }, 240_000);
});

describe.each(['zh-CN', 'en-US'] as const)('one dose truth (%s)', (locale) => {
  it('a product’s daily amount is the same on the plan, the products page, the product page and the order', async () => {
    const s = await open(`/${locale === 'en-US' ? '?lang=en' : ''}#/questionnaire`, locale, true);
    const { page } = s;
    try {
      const id = await answerShort(s, locale, false);
      await planDone(page, locale);
      const doc = await apiAs<{
        products: { productId: string; name: string; dosage: number; usage: string }[];
      }>(page, `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${id}`);
      expect(doc.products.length).toBeGreaterThan(0);
      const line = doc.products[0]!;
      // "每日2粒", "Per day: 2 × softgel", "Two softgels daily": the count, as digits or as a word.
      const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
      const perDay = (text: string | null) => {
        const m = /(\d+)|\b(one|two|three|four|five|six)\b/i.exec(text ?? '');
        return m?.[1] ? Number(m[1]) : (WORDS[(m?.[2] ?? '').toLowerCase()] ?? NaN);
      };

      // 1. The plan: the product under its recommendation, with the plan's usage.
      const onPlan = page.locator('.plan-rec__product', { hasText: line.name });
      await onPlan.scrollIntoViewIfNeeded();
      expect(await onPlan.textContent()).toContain(line.usage);
      expect(perDay(line.usage)).toBe(line.dosage);
      await screenshot(page, `dose-plan-${locale}`);

      // 2. The products page: the same count and usage.
      await onPlan.getByRole('link', { name: line.name }).click();
      await page.waitForURL(new RegExp(`#/productsPage\\?id=${id}$`));
      const card = page.locator('.shop-card', { hasText: line.name });
      await card.waitFor();
      expect(perDay(await card.locator('.shop-card__dosage').textContent())).toBe(line.dosage);
      expect(await card.locator('.shop-card__usage').textContent()).toContain(line.usage);
      await screenshot(page, `dose-products-${locale}`);

      // 3. The product page, opened from the plan's list: the plan's count, not the label's.
      await card.locator('.shop-card__spec').click();
      await page.waitForURL(/#\/productsPageQuick\?/);
      await page.locator('.shop-quick__name', { hasText: line.name }).waitFor();
      expect(perDay(await page.locator('.shop-card__dosage').first().textContent())).toBe(line.dosage);
      await screenshot(page, `dose-product-page-${locale}`);

      // 4. The order, placed for the plan: each line keeps the count.
      const products = await apiAs<{ list: { id: string; defaultSkuId: string }[] }>(
        page,
        '/api/v1/product/get',
        {
          method: 'POST',
          body: { customNutritionPlanId: id },
        },
      );
      const sku = products.list.find((p) => p.id === line.productId)!.defaultSkuId;
      const order = await apiAs<{ id: string }>(page, '/api/v1/you_zan/order_multi_prod', {
        method: 'POST',
        body: {
          items: [{ productId: line.productId, skuId: sku, quantity: 1 }],
          address: {
            name: 'Li Lei',
            phone: '13912345678',
            area: '广东省 深圳市 南山区',
            detail: '科技园路1号',
          },
          customNutritionPlanId: id,
        },
      });
      await page.evaluate(
        ([orderId, planId]) => (location.hash = `#/orderResult?orderId=${orderId}&id=${planId}`),
        [order.id, id] as const,
      );
      const orderLine = page.locator('.shop-line', { hasText: line.name });
      await orderLine.waitFor();
      expect(perDay(await orderLine.locator('.shop-line__dosage').textContent())).toBe(line.dosage);
      await screenshot(page, `dose-order-${locale}`);
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  }, 180_000);
});

describe.each(['zh-CN', 'en-US'] as const)('family members (%s)', (locale) => {
  const texts = {
    'zh-CN': {
      add: '添加家庭成员',
      save: '添加并填写问卷',
      name: '妈妈',
      remove: /删除“妈妈”的方案/,
      confirm: '删除',
    },
    'en-US': {
      add: 'Add a family member',
      save: 'Add and start',
      name: 'Mum',
      remove: /Delete the plan of “Mum”/,
      confirm: 'Delete',
    },
  }[locale];

  it('adds a member by name (the questionnaire opens with it), switches back, deletes the member (confirmed)', async () => {
    const s = await open(`/${locale === 'en-US' ? '?lang=en' : ''}#/questionnaire`, locale, true);
    const { page } = s;
    try {
      const own = await answerShort(s, locale, false);
      await planDone(page, locale);
      await page.evaluate(() => (location.hash = '#/reportListPage'));
      await heading(page, T[locale].list);
      await page.getByRole('button', { name: texts.add }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill(texts.name);
      await screenshot(page, `family-add-${locale}`);
      await expectNoAxe(page, 'add member dialog');
      await dialog.getByRole('button', { name: texts.save }).click();
      // The member's questionnaire: their name is carried, the first open question is their sex.
      await page.waitForURL(/#\/questionnaire\?id=[0-9a-f-]{36}$/);
      const member = planIdOf(page.url());
      expect(member).not.toBe(own);
      await page.waitForFunction(() => document.querySelector('.qs')?.getAttribute('data-step') === 'gender');
      expect(await page.evaluate(() => localStorage.getItem('currentActiveQsId'))).toBe(member);

      // Back on the list: two people; opening one's own plan switches to it.
      await page.evaluate(() => (location.hash = '#/reportListPage'));
      await page.locator('.rl__name', { hasText: texts.name }).waitFor();
      expect(await page.locator('.rl__item').count()).toBe(2);
      await screenshot(page, `family-list-${locale}`);

      // Delete the member: asked first, then gone; the account holder's plan stays.
      await page.getByRole('button', { name: texts.remove }).click();
      const confirm = page.getByRole('alertdialog');
      await screenshot(page, `family-delete-${locale}`);
      await expectNoAxe(page, 'delete member dialog');
      await confirm.getByRole('button', { name: texts.confirm, exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.waitForFunction(() => document.querySelectorAll('.rl__item').length === 1);
      const plans = await apiAs<{ list: { id: string }[] }>(
        page,
        '/api/v1/precise_nutrition_plan/get_by_user',
      );
      expect(plans.list.map((p) => p.id)).toEqual([own]);
      await page.locator('.rl__open').first().click();
      await page.waitForURL(new RegExp(`#/qsGeneratePageNew\\?id=${own}$`));
      expect(await page.evaluate(() => localStorage.getItem('currentActiveQsId'))).toBe(own);
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  }, 180_000);
});

describe.each(['zh-CN', 'en-US'] as const)('your data (%s)', (locale) => {
  const texts = {
    'zh-CN': {
      link: /我的数据/,
      title: '我的数据',
      download: '下载全部数据',
      withdraw: '撤回同意',
      confirmWithdraw: '撤回',
      del: '删除全部数据',
      confirmDel: '永久删除',
      cancel: '取消',
    },
    'en-US': {
      link: /Your data/,
      title: 'Your data',
      download: 'Download all data',
      withdraw: 'Withdraw consent',
      confirmWithdraw: 'Withdraw',
      del: 'Delete all data',
      confirmDel: 'Delete for good',
      cancel: 'Cancel',
    },
  }[locale];

  it('exports everything as JSON, withdraws consent and erases the account, each confirmed', async () => {
    const s = await open(`/${locale === 'en-US' ? '?lang=en' : ''}#/questionnaire`, locale, true);
    const { page } = s;
    try {
      const id = await answerShort(s, locale, false);
      await planDone(page, locale);
      const oldToken = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
      await page.evaluate(() => (location.hash = '#/reportListPage'));
      await page.getByRole('link', { name: texts.link }).click();
      await page.waitForURL(/#\/myData$/);
      await heading(page, texts.title);
      await screenshot(page, `your-data-${locale}`);
      await expectNoAxe(page, 'your data');

      // Export: a JSON file with this person's plan in it.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: texts.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^ai-nutritionist-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = await download.path();
      const exported = JSON.parse(await import('node:fs').then((fs) => fs.readFileSync(file, 'utf8'))) as {
        plans?: { plans?: { id: string }[] };
      };
      expect(JSON.stringify(exported)).toContain(id);

      // Consent withdrawn after a confirmation (cancel first changes nothing).
      await page.getByRole('button', { name: texts.withdraw }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: texts.cancel }).click();
      expect(await page.evaluate(() => localStorage.getItem('protocolConsent'))).not.toBeNull();
      await page.getByRole('button', { name: texts.withdraw }).click();
      // The export's toast may still be fading over the dialog's mask (4.05:1 mid-fade): axe reads the
      // dialog once it has gone.
      await page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 5_000 });
      await screenshot(page, `your-data-withdraw-${locale}`);
      await expectNoAxe(page, 'withdraw dialog');
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: texts.confirmWithdraw, exact: true })
        .click();
      await page.waitForFunction(() => {
        const v = localStorage.getItem('protocolConsent');
        return v === null || v === 'null';
      });

      // Delete everything: confirmed, then a fresh start with nothing of the old account.
      await page.getByRole('button', { name: texts.del }).click();
      // As above: the withdrawal's toast may still be fading over the dialog's mask.
      await page.locator('.adm-toast-main').waitFor({ state: 'detached', timeout: 5_000 });
      await screenshot(page, `your-data-delete-${locale}`);
      await expectNoAxe(page, 'delete account dialog');
      await page.getByRole('alertdialog').getByRole('button', { name: texts.confirmDel }).click();
      await page.waitForURL(/#\/qsStartPage/);
      const gone = await fetch(`${server.baseUrl}/api/v1/precise_nutrition_plan/get_by_user`, {
        headers: { Authorization: `Bearer ${oldToken}` },
      });
      expect(gone.status).toBe(401);
      await page.waitForFunction(() => Boolean(localStorage.getItem('access_token')));
      const plans = await apiAs<{ total: number }>(page, '/api/v1/precise_nutrition_plan/get_by_user');
      expect(plans.total).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('questionnaireIds'))).toBeNull();
      expect(s.problems.filter((p) => !/401/.test(p))).toEqual([]);
    } finally {
      await s.context.close();
    }
  }, 180_000);
});

describe('plan page cache', () => {
  it('keeps state and scroll when leaving and coming back; going to /questionnaire drops it', async () => {
    const s = await open('/#/questionnaire', 'zh-CN', true);
    const { page } = s;
    const t = T['zh-CN'];
    try {
      const id = await answerShort(s, 'zh-CN', false);
      await planDone(page, 'zh-CN');
      expect(s.streams).toHaveLength(1);

      // Some state (an opened "why") and a scroll position.
      const details = page.locator('.plan-rec details').first();
      await details.locator(':scope > summary').click();
      expect(await details.getAttribute('open')).not.toBeNull();
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2);

      // Away (a new history entry; the tab bar would replace this one), and back with "back": same
      // page, no new stream, same scroll.
      await page.evaluate(() => (location.hash = '#/chat'));
      await page.waitForURL(/#\/chat$/);
      await page.locator('.plan-page').waitFor({ state: 'hidden' }); // kept, but not shown
      await page.goBack();
      await page.waitForURL(new RegExp(`#/qsGeneratePageNew\\?id=${id}$`));
      await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2);
      expect(await details.getAttribute('open')).not.toBeNull();
      expect(s.streams).toHaveLength(1);

      // Away again, then back by a link (a new history entry): still kept.
      await page.evaluate(() => (location.hash = '#/introductionPage'));
      await heading(page, '工作原理');
      await screenshot(page, 'plan-introduction-zh-CN');
      await expectNoAxe(page, 'introduction');
      await page.evaluate((planId) => (location.hash = `#/qsGeneratePageNew?id=${planId}`), id);
      await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2);
      expect(await details.getAttribute('open')).not.toBeNull();
      expect(s.streams).toHaveLength(1);
      await screenshot(page, 'plan-kept-alive-zh-CN');

      // Going to /questionnaire drops it: the next visit streams again, closed, at the top.
      await page.evaluate(() => (location.hash = '#/questionnaire'));
      await heading(page, t.short);
      expect(await page.locator('.plan-page').count()).toBe(0);
      await page.evaluate((planId) => (location.hash = `#/qsGeneratePageNew?id=${planId}`), id);
      await planDone(page, 'zh-CN');
      expect(s.streams).toHaveLength(2);
      expect(await page.locator('.plan-rec details[open]').count()).toBe(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // /reportListPage drops it too.
      await page.evaluate(() => (location.hash = '#/reportListPage'));
      await heading(page, t.list);
      expect(await page.locator('.plan-page').count()).toBe(0);
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  }, 180_000);

  it('going to /questionnaireSpecify drops it only with the session flag, and clears the flag', async () => {
    const s = await open('/#/questionnaire', 'zh-CN', true);
    const { page } = s;
    try {
      const id = await answerShort(s, 'zh-CN', false);
      await planDone(page, 'zh-CN');
      await page.evaluate(() => (location.hash = '#/questionnaireSpecify'));
      await heading(page, T['zh-CN'].deep);
      expect(await page.locator('.plan-page').count()).toBe(1); // kept (hidden)
      await page.evaluate((planId) => (location.hash = `#/qsGeneratePageNew?id=${planId}`), id);
      await planDone(page, 'zh-CN');
      expect(s.streams).toHaveLength(1);

      await page.evaluate(() => sessionStorage.setItem('questionnaireSpecifySession', '1'));
      await page.evaluate(() => (location.hash = '#/questionnaireSpecify'));
      await heading(page, T['zh-CN'].deep);
      expect(await page.locator('.plan-page').count()).toBe(0); // dropped
      expect(await page.evaluate(() => sessionStorage.getItem('questionnaireSpecifySession'))).toBeNull();
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  }, 180_000);
});
