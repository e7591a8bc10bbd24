/**
 * Reminders (issue 34 §2) in real Chromium against the real server, in both languages at 390 and 320 px:
 * turning reminders on with the permission granted — the browser's PushManager stubbed to answer a
 * subscription whose endpoint is a local push service this test runs, so the server's first (test)
 * reminder is seen arriving, encrypted for that subscription and in the person's language — and with the
 * permission refused: the plain-words way to allow it, and the calendar file. The .ics file is downloaded
 * and read. Every control of the card is at least 44 px; a screenshot of each.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import zhCN from '../apps/web/src/locales/zh-CN.json';
import enUS from '../apps/web/src/locales/en-US.json';
import { browserSubscription, PushServiceFake } from '../apps/api/src/modules/reminders/testing/push-fake';
import { launchBrowser, screenshot, USER_AGENTS } from './support/browser';
import { levothyroxineMother, planWith, type Locale } from './support/full-plan';
import { giveConsent, smallTouchTargets } from './support/session';
import { startServer, type RunningServer } from './support/server';

const running: { server?: RunningServer; browser?: Browser; push?: PushServiceFake } = {};
beforeAll(async () => {
  running.push = await new PushServiceFake().start();
  [running.server, running.browser] = await Promise.all([
    // Push endpoints on this machine over http: the local push service below.
    startServer({ PUSH_ALLOW_LOOPBACK_HTTP: 'true' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await running.browser?.close();
  await running.server?.stop();
  await running.push?.stop();
});

const LOCALES = [
  {
    locale: 'zh-CN',
    lang: 'zh',
    texts: zhCN,
    testTitle: '提醒已开启',
    summary: /SUMMARY:该吃了：/,
    zone: 'Asia/Shanghai',
  },
  {
    locale: 'en-US',
    lang: 'en',
    texts: enUS,
    testTitle: 'Reminders are on',
    summary: /SUMMARY:Time to take: /,
    zone: 'America/New_York',
  },
] as const;
const WIDTHS = [390, 320] as const;

/** A phone of this width in this language, the person's plan made, the today screen open. */
async function todayOf(
  locale: Locale,
  lang: string,
  zone: string,
  width: number,
  grant: boolean,
  init?: string,
  userAgent: string = USER_AGENTS.android,
) {
  const context: BrowserContext = await running.browser!.newContext({
    viewport: { width, height: 780 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    timezoneId: zone,
    userAgent,
    acceptDownloads: true,
  });
  if (grant) await context.grantPermissions(['notifications'], { origin: running.server!.baseUrl });
  if (init) await context.addInitScript(init);
  const page: Page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${running.server!.baseUrl}/#/qsStartPage?lang=${lang}`);
  await page.waitForFunction(() => localStorage.getItem('access_token') !== null, null, { timeout: 20_000 });
  await giveConsent(page);
  const id = await planWith(page, locale, levothyroxineMother(locale));
  await page.evaluate((h) => (location.hash = h), `/today?id=${id}`);
  await page.locator('[data-item="med:levothyroxine"]').waitFor({ timeout: 60_000 });
  await page.getByTestId('reminders-card').waitFor({ timeout: 30_000 });
  return { context, page, problems };
}

/** Downloads the calendar file from the card and reads it. */
async function downloadCalendar(page: Page): Promise<string> {
  const link = page.getByTestId('reminders-ics');
  await link.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('reminders.ics');
  return fs.readFileSync((await download.path())!, 'utf8');
}

/**
 * The browser's PushManager answering with a subscription to the local push service: real P-256 keys
 * (made by the test), so what the server sends can be decrypted as the browser would.
 */
const stubPush = (body: ReturnType<typeof browserSubscription>['body']) => `
  (() => {
    const json = ${JSON.stringify(body)};
    let current = null;
    const make = () => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => { current = null; return true; },
    });
    PushManager.prototype.subscribe = async function () { current = make(); return current; };
    PushManager.prototype.getSubscription = async function () { return current; };
  })();
`;

describe.each(LOCALES)('reminders in $locale', ({ locale, lang, texts, testTitle, summary, zone }) => {
  const t = texts.today.reminders;

  it.each(WIDTHS)(
    'at %d px: permission granted — on, and the first reminder arrives from the server',
    async (width) => {
      const name = `${lang}-${width}-${Date.now()}`;
      const browser = browserSubscription(running.push!.endpoint(name));
      const { context, page, problems } = await todayOf(
        locale,
        lang,
        zone,
        width,
        true,
        stubPush(browser.body),
      );
      const enable = page.getByTestId('reminders-enable');
      await enable.scrollIntoViewIfNeeded();
      expect(await enable.innerText()).toBe(t.enable);
      await enable.click();
      await page.getByTestId('reminders-on').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('reminders-on').innerText()).toBe(t.on);
      // The server's test reminder reaches the push service, encrypted for this subscription.
      await expect
        .poll(() => running.push!.received.filter((r) => r.name === name).length, { timeout: 15_000 })
        .toBe(1);
      const [got] = running.push!.received.filter((r) => r.name === name);
      expect(got!.headers['content-encoding']).toBe('aes128gcm');
      expect(got!.headers.authorization).toMatch(/^vapid t=/);
      expect(browser.decrypt(got!.body)).toMatchObject({ title: testTitle, url: '#/today' });
      // The worker that shows reminders is registered now, and only now.
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
        1,
      );
      // Quiet hours and the device's zone are shown once reminders are on.
      await page.getByTestId('quiet-start').waitFor();
      expect(await page.getByTestId('quiet-start').inputValue()).toBe('22:30');
      // The zone saved is the phone's.
      expect(await page.getByTestId('reminders-zone').innerText()).toContain(zone);
      expect(await smallTouchTargets(page, 'button, a[href], input', { scope: '.rm' })).toEqual([]);
      const ics = await downloadCalendar(page);
      expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(ics.replace(/\r\n /g, '')).toMatch(summary);
      expect(ics).toContain(`TZID:${zone}`);
      await page.getByTestId('reminders-card').scrollIntoViewIfNeeded();
      await screenshot(page, `reminders-on-${locale}-${width}`);
      // A phone of the account without a subscription (the stub forgets it on a reload, as another
      // phone has none) is told reminders go elsewhere and may join.
      await page.reload();
      await page.getByTestId('reminders-elsewhere').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('reminders-elsewhere').innerText()).toBe(t.onElsewhere);
      expect(await page.getByTestId('reminders-enable').innerText()).toBe(t.enableHere);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(WIDTHS)('at %d px: permission refused — how to allow it, and the calendar file', async (width) => {
    const { context, page, problems } = await todayOf(
      locale,
      lang,
      zone,
      width,
      false,
      // The person answers "Block" to the browser's question.
      `Notification.requestPermission = async () => 'denied';`,
    );
    const enable = page.getByTestId('reminders-enable');
    await enable.scrollIntoViewIfNeeded();
    await enable.click();
    const refused = page.getByTestId('reminders-refused');
    await refused.waitFor({ timeout: 10_000 });
    expect(await refused.innerText()).toContain(t.denied);
    expect(await refused.innerText()).toContain(t.deniedHow);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
    expect(await smallTouchTargets(page, 'button, a[href], input', { scope: '.rm' })).toEqual([]);
    const ics = await downloadCalendar(page);
    expect(ics.replace(/\r\n /g, '')).toMatch(/RRULE:FREQ=DAILY/);
    expect(ics.replace(/\r\n /g, '')).toMatch(summary);
    await refused.scrollIntoViewIfNeeded();
    await screenshot(page, `reminders-refused-${locale}-${width}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('in WeChat without its subscription messages on the server: the calendar file, said how', async () => {
    const { context, page, problems } = await todayOf(
      locale,
      lang,
      zone,
      390,
      false,
      undefined,
      USER_AGENTS.iphoneWechat,
    );
    const card = page.getByTestId('reminders-card');
    await card.scrollIntoViewIfNeeded();
    expect(await card.innerText()).toContain(t.weChatCalendar);
    expect(await page.getByTestId('reminders-enable').count()).toBe(0);
    const ics = await downloadCalendar(page);
    expect(ics.replace(/\r\n /g, '')).toMatch(summary);
    await screenshot(page, `reminders-wechat-${locale}-390`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
