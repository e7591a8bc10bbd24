/**
 * Server-sent events over `fetch`: `EventSource` cannot send the bearer token in a
 * header, nor POST a body, so streams are read from a fetch body instead. The request itself goes
 * through the one API client ({@link apiClient.stream}), so the token, the time-out and the 401/403
 * catalogue apply as for any other call; errors before the stream opens reject with its ApiError.
 * The wire format is parsed by `eventsource-parser` (the WHATWG algorithm: CRLF, comments, multi-line
 * data, events split across chunks); this file only owns the read loop and the abort wiring, once.
 */
import { createParser } from 'eventsource-parser';
import type { StreamEndpointName, StreamEventOf } from '@nutri/domain/contracts';
import { ROUTES, STREAM_EVENTS } from '@nutri/domain/contracts/routes';
import { apiClient, type CallInput, type RequestOptions } from './api-client';
import { parseJson } from './json';

/** One parsed event: its name (`message` when the server sent none) and its JSON payload (`null` when the data was not JSON). */
export interface JsonEvent {
  event: string;
  data: unknown;
}

/**
 * Reads a `text/event-stream` response body to its end, calling `onEvent` for each event in order.
 * Rejects with the abort reason when `signal` aborts (the body is cancelled at once).
 */
export async function readEventStream(
  res: Response,
  onEvent: (e: JsonEvent) => void,
  signal?: AbortSignal,
): Promise<void> {
  const parser = createParser({
    onEvent: (m) => onEvent({ event: m.event ?? 'message', data: parseJson(m.data) }),
  });
  // A last event without its closing blank line is still delivered, as the old webviews' whole-text
  // bodies end that way.
  const finish = () => parser.feed('\n\n');
  if (!res.body) {
    // No streaming body (old webviews): the whole text arrives at once, which parses the same way.
    parser.feed(await res.text());
    finish();
    return;
  }
  const reader = res.body.getReader();
  // The client's own abort wiring ends once the response headers arrive; the body is cancelled here.
  const cancel = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason;
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  if (signal?.aborted) throw signal.reason;
  parser.feed(decoder.decode());
  finish();
}

/**
 * Opens `path` as an event stream (a GET, or a POST with `body`) and calls `onEvent` for each event, in
 * order, with its JSON data. Resolves when the server ends the stream; rejects with an ApiError when the
 * request fails, or with the abort reason when `signal` aborts.
 */
export async function streamJsonEvents(
  path: string,
  options: Omit<RequestOptions, 'method'> & { method?: 'GET' | 'POST'; onEvent: (e: JsonEvent) => void },
): Promise<void> {
  const { onEvent, ...request } = options;
  const res = await apiClient.stream(path, {
    ...request,
    method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
    headers: { Accept: 'text/event-stream', ...request.headers },
  });
  await readEventStream(res, onEvent, request.signal);
}

/**
 * Opens a streamed call of the endpoint table by name; each event reaches `onEvent` typed by the
 * contract's event schemas (the server sends them from the same table). Events the contract does not
 * name are skipped, so a newer server never breaks an older page.
 */
export function streamEndpoint<N extends StreamEndpointName>(
  name: N,
  input: CallInput<N>,
  options: { signal?: AbortSignal | undefined; onEvent: (e: StreamEventOf<N>) => void },
): Promise<void> {
  const route = ROUTES[name];
  const known: readonly string[] = STREAM_EVENTS[name];
  const { query, body } = input as { query?: Record<string, string | number>; body?: unknown };
  return streamJsonEvents(route.path, {
    method: route.method,
    params: query,
    body,
    signal: options.signal,
    onEvent: (e) => {
      if (known.includes(e.event) && e.data !== null) options.onEvent(e as StreamEventOf<N>);
    },
  });
}
