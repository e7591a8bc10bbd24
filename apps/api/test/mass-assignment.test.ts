import { describe, expect, it } from 'vitest';
import { newDeviceId } from './helper';
import { suiteApp, suiteUser } from './suite';

/**
 * Mass assignment and limits: fields a client must never set are rejected (strict bodies) and never
 * stored; page sizes and bodies are bounded.
 */
describe('mass assignment and limits', () => {
  const t = suiteApp();
  const me = suiteUser(t);
  const other = suiteUser(t);

  it('a client cannot make itself a retail user', async () => {
    for (const [url, payload, token] of [
      ['/api/v1/base/login_ip', { deviceId: newDeviceId(), isYouZan: true }, undefined],
      ['/api/v1/userinfo', { isYouZan: true }, me.token],
      ['/api/v1/userinfo', { id: other.userId }, me.token],
    ] as const) {
      const res = await t.post(url, token, payload);
      expect(res.statusCode, url).toBe(400);
    }
    const info = (await t.post('/api/v1/userinfo', me.token)).json().data;
    expect(info).toMatchObject({ id: me.userId, isYouZan: false });
  });

  it('a client cannot choose the owner of a new plan', async () => {
    const res = await t.post('/api/v1/custom_nutrition_plan/new', me.token, {
      clientType: 'web',
      planType: 'short_questionnaire',
      userId: other.userId,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/userId/);
    const theirs = (await t.get('/api/v1/precise_nutrition_plan/get_by_user', other.token)).json().data;
    expect(theirs.total).toBe(0);
  });

  it('a client cannot send its own prices or totals with an order', async () => {
    for (const payload of [
      { items: [{ productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 1, priceCents: 1 }] },
      { items: [{ productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 1 }], totalCents: 1 },
      { items: [{ productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 1 }], payableCents: 1 },
    ]) {
      const res = await t.post('/api/v1/you_zan/order_multi_prod', me.token, {
        ...payload,
        address: { name: '张三', phone: '13800138000', area: '北京市 北京市 朝阳区', detail: '1号' },
      });
      expect(res.statusCode).toBe(400);
    }
    const orders = (await t.post('/api/v1/order/list', me.token)).json().data;
    expect(orders.total).toBe(0);
  });

  it('page sizes above their maximum → 400 naming the field', async () => {
    const cases = [
      {
        method: 'POST' as const,
        url: '/api/v1/product/get_all',
        payload: { page_num: 1, page_size: 101 },
        field: 'page_size',
      },
      {
        method: 'POST' as const,
        url: '/api/v1/you_zan/query_vouchers?page_num=1&page_size=201',
        field: 'page_size',
      },
      {
        method: 'POST' as const,
        url: '/api/v1/conversation/list',
        payload: { page_num: 1, page_size: 51 },
        field: 'page_size',
      },
    ];
    for (const c of cases) {
      const res = await t.call({ ...c, token: me.token });
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(c.field);
    }
  });

  it('an oversized JSON body → 413 on an authenticated call too', async () => {
    const res = await t.post(
      '/api/v1/questionnaire/put',
      me.token,
      JSON.stringify({ answers: { nickname: 'x'.repeat(2 * 1024 * 1024) } }),
      { 'content-type': 'application/json' },
    );
    expect(res.statusCode).toBe(413);
  });
});
