/**
 * One person, one evolving plan (issue 18.1; product decision 2026-11-22): the deep questionnaire
 * opens from what the plan knows and deepens the same plan; confirmed report values stay on it;
 * each regenerated document keeps the one before it as a readable version.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, PlanDocument, PlanVersionSummary, QuestionnaireView } from '@nutri/domain/contracts';
import { createPlan, DEEP_ANSWERS, newPlan, planDocUrl, putAnswers, readPlan } from '../../../test/plans';
import { confirmReport, reviewedReportSuite } from '../../../test/reports';
import { okData, suiteUser } from '../../../test/suite';

const WOMAN: Answers = {
  nickname: '小林',
  gender: 'female',
  age: 34,
  heightCm: 162,
  weightKg: 55,
  activityLevel: 'light',
  medicines: ['metformin'],
};

const questionnaireUrl = (planId: string) => `/api/v1/questionnaire/get?custom_nutrition_plan_id=${planId}`;
const versionsUrl = (planId: string) =>
  `/api/v1/precise_nutrition_plan/versions?custom_nutrition_plan_id=${planId}`;
const versionUrl = (planId: string, version: number | string) =>
  `/api/v1/precise_nutrition_plan/get_version?custom_nutrition_plan_id=${planId}&version=${version}`;

describe('one person, one evolving plan', () => {
  const { t, who, analysePdf } = reviewedReportSuite('nutri-history-');
  const other = suiteUser(t);

  it('short plan → report confirmed → deep questionnaire pre-filled on the same plan; every version kept', async () => {
    const planId = await newPlan(t, who.token, WOMAN, { planType: 'short_questionnaire', locale: 'zh-CN' });
    const first = await readPlan(t, who.token, planId);
    expect(first.questionnaireType).toBe('short_questionnaire');

    // A report confirmed: its values go onto the plan (a new version of the document).
    const { review } = await analysePdf(planId, 'zh-CN', '化验单.pdf');
    okData(await confirmReport(t, who.token, review.reportId));
    const withReport = await readPlan(t, who.token, planId);
    expect(withReport.reportAnalysis?.markers.some((m) => m.key === 'ferritin')).toBe(true);

    // What the deep questionnaire opens with: everything given once, in the request's language.
    const known = okData<QuestionnaireView>(
      await t.get(questionnaireUrl(planId), who.token, { 'accept-language': 'en-US' }),
    );
    expect(known).toMatchObject({
      customNutritionPlanId: planId,
      questionnaireType: 'short_questionnaire',
      complete: true,
      answers: {
        nickname: '小林',
        gender: 'female',
        age: 34,
        heightCm: 162,
        weightKg: 55,
        medicines: ['metformin'],
      },
      medicineNames: { metformin: 'Metformin' },
    });
    expect(known.labNames).toMatchObject({ ferritin: 'Ferritin', egfr: expect.stringMatching(/eGFR/) });
    expect(known.reportLabs.map((l) => l.marker)).toEqual(
      expect.arrayContaining(['ferritin', 'egfr', 'hba1c', 'vitaminD25OH', 'serumB12']),
    );
    const zhNames = okData<QuestionnaireView>(
      await t.get(questionnaireUrl(planId), who.token, { 'accept-language': 'zh-CN' }),
    ).medicineNames;
    expect(zhNames.metformin).toMatch(/二甲双胍/);

    // The deep questionnaire deepens this plan: its own items added to what is stored, complete. It
    // leaves out what the plan knows already: the short questionnaire's answers and the report's labs.
    const deepOnly: Record<string, unknown> = { ...DEEP_ANSWERS };
    for (const key of [...Object.keys(WOMAN), 'labs']) delete deepOnly[key];
    const saved = okData<{ plan: { id: string; planType: string }; answers: Answers }>(
      await putAnswers(t, who.token, planId, deepOnly, { planType: 'deep_questionnaire' }),
    );
    expect(saved.plan).toMatchObject({ id: planId, planType: 'deep_questionnaire' });
    // Merge rule: stored items the deep save did not send are kept.
    expect(saved.answers).toMatchObject({ nickname: '小林', age: 34, medicines: ['metformin'] });
    const deep = await readPlan(t, who.token, planId);
    expect(deep.questionnaireType).toBe('deep_questionnaire');
    // The report's values are still on the plan after the deep questionnaire.
    expect(deep.reportAnalysis?.markers.map((m) => m.key)).toEqual(
      withReport.reportAnalysis?.markers.map((m) => m.key),
    );
    // Still one plan for this person.
    const plans = okData<{ total: number }>(
      await t.get('/api/v1/precise_nutrition_plan/get_by_user', who.token),
    );
    expect(plans.total).toBe(1);

    // History: the current document first, then the short one with the report, then the first.
    const versions = okData<{ list: PlanVersionSummary[]; total: number }>(
      await t.get(versionsUrl(planId), who.token),
    );
    expect(versions.list.map((v) => [v.version, v.current, v.questionnaireType])).toEqual([
      [3, true, 'deep_questionnaire'],
      [2, false, 'short_questionnaire'],
      [1, false, 'short_questionnaire'],
    ]);
    const one = okData<PlanVersionSummary & { document: PlanDocument }>(
      await t.get(versionUrl(planId, 1), who.token),
    );
    expect(one.document.reportAnalysis ?? null).toBeNull();
    expect(one.document.profile).toEqual(first.profile);
    expect(one.document.nutrients).toEqual(first.nutrients);
    const two = okData<PlanVersionSummary & { document: PlanDocument }>(
      await t.get(versionUrl(planId, 2), who.token),
    );
    expect(two.document.reportAnalysis?.markers).toEqual(withReport.reportAnalysis?.markers);

    // Reading again without a change makes no new version.
    await readPlan(t, who.token, planId);
    expect(okData<{ total: number }>(await t.get(versionsUrl(planId), who.token)).total).toBe(3);

    // Nobody else reads any of it; bad input names the field.
    for (const url of [questionnaireUrl(planId), versionsUrl(planId), versionUrl(planId, 1)]) {
      expect((await t.get(url, other.token)).statusCode).toBe(404);
    }
    expect((await t.get(versionUrl(planId, 9), who.token)).statusCode).toBe(404);
    for (const bad of ['0', 'x', '1.5']) {
      const res = await t.get(versionUrl(planId, bad), who.token);
      expect(res.statusCode, bad).toBe(400);
      expect(res.body).toContain('version');
    }
  });

  it('a questionnaire in progress reads back what was saved so far, not complete', async () => {
    const planId = await createPlan(t, who.token);
    okData(await putAnswers(t, who.token, planId, { age: 40 }, { complete: false }));
    const known = okData<QuestionnaireView>(await t.get(questionnaireUrl(planId), who.token));
    expect(known).toMatchObject({ complete: false, answers: { age: 40 }, reportLabs: [] });
    expect(okData<{ total: number }>(await t.get(versionsUrl(planId), who.token)).total).toBe(0);
    expect((await t.get(planDocUrl(planId), who.token)).statusCode).toBe(409);
  });
});
