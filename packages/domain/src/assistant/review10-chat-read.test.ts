/**
 * Tenth clinician review, en P1 findings 1–2 (SERIOUS): Maggie, 76, CKD G3b on apixaban with a
 * 25-OH vitamin D of 28 nmol/L, asked "I bought vitamin D 50,000 IU off amazon as my level was low, is
 * one a day ok?" and was told "25-hydroxyvitamin D 50: within the normal range … no extra vitamin D is
 * needed". A dose with a dose unit is a product's dose, never a lab value; 50,000 IU a day is 12.5
 * times the UL (100 µg = 4,000 IU, IOM 2011), a once-a-week loading strength (Endocrine Society 2011).
 * The plan's review of the same product must say to stop taking it daily. The reviewer's words and
 * our own, both languages, with the plan and as a guest.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../contracts/common';
import type { Answers } from '../contracts/questionnaire';
import { planFor } from '../engine';
import { resolveSupplementName, searchSupplementOptions } from '../review';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { statedLabs } from './intents/labs';
import { askPersona } from './testing';

const MAGGIE = 'apixaban with bleeding supplements, CKD G3b, iron-deficient, 76 (UK)';
const maggie = new Map(REFERENCE_PERSONAS).get(MAGGIE)!;

/** What she was told and must never be told again. */
const MISREAD =
  /within the normal range|no extra vitamin D is needed|正常范围|不需要额外补充维生素D|\b25-hydroxyvitamin D 50\b/i;

const DAILY_LOADING: readonly (readonly [Locale, string])[] = [
  // the reviewer's own words
  ['en-US', 'I bought vitamin D 50,000 IU off amazon as my level was low, is one a day ok?'],
  // our own
  ['en-US', 'my vitamin d3 is 50000 IU capsules, is it ok to take one every day?'],
  ['en-US', 'vit d 50,000 iu, can i take one a day? my level was low'],
  ['en-US', 'Is 50,000 IU of vitamin D a day too much?'],
  ['zh-CN', '我在网上买了维生素D 5万单位的，化验说我偏低，每天一粒可以吗？'],
  ['zh-CN', '维生素D3 50000IU 一天吃一颗行吗'],
  ['zh-CN', '我的维生素d水平低，买了50000国际单位的维生素D，每天吃一粒会不会多？'],
];

describe('a vitamin D loading strength proposed daily (en P1 finding 1)', () => {
  it.each(DAILY_LOADING)('%s: %s (with her plan)', (locale, q) => {
    const r = askPersona(MAGGIE, locale, q);
    expect(r.intent).toBe('dose_too_high');
    expect(r.text).not.toMatch(MISREAD);
    // "No", with the multiple of the UL, first.
    expect(r.text).toMatch(locale === 'zh-CN' ? /^\*\*不行/ : /^\*\*No\b/);
    // the UL of the locale: 50 µg in the Chinese DRIs 2023, 100 µg (4,000 IU) in IOM 2011
    expect(r.text).toMatch(
      locale === 'zh-CN'
        ? /超过可耐受最高摄入量（UL，每天 50 µg \(2000 IU\)），是它的 25 倍/
        : /far above the tolerable upper intake level \(UL\) of 100 µg \(4000 IU\) a day — 12\.5 times it/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /每周一次/ : /once-a-week/);
    expect(r.text).toMatch(
      locale === 'zh-CN' ? /血钙过高[^。]*肾脏损害/ : /high blood calcium[^.]*kidney damage/,
    );
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要每天吃它/ : /Do not take it daily/);
    // her own recorded level and her plan's dose, not the number in the question
    expect(r.text).toMatch(/28 nmol\/L/);
    expect(r.text).toMatch(/50 µg \(2000 IU\)/);
    expect(r.text).toMatch(/Endocrine Society/);
    expect(r.text).not.toMatch(/请不要超过|do not go above it/);
  });

  it.each(DAILY_LOADING)('%s: %s (as a guest)', (locale, q) => {
    const r = askPersona(MAGGIE, locale, q, { withPlan: false });
    expect(r.text).not.toMatch(MISREAD);
    expect(r.text).toMatch(locale === 'zh-CN' ? /是它的 25 倍/ : /12\.5 times it/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /不要每天吃它/ : /Do not take it daily/);
  });

  it('any supplement a person proposes daily above its UL gets "No" with the multiple', () => {
    const r = askPersona(MAGGIE, 'en-US', 'can I take zinc 100 mg a day for my immune system?');
    expect(r.text).toMatch(
      /^\*\*No: 100 mg a day is far above the tolerable upper intake level \(UL\) of 40 mg a day — 2\.5 times it/,
    );
    const z = askPersona(MAGGIE, 'zh-CN', '我想每天吃维生素C 4000毫克，可以吗？', { withPlan: false });
    expect(z.text).toMatch(
      /^\*\*不行：你说的每天 4000 mg，远远超过可耐受最高摄入量（UL，每天 2000 mg），是它的 2 倍/,
    );
  });

  it('a weekly loading course stays the loading-course answer, not "No"', () => {
    const r = askPersona(
      MAGGIE,
      'en-US',
      'my doctor gave me vitamin D 50,000 IU once a week for 8 weeks, is that too much?',
    );
    expect(r.text).not.toMatch(/^\*\*No\b/);
    expect(r.text).toMatch(/as prescribed/);
  });
});

describe('a dose unit is never a lab unit', () => {
  it.each([
    'vitamin D 50,000 IU',
    'vitamin D 50000 IU',
    '维生素D 5万单位',
    '维生素D 50000国际单位',
    'vitamin D 2000 iu',
    'ferritin pills 65 mg',
  ])('%s is no lab value', (t) => {
    expect(statedLabs(t)).toEqual([]);
  });
  it('a value with a lab unit or a lab word still is', () => {
    expect(statedLabs('my vitamin D was 28 nmol/L')[0]?.value).toBe(28);
    expect(statedLabs('25-OH vitamin D 50')[0]?.value).toBe(50);
  });
});

describe('the plan review of a 50,000 IU vitamin D product taken daily (en P1 finding 2)', () => {
  const withProduct = (locale: Locale) =>
    planFor(
      {
        ...maggie,
        supplements: [
          ...(maggie.supplements ?? []),
          { name: 'Vitamin D3 50,000 IU (amazon)', dose: 50000, unit: 'IU' },
        ],
      } as Answers,
      locale,
    );
  it.each(['en-US', 'zh-CN'] as const)(
    '%s: stop taking it daily, never "confirm the daily total"',
    (locale) => {
      const plan = withProduct(locale);
      const review = plan.productReviews.find((r) => /50,000 IU/.test(r.name))!;
      expect(review.verdict).toBe('over_ul');
      const said = review.issues.join(' ');
      expect(said).toMatch(locale === 'zh-CN' ? /请停止每天服用本品/ : /Stop taking this product daily/);
      expect(said).toMatch(locale === 'zh-CN' ? /是它的 25 倍/ : /12\.5 times it/);
      expect(said).toMatch(locale === 'zh-CN' ? /每周一次的负荷剂量/ : /once-a-week loading dose/);
      expect(said).not.toMatch(/confirm the daily total|确认每天的总量/);
    },
  );
});

// ---- finding 3 (moderate): what the question named, read for what it is -----------------------------

describe('a medicine named as a comparison is not the person’s medicine (en P1)', () => {
  it.each([
    ['en-US', 'berberine is natures ozempic, can i take it?', /semaglutide|司美格鲁肽/i],
    ['en-US', 'my friend says berberine works like metformin, is it ok for me?', /metformin/i],
    ['zh-CN', '听说小檗碱是天然的二甲双胍，我能吃吗？', /二甲双胍/],
    ['zh-CN', '小檗碱号称司美格鲁肽平替，我可以吃吗', /司美格鲁肽/],
  ] as const)('%s: %s', (locale, q, medicine) => {
    const r = askPersona(MAGGIE, locale, q);
    expect(r.text).not.toMatch(medicine);
    expect(r.text).not.toMatch(/no reliable rule|没有可靠的规则/);
  });
  it('a medicine the person names as their own is still read', () => {
    const r = askPersona(MAGGIE, 'en-US', 'can I take berberine with my ozempic?', { withPlan: false });
    expect(r.text).toMatch(/Semaglutide/);
  });
});

describe('a drink with apixaban is an alcohol question (en P1 finding 6)', () => {
  it.each([
    ['en-US', 'can i have a glass of sherry on christmas day with the eliquis'],
    ['en-US', 'is a small glass of wine ok on apixaban?'],
    ['en-US', 'Can I drink a G&T with gin at the party while on Eliquis?'],
    ['zh-CN', '吃艾乐妥过年能喝一小杯红酒吗'],
    ['zh-CN', '我在吃阿哌沙班，聚会喝一杯啤酒行不行？'],
  ] as const)('%s: %s', (locale, q) => {
    for (const withPlan of [true, false]) {
      const r = askPersona(MAGGIE, locale, q, { withPlan });
      expect(r.text).toMatch(
        locale === 'zh-CN' ? /偶尔喝一小杯酒[^。]*一般没有问题/ : /occasional small glass[^.]*generally fine/,
      );
      expect(r.text).toMatch(locale === 'zh-CN' ? /出血/ : /bleeding/);
      expect(r.text).not.toMatch(/\bIron\b|no reliable rule|没有可靠的规则/);
    }
  });
  it('apple cider vinegar is no drink', () => {
    const r = askPersona(MAGGIE, 'en-US', 'is apple cider vinegar ok with eliquis?');
    expect(r.text).not.toMatch(/occasional small glass/);
  });
});

describe('cod liver oil is not fish oil, and Seven Seas is cod liver oil (en P1 finding 4)', () => {
  it.each([
    ['en-US', 'Could I have cod liver oil instead of the fish oil, my mum always swore by Seven Seas'],
    ['en-US', 'would seven seas cod liver be better than my fish oil capsules?'],
    ['en-US', 'can I switch to cod liver oil?'],
    ['zh-CN', '鱼油换成鱼肝油可以吗？'],
    ['zh-CN', '我想改吃鳕鱼肝油，代替鱼油行吗'],
  ] as const)('%s: %s', (locale, q) => {
    for (const withPlan of [true, false]) {
      const r = askPersona(MAGGIE, locale, q, { withPlan });
      expect(r.text).toMatch(locale === 'zh-CN' ? /维生素A/ : /vitamin A/);
      expect(r.text).toMatch(
        locale === 'zh-CN' ? /不建议用鱼肝油代替鱼油/ : /not advised instead of fish oil/,
      );
      expect(r.text).toMatch(locale === 'zh-CN' ? /怀孕/ : /pregnancy/);
    }
  });
  it.each(['Seven Seas', 'seven seas cod liver oil', 'cod liver', 'Cod liver oil'])(
    '%s is found as cod liver oil',
    (name) => {
      expect(searchSupplementOptions(name).map((o) => o.id)).not.toContain('vitamin-e-100mg');
      expect(searchSupplementOptions(name)[0]?.id).toBe('cod-liver-oil');
      expect(resolveSupplementName(name)?.id).toBe('cod-liver-oil');
    },
  );
  it('VE and 维E still find vitamin E', () => {
    expect(resolveSupplementName('VE')?.id).toMatch(/^vitamin-e/);
    expect(resolveSupplementName('天然维E软胶囊')?.id).toMatch(/^vitamin-e/);
  });
});
