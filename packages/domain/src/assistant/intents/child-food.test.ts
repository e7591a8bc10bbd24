/**
 * Blind answer round 17 (en S1–S2, zh S5–S6): a question asked FOR a baby or child gets a child's answer —
 * no honey before 12 months in any form, a child's portion of liver, no rice drink as a main drink under 5,
 * a soy drink or a dietitian's formula with a cow's-milk allergy — or the specific "can't", never the adult
 * plan's amounts. Look-alikes (the parent's own honey, liver or milk; a pregnant mother's "宝宝") keep
 * their answers.
 */
import { describe, expect, it } from 'vitest';
import { askAs, faqIdsOf, type FaqCase } from '../faq/testing';
import { childAsked } from './child-food';

const zh = (text: string, persona?: string, previous?: string): FaqCase => ({
  locale: 'zh-CN',
  text,
  ...(persona ? { persona } : {}),
  ...(previous ? { previous } : {}),
});
const en = (text: string, persona?: string, previous?: string): FaqCase => ({
  ...zh(text, persona, previous),
  locale: 'en-US',
});

/** No English sentence in a Chinese answer (its source line may keep foreign titles). */
const noEnglish = (text: string) =>
  expect(text.split('_来源')[0]).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,} [A-Za-z]{3,}/);

describe('honey for a baby under 12 months: a plain no (round 17 en S2, zh S5)', () => {
  const NO: readonly FaqCase[] = [
    en('also my baby Leo is 5 months, can i rub a bit of honey on his dummy for teething', 'vegan'),
    en('can I put honey on my 4 month old’s pacifier?'),
    en('my 10-month-old has a cough, is manuka honey ok for him?'),
    en(
      "I'm breastfeeding, can my 6 month old have a little honey in her porridge?",
      'lactating on sertraline',
    ),
    en('is honey ok for babies? mine is 9 months'),
    zh('孙子…咳嗽，邻居说冲点蜂蜜水喝就好了，10个月能喝蜂蜜吗'),
    zh('宝宝8个月，辅食里能加点蜂蜜吗'),
    zh('外孙女7个月了，奶嘴上抹点蜂蜜行不行'),
    zh('宝宝5个月长牙，给他舔一点蜂蜜可以吗', 'lactating on sertraline'),
    zh('婴儿能喝蜂蜜水吗'),
  ];
  it.each(NO)('$locale "$text" → no honey before 1 year', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(r.rules).toContain('child-honey');
    const lead = r.text.split('\n')[0]!;
    if (c.locale === 'zh-CN') {
      expect(lead).toMatch(/1岁以内/);
      expect(lead).toMatch(/不能|一点蜂蜜都不能/);
      expect(r.text).toMatch(/肉毒/);
      noEnglish(r.text);
    } else {
      expect(lead).toMatch(/under 12 months/i);
      expect(lead).toMatch(/\bno\b/i);
      expect(r.text).toMatch(/botulism/);
      expect(r.text).not.toMatch(/no reliable rule/);
    }
  });

  it('an older child: honey is fine from 1 year, as sugar', () => {
    for (const c of [
      en('my son is 8, can he have honey for his cough?'),
      zh('孩子3岁了，咳嗽能喝蜂蜜水吗'),
    ]) {
      const r = askAs(c);
      expect(r.rules).toContain('child-honey');
      expect(r.text.split('\n')[0]).toMatch(/from 1 year|满1岁以后/);
    }
  });

  it('a child of no age said: not before 1 year, a little from 1', () => {
    const r = askAs(zh('孩子能喝蜂蜜水吗'));
    expect(r.text.split('\n')[0]).toMatch(/1岁以内一点蜂蜜都不能吃/);
  });

  it("the mother's own honey stays the pregnancy and breastfeeding row", () => {
    for (const c of [
      zh('孕妇能喝蜂蜜水吗', 'pregnant t1'),
      zh('吃蜂蜜对宝宝有影响吗', 'pregnant t1'),
      en("I'm breastfeeding, can I eat honey?", 'lactating on sertraline'),
    ])
      expect(faqIdsOf(askAs(c))).toEqual(['honey-pregnancy-lactation']);
  });
});

describe('liver for a child: a child’s portion, never the adult 50 g (round 17 zh S6)', () => {
  it.each([
    zh('孙子吃猪肝泥补铁可以吗，一周吃几次'),
    zh('孙子吃猪肝泥补铁可以吗，一周吃几次', undefined, '我孙子10个月，8.5公斤，在吃伊可新'),
    zh('宝宝9个月，鸡肝泥一次能吃多少'),
    en('can my 9 month old have liver for iron? how much'),
    en('how often can my toddler eat chicken liver?'),
  ])('$locale "$text" → at most about 10 g once a week', (c) => {
    const r = askAs(c);
    expect(r.rules).toContain('child-liver');
    const lead = r.text.split('\n')[0]!;
    expect(lead).toMatch(/10克|10 g/);
    expect(lead).not.toMatch(/就够/);
    expect(r.text).toMatch(/600/);
    if (c.locale === 'zh-CN') noEnglish(r.text);
  });

  it('an adult asking for themselves, or told by a child to eat liver, keeps the adult row', () => {
    for (const c of [
      zh('猪肝一周吃几次'),
      zh('女儿让我多吃猪肝，一周几次好'),
      en('my son says I should eat more liver, how often?'),
    ])
      expect(faqIdsOf(askAs(c))).toEqual(['iron-liver']);
  });
});

describe('drinks for a child: no rice drink under 5; cow’s-milk allergy (round 17 en S1)', () => {
  it.each([
    en(
      "hey! my daughter Mia is 3 and allergic to cow's milk, we're vegan anyway. she drinks rice milk, like 600ml a day. is that ok?",
      'vegan',
    ),
    en(
      "hey! my daughter Mia is 3 and allergic to cow's milk, we're vegan anyway. she drinks rice milk, like 600ml a day. is that ok?",
      'lactating on sertraline',
    ),
    en('my 2 year old drinks rice milk instead of cows milk, fine?'),
    zh('女儿3岁，对牛奶过敏，一直喝米浆，一天600毫升，可以吗'),
  ])('$locale "$text" → not rice milk; a calcium-fortified soy drink; a paediatric dietitian', (c) => {
    const r = askAs(c);
    expect(r.rules).toContain('child-milk-drink');
    expect(r.text.split('\n')[0]).toMatch(/under 5|5岁以下/);
    expect(r.text).toMatch(/arsenic|砷/);
    expect(r.text).toMatch(/soy|豆奶/);
    expect(r.text).toMatch(/paediatric dietitian|儿科营养师/);
    expect(r.text).not.toMatch(/ordinary milk does the job|300–500 g of dairy/);
  });

  it('a milk-allergic baby: breast milk or a prescribed formula, no plant drink', () => {
    const r = askAs(zh('宝宝6个月，牛奶蛋白过敏，可以喝豆浆吗'));
    expect(r.rules).toContain('child-milk-drink');
    expect(r.text.split('\n')[0]).toMatch(/母乳或婴儿配方奶/);
  });

  it('an adult’s own rice milk is not a child’s question', () => {
    expect(askAs(en("Is rice milk ok for me? I'm lactose intolerant")).rules).not.toContain(
      'child-milk-drink',
    );
  });
});

describe('any other child question: a child’s answer or the specific can’t, never the adult amounts', () => {
  it.each([
    en('how much milk should my 3 year old drink', 'lactating on sertraline'),
    en('my daughter is 3, how much milk should she drink a day?', 'lactating on sertraline'),
    en('can my 4 year old eat sushi?', 'pregnant t2 with a prenatal'),
    en("we're vegan, what should my kids take?", 'vegan'),
    zh('孙子10个月，一天吃几个鸡蛋', 'pregnant t1'),
    zh('孩子一天吃多少钙'),
  ])('$locale "$text" → the paediatrician, no adult figure', (c) => {
    const r = askAs(c);
    expect(r.rules).toContain('child-cannot');
    expect(r.text).toMatch(/paediatrician|儿科医生/);
    expect(r.text).not.toMatch(/your plan|你的方案|300–500/i);
  });

  it('a nutrient with the child’s age said keeps the age band’s figures', () => {
    const r = askAs(zh('孩子5岁一天吃多少钙'));
    expect(r.text).toMatch(/4–8岁每天需要钙约 1000 mg/);
    const t = askAs(en("we're vegan, what should my 6 year old take?", 'vegan'));
    expect(t.text).toMatch(/Daily needs at 4–8 years/);
    expect(t.text).not.toMatch(/your plan's dose/);
  });

  it('the parent asking about their own intake beside the baby keeps the parent’s answer', () => {
    const r = askAs(
      en('can my baby have caffeine from my coffee? how many cups can I have', 'lactating on sertraline'),
    );
    expect(r.rules).not.toContain('child-cannot');
    expect(r.text).toMatch(/200 mg/);
  });
});

describe('childAsked: who the food is for', () => {
  it.each([
    ['孙子吃猪肝泥补铁可以吗', true],
    ['宝宝8个月，可以吃鸡蛋吗', true],
    ['can I put honey on his dummy, he is 5 months', true],
    ['my daughter is 3 and drinks rice milk', true],
    ['my son says I should eat more liver', false],
    ['女儿让我多吃猪肝', false],
    ['my daughter bought me fish oil, can I take it', false],
    ['孕妇吃蜂蜜对宝宝好吗', false],
    ["I'm 35 years old, how much calcium do I need", false],
    ['my 35-year-old husband eats liver every day, ok?', false],
  ] as const)('"%s" → %s', (text, yes) => {
    expect(childAsked(text) !== null).toBe(yes);
  });
});

describe('honey water for a baby’s constipation: the baby’s answer, never the mother’s (eighteenth review, S3)', () => {
  it.each([
    zh('小宝7个月便秘，能喝点蜂蜜水通便吗', 'lactating on sertraline'),
    zh('小宝7个月便秘，能喝点蜂蜜水通便吗'),
    zh('宝宝七个月便秘，能喝蜂蜜水吗', 'lactating on sertraline'),
    zh('女儿十个月，大便干，冲蜂蜜水给她喝可以吗', 'lactating on sertraline'),
    zh('二宝8个月拉不出来，喝蜂蜜水能通便吗'),
    en('my 7 month old is constipated, can i give her some honey water', 'lactating on sertraline'),
    en('my 8-month-old son is constipated, is honey water ok for him?'),
  ])('$locale "$text" → no honey; water with solids, prune or pear purée, the doctor', (c) => {
    const r = askAs(c);
    expect(r.urgent).toBe(false);
    expect(r.rules).toContain('child-honey');
    const lead = r.text.split('\n')[0]!;
    expect(r.text).not.toMatch(/哺乳期的妈妈|safe for you/);
    if (c.locale === 'zh-CN') {
      expect(lead).toMatch(/^\*\*不可以：1岁以内的宝宝.*蜂蜜水也不行\*\*/);
      expect(lead).toMatch(/肉毒/);
      expect(r.text).toMatch(/西梅泥/);
      expect(r.text).toMatch(/梨泥/);
      expect(r.text).toMatch(/白开水/);
      expect(r.text).toMatch(/带血/);
      expect(r.text).not.toMatch(/一两勺/);
      noEnglish(r.text);
    } else {
      expect(lead).toMatch(/^\*\*No — a baby under 12 months/);
      expect(r.text).toMatch(/prune/);
      expect(r.text).toMatch(/pear/);
      expect(r.text).toMatch(/blood in the stool/);
    }
  });

  it('under 6 months: milk only, the doctor first', () => {
    const r = askAs(zh('宝宝5个月便秘，能喝蜂蜜水吗'));
    expect(r.rules).toContain('child-honey');
    expect(r.text).toMatch(/6个月以内的宝宝只吃母乳或配方奶/);
    expect(r.text).not.toMatch(/西梅泥/);
  });

  it("the mother's own honey beside her baby's age stays her row", () => {
    for (const c of [
      zh('宝宝7个月，我吃蜂蜜会影响母乳吗', 'lactating on sertraline'),
      zh('我在喂奶，宝宝7个月了，我能喝蜂蜜水吗', 'lactating on sertraline'),
      zh('我哺乳期便秘，能喝蜂蜜水吗', 'lactating on sertraline'),
    ])
      expect(faqIdsOf(askAs(c))).toEqual(['honey-pregnancy-lactation']);
  });

  it('a child over 1 with constipation: honey is allowed, as sugar', () => {
    const r = askAs(zh('孩子3岁了，便秘能喝蜂蜜水吗'));
    expect(r.text.split('\n')[0]).toMatch(/满1岁以后/);
  });
});
