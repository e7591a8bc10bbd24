import { describe, expect, it } from 'vitest';
import type { ReportProgressEvent } from '@nutri/domain/contracts';
import { reports } from '../../db/schema';
import { keyedAddress } from '../../lib/peer-address';
import { storageOf } from '../../lib/storage';
import { uploadReport } from '../../../test/files';
import { chineseLabPdf, REVIEWED_ROWS } from '../../../test/fixtures/reports';
import { createPlan } from '../../../test/plans';
import { suiteAppOnDisk } from '../../../test/suite';
import type { FileExtraction } from './extraction/types';
import type { ReportExtractor } from './reports.service';

/**
 * Issue 35: eleven guests with slow photos held report analysis at 429 for everyone for ~22 minutes.
 * Now one address may run EXTRACTION_PER_ADDRESS_MAX analyses at once whatever accounts ask, and a
 * report's files share one time budget.
 */
const { t } = suiteAppOnDisk('nutri-report-bounds-', {
  EXTRACTION_PROCESSES: '2',
  EXTRACTION_QUEUE_MAX: '20',
  EXTRACTION_PER_ADDRESS_MAX: '2',
});

const put = (token: string, planId: string, fileIds: string[], remoteAddress: string, locale = 'zh-CN') =>
  t.call({
    method: 'POST',
    url: '/api/v1/health_report/put',
    token,
    headers: { 'accept-language': locale },
    payload: { customNutritionPlanId: planId, fileIds },
    remoteAddress,
  });

describe('report analysis per address', () => {
  it('a third analysis from one address, by another guest, is 429 in the person’s language; another address is admitted', async () => {
    // Two analyses are running from 10.36.0.1 for two other guests.
    for (let i = 0; i < 2; i++) {
      const other = await t.login();
      const planId = await createPlan(t, other.token, 'short_questionnaire');
      await t.app.db.insert(reports).values({
        userId: other.userId,
        planId,
        status: 'analysing',
        fileIds: [],
        extraction: {},
        markers: [],
        admittedFrom: keyedAddress(t.config.jwt.secret, 'report-admission', '10.36.0.1'),
      });
    }
    const me = await t.login();
    const planId = await createPlan(t, me.token, 'short_questionnaire');
    const fileId = await uploadReport(t, me.token, {
      name: 'lab.pdf',
      type: 'application/pdf',
      bytes: await chineseLabPdf(REVIEWED_ROWS),
    });
    const refused = await put(me.token, planId, [fileId], '10.36.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ reason: 'analysis_address_busy' });
    expect(refused.json().msg).toMatch(/你所在网络已有 2 份报告正在分析/);
    const en = await put(me.token, planId, [fileId], '10.36.0.1', 'en-US');
    expect(en.json().msg).toMatch(/2 reports from your network are being analysed already/);
    const admitted = await put(me.token, planId, [fileId], '10.36.0.2');
    expect(admitted.statusCode, admitted.body.slice(0, 300)).toBe(200);
    expect(admitted.body).toContain('event: accepted');
    // The address is not kept once the analysis ended.
    const mine = (await t.app.db.select().from(reports)).filter((r) => r.userId === me.userId);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.admittedFrom).toBeNull();
  });
});

describe('a report’s time budget', () => {
  it('files not reached within the budget are left unread with a note; the ones before are read', async () => {
    const me = await t.login();
    const bytes = await chineseLabPdf(REVIEWED_ROWS);
    const fileIds: string[] = [];
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
      fileIds.push(await uploadReport(t, me.token, { name, type: 'application/pdf', bytes }));
    }
    let reads = 0;
    // A slow photo: each file takes 60 ms; the report may take 40.
    const slow: ReportExtractor = {
      extract: async (): Promise<FileExtraction> => {
        reads++;
        await new Promise((r) => setTimeout(r, 60));
        return {
          method: 'ocr',
          characters: 10,
          pages: null,
          pagesWithoutText: null,
          pagesRead: null,
          markers: [],
          markersFound: 0,
        };
      },
    };
    const events: ReportProgressEvent[] = [];
    for (const locale of ['en-US', 'zh-CN'] as const) {
      reads = 0;
      events.length = 0;
      const reading = await t.app.reportsService.analyseReport(
        t.app.db,
        storageOf(t.config),
        slow,
        { fileIds, locale },
        (e) => events.push(e),
        undefined,
        40,
      );
      expect(reads).toBe(1);
      const files = (reading.extraction as { files: { fileId: string; message: string | null }[] }).files;
      expect(files.map((f) => f.fileId)).toEqual(fileIds);
      const note =
        locale === 'en-US'
          ? 'This report took its whole analysis time before this file; it was not read. Upload it in a report of its own.'
          : '这份报告的文件较多，分析时间已用完，此文件未读取。请把它放在另一份报告里上传。';
      expect(files.slice(1).map((f) => f.message)).toEqual([note, note]);
      expect(files[0]!.message).not.toBe(note);
      // Every file still goes through every stage, so the screen shows each one finished.
      expect(events.filter((e) => e.stage === 'analysed').map((e) => e.fileId)).toEqual(fileIds);
    }
  });
});
