import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenLocally } from '../../../../test/local-server';

/**
 * A fake OpenAI-compatible server for tests, on 127.0.0.1 with a random port. Each request to
 * `/v1/chat/completions` takes the next scripted step; every request body is recorded so tests can
 * assert what the app sent (e.g. a tool result in the second round). Never a real provider.
 */
export type FakeStep =
  | {
      kind: 'stream';
      deltas: string[];
      toolCalls?: { name: string; arguments: string }[];
      /** Pause between chunks. */
      delayMs?: number;
    }
  /** Send the deltas, then keep the response open until `release()` or the client goes away. */
  | { kind: 'hold'; deltas: string[] }
  | { kind: 'status'; status: number; body?: string }
  /** Accept the request and never answer (a time-out). */
  | { kind: 'hang' };

export interface FakeOpenAi {
  url: string;
  requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  script: (steps: FakeStep[]) => void;
  /** Resolves when a `hold` step has sent its deltas. */
  held: () => Promise<void>;
  release: () => void;
  close: () => Promise<void>;
}

const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let steps: FakeStep[] = [];
  const requests: FakeOpenAi['requests'] = [];
  let heldResolve: (() => void) | undefined;
  let heldPromise = new Promise<void>((r) => (heldResolve = r));
  let releaseHold: (() => void) | undefined;
  const open = new Set<ServerResponse>();

  async function handle(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const part of req) raw += String(part);
    requests.push({ headers: req.headers, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {} });
    if (req.url !== '/v1/chat/completions' || req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    const step = steps.shift() ?? { kind: 'status', status: 500, body: 'no scripted step' };
    if (step.kind === 'status') {
      res.writeHead(step.status, { 'content-type': 'application/json' }).end(step.body ?? '{"error":"fail"}');
      return;
    }
    if (step.kind === 'hang') {
      open.add(res);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk({ role: 'assistant', content: '' }));
    for (const d of step.deltas) {
      res.write(chunk({ content: d }));
      if (step.kind === 'stream' && step.delayMs) await sleep(step.delayMs);
    }
    if (step.kind === 'hold') {
      open.add(res);
      const released = new Promise<void>((r) => (releaseHold = r));
      heldResolve?.();
      await Promise.race([released, new Promise((r) => res.on('close', r))]);
      open.delete(res);
      if (!res.writableEnded) res.end('data: [DONE]\n\n');
      return;
    }
    for (const [i, call] of (step.toolCalls ?? []).entries()) {
      // Arguments arrive in two fragments, as real providers stream them.
      const half = Math.floor(call.arguments.length / 2);
      res.write(
        chunk({
          tool_calls: [
            {
              index: i,
              id: `call_${i}`,
              type: 'function',
              function: { name: call.name, arguments: call.arguments.slice(0, half) },
            },
          ],
        }),
      );
      res.write(chunk({ tool_calls: [{ index: i, function: { arguments: call.arguments.slice(half) } }] }));
    }
    res.write(chunk({}, step.toolCalls?.length ? 'tool_calls' : 'stop'));
    res.end('data: [DONE]\n\n');
  }

  const local = await listenLocally((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  return {
    url: `${local.baseUrl}/v1`,
    requests,
    script: (s) => {
      steps = [...s];
      requests.length = 0;
      heldPromise = new Promise<void>((r) => (heldResolve = r));
    },
    held: () => heldPromise,
    release: () => releaseHold?.(),
    close: async () => {
      for (const res of open) res.destroy();
      await local.close();
    },
  };
}
