import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

// Blind answer round 29 (development data once measured before and after): the unsafe answers, as classes.
const GUO = '郭女士: 6 weeks pregnant on leflunomide, Hb 108, ferritin 12 (zh)';
const FOLIC_Q = '刚查出来怀孕6周，41岁了，现在还在吃来氟米特、塞来昔布和强的松。叶酸应该吃多大剂量？';

describe('pregnant on leflunomide (zh-081, zh-082)', () => {
  it(
    'stopping asked with no pregnancy word, pregnant in the plan: stop it and call today',
    { timeout: 60_000 },
    () => {
      const r = askAs({
        locale: 'zh-CN',
        persona: GUO,
        text: '来氟米特要不要马上停？风湿科的号要下周才挂得上',
        previous: FOLIC_Q,
      });
      expect(r.text).toMatch(/^\*\*吃来氟米特或特立氟胺时验孕阳性或月经推迟：说明书要求停药/);
      expect(r.text).not.toMatch(/不要自己停用或调整医生开的药|没有可靠的规则/);
      const en = askAs({
        locale: 'en-US',
        persona: GUO,
        text: 'should I stop the leflunomide right away? I cannot see the rheumatologist until next week',
      });
      expect(en.text).toMatch(/the label says stop it/);
    },
  );

  it(
    'the NSAID text follows the leflunomide text, and the folic acid asked is answered',
    { timeout: 60_000 },
    () => {
      const r = askAs({ locale: 'zh-CN', persona: GUO, text: FOLIC_Q });
      const lead = r.text.indexOf('说明书要求停药');
      const nsaid = r.text.indexOf('非甾体抗炎止痛药');
      expect(lead).toBeGreaterThanOrEqual(0);
      expect(nsaid).toBeGreaterThan(lead);
      expect(r.text).toMatch(/叶酸：按你的方案每天0\.4毫克/);
    },
  );

  it('someone pregnant on ibuprofen alone keeps the NSAID text alone', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'pregnant at week 30 taking ibuprofen for back pain',
      text: 'can i take ibuprofen for my back pain?',
    });
    expect(r.text).toMatch(/^\*\*In pregnancy do not take ibuprofen/);
    expect(r.text).not.toMatch(/leflunomide/i);
  });
});

// A potassium already low, on a medicine that keeps potassium in (en-029, zh-046, en-144): never the
// restriction list or a hyperkalaemia card in the lead.
describe('a low potassium on an ACE inhibitor', () => {
  const FRANK = 'metastatic prostate cancer on Zytiga with prednisone, Zestoretic, K 3.3 (en)';
  const EILEEN = 'Eileen: PMR on prednisolone, Hb 118 without iron studies, K 3.2 (UK)';
  it('foods asked: fine and a little help, tablets the doctor’s', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: FRANK,
      text: '土豆和牛油果可以吗，会不会升血糖',
      previous:
        '血钾3.3，医生说可能跟Zytiga还有Zestoretic里那个利尿的成分有关。他有糖尿病不太敢多吃水果，还有什么办法补钾',
    });
    expect(r.text).toMatch(/你的血钾偏低：含钾的食物可以正常吃/);
    expect(r.text).not.toMatch(/不宜刻意多吃高钾食物|血钾偏高或医生让你限钾时/);
  });
  it(
    'potassium pills asked: the low-potassium answer leads, no hyperkalaemia card',
    { timeout: 60_000 },
    () => {
      const r = askAs({
        locale: 'en-US',
        persona: FRANK,
        text: 'K was 3.3 again and my oncologist wants it up. potassium pills or just eat more potatoes and OJ?',
      });
      expect(r.text).not.toMatch(/^⚠️/);
      expect(r.text).not.toMatch(/can raise blood potassium \(hyperkalaemia\)/);
      expect(r.text).toMatch(/food alone rarely corrects it|rarely comes up with food alone/);
    },
  );
  it('a fruit follow-up is not the held-potassium fruit list', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'en-US',
      persona: EILEEN,
      text: 'what about bananas and oranges then?',
      previous:
        'Hello, my potassium was 3.2 when I had my bloods done at the surgery last week. Should I be eating more bananas?',
    });
    expect(r.text).not.toMatch(/cut back on bananas, oranges/);
  });
});

// en-112 (unsafe): folic acid with sickle cell disease while trying for a baby — 5 mg (RCOG GTG 61).
describe('folic acid with sickle cell disease before a pregnancy', () => {
  const SICKLE = 'sickle cell disease on hydroxyurea, iron overload, planning a pregnancy';
  it(
    'names 5 mg before conception and in pregnancy, prescribed, and keeps the figure',
    { timeout: 60_000 },
    () => {
      const r = askAs({
        locale: 'en-US',
        persona: SICKLE,
        text: 'how much folic acid then? someone said sickle cell needs more than normal',
        previous: "we're trying for a baby next year. what do I need to change with hydroxyurea?",
      });
      expect(r.text).toMatch(/5 mg of folic acid a day \(a prescription dose\)/);
      expect(r.text).not.toMatch(/for planning a pregnancy, is enough/);
      const zh = askAs({
        locale: 'zh-CN',
        persona: SICKLE,
        text: '备孕的话叶酸吃多少？镰状细胞病是不是要多吃',
      });
      expect(zh.text).toMatch(/镰状细胞病、地中海贫血的人，剂量可能更高（常为每天5毫克/);
    },
  );
});

// en-136 (unsafe): a citrus follow-up after pomelo with a medicine the dictionary does not know got
// atorvastatin's "pomelo now and then is fine".
describe('a follow-up about another food after an unknown medicine', () => {
  it('stays that medicine’s question', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'en-US',
      persona: '淋巴瘤 on 泽布替尼 kept as typed, 阿托伐他汀 (zh)',
      text: 'how about oranges and mandarins',
      previous:
        'my dad takes zanubrutinib (泽布替尼) for lymphoma. Mid-Autumn festival is coming, can he eat pomelo and mooncakes?',
    });
    // Zanubrutinib is in the dictionary since blind answer round 30: its own rule, sweet oranges fine.
    expect(r.text).toMatch(/^On zanubrutinib \(Brukinsa\)/);
    expect(r.text).toMatch(/Ordinary sweet oranges/);
    expect(r.text).not.toMatch(/^On atorvastatin|a few segments of pomelo/);
  });
});

// en-099 (unsafe): a low white count on chemotherapy asked about foods got the clozapine and methotrexate
// text — on chemotherapy or with cancer, the fever and food safety.
describe('a low white count on chemotherapy', () => {
  it.each([
    [
      'en-US',
      'his white cell count is 1.8. any foods he should avoid right now?',
      /38\.0 °C.*emergency department at once.*cooked through/s,
    ],
    ['zh-CN', '化疗后白细胞1.8，饮食上要忌口什么？', /38\.0℃.*立即去急诊.*熟透/s],
  ] as const)('%s "%s": the fever first, then food safety', { timeout: 60_000 }, (locale, text, says) => {
    const r = askAs({ locale, persona: '阿强 chemoradiotherapy with vitamin C 1000 mg (zh)', text });
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(/clozapine|氯氮平/);
  });
  it('a low count on clozapine keeps the prescriber text', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'clozapine after quitting smoking, Metamucil, constipated (en)',
      text: 'my ANC was 1.4, is there any food to raise my white cells?',
    });
    expect(r.text).toMatch(/tell the prescriber/);
  });
});

// zh-088 (unsafe): vitamin K2 taken daily on warfarin — "hold it" in the headline above "do not stop it".
describe('a product the warfarin dose was set around', () => {
  const SIOBHAN = 'Siobhan: mechanical valve on warfarin with daily vitamin K2 (en)';
  it.each([
    [
      'zh-CN',
      '我是机械瓣，吃华法林，每天还吃一粒维K2 MK-7 100mcg。朋友说K2只管骨头不影响华法林，真的假的',
      /先不要自己加量、减量或停掉/,
    ],
    [
      'en-US',
      'my friend says K2 only affects bones and not warfarin, is that true?',
      /do not add to it, cut it or stop it yourself/,
    ],
  ] as const)('%s: the headline says not to change it alone', { timeout: 60_000 }, (locale, text, says) => {
    const r = askAs({ locale, persona: SIOBHAN, text });
    expect(r.text).toMatch(says);
    expect(r.text).not.toMatch(/先暂缓服用|hold it for now/);
  });
});

// zh-039 (unsafe): a low vitamin D and a low blood calcium, "is one Caltrate D600 enough?", got the day's
// calcium sum ("a little short: add a yoghurt").
describe('a low vitamin D and blood calcium asked as "is my calcium tablet enough"', () => {
  it('is the lab reading and the treatment, not the calcium sum', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: '老黄: prostate cancer on prednisone, K 3.3, Hb 118 without iron studies (zh)',
      text: '维生素D 11.8，血钙2.02，两个都偏低，现在一天一片钙尔奇D600，够不够啊',
    });
    expect(r.text).not.toMatch(/还差一点：多喝一盒酸奶/);
    expect(r.text).toMatch(/治疗剂量/);
  });
  it('the calcium sum still answers a plain intake question', { timeout: 60_000 }, () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: 'osteoporosis on alendronate with Tums',
      text: '我每天一片钙片600毫克，不喝奶，钙够不够',
    });
    expect(r.text).toMatch(/一天钙大约900–1000毫克/);
  });
});
