import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import type { Locale } from '../contracts/common';

const ask = (text: string, locale: Locale, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] });

// Twelfth clinician review zh P2 #3: three weeks after a caesarean, on enoxaparin, heavy bleeding with
// dizziness got the causes of bleeding in pregnancy; told without the birth it got no card at all.
describe('heavy vaginal bleeding: a postpartum haemorrhage after a birth, blood loss otherwise', () => {
  it.each([
    ['zh-CN', '剖腹产后三周，这两天下面血突然变多了，一个小时就湿透一片卫生巾', /晚期产后出血.*克赛/],
    ['zh-CN', '生完宝宝20天了 今天恶露突然变多 好多血块 头晕', /晚期产后出血/],
    [
      'en-US',
      '3 weeks after my c-section the bleeding got really heavy, soaking a pad an hour, dizzy',
      /late postpartum haemorrhage.*enoxaparin/,
    ],
  ] as const)('%s %s', (locale, text, card) => {
    const r = ask(text, locale);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(card);
    expect(r.text).not.toMatch(/宫外孕|胎盘早剥|ectopic|placenta/);
  });

  it.each([
    ['zh-CN', '这两天下面血突然变多了，一个小时就湿透一片卫生巾，还有血块，站起来头晕眼花心慌', /失血的表现/],
    [
      'en-US',
      'bleeding down there is so heavy, soaking through a pad every hour, and I feel faint',
      /sign of blood loss/,
    ],
  ] as const)('no pregnancy or birth said: urgent, named as blood loss (%s)', (locale, text, card) => {
    const r = ask(text, locale);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(card);
  });

  it('bleeding in pregnancy keeps the pregnancy card', () => {
    expect(ask('怀孕8周，肚子剧痛，阴道出血', 'zh-CN').text).toMatch(/宫外孕/);
  });
});

// Twelfth clinician review zh P3 #2: sweating, shaking and slurred words while fasting in Ramadan on
// glibenclamide — the stroke card came first, and "should I carry on?" was not answered.
describe('a low sugar during a fast: the sugar card first, and break the fast now', () => {
  it.each([
    [
      'zh-CN',
      '下午四点多我浑身冒冷汗、手抖、心慌，说话都有点不利索，离开斋还有三个多小时，我要坚持吗？',
      /严重低血糖[\s\S]*中风[\s\S]*现在就开斋/,
    ],
    [
      'en-US',
      "I'm fasting for Ramadan, on gliclazide, now sweating and shaking and my words are slurring, iftar is in 2 hours, should I keep going?",
      /low blood sugar[\s\S]*stroke[\s\S]*Break the fast now/i,
    ],
  ] as const)('%s %s', (locale, text, order) => {
    const r = ask(text, locale, ['glibenclamide']);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(order);
  });

  it('a fasting glucose is not a fast', () => {
    const r = ask(
      'My fasting sugar was 2.6 mmol/L last time but my A1c is 8.1. How can both be true?',
      'en-US',
      ['insulin'],
    );
    expect(r.text).not.toMatch(/Break the fast/);
  });

  it('no fast said: no fasting line', () => {
    const r = ask('他吃着格列本脲 现在浑身冒冷汗手抖 说话不利索', 'zh-CN', ['glibenclamide']);
    expect(r.urgent).toBe(true);
    expect(r.text).not.toMatch(/开斋/);
  });
});
