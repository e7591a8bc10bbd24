import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextStepFor } from '@nutri/domain/commerce';
import type {
  Answers,
  HealthReport,
  Locale,
  PlanDocument,
  ReportProgressEvent,
} from '@nutri/domain/contracts';
import { reports } from '../../db/schema';
import { uploadReport } from '../../../test/files';
import type { Login } from '../../../test/helper';
import { newPlan as newPlanOf, readPlan } from '../../../test/plans';
import {
  analyseReport,
  confirmReport,
  expectFullAnalysis,
  reportUrl,
  type ReportEvent,
  reviewOf,
} from '../../../test/reports';
import { okData, suiteAppOnDisk, suiteUsers } from '../../../test/suite';
import { chineseLabPdf, englishLabPdf, labTablePng, scannedPdf } from '../../../test/fixtures/reports';

const MAN: Answers = { gender: 'male', age: 45, heightCm: 175, weightKg: 78, activityLevel: 'light' };

describe('health reports: extraction, review and confirmation', () => {
  const { t, dataDir } = suiteAppOnDisk('nutri-reports-');
  const [alice, bob] = suiteUsers(t, 2);
  let zhPlan: string;
  let enPlan: string;
  const fx: Record<'zh' | 'en' | 'png' | 'scan', Uint8Array> = {
    zh: new Uint8Array(),
    en: new Uint8Array(),
    png: new Uint8Array(),
    scan: new Uint8Array(),
  };

  const newPlan = (who: Login, locale: Locale) =>
    newPlanOf(t, who.token, MAN, { planType: 'short_questionnaire', locale });
  const upload = (who: Login, bytes: Uint8Array, name: string, type: string) =>
    uploadReport(t, who.token, { name, type, bytes });
  const analyse = (who: Login, planId: string, fileIds: string[], lang = 'zh-CN') =>
    analyseReport(t, who.token, planId, fileIds, lang);
  /** One of Alice's files, uploaded and analysed on one of her plans. */
  const analyseOne = async (bytes: Uint8Array, name: string, type: string, planId: string, lang?: string) => {
    const fileId = await upload(alice, bytes, name, type);
    return { fileId, ...(await analyse(alice, planId, [fileId], lang)) };
  };
  const stageOf = (events: ReportEvent[], stage: ReportProgressEvent['stage']) =>
    events.find((e) => e.event === 'progress' && (e.data as ReportProgressEvent).stage === stage)
      ?.data as ReportProgressEvent;
  const byMarker = (r: HealthReport) =>
    Object.fromEntries(
      r.markers.map((m) => [m.marker, [m.value, m.unit, m.flag, m.labRefLow, m.labRefHigh]]),
    );

  beforeAll(async () => {
    zhPlan = await newPlan(alice, 'zh-CN');
    enPlan = await newPlan(alice, 'en-US');
    [fx.zh, fx.en, fx.png, fx.scan] = await Promise.all([
      chineseLabPdf(),
      englishLabPdf(),
      labTablePng(),
      scannedPdf(),
    ]);
  });
  it('reads the Chinese PDF: values, units, lab ranges and our flags (zh-CN standards, man of 45)', async () => {
    const { fileId, res, events } = await analyseOne(fx.zh, '化验单.pdf', 'application/pdf', zhPlan);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const stages = expectFullAnalysis(events);
    expect(stages[1]).toMatchObject({ fileId, method: 'pdf_text', pages: 1, pagesWithoutText: 0 });
    expect(stages[1]?.characters).toBeGreaterThan(100);
    expect(stages[2]).toMatchObject({ count: 6 });
    const review = reviewOf(events);
    expect(review.status).toBe('review');
    expect(byMarker(review)).toEqual({
      hemoglobin: [118, 'g/L', 'low', 130, 175],
      ferritin: [12, 'ng/mL', 'low', 30, 400],
      vitaminD25OH: [15, 'ng/mL', 'low', 30, 100],
      fastingGlucose: [6.5, 'mmol/L', 'high', 3.9, 6.1],
      totalCholesterol: [5.2, 'mmol/L', 'high', null, 5.2],
      serumB12: [120, 'pmol/L', 'low', 133, 675],
    });
    const hb = review.markers.find((m) => m.marker === 'hemoglobin');
    expect(hb).toMatchObject({
      name: '血红蛋白',
      ourRefLow: 130,
      fileId,
      line: '血红蛋白 Hb 118 g/L 130-175',
    });
    // Our range is shown in the printed unit, rounded as the report prints (15, 30-100): 25(OH)D
    // 50 nmol/L = 20.03 ng/mL shows as 20.
    expect(review.markers.find((m) => m.marker === 'vitaminD25OH')).toMatchObject({
      ourRefLow: 20,
      ourRefHigh: 50,
    });
    expect(events.at(-1)?.data).toEqual({ reportId: review.reportId });
  });

  it('reads the English PDF against en-US standards (US units converted for the flags)', async () => {
    const { events } = await analyseOne(fx.en, 'labcorp.pdf', 'application/pdf', enPlan, 'en-US');
    const review = reviewOf(events);
    expect(byMarker(review)).toEqual({
      hemoglobin: [11.8, 'g/dL', 'low', 13.5, 17.5],
      ferritin: [12, 'ng/mL', 'low', 30, 400],
      vitaminD25OH: [15, 'ng/mL', 'low', 30, 100],
      fastingGlucose: [101, 'mg/dL', 'high', 70, 99],
      hba1c: [6, '%', 'high', null, 5.7],
      ldlCholesterol: [160, 'mg/dL', 'high', null, 100],
    });
    expect(review.markers[0]?.name).toBe('Haemoglobin');
  });

  it('reads the photo-like PNG by OCR (values exact; see extract tolerance notes)', async () => {
    const { events } = await analyseOne(fx.png, 'photo.png', 'image/png', zhPlan);
    const text = stageOf(events, 'text_extracted');
    expect(text.method).toBe('ocr');
    const found = byMarker(reviewOf(events));
    // Every row the table shows, with its value; units are repaired from OCR look-alikes.
    expect(found).toMatchObject({
      hemoglobin: [118, 'g/L', 'low', 130, 175],
      ferritin: [12, 'ng/mL', 'low', 30, 400],
      fastingGlucose: [6.5, 'mmol/L', 'high', 3.9, 6.1],
      totalCholesterol: [5.2, 'mmol/L', 'high', null, 5.2],
    });
  }, 120_000);

  it('several files: each gets its stages in order; a scan without markers gets a message, not a failure', async () => {
    const scan = await upload(alice, fx.scan, 'scan.pdf', 'application/pdf');
    const pdf = await upload(alice, fx.en, 'labs.pdf', 'application/pdf');
    const { events } = await analyse(alice, enPlan, [scan, pdf], 'en-US');
    const progress = events.filter((e) => e.event === 'progress').map((e) => e.data as ReportProgressEvent);
    expect(progress.map((p) => `${p.fileId === scan ? 'scan' : 'pdf'}:${p.stage}`)).toEqual([
      'scan:received',
      'scan:text_extracted',
      'scan:markers_found',
      'scan:analysed',
      'pdf:received',
      'pdf:text_extracted',
      'pdf:markers_found',
      'pdf:analysed',
    ]);
    expect(progress[1]).toMatchObject({ method: 'pdf_text', pagesWithoutText: 1 });
    expect(progress[2]).toMatchObject({ count: 0 });
    expect(progress[2]?.message).toMatch(/Scanned PDF pages are not supported yet/);
    expect(events.map((e) => e.event).slice(-2)).toEqual(['review', 'done']);
    expect(reviewOf(events).markers).toHaveLength(6);
  });

  it('a file with no lab values: markers_found count 0 with a message in the request locale', async () => {
    const { events } = await analyseOne(await blankPng(), 'blank.png', 'image/png', zhPlan, 'zh-CN');
    const found = stageOf(events, 'markers_found');
    expect(found).toMatchObject({ count: 0, message: expect.stringMatching(/未能在此文件中识别到检验指标/) });
    expect(events.at(-1)?.event).toBe('done');
  }, 120_000);

  it("someone else's file or plan → 404 before any stream, and no report is stored", async () => {
    const reportsBefore = (await t.app.db.select({ n: count() }).from(reports))[0]?.n;
    const mine = await upload(alice, fx.en, 'a.pdf', 'application/pdf');
    const bobsPlan = await newPlan(bob, 'zh-CN');
    const bobsFile = await upload(bob, fx.en, 'b.pdf', 'application/pdf');
    for (const [who, plan, files, field] of [
      [alice, zhPlan, [mine, bobsFile], 'fileIds'],
      [alice, bobsPlan, [mine], 'customNutritionPlanId'],
      [bob, zhPlan, [bobsFile], 'customNutritionPlanId'],
    ] as const) {
      const { res } = await analyse(who, plan, [...files]);
      expect(res.statusCode, res.body).toBe(404);
      expect((res.json() as { errors: { field: string }[] }).errors[0]?.field).toBe(field);
    }
    const get = await t.get(reportUrl(crypto.randomUUID()), alice.token);
    expect(get.statusCode).toBe(404);
    expect((await t.app.db.select({ n: count() }).from(reports))[0]?.n).toBe(reportsBefore);
  });

  it('confirm with a corrected and a dropped value: the plan’s reportAnalysis follows, lab ranges kept', async () => {
    const review = reviewOf((await analyseOne(fx.zh, '化验单.pdf', 'application/pdf', zhPlan)).events);
    const id = (key: string) => review.markers.find((m) => m.marker === key)?.id ?? '';
    const before = await readPlan(t, alice.token, zhPlan);
    expect(before.reportAnalysis).toBeNull();

    // Bob cannot confirm or read Alice's report.
    for (const res of [
      await confirmReport(t, bob.token, review.reportId),
      await t.get(reportUrl(review.reportId), bob.token),
    ])
      expect(res.statusCode).toBe(404);

    const bad = await confirmReport(t, alice.token, review.reportId, [
      { id: id('ferritin'), unit: 'furlongs' },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('markers.0.unit');

    const { report, plan } = okData<{ report: HealthReport; plan: PlanDocument }>(
      await confirmReport(t, alice.token, review.reportId, [
        { id: id('ferritin'), value: 82 },
        { id: id('hemoglobin'), drop: true },
      ]),
    );
    expect(report.status).toBe('confirmed');
    expect(report.markers.find((m) => m.marker === 'ferritin')).toMatchObject({
      value: 82,
      flag: 'normal',
      corrected: true,
      dropped: false,
    });
    expect(report.markers.find((m) => m.marker === 'hemoglobin')?.dropped).toBe(true);

    const analysis = plan.reportAnalysis;
    expect(analysis).not.toBeNull();
    const keys = analysis?.markers.map((m) => m.key) ?? [];
    expect(keys).not.toContain('hemoglobin');
    expect(analysis?.markers.find((m) => m.key === 'ferritin')).toMatchObject({
      value: 82,
      flag: 'normal',
      labRefLow: 30,
      labRefHigh: 400,
    });
    expect(analysis?.markers.find((m) => m.key === 'vitaminD25OH')).toMatchObject({
      value: 37, // 15 ng/mL × 2.496 in nmol/L
      flag: 'low',
      labRefLow: 75,
      labRefHigh: 250,
    });
    // The next-step indicator follows its rule (ADR 0004) on the regenerated document (a short plan
    // stays at '1').
    expect(plan.nextStep).toBe(nextStepFor(plan));
    expect(plan.nextStep).toBe('1');

    // The stored document and a reload of the report agree.
    const again = await t.get(reportUrl(review.reportId), alice.token);
    expect((again.json().data as HealthReport).status).toBe('confirmed');
    const doc = await readPlan(t, alice.token, zhPlan);
    expect(doc.reportAnalysis?.markers.map((m) => m.key)).toEqual(keys);
  });

  it('export lists reports; deleting the account removes every stored file', async () => {
    const exp = await t.get('/api/v1/user/export', alice.token);
    const data = exp.json().data as { files: unknown[]; reports: unknown[] };
    expect(data.files.length).toBeGreaterThanOrEqual(6);
    expect(data.reports.length).toBeGreaterThanOrEqual(5);
    const del = await t.post('/api/v1/user/delete', alice.token, { confirm: true });
    expect(del.statusCode, del.body).toBe(200);
    const left = await readdir(path.join(dataDir(), 'files'));
    expect(left).not.toContain(alice.userId);
    expect(left).toContain(bob.userId);
  });
});

/** A plain grey page with no text at all. */
async function blankPng(): Promise<Uint8Array> {
  const sharp = (await import('sharp')).default;
  return new Uint8Array(
    await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e0ded8' } })
      .png()
      .toBuffer(),
  );
}
