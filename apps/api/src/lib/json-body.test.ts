import http from 'node:http';
import net from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../test/helper';
import { readTextBody, type BodyRequest } from './json-body';

type Outcome = { err: (Error & { code?: string; statusCode?: number }) | null; text?: unknown };

function fakeRequest(raw: Readable, headers: Record<string, string>, bodyLimit = 1024): BodyRequest {
  return { raw, headers, routeOptions: { bodyLimit } } as unknown as BodyRequest;
}

function read(request: BodyRequest, payload: Readable): Promise<Outcome> {
  return new Promise((resolve) => {
    readTextBody(
      request,
      payload,
      (text, done) => done(null, text),
      (err, text) => resolve({ err, text }),
    );
  });
}

describe('readTextBody', () => {
  it('takes a body the HTTP parser has buffered whole at once, before returning', () => {
    const raw = new Readable({ read() {} });
    raw.push(Buffer.from('{"keyword":"'));
    raw.push(Buffer.from('维生素"}'));
    const length = Buffer.byteLength('{"keyword":"维生素"}');
    let seen: unknown;
    readTextBody(
      fakeRequest(raw, { 'content-length': String(length) }),
      raw,
      (text, done) => done(null, text),
      (_err, text) => (seen = text),
    );
    expect(seen).toBe('{"keyword":"维生素"}');
  });

  it('takes a body without Content-Length at once when the message has arrived whole (none, or chunked)', () => {
    const texts: unknown[] = [];
    for (const pieces of [[], ['{"a":', '1}']]) {
      const raw = Object.assign(new Readable({ read() {} }), { complete: true });
      for (const p of pieces) raw.push(Buffer.from(p));
      raw.push(null);
      readTextBody(
        fakeRequest(raw, {}),
        raw,
        (text, done) => done(null, text),
        (_err, text) => texts.push(text),
      );
    }
    expect(texts).toEqual(['', '{"a":1}']);
  });

  it('refuses a whole chunked body above the limit', () => {
    const raw = Object.assign(new Readable({ read() {} }), { complete: true });
    raw.push(Buffer.from('1234567890'));
    raw.push(null);
    let out: Outcome | undefined;
    readTextBody(
      fakeRequest(raw, {}, 8),
      raw,
      (text, done) => done(null, text),
      (err, text) => (out = { err, text }),
    );
    expect(out?.err?.code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
  });

  it('reads a body that is still arriving, a character split across chunks included', async () => {
    const payload = new PassThrough();
    const bytes = Buffer.from('{"keyword":"维生素"}');
    const pending = read(fakeRequest(payload, { 'content-length': String(bytes.length) }), payload);
    payload.write(bytes.subarray(0, 13)); // ends inside 维 (3 bytes from offset 12)
    await new Promise((r) => setTimeout(r, 5));
    payload.end(bytes.subarray(13));
    expect(await pending).toEqual({ err: null, text: '{"keyword":"维生素"}' });
  });

  it('reads a body without Content-Length (chunked) to its end', async () => {
    const payload = new PassThrough();
    const pending = read(fakeRequest(payload, {}), payload);
    payload.write('{"a":');
    payload.end('1}');
    expect(await pending).toEqual({ err: null, text: '{"a":1}' });
  });

  it('refuses a Content-Length above the limit without reading', async () => {
    const payload = new PassThrough();
    const out = await read(fakeRequest(payload, { 'content-length': '1025' }), payload);
    expect(out.err?.code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
    expect(out.err?.statusCode).toBe(413);
  });

  it('refuses a stream that grows past the limit', async () => {
    const payload = new PassThrough();
    const pending = read(fakeRequest(payload, {}, 8), payload);
    payload.write('12345');
    payload.end('67890');
    const out = await pending;
    expect(out.err?.code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
  });

  it('refuses a body shorter than its Content-Length', async () => {
    const payload = new PassThrough();
    const pending = read(fakeRequest(payload, { 'content-length': '10' }), payload);
    payload.end('12345');
    const out = await pending;
    expect(out.err?.code).toBe('FST_ERR_CTP_INVALID_CONTENT_LENGTH');
    expect(out.err?.statusCode).toBe(400);
  });

  it('answers 400 for a broken stream', async () => {
    const payload = new PassThrough();
    const pending = read(fakeRequest(payload, { 'content-length': '10' }), payload);
    payload.destroy(new Error('socket hang up'));
    const out = await pending;
    expect(out.err?.message).toBe('socket hang up');
    expect(out.err?.statusCode).toBe(400);
  });
});

describe('JSON bodies over real connections', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await testApp({ BODY_LIMIT_BYTES: '4096' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    token = (await t.login()).token;
  });
  afterAll(() => t.close());

  const SEARCH = '/api/v1/question_short/search_medicine';

  /** Sends raw bytes (latin1 strings) on one socket, in pieces with pauses, and returns every answer's status line. */
  async function rawExchange(pieces: string[], answers: number): Promise<string[]> {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    for (const p of pieces) {
      socket.write(p, 'latin1');
      await new Promise((r) => setTimeout(r, 30));
    }
    const deadline = Date.now() + 5000;
    while ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length < answers && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 10));
    socket.destroy();
    return received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
  }

  function head(path: string, extra: string) {
    return `POST ${path} HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${token}\r\ncontent-type: application/json\r\n${extra}\r\n`;
  }

  it('answers many bodied and bodiless calls in turn on one kept-alive connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const post = (path: string, body?: string) =>
      new Promise<{ status: number; json: { data: unknown } }>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            path,
            method: 'POST',
            agent,
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
            },
          },
          (res) => {
            sockets.add(res.socket);
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (d: string) => (text += d));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    const expected = (await t.post(SEARCH, token, { keyword: '华法林' })).json();
    for (let i = 0; i < 20; i += 1) {
      const found = await post(SEARCH, JSON.stringify({ keyword: '华法林' }));
      expect(found).toEqual({ status: 200, json: expected });
      const user = await post('/api/v1/userinfo', i % 2 === 0 ? '' : undefined);
      expect(user.status).toBe(200);
    }
    expect(sockets.size).toBe(1);
    agent.destroy();
  });

  it('answers POSTs without a body or Content-Length, several in one packet on one connection', async () => {
    const options = head('/api/v1/question_short/supplement_reviews_options', '');
    const statuses = await rawExchange([options + options + options], 3);
    expect(statuses).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200', 'HTTP/1.1 200']);
  });

  it('reads a body sent after its headers, in two pieces', async () => {
    const body = JSON.stringify({ keyword: '华法林' });
    const bytes = Buffer.from(body);
    const statuses = await rawExchange(
      [
        head(SEARCH, `content-length: ${bytes.length}\r\n`),
        bytes.subarray(0, 5).toString('latin1'),
        bytes.subarray(5).toString('latin1'),
      ],
      1,
    );
    expect(statuses).toEqual(['HTTP/1.1 200']);
  });

  it('reads a chunked body, and refuses one that grows past the limit with 413', async () => {
    const body = '{"keyword":"hfl"}';
    const ok = await rawExchange(
      [
        head(SEARCH, 'transfer-encoding: chunked\r\n'),
        `5\r\n${body.slice(0, 5)}\r\n`,
        `${(body.length - 5).toString(16)}\r\n${body.slice(5)}\r\n0\r\n\r\n`,
      ],
      1,
    );
    expect(ok).toEqual(['HTTP/1.1 200']);
    const big = `{"keyword":"${'a'.repeat(5000)}"}`;
    const tooBig = await rawExchange(
      [head(SEARCH, 'transfer-encoding: chunked\r\n'), `${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n`],
      1,
    );
    expect(tooBig).toEqual(['HTTP/1.1 413']);
  });

  it('refuses a Content-Length above the limit with 413 and keeps serving', async () => {
    const res = await t.post(SEARCH, token, `{"keyword":"${'a'.repeat(5000)}"}`, {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(413);
    const after = await t.post(SEARCH, token, { keyword: 'hfl' });
    expect(after.statusCode).toBe(200);
  });
});
