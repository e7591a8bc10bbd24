import { describe, expect, it } from 'vitest';
import { planFor } from '@nutri/domain/engine';
import { PLAN_SECTIONS } from '@nutri/domain/contracts';
import { DEEP_ANSWERS, planDocUrl, putAnswers, SHORT_ANSWERS } from '../../../test/plans';
import { parseSse } from '../../../test/sse';
import { okData, suiteApp, suiteUsers } from '../../../test/suite';

describe('questionnaire → plan', () => {
  const t = suiteApp();
  const [alice, bob] = suiteUsers(t, 2);

  const newPlan = async (token: string, body: Record<string, unknown>) =>
    okData<{ id: string; customNutritionPlanId: string; locale: string }>(
      await t.post('/api/v1/custom_nutrition_plan/new', token, body),
    );
  const newShortPlan = (token: string) =>
    newPlan(token, { clientType: 'web', planType: 'short_questionnaire' });
  /** A short questionnaire put, complete only when asked. */
  const put = (token: string, planId: string, answers: Record<string, unknown>, complete = false) =>
    putAnswers(t, token, planId, answers, { planType: 'short_questionnaire', complete });
  const getDoc = (token: string, id: string) => t.get(planDocUrl(id), token);

  it('a full short flow, saved item by item, produces the engine’s numbers', async () => {
    const plan = await newPlan(alice.token, {
      clientType: 'web',
      planType: 'short_questionnaire',
      locale: 'zh-CN',
    });
    expect(plan.locale).toBe('zh-CN');
    let saved;
    for (const [k, v] of Object.entries(SHORT_ANSWERS)) {
      saved = await put(alice.token, plan.id, { [k]: v });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect(saved!.json().data).toMatchObject({ complete: false, missing: [] });
    const early = await getDoc(alice.token, plan.id);
    expect(early.statusCode).toBe(409);
    const done = await put(alice.token, plan.id, {}, true);
    expect(done.json().data.complete).toBe(true);
    const res = await getDoc(alice.token, plan.id);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().data;
    const engine = planFor(SHORT_ANSWERS, 'zh-CN');
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
    const res = await putAnswers(t, bob.token, plan.id, DEEP_ANSWERS);
    expect(res.statusCode, res.body).toBe(200);
    const doc = (await getDoc(bob.token, plan.id)).json().data;
    const engine = planFor(DEEP_ANSWERS, 'en-US');
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
    const shortPlanIn = (acceptLanguage: string) =>
      t.post(
        '/api/v1/custom_nutrition_plan/new',
        u.token,
        { clientType: 'web', planType: 'short_questionnaire' },
        { 'accept-language': acceptLanguage },
      );
    expect((await shortPlanIn('en-GB,en;q=0.9')).json().data.locale).toBe('en-US');
    await t.post('/api/v1/userinfo', u.token, { locale: 'zh-CN' });
    expect((await shortPlanIn('en-US')).json().data.locale).toBe('zh-CN');
  });

  it.each([
    // Under 18: the young-person message (contracts MINOR_MESSAGE), in the plan's language.
    [{ age: 15 }, 'answers.age', /18/],
    [{ age: 30.5 }, 'answers.age', /whole/],
    [{ heightCm: 50 }, 'answers.heightCm', /100/],
    [{ weightKg: 'heavy' }, 'answers.weightKg', /number/],
    [{ gender: 'other' }, 'answers.gender', /./],
    [{ activityLevel: 'extreme' }, 'answers.activityLevel', /./],
    [{ foodFrequency: { dairy: 'hourly' } }, 'answers.foodFrequency.dairy', /./],
    [{ labs: [{ marker: 'ferritin', value: -1, unit: 'ng/mL' }] }, 'answers.labs.0.value', /./],
    [{ isAdmin: true }, 'answers', /isAdmin/],
  ])('invalid answers %j → 400 naming %s, nothing stored', async (answers, field, message) => {
    const plan = await newShortPlan(alice.token);
    await put(alice.token, plan.id, { age: 40 });
    const res = await put(alice.token, plan.id, answers);
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    const hit = errors.find((e) => e.field === field || e.field.startsWith(field));
    expect(hit, JSON.stringify(errors)).toBeDefined();
    expect(`${hit!.field} ${hit!.message} ${res.json().msg}`).toMatch(message);
    const kept = await put(alice.token, plan.id, {});
    expect(kept.json().data.answers).toEqual({ age: 40 });
  });

  it('finishing with items missing → 400 listing each missing item', async () => {
    const plan = await newShortPlan(alice.token);
    const res = await put(alice.token, plan.id, { gender: 'female', age: 30 }, true);
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['answers.heightCm', 'answers.weightKg', 'answers.activityLevel']),
    );
  });

  it('someone else’s plan answers 404 on every plan call and is left unchanged', async () => {
    const plan = await newShortPlan(alice.token);
    await put(alice.token, plan.id, SHORT_ANSWERS, true);
    const q = `custom_nutrition_plan_id=${plan.id}`;
    const calls = [
      getDoc(bob.token, plan.id),
      t.get(`/api/v1/precise_nutrition_plan/stream?${q}`, bob.token),
      t.get(`/api/v1/precise_nutrition_plan/update_nickname?${q}&nickname=hacked`, bob.token),
      put(bob.token, plan.id, { age: 99 }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, msg: 'Plan not found' });
      expect(res.body).not.toContain('小王');
    }
    const unknown = await getDoc(bob.token, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const doc = (await getDoc(alice.token, plan.id)).json().data;
    expect(doc.nickname).toBe('小王');
    expect(doc.profile.age).toBe(35);
    const bobs = (await t.get('/api/v1/precise_nutrition_plan/get_by_user', bob.token)).json().data;
    expect(bobs.list.map((p: { id: string }) => p.id)).not.toContain(plan.id);
  });

  it('nickname rules: trimmed, 1–30 characters, no markup; the list shows the new name', async () => {
    const plan = await newShortPlan(alice.token);
    const rename = (nickname: string) =>
      t.get(
        `/api/v1/precise_nutrition_plan/update_nickname?custom_nutrition_plan_id=${plan.id}&nickname=${encodeURIComponent(nickname)}`,
        alice.token,
      );
    for (const bad of ['', '   ', 'x'.repeat(31), '<b>me</b>']) {
      const res = await rename(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors[0].field).toBe('nickname');
    }
    const missingId = await t.get('/api/v1/precise_nutrition_plan/update_nickname?nickname=x', alice.token);
    expect(missingId.statusCode).toBe(400);
    expect(missingId.json().errors[0].field).toBe('custom_nutrition_plan_id');
    const good = await rename('  爸爸  ');
    expect(good.statusCode).toBe(200);
    expect(good.json().data.nickname).toBe('爸爸');
    const list = (await t.get('/api/v1/precise_nutrition_plan/get_by_user', alice.token)).json().data;
    expect(list.list.find((p: { id: string }) => p.id === plan.id).nickname).toBe('爸爸');
  });

  it('the stream delivers every section in order and ends cleanly', async () => {
    const plan = await newShortPlan(alice.token);
    await put(alice.token, plan.id, SHORT_ANSWERS, true);
    const stream = (id: string) =>
      t.get(`/api/v1/precise_nutrition_plan/stream?custom_nutrition_plan_id=${id}`, alice.token);
    const res = await stream(plan.id);
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
    const incomplete = await newShortPlan(alice.token);
    const early = await stream(incomplete.id);
    expect(early.statusCode).toBe(409);
  });

  it('regenerates after answers change, and keeps the stored document otherwise', async () => {
    const plan = await newPlan(alice.token, {
      clientType: 'web',
      planType: 'short_questionnaire',
      locale: 'en-US',
    });
    await put(alice.token, plan.id, SHORT_ANSWERS, true);
    const first = (await getDoc(alice.token, plan.id)).json().data;
    const same = (await getDoc(alice.token, plan.id)).json().data;
    expect(same.updatedAt).toBe(first.updatedAt);
    await put(alice.token, plan.id, { weightKg: 95 });
    const second = (await getDoc(alice.token, plan.id)).json().data;
    expect(second.profile.weightKg).toBe(95);
    expect(second.profile.bmi).toBeGreaterThan(first.profile.bmi);
    expect(second.profile).toEqual(planFor({ ...SHORT_ANSWERS, weightKg: 95 }, 'en-US').profile);
    expect(second.id).toBe(first.id);
  });

  it('get_last_by_user returns the newest plan with its document; export includes plans', async () => {
    const u = await t.login();
    const lastPlan = () => t.get('/api/v1/custom_nutrition_plan/get_last_by_user', u.token);
    expect((await lastPlan()).json().data).toBeNull();
    const plan = await newShortPlan(u.token);
    await put(u.token, plan.id, SHORT_ANSWERS, true);
    const last = (await lastPlan()).json().data;
    expect(last.plan.id).toBe(plan.id);
    expect(last.document.profile.age).toBe(35);
    const exp = (await t.get('/api/v1/user/export', u.token)).json().data;
    expect(exp.plans.plans).toHaveLength(1);
    expect(exp.plans.questionnaires[0].answers).toEqual(SHORT_ANSWERS);
    // The stored document, without the database's derived read parts (migration 0011).
    expect(exp.plans.planDocuments).toHaveLength(1);
    expect(exp.plans.planDocuments[0].document.profile.age).toBe(35);
    expect(exp.plans.planDocuments[0]).not.toHaveProperty('readParts');
  });
});
