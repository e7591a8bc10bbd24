import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LAB_MARKERS_PER_PLAN_MAX, LAB_MARKERS_PER_REPORT_MAX } from '@nutri/domain/contracts';
import { plans, reports } from '../src/db/schema';
import { testApp, type TestApp } from './helper';

/** Issue 16.2: many confirmed lab values must never break a plan. */

const SHORT = {
  nickname: '小王',
  gender: 'male',
  age: 35,
  heightCm: 175,
  weightKg: 80,
  activityLevel: 'light',
};

function marker(i: number, key: string, value: number, unit: string) {
  return {
    id: `m${i}`,
    marker: key,
    value,
    unit,
    labRefLow: null,
    labRefHigh: null,
    fileId: 'f',
    line: `${key} ${value} ${unit}`,
    corrected: false,
    dropped: false,
  };
}

describe('issue 16.2: confirmed lab values are merged and bounded', () => {
  let t: TestApp;
  let token: string;
  let userId: string;
  let planId: string;
  beforeAll(async () => {
    t = await testApp();
    ({ token, userId } = await t.login());
    const plan = await t.call({
      method: 'POST',
      url: '/api/v1/custom_nutrition_plan/new',
      token,
      payload: { clientType: 'web', planType: 'short_questionnaire', locale: 'en-US' },
    });
    planId = plan.json().data.id as string;
    const put = await t.call({
      method: 'POST',
      url: '/api/v1/questionnaire/put',
      token,
      payload: {
        customNutritionPlanId: planId,
        questionnaireType: 'short_questionnaire',
        answers: SHORT,
        complete: true,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
  });
  afterAll(() => t.close());

  /** A report in review, as extraction would leave it. */
  const reviewReport = async (found: ReturnType<typeof marker>[]) => {
    const [row] = await t.app.db
      .insert(reports)
      .values({
        userId,
        planId,
        status: 'review',
        fileIds: [],
        extraction: { files: [], found },
        markers: [],
      })
      .returning();
    return row!.id;
  };
  const confirm = (reportId: string) =>
    t.call({
      method: 'POST',
      url: '/api/v1/health_report/confirm',
      token,
      payload: { reportId, markers: [] },
    });

  const planStillWorks = async () => {
    const doc = await t.call({
      method: 'GET',
      url: `/api/v1/precise_nutrition_plan/get_by_custom_nutrition_plan?custom_nutrition_plan_id=${planId}`,
      token,
    });
    expect(doc.statusCode, doc.body).toBe(200);
    const last = await t.call({
      method: 'GET',
      url: '/api/v1/custom_nutrition_plan/get_last_by_user',
      token,
    });
    expect(last.statusCode, last.body).toBe(200);
    const put = await t.call({
      method: 'POST',
      url: '/api/v1/questionnaire/put',
      token,
      payload: {
        customNutritionPlanId: planId,
        questionnaireType: 'short_questionnaire',
        answers: { age: 36 },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    return doc.json().data as { labs?: { marker: string; value: number }[] };
  };

  it('a 51st two-value report is merged (newest value per marker) and the plan keeps working', async () => {
    const started = performance.now();
    for (let n = 1; n <= 51; n++) {
      const id = await reviewReport([
        marker(1, 'ferritin', 50 + n, 'ng/mL'),
        marker(2, 'hemoglobin', 100 + n, 'g/L'),
      ]);
      const res = await confirm(id);
      expect(res.statusCode, `report ${n}: ${res.body}`).toBe(200);
    }
    console.log(`51 two-value reports confirmed in ${(performance.now() - started).toFixed(0)} ms`);
    await planStillWorks();
    const [row] = await t.app.db.select().from(reports).where(eq(reports.planId, planId)).limit(1);
    expect(row?.status).toBe('confirmed');
    const [plan] = await t.app.db.select().from(plans).where(eq(plans.id, planId));
    // One value per marker, the newest report's.
    expect(plan?.reportLabs).toEqual([
      { marker: 'ferritin', value: 101, unit: 'ng/mL' },
      { marker: 'hemoglobin', value: 151, unit: 'g/L' },
    ]);
  });

  it(`a report with more than ${LAB_MARKERS_PER_REPORT_MAX} rows → 400, left in review, plan unharmed`, async () => {
    const rows = Array.from({ length: 300 }, (_, i) => marker(i, 'ferritin', 10 + i, 'ng/mL'));
    const id = await reviewReport(rows);
    const res = await confirm(id);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].field).toBe('markers');
    const [row] = await t.app.db.select().from(reports).where(eq(reports.id, id));
    expect(row?.status).toBe('review');
    expect(row?.confirmedAt).toBeNull();
    await planStillWorks();
  });

  it('the per-plan bound is a documented number', () => {
    expect(LAB_MARKERS_PER_PLAN_MAX).toBeGreaterThanOrEqual(LAB_MARKERS_PER_REPORT_MAX);
  });
});
