/**
 * Reading what a question asks about (issue 30 §2, from blind answer round 1): foods and drinks with the
 * person's medicines, alcohol, a changed INR, gout without the word "gout", limiting foods, food safety
 * in pregnancy, weight loss when the age is unknown, spacing a supplement the table has no row for.
 * Questions written for this test (not the round's), asked as the engine's reference personas.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { notCoveredLines } from './cannot';
import { findFoodsAsked } from './foods-asked';
import { statedInr } from './intents/medicines';
import { assistantReply } from './reply';
import { storedPlanFor } from './testing';

const PERSONAS = new Map(REFERENCE_PERSONAS);
function ask(persona: string, text: string, locale: Locale) {
  const answers = PERSONAS.get(persona);
  if (!answers) throw new Error(persona);
  const plan = storedPlanFor(persona, answers, locale);
  return assistantReply({ text, locale, plan, medicines: [...(answers.medicines ?? [])] });
}
const GENERIC = /超出了我能可靠回答的范围|outside what I can answer/;

describe('a food asked about with the person’s medicine is answered from that medicine’s food row', () => {
  it.each([
    ['phenelzine', 'zh-CN', '早餐喝一杯酸奶没问题吧', /酸奶.{0,10}一般可以吃|一般可以吃/],
    ['phenelzine', 'en-US', 'is a salami sandwich allowed for me?', /salami/],
    ['phenelzine', 'en-US', 'can I still have a greek yogurt for breakfast', /yogurt/],
  ] as const)('%s (%s): %s', (persona, locale, text, expected) => {
    const r = ask(persona, text, locale);
    expect(r.text).toMatch(/酪胺|tyramine/);
    expect(r.text).toMatch(expected);
  });

  it('a food the row does not name is said plainly, naming it and who to ask', () => {
    const r = ask('phenelzine', 'can I eat mango and cheese on my MAOI?', 'en-US');
    expect(r.text).toMatch(/tyramine/);
    const zh = ask('phenelzine', '吃苯乙肼期间，熟透的香蕉和奶酪能吃吗', 'zh-CN');
    expect(zh.text).toMatch(/酪胺/);
    expect(zh.text).toMatch(/香蕉/);
    // Since the faq row maoi-banana-avocado-chocolate: banana (not its peel) and fresh cheese are
    // answered, no longer "no rule for banana, ask the psychiatrist".
    expect(zh.text).toMatch(/香蕉皮/);
    expect(zh.text).toMatch(/陈年奶酪/);
  });

  it('with no row for the food, the cannot line names the food, never the generic refusal', () => {
    const r = ask('lithium with hydrochlorothiazide', '每天两杯绿茶可以吗', 'zh-CN');
    expect(r.text).not.toMatch(GENERIC);
    expect(r.text).toMatch(/绿茶/);
    expect(r.text).toMatch(/精神科医生/);
    const en = ask('valproate, 28', 'is a can of cola now and then fine?', 'en-US');
    expect(en.text).not.toMatch(GENERIC);
    expect(en.text).toMatch(/cola/);
  });

  it('reads the foods a question names', () => {
    expect(findFoodsAsked('牛油果和西柚能吃吗').map((f) => f.key)).toEqual(['avocado', 'grapefruit']);
    expect(findFoodsAsked('any problem with kombucha or sushi?').map((f) => f.key)).toEqual([
      'raw-fish',
      'kombucha',
    ]);
  });
});

describe('alcohol: the medicine’s own rule, the general limits only for someone on no medicine', () => {
  it.each([
    ['diabetes on insulin, glucose 2.6', 'zh-CN', '过年想喝两杯红酒，打胰岛素要注意啥', /低血糖|血糖/],
    ['diabetes on insulin, glucose 2.6', 'en-US', 'can I have a glass of wine at a wedding?', /low/],
    ['methotrexate with folic acid 5 mg', 'zh-CN', '吃甲氨蝶呤能喝啤酒吗', /肝/],
    [
      'methotrexate with folic acid 5 mg',
      'en-US',
      'is one beer on a Friday ok with my methotrexate',
      /liver/,
    ],
    ['warfarin with fish oil and vitamin E', 'zh-CN', '吃华法林还能喝点黄酒吗', /INR/],
    ['warfarin with fish oil and vitamin E', 'en-US', 'is wine with dinner ok on warfarin?', /binge/],
  ] as const)('%s (%s): %s', (persona, locale, text, expected) => {
    expect(ask(persona, text, locale).text).toMatch(expected);
  });

  it('someone on no medicine gets the general limits; in pregnancy, none', () => {
    expect(ask('healthy woman', '聚餐喝多少白酒算适量', 'zh-CN').text).toMatch(/15 ?克/);
    expect(ask('healthy woman', 'how many glasses of wine a week is ok?', 'en-US').text).toMatch(
      /1 drink a day/,
    );
    expect(ask('pregnant t1', 'is a small glass of champagne at a party ok?', 'en-US').text).toMatch(
      /no known safe amount/,
    );
  });

  it('a question about water is not read as alcohol', () => {
    expect(ask('pregnant t1', 'how much should I be drinking a day?', 'en-US').text).not.toMatch(/alcohol/i);
  });
});

describe('a changed INR is read at its latest value', () => {
  it.each([
    ['INR was 2.1 last month, now up to 3.8', 3.8],
    ['inr从2.5升到4.2了', 4.2],
    ['my INR is 2.6', 2.6],
    ['inr 2.4 and I take 5 mg of warfarin now', 2.4],
  ] as const)('%s', (text, value) => {
    expect(statedInr(text.toLowerCase())).toBe(value);
  });

  it('the answer acts on the latest value', () => {
    const r = ask(
      'warfarin with fish oil and vitamin E',
      'INR went from 2.2 to 3.9 since I changed diet',
      'en-US',
    );
    expect(r.text).toMatch(/3\.9/);
    expect(r.text).toMatch(/today/);
    const zh = ask('warfarin with fish oil and vitamin E', '我的INR从2.3变成了3.7', 'zh-CN');
    expect(zh.text).toMatch(/3\.7/);
  });
});

describe('gout is the subject for someone on a urate-lowering medicine, whatever the words', () => {
  it.each([
    ['zh-CN', '吃别嘌醇了，还能吃小龙虾吗', /尿酸/],
    ['en-US', 'on febuxostat now — are oysters still off the menu?', /urate/],
  ] as const)('%s: %s', (locale, text, expected) => {
    const medicines = /别嘌醇/.test(text) ? ['allopurinol'] : ['febuxostat'];
    const r = assistantReply({ text, locale, plan: null, medicines });
    expect(r.text).toMatch(expected);
  });
});

describe('what to cut back on is never answered with foods to eat more of', () => {
  it.each([
    ['kidney disease eGFR 22 with magnesium', 'en-US', 'which snacks should I avoid with my labs?'],
    ['kidney disease eGFR 22 with magnesium', 'zh-CN', '化验结果出来了，哪些零食要少吃'],
  ] as const)('%s (%s): %s', (persona, locale, text) => {
    const r = ask(persona, text, locale);
    expect(r.text).not.toMatch(/these foods help|可以多吃这些食物/);
    expect(r.text).toMatch(/kidney doctor|肾内科/);
  });
});

describe('food safety in pregnancy', () => {
  it.each([
    ['pregnant t1', 'zh-CN', '孕早期能吃溏心蛋和生鱼片吗', /李斯特菌/],
    ['pregnant t1', 'en-US', 'are cold cuts from the deli ok while pregnant?', /steaming hot/],
  ] as const)('%s (%s): %s', (persona, locale, text, expected) => {
    expect(ask(persona, text, locale).text).toMatch(expected);
  });
});

describe('weight loss asked with no plan names no adult deficit (the asker may be a teenager)', () => {
  it.each([
    ['zh-CN', '只吃水果当晚饭能减肥吗'],
    ['en-US', 'do protein shakes instead of lunch help me slim down'],
  ] as const)('%s: %s', (locale, text) => {
    const r = assistantReply({ text, locale, plan: null });
    expect(r.text).not.toMatch(/500–1000|500–1,000/);
    expect(r.text).toMatch(/18/);
  });

  it('periods changing while dieting: a sign of eating too little, see a doctor', () => {
    const en = assistantReply({
      text: 'since I cut calories my period stopped, should I take iron?',
      locale: 'en-US',
      plan: null,
    });
    expect(en.text).toMatch(/too little energy/);
    const zh = assistantReply({ text: '节食以后例假两个月没来，要吃铁吗', locale: 'zh-CN', plan: null });
    expect(zh.text).toMatch(/能量不够/);
  });
});

describe('spacing a supplement the table has no row for is not declared unnecessary', () => {
  it.each([
    ['kidney transplant on tacrolimus with magnesium', 'zh-CN', '镁片要跟环孢素错开吗'],
    ['warfarin with fish oil and vitamin E', 'en-US', 'should my calcium be taken apart from the warfarin?'],
  ] as const)('%s (%s): %s', (persona, locale, text) => {
    const r = ask(persona, text, locale);
    expect(r.text).not.toMatch(/不需要特意|no need to space/);
  });

  it('magnesium and mycophenolate are kept apart (CellCept label)', () => {
    const r = ask(
      'kidney transplant on tacrolimus with magnesium',
      'do magnesium tabs clash with CellCept?',
      'en-US',
    );
    expect(r.text).toMatch(/2 hours/);
    const zh = ask('kidney transplant on tacrolimus with magnesium', '骁悉和镁片能一起吃吗', 'zh-CN');
    expect(zh.text).toMatch(/2小时/);
  });
});

describe('a lab value asked about is read against the person’s range, with the re-test table', () => {
  it.each([
    ['vegan', 'zh-CN', '查了维生素D，结果15 ng/ml，偏低吗？多久后再查', /偏低/, /周后复查/],
    [
      'healthy woman',
      'en-US',
      'vitamin D 16 ng/mL on my labs — is that low, and when do I test again?',
      /low/,
      /weeks/,
    ],
    ['healthy woman', 'zh-CN', '铁蛋白6，严重吗', /偏低/, null],
    ['80-year-old woman, low BMI', 'en-US', 'her albumin is 29, is that bad?', /low/, null],
  ] as const)('%s (%s): %s', (persona, locale, text, flag, retest) => {
    const r = ask(persona, text, locale);
    expect(r.intent).toBe('lab_result');
    expect(r.text).toMatch(flag);
    if (retest) expect(r.text).toMatch(retest);
  });

  it('a number whose unit decides the reading is asked back, not guessed', () => {
    const r = ask('healthy woman', 'my vitamin D came back 22, is that normal?', 'en-US');
    expect(r.text).toMatch(/unit/);
    const zh = ask('healthy woman', '维生素D 22 正常吗', 'zh-CN');
    expect(zh.text).toMatch(/单位/);
  });

  it('a re-test asked right after a value keeps that value as its subject', () => {
    const answers = PERSONAS.get('heart failure, potassium 5.4')!;
    const plan = storedPlanFor('heart failure, potassium 5.4', answers, 'zh-CN');
    const r = assistantReply({
      text: '那过多久再抽血看看？',
      locale: 'zh-CN',
      plan,
      medicines: [...(answers.medicines ?? [])],
      history: [
        { role: 'user', content: '血钾5.3要紧吗' },
        { role: 'assistant', content: '…' },
      ],
    });
    expect(r.text).toMatch(/血钾 5\.3/);
    expect(r.text).toMatch(/复查/);
  });
});

describe('a benefit question is never answered by a product list or "no known interaction" alone', () => {
  it.each([
    ['healthy woman', 'zh-CN', '灵芝孢子粉真的有用吗？商城里有卖吗', /灵芝/, /营养家/],
    [
      'healthy woman',
      'en-US',
      'is reishi worth it for my energy? does your shop sell it',
      /reishi/,
      /NutriHome/,
    ],
  ] as const)('%s (%s): %s', (persona, locale, text, named, notShown) => {
    const r = ask(persona, text, locale);
    expect(r.text).toMatch(named);
    expect(r.text).toMatch(/没有可靠的规则|no reliable rule/);
    expect(r.text).not.toMatch(notShown);
  });

  it('a spacing question keeps its interaction answer without a benefit line', () => {
    const r = ask(
      'kidney transplant on tacrolimus with magnesium',
      'how many hours between my magnesium and CellCept?',
      'en-US',
    );
    expect(r.text).not.toMatch(/Whether .* helps/);
  });
});

describe('a model answer names what it passed over, even when it sends the person to a clinician', () => {
  it.each([
    [
      'en-US',
      'is turmeric fine with my tacrolimus?',
      'Ask your transplant team before adding any supplement.',
      /Turmeric/,
    ],
    ['zh-CN', '他克莫司能和姜黄一起吃吗', '加任何补充剂前，请咨询你的移植团队。', /姜黄/],
  ] as const)('%s: %s', (locale, q, said, named) => {
    expect(notCoveredLines(q, said, { locale, plan: null, medicines: ['tacrolimus'] })).toMatch(named);
  });
});

describe('medicine food rows answer the dangerous pairs people ask about (issue 30 blind round 2)', () => {
  it.each([
    ['zh-CN', ['warfarin'], '我每天早餐都有一小盒纳豆，吃华法林要紧吗', /不要吃纳豆/],
    ['en-US', ['warfarin'], 'my wife buys natto for breakfast, fine with my coumadin?', /Do not eat natto/],
    ['zh-CN', ['phenelzine'], '鼻子堵得厉害 想吃点新康泰克 和我吃的苯乙肼冲突吗', /伪麻黄碱/],
    ['en-US', ['phenelzine'], 'cough is killing me, can i take nyquil with nardil', /pseudoephedrine/],
    ['zh-CN', ['lithium'], '想试试生酮减肥 吃碳酸锂有影响吗', /生酮/],
    ['en-US', ['lithium'], 'is a low carb keto diet ok while on lithium?', /keto/],
    ['zh-CN', ['tacrolimus'], '肾移植两年了 亲戚送了冬虫夏草和人参 能炖汤吃吗', /移植团队/],
    [
      'en-US',
      ['tacrolimus'],
      'my aunt swears by astragalus tea for immunity, ok after my transplant?',
      /transplant team/,
    ],
  ] as const)('%s %s: %s', (locale, medicines, text, said) => {
    const r = assistantReply({ text, locale, plan: null, medicines: [...medicines] });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(said);
  });
});

describe('how to treat a low, asked ahead of one (ADA 2025 §6)', () => {
  it.each([
    ['zh-CN', '我爸打胰岛素的 出门要给他备点什么防低血糖 吃几块糖', /15–20克/],
    ['en-US', 'on insulin, what should i keep in my bag for hypos?', /15–20 g of fast sugar/],
  ] as const)('%s: %s', (locale, text, said) => {
    const r = assistantReply({ text, locale, plan: null, medicines: ['insulin-glargine'] });
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(said);
    expect(r.text).toMatch(locale === 'zh-CN' ? /120/ : /emergency/);
  });
});

describe('kidney disease said in the chat counts when there is no plan (clinician review 2026-11-25)', () => {
  it('a salt substitute asked after "I am on dialysis" gets the kidney answer (zh-CN, a follow-up)', () => {
    const r = assistantReply({
      text: '那低钠盐可以用来做菜吗',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
      history: [
        { role: 'user', content: '我爸尿毒症 每周透析三次' },
        { role: 'assistant', content: '好的。' },
      ],
    });
    expect(r.text).toMatch(/请不要用低钠盐/);
    expect(r.text).not.toMatch(/肾功能正常、也没有服用保钾类药物的人，可以用/);
  });

  it('and in the same message (en-US)', () => {
    const r = assistantReply({
      text: 'my mom has kidney failure, is nu-salt a good swap for her?',
      locale: 'en-US',
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(/do not use Lo-Salt or other salt substitutes/);
  });
});
