import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Server-sent events over a plain POST/GET response, read by the client with `fetch` (the token
 * travels in a header, which EventSource cannot send). The reply is hijacked, so headers that hooks
 * would add are set here.
 */
export interface SseStream {
  send: (event: string, data: unknown) => void;
  end: () => void;
  /** True once the client went away; long producers should stop. */
  readonly closed: boolean;
  onClose: (fn: () => void) => void;
}

export function openSse(request: FastifyRequest, reply: FastifyReply): SseStream {
  reply.hijack();
  const raw = reply.raw;
  // Headers hooks already set on the reply (the security headers above all, issue 16.9) are not sent
  // by a hijacked reply unless copied here.
  const fromHooks: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) fromHooks[name] = String(value);
  }
  raw.writeHead(200, {
    ...fromHooks,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
  });
  let closed = false;
  const listeners: (() => void)[] = [];
  // A client leaving shows as the response closing before we ended it. (The request's own 'close'
  // can fire as soon as its body has been read, long before the stream is over.)
  raw.on('close', () => {
    if (!raw.writableEnded) {
      closed = true;
      for (const fn of listeners) fn();
    }
  });
  return {
    send(event, data) {
      if (closed || raw.writableEnded) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end() {
      if (!raw.writableEnded) raw.end();
      closed = true;
    },
    get closed() {
      return closed;
    },
    onClose(fn) {
      listeners.push(fn);
    },
  };
}

/** Parse an SSE body into events (tests and the bench use it). */
export function parseSse(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((b) => b.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: data ? (JSON.parse(data) as unknown) : null };
    });
}
