/**
 * Issue 18.4: a value the reader missed is added in the review (marker from the offered list, value, a
 * unit that marker is printed in) and reaches the plan; a wrong addition is refused naming its field,
 * and nothing is stored until the whole review is right.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Answers, HealthReport, PlanDocument } from '@nutri/domain/contracts';
import { uploadReport } from '../../../test/files';
import { newPlan } from '../../../test/plans';
import { analyseReport, confirmReport, reportUrl, reviewOf } from '../../../test/reports';
import { okData, suiteAppOnDisk, suiteUser } from '../../../test/suite';
import { chineseLabPdf, REVIEWED_ROWS } from '../../../test/fixtures/reports';

const WOMAN: Answers = { gender: 'female', age: 52, heightCm: 160, weightKg: 60, activityLevel: 'light' };

describe('adding a value the reader missed', () => {
  const { t } = suiteAppOnDisk('nutri-add-missed-');
  const who = suiteUser(t);
  let pdf: Uint8Array;
  beforeAll(async () => {
    pdf = await chineseLabPdf(REVIEWED_ROWS);
  });

  it('offers the markers with their units, refuses a wrong addition, then adds magnesium to the plan', async () => {
    const planId = await newPlan(t, who.token, WOMAN, { planType: 'short_questionnaire', locale: 'en-US' });
    const fileId = await uploadReport(t, who.token, { name: 'lab.pdf', type: 'application/pdf', bytes: pdf });
    const review = reviewOf((await analyseReport(t, who.token, planId, [fileId], 'en-US')).events);
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
