import type { Readable } from 'node:stream';

/** A stored file being read: its bytes as they come, and how many there are. */
export interface StoredStream {
  body: Readable;
  size: number;
}

/**
 * Where uploaded bytes live: the local disk, or an S3-compatible object store (ADR 0033). Keys are
 * made by the server (`<userId>/<random>`), never from a client's file name, so a key can neither
 * escape the storage root nor collide. The user-id prefix lets account erasure remove every file of
 * a user after the rows are gone.
 */
export interface Storage {
  /** Checked once at start: a store that cannot be reached stops the server rather than its uploads. */
  check(): Promise<void>;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores the bytes of `source` under `key` as they arrive, never holding them all (uploads: issue
   * 16.5). Nothing is stored unless `source` ends without throwing — a source that checks what passes
   * through it refuses a file by throwing, and that error is the one this rejects with. Resolves with
   * the number of bytes stored.
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  /** The bytes, or null when there is no such key (for readers that need them whole: extraction). */
  get(key: string): Promise<Buffer | null>;
  /**
   * The bytes as a stream, or null when there is no such key: what is sent to a client, so a file is
   * never held whole by the API. The caller must consume or destroy `body`.
   */
  getStream(key: string): Promise<StoredStream | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Remove every key under `<prefix>/` (a user's files on erasure). */
  deletePrefix(prefix: string): Promise<void>;
}
