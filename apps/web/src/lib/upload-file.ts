import type { ResponseOf } from '@nutri/domain/contracts';
import { ROUTES } from '@nutri/domain/contracts/routes';
import { ApiError, apiSession, errorFrom } from './api-client';
import { REQUEST_TIMEOUT_MS } from './constants';
import { t } from './i18n';
import { asRecord, parseJson } from './json';

type UploadedFile = ResponseOf<'uploadFile'>;

export interface UploadOptions {
  /** Called with the share of bytes sent, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function isUploadedFile(v: unknown): v is UploadedFile {
  const r = asRecord(v);
  return !!r && typeof r.fileId === 'string' && typeof r.name === 'string' && typeof r.size === 'number';
}

/**
 * `POST v1/file/upload?path=health_report` (multipart field `file`). `fetch` cannot report upload
 * progress, so this one call uses XMLHttpRequest; it sends the bearer token and `Accept-Language` as the
 * API client does and applies the same 401/403 catalogue. Rejects with an {@link ApiError} (status 0 for
 * network failures, time-out and abort).
 */
export function uploadHealthReport(
  file: Blob,
  name: string,
  options: UploadOptions = {},
): Promise<UploadedFile> {
  return uploadFile(file, name, 'health_report', options);
}

/** The same upload into another category (`supplement_label`: a label photo, issue 33 §3). */
export function uploadFile(
  file: Blob,
  name: string,
  category: 'health_report' | 'supplement_label',
  options: UploadOptions = {},
): Promise<UploadedFile> {
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const session = apiSession();
    xhr.open(ROUTES.uploadFile.method, `/api${ROUTES.uploadFile.path}?path=${category}`);
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', session.getLocale());
    const token = session.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const fail = (msg: string, code = 0) => reject(new ApiError({ status: 0, code, msg, body: null }));
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onerror = () => fail(t('errors.network'));
    xhr.ontimeout = () => fail(t('errors.timeout'), 408);
    xhr.onabort = () => fail(t('errors.aborted'));
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      const env = asRecord(body);
      if (xhr.status >= 200 && xhr.status < 300 && env?.code === 200 && isUploadedFile(env.data)) {
        options.onProgress?.(1);
        resolve(env.data);
        return;
      }
      if (xhr.status === 401) session.onUnauthorized();
      else if (xhr.status === 403)
        session.onForbidden(typeof env?.msg === 'string' ? env.msg : xhr.statusText);
      reject(errorFrom(xhr.status, xhr.statusText, body));
    };

    if (options.signal?.aborted) {
      fail(t('errors.aborted'));
      return;
    }
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, name);
    xhr.send(form);
  });
}
