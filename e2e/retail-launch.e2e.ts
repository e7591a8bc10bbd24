/**
 * A retail launch (`?mobile=`) that cannot sign anyone in (issue 19 §5), in real Chromium, in both
 * locales: on a server where retail sign-in is not set up, and with a bad link on one where it is. Either
 * way the person lands on the start page as a guest, with a notice in their language saying why — not
 * "check your network", not a retry screen, not a half-English toast.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import zhCN from '../apps/web/src/locales/zh-CN.json';
import enUS from '../apps/web/src/locales/en-US.json';
import { launchBrowser, phoneContext, screenshot } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let plain: RunningServer;
let retail: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [plain, retail] = await Promise.all([
    startServer(),
    startServer({ RETAIL_SSO_SECRET: 'e2e-retail-secret-0123456789abcdef' }),
  ]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([plain?.stop(), retail?.stop()]);
});

const LOCALES = [
  { locale: 'zh-CN', lang: 'zh', texts: zhCN, network: '网络' },
  { locale: 'en-US', lang: 'en', texts: enUS, network: 'network' },
] as const;

const CASES = [
  { name: 'not set up', server: () => plain, status: '403', notice: 'retailNotConfigured' },
  { name: 'bad link', server: () => retail, status: '401', notice: 'retailBadToken' },
] as const;

for (const L of LOCALES) {
  describe(`retail launch (${L.locale})`, () => {
    for (const C of CASES) {
      it(`${C.name}: continues as a guest with a notice in the person's language`, async () => {
        const context = await phoneContext(browser, L.locale);
        const page = await context.newPage();
        const problems: string[] = [];
        const logins: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error') problems.push(`console: ${m.text()}`);
        });
        page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
        page.on('request', (r) => {
          if (r.url().includes('/api/v1/base/login_')) logins.push(new URL(r.url()).pathname);
        });
        try {
          await page.goto(`${C.server().baseUrl}/?mobile=13800138000#/qsStartPage?lang=${L.lang}`);
          const notice = page.getByRole('alert').filter({ hasText: L.texts.auth[C.notice] });
          await notice.waitFor();
          await screenshot(page, `retail-launch-${C.notice}-${L.locale}`);
          await page.locator('h1', { hasText: L.texts.start.title }).waitFor({ timeout: 10_000 });
          expect(logins).toEqual(['/api/v1/base/login_sos', '/api/v1/base/login_ip']);
          expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
          const text = (await page.locator('body').textContent()) ?? '';
          expect(text).not.toContain(L.texts.auth.failedTitle);
          expect(text.toLowerCase()).not.toContain(L.network);
          // The browser logs the refused sign-in response itself; nothing else may fail.
          expect(problems.filter((p) => !p.includes(C.status))).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  });
}
