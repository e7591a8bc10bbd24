import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Server-sent events over a plain POST/GET response, written by `@fastify/sse` (routes opt in with
 * `sse: 'manual'`, which `fromEndpoint` sets for every streamed call) and read by the client with `fetch`
 * (the token travels in a header, which EventSource cannot send). Errors found before `openSse` answer
 * with the JSON envelope; from `openSse` on the answer is a stream. Events are written in the order they
 * are sent; the plugin waits for the socket to drain, and `end()` resolves once all are out.
 */
export interface SseStream {
  send: (event: string, data: unknown) => void;
  end: () => Promise<void>;
  /** True once the client went away; long producers should stop. */
  readonly closed: boolean;
  onClose: (fn: () => void) => void;
}

export function openSse(request: FastifyRequest, reply: FastifyReply): SseStream {
  const sse = reply.sse;
  if (!sse) throw new Error(`route ${request.url} streams without sse: 'manual' (use fromEndpoint)`);
  // Proxies must neither buffer nor rewrite the stream; the plugin copies reply headers (the security
  // headers and the request id set by hooks among them) when it commits the response.
  reply.header('cache-control', 'no-cache, no-transform');
  reply.header('x-content-type-options', 'nosniff');
  sse.sendHeaders(200);
  let closed = false;
  const listeners: (() => void)[] = [];
  sse.onClose(() => {
    closed = true;
    for (const fn of listeners) fn();
  });
  let queue: Promise<void> = Promise.resolve();
  return {
    send(event, data) {
      if (closed) return;
      queue = queue
        .then(() => (sse.isConnected ? sse.send({ event, data }) : undefined))
        .catch((err: unknown) => request.log.info({ err }, 'stream: an event could not be written'));
    },
    async end() {
      await queue;
      closed = true;
      sse.close();
    },
    get closed() {
      return closed;
    },
    onClose(fn) {
      listeners.push(fn);
    },
  };
}
