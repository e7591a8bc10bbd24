import type { ChatCard, ChatEvent, ChatMessage } from '@nutri/domain/contracts';
import type { FeedbackRating } from './chat-events';

/**
 * The message list of the chat screen as a pure reducer: history loaded from the server, the question
 * just sent, and the answer as its stream events arrive. The screen renders this state only; the
 * network code dispatches to it.
 */

/** Longest message the server accepts (the contract's value, shared without zod). */
export { CHAT_CONTENT_MAX } from '@nutri/domain/limits';

type ViewStatus = 'streaming' | 'complete' | 'stopped' | 'error';

export interface ViewMessage {
  /** Stable React key: the client's id for messages sent here, the server id for loaded ones. */
  key: string;
  /** The stored message id; null until the server has named it (`start` / `done`). */
  id: string | null;
  role: 'user' | 'assistant';
  /** Markdown (no raw HTML) for answers, plain text for questions. */
  content: string;
  cards: ChatCard[];
  suggestions: string[];
  status: ViewStatus;
  /** Red-flag answer: shown as an urgent alert, without follow-ups. */
  urgent: boolean;
  feedback: FeedbackRating | null;
  /** Why an answer failed, as the server said it (empty when not failed). */
  error: string;
  /** How many `delta` events built this answer (0 for loaded messages). */
  deltas: number;
}

export interface ChatState {
  messages: ViewMessage[];
  /** Key of the answer being streamed, or null. */
  streamingKey: string | null;
}

export type ChatAction =
  | { type: 'reset' }
  | { type: 'loaded'; messages: readonly ChatMessage[] }
  | { type: 'sent'; userKey: string; assistantKey: string; content: string }
  | { type: 'event'; key: string; event: ChatEvent }
  /** The request was refused before any answer (rate limit, bad input): the question is taken back. */
  | { type: 'rejected'; userKey: string; assistantKey: string }
  /** The stream ended without `done`: stopped by the user, or cut by an error. */
  | { type: 'ended'; key: string; stopped: boolean; error?: string }
  | { type: 'feedback'; id: string; rating: FeedbackRating | null };

export const initialChatState: ChatState = { messages: [], streamingKey: null };

/** The stored message as the screen shows it; an intent of `urgent` marks a red-flag answer. */
function viewOf(m: ChatMessage): ViewMessage {
  return {
    key: m.id,
    id: m.id,
    role: m.role,
    content: m.content,
    cards: m.cards,
    suggestions: m.suggestions,
    status: m.status,
    urgent: m.role === 'assistant' && m.intent === 'urgent',
    feedback: m.feedback?.rating ?? null,
    error: '',
    deltas: 0,
  };
}

function blank(key: string, role: ViewMessage['role'], content: string, status: ViewStatus): ViewMessage {
  return {
    key,
    id: null,
    role,
    content,
    cards: [],
    suggestions: [],
    status,
    urgent: false,
    feedback: null,
    error: '',
    deltas: 0,
  };
}

function update(state: ChatState, key: string, change: (m: ViewMessage) => ViewMessage): ChatState {
  let found = false;
  const messages = state.messages.map((m) => {
    if (m.key !== key) return m;
    found = true;
    return change(m);
  });
  return found ? { ...state, messages } : state;
}

/** The user message sent just before the answer `key` (the one `start` names). */
function questionBefore(state: ChatState, key: string): string | null {
  const i = state.messages.findIndex((m) => m.key === key);
  const prev = i > 0 ? state.messages[i - 1] : undefined;
  return prev?.role === 'user' ? prev.key : null;
}

function applyEvent(state: ChatState, key: string, e: ChatEvent): ChatState {
  switch (e.event) {
    case 'start': {
      const q = questionBefore(state, key);
      return q ? update(state, q, (m) => ({ ...m, id: e.data.userMessageId })) : state;
    }
    case 'delta':
      return update(state, key, (m) => ({ ...m, content: m.content + e.data.text, deltas: m.deltas + 1 }));
    case 'replace':
      return update(state, key, (m) => ({ ...m, content: e.data.text }));
    case 'card':
      return update(state, key, (m) => ({ ...m, cards: [...m.cards, e.data] }));
    case 'suggestions':
      return update(state, key, (m) => ({ ...m, suggestions: e.data.items }));
    case 'done': {
      const next = update(state, key, (m) => ({
        ...m,
        id: e.data.messageId,
        status: e.data.status,
        urgent: e.data.urgent,
        // The user should act on an urgent answer, not chat on.
        suggestions: e.data.urgent ? [] : m.suggestions,
      }));
      return state.streamingKey === key ? { ...next, streamingKey: null } : next;
    }
    case 'error': {
      const next = update(state, key, (m) => ({ ...m, status: 'error' as const, error: e.data.msg }));
      return state.streamingKey === key ? { ...next, streamingKey: null } : next;
    }
  }
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'reset':
      return initialChatState;
    case 'loaded':
      return { messages: action.messages.map(viewOf), streamingKey: null };
    case 'sent':
      return {
        messages: [
          ...state.messages,
          { ...blank(action.userKey, 'user', action.content, 'complete') },
          blank(action.assistantKey, 'assistant', '', 'streaming'),
        ],
        streamingKey: action.assistantKey,
      };
    case 'event':
      return applyEvent(state, action.key, action.event);
    case 'rejected':
      return {
        messages: state.messages.filter((m) => m.key !== action.userKey && m.key !== action.assistantKey),
        streamingKey: state.streamingKey === action.assistantKey ? null : state.streamingKey,
      };
    case 'ended': {
      const next = update(state, action.key, (m) =>
        m.status !== 'streaming'
          ? m
          : action.stopped
            ? { ...m, status: 'stopped' }
            : { ...m, status: 'error', error: action.error ?? '' },
      );
      return state.streamingKey === action.key ? { ...next, streamingKey: null } : next;
    }
    case 'feedback':
      return {
        ...state,
        messages: state.messages.map((m) => (m.id === action.id ? { ...m, feedback: action.rating } : m)),
      };
  }
}

/** The answer whose follow-up chips are shown: the last message, when it is a finished, non-urgent answer. */
export function lastAnswerWithSuggestions(state: ChatState): ViewMessage | null {
  const last = state.messages.at(-1);
  return last &&
    last.role === 'assistant' &&
    last.status === 'complete' &&
    !last.urgent &&
    last.suggestions.length > 0
    ? last
    : null;
}

/**
 * Seconds to wait after a 429 from `send`. The server says it in its message ("Please wait 12 seconds",
 * "请 12 秒后再试"); without a number, a minute (the length of its window).
 */
export function waitSecondsFrom(message: string): number {
  const m = /(\d{1,4})\s*(?:s\b|sec|second|秒)/i.exec(message);
  const n = m ? Number(m[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : 60;
}
