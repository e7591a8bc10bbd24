/**
 * The dietitian's reviewed report (issue 15 review H4, M1, M11, C4) through upload → analysis →
 * review → confirm, on both locales' standards: the review screen and the confirmed plan agree with
 * each other and with the lab's printed ranges.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthReport, PlanDocument } from '@nutri/domain/contracts';
import { parseSse } from '../../../test/sse';
import { testApp, type TestApp } from '../../../test/helper';
import { chineseLabPdf, multipart, REVIEWED_ROWS } from '../../../test/fixtures/reports';

type Login = Awaited<ReturnType<TestApp['login']>>;

describe('the reviewed report through upload, review and confirmation', () => {
  let t: TestApp;
  let dataDir: string;
  let who: Login;
  let pdf: Uint8Array;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'nutri-reviewed-'));
    t = await testApp({ DATA_DIR: dataDir });
    who = await t.login();
    pdf = await chineseLabPdf(REVIEWED_ROWS);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function newPlan(locale: 'zh-CN' | 'en-US'): Promise<string> {
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/custom_nutrition_plan/new',
      token: who.token,
      payload: { clientType: 'web', planType: 'short_questionnaire', locale },
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json().data as { id: string }).id;
    const put = await t.call({
      method: 'POST',
      url: '/api/v1/questionnaire/put',
      token: who.token,
      payload: {
        customNutritionPlanId: id,
        questionnaireType: 'short_questionnaire',
        complete: true,
        answers: { gender: 'male', age: 45, heightCm: 172, weightKg: 86, activityLevel: 'sedentary' },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    return id;
  }

  it.each(['zh-CN', 'en-US'] as const)('%s standards', async (locale) => {
    const zh = locale === 'zh-CN';
    const planId = await newPlan(locale);
    const up = await t.call({
      method: 'POST',
      url: '/api/v1/file/upload?path=health_report',
      token: who.token,
      ...multipart('file', '化验单.pdf', 'application/pdf', pdf),
    });
    expect(up.statusCode, up.body).toBe(200);
    const fileId = (up.json().data as { fileId: string }).fileId;
    const analysed = await t.call({
      method: 'POST',
      url: '/api/v1/health_report/put',
      token: who.token,
      headers: { 'accept-language': locale },
      payload: { customNutritionPlanId: planId, fileIds: [fileId] },
    });
    expect(analysed.statusCode, analysed.body).toBe(200);
    const review = parseSse(analysed.body).find((e) => e.event === 'review')?.data as HealthReport;
    const row = (key: string) => review.markers.find((m) => m.marker === key)!;
    // Review screen: the printed values and units, our flags never "normal" against the lab's range.
    expect(row('ferritin')).toMatchObject({ value: 9, flag: 'low', labRefLow: 30, labRefHigh: 400 });
    expect(row('egfr')).toMatchObject({ value: 38, unit: 'mL/min', flag: 'low' });
    expect(row('hba1c')).toMatchObject({ value: 6.1, unit: '%', flag: 'high', labRefHigh: 6 });
    expect(row('vitaminD25OH')).toMatchObject({ value: 22, flag: 'low' });
    expect(row('serumB12')).toMatchObject({ value: 332, flag: 'normal' });

    const confirmed = await t.call({
      method: 'POST',
      url: '/api/v1/health_report/confirm',
      token: who.token,
      payload: { reportId: review.reportId, markers: [] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const plan = (confirmed.json().data as { plan: PlanDocument }).plan;
    const marker = (key: string) => plan.reportAnalysis?.markers.find((m) => m.key === key);
    const finding = (id: string) => plan.findings.find((f) => f.id === id);

    // H4: a man's iron deficiency goes to the gut investigation; kidney disease is an addition.
    const iron = plan.recommendations.find((r) => r.nutrient === 'iron')!;
    expect(iron.see).toMatch(zh ? /消化科/ : /gastroenterologist/);
    expect(finding('treatment:iron')?.text).not.toMatch(/月经|period/i);
    expect(finding('treatment:iron')?.text).toMatch(zh ? /肾内科/ : /kidney team/);
    // C4: ferritin in µg/L on the line that quotes "< 15 µg/L"; eGFR G3b; "mL/min" read and said.
    expect(marker('ferritin')).toMatchObject({ value: 9, unit: 'µg/L' });
    expect(finding('lab:ferritin')?.text).not.toContain('9 ng/mL');
    expect(marker('egfr')?.source.ref).toContain('G3b: 30–44');
    expect(marker('egfr')?.meaning).toMatch(zh ? /单位为 mL\/min/ : /gives mL\/min/);
    expect(plan.profile.ckdStage).toBe('G3b');
    // M1: the lab row agrees with the lab's printed range and with the plan's finding.
    expect(marker('hba1c')).toMatchObject({
      flag: 'high',
      flagLabel: zh ? '偏高（糖尿病前期范围）' : 'high (prediabetes range)',
      labRefLow: 4,
      labRefHigh: 6,
    });
    expect(finding('glucose-prediabetes')).toBeDefined();
    // M11: deficiency on the row and a treatment in the plan.
    expect(marker('vitaminD25OH')?.meaning).toMatch(zh ? /缺乏（< 30 nmol\/L/ : /deficiency \(< 30 nmol\/L/);
    expect(finding('treatment:vitaminD')).toBeDefined();
  });
});
