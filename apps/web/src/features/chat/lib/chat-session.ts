import { isApiError } from '../../../lib/api-client';
import { createConversation } from '../api/create-conversation';
import { getAllMessages } from '../api/get-messages';
import { sendMessage } from '../api/send-message';
import { sendFeedback, type FeedbackInput } from '../api/send-feedback';
import { stopAnswer } from '../api/stop-answer';
import { useChatStore } from '../stores/chat-store';
import { waitSecondsFrom } from './chat-state';

/**
 * The network side of the chat screen: it calls the API and dispatches to the store; components call
 * these functions and render the store. One answer streams at a time.
 */

let running: { controller: AbortController; key: string; stopped: boolean } | null = null;
let loadController: AbortController | null = null;
let seq = 0;
const newKey = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq++).toString(36)}`;

const store = () => useChatStore.getState();

function abortRunning(): void {
  if (!running) return;
  running.stopped = true;
  running.controller.abort();
  running = null;
}

/** Leaves the current conversation: the next question starts a new one ("clear conversation"). */
export function startNewConversation(): void {
  abortRunning();
  loadController?.abort();
  store().set({ conversationId: null, phase: 'ready', stopping: false });
  store().dispatch({ type: 'reset' });
}

/** Opens a stored conversation and loads its messages. */
export async function openConversation(id: string): Promise<void> {
  abortRunning();
  loadController?.abort();
  const controller = new AbortController();
  loadController = controller;
  store().set({ conversationId: id, phase: 'loading', stopping: false });
  store().dispatch({ type: 'reset' });
  try {
    const messages = await getAllMessages(id, controller.signal);
    if (controller.signal.aborted) return;
    store().dispatch({ type: 'loaded', messages });
    store().set({ phase: 'ready' });
  } catch {
    if (!controller.signal.aborted) store().set({ phase: 'error' });
  }
}

export type SendResult =
  | { ok: true }
  /** 429: the question was not sent; wait this many seconds. */
  | { ok: false; kind: 'rate'; seconds: number }
  /** Refused or failed before any answer: the question was not sent. */
  | { ok: false; kind: 'failed'; message: string };

/**
 * Sends a question and streams its answer into the store. Resolves when the answer has ended (done,
 * stopped or failed). A question refused before its answer began (rate limit, bad input) is taken back
 * and the result says why, so the screen can put the text back into the input.
 */
export async function sendQuestion(text: string): Promise<SendResult> {
  const content = text.trim();
  if (content === '' || running) return { ok: false, kind: 'failed', message: '' };
  const userKey = newKey('q');
  const assistantKey = newKey('a');
  const controller = new AbortController();
  const current = { controller, key: assistantKey, stopped: false };
  running = current;
  store().dispatch({ type: 'sent', userKey, assistantKey, content });
  let opened = false;
  try {
    let id = store().conversationId;
    if (!id) {
      id = (await createConversation()).id;
      if (current.stopped) throw new DOMException('stopped', 'AbortError');
      store().set({ conversationId: id, phase: 'ready' });
    }
    await sendMessage(
      id,
      content,
      (event) => {
        opened = true;
        if (running === current || current.stopped)
          store().dispatch({ type: 'event', key: assistantKey, event });
      },
      controller.signal,
    );
    store().dispatch({ type: 'ended', key: assistantKey, stopped: current.stopped, error: '' });
    return { ok: true };
  } catch (e) {
    if (current.stopped) {
      store().dispatch({ type: 'ended', key: assistantKey, stopped: true });
      return { ok: true };
    }
    if (!opened && isApiError(e) && e.status > 0) {
      store().dispatch({ type: 'rejected', userKey, assistantKey });
      if (e.status === 404) store().set({ conversationId: null });
      return e.status === 429
        ? { ok: false, kind: 'rate', seconds: waitSecondsFrom(e.msg) }
        : { ok: false, kind: 'failed', message: e.errors?.[0]?.message ?? e.msg };
    }
    store().dispatch({
      type: 'ended',
      key: assistantKey,
      stopped: false,
      error: isApiError(e) ? e.msg : '',
    });
    return { ok: true };
  } finally {
    if (running === current) running = null;
    store().set({ stopping: false });
  }
}

/**
 * Stop: asks the server to end the answer (it stores what was said as `stopped` and sends `done`),
 * then aborts the fetch if the stream has not ended by itself within a moment.
 */
export async function stopStreaming(): Promise<void> {
  const current = running;
  const id = store().conversationId;
  if (!current) return;
  current.stopped = true;
  store().set({ stopping: true });
  const grace = new Promise((r) => setTimeout(r, 1500));
  if (id) await Promise.race([stopAnswer(id).catch(() => null), grace]);
  // A short wait lets the server's `done` (with the stored message id, for feedback) arrive.
  await Promise.race([
    new Promise((r) => setTimeout(r, 800)),
    new Promise<void>((resolve) => {
      const unsub = useChatStore.subscribe((s) => {
        if (s.chat.streamingKey !== current.key) {
          unsub();
          resolve();
        }
      });
    }),
  ]);
  if (running === current) {
    current.controller.abort();
    running = null;
  }
}

/** Records a thumbs up/down (with reason and comment for a down); the mark shows at once. */
export async function rateAnswer(input: FeedbackInput): Promise<void> {
  const previous = store().chat.messages.find((m) => m.id === input.messageId)?.feedback ?? null;
  store().dispatch({ type: 'feedback', id: input.messageId, rating: input.rating });
  try {
    await sendFeedback(input);
  } catch (e) {
    store().dispatch({ type: 'feedback', id: input.messageId, rating: previous });
    throw e;
  }
}
