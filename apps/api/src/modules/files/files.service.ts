import { rowPages, type RowPages } from '../../lib/export-json';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  UPLOAD_MIME_TYPES,
  type FileCategory,
  type Locale,
  type UploadedFile,
  type UploadMimeType,
} from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { newStorageKey, type Storage, type StoredStream } from '../../lib/storage';
import { decorationPlugin } from '../../lib/decoration-plugin';
import { filesRepository, type FileRow } from './files.repository';
import { uploadMessages } from './upload-messages';
import { settleUpload } from './upload-quota';

declare module 'fastify' {
  interface FastifyInstance {
    filesService: ReturnType<typeof createFilesService>;
  }
}

/**
 * Uploads: the type is decided by the bytes (magic numbers), never by the name or the declared
 * type; the bytes are stored under a random key; the client's name is kept, sanitised, for display
 * only. HEIC is not accepted: no registry package decodes it without install scripts (sharp's
 * prebuilt libvips has no HEVC decoder), so iPhone photos must be sent as JPEG (iOS converts them
 * when a web page picks a photo).
 */

/** What each category accepts. */
const ACCEPTED: Record<FileCategory, readonly UploadMimeType[]> = {
  health_report: UPLOAD_MIME_TYPES,
  avatar: ['image/jpeg', 'image/png', 'image/webp'],
  // A supplement label is read from a photo (issue 33 §3).
  supplement_label: ['image/jpeg', 'image/png', 'image/webp'],
};

const EXTENSION: Record<UploadMimeType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The client's name, made harmless: last path segment, no control or quote characters, ≤ 100. */
export function safeFileName(raw: string | undefined, mime: UploadMimeType): string {
  const base = path.posix.basename(String(raw ?? '').replaceAll('\\', '/'));
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"<>|*?:;]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : `upload.${EXTENSION[mime]}`;
}

export function fileView(row: FileRow): UploadedFile {
  return {
    fileId: row.id,
    url: `/api/v1/file/content?file_id=${row.id}`,
    name: row.originalName,
    size: row.size,
    mime: row.mime as UploadMimeType,
  };
}

export async function detectType(bytes: Uint8Array, category: FileCategory): Promise<UploadMimeType> {
  const detected = await fileTypeFromBuffer(bytes);
  const mime = UPLOAD_MIME_TYPES.find((m) => m === detected?.mime);
  const accepted = ACCEPTED[category];
  if (!mime || !accepted.includes(mime)) {
    const kinds = accepted.map((m) => EXTENSION[m].toUpperCase()).join(', ');
    throw new DomainError('unsupported_media_type', `Unsupported file type: ${category} accepts ${kinds}`, [
      { field: 'file', message: `must be ${kinds} (decided by the file's content)` },
    ]);
  }
  return mime;
}

/** Bytes enough for the type to be told by content (file-type's own detection window). */
const SNIFF_BYTES = 4100;

/** One upload as it arrives: the multipart file stream (`truncated` once it passed the size limit). */
interface IncomingUpload {
  filename: string | undefined;
  file: AsyncIterable<Uint8Array> & { truncated?: boolean };
}

/**
 * Checks and stores one upload as it streams in (issue 16.5: never buffered whole): the bytes go to
 * storage while they are hashed and counted, and the type is decided by content from the first
 * {@link SNIFF_BYTES}; any failed check stops the stream and storage keeps nothing. The file's row and
 * the settled quota reservation are written in one transaction; if that fails the bytes are removed.
 */
async function storeUpload(
  db: Db,
  storage: Storage,
  userId: string,
  category: FileCategory,
  upload: IncomingUpload,
  opts: { reservationId: string; maxBytes: number; locale: Locale },
): Promise<UploadedFile> {
  const hash = createHash('sha256');
  let size = 0;
  let sample: Buffer[] = [];
  let sampled = 0;
  let mime: UploadMimeType | undefined;
  async function* checked(): AsyncGenerator<Uint8Array> {
    for await (const chunk of upload.file) {
      size += chunk.length;
      hash.update(chunk);
      if (!mime) {
        sample.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        sampled += chunk.length;
        if (sampled >= SNIFF_BYTES) {
          mime = await detectType(Buffer.concat(sample, sampled), category);
          sample = [];
        }
      }
      yield chunk;
    }
    if (upload.file.truncated || size > opts.maxBytes) {
      throw new DomainError('payload_too_large', uploadMessages.tooLarge(opts.locale, opts.maxBytes), [
        { field: 'file', message: `must be at most ${opts.maxBytes} bytes` },
      ]);
    }
    if (size === 0) {
      throw new DomainError('bad_request', 'Invalid request: file is empty', [
        { field: 'file', message: 'is empty' },
      ]);
    }
    mime ??= await detectType(Buffer.concat(sample, sampled), category);
  }

  const key = newStorageKey(userId);
  await storage.putStream(key, checked());
  const type = mime;
  if (!type) throw new Error('files: stored without a type');
  try {
    const row = await db.transaction(async (tx) => {
      await settleUpload(tx, opts.reservationId, size);
      return filesRepository.create(tx, {
        userId,
        category,
        storageKey: key,
        originalName: safeFileName(upload.filename, type),
        mime: type,
        size,
        sha256: hash.digest('hex'),
      });
    });
    return fileView(row);
  } catch (err) {
    // No orphan bytes when the row could not be written.
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/**
 * A file's row and its bytes as a stream from storage (ownership already checked by the guard): the
 * API passes them on to the client as they come, never holding a file whole (ADR 0033).
 */
async function fileContent(
  db: Db,
  storage: Storage,
  fileId: string,
): Promise<{ row: FileRow; content: StoredStream }> {
  const row = await filesRepository.byId(db, fileId);
  const content = row ? await storage.getStream(row.storageKey) : null;
  if (!row || !content) throw new DomainError('not_found', 'File not found');
  return { row, content };
}

function exportFiles(db: Db, userId: string): RowPages {
  const read = filesRepository.listByUser.pages(db, userId);
  return rowPages(read, 200, (r) => ({
    id: r.id,
    category: r.category,
    name: r.originalName,
    mime: r.mime,
    size: r.size,
    sha256: r.sha256,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * The files service as the app holds it (`app.filesService`): uploads and their bytes for the file
 * routes, and the stored file's row for the modules that read an upload (reports, labels).
 */
function createFilesService() {
  return {
    storeUpload,
    fileContent,
    exportFiles,
    /** The file's row (owner, type, storage key), or undefined. */
    byId: (db: Db, fileId: string) => filesRepository.byId(db, fileId),
  };
}

export default decorationPlugin('filesService', createFilesService, { name: 'files-service' });
