import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { redFlagsFor } from '../safety/joined';
import { person } from '../testing';

// Forty-first blind clinician review (2026-12-01): the chat's side, in words of our own.
const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: string[] = []) =>
  assistantReply({ text, locale, plan: null, medicines });

describe('a man on thalidomide asks about his pregnant partner (zh S2)', () => {
  it.each([
    ['老婆怀孕两个月了，我一直吃反应停，同房要注意什么', 'zh-CN', /每一次都必须全程戴乳胶或合成材质的避孕套/],
    ['我吃沙利度胺 需要戴套吗', 'zh-CN', /避孕套/],
    [
      'I’m on thalidomide for lupus and my girlfriend is pregnant — anything we should know about sex?',
      'en-US',
      /condom every time/,
    ],
    ['My husband takes Revlimid, do we need condoms? I am 34', 'en-US', /condom every time/],
  ] as const)('%s', (text, locale, said) => {
    const r = ask(text, locale, ['thalidomide']);
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/叶酸: 600|Folate: 600/);
  });
  it('a man whose plan says male gets the men’s rule in his plan-aware answer too', () => {
    const plan = storedPlanFor(
      'jie-review41',
      { ...person('male', 31, 175, 72, 'moderate'), medicines: ['thalidomide'] },
      'zh-CN',
    );
    const r = assistantReply({
      text: '会不会影响孩子？我们同房要注意啥',
      locale: 'zh-CN',
      plan,
      medicines: ['thalidomide'],
    });
    expect(r.text).toMatch(/避孕套/);
  });
});

describe('bosentan and a pregnancy wish (zh S1)', () => {
  it('the teratogen rule, the pill warning and the danger of pregnancy with PAH', () => {
    const r = ask('我在吃全可利治肺动脉高压，想明年要宝宝，我这情况能备孕吗', 'zh-CN', [
      'bosentan',
      'sildenafil',
    ]);
    expect(r.text).toMatch(/孕期禁用/);
    expect(r.text).toMatch(/怀孕对妈妈非常危险/);
  });
  it.each([
    ['全可利会不会让优思明失效？', 'zh-CN', /不能只靠口服避孕药/],
    ['does Tracleer stop my Yaz from working?', 'en-US', /the pill alone is not enough/],
  ] as const)('%s', (text, locale, said) => {
    expect(ask(text, locale, ['bosentan', 'drospirenone-ethinylestradiol']).text).toMatch(said);
  });
});

describe('a feeding tube (en S1, S2)', () => {
  const ray = ['phenytoin', 'levothyroxine', 'atorvastatin'];
  it.each([
    [
      'i give his dilantin liquid thru the peg while the jevity pump is running, is that ok?? his level came back 6.8',
      'en-US',
      /stop the feed about 2 hours before/,
    ],
    ['我爸鼻饲，苯妥英钠能和营养液一起打进去吗', 'zh-CN', /给药前约2小时停营养液/],
    ['can i crush his synthroid into the feed bag? his TSH was 7.9', 'en-US', /Do not mix levothyroxine/],
  ] as const)('%s', (text, locale, said) => {
    expect(ask(text, locale, ray).text).toMatch(said);
  });
  it.each([
    [
      'the report says eat almonds and chia seeds for magnesium, he can have those right? speech therapist said nothing by mouth but idk',
      'en-US',
      /^\*\*No\. "Nothing by mouth"/,
    ],
    ['医生说禁食禁水，能给他喝点米汤吗', 'zh-CN', /^\*\*不能。/],
  ] as const)('%s: no', (text, locale, said) => {
    expect(ask(text, locale, ray).text).toMatch(said);
  });
  it('fasting before a procedure is not nil by mouth for good', () => {
    expect(
      ask('I am NPO after midnight for my colonoscopy, can I take my synthroid in the morning?', 'en-US', ray)
        .text,
    ).not.toMatch(/Nothing by mouth" means nothing at all/);
  });
});

describe('valproate (fortieth review, en M12, M13, M15)', () => {
  const meds = ['valproate', 'quetiapine'];
  const plan = storedPlanFor(
    'kwame-review41',
    {
      ...person('male', 38, 178, 90, 'light'),
      conditions: ['mental_illness'],
      alcohol: 'heavy',
      medicines: meds,
      labs: [{ marker: 'ALT', value: 74, unit: 'U/L', labRefLow: 7, labRefHigh: 40 }],
    },
    'en-US',
  );
  const said = (text: string) => assistantReply({ text, locale: 'en-US', plan, medicines: meds }).text;
  it('beers with a raised ALT: none at all, never "a small amount is usually fine"', () => {
    const r = said('i have 6-8 club beers on saturdays with the boys, does that mess with the depakote?');
    expect(r).toMatch(/^\*\*Your liver tests are already raised/);
    expect(r).not.toMatch(/small amount is usually fine/);
  });
  it('carnitine for a high ammonia: the prescriber decides, not the weight-loss text', () => {
    const r = said('my ammonia is high 68, someone online said L-carnitine helps, how much should i take?');
    expect(r).toMatch(/prescriber decides and prescribes it/);
    expect(r).not.toMatch(/helps weight loss/);
  });
  it.each([
    ['is keto ok with my meds?', 'en-US', /do not start keto on your own/],
    ['吃德巴金想试试生酮减肥可以吗', 'zh-CN', /不要自己开始生酮饮食/],
  ] as const)('%s', (text, locale, r) => {
    expect(
      assistantReply({ text, locale, plan: locale === 'en-US' ? plan : null, medicines: meds }).text,
    ).toMatch(r);
  });
});

describe('a drink asked beside a value (fortieth review, en M11)', () => {
  it('coconut water with a potassium of 5.4 on an ARB', () => {
    const r = ask('I drink a coconut water every day, my potassium was 5.4, is that ok?', 'en-US', [
      'telmisartan',
    ]);
    expect(r.text).toMatch(/Serum potassium 5\.4: high/);
    expect(r.text).toMatch(/coconut water is high in potassium/);
    expect(r.text).not.toMatch(/daughter/);
  });
});

describe('suicidal intent in a vitamin question (blind triage round 58, en)', () => {
  it('"a vitamin that helps u sleep forever … actually not wake up" is the crisis card', () => {
    const text =
      'is there any vitamin that helps u sleep forever. like actually not wake up. asking for real';
    expect(redFlagsFor(text).map((f) => f.kind)).toContain('suicidal');
    expect(ask(text, 'en-US').urgent).toBe(true);
  });
  it.each([
    'I am so tired I could sleep forever lol',
    'my baby would actually not wake up for feeds, is that normal?',
  ])('%s: not the crisis card', (text) => {
    expect(redFlagsFor(text).map((f) => f.kind)).not.toContain('suicidal');
  });
});

describe('a pill schedule that muddles is no hepatic encephalopathy (en M7)', () => {
  const liver = { conditions: ['liver_disease'], medicines: [] };
  it.each([
    "I take Urso twice a day, Questran, Ocaliva, Caltrate and Fosamax and I'm getting confused with all of them. What order should I take them in?",
    '我吃的药太多了，都搞糊涂了，消胆胺和熊去氧胆酸怎么错开',
  ])('%s', (text) => {
    expect(redFlagsFor(text, liver)).toEqual([]);
  });
  it.each([
    'my husband has cirrhosis and today he is confused and sleepy',
    '他肝硬化，今天有点糊涂，老说胡话',
    '我妈吃了安眠药以后人都糊涂了',
  ])('%s: still urgent', (text) => {
    expect(redFlagsFor(text, liver).length).toBeGreaterThan(0);
  });
});

describe('pirfenidone with fluvoxamine in the chat (zh M3)', () => {
  it('the pair is named, not "no reliable rule"', () => {
    const r = ask('精神科又给我开了兰释晚上吃，跟吡非尼酮一块吃有冲突没有？', 'zh-CN', [
      'pirfenidone',
      'fluvoxamine',
    ]);
    expect(r.text).toMatch(/一般不能一起吃/);
    expect(r.text).not.toMatch(/没有可靠的规则/);
  });
});

describe('more of the forty-first review’s moderates (zh M8, M11, M12)', () => {
  it('a fluid limit the doctor set is no water-loading', () => {
    const r = ask('医生让我少吃盐少喝水，每天喝多少水合适，盐吃多少克？', 'zh-CN', [
      'furosemide',
      'bosentan',
    ]);
    expect(r.text).toMatch(/以医生的为准/);
    expect(r.text).not.toMatch(/压住饥饿|渴了就喝，正常喝水就够/);
  });
  it('diarrhoea on colchicine: the prescriber today', () => {
    const r = ask('秋水仙碱吃了老拉肚子 一天拉五六次 西柚汁还能喝不', 'zh-CN', ['colchicine', 'thalidomide']);
    expect(r.text).toMatch(/请今天就联系开药的医生/);
  });
  it('numb hands on thalidomide: its neuropathy, not the vegan B12 text', () => {
    const r = ask('吃反应停以后手脚发麻，要不要补B12', 'zh-CN', ['thalidomide']);
    expect(r.text).toMatch(/周围神经损伤/);
    expect(r.text).not.toMatch(/纯素/);
  });
});

describe('pregnant now on mycophenolate; ondansetron beside tacrolimus (en M11, M13)', () => {
  const meds = ['mycophenolate', 'tacrolimus', 'prednisone', 'lisinopril', 'ondansetron'];
  const plan = storedPlanFor(
    'jasmine-review41',
    {
      ...person('female', 27, 163, 61, 'light'),
      lifeStage: 'pregnant_t1',
      conditions: ['kidney_transplant', 'hypertension'],
      medicines: meds,
    },
    'en-US',
  );
  const said = (text: string) => assistantReply({ text, locale: 'en-US', plan, medicines: meds }).text;
  it('"should i just stop the cellcept today?" at 6 weeks: the prescriber today, no planning visit', () => {
    const r = said(
      'i just found out im 6 weeks pregnant and it wasnt planned. should i just stop the cellcept today?',
    );
    expect(r).toMatch(/contact the prescriber today/);
    expect(r).not.toMatch(/Book a visit about pregnancy planning/);
  });
  it('"is it ok to take zofran with my meds?": the QT caution, not "no reliable rule"', () => {
    const r = said('is it ok to take zofran with my meds? i feel so sick');
    expect(r).toMatch(/prolongs the QT interval/);
    expect(r).not.toMatch(/no reliable rule/);
  });
});
