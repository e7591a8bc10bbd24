import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { endpoints, type Answers, type EndpointDef } from '@nutri/domain/contracts';
import { conversationMessages, newConversation, sendMessage } from './chat';
import { uploadReport } from './files';
import type { TestApp } from './helper';
import { chineseLabPdf } from './fixtures/reports';
import { newPlan, person } from './plans';
import { newOperator } from './operators';
import { analyseReport } from './reports';
import { okData, suiteApp, suiteUser } from './suite';

/**
 * The ownership matrix, generated from the route table: every route that declares an owned id is called
 * by a second user with the first user's ids and must answer 404 without leaking the resource. A route
 * without a request template here fails the test, so new routes cannot skip the matrix.
 */
type Ids = Record<string, string>;
type Template = (ids: Ids) => InjectOptions;

const ANSWERS: Answers = { ...person('female', 40, 165, 60, 'light'), nickname: 'OwnerSecret' };
const ADDRESS = {
  name: 'OwnerSecret',
  phone: '13800138000',
  area: '广东省 深圳市 南山区',
  detail: '科技园路1号',
};

/** How user A gets one resource of each kind (returns the id). */
const FIXTURES: Record<string, (t: TestApp, token: string, ids: Ids) => Promise<string>> = {
  plan: (t, token) => newPlan(t, token, ANSWERS),
  address: async (t, token) =>
    okData<{ id: string }>(await t.post('/api/v1/address/save', token, ADDRESS)).id,
  voucher: async (t, token) => {
    const { list } = okData<{ list: { id: string; status: number; threshold_amount: number }[] }>(
      await t.post('/api/v1/you_zan/query_vouchers?page_num=1&page_size=200', token),
    );
    return list.find((v) => v.status === 1 && v.threshold_amount === 0)!.id;
  },
  order: async (t, token) => {
    const items = [{ productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 1 }];
    return okData<{ id: string }>(
      await t.post('/api/v1/you_zan/order_multi_prod', token, { items, address: ADDRESS }),
    ).id;
  },
  file: async (t, token) =>
    uploadReport(t, token, {
      name: 'OwnerSecret.pdf',
      type: 'application/pdf',
      bytes: await chineseLabPdf(),
    }),
  report: async (t, token, ids) => {
    const { events } = await analyseReport(t, token, ids.plan!, [ids.file!]);
    return (events.find((e) => e.event === 'done')!.data as { reportId: string }).reportId;
  },
  conversation: (t, token) => newConversation(t, token, 'OwnerSecret'),
  message: async (t, token, ids) => {
    await sendMessage(t, token, ids.conversation!, 'OwnerSecret 你好');
    const list = (await conversationMessages(t, token, ids.conversation!)).json().data.list as {
      id: string;
      role: string;
    }[];
    return list.find((m) => m.role === 'assistant')!.id;
  },
};

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const TODAY = new Date().toISOString().slice(0, 10);
const post = (url: string, payload: object): InjectOptions => ({ method: 'POST', url, payload });

/** One valid request per owned route, with the owned ids filled in. */
export const TEMPLATES: Record<string, Template> = {
  'POST /api/v1/questionnaire/put': (ids) =>
    post('/api/v1/questionnaire/put', {
      customNutritionPlanId: ids.plan,
      questionnaireType: 'short_questionnaire',
      answers: { age: 99 },
    }),
  'GET /api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan': (ids) =>
    get(`/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${ids.plan}`),
  'GET /api/v1/precise_nutrition_plan/stream': (ids) =>
    get(`/api/v1/precise_nutrition_plan/stream?custom_nutrition_plan_id=${ids.plan}`),
  'GET /api/v1/precise_nutrition_plan/update_nickname': (ids) =>
    get(
      `/api/v1/precise_nutrition_plan/update_nickname?custom_nutrition_plan_id=${ids.plan}&nickname=Hacked`,
    ),
  'POST /api/v1/precise_nutrition_plan/update_nickname': (ids) =>
    post('/api/v1/precise_nutrition_plan/update_nickname', {
      customNutritionPlanId: ids.plan,
      nickname: 'Hacked',
    }),
  'POST /api/v1/custom_nutrition_plan/delete': (ids) =>
    post('/api/v1/custom_nutrition_plan/delete', { customNutritionPlanId: ids.plan, confirm: true }),
  'GET /api/v1/health_report/history': (ids) =>
    get(`/api/v1/health_report/history?custom_nutrition_plan_id=${ids.plan}`),
  'GET /api/v1/today/schedule': (ids) =>
    get(`/api/v1/today/schedule?custom_nutrition_plan_id=${ids.plan}&date=${TODAY}`),
  'PUT /api/v1/today/tick': (ids) => ({
    method: 'PUT',
    url: '/api/v1/today/tick',
    payload: { customNutritionPlanId: ids.plan, date: TODAY, itemId: 'sup:calcium:0' },
  }),
  'DELETE /api/v1/today/tick': (ids) => ({
    method: 'DELETE',
    url: `/api/v1/today/tick?custom_nutrition_plan_id=${ids.plan}&date=${TODAY}&item_id=sup:calcium:0`,
  }),
  'GET /api/v1/today/week': (ids) =>
    get(`/api/v1/today/week?custom_nutrition_plan_id=${ids.plan}&end=${TODAY}`),
  'GET /api/v1/reminders/settings': (ids) =>
    get(`/api/v1/reminders/settings?custom_nutrition_plan_id=${ids.plan}`),
  'PUT /api/v1/reminders/settings': (ids) => ({
    method: 'PUT',
    url: '/api/v1/reminders/settings',
    payload: {
      customNutritionPlanId: ids.plan,
      channels: [],
      quietStart: null,
      quietEnd: null,
      timeZone: 'Asia/Shanghai',
      refills: true,
    },
  }),
  'POST /api/v1/reminders/test': (ids) => post('/api/v1/reminders/test', { customNutritionPlanId: ids.plan }),
  'GET /api/v1/questionnaire/get': (ids) =>
    get(`/api/v1/questionnaire/get?custom_nutrition_plan_id=${ids.plan}`),
  'GET /api/v1/precise_nutrition_plan/versions': (ids) =>
    get(`/api/v1/precise_nutrition_plan/versions?custom_nutrition_plan_id=${ids.plan}`),
  'GET /api/v1/precise_nutrition_plan/get_version': (ids) =>
    get(`/api/v1/precise_nutrition_plan/get_version?custom_nutrition_plan_id=${ids.plan}&version=1`),
  'POST /api/v1/question_short/supplement_reviews': (ids) =>
    post('/api/v1/question_short/supplement_reviews', {
      customNutritionPlanId: ids.plan,
      supplements: [{ optionId: 'fish-oil', dose: 1000, unit: 'mg' }],
    }),
  'POST /api/v1/product/get': (ids) => post('/api/v1/product/get', { customNutritionPlanId: ids.plan }),
  'POST /api/v1/address/save': (ids) =>
    post('/api/v1/address/save', {
      id: ids.address,
      name: 'Hacked',
      phone: '13800138000',
      area: '北京市 北京市 朝阳区',
      detail: '1号',
    }),
  'POST /api/v1/address/delete': (ids) => post('/api/v1/address/delete', { id: ids.address }),
  // Uses the voucher with an inline address, so it does not depend on the address fixture.
  'POST /api/v1/you_zan/order_multi_prod': (ids) =>
    post('/api/v1/you_zan/order_multi_prod', {
      items: [{ productId: 'p-zn-10', skuId: 'p-zn-10-60', quantity: 1 }],
      address: { name: 'Intruder', phone: '13800138000', area: '北京市 北京市 朝阳区', detail: '1号' },
      voucherId: ids.voucher,
    }),
  'GET /api/v1/order/detail': (ids) => get(`/api/v1/order/detail?order_id=${ids.order}`),
  'POST /api/v1/order/list': (ids) => post('/api/v1/order/list', { customNutritionPlanId: ids.plan }),
  'POST /api/v1/order/pay': (ids) => post('/api/v1/order/pay', { orderId: ids.order }),
  'POST /api/v1/order/refresh': (ids) => post('/api/v1/order/refresh', { orderId: ids.order }),
  'POST /api/v1/payments/demo/confirm': (ids) =>
    post('/api/v1/payments/demo/confirm', { orderId: ids.order }),
  'POST /api/v1/order/confirm_receipt': (ids) =>
    post('/api/v1/order/confirm_receipt', { orderId: ids.order }),
  'POST /api/v1/order/cancel': (ids) => post('/api/v1/order/cancel', { orderId: ids.order }),
  'GET /api/v1/file/content': (ids) => get(`/api/v1/file/content?file_id=${ids.file}`),
  'POST /api/v1/health_report/put': (ids) =>
    post('/api/v1/health_report/put', { customNutritionPlanId: ids.plan, fileIds: [ids.file] }),
  'GET /api/v1/health_report/get': (ids) => get(`/api/v1/health_report/get?report_id=${ids.report}`),
  'POST /api/v1/health_report/confirm': (ids) =>
    post('/api/v1/health_report/confirm', { reportId: ids.report, markers: [] }),
  'GET /api/v1/conversation/messages': (ids) =>
    get(`/api/v1/conversation/messages?conversation_id=${ids.conversation}`),
  'POST /api/v1/conversation/send': (ids) =>
    post('/api/v1/conversation/send', { conversationId: ids.conversation, content: 'hi' }),
  'POST /api/v1/conversation/stop': (ids) =>
    post('/api/v1/conversation/stop', { conversationId: ids.conversation }),
  'POST /api/v1/conversation/feedback': (ids) =>
    post('/api/v1/conversation/feedback', { messageId: ids.message, rating: 'up' }),
  'POST /api/v1/question_short/label_read': (ids) =>
    post('/api/v1/question_short/label_read', { customNutritionPlanId: ids.plan, fileId: ids.file }),
  'POST /api/v1/question_short/label_confirm': (ids) =>
    post('/api/v1/question_short/label_confirm', {
      customNutritionPlanId: ids.plan,
      name: 'Hacked',
      serving: { count: 1, unit: 'tablet' },
      perDay: 1,
      nutrients: [{ nutrient: 'calcium', amount: 600, unit: 'mg' }],
    }),
  'POST /api/v1/question_short/medicine_taboos': (ids) =>
    post('/api/v1/question_short/medicine_taboos', {
      customNutritionPlanId: ids.plan,
      medicines: ['warfarin'],
    }),
};

/**
 * One valid request per operator route (issue 20.4): a user's token, whoever's, gets 403 on each and
 * learns nothing; an operator's gets past the guard. A route without a template here fails the test.
 */
export const OPERATOR_TEMPLATES: Record<string, Template> = {
  'GET /api/v1/ops/orders': () => get('/api/v1/ops/orders?page_size=100'),
  // The owner's order is unpaid: the operator's ship and refund answer 409, past the guard.
  'POST /api/v1/ops/orders/ship': (ids) =>
    post('/api/v1/ops/orders/ship', { orderId: ids.order, carrier: 'EMS', trackingNo: 'E1234567' }),
  'POST /api/v1/ops/orders/refund': (ids) =>
    post('/api/v1/ops/orders/refund', { orderId: ids.order, reason: 'matrix' }),
  'GET /api/v1/ops/stock': () => get('/api/v1/ops/stock'),
  'POST /api/v1/ops/stock/adjust': () =>
    post('/api/v1/ops/stock/adjust', { skuId: 'p-zn-10-60', delta: 1, reason: 'matrix' }),
  'GET /api/v1/ops/audit': (ids) => get(`/api/v1/ops/audit?target_id=${ids.order}`),
};

describe('ownership matrix', () => {
  const t = suiteApp();
  const owner = suiteUser(t);
  const intruder = suiteUser(t);
  const ids: Ids = {};
  beforeAll(async () => {
    for (const [kind, make] of Object.entries(FIXTURES)) ids[kind] = await make(t, owner.token, ids);
  });

  it('every owned route has a request template, every template an owned route, and each resource a fixture', () => {
    const owned = t.app.ownedRoutes.map((r) => `${r.method} ${r.url}`);
    expect(owned.length).toBeGreaterThan(0);
    expect(owned.filter((k) => !TEMPLATES[k])).toEqual([]);
    // And the other way: a route that lost its ownership rule would otherwise leave the matrix unseen.
    expect(Object.keys(TEMPLATES).filter((k) => !owned.includes(k))).toEqual([]);
    const kinds = new Set(t.app.ownedRoutes.flatMap((r) => r.rules.map((rule) => rule.resource)));
    expect([...kinds].filter((k) => !FIXTURES[k])).toEqual([]);
  });

  it('a second user gets 404 on every owned route and learns nothing', async () => {
    // Deletions last: the owner's own run of a template must still find the rows the others use.
    const isDelete = (url: string) => Number(url.endsWith('/delete'));
    const routes = [...t.app.ownedRoutes].sort((a, b) => isDelete(a.url) - isDelete(b.url));
    for (const route of routes) {
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

  it("a user's token, the owner's or another's, gets 403 on every operator route and learns nothing", async () => {
    const operatorRoutes = (Object.values(endpoints) as EndpointDef[])
      .filter((e) => e.auth === 'operator')
      .map((e) => `${e.method} /api${e.path}`);
    expect(operatorRoutes.filter((k) => !OPERATOR_TEMPLATES[k])).toEqual([]);
    const operator = await newOperator(t);
    for (const key of operatorRoutes) {
      const req = OPERATOR_TEMPLATES[key]!(ids);
      for (const user of [owner, intruder]) {
        const res = await t.call({ ...req, token: user.token });
        expect(res.statusCode, `${key}: ${res.body}`).toBe(403);
        expect(res.body).not.toContain('OwnerSecret');
        for (const id of Object.values(ids)) expect(res.body).not.toContain(id);
      }
      // The same request with an operator's token passes the guard: the template is a real call.
      const ops = await t.call({ ...req, token: operator.token });
      expect([200, 409], `${key} (operator): ${ops.body}`).toContain(ops.statusCode);
    }
  });
});
