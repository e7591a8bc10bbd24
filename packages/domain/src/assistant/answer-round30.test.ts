/**
 * Blind answer round 30's unsafe answers, as classes (development data once its figures were reported,
 * docs/answer-rounds/round-30.md): each with the round's words and another phrasing.
 */
import { describe, expect, it } from 'vitest';
import { redFlagsFor } from '../safety/joined';
import { askAs, faqIdsOf } from './faq/testing';

const SICKLE = 'sickle cell disease on hydroxyurea, iron overload, planning a pregnancy';
const CBZ = 'carbamazepine before pregnancy, grapefruit juice, sodium 129';
const CLOZAPINE = 'clozapine after quitting smoking, Metamucil, constipated (en)';
const CLL = 'CLL on Brukinsa kept as typed, atorvastatin (en)';
const LYMPHOMA = '淋巴瘤 on 泽布替尼 kept as typed, 阿托伐他汀 (zh)';

describe('en-014/015: a haemoglobin told in g/dL with prose after it is no critical value', () => {
  const Q =
    "My hemoglobin is only 8.1 so I've been taking a ferrous sulfate tablet every day to build it up. Should I take it together with my vitamin C 1000 so it absorbs better?";
  it('"it" after the figure is not read as g/L', () => {
    expect(redFlagsFor(Q)).toEqual([]);
    expect(redFlagsFor('hb 7.9 so it is low, what should i eat')).toEqual([]);
  });

  it('the iron and the vitamin C are answered for a person with iron overload', () => {
    const r = askAs({ locale: 'en-US', persona: SICKLE, text: Q });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(/take no iron tablets/);
    expect(r.text).toMatch(/take no vitamin C supplement/);
  }, 60_000);

  it('a ferritin of 1,000 or more: stop the iron and vitamin C, the haematologist within 1–2 weeks', () => {
    for (const text of [
      'wait my ferritin was 1450 tho, does that change anything?',
      'ferritin 1200, is that bad?',
    ]) {
      const r = askAs({ locale: 'en-US', persona: SICKLE, previous: Q, text });
      expect(r.text).toMatch(/markedly high/);
      expect(r.text).toMatch(/Stop any iron tablets/);
      expect(r.text).not.toMatch(/See a doctor now or call 911/);
    }
    const zh = askAs({ locale: 'zh-CN', text: '铁蛋白1450，要紧吗' });
    expect(zh.text).toMatch(/现在就停掉铁剂/);
  }, 60_000);
});

describe('en-020: foods asked for as low in iron, or with iron overload, are never an iron-rich list', () => {
  it.each([
    [SICKLE, 'en-US', 'Im tired all the time. any foods that give energy that arent loaded with iron?'],
    [SICKLE, 'en-US', 'what foods have iron?'],
    [SICKLE, 'zh-CN', '累得很，有什么补精神的食物，但不要含铁多的'],
  ] as const)(
    '%s %s "%s"',
    (persona, locale, text) => {
      const r = askAs({ locale, ...(persona ? { persona } : {}), text });
      expect(r.text).not.toMatch(/Everyday foods rich in Iron|富含铁的常见食物/);
      expect(r.text).toMatch(/vitamin C supplements|维生素C补充剂/);
    },
    60_000,
  );
});

describe('en-024: on an antiseizure medicine before a pregnancy, 5 mg folic acid and never 400 µg beside it', () => {
  it('the pregnancy block carries the 5 mg line only', () => {
    const r = askAs({
      locale: 'en-US',
      persona: CBZ,
      previous:
        "planning to get pregnant. I take 斯利安 folic acid 0.4mg one tablet. my folate was 4.1 ng/mL. is 0.4 enough since I'm on epilepsy med?",
      text: 'should i start the higher dose now or only once I’m pregnant',
    });
    expect(r.text).toMatch(/5 mg/);
    expect(r.text).not.toMatch(/400 µg of folic acid daily|Folic acid: 400 µg/);
  }, 60_000);
});

describe('zh-014: a neutrophil count below clozapine’s monitoring cut-off, inside the report’s range', () => {
  it.each([
    ['zh-CN', '中性粒细胞1.9 K/uL算低吗？有没有什么吃的能把它补上来', /低于用药监测的界值/, /告诉开药的医生/],
    [
      'en-US',
      'my ANC was 1.9, is that low?',
      /below the medicine’s monitoring cut-off/,
      /Tell the prescriber/,
    ],
  ] as const)(
    '%s "%s"',
    (locale, text, flag, action) => {
      const r = askAs({ locale, persona: CLOZAPINE, text });
      expect(r.text).toMatch(flag);
      expect(r.text).toMatch(action);
      expect(r.text).not.toMatch(/在正常范围内|within the normal range/);
    },
    60_000,
  );

  it('without clozapine 1.9 stays in range', () => {
    expect(askAs({ locale: 'en-US', text: 'my neutrophils are 1.9, is that low?' }).text).toMatch(
      /within the normal range/,
    );
  }, 60_000);
});

describe('en-057, zh-070: zanubrutinib (Brukinsa, 泽布替尼) — Seville-orange marmalade, blood-activating herbs', () => {
  it('marmalade on Brukinsa: the Seville orange rule, not atorvastatin’s allowance', () => {
    const r = askAs({
      locale: 'en-US',
      persona: CLL,
      previous:
        "Just started Brukinsa last week. Anything I need to stay away from food-wise? Doc said something about grapefruit but I didn't catch the rest",
      text: 'Does that include orange marmalade? I have it on my toast every morning',
    });
    expect(r.text).toMatch(/On zanubrutinib \(Brukinsa\), have no grapefruit, pomelo or Seville/);
    expect(r.text).not.toMatch(/^On atorvastatin/);
  }, 60_000);

  it('三七粉 daily on 泽布替尼: a major bleeding interaction named', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: LYMPHOMA,
      text: '亲戚推荐我每天冲点三七粉活血化瘀，我能喝么',
    });
    expect(r.text).toMatch(/与你正在服用的泽布替尼有相互作用\*\*（严重）/);
    expect(faqIdsOf(r)).toBeDefined();
  }, 60_000);
});

describe('en-040: "is one calcium-D tablet enough" on steroids with a low vitamin D', () => {
  const LAO_HUANG = '老黄: prostate cancer on prednisone, K 3.3, Hb 118 without iron studies (zh)';
  it.each([
    [
      'en-US',
      'vitamin D 11.8 and calcium 2.02. he only takes one 钙尔奇D600. is that enough with the steroids?',
      /^\*\*Not on its own/,
      /adds 40 µg \(1600 IU\) a day/,
    ],
    ['zh-CN', '吃激素要补钙吗，钙尔奇一片够不够', /^\*\*不够/, /每天加 40 µg（1600 IU）/],
  ] as const)(
    '%s "%s"',
    (locale, text, lead, dose) => {
      const r = askAs({ locale, persona: LAO_HUANG, text });
      expect(r.text).toMatch(lead);
      expect(r.text).toMatch(dose);
      expect(r.text).not.toMatch(/600–800 IU a day|每天600–800国际单位/);
    },
    60_000,
  );

  it('"will prednisone hurt my bones?" keeps its yes', () => {
    expect(askAs({ locale: 'en-US', text: 'will prednisone hurt my bones?' }).text).toMatch(
      /^\*\*Yes\. Long-term steroids/,
    );
  }, 60_000);
});

describe('zh-001: a zinc gluconate strength typed as the Chinese label prints it (the salt)', () => {
  it('70 mg 葡萄糖酸锌 is about 9.8 mg zinc, within the UL, and the question is answered', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: 'zinc gluconate by salt mass',
      text: '我每天吃葡萄糖酸锌70mg，这个70mg是算锌元素还是算整个葡萄糖酸锌的重量啊？瓶子上写得不清楚',
    });
    expect(r.text).toMatch(/葡萄糖酸锌 70 mg 指的是整个葡萄糖酸锌（盐）的重量.*约 9\.8 mg 锌/);
    expect(r.text).not.toMatch(/1\.8 倍|远远超过/);
  }, 60_000);

  it('a US zinc gluconate label states the element: 50 mg is 50 mg', () => {
    expect(
      askAs({ locale: 'en-US', text: 'I take zinc gluconate 50 mg a day, is that too much?' }).text,
    ).toMatch(/50 mg a day is far above/);
  }, 60_000);
});

// Development re-judging of the changed answers (after the reader was retrained with rounds 38–39): a pregnancy
// told with a question about food for the baby was read as a perinatal crisis (en-081, en-082).
describe('a pregnancy told with a food question is no perinatal crisis', () => {
  it('the leflunomide answer, not the crisis card', () => {
    const r = askAs({
      locale: 'en-US',
      persona: '郭女士: 6 weeks pregnant on leflunomide, Hb 108, ferritin 12 (zh)',
      text: "Just found out I'm 6 weeks pregnant!! I'm on 来氟米特 leflunomide for my RA. What should I eat or take now for the baby?",
    });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(/leflunomide \(Arava\)/);
    expect(r.text).not.toMatch(/988|postpartum psychosis/);
  }, 60_000);

  it.each([
    'baby is 3 weeks old and i keep seeing myself dropping her down the stairs',
    '生完孩子两周了，天天哭，觉得自己是个没用的妈妈',
  ])('a crisis stays: %s', (text) => {
    expect(redFlagsFor(text).map((h) => h.kind)).toContain('perinatal_crisis');
  });
});
