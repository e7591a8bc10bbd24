import { beforeAll, describe, expect, it } from 'vitest';
import type { Locale, PlanDocument } from '@nutri/domain/contracts';
import { assistantReply } from '@nutri/domain/assistant';
import { conversationMessages, newConversation, sendMessage } from '../../../test/chat';
import type { TestApp } from '../../../test/helper';
import { deepPlanDocument } from '../../../test/plans';
import { suiteApp, suiteUsers } from '../../../test/suite';
import { CHAT_CASES, CHAT_PERSONA, CHAT_PERSONA_MEDICINES } from '@nutri/domain/testing';

const makePlan = (t: TestApp, token: string, locale: Locale) =>
  deepPlanDocument(t, token, CHAT_PERSONA, locale);

describe('conversations with the built-in assistant', () => {
  const t = suiteApp({ CHAT_RATE_LIMIT_MAX: '1000' });
  const [zh, en, bob] = suiteUsers(t, 3);
  const plans: Partial<Record<Locale, PlanDocument>> = {};
  beforeAll(async () => {
    plans['zh-CN'] = await makePlan(t, zh.token, 'zh-CN');
    plans['en-US'] = await makePlan(t, en.token, 'en-US');
  });

  it('creates, lists and pages conversations', async () => {
    const a = await newConversation(t, bob.token);
    const b = await t.post('/api/v1/conversation/new', bob.token, { title: 'Vitamin D' });
    expect(b.json().data.title).toBe('Vitamin D');
    const list = (payload: object) => t.post('/api/v1/conversation/list', bob.token, payload);
    const page = await list({ page_num: 1, page_size: 1 });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.total).toBe(2);
    expect(page.json().data.list).toHaveLength(1);
    const big = await list({ page_num: 1, page_size: 51 });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors[0].field).toBe('page_size');
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('streams an answer, stores both messages and titles the conversation', async () => {
    const id = await newConversation(t, zh.token);
    const r = await sendMessage(t, zh.token, id, '我在吃华法林，可以吃鱼油吗');
    expect(r.res.statusCode).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/text\/event-stream/);
    const names = r.events.map((e) => e.event);
    expect(names[0]).toBe('start');
    expect(names.filter((n) => n === 'delta').length).toBeGreaterThan(5);
    expect(names).toContain('suggestions');
    expect(names.at(-1)).toBe('done');
    expect(r.done).toMatchObject({ status: 'complete', intent: 'drug_interaction', urgent: false });
    const stored = (await conversationMessages(t, zh.token, id)).json().data;
    expect(stored.total).toBe(2);
    expect(stored.list[0]).toMatchObject({ role: 'user', content: '我在吃华法林，可以吃鱼油吗' });
    expect(stored.list[1]).toMatchObject({
      role: 'assistant',
      content: r.text,
      status: 'complete',
      id: r.done.messageId,
    });
    const list = await t.post('/api/v1/conversation/list', zh.token, {});
    expect(list.json().data.list[0].title).toBe('我在吃华法林，可以吃鱼油吗');
  });

  // The whole question table goes through HTTP, not only the domain tests.
  const apiCases = CHAT_CASES;
  it('covers the whole question table in both languages (at least 40 questions)', () => {
    expect(apiCases.length).toBeGreaterThanOrEqual(40);
    expect(apiCases.filter((c) => c.locale === 'zh-CN').length).toBeGreaterThanOrEqual(20);
    expect(apiCases.filter((c) => c.locale === 'en-US').length).toBeGreaterThanOrEqual(20);
  });
  it.each(apiCases.map((c) => [c.q, c] as const))('through HTTP: %s', async (_q, c) => {
    const who = c.locale === 'zh-CN' ? zh : en;
    const plan = plans[c.locale]!;
    const id = await newConversation(t, who.token);
    const r = await sendMessage(t, who.token, id, c.q, c.locale);
    expect(r.done.intent).toBe(c.intent === 'urgent' ? 'urgent' : c.intent);
    for (const fact of c.facts(plan)) expect(r.text).toContain(fact);
    const cardTypes = r.events.filter((e) => e.event === 'card').map((e) => e.data.type);
    for (const type of c.cards ?? []) expect(cardTypes).toContain(type);
    if (c.intent === 'urgent') {
      expect(r.done.urgent).toBe(true);
      // Suicidal thoughts open with the crisis line (12356 / 988), every other kind with 120 / 911.
      const crisis = c.locale === 'zh-CN' ? '**请马上拨打心理援助热线12356' : '**Please call or text 988';
      // Stroke, a heart attack and anaphylaxis open with the number alone ("call now"), never "or".
      const leads =
        c.locale === 'zh-CN'
          ? ['**请立即就医', '**请马上拨打120急救电话']
          : ['**See a doctor now', '**Call 911 now'];
      expect(leads.some((l) => r.text.startsWith(l)) || r.text.startsWith(crisis)).toBe(true);
      expect(r.text).toContain(c.locale === 'zh-CN' ? '120' : '911');
      expect(cardTypes).toEqual(['urgent']);
    }
    // The stream is the same answer the domain gives for the same plan and medicines.
    const direct = assistantReply({
      text: c.q,
      locale: c.locale,
      plan,
      medicines: [...CHAT_PERSONA_MEDICINES],
    });
    expect(r.text).toBe(direct.text);
  });

  // Issue 30 §1: a critical lab value typed into the chat wins over the question it comes with (a food,
  // a dose), with and without a plan, in both languages (Kost 1990 limits, as the report review).
  it.each([
    ['今天化验血钾6.9，香蕉还能吃吗', 'zh-CN', 'hyperkalaemia'],
    ['my hemoglobin came back 5.6 g/dL, how much iron should I take?', 'en-US', 'critical_lab'],
    ['血糖才2.4，吃点什么好', 'zh-CN', 'severe_hypoglycaemia'],
    ['sodium was 118 this morning, can I have electrolyte drinks?', 'en-US', 'critical_lab'],
  ] as const)('a critical value wins: %s', async (q, locale, kind) => {
    for (const who of [locale === 'zh-CN' ? zh : en, bob]) {
      const id = await newConversation(t, who.token);
      const r = await sendMessage(t, who.token, id, q, locale);
      expect(r.done).toMatchObject({ intent: 'urgent', urgent: true });
      const cards = r.events.filter((e) => e.event === 'card').map((e) => e.data);
      expect(cards.map((c) => c.type)).toEqual(['urgent']);
      expect(cards.map((c) => c.kind)).toContain(kind);
      expect(r.text).toContain(locale === 'zh-CN' ? '120' : '911');
    }
  });

  // Issue 30: an emergency inside an ordinary question wins over whatever that question asks — every
  // intent of the question table, with a plan and without, in both languages.
  const EMERGENCY = {
    'zh-CN': '我两岁的孩子刚才吞了好几片我的铁剂，现在看着还好。',
    'en-US': 'my 2 year old just swallowed a handful of my iron tablets, he seems fine right now.',
  } as const;
  const byIntent = [
    ...new Map(
      apiCases.filter((c) => c.intent !== 'urgent').map((c) => [`${c.intent}|${c.locale}`, c]),
    ).values(),
  ];
  it('the question table holds many intents in both languages', () => {
    expect(new Set(byIntent.map((c) => c.intent)).size).toBeGreaterThanOrEqual(8);
  });
  it.each(byIntent.map((c) => [`${c.intent} (${c.locale})`, c] as const))(
    'an emergency wins over %s, with and without a plan',
    async (_name, c) => {
      for (const who of [c.locale === 'zh-CN' ? zh : en, bob]) {
        const id = await newConversation(t, who.token);
        const r = await sendMessage(t, who.token, id, `${EMERGENCY[c.locale]} ${c.q}`, c.locale);
        expect(r.done).toMatchObject({ intent: 'urgent', urgent: true });
        const cards = r.events.filter((e) => e.event === 'card').map((e) => e.data);
        expect(cards.map((card) => card.type)).toEqual(['urgent']);
        expect(cards.map((card) => card.kind)).toContain('child_ingestion');
        expect(r.text).toContain(c.locale === 'zh-CN' ? '120' : '911');
      }
    },
  );

  it("another user's conversation or message answers 404", async () => {
    const id = await newConversation(t, zh.token);
    await sendMessage(t, zh.token, id, '你好');
    const msgs = (await conversationMessages(t, zh.token, id)).json().data.list as { id: string }[];
    expect((await conversationMessages(t, bob.token, id)).statusCode).toBe(404);
    const s = await sendMessage(t, bob.token, id, 'hello');
    expect(s.res.statusCode).toBe(404);
    const stop = await t.post('/api/v1/conversation/stop', bob.token, { conversationId: id });
    expect(stop.statusCode).toBe(404);
    const fb = await t.post('/api/v1/conversation/feedback', bob.token, {
      messageId: msgs[1]!.id,
      rating: 'up',
    });
    expect(fb.statusCode).toBe(404);
    expect((await conversationMessages(t, zh.token, id)).json().data.total).toBe(2);
  });

  it('message length: empty or over 2000 characters → 400 naming content', async () => {
    const id = await newConversation(t, bob.token);
    for (const content of ['x'.repeat(2001), '   ']) {
      const r = await sendMessage(t, bob.token, id, content);
      expect(r.res.statusCode).toBe(400);
      expect(r.res.json().errors[0].field).toBe('content');
    }
    expect((await sendMessage(t, bob.token, id, 'x'.repeat(2000))).res.statusCode).toBe(200);
  });

  it('feedback: one per message, replaced on resend, only for answers', async () => {
    const id = await newConversation(t, en.token);
    const r = await sendMessage(t, en.token, id, 'how much vitamin D do I need', 'en-US');
    const messageId = r.done.messageId as string;
    const feedback = (payload: object) => t.post('/api/v1/conversation/feedback', en.token, payload);
    const up = await feedback({ messageId, rating: 'up' });
    expect(up.statusCode, up.body).toBe(200);
    const down = await feedback({ messageId, rating: 'down', reason: 'inaccurate', comment: 'Too short' });
    expect(down.json().data).toMatchObject({ rating: 'down', reason: 'inaccurate', comment: 'Too short' });
    const list = (await conversationMessages(t, en.token, id)).json().data.list;
    expect(list[1].feedback).toMatchObject({ rating: 'down' });
    const long = await feedback({ messageId, rating: 'up', comment: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('comment');
    const onUser = await feedback({ messageId: list[0].id, rating: 'up' });
    expect(onUser.statusCode).toBe(400);
  });

  it('quick questions come from the plan in the request locale', async () => {
    const quick = (token: string, locale: Locale) =>
      t.get('/api/v1/conversation/quick_questions', token, { 'accept-language': locale });
    const items = (await quick(zh.token, 'zh-CN')).json().data.items as string[];
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items.length).toBeLessThanOrEqual(5);
    expect(items.some((q) => q.includes('华法林') || q.includes('左甲状腺素'))).toBe(true);
    const none = await quick(bob.token, 'en-US');
    expect(none.json().data.items.every((q: string) => /^[\x20-\x7e]+$/.test(q))).toBe(true);
  });

  it('the export holds conversations, messages and feedback', async () => {
    const res = await t.get('/api/v1/user/export', en.token);
    const part = res.json().data.conversations;
    expect(part.conversations.length).toBeGreaterThan(0);
    expect(part.messages.length).toBeGreaterThan(0);
    expect(part.messageFeedback.length).toBe(1);
  });
});

describe('chat rate limit', () => {
  const t = suiteApp({ CHAT_RATE_LIMIT_MAX: '3' });
  it('answers 429 with a clear message after CHAT_RATE_LIMIT_MAX sends a minute', async () => {
    const u = await t.login();
    const id = await newConversation(t, u.token);
    for (let i = 0; i < 3; i++) expect((await sendMessage(t, u.token, id, '你好')).res.statusCode).toBe(200);
    const r = await sendMessage(t, u.token, id, '你好');
    expect(r.res.statusCode).toBe(429);
    expect(Number(r.res.headers['retry-after'])).toBeGreaterThan(0);
    // The user's language: zh-CN by default, English when asked for.
    expect(r.res.json().msg).toMatch(/每分钟最多 3 条。请 \d+ 秒后再试/);
    const en = (await sendMessage(t, u.token, id, 'hello', 'en-US')).res;
    expect(en.statusCode).toBe(429);
    expect(en.json().msg).toMatch(/at most 3 per minute\. Please wait \d+ seconds/);
    // Another user is not affected.
    const other = await t.login();
    const id2 = await newConversation(t, other.token);
    expect((await sendMessage(t, other.token, id2, '你好')).res.statusCode).toBe(200);
  });
});
