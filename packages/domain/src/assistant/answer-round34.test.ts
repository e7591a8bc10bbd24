/**
 * Blind answer round 34's unsafe answers worked as classes (development data once its before and after figures
 * were recorded, docs/answer-rounds/round-34.md). The rest are open (see there).
 */
import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

describe('en-156: kimchi beside oyster sauce on an MAOI is the tyramine list, not the oyster-sauce row', () => {
  it.each([
    [
      'en-US',
      'I cook a lot of stir fry with soy sauce and oyster sauce, and my daughter got me into kimchi. Are any of those a problem with my MAOI?',
      /kimchi/,
    ],
    ['zh-CN', '炒菜放酱油蚝油，还爱吃韩国泡菜，吃苯乙肼有问题吗', /泡菜/],
  ] as const)('%s', (locale, text, named) => {
    const r = askAs({ locale, persona: 'phenelzine', text });
    expect(r.text).toMatch(named);
    expect(r.text).not.toMatch(/^\*\*(Oyster sauce is not on|蚝油)/);
  });
});

describe('en-006: "zinc lozenges, like 5-6 a day" is a count, never a serum zinc of 5', () => {
  it('no invented result', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'zinc gluconate by salt mass',
      text: 'when I catch a cold I suck on those zinc lozenges, like 5-6 a day. ok to do that on top of my daily zinc pill or is that overkill?',
    });
    expect(r.text).not.toMatch(/Serum zinc 5|plan recommends zinc/);
  });
});

describe('en-081, en-084: a pregnancy question on leflunomide at 6 weeks (development data)', () => {
  const GUO = '郭女士: 6 weeks pregnant on leflunomide, Hb 108, ferritin 12 (zh)';
  it('"which vitamins should I start" — leflunomide’s label rule leads, the vitamins follow', () => {
    const r = askAs({
      locale: 'en-US',
      persona: GUO,
      text: "I just found out I'm 6 weeks pregnant. I'm 41 and on leflunomide for my rheumatoid arthritis. Which vitamins should I start right now? I only have caltrate at home",
    });
    expect(r.text).toMatch(/^\*\*A positive test or a late period on leflunomide/);
    expect(r.text).toMatch(/folic acid/i);
  });
  it('pig liver every day beside tonic soups is the liver’s vitamin A answer', () => {
    const r = askAs({
      locale: 'en-US',
      persona: GUO,
      text: 'My mother-in-law is making me red date and longan soup and pig liver every day for the blood. Is pig liver ok in early pregnancy?',
    });
    expect(r.text).toMatch(/avoid liver and liver products/);
    expect(r.text).not.toMatch(/about 10 fresh longans/);
  });
});

describe('en-066: eating little and losing weight is never the "halve your rice to lose weight" row', () => {
  it.each([
    [
      'en-US',
      "he's lost about 3kg since diagnosis and eats only like half a bowl of rice. what protein foods are easy for an old chinese man who doesn't drink milk?",
    ],
    ['zh-CN', '确诊以后瘦了6斤，一顿只吃得下半碗饭，吃点啥补蛋白'],
  ] as const)('%s', (locale, text) => {
    const r = askAs({ locale, persona: '淋巴瘤 on 泽布替尼 kept as typed, 阿托伐他汀 (zh)', text });
    expect(r.text).not.toMatch(/simple, workable way to lose weight|简单可行的减重办法/);
  });
});

describe('zh-011: constipation with bloating on clozapine is never the lactose row', () => {
  it('the clozapine gut rule answers', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: 'clozapine after quitting smoking, Metamucil, constipated (en)',
      text: '我三四天才拉一次，肚子老胀气。平时基本不吃青菜水果，天天就是红烧肉、牛肉面、喝奶，除了纤维粉我还能怎么吃',
    });
    expect(r.text).toMatch(/氯氮平/);
    expect(r.text).not.toMatch(/乳糖不耐受/);
  });
});
