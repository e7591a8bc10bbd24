import { describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { newDeviceId, withTestApp, type TestApp } from '../../../test/helper';
import { suiteApp } from '../../../test/suite';
import { signRetailToken } from './retail-token';

const RETAIL_SECRET = 'retail-secret-for-tests-0123456789';

describe('guest sign-in (login_ip)', () => {
  const t = suiteApp();

  it('creates a guest for a new device and finds the same guest again', async () => {
    const deviceId = newDeviceId();
    const a = await t.post('/api/v1/base/login_ip', undefined, { deviceId });
    expect(a.statusCode).toBe(200);
    const body = a.json();
    expect(body).toMatchObject({ code: 200, msg: 'ok' });
    expect(body.data.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.user).toMatchObject({ isYouZan: false, invCode: null });
    const b = await t.post('/api/v1/base/login_ip', undefined, { deviceId });
    expect(b.json().data.user.id).toBe(body.data.user.id);
  });

  it('never identifies a user by IP: two devices behind one IP are two users', async () => {
    const a = await t.login();
    const b = await t.login();
    expect(a.userId).not.toBe(b.userId);
  });

  it.each([
    [{}, 'deviceId'],
    [{ deviceId: 'short' }, 'deviceId'],
    [{ deviceId: 'has spaces and ! marks that are not base64url' }, 'deviceId'],
    [{ deviceId: newDeviceId(), isYouZan: true }, ''],
  ])('rejects %j with 400 naming the field', async (payload, field) => {
    const res = await t.post('/api/v1/base/login_ip', undefined, payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.requestId).toBeTruthy();
    if (field) expect(body.errors.map((e: { field: string }) => e.field)).toContain(field);
    else expect(body.msg).toMatch(/unrecognized|isYouZan/i);
  });

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const bad = await t.post('/api/v1/base/login_ip', undefined, '{"deviceId": ', {
      'content-type': 'application/json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, msg: 'Malformed JSON body' });
    const big = await t.post(
      '/api/v1/base/login_ip',
      undefined,
      JSON.stringify({ deviceId: 'x'.repeat(2 * 1024 * 1024) }),
      { 'content-type': 'application/json' },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe(413);
  });
});

/** A retail sign-in with the retail app's token (a bare mobile number where unsigned ones are allowed). */
const retailLogin = (t: TestApp, token = '13800138000') =>
  t.post('/api/v1/base/login_sos', undefined, { type: 'youzan', token, params: {} });

describe('retail sign-in (login_sos)', () => {
  it('without a secret answers 403 with its own reason and "continue as a guest" in the request language', async () => {
    await withTestApp({}, async (t) => {
      const zh = await retailLogin(t);
      expect(zh.statusCode).toBe(403);
      expect(zh.json()).toMatchObject({
        code: 403,
        reason: 'retail_sign_in_not_configured',
        msg: '这个入口还没有开通，请以访客身份继续使用',
      });
      const en = await t.post(
        '/api/v1/base/login_sos',
        undefined,
        { type: 'youzan', token: '13800138000', params: {} },
        { 'accept-language': 'en-US' },
      );
      expect(en.statusCode).toBe(403);
      expect(en.json()).toMatchObject({
        reason: 'retail_sign_in_not_configured',
        msg: 'This entry is not set up; continue as a guest',
      });
    });
  });

  it('with the demo switch a token that is no mobile number → 401 retail_token_invalid naming the token', async () => {
    await withTestApp({ RETAIL_SSO_ALLOW_UNSIGNED: 'true' }, async (t) => {
      const res = await retailLogin(t, 'not-a-number');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ reason: 'retail_token_invalid', errors: [{ field: 'token' }] });
    });
  });

  it('with the demo switch accepts a bare mobile number and sets isYouZan', async () => {
    await withTestApp({ RETAIL_SSO_ALLOW_UNSIGNED: 'true' }, async (t) => {
      const res = await retailLogin(t);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.isYouZan).toBe(true);
    });
  });

  describe('with RETAIL_SSO_SECRET', () => {
    const t = suiteApp({ RETAIL_SSO_SECRET: RETAIL_SECRET, RETAIL_SSO_ALLOW_UNSIGNED: 'true' });
    const now = () => Math.floor(Date.now() / 1000);
    const login = (token: string) => retailLogin(t, token);

    it('accepts a fresh signed token, and the same mobile maps to the same user', async () => {
      const a = await login(signRetailToken(RETAIL_SECRET, '13900001111', now()));
      expect(a.statusCode).toBe(200);
      expect(a.json().data.user.isYouZan).toBe(true);
      const b = await login(signRetailToken(RETAIL_SECRET, '13900001111', now() - 30));
      expect(b.json().data.user.id).toBe(a.json().data.user.id);
    });

    it.each([
      ['a bare mobile (the secret wins over the demo switch)', () => '13900001111'],
      ['a token older than 10 minutes', () => signRetailToken(RETAIL_SECRET, '13900001111', now() - 601)],
      ['a token from the future', () => signRetailToken(RETAIL_SECRET, '13900001111', now() + 600)],
      [
        'a token signed with another secret',
        () => signRetailToken('another-secret-0123456789', '13900001111', now()),
      ],
      [
        'a token whose mobile was changed',
        () => signRetailToken(RETAIL_SECRET, '13900001111', now()).replace('13900001111', '13900002222'),
      ],
      ['garbage', () => 'a.b.c'],
    ])('refuses %s with 401 retail_token_invalid, "continue as a guest"', async (_label, make) => {
      const res = await login(make());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        code: 401,
        reason: 'retail_token_invalid',
        msg: '这个入口的登录链接无效或已过期，请以访客身份继续使用',
        errors: [{ field: 'token' }],
      });
    });

    it('says the same in English for an en-US request', async () => {
      const res = await t.post(
        '/api/v1/base/login_sos',
        undefined,
        { type: 'youzan', token: 'a.b.c', params: {} },
        { 'accept-language': 'en-US' },
      );
      expect(res.json()).toMatchObject({
        reason: 'retail_token_invalid',
        msg: "This entry's sign-in link is invalid or has expired; continue as a guest",
      });
    });

    it('rejects a wrong type with 400 naming the field', async () => {
      const res = await t.post('/api/v1/base/login_sos', undefined, { type: 'taobao', token: 'x' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('type');
    });
  });
});

describe('bearer tokens', () => {
  const t = suiteApp();

  it('a valid token reads userinfo', async () => {
    const { token, userId } = await t.login();
    const res = await t.post('/api/v1/userinfo', token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(userId);
  });

  it.each([
    ['missing', () => ({})],
    ['malformed', () => ({ authorization: 'Bearer not-a-jwt' })],
    ['not a bearer scheme', () => ({ authorization: 'Basic abc' })],
  ])('%s token → 401', async (_l, headers) => {
    const res = await t.post('/api/v1/userinfo', undefined, undefined, headers());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401 });
  });

  it('expired, forged, alg:none and query-string tokens → 401', async () => {
    const { userId, token } = await t.login();
    const expired = createSigner({
      key: t.config.jwt.secret,
      expiresIn: 1000,
      clockTimestamp: Date.now() - 60_000,
    })({
      sub: userId,
    });
    const forged = createSigner({ key: 'wrong-key-wrong-key-wrong-key-wrong' })({ sub: userId });
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: userId, iat: Math.floor(Date.now() / 1000) })).toString(
      'base64url',
    );
    const none = `${header}.${payload}.`;
    for (const bad of [expired, forged, none]) {
      const res = await t.post('/api/v1/userinfo', bad);
      expect(res.statusCode).toBe(401);
    }
    const expiredRes = await t.post('/api/v1/userinfo', expired);
    expect(expiredRes.json().msg).toMatch(/expired/);
    const inQuery = await t.post(`/api/v1/userinfo?access_token=${token}&token=${token}`);
    expect(inQuery.statusCode).toBe(401);
  });

  it('a token accepted (and remembered) before it expires is refused once it has expired', async () => {
    const { userId } = await t.login();
    // Whole seconds in `exp`: 2 s from now leaves room for the first call on a busy machine.
    const shortLived = createSigner({ key: t.config.jwt.secret, expiresIn: 2000 })({ sub: userId });
    const first = await t.post('/api/v1/userinfo', shortLived);
    expect(first.statusCode, first.body).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    const later = await t.post('/api/v1/userinfo', shortLived);
    expect(later.statusCode).toBe(401);
    expect(later.json().msg).toMatch(/expired/);
  });
});

describe('login rate limit', () => {
  it('answers 429 with Retry-After past the per-IP limit, on both login calls', async () => {
    await withTestApp({ LOGIN_RATE_LIMIT_MAX: '3' }, async (t) => {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.post('/api/v1/base/login_ip', undefined, { deviceId: newDeviceId() });
        codes.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.headers['retry-after']).toBeDefined();
          expect(res.json()).toMatchObject({ code: 429 });
          expect(res.json().msg).toMatch(/try again/);
        }
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const sos: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await t.post('/api/v1/base/login_sos', undefined, {
          type: 'youzan',
          token: '13800138000',
        });
        sos.push(res.statusCode);
      }
      expect(sos.slice(0, 3)).toEqual([403, 403, 403]);
      expect(sos[3]).toBe(429);
      const other = await t.call({
        method: 'POST',
        url: '/api/v1/base/login_ip',
        payload: { deviceId: newDeviceId() },
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(200);
    });
  });
});
