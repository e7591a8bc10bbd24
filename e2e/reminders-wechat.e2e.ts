/**
 * The WeChat consent step of the reminders card (issue 34 §2, ADR 0047) in real Chromium against the
 * real server, in both languages: the phone says it is WeChat (MicroMessenger), the server has the
 * official account and the template (its WeChat calls go to the local WeChat fake), and the page runs the
 * real JS-SDK from the npm package in the production build. Only WeChat's own parts are stood in for, in
 * an init script: the `WeixinJSBridge` the webview injects (it answers `preVerifyJSAPI` — what
 * `wx.config` calls — and records what it was asked), and the `<wx-open-subscribe>` element, which
 * fires the tag's `success` event with `subscribeDetails` as WeChat writes it when tapped. Checked: the
 * signature the SDK hands the bridge is the server's, over this page's address and the ticket WeChat
 * gave; accept turns WeChat reminders on and the sweep's consent is recorded; reject is said in plain
 * words; a failing `wx.config` falls back to the calendar file; the tag is at least 44 px tall.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import zhCN from '../apps/web/src/locales/zh-CN.json';
import enUS from '../apps/web/src/locales/en-US.json';
import { WechatSubscribeFake } from '../apps/api/src/modules/reminders/testing/wechat-subscribe-fake';
import { launchBrowser, screenshot, USER_AGENTS } from './support/browser';
import { api, levothyroxineMother, planWith, type Locale } from './support/full-plan';
import { giveConsent, smallTouchTargets } from './support/session';
import { startServer, type RunningServer } from './support/server';

const APP = { id: 'wx1234567890abcdef', secret: 'secret0123456789abcdef0123456789' };
const TEMPLATE = 'tmpl-reminder-0001';

const running: { server?: RunningServer; browser?: Browser; wechat?: WechatSubscribeFake } = {};
beforeAll(async () => {
  running.wechat = await new WechatSubscribeFake(APP.id, APP.secret).start();
  [running.server, running.browser] = await Promise.all([
    startServer(
      {
        WECHAT_APP_ID: APP.id,
        WECHAT_APP_SECRET: APP.secret,
        WECHAT_API_BASE_URL: running.wechat.baseUrl,
        WECHAT_SUBSCRIBE_TEMPLATE_ID: TEMPLATE,
      },
      {
        // The web app's own origin is the one the JS-SDK is signed for.
        beforeStart: (env) => {
          env.WECHAT_OAUTH_REDIRECT_URL = `http://127.0.0.1:${env.PORT}/`;
        },
      },
    ),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await running.browser?.close();
  await running.server?.stop();
  await running.wechat?.stop();
});

/** WeChat's side in the page: the bridge (`config` answered ok or not) and the open tag answering `answer`. */
const wechatWebview = (configOk: boolean, answer: 'accept' | 'reject') => `
  (() => {
    window.__bridge = [];
    window.WeixinJSBridge = {
      invoke(name, args, cb) {
        window.__bridge.push({ name, args });
        const ok = name !== 'preVerifyJSAPI' || ${configOk};
        setTimeout(() => cb({ err_msg: name + (ok ? ':ok' : ':fail invalid signature') }), 0);
      },
      on() {},
    };
    customElements.define('wx-open-subscribe', class extends HTMLElement {
      connectedCallback() {
        this.addEventListener('click', () => {
          const template = this.getAttribute('template');
          this.dispatchEvent(new CustomEvent('success', { detail: {
            errMsg: 'subscribe:ok',
            subscribeDetails: JSON.stringify({ [template]: JSON.stringify({ status: ${JSON.stringify(answer)} }) }),
          } }));
        });
      }
    });
  })();
`;

const LOCALES = [
  { locale: 'zh-CN', lang: 'zh', texts: zhCN },
  { locale: 'en-US', lang: 'en', texts: enUS },
] as const;

async function todayInWeChat(locale: Locale, lang: string, width: number, init: string) {
  const context = await running.browser!.newContext({
    viewport: { width, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    userAgent: USER_AGENTS.iphoneWechat,
  });
  await context.addInitScript(init);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${running.server!.baseUrl}/#/qsStartPage?lang=${lang}`);
  await page.waitForFunction(() => localStorage.getItem('access_token') !== null, null, { timeout: 20_000 });
  await giveConsent(page);
  const id = await planWith(page, locale, levothyroxineMother(locale));
  await page.evaluate((h) => (location.hash = h), `/today?id=${id}`);
  await page.getByTestId('reminders-card').waitFor({ timeout: 60_000 });
  return { context, page, problems, id };
}

const bridgeCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __bridge: { name: string; args: Record<string, unknown> }[] }).__bridge,
  );

describe.each(LOCALES)('the WeChat consent step in $locale', ({ locale, lang, texts }) => {
  const t = texts.today.reminders;

  it.each([390, 320])(
    'at %d px: WeChat’s button, accept — on; the signature is the server’s',
    async (width) => {
      const { context, page, problems, id } = await todayInWeChat(
        locale,
        lang,
        width,
        wechatWebview(true, 'accept'),
      );
      const tag = page.locator('wx-open-subscribe');
      await tag.waitFor({ timeout: 20_000 });
      expect(await tag.getAttribute('template')).toBe(TEMPLATE);
      expect(await page.getByTestId('reminders-card').innerText()).toContain(t.weChatConsentBody);
      // What the real SDK handed the bridge for wx.config: the server's signature over this page's address.
      const verify = (await bridgeCalls(page)).find((c) => c.name === 'preVerifyJSAPI')!.args;
      expect(verify.verifyOpenTagList).toEqual(['wx-open-subscribe']);
      expect(verify.verifyAppId).toBe(APP.id);
      const url = (await page.evaluate(() => location.href)).split('#')[0]!;
      const ticket = running.wechat!.tickets.at(-1)!;
      expect(verify.verifySignature).toBe(
        createHash('sha1')
          .update(
            `jsapi_ticket=${ticket}&noncestr=${String(verify.verifyNonceStr)}&timestamp=${String(verify.verifyTimestamp)}&url=${url}`,
          )
          .digest('hex'),
      );
      await tag.scrollIntoViewIfNeeded();
      expect(
        await smallTouchTargets(page, 'button, a[href], input, wx-open-subscribe', { scope: '.rm' }),
      ).toEqual([]);
      await screenshot(page, `reminders-wechat-consent-${locale}-${width}`);

      await tag.click();
      await page.getByTestId('reminders-on').waitFor({ timeout: 10_000 });
      expect(await page.getByTestId('reminders-on').innerText()).toBe(t.onWeChat);
      const settings = await api<{ channels: string[]; wechatConsent: string | null }>(
        page,
        'GET',
        `v1/reminders/settings?custom_nutrition_plan_id=${id}`,
      );
      expect(settings).toMatchObject({ channels: ['wechat'], wechatConsent: 'accept' });
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('reject: said in plain words, not on, the calendar file beside it', async () => {
    const { context, page, problems } = await todayInWeChat(locale, lang, 390, wechatWebview(true, 'reject'));
    const tag = page.locator('wx-open-subscribe');
    await tag.waitFor({ timeout: 20_000 });
    await tag.click();
    await page.getByTestId('wechat-reject').waitFor({ timeout: 10_000 });
    expect(await page.getByTestId('wechat-reject').innerText()).toBe(t.weChatRejected);
    expect(await page.getByTestId('reminders-on').count()).toBe(0);
    expect(await page.getByTestId('reminders-ics').innerText()).toBe(t.calendar);
    await page.getByTestId('wechat-reject').scrollIntoViewIfNeeded();
    await screenshot(page, `reminders-wechat-rejected-${locale}-390`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('wx.config fails (wx.error): no button, the calendar file instead', async () => {
    const { context, page, problems } = await todayInWeChat(
      locale,
      lang,
      390,
      wechatWebview(false, 'accept'),
    );
    await page.getByTestId('wechat-failed').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('wechat-failed').innerText()).toBe(t.weChatFailed);
    expect(await page.locator('wx-open-subscribe').count()).toBe(0);
    expect(await page.getByTestId('reminders-ics').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
