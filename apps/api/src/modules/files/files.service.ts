import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import {
  UPLOAD_MIME_TYPES,
  type FileCategory,
  type UploadedFile,
  type UploadMimeType,
} from '@nutri/domain/contracts';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { newStorageKey, type Storage } from '../../lib/storage';
import { filesRepository, type FileRow } from './files.repository';

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

/** Check and store one upload. Nothing is stored unless every check passed. */
export async function storeUpload(
  db: Db,
  storage: Storage,
  userId: string,
  category: FileCategory,
  upload: { filename: string | undefined; bytes: Buffer },
): Promise<UploadedFile> {
  if (upload.bytes.length === 0) {
    throw new DomainError('bad_request', 'Invalid request: file is empty', [
      { field: 'file', message: 'is empty' },
    ]);
  }
  const mime = await detectType(upload.bytes, category);
  const key = newStorageKey(userId);
  await storage.put(key, upload.bytes);
  try {
    const row = await filesRepository.create(db, {
      userId,
      category,
      storageKey: key,
      originalName: safeFileName(upload.filename, mime),
      mime,
      size: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
    });
    return fileView(row);
  } catch (err) {
    // No orphan bytes when the row could not be written.
    await storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** The bytes of a file (ownership already checked by the guard). */
export async function fileContent(
  db: Db,
  storage: Storage,
  fileId: string,
): Promise<{ row: FileRow; bytes: Buffer }> {
  const row = await filesRepository.byId(db, fileId);
  const bytes = row ? await storage.get(row.storageKey) : null;
  if (!row || !bytes) throw new DomainError('not_found', 'File not found');
  return { row, bytes };
}

export async function exportFiles(db: Db, userId: string) {
  const rows = await filesRepository.listByUser(db, userId);
  return rows.map((r) => ({
    id: r.id,
    category: r.category,
    name: r.originalName,
    mime: r.mime,
    size: r.size,
    sha256: r.sha256,
    createdAt: r.createdAt.toISOString(),
  }));
}
