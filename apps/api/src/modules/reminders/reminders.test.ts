/**
 * Reminders over HTTP (issue 34 §2): settings validated field by field, the device subscription, the
 * calendar file, and the sweep — one reminder per time of day sent once by two instances on one database,
 * in the person's zone and out of quiet hours, through a local push service (decrypted with the browser's
 * keys) and a local WeChat; nothing after the person erases their data.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import type { Answers, ReminderSettingsView, TodayView } from '@nutri/domain/contracts';
import { addDays, localDateOf, zonedInstant } from '@nutri/domain/reminders';
import { orders, skus } from '../../db/schema';
import { line, orderTools, transactionId } from '../orders/testing/orders';
import { testApp, type Login, type TestApp } from '../../../test/helper';
import { newPlan, person } from '../../../test/plans';
import { okData } from '../../../test/suite';
import { browserSubscription, PushServiceFake } from './testing/push-fake';
import { jsSdkSignature, TICKET_MARGIN_MS } from './wechat-jssdk';
import { WechatSubscribeFake } from './testing/wechat-subscribe-fake';

/** Low ferritin, on levothyroxine, with a low calcium intake: levothyroxine, iron and calcium in a day. */
const THYROID_IRON: Answers = {
  ...person('female', 45, 160, 60, 'light'),
  nickname: '妈妈',
  conditions: ['hypothyroid'],
  medicines: ['levothyroxine'],
  foodFrequency: { dairy: 'never' },
  labs: [{ marker: 'ferritin', value: 8, unit: 'ng/mL' }],
};

const VAPID = webPush.generateVAPIDKeys();
const WECHAT = { appId: 'wx1234567890abcdef', appSecret: 'secret0123456789abcdef0123456789' };
const TEMPLATE = 'tmpl-reminder-0001';

let push: PushServiceFake;
let wechat: WechatSubscribeFake;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  push = await new PushServiceFake().start();
  wechat = await new WechatSubscribeFake(WECHAT.appId, WECHAT.appSecret).start();
  const env = {
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    VAPID_SUBJECT: 'mailto:reminders@example.com',
    PUSH_ALLOW_LOOPBACK_HTTP: 'true',
    // The sweep is called by the tests at chosen moments; the job's own timer stays out of the way.
    REMINDER_SWEEP_INTERVAL_MS: '3600000',
    WECHAT_APP_ID: WECHAT.appId,
    WECHAT_APP_SECRET: WECHAT.appSecret,
    WECHAT_OAUTH_REDIRECT_URL: 'https://nutri.example.com/',
    WECHAT_API_BASE_URL: wechat.baseUrl,
    WECHAT_SUBSCRIBE_TEMPLATE_ID: TEMPLATE,
  };
  a = await testApp(env);
  b = await testApp(env, undefined, { sameDatabaseAs: a });
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await push?.stop();
  await wechat?.stop();
});

const settingsUrl = (planId: string) => `/api/v1/reminders/settings?custom_nutrition_plan_id=${planId}`;
const putSettings = (t: TestApp, token: string, body: object) =>
  t.call({ method: 'PUT', url: '/api/v1/reminders/settings', token, payload: body });
const putSubscription = (t: TestApp, token: string, body: object) =>
  t.call({ method: 'PUT', url: '/api/v1/reminders/push_subscription', token, payload: body });

/** A person with a plan, reminders on these channels, and (for push) a subscribed browser. */
async function personWithReminders(
  t: TestApp,
  settings: {
    channels: string[];
    timeZone?: string;
    quietStart?: string | null;
    quietEnd?: string | null;
    refills?: boolean;
  },
  name = `p${Math.random().toString(36).slice(2, 10)}`,
) {
  const who = await t.login();
  const planId = await newPlan(t, who.token, THYROID_IRON, { locale: 'zh-CN' });
  const browser = browserSubscription(push.endpoint(name));
  if (settings.channels.includes('push')) okData(await putSubscription(t, who.token, browser.body));
  okData(
    await putSettings(t, who.token, {
      customNutritionPlanId: planId,
      channels: settings.channels,
      quietStart: settings.quietStart ?? null,
      quietEnd: settings.quietEnd ?? null,
      timeZone: settings.timeZone ?? 'Asia/Shanghai',
      refills: settings.refills ?? false,
    }),
  );
  return { who, planId, browser, name };
}

/** The person's day: slots with doses and their times. */
async function slotsOf(t: TestApp, who: Login, planId: string) {
  const day = okData<TodayView>(
    await t.get(
      `/api/v1/today/schedule?custom_nutrition_plan_id=${planId}&date=${new Date().toISOString().slice(0, 10)}`,
      who.token,
    ),
  );
  return day.schedule.slots.filter((s) => s.items.length > 0);
}

const received = (name: string) => push.received.filter((r) => r.name === name);
const putConsent = (t: TestApp, token: string, body: object) =>
  t.call({ method: 'PUT', url: '/api/v1/reminders/wechat/consent', token, payload: body });
const jsConfig = (t: TestApp, token: string, url: string) =>
  t.get(`/api/v1/reminders/wechat/js_config?url=${encodeURIComponent(url)}`, token);
/** A WeChat user with an openid the fake knows as subscribed (WeChat's side of the consent). */
async function withOpenid(t: TestApp, who: Login) {
  const openid = `o${who.userId.replace(/-/g, '').slice(0, 27)}`;
  expect(await t.app.usersService.setWechatOpenid(t.app.db, who.userId, openid)).toBeTruthy();
  wechat.subscribed.add(openid);
  return openid;
}
const TOMORROW = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('settings', () => {
  it('defaults until saved; saved as given; the calendar address and WeChat availability said', async () => {
    const who = await a.login();
    const planId = await newPlan(a, who.token, THYROID_IRON, { locale: 'zh-CN' });
    const first = okData<ReminderSettingsView>(await a.get(settingsUrl(planId), who.token));
    expect(first).toMatchObject({
      saved: false,
      channels: [],
      quietStart: '22:30',
      quietEnd: '07:00',
      refills: true,
    });
    expect(first.wechatAvailable).toBe(true);
    expect(first.calendarPath).toMatch(
      /^\/v1\/reminders\/calendar\.ics\?custom_nutrition_plan_id=.+&key=[\w-]{32}$/,
    );
    const saved = okData<ReminderSettingsView>(
      await putSettings(a, who.token, {
        customNutritionPlanId: planId,
        channels: ['push'],
        quietStart: '23:00',
        quietEnd: '06:30',
        timeZone: 'Europe/London',
        refills: false,
      }),
    );
    expect(saved).toMatchObject({
      saved: true,
      channels: ['push'],
      quietStart: '23:00',
      quietEnd: '06:30',
      timeZone: 'Europe/London',
      refills: false,
    });
    // Read on the other instance.
    expect(okData<ReminderSettingsView>(await b.get(settingsUrl(planId), who.token))).toEqual(saved);
  });

  it("until saved, the zone (and the calendar file's) is the person's region's, China's without one", async () => {
    const who = await a.login();
    const planId = await newPlan(a, who.token, THYROID_IRON, { locale: 'en-US' });
    const view = async () => okData<ReminderSettingsView>(await a.get(settingsUrl(planId), who.token));
    expect((await view()).timeZone).toBe('Asia/Shanghai');
    expect((await a.post('/api/v1/userinfo', who.token, { region: 'US' })).statusCode).toBe(200);
    const us = await view();
    expect(us).toMatchObject({ saved: false, timeZone: 'America/New_York' });
    const ics = (await a.get(`/api${us.calendarPath}&locale=en-US`)).body.replace(/\r\n /g, '');
    expect(ics).toContain('TZID:America/New_York');
    expect(ics).not.toContain('Asia/Shanghai');
    expect((await a.post('/api/v1/userinfo', who.token, { region: 'GB' })).statusCode).toBe(200);
    expect((await view()).timeZone).toBe('Europe/London');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['a zone with a path in it', { timeZone: '../etc/passwd' }, 'timeZone'],
    ['a time past 23:59', { quietStart: '24:00', quietEnd: '07:00' }, 'quietStart'],
    ['a start without an end', { quietStart: '22:00', quietEnd: null }, 'quietEnd'],
    ['an unknown channel', { channels: ['sms'] }, 'channels.0'],
    ['a channel twice', { channels: ['push', 'push'] }, 'channels'],
    ['refills not a boolean', { refills: 'yes' }, 'refills'],
    ['a field it does not know', { extra: 1 }, ''],
  ])('refuses %s with 400 naming the field', async (_what, patch, field) => {
    const who = await a.login();
    const planId = await newPlan(a, who.token, THYROID_IRON);
    const res = await putSettings(a, who.token, {
      customNutritionPlanId: planId,
      channels: [],
      quietStart: null,
      quietEnd: null,
      timeZone: 'Asia/Shanghai',
      refills: true,
      ...patch,
    });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it("another person's plan is not found", async () => {
    const owner = await a.login();
    const other = await a.login();
    const planId = await newPlan(a, owner.token, THYROID_IRON);
    expect((await a.get(settingsUrl(planId), other.token)).statusCode).toBe(404);
    const res = await putSettings(a, other.token, {
      customNutritionPlanId: planId,
      channels: [],
      quietStart: null,
      quietEnd: null,
      timeZone: 'Asia/Shanghai',
      refills: true,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('push subscription and VAPID key', () => {
  it('the public key is the configured one', async () => {
    const who = await a.login();
    expect(okData(await a.get('/api/v1/reminders/vapid_public_key', who.token))).toEqual({
      publicKey: VAPID.publicKey,
    });
  });

  it.each<[string, (s: ReturnType<typeof browserSubscription>['body']) => object, string]>([
    [
      'an http endpoint off this machine',
      (s) => ({ ...s, endpoint: 'http://push.example.com/x' }),
      'endpoint',
    ],
    ['an endpoint that is no URL', (s) => ({ ...s, endpoint: 'not a url' }), 'endpoint'],
    ['a short p256dh key', (s) => ({ ...s, keys: { ...s.keys, p256dh: 'abc' } }), 'keys.p256dh'],
    [
      'an auth secret with padding junk',
      (s) => ({ ...s, keys: { ...s.keys, auth: `${s.keys.auth}!!` } }),
      'keys.auth',
    ],
    ['no keys', (s) => ({ endpoint: s.endpoint }), 'keys'],
  ])('refuses %s with 400 naming the field', async (_what, change, field) => {
    const who = await a.login();
    const res = await putSubscription(a, who.token, change(browserSubscription(push.endpoint('x')).body));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
  });

  it('stored, counted in the settings, forgotten by its endpoint', async () => {
    const who = await a.login();
    const planId = await newPlan(a, who.token, THYROID_IRON);
    const s = browserSubscription('https://push.example.com/send/abc');
    expect(okData(await putSubscription(a, who.token, s.body))).toEqual({ saved: true });
    expect(okData<ReminderSettingsView>(await a.get(settingsUrl(planId), who.token)).pushSubscriptions).toBe(
      1,
    );
    const del = (token: string) =>
      a.call({
        method: 'DELETE',
        url: `/api/v1/reminders/push_subscription?endpoint=${encodeURIComponent(s.body.endpoint)}`,
        token,
      });
    const other = await a.login();
    expect(okData(await del(other.token))).toEqual({ saved: false });
    expect(okData(await del(who.token))).toEqual({ saved: true });
    expect(okData<ReminderSettingsView>(await a.get(settingsUrl(planId), who.token)).pushSubscriptions).toBe(
      0,
    );
  });
});

describe('a test reminder', () => {
  it('reaches the account’s devices at once, in the language asked', async () => {
    const { who, planId, browser, name } = await personWithReminders(a, { channels: ['push'] });
    const res = await a.post(
      '/api/v1/reminders/test',
      who.token,
      { customNutritionPlanId: planId },
      { 'accept-language': 'en-US' },
    );
    expect(okData(res)).toEqual({ sent: 1 });
    const [got] = received(name);
    expect(browser.decrypt(got!.body)).toMatchObject({ title: 'Reminders are on', url: '#/today' });
  });
});

describe('the calendar file', () => {
  it('text/calendar, an attachment, by its keyed address without a sign-in; a wrong key finds nothing', async () => {
    const { who, planId } = await personWithReminders(a, {
      channels: [],
      timeZone: 'America/New_York',
      quietStart: '21:30',
      quietEnd: '07:00',
    });
    const { calendarPath } = okData<ReminderSettingsView>(await a.get(settingsUrl(planId), who.token));
    const res = await a.get(`/api${calendarPath}&locale=en-US`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="reminders.ics"');
    const text = res.body;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = text.replace(/\r\n /g, '');
    const slots = await slotsOf(a, who, planId);
    expect(unfolded.split('BEGIN:VEVENT').length - 1).toBe(slots.length);
    expect(unfolded).toContain('TZID:America/New_York');
    expect(unfolded).toContain(`UID:${planId}-wake@reminders.ai-nutritionist`);
    expect(unfolded).toMatch(/SUMMARY:Time to take: On waking/);
    expect(unfolded).toMatch(/RRULE:FREQ=DAILY/);
    // Chinese by default for a Chinese-speaking person.
    const zh = (await a.get(`/api${calendarPath}`)).body.replace(/\r\n /g, '');
    expect(zh).toMatch(/SUMMARY:该吃了：早上起床/);

    const wrong = await a.get(`/api${calendarPath.replace(/key=[\w-]+/, `key=${'A'.repeat(32)}`)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().errors[0].field).toBe('key');
    const bad = await a.get(`/api/v1/reminders/calendar.ics?custom_nutrition_plan_id=${planId}&key=x`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('the sweep', () => {
  it('two instances send each time of day once; a repeated sweep sends nothing more; in the person’s language', async () => {
    const { who, planId, browser, name } = await personWithReminders(a, { channels: ['push'] });
    const slots = await slotsOf(a, who, planId);
    expect(slots.length).toBeGreaterThanOrEqual(2);
    for (const slot of slots) {
      const at = zonedInstant(TOMORROW, slot.minute, 'Asia/Shanghai');
      // The sweep looks at everyone in the database: this person's reminders are counted where they arrive.
      const before = received(name).length;
      await Promise.all([
        a.app.remindersService.sweep(a.app.db, at),
        b.app.remindersService.sweep(b.app.db, at),
      ]);
      expect(received(name)).toHaveLength(before + 1);
      // Five minutes later, on both again: nothing new.
      const later = new Date(at.getTime() + 5 * 60_000);
      await Promise.all([
        a.app.remindersService.sweep(a.app.db, later),
        b.app.remindersService.sweep(b.app.db, later),
      ]);
      expect(received(name)).toHaveLength(before + 1);
    }
    const got = received(name);
    expect(got).toHaveLength(slots.length);
    const messages = got.map((r) => browser.decrypt(r.body) as { title: string; body: string; url: string });
    expect(messages[0]!.title).toBe(`该吃了：${slots[0]!.label.zh}`);
    expect(messages[0]!.body).toBe(slots[0]!.items.map((i) => i.label.zh).join('、'));
    expect(messages.every((m) => m.url === '#/today')).toBe(true);
    expect(got[0]!.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(got[0]!.headers['content-encoding']).toBe('aes128gcm');
  });

  it('in the person’s time zone: New York’s lunch is sent at New York’s lunchtime, not Shanghai’s', async () => {
    const { who, planId, name } = await personWithReminders(a, {
      channels: ['push'],
      timeZone: 'America/New_York',
    });
    const lunch = (await slotsOf(a, who, planId)).find((s) => s.key === 'lunch' || s.key === 'dinner')!;
    const shanghai = zonedInstant(TOMORROW, lunch.minute, 'Asia/Shanghai');
    await a.app.remindersService.sweep(a.app.db, shanghai);
    expect(received(name)).toHaveLength(0);
    const ny = zonedInstant(TOMORROW, lunch.minute, 'America/New_York');
    await a.app.remindersService.sweep(a.app.db, ny);
    expect(received(name)).toHaveLength(1);
  });

  it('quiet hours: a dose inside them is reminded when they end, not before', async () => {
    const probe = await personWithReminders(a, { channels: [] });
    const slot = (await slotsOf(a, probe.who, probe.planId)).find((s) => s.key !== 'wake')!;
    const hm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const { name } = await personWithReminders(a, {
      channels: ['push'],
      quietStart: hm(slot.minute - 30),
      quietEnd: hm(slot.minute + 20),
    });
    await a.app.remindersService.sweep(a.app.db, zonedInstant(TOMORROW, slot.minute, 'Asia/Shanghai'));
    expect(received(name)).toHaveLength(0);
    await a.app.remindersService.sweep(a.app.db, zonedInstant(TOMORROW, slot.minute + 20, 'Asia/Shanghai'));
    expect(received(name)).toHaveLength(1);
  });

  it('a time of day already ticked off is not reminded', async () => {
    const { who, planId, name } = await personWithReminders(a, { channels: ['push'] });
    const slot = (await slotsOf(a, who, planId))[0]!;
    const now = new Date();
    const today = localDateOf(now, 'Asia/Shanghai');
    // Ticks are kept for dates up to tomorrow (UTC); the sweep is asked about today's slot.
    for (const item of slot.items)
      okData(
        await a.call({
          method: 'PUT',
          url: '/api/v1/today/tick',
          token: who.token,
          payload: { customNutritionPlanId: planId, date: today, itemId: item.id },
        }),
      );
    await a.app.remindersService.sweep(a.app.db, zonedInstant(today, slot.minute, 'Asia/Shanghai'));
    expect(received(name)).toHaveLength(0);
  });

  it('a subscription the push service says is gone (410) is deleted', async () => {
    const { who, planId, name } = await personWithReminders(a, { channels: ['push'] });
    push.gone.add(name);
    const slot = (await slotsOf(a, who, planId))[0]!;
    await a.app.remindersService.sweep(a.app.db, zonedInstant(TOMORROW, slot.minute, 'Asia/Shanghai'));
    expect(okData<ReminderSettingsView>(await a.get(settingsUrl(planId), who.token)).pushSubscriptions).toBe(
      0,
    );
  });

  it('WeChat: a subscription message to the person’s openid with the template, the token kept and fetched anew when stale', async () => {
    const { who, planId } = await personWithReminders(a, { channels: ['wechat'] });
    const openid = await withOpenid(a, who);
    okData(await putConsent(a, who.token, { templateId: TEMPLATE, status: 'accept' }));
    const slots = await slotsOf(a, who, planId);
    const before = wechat.sends.length;
    await a.app.remindersService.sweep(a.app.db, zonedInstant(TOMORROW, slots[0]!.minute, 'Asia/Shanghai'));
    wechat.expireTokens();
    const tokens = wechat.tokenRequests;
    await a.app.remindersService.sweep(a.app.db, zonedInstant(TOMORROW, slots[1]!.minute, 'Asia/Shanghai'));
    expect(wechat.tokenRequests).toBe(tokens + 1);
    const mine = wechat.sends.slice(before).filter((s) => s.touser === openid);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      template_id: TEMPLATE,
      page: 'https://nutri.example.com/#/today',
      data: { time2: { value: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/) } },
    });
    expect((mine[0]!.data as Record<string, { value: string }>).thing1!.value).toMatch(/^该吃了/);
  });

  it('WeChat: nothing is sent until the person accepted in WeChat’s consent sheet; reject and ban send nothing', async () => {
    const { who, planId } = await personWithReminders(a, { channels: ['wechat'] });
    const openid = await withOpenid(a, who);
    const slots = await slotsOf(a, who, planId);
    const mine = () => wechat.sends.filter((s) => s.touser === openid);
    // Never asked: the channel is recorded, but nothing goes to WeChat.
    await a.app.remindersService.sweep(a.app.db, zonedInstant(TOMORROW, slots[0]!.minute, 'Asia/Shanghai'));
    expect(mine()).toHaveLength(0);
    okData(await putConsent(a, who.token, { templateId: TEMPLATE, status: 'reject' }));
    await a.app.remindersService.sweep(a.app.db, zonedInstant(TOMORROW, slots[1]!.minute, 'Asia/Shanghai'));
    expect(mine()).toHaveLength(0);
    okData(await putConsent(a, who.token, { templateId: TEMPLATE, status: 'ban' }));
    const third = slots[2] ?? slots[1]!;
    await a.app.remindersService.sweep(
      a.app.db,
      zonedInstant(addDays(TOMORROW, 1), third.minute, 'Asia/Shanghai'),
    );
    expect(mine()).toHaveLength(0);
    okData(await putConsent(a, who.token, { templateId: TEMPLATE, status: 'accept' }));
    await a.app.remindersService.sweep(
      a.app.db,
      zonedInstant(addDays(TOMORROW, 2), slots[0]!.minute, 'Asia/Shanghai'),
    );
    expect(mine()).toHaveLength(1);
  });

  it('WeChat: a consent WeChat no longer holds (43101: one-time consent used up) is forgotten, so the card asks again', async () => {
    const { who, planId } = await personWithReminders(a, { channels: ['wechat'] });
    const openid = await withOpenid(a, who);
    okData(await putConsent(a, who.token, { templateId: TEMPLATE, status: 'accept' }));
    wechat.subscribed.delete(openid);
    const slot = (await slotsOf(a, who, planId))[0]!;
    await a.app.remindersService.sweep(a.app.db, zonedInstant(TOMORROW, slot.minute, 'Asia/Shanghai'));
    const view = okData<ReminderSettingsView>(await a.get(settingsUrl(planId), who.token));
    expect(view.wechatConsent).toBeNull();
  });

  it('nothing is sent after the person erases their data; their subscriptions and settings are gone', async () => {
    const { who, planId, name } = await personWithReminders(a, { channels: ['push'] });
    const slots = await slotsOf(a, who, planId);
    okData(await a.post('/api/v1/user/delete', who.token, { confirm: true }));
    for (const slot of slots) {
      const at = zonedInstant(TOMORROW, slot.minute, 'Asia/Shanghai');
      await Promise.all([
        a.app.remindersService.sweep(a.app.db, at),
        b.app.remindersService.sweep(b.app.db, at),
      ]);
    }
    expect(received(name)).toHaveLength(0);
    const left = await a.app.db.execute(
      sql`select (select count(*) from reminder_settings where plan_id = ${planId})::int as settings,
             (select count(*) from push_subscriptions where user_id = ${who.userId})::int as subs,
             (select count(*) from reminder_sends where user_id = ${who.userId})::int as sends`,
    );
    expect(JSON.stringify(left)).toMatch(/"settings":0.*"subs":0.*"sends":0/s);
  });

  it('a product about to run out is reminded once, at 10:00 in the person’s day, not again the next day', async () => {
    const { who, planId, browser, name } = await personWithReminders(a, {
      channels: ['push'],
      refills: true,
    });
    const document = await a.app.plansService.ensureDocument(a.app.db, planId);
    const product = document.products[0]!;
    const [sku] = await a.app.db.select().from(skus).where(eq(skus.productId, product.productId)).limit(1);
    const tools = orderTools(a);
    const order = await tools.place(who, [line(sku!.id, 1)], { customNutritionPlanId: planId });
    const row = await tools.rowOf(order.id);
    await a.app.orderLife.markPaid(
      a.app.db,
      {
        outTradeNo: row.outTradeNo,
        transactionId: transactionId(),
        paidCents: row.payableCents,
        paidAt: new Date(),
      },
      { kind: 'system', reason: 'payment_notification' },
    );
    // Paid long enough ago that three days are left.
    const item = order.items[0]!;
    const days = Math.floor(item.servingsPerPack! / item.dosage!);
    const DAY = 86_400_000;
    await a.app.db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - (days - 3) * DAY) })
      .where(eq(orders.id, order.id));

    const today = localDateOf(new Date(), 'Asia/Shanghai');
    await a.app.remindersService.sweep(a.app.db, zonedInstant(today, 9 * 60 + 59, 'Asia/Shanghai'));
    const refill = () =>
      received(name)
        .map((r) => browser.decrypt(r.body) as { title: string; body: string })
        .filter((m) => m.title.startsWith('快吃完了'));
    expect(refill()).toHaveLength(0);
    await a.app.remindersService.sweep(a.app.db, zonedInstant(today, 10 * 60, 'Asia/Shanghai'));
    expect(refill()).toHaveLength(1);
    expect(refill()[0]!.body).toMatch(/大约还能吃 \d 天/);
    await a.app.remindersService.sweep(a.app.db, zonedInstant(today, 10 * 60 + 5, 'Asia/Shanghai'));
    await a.app.remindersService.sweep(a.app.db, zonedInstant(addDays(today, 1), 10 * 60, 'Asia/Shanghai'));
    expect(refill()).toHaveLength(1);
  });
});

describe('the WeChat consent step', () => {
  it('the JS-SDK signature is WeChat’s documented example', () => {
    // JS-SDK doc, appendix 1 (签名算法): these values sign to this signature.
    expect(
      jsSdkSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('wx.config for a page of ours, signed with the ticket WeChat gave; one ticket for both instances until shortly before it expires', async () => {
    const who = await a.login();
    const url = 'https://nutri.example.com/?from=groupmessage';
    const first = okData<{ appId: string; timestamp: number; nonceStr: string; signature: string }>(
      await jsConfig(a, who.token, url),
    );
    expect(first.appId).toBe(WECHAT.appId);
    expect(Math.abs(first.timestamp - Date.now() / 1000)).toBeLessThan(60);
    expect(first.nonceStr).toMatch(/^[0-9a-f]{16}$/);
    const ticket = wechat.tickets.at(-1)!;
    expect(first.signature).toBe(
      jsSdkSignature({ ticket, nonceStr: first.nonceStr, timestamp: first.timestamp, url }),
    );
    const fetched = wechat.tickets.length;
    // Many pages on both instances: the stored ticket, not a new fetch each.
    const more = await Promise.all(
      [a, b, a, b].map(async (t) => okData<typeof first>(await jsConfig(t, who.token, url))),
    );
    expect(wechat.tickets.length).toBe(fetched);
    for (const c of more)
      expect(c.signature).toBe(jsSdkSignature({ ticket, nonceStr: c.nonceStr, timestamp: c.timestamp, url }));
    // Less than the margin left: the next page fetches a new one, which both instances then use.
    await a.app.db.execute(
      sql`update wechat_tickets set expires_at = ${new Date(Date.now() + TICKET_MARGIN_MS - 1000).toISOString()}::timestamptz`,
    );
    await Promise.all([jsConfig(a, who.token, url), jsConfig(b, who.token, url)]);
    const newest = wechat.tickets.at(-1)!;
    expect(newest).not.toBe(ticket);
    expect(wechat.tickets.length).toBeLessThanOrEqual(fetched + 2);
    const after = okData<typeof first>(await jsConfig(b, who.token, url));
    const stored = await a.app.db.execute(sql`select ticket from wechat_tickets`);
    const storedTicket = (JSON.stringify(stored).match(/"ticket":"([^"]+)"/) ?? [])[1];
    expect(after.signature).toBe(
      jsSdkSignature({ ticket: storedTicket!, nonceStr: after.nonceStr, timestamp: after.timestamp, url }),
    );
    expect(wechat.tickets.length).toBeLessThanOrEqual(fetched + 2);
  });

  it.each<[string, string]>([
    ['another site', 'https://evil.example.com/'],
    ['our host over http', 'http://nutri.example.com/'],
    ['a look-alike host', 'https://nutri.example.com.evil.example/'],
    ['an address with #', 'https://nutri.example.com/#/today'],
    ['no address', 'not a url'],
  ])('refuses %s with 400 naming url', async (_what, url) => {
    const who = await a.login();
    const res = await jsConfig(a, who.token, url);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('url');
  });

  it('the consent is stored per person, shown in the settings, refused for another template, erased with the person', async () => {
    const who = await a.login();
    const planId = await newPlan(a, who.token, THYROID_IRON, { locale: 'zh-CN' });
    const view = () => a.get(settingsUrl(planId), who.token).then((r) => okData<ReminderSettingsView>(r));
    expect(await view()).toMatchObject({ wechatTemplateId: TEMPLATE, wechatConsent: null });
    expect(okData(await putConsent(a, who.token, { templateId: TEMPLATE, status: 'reject' }))).toEqual({
      status: 'reject',
    });
    expect((await view()).wechatConsent).toBe('reject');
    okData(await putConsent(b, who.token, { templateId: TEMPLATE, status: 'accept' }));
    expect((await view()).wechatConsent).toBe('accept');
    // Another person's consent is theirs.
    const other = await a.login();
    const otherPlan = await newPlan(a, other.token, THYROID_IRON);
    expect(
      okData<ReminderSettingsView>(await a.get(settingsUrl(otherPlan), other.token)).wechatConsent,
    ).toBeNull();

    const wrong = await putConsent(a, who.token, { templateId: 'tmpl-another-0002', status: 'accept' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('templateId');
    const badStatus = await putConsent(a, who.token, { templateId: TEMPLATE, status: 'filter' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().errors.map((e: { field: string }) => e.field)).toContain('status');

    const exported = okData<Record<string, unknown>>(await a.get('/api/v1/user/export', who.token));
    expect(JSON.stringify(exported)).toContain('"status":"accept"');
    okData(await a.post('/api/v1/user/delete', who.token, { confirm: true }));
    const left = await a.app.db.execute(
      sql`select count(*)::int as n from wechat_consents where user_id = ${who.userId}`,
    );
    expect(JSON.stringify(left)).toMatch(/"n":0/);
  });
});
