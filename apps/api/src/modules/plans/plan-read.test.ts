/**
 * The plan read on the database path (READ_CACHE=off, as on PostgreSQL; ADR 0036): one query with the
 * owner in its WHERE, the stored document sent as stored text. What the client gets must be what the
 * document read through the response schema was before: the same JSON, and the same 404s.
 */
import { describe, expect, it } from 'vitest';
import type { PlanDocument } from '@nutri/domain/contracts';
import { DEEP_ANSWERS, newPlan, planDocUrl, putAnswers, SHORT_ANSWERS } from '../../../test/plans';
import { okData, suiteApp, suiteUser } from '../../../test/suite';

const LAST_URL = '/api/v1/custom_nutrition_plan/get_last_by_user';

describe('the plan read without the read cache', () => {
  const t = suiteApp({ READ_CACHE: 'off' });
  const owner = suiteUser(t);
  const stranger = suiteUser(t);

  /** The same plan's document as the schema-serialised call that returns it (no `retestDue` or `retestUndated` there). */
  const viaSchema = async (token: string) =>
    okData<{ document: PlanDocument }>(await t.get(LAST_URL, token)).document;

  it.each(['zh-CN', 'en-US'] as const)(
    'a %s deep plan with medicines, supplements and labs reads as the schema-serialised document',
    async (locale) => {
      const planId = await newPlan(t, owner.token, DEEP_ANSWERS, { locale });
      const res = await t.get(planDocUrl(planId), owner.token);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const read = okData<PlanDocument>(res);
      expect(read).toEqual({
        ...(await viaSchema(owner.token)),
        retestDue: [],
        retestUndated: expect.any(Array) as unknown,
      });
      expect(read).toMatchObject({ customNutritionPlanId: planId, locale });
      expect(read.medicineTaboos.length + read.findings.length).toBeGreaterThan(0);
      // Asked in its own language, the same stored document.
      expect(okData(await t.get(`${planDocUrl(planId)}&locale=${locale}`, owner.token))).toEqual(read);
    },
  );

  it('reads in the other language and after changed answers as the engine makes them then', async () => {
    const planId = await newPlan(t, owner.token, SHORT_ANSWERS, {
      planType: 'short_questionnaire',
      locale: 'zh-CN',
    });
    const stored = okData<PlanDocument>(await t.get(planDocUrl(planId), owner.token));
    const english = okData<PlanDocument>(await t.get(`${planDocUrl(planId)}&locale=en-US`, owner.token));
    expect(english).toMatchObject({ locale: 'en-US', standards: 'zh-CN', id: stored.id });
    expect(english.nutrients.map((n) => n.key)).toEqual(stored.nutrients.map((n) => n.key));

    okData(
      await putAnswers(
        t,
        owner.token,
        planId,
        { weightKg: SHORT_ANSWERS.weightKg + 20 },
        {
          planType: 'short_questionnaire',
          complete: false,
        },
      ),
    );
    const after = okData<PlanDocument>(await t.get(planDocUrl(planId), owner.token));
    expect(after.profile.weightKg).toBe(SHORT_ANSWERS.weightKg + 20);
    expect(after).toEqual({
      ...(await viaSchema(owner.token)),
      retestDue: [],
      retestUndated: expect.any(Array) as unknown,
    });
  });

  it("answers someone else's and a missing plan id with the same 404 naming the field", async () => {
    const planId = await newPlan(t, owner.token, SHORT_ANSWERS, { planType: 'short_questionnaire' });
    for (const id of [planId, '00000000-0000-4000-8000-000000000000']) {
      const res = await t.get(planDocUrl(id), stranger.token);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({
        code: 404,
        msg: 'Plan not found',
        errors: [{ field: 'custom_nutrition_plan_id', message: 'plan not found' }],
      });
    }
    expect((await t.get(planDocUrl(planId), owner.token)).statusCode).toBe(200);
    // A malformed id is refused by the query's schema before any look-up, as before.
    expect((await t.get(planDocUrl('not-a-uuid'), owner.token)).statusCode).toBe(400);
  });

  it('answers 409 for a plan whose questionnaire is not finished, as before', async () => {
    const planId = await newPlan(t, owner.token, SHORT_ANSWERS, { planType: 'short_questionnaire' });
    const unfinished = okData<{ id: string }>(
      await t.post('/api/v1/custom_nutrition_plan/new', owner.token, {
        clientType: 'web',
        planType: 'short_questionnaire',
      }),
    ).id;
    expect((await t.get(planDocUrl(unfinished), owner.token)).statusCode).toBe(409);
    expect((await t.get(planDocUrl(planId), owner.token)).statusCode).toBe(200);
  });
});
