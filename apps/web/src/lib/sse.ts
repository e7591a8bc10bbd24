/**
 * Server-sent events over `fetch` (PRODUCT.md §6): `EventSource` cannot send the bearer token in a
 * header, so streams are read from a fetch body instead. The request itself goes through the one API
 * client ({@link apiClient.stream}), so the token, the time-out and the 401/403 catalogue apply as for any
 * other call; errors before the stream opens reject with its {@link ApiError}.
 */
import { apiClient, type RequestOptions } from './api-client';

export interface SseMessage {
  /** The `event:` field; `message` when the server sent none. */
  event: string;
  /** The `data:` lines joined with newlines, as sent. */
  data: string;
}

/**
 * Splits a growing text buffer into complete SSE messages (separated by a blank line) and returns the
 * unfinished rest. Comment lines (`:`) and unknown fields are ignored; CRLF and LF are both accepted.
 */
export function parseSseChunk(buffer: string): { messages: SseMessage[]; rest: string } {
  const messages: SseMessage[] = [];
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) messages.push({ event, data: data.join('\n') });
  }
  return { messages, rest };
}

/** One parsed event: its name and its JSON payload (`null` when the data was not JSON). */
export interface JsonEvent {
  event: string;
  data: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Opens `path` as an event stream and calls `onEvent` for each event, in order, with its JSON data.
 * Resolves when the server ends the stream; rejects with an ApiError when the request fails, or with
 * the abort reason when `signal` aborts.
 */
export async function streamJsonEvents(
  path: string,
  options: Omit<RequestOptions, 'body' | 'method'> & { onEvent: (e: JsonEvent) => void },
): Promise<void> {
  const { onEvent, ...request } = options;
  const res = await apiClient.stream(path, {
    ...request,
    method: 'GET',
    headers: { Accept: 'text/event-stream', ...request.headers },
  });
  const body = res.body;
  if (!body) {
    // No streaming body (old webviews): the whole text arrives at once, which parses the same way.
    const { messages } = parseSseChunk(`${await res.text()}\n\n`);
    for (const m of messages) onEvent({ event: m.event, data: parseJson(m.data) });
    return;
  }
  const reader = body.getReader();
  // The client's own abort wiring ends once the response headers arrive; the body is cancelled here.
  const cancel = () => void reader.cancel().catch(() => undefined);
  request.signal?.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      if (request.signal?.aborted) throw request.signal.reason;
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const { messages, rest } = parseSseChunk(buffer);
      buffer = rest;
      for (const m of messages) onEvent({ event: m.event, data: parseJson(m.data) });
    }
  } finally {
    request.signal?.removeEventListener('abort', cancel);
  }
  if (request.signal?.aborted) throw request.signal.reason;
  const { messages } = parseSseChunk(`${buffer + decoder.decode()}\n\n`);
  for (const m of messages) onEvent({ event: m.event, data: parseJson(m.data) });
}
