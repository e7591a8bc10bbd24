import type { Readable } from 'node:stream';
import { errorCodes, type FastifyRequest } from 'fastify';

type Done = (err: Error | null, body?: unknown) => void;

/** What the JSON body reader needs of a Fastify request (tests pass a plain object). */
export type BodyRequest = Pick<FastifyRequest, 'headers' | 'raw'> & {
  routeOptions: { bodyLimit: number };
};

/**
 * Reads a request body as UTF-8 text and hands it to `parse`, with Fastify's limits and errors: a
 * Content-Length or a stream above the route's body limit is a 413, a body whose length differs from its
 * Content-Length a 400, a broken stream a 400.
 *
 * Why not Fastify's own `parseAs: 'string'`: it always waits for the stream's `data` and `end` events —
 * several ticks and listener changes per request, measured at about a fifth of the cost of a small cached
 * POST. A small body has almost always been buffered whole by Node's HTTP parser by the time the route
 * runs (it arrives in the same packet as the headers), so then it is taken at once; a split, chunked or
 * transformed body is read as a stream.
 */
export function readTextBody(
  request: BodyRequest,
  payload: Readable,
  parse: (text: string, done: Done) => void,
  done: Done,
): void {
  const limit = request.routeOptions.bodyLimit;
  const header = request.headers['content-length'];
  const length = header === undefined ? Number.NaN : Number(header);
  if (length > limit) {
    done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
    return;
  }

  if (payload === request.raw && !payload.readableFlowing && isBufferedWhole(request.raw, length)) {
    if (payload.readableLength > limit) {
      payload.resume();
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      return;
    }
    const chunk = payload.read() as Buffer | string | null;
    // Lets the stream reach its end (and Node reuse the connection) as if it had been read to the last
    // byte. A message received whole ends by itself once read: resuming would only cost a tick.
    if (!request.raw.complete) payload.resume();
    parse(chunk === null ? '' : chunk.toString(), done);
    return;
  }

  const chunks: Buffer[] = [];
  let received = 0;
  const stop = () => {
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', onError);
  };
  function onData(chunk: Buffer | string) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    received += bytes.length;
    if (received > limit) {
      stop();
      // Drain the rest so the connection can still carry the 413.
      payload.resume();
      done(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE());
      return;
    }
    chunks.push(bytes);
  }
  function onEnd() {
    stop();
    if (!Number.isNaN(length) && received !== length) {
      done(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH());
      return;
    }
    parse(Buffer.concat(chunks, received).toString('utf8'), done);
  }
  function onError(err: Error & { statusCode?: number }) {
    stop();
    if (!(typeof err.statusCode === 'number' && err.statusCode >= 400)) err.statusCode = 400;
    done(err);
  }
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onError);
  payload.resume();
}

/**
 * Whether Node's HTTP parser already holds the whole body: as many bytes as the Content-Length
 * announced, or — without one (no body, or a chunked one) — the message has been received to its end.
 */
function isBufferedWhole(raw: BodyRequest['raw'], length: number): boolean {
  return Number.isNaN(length) ? raw.complete === true : raw.readableLength === length;
}
