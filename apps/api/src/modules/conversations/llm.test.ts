import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@nutri/domain/contracts';
import { assistantReply } from '@nutri/domain/assistant';
import { conversationMessages, newConversation, sendMessage, type ChatEvent } from '../../../test/chat';
import { newDeepPlan, person } from '../../../test/plans';
import { suiteUser, suiteUsers } from '../../../test/suite';
import { fakeModelSuite } from './testing/chat-suite';

/**
 * The model path against a fake OpenAI-compatible server on 127.0.0.1: streaming, one tool call run
 * against the engine, fallback to the built-in assistant on failure, the safety check on model text,
 * and stopping (explicit stop and client disconnect).
 */
describe('conversations with an OpenAI-compatible model', () => {
  const { t, fake } = fakeModelSuite(300);
  const user = suiteUser(t);

  const conversation = () => newConversation(t, user.token);
  const send = (conversationId: string, content: string, locale: Locale = 'en-US') =>
    sendMessage(t, user.token, conversationId, content, locale);
  const stored = async (conversationId: string) =>
    (await conversationMessages(t, user.token, conversationId)).json().data.list as {
      role: string;
      content: string;
      status: string;
    }[];

  it('streams model deltas and runs a tool call against the engine', async () => {
    fake.script([
      {
        kind: 'stream',
        deltas: ['Let me check '],
        toolCalls: [
          { name: 'check_interaction', arguments: '{"medicine":"warfarin","supplement":"fish oil"}' },
        ],
      },
      { kind: 'stream', deltas: ['Warfarin ', 'and fish oil ', 'have a moderate interaction.'] },
    ]);
    const id = await conversation();
    const r = await send(id, 'Can I take fish oil with warfarin?');
    expect(r.text).toBe('Let me check Warfarin and fish oil have a moderate interaction.');
    expect(r.events.filter((e) => e.event === 'error')).toEqual([]);
    expect(r.done).toMatchObject({ status: 'complete', intent: 'drug_interaction' });

    expect(fake.requests).toHaveLength(2);
    const first = fake.requests[0]!;
    expect(first.headers.authorization).toBe('Bearer test-key');
    expect(first.body).toMatchObject({ model: 'fake-model', stream: true });
    const toolNames = (first.body.tools as { function: { name: string } }[]).map((x) => x.function.name);
    expect(toolNames).toEqual([
      'get_plan',
      'nutrient_targets',
      'check_interaction',
      'food_sources',
      'search_products',
    ]);
    // The tool ran against the interaction rules and its result went back to the model.
    const second = fake.requests[1]!.body.messages as {
      role: string;
      content: string | null;
      tool_call_id?: string;
    }[];
    const toolMsg = second.find((m) => m.role === 'tool');
    expect(toolMsg?.tool_call_id).toBe('call_0');
    const result = JSON.parse(toolMsg!.content!) as { rules: { drug: string; severity: string }[] };
    expect(result.rules[0]).toMatchObject({ drug: 'Warfarin', severity: 'moderate' });
    expect(second.find((m) => m.role === 'system')?.content).toMatch(/Never tell anyone to stop/);

    const msgs = await stored(id);
    expect(msgs[1]).toMatchObject({ role: 'assistant', status: 'complete', content: r.text });
  });

  it('falls back to the built-in answer within the same stream when the model answers 500', async () => {
    fake.script([{ kind: 'status', status: 500 }]);
    const id = await conversation();
    const r = await send(id, 'what foods are rich in iron');
    const builtin = assistantReply({ text: 'what foods are rich in iron', locale: 'en-US', plan: null });
    expect(r.text).toBe(builtin.text);
    expect(r.events.map((e) => e.event)).not.toContain('error');
    expect(r.done).toMatchObject({ status: 'complete', intent: 'food_sources' });
    expect(r.events.some((e) => e.event === 'card')).toBe(true);
  });

  it('falls back on a time-out, continuing after what the model already said', async () => {
    fake.script([{ kind: 'hold', deltas: ['Iron is in many foods. ', 'Red meat'] }]);
    const id = await conversation();
    const r = await send(id, 'what foods are rich in iron');
    fake.release();
    const builtin = assistantReply({ text: 'what foods are rich in iron', locale: 'en-US', plan: null });
    // The unfinished sentence was held back by the safety guard and never sent.
    expect(r.text).toBe(`Iron is in many foods.\n\n${builtin.text}`);
    expect(r.done).toMatchObject({ status: 'complete' });
    expect((await stored(id))[1]!.content).toBe(r.text);
  });

  it('the safety check replaces a model dose above the UL before a character of it is sent (issue 35)', async () => {
    fake.script([
      {
        kind: 'stream',
        deltas: ['Calcium builds bones. ', 'I recommend taking ', '5000 mg of calcium ', 'daily.'],
      },
    ]);
    const id = await conversation();
    const r = await send(id, 'How much calcium should I take?');
    const deltas = r.events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas[0]).toBe('Calcium builds bones.');
    expect(deltas.join('')).not.toContain('5000');
    const fixed = (r.events.find((e) => e.event === 'replace')?.data.text as string | undefined) ?? r.text;
    expect(fixed).not.toContain('5000');
    expect(fixed).toMatch(/upper intake level \(UL\) for Calcium is \d+ mg/);
    expect((await stored(id))[1]!.content).toBe(fixed);
  });

  it('the safety check removes advice to stop a prescribed medicine', async () => {
    fake.script([{ kind: 'stream', deltas: ['You can stop taking warfarin ', 'and use fish oil instead.'] }]);
    const id = await conversation();
    const r = await send(id, 'Is fish oil better than my blood thinner?');
    const deltas = r.events.filter((e) => e.event === 'delta').map((e) => e.data.text as string);
    expect(deltas.join('')).not.toMatch(/stop taking warfarin/i);
    const fixed = (r.events.find((e) => e.event === 'replace')?.data.text as string | undefined) ?? r.text;
    expect(fixed).not.toMatch(/can stop taking warfarin/i);
    expect(fixed).toContain('Do not stop or change any prescribed medicine');
  });

  it('a model that answers a neighbouring question: what was asked is named as not covered, with who to ask (issue 30 §3)', async () => {
    fake.script([{ kind: 'stream', deltas: ['Vitamin D helps your bones. ', 'Take it with a meal.'] }]);
    const id = await conversation();
    const r = await send(id, 'Can I take fish oil with my warfarin?');
    const fixed = (r.events.find((e) => e.event === 'replace')?.data.text as string | undefined) ?? r.text;
    expect(fixed).toMatch(/^Vitamin D helps your bones\./);
    expect(fixed).toMatch(/About \*\*[^*]*Warfarin[^*]*\*\*, which you asked about/);
    expect(fixed).toMatch(/Omega-3/);
    expect(fixed).toMatch(/anticoagulation clinic/);
    expect((await stored(id))[1]!.content).toBe(fixed);
  });

  it('red flags never reach the model', async () => {
    fake.script([{ kind: 'stream', deltas: ['should not be used'] }]);
    const id = await conversation();
    const r = await send(id, '我胸口剧痛', 'zh-CN');
    expect(fake.requests).toHaveLength(0);
    // chest pain is a call-now kind: the number alone opens it (fourteenth clinician review, en P1 #2)
    expect(r.text.startsWith('**请马上拨打120急救电话')).toBe(true);
    expect(r.done).toMatchObject({ urgent: true, intent: 'urgent' });
  });

  const urgentCalls = (events: ChatEvent[]) =>
    events
      .filter((e) => e.event === 'card' && e.data.type === 'urgent')
      .flatMap((e) => (e.data.calls as { number: string }[]).map((c) => c.number));

  it.each([
    ['zh-CN', '我现在胸口很痛，左臂发麻，出冷汗', ['120']],
    ['zh-CN', '不想活了，吃什么维生素能好点', ['12356', '120']],
    ['zh-CN', '我在吃华法林，大便黑乎乎的像柏油', ['120']],
    ['en-US', 'stools are black and tarry, I am on warfarin, which supplement helps?', ['911']],
    ['en-US', "I'm 32 weeks, my face is puffy, I see spots and my head is pounding", ['911']],
    ['en-US', 'I feel like ending it', ['988', '911']],
  ] as const)(
    'a red flag (%s: %s) never reaches the model and gets the urgent card',
    async (locale, q, calls) => {
      fake.script([{ kind: 'stream', deltas: ['Vitamin D foods: salmon, eggs.'] }]);
      const id = await conversation();
      const r = await send(id, q, locale);
      expect(fake.requests).toHaveLength(0);
      expect(r.done).toMatchObject({ urgent: true, intent: 'urgent' });
      expect(urgentCalls(r.events)).toEqual([...calls]);
      expect(r.text.includes(calls[0])).toBe(true);
      expect(r.text).not.toContain('salmon');
    },
  );

  it.each([
    ['zh-CN', '吃辣以后烧心，要吃什么补充剂'],
    ['zh-CN', '中风的症状有哪些'],
    ['en-US', 'heartburn after spicy food'],
    ['en-US', "I'm dying to try this protein bar"],
  ] as const)(
    'a benign look-alike (%s: %s) is answered by the model, without an urgent card',
    async (locale, q) => {
      fake.script([{ kind: 'stream', deltas: ['A model answer.'] }]);
      const id = await conversation();
      const r = await send(id, q, locale);
      expect(fake.requests).toHaveLength(1);
      expect(r.done).toMatchObject({ urgent: false });
      expect(urgentCalls(r.events)).toEqual([]);
      expect(r.text).toBe('A model answer.');
    },
  );

  const [screened] = suiteUsers(t, 1);
  it('after a positive eating-disorder screen a weight question never reaches the model', async () => {
    await newDeepPlan(
      t,
      screened.token,
      {
        ...person('female', 30, 165, 82, 'light'),
        goals: ['weight_loss'],
        scoff: { sick: true, food: true },
      },
      'en-US',
    );
    fake.script([{ kind: 'stream', deltas: ['Eat 1,500 kcal a day.'] }]);
    const id = await newConversation(t, screened.token);
    const r = await sendMessage(
      t,
      screened.token,
      id,
      'How many calories should I eat to lose 5 kg?',
      'en-US',
    );
    expect(fake.requests).toHaveLength(0);
    expect(r.text).toMatch(/eating-disorder service/);
    expect(r.text).not.toMatch(/kcal/);
  });

  it("an earlier turn's pregnancy makes a later headache with spots urgent, before the model", async () => {
    fake.script([{ kind: 'stream', deltas: ['Folate matters in pregnancy.'] }]);
    const id = await conversation();
    await send(id, 'I am 32 weeks pregnant, what should I eat?');
    expect(fake.requests).toHaveLength(1);
    const r = await send(id, 'my head is pounding and I see spots');
    expect(fake.requests).toHaveLength(1);
    expect(r.done).toMatchObject({ urgent: true });
    expect(r.events.find((e) => e.event === 'card')?.data).toMatchObject({
      type: 'urgent',
      kind: 'pre_eclampsia',
    });
  });

  it('stop ends the stream and stores what was produced with status stopped', async () => {
    fake.script([{ kind: 'hold', deltas: ['Vitamin D helps bones. ', 'It '] }]);
    const id = await conversation();
    const pending = send(id, 'Tell me about vitamin D');
    await fake.held();
    // Give the app a moment to forward the first delta before stopping.
    await new Promise((r) => setTimeout(r, 20));
    const stop = () => t.post('/api/v1/conversation/stop', user.token, { conversationId: id });
    expect((await stop()).json().data).toEqual({ stopped: true });
    const r = await pending;
    expect(r.done).toMatchObject({ status: 'stopped' });
    expect(r.events.map((e) => e.event)).not.toContain('suggestions');
    const msgs = await stored(id);
    expect(msgs[1]).toMatchObject({
      role: 'assistant',
      status: 'stopped',
      content: 'Vitamin D helps bones.',
    });
    expect((await stop()).json().data).toEqual({ stopped: false });
  });

  it('a client that goes away leaves a stored, well-formed stopped message', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    fake.script([{ kind: 'hold', deltas: ['Magnesium is a mineral. ', 'It '] }]);
    const id = await conversation();
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/conversation/send`, {
      method: 'POST',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ conversationId: id, content: 'Tell me about magnesium' }),
      signal: abort.signal,
    });
    const reader = res.body!.getReader();
    let seen = '';
    while (!seen.includes('event: delta')) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += new TextDecoder().decode(value);
    }
    abort.abort();
    let msgs: { role: string; status: string; content: string }[] = [];
    for (let i = 0; i < 100 && msgs.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 20));
      msgs = await stored(id);
    }
    expect(msgs[1]).toMatchObject({
      role: 'assistant',
      status: 'stopped',
      content: 'Magnesium is a mineral.',
    });
  });
});
