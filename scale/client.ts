import { createParser, type EventSourceMessage } from 'eventsource-parser';

/**
 * Calls through the load balancer as the app makes them, each one recorded (status, which instance
 * answered, when it started and ended) so the run can tell a 5xx of a request in flight on a killed
 * instance from any other.
 */
export interface Call {
  method: string;
  path: string;
  status: number;
  /** `127.0.0.1:<port>` of the instance nginx used (its X-Upstream header); '' when none answered. */
  upstream: string;
  startedAt: number;
  endedAt: number;
  /** A network failure or a stream that broke before its end. */
  broken?: string;
}

export class Client {
  readonly calls: Call[] = [];

  constructor(
    readonly base: string,
    /** Sent as X-Forwarded-For: the address the API rate-limits by (nginx appends its own). */
    private readonly clientIp = '198.51.100.1',
  ) {}

  private headers(token?: string, extra: Record<string, string> = {}): Record<string, string> {
    return {
      'x-forwarded-for': this.clientIp,
      'accept-language': 'zh-CN',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...extra,
    };
  }

  /** A JSON call; answers the status and the envelope's `data` (or the whole body when there is none). */
  async json<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; data: T; body: unknown; upstream: string }> {
    const call: Call = { method, path, status: 0, upstream: '', startedAt: Date.now(), endedAt: 0 };
    this.calls.push(call);
    try {
      const res = await fetch(this.base + path, {
        method,
        headers: this.headers(token, body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      call.status = res.status;
      call.upstream = res.headers.get('x-upstream') ?? '';
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        /* not JSON (nginx's own error pages) */
      }
      const data = (parsed as { data?: T } | null)?.data ?? (parsed as T);
      return { status: res.status, data, body: parsed, upstream: call.upstream };
    } catch (err) {
      call.broken = (err as Error).message;
      throw err;
    } finally {
      call.endedAt = Date.now();
    }
  }

  /** A JSON call that must succeed (2xx with `code` 200 in the envelope); answers `data`. */
  async ok<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token?: string,
  ) {
    const r = await this.json<T>(method, path, body, token);
    if (r.status !== 200)
      throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    return r.data;
  }

  /** A multipart upload of one file. */
  async upload(path: string, token: string, name: string, type: string, bytes: Uint8Array) {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(bytes)], { type }), name);
    const call: Call = { method: 'POST', path, status: 0, upstream: '', startedAt: Date.now(), endedAt: 0 };
    this.calls.push(call);
    try {
      const res = await fetch(this.base + path, { method: 'POST', headers: this.headers(token), body: form });
      call.status = res.status;
      call.upstream = res.headers.get('x-upstream') ?? '';
      const body = (await res.json()) as { data?: Record<string, unknown> };
      if (res.status !== 200) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
      return body.data ?? {};
    } finally {
      call.endedAt = Date.now();
    }
  }

  /**
   * A server-sent-events call. `onEvent` sees each event as it arrives (with the instance answering);
   * the promise ends with every event, and `broken` when the stream ended without the server ending it
   * properly (a killed instance). `signal` lets the caller hang up.
   */
  async stream(
    path: string,
    body: unknown,
    token: string,
    onEvent: (e: EventSourceMessage, upstream: string) => void = () => undefined,
    signal?: AbortSignal,
  ): Promise<{ status: number; events: EventSourceMessage[]; upstream: string; broken?: string }> {
    const call: Call = { method: 'POST', path, status: 0, upstream: '', startedAt: Date.now(), endedAt: 0 };
    this.calls.push(call);
    const events: EventSourceMessage[] = [];
    try {
      const res = await fetch(this.base + path, {
        method: 'POST',
        headers: this.headers(token, { 'content-type': 'application/json', accept: 'text/event-stream' }),
        body: JSON.stringify(body),
        ...(signal ? { signal } : {}),
      });
      call.status = res.status;
      call.upstream = res.headers.get('x-upstream') ?? '';
      if (res.status !== 200 || !res.body) {
        await res.text();
        return { status: res.status, events, upstream: call.upstream };
      }
      const parser = createParser({
        onEvent: (e) => {
          events.push(e);
          onEvent(e, call.upstream);
        },
      });
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body)
          parser.feed(decoder.decode(chunk as Uint8Array, { stream: true }));
      } catch (err) {
        call.broken = (err as Error).message;
      }
      return {
        status: res.status,
        events,
        upstream: call.upstream,
        ...(call.broken ? { broken: call.broken } : {}),
      };
    } catch (err) {
      call.broken = (err as Error).message;
      return { status: call.status, events, upstream: call.upstream, broken: call.broken };
    } finally {
      call.endedAt = Date.now();
    }
  }
}
