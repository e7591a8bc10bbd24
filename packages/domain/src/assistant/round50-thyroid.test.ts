/**
 * Blind answer round 50, zh-042 (development data): "how long after the thyroid pill before I can eat, and does milk
 * tea affect it?" in Cantonese got a bubble-tea order and a "can't" — and so did plain "how long after levothyroxine
 * before breakfast?". The wait before food or a drink after the thyroid pill is its timing answer; milk tea counts as
 * breakfast; ordering milk tea with no medicine named keeps its own answer.
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';

const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: string[] = ['levothyroxine']) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] });

describe('the wait after the thyroid pill before food or a drink', () => {
  it.each([
    ['en-US', 'after my Synthroid how many minutes till I can eat?'],
    ['en-US', 'is it fine to have coffee straight after my levothyroxine'],
    ['en-US', 'how soon after the thyroid tablet can I have my breakfast'],
    ['zh-CN', '吃完优甲乐要过多长时间才能吃早饭'],
    ['zh-CN', '优甲乐吃完就马上喝粥可以吗'],
    ['zh-CN', '食完甲状腺药要等几耐先可以食早餐'],
  ] as const)('%s: "%s"', (locale, text) => {
    const r = ask(text, locale);
    expect(r.text).toMatch(/30–60/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /空腹/ : /empty stomach/);
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });

  it.each([
    ['zh-CN', '吃了优甲乐，喝奶茶会影响药的吸收吗', /奶茶也按早餐算/],
    [
      'en-US',
      'does milk tea affect my thyroid tablet? how long after it can I drink it',
      /Milk tea counts as breakfast/,
    ],
  ] as const)('milk tea beside the thyroid pill: %s', (locale, text, says) => {
    const r = ask(text, locale);
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(/三分糖|30 %/);
  });

  it('a milk-tea order with no medicine keeps its own answer', () => {
    expect(ask('奶茶戒不掉，怎么点热量低一点', 'zh-CN', []).text).toMatch(/三分糖/);
  });
});
