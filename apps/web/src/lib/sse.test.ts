import { describe, expect, it } from 'vitest';
import { readEventStream, type JsonEvent } from './sse';

/** A streaming response whose body arrives in exactly these chunks. */
function chunked(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

async function eventsOf(res: Response): Promise<JsonEvent[]> {
  const events: JsonEvent[] = [];
  await readEventStream(res, (e) => events.push(e));
  return events;
}

describe('readEventStream', () => {
  it('reassembles events split across chunks, in order, with their JSON data', async () => {
    const events = await eventsOf(
      chunked(['event: progress\ndata: {"step":1}\n\nevent: sec', 'tion\ndata: {"name":"pro', 'file"}\n\n']),
    );
    expect(events).toEqual([
      { event: 'progress', data: { step: 1 } },
      { event: 'section', data: { name: 'profile' } },
    ]);
  });

  it('names an unnamed event "message", skips comments, accepts CRLF, and gives null for non-JSON', async () => {
    const events = await eventsOf(chunked([': ping\r\ndata: "a"\r\n\r\nevent: x\r\ndata: not json\r\n\r\n']));
    expect(events).toEqual([
      { event: 'message', data: 'a' },
      { event: 'x', data: null },
    ]);
  });

  it('delivers a last event the server did not close with a blank line', async () => {
    expect(await eventsOf(chunked(['event: done\ndata: {"ok":true}']))).toEqual([
      { event: 'done', data: { ok: true } },
    ]);
  });

  it('decodes a character split between two chunks', async () => {
    const bytes = new TextEncoder().encode('data: "维生素"\n\n');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 8));
        controller.enqueue(bytes.slice(8));
        controller.close();
      },
    });
    expect(await eventsOf(new Response(body))).toEqual([{ event: 'message', data: '维生素' }]);
  });

  it('rejects with the abort reason once aborted', async () => {
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('data: 1\n\n'));
      },
    });
    const seen: JsonEvent[] = [];
    const reading = readEventStream(
      new Response(body),
      (e) => {
        seen.push(e);
        controller.abort(new Error('stop'));
      },
      controller.signal,
    );
    await expect(reading).rejects.toThrow('stop');
    expect(seen).toEqual([{ event: 'message', data: 1 }]);
  });
});
