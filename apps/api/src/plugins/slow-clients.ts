import type { IncomingHttpHeaders, Server } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { peerKey } from '../lib/peer-address';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's body time-out (the upload route's is longer); HTTP_BODY_TIMEOUT_MS otherwise. */
    bodyTimeoutMs?: number;
  }
}

/**
 * Slow and piled-up connections (issue 16.4). Fastify turns Node's whole-request time-out off by
 * default, so a body that trickled a byte every few seconds kept its connection for as long as the
 * client liked, and 20,000 of them took the server down.
 *
 * - Headers: Node's `headersTimeout` (set in app.ts) cuts a request whose headers are late.
 * - Body: a request whose body is not complete within the route's body time-out after its headers
 *   (checked every HTTP_BODY_TIMEOUT_MS / 10, at most every second) is cut, answering 408 on the socket
 *   itself. It is written there rather than through
 *   Fastify's reply so that whatever is still waiting for the body (the JSON reader, the upload stream)
 *   fails as it does on any dropped connection and its late answer goes nowhere, instead of being a
 *   second answer to the same request. The JSON fast path (lib/json-body.ts) is untouched: it reads
 *   what has arrived, and a body cut short fails its stream reader like any dropped connection.
 * - Node's own whole-request time-out stays on as a backstop just above the longest body time-out.
 * - Connections per peer address: counted on the socket's real peer — X-Forwarded-For is never used,
 *   a client could write anything there — so behind a load balancer this cap must be raised or set to 0.
 *   IPv6 peers count per /64, which one subscriber usually holds whole.
 *
 * - Refused before the body was read (401 on an upload without a token, 413 by Content-Length): the
 *   answer says `Connection: close` and the socket closes once it is written, instead of waiting for
 *   a body nobody will read until the body time-out (issue 35).
 * - Responses that make no progress: a response with bytes waiting for the client that has taken none
 *   of them for HTTP_RESPONSE_IDLE_TIMEOUT_MS is cut — the client stopped reading (2,000 such
 *   connections from 10 addresses stayed open for good). A stream that is quiet with nothing waiting
 *   (a chat waiting for the model) is not.
 *
 * Graceful shutdown: `close()` waits for requests in flight, and a trickling one is one of those; with
 * the body time-out it ends within that time-out instead of holding the shutdown until its deadline.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const { bodyTimeoutMs, bodyCheckIntervalMs, connectionsPerIpMax, responseIdleTimeoutMs } = config.http;
    const watchResponses =
      responseIdleTimeoutMs > 0 ? stalledResponseWatch(responseIdleTimeoutMs, app.log) : null;
    const refused =
      connectionsPerIpMax > 0 ? capConnectionsPerPeer(app.server, connectionsPerIpMax, app.log) : null;

    // Requests whose body is still on its way. One sweep looks at them all every bodyCheckIntervalMs
    // rather than a timer per request: nearly every POST is on this list for a moment (Node emits the
    // request before it parses the body bytes of the same packet), and a timer, its clearing and a
    // close listener cost about four times what adding to a set does.
    const pending = new Set<{ request: FastifyRequest; reply: FastifyReply; deadline: number; ms: number }>();
    let sweeper: NodeJS.Timeout | undefined;
    const sweep = () => {
      const now = Date.now();
      for (const p of pending) {
        const raw = p.request.raw;
        if (raw.complete || !raw.socket || raw.socket.destroyed) pending.delete(p);
        else if (now >= p.deadline) {
          pending.delete(p);
          cutSlowBody(p.request, p.reply, p.ms);
        }
      }
      if (pending.size === 0) {
        clearInterval(sweeper);
        sweeper = undefined;
      }
    };
    app.addHook('onClose', async () => {
      clearInterval(sweeper);
      watchResponses?.stop();
    });

    // Requests whose body reached the body reader. One answered without it (refused in onRequest, or
    // 413 by its Content-Length) still has its body on the way: the connection closes after the answer
    // rather than wait for bytes nobody reads. A body being read may not be `complete` yet at onSend (the
    // JSON reader takes what has arrived and lets the stream end a tick later): its connection stays.
    const bodyRead = new WeakSet<FastifyRequest>();
    app.addHook('preParsing', (request, _reply, payload, done) => {
      bodyRead.add(request);
      done(null, payload);
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const raw = request.raw;
      const unread = !bodyRead.has(request) || reply.statusCode === 413;
      if (unread && !raw.complete && hasBody(raw.headers) && raw.socket instanceof Socket) {
        reply.header('connection', 'close');
      }
      done(null, payload);
    });

    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      const socket = raw.socket as Socket | null;
      // A connection over the cap is being closed; a request that slipped in on it is not served.
      if (!socket || socket.destroyed || refused?.has(socket)) {
        reply.hijack();
        socket?.destroy();
        return;
      }
      // An injected request (app.inject in tests) has no connection to cut: its fake socket can neither
      // trickle nor be destroyed, and it never reports `complete`.
      if (socket instanceof Socket) watchResponses?.add(socket);
      if (!raw.complete && hasBody(raw.headers) && socket instanceof Socket) {
        const ms = request.routeOptions.config?.bodyTimeoutMs ?? bodyTimeoutMs;
        pending.add({ request, reply, deadline: Date.now() + ms, ms });
        if (!sweeper) {
          sweeper = setInterval(sweep, bodyCheckIntervalMs);
          sweeper.unref();
        }
      }
      done();
    });
  },
  { name: 'slow-clients' },
);

/**
 * Watches the sockets of requests being answered: one with bytes queued for the client
 * (`writableLength`) whose `bytesWritten` has not moved for `idleMs` is destroyed. Checked every tenth
 * of `idleMs` (at most every second) while any is watched; a socket leaves the watch when it closes.
 */
function stalledResponseWatch(idleMs: number, log: FastifyBaseLogger) {
  const watched = new Map<Socket, { bytes: number; since: number }>();
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    const now = Date.now();
    for (const [socket, seen] of watched) {
      if (socket.destroyed) {
        watched.delete(socket);
      } else if (socket.bytesWritten !== seen.bytes || socket.writableLength === 0) {
        seen.bytes = socket.bytesWritten;
        seen.since = now;
      } else if (now - seen.since >= idleMs) {
        watched.delete(socket);
        log.info(
          { idleMs, waiting: socket.writableLength },
          'response idle time-out: the client stopped reading',
        );
        socket.destroy();
      }
    }
    if (watched.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
  return {
    add(socket: Socket) {
      if (watched.has(socket)) return;
      watched.set(socket, { bytes: socket.bytesWritten, since: Date.now() });
      socket.once('close', () => watched.delete(socket));
      if (!timer) {
        timer = setInterval(check, Math.min(1000, Math.max(50, Math.floor(idleMs / 10))));
        timer.unref();
      }
    },
    stop() {
      clearInterval(timer);
      watched.clear();
    },
  };
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Closes a request whose body is still incomplete at its deadline, with a 408 if nothing was answered yet. */
function cutSlowBody(request: FastifyRequest, reply: FastifyReply, ms: number): void {
  const raw = request.raw;
  const socket = raw.socket as Socket | null;
  if (raw.complete || !socket || socket.destroyed) return;
  request.log.info({ bodyTimeoutMs: ms }, 'request body time-out: connection closed');
  if (reply.raw.headersSent) {
    // Answered already (a refusal before the body was read); only the rest of the body is awaited.
    socket.destroy();
    return;
  }
  const seconds = Math.round(ms / 100) / 10;
  const msg =
    request.locale === 'en-US'
      ? `The request body arrived too slowly (not complete after ${seconds} s); please try again on a better connection`
      : `请求数据上传过慢（${seconds} 秒内未传完），请在网络较好时重试`;
  const body = JSON.stringify({ code: 408, msg, requestId: request.id });
  closeWith(
    socket,
    `HTTP/1.1 408 Request Timeout\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nx-request-id: ${request.id}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** Writes a last answer, then closes; a peer that does not read it is dropped after a second. */
function closeWith(socket: Socket, response: string): void {
  const fallback = setTimeout(() => socket.destroy(), 1000);
  fallback.unref();
  socket.once('close', () => clearTimeout(fallback));
  socket.end(response, () => socket.destroy());
}

const TOO_MANY_BODY = JSON.stringify({
  code: 429,
  msg: 'Too many connections from your address, please try again shortly / 来自您地址的连接过多，请稍后再试',
});
const TOO_MANY =
  `HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json; charset=utf-8\r\n` +
  `content-length: ${Buffer.byteLength(TOO_MANY_BODY)}\r\nretry-after: 1\r\nconnection: close\r\n\r\n${TOO_MANY_BODY}`;

/**
 * Counts open connections per peer and closes those over `max` at once (429). Answers the sockets being
 * refused, so a request that slips in on one before it is gone is not served.
 */
function capConnectionsPerPeer(server: Server, max: number, log: FastifyBaseLogger): WeakSet<Socket> {
  const open = new Map<string, number>();
  const refused = new WeakSet<Socket>();
  const lastWarned = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = peerKey(socket.remoteAddress);
    if (peer === undefined) return;
    const n = (open.get(peer) ?? 0) + 1;
    if (n > max) {
      refused.add(socket);
      const now = Date.now();
      if ((lastWarned.get(peer) ?? 0) < now - 10_000) {
        lastWarned.set(peer, now);
        if (lastWarned.size > 10_000) lastWarned.clear();
        log.warn({ peer, open: max }, 'connection cap reached: refusing connections from this address');
      }
      closeWith(socket, TOO_MANY);
      return;
    }
    open.set(peer, n);
    socket.once('close', () => {
      const left = (open.get(peer) ?? 1) - 1;
      if (left > 0) open.set(peer, left);
      else open.delete(peer);
    });
  });
  return refused;
}
