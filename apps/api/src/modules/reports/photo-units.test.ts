/**
 * Issue 33 §2 through HTTP (upload → analysis → review → confirm, embedded database): units as OCR
 * reads them off phone photos. The report's text carries the misreads tesseract makes of real photos
 * ("nglmL", "mlU/L", a lost decimal point, a unit cut at the paper's edge) in a PDF text layer, so the
 * reading is the same on every run; the photo reader itself is measured in bench/photos.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Answers, HealthReport, Locale, PlanDocument, ReviewMarker } from '@nutri/domain/contracts';
import { uploadReport } from '../../../test/files';
import { chineseLabPdf } from '../../../test/fixtures/reports';
import { newPlan } from '../../../test/plans';
import { analyseReport, reviewOf } from '../../../test/reports';
import { okData, suiteAppOnDisk, suiteUser } from '../../../test/suite';

const MAN: Answers = { gender: 'male', age: 45, heightCm: 175, weightKg: 78, activityLevel: 'light' };

/** [name, code, value, unit as OCR read it, range] per report language. */
const ROWS: Record<Locale, readonly (readonly string[])[]> = {
  'zh-CN': [
    ['血红蛋白', 'HGB', '1325', 'g/L', '130-175'],
    ['铁蛋白', 'FER', '8.2', 'nglmL', '30-400'],
    ['促甲状腺激素', 'TSH', '2.1', 'mlU/L', '0.27-4.2'],
    ['钾', 'K', '42', 'mmol/L', '3.5-5.3'],
    ['25-羟基维生素D', '25(OH)D', '22', 'nmo', '30-100'],
    ['维生素B12', 'VB12', '450', 'pg/rnL', '197-771'],
    ['白细胞计数', 'WBC', '6.1', 'x1O^9/L', '3.5-9.5'],
    ['血清锌', 'Zn', '1044', 'μmol/L', '11.1-19.5'],
  ],
  'en-US': [
    ['Hemoglobin', '', '1325', 'g/L', '135-175'],
    ['Ferritin', '', '8.2', 'ngjmL', '30-400'],
    ['TSH', '', '2.10', 'mlU/L', '0.45-4.50'],
    ['Potassium', '', '42', 'mmol/L', '3.5-5.1'],
    ['Vitamin D, 25-Hydroxy', '', '22', 'nmo', '30-100'],
    ['Vitamin B12', '', '450', 'pg/rnL', '232-1245'],
    ['White Blood Cells', '', '6.1', 'xl0^9/L', '3.4-10.8'],
    ['Zinc', '', '1044', 'μmol/L', '11.1-19.5'],
  ],
};

describe('a phone photo’s misread units through review and confirmation (issue 33)', () => {
  const { t } = suiteAppOnDisk('nutri-photo-units-');
  const who = suiteUser(t);
  const pdfs: Partial<Record<Locale, Uint8Array>> = {};
  beforeAll(async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) pdfs[locale] = await chineseLabPdf(ROWS[locale]);
  });

  it.each(['zh-CN', 'en-US'] as const)('%s', async (locale) => {
    const planId = await newPlan(t, who.token, MAN, { planType: 'short_questionnaire', locale });
    const bytes = pdfs[locale]!;
    const fileId = await uploadReport(t, who.token, { name: 'photo.pdf', type: 'application/pdf', bytes });
    const { res, events } = await analyseReport(t, who.token, planId, [fileId], locale);
    expect(res.statusCode, res.body).toBe(200);
    const review = reviewOf(events);
    const row = (key: string): ReviewMarker => {
      const found = review.markers.find((m) => m.marker === key);
      if (!found) throw new Error(`${key} not in the review: ${JSON.stringify(review.markers)}`);
      return found;
    };

    // Repaired where unambiguous, the reading kept beside the repair; flagged against our range.
    expect(row('ferritin')).toMatchObject({
      value: 8.2,
      unit: 'ng/mL',
      unitRead: locale === 'zh-CN' ? 'nglmL' : 'ngjmL',
      flag: 'low',
    });
    expect(row('tsh')).toMatchObject({ unit: 'mIU/L', unitRead: 'mlU/L', flag: 'normal' });
    // m read as rn, the 0 or 1 of 10⁹ read as O or l: one unit each, repaired, the reading kept.
    expect(row('serumB12')).toMatchObject({ value: 450, unit: 'pg/mL', unitRead: 'pg/rnL', flag: 'normal' });
    expect(row('wbc')).toMatchObject({
      value: 6.1,
      unit: 'x10^9/L',
      unitRead: locale === 'zh-CN' ? 'x1O^9/L' : 'xl0^9/L',
      flag: 'normal',
    });
    // A lost decimal point: the value stays as read, the likely one is offered.
    expect(row('hemoglobin')).toMatchObject({ value: 1325, unit: 'g/L', likelyValue: 132.5 });
    expect(row('serumPotassium')).toMatchObject({ value: 42, unit: 'mmol/L', likelyValue: 4.2 });
    // Zinc has no upper limit of its own: five times the printed top (19.5) is its check, and the one
    // place of the point within it is offered.
    expect(row('serumZinc')).toMatchObject({ value: 1044, likelyValue: 10.44 });
    expect(row('serumZinc').limits?.['μmol/L']).toEqual({ low: 2.14, high: 97.5 });
    // A unit still unknown: kept, offered with the marker's units to pick from, never dropped.
    const vitD = row('vitaminD25OH');
    expect(vitD).toMatchObject({ value: 22, unit: 'nmo', flag: null, dropped: false });
    expect(vitD.unitRead).toBeUndefined();
    expect(vitD.units?.[0]).toBe('nmo');
    expect(vitD.units).toEqual(expect.arrayContaining(['nmol/L', 'ng/mL']));
    expect(review.markers).toHaveLength(8);

    // Confirming as read is refused, naming the unknown unit and the values beyond the check limits.
    const asRead = await t.post('/api/v1/health_report/confirm', who.token, {
      reportId: review.reportId,
      markers: [],
    });
    expect(asRead.statusCode, asRead.body).toBe(400);
    const messages = (asRead.json().errors as { message: string }[]).map((e) => e.message).join('\n');
    expect(messages).toContain(`${vitD.id}: unit "nmo" is not recognised`);
    expect(messages).toMatch(/Haemoglobin 1325 g\/L is above/);
    expect(messages).toMatch(/potassium 42 mmol\/L is above/);
    expect(messages).toMatch(/[Zz]inc 1044 μmol\/L is above 97.5/);

    // The person takes the suggested values and picks the printed unit: that is what the plan uses.
    const { report, plan } = okData<{ report: HealthReport; plan: PlanDocument }>(
      await t.post('/api/v1/health_report/confirm', who.token, {
        reportId: review.reportId,
        markers: [
          { id: row('hemoglobin').id, value: 132.5 },
          { id: row('serumPotassium').id, value: 4.2 },
          { id: row('serumZinc').id, value: 10.4 },
          { id: vitD.id, unit: 'ng/mL' },
        ],
      }),
    );
    const confirmed = (key: string) => report.markers.find((m) => m.marker === key);
    expect(confirmed('vitaminD25OH')).toMatchObject({
      value: 22,
      unit: 'ng/mL',
      corrected: true,
      flag: 'low',
    });
    expect(confirmed('hemoglobin')).toMatchObject({ value: 132.5, corrected: true });
    expect(confirmed('hemoglobin')?.likelyValue).toBeUndefined();
    expect(confirmed('ferritin')).toMatchObject({
      unit: 'ng/mL',
      unitRead: expect.any(String),
      corrected: false,
    });
    const used = (key: string) => plan.reportAnalysis?.markers.find((m) => m.key === key);
    // 22 ng/mL in the unit picked, 55 nmol/L as the engine compares it.
    expect(used('vitaminD25OH')).toMatchObject({ value: 55, printed: { value: 22, unit: 'ng/mL' } });
    expect(used('serumPotassium')).toMatchObject({ value: 4.2 });
    expect(used('ferritin')).toMatchObject({ value: 8.2 });
    expect(used('tsh')).toBeDefined();
    // 450 pg/mL as printed is 332 pmol/L as the engine compares it (× 0.7378).
    expect(used('serumB12')?.value).toBeCloseTo(332, 0);
    expect(used('wbc')).toMatchObject({ value: 6.1 });
  });
});
