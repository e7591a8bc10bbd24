import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3, type LocalS3 } from '../../test/s3';
import { LocalStorage, MemoryStorage, newStorageKey, storageFor, type Storage } from './storage';
import { S3Storage } from './storage-s3';

/**
 * One contract, three storages (ADR 0033): the local disk, the in-process map tests use, and an
 * S3-compatible bucket (s3rver started here). The upload and erasure paths rely on exactly these
 * promises, whichever storage the deployment picks.
 */

const MiB = 1024 * 1024;

/** `total` bytes in chunks of 64 KiB, as a request body arrives; throws after `failAfter` bytes if set. */
async function* source(bytes: Buffer, failAfter?: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += 64 * 1024) {
    if (failAfter !== undefined && at >= failAfter) throw new Error('refused midway');
    yield bytes.subarray(at, at + 64 * 1024);
  }
}

async function drain(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Subject {
  storage: Storage;
  /** Every key the storage holds, however it holds them. */
  keys: () => Promise<string[]>;
}

let s3: LocalS3;
let dir: string;

beforeAll(async () => {
  s3 = await startS3();
  dir = await mkdtemp(path.join(os.tmpdir(), 'nutri-storage-'));
});

afterAll(async () => {
  await s3?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const subjects: [string, () => Subject][] = [
  [
    'LocalStorage',
    () => {
      const root = path.join(dir, randomBytes(4).toString('hex'));
      return {
        storage: new LocalStorage(root),
        keys: async () => {
          try {
            const entries = await readdir(root, { recursive: true, withFileTypes: true });
            return entries
              .filter((e) => e.isFile())
              .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
              .sort();
          } catch {
            return [];
          }
        },
      };
    },
  ],
  [
    'MemoryStorage',
    () => {
      const storage = new MemoryStorage();
      return { storage, keys: async () => [...storage.items.keys()].sort() };
    },
  ],
  [
    'S3Storage',
    () => ({
      // 5 MiB parts (S3's least), so the 12 MiB source below goes up in three parts.
      storage: new S3Storage(s3.settings, { partBytes: 5 * MiB }),
      keys: () => s3.keys(),
    }),
  ],
];

describe.each(subjects)('%s', (_name, make) => {
  let subject: Subject;
  const alice = randomUUID();
  const bob = randomUUID();

  beforeAll(async () => {
    subject = make();
    await subject.storage.check();
  });

  afterAll(async () => {
    await subject.storage.deletePrefix(alice);
    await subject.storage.deletePrefix(bob);
  });

  it('streams a 12 MiB source in and back out, byte for byte', async () => {
    const bytes = randomBytes(12 * MiB);
    const key = newStorageKey(alice);
    expect(await subject.storage.putStream(key, source(bytes))).toBe(bytes.length);
    const stored = await subject.storage.getStream(key);
    expect(stored?.size).toBe(bytes.length);
    expect((await drain(stored!.body)).equals(bytes)).toBe(true);
    expect((await subject.storage.get(key))?.equals(bytes)).toBe(true);
  });

  it('keeps nothing when the source throws midway, and rejects with the source’s error', async () => {
    const before = await subject.keys();
    const key = newStorageKey(alice);
    await expect(subject.storage.putStream(key, source(randomBytes(12 * MiB), 7 * MiB))).rejects.toThrow(
      'refused midway',
    );
    expect(await subject.storage.get(key)).toBeNull();
    expect(await subject.keys()).toEqual(before);
  });

  it('answers null for a missing key, and deleting one is no error', async () => {
    const key = newStorageKey(bob);
    expect(await subject.storage.get(key)).toBeNull();
    expect(await subject.storage.getStream(key)).toBeNull();
    await expect(subject.storage.delete(key)).resolves.toBeUndefined();
  });

  it('put, then delete one key', async () => {
    const key = newStorageKey(bob);
    await subject.storage.put(key, Buffer.from('%PDF-1.4 small'));
    expect((await subject.storage.get(key))?.toString()).toBe('%PDF-1.4 small');
    await subject.storage.delete(key);
    expect(await subject.storage.get(key)).toBeNull();
  });

  it('deletePrefix removes every key of that user and only theirs', async () => {
    const carol = randomUUID();
    const dave = randomUUID();
    const carols = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const key = newStorageKey(carol);
        await subject.storage.put(key, randomBytes(100));
        return key;
      }),
    );
    const daves = newStorageKey(dave);
    await subject.storage.put(daves, randomBytes(100));
    expect(await subject.keys()).toEqual(expect.arrayContaining([...carols, daves]));

    await subject.storage.deletePrefix(carol);

    const left = await subject.keys();
    expect(left.filter((k) => k.startsWith(`${carol}/`))).toEqual([]);
    expect(left).toContain(daves);
    for (const key of carols) expect(await subject.storage.getStream(key)).toBeNull();
    await subject.storage.deletePrefix(dave);
  });

  it('refuses keys the server did not make', async () => {
    await expect(subject.storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow('malformed key');
    await expect(subject.storage.getStream(`${alice}/../x`)).rejects.toThrow('malformed key');
    await expect(subject.storage.deletePrefix('')).rejects.toThrow('malformed prefix');
  });
});

describe('S3Storage', () => {
  it('sends a 12 MiB stream as a multipart upload of 5 MiB parts', async () => {
    const storage = new S3Storage(s3.settings, { partBytes: 5 * MiB });
    const send = vi.spyOn(storage.client, 'send');
    const key = newStorageKey(randomUUID());
    await storage.putStream(key, source(randomBytes(12 * MiB)));
    const names = send.mock.calls.map(([command]) => command.constructor.name);
    expect(names.filter((n) => n === 'UploadPartCommand')).toHaveLength(3);
    expect(names).toContain('CompleteMultipartUploadCommand');
    expect(names).not.toContain('PutObjectCommand');
    await storage.delete(key);
  });

  it('deletePrefix goes on past one listing page', async () => {
    // Pages of two keys stand in for S3's 1000, so five keys take three rounds.
    const storage = new S3Storage(s3.settings, { pageKeys: 2 });
    const erin = randomUUID();
    const frank = randomUUID();
    const franks = newStorageKey(frank);
    await storage.put(franks, Buffer.from('kept'));
    const keys = Array.from({ length: 5 }, () => newStorageKey(erin));
    for (const key of keys) await storage.put(key, Buffer.from('x'));
    expect(await s3.keys(`${erin}/`)).toHaveLength(5);
    const send = vi.spyOn(storage.client, 'send');

    await storage.deletePrefix(erin);

    expect(await s3.keys(`${erin}/`)).toEqual([]);
    expect(await s3.keys(`${frank}/`)).toEqual([franks]);
    expect(send.mock.calls.map(([command]) => command.constructor.name)).toEqual([
      'ListObjectsV2Command',
      'DeleteObjectsCommand',
      'ListObjectsV2Command',
      'DeleteObjectsCommand',
      'ListObjectsV2Command',
      'DeleteObjectsCommand',
    ]);
    await storage.deletePrefix(frank);
  });

  it('a bucket that is not there stops the start with the variable named', async () => {
    const storage = new S3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(storage.check()).rejects.toThrow(
      /^S3_BUCKET: the bucket "no-such-bucket" .* cannot be reached/,
    );
  });

  it('is what storageFor picks when S3 is configured, even for a test with DATA_DIR=memory', () => {
    const storage = storageFor({
      env: 'test',
      dataDir: '/somewhere/memory',
      storage: { kind: 's3', ...s3.settings },
    });
    expect(storage).toBeInstanceOf(S3Storage);
    expect(
      storageFor({ env: 'test', dataDir: '/somewhere/memory', storage: { kind: 'local' } }),
    ).toBeInstanceOf(MemoryStorage);
  });
});
