import {
  CHAT_CONTENT_MAX as CONTRACT_MAX,
  type ChatCard,
  type ChatEvent,
  type ChatMessage,
} from '@nutri/domain/contracts';
import { describe, expect, it } from 'vitest';
import { toChatCard, toChatEvent } from './chat-events';
import {
  CHAT_CONTENT_MAX,
  chatReducer,
  initialChatState,
  lastAnswerWithSuggestions,
  waitSecondsFrom,
  type ChatAction,
  type ChatState,
} from './chat-state';

const run = (actions: ChatAction[], from: ChatState = initialChatState) => actions.reduce(chatReducer, from);
const ev = (key: string, event: ChatEvent): ChatAction => ({ type: 'event', key, event });
const sent: ChatAction = { type: 'sent', userKey: 'u1', assistantKey: 'a1', content: '哪些食物富含钙？' };
const tips: ChatCard = { type: 'tips', title: '钙的食物来源', tips: ['酸奶 415 mg', '豆腐 253 mg'] };

/** The events of one real answer (shape as `v1/conversation/send` streams them). */
const answer: ChatEvent[] = [
  { event: 'start', data: { userMessageId: 'srv-u1' } },
  { event: 'delta', data: { text: '富含钙的' } },
  { event: 'delta', data: { text: '日常食物：\n' } },
  { event: 'delta', data: { text: '- 酸奶' } },
  { event: 'card', data: tips },
  { event: 'suggestions', data: { items: ['什么时候吃钙片？', '缺钙有什么表现？'] } },
  {
    event: 'done',
    data: { messageId: 'srv-a1', status: 'complete', intent: 'food_sources', urgent: false },
  },
];

describe('chatReducer', () => {
  it('builds a streamed answer from its events, in order', () => {
    const s = run([sent, ...answer.map((e) => ev('a1', e))]);
    const [q, a] = s.messages;
    expect(q).toMatchObject({ role: 'user', id: 'srv-u1', content: '哪些食物富含钙？', status: 'complete' });
    expect(a).toMatchObject({
      role: 'assistant',
      id: 'srv-a1',
      content: '富含钙的日常食物：\n- 酸奶',
      cards: [tips],
      suggestions: ['什么时候吃钙片？', '缺钙有什么表现？'],
      status: 'complete',
      deltas: 3,
      urgent: false,
    });
    expect(s.streamingKey).toBeNull();
    expect(lastAnswerWithSuggestions(s)?.key).toBe('a1');
  });

  it('is streaming between sent and done, and the text grows with each delta', () => {
    let s = run([sent, ev('a1', answer[0]!)]);
    expect(s.streamingKey).toBe('a1');
    const lengths: number[] = [];
    for (const e of answer.slice(1, 4)) {
      s = chatReducer(s, ev('a1', e));
      lengths.push(s.messages[1]!.content.length);
    }
    expect(lengths).toEqual([...lengths].sort((x, y) => x - y));
    expect(new Set(lengths).size).toBe(3);
    expect(lastAnswerWithSuggestions(s)).toBeNull(); // no chips while streaming
  });

  it('replace swaps the text streamed so far (safety correction)', () => {
    const s = run([
      sent,
      ev('a1', { event: 'delta', data: { text: 'Take 250 µg of vitamin D' } }),
      ev('a1', { event: 'replace', data: { text: 'Keep vitamin D at or below 100 µg a day.' } }),
      ev('a1', { event: 'delta', data: { text: ' Ask your doctor.' } }),
    ]);
    expect(s.messages[1]!.content).toBe('Keep vitamin D at or below 100 µg a day. Ask your doctor.');
  });

  it('an urgent answer keeps no follow-ups', () => {
    const s = run([
      sent,
      ev('a1', { event: 'delta', data: { text: '**请立即就医**' } }),
      ev('a1', { event: 'suggestions', data: { items: ['x'] } }),
      ev('a1', {
        event: 'done',
        data: { messageId: 'm', status: 'complete', intent: 'urgent', urgent: true },
      }),
    ]);
    expect(s.messages[1]).toMatchObject({ urgent: true, suggestions: [] });
    expect(lastAnswerWithSuggestions(s)).toBeNull();
  });

  it('an error event marks the answer failed with the server message', () => {
    const s = run([sent, ev('a1', { event: 'error', data: { code: 500, msg: 'try again' } })]);
    expect(s.messages[1]).toMatchObject({ status: 'error', error: 'try again' });
    expect(s.streamingKey).toBeNull();
  });

  it('a stream cut by the user is stopped; cut otherwise it is an error; done first wins', () => {
    const partial = [sent, ev('a1', { event: 'delta', data: { text: 'half' } })];
    expect(run([...partial, { type: 'ended', key: 'a1', stopped: true }]).messages[1]).toMatchObject({
      status: 'stopped',
      content: 'half',
    });
    expect(
      run([...partial, { type: 'ended', key: 'a1', stopped: false, error: 'network' }]).messages[1],
    ).toMatchObject({ status: 'error', error: 'network' });
    const done = run(
      [...answer.map((e) => ev('a1', e)), { type: 'ended', key: 'a1', stopped: true }],
      run([sent]),
    );
    expect(done.messages[1]!.status).toBe('complete');
  });

  it('a refused request takes the question back (nothing half-shown)', () => {
    const s = run([sent, { type: 'rejected', userKey: 'u1', assistantKey: 'a1' }]);
    expect(s).toEqual(initialChatState);
  });

  it('loads stored messages, marks urgent ones, and records feedback by server id', () => {
    const stored: ChatMessage[] = [
      {
        id: 'm1',
        conversationId: 'c',
        role: 'user',
        content: 'I have chest pain',
        cards: [],
        suggestions: [],
        status: 'complete',
        intent: null,
        feedback: null,
        createdAt: '2025-01-01T00:00:00Z',
      },
      {
        id: 'm2',
        conversationId: 'c',
        role: 'assistant',
        content: '**See a doctor now.**',
        cards: [],
        suggestions: [],
        status: 'stopped',
        intent: 'urgent',
        feedback: { messageId: 'm2', rating: 'up', reason: null, comment: null, createdAt: '' },
        createdAt: '2025-01-01T00:00:01Z',
      },
    ];
    let s = run([{ type: 'loaded', messages: stored }]);
    expect(s.messages.map((m) => [m.key, m.urgent, m.status, m.feedback])).toEqual([
      ['m1', false, 'complete', null],
      ['m2', true, 'stopped', 'up'],
    ]);
    s = chatReducer(s, { type: 'feedback', id: 'm2', rating: 'down' });
    expect(s.messages[1]!.feedback).toBe('down');
    expect(chatReducer(s, { type: 'reset' })).toEqual(initialChatState);
  });

  it('events for an unknown message change nothing', () => {
    const s = run([sent]);
    expect(chatReducer(s, ev('nope', { event: 'delta', data: { text: 'x' } }))).toBe(s);
  });
});

describe('toChatEvent', () => {
  it('accepts the contract shapes', () => {
    expect(toChatEvent('delta', { text: 'a' })).toEqual({ event: 'delta', data: { text: 'a' } });
    expect(toChatEvent('card', tips)).toEqual({ event: 'card', data: tips });
    expect(
      toChatEvent('done', { messageId: 'm', status: 'stopped', intent: null, urgent: false }),
    ).toMatchObject({ event: 'done', data: { status: 'stopped' } });
    expect(toChatEvent('error', {})).toEqual({ event: 'error', data: { code: 500, msg: '' } });
  });

  it('drops unknown or malformed events', () => {
    expect(toChatEvent('delta', { text: 1 })).toBeNull();
    expect(toChatEvent('ping', { text: 'a' })).toBeNull();
    expect(toChatEvent('delta', null)).toBeNull();
    expect(toChatEvent('done', { messageId: 'm', status: 'weird' })).toBeNull();
    expect(toChatEvent('card', { type: 'chart' })).toBeNull();
    expect(toChatEvent('suggestions', { items: ['a', 2] })).toBeNull();
  });

  it('keeps only well-formed card rows', () => {
    expect(
      toChatCard({
        type: 'products',
        products: [
          { productId: 'p1', name: 'Vitamin D3', dosage: 1, usage: 'after breakfast' },
          { name: 'x' },
        ],
      }),
    ).toEqual({
      type: 'products',
      products: [{ productId: 'p1', name: 'Vitamin D3', dosage: 1, usage: 'after breakfast' }],
    });
    expect(toChatCard({ type: 'profile', profile: { age: 'old' } })).toBeNull();
  });
});

describe('waitSecondsFrom', () => {
  it('reads the seconds from the 429 message, else a minute', () => {
    expect(
      waitSecondsFrom(
        'You are sending messages too quickly: at most 20 per minute. Please wait 12 seconds and try again.',
      ),
    ).toBe(12);
    expect(waitSecondsFrom('请 7 秒后再试')).toBe(7);
    expect(waitSecondsFrom('slow down')).toBe(60);
  });
});

describe('CHAT_CONTENT_MAX', () => {
  it('matches the contract', () => {
    expect(CHAT_CONTENT_MAX).toBe(CONTRACT_MAX);
  });
});
