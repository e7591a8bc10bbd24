/**
 * A nutrition question beside an emergency, or the turn after it with no rule to answer it, was dropped:
 * the urgent text came back alone (fifteenth clinician review, zh P3-m2 "蔓越莓胶囊有用吗？" after stone
 * colic with fever; P4-m2, P5-m2). The urgent answer is unchanged and first; one line names the question
 * and puts it off. Look-alikes that must not change: questions about the emergency itself (vomiting,
 * drinking now, the cause, going to hospital), a medicine named, a crisis, a single-part emergency.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { otherQuestionsBesideEmergency } from './emergency-other-question';
import { assistantReply } from './reply';

type Turn = { role: 'user' | 'assistant'; content: string };

function chat(texts: readonly string[], locale: Locale) {
  const history: Turn[] = [];
  let last = assistantReply({ text: texts[0]!, locale, plan: null, medicines: [], history });
  for (const text of texts.slice(1)) {
    history.push(
      { role: 'user', content: texts[history.length / 2]! },
      { role: 'assistant', content: last.text },
    );
    last = assistantReply({ text, locale, plan: null, medicines: [], history });
  }
  return last;
}

const LATER = {
  'zh-CN': /你问的「(.+?)」：先处理上面的紧急情况/,
  'en-US': /Your question "(.+?)": deal with the emergency above first/,
};
const LEAD = {
  'zh-CN': /^\*\*请(立即就医，或)?马上拨打120/,
  'en-US': /^\*\*(Call 911 now|See a doctor now or call 911)/,
};
/** The follow-up a rule answers keeps its answer below the emergency (safety/after-emergency.ts). */
const ANSWERED_BELOW = { 'zh-CN': /下面是你刚才问的/, 'en-US': /Your question is answered below/ };

describe('a nutrition question in the same message as an emergency is named and put off', () => {
  it.each([
    [
      'zh-CN',
      '腰那里突然绞着疼，疼得满地打滚，还发烧打寒战，量了39度。另外蔓越莓胶囊有用吗？',
      '蔓越莓胶囊有用吗？',
    ],
    ['zh-CN', '我胸口突然剧痛，喘不上气，出冷汗。还有，鱼油每天吃几粒合适？', '鱼油每天吃几粒合适？'],
    [
      'zh-CN',
      '我妈刚才说话突然含糊不清，一边手脚没力气。顺便问下她平时维生素D要补多少？',
      '她平时维生素D要补多少？',
    ],
    [
      'en-US',
      'I suddenly have crushing chest pain and I am sweating. Also, how much fish oil should I take a day?',
      'how much fish oil should I take a day?',
    ],
    [
      'en-US',
      'My dad’s face is drooping and his speech is slurred. And what vitamins should he take for his memory?',
      'what vitamins should he take for his memory?',
    ],
    [
      'en-US',
      'Worst headache of my life, came on suddenly, and I threw up. Separately, is collagen worth taking?',
      'is collagen worth taking?',
    ],
  ] as const)('%s: %s', (locale, text, asked) => {
    const r = chat([text], locale);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(LEAD[locale]);
    const m = r.text.match(LATER[locale]);
    expect(m?.[1]).toBe(asked);
    // The emergency stays first: the line comes after the urgent lead and the card's text.
    expect(r.text.indexOf(m![0])).toBeGreaterThan(r.text.indexOf('\n'));
  });
});

describe('the turn after an emergency: a question no rule answers is named, the emergency kept', () => {
  it.each([
    ['zh-CN', '腰那里突然绞着疼，疼得满地打滚，还发烧打寒战，量了39度', '蔓越莓胶囊有用吗？'],
    ['zh-CN', '我胸口突然剧痛，喘不上气，出冷汗', '胶原蛋白粉值得买吗'],
    ['en-US', 'I suddenly have crushing chest pain and I am sweating', 'are cranberry capsules any good?'],
    [
      'en-US',
      'Worst headache of my life, came on suddenly, and I threw up',
      'is collagen powder worth buying?',
    ],
  ] as const)('%s: %s → %s', (locale, emergency, next) => {
    const r = chat([emergency, next], locale);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(LEAD[locale]);
    // Never dropped: put off by name, or answered below the emergency when a rule answers it.
    expect(LATER[locale].test(r.text) || ANSWERED_BELOW[locale].test(r.text)).toBe(true);
  });
});

describe('look-alikes: questions about the emergency itself are never put off', () => {
  it.each([
    ['zh-CN', '孩子误吞了一颗纽扣电池。要不要让他吐出来？'],
    ['zh-CN', '我胸口突然剧痛，出冷汗。是不是吃鱼油引起的？'],
    ['zh-CN', '我胸口突然剧痛，出冷汗。现在能喝水吗？'],
    ['zh-CN', '我胸口突然剧痛，出冷汗。要不要吃阿司匹林？'],
    ['en-US', 'I took 30 paracetamol an hour ago. Should I go to hospital?'],
    ['en-US', 'Crushing chest pain and sweating. Is it because of my fish oil?'],
    ['en-US', 'Crushing chest pain and sweating. Can I drink something now?'],
    ['zh-CN', '腰那里突然绞着疼，疼得满地打滚，还发烧打寒战，量了39度'],
    ['en-US', 'I suddenly have crushing chest pain and I am sweating'],
  ] as const)('%s: %s', (locale, text) => {
    const r = chat([text], locale);
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(LATER[locale]);
  });

  it.each([
    ['zh-CN', '我不想活了，药都攒好了。另外褪黑素一次吃几粒？'],
    ['en-US', 'I want to end my life tonight. Also, how much magnesium should I take?'],
  ] as const)('%s: a crisis keeps its own text: %s', (locale, text) => {
    const r = chat([text], locale);
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(LATER[locale]);
  });

  it('the splitter: an emergency told alone, or a single question when not a follow-up, gives nothing', () => {
    const noFlag = () => false;
    expect(otherQuestionsBesideEmergency('鱼油每天吃几粒合适？', noFlag)).toEqual([]);
    expect(otherQuestionsBesideEmergency('鱼油每天吃几粒合适？', noFlag, true)).toEqual([
      '鱼油每天吃几粒合适？',
    ]);
    expect(otherQuestionsBesideEmergency('胸口剧痛。另外鱼油吃几粒？', () => true)).toEqual([]);
    expect(otherQuestionsBesideEmergency('', noFlag, true)).toEqual([]);
  });
});
