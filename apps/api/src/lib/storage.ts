import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live. Keys are made by the server (`<userId>/<random>`), never from a
 * client's file name, so a key can neither escape the storage root nor collide. The user-id prefix
 * lets account erasure remove every file of a user after the rows are gone. Object storage can be
 * added behind the same interface.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores the bytes of `source` under `key` as they arrive, never holding them all (uploads: issue
   * 16.5). Nothing is stored unless `source` ends without throwing — a source that checks what passes
   * through it refuses a file by throwing. Resolves with the number of bytes stored.
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  /** The bytes, or null when there is no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Remove every key under `<prefix>/` (a user's files on erasure). */
  deletePrefix(prefix: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}\/[A-Za-z0-9_-]{16,64}$/;
const PREFIX = /^[0-9a-f-]{36}$/;

/** A fresh storage key for a user's file: 128 random bits under the user's prefix. */
export function newStorageKey(userId: string): string {
  return `${userId}/${randomBytes(16).toString('base64url')}`;
}

function checked(key: string): string {
  if (!KEY.test(key)) throw new Error('storage: malformed key');
  return key;
}

/** Files under `${DATA_DIR}/files/<userId>/<random>`, written atomically (temp file, then rename). */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

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

  async delete(key: string): Promise<void> {
    await fs.rm(path.join(this.root, checked(key)), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!PREFIX.test(prefix)) throw new Error('storage: malformed prefix');
    await fs.rm(path.join(this.root, prefix), { recursive: true, force: true });
  }
}

/** In-process storage for tests that run with DATA_DIR=memory. */
export class MemoryStorage implements Storage {
  readonly items = new Map<string, Buffer>();

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

  async delete(key: string): Promise<void> {
    this.items.delete(checked(key));
  }

  async deletePrefix(prefix: string): Promise<void> {
    for (const k of [...this.items.keys()]) if (k.startsWith(`${prefix}/`)) this.items.delete(k);
  }
}

/**
 * The storage for a data directory: `${dataDir}/files`. Tests run with DATA_DIR=memory (which the
 * config resolves to a path ending in /memory); they get in-process storage so no stray directory
 * is created in the working tree.
 */
export function storageFor(config: { env: string; dataDir: string }): Storage {
  if (config.env === 'test' && path.basename(config.dataDir) === 'memory') return new MemoryStorage();
  return new LocalStorage(path.join(config.dataDir, 'files'));
}

const byConfig = new WeakMap<object, Storage>();

/** One storage per app configuration, shared by the modules that read and write files. */
export function storageOf(config: { env: string; dataDir: string }): Storage {
  let storage = byConfig.get(config);
  if (!storage) {
    storage = storageFor(config);
    byConfig.set(config, storage);
  }
  return storage;
}
