import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import { targetsFor } from '../targets';
import { checkAnswer } from './safety';
import { findDrugs, findStatedAmounts, findSupplements } from './entities';

const none = { plan: null, medicines: [] as string[] };
const zhUl = (k: 'calcium' | 'vitaminD') =>
  targetsFor({ sex: 'male', age: 30, weightKg: 70 }, 'zh-CN')[k].ul!;

describe('checkAnswer: doses above the UL', () => {
  it.each([
    ['en-US', 'I recommend taking 5000 mg of calcium daily.', 'calcium'],
    ['en-US', 'Take vitamin D 10,000 IU every day.', 'vitaminD'],
    ['zh-CN', '建议每天补充钙 5000 毫克。', 'calcium'],
    ['zh-CN', '你可以每天吃5000毫克的钙。', 'calcium'],
    ['zh-CN', '维生素D每天吃 250 µg 就好。', 'vitaminD'],
  ] as const)('%s: %s', (locale, text, nutrient) => {
    const r = checkAnswer(text, { ...none, locale: locale as Locale });
    expect(r.ok).toBe(false);
    expect(r.problems).toContain(`dose_above_ul:${nutrient}`);
    expect(r.fixedText).toMatch(/UL/);
    expect(r.fixedText).not.toMatch(/5000|10,000|250 µg/);
  });

  it('keeps doses within the UL and warnings about exceeding it', () => {
    expect(checkAnswer('Take 500 mg of calcium with a meal.', { ...none, locale: 'en-US' }).ok).toBe(true);
    expect(checkAnswer(`${5000} mg of calcium would exceed the UL.`, { ...none, locale: 'en-US' }).ok).toBe(
      true,
    );
    expect(checkAnswer(`钙每天 ${zhUl('calcium')} 毫克是上限。`, { ...none, locale: 'zh-CN' }).ok).toBe(true);
  });

  it('parses amounts in zh and en with unit conversion', () => {
    expect(findStatedAmounts('1000 IU of vitamin D')).toEqual([
      expect.objectContaining({ nutrient: 'vitaminD', amount: 25 }),
    ]);
    expect(findStatedAmounts('钙 1.2 克')[0]).toMatchObject({ nutrient: 'calcium', amount: 1200 });
    expect(findStatedAmounts('维生素B12 每天 500 微克')[0]).toMatchObject({
      nutrient: 'vitaminB12',
      amount: 500,
    });
    expect(findStatedAmounts('1000 IU of iron')).toEqual([]);
  });
});

describe('checkAnswer: stopping medicines', () => {
  it.each([
    ['en-US', 'You can stop taking warfarin now.'],
    ['en-US', 'Just discontinue your medication and use fish oil instead.'],
    ['zh-CN', '你可以停药了。'],
    ['zh-CN', '建议停止服用华法林，改吃纳豆。'],
    ['zh-CN', '不要再吃华法林了。'],
  ] as const)('%s: %s', (locale, text) => {
    const r = checkAnswer(text, { ...none, locale });
    expect(r.problems).toContain('stop_medicine');
    expect(checkAnswer(r.fixedText, { ...none, locale }).problems).not.toContain('stop_medicine');
  });

  it.each([
    'Do not stop taking warfarin.',
    'Never stop your medicine without asking your doctor.',
    'You can stop the fish oil two days before surgery.',
    '请勿自行停药。',
    '不要自行停用华法林。',
    // Row texts the check used to cut (every FAQ row is checked below): a negation it missed, a thing
    // not to use that is no medicine of hers, a stop told as a consequence, a list of changes to report
    'Don’t reduce or stop any prescribed medicine because of it; tell your cardiologist.',
    'Don’t stop or cut the medicine because of weight — tell your prescriber.',
    '不要用低钠盐（代盐）代替：它含钾，吃螺内酯、普利类或沙坦类药的人血钾容易升高。',
    '不要用奎宁类药物治抽筋。',
    '肾功能差时，不要用含镁的泻药（氧化镁、硫酸镁、镁乳）。',
    '不要吃家里别人的铁剂或处方药。',
    '不要用来一起送服的：镁片、含镁铝的胃药。',
    '要不要用、用哪种、用多少，由开降脂药（如力平之）的医生决定。',
    '二甲双胍照常吃，不用因此停药。',
    '锂盐本身照常按医嘱吃，这里说的只是饮料，不是停药。',
    '自己停药会失去对肺和体重的好处。',
    '同学吃了“掉秤”，掉的多半是水分，停药就回来。',
    '告诉开药医生，他们可以换成缓释片，这些都比自己停药好。',
    '开始、停用或改变剂量的任何补充剂和药，都要告诉抗凝门诊。',
    '不要因为一次INR结果就自己把营养液停掉或加量，华法林剂量也不要自己改。',
  ])('leaves "%s" alone', (text) => {
    expect(checkAnswer(text, { ...none, locale: 'en-US' }).problems).not.toContain('stop_medicine');
  });

  it.each([
    ['zh-CN', '你可以不再吃华法林。', []],
    ['zh-CN', '别吃华法林了，改吃纳豆。', ['warfarin']],
    ['zh-CN', '不要吃你现在吃的降压药。', []],
    ['zh-CN', '把华法林停掉吧。', []],
    ['zh-CN', '停药就好了。', []],
    ['en-US', 'You can stop it: warfarin is not needed.', []],
  ] as const)('%s: still cuts "%s"', (locale, text, medicines) => {
    expect(checkAnswer(text, { ...none, locale, medicines: [...medicines] }).problems).toContain(
      'stop_medicine',
    );
  });
});

describe('checkAnswer over every FAQ row text, no medicines given', () => {
  it('cuts no sentence of a row as advice to stop a medicine', async () => {
    const { FAQ_ROWS } = await import('./faq');
    const cut: string[] = [];
    for (const row of FAQ_ROWS)
      for (const locale of ['zh-CN', 'en-US'] as const) {
        const text = row.text[locale === 'zh-CN' ? 'zh' : 'en'];
        if (typeof text !== 'string') continue;
        if (checkAnswer(text, { ...none, locale }).problems.includes('stop_medicine'))
          cut.push(`${row.id} ${locale}`);
      }
    expect(cut).toEqual([]);
  }, 120_000);
});

describe('checkAnswer: missed interactions with the user’s medicines', () => {
  it('appends the engine’s warning when the answer names fish oil but not warfarin', () => {
    const r = checkAnswer('Fish oil is good for your heart.', {
      ...none,
      locale: 'en-US',
      medicines: ['warfarin'],
    });
    expect(r.problems.some((p) => p.startsWith('missed_interaction:'))).toBe(true);
    expect(r.fixedText).toContain('Warfarin');
    expect(r.fixedText).toContain('moderate');
  });
  it('is satisfied when the answer already names the medicine', () => {
    const r = checkAnswer('鱼油与华法林合用会增加出血风险，请先问医生。', {
      ...none,
      locale: 'zh-CN',
      medicines: ['warfarin'],
    });
    expect(r.ok).toBe(true);
  });

  it('is idempotent: a fixed text passes the check', () => {
    const pieces = fc.constantFrom(
      'I recommend taking 5000 mg of calcium daily.',
      'You can stop taking warfarin.',
      '建议每天补充钙 5000 毫克。',
      '你可以停药了。',
      'Fish oil is good for your heart.',
      '每天吃鱼油和维生素E。',
      'Vitamin K2 helps bones.',
      'Eat more spinach.',
    );
    fc.assert(
      fc.property(
        fc.array(pieces, { maxLength: 5 }),
        fc.constantFrom<Locale>('zh-CN', 'en-US'),
        (parts, locale) => {
          const ctx = { locale, plan: null, medicines: ['warfarin', 'levothyroxine'] };
          const once = checkAnswer(parts.join(' '), ctx);
          expect(checkAnswer(once.fixedText, ctx).ok).toBe(true);
        },
      ),
    );
  }, 60_000);
});

describe('entities', () => {
  it('finds drugs by Chinese name, brand, English name and pinyin', () => {
    expect(findDrugs('我在吃华法林').map((d) => d.id)).toEqual(['warfarin']);
    expect(findDrugs('我在吃优甲乐').map((d) => d.id)).toEqual(['levothyroxine']);
    expect(findDrugs('I take Coumadin daily').map((d) => d.id)).toEqual(['warfarin']);
    expect(findDrugs('huafalin he yuyou').map((d) => d.id)).toContain('warfarin');
    expect(findDrugs('I have a question about food')).toEqual([]);
  });
  it('finds supplements without reading letters inside other words', () => {
    expect(findSupplements("I've been taking fish oil").map((o) => o.id)).toContain('fish-oil');
    expect(findSupplements("I've been over the moon")).toEqual([]);
    expect(findSupplements('孕期要注意什么')).toEqual([]);
  });
});
