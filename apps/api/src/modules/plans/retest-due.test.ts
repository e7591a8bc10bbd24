/**
 * Issue 18 §5: the plan says when to re-test each lab value and the plan list shows what is due — the
 * date of the confirmed report plus the guideline interval the plan's lab row carries.
 */
import { describe, expect, it } from 'vitest';
import type { HealthReport, PlanDocument, PlanSummary, RetestDue } from '@nutri/domain/contracts';
import { TREATMENT_RULES } from '@nutri/domain/knowledge/treatment';
import { createPlan, DEEP_ANSWERS, newPlan, planDocUrl, readPlan } from '../../../test/plans';
import { confirmReport, reportUrl, reviewedReportSuite } from '../../../test/reports';
import { okData } from '../../../test/suite';

const WOMAN = { gender: 'female', age: 52, heightCm: 160, weightKg: 60, activityLevel: 'light' } as const;
const LIST_URL = '/api/v1/precise_nutrition_plan/get_by_user';
const WEEK_MS = 7 * 24 * 3600 * 1000;
const IRON_WEEKS = TREATMENT_RULES.find((r) => r.marker === 'ferritin')!.retestWeeks;

describe('re-test due dates on the plan read and the plan list', () => {
  const { t, who, analysePdf } = reviewedReportSuite('nutri-retest-');

  it('a confirmed report with a low ferritin is due again its interval after the report date', async () => {
    const planId = await newPlan(t, who.token, WOMAN, { planType: 'short_questionnaire', locale: 'zh-CN' });
    const { review } = await analysePdf(planId);
    okData(await confirmReport(t, who.token, review.reportId));
    const report = okData<HealthReport>(await t.get(reportUrl(review.reportId), who.token));
    const tested = Date.parse(report.confirmedAt!);

    // The plan read: the lab row's interval, the due date from the report's date, names in the plan's language.
    const plan = await readPlan(t, who.token, planId);
    const ferritinRow = plan.reportAnalysis!.markers.find((m) => m.key === 'ferritin')!;
    expect(ferritinRow.retest).toMatchObject({ minWeeks: IRON_WEEKS.min, weeks: IRON_WEEKS.max });
    expect(ferritinRow.retest!.source.ref).toMatch(/BSG/);
    const due = plan.retestDue!.find((d) => d.marker === 'ferritin')!;
    expect(due).toMatchObject({ name: '铁蛋白', weeks: IRON_WEEKS.max, minWeeks: IRON_WEEKS.min });
    expect(Date.parse(due.testDate)).toBe(tested);
    expect(Date.parse(due.dueDate)).toBe(tested + IRON_WEEKS.max * WEEK_MS);
    // Soonest first; a value without an interval (B12 332 pmol/L, normal) is not listed.
    const dates = plan.retestDue!.map((d) => Date.parse(d.dueDate));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(plan.retestDue!.some((d) => d.marker === 'serumB12')).toBe(false);
    // read from a confirmed report: dated, so nothing is undated
    expect(plan.retestUndated).toEqual([]);

    // The plan list: the same dates, names in the request's language.
    const list = okData<{ list: PlanSummary[] }>(
      await t.get(LIST_URL, who.token, { 'accept-language': 'en-US' }),
    );
    const summary = list.list.find((p) => p.id === planId)!;
    expect(summary.retestDue).toEqual(
      plan.retestDue!.map((d: RetestDue) => ({
        ...d,
        name: expect.any(String) as string,
      })),
    );
    expect(summary.retestDue!.find((d) => d.marker === 'ferritin')!.name).toBe('Ferritin');

    // The plan stream ends with the same dates (the plan page reads the plan this way).
    const stream = await t.get(
      `/api/v1/precise_nutrition_plan/stream?custom_nutrition_plan_id=${planId}`,
      who.token,
    );
    const done = stream.body.split('\n\n').find((e) => e.startsWith('event: done'))!;
    const head = JSON.parse(done.slice(done.indexOf('data: ') + 6)) as {
      plan: Pick<PlanDocument, 'retestDue'>;
    };
    expect(head.plan.retestDue).toEqual(plan.retestDue);
  });

  it('a value typed into the questionnaire has an interval but no test date, so nothing is due', async () => {
    const planId = await newPlan(t, who.token, DEEP_ANSWERS, { locale: 'en-US' });
    const plan = okData<PlanDocument>(await t.get(planDocUrl(planId), who.token));
    expect(plan.reportAnalysis!.markers.find((m) => m.key === 'ferritin')!.retest).toBeDefined();
    expect(plan.retestDue).toEqual([]);
    // …and says so: the typed ferritin is undated, with the note (clinician review 2026-11-25 closing §8).
    const undated = plan.retestUndated!.find((d) => d.marker === 'ferritin')!;
    expect(undated).toMatchObject({ name: 'Ferritin', weeks: IRON_WEEKS.max, minWeeks: IRON_WEEKS.min });
    expect(undated.note).toMatch(/typed in without a test date/);
    const list = okData<{ list: PlanSummary[] }>(await t.get(LIST_URL, who.token));
    expect(list.list.find((p) => p.id === planId)!.retestDue).toEqual([]);
  });

  it('an unfinished plan lists nothing due', async () => {
    const planId = await createPlan(t, who.token, 'short_questionnaire');
    const list = okData<{ list: PlanSummary[] }>(await t.get(LIST_URL, who.token));
    expect(list.list.find((p) => p.id === planId)!.retestDue).toEqual([]);
  });
});
