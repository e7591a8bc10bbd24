/**
 * The one HTTP client of the web app, so the token, time-out and error catalogue live in one place
 * (ADR 0024). Fetch-based: base `/api`, bearer
 * token, `Accept-Language`, a 20-minute time-out, the `{ code, msg, data }` envelope unwrapped, and the
 * client error catalogue (docs/product-rules.md#screens-and-navigation):
 *  - 401 → forget the token, go to `/` (the guard signs in again) and toast "session expired";
 *  - 403 → danger notify with the server's message (or the status text);
 *  - anything else → reject with the response body as an {@link ApiError}.
 */
import type { BodyOf, Endpoints, JsonEndpointName, QueryOf, ResponseOf } from '@nutri/domain/contracts';
import { ROUTES } from '@nutri/domain/contracts/routes';
import { REQUEST_TIMEOUT_MS } from './constants';
import { asRecord, parseJson } from './json';
import { t } from './i18n';

export interface FieldError {
  field: string;
  message: string;
  /** "Did you mean": close dictionary entries for an unknown medicine. */
  suggestions?: { id: string; name: string }[];
}

/** The error envelope (docs/product-rules.md#http-api), plus the HTTP status (0 when no response came). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly msg: string;
  readonly errors: FieldError[] | undefined;
  /** The envelope's stable cause, where the server gives one (`retail_sign_in_not_configured` …). */
  readonly reason: string | undefined;
  readonly requestId: string | undefined;
  /** The parsed response body as received (null when there was none or it was not JSON). */
  readonly body: unknown;

  constructor(init: {
    status: number;
    code: number;
    msg: string;
    errors?: FieldError[] | undefined;
    reason?: string | undefined;
    requestId?: string | undefined;
    body?: unknown;
  }) {
    super(init.msg);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.msg = init.msg;
    this.errors = init.errors;
    this.reason = init.reason;
    this.requestId = init.requestId;
    this.body = init.body ?? null;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null and undefined are left out. */
  params?: Record<string, QueryValue>;
  /** A plain value is sent as JSON; FormData, Blob and strings as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds; defaults to 20 minutes. */
  timeoutMs?: number;
  /**
   * Skip the 401/403 reactions (the sign-in calls use this: a failed sign-in must not navigate to `/`,
   * which would sign in again, in a loop; the guard reports it instead).
   */
  skipErrorCatalogue?: boolean;
}

export interface ApiClientDeps {
  baseUrl: string;
  getToken: () => string | null;
  getLocale: () => string;
  onUnauthorized: () => void;
  onForbidden: (message: string) => void;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

function buildUrl(baseUrl: string, path: string, params?: Record<string, QueryValue>): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  let url = `${baseUrl}${clean}`;
  if (params) {
    const qs = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== null && value !== undefined) qs.append(key, String(value));
    }
    const s = qs.toString();
    if (s) url += (url.includes('?') ? '&' : '?') + s;
  }
  return url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer
  );
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (text === '') return null;
  return parseJson(text, text);
}

/** The {@link ApiError} of a refused request: the envelope's code, message, field errors and request id. */
export function errorFrom(status: number, statusText: string, body: unknown): ApiError {
  const b = asRecord(body);
  const msg = typeof b?.msg === 'string' && b.msg !== '' ? b.msg : statusText || `HTTP ${status}`;
  const errors = Array.isArray(b?.errors)
    ? b.errors.flatMap((e: unknown) => {
        const r = asRecord(e);
        return r && typeof r.field === 'string' && typeof r.message === 'string'
          ? [{ field: r.field, message: r.message }]
          : [];
      })
    : undefined;
  return new ApiError({
    status,
    code: typeof b?.code === 'number' ? b.code : status,
    msg,
    errors,
    reason: typeof b?.reason === 'string' ? b.reason : undefined,
    requestId: typeof b?.requestId === 'string' ? b.requestId : undefined,
    body,
  });
}

type Has<N extends keyof Endpoints, F extends string> = Endpoints[N] extends { [K in F]: unknown }
  ? true
  : false;
type Part<N extends keyof Endpoints, F extends 'query' | 'body', V> =
  Has<N, F> extends true ? (undefined extends V ? { [K in F]?: V } : { [K in F]: V }) : { [K in F]?: never };

/** What a call by name sends: its query and/or body, typed from the endpoint table. */
export type CallInput<N extends keyof Endpoints> = Part<N, 'query', QueryOf<N>> & Part<N, 'body', BodyOf<N>>;

/** Options of a call by name: the method, path, query and body come from the table. */
export type CallOptions = Omit<RequestOptions, 'method' | 'params' | 'body'>;

export function createApiClient(deps: ApiClientDeps) {
  /** Sends the request and applies the error catalogue; resolves with the successful Response. */
  async function send(path: string, options: RequestOptions = {}): Promise<Response> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': deps.getLocale(),
      ...options.headers,
    };
    const token = deps.getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) body = options.body;
      else {
        body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json';
      }
    }

    const controller = new AbortController();
    const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) controller.abort();

    let res: Response;
    try {
      res = await deps.fetch(buildUrl(deps.baseUrl, path, options.params), {
        method: options.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: controller.signal,
      });
    } catch {
      const msg = timedOut
        ? t('errors.timeout')
        : options.signal?.aborted
          ? t('errors.aborted')
          : t('errors.network');
      throw new ApiError({ status: 0, code: timedOut ? 408 : 0, msg, body: null });
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }

    if (res.ok) return res;
    const errorBody = await readBody(res);
    const error = errorFrom(res.status, res.statusText, errorBody);
    if (!options.skipErrorCatalogue) {
      if (res.status === 401) deps.onUnauthorized();
      else if (res.status === 403) deps.onForbidden(error.msg);
    }
    throw error;
  }

  /** Sends the request and unwraps `data` from `{ code: 200, msg, data }`. */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const res = await send(path, options);
    const body = await readBody(res);
    const env = asRecord(body);
    if (!env || env.code !== 200) {
      // HTTP 200 carrying an error envelope (or no envelope at all) is still an error.
      throw errorFrom(typeof env?.code === 'number' ? env.code : res.status, res.statusText, body);
    }
    return env.data as T;
  }

  /**
   * One call of the endpoint table, by name: method and path from the table, the input and the answer
   * typed from its schemas, so a change of the contract shows here at compile time.
   */
  function call<N extends JsonEndpointName>(
    name: N,
    ...[input, options]: Partial<CallInput<N>> extends CallInput<N>
      ? [input?: CallInput<N>, options?: CallOptions]
      : [input: CallInput<N>, options?: CallOptions]
  ): Promise<ResponseOf<N>> {
    const route = ROUTES[name];
    const { query, body } = (input ?? {}) as { query?: Record<string, QueryValue>; body?: unknown };
    return request<ResponseOf<N>>(route.path, {
      ...options,
      method: route.method,
      params: query,
      body: route.method === 'POST' || route.method === 'PUT' ? (body ?? {}) : undefined,
    });
  }

  return {
    call,
    request,
    /** For streams (server-sent events over fetch): the raw successful Response, errors handled. */
    stream: send,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Who is calling and what to do when the server refuses them: supplied by the app (app/api-session.ts). */
export type ApiSession = Pick<ApiClientDeps, 'getToken' | 'getLocale' | 'onUnauthorized' | 'onForbidden'>;

// Until the app supplies its session (at start-up) calls go out signed-out in the default language.
let session: ApiSession = {
  getToken: () => null,
  getLocale: () => 'zh-CN',
  onUnauthorized: () => undefined,
  onForbidden: () => undefined,
};

/** The app hands over its token, language and 401/403 reactions once; lib stays below the stores. */
export function setApiSession(next: ApiSession): void {
  session = next;
}

/** The session in use, for the one call that cannot go through the client (the upload's XHR). */
export function apiSession(): ApiSession {
  return session;
}

export const apiClient = createApiClient({
  baseUrl: '/api',
  getToken: () => session.getToken(),
  getLocale: () => session.getLocale(),
  onUnauthorized: () => session.onUnauthorized(),
  onForbidden: (message) => session.onForbidden(message),
  fetch: (input, init) => globalThis.fetch(input, init),
});
