import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageSettings } from '../config-storage';
import { checkedKey, checkedPrefix } from './storage-keys';
import { S3Storage } from './storage-s3';
import type { Storage, StoredStream } from './storage-types';

export { newStorageKey } from './storage-keys';
export type { Storage, StoredStream } from './storage-types';

const checked = checkedKey;

/** Files under `${DATA_DIR}/files/<userId>/<random>`, written atomically (temp file, then rename). */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  async check(): Promise<void> {
    await fs.mkdir(this.root, { recursive: true, mode: 0o700 });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = path.join(this.root, checked(key));
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temp, bytes, { mode: 0o600, flag: 'wx' });
    await fs.rename(temp, target);
  }

  async putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    const target = path.join(this.root, checked(key));
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    let written = 0;
    async function* counted() {
      for await (const chunk of source) {
        written += chunk.length;
        yield chunk;
      }
    }
    // Opened (created) before the first byte, so a source that fails at once cannot race the clean-up.
    const handle = await fs.open(temp, 'wx', 0o600);
    try {
      await pipeline(counted(), handle.createWriteStream());
      await fs.rename(temp, target);
    } catch (err) {
      await handle.close().catch(() => undefined);
      await fs.rm(temp, { force: true });
      throw err;
    }
    return written;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(path.join(this.root, checked(key)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async getStream(key: string): Promise<StoredStream | null> {
    let handle: fs.FileHandle;
    try {
      // Opened before answering, so a missing file is a null here rather than an error mid-stream.
      handle = await fs.open(path.join(this.root, checked(key)), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    try {
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(path.join(this.root, checked(key)), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fs.rm(path.join(this.root, checkedPrefix(prefix)), { recursive: true, force: true });
  }
}

/** In-process storage for tests that run with DATA_DIR=memory. */
export class MemoryStorage implements Storage {
  readonly items = new Map<string, Buffer>();

  async check(): Promise<void> {}

  async put(key: string, bytes: Uint8Array): Promise<void> {
    this.items.set(checked(key), Buffer.from(bytes));
  }

  async putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    checked(key);
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(Buffer.from(chunk));
    const bytes = Buffer.concat(chunks);
    this.items.set(key, bytes);
    return bytes.length;
  }

  async get(key: string): Promise<Buffer | null> {
    return this.items.get(checked(key)) ?? null;
  }

  async getStream(key: string): Promise<StoredStream | null> {
    const bytes = this.items.get(checked(key));
    return bytes ? { body: Readable.from([bytes], { objectMode: false }), size: bytes.length } : null;
  }

  async delete(key: string): Promise<void> {
    this.items.delete(checked(key));
  }

  async deletePrefix(prefix: string): Promise<void> {
    checkedPrefix(prefix);
    for (const k of [...this.items.keys()]) if (k.startsWith(`${prefix}/`)) this.items.delete(k);
  }
}

type StorageConfig = { env: string; dataDir: string; storage: StorageSettings };

/**
 * The storage of a configuration: the object store when S3_ENDPOINT is set (in tests too, so the same
 * suites prove it), else `${dataDir}/files`. Tests run with DATA_DIR=memory (which the config resolves
 * to a path ending in /memory); they get in-process storage so no stray directory is created in the
 * working tree.
 */
export function storageFor(config: StorageConfig): Storage {
  if (config.storage.kind === 's3') return new S3Storage(config.storage);
  if (config.env === 'test' && path.basename(config.dataDir) === 'memory') return new MemoryStorage();
  return new LocalStorage(path.join(config.dataDir, 'files'));
}

const byConfig = new WeakMap<object, Storage>();

/** One storage per app configuration, shared by the modules that read and write files. */
export function storageOf(config: StorageConfig): Storage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage = storageFor(config);
    byConfig.set(config, storage);
  }
  return storage;
}
