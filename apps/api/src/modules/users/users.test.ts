import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/helper';

describe('user info, invitation codes, operation logs, export and erase', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(() => t.close());

  it('userinfo stores a locale and rejects an unknown one naming the field', async () => {
    const { token } = await t.login();
    const set = await t.call({
      method: 'POST',
      url: '/api/v1/userinfo',
      token,
      payload: { locale: 'en-US' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.locale).toBe('en-US');
    const again = await t.call({ method: 'POST', url: '/api/v1/userinfo', token });
    expect(again.json().data.locale).toBe('en-US');
    const bad = await t.call({
      method: 'POST',
      url: '/api/v1/userinfo',
      token,
      payload: { locale: 'fr-FR' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('locale');
    const mass = await t.call({
      method: 'POST',
      url: '/api/v1/userinfo',
      token,
      payload: { isYouZan: true },
    });
    expect(mass.statusCode).toBe(400);
    const after = await t.call({ method: 'POST', url: '/api/v1/userinfo', token });
    expect(after.json().data.isYouZan).toBe(false);
  });

  it('binds one invitation code; unknown → 404; a second code → 409', async () => {
    const { token } = await t.login();
    const unknown = await t.call({
      method: 'POST',
      url: '/api/v1/user/inv_code',
      token,
      payload: { invCode: 'NOPE1234' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toMatch(/does not exist/);
    const badShape = await t.call({
      method: 'POST',
      url: '/api/v1/user/inv_code',
      token,
      payload: { invCode: '!' },
    });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().errors[0].field).toBe('invCode');
    const okRes = await t.call({
      method: 'POST',
      url: '/api/v1/user/inv_code',
      token,
      payload: { invCode: 'welcome2026' },
    });
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json().data.invCode).toBe('WELCOME2026');
    const second = await t.call({
      method: 'POST',
      url: '/api/v1/user/inv_code',
      token,
      payload: { invCode: 'NUTRI88' },
    });
    expect(second.statusCode).toBe(409);
    const info = await t.call({ method: 'POST', url: '/api/v1/userinfo', token });
    expect(info.json().data.invCode).toBe('WELCOME2026');
  });

  it('saves operation logs, validating every field', async () => {
    const { token } = await t.login();
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/operation_log/save',
      token,
      payload: { type: 'share', businessId: 'plan-1', step: 2, extras: { channel: 'wechat' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toMatch(/[0-9a-f-]{36}/);
    const noType = await t.call({
      method: 'POST',
      url: '/api/v1/operation_log/save',
      token,
      payload: { businessId: 'plan-1', step: 1 },
    });
    expect(noType.statusCode).toBe(200);
    const bad = await t.call({
      method: 'POST',
      url: '/api/v1/operation_log/save',
      token,
      payload: { type: 'share', businessId: '', step: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['businessId']),
    );
  });

  it('exports only the caller’s data, then erases it all; the old token stops working', async () => {
    const a = await t.login();
    const b = await t.login();
    await t.call({
      method: 'POST',
      url: '/api/v1/user/inv_code',
      token: a.token,
      payload: { invCode: 'NUTRI88' },
    });
    await t.call({
      method: 'POST',
      url: '/api/v1/operation_log/save',
      token: a.token,
      payload: { type: 'share', businessId: 'a-secret', step: 1 },
    });
    await t.call({
      method: 'POST',
      url: '/api/v1/operation_log/save',
      token: b.token,
      payload: { type: 'share', businessId: 'b-secret', step: 1 },
    });
    const exp = await t.call({ method: 'GET', url: '/api/v1/user/export', token: a.token });
    expect(exp.statusCode).toBe(200);
    const data = exp.json().data;
    expect(data.user.id).toBe(a.userId);
    expect(data.invitation.code).toBe('NUTRI88');
    expect(data.operationLogs.map((l: { businessId: string }) => l.businessId)).toEqual(['a-secret']);
    expect(exp.body).not.toContain('b-secret');

    const noConfirm = await t.call({
      method: 'POST',
      url: '/api/v1/user/delete',
      token: a.token,
      payload: {},
    });
    expect(noConfirm.statusCode).toBe(400);
    expect(noConfirm.json().errors[0].field).toBe('confirm');
    const del = await t.call({
      method: 'POST',
      url: '/api/v1/user/delete',
      token: a.token,
      payload: { confirm: true },
    });
    expect(del.statusCode).toBe(200);
    const after = await t.call({ method: 'POST', url: '/api/v1/userinfo', token: a.token });
    expect(after.statusCode).toBe(401);
    const bStill = await t.call({ method: 'GET', url: '/api/v1/user/export', token: b.token });
    expect(bStill.json().data.operationLogs).toHaveLength(1);
  });
});
