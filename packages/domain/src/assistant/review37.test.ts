import { describe, expect, it } from 'vitest';
import { LOCALES } from '../testing';
import { assistantReply, type ChatTurn } from './index';
import { faqIdsOf } from './faq/testing';

// Thirty-seventh blind clinician review (2026-12-01, start of session) and the thirty-sixth review's moderates: the
// chat's side. Medicines named as the reviewers' personas typed them.
const ask = (text: string, locale: 'zh-CN' | 'en-US', medicines: string[] = [], history: ChatTurn[] = []) =>
  assistantReply({ text, locale, plan: null, medicines, history });

describe('Contrave, tramadol and drinking (en S1, S2)', () => {
  it('extra tramadol on Contrave: the opioid block and its overdose risk, and the prescriber today', () => {
    const r = ask('my tramadol isnt working since i started contrave, can i just take 2 extra?', 'en-US', [
      'naltrexone-bupropion',
      'tramadol',
    ]);
    expect(r.text).toMatch(/blocks the opioid receptors/);
    expect(r.text).toMatch(/Do not take extra opioid/);
    expect(r.text).toMatch(/lower the seizure threshold/);
  });

  it.each([
    [
      'i usually have like 8-10 bevvies saturday nights, does that matter with contrave',
      ['naltrexone-bupropion'],
    ],
    ['can bupropion and a big night on the drink cause a fit?', ['bupropion']],
  ])('%s → the seizure risk with heavy drinking, never its dosing times', (text, meds) => {
    const r = ask(text, 'en-US', meds);
    expect(r.text).toMatch(/raises the risk of a fit/);
    expect(r.text).not.toMatch(/With or without food/);
  });

  it('Contrave is not taken with a high-fat meal', () => {
    expect(ask('when should I take my contrave, with food?', 'en-US', ['naltrexone-bupropion']).text).toMatch(
      /not with a high-fat meal/,
    );
  });
});

describe('a breastfed baby (en S3)', () => {
  it.each([
    ['Does my baby need anything? she is exclusively breastfed, 7 weeks old', 'en-US', /vitamin D drops/],
    ['我在喂母乳，宝宝需要补什么吗', 'zh-CN', /维生素D 10微克/],
  ] as const)('%s', (text, locale, said) => {
    const r = ask(text, locale);
    expect(faqIdsOf(r)).toContain('breastfed-baby-needs');
    expect(r.text).toMatch(said);
    expect(r.text).toMatch(locale === 'zh-CN' ? /B12全部来自母乳/ : /all of its vitamin B12 from the milk/);
  });
});

describe('an emergency told with a medicine question (zh S1, S2)', () => {
  const fit =
    '怀孕20周了，刚刚在厨房突然抽了一下，我老公说我眼睛往上翻手脚一直抖了差不多两分钟，现在醒了但是头很痛，肚子有点发紧';
  it('a fit in pregnancy: the seizure and pre-eclampsia cards, and no thunderclap text', () => {
    const r = ask(fit, 'zh-CN', ['levetiracetam']);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/抽搐（惊厥）时让患者侧卧/);
    expect(r.text).toMatch(/子痫前期/);
    expect(r.text).not.toMatch(/脑出血/);
  });

  it('"can I stop Keppra for a few days" after it: never stopped on her own', () => {
    const first = ask(fit, 'zh-CN', ['levetiracetam']);
    const history: ChatTurn[] = [
      { role: 'user', content: fit },
      { role: 'assistant', content: first.text },
    ];
    const r = ask(
      '现在好像缓过来了，不去医院行不行？开浦兰能不能先停几天让宝宝少受点药',
      'zh-CN',
      ['levetiracetam'],
      history,
    );
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/左乙拉西坦不要自己停，下一次照常按时吃/);
  });

  it.each(LOCALES)('%s: an antiseizure medicine named with a stop question gets the line', (locale) => {
    const r = ask(
      locale === 'zh-CN'
        ? '我刚才抽搐了，手脚一直抖，现在醒了，丙戊酸钠要不要先停'
        : 'i just had a seizure, arms and legs jerking, awake now — should I stop my Keppra?',
      locale,
    );
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要自己停/ : /Do not stop [^.]* yourself/);
  });

  it('watery diarrhoea with little urine on rivaroxaban: dehydration, no skipped anticoagulant, no extra loperamide', () => {
    const first = '今天拉了七八次全是水，嘴巴干得很，一天就尿了一点点还是深茶色的，站起来头晕眼发黑';
    const a = ask(first, 'zh-CN', ['rivaroxaban', 'loperamide']);
    expect(a.urgent).toBe(true);
    expect(a.text).toMatch(/脱水/);
    expect(a.text).not.toMatch(/先不要吃下一次抗凝药/);
    const history: ChatTurn[] = [
      { role: 'user', content: first },
      { role: 'assistant', content: a.text },
    ];
    const b = ask(
      '我先喝点淡盐水，易蒙停多吃两片，扛到明天再说可以吗',
      'zh-CN',
      ['rivaroxaban', 'loperamide'],
      history,
    );
    expect(b.urgent).toBe(true);
    expect(b.text).toMatch(/易蒙停（洛哌丁胺）不要自己加量/);
  });
});

describe('the thirty-sixth review’s moderates', () => {
  it('levofloxacin with a multivitamin: its own 2 hours either side, never ciprofloxacin’s 6 (zh M6)', () => {
    const r = ask('早上跟牛奶还有善存一起吃的左氧氟沙星，这样行吗', 'zh-CN', ['levofloxacin']);
    expect(r.text).toMatch(/2小时/);
    expect(r.text).not.toMatch(/6小时/);
  });

  it('efavirenz asked with a late-night snack gets its label time, not the late-dinner row (zh M2)', () => {
    const r = ask('依非韦伦饭后吃还是睡前吃？我经常吃完宵夜再吃 老做噩梦', 'zh-CN', ['efavirenz']);
    expect(r.text).toMatch(/依非韦伦[^。]*空腹吃，最好在睡前吃/);
    expect(faqIdsOf(r)).not.toContain('late-or-skipped-dinner');
  });

  it.each([
    ['on procarbazine, can I have a beer?', 'en-US', /drink no alcohol/],
    ['吃甲基苄肼能喝酒吗', 'zh-CN', /不要喝酒/],
  ] as const)(
    'procarbazine: no alcohol at all, never "bottled beer is fine" (en M4): %s',
    (text, locale, said) => {
      const r = ask(text, locale, ['procarbazine']);
      expect(r.text).toMatch(said);
      expect(faqIdsOf(r)).not.toContain('maoi-beer-wine');
    },
  );

  it('procarbazine with Sudafed is the MAOI pair', () => {
    expect(ask('on procarbazine, is sudafed ok for my cold', 'en-US', ['procarbazine']).text).toMatch(
      /hypertensive crisis/,
    );
  });

  it('ALT on eltrombopag is linked to it, for the haematologist (zh M1)', () => {
    const r = ask('ALT 76是咋回事 跟瑞弗兰有关系么', 'zh-CN', ['eltrombopag']);
    expect(r.text).toMatch(/你在吃艾曲泊帕[^。]*它可能伤肝/);
  });

  it('neutrophils on chemotherapy: the fever is the emergency, never "harmless" (en M6)', () => {
    const r = ask('my neutrophils came back 0.9 on this chemo, what does it mean', 'en-US');
    expect(r.text).toMatch(/38\.0 °C/);
    expect(r.text).not.toMatch(/harmless/);
  });

  it('beer calories: the Chinese limit is 15 g for adults, the count said (zh M8)', () => {
    const r = ask('我周末喝3罐啤酒 热量多少', 'zh-CN');
    expect(r.text).toMatch(/一天酒精不超过15克（男女相同/);
    expect(r.text).toMatch(/一次喝3罐已经超过/);
    expect(r.text).not.toMatch(/25克酒精|一次喝4罐/);
  });

  it('beer calories in English: the body fat follows the figures, and the limit for a woman is said', () => {
    const r = ask('I drink 2 beers every night, how many calories is that', 'en-US');
    expect(r.text).toMatch(/about 9,000 kcal a month — about 1\.2 kg of body fat/);
    expect(r.text).toMatch(/2 at a sitting is above the limit for a woman/);
  });
});

describe('the thirty-seventh review’s moderates', () => {
  it.each([
    [
      'if i go low at practice whats the fastest thing to eat and how many grams',
      'en-US',
      ['insulin-lispro'],
    ],
    ['打胰岛素的 低血糖了吃什么最快 吃多少克', 'zh-CN', []],
  ] as const)('treating a low: what and how much (en M2): %s', (text, locale, meds) => {
    const r = ask(text, locale, [...meds]);
    expect(r.text).toMatch(/15–20/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /15分钟后再测/ : /15 minutes/);
  });

  it('on acarbose a low is glucose, its own row', () => {
    expect(faqIdsOf(ask('on acarbose, what do I eat for a hypo', 'en-US', ['acarbose']))).toContain(
      'agi-hypo-glucose',
    );
  });

  it.each([
    ['how should I take my rybelsus', 'en-US', /no more than half a cup \(4 oz, 120 ml\) of plain water/],
    ['诺和忻怎么吃', 'zh-CN', /至少等30分钟/],
  ] as const)('oral semaglutide’s administration (en M1): %s', (text, locale, said) => {
    expect(ask(text, locale, ['semaglutide']).text).toMatch(said);
  });

  it('two TB medicines asked with food: each label, no supplement prompt (zh M6)', () => {
    const r = ask('利奈唑胺和左氧氟沙星饭前吃还是饭后吃', 'zh-CN', ['linezolid', 'levofloxacin']);
    expect(r.text).toMatch(/利奈唑胺（斯沃）：饭前饭后吃都可以/);
    expect(r.text).toMatch(/左氧氟沙星：饭前饭后吃都可以/);
    expect(r.text).not.toMatch(/想问哪种补充剂/);
  });

  it('bedaquiline is taken with food', () => {
    expect(ask('贝达喹啉饭前吃还是饭后吃', 'zh-CN', ['bedaquiline']).text).toMatch(
      /贝达喹啉（斯耐瑞）：和饭一起吃/,
    );
  });

  it('a linezolid question nobody can answer goes to its prescriber, never a psychiatrist (zh M6)', () => {
    const r = ask('利奈唑胺吃了以后手脚发麻，跟营养有关系吗', 'zh-CN', ['linezolid']);
    expect(r.text).not.toMatch(/精神科/);
  });

  it.each(LOCALES)('%s: the child dehydration card never gives a young baby water (en M5)', (locale) => {
    const r = ask(
      locale === 'zh-CN'
        ? '宝宝7周，今天特别软，叫不太醒，奶也不怎么吃，尿布一上午都是干的'
        : 'my 7 week old is really floppy and sleepy, hardly waking for feeds, dry nappies all morning',
      locale,
    );
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要喂白开水/ : /never plain or cooled boiled water/);
  });
});
