import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { files } from '../../db/schema';
import { storageOf } from '../../lib/storage';
import type { TestApp } from '../../../test/helper';
import { storedFiles, upload as uploadFile } from '../../../test/files';
import { suiteApp, suiteAppOnDisk } from '../../../test/suite';

/**
 * Issue 16.5: one guest stored 2.5 GB in 41 s with 200 concurrent 10 MiB uploads. Uploads now count
 * against a per-user quota per 24 hours (files and bytes, reserved in the database so concurrent
 * uploads cannot overshoot it) and a per-user upload rate, and are streamed to storage.
 */

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
/** A PNG of `size` bytes (the image, then zeros after its end). */
const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

const FILES_MAX = 7;
const BYTES_MAX = 200 * 1024;
const RATE_MAX = 5;

/** An upload of a PNG's bytes as a health report, in the request language. */
const uploadPng = (t: TestApp, token: string, bytes: Uint8Array, lang = 'en-US') =>
  uploadFile(t, token, { name: 'a.png', type: 'image/png', bytes }, { headers: { 'accept-language': lang } });

interface ErrorBody {
  code: number;
  msg: string;
}

describe('issue 16.5: upload quota per user per day', () => {
  const { t, dataDir } = suiteAppOnDisk('nutri-quota-', {
    UPLOAD_DAILY_FILES_MAX: String(FILES_MAX),
    UPLOAD_DAILY_BYTES_MAX: String(BYTES_MAX),
    UPLOAD_RATE_LIMIT_MAX: '1000',
  });

  const upload = (token: string, bytes: Uint8Array, lang = 'en-US') => uploadPng(t, token, bytes, lang);
  const rowsOf = async (userId: string) =>
    (await t.app.db.select({ n: count() }).from(files).where(eq(files.userId, userId)))[0]?.n ?? 0;
  const userFiles = (userId: string) => storedFiles(path.join(dataDir(), 'files', userId));

  it(`40 concurrent uploads with a quota of ${FILES_MAX} files store exactly ${FILES_MAX}; the rest → 429 with Retry-After`, async () => {
    const { token, userId } = await t.login();
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: 40 }, () => upload(token, PNG)));
    const ms = performance.now() - started;
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 429);
    console.log(
      `40 concurrent uploads, quota ${FILES_MAX} files/day: ${ok.length} stored, ${refused.length} × 429 ` +
        `(Retry-After ${refused[0]?.headers['retry-after']} s), ${(await userFiles(userId)).length} files on disk, ` +
        `${await rowsOf(userId)} rows, in ${ms.toFixed(0)} ms`,
    );
    expect(ok).toHaveLength(FILES_MAX);
    expect(refused).toHaveLength(40 - FILES_MAX);
    for (const r of refused) {
      const retry = Number(r.headers['retry-after']);
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(24 * 3600);
      expect((r.json() as ErrorBody).msg).toMatch(/daily upload limit.*7 files/i);
    }
    expect(await rowsOf(userId)).toBe(FILES_MAX);
    const onDisk = await userFiles(userId);
    expect(onDisk).toHaveLength(FILES_MAX);
    expect(onDisk.filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('the daily volume: the upload that would pass it → 429 naming it, in the request locale', async () => {
    const { token, userId } = await t.login();
    const part = pngOf(60 * 1024);
    for (let i = 0; i < 3; i++) expect((await upload(token, part)).statusCode).toBe(200);
    const en = await upload(token, part, 'en-US');
    const zh = await upload(token, part, 'zh-CN');
    console.log(
      `daily volume ${BYTES_MAX} bytes: 4th upload of 60 KiB → ${en.statusCode}: ${en.json().msg} | ${zh.json().msg}`,
    );
    expect(en.statusCode).toBe(429);
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(0);
    expect((en.json() as ErrorBody).msg).toMatch(/daily upload volume/i);
    expect(zh.statusCode).toBe(429);
    expect((zh.json() as ErrorBody).msg).toMatch(/每日上传容量/);
    // A smaller file still fits.
    expect((await upload(token, pngOf(10 * 1024))).statusCode).toBe(200);
    expect(await rowsOf(userId)).toBe(4);
  });

  it('a file larger than the whole daily volume → 413 naming it', async () => {
    const { token, userId } = await t.login();
    const res = await upload(token, pngOf(BYTES_MAX + 1024));
    expect(res.statusCode, res.body).toBe(413);
    expect((res.json() as ErrorBody).msg).toMatch(/daily upload volume/i);
    expect(await rowsOf(userId)).toBe(0);
    expect(await userFiles(userId)).toEqual([]);
  });

  it('a refused upload (wrong type, too large) uses up no quota and leaves nothing behind', async () => {
    const { token, userId } = await t.login();
    for (let i = 0; i < FILES_MAX + 2; i++) {
      const res = await upload(token, new TextEncoder().encode(`not an image ${i}`));
      expect(res.statusCode).toBe(415);
    }
    const tooBig = await upload(token, Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(413);
    expect(await rowsOf(userId)).toBe(0);
    expect(await userFiles(userId)).toEqual([]);
    expect((await upload(token, PNG)).statusCode).toBe(200);
  });

  it('the storage write receives a stream, never the whole file', async () => {
    const storage = storageOf(t.config);
    const put = vi.spyOn(storage, 'put');
    const putStream = vi.spyOn(storage, 'putStream');
    try {
      const { token } = await t.login();
      const res = await upload(token, pngOf(100 * 1024));
      expect(res.statusCode, res.body).toBe(200);
      expect(put).not.toHaveBeenCalled();
      expect(putStream).toHaveBeenCalledTimes(1);
      const source = putStream.mock.calls[0]?.[1];
      expect(source).not.toBeInstanceOf(Uint8Array);
      expect(typeof (source as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]).toBe('function');
    } finally {
      put.mockRestore();
      putStream.mockRestore();
    }
  });
});

describe('issue 16.5: upload rate per user', () => {
  const t = suiteApp({ UPLOAD_RATE_LIMIT_MAX: String(RATE_MAX) });

  it(`the upload after ${RATE_MAX} in a minute → 429 with Retry-After naming the rate; another user is not held back`, async () => {
    const alice = await t.login();
    const bob = await t.login();
    const send = (token: string, lang = 'en-US') => uploadPng(t, token, PNG, lang);
    const statuses: number[] = [];
    for (let i = 0; i < RATE_MAX; i++) statuses.push((await send(alice.token)).statusCode);
    const en = await send(alice.token);
    const zh = await send(alice.token, 'zh-CN');
    console.log(
      `upload rate ${RATE_MAX}/min: ${statuses.join(',')} then ${en.statusCode}: ${en.json().msg} | ${zh.json().msg}`,
    );
    expect(statuses).toEqual(Array(RATE_MAX).fill(200));
    expect(en.statusCode).toBe(429);
    expect(Number(en.headers['retry-after'])).toBeGreaterThan(0);
    expect((en.json() as ErrorBody).msg).toMatch(/too many uploads.*5 per minute/i);
    expect(zh.statusCode).toBe(429);
    expect((zh.json() as ErrorBody).msg).toMatch(/上传过于频繁/);
    expect((await send(bob.token)).statusCode).toBe(200);
  });
});
