/**
 * The questionnaire's fixes of issue 19.6 in real Chromium at the phone viewport, against the real
 * server, in both locales: the short questionnaire has no screen that only introduces a section (each
 * section opens on its first question with a lead line); "Answers saved" shows only once the server has
 * answered a save, a failed save says so and keeps what was typed; the food-frequency grid keeps every
 * word inside its own 44 px cell; an amount and its unit sit on one row with one height and one baseline
 * (390 and 320 px wide). Axe on every screen. Screenshots: e2e/artifacts/questionnaire-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { launchBrowser, PHONE, phoneContext, screenshot, seriousAxeViolations } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { CONSENT, smallTouchTargets } from './support/session';

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
const NARROW = { width: 320, height: 640 } as const;

const T = {
  'zh-CN': {
    lang: 'zh',
    next: '下一题',
    skip: '跳过',
    retry: '重试',
    saving: '正在保存…',
    saved: '答案已保存',
    failed: '没有保存成功：连不上服务器。你填写的内容都还在本机，不会丢失。',
    about: '第 1/3 部分 · 关于你',
    aboutLead: '方案给谁，以及性别：它决定多项营养素的推荐量。',
    body: '第 2/3 部分 · 身体数据',
    activity: '第 3/3 部分 · 活动水平',
    female: /^女/,
    typeIt: /也可以直接输入/,
    back: '返回',
    metformin: '二甲双胍',
    medicineQuery: '二甲双胍',
    medicineSearch: '搜索药物',
    supplementSearch: '搜索补充剂',
    vitaminD: '维生素D',
    dose: /的剂量（可选）$/,
    doseUnit: /的剂量单位$/,
  },
  'en-US': {
    lang: 'en',
    next: 'Next',
    skip: 'Skip',
    retry: 'Try again',
    saving: 'Saving…',
    saved: 'Answers saved',
    failed: "Not saved: the server can't be reached. Everything you entered is still on this device.",
    about: 'Part 1 of 3 · About you',
    aboutLead: 'Who the plan is for, and sex: it sets many targets.',
    body: 'Part 2 of 3 · Your body',
    activity: 'Part 3 of 3 · Activity',
    female: /^Female/,
    typeIt: /Or type it/,
    back: 'Back',
    metformin: 'Metformin',
    medicineQuery: 'metformin',
    medicineSearch: 'Search medicines',
    supplementSearch: 'Search supplements',
    vitaminD: 'vitamin D',
    dose: /^Dose of .+ \(optional\)$/,
    doseUnit: /^Dose unit of /,
  },
} as const;

async function openPhone(locale: Locale, hash: string) {
  const context = await phoneContext(browser, locale);
  await context.addInitScript((consent) => {
    if (!localStorage.getItem('protocolConsent')) localStorage.setItem('protocolConsent', consent);
    if (!localStorage.getItem('measurementSystem')) localStorage.setItem('measurementSystem', 'metric');
  }, CONSENT);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    // The failed save below is a refused request on purpose.
    if (m.type() === 'error' && !m.text().includes('net::ERR_CONNECTION_REFUSED'))
      problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${server.baseUrl}/?lang=${T[locale].lang}#${hash}`);
  await page.waitForFunction(() => localStorage.getItem('access_token') !== null, null, { timeout: 30_000 });
  return { context, page, problems };
}

const stepId = (page: Page) => page.locator('.qs').getAttribute('data-step');

async function next(page: Page, label: string): Promise<void> {
  const before = await stepId(page);
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.waitForFunction((b) => document.querySelector('.qs')?.getAttribute('data-step') !== b, before);
}

async function expectClean(page: Page, where: string): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
  const small = (
    await smallTouchTargets(page, 'button, a[href], input:not(label input), select, label:has(input)', {
      skipInline: true,
    })
  ).filter((t) => !/\(1×1\)$/.test(t));
  expect(small, where).toEqual([]);
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${where}: page wider than the screen`,
  ).toBe(await page.evaluate(() => window.innerWidth));
}

/** The text line of the save status above the main button. */
const saveText = (page: Page) => page.locator('.qs__save-text').innerText();

/**
 * Every food-frequency cell: at least 44 × 44, its word's glyphs inside it, the group's name inside its
 * card, nothing wider than its card.
 */
async function gridProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const inside = (a: DOMRect, b: DOMRect) =>
      a.left >= b.left - 0.5 &&
      a.right <= b.right + 0.5 &&
      a.top >= b.top - 0.5 &&
      a.bottom <= b.bottom + 0.5;
    for (const row of document.querySelectorAll<HTMLElement>('.qs-grid__row')) {
      const card = row.getBoundingClientRect();
      const name = row.querySelector('.qs-grid__group')!;
      if (!inside(name.getBoundingClientRect(), card)) out.push(`name outside its card: ${name.textContent}`);
      if (row.scrollWidth > row.clientWidth) out.push(`card overflows: ${name.textContent}`);
      for (const cell of row.querySelectorAll<HTMLElement>('.qs-seg')) {
        const box = cell.getBoundingClientRect();
        if (box.width < 43.5 || box.height < 43.5)
          out.push(`cell under 44 px: ${cell.textContent} ${box.width}×${box.height}`);
        if (!inside(box, card)) out.push(`cell outside its card: ${cell.textContent}`);
        const text = cell.querySelector('.qs-seg__text')!;
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const r of range.getClientRects())
          if (!inside(r, box)) out.push(`word outside its cell: ${cell.textContent}`);
      }
    }
    return out;
  });
}

/** An amount and its unit: side by side in their card, one top, one height, aligned on their baselines. */
async function amountRowProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    // A supplement's or lab's amount row, or a medicine's dose row (shared with the medicine review).
    const rows = document.querySelectorAll<HTMLElement>('.qs-amount, .med-detail');
    if (rows.length === 0) out.push('no amount row');
    for (const row of rows) {
      const input = row.querySelector('input')!.getBoundingClientRect();
      const select = row.querySelector('select')!.getBoundingClientRect();
      const card = (row.closest('.qs-dose') ?? row.parentElement!).getBoundingClientRect();
      // The grid aligns the two on their baselines, so equal tops and heights mean equal baselines.
      if (row.matches('.qs-amount') && getComputedStyle(row).alignItems !== 'baseline')
        out.push('not baseline-aligned');
      if (Math.abs(input.top - select.top) > 0.5) out.push(`tops differ: ${input.top} vs ${select.top}`);
      if (Math.abs(input.height - select.height) > 0.5)
        out.push(`heights differ: ${input.height} vs ${select.height}`);
      if (input.height < 43.5) out.push(`amount under 44 px high: ${input.height}`);
      if (!(input.right <= select.left)) out.push('not side by side');
      if (select.right > card.right + 0.5 || input.left < card.left - 0.5)
        out.push('row wider than its card');
    }
    return out;
  });
}

/** Brings the amount row to the middle of the screen, clear of the sticky footer, for its screenshot. */
async function showAmountRow(page: Page): Promise<void> {
  await page
    .locator('.qs-amount, .med-detail')
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

/** What a plan made through the API knows, so the deep questionnaire opens on the food-frequency grid. */
async function planBeforeFoodGrid(page: Page, locale: Locale): Promise<string> {
  return page.evaluate(async (loc) => {
    const call = async (path: string, body: unknown) => {
      const res = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
        },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: { customNutritionPlanId: string } }).data;
    };
    const { customNutritionPlanId: id } = await call('v1/custom_nutrition_plan/new', {
      clientType: 'web',
      planType: 'deep_questionnaire',
      locale: loc,
    });
    await call('v1/questionnaire/put', {
      customNutritionPlanId: id,
      questionnaireType: 'deep_questionnaire',
      answers: {
        nickname: loc === 'zh-CN' ? '爸爸' : 'Dad',
        gender: 'male',
        age: 52,
        heightCm: 175,
        weightKg: 80,
        activityLevel: 'light',
        dietPattern: 'omnivore',
      },
    });
    return id;
  }, locale);
}

describe.each(['zh-CN', 'en-US'] as const)('questionnaire on a phone (%s)', (locale) => {
  const t = T[locale];

  it('short: every screen asks something; "saved" only after the server saved; a failed save keeps the answer', async () => {
    const { context, page, problems } = await openPhone(locale, '/questionnaire');
    try {
      // The first screen is the first question, opening its section with a lead line.
      await page.locator('.qs[data-step="nickname"]').waitFor({ timeout: 20_000 });
      await page.getByText(t.about, { exact: true }).waitFor();
      await page.getByText(t.aboutLead, { exact: true }).waitFor();
      expect(await page.locator('.adm-nav-bar-right').innerText()).toBe('1/7');
      expect(await saveText(page)).toBe(''); // nothing saved yet, so nothing said
      await screenshot(page, `questionnaire-short-first-${locale}`);
      await expectClean(page, 'first question');

      // Skipping the empty nickname saves nothing.
      const puts: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/v1/questionnaire/put')) puts.push(r.postData() ?? '');
      });
      await next(page, t.skip);
      expect(await stepId(page)).toBe('gender');
      expect(await saveText(page)).toBe('');

      // A save held back by the network: "saving", never "saved", until the server has answered.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/v1/questionnaire/put', async (route: Route) => {
        await held;
        await route.continue();
      });
      await page.getByRole('radio', { name: t.female }).check();
      await next(page, t.next);
      expect(await stepId(page)).toBe('age');
      await page.locator('.qs__save-text', { hasText: t.saving }).waitFor();
      await page.waitForTimeout(300);
      expect(await saveText(page)).toBe(t.saving);
      release();
      await page.locator('.qs__save-text', { hasText: t.saved }).waitFor();
      await page.unroute('**/api/v1/questionnaire/put');
      // The body section opens on its first question.
      await page.getByText(t.body, { exact: true }).waitFor();
      expect(await page.locator('.qs__lead').count()).toBe(1);
      expect(await page.locator('.adm-nav-bar-right').innerText()).toBe('3/7');
      await screenshot(page, `questionnaire-short-age-saved-${locale}`);
      await expectClean(page, 'age');

      await next(page, t.next); // age 30
      await next(page, t.next); // height
      expect(await stepId(page)).toBe('weightKg');

      // A save that cannot reach the server: said in plain words, with a retry; the answer stays.
      await page.route('**/api/v1/questionnaire/put', (route) => route.abort('connectionrefused'));
      await page.getByRole('textbox', { name: t.typeIt }).fill('72');
      await next(page, t.next);
      expect(await stepId(page)).toBe('activityLevel');
      const failed = page.locator('.qs__save-failed[role="alert"]', { hasText: t.failed });
      await failed.waitFor();
      expect(await saveText(page)).toBe('');
      await page.getByText(t.activity, { exact: true }).waitFor();
      await screenshot(page, `questionnaire-short-save-failed-${locale}`);
      await expectClean(page, 'failed save');
      expect(
        await page.evaluate(
          () =>
            (
              JSON.parse(localStorage.getItem('questionnaireDraft') ?? '{}') as {
                state?: { drafts?: { short_questionnaire?: { answers?: { weightKg?: number } } } };
              }
            ).state?.drafts?.short_questionnaire?.answers?.weightKg,
        ),
      ).toBe(72);
      await page.unroute('**/api/v1/questionnaire/put');
      await page.getByRole('button', { name: t.retry }).click();
      await page.locator('.qs__save-text', { hasText: t.saved }).waitFor();
      expect(await failed.count()).toBe(0);
      expect(JSON.parse(puts.at(-1)!)).toMatchObject({ answers: { gender: 'female', weightKg: 72 } });
      await screenshot(page, `questionnaire-short-activity-${locale}`);

      // Back to the saved weight and on again, unchanged: nothing is sent, and "saved" is not said.
      const sent = puts.length;
      await page.getByRole('button', { name: t.back, exact: true }).click();
      await page.waitForFunction(
        () => document.querySelector('.qs')?.getAttribute('data-step') === 'weightKg',
      );
      expect(await page.getByRole('textbox', { name: t.typeIt }).inputValue()).toBe('72');
      await next(page, t.next);
      await page.waitForTimeout(300);
      expect(puts.length).toBe(sent);
      expect(await saveText(page)).toBe('');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it('deep: food-frequency cells hold their words; amount and unit share one row (390 and 320 px)', async () => {
    const { context, page, problems } = await openPhone(locale, '/qsStartPage');
    try {
      const id = await planBeforeFoodGrid(page, locale);
      await page.evaluate((planId) => (location.hash = `#/questionnaireSpecify?id=${planId}`), id);
      await page.locator('.qs[data-step="foodFrequency"]').waitFor({ timeout: 20_000 });

      // A tap anywhere on a cell (here its corner, away from the word) selects it.
      const daily = page.locator('.qs-grid__row').first().locator('.qs-seg').nth(3);
      await daily.click({ position: { x: 6, y: 6 } });
      expect(await daily.locator('input').isChecked()).toBe(true);
      expect(await daily.getAttribute('class')).toContain('is-checked');
      await page.locator('.qs-grid__row').nth(1).locator('.qs-seg').nth(0).click();
      expect(await gridProblems(page)).toEqual([]);
      await screenshot(page, `questionnaire-food-frequency-${locale}`);
      await expectClean(page, 'food frequency');
      await page.setViewportSize(NARROW);
      expect(await gridProblems(page)).toEqual([]);
      await screenshot(page, `questionnaire-food-frequency-320-${locale}`);
      await expectClean(page, 'food frequency at 320 px');
      await page.setViewportSize(PHONE);

      await next(page, t.next);
      while ((await stepId(page)) !== 'medicines') await next(page, t.skip);
      await page.getByRole('searchbox', { name: t.medicineSearch }).fill(t.medicineQuery);
      await page
        .locator('.picker-hit')
        .filter({ has: page.getByText(t.metformin, { exact: true }) })
        .click();
      const dose = page.getByRole('textbox', { name: t.dose });
      await dose.fill('500');
      expect(await page.getByRole('combobox', { name: t.doseUnit }).inputValue()).toBe('mg');
      await showAmountRow(page);
      expect(await amountRowProblems(page)).toEqual([]);
      await screenshot(page, `questionnaire-medicine-dose-${locale}`);
      await expectClean(page, 'medicine dose');
      await page.setViewportSize(NARROW);
      await showAmountRow(page);
      expect(await amountRowProblems(page)).toEqual([]);
      await screenshot(page, `questionnaire-medicine-dose-320-${locale}`);
      await expectClean(page, 'medicine dose at 320 px');
      await page.setViewportSize(PHONE);

      await next(page, t.next);
      expect(await stepId(page)).toBe('supplements');
      await page.getByRole('searchbox', { name: t.supplementSearch }).fill(t.vitaminD);
      await page.locator('.picker-hit').first().click();
      await page.locator('.qs-amount').waitFor();
      await showAmountRow(page);
      expect(await amountRowProblems(page)).toEqual([]);
      await screenshot(page, `questionnaire-supplement-dose-${locale}`);
      await expectClean(page, 'supplement dose');
      await page.setViewportSize(NARROW);
      await showAmountRow(page);
      expect(await amountRowProblems(page)).toEqual([]);
      await screenshot(page, `questionnaire-supplement-dose-320-${locale}`);
      await expectClean(page, 'supplement dose at 320 px');
      await page.setViewportSize(PHONE);

      // What was picked reached the server with the dose.
      const saved = page.waitForResponse((r) => r.url().includes('/v1/questionnaire/put'));
      await next(page, t.next);
      const body = (await saved).request().postDataJSON() as {
        answers: { medicineDoses?: unknown; foodFrequency?: unknown };
      };
      expect(body.answers.medicineDoses).toEqual([{ id: 'metformin', dose: 500, unit: 'mg' }]);
      expect(body.answers.foodFrequency).toEqual({ dairy: 'daily', fish: 'never' });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
