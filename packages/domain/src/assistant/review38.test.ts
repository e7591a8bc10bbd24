import { describe, expect, it } from 'vitest';
import { LOCALES } from '../testing';
import { redFlagsFor } from '../safety/joined';
import { assistantReply } from './index';
import { faqIdsOf } from './faq/testing';

// Thirty-eighth blind clinician review (2026-12-01, end of session): the chat's side, in words of our own.
const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines });

describe('aspirin for a child (zh S2)', () => {
  it.each([
    ['外孙女4岁 感冒发烧38度3 我吃的阿司匹林能给她吃半片吗', 'zh-CN', /不要给孩子吃阿司匹林/],
    [
      'can I give my 5 year old half a baby aspirin for her temperature of 38.4 with a cold?',
      'en-US',
      /Do not give a child aspirin/,
    ],
  ] as const)('%s', (text, locale, said) => {
    const r = ask(text, locale, ['aspirin']);
    expect(r.text).toMatch(said);
    expect(r.text).toMatch(locale === 'zh-CN' ? /对乙酰氨基酚/ : /paracetamol/);
  });

  it('a child with a cold and a fever under 39.5 and no other sign is no emergency; red signs still are', () => {
    expect(redFlagsFor('孙子3岁 感冒流鼻涕 发烧38度5 精神还行 吃什么好')).toEqual([]);
    expect(redFlagsFor('孩子5岁 感冒发烧38.5 精神很差 叫不醒').length).toBeGreaterThan(0);
    expect(redFlagsFor('宝宝2个月 发烧38度').length).toBeGreaterThan(0);
  });

  it('aspirin for a child told beside an emergency still says no', () => {
    const r = ask('孩子3岁 发烧39度8 刚才抽了一下 现在能给他吃点阿司匹林吗', 'zh-CN', ['aspirin']);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/不要给孩子吃阿司匹林/);
  });
});

describe('buprenorphine in pregnancy (en S4)', () => {
  it('a fast self-taper asked: never the crisis card, "do not taper yourself"', () => {
    const text =
      "i'm 18 weeks and want to come off my suboxone before the baby comes so she isn't born dependent, can i just cut down fast myself?";
    expect(redFlagsFor(text).map((h) => h.kind)).not.toContain('perinatal_crisis');
    const r = ask(text, 'en-US', ['buprenorphine']);
    expect(r.urgent).toBe(false);
    expect(faqIdsOf(r)).toContain('opioid-agonist-pregnancy-no-self-taper');
    expect(r.text).toMatch(/don’t taper/);
  });

  it('a crisis told with the same medicine keeps the crisis card', () => {
    const k = redFlagsFor(
      "i'm 20 weeks on subutex and i keep thinking the baby would be better off without me",
    ).map((h) => h.kind);
    expect(k.some((x) => x === 'perinatal_crisis' || x === 'suicidal' || x === 'possible_crisis')).toBe(true);
  });
});

describe('radioactive iodine and breastfeeding (en S5)', () => {
  it.each(LOCALES)('%s: breastfeeding stops weeks before, and the team today', (locale) => {
    const r = ask(
      locale === 'zh-CN'
        ? '下个月要做碘131治疗，我晚上还在给2岁的孩子喂奶，有影响吗'
        : 'having radioactive iodine in 2 weeks, still nursing my toddler at night — is that a problem?',
      locale,
    );
    expect(faqIdsOf(r)).toContain('breastfeeding-before-radioiodine');
    expect(r.text).toMatch(locale === 'zh-CN' ? /至少停止哺乳6周/ : /at least 6 weeks before/);
  });

  it('a TSH raised by stopping thyroxine for a scan is no baby emergency', () => {
    expect(
      redFlagsFor(
        'my TSH is 70 because they stopped my levothyroxine a month ago for the scan, do i need to worry?',
      ).map((h) => h.kind),
    ).not.toContain('reduced_fetal_movements');
  });
});

describe('gummy vitamins and iron (en S3)', () => {
  it.each([
    [
      'do my prenatal gummies even have iron in them?? the app says 54mg',
      'en-US',
      /Most gummy multivitamins/,
    ],
    ['孕妇软糖维生素里有铁吗', 'zh-CN', /大多数软糖型复合维生素/],
  ] as const)('%s', (text, locale, said) => {
    const r = ask(text, locale);
    expect(faqIdsOf(r)).toContain('gummy-vitamins-iron');
    expect(r.text).toMatch(said);
  });
});

describe('a child on prescribed aspirin', () => {
  it('Kawasaki disease: no "never give a child aspirin" row for a diet question', () => {
    const r = ask('我儿子川崎病 医生开的阿司匹林在吃 饮食上要注意什么', 'zh-CN', ['aspirin']);
    expect(faqIdsOf(r)).not.toContain('aspirin-never-for-children');
  });
});

describe('the thirty-eighth review’s moderates', () => {
  it('a pill by mouth asked while waiting for the ambulance after stroke signs: nothing by mouth (zh M11)', () => {
    const first = '我老伴刚才突然说话不清楚，右手拿不住筷子，嘴有点歪';
    const a = ask(first, 'zh-CN');
    const r = assistantReply({
      text: '等救护车的时候能不能先给他吃一颗安宫牛黄丸',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
      history: [
        { role: 'user', content: first },
        { role: 'assistant', content: a.text },
      ],
    });
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/不要给他吃喝任何东西，包括安宫牛黄丸/);
  });

  it('a digoxin level of 2.3 and "today’s dose?": held, today’s included (zh M5)', () => {
    expect(ask('我妈地高辛浓度2.3 今天这顿还吃不吃', 'zh-CN', ['digoxin']).text).toMatch(
      /今天这一顿也先别吃/,
    );
  });
});

describe('a fever with mouth ulcers on methotrexate (zh M3)', () => {
  it('no further dose, and co-trimoxazole named only when taken', () => {
    const withBactrim = assistantReply({
      text: '我妈吃甲氨蝶呤 这两天嘴里烂了好几个口子 今天发烧38.6 还发冷',
      locale: 'zh-CN',
      plan: null,
      medicines: ['methotrexate', 'sulfamethoxazole-trimethoprim'],
    });
    expect(withBactrim.urgent).toBe(true);
    expect(withBactrim.text).toMatch(/先不要吃下一次，复方新诺明（磺胺）也先停/);
    const alone = assistantReply({
      text: 'mum is on methotrexate, mouth ulcers and a fever of 38.7 with shaking chills',
      locale: 'en-US',
      plan: null,
      medicines: ['methotrexate'],
    });
    expect(alone.text).toMatch(/take no further dose until a doctor has seen you/);
    expect(alone.text).not.toMatch(/Bactrim/);
  });
});

describe('a methadone taper in pregnancy told as "cutting down"', () => {
  it('no crisis card, and the do-not-taper-yourself row', () => {
    const r = ask(
      'im 12 wks on methadone, thinking of cutting down myself so baby doesnt withdraw',
      'en-US',
      ['methadone'],
    );
    expect(r.urgent).toBe(false);
    expect(faqIdsOf(r)).toContain('opioid-agonist-pregnancy-no-self-taper');
  });
});
