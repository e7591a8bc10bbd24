/**
 * Twelfth clinician review: fasting in Ramadan with type 2 diabetes — zh P3 (马师傅 on 优降糖, metformin and
 * 安博诺, creatinine 118; findings 1, 2, 5, 6) and en P1 (Tariq on gliclazide, metformin and Lantus with
 * CKD G3a; findings 2, 4, 5). "Can I fast", "how do I take my tablets", "my sugar was 3.5 while fasting,
 * can I carry on" (break the fast and treat it now), the suhoor and iftar food questions and a diuretic
 * with a day without water, from IDF-DAR's Diabetes and Ramadan Practical Guidelines 2021. The reviewers'
 * words and other phrasings (everyday words, a typo, mixed language), with the plan (whose questionnaire
 * says he fasts) and as a guest who says Ramadan.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { assistantReply } from './reply';
import { askPersona } from './testing';

const MA = '马师傅 Ramadan on 优降糖, metformin and 安博诺, creatinine 118 (zh)';
const TARIQ = 'Tariq: Ramadan on gliclazide, metformin and Lantus, CKD G3a (UK)';
const guest = (text: string, locale: Locale, medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history: [] }).text;
const persona = (locale: Locale) => (locale === 'zh-CN' ? MA : TARIQ);
const NO_RULE = /no reliable rule|没有可靠的规则/;

describe('can I fast, and how do I take my tablets in Ramadan (zh P3 finding 1, en P1 finding 2)', () => {
  it.each([
    ['zh-CN', '我有糖尿病，我吃优降糖和二甲双胍，能封斋吗？', true],
    ['zh-CN', '糖尿病人能封斋吗？', true],
    ['zh-CN', '那优降糖早上吃还是晚上开斋的时候吃？', false],
    ['zh-CN', '封斋的时候吃优降糖要减量吗', true],
    ['zh-CN', '我有diabetes，Ramadan能fast吗', true],
    ['en-US', "How should I take my gliclazide and metformin while I'm fasting?", false],
    ['en-US', 'can i take the metfromin with my iftar meal or at sehri', true],
    ['en-US', 'Can I fast this Ramadan with my diabetes?', true],
    ['en-US', 'how do I take my diabetes tablets in Ramadan?', true],
  ] as const)('%s: %s', (locale, q, saysRamadan) => {
    const texts = [askPersona(persona(locale), locale, q).text, ...(saysRamadan ? [guest(q, locale)] : [])];
    for (const text of texts) {
      expect(text).toMatch(/6–8 weeks before|斋月前6–8周/);
      expect(text).toMatch(/Glibenclamide \(glyburide\).*advise against|优降糖（格列本脲）.*不建议/s);
      expect(text).toMatch(/only your doctor can set the new doses|具体剂量只能由医生定/);
      expect(text).toMatch(
        /under 3\.9 mmol\/L \(70 mg\/dL\), over 16\.7 mmol\/L|低于3\.9 mmol\/L（70 mg\/dL）、高于16\.7/,
      );
      expect(text).not.toMatch(NO_RULE);
      expect(text).not.toMatch(/ketogenic|生酮/);
    }
  });
});

describe('a low while fasting: break the fast and treat it now (brief; zh P3 finding 2)', () => {
  it.each([
    ['en-US', 'my sugar was 3.5 while fasting, can I carry on?', false],
    ['en-US', 'sugar 3.2 during my roza, should I keep going till iftar?', true],
    ['en-US', "I'm a diabetic, went low (3.6) on my fast, can I continue?", true],
    ['zh-CN', '封斋的时候血糖3.5，能坚持到开斋吗', false],
    ['zh-CN', '我有糖尿病，斋月里测血糖3.6了，还要继续封斋吗', true],
    ['zh-CN', '我有糖尿病，fasting的时候血糖3.4，要坚持吗', true],
  ] as const)('%s: %s', (locale, q, saysDiabetes) => {
    const texts = [
      askPersona(persona(locale), locale, q).text,
      guest(q, locale, saysDiabetes ? [] : ['gliclazide']),
    ];
    for (const text of texts) {
      expect(text).toMatch(/Do not carry on — break the fast now|不要坚持，现在就开斋处理/);
      expect(text).toMatch(/15–20 g|15–20克/);
      expect(text).toMatch(/15 minutes|15分钟/);
    }
  });

  it.each([
    ['zh-CN', '下午四点多我浑身冒冷汗、手抖、心慌，说话都有点不利索，离开斋还有三个多小时，我要坚持吗？'],
    ['zh-CN', '封斋到下午，出冷汗手发抖，人有点迷糊，还差两个小时开斋'],
    [
      'en-US',
      "I'm fasting for Ramadan and I'm shaking, sweating and confused, iftar is in 3 hours, should I hold on?",
    ],
    ['en-US', 'on my roza, all sweaty and shaky and muddled, diabetic on gliclazide, 2 hrs to iftar'],
  ] as const)('%s: an emergency told while fasting says break the fast now: %s', (locale, q) => {
    const asGuest = assistantReply({
      text: q,
      locale,
      plan: null,
      medicines: ['glibenclamide'],
      history: [],
    });
    for (const r of [askPersona(persona(locale), locale, q), asGuest]) {
      // Urgent (the emergency line), or the low-while-fasting row: either way, break the fast now.
      expect(r.text).toMatch(
        r.intent === 'urgent'
          ? /do not wait for iftar — break the fast now|不要坚持到开斋时间，现在就开斋吃糖/
          : /Do not carry on — break the fast now|不要坚持，现在就开斋处理/,
      );
    }
  });

  it('an emergency without a fast says nothing of fasting', () => {
    const r = guest('I am diabetic, shaking, sweating and confused', 'en-US', ['gliclazide']);
    expect(r).not.toMatch(/break the fast/);
  });

  it('a fasting glucose of 3.5 in the morning is not a fast in progress', () => {
    const text = guest('my fasting glucose this morning was 3.5, is that ok?', 'en-US', ['gliclazide']);
    expect(text).not.toMatch(/break the fast now/);
  });
});

describe('Ramadan food: suhoor, iftar, dates and fried food (zh P3 finding 6, en P1 findings 4 and 6)', () => {
  it.each([
    ['zh-CN', '开斋的时候吃几个椰枣合适？油香、馓子能吃吗？', true],
    ['zh-CN', '晚上开斋吃多了，一次吃一斤羊肉抓饭行不行', true],
    ['zh-CN', '斋月封斋饭吃点啥不容易饿', true],
    ['en-US', "What should I eat at suhoor so I don't go low in the afternoon?", true],
    ['en-US', 'Is it ok to open my fast with 5 dates and a big glass of mango lassi?', true],
    ['en-US', 'What foods are good for suhoor?', true],
    ['en-US', 'Is it OK to drink Lucozade at iftar to get my energy back?', true],
    ['en-US', 'best food for sehri in ramzan?', true],
  ] as const)('%s: %s', (locale, q, saysRamadan) => {
    const texts = [askPersona(persona(locale), locale, q).text, ...(saysRamadan ? [guest(q, locale)] : [])];
    for (const text of texts) {
      expect(text).toMatch(/suhoor as late as you can|封斋饭（封斋前那顿）尽量晚吃/);
      expect(text).toMatch(/1–3 dates|1–3个椰枣/);
      expect(text).toMatch(/between iftar and suhoor|开斋到封斋之间/);
      expect(text).not.toMatch(NO_RULE);
      expect(text).not.toMatch(/weight-loss target is about|减重目标/);
    }
  });
});

describe('a diuretic and a day without water (zh P3 finding 5)', () => {
  it.each([
    ['zh-CN', '安博诺白天不喝水会不会脱水？', false],
    ['zh-CN', '斋月白天不喝水，安博诺会不会脱水', true],
    ['zh-CN', '封斋一天不能喝水，吃利尿药要紧吗，氢氯噻嗪', true],
    ['en-US', 'Will my water tablet dehydrate me during Ramadan? I take hydrochlorothiazide', true],
    ['en-US', 'fasting in ramadan with no water all day on bendroflumethiazide - ok?', true],
  ] as const)('%s: %s', (locale, q, saysRamadan) => {
    const texts = [
      ...(locale === 'zh-CN' ? [askPersona(MA, locale, q).text] : []),
      ...(saysRamadan ? [guest(q, locale)] : []),
    ];
    for (const text of texts) {
      expect(text).toMatch(/ask the doctor who prescribes it when to take it|斋月前请找开药的医生问清楚/);
      expect(text).toMatch(/harm the kidneys|伤肾/);
      expect(text).not.toMatch(NO_RULE);
    }
  });
});

describe('bitter melon, cinnamon and chromium while fasting on a sulfonylurea (zh P3 finding 6, en P1 finding 3)', () => {
  it.each([
    ['zh-CN', '苦瓜胶囊和铬能帮我降糖吗？斋月还要不要吃', true],
    ['zh-CN', '封斋期间苦瓜片还吃不吃', true],
    ['en-US', 'Can I keep taking the karela capsules and cinnamon for my sugar during the fast?', false],
    ['en-US', 'bitter gourd capsules in ramadan with my gliclazide ok?', true],
  ] as const)('%s: %s', (locale, q, saysRamadan) => {
    const texts = [
      askPersona(persona(locale), locale, q).text,
      ...(saysRamadan ? [guest(q, locale, ['glibenclamide'])] : []),
    ];
    for (const text of texts) {
      expect(text).toMatch(
        /Do not take bitter melon \(karela\) capsules while fasting|封斋期间，苦瓜胶囊（苦瓜提取物）暂时不适合你/,
      );
      expect(text).not.toMatch(/南瓜|pumpkin/);
      expect(text).not.toMatch(NO_RULE);
    }
  });
});

describe('sick-day rules: vomiting or diarrhoea on diabetes and kidney medicines (en P1 finding 5)', () => {
  it.each([
    ['en-US', 'If I get diarrhoea and vomiting during Ramadan what do I do with my tablets?', true],
    ['en-US', 'got a stomach bug, throwing up, should i still take my metformin?', true],
    ['en-US', 'D&V since last night, what about my meds? diabetic', true],
    ['zh-CN', '上吐下泻，二甲双胍还吃吗', true],
    ['zh-CN', '肠胃炎拉肚子，二甲双胍要不要停', true],
  ] as const)('%s: %s', (locale, q, guestToo) => {
    const texts = [
      askPersona(persona(locale), locale, q).text,
      ...(guestToo ? [guest(q, locale, ['metformin'])] : []),
    ];
    for (const text of texts) {
      expect(text).toMatch(/do not stop insulin|胰岛素不要停/);
      expect(text).toMatch(/24–48 hours|24–48小时/);
      expect(text).toMatch(/same day|当天/);
      expect(text).not.toMatch(NO_RULE);
    }
  });
});
