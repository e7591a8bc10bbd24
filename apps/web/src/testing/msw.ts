/**
 * The API as tests see it: Mock Service Worker intercepts the app's real `fetch` calls (through the one
 * API client, with its envelope, token and error catalogue), so a test says what the server answers,
 * not how the client calls it. Call {@link mockApi} in a test file; add per-test answers with
 * `server.use(...)`.
 */
import type { BodyOf, JsonEndpointName, ResponseOf } from '@nutri/domain/contracts';
import { ROUTES } from '@nutri/domain/contracts/routes';
import { http, HttpResponse } from 'msw';
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
function ok<T>(data: T) {
  return HttpResponse.json({ code: 200, msg: 'ok', data });
}

/** The API's error envelope with an HTTP status. */
export function fail(status: number, msg: string, errors?: { field: string; message: string }[]) {
  return HttpResponse.json({ code: status, msg, ...(errors ? { errors } : {}) }, { status });
}

/**
 * The answer of one call of the endpoint table, by name, at its method and path: `answer` gets the JSON
 * body and the query and returns the `data` of the envelope typed from the contract, or a whole Response
 * for an error — so a fixture that drifts from the server's shape fails to compile.
 */
export function answerApi<N extends JsonEndpointName>(
  name: N,
  answer: (
    input: { body: BodyOf<N>; query: URLSearchParams },
    request: Request,
  ) => ResponseOf<N> | Response | Promise<ResponseOf<N> | Response>,
) {
  const route = ROUTES[name];
  const on = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete }[route.method];
  return on(`*/api${route.path}`, async ({ request }) => {
    const body = (
      route.method === 'POST' || route.method === 'PUT'
        ? await request
            .clone()
            .json()
            .catch(() => null)
        : undefined
    ) as BodyOf<N>;
    const result = await answer({ body, query: new URL(request.url).searchParams }, request);
    return result instanceof Response ? result : ok(result);
  });
}
