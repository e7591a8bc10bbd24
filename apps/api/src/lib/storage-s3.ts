import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config-storage';
import type { Storage, StoredStream } from './storage-types';
import { checkedKey, checkedPrefix } from './storage-keys';

/** S3's smallest part (but the last); an upload of at most this size is one PutObject. */
const PART_BYTES = 5 * 1024 * 1024;

function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket (ADR 0033), under the same `<userId>/<random>` keys as on disk.
 * Every instance behind the load balancer reads and writes the same bucket, so a file uploaded
 * through one is served by any other.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly endpoint: string;
  private readonly partBytes: number;
  private readonly queueSize: number;
  private readonly pageKeys: number;

  constructor(
    settings: S3Settings,
    opts: { partBytes?: number; queueSize?: number; pageKeys?: number } = {},
  ) {
    this.bucket = settings.bucket;
    this.endpoint = settings.endpoint;
    this.partBytes = opts.partBytes ?? PART_BYTES;
    // Parts in flight at once: memory per upload is at most this many parts.
    this.queueSize = opts.queueSize ?? 2;
    this.pageKeys = Math.min(opts.pageKeys ?? 1000, 1000);
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Checksums only where S3 demands them: the default's aws-chunked trailers are not understood
      // by many S3-compatible servers (older MinIO, Ceph, fakes), and TLS already guards the bytes.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const why =
        err instanceof S3ServiceException
          ? `${err.name} (HTTP ${err.$metadata.httpStatusCode ?? '?'})`
          : err instanceof Error
            ? err.message
            : String(err);
      throw new Error(
        `S3_BUCKET: the bucket "${this.bucket}" at S3_ENDPOINT ${this.endpoint} cannot be reached: ${why}`,
        { cause: err },
      );
    }
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: checkedKey(key),
        Body: bytes,
        ContentLength: bytes.length,
      }),
    );
  }

  async putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    checkedKey(key);
    let written = 0;
    let sourceFailed = false;
    let sourceError: unknown;
    async function* watched() {
      try {
        for await (const chunk of source) {
          written += chunk.length;
          yield chunk;
        }
      } catch (err) {
        sourceFailed = true;
        sourceError = err;
        throw err;
      }
    }
    // Parts of `partBytes` go up as they fill; a source that throws stops the upload before it is
    // completed, so no object appears, and Upload aborts the multipart upload to drop its parts.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: Readable.from(watched(), { objectMode: false }) },
      partSize: this.partBytes,
      queueSize: this.queueSize,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (err) {
      // The source's own error (a refused file: 413, 400) matters to the caller, not the upload's
      // failure it caused, nor a failed abort (some stores cannot abort; their parts are never an object).
      if (sourceFailed) throw sourceError;
      throw err;
    }
    return written;
  }

  async get(key: string): Promise<Buffer | null> {
    const stored = await this.getStream(key);
    if (!stored) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async getStream(key: string): Promise<StoredStream | null> {
    try {
      const reply = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      if (!(reply.Body instanceof Readable)) throw new Error('storage: S3 answered without a body stream');
      return { body: reply.Body, size: reply.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  async deletePrefix(prefix: string): Promise<void> {
    const Prefix = `${checkedPrefix(prefix)}/`;
    // Each round lists from the start of what is left and deletes that page, so no continuation
    // token is carried across deletions (some S3-compatible stores cannot make one); a page holds at
    // most DeleteObjects' limit of 1000 keys, so one batch per page.
    for (;;) {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix, MaxKeys: this.pageKeys }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length === 0) return;
      const result = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
      );
      const failed = result.Errors ?? [];
      // Stops here rather than listing the same keys again for ever.
      if (failed.length > 0) {
        throw new Error(
          `storage: ${failed.length} object(s) under ${Prefix} could not be deleted (${failed[0]?.Code ?? 'error'})`,
        );
      }
      if (!page.IsTruncated) return;
    }
  }
}
