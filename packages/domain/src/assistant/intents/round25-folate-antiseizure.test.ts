import { describe, expect, it } from 'vitest';
import { askAs, type FaqCase } from '../faq/testing';

// Blind answer round 25 zh-008, en-008 (development data): a woman on valproate planning a pregnancy was
// told "you need 400 µg of folate" beside folate foods (beef liver first), and her day listed 叶酸片 0.4 mg
// as if enough. Any folate amount said to a woman on a medicine whose pregnancy rule is folic acid 5 mg
// (knowledge/teratogens.ts: valproate, the antiepileptic class, topiramate) is that 5 mg prescription dose;
// no liver is listed when she is planning a pregnancy (NHS, Vitamin A).

const VPA_PLANNING = 'valproate, 28, planning a pregnancy, folic acid 400 µg';
const VPA = 'valproate, 28';
const LTG = 'lamotrigine, pregnant t1, folic acid 400 µg';
const CBZ_MAN = 'man on carbamazepine';
const PLANNING = 'planning a pregnancy, 30';
const WOMAN = 'healthy woman';

// In Chinese the valproate pregnancy rule may answer first; it names the 5 mg too.
const FIVE_MG = {
  'zh-CN': /5 mg（5000 µg）的叶酸片|每天5 mg叶酸/,
  'en-US': /5 mg \(5,000 µg\) a day/,
} as const;
const FOUR_HUNDRED_ENOUGH = {
  'zh-CN': /你每天需要\*\*叶酸 400/,
  'en-US': /You need \*\*400 µg of Folate/,
} as const;
const LIVER = /liver|肝/i;

const FIVE_MG_CASES: readonly FaqCase[] = [
  {
    persona: VPA_PLANNING,
    locale: 'en-US',
    text: 'what foods naturally have folate in them? i honestly cant stand spinach lol',
  },
  { persona: VPA_PLANNING, locale: 'zh-CN', text: '哪些食物叶酸多？' },
  { persona: VPA, locale: 'en-US', text: 'which foods are high in folate?' },
  { persona: VPA, locale: 'zh-CN', text: '富含叶酸的食物有哪些' },
  { persona: LTG, locale: 'en-US', text: 'foods rich in folate?' },
];

/** People the rule must not reach: the population target stands for them. */
const NOT_FIVE_MG: readonly FaqCase[] = [
  { persona: CBZ_MAN, locale: 'en-US', text: 'which foods are high in folate?' },
  { persona: PLANNING, locale: 'en-US', text: 'which foods are high in folate?' },
  { persona: WOMAN, locale: 'zh-CN', text: '富含叶酸的食物有哪些' },
];

describe('folate said to a woman on an antiseizure medicine is the 5 mg dose (blind answer round 25)', () => {
  it.each(FIVE_MG_CASES.map((c) => [`${c.persona}: ${c.text}`, c] as const))('%s', (_t, c) => {
    const r = askAs(c);
    expect(r.text).toMatch(FIVE_MG[c.locale]);
    expect(r.text).not.toMatch(FOUR_HUNDRED_ENOUGH[c.locale]);
    expect(r.text).not.toMatch(/Beef liver|牛肝|猪肝|鸡肝/);
    expect(r.text).toMatch(c.locale === 'zh-CN' ? /_来源/ : /_Source: [^\n]*NICE NG217/);
  });
  it.each(NOT_FIVE_MG.map((c) => [`${c.persona}: ${c.text}`, c] as const))('not for %s', (_t, c) => {
    const r = askAs(c);
    expect(r.text).not.toMatch(FIVE_MG[c.locale]);
  });
  it('planning a pregnancy (no antiseizure medicine): no liver among the folate foods', () => {
    const r = askAs({ persona: PLANNING, locale: 'en-US', text: 'which foods are high in folate?' });
    expect(r.text).not.toMatch(LIVER);
  });
  it('a woman without such a medicine keeps the population target', () => {
    const r = askAs({ persona: WOMAN, locale: 'en-US', text: 'which foods are high in folate?' });
    expect(r.text).toMatch(FOUR_HUNDRED_ENOUGH['en-US']);
  });
});

describe('the day schedule says a product below the needed dose is below it (zh-008)', () => {
  it.each(['zh-CN', 'en-US'] as const)('%s', (locale) => {
    const r = askAs({
      persona: VPA_PLANNING,
      locale,
      text: locale === 'zh-CN' ? '每天什么时候吃什么？帮我排一下' : 'what do I take when during the day?',
    });
    expect(r.text).toMatch(locale === 'zh-CN' ? /5 ?mg叶酸|5 mg 叶酸|5mg叶酸/ : /folic acid 5 mg/);
  });
  it('a product at the dose it should be has no such line', () => {
    const r = askAs({
      persona: 'methotrexate with folic acid 5 mg',
      locale: 'en-US',
      text: 'what do I take when during the day?',
    });
    expect(r.text).not.toMatch(/below (that|the) dose/);
  });
});
