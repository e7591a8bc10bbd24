/**
 * Nineteenth clinician review, en S1: "would it be easier on my stomach to just take one every day
 * instead?" of the six weekly methotrexate tablets got "do not stop methotrexate on your own" — never that
 * it is taken once a week only (a known fatal error: MHRA Drug Safety Update 2020). Tests both ways.
 */
import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

const MTX = 'methotrexate with folic acid 5 mg';
const WEEKLY_EN = /taken once a week, on the same day — never daily/;
const WEEKLY_ZH = /每周只吃一次、固定在同一天，绝对不能改成每天吃/;

describe('methotrexate asked to be taken daily: once a week, never daily', () => {
  it.each<['zh-CN' | 'en-US', string, string | undefined]>([
    [
      'en-US',
      'my pharmacy gave me 6 little methotrexate pills for sunday. would it be easier on my stomach to just take one every day instead?',
      undefined,
    ],
    ['en-US', 'Can I take one 2.5 mg methotrexate tablet every day instead of all six on Sunday?', undefined],
    ['en-US', 'could i spread my mtx out over the week so i dont feel so sick', undefined],
    [
      'en-US',
      'can I just take one a day instead?',
      'I take 6 methotrexate tablets every Sunday and feel sick on Monday',
    ],
    ['zh-CN', '甲氨蝶呤一周吃6片 一次吃完胃难受 能不能改成每天吃一片', undefined],
    ['zh-CN', 'MTX能分开到每天吃吗 一次吃太多片了', undefined],
  ])('%s: %s', { timeout: 60_000 }, (locale, text, previous) => {
    const r = askAs({ persona: MTX, locale, text, ...(previous ? { previous } : {}) });
    expect(r.text).toMatch(locale === 'zh-CN' ? WEEKLY_ZH : WEEKLY_EN);
    expect(r.text).not.toMatch(/Do not stop Methotrexate|请不要自行停用甲氨蝶呤/);
  });

  it.each<['zh-CN' | 'en-US', string]>([
    ['en-US', 'should I take my folic acid every day on methotrexate?'],
    ['en-US', 'is a glass of wine a day ok with methotrexate?'],
    ['en-US', 'I take methotrexate on Sundays, what should I eat that day?'],
    ['zh-CN', '吃甲氨蝶呤期间叶酸每天都要吃吗'],
    ['zh-CN', '每天喝一杯咖啡 对甲氨蝶呤有影响吗'],
  ])('not this answer: %s', { timeout: 60_000 }, (locale, text) => {
    const r = askAs({ persona: MTX, locale, text });
    expect(r.text).not.toMatch(locale === 'zh-CN' ? WEEKLY_ZH : WEEKLY_EN);
  });
});
