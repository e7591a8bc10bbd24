import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Reply, TestApp } from './helper';
import { multipart } from './fixtures/reports';
import { okData } from './suite';

/** Uploads over HTTP as the upload screen sends them, and what storage then holds. */
export interface UploadFile {
  name: string;
  type: string;
  bytes: Uint8Array;
  /** The form field; the API takes `file`. */
  field?: string;
}

/** The raw reply of a multipart upload into a category (health_report unless named). */
export function upload(
  t: TestApp,
  token: string | undefined,
  { name, type, bytes, field = 'file' }: UploadFile,
  { category = 'health_report', headers = {} }: { category?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const body = multipart(field, name, type, bytes);
  return t.call({
    method: 'POST',
    url: `/api/v1/file/upload?path=${encodeURIComponent(category)}`,
    token,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

/** Uploads a health report file that must be accepted; answers its id. */
export async function uploadReport(t: TestApp, token: string, file: UploadFile): Promise<string> {
  return okData<{ fileId: string }>(await upload(t, token, file)).fileId;
}

/** Every stored file under a storage root (a test's own DATA_DIR); none when it does not exist. */
export async function storedFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
