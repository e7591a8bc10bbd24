/**
 * Today's schedule (issue 34 §1) in real Chromium at 390 px and again at 320 px, against the real server, in both locales: a
 * plan with levothyroxine, calcium and iron gives a valid day (levothyroxine on waking, iron away from it
 * and from calcium), opened from the plan page; a dose ticked off stays ticked after a reload and shows in
 * the week strip; every control is at least 44 px; a screenshot of each language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import zhCN from '../apps/web/src/locales/zh-CN.json';
import enUS from '../apps/web/src/locales/en-US.json';
import { launchBrowser, screenshot } from './support/browser';
import { levothyroxineMother, planWith } from './support/full-plan';
import { giveConsent, goToHash, openSignedIn, smallTouchTargets } from './support/session';
import { startServer, type RunningServer } from './support/server';

// One server and one browser for the file (started before, stopped after).
const running: { server?: RunningServer; browser?: Browser } = {};
beforeAll(async () => {
  [running.server, running.browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await running.browser?.close();
  await running.server?.stop();
});

const LOCALES = [
  { locale: 'zh-CN', lang: 'zh', texts: zhCN, levothyroxine: '左甲状腺素', wake: '早上起床' },
  { locale: 'en-US', lang: 'en', texts: enUS, levothyroxine: 'Levothyroxine', wake: 'On waking' },
] as const;

describe.each(LOCALES)('today’s schedule in $locale', ({ locale, lang, texts, levothyroxine, wake }) => {
  it('levothyroxine, calcium and iron: a valid day; a tick survives a reload', async () => {
    const { context, page, problems } = await openSignedIn(
      running.browser!,
      running.server!.baseUrl,
      locale,
      `/#/qsStartPage?lang=${lang}`,
    );
    await giveConsent(page);
    await page.waitForFunction(() => localStorage.getItem('access_token') !== null);
    const id = await planWith(page, locale, levothyroxineMother(locale));

    // From the plan page's card.
    await goToHash(page, `/qsGeneratePageNew?id=${id}`);
    const open = page.getByTestId('open-today');
    await open.waitFor({ timeout: 60_000 });
    await open.click();
    await page.getByRole('heading', { level: 1, name: texts.today.title }).waitFor();

    const levo = page.locator('[data-item="med:levothyroxine"]');
    await levo.waitFor({ timeout: 30_000 });
    const slotOf = (item: string) =>
      page.locator(`section.td__slot:has([data-item="${item}"]) .td__slot-title`).innerText();
    expect(await slotOf('med:levothyroxine')).toContain(wake);
    expect(await levo.innerText()).toContain(levothyroxine);
    const ids = await page
      .locator('[data-item]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-item')));
    const iron = ids.find((i) => i?.startsWith('sup:iron'))!;
    expect(iron).toBeTruthy();
    expect(ids.some((i) => i?.startsWith('sup:calcium'))).toBe(true);
    expect(await slotOf(iron)).not.toContain(wake);
    // A valid day: no rule said to be broken.
    expect(await page.locator('.td__note--warn').count()).toBe(0);
    expect(await smallTouchTargets(page, 'button, a[href], [role="checkbox"]', { scope: '.td' })).toEqual([]);

    // Tick off the iron: at once, and after a reload.
    const ironBox = page.locator(`[data-item="${iron}"]`);
    expect(await ironBox.getAttribute('aria-checked')).toBe('false');
    // The tick is optimistic but set after onMutate awaits the cancelled day query, so it shows a moment
    // after the click returns, not within it: polled (up to 2 s); the week's response is awaited from
    // before the click so it cannot be missed.
    const saved = page.waitForResponse((r) => r.url().includes('/api/v1/today/week') && r.ok());
    await ironBox.click();
    await expect.poll(() => ironBox.getAttribute('aria-checked'), { timeout: 2000 }).toBe('true');
    await saved;
    await page.reload();
    await page.locator(`[data-item="${iron}"]`).waitFor();
    expect(await page.locator(`[data-item="${iron}"]`).getAttribute('aria-checked')).toBe('true');
    const todayButton = page.locator('.td__day[aria-pressed="true"]');
    expect(await todayButton.innerText()).toMatch(/1\/\d+/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `today-${locale}-390`);

    // The same day on a 320 px phone: nothing wider than the screen, every control still 44 px, and a
    // second tick (the calcium) made there survives a reload too.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.reload();
    await page.locator(`[data-item="${iron}"]`).waitFor();
    expect(await page.locator(`[data-item="${iron}"]`).getAttribute('aria-checked')).toBe('true');
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
      ),
    ).toBe(false);
    expect(await smallTouchTargets(page, 'button, a[href], [role="checkbox"]', { scope: '.td' })).toEqual([]);
    const calcium = ids.find((i) => i?.startsWith('sup:calcium'))!;
    const calciumBox = page.locator(`[data-item="${calcium}"]`).first();
    const savedAgain = page.waitForResponse((r) => r.url().includes('/api/v1/today/week') && r.ok());
    await calciumBox.click();
    await expect.poll(() => calciumBox.getAttribute('aria-checked'), { timeout: 2000 }).toBe('true');
    await savedAgain;
    await page.reload();
    await page.locator(`[data-item="${calcium}"]`).first().waitFor();
    expect(await page.locator(`[data-item="${calcium}"]`).first().getAttribute('aria-checked')).toBe('true');
    expect(await page.locator('.td__day[aria-pressed="true"]').innerText()).toMatch(/2\/\d+/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `today-${locale}-320`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
