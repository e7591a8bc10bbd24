/**
 * Blind answer round 24's unsafe answers (docs/answer-rounds/round-24.md), development data once its figures
 * were reported: the judges' notes as classes, the round's words first, then others, and look-alikes.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';

describe('weight wanted back is the gain answer, never the loss template (zh-051, en-105)', () => {
  it.each([
    [
      'tuberculosis on isoniazid and rifampicin',
      'zh-CN',
      '得肺结核以后掉了十几斤，现在才110斤，身高170，咋吃能长回来',
    ],
    ['tuberculosis on isoniazid and rifampicin', 'zh-CN', '病了一场瘦了8斤，怎么把体重补回来'],
    [
      'inflammatory bowel disease',
      'en-US',
      "I've got Crohn's and I'm only 50kg. How do I put weight on when eating seems to set my gut off?",
    ],
    ['inflammatory bowel disease', 'en-US', 'lost weight in my last flare, how do i regain it?'],
  ] as const)(
    '%s %s "%s"',
    (persona, locale, text) => {
      const r = askPersona(persona, locale, text);
      expect(r.text).toMatch(locale === 'en-US' ? /Gaining weight healthily/ : /健康增重/);
      expect(r.text).not.toMatch(/500 kcal|500千卡|Losing weight healthily|健康减重/);
    },
    30000,
  );
});

describe('caffeine when trying to conceive: the pregnancy limit (en-028)', () => {
  it.each([
    [
      'planning a pregnancy, 30',
      'en-US',
      "does caffeine mess with fertility? I'm on about 3 coffees a day, 4 on bad days",
    ],
    ['planning a pregnancy, 30', 'zh-CN', '备孕期间每天喝三杯咖啡可以吗'],
    ['healthy woman', 'en-US', "we're trying to conceive, how much coffee is ok?"],
  ] as const)('%s %s "%s"', (persona, locale, text) => {
    const r = askPersona(persona, locale, text);
    expect(r.text).toMatch(/200/);
    expect(r.text).not.toMatch(/400 mg a day is fine|不超过400毫克/);
  });
  it('not trying: the adult limit', () => {
    expect(askPersona('healthy woman', 'en-US', 'how much coffee is ok a day?').text).toMatch(/400/);
  });
});

describe('folic acid before B12 (zh-066, en-068)', () => {
  it.each([
    [
      'en-US',
      'is it dangerous to take folic acid before the B12 is sorted? I read something about that online',
      undefined,
    ],
    [
      'zh-CN',
      '先补哪个 两个能一起吃吗',
      '化验单上 叶酸2.5ng/ml 维生素B12 140pg/ml 都偏低 是不是二甲双胍吃出来的',
    ],
    ['en-US', 'folate and b12 both low — which do I start first?', undefined],
  ] as const)('%s "%s"', (locale, text, previous) => {
    const r = askPersona('folate and B12 low', locale, text, previous ? { previous } : {});
    expect(r.text).toMatch(locale === 'en-US' ? /never folic acid alone/ : /不要在B12还低的时候只补叶酸/);
    expect(r.text).not.toMatch(/可耐受最高摄入量|upper intake level/);
  });
  it('folic acid asked alone is not this row', () => {
    expect(
      askPersona('planning a pregnancy, 30', 'en-US', 'how much folic acid should I take before pregnancy?')
        .text,
    ).not.toMatch(/never folic acid alone/);
  });
});

describe('the pill on an enzyme-inducing antiepileptic (en-083)', () => {
  it.each([
    ['en-US', "i'm on carbamazepine and the pill. should I be taking folic acid anyway just in case?"],
    ['en-US', 'is my birth control still ok with tegretol?'],
    ['zh-CN', '吃卡马西平的同时吃短效避孕药靠谱吗'],
  ] as const)('%s "%s"', (locale, text) => {
    const r = askPersona('epilepsy on carbamazepine', locale, text);
    expect(r.text).toMatch(locale === 'en-US' ? /makes the pill unreliable/ : /会让避孕药失效/);
  });
  it('on lamotrigine (not an inducer) the row is not said', () => {
    const r = askPersona(
      'lamotrigine, pregnant t1, folic acid 400 µg',
      'en-US',
      'is the pill ok with lamotrigine?',
    );
    expect(r.text).not.toMatch(/makes the pill unreliable/);
  });
});

describe('alcohol after weight-loss surgery (zh-080)', () => {
  it.each([
    ['zh-CN', '公司年会要喝酒 做完减重手术还能喝吗 能喝多少'],
    ['en-US', 'work party friday — can I drink after my sleeve? how many?'],
  ] as const)('%s "%s"', (locale, text) => {
    const r = askPersona(
      'bariatric surgery on omeprazole with calcium carbonate, weight loss asked',
      locale,
      text,
    );
    expect(r.text).toMatch(locale === 'en-US' ? /hits much harder and faster/ : /酒的劲会大得多/);
  });
  it('without the surgery the row is not said', () => {
    expect(
      askPersona('healthy man, weight loss', 'en-US', 'work party friday — how many beers can I have?').text,
    ).not.toMatch(/hits much harder and faster/);
  });
});

describe('coeliac disease: foods named are the gluten-free ones (zh-119, zh-123, en-122)', () => {
  it.each([
    ['zh-CN', '还便秘了 咋整', '吃了铁剂大便发黑 正常吗'],
    [
      'en-US',
      "I don't really eat veg or grains (picky eater, I know). where else can I get iron from food?",
      undefined,
    ],
  ] as const)('%s "%s"', (locale, text, previous) => {
    const r = askPersona(
      'coeliac disease, iron-deficiency anaemia',
      locale,
      text,
      previous ? { previous } : {},
    );
    expect(r.text).toMatch(locale === 'en-US' ? /labelled gluten-free/ : /无麸质/);
  });
  it('without coeliac disease no caveat', () => {
    expect(askPersona('healthy woman', 'en-US', 'what breakfast helps with constipation?').text).not.toMatch(
      /coeliac/,
    );
  });
});
