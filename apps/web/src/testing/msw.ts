/**
 * The API as tests see it: Mock Service Worker intercepts the app's real `fetch` calls (through the one
 * API client, with its envelope, token and error catalogue), so a test says what the server answers,
 * not how the client calls it. Call {@link mockApi} in a test file; add per-test answers with
 * `server.use(...)`.
 */
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const server = setupServer();

/**
 * Starts the mock API for this test file with `defaults` as its handlers; after each test the handlers
 * a test added with `server.use(...)` are dropped. A request no handler answers fails the test.
 */
export function mockApi(...defaults: Parameters<typeof server.use>): void {
  beforeAll(() => {
    server.resetHandlers(...defaults);
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => server.resetHandlers(...defaults));
  afterAll(() => server.close());
}

/** The API's success envelope around `data`. */
export function ok<T>(data: T) {
  return HttpResponse.json({ code: 200, msg: 'ok', data });
}

/** The API's error envelope with an HTTP status. */
export function fail(status: number, msg: string, errors?: { field: string; message: string }[]) {
  return HttpResponse.json({ code: status, msg, ...(errors ? { errors } : {}) }, { status });
}

/** `v1/...` as the client sends it, whatever the origin the test page has. */
const url = (path: string) => `*/api/${path}`;

/**
 * A POST handler whose answer is typed: `answer` gets the JSON body and returns the `data` of the
 * envelope (a `T`), or a whole Response for an error.
 */
export function postApi<T, B extends DefaultBodyType = Record<string, unknown>>(
  path: string,
  answer: (body: B, request: Request) => T | Response | Promise<T | Response>,
) {
  const resolver: HttpResponseResolver<never, B> = async ({ request }) => {
    const body = (await request.clone().json()) as B;
    const result = await answer(body, request);
    return result instanceof Response ? result : ok(result);
  };
  return http.post(url(path), resolver);
}

/** A GET handler whose answer is typed: `answer` gets the query and returns the `data` of the envelope. */
export function getApi<T>(
  path: string,
  answer: (query: URLSearchParams, request: Request) => T | Response | Promise<T | Response>,
) {
  return http.get(url(path), async ({ request }) => {
    const result = await answer(new URL(request.url).searchParams, request);
    return result instanceof Response ? result : ok(result);
  });
}
