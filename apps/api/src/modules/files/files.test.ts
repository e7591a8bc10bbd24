import path from 'node:path';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../db/schema';
import { storedFiles, upload as uploadFile } from '../../../test/files';
import { suiteAppOnDisk, suiteUsers } from '../../../test/suite';
import { disguisedExecutable, englishLabPdf, labTablePng } from '../../../test/fixtures/reports';

describe('file upload and content', () => {
  const { t, dataDir } = suiteAppOnDisk('nutri-files-');
  const [alice, bob] = suiteUsers(t, 2);
  let png: Uint8Array;
  let pdf: Uint8Array;
  beforeAll(async () => {
    [png, pdf] = await Promise.all([labTablePng(), englishLabPdf()]);
  });

  const upload = (
    token: string | undefined,
    category: string,
    name: string,
    type: string,
    bytes: Uint8Array,
    field = 'file',
  ) => uploadFile(t, token, { name, type, bytes, field }, { category });
  const rowCount = async () => (await t.app.db.select({ n: count() }).from(files))[0]?.n ?? 0;
  const storageRoot = () => path.join(dataDir(), 'files');

  it('stores a PNG under a random key and answers its metadata', async () => {
    const res = await upload(alice.token, 'health_report', '../../etc/化验单 <1>.png', 'image/png', png);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { fileId: string; url: string; name: string; size: number; mime: string };
    expect(data).toMatchObject({ name: '化验单 1.png', size: png.length, mime: 'image/png' });
    expect(data.url).toBe(`/api/v1/file/content?file_id=${data.fileId}`);
    const stored = await storedFiles(storageRoot());
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain(alice.userId);
    expect(path.basename(stored[0] ?? '')).not.toMatch(/化验单|png/);
  });

  it('serves the bytes to the owner only, a PDF as a download, sandboxed, with the detected type and nosniff', async () => {
    const up = await upload(alice.token, 'health_report', 'report.bin', 'application/octet-stream', pdf);
    expect(up.statusCode, up.body).toBe(200);
    const { fileId, mime } = up.json().data as { fileId: string; mime: string };
    expect(mime).toBe('application/pdf');
    const content = (token?: string) => t.get(`/api/v1/file/content?file_id=${fileId}`, token);
    const own = await content(alice.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    // Issue 16.9: a PDF may carry /JavaScript; it is never rendered inline in our origin.
    expect(own.headers['content-disposition']).toMatch(/^attachment; filename="report\.bin"/);
    expect(own.headers['content-security-policy']).toBe('sandbox');
    expect(Buffer.compare(own.rawPayload, Buffer.from(pdf))).toBe(0);
    const other = await content(bob.token);
    expect(other.statusCode).toBe(404);
    const none = await content();
    expect(none.statusCode).toBe(401);
  });

  describe('rejections store nothing', () => {
    const cases: [string, number, string, () => Promise<{ statusCode: number; body: string }>][] = [
      [
        'a category outside the allow-list',
        400,
        'path',
        () => upload(alice.token, '../etc', 'a.png', 'image/png', png),
      ],
      [
        'an avatar that is a PDF',
        415,
        'file',
        () => upload(alice.token, 'avatar', 'a.pdf', 'application/pdf', pdf),
      ],
      [
        'an executable renamed .pdf',
        415,
        'file',
        () => upload(alice.token, 'health_report', 'report.pdf', 'application/pdf', disguisedExecutable()),
      ],
      [
        'plain text named .png',
        415,
        'file',
        () => upload(alice.token, 'health_report', 'a.png', 'image/png', new TextEncoder().encode('hello')),
      ],
      [
        'an empty file',
        400,
        'file',
        () => upload(alice.token, 'health_report', 'a.pdf', 'application/pdf', new Uint8Array(0)),
      ],
      [
        'the wrong field name',
        400,
        'file',
        () => upload(alice.token, 'health_report', 'a.png', 'image/png', png, 'upload'),
      ],
      [
        'a file over 10 MiB',
        413,
        '',
        () => {
          const big = new Uint8Array(10 * 1024 * 1024 + 1);
          big.set(png.subarray(0, 64));
          return upload(alice.token, 'health_report', 'big.png', 'image/png', big);
        },
      ],
      [
        'a JSON body instead of multipart',
        415,
        '',
        () => t.post('/api/v1/file/upload?path=health_report', alice.token, { file: 'x' }),
      ],
    ];
    it.each(cases)('%s → %i', async (_name, status, field, send) => {
      const before = { rows: await rowCount(), stored: await storedFiles(storageRoot()) };
      const res = await send();
      expect(res.statusCode, res.body).toBe(status);
      const body = JSON.parse(res.body) as { code: number; msg: string; errors?: { field: string }[] };
      expect(body.code).toBe(status);
      if (field) expect(body.errors?.map((e) => e.field)).toContain(field);
      expect(await rowCount()).toBe(before.rows);
      expect(await storedFiles(storageRoot())).toEqual(before.stored);
    });

    it('an upload without a token → 401', async () => {
      const res = await upload(undefined, 'health_report', 'a.png', 'image/png', png);
      expect(res.statusCode).toBe(401);
    });
  });

  it('export lists the files and account deletion removes their bytes', async () => {
    const carol = await t.login();
    const up = await upload(carol.token, 'avatar', 'me.png', 'image/png', png);
    expect(up.statusCode, up.body).toBe(200);
    const { fileId } = up.json().data as { fileId: string };
    const exp = await t.get('/api/v1/user/export', carol.token);
    expect(exp.statusCode).toBe(200);
    const exported = exp.json().data as {
      files: { id: string; category: string; name: string; size: number }[];
    };
    expect(exported.files).toEqual([
      expect.objectContaining({ id: fileId, category: 'avatar', name: 'me.png', size: png.length }),
    ]);
    const userDir = path.join(storageRoot(), carol.userId);
    expect(await storedFiles(userDir)).toHaveLength(1);
    const del = await t.post('/api/v1/user/delete', carol.token, { confirm: true });
    expect(del.statusCode, del.body).toBe(200);
    expect(await storedFiles(userDir)).toEqual([]);
    // Alice's files are untouched.
    expect((await storedFiles(path.join(storageRoot(), alice.userId))).length).toBeGreaterThan(0);
  });
});
