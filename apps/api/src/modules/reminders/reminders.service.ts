import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refillsDue } from '@nutri/domain/commerce';
import type {
  Locale,
  PushSubscriptionBody,
  ReminderChannel,
  ReminderSettingsBody,
  ReminderSettingsView,
  WechatConsent,
  WechatJsConfig,
} from '@nutri/domain/contracts';
import { say, textIn } from '@nutri/domain/messages';
import {
  addDays,
  calendarFile,
  dayReminders,
  defaultTimeZone,
  dueAt,
  localDateOf,
  localMinuteOf,
  outOfQuietHours,
  REFILL_MINUTE,
  type QuietHours,
  type ReminderOccurrence,
  type ReminderSlot,
} from '@nutri/domain/reminders';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { sendPush, vapidKeysFor, type VapidKeys } from './push';
import { remindersRepository as repo, type ReminderSettingsRow } from './reminders.repository';
import { wechatJsSdk } from './wechat-jssdk';
import { officialAccount, wechatSubscribeSender, type WechatOutcome } from './wechat-subscribe';

declare module 'fastify' {
  interface FastifyInstance {
    remindersService: ReturnType<typeof createRemindersService>;
  }
}

/**
 * Reminders (issue 34 §2, ADR 0047; docs/product-rules.md#reminders): a person's settings, the device
 * subscriptions, the calendar file, and the sweep that sends what is due — each reminder recorded under
 * its unique key before it is sent, so one caller sends it however many sweep at once.
 */
type RemindersDeps = Pick<
  FastifyInstance,
  'plansService' | 'todayService' | 'ordersService' | 'usersService'
> & {
  config: Config;
  log: FastifyBaseLogger;
};

/** Until the person saves settings: no channel, quiet hours 22:30–07:00, their region's time, refills on. */
const defaultsFor = (region: string | null | undefined) => ({
  channels: [] as ReminderChannel[],
  quietStart: 22 * 60 + 30,
  quietEnd: 7 * 60,
  timeZone: defaultTimeZone(region),
  refills: true,
});

/** How late a reminder may still go out: a dose's within half an hour, a refill's within two hours. */
export const LATE_MS = { dose: 30 * 60_000, refill: 2 * 3600_000 };

const hhmm = (minute: number | null) =>
  minute === null
    ? null
    : `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const minuteOf = (text: string | null) =>
  text === null ? null : Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));

const quietOf = (row: Pick<ReminderSettingsRow, 'quietStart' | 'quietEnd'>): QuietHours | null =>
  row.quietStart === null || row.quietEnd === null ? null : { start: row.quietStart, end: row.quietEnd };

/** A loopback address over plain http: a local fake's. */
const isLoopbackHttp = (endpoint: string) => {
  const url = new URL(endpoint);
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
};

export interface SweepResult {
  /** Reminders recorded by this sweep (and so sent by it). */
  claimed: number;
  /** Of those, taken by at least one channel. */
  sent: number;
}

function createRemindersService(deps: RemindersDeps) {
  const { config, log } = deps;
  const vapid: VapidKeys | null = vapidKeysFor(config, log);
  const wechatSettings = config.reminders.wechat;
  const account = wechatSettings ? officialAccount(wechatSettings) : null;
  const wechat = wechatSettings && account ? wechatSubscribeSender(wechatSettings, account) : null;
  const jsSdk = wechatSettings && account ? wechatJsSdk(wechatSettings, account) : null;

  const calendarKey = (planId: string) =>
    createHmac('sha256', config.jwt.secret)
      .update(`reminder-calendar:${planId}`)
      .digest('base64url')
      .slice(0, 32);

  async function view(db: Db, userId: string, planId: string): Promise<ReminderSettingsView> {
    const [row, subscriptions, consent, user] = await Promise.all([
      repo.settings(db, planId),
      repo.countSubscriptions(db, userId),
      wechatSettings ? repo.consentOf(db, userId, wechatSettings.templateId) : undefined,
      deps.usersService.byId(db, userId),
    ]);
    const s = row ?? defaultsFor(user?.region);
    return {
      customNutritionPlanId: planId,
      channels: s.channels,
      quietStart: hhmm(s.quietStart),
      quietEnd: hhmm(s.quietEnd),
      timeZone: s.timeZone,
      refills: s.refills,
      saved: row !== undefined,
      wechatAvailable: wechat !== null,
      wechatTemplateId: wechatSettings?.templateId ?? null,
      wechatConsent: consent ?? null,
      pushSubscriptions: subscriptions,
      calendarPath: `/v1/reminders/calendar.ics?custom_nutrition_plan_id=${planId}&key=${calendarKey(planId)}`,
    };
  }

  async function putSettings(
    db: Db,
    userId: string,
    body: ReminderSettingsBody,
  ): Promise<ReminderSettingsView> {
    if (body.channels.includes('wechat') && !wechat)
      throw new DomainError('bad_request', 'channels: WeChat reminders are not available on this server', [
        { field: 'channels', message: 'WeChat reminders are not available on this server' },
      ]);
    if (body.channels.includes('push') && !vapid)
      throw new DomainError('bad_request', 'channels: Web Push is not available on this server', [
        { field: 'channels', message: 'Web Push is not available on this server' },
      ]);
    const same = body.quietStart !== null && body.quietStart === body.quietEnd;
    await repo.putSettings(db, {
      planId: body.customNutritionPlanId,
      userId,
      channels: body.channels,
      quietStart: same ? null : minuteOf(body.quietStart),
      quietEnd: same ? null : minuteOf(body.quietEnd),
      timeZone: body.timeZone,
      refills: body.refills,
    });
    return view(db, userId, body.customNutritionPlanId);
  }

  function vapidPublicKey(): { publicKey: string } {
    if (!vapid)
      throw new DomainError(
        'unavailable',
        'Web Push is not configured on this server (VAPID keys)',
        undefined,
        undefined,
        'push_not_configured',
      );
    return { publicKey: vapid.publicKey };
  }

  const wechatOff = () =>
    new DomainError(
      'unavailable',
      'WeChat reminders are not configured on this server',
      undefined,
      undefined,
      'wechat_not_configured',
    );

  /** `wx.config` for a page of ours: the consent step's open tag needs it (ADR 0047). */
  async function wechatJsConfig(db: Db, url: string): Promise<WechatJsConfig> {
    if (!jsSdk) throw wechatOff();
    return jsSdk.config(db, url);
  }

  /** What the person answered in WeChat's consent sheet for our template. */
  async function putWechatConsent(
    db: Db,
    userId: string,
    body: { templateId: string; status: WechatConsent },
  ): Promise<{ status: WechatConsent }> {
    if (!wechatSettings) throw wechatOff();
    if (body.templateId !== wechatSettings.templateId)
      throw new DomainError('bad_request', 'templateId: not the reminders’ template', [
        { field: 'templateId', message: 'must be the template of the reminders' },
      ]);
    await repo.putConsent(db, userId, body.templateId, body.status);
    return { status: body.status };
  }

  async function putSubscription(db: Db, userId: string, body: PushSubscriptionBody) {
    const url = new URL(body.endpoint);
    if (url.protocol !== 'https:' && !(config.reminders.allowLoopbackHttp && isLoopbackHttp(body.endpoint)))
      throw new DomainError('bad_request', 'endpoint: must be an https URL', [
        { field: 'endpoint', message: 'must be an https URL' },
      ]);
    await repo.putSubscription(db, {
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
    });
    return { saved: true };
  }

  async function deleteSubscription(db: Db, userId: string, endpoint: string) {
    return { saved: await repo.deleteSubscription(db, userId, endpoint) };
  }

  /** The day's slots as the reminders read them (a slot's doses by name and id). */
  async function slotsOf(db: Db, planId: string): Promise<(ReminderSlot & { ids: string[] })[]> {
    const schedule = await deps.todayService.schedule(db, planId);
    return schedule.slots.map((s) => ({
      key: s.key,
      minute: s.minute,
      label: s.label,
      items: s.items.map((i) => ({ label: i.label })),
      ids: s.items.map((i) => i.id),
    }));
  }

  /** The calendar file, by the key its address carries (the person's sign-in is not at hand in a calendar app). */
  async function calendar(db: Db, planId: string, key: string, locale: Locale | undefined, now: Date) {
    const expected = Buffer.from(calendarKey(planId));
    const given = Buffer.from(key);
    const plan = await deps.plansService.byId(db, planId);
    if (!plan || given.length !== expected.length || !timingSafeEqual(given, expected))
      throw new DomainError('not_found', 'key: no calendar at this address', [
        { field: 'key', message: 'no calendar at this address' },
      ]);
    const [row, slots, user] = await Promise.all([
      repo.settings(db, planId),
      slotsOf(db, planId),
      deps.usersService.byId(db, plan.userId),
    ]);
    const s = row ?? defaultsFor(user?.region);
    const language = locale ?? (user?.locale as Locale | null) ?? plan.locale;
    return calendarFile({
      personId: planId,
      slots,
      timeZone: s.timeZone,
      quiet: quietOf(s),
      locale: language,
      startDate: localDateOf(now, s.timeZone),
      now,
      person: plan.nickname || null,
    });
  }

  async function refillsOf(db: Db, userId: string, planId: string, locale: Locale, now: Date) {
    const [document, orders] = await Promise.all([
      deps.plansService.ensureDocument(db, planId),
      deps.ordersService.listOrders(db, userId, { pageNum: 1, pageSize: 100 }, locale, { planId }),
    ]);
    const daily = Object.fromEntries(document.products.map((p) => [p.productId, p.dosage]));
    return refillsDue(orders.list, now, daily);
  }

  /** Sends one reminder on the person's channels; true when a channel took it. */
  async function deliver(
    db: Db,
    row: ReminderSettingsRow,
    o: ReminderOccurrence,
    locale: Locale,
  ): Promise<boolean> {
    const title = textIn(o.title, locale);
    const body = textIn(o.body, locale);
    let sent = false;
    if (row.channels.includes('push') && vapid) {
      const gone: string[] = [];
      for (const sub of await repo.subscriptionsOf(db, row.userId)) {
        const r = await sendPush(vapid, sub, { title, body, url: '#/today', tag: `${row.planId}:${o.kind}` });
        if (r.outcome === 'gone') gone.push(sub.id);
        else if (r.outcome === 'sent') sent = true;
        else log.warn({ status: r.status }, 'a push service refused a reminder');
      }
      await repo.dropSubscriptions(db, gone);
    }
    if (row.channels.includes('wechat') && wechat && wechatSettings) {
      // WeChat refuses (43101) until the person accepted in its own consent sheet: not sent without it.
      const consent = await repo.consentOf(db, row.userId, wechatSettings.templateId);
      const openid = consent === 'accept' ? await deps.usersService.wechatOpenidOf(db, row.userId) : null;
      let outcome: WechatOutcome | 'no_consent' = consent === 'accept' ? 'failed' : 'no_consent';
      if (openid) outcome = await wechat(openid, { title, time: `${o.date} ${hhmm(o.minute)}`, body });
      if (outcome === 'sent') sent = true;
      else log.warn({ outcome, openid: Boolean(openid) }, 'a WeChat reminder was not sent');
      // A one-time consent used up, or withdrawn in WeChat: the card asks again.
      if (outcome === 'not_subscribed') await repo.dropConsent(db, row.userId, wechatSettings.templateId);
    }
    return sent;
  }

  async function sweepPerson(
    db: Db,
    row: ReminderSettingsRow,
    named: boolean,
    now: Date,
  ): Promise<SweepResult> {
    const result = { claimed: 0, sent: 0 };
    const plan = await deps.plansService.byId(db, row.planId);
    if (!plan) return result;
    const user = await deps.usersService.byId(db, row.userId);
    if (!user) return result;
    const locale = (user.locale as Locale | null) ?? plan.locale;
    const quiet = quietOf(row);
    const today = localDateOf(now, row.timeZone);
    const slots = await slotsOf(db, row.planId);
    // Orders are read only in the refill's own window of the day.
    const refillMinute = outOfQuietHours(REFILL_MINUTE, quiet);
    const minute = localMinuteOf(now, row.timeZone);
    const refillWindow =
      row.refills && minute >= refillMinute && (minute - refillMinute) * 60_000 <= LATE_MS.refill;
    const refills = refillWindow ? await refillsOf(db, row.userId, row.planId, locale, now) : [];
    const person = named ? plan.nickname || null : null;
    const occurrences = [addDays(today, -1), today].flatMap((date) =>
      dayReminders({
        date,
        timeZone: row.timeZone,
        quiet,
        slots,
        refills: date === today ? refills : [],
        person,
      }),
    );
    for (const o of dueAt(occurrences, now, LATE_MS)) {
      if (o.kind === 'dose') {
        // Everything of the slot already ticked off: nothing to remind of.
        const taken = new Set(await deps.todayService.takenOn(db, row.planId, o.date));
        const ids = slots.filter((s) => o.slots.includes(s.key)).flatMap((s) => s.ids);
        if (ids.every((id) => taken.has(id))) continue;
      }
      let claimed = false;
      try {
        claimed = await repo.claim(db, { userId: row.userId, planId: row.planId, onceKey: o.onceKey });
      } catch {
        // The person (or plan) was erased after the sweep read the settings: nothing to send.
        return result;
      }
      if (!claimed) continue;
      result.claimed += 1;
      const sent = await deliver(db, row, o, locale);
      if (sent) result.sent += 1;
      await repo.markSent(db, row.planId, o.onceKey, sent ? 'sent' : 'failed');
    }
    return result;
  }

  /** A test reminder to the account's devices now, so the person sees that it works. */
  async function sendTest(db: Db, userId: string, locale: Locale): Promise<{ sent: number }> {
    if (!vapid) return { sent: 0 };
    let sent = 0;
    const gone: string[] = [];
    for (const sub of await repo.subscriptionsOf(db, userId)) {
      const r = await sendPush(vapid, sub, {
        title: say('reminders.test.title', {}, locale),
        body: say('reminders.test.body', {}, locale),
        url: '#/today',
        tag: 'test',
      });
      if (r.outcome === 'sent') sent += 1;
      if (r.outcome === 'gone') gone.push(sub.id);
    }
    await repo.dropSubscriptions(db, gone);
    return { sent };
  }

  /** Sends every reminder due at `now` that no sweep has recorded yet. */
  async function sweep(db: Db, now: Date = new Date()): Promise<SweepResult> {
    const rows = await repo.active(db);
    const perUser = new Map<string, number>();
    for (const r of rows) perUser.set(r.userId, (perUser.get(r.userId) ?? 0) + 1);
    const total = { claimed: 0, sent: 0 };
    for (const row of rows) {
      try {
        const r = await sweepPerson(db, row, (perUser.get(row.userId) ?? 0) > 1, now);
        total.claimed += r.claimed;
        total.sent += r.sent;
      } catch (err) {
        log.warn(
          { planId: row.planId, err: (err as Error).message },
          'reminders of one person were not swept',
        );
      }
    }
    return total;
  }

  return {
    view,
    putSettings,
    vapidPublicKey,
    putSubscription,
    deleteSubscription,
    wechatJsConfig,
    putWechatConsent,
    calendar,
    calendarKey,
    sweep,
    sendTest,
    /** Web Push can be sent (a VAPID pair is at hand). */
    pushAvailable: vapid !== null,
  };
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate(
      'remindersService',
      createRemindersService({
        plansService: app.plansService,
        todayService: app.todayService,
        ordersService: app.ordersService,
        usersService: app.usersService,
        config,
        log: app.log,
      }),
    );
  },
  {
    name: 'reminders-service',
    dependencies: ['plans-service', 'today-service', 'orders-service', 'users-service'],
  },
);
