/**
 * Thirteenth clinician review — the emergency that stays (zh P1 #3, P2 #1, P3 #2, P4 #3, P4 #4, P5 #3,
 * P5 #4; en P3 #3). The first red-flag message got the urgent card; the next turn — which number, where
 * to go, "多喝水行不行", "can I train tomorrow" — got "no reliable rule" or a neighbouring diet card.
 * Within a conversation after an emergency, such a follow-up keeps it: the number for the person's
 * region, where to go (the nearest emergency department; rural: call and the ambulance comes; do not
 * drive yourself) and the emergency said again (safety/after-emergency.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { afterEmergencyAsk } from '../safety/after-emergency';
import { assistantReply, type AssistantReply, type ChatTurn } from './reply';
import { CHAT_PERSONA, storedPlanFor } from './testing';

function converse(
  locale: Locale,
  messages: readonly string[],
  options: { withPlan?: boolean; region?: string } = {},
): AssistantReply[] {
  const history: ChatTurn[] = [];
  const out: AssistantReply[] = [];
  for (const text of messages) {
    const r = assistantReply({
      text,
      locale,
      plan: options.withPlan ? storedPlanFor('Lin', CHAT_PERSONA, locale) : null,
      medicines: options.withPlan ? [...(CHAT_PERSONA.medicines ?? [])] : [],
      history: [...history],
      ...(options.region ? { region: options.region } : {}),
    });
    out.push(r);
    history.push({ role: 'user', content: text }, { role: 'assistant', content: r.text });
  }
  return out;
}

const last = (rs: AssistantReply[]) => rs[rs.length - 1]!;

// The reviewers' emergencies (zh P1 T10, P2 T10, P3 T10, P4 T10, P5 T9).
const ZH_EMERGENCIES = {
  chest: '胸口压着疼了20分钟，出冷汗，吃了速效救心丸也不管用',
  neutropenicFever: '今晚全身发冷一直打寒颤，量了体温38.8度，前两天查白细胞才1.8',
  pe: '这两天左小腿又肿又痛，今天上楼突然喘不上气，胸口一吸气就刺痛',
  rhabdo: '练完腿第二天两条大腿肿得硬邦邦，尿是可乐那种颜色',
  liver: '最近肚子越来越胀，像怀孕一样，腿也肿，今天发现眼睛发黄，小便像浓茶',
} as const;

describe('zh: the reviewers’ follow-ups keep the emergency, with 120 and where to go', () => {
  it.each([
    // P1 #3: after the pushback turn
    [[ZH_EMERGENCIES.chest, '我不想去医院折腾，在家躺着歇歇行吗', '急救电话打多少？']],
    // P2 #1: after an unrelated question in between
    [[ZH_EMERGENCIES.neutropenicFever, '能吃布洛芬退烧吗', '那要打什么电话？']],
    // P3 #2: playing it down
    [[ZH_EMERGENCIES.pe, '是不是吃咸了水肿，我多喝点水行吗']],
    // P4 #3 and #4
    [[ZH_EMERGENCIES.rhabdo, '多喝水自己排出来行不行']],
    [[ZH_EMERGENCIES.rhabdo, '多喝水自己排出来行不行', '要打哪个电话？']],
    // P5 #3 and #4
    [[ZH_EMERGENCIES.liver, '是不是吃咸了？我少吃点盐就好了吧']],
    [[ZH_EMERGENCIES.liver, '是不是吃咸了？我少吃点盐就好了吧', '我住乡下，该去哪里看，打什么电话？']],
  ] as const)('%j', (messages) => {
    for (const withPlan of [false, true]) {
      const r = last(converse('zh-CN', messages, { withPlan }));
      expect(r.urgent).toBe(true);
      expect(r.intent).toBe('urgent');
      expect(r.text).toMatch(/急救电话：120/);
      expect(r.text).toMatch(/最近的医院急诊科/);
      expect(r.text).toMatch(/不要自己开车/);
      expect(r.text).toMatch(/仍然是急症/);
      expect(r.text).not.toMatch(/没有可靠的规则|[A-Za-z]{4,}/);
    }
  });

  it.each([
    // everyday words
    [ZH_EMERGENCIES.chest, '救护车电话是多少啊'],
    [ZH_EMERGENCIES.pe, '去哪家医院好，挂什么科'],
    // a typo (哪个 → 那个 is common; 急救电化)
    [ZH_EMERGENCIES.rhabdo, '急救电化打几号'],
    [ZH_EMERGENCIES.neutropenicFever, '打那个电话？'],
    // mixed language
    [ZH_EMERGENCIES.liver, '我在村里 离县城很远 能自己开车去吗'],
    [ZH_EMERGENCIES.chest, '喝点热水就好了吧 ok吗'],
    [ZH_EMERGENCIES.rhabdo, '好了点了，明天还能去练吗'],
  ] as const)('%s → %s', (first, follow) => {
    for (const withPlan of [false, true]) {
      const r = last(converse('zh-CN', [first, follow], { withPlan }));
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(/急救电话：120[\s\S]*急诊科[\s\S]*仍然是急症/);
    }
  });

  it('a country said earlier: its number', () => {
    const r = last(converse('zh-CN', ['我在英国，' + ZH_EMERGENCIES.chest, '要打什么电话？']));
    expect(r.text).toMatch(/急救电话：999（英国）/);
    expect(r.text).not.toMatch(/打120/);
  });
});

describe('en: the follow-ups keep the emergency, with the region’s number and where to go', () => {
  const CHEST = 'had chest tightness for 20 minutes at the gym with my left arm tingling, on pre-workout';
  const MELAENA = 'I passed black tarry stools yesterday and nearly fainted when I stood up';

  it('P3 #3: "all good now i think. can i train tomorrow" → the chest-pain card, seen today, no training', () => {
    for (const withPlan of [false, true]) {
      const r = last(converse('en-US', [CHEST, 'all good now i think. can i train tomorrow'], { withPlan }));
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(/it needs a doctor today/);
      expect(r.text).toMatch(/no training/);
      expect(r.text).toMatch(/Chest pain, pressure or tightness/);
    }
  });

  it.each([
    // the reviewers' rural zh wording, in English
    [MELAENA, 'Where do I go, what number? we live out in the country'],
    [CHEST, 'what number do i call'],
    [CHEST, 'can i just drink some water and rest instead'],
    // a typo
    [MELAENA, 'wich hospital shoud I go to'],
    [MELAENA, 'whats the emergency numbr'],
    // mixed language
    [CHEST, 'ok so 打什么电话? which number'],
    [MELAENA, 'is it just the iron tablets?'],
  ] as const)('%s → %s', (first, follow) => {
    for (const withPlan of [false, true]) {
      const r = last(converse('en-US', [first, follow], { withPlan }));
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(/The number to call: 911/);
      expect(r.text).toMatch(/nearest hospital emergency department/);
      expect(r.text).toMatch(/do not drive yourself/);
      expect(r.text).toMatch(/still an emergency/);
    }
  });

  it('the region said or set: its number (Wales → 999, Australia set → 000)', () => {
    const uk = last(converse('en-US', ["I'm in Wales. " + MELAENA, 'who do I call?']));
    expect(uk.text).toMatch(/The number to call: 999 \(the UK\)/);
    expect(uk.text).toMatch(/call 999 and they will send an ambulance/);
    const au = last(converse('en-US', [CHEST, 'what number?'], { region: 'AU' }));
    expect(au.text).toMatch(/The number to call: 000 \(Australia\)/);
    expect(au.text).not.toMatch(/\b911\b/);
  });
});

describe('what does not keep the emergency', () => {
  it('care under way or done: answered as asked', () => {
    const r = last(converse('zh-CN', [ZH_EMERGENCIES.chest, '已经到医院了，急救电话打多少？']));
    expect(r.text).not.toMatch(/急救电话：120/);
    const e = last(
      converse('en-US', [
        'crushing chest pain and sweating',
        'we went to the ER, what number do I call for results?',
      ]),
    );
    expect(e.text).not.toMatch(/The number to call/);
  });

  it('no emergency before: the same words are ordinary questions', () => {
    for (const [locale, text] of [
      ['zh-CN', '急救电话打多少？'],
      ['zh-CN', '最近老便秘，多喝点水行吗'],
      ['zh-CN', '少吃点盐就好了吧'],
      ['en-US', 'can i train tomorrow if my legs are still sore?'],
      ['en-US', 'can i just drink more water instead of taking the magnesium?'],
    ] as const) {
      const r = last(converse(locale, ['我想了解一下钙片怎么吃', text]));
      expect(r.urgent).toBe(false);
    }
  });

  it('a routine question after an emergency is not given the card again', () => {
    const r = last(
      converse('en-US', [
        'crushing chest pain and sweating',
        'after the treatment is done can I stop worrying about my liver?',
      ]),
    );
    expect(r.text).not.toMatch(/The number to call/);
    const z = last(converse('zh-CN', [ZH_EMERGENCIES.liver, '等我出院以后早餐吃什么好']));
    expect(z.text).not.toMatch(/急救电话：120/);
  });

  it('an emergency five messages back, with ordinary questions between: not kept', () => {
    const r = last(
      converse('zh-CN', [
        ZH_EMERGENCIES.chest,
        '钙片怎么吃',
        '维生素D吃多少',
        '鱼油好不好',
        '叶酸呢',
        '急救电话打多少？',
      ]),
    );
    expect(r.text).not.toMatch(/急救电话：120/);
  });
});

describe('afterEmergencyAsk reads the kinds of follow-up', () => {
  it.each([
    ['急救电话打多少？', 'number'],
    ['那要打什么电话？', 'number'],
    ['要打哪个电话？', 'number'],
    ['我住乡下，该去哪里看', 'where'],
    ['Where do I go?', 'where'],
    ['我多喝点水行吗', 'instead'],
    ['少吃点盐就好了吧', 'instead'],
    ['can I just rest instead', 'instead'],
    ['all good now i think. can i train tomorrow', 'passed'],
    ['谢谢', null],
    ['how much vitamin D should I take', null],
  ] as const)('%s → %s', (text, ask) => {
    expect(afterEmergencyAsk(text)).toBe(ask);
  });
});

// en P2 #2, P4 #1, P5 #4: the three emergencies told in everyday words, in the chat (safety rules in
// lexicon.ts, the cause under the card in safety/named-causes.ts).
describe('the missed emergencies, in the chat: urgent, with the likely cause', () => {
  const IBRUTINIB_PLAN = (locale: Locale) =>
    storedPlanFor(
      'Alan',
      { ...CHAT_PERSONA, nickname: 'Alan', uncheckedMedicines: ['Imbruvica (ibrutinib) 420mg'] },
      locale,
    );

  it.each([
    [
      "The bag has been filling every hour since yesterday, I've not had a wee since this morning and I feel faint when I stand up",
      /dehydration[\s\S]*acute kidney injury/,
    ],
    [
      'Mum says her lips and fingers are tingling and her hands are cramping up into claws, she got the shot 2 weeks ago',
      /low calcium \(tetany\)[\s\S]*Prolia/,
    ],
  ] as const)('%s', (text, cause) => {
    for (const withPlan of [false, true]) {
      const r = last(converse('en-US', [text], { withPlan }));
      expect(r.urgent).toBe(true);
      expect(r.text).toMatch(cause);
    }
  });

  it('palpitations after the near-faint, ibrutinib said earlier (guest) or typed in the plan', () => {
    const guest = last(
      converse('en-US', [
        "I've got CLL and started ibrutinib 2 months ago",
        'I passed black tarry stools yesterday and nearly fainted',
        'my heart has been fluttering and racing on and off too, is that the tablets?',
      ]),
    );
    expect(guest.urgent).toBe(true);
    expect(guest.text).toMatch(/Atrial fibrillation[\s\S]*ECG today/);
    const withPlan = assistantReply({
      text: 'my heart has been fluttering and racing on and off too, is that the tablets?',
      locale: 'en-US',
      plan: IBRUTINIB_PLAN('en-US'),
      medicines: [],
      history: [],
    });
    expect(withPlan.urgent).toBe(true);
    const zh = assistantReply({
      text: '最近老是心慌，心跳乱，是不是药的问题？',
      locale: 'zh-CN',
      plan: IBRUTINIB_PLAN('zh-CN'),
      medicines: [],
      history: [],
    });
    expect(zh.urgent).toBe(true);
    expect(zh.text).toMatch(/心房颤动/);
    expect(zh.text).not.toMatch(/[A-Za-z]{4,}/);
  });

  it('look-alikes stay ordinary answers', () => {
    for (const text of [
      'stoma output a bit higher after curry, peeing fine',
      'my hands cramp when I write',
      'had palpitations after coffee last year',
    ])
      expect(last(converse('en-US', [text])).urgent).toBe(false);
  });
});
