/**
 * Health reports in real Chromium at a phone viewport, against the real server, in both locales: on a
 * complete plan, pick the generated fixtures (a Chinese PDF lab sheet, an English PDF report and a PNG
 * photo of a lab table) on /uploadReportsPageNew, see client-side rejections (wrong type, too large),
 * watch the uploads and the streamed per-file analysis, correct one value and drop another in the review
 * step (surviving a server rejection and a reload), confirm, and see the lab section of the plan page.
 * axe on every step; screenshots to e2e/artifacts/reports-*.png.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import zhCN from '../apps/web/src/locales/zh-CN.json';
import enUS from '../apps/web/src/locales/en-US.json';
import { chineseLabPdf, englishLabPdf, labTablePng } from '../apps/api/test/fixtures/reports';
import { launchBrowser, screenshot, seriousAxeViolations } from './support/browser';
import { goToHash, openSignedIn, smallTouchTargets as smallControls, type Session } from './support/session';
import { startServer, type RunningServer } from './support/server';

const open = (locale: string, lang: string): Promise<Session> =>
  openSignedIn(browser, server.baseUrl, locale, `/#/qsStartPage?lang=${lang}`, 60_000);
const go = goToHash;

const TOUCH_CONTROLS = 'button, a[href], [role="button"], input:not([type="file"])';
const smallTouchTargets = (page: Page, scope: string) =>
  smallControls(page, TOUCH_CONTROLS, { scope, skipInline: true });

let server: RunningServer;
let browser: Browser;
let fixtureDir: string;
const fixture = (name: string) => path.join(fixtureDir, name);

beforeAll(async () => {
  fixtureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutri-reports-e2e-'));
  fs.writeFileSync(fixture('化验单.pdf'), await chineseLabPdf());
  fs.writeFileSync(fixture('lab-report.pdf'), await englishLabPdf());
  fs.writeFileSync(fixture('lab-photo.png'), await labTablePng());
  server = await startServer();
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (fixtureDir) fs.rmSync(fixtureDir, { recursive: true, force: true });
});

type Catalog = typeof zhCN;
const LOCALES = [
  { locale: 'zh-CN', lang: 'zh', texts: zhCN },
  { locale: 'en-US', lang: 'en', texts: enUS as unknown as Catalog },
] as const;

/** A complete deep-questionnaire plan of a 45-year-old man, made through the API with the page's token. */
async function createPlan(page: Page, locale: string): Promise<string> {
  return page.evaluate(async (locale) => {
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
      answers: { gender: 'male', age: 45, heightCm: 172, weightKg: 70, activityLevel: 'light' },
      complete: true,
    });
    return id;
  }, locale);
}

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

/** Buttons, links and inputs smaller than 44×44 CSS px inside `scope` (inline text links excepted). */

const markerRow = (page: Page, key: string): Locator =>
  page.locator(`.ru-marker[data-marker="${key}"]`).first();

for (const L of LOCALES) {
  const T = L.texts.reportUpload;
  const A = L.texts.labAnalysis;

  describe(`health reports (${L.locale})`, () => {
    it('uploads the fixtures, streams the analysis, reviews, confirms and shows the lab section', async () => {
      const s = await open(L.locale, L.lang);
      try {
        const planId = await createPlan(s.page, L.locale);

        // The plan page's lab section before any report: the empty state leads to the upload screen.
        await go(s.page, `#/qsGeneratePageNew?id=${planId}`);
        const section = s.page.getByTestId('lab-analysis');
        await section.getByText(A.emptyTitle).waitFor({ timeout: 30_000 });
        await section.getByRole('link', { name: A.upload }).click();
        await s.page.waitForURL(new RegExp(`#/uploadReportsPageNew\\?id=${planId}$`));
        await s.page.getByRole('heading', { level: 1, name: T.title }).waitFor();
        await s.page.getByText(T.pick.empty).waitFor();
        expect(await s.page.locator('input[type="file"][data-source="camera"]').getAttribute('capture')).toBe(
          'environment',
        );

        // Client-side checks first: a wrong type and a file over 10 MiB never leave the phone.
        const uploads: string[] = [];
        s.page.on('request', (r) => {
          if (r.url().includes('/api/v1/file/upload')) uploads.push(r.url());
        });
        await s.page.locator('input[data-source="pdf"]').setInputFiles([
          { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
          { name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) },
        ]);
        await s.page.getByText(T.file.wrongType).waitFor();
        // "文件太大（10 MB）…": the text up to the size.
        await s.page.getByText(T.file.tooLarge.split('{{size}}')[0] ?? '').waitFor();
        expect(uploads).toEqual([]);
        await screenshot(s.page, `reports-rejected-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        await s.page.getByRole('button', { name: fill(T.file.remove, { name: 'notes.txt' }) }).click();
        await s.page.getByRole('button', { name: fill(T.file.remove, { name: 'huge.pdf' }) }).click();
        await s.page.getByText(T.pick.empty).waitFor();

        // The fixtures: two PDFs and a photo; each uploads with its own progress.
        await s.page
          .locator('input[data-source="pdf"]')
          .setInputFiles([fixture('化验单.pdf'), fixture('lab-report.pdf')]);
        await s.page.locator('input[data-source="gallery"]').setInputFiles(fixture('lab-photo.png'));
        await s.page.locator('.ru-file[data-status="uploaded"]').nth(2).waitFor({ timeout: 30_000 });
        expect(await s.page.locator('.ru-file').count()).toBe(3);
        expect(await s.page.locator('.ru-file img').count()).toBe(1); // the photo has a thumbnail
        expect(await s.page.locator('.ru-file__ext').count()).toBe(2); // the PDFs an icon
        expect(uploads).toHaveLength(3);
        await screenshot(s.page, `reports-files-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page, '.ru')).toEqual([]);

        // The streamed analysis: record every stage each file's timeline shows.
        await s.page.evaluate(() => {
          const seen: Record<string, string[]> = {};
          (window as unknown as { __stages: typeof seen }).__stages = seen;
          const record = () => {
            for (const el of document.querySelectorAll<HTMLElement>('.ru-timeline')) {
              const id = el.dataset.fileId ?? '';
              const stage = el.dataset.stage ?? '';
              const list = (seen[id] ??= []);
              if (stage && list.at(-1) !== stage) list.push(stage);
            }
          };
          new MutationObserver(record).observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            attributeFilter: ['data-stage'],
          });
        });
        await s.page.getByRole('button', { name: fill(T.analyseCount, { count: 3 }) }).click();
        await s.page.getByRole('heading', { name: T.analysis.title }).waitFor();
        await screenshot(s.page, `reports-analysis-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);

        // The review step.
        await s.page.getByRole('heading', { name: T.review.title }).waitFor({ timeout: 90_000 });
        const stages = await s.page.evaluate(
          () => (window as unknown as { __stages: Record<string, string[]> }).__stages,
        );
        const order = ['received', 'text_extracted', 'markers_found', 'analysed'];
        expect(Object.keys(stages)).toHaveLength(3);
        for (const seen of Object.values(stages)) {
          const idx = seen.map((st) => order.indexOf(st));
          expect(idx).toEqual([...idx].sort((a, b) => a - b)); // never backwards
        }
        // The photo is read by OCR, which takes long enough to see the stages stream in one by one (the
        // last ones may arrive together with the review, which replaces the timeline).
        expect(Object.values(stages).flat()).toContain('received');
        expect(Object.values(stages).some((seen) => seen.length > 1)).toBe(true);

        const rows = s.page.locator('.ru-marker');
        expect(await rows.count()).toBeGreaterThanOrEqual(14);
        for (const key of [
          'hemoglobin',
          'ferritin',
          'vitaminD25OH',
          'fastingGlucose',
          'serumB12',
          'ldlCholesterol',
        ]) {
          expect(await s.page.locator(`.ru-marker[data-marker="${key}"]`).count()).toBeGreaterThan(0);
        }
        // Lab's printed range beside ours, and our flag.
        const b12 = markerRow(s.page, 'serumB12');
        await b12.getByText(T.review.labRange).waitFor();
        await b12.getByText('133–675 pmol/L').waitFor();
        // Our range depends on the plan's standard; it is shown in the unit the report used.
        expect(await b12.locator('.ru-ranges dd').nth(1).textContent()).toMatch(/\d.*pmol\/L$/);
        await b12.locator('.ru-tag.app-tone--warning').waitFor();
        await screenshot(s.page, `reports-review-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page, '.ru')).toEqual([]);

        // Correct B12's value and unit (as if OCR misread "270 pg/mL") and drop LDL-C.
        const b12Name = (await b12.locator('h3').textContent())?.trim() ?? '';
        await b12.getByLabel(fill(T.review.valueOf, { name: b12Name })).fill('270');
        await b12.getByLabel(fill(T.review.unitOf, { name: b12Name })).selectOption('pg/mL');
        await b12.getByText(T.review.corrected).waitFor();
        const ldl = markerRow(s.page, 'ldlCholesterol');
        const ldlName = (await ldl.locator('h3').textContent())?.trim() ?? '';
        await ldl.getByRole('button', { name: fill(T.review.dropOf, { name: ldlName }) }).click();
        await ldl.getByText(T.review.dropped).waitFor();

        // A typo is caught before sending; units come from a picker of those valid for the marker (no
        // free text to mistype); nothing is lost.
        const hb = markerRow(s.page, 'hemoglobin');
        const hbName = (await hb.locator('h3').textContent())?.trim() ?? '';
        const hbValue = hb.getByLabel(fill(T.review.valueOf, { name: hbName }));
        const hbUnit = hb.getByLabel(fill(T.review.unitOf, { name: hbName }));
        const hbValueBefore = await hbValue.inputValue();
        const hbUnitBefore = await hbUnit.inputValue();
        await hbValue.fill('1l8');
        await s.page.getByRole('button', { name: T.review.confirm }).click();
        await s.page.getByText(fill(T.review.fixErrors, { count: 1 })).waitFor();
        await hb.getByText(T.review.invalidValue).waitFor();
        await screenshot(s.page, `reports-review-error-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        await hbValue.fill(hbValueBefore);
        expect(await hbUnit.locator('option').allTextContents()).toEqual(
          expect.arrayContaining(['g/L', 'g/dL', 'mmol/L']),
        );
        await hbUnit.selectOption('g/dL');
        expect(await hbUnit.inputValue()).toBe('g/dL');
        expect(await b12.getByLabel(fill(T.review.valueOf, { name: b12Name })).inputValue()).toBe('270');
        await hbUnit.selectOption(hbUnitBefore);

        // A value the reader missed: picked from the list, typed, its unit picked (issue 18.4).
        await s.page.locator('.ru-added__add').click();
        const added = s.page.locator('.ru-added .ru-marker').first();
        await added.locator('select').first().selectOption('serumMagnesium');
        expect(await added.locator('select').nth(1).inputValue()).toBe('mmol/L');
        // Typed without its decimal point: far above what is measured in people (Kost 1990: 2.02
        // mmol/L), so it is highlighted and holds the confirmation until corrected or ticked.
        await added.getByRole('textbox').fill('62');
        await added.getByText(fill(T.review.unusual.high, { limit: '2.02', unit: 'mmol/L' })).waitFor();
        await added.getByText(T.review.unusual.confirm).waitFor();
        expect(await added.getAttribute('class')).toContain('ru-marker--problem');
        await added.scrollIntoViewIfNeeded();
        await screenshot(s.page, `reports-review-unusual-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        await s.page.getByRole('button', { name: T.review.confirm }).click();
        await s.page.getByText(fill(T.review.fixErrors, { count: 1 })).waitFor();
        await added.getByRole('textbox').fill('0.62');
        await added.locator('.ru-unusual').waitFor({ state: 'detached' });
        await screenshot(s.page, `reports-review-added-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);

        // A reload in the review step resumes it with the edits.
        await s.page.reload();
        await s.page.getByRole('heading', { name: T.review.title }).waitFor({ timeout: 30_000 });
        expect(
          await markerRow(s.page, 'serumB12')
            .getByLabel(fill(T.review.valueOf, { name: b12Name }))
            .inputValue(),
        ).toBe('270');
        expect(
          await markerRow(s.page, 'serumB12')
            .getByLabel(fill(T.review.unitOf, { name: b12Name }))
            .inputValue(),
        ).toBe('pg/mL');
        await markerRow(s.page, 'ldlCholesterol').getByText(T.review.dropped).waitFor();
        expect(await s.page.locator('.ru-added .ru-marker').first().getByRole('textbox').inputValue()).toBe(
          '0.62',
        );

        await s.page.getByRole('button', { name: T.review.confirm }).click();

        // Back on the plan page: the lab section shows the confirmed values.
        await s.page.waitForURL(new RegExp(`#/qsGeneratePageNew\\?id=${planId}$`), { timeout: 60_000 });
        const lab = s.page.getByTestId('lab-analysis');
        await lab.locator('.lab-marker').first().waitFor({ timeout: 60_000 });
        const labB12 = lab.locator('.lab-marker[data-marker="serumB12"]');
        expect(await labB12.getAttribute('data-flag')).toBe('normal');
        // In the unit the person corrected it to, with our range in that unit as the report rounds
        // (WHO 150 pmol/L = 203 pg/mL; NIH 148 pmol/L = 201 pg/mL), not in our canonical pmol/L.
        expect(await labB12.locator('.lab-marker__value').textContent()).toMatch(/^270\s*pg\/mL$/);
        const b12Low = L.locale === 'zh-CN' ? '203' : '201';
        expect(await labB12.locator('.lab-ranges dd').first().textContent()).toMatch(
          new RegExp(`${b12Low} pg/mL`),
        );
        expect(await lab.locator('.lab-marker[data-marker="ldlCholesterol"]').count()).toBe(0);
        // The value the person added reached the plan.
        expect(
          await lab.locator('.lab-marker[data-marker="serumMagnesium"] .lab-marker__value').textContent(),
        ).toMatch(/^0\.62\b/);
        const ferritin = lab.locator('.lab-marker[data-marker="ferritin"]');
        expect(await ferritin.getAttribute('data-flag')).toBe('low');
        await ferritin.locator('.lab-bar[role="img"]').waitFor();
        await ferritin.getByText(A.recs).waitFor(); // the iron recommendation cites ferritin
        await lab.getByText(A.summaryTitle).waitFor();
        expect(await lab.locator('.lab-marker').first().getAttribute('data-flag')).not.toBe('normal');
        await s.page.getByText(T.review.saved).waitFor({ state: 'hidden' }); // the toast has gone
        await lab.locator('h2').evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await screenshot(s.page, `reports-plan-lab-${L.locale}`);
        await ferritin.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await screenshot(s.page, `reports-plan-lab-ferritin-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        expect(await smallTouchTargets(s.page, '[data-testid="lab-analysis"]')).toEqual([]);

        // The browser logs the refused confirm (400) itself; nothing else may fail.
        expect(s.problems.filter((p) => !p.includes('400'))).toEqual([]);
      } finally {
        await s.context.close();
      }
    });

    it('without a plan offers the questionnaire first', async () => {
      const s = await open(L.locale, L.lang);
      try {
        await go(s.page, '#/uploadReportsPageNew');
        await s.page.getByRole('heading', { name: T.noPlan.title }).waitFor();
        await screenshot(s.page, `reports-no-plan-${L.locale}`);
        expect(await seriousAxeViolations(s.page)).toEqual([]);
        await s.page.getByRole('button', { name: T.noPlan.start }).click();
        await s.page.waitForURL(/#\/qsStartPage$/);
        expect(s.problems).toEqual([]);
      } finally {
        await s.context.close();
      }
    });
  });
}
