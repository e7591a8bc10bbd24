import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LAB_MARKERS_PER_PLAN_MAX, LAB_MARKERS_PER_REPORT_MAX } from '@nutri/domain/contracts';
import { plans, reports } from '../src/db/schema';
import { newPlan, planDocUrl, putAnswers, SHORT_ANSWERS } from './plans';
import { confirmReport } from './reports';
import { suiteApp, suiteUser } from './suite';

/** Issue 16.2: many confirmed lab values must never break a plan. */

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
  const t = suiteApp();
  const user = suiteUser(t);
  let planId: string;
  beforeAll(async () => {
    planId = await newPlan(t, user.token, SHORT_ANSWERS, {
      planType: 'short_questionnaire',
      locale: 'en-US',
    });
  });

  /** A report in review, as extraction would leave it. */
  const reviewReport = async (found: ReturnType<typeof marker>[]) => {
    const [row] = await t.app.db
      .insert(reports)
      .values({
        userId: user.userId,
        planId,
        status: 'review',
        fileIds: [],
        extraction: { files: [], found },
        markers: [],
      })
      .returning();
    return row!.id;
  };
  const confirm = (reportId: string) => confirmReport(t, user.token, reportId);

  const planStillWorks = async () => {
    const doc = await t.get(planDocUrl(planId), user.token);
    expect(doc.statusCode, doc.body).toBe(200);
    const last = await t.get('/api/v1/custom_nutrition_plan/get_last_by_user', user.token);
    expect(last.statusCode, last.body).toBe(200);
    const put = await putAnswers(
      t,
      user.token,
      planId,
      { age: 36 },
      { planType: 'short_questionnaire', complete: false },
    );
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
