import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';
import { nameWords } from './unchecked-medicines';
import { UNWANTED_LOSS_SAID } from './faq/audiences';

// Forty-fourth blind clinician review (2026-12-01): the chat's side, in words of our own.

const ask = (
  text: string,
  locale: 'zh-CN' | 'en-US',
  medicines: string[],
  plan = null as ReturnType<typeof storedPlanFor> | null,
  previous?: string,
) => {
  const history = previous
    ? [
        { role: 'user' as const, content: previous },
        {
          role: 'assistant' as const,
          content: assistantReply({ text: previous, locale, plan, medicines }).text,
        },
      ]
    : [];
  return assistantReply({ text, locale, plan, medicines, history });
};

describe('amiodarone started, the INR up (zh S3, en S4)', () => {
  it.each([
    [
      'en-US',
      'the heart doctor put me on cordarone last month, could that be why my INR went up to 4?',
      /one-third to one-half/,
    ],
    ['zh-CN', '上个月开始吃可达龙，这次INR到了3.8，跟这个药有关系吗', /胺碘酮会抑制华法林/],
  ] as const)('%s: the pair answers it', (locale, text, said) => {
    const r = ask(text, locale, ['warfarin', 'amiodarone']);
    expect(r.text).toMatch(said);
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });
});

describe('a pregnancy planned on a medicine that harms an unborn baby (zh S1)', () => {
  it('acitretin, "next year I want a baby, should I start folic acid": the 3 years lead', () => {
    const r = ask('明年打算要个宝宝，叶酸是不是现在就可以吃起来了', 'zh-CN', ['acitretin']);
    expect(r.text.split('\n\n')[0]).toMatch(/最后一次服药后至少3年内都不能怀孕/);
  });
  it('acitretin, "how long after stopping can I get pregnant"', () => {
    const r = ask('如果停了这个药，多久以后可以怀孕？', 'zh-CN', ['acitretin']);
    expect(r.text).toMatch(/至少3年/);
  });
  it('en, on valproate, trying next year: the medicine’s rule before the folic acid', () => {
    const r = ask('we want to start trying for a baby next spring, what vitamins should I begin?', 'en-US', [
      'valproate',
    ]);
    expect(r.text.split('\n\n')[0]).toMatch(/Valproate in pregnancy/);
  });
  it('en, "thinking about starting a family" on Soriatane: the 3 years lead, not "no reliable rule"', () => {
    const r = ask(
      'on soriatane, thinking about starting a family in a year or so - what should i know',
      'en-US',
      ['acitretin'],
    );
    expect(r.text.split('\n\n')[0]).toMatch(/at least 3 years/);
  });
  it('a man on acitretin asking for his wife: no woman’s rule', () => {
    const r = ask(
      'my wife and I want a baby next year, I take acitretin, should she take folic acid?',
      'en-US',
      ['acitretin'],
    );
    expect(r.text.split('\n\n')[0]).not.toMatch(/at least 3 years/);
  });
});

describe('a kept-as-typed item does not take over the answer (en S3, en M11)', () => {
  it('the word for what a cream is for is not its name', () => {
    expect(nameWords('psoriasis cream (clobetasol)')).toEqual(['clobetasol']);
    expect(nameWords('AFib')).toEqual([]);
  });
  it('St John’s wort with the pill, a cream kept as typed: the pill’s pair, not "no reliable rule for the cream"', () => {
    const a: Answers = {
      ...person('female', 31, 163, 74, 'moderate'),
      medicines: ['acitretin', 'drospirenone-ethinylestradiol'],
      uncheckedMedicines: ['eczema ointment (mometasone)'],
    };
    const plan = storedPlanFor('ashley-review44', a, 'en-US');
    const r = ask(
      'my eczema gets me down so i started st johns wort, its ok with the pill and everything yeah? its only herbal',
      'en-US',
      [...(a.medicines ?? [])],
      plan,
    );
    expect(r.text).toMatch(/contraception becomes less reliable/);
    expect(r.text).not.toMatch(/no reliable rule for \*\*eczema ointment/);
  });
});

describe('a cream kept as typed and a supplement question (zh M4)', () => {
  it('卤米松乳膏 does not stand between vitamin E and the answer', () => {
    const a: Answers = {
      ...person('female', 31, 160, 56, 'light'),
      medicines: ['acitretin'],
      uncheckedMedicines: ['卤米松乳膏'],
    };
    const plan = storedPlanFor('lili-review44', a, 'zh-CN');
    for (const text of [
      '嘴唇干得老是起皮，维生素E或者胶原蛋白能吃点吗？',
      '朋友让我吃葡萄籽和益生菌，跟阿维A一起吃行不行？',
    ]) {
      const r = ask(text, 'zh-CN', ['acitretin'], plan);
      expect(r.text).not.toMatch(/我无法核对 \*\*卤米松乳膏/);
    }
  });
});

describe('PKU, pregnant now (en S1, S2)', () => {
  const a: Answers = {
    ...person('female', 29, 165, 62, 'light'),
    lifeStage: 'pregnant_t1',
    gestationalWeek: 7,
    conditions: ['pku'],
    labs: [{ marker: 'phenylalanine', value: 840, unit: 'umol/L' }],
  };
  it.each([
    [
      'en-US',
      'positive test yesterday, about 6 weeks. my phe was 790 last month, what should I do?',
      /metabolic clinic today/,
    ],
    ['en-US', 'is it ok to wait for my clinic appointment, it is in a month', /do not wait weeks/],
    ['zh-CN', '刚查出怀孕6周，上次苯丙氨酸是800多，现在该怎么办', /今天就联系代谢门诊/],
  ] as const)('%s: "%s" → the clinic today, never contraception', (locale, text, said) => {
    const plan = storedPlanFor('kayla-review44', a, locale);
    const r = ask(text, locale, [], plan);
    const body = r.text.replace(/_(Source|来源)[^\n]*_/g, '');
    expect(body).toMatch(said);
    expect(body).not.toMatch(/contraception|避孕/);
  });
  it('not pregnant, planning: the target before conception and contraception until then', () => {
    const plan = storedPlanFor(
      'hannah-review44',
      { ...a, lifeStage: 'none', gestationalWeek: undefined },
      'en-US',
    );
    const r = ask('what should my phe be before we try for a baby?', 'en-US', [], plan);
    expect(r.text).toMatch(/use reliable contraception until they confirm/);
  });
});

describe('constipation on clozapine (zh S2)', () => {
  it('a fibre powder: the rule against bulk fibre, and no how-to for a scoop', () => {
    const r = ask('吃氯氮平以后大便好难解，想买点膳食纤维粉冲水喝，可以吗', 'zh-CN', ['clozapine']);
    expect(r.text).toMatch(/膨胀性纤维/);
    expect(r.text).not.toMatch(/每一份（一勺/);
  });
  it('without clozapine the psyllium row still answers', () => {
    const r = ask('美达施车前子一勺要配多少水？', 'zh-CN', []);
    expect(r.text).toMatch(/每一份（一勺/);
  });
});

describe('fever and a sore throat on clozapine (en M4)', () => {
  it('"a temp of 101 and my throat is killing me": the urgent card names clozapine and the blood count', () => {
    const r = ask('running a temp of 101 since last night and my throat is killing me', 'en-US', [
      'clozapine',
    ]);
    expect(r.urgent).toBe(true);
    expect(r.text).toMatch(/You take clozapine: a fever, sore throat/);
  });
});

describe('weight-gain rows and a person carrying too much weight (answer round 41 zh-022, review 44 en M1)', () => {
  const heavy: Answers = {
    ...person('male', 67, 172, 84, 'moderate'),
    conditions: ['hypertension'],
  };
  const thin: Answers = { ...person('female', 84, 152, 38, 'sedentary') };
  it('an overweight man of 67 asking about salty jerky as a snack: not "eat 5–6 times, add oil and sugar"', () => {
    const plan = storedPlanFor('bater-review44', heavy, 'zh-CN');
    const r = ask('牛肉干当零食吃行不行，他一天能吃一大把', 'zh-CN', [], plan);
    expect(r.text).not.toMatch(/少量多餐、每一口都“加料”/);
  });
  it('a thin woman of 84 with a poor appetite: the row still answers', () => {
    const plan = storedPlanFor('shulan-review44', thin, 'zh-CN');
    const r = ask('老人最近没胃口，吃得很少，做点什么零食好', 'zh-CN', [], plan);
    expect(r.text).toMatch(/少量多餐、每一口都“加料”/);
  });
  it('a weight loss said is a loss; a wish to lose is not', () => {
    const said = (t: string) => UNWANTED_LOSS_SAID.test(t);
    expect(said('he lost 6 kg since spring without trying')).toBe(true);
    expect(said('半年掉了8斤')).toBe(true);
    expect(said('i started a smoothie for the weight loss')).toBe(false);
  });
});

describe('"is it the medicine?" with raised liver tests and triglycerides on acitretin (zh M3)', () => {
  it('the medicine’s notes answer, not "your weight"', () => {
    const r = ask('我甘油三酯3.6，谷丙转氨酶70，是不是吃这个药吃出来的？', 'zh-CN', ['acitretin']);
    expect(r.text).toMatch(/口服维A酸类药/);
    expect(r.text).not.toMatch(/最常见的共同原因是体重超标/);
  });
});
