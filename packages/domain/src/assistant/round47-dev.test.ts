/**
 * Blind answer round 47's unsafe answers (development data from the round on), in words of our own: "the pill" of
 * a 58-year-old on levothyroxine read as a contraceptive (en-002); the calcium of one part asked apart from the
 * levothyroxine of the next (zh-002); the kidney doctor's sodium bicarbonate answered as the gout home remedy and
 * read as a sodium result (en-022); a clinic's unknown herbal powder (zh-022); turmeric with methotrexate typed in
 * traditional characters (zh-025); garlic and turmeric on ticagrelor and aspirin (zh-070); Ensure with a blood
 * thinner the chat does not know (en-048).
 */
import { describe, expect, it, vi } from 'vitest';
import { youngWoman } from '../testing';
import { WANTS_LOSS } from './intents/bmi';
import { sourceLine } from './intents/shared';
import { askWith, leadOf } from './testing-ask';

vi.setConfig({ testTimeout: 30_000 });

const ON_THYROXINE = youngWoman({
  nickname: 'G',
  age: 58,
  heightCm: 156,
  weightKg: 60,
  medicines: ['levothyroxine'],
  supplements: [{ optionId: 'calcium-carbonate-d3', name: 'Caltrate', dose: 1, unit: 'tablet' }],
});

describe('"the pill" of someone who cannot be on the pill is their own medicine (en-002)', () => {
  it('a 58-year-old on levothyroxine: the calcium spacing, no contraceptive', () => {
    const r = askWith(
      'G47',
      ON_THYROXINE,
      'en-US',
      'and what about her calcium? she has it with breakfast, half an hour after the pill',
      'My mum takes her Euthyrox 100 first thing at 6 and then has tea straight away, is that a problem?',
    );
    expect(r.text).not.toMatch(/contraceptive/i);
    expect(r.text).toMatch(/4 hours/);
    expect(r.text).not.toMatch(/keep taking them as you do now/);
  });

  it('a young woman with no medicine of her own: "the pill" is still the contraceptive', () => {
    const r = askWith(
      'Y47',
      youngWoman({ nickname: 'Y' }),
      'en-US',
      "can I take St John's wort with the pill?",
    );
    expect(r.text).toMatch(/contracept|birth control|the pill/i);
  });
});

describe('a part naming only the medicine asks about the supplement of the part before (zh-002)', () => {
  it('钙片呢？…和优甲乐一起吃的，要不要分开 → the 4-hour gap, not "no reliable rule"', () => {
    const r = askWith('G47', ON_THYROXINE, 'zh-CN', '那钙片呢？我也是早上和优甲乐一起吃的，要不要分开吃');
    expect(r.text).toMatch(/4小时/);
    expect(r.text).not.toMatch(/左甲状腺素\*\*——能不能一起吃、要隔多久。这一点我没有可靠的规则/);
  });
});

const KIDNEY_GOUT = youngWoman({
  nickname: 'D',
  gender: 'male',
  age: 72,
  heightCm: 168,
  weightKg: 66,
  conditions: ['kidney_disease', 'gout', 'hypertension'],
  medicines: ['febuxostat', 'amlodipine', 'sodium-bicarbonate'],
});

describe("the kidney doctor's sodium bicarbonate (en-022)", () => {
  it.each([
    [
      'en-US',
      'his kidney doctor gave him sodium bicarbonate 1 g twice a day. is that part of his salt for the day?',
    ],
    ['zh-CN', '肾内科医生给我爸开了碳酸氢钠片，一次1克一天两次，这个要算进每天的盐里吗'],
  ] as const)('%s: its salt, never the gout home-remedy text or a sodium result', (locale, text) => {
    const r = askWith('D47', KIDNEY_GOUT, locale, text);
    expect(r.text).toMatch(locale === 'zh-CN' ? /274毫克/ : /274 mg/);
    expect(r.text).not.toMatch(/Baking-soda water does not lower|小苏打水不降血尿酸/);
    expect(r.text).not.toMatch(/depends on the unit|要看单位/);
  });

  it('a gout question about baking-soda water from someone not on the tablets keeps the gout answer', () => {
    const r = askWith(
      'D47b',
      youngWoman({ nickname: 'E', gender: 'male', age: 50, conditions: ['gout'] }),
      'zh-CN',
      '樱桃和小苏打水能降尿酸吗',
    );
    expect(r.text).toMatch(/小苏打水不降血尿酸/);
  });
});

describe('an unknown herbal powder from a clinic: how to find out what is in it (zh-022)', () => {
  it.each([
    [
      'zh-CN',
      '诊所给我爸开了补肾的药粉，里面是什么他也不知道，会不会和他的降压药冲突？怎么问清楚',
      /处方/,
      /马兜铃/,
    ],
    [
      'en-US',
      "a clinic gave dad an ayurvedic kidney tonic powder and nobody knows what's in it. how do we find out? does it clash with his BP pills?",
      /written prescription/,
      /aristoloch/,
    ],
  ] as const)('%s: the steps to ask, the kidney herbs named', (locale, text, steps, herbs) => {
    const r = askWith('D47', KIDNEY_GOUT, locale, text);
    expect(r.text).toMatch(steps);
    expect(r.text).toMatch(herbs);
  });
});

describe('turmeric with methotrexate typed in traditional characters (zh-025)', () => {
  it('the liver answer, not the folic-acid day', () => {
    const r = askWith(
      'M47',
      youngWoman({ nickname: 'M', age: 52, medicines: ['methotrexate'] }),
      'zh-CN',
      '我每週吃MTX，最近每天吃薑黃膠囊，抽血轉氨酶有點高，薑黃會不會更傷肝？',
    );
    expect(r.text).toMatch(/姜黄/);
    expect(leadOf(r.text)).not.toMatch(/叶酸不要和甲氨蝶呤同一天吃/);
    expect(r.text).toMatch(/伤肝|肝损伤/);
  });
});

describe('bleeding-risk supplements asked as new on two blood thinners (zh-070)', () => {
  const STENTED = youngWoman({
    nickname: 'H',
    gender: 'male',
    age: 61,
    heightCm: 172,
    weightKg: 75,
    medicines: ['ticagrelor', 'aspirin'],
  });
  it.each([
    ['zh-CN', '他放了支架，在吃替格瑞洛和阿司匹林，想给他加点大蒜精和姜黄胶囊护心，可以吗', /^\*\*不建议加/],
    [
      'en-US',
      'he had a stent and takes ticagrelor and aspirin. can I add garlic pills and turmeric for his heart?',
      /^\*\*Better not to add/,
    ],
  ] as const)('%s: a clear no first', (locale, text, lead) => {
    const r = askWith('H47', STENTED, locale, text);
    expect(r.text).toMatch(lead);
  });

  it('one antiplatelet alone keeps the pair rows without that lead', () => {
    const r = askWith(
      'H47b',
      youngWoman({ nickname: 'I', gender: 'male', age: 61, medicines: ['aspirin'] }),
      'en-US',
      'can I take garlic pills with my aspirin?',
    );
    expect(r.text).not.toMatch(/^\*\*Better not to add/);
  });
});

describe('a nutrition drink with a blood thinner the chat does not know (en-048)', () => {
  const FRAIL = youngWoman({
    nickname: 'K',
    age: 85,
    heightCm: 150,
    weightKg: 41,
    conditions: ['osteoporosis'],
    medicines: ['bisoprolol'],
  });
  it.each([
    [
      'en-US',
      'could we give her Ensure or protein powder? is that ok with her blood thinner?',
      /depends on which one/,
    ],
    ['zh-CN', '她在吃抗凝药，能给她喝安素或者蛋白粉吗', /看是哪一种抗凝药/],
  ] as const)('%s: it depends on the blood thinner, never the underweight text', (locale, text, lead) => {
    const r = askWith('K47', FRAIL, locale, text);
    expect(r.text).toMatch(lead);
    expect(r.text).not.toMatch(/do not try to lose more weight|不要再减/);
  });

  it('"blood thinner" is no wish to be thinner', () => {
    expect(WANTS_LOSS.test('is that ok with her blood thinner?')).toBe(false);
    expect(WANTS_LOSS.test('i want to be thinner')).toBe(true);
  });
});

describe('an en source line keeps a journal citation whole', () => {
  it('"2021;42:3599" is not cut, and a Chinese reference before "；" goes', () => {
    const line = sourceLine(
      '中国居民膳食指南（2022）；McDonagh TA et al. 2021 ESC Guidelines. Eur Heart J 2021;42:3599–3726 (salt); KDIGO 2024',
      'en-US',
    );
    expect(line).toMatch(
      /_Source: McDonagh TA et al\. 2021 ESC Guidelines\. Eur Heart J 2021;42:3599–3726 \(salt\); KDIGO 2024_/,
    );
  });
});

describe('a weekly bisphosphonate morning that already had coffee, or a forgotten week (en-066, a neighbour answer)', () => {
  const ON_ALENDRONATE = youngWoman({
    nickname: 'D',
    age: 63,
    heightCm: 160,
    weightKg: 58,
    medicines: ['alendronate'],
    supplements: [{ optionId: 'vitamin-d3-400iu', name: 'Vitamin D3', dose: 1, unit: 'tablet' }],
  });
  it('the follow-up names only the coffee: the label’s missed-dose rule, not vitamin D timing', () => {
    const r = askWith(
      'D47',
      ON_ALENDRONATE,
      'en-US',
      "what if I forget and I've already had my coffee that morning?",
      'How do I take my weekly Fosamax with my calcium citrate and vitamin D? On Sunday I take everything with my first coffee.',
    );
    expect(r.text).toMatch(/next morning/);
    expect(r.text).toMatch(/two tablets on the same day/);
    expect(r.text).not.toMatch(/Morning or evening both work for vitamin D/);
  });
  it('in Chinese, asked whole', () => {
    const r = askWith('D47z', ON_ALENDRONATE, 'zh-CN', '今天忘了先吃福善美，已经喝了豆浆，还能吃吗？');
    expect(r.text).toMatch(/第二天早上/);
    expect(r.text).toMatch(/同一天不要吃两片/);
  });
  it('a day forgotten with nothing eaten yet: the morning after remembering, which may be today', () => {
    const r = askWith(
      'D47f',
      ON_ALENDRONATE,
      'en-US',
      'I forgot my weekly fosamax yesterday, can I take it today before my coffee?',
    );
    expect(leadOf(r.text)).toMatch(/on the morning after you remember/);
    expect(r.text).toMatch(/that morning is today/);
    expect(leadOf(r.text)).not.toMatch(/If you have already had coffee/);
    const z = askWith('D47fz', ON_ALENDRONATE, 'zh-CN', '上周忘了吃福善美，今天能补吗');
    expect(z.text).toMatch(/想起来之后的那个早上吃一片/);
  });
  it('a missed medicine is no missed dialysis session', () => {
    const r = askWith('D47d', ON_ALENDRONATE, 'en-US', 'missed my actonel on sunday. what now');
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(/two tablets on the same day/);
  });
  it('a vitamin D timing question beside coffee keeps the vitamin D answer', () => {
    const r = askWith(
      'D47v',
      ON_ALENDRONATE,
      'en-US',
      'should I take my vitamin D in the morning with coffee or at night?',
    );
    expect(r.text).toMatch(/vitamin D/);
    expect(r.text).not.toMatch(/two tablets on the same day/);
  });
});

describe('CoQ10 on a statin with no aches (en-074, a neighbour answer)', () => {
  const ON_STATIN = youngWoman({ nickname: 'M', gender: 'male', age: 49, medicines: ['atorvastatin'] });
  it('whether it does anything leads; no "tell the doctor about the aches"', () => {
    const r = askWith(
      'M47',
      ON_STATIN,
      'en-US',
      "Is the CoQ10 actually doing anything? He's on atorvastatin 80 at night but doesn't have any muscle aches. Is it worth keeping?",
    );
    expect(r.text).toMatch(/With no muscle aches, CoQ10 has nothing to treat/);
    expect(r.text).not.toMatch(/about the muscle aches or weakness soon/);
  });
  it('aches told keep the prescriber first', () => {
    const r = askWith(
      'M47b',
      ON_STATIN,
      'en-US',
      'my legs ache since the atorvastatin, should I take CoQ10?',
    );
    expect(r.text).toMatch(/about the muscle aches or weakness soon/);
  });
  it('没有肌肉酸痛, in Chinese', () => {
    const r = askWith('M47z', ON_STATIN, 'zh-CN', '吃阿托伐他汀，没有肌肉酸痛，辅酶Q10还有必要吃吗');
    expect(r.text).toMatch(/没有肌肉酸痛时，辅酶Q10没有要治的症状/);
  });
});

describe('a non-alcoholic malt drink with diabetes (zh-046, en-042, neighbour answers)', () => {
  const ON_GLIMEPIRIDE = youngWoman({
    nickname: 'E',
    gender: 'male',
    age: 54,
    conditions: ['diabetes', 'hypertension'],
    medicines: ['metformin', 'glimepiride'],
  });
  it('the sugar of the malt drink leads, and the palm wine is the alcohol part', () => {
    const r = askWith(
      'E47',
      ON_GLIMEPIRIDE,
      'zh-CN',
      '周末喝点棕榈酒，还有麦芽饮料，麦芽饮料没酒精为啥也要少喝？',
    );
    expect(r.text).toMatch(/^\*\*麦芽饮料/);
    expect(r.text).toMatch(/棕榈酒、啤酒是另一回事/);
  });
  it('malt drink alone: no alcohol text', () => {
    const r = askWith('E47b', ON_GLIMEPIRIDE, 'en-US', 'is Maltina ok for a diabetic? it has no alcohol');
    expect(r.text).toMatch(/sweetened drink/);
    expect(r.text).not.toMatch(/Palm wine/);
  });
});

describe('carbohydrate per hour on a long run (zh-039, declined, then a neighbour answer)', () => {
  const RUNNER = youngWoman({ nickname: 'R', age: 35 });
  it('the own gels counted per hour, in traditional characters and Cantonese', () => {
    const r = askWith(
      'R47',
      RUNNER,
      'zh-CN',
      '長跑通常6至8個鐘，每30分鐘食一包gel（20g碳水），咁嘅份量夠唔夠？',
    );
    expect(r.text).toMatch(/每30分钟20克，约等于每小时40克碳水/);
    expect(r.text).toMatch(/90克/);
    expect(r.text).not.toMatch(/热瑜伽/);
  });
  it('in English without amounts: the table by length', () => {
    const r = askWith(
      'R47b',
      RUNNER,
      'en-US',
      'training for an ultra, 5 hours on my feet, how many gels should I take?',
    );
    expect(r.text).toMatch(/30–60 g an hour/);
    expect(r.text).toMatch(/hyponatraemia/);
  });
});
