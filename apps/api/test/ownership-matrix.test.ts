import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { testApp, type TestApp } from './helper';
import { chineseLabPdf, multipart } from './fixtures/reports';
import { parseSse } from './sse';

/**
 * The ownership matrix, generated from the route table: every route that declares an owned id is called
 * by a second user with the first user's ids and must answer 404 without leaking the resource. A route
 * without a request template here fails the test, so new routes cannot skip the matrix.
 */
type Ids = Record<string, string>;
type Template = (ids: Ids) => InjectOptions;

const ANSWERS = {
  nickname: 'OwnerSecret',
  gender: 'female',
  age: 40,
  heightCm: 165,
  weightKg: 60,
  activityLevel: 'light',
};

/** How user A gets one resource of each kind (returns the id). */
const FIXTURES: Record<string, (t: TestApp, token: string, ids: Ids) => Promise<string>> = {
  plan: async (t, token) => {
    const plan = (
      await t.post('/api/v1/custom_nutrition_plan/new', token, {
        clientType: 'web',
        planType: 'deep_questionnaire',
      })
    ).json().data;
    await t.post('/api/v1/questionnaire/put', token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'deep_questionnaire',
      answers: ANSWERS,
      complete: true,
    });
    return plan.id as string;
  },
  address: async (t, token) =>
    (
      await t.post('/api/v1/address/save', token, {
        name: 'OwnerSecret',
        phone: '13800138000',
        area: '广东省 深圳市 南山区',
        detail: '科技园路1号',
      })
    ).json().data.id as string,
  voucher: async (t, token) => {
    const list = (await t.post('/api/v1/you_zan/query_vouchers?page_num=1&page_size=200', token)).json().data
      .list as { id: string; status: number; threshold_amount: number }[];
    return list.find((v) => v.status === 1 && v.threshold_amount === 0)!.id;
  },
  order: async (t, token) =>
    (
      await t.post('/api/v1/you_zan/order_multi_prod', token, {
        items: [{ productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 1 }],
        address: {
          name: 'OwnerSecret',
          phone: '13800138000',
          area: '广东省 深圳市 南山区',
          detail: '科技园路1号',
        },
      })
    ).json().data.id as string,
  file: async (t, token) =>
    (
      await t.call({
        method: 'POST',
        url: '/api/v1/file/upload?path=health_report',
        token,
        ...multipart('file', 'OwnerSecret.pdf', 'application/pdf', await chineseLabPdf()),
      })
    ).json().data.fileId as string,
  report: async (t, token, ids) => {
    const r = await t.post('/api/v1/health_report/put', token, {
      customNutritionPlanId: ids.plan,
      fileIds: [ids.file],
    });
    return (parseSse(r.body).find((e) => e.event === 'done')!.data as { reportId: string }).reportId;
  },
  conversation: async (t, token) =>
    (await t.post('/api/v1/conversation/new', token, { title: 'OwnerSecret' })).json().data.id as string,
  message: async (t, token, ids) => {
    await t.post('/api/v1/conversation/send', token, {
      conversationId: ids.conversation,
      content: 'OwnerSecret 你好',
    });
    const list = (
      await t.get(`/api/v1/conversation/messages?conversation_id=${ids.conversation}`, token)
    ).json().data.list as { id: string; role: string }[];
    return list.find((m) => m.role === 'assistant')!.id;
  },
};

/** One valid request per owned route, with the owned ids filled in. */
export const TEMPLATES: Record<string, Template> = {
  'POST /api/v1/questionnaire/put': (ids) => ({
    method: 'POST',
    url: '/api/v1/questionnaire/put',
    payload: {
      customNutritionPlanId: ids.plan,
      questionnaireType: 'short_questionnaire',
      answers: { age: 99 },
    },
  }),
  'GET /api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan': (ids) => ({
    method: 'GET',
    url: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${ids.plan}`,
  }),
  'GET /api/v1/precise_nutrition_plan/stream': (ids) => ({
    method: 'GET',
    url: `/api/v1/precise_nutrition_plan/stream?custom_nutrition_plan_id=${ids.plan}`,
  }),
  'GET /api/v1/precise_nutrition_plan/update_nickname': (ids) => ({
    method: 'GET',
    url: `/api/v1/precise_nutrition_plan/update_nickname?custom_nutrition_plan_id=${ids.plan}&nickname=Hacked`,
  }),
  'POST /api/v1/question_short/supplement_reviews': (ids) => ({
    method: 'POST',
    url: '/api/v1/question_short/supplement_reviews',
    payload: {
      customNutritionPlanId: ids.plan,
      supplements: [{ optionId: 'fish-oil', dose: 1000, unit: 'mg' }],
    },
  }),
  'POST /api/v1/product/get': (ids) => ({
    method: 'POST',
    url: '/api/v1/product/get',
    payload: { customNutritionPlanId: ids.plan },
  }),
  'POST /api/v1/address/save': (ids) => ({
    method: 'POST',
    url: '/api/v1/address/save',
    payload: {
      id: ids.address,
      name: 'Hacked',
      phone: '13800138000',
      area: '北京市 北京市 朝阳区',
      detail: '1号',
    },
  }),
  'POST /api/v1/address/delete': (ids) => ({
    method: 'POST',
    url: '/api/v1/address/delete',
    payload: { id: ids.address },
  }),
  // Uses the voucher with an inline address: the owner's run of the address/delete template has removed the address.
  'POST /api/v1/you_zan/order_multi_prod': (ids) => ({
    method: 'POST',
    url: '/api/v1/you_zan/order_multi_prod',
    payload: {
      items: [{ productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 1 }],
      address: { name: 'Intruder', phone: '13800138000', area: '北京市 北京市 朝阳区', detail: '1号' },
      voucherId: ids.voucher,
    },
  }),
  'GET /api/v1/order/detail': (ids) => ({
    method: 'GET',
    url: `/api/v1/order/detail?order_id=${ids.order}`,
  }),
  'GET /api/v1/file/content': (ids) => ({ method: 'GET', url: `/api/v1/file/content?file_id=${ids.file}` }),
  'POST /api/v1/health_report/put': (ids) => ({
    method: 'POST',
    url: '/api/v1/health_report/put',
    payload: { customNutritionPlanId: ids.plan, fileIds: [ids.file] },
  }),
  'GET /api/v1/health_report/get': (ids) => ({
    method: 'GET',
    url: `/api/v1/health_report/get?report_id=${ids.report}`,
  }),
  'POST /api/v1/health_report/confirm': (ids) => ({
    method: 'POST',
    url: '/api/v1/health_report/confirm',
    payload: { reportId: ids.report, markers: [] },
  }),
  'GET /api/v1/conversation/messages': (ids) => ({
    method: 'GET',
    url: `/api/v1/conversation/messages?conversation_id=${ids.conversation}`,
  }),
  'POST /api/v1/conversation/send': (ids) => ({
    method: 'POST',
    url: '/api/v1/conversation/send',
    payload: { conversationId: ids.conversation, content: 'hi' },
  }),
  'POST /api/v1/conversation/stop': (ids) => ({
    method: 'POST',
    url: '/api/v1/conversation/stop',
    payload: { conversationId: ids.conversation },
  }),
  'POST /api/v1/conversation/feedback': (ids) => ({
    method: 'POST',
    url: '/api/v1/conversation/feedback',
    payload: { messageId: ids.message, rating: 'up' },
  }),
  'POST /api/v1/question_short/medicine_taboos': (ids) => ({
    method: 'POST',
    url: '/api/v1/question_short/medicine_taboos',
    payload: { customNutritionPlanId: ids.plan, medicines: ['warfarin'] },
  }),
};

describe('ownership matrix', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['login']>>;
  let intruder: Awaited<ReturnType<TestApp['login']>>;
  const ids: Ids = {};
  beforeAll(async () => {
    t = await testApp();
    owner = await t.login();
    intruder = await t.login();
    for (const [kind, make] of Object.entries(FIXTURES)) ids[kind] = await make(t, owner.token, ids);
  });
  afterAll(() => t.close());

  it('every owned route has a request template and a fixture for each resource it names', () => {
    const owned = t.app.ownedRoutes.map((r) => `${r.method} ${r.url}`);
    expect(owned.length).toBeGreaterThan(0);
    expect(owned.filter((k) => !TEMPLATES[k])).toEqual([]);
    const kinds = new Set(t.app.ownedRoutes.flatMap((r) => r.rules.map((rule) => rule.resource)));
    expect([...kinds].filter((k) => !FIXTURES[k])).toEqual([]);
  });

  it('a second user gets 404 on every owned route and learns nothing', async () => {
    for (const route of t.app.ownedRoutes) {
      const key = `${route.method} ${route.url}`;
      const req = TEMPLATES[key]!(ids);
      const res = await t.call({ ...req, token: intruder.token });
      expect(res.statusCode, `${key}: ${res.body}`).toBe(404);
      expect(res.body).not.toContain('OwnerSecret');
      for (const id of Object.values(ids)) expect(res.body).not.toContain(id);
      // The owner's own call with the same template is not a 404: the matrix tests ownership, not a broken template.
      const mine = await t.call({ ...req, token: owner.token });
      expect(mine.statusCode, `${key} (owner): ${mine.body}`).not.toBe(404);
    }
  });
});
