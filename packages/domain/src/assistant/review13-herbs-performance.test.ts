/**
 * Thirteenth clinician review, zh P5 #1 (刘阿姨: 土三七 wine with ALT 186 was answered as 三七, a bleeding
 * herb) and zh P4 #1/#2, en P3 #1 (小吴 and Jayden: stanozolol, clenbuterol, DNP, Ostarine and testosterone
 * got the weight-loss card or a potassium answer; a clenbuterol dose question was not refused).
 * Sources: 2017 南京 HSOS consensus; Pope HG et al., Endocr Rev 2014; Hoffman RJ et al. 2001; Grundlingh J
 * et al. 2011; US FDA SARMs warning; NCCIH Yohimbe.
 */
import { describe, expect, it } from 'vitest';
import { planFor } from '../engine';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { resolveSupplementName } from '../review';
import { LOCALES } from '../testing';
import { assistantReply } from './index';
import { askPersona } from './testing';

const LIU = '刘阿姨 celecoxib with ibuprofen, 土三七 and 何首乌, ALT 186 (zh)';
const XIAO_WU = '小吴 cutting on 康力龙 and 克伦特罗, yohimbine (zh)';
const guest = (locale: (typeof LOCALES)[number], text: string) =>
  assistantReply({ text, locale, plan: null, medicines: [], history: [] });
const NO_RULE = /没有可靠的规则|no reliable rule/;

describe('土三七 is not 三七: a liver poison (zh P5 #1)', () => {
  const LIVER = {
    zh: /不是三七.*肝窦阻塞综合征.*停下来/s,
    en: /not notoginseng.*sinusoidal obstruction.*Stop/s,
  };
  it.each([
    ['zh-CN', '土三七泡酒，擦膝盖也每天喝一小杯，活血的，可以吗'],
    ['zh-CN', '菊三七泡的药酒能天天喝吗'],
    ['zh-CN', '我转氨酶高 还在喝土三七酒 要紧吗'],
    ['en-US', 'I drink a small cup of tu san qi wine every day for my knees, is that ok?'],
    ['en-US', 'is Gynura japonica safe for joint pain?'],
    ['en-US', 'tusanqi wine ok for knee pain? its 土三七'],
  ] as const)('%s with the plan: "%s"', (locale, q) => {
    const r = askPersona(LIU, locale, q);
    expect(r.text).toMatch(locale === 'zh-CN' ? LIVER.zh : LIVER.en);
    expect(r.text).toMatch(/吡咯生物碱相关肝窦阻塞综合征|Pyrrolizidine/);
    expect(r.text).not.toMatch(NO_RULE);
  });

  it.each([
    ['zh-CN', '土三七泡酒可以活血吗'],
    ['en-US', 'is tu san qi the same as sanqi?'],
  ] as const)('%s as a guest: "%s"', (locale, q) => {
    const text = guest(locale, q).text;
    expect(text).toMatch(locale === 'zh-CN' ? LIVER.zh : LIVER.en);
    expect(text).not.toMatch(/这类中药（丹参、三七、红花、当归等）会增加出血风险/);
  });

  it('the catalogue keeps them apart: 土三七 is never 三七, 三七 stays 三七', () => {
    for (const n of ['土三七', '土三七（自己泡酒喝）', '菊三七', '土三七泡酒', 'Gynura segetum'])
      expect(resolveSupplementName(n)?.id, n).toBe('tu-san-qi');
    for (const n of ['三七', '三七粉', '云南三七粉', '田七'])
      expect(resolveSupplementName(n)?.id, n).toBe('notoginseng');
  });

  it.each(LOCALES)('%s: 土三七 kept as a medicine gets its warning in the plan', (locale) => {
    const plan = planFor(new Map(REFERENCE_PERSONAS).get(LIU)!, locale);
    const f = plan.findings.find((x) => x.id === 'products.known-harm:tu-san-qi');
    expect(f?.text).toMatch(locale === 'zh-CN' ? /土三七（自己泡酒喝）.*不是三七/ : /not notoginseng/);
  });

  it.each(LOCALES)('%s: 土三七 as a supplement is avoid, whatever the labs', (locale) => {
    const plan = planFor(
      {
        gender: 'female',
        age: 58,
        heightCm: 158,
        weightKg: 60,
        activityLevel: 'light',
        supplements: [{ name: '土三七粉', dose: 3, unit: 'g' }],
      },
      locale,
    );
    const review = plan.productReviews.find((r) => r.name === '土三七粉');
    expect(review?.verdict).toBe('avoid');
  });
});

describe('steroids, SARMs, clenbuterol, DNP and yohimbine: no dose, no diet card (zh P4 #1/#2, en P3 #1)', () => {
  const DIET_CARD = /健康减重|3072|kcal|千卡|Potassium supplement|钾补充剂/;
  it.each([
    ['zh-CN', '教练给我上了康力龙和克伦特罗，减脂期饮食怎么配合', /康力龙.*伤肝.*克伦特罗.*心律失常/s],
    ['zh-CN', '司坦唑醇吃了以后减脂期怎么吃', /伤肝/],
    ['zh-CN', '瘦肉精减肥有用吗', /心律失常/],
    ['zh-CN', '听说DNP减脂效果好，能吃吗', /没有安全剂量.*致命的高热/s],
    ['zh-CN', '二硝基苯酚可以少吃一点吗', /致命的高热/],
    ['zh-CN', '育亨宾燃脂胶囊和氮泵一起吃行吗', /血压.*心跳/s],
    [
      'en-US',
      'I take clen for the cut, any supplements to take with it? ppl say taurine and potassium for cramps',
      /clenbuterol.*cramps.*warning signs/is,
    ],
    [
      'en-US',
      'running test e 250mg a week plus ostarine for my cut, what should I eat',
      /Anabolic steroids.*SARMs/s,
    ],
    ['en-US', 'is DNP safe in small amounts for fat loss?', /no safe dose.*fatal hyperthermia/s],
    ['en-US', 'winstrol and clenbutrol stack diet?', /Anabolic steroids/],
    ['en-US', 'yohimbine hcl with preworkout ok?', /blood pressure/],
  ] as const)('%s: "%s"', (locale, q, harm) => {
    for (const r of [askPersona(XIAO_WU, locale, q), guest(locale, q)]) {
      expect(r.text).toMatch(harm);
      expect(r.text).not.toMatch(DIET_CARD);
      expect(r.text).toMatch(locale === 'zh-CN' ? /停下来.*看医生/s : /stop, and see a doctor/);
      expect(r.text).toMatch(locale === 'zh-CN' ? /120/ : /emergency services/);
    }
  });

  it.each([
    ['zh-CN', '那克伦特罗一天吃多少合适？'],
    ['zh-CN', '康力龙一天几片'],
    ['en-US', 'how many mcg of clen should I start with?'],
    ['en-US', 'what dose of ostarine is safe'],
  ] as const)('%s: a dose question is refused with the reason: "%s"', (locale, q) => {
    const text = askPersona(XIAO_WU, locale, q).text;
    expect(text).toMatch(
      locale === 'zh-CN' ? /我不能给.*的剂量.*没有安全的剂量/ : /I can’t give a dose of .*no safe dose/,
    );
    expect(text).not.toMatch(/\d+\s*(µg|mcg|微克|mg|毫克)\s*(一天|a day|每天|daily)/);
  });

  it.each([
    ['en-US', 'my testosterone gel from the endocrinologist, can I take it with vitamin D?'],
    ['zh-CN', '医生开的十一酸睾酮胶囊，可以和钙片一起吃吗'],
    ['en-US', 'I take prednisone, a steroid. how much calcium do I need?'],
  ] as const)('%s: prescribed testosterone or a corticosteroid is not this answer: "%s"', (locale, q) => {
    expect(guest(locale, q).text).not.toMatch(/Anabolic steroids|合成代谢类固醇/);
  });

  it.each(LOCALES)('%s: the plan names the harm of each product kept as typed', (locale) => {
    const plan = planFor(new Map(REFERENCE_PERSONAS).get(XIAO_WU)!, locale);
    const ids = plan.findings.map((f) => f.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'products.performance-drug:anabolicSteroid',
        'products.performance-drug:clenbuterol',
        'products.performance-drug:yohimbine',
      ]),
    );
  });
});
