import { describe, expect, it } from 'vitest';
import { askAs } from './faq/testing';

// Blind answer round 35 (2026-11-30, development data once its figures were reported): its unsafe answers
// and the follow-ups answered with the earlier question's text, as classes.

describe('blind answer round 35: unsafe answers', () => {
  it('zh-030 class: a low potassium on compound glycyrrhizin names the liver pill as a cause, and the doctor within days', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: '刘阿姨 EGFR lung cancer on 易瑞沙, 波利特, 复方甘草酸苷 (zh)',
      text: '妈妈一直在吃复方甘草酸苷保肝，血钾3.28，还老拉肚子吃着易蒙停。想给她冲点蛋白粉加上补钾，喝椰子水可以吗？',
    });
    expect(r.text).toMatch(/^\*\*复方甘草酸苷本身就会让血钾降低/);
    expect(r.text).toMatch(/椰子水/);
    expect(r.text).toMatch(/蛋白粉/);
    expect(r.text).toMatch(/一两天内联系/);
  });

  it('the same class said by someone with no plan (美能 and a potassium of 3.1)', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'healthy woman',
      text: 'I take glycyrrhizin for my liver and my potassium was 3.1, is that a problem?',
    });
    expect(r.text).toMatch(/Compound glycyrrhizin itself lowers potassium/);
  });

  it('zh-049 class: natto on warfarin is "leave it out", beside greens kept steady', () => {
    const persona = 'Siobhan: mechanical valve on warfarin with daily vitamin K2 (en)';
    const both = askAs({
      locale: 'zh-CN',
      persona,
      text: '那菠菜西兰花这些绿叶菜我是不是也都不能吃了？纳豆呢',
    });
    expect(both.text).toMatch(/不要吃纳豆/);
    expect(both.text).toMatch(/绿叶菜/);
    const alone = askAs({
      locale: 'en-US',
      persona,
      text: 'is natto ok with warfarin? a friend brought some back from Japan',
    });
    expect(alone.text).toMatch(/^Do not eat natto while on warfarin/);
    expect(alone.text).not.toMatch(/fine on warfarin/);
  });

  it('en-040 class: raw egg and street-stall food with a low white count is food safety, not calories', () => {
    const r = askAs({
      locale: 'en-US',
      persona: '阿强 chemoradiotherapy with vitamin C 1000 mg (zh)',
      text: 'wbc is 1.8 this week. is it safe for him to have the raw egg in his milk drink and soft tofu pudding from the street stall? want to push calories',
    });
    expect(r.text).toMatch(/low white count means the danger is infection/);
    expect(r.text).not.toMatch(/oestrogen/);
  });
});

describe('blind answer round 35: herbal gifts during cancer treatment, and a folic acid dose below the guideline', () => {
  it('en-036 class: lingzhi and cordyceps on zanubrutinib — both named, the team first, the bleeding said', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'CLL on Brukinsa kept as typed, atorvastatin (en)',
      text: "relatives keep gifting lingzhi and cordyceps capsules for dad's lymphoma. ok to take with his meds or better not",
    });
    expect(r.text).toMatch(
      /^\*\*During cancer treatment \(Zanubrutinib\), do not start Reishi[^*]*cordyceps/,
    );
    expect(r.text).toMatch(/Zanubrutinib itself causes bleeding/);
    expect(r.text).not.toMatch(/no known interaction/);
  });

  it('the same in Chinese, spore powder included', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: '淋巴瘤 on 泽布替尼 kept as typed, 阿托伐他汀 (zh)',
      text: '亲戚送了灵芝孢子粉和冬虫夏草，说能抗癌，老爸能吃吗',
    });
    expect(r.text).toMatch(/^\*\*在做肿瘤治疗（泽布替尼）期间，[^*]*虫草[^*]*先不要自己吃/);
  });

  it("no cancer treatment: the herb keeps the interaction table's answer", () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'warfarin with fish oil and vitamin E',
      text: 'is reishi mushroom ok for me?',
    });
    expect(r.text).not.toMatch(/During cancer treatment/);
  });

  it.each([
    [
      'zh-CN',
      '医生给我开了叶酸1mg每天吃，我自己还一直吃一片成人复合维生素，里面也有叶酸，两个加起来会不会吃太多？',
    ],
    [
      'en-US',
      'Doc put me on folic acid 1 mg for a low folate and I take a multivitamin with 400 mcg folic acid too. Too much together?',
    ],
  ] as const)('zh-041/en-043 class: no "5000–5000 ug" range beside a 1,400 µg dose (%s)', (locale, text) => {
    const r = askAs({
      locale,
      persona: 'Walt, low folate, folic acid 1 mg prescribed and a multivitamin (en)',
      text,
    });
    expect(r.text).not.toMatch(/5000–5000|\bug\b/);
  });
});

describe('blind answer round 35: a salt printed both ways', () => {
  it('en-001 class: "zinc gluconate 70mg — actual zinc or the salt?" gives both readings, not "1.8 times the UL"', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'healthy woman',
      text: 'i take zinc gluconate 70mg every day, is that actual zinc or the whole salt? scared im overdoing it',
    });
    expect(r.text).toMatch(/depends on the label/);
    expect(r.text).toMatch(/about 9\.8 mg of zinc/);
    expect(r.text).not.toMatch(/1\.8 times/);
  });

  it('another strength keeps the element reading of a US label', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'healthy woman',
      text: 'I take zinc gluconate 50 mg a day, is that ok?',
    });
    expect(r.text).not.toMatch(/depends on the label/);
  });
});

describe('blind answer round 35: a follow-up with a subject of its own', () => {
  it('zh-029 class: cola asked after gefitinib and a PPI is answered about the cola', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: '刘阿姨 EGFR lung cancer on 易瑞沙, 波利特, 复方甘草酸苷 (zh)',
      previous: '医生开了波利特护胃，可我查到说抑酸药会让易瑞沙吸收变差，这俩药跟三顿饭的时间该怎么排比较好',
      text: '有人说吃易瑞沙的时候配杯可乐能帮吸收 真的假的',
    });
    expect(r.text).toMatch(/可乐送服厄洛替尼/);
  });

  it('en-035 class: dried tangerine peel after pomelo is named as chenpi that no rule covers', () => {
    const r = askAs({
      locale: 'en-US',
      persona: '淋巴瘤 on 泽布替尼 kept as typed, 阿托伐他汀 (zh)',
      previous:
        'my dad is on zanubrutinib and atorvastatin. mid autumn coming and we always eat lots of pomelo, is that ok?',
      text: 'and chenpi dried tangerine peel in soup? my mum puts it in everything',
    });
    expect(r.text).toMatch(/\*\*dried tangerine peel \(chenpi\)\*\*[^.]*\. I have no reliable rule/);
  });

  it('a follow-up that names the earlier subject again is not sent a "can\'t"', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'Siobhan: mechanical valve on warfarin with daily vitamin K2 (en)',
      previous: 'can i still eat broccoli on warfarin?',
      text: 'and spinach?',
    });
    expect(r.text).not.toMatch(/no reliable rule/);
  });
});

describe('blind answer rounds 29–35: questions asked again and again (development data)', () => {
  const WALT = 'Walt, low folate, folic acid 1 mg prescribed and a multivitamin (en)';

  it.each([
    [
      'en-US',
      'be honest, does beer drag down folate? 3 or 4 cans most nights. what foods would help',
      /^\*\*Yes\. Regular drinking is a common cause of low folate/,
    ],
    [
      'zh-CN',
      '我晚上习惯喝二两白酒，这个会把叶酸喝没吗？平常多吃啥菜能补叶酸',
      /^\*\*会。经常喝酒是叶酸低的常见原因/,
    ],
  ] as const)('alcohol and a low folate (%s)', (locale, text, lead) => {
    const r = askAs({ locale, persona: WALT, text });
    expect(r.text).toMatch(lead);
    expect(r.text).toMatch(locale === 'zh-CN' ? /菠菜/ : /spinach/);
  });

  it('drinking in pregnancy keeps its own answer', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'pregnant t1',
      text: 'does alcohol affect folate in pregnancy?',
    });
    expect(r.text).toMatch(/No alcohol in pregnancy/);
  });

  it.each([
    ['zh-CN', '西兰花煮熟了叶酸还剩多少？蒸的会不会好点', /蒸的基本能保住/],
    ['en-US', 'does boiling spinach kill the folate?', /steaming keeps nearly all of it/],
  ] as const)('folate lost in cooking (%s)', (locale, text, said) => {
    expect(askAs({ locale, persona: WALT, text }).text).toMatch(said);
  });

  it('cola with an EGFR inhibitor: the study on erlotinib with an acid reducer, and the spacing first', () => {
    const r = askAs({
      locale: 'zh-CN',
      persona: '刘阿姨 EGFR lung cancer on 易瑞沙, 波利特, 复方甘草酸苷 (zh)',
      text: '群里还有人说用可乐送服易瑞沙吸收好，这是真的假的',
    });
    expect(r.text).toMatch(/^\*\*这个说法有一点依据/);
    expect(r.text).toMatch(/Van Leeuwen/);
  });

  it('a diet cola asked by someone not on one is not this row', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'healthy woman',
      text: 'is a can of coke a day bad for my bones?',
    });
    expect(r.text).not.toMatch(/erlotinib/);
  });
});

describe('a supplement said to raise testosterone is no steroid use', () => {
  it.each([
    ['en-US', 'does zinc actually boost testosterone or is that just gym bro talk'],
    ['zh-CN', '健身房教练说锌能提高睾酮，让我一天吃两片，有用吗'],
  ] as const)('%s: %s', (locale, text) => {
    const r = askAs({ locale, persona: 'zinc gluconate by salt mass', text });
    expect(r.text).not.toMatch(/anabolic steroids|合成代谢类固醇/);
  });

  it('a testosterone cycle at the gym keeps the steroid answer', () => {
    const r = askAs({
      locale: 'en-US',
      persona: 'zinc gluconate by salt mass',
      text: 'im on a testosterone cycle for the gym, should i add zinc?',
    });
    expect(r.text).toMatch(/anabolic steroids/);
  });
});
