import { describe, expect, it } from 'vitest';
import { suiteApp } from '../../../test/suite';

describe('user info, invitation codes, operation logs, export and erase', () => {
  const t = suiteApp();

  it('userinfo stores a locale and rejects an unknown one naming the field', async () => {
    const { token } = await t.login();
    const set = await t.post('/api/v1/userinfo', token, { locale: 'en-US' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.locale).toBe('en-US');
    const again = await t.post('/api/v1/userinfo', token);
    expect(again.json().data.locale).toBe('en-US');
    const bad = await t.post('/api/v1/userinfo', token, { locale: 'fr-FR' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('locale');
    const mass = await t.post('/api/v1/userinfo', token, { isYouZan: true });
    expect(mass.statusCode).toBe(400);
    const after = await t.post('/api/v1/userinfo', token);
    expect(after.json().data.isYouZan).toBe(false);
  });

  // Twelfth clinician review (en P1 #1, en P3 #1): the country the emergency numbers follow can be set.
  it('userinfo stores a region, clears it with null and rejects an unknown one naming the field', async () => {
    const { token } = await t.login();
    const none = await t.post('/api/v1/userinfo', token);
    expect(none.json().data.region).toBeNull();
    const set = await t.post('/api/v1/userinfo', token, { region: 'AU' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.region).toBe('AU');
    expect((await t.post('/api/v1/userinfo', token)).json().data.region).toBe('AU');
    for (const bad of ['Australia', 'au', 'XX', 3]) {
      const r = await t.post('/api/v1/userinfo', token, { region: bad });
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[0].field).toBe('region');
    }
    const cleared = await t.post('/api/v1/userinfo', token, { region: null });
    expect(cleared.json().data.region).toBeNull();
  });

  it('binds one invitation code; unknown → 404; a second code → 409', async () => {
    const { token } = await t.login();
    const unknown = await t.post('/api/v1/user/inv_code', token, { invCode: 'NOPE1234' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toMatch(/does not exist/);
    const badShape = await t.post('/api/v1/user/inv_code', token, { invCode: '!' });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().errors[0].field).toBe('invCode');
    const okRes = await t.post('/api/v1/user/inv_code', token, { invCode: 'welcome2026' });
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json().data.invCode).toBe('WELCOME2026');
    const second = await t.post('/api/v1/user/inv_code', token, { invCode: 'NUTRI88' });
    expect(second.statusCode).toBe(409);
    const info = await t.post('/api/v1/userinfo', token);
    expect(info.json().data.invCode).toBe('WELCOME2026');
  });

  it('saves operation logs, validating every field', async () => {
    const { token } = await t.login();
    const res = await t.post('/api/v1/operation_log/save', token, {
      type: 'share',
      businessId: 'plan-1',
      step: 2,
      extras: { channel: 'wechat' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toMatch(/[0-9a-f-]{36}/);
    const noType = await t.post('/api/v1/operation_log/save', token, { businessId: 'plan-1', step: 1 });
    expect(noType.statusCode).toBe(200);
    const bad = await t.post('/api/v1/operation_log/save', token, {
      type: 'share',
      businessId: '',
      step: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['businessId']),
    );
  });

  it('exports only the caller’s data, then erases it all; the old token stops working', async () => {
    const a = await t.login();
    const b = await t.login();
    await t.post('/api/v1/user/inv_code', a.token, { invCode: 'NUTRI88' });
    await t.post('/api/v1/operation_log/save', a.token, { type: 'share', businessId: 'a-secret', step: 1 });
    await t.post('/api/v1/operation_log/save', b.token, { type: 'share', businessId: 'b-secret', step: 1 });
    const exp = await t.get('/api/v1/user/export', a.token);
    expect(exp.statusCode).toBe(200);
    const data = exp.json().data;
    expect(data.user.id).toBe(a.userId);
    expect(data.invitation.code).toBe('NUTRI88');
    expect(data.operationLogs.map((l: { businessId: string }) => l.businessId)).toEqual(['a-secret']);
    expect(exp.body).not.toContain('b-secret');

    const noConfirm = await t.post('/api/v1/user/delete', a.token, {});
    expect(noConfirm.statusCode).toBe(400);
    expect(noConfirm.json().errors[0].field).toBe('confirm');
    const del = await t.post('/api/v1/user/delete', a.token, { confirm: true });
    expect(del.statusCode).toBe(200);
    const after = await t.post('/api/v1/userinfo', a.token);
    expect(after.statusCode).toBe(401);
    const bStill = await t.get('/api/v1/user/export', b.token);
    expect(bStill.json().data.operationLogs).toHaveLength(1);
  });
});
