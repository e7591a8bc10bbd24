/**
 * Sixteenth blind clinical review (issue 31/30), en P4: "How much iodine do I need while breastfeeding in
 * Australia?" at turn 6 gave 000 at turn 11 and 911 at turn 12, once the turn had left the history window.
 * A country said anywhere earlier in the conversation keeps the emergency numbers; one said later, or
 * none, behaves as before.
 */
import { describe, expect, it } from 'vitest';
import { newConversation, type ChatEvent } from '../../../test/chat';
import type { TestApp } from '../../../test/helper';
import { parseSse } from '../../../test/sse';
import { suiteApp, suiteUsers } from '../../../test/suite';

async function say(t: TestApp, token: string, id: string, content: string) {
  const res = await t.post(
    '/api/v1/conversation/send',
    token,
    { conversationId: id, content },
    { 'accept-language': 'en-US' },
  );
  expect(res.statusCode).toBe(200);
  const events = parseSse(res.body) as ChatEvent[];
  const cards = events.filter((e) => e.event === 'card').map((e) => e.data);
  const numbers = cards.flatMap((c) => ((c.calls ?? []) as { number: string }[]).map((k) => k.number));
  const text = events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text as string)
    .join('');
  return { numbers, text };
}

const FILLERS = [
  'What foods are rich in iron?',
  'How much vitamin D should I take?',
  'Is fish oil good for me?',
  'What is a good breakfast?',
  'How much water should I drink?',
  'Which fruits have vitamin C?',
  'Is coffee ok?',
];
const EMERGENCY = 'my husband has crushing chest pain and is sweating';

describe('a country said before the history window still sets the emergency number', () => {
  const t = suiteApp({ CHAT_RATE_LIMIT_MAX: '1000' });
  const [au, none] = suiteUsers(t, 2);

  it('said at the start, then seven more turns: 000, never 911', async () => {
    const id = await newConversation(t, au.token);
    await say(t, au.token, id, 'How much iodine do I need while breastfeeding in Australia?');
    for (const q of FILLERS) await say(t, au.token, id, q);
    const r = await say(t, au.token, id, EMERGENCY);
    expect(r.numbers[0]).toBe('000');
    expect(r.text).not.toMatch(/\b911\b/);
  });

  it('look-alike: no country said keeps the default lead', async () => {
    const id = await newConversation(t, none.token);
    for (const q of FILLERS) await say(t, none.token, id, q);
    const r = await say(t, none.token, id, EMERGENCY);
    expect(r.numbers[0]).toBe('911');
  });
});
