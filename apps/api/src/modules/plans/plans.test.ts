import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planFor } from '@nutri/domain/engine';
import { PLAN_SECTIONS, type Answers } from '@nutri/domain/contracts';
import { testApp, type TestApp } from '../../../test/helper';
import { parseSse } from '../../../test/sse';

const SHORT: Answers = {
  nickname: '小王',
  gender: 'male',
  age: 35,
  heightCm: 175,
  weightKg: 80,
  activityLevel: 'light',
};
const DEEP: Answers = {
  nickname: 'Mum',
  gender: 'female',
  age: 58,
  heightCm: 160,
  weightKg: 62,
  activityLevel: 'moderate',
  dietPattern: 'vegetarian',
  foodFrequency: {
    dairy: 'rarely',
    fish: 'never',
    redMeat: 'never',
    eggs: 'weekly',
    vegetables: 'daily',
    fruit: 'daily',
  },
  sunExposure: 'low',
  alcohol: 'none',
  smoking: 'never',
  conditions: ['osteoporosis'],
  medicines: ['metformin', 'omeprazole'],
  supplements: [{ optionId: 'vitamin-d3-1000iu', dose: 1000, unit: 'IU' }],
  labs: [{ marker: 'ferritin', value: 10, unit: 'ng/mL' }],
};

describe('questionnaire → plan', () => {
  let t: TestApp;
  let alice: Awaited<ReturnType<TestApp['login']>>;
  let bob: Awaited<ReturnType<TestApp['login']>>;
  beforeAll(async () => {
    t = await testApp();
    alice = await t.login();
    bob = await t.login();
  });
  afterAll(() => t.close());

  const newPlan = async (token: string, body: Record<string, unknown>) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/custom_nutrition_plan/new',
      token,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; customNutritionPlanId: string; locale: string };
  };
  const put = (token: string, body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/v1/questionnaire/put', token, payload: body });
  const getDoc = (token: string, id: string) =>
    t.call({
      method: 'GET',
      url: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${id}`,
      token,
    });

  it('a full short flow, saved item by item, produces the engine’s numbers', async () => {
    const plan = await newPlan(alice.token, {
      clientType: 'web',
      planType: 'short_questionnaire',
      locale: 'zh-CN',
    });
    expect(plan.locale).toBe('zh-CN');
    let saved;
    for (const [k, v] of Object.entries(SHORT)) {
      saved = await put(alice.token, {
        customNutritionPlanId: plan.id,
        questionnaireType: 'short_questionnaire',
        answers: { [k]: v },
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect(saved!.json().data).toMatchObject({ complete: false, missing: [] });
    const early = await getDoc(alice.token, plan.id);
    expect(early.statusCode).toBe(409);
    const done = await put(alice.token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'short_questionnaire',
      answers: {},
      complete: true,
    });
    expect(done.json().data.complete).toBe(true);
    const res = await getDoc(alice.token, plan.id);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().data;
    const engine = planFor(SHORT, 'zh-CN');
    expect(doc.profile).toEqual(engine.profile);
    expect(doc.nutrients).toEqual(engine.nutrients);
    expect(doc.recommendations).toEqual(engine.recommendations);
    expect(doc).toMatchObject({
      customNutritionPlanId: plan.id,
      nickname: '小王',
      questionnaireType: 'short_questionnaire',
      nextStep: '1',
      locale: 'zh-CN',
      engineVersion: engine.engineVersion,
    });
    expect(doc.radar.length).toBeGreaterThanOrEqual(6);
    expect(doc.radar.length).toBeLessThanOrEqual(8);
  });

  it('a full deep flow in English keeps its locale and standards, with medicines, supplements and labs', async () => {
    const plan = await newPlan(bob.token, {
      clientType: 'wechat_mini_program',
      planType: 'deep_questionnaire',
      locale: 'en-US',
    });
    const res = await put(bob.token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'deep_questionnaire',
      answers: DEEP,
      complete: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const doc = (await getDoc(bob.token, plan.id)).json().data;
    const engine = planFor(DEEP, 'en-US');
    expect(doc.profile).toEqual(engine.profile);
    expect(doc.nutrients).toEqual(engine.nutrients);
    expect(doc.medicineTaboos).toEqual(engine.medicineTaboos);
    expect(doc.reportAnalysis).toEqual(engine.reportAnalysis);
    expect(doc.reportAnalysis.markers[0]).toMatchObject({ key: 'ferritin', flag: 'low' });
    expect(
      doc.medicineTaboos.some(
        (x: { kind: string; target: string }) => x.kind === 'depletion' && x.target === 'vitaminB12',
      ),
    ).toBe(true);
    expect(doc.nextStep).toBe('3');
    expect(doc.locale).toBe('en-US');
  });

  it('the locale defaults to the user’s stored one, then Accept-Language', async () => {
    const u = await t.login();
    const viaHeader = await t.call({
      method: 'POST',
      url: '/api/v1/custom_nutrition_plan/new',
      token: u.token,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { clientType: 'web', planType: 'short_questionnaire' },
    });
    expect(viaHeader.json().data.locale).toBe('en-US');
    await t.call({ method: 'POST', url: '/api/v1/userinfo', token: u.token, payload: { locale: 'zh-CN' } });
    const viaStored = await t.call({
      method: 'POST',
      url: '/api/v1/custom_nutrition_plan/new',
      token: u.token,
      headers: { 'accept-language': 'en-US' },
      payload: { clientType: 'web', planType: 'short_questionnaire' },
    });
    expect(viaStored.json().data.locale).toBe('zh-CN');
  });

  it.each([
    [{ age: 15 }, 'answers.age', /adults only/],
    [{ age: 30.5 }, 'answers.age', /whole/],
    [{ heightCm: 50 }, 'answers.heightCm', /100/],
    [{ weightKg: 'heavy' }, 'answers.weightKg', /number/],
    [{ gender: 'other' }, 'answers.gender', /./],
    [{ activityLevel: 'extreme' }, 'answers.activityLevel', /./],
    [{ foodFrequency: { dairy: 'hourly' } }, 'answers.foodFrequency.dairy', /./],
    [{ labs: [{ marker: 'ferritin', value: -1, unit: 'ng/mL' }] }, 'answers.labs.0.value', /./],
    [{ isAdmin: true }, 'answers', /isAdmin/],
  ])('invalid answers %j → 400 naming %s, nothing stored', async (answers, field, message) => {
    const plan = await newPlan(alice.token, { clientType: 'web', planType: 'short_questionnaire' });
    await put(alice.token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'short_questionnaire',
      answers: { age: 40 },
    });
    const res = await put(alice.token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'short_questionnaire',
      answers,
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    const hit = errors.find((e) => e.field === field || e.field.startsWith(field));
    expect(hit, JSON.stringify(errors)).toBeDefined();
    expect(`${hit!.field} ${hit!.message} ${res.json().msg}`).toMatch(message);
    const kept = await put(alice.token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'short_questionnaire',
      answers: {},
    });
    expect(kept.json().data.answers).toEqual({ age: 40 });
  });

  it('finishing with items missing → 400 listing each missing item', async () => {
    const plan = await newPlan(alice.token, { clientType: 'web', planType: 'short_questionnaire' });
    const res = await put(alice.token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'short_questionnaire',
      answers: { gender: 'female', age: 30 },
      complete: true,
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['answers.heightCm', 'answers.weightKg', 'answers.activityLevel']),
    );
  });

  it('someone else’s plan answers 404 on every plan call and is left unchanged', async () => {
    const plan = await newPlan(alice.token, { clientType: 'web', planType: 'short_questionnaire' });
    await put(alice.token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'short_questionnaire',
      answers: SHORT,
      complete: true,
    });
    const q = `custom_nutrition_plan_id=${plan.id}`;
    const calls = [
      t.call({
        method: 'GET',
        url: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?${q}`,
        token: bob.token,
      }),
      t.call({ method: 'GET', url: `/api/v1/precise_nutrition_plan/stream?${q}`, token: bob.token }),
      t.call({
        method: 'GET',
        url: `/api/v1/precise_nutrition_plan/update_nickname?${q}&nickname=hacked`,
        token: bob.token,
      }),
      put(bob.token, {
        customNutritionPlanId: plan.id,
        questionnaireType: 'short_questionnaire',
        answers: { age: 99 },
      }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, msg: 'Plan not found' });
      expect(res.body).not.toContain('小王');
    }
    const unknown = await t.call({
      method: 'GET',
      url: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=00000000-0000-4000-8000-000000000000`,
      token: bob.token,
    });
    expect(unknown.statusCode).toBe(404);
    const doc = (await getDoc(alice.token, plan.id)).json().data;
    expect(doc.nickname).toBe('小王');
    expect(doc.profile.age).toBe(35);
    const bobs = (
      await t.call({ method: 'GET', url: '/api/v1/precise_nutrition_plan/get_by_user', token: bob.token })
    ).json().data;
    expect(bobs.list.map((p: { id: string }) => p.id)).not.toContain(plan.id);
  });

  it('nickname rules: trimmed, 1–30 characters, no markup; the list shows the new name', async () => {
    const plan = await newPlan(alice.token, { clientType: 'web', planType: 'short_questionnaire' });
    const rename = (nickname: string) =>
      t.call({
        method: 'GET',
        url: `/api/v1/precise_nutrition_plan/update_nickname?custom_nutrition_plan_id=${plan.id}&nickname=${encodeURIComponent(nickname)}`,
        token: alice.token,
      });
    for (const bad of ['', '   ', 'x'.repeat(31), '<b>me</b>']) {
      const res = await rename(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].field).toBe('nickname');
    }
    const missingId = await t.call({
      method: 'GET',
      url: '/api/v1/precise_nutrition_plan/update_nickname?nickname=x',
      token: alice.token,
    });
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json().errors[0].field).toBe('custom_nutrition_plan_id');
    const good = await rename('  爸爸  ');
    expect(good.statusCode).toBe(200);
    expect(good.json().data.nickname).toBe('爸爸');
    const list = (
      await t.call({ method: 'GET', url: '/api/v1/precise_nutrition_plan/get_by_user', token: alice.token })
    ).json().data;
    expect(list.list.find((p: { id: string }) => p.id === plan.id).nickname).toBe('爸爸');
  });

  it('the stream delivers every section in order and ends cleanly', async () => {
    const plan = await newPlan(alice.token, { clientType: 'web', planType: 'short_questionnaire' });
    await put(alice.token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'short_questionnaire',
      answers: SHORT,
      complete: true,
    });
    const res = await t.call({
      method: 'GET',
      url: `/api/v1/precise_nutrition_plan/stream?custom_nutrition_plan_id=${plan.id}`,
      token: alice.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    const sections = events
      .filter((e) => e.event === 'section')
      .map((e) => (e.data as { name: string }).name);
    expect(sections).toEqual([...PLAN_SECTIONS]);
    expect(events.at(-1)?.event).toBe('done');
    // The sections and the closing head put together are the stored document, each part sent once.
    const doc = (await getDoc(alice.token, plan.id)).json().data;
    const head = (events.at(-1)?.data as { plan: Record<string, unknown> }).plan;
    for (const name of PLAN_SECTIONS) expect(head).not.toHaveProperty(name);
    const assembled = {
      ...head,
      ...Object.fromEntries(
        events
          .filter((e) => e.event === 'section')
          .map((e) => [(e.data as { name: string }).name, (e.data as { data: unknown }).data]),
      ),
    };
    expect(assembled).toEqual(doc);
    const incomplete = await newPlan(alice.token, { clientType: 'web', planType: 'short_questionnaire' });
    const early = await t.call({
      method: 'GET',
      url: `/api/v1/precise_nutrition_plan/stream?custom_nutrition_plan_id=${incomplete.id}`,
      token: alice.token,
    });
    expect(early.statusCode).toBe(409);
  });

  it('regenerates after answers change, and keeps the stored document otherwise', async () => {
    const plan = await newPlan(alice.token, {
      clientType: 'web',
      planType: 'short_questionnaire',
      locale: 'en-US',
    });
    await put(alice.token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'short_questionnaire',
      answers: SHORT,
      complete: true,
    });
    const first = (await getDoc(alice.token, plan.id)).json().data;
    const same = (await getDoc(alice.token, plan.id)).json().data;
    expect(same.updatedAt).toBe(first.updatedAt);
    await put(alice.token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'short_questionnaire',
      answers: { weightKg: 95 },
    });
    const second = (await getDoc(alice.token, plan.id)).json().data;
    expect(second.profile.weightKg).toBe(95);
    expect(second.profile.bmi).toBeGreaterThan(first.profile.bmi);
    expect(second.profile).toEqual(planFor({ ...SHORT, weightKg: 95 }, 'en-US').profile);
    expect(second.id).toBe(first.id);
  });

  it('get_last_by_user returns the newest plan with its document; export includes plans', async () => {
    const u = await t.login();
    const empty = await t.call({
      method: 'GET',
      url: '/api/v1/custom_nutrition_plan/get_last_by_user',
      token: u.token,
    });
    expect(empty.json().data).toBeNull();
    const plan = await newPlan(u.token, { clientType: 'web', planType: 'short_questionnaire' });
    await put(u.token, {
      customNutritionPlanId: plan.id,
      questionnaireType: 'short_questionnaire',
      answers: SHORT,
      complete: true,
    });
    const last = (
      await t.call({ method: 'GET', url: '/api/v1/custom_nutrition_plan/get_last_by_user', token: u.token })
    ).json().data;
    expect(last.plan.id).toBe(plan.id);
    expect(last.document.profile.age).toBe(35);
    const exp = (await t.call({ method: 'GET', url: '/api/v1/user/export', token: u.token })).json().data;
    expect(exp.plans.plans).toHaveLength(1);
    expect(exp.plans.questionnaires[0].answers).toEqual(SHORT);
  });
});
