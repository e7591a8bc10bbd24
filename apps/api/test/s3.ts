import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../src/config-storage';

/**
 * A local S3-protocol server (s3rver) on a free port over a fresh temporary directory, with one empty
 * bucket: what the storage tests and the multi-instance test run the API against. Usable from vitest
 * and from a plain script (`node --import tsx`); `env` is what the API needs to use it.
 *
 * It runs in its own process, like a real store, and with OpenSSL's legacy provider: s3rver makes
 * listing continuation tokens with DES, which OpenSSL 3 refuses otherwise (a truncated listing would
 * answer 500). The process ends with its parent (it watches its stdin).
 */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What `S3Storage` takes to use this server (the settings `env` gives the API). */
  settings: S3Settings;
  /** S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION, S3_FORCE_PATH_STYLE. */
  env: Record<string, string>;
  /** The keys in the bucket (under `prefix` when given), sorted. */
  keys: (prefix?: string) => Promise<string[]>;
  /** Stops the server and removes its directory. */
  stop: () => Promise<void>;
}

// s3rver's built-in account: it checks request signatures against this pair.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

const require = createRequire(import.meta.url);

/** The server process: `node -e SERVER <s3rver> <directory> <bucket> <host>`; prints `{"port":…}`. */
const SERVER = `
const [, s3rverPath, directory, bucket, address] = process.argv;
const S3rver = require(s3rverPath);
new S3rver({ address, port: 0, silent: process.env.S3RVER_LOG !== '1', directory, configureBuckets: [{ name: bucket }] })
  .run()
  .then((a) => process.stdout.write(JSON.stringify({ port: a.port }) + '\\n'))
  .catch((err) => { console.error(err); process.exit(1); });
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
`;

export async function startS3(opts: { bucket?: string; host?: string } = {}): Promise<LocalS3> {
  const bucket = opts.bucket ?? 'nutri-files';
  const host = opts.host ?? '127.0.0.1';
  const directory = await mkdtemp(path.join(os.tmpdir(), 'nutri-s3-'));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', '-e', SERVER, require.resolve('s3rver'), directory, bucket, host],
    { stdio: ['pipe', 'pipe', process.env.S3RVER_LOG === '1' ? 'inherit' : 'ignore'] },
  );
  const exited = once(child, 'exit');
  let port: number;
  try {
    port = await new Promise<number>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
      child.once('error', reject);
    });
  } catch (err) {
    child.kill();
    await rm(directory, { recursive: true, force: true });
    throw err;
  }
  const endpoint = `http://${host}:${port}`;
  const settings: S3Settings = {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    region: 'us-east-1',
    forcePathStyle: true,
  };
  const client = new S3Client({
    endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });
  return {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    settings,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async (prefix) => {
      const keys: string[] = [];
      // By StartAfter: a listing that does not depend on the store's continuation tokens.
      for (;;) {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, StartAfter: keys.at(-1) }),
        );
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        if (!page.IsTruncated || !page.Contents?.length) return keys.sort();
      }
    },
    stop: async () => {
      client.destroy();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
