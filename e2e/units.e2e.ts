/**
 * US customary units in real Chromium at a phone viewport, against the real server (issue 19 §2): an
 * en-US person answers 5 ft 7 in and 150 lb; the server stores 170.2 cm and 68.0 kg; the plan's profile
 * reads them back in feet, inches and pounds; the deep questionnaire opens pre-filled with the same
 * figures and leaves the stored answers as they were. Screenshots to e2e/artifacts/units-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, phoneContext, screenshot, seriousAxeViolations } from './support/browser';
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

async function stepId(page: Page): Promise<string | null> {
  return page.locator('.qs').getAttribute('data-step');
}

/** Moves to the next question and waits for it to show. */
async function next(page: Page, label: string): Promise<void> {
  const before = await stepId(page);
  await page.getByRole('button', { name: label, exact: true }).click();
  await page.waitForFunction((b) => document.querySelector('.qs')?.getAttribute('data-step') !== b, before);
}

async function expectNoAxe(page: Page, where: string): Promise<void> {
  const violations = await seriousAxeViolations(page);
  expect(violations, `${where}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
}

/** The answers the server keeps for the plan, read with the page's own token. */
async function storedAnswers(page: Page, planId: string): Promise<Record<string, unknown>> {
  return page.evaluate(async (id) => {
    const res = await fetch(`/api/v1/questionnaire/get?custom_nutrition_plan_id=${id}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
    });
    const body = (await res.json()) as { data: { answers: Record<string, unknown> } };
    return body.data.answers;
  }, planId);
}

describe('US customary units (en-US)', () => {
  it('5 ft 7 in and 150 lb are stored as 170.2 cm and 68.0 kg and read back in the same units', async () => {
    const context = await phoneContext(browser, 'en-US');
    await context.addInitScript((value) => {
      if (!localStorage.getItem('protocolConsent')) localStorage.setItem('protocolConsent', value);
    }, CONSENT);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    try {
      await page.goto(`${server.baseUrl}/?lang=en#/questionnaire`);
      await page.locator('.qs[data-step="nickname"]').waitFor({ timeout: 20_000 });
      await page.getByRole('textbox').fill('Sam');
      await next(page, 'Next');
      await page.getByRole('radio', { name: /^Female/ }).check();
      await next(page, 'Next');
      await next(page, 'Next'); // age 30

      expect(await stepId(page)).toBe('heightCm');
      const us = page.getByRole('button', { name: 'ft · in · lb' });
      expect(await us.getAttribute('aria-pressed')).toBe('true'); // en-US starts in US units
      expect(await smallTouchTargets(page, '.qs-units__option')).toEqual([]);
      await page.getByText('In feet and inches (ft, in).').waitFor();
      await page.getByText('From 3 ft 4 in to 8 ft 2 in').waitFor();
      await page.getByRole('textbox', { name: 'Feet' }).fill('5');
      await page.getByRole('textbox', { name: 'Inches' }).fill('7');
      await screenshot(page, 'units-height-en-US');
      await expectNoAxe(page, 'height in feet and inches');
      await next(page, 'Next');

      expect(await stepId(page)).toBe('weightKg');
      await page.getByText('In pounds (lb).').waitFor();
      await page.getByText('From 56 to 661 lb').waitFor();
      const pounds = page.getByRole('textbox', { name: 'Or type it (lb)' });
      await pounds.fill('50');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.locator('#qs-error', { hasText: 'Weight must be between 56 and 661 lb.' }).waitFor();
      await pounds.fill('150');
      await screenshot(page, 'units-weight-en-US');
      await next(page, 'Next');

      await page.getByRole('radio', { name: /^Moderately active/ }).check();
      await next(page, 'Next');
      expect(await stepId(page)).toBe('upload');
      await page.getByRole('button', { name: 'Make my plan' }).click();
      await page.waitForURL(/#\/qsGeneratePageNew\?id=[0-9a-f-]{36}$/);
      const hash = new URL(page.url()).hash;
      const id = new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('id') ?? '';

      await page.locator('.plan-page[data-status="done"]').waitFor({ timeout: 30_000 });
      await page.getByText('5 ft 7 in (170.2 cm) · 150 lb (68 kg)', { exact: false }).waitFor();
      await screenshot(page, 'units-plan-profile-en-US');
      const answers = await storedAnswers(page, id);
      expect(answers.heightCm).toBe(170.2);
      expect(answers.weightKg).toBe(68);

      // The deep questionnaire opens pre-filled: the same figures, and "next" changes nothing stored.
      const puts: Record<string, unknown>[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/v1/questionnaire/put'))
          puts.push((r.postDataJSON() as { answers: Record<string, unknown> }).answers);
      });
      await page.evaluate((planId) => (location.hash = `#/questionnaireSpecify?id=${planId}`), id);
      await page.locator('.qs[data-step="lifeStage"]').waitFor({ timeout: 15_000 });
      await page.getByRole('radio', { name: /^Neither/ }).check();
      await next(page, 'Next');
      await next(page, 'Next'); // age, carried
      expect(await stepId(page)).toBe('heightCm');
      expect(await page.getByRole('textbox', { name: 'Feet' }).inputValue()).toBe('5');
      expect(await page.getByRole('textbox', { name: 'Inches' }).inputValue()).toBe('7');
      await next(page, 'Next');
      expect(await page.getByRole('textbox', { name: 'Or type it (lb)' }).inputValue()).toBe('150');
      await next(page, 'Next');
      const after = await storedAnswers(page, id);
      // Only the life stage was new, so one save went out (issue 19.6: nothing is sent for answers that
      // did not change), and it carried the figures as they were.
      expect(puts).toHaveLength(1);
      expect(puts[0]).toMatchObject({ lifeStage: 'none', heightCm: 170.2, weightKg: 68 });
      expect(after.heightCm).toBe(170.2);
      expect(after.weightKg).toBe(68);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
