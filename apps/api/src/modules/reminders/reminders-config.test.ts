/**
 * The reminders' settings (ADR 0047): the VAPID pair both or neither, a subject required in production,
 * local push endpoints never in production, WeChat reminders only with the official account's OAuth; and
 * the sweep job wired to the app's queue.
 */
import { afterAll, describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { loadConfig } from '../../config';
import { testApp, type TestApp } from '../../../test/helper';
import { configRefusal } from '../../../test/config';

const PAIR = webPush.generateVAPIDKeys();
const PROD = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  UNSAFE_DEMO_PAYMENTS_IN_PRODUCTION: 'true',
};

describe('reminder settings', () => {
  it.each<[string, NodeJS.ProcessEnv, RegExp]>([
    ['half a VAPID pair', { VAPID_PUBLIC_KEY: PAIR.publicKey }, /VAPID_PRIVATE_KEY: .*go together/],
    [
      'a key that is not one',
      { VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: PAIR.privateKey },
      /VAPID_PUBLIC_KEY/,
    ],
    [
      'a subject that is no address',
      { VAPID_SUBJECT: 'me' },
      /VAPID_SUBJECT: must be a mailto: or https: address/,
    ],
    [
      'no subject in production',
      { ...PROD, VAPID_PUBLIC_KEY: PAIR.publicKey, VAPID_PRIVATE_KEY: PAIR.privateKey },
      /VAPID_SUBJECT/,
    ],
    [
      'local push endpoints in production',
      { ...PROD, PUSH_ALLOW_LOOPBACK_HTTP: 'true' },
      /PUSH_ALLOW_LOOPBACK_HTTP/,
    ],
    [
      'a WeChat template without the OAuth settings',
      { WECHAT_SUBSCRIBE_TEMPLATE_ID: 'tmpl-reminder-0001' },
      /WECHAT_SUBSCRIBE_TEMPLATE_ID: needs/,
    ],
    [
      'template keywords that are not three',
      { WECHAT_SUBSCRIBE_FIELDS: 'thing1,time2' },
      /WECHAT_SUBSCRIBE_FIELDS/,
    ],
  ])('refuses %s', (_what, env, message) => {
    expect(configRefusal(env).message).toMatch(message);
  });

  it('takes a pair with its subject; none set: no pair from the environment', () => {
    const config = loadConfig({
      VAPID_PUBLIC_KEY: PAIR.publicKey,
      VAPID_PRIVATE_KEY: PAIR.privateKey,
      VAPID_SUBJECT: 'https://nutri.example.com/contact',
    });
    expect(config.reminders.vapid).toEqual(PAIR);
    expect(config.reminders.vapidSubject).toBe('https://nutri.example.com/contact');
    expect(loadConfig({}).reminders).toMatchObject({ vapid: null, wechat: null, sweepIntervalMs: 60_000 });
  });
});

describe('the sweep job', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('runs the sweep every interval on the app’s queue', async () => {
    t = await testApp({ REMINDER_SWEEP_INTERVAL_MS: '200' });
    const service = t.app.remindersService;
    const sweep = service.sweep;
    let runs = 0;
    service.sweep = (...args) => {
      runs += 1;
      return sweep(...args);
    };
    await expect.poll(() => runs, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
  });

  it('without the WeChat settings the consent step’s routes answer 503 and the card is told no template', async () => {
    t ??= await testApp({ REMINDER_SWEEP_INTERVAL_MS: '200' });
    const who = await t.login();
    const config = await t.get(
      `/api/v1/reminders/wechat/js_config?url=${encodeURIComponent('https://nutri.example.com/')}`,
      who.token,
    );
    expect(config.statusCode).toBe(503);
    expect(config.json().reason).toBe('wechat_not_configured');
    const consent = await t.call({
      method: 'PUT',
      url: '/api/v1/reminders/wechat/consent',
      token: who.token,
      payload: { templateId: 'tmpl-reminder-0001', status: 'accept' },
    });
    expect(consent.statusCode).toBe(503);
  });
});
