import type { UploadMimeType } from '@nutri/domain/contracts';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from './limits';
import { formatNumber } from '../../../lib/number-format';

/** At most this many files go into one report (the API's `fileIds` limit). */
export const MAX_FILES = 10;

/** Why a picked file cannot be uploaded, found before any byte is sent. */
export type LocalProblem = 'tooLarge' | 'wrongType' | 'empty';

/** The part of a `File` the checks read (so tests need no real files). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

const EXTENSION_TYPES: Record<string, UploadMimeType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * The type a file claims: its declared type, or (when the browser declares none, as some webviews do)
 * the one its extension suggests. Only a first guess for the user's sake: the server decides by content.
 */
export function declaredType(file: FileLike): string {
  if (file.type) return file.type.toLowerCase();
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[ext] ?? '';
}

function isUploadType(type: string): type is UploadMimeType {
  return (UPLOAD_MIME_TYPES as readonly string[]).includes(type);
}

/** The client-side check of a picked file: by size (bytes) and declared type. Null when it may be sent. */
export function localProblem(file: FileLike): LocalProblem | null {
  if (!Number.isFinite(file.size) || file.size <= 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  if (!isUploadType(declaredType(file))) return 'wrongType';
  return null;
}

export function isPdf(file: FileLike): boolean {
  return declaredType(file) === 'application/pdf';
}

/** A byte count as people read it (B, KB, MB with one decimal), in the UI locale's digits. */
export function formatBytes(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  const fmt = (n: number, digits: number) => formatNumber(n, locale, digits);
  if (bytes < 1024) return `${fmt(bytes, 0)} B`;
  if (bytes < 1024 * 1024) return `${fmt(bytes / 1024, 1)} KB`;
  return `${fmt(bytes / (1024 * 1024), 1)} MB`;
}
