/**
 * The reminders' service worker itself (`apps/web/public/reminders-sw.js`, issue 34 §2) in real Chromium:
 * the worker registered as the card registers it, the notifications permission granted, and a push
 * delivered to it — the very payload the server sent to this account's push subscription (its test
 * reminder, in the person's language), read back at a local push service and decrypted with the
 * subscription's keys. The notification the worker shows is read with `registration.getNotifications()`:
 * title and body in the person's language, the tag, the page to open in its data. A payload that is not
 * JSON shows as the body.
 *
 * How the push gets in: the DevTools protocol's `ServiceWorker.deliverPushMessage` (through a CDP session
 * of the page; `ServiceWorker.enable` first, whose `workerRegistrationUpdated` event names the
 * registration id) dispatches a trusted `push` event to the worker, as a push service's message would;
 * the worker needs no real subscription for it, so none is made (headless Chromium has no push service).
 * The tap on the notification cannot be driven this way — no protocol command taps a notification, and a
 * `notificationclick` dispatched by script is untrusted (`waitUntil` throws, no window may be opened) —
 * so the tap is tested against a stand-in worker scope (apps/web/src/features/today/lib/reminders-sw.test.ts).
 *
 * One trap of headless Chromium: now and then (about one push in ten, more under load) the notification
 * is never listed by `getNotifications()` although the push arrived and `showNotification` resolved —
 * seen by wrapping the worker's `showNotification` while probing; a listing right after it resolved was
 * already empty, and stayed so. Waiting a second before listing made it rarer, not gone. So a push not
 * listed within five seconds is delivered once more (at most three times, each printed): what is
 * asserted is the notification the worker shows for it, which a second delivery shows the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { browserSubscription, PushServiceFake } from '../apps/api/src/modules/reminders/testing/push-fake';
import { launchBrowser, USER_AGENTS } from './support/browser';
import { levothyroxineMother, planWith, type Locale } from './support/full-plan';
import { giveConsent } from './support/session';
import { startServer, type RunningServer } from './support/server';

const running: { server?: RunningServer; browser?: Browser; push?: PushServiceFake } = {};
beforeAll(async () => {
  running.push = await new PushServiceFake().start();
  [running.server, running.browser] = await Promise.all([
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
  { locale: 'zh-CN', lang: 'zh', title: '提醒已开启' },
  { locale: 'en-US', lang: 'en', title: 'Reminders are on' },
] as const;

interface Shown {
  title: string;
  body: string;
  tag: string;
  data: unknown;
}

/** A call to the API from the page as the signed-in person, any method: the envelope's `data`. */
const call = <T>(page: Page, method: string, path: string, body: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(`/api/${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}`,
        },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
      return (JSON.parse(text) as { data: unknown }).data;
    },
    { method, path, body },
  ) as Promise<T>;

/**
 * Delivers `data` to the worker and answers the notification it shows (`pick` finds it among those
 * listed), delivering again when none is listed in time (see above).
 */
async function pushed(
  cdp: CDPSession,
  page: Page,
  target: { origin: string; registrationId: string },
  data: string,
  pick: (shown: Shown[]) => Shown | undefined,
): Promise<Shown> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    await cdp.send('ServiceWorker.deliverPushMessage', { ...target, data });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const deadline = Date.now() + 4000;
    while (Date.now() < deadline) {
      const found = pick(await notifications(page));
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`push ${attempt} of ${data.slice(0, 40)}: no notification listed; delivering again`);
  }
  throw new Error(`no notification listed after three pushes of ${data}`);
}

/** The worker's registration id as the DevTools protocol names it, once the worker is activated. */
async function registrationIdOf(cdp: CDPSession, scope: string): Promise<string> {
  const ids = new Map<string, string>();
  let activated = new Set<string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
    for (const r of e.registrations) if (!r.isDeleted) ids.set(r.scopeURL, r.registrationId);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
    activated = new Set([
      ...activated,
      ...e.versions.filter((v) => v.status === 'activated').map((v) => v.registrationId),
    ]);
  });
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(
      () => {
        const id = ids.get(scope);
        return id !== undefined && activated.has(id);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return ids.get(scope)!;
}

const notifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    }));
  }) as Promise<Shown[]>;

describe.each(LOCALES)('the reminders’ worker in $locale', ({ locale, lang, title }) => {
  it('a push becomes a notification in the person’s language, with its tag and the page to open', async () => {
    const baseUrl = running.server!.baseUrl;
    const context = await running.browser!.newContext({
      viewport: { width: 390, height: 780 },
      isMobile: true,
      hasTouch: true,
      locale,
      userAgent: USER_AGENTS.android,
    });
    await context.grantPermissions(['notifications'], { origin: baseUrl });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    await page.goto(`${baseUrl}/#/qsStartPage?lang=${lang}`);
    await page.waitForFunction(() => localStorage.getItem('access_token') !== null, null, {
      timeout: 20_000,
    });
    await giveConsent(page);

    // The worker, registered as the card registers it (browser-push.ts), and active.
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('./reminders-sw.js');
      await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(scope).toBe(`${baseUrl}/`);
    expect(await page.evaluate(() => Notification.permission)).toBe('granted');
    const cdp = await context.newCDPSession(page);
    const registrationId = await registrationIdOf(cdp, scope);

    // What the server sends this person: its test reminder to the account's subscription, read at the
    // local push service and decrypted as the browser would.
    const name = `sw-${lang}-${Date.now()}`;
    const subscription = browserSubscription(running.push!.endpoint(name));
    const planId = await planWith(page, locale as Locale, levothyroxineMother(locale as Locale));
    await call(page, 'PUT', 'v1/reminders/push_subscription', subscription.body);
    expect(await call(page, 'POST', 'v1/reminders/test', { customNutritionPlanId: planId })).toEqual({
      sent: 1,
    });
    await expect
      .poll(() => running.push!.received.filter((r) => r.name === name).length, { timeout: 15_000 })
      .toBe(1);
    const sent = subscription.decrypt(running.push!.received.find((r) => r.name === name)!.body);
    expect(sent).toMatchObject({ title, tag: 'test', url: '#/today' });

    const target = { origin: baseUrl, registrationId };
    const shown = await pushed(cdp, page, target, JSON.stringify(sent), (all) =>
      all.find((n) => n.tag === 'test'),
    );
    expect(shown).toEqual({
      title,
      body: (sent as { body: string }).body,
      tag: 'test',
      data: { url: '#/today' },
    });
    // The body is the person's language too (the server's words for the test reminder).
    expect(shown!.body).toMatch(lang === 'zh' ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e’]+$/);

    // A payload that is not JSON: its text is the body, under the app's name and the default tag.
    // Through `pushed` as well: the same headless trap (a shown notification never listed) hits this
    // push as often as the first.
    const plain = await pushed(cdp, page, target, 'plain words', (all) =>
      all.find((n) => n.tag === 'reminder'),
    );
    expect(plain).toEqual({
      title: 'AI Nutritionist',
      body: 'plain words',
      tag: 'reminder',
      data: { url: '#/today' },
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
