/**
 * The dietitian's reviewed report (issue 15 review H4, M1, M11, C4) through upload → analysis →
 * review → confirm, on both locales' standards: the review screen and the confirmed plan agree with
 * each other and with the lab's printed ranges.
 */
import { describe, expect, it } from 'vitest';
import type { Answers, HealthReport, LabHistory, PlanDocument } from '@nutri/domain/contracts';
import { LOCALES, newPlan } from '../../../test/plans';
import { confirmReport, reportUrl, reviewedReportSuite } from '../../../test/reports';
import { okData, suiteUser } from '../../../test/suite';

const MAN: Answers = { gender: 'male', age: 45, heightCm: 172, weightKg: 86, activityLevel: 'sedentary' };

describe('the reviewed report through upload, review and confirmation', () => {
  const { t, who, analysePdf } = reviewedReportSuite('nutri-reviewed-');

  it.each(LOCALES)('%s standards', async (locale) => {
    const zh = locale === 'zh-CN';
    const planId = await newPlan(t, who.token, MAN, { planType: 'short_questionnaire', locale });
    const { res, review } = await analysePdf(planId, locale, '化验单.pdf');
    expect(res.statusCode, res.body).toBe(200);
    const row = (key: string) => review.markers.find((m) => m.marker === key)!;
    // Review screen: the printed values and units, our flags never "normal" against the lab's range.
    expect(row('ferritin')).toMatchObject({ value: 9, flag: 'low', labRefLow: 30, labRefHigh: 400 });
    expect(row('egfr')).toMatchObject({ value: 38, unit: 'mL/min', flag: 'low' });
    expect(row('hba1c')).toMatchObject({ value: 6.1, unit: '%', flag: 'high', labRefHigh: 6 });
    expect(row('vitaminD25OH')).toMatchObject({ value: 22, flag: 'low' });
    expect(row('serumB12')).toMatchObject({ value: 332, flag: 'normal' });

    const { plan } = okData<{ plan: PlanDocument }>(await confirmReport(t, who.token, review.reportId));
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

const WOMAN: Answers = { gender: 'female', age: 52, heightCm: 160, weightKg: 60, activityLevel: 'light' };

/**
 * Issue 18.4: a value the reader missed is added in the review (marker from the offered list, value, a
 * unit that marker is printed in) and reaches the plan; a wrong addition is refused naming its field,
 * and nothing is stored until the whole review is right.
 */
describe('adding a value the reader missed', () => {
  const { t, who, analysePdf } = reviewedReportSuite('nutri-add-missed-');

  it('offers the markers with their units, refuses a wrong addition, then adds magnesium to the plan', async () => {
    const planId = await newPlan(t, who.token, WOMAN, { planType: 'short_questionnaire', locale: 'en-US' });
    const { review } = await analysePdf(planId, 'en-US');
    const magnesium = review.addable?.find((a) => a.marker === 'serumMagnesium');
    expect(magnesium).toMatchObject({ name: expect.stringMatching(/magnesium/i) });
    expect(magnesium?.units).toContain('mmol/L');

    const refused = async (add: object[], field: string) => {
      const res = await t.post('/api/v1/health_report/confirm', who.token, {
        reportId: review.reportId,
        markers: [],
        add,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    };
    await refused([{ marker: 'unicorns', value: 1, unit: 'mg' }], 'add.0.marker');
    await refused([{ marker: 'serumMagnesium', value: 0.7, unit: 'furlongs' }], 'add.0.unit');
    await refused([{ marker: 'ferritin', value: 20, unit: 'µg/L' }], 'add.0.marker'); // already read
    await refused([{ marker: 'serumMagnesium', value: 0.7 }], 'add.0.unit');
    // Nothing was stored by the refusals: the report still waits for its review.
    expect(okData<HealthReport>(await t.get(reportUrl(review.reportId), who.token)).status).toBe('review');

    const { plan, report } = okData<{ plan: PlanDocument; report: HealthReport }>(
      await t.post('/api/v1/health_report/confirm', who.token, {
        reportId: review.reportId,
        markers: [],
        add: [{ marker: 'serumMagnesium', value: 0.62, unit: 'mmol/L' }],
      }),
    );
    const added = report.markers.find((m) => m.marker === 'serumMagnesium');
    expect(added).toMatchObject({ value: 0.62, unit: 'mmol/L', corrected: true, dropped: false });
    expect(report.addable).toBeUndefined();
    expect(plan.reportAnalysis?.markers.find((m) => m.key === 'serumMagnesium')).toMatchObject({
      value: 0.62,
    });
    // The values that were read are all still there.
    expect(plan.reportAnalysis?.markers.map((m) => m.key)).toEqual(
      expect.arrayContaining(['ferritin', 'egfr', 'hba1c', 'serumB12', 'serumMagnesium']),
    );
    // Confirming again (a later correction) keeps the value the person added.
    const again = okData<{ plan: PlanDocument }>(await confirmReport(t, who.token, review.reportId));
    expect(again.plan.reportAnalysis?.markers.find((m) => m.key === 'serumMagnesium')).toMatchObject({
      value: 0.62,
    });
  });
});

describe('a second report shows the trend (issue 18.5)', () => {
  const { t, who, analysePdf } = reviewedReportSuite('nutri-trend-');
  const other = suiteUser(t);
  const historyUrl = (planId: string) => `/api/v1/health_report/history?custom_nutrition_plan_id=${planId}`;

  it('lists each marker’s confirmed values oldest first, with the change since the last test', async () => {
    const planId = await newPlan(t, who.token, WOMAN, { planType: 'short_questionnaire', locale: 'zh-CN' });
    const confirmOne = async (edit: (review: HealthReport) => object[]) => {
      const { review } = await analysePdf(planId);
      okData(await confirmReport(t, who.token, review.reportId, edit(review)));
    };
    expect(okData<LabHistory>(await t.get(historyUrl(planId), who.token)).markers).toEqual([]);
    await confirmOne(() => []);
    // Three months later: ferritin 20, printed in ng/mL this time (the same size of unit as µg/L).
    await confirmOne((review) => {
      const ferritin = review.markers.find((m) => m.marker === 'ferritin')!;
      return [{ id: ferritin.id, value: 20, unit: 'ng/mL' }];
    });
    const history = okData<LabHistory>(await t.get(historyUrl(planId), who.token));
    const ferritin = history.markers.find((m) => m.marker === 'ferritin')!;
    expect(ferritin.name).toBe('铁蛋白');
    expect(ferritin.points.map((p) => [p.value, p.unit])).toEqual([
      [9, 'µg/L'],
      [20, 'ng/mL'],
    ]);
    expect(ferritin.points[0]!.date <= ferritin.points[1]!.date).toBe(true);
    expect(ferritin.change).toBe(11);
    // Unchanged values: no change; one test only would have none at all.
    expect(history.markers.find((m) => m.marker === 'serumB12')?.change).toBe(0);
    expect((await t.get(historyUrl(planId), other.token)).statusCode).toBe(404);
  });
});

/**
 * Issue 18.4: a value far outside what is measured in people (triglycerides "12" read for 1.2 mmol/L)
 * is highlighted in the review and reaches the plan only once the person says it is what the report
 * says; the check limits come in every unit offered.
 */
describe('a value beyond its check limit', () => {
  const { t, who, analysePdf } = reviewedReportSuite('nutri-check-limit-');

  it('sends the limits per unit, refuses the unchecked value naming it, and takes it once checked', async () => {
    const planId = await newPlan(t, who.token, WOMAN, { planType: 'short_questionnaire', locale: 'en-US' });
    const { review } = await analysePdf(planId, 'en-US');
    const ferritin = review.markers.find((m) => m.marker === 'ferritin')!;
    // limits in each unit the picker offers, the same limit expressed in each
    expect(ferritin.limits?.['µg/L']).toEqual({ low: expect.any(Number), high: 1000 });
    expect(ferritin.limits?.['ng/mL']?.high).toBe(1000);
    const triglycerides = review.addable?.find((a) => a.marker === 'triglycerides');
    expect(triglycerides?.limits?.['mmol/L']?.high).toBe(11.2);
    expect(triglycerides?.limits?.['mg/dL']?.high).toBe(992);

    const confirm = (body: object) =>
      t.post('/api/v1/health_report/confirm', who.token, { reportId: review.reportId, ...body });
    const refusal = async (body: object) => {
      const res = await confirm(body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors[0] as { field: string; message: string };
    };
    // A corrected row with a misplaced decimal point, and an added value "12" meant as 1.2.
    expect(await refusal({ markers: [{ id: ferritin.id, value: 1500 }] })).toMatchObject({
      field: 'markers.0.value',
      message: expect.stringMatching(/ferritin 1500 µg\/L is above 1000 µg\/L.*checked: true/i),
    });
    expect(
      await refusal({ markers: [], add: [{ marker: 'triglycerides', value: 12, unit: 'mmol/L' }] }),
    ).toMatchObject({ field: 'add.0.value', message: expect.stringMatching(/above 11\.2 mmol\/L/) });
    // the same value in the unit it was meant in passes; nothing was stored by the refusals
    expect(okData<HealthReport>(await t.get(reportUrl(review.reportId), who.token)).status).toBe('review');

    const { plan, report } = okData<{ plan: PlanDocument; report: HealthReport }>(
      await confirm({
        markers: [],
        add: [{ marker: 'triglycerides', value: 12, unit: 'mmol/L', checked: true }],
      }),
    );
    expect(report.markers.find((m) => m.marker === 'triglycerides')).toMatchObject({
      value: 12,
      checked: true,
    });
    expect(plan.reportAnalysis?.markers.find((m) => m.key === 'triglycerides')).toMatchObject({
      value: 12,
      flag: 'high',
    });
    // `checked` is true or absent: anything else is refused by the schema, naming the field.
    const res = await confirm({ markers: [{ id: ferritin.id, checked: false }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('markers.0.checked');
  });
});
