import { ASSISTANT_TOOLS } from '@nutri/domain/assistant';

/**
 * A minimal OpenAI-compatible `/chat/completions` client over `fetch` with `stream: true`: reads the
 * server-sent `data:` lines until `[DONE]`, yields text deltas as they arrive and returns the tool
 * calls (assembled from their streamed fragments) at the end of a round.
 *
 * Time-out: the request is aborted when no bytes arrive for `timeoutMs` (an idle time-out, so a long
 * but steady answer is never cut off). Any HTTP error, malformed stream or time-out throws LlmError;
 * the caller falls back to the built-in assistant.
 */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface LlmToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: LlmToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export class LlmError extends Error {
  constructor(
    message: string,
    readonly kind: 'http' | 'timeout' | 'aborted' | 'protocol' | 'network',
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

interface StreamChunk {
  choices?: {
    delta?: {
      content?: string | null;
      tool_calls?: { index?: number; id?: string; function?: { name?: string; arguments?: string } }[];
    };
    finish_reason?: string | null;
  }[];
}

/**
 * One model round. `onDelta` gets each text piece; the result holds the whole text and any tool calls.
 * `signal` is the caller's stop signal (user pressed stop or went away).
 */
export async function chatCompletionRound(
  config: LlmConfig,
  messages: readonly LlmMessage[],
  onDelta: (text: string) => void,
  signal: AbortSignal,
): Promise<{ text: string; toolCalls: LlmToolCall[] }> {
  const idle = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), config.timeoutMs);
  };
  const combined = AbortSignal.any([signal, idle.signal]);
  arm();
  try {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.apiKey}`,
          'content-type': 'application/json',
          accept: 'text/event-stream',
        },
        body: JSON.stringify({ model: config.model, messages, tools: ASSISTANT_TOOLS, stream: true }),
        signal: combined,
      });
    } catch (err) {
      throw failure(err, signal, idle.signal);
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel().catch(() => undefined);
      throw new LlmError(`model answered HTTP ${res.status}`, 'http');
    }
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    let text = '';
    let done = false;
    const calls = new Map<number, LlmToolCall>();
    while (!done) {
      let chunk: Awaited<ReturnType<typeof reader.read>>;
      try {
        chunk = await reader.read();
      } catch (err) {
        throw failure(err, signal, idle.signal);
      }
      if (chunk.done) break;
      arm();
      buffer += decoder.decode(chunk.value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl).replace(/\r$/, '');
        buffer = buffer.slice(nl + 1);
        if (!line.startsWith('data:')) continue;
        const payload = line.slice(5).trim();
        if (payload === '[DONE]') {
          done = true;
          break;
        }
        if (!payload) continue;
        let parsed: StreamChunk;
        try {
          parsed = JSON.parse(payload) as StreamChunk;
        } catch {
          throw new LlmError('malformed stream chunk from the model', 'protocol');
        }
        const delta = parsed.choices?.[0]?.delta;
        if (typeof delta?.content === 'string' && delta.content) {
          text += delta.content;
          onDelta(delta.content);
        }
        for (const tc of delta?.tool_calls ?? []) {
          const index = typeof tc.index === 'number' ? tc.index : 0;
          const call = calls.get(index) ?? {
            id: '',
            type: 'function' as const,
            function: { name: '', arguments: '' },
          };
          if (tc.id) call.id = tc.id;
          if (tc.function?.name) call.function.name += tc.function.name;
          if (tc.function?.arguments) call.function.arguments += tc.function.arguments;
          calls.set(index, call);
        }
      }
    }
    await reader.cancel().catch(() => undefined);
    const toolCalls = [...calls.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([i, c]) => ({ ...c, id: c.id || `call_${i}` }))
      .filter((c) => c.function.name);
    return { text, toolCalls };
  } finally {
    clearTimeout(timer);
  }
}

function failure(err: unknown, stop: AbortSignal, idle: AbortSignal): LlmError {
  if (err instanceof LlmError) return err;
  if (stop.aborted) return new LlmError('stopped', 'aborted');
  if (idle.aborted) return new LlmError('the model timed out', 'timeout');
  return new LlmError(err instanceof Error ? err.message : 'network error', 'network');
}
