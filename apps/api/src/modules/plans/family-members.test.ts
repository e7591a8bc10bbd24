/**
 * Family members (issue 18.6): another person's plan under the same account, by nickname — added,
 * renamed, switched between, and deleted with everything in it; nobody else can touch it.
 */
import { describe, expect, it } from 'vitest';
import type { PlanSummary, QuestionnaireView } from '@nutri/domain/contracts';
import { newPlan, planDocUrl, SHORT_ANSWERS } from '../../../test/plans';
import { okData, suiteApp, suiteUser } from '../../../test/suite';

const LIST = '/api/v1/precise_nutrition_plan/get_by_user';
const DELETE = '/api/v1/custom_nutrition_plan/delete';

describe('family members', () => {
  const t = suiteApp();
  const who = suiteUser(t);
  const other = suiteUser(t);

  it('adds a member by name, renames and deletes it (confirmed); the account holder’s plan stays', async () => {
    const own = await newPlan(t, who.token, SHORT_ANSWERS, { planType: 'short_questionnaire' });
    const member = okData<PlanSummary>(
      await t.post('/api/v1/custom_nutrition_plan/new', who.token, {
        clientType: 'web',
        planType: 'short_questionnaire',
        nickname: '妈妈',
      }),
    );
    // The member's questionnaire opens with the name already given.
    const known = okData<QuestionnaireView>(
      await t.get(`/api/v1/questionnaire/get?custom_nutrition_plan_id=${member.id}`, who.token),
    );
    expect(known.answers).toEqual({ nickname: '妈妈' });
    expect(known.complete).toBe(false);

    const renamed = okData<PlanSummary>(
      await t.get(
        `/api/v1/precise_nutrition_plan/update_nickname?custom_nutrition_plan_id=${member.id}&nickname=${encodeURIComponent('外婆')}`,
        who.token,
      ),
    );
    expect(renamed.nickname).toBe('外婆');
    const names = (await okData<{ list: PlanSummary[] }>(await t.get(LIST, who.token))).list.map(
      (p) => p.nickname,
    );
    expect(names).toEqual(expect.arrayContaining(['外婆']));
    expect(names).toHaveLength(2);

    // Not confirmed, someone else's, or a bad id: refused, nothing deleted.
    const unconfirmed = await t.post(DELETE, who.token, { customNutritionPlanId: member.id });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain('confirm');
    expect(
      (await t.post(DELETE, other.token, { customNutritionPlanId: member.id, confirm: true })).statusCode,
    ).toBe(404);
    const badId = await t.post(DELETE, who.token, { customNutritionPlanId: 'nope', confirm: true });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain('customNutritionPlanId');
    expect(okData<{ total: number }>(await t.get(LIST, who.token)).total).toBe(2);

    expect(
      okData(await t.post(DELETE, who.token, { customNutritionPlanId: member.id, confirm: true })),
    ).toEqual({
      deleted: true,
    });
    const after = okData<{ list: PlanSummary[]; total: number }>(await t.get(LIST, who.token));
    expect(after.list.map((p) => p.id)).toEqual([own]);
    expect((await t.get(planDocUrl(member.id), who.token)).statusCode).toBe(404);
    // Deleting again: nothing there.
    expect(
      (await t.post(DELETE, who.token, { customNutritionPlanId: member.id, confirm: true })).statusCode,
    ).toBe(404);
    // The account holder's own plan is untouched.
    expect((await t.get(planDocUrl(own), who.token)).statusCode).toBe(200);
  });
});
