import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { okData, suiteApp, suiteUser } from '../../../test/suite';
import { issueState, stateHolds, STATE_TTL_MS } from './oauth-state';
import { WechatOAuthFake } from './testing/wechat-oauth-fake';

/**
 * WeChat OAuth of the official account (snsapi_base) through the API, against a local fake of
 * sns/oauth2/access_token: the authorize URL, the code exchange, the openid stored on the user, and
 * every way the round trip can go wrong answered with a 4xx naming its field (or a 409/503 with a reason).
 */
const APP_ID = 'wx1234567890abcdef';
const APP_SECRET = 'a'.repeat(32);
const fake = new WechatOAuthFake(APP_ID, APP_SECRET);
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const AUTHORIZE = '/api/v1/wechat/oauth/authorize_url';
const BIND = '/api/v1/wechat/oauth/openid';

describe('WeChat OAuth (snsapi_base) for the openid', () => {
  const t = suiteApp(() => ({
    WECHAT_APP_ID: APP_ID,
    WECHAT_APP_SECRET: APP_SECRET,
    WECHAT_OAUTH_REDIRECT_URL: 'https://shop.example.com/',
    WECHAT_OPEN_BASE_URL: 'https://open.example.test',
    WECHAT_API_BASE_URL: fake.baseUrl,
  }));
  const user = suiteUser(t);
  const other = suiteUser(t);

  const start = async (token: string, returnTo?: string) =>
    okData<{ url: string; state: string }>(
      await t.post(AUTHORIZE, token, returnTo === undefined ? undefined : { returnTo }),
    );

  it('answers the authorize URL: appid, redirect with the way back, snsapi_base, a state, #wechat_redirect', async () => {
    const { url, state } = await start(user.token, '#/orders/abc');
    expect(state).toMatch(/^[0-9a-z]{72}$/);
    expect(url).toBe(
      `https://open.example.test/connect/oauth2/authorize?appid=${APP_ID}` +
        `&redirect_uri=${encodeURIComponent('https://shop.example.com/?wx_return=%23%2Forders%2Fabc')}` +
        `&response_type=code&scope=snsapi_base&state=${state}#wechat_redirect`,
    );
    const plain = await start(user.token);
    expect(plain.url).toContain(`redirect_uri=${encodeURIComponent('https://shop.example.com/')}&`);
  });

  it('exchanges the code for the openid and stores it on the signed-in user', async () => {
    const { state } = await start(user.token);
    const code = fake.issueCode('oUpF8uMuAJO_M2pxb1Q9zNjWeS6o');
    expect(await t.app.usersService.wechatOpenidOf(t.app.db, user.userId)).toBeNull();
    expect(okData(await t.post(BIND, user.token, { code, state }))).toEqual({ bound: true });
    expect(await t.app.usersService.wechatOpenidOf(t.app.db, user.userId)).toBe(
      'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
    );
    expect(await t.app.usersService.wechatOpenidOf(t.app.db, other.userId)).toBeNull();
    const call = fake.calls.at(-1)!;
    expect(Object.fromEntries(call)).toEqual({
      appid: APP_ID,
      secret: APP_SECRET,
      code,
      grant_type: 'authorization_code',
    });
    // The export tells the person what is stored about them.
    const exported = okData<{ user: { wechatOpenid: string } }>(
      await t.get('/api/v1/user/export', user.token),
    );
    expect(exported.user.wechatOpenid).toBe('oUpF8uMuAJO_M2pxb1Q9zNjWeS6o');
  });

  it('a code used twice or unknown to WeChat → 400 naming code; the stored openid stays', async () => {
    const { state } = await start(user.token);
    const code = fake.issueCode('oNEW_OPENID_1');
    okData(await t.post(BIND, user.token, { code, state }));
    for (const c of [code, 'neverIssuedByWechat']) {
      const res = await t.post(BIND, user.token, { code: c, state });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'code', message: expect.stringContaining('授权码') }]);
    }
    expect(await t.app.usersService.wechatOpenidOf(t.app.db, user.userId)).toBe('oNEW_OPENID_1');
  });

  it("another user's state, a forged or a lapsed state → 400 naming state, before WeChat is asked", async () => {
    const { state } = await start(other.token);
    const before = fake.calls.length;
    const forged = `${state.slice(0, 40)}${'0'.repeat(32)}`;
    const lapsed = issueState(t.config.jwt.secret, user.userId, Date.now() - STATE_TTL_MS - 1000);
    for (const s of [state, forged, lapsed]) {
      const res = await t.post(
        BIND,
        user.token,
        { code: fake.issueCode('oX'), state: s },
        { 'accept-language': 'en-US' },
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual([
        { field: 'state', message: expect.stringMatching(/expired|another/) },
      ]);
    }
    expect(fake.calls.length).toBe(before);
  });

  it.each([
    [{ state: 'abc' }, 'code'],
    [{ code: 'c0de', state: 'has spaces!' }, 'state'],
    [{ code: 'bad code', state: 'abc' }, 'code'],
    [{ code: 'c0de', state: 'abc', openid: 'injected' }, ''],
  ])('bad input %j → 400 naming the field', async (body, field) => {
    const res = await t.post(BIND, user.token, body);
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors as { field: string }[];
    expect(errors.length).toBeGreaterThan(0);
    if (field) expect(errors.map((e) => e.field)).toContain(field);
  });

  it('a returnTo outside the app → 400 naming returnTo', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example', '#/x y']) {
      const res = await t.post(AUTHORIZE, user.token, { returnTo });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].field).toBe('returnTo');
    }
  });

  it('a 朋友圈 snapshot page (is_snapshotuser) → 409, nothing stored', async () => {
    const { state } = await start(other.token);
    const res = await t.post(BIND, other.token, { code: fake.issueCode('oSNAPSHOT', true), state });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().reason).toBe('wechat_snapshot_user');
    expect(await t.app.usersService.wechatOpenidOf(t.app.db, other.userId)).toBeNull();
  });

  it('WeChat busy → 503 with a reason, nothing stored', async () => {
    const { state } = await start(other.token);
    fake.busy = true;
    try {
      const res = await t.post(BIND, other.token, { code: fake.issueCode('oBUSY'), state });
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json().reason).toBe('wechat_unavailable');
    } finally {
      fake.busy = false;
    }
    expect(await t.app.usersService.wechatOpenidOf(t.app.db, other.userId)).toBeNull();
  });

  it('needs a signed-in user', async () => {
    expect((await t.post(AUTHORIZE)).statusCode).toBe(401);
    expect((await t.post(BIND, undefined, { code: 'c', state: 's' })).statusCode).toBe(401);
  });
});

describe('WeChat OAuth when WECHAT_* is not set', () => {
  const t = suiteApp();
  const user = suiteUser(t);

  it('answers 409 wechat_oauth_off on both calls', async () => {
    for (const res of [
      await t.post(AUTHORIZE, user.token),
      await t.post(BIND, user.token, { code: 'c0de', state: 'abc' }),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().reason).toBe('wechat_oauth_off');
    }
  });
});

describe('OAuth state', () => {
  const secret = 'x'.repeat(40);
  const uid = '0b6f1c2e-8d7a-4c1b-9e2f-3a4b5c6d7e8f';
  it('holds for its user until it lapses, and only under the secret it was made with', () => {
    const now = Date.now();
    const s = issueState(secret, uid, now);
    expect(s.length).toBeLessThanOrEqual(128);
    expect(stateHolds(secret, s, uid, now)).toBe(true);
    expect(stateHolds(secret, s, uid, now + STATE_TTL_MS - 1000)).toBe(true);
    expect(stateHolds(secret, s, uid, now + STATE_TTL_MS + 1000)).toBe(false);
    expect(stateHolds('y'.repeat(40), s, uid, now)).toBe(false);
    expect(stateHolds(secret, s, '1b6f1c2e-8d7a-4c1b-9e2f-3a4b5c6d7e8f', now)).toBe(false);
  });
});
