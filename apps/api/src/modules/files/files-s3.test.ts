import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { S3Storage } from '../../lib/storage-s3';
import { storageOf } from '../../lib/storage';
import { upload, uploadReport } from '../../../test/files';
import {
  CHINESE_ROWS,
  chineseLabPdf,
  disguisedExecutable,
  labTablePng,
} from '../../../test/fixtures/reports';
import { newPlan, SHORT_ANSWERS } from '../../../test/plans';
import { analyseReport, reviewOf } from '../../../test/reports';
import { startS3, type LocalS3 } from '../../../test/s3';
import { okData, suiteApp, suiteUsers } from '../../../test/suite';

/**
 * Files in an S3-compatible bucket through the real app (issue 21.1, ADR 0033): what an upload stores,
 * who may read it back, extraction reading it, and erasure emptying the user's part of the bucket. With
 * TEST_DATABASE_URL the same runs on PostgreSQL — the set-up many instances share.
 */
describe('files on S3-compatible storage', () => {
  let s3: LocalS3;
  // Registered before the app's hooks: the store is up before the app starts and stops after it closes.
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3?.stop());
  const t = suiteApp(() => s3.env);
  const [alice, bob] = suiteUsers(t, 2);

  it('uses the bucket, not the local disk or memory', () => {
    expect(storageOf(t.config)).toBeInstanceOf(S3Storage);
    expect(t.app.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('stores an upload as an object under the user’s prefix and streams it back to its owner only', async () => {
    const png = await labTablePng();
    const fileId = await uploadReport(t, alice.token, { name: '化验单.png', type: 'image/png', bytes: png });
    const keys = await s3.keys(`${alice.userId}/`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toMatch(/化验单|png/);

    const content = (token?: string) => t.get(`/api/v1/file/content?file_id=${fileId}`, token);
    const own = await content(alice.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-length']).toBe(String(png.length));
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(own.rawPayload, Buffer.from(png))).toBe(0);

    // The same answers as on disk: another user's id is not found, no token is unauthorised.
    expect((await content(bob.token)).statusCode).toBe(404);
    expect((await content()).statusCode).toBe(401);
  });

  it('a refused upload answers its own status and leaves no object, even after parts went up', async () => {
    const dan = await t.login();
    const png = await labTablePng();
    // Over 10 MiB with a PNG's header: two 5 MiB parts are in the bucket's hands before the limit.
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(png.subarray(0, 64));
    const tooLarge = await upload(t, dan.token, { name: 'big.png', type: 'image/png', bytes: big });
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    const disguised = await upload(t, dan.token, {
      name: 'report.pdf',
      type: 'application/pdf',
      bytes: disguisedExecutable(),
    });
    expect(disguised.statusCode, disguised.body).toBe(415);
    expect(await s3.keys(`${dan.userId}/`)).toEqual([]);
  });

  it('a file whose object has gone answers 404, not 500', async () => {
    const png = await labTablePng();
    const fileId = await uploadReport(t, bob.token, { name: 'gone.png', type: 'image/png', bytes: png });
    const [key] = await s3.keys(`${bob.userId}/`);
    await storageOf(t.config).delete(key!);
    const res = await t.get(`/api/v1/file/content?file_id=${fileId}`, bob.token);
    expect(res.statusCode).toBe(404);
  });

  it('report extraction reads the uploaded PDF from the bucket', async () => {
    const who = await t.login();
    const planId = await newPlan(t, who.token, SHORT_ANSWERS, { planType: 'short_questionnaire' });
    const fileId = await uploadReport(t, who.token, {
      name: '化验单.pdf',
      type: 'application/pdf',
      bytes: await chineseLabPdf(CHINESE_ROWS),
    });
    const { res, events } = await analyseReport(t, who.token, planId, [fileId]);
    expect(res.statusCode, res.body).toBe(200);
    const review = reviewOf(events);
    expect(review?.markers).toContainEqual(expect.objectContaining({ marker: 'ferritin', value: 12 }));
  });

  it('account erasure removes the user’s objects from the bucket and nobody else’s', async () => {
    const carol = await t.login();
    const png = await labTablePng();
    await uploadReport(t, carol.token, { name: 'a.png', type: 'image/png', bytes: png });
    await uploadReport(t, carol.token, { name: 'b.png', type: 'image/png', bytes: png });
    expect(await s3.keys(`${carol.userId}/`)).toHaveLength(2);
    const alicesBefore = await s3.keys(`${alice.userId}/`);
    expect(alicesBefore.length).toBeGreaterThan(0);

    okData(await t.post('/api/v1/user/delete', carol.token, { confirm: true }));

    expect(await s3.keys(`${carol.userId}/`)).toEqual([]);
    expect(await s3.keys(`${alice.userId}/`)).toEqual(alicesBefore);
  });
});

describe('an object store that cannot be reached', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3?.stop());

  // A whole app on a fresh embedded database is built before the check fails: minutes on a busy machine.
  it('stops the start with S3_BUCKET named', { timeout: 180_000 }, async () => {
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: 'memory',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent-web-dist',
        ...s3.env,
        S3_BUCKET: 'not-created',
      }),
      logger: false,
    });
    try {
      await expect(app.ready()).rejects.toThrow(
        /S3_BUCKET: the bucket "not-created" at S3_ENDPOINT .* cannot be reached/,
      );
    } finally {
      await app.close();
    }
  });
});
