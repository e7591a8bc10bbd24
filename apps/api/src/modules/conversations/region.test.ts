/**
 * The emergency numbers of an urgent answer follow the person's country, through the chat API (twelfth
 * clinician review, en P1 #1 "I'm in Bradford in England … who do I ring?" → 911; en P3 #1 "I live in
 * Adelaide …" → 911; zh P4 #6 an overdose already taken). Said in the chat, set in userinfo, or the
 * Accept-Language region; with and without a plan; the zh-CN default stays 120.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PERSONA } from '@nutri/domain/testing';
import { newConversation, type ChatEvent } from '../../../test/chat';
import type { TestApp } from '../../../test/helper';
import { deepPlanDocument } from '../../../test/plans';
import { parseSse } from '../../../test/sse';
import { suiteApp, suiteUsers } from '../../../test/suite';

async function send(t: TestApp, token: string, content: string, acceptLanguage: string) {
  const id = await newConversation(t, token);
  const res = await t.post(
    '/api/v1/conversation/send',
    token,
    { conversationId: id, content },
    {
      'accept-language': acceptLanguage,
    },
  );
  expect(res.statusCode).toBe(200);
  const events = parseSse(res.body) as ChatEvent[];
  const text = events
    .filter((e) => e.event === 'delta')
    .map((e) => e.data.text as string)
    .join('');
  const cards = events.filter((e) => e.event === 'card').map((e) => e.data);
  const numbers = cards.flatMap((c) => ((c.calls ?? []) as { number: string }[]).map((k) => k.number));
  const done = events.find((e) => e.event === 'done')?.data ?? {};
  return { text, numbers, done };
}

describe('emergency numbers by country through the chat API', () => {
  const t = suiteApp({ CHAT_RATE_LIMIT_MAX: '1000' });
  const [enPlan, zhPlan, guest, setter] = suiteUsers(t, 4);
  beforeAll(async () => {
    await deepPlanDocument(t, enPlan.token, CHAT_PERSONA, 'en-US');
    await deepPlanDocument(t, zhPlan.token, CHAT_PERSONA, 'zh-CN');
  });
  const withPlan = (header: string) => (header.startsWith('zh') ? zhPlan : enPlan);

  it.each([
    [
      'en-US',
      "I'm in Bradford in England. My brother is diabetic too and he's gone very drowsy and confused and we can't wake him properly, who do I ring?",
      '999',
    ],
    [
      'en-US',
      'I live in Adelaide, South Australia. My lips are blue again and I can hardly talk, what number do I call?',
      '000',
    ],
    ['en-US', 'here in dublin, my dad has crushing chest pain', '112'],
    ['zh-CN', '我在香港，爸爸胸口痛得厉害，出冷汗', '999'],
    ['zh-CN', '我住在台湾，妈妈突然说话不清楚，一边手没力', '119'],
  ] as const)('said: %s "%s" → %s', async (locale, q, number) => {
    for (const who of [withPlan(locale), guest]) {
      const r = await send(t, who.token, q, locale);
      expect(r.done).toMatchObject({ urgent: true });
      expect(r.numbers[0]).toBe(number);
      expect(r.text).toContain(number);
      expect(r.text).not.toMatch(/\b911\b|拨打120/);
    }
  });

  it.each([
    ['en-GB', '999'],
    ['en-AU,en;q=0.8', '000'],
    ['en-NZ', '111'],
    ['en-IN', '112'],
    ['zh-HK', '999'],
  ])('Accept-Language %s → %s', async (header, number) => {
    const q = header.startsWith('zh') ? '老公胸口压榨样痛，出冷汗' : 'my husband has crushing chest pain';
    for (const who of [withPlan(header), guest]) {
      const r = await send(t, who.token, q, header);
      expect(r.numbers).toEqual([number]);
      expect(r.text).toContain(number);
    }
  });

  it('set in userinfo: its numbers; a country said outranks it; cleared: the default again', async () => {
    expect((await t.post('/api/v1/userinfo', setter.token, { region: 'GB' })).statusCode).toBe(200);
    const set = await send(t, setter.token, 'I want to kill myself', 'en-US');
    expect(set.numbers).toEqual(['116123', '999']);
    expect(set.text).toContain('Samaritans');
    expect(set.text).not.toMatch(/\b988\b|\b911\b/);
    const said = await send(t, setter.token, "I'm in Sydney, my mum has crushing chest pain", 'en-US');
    expect(said.numbers).toEqual(['000']);
    await t.post('/api/v1/userinfo', setter.token, { region: null });
    const cleared = await send(t, setter.token, 'my husband has crushing chest pain', 'en-US');
    expect(cleared.numbers).toEqual(['911']);
    expect(cleared.text).toContain('999 in the UK, 000 in Australia, 112 in Europe and India');
  });

  it.each(['zh-CN', 'zh'] as const)('the zh-CN default stays 120 (Accept-Language %s)', async (header) => {
    for (const who of [zhPlan, guest]) {
      const r = await send(t, who.token, '老公胸口压榨样痛，出冷汗', header);
      expect(r.numbers).toEqual(['120']);
      // A heart attack: the number alone, call now (fourteenth clinician review, en P1 #2).
      expect(r.text.startsWith('**请马上拨打120急救电话。**')).toBe(true);
    }
  });

  it('an overdose already taken: 120 before the crisis line (zh P4 #6)', async () => {
    const r = await send(t, guest.token, '刚才吃了一把安眠药，不想活了', 'zh-CN');
    expect(r.numbers).toEqual(['120', '12356']);
    expect(r.text.indexOf('120')).toBeLessThan(r.text.indexOf('12356'));
  });
});

// Thirty-first clinician review, en S3: an English-writing person with an en-US plan whose phone ranks
// Spanish (or French) first, or sends no Accept-Language, was told in Chinese to dial 120.
describe('the chat answers in the language the person chose, else their plan’s', () => {
  const t = suiteApp({ CHAT_RATE_LIMIT_MAX: '1000' });
  const [enPlan, zhPlan, guest] = suiteUsers(t, 3);
  const ectopic =
    'ok omg took a test this morning and its positive!! but now i have really bad stabbing pain low on my right side and some spotting, kinda dizzy';
  beforeAll(async () => {
    await deepPlanDocument(t, enPlan.token, CHAT_PERSONA, 'en-US');
    await deepPlanDocument(t, zhPlan.token, CHAT_PERSONA, 'zh-CN');
  });

  it.each([
    ['es-US,es;q=0.9,en;q=0.8', '911'],
    ['fr-CA,fr;q=0.9,en-CA;q=0.8', '911'],
    ['es-US', '911'],
    ['', '911'],
  ])('en-US plan, Accept-Language "%s": English and %s', async (header, number) => {
    const r = await send(t, enPlan.token, ectopic, header);
    expect(r.done).toMatchObject({ urgent: true });
    expect(r.text).toMatch(/^\*\*(See a doctor|Call|Go)/);
    expect(r.text).not.toMatch(/[\u4e00-\u9fff]/);
    expect(r.numbers[0]).toBe(number);
  });

  it('a language the person ranks among ours wins over the plan’s; none and no plan: zh-CN', async () => {
    // English ranked after Spanish, with no plan: English.
    const ranked = await send(t, guest.token, ectopic, 'es-US,es;q=0.9,en;q=0.8');
    expect(ranked.text).not.toMatch(/[\u4e00-\u9fff]/);
    // Chinese ranked by the header beats an en-US plan's locale.
    const zhHeader = await send(t, enPlan.token, '老公胸口压榨样痛，出冷汗', 'zh-CN,zh;q=0.9,en;q=0.8');
    expect(zhHeader.numbers).toEqual(['120']);
    // A zh-CN plan and a header of neither language: Chinese, 120.
    const zhPlanned = await send(t, zhPlan.token, '老公胸口压榨样痛，出冷汗', 'es-ES');
    expect(zhPlanned.numbers).toEqual(['120']);
    const none = await send(t, guest.token, '老公胸口压榨样痛，出冷汗', 'de-DE');
    expect(none.numbers).toEqual(['120']);
  });
});
