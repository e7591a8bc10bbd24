/**
 * The walking skeleton in real Chromium at a phone viewport, against the real server (API + built web
 * app): landing, language rule, automatic guest sign-in, consent gate, placeholders, tab bar and
 * accessibility, in both locales.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext, screenshot, seriousAxeViolations } from './support/browser';
import { startServer, type RunningServer } from './support/server';

let server: RunningServer;
let browser: Browser;
const RETAIL_SECRET = 'e2e-retail-secret-0123456789abcdef';

/** A retail launch token as ADR 0003 defines it: `<mobile>.<unixSeconds>.<hex HMAC-SHA256>`. */
function retailToken(mobile: string, unixSeconds = Math.floor(Date.now() / 1000)): string {
  const mac = createHmac('sha256', RETAIL_SECRET).update(`${mobile}.${unixSeconds}`).digest('hex');
  return `${mobile}.${unixSeconds}.${mac}`;
}

beforeAll(async () => {
  server = await startServer({ RETAIL_SSO_SECRET: RETAIL_SECRET });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors, page errors and failed same-origin requests seen so far. */
  problems: string[];
  /** Paths of the sign-in calls the page made. */
  logins: string[];
}

async function open(url: string, browserLocale = 'zh-CN'): Promise<Session> {
  const context = await phoneContext(browser, browserLocale);
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
  await page.goto(`${server.baseUrl}${url}`);
  return { context, page, problems, logins };
}

const storage = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The page heading once it reads `text` (screens change asynchronously after a navigation). */
async function heading(page: Page, text?: string): Promise<string> {
  const h1 = (text ? page.locator('h1', { hasText: text }) : page.locator('h1')).first();
  await h1.waitFor({ timeout: 10_000 });
  return (await h1.textContent())?.trim() ?? '';
}

/** Buttons and links smaller than 44×44 CSS px (the product's touch-target rule). */
async function smallTouchTargets(page: Page): Promise<string[]> {
  const targets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], input[type="checkbox"]')]
      .filter((el) => el.offsetParent !== null || getComputedStyle(el).position === 'fixed')
      .map((el) => {
        // A visually hidden checkbox is operated through its label.
        const target = el instanceof HTMLInputElement ? (el.closest('label') ?? el) : el;
        const r = target.getBoundingClientRect();
        return {
          name: (target.textContent ?? '').trim().slice(0, 30) || target.outerHTML.slice(0, 60),
          w: r.width,
          h: r.height,
        };
      }),
  );
  // Guard against a vacuous pass: the screens checked all have several controls.
  expect(targets.length).toBeGreaterThanOrEqual(4);
  return targets
    .filter((t) => t.w < 44 || t.h < 44)
    .map((t) => `${t.name} (${Math.round(t.w)}×${Math.round(t.h)})`);
}

describe('start page (zh-CN)', () => {
  it('opening / lands on #/qsStartPage in Chinese and signs in as a guest', async () => {
    const s = await open('/');
    try {
      await s.page.waitForURL(/#\/qsStartPage$/);
      expect(await heading(s.page, '你的私人营养师')).toBe('你的私人营养师');
      expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      expect(await s.page.title()).toBe('AI 营养师');

      const token = await storage(s.page, 'access_token');
      expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/); // a JWT, stored raw
      const deviceId = await storage(s.page, 'deviceId');
      expect(deviceId).toMatch(/^[A-Za-z0-9_-]{22,}$/); // ≥ 128 bits, base64url
      const user = JSON.parse((await storage(s.page, 'app_userInfo')) ?? 'null') as {
        id?: string;
        isYouZan?: boolean;
      };
      expect(typeof user.id).toBe('string');
      expect(user.isYouZan).toBe(false);
      expect(s.logins).toEqual(['/api/v1/base/login_ip']);

      // The token is reused: a reload and further navigations do not sign in again.
      await s.page.reload();
      await heading(s.page, '你的私人营养师');
      await s.page.evaluate(() => (location.hash = '#/report'));
      await heading(s.page, '我的报告');
      expect(s.logins).toHaveLength(1);
      expect(await storage(s.page, 'access_token')).toBe(token);

      await s.page.evaluate(() => (location.hash = '#/qsStartPage'));
      await heading(s.page, '你的私人营养师');
      await screenshot(s.page, 'start-zh-CN');
      expect(await smallTouchTargets(s.page)).toEqual([]);
      expect(await seriousAxeViolations(s.page)).toEqual([]);
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  });

  it('gates the questionnaires behind the ProtocolSheet and remembers the consent', async () => {
    const s = await open('/#/qsStartPage');
    try {
      await heading(s.page, '你的私人营养师');
      await s.page.getByRole('button', { name: /开始快速问卷/ }).click();
      const dialog = s.page.getByRole('dialog');
      await dialog.waitFor();
      const accept = dialog.getByRole('button', { name: '同意并继续' });
      expect(await accept.isDisabled()).toBe(true);
      expect(s.page.url()).toMatch(/#\/qsStartPage$/);

      // Each text can be read in full.
      await dialog.getByRole('button', { name: /阅读全文\s*隐私政策/ }).click();
      await dialog.getByText('我们收集', { exact: false }).waitFor();
      await screenshot(s.page, 'protocol-sheet-zh-CN');
      expect(await seriousAxeViolations(s.page)).toEqual([]);
      expect(await smallTouchTargets(s.page)).toEqual([]);

      await dialog.getByText('我已阅读并同意《用户协议》').click();
      await dialog.getByText('我已阅读并同意《隐私政策》').click();
      expect(await accept.isDisabled()).toBe(true); // two of three is not enough
      await dialog.getByText('我同意处理我的健康数据').click();
      expect(await accept.isDisabled()).toBe(false);
      await accept.click();

      // Continues to the questionnaire the user chose (the journey itself is tested in plan-*.e2e.ts).
      await s.page.waitForURL(/#\/questionnaire$/);
      await s.page.getByRole('progressbar').first().waitFor();
      expect(await s.page.locator('.app-tabbar').count()).toBe(0); // questionnaires hide the tab bar
      await screenshot(s.page, 'questionnaire-first-zh-CN');
      const consent = JSON.parse((await storage(s.page, 'protocolConsent')) ?? 'null') as {
        version?: number;
      };
      expect(consent?.version).toBe(1);

      // Accepted once: the deep questionnaire opens directly, also after a reload.
      await s.page.evaluate(() => (location.hash = '#/qsStartPage'));
      await s.page.waitForURL(/#\/qsStartPage$/);
      await s.page.reload();
      await s.page.getByText('你已同意用户协议、隐私政策和健康数据授权', { exact: false }).waitFor();
      await s.page.getByRole('button', { name: /深度问卷/ }).click();
      await s.page.waitForURL(/#\/questionnaireSpecify$/);
      await s.page.getByRole('progressbar').first().waitFor();
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  });

  it('shows the tab bar on chat and report, the not-found page and /error/500', async () => {
    const s = await open('/#/chat');
    try {
      expect(await heading(s.page, '营养咨询')).toBe('营养咨询');
      const tabs = s.page.getByRole('navigation', { name: '主导航' });
      await tabs.waitFor();
      expect(await tabs.getByRole('link', { name: '咨询' }).getAttribute('aria-current')).toBe('page');
      const before = await s.page.evaluate(() => history.length);
      await tabs.getByRole('link', { name: '报告' }).click();
      await s.page.waitForURL(/#\/report$/);
      expect(await heading(s.page, '我的报告')).toBe('我的报告');
      // Selecting a tab replaces the history entry.
      expect(await s.page.evaluate(() => history.length)).toBe(before);
      await screenshot(s.page, 'report-tab-zh-CN');
      expect(await seriousAxeViolations(s.page)).toEqual([]);

      await s.page.evaluate(() => (location.hash = '#/no/such/page'));
      expect(await heading(s.page, '页面不存在')).toBe('页面不存在');
      await screenshot(s.page, 'not-found-zh-CN');

      await s.page.evaluate(() => (location.hash = '#/error/500'));
      expect(await heading(s.page, '服务器开小差了')).toBe('服务器开小差了');
      await s.page.getByRole('button', { name: '重新加载' }).waitFor();
      await screenshot(s.page, 'error-500-zh-CN');
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  });
});

describe('start page (en-US)', () => {
  it('?lang=en gives English, is stored, and passes axe', async () => {
    const s = await open('/?lang=en');
    try {
      await s.page.waitForURL(/#\/qsStartPage$/);
      expect(await heading(s.page, 'Your personal nutritionist')).toBe('Your personal nutritionist');
      expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('en-US');
      expect(await storage(s.page, 'language')).toBe('en-US');
      expect(await storage(s.page, 'access_token')).toBeTruthy();
      await s.page.getByRole('button', { name: /Start quick questionnaire/ }).waitFor();
      await screenshot(s.page, 'start-en-US');
      expect(await seriousAxeViolations(s.page)).toEqual([]);
      expect(await smallTouchTargets(s.page)).toEqual([]);

      await s.page.getByRole('button', { name: /Deep questionnaire/ }).click();
      const dialog = s.page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Please read and accept before you start' }).waitFor();
      await screenshot(s.page, 'protocol-sheet-en-US');
      expect(await seriousAxeViolations(s.page)).toEqual([]);
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  });

  it('an English browser gets English; the switch changes language and remembers it', async () => {
    const s = await open('/', 'en');
    try {
      expect(await heading(s.page, 'Your personal nutritionist')).toBe('Your personal nutritionist');
      await s.page.getByRole('button', { name: '中文' }).click();
      expect(await heading(s.page, '你的私人营养师')).toBe('你的私人营养师');
      expect(await storage(s.page, 'language')).toBe('zh-CN');
      expect(await s.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      await s.page.reload();
      expect(await heading(s.page, '你的私人营养师')).toBe('你的私人营养师');
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  });
});

describe('sign-in paths', () => {
  it('a retail launch (?mobile= before the hash) signs in through login_sos', async () => {
    const s = await open(`/?mobile=${encodeURIComponent(retailToken('13800138000'))}#/qsStartPage`);
    try {
      await heading(s.page, '你的私人营养师');
      expect(s.logins).toEqual(['/api/v1/base/login_sos']);
      const user = JSON.parse((await storage(s.page, 'app_userInfo')) ?? 'null') as { isYouZan?: boolean };
      expect(user.isYouZan).toBe(true);
      expect(s.problems).toEqual([]);
    } finally {
      await s.context.close();
    }
  });

  it('a rejected retail token continues as a guest with a notice, never a network error (issue 19 §5)', async () => {
    const s = await open('/#/qsStartPage?mobile=13800138000');
    try {
      await s.page.getByText('这个入口的登录链接无效或已过期，已为你以访客身份继续使用').waitFor();
      await heading(s.page, '你的私人营养师');
      expect(s.logins).toEqual(['/api/v1/base/login_sos', '/api/v1/base/login_ip']);
      expect(await storage(s.page, 'access_token')).toBeTruthy();
      expect(await s.page.getByText('网络', { exact: false }).count()).toBe(0);
      await screenshot(s.page, 'sign-in-retail-bad-token-zh-CN');
      // The browser logs the 401 response itself; nothing else may fail.
      expect(s.problems.filter((p) => !p.includes('401'))).toEqual([]);
    } finally {
      await s.context.close();
    }
  });

  it('a forged or expired stored token: 401 → toast, back to /, signed in again', async () => {
    const s = await open('/#/qsStartPage');
    try {
      await heading(s.page, '你的私人营养师');
      const first = await storage(s.page, 'access_token');
      await s.page.evaluate(() => (location.hash = '#/chat'));
      await heading(s.page, '营养咨询');
      // As if the token had expired while the app was closed.
      await s.page.evaluate(() => localStorage.setItem('access_token', 'forged.token.value'));
      await s.page.reload();
      await s.page.getByText('token失效，请重新登录!').waitFor();
      await s.page.waitForURL(/#\/qsStartPage$/);
      await s.page.waitForFunction(() => {
        const t = localStorage.getItem('access_token');
        return t !== null && t !== 'forged.token.value';
      });
      // Same device, same guest account.
      const again = await storage(s.page, 'access_token');
      expect(again).not.toBe('forged.token.value');
      expect(first).toBeTruthy();
      expect(s.problems.filter((p) => !p.includes('401'))).toEqual([]);
    } finally {
      await s.context.close();
    }
  });
});
