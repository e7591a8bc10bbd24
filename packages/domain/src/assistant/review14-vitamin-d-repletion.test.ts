/**
 * Fourteenth clinician review, zh P5 #5 (阿雅, 25-OH-D 16 ng/mL = 40 nmol/L): "我维生素D才16 ng/mL，要补多少？"
 * and "那就是一天吃几粒？" got the population intake (10 µg). Between deficiency (< 12 ng/mL, the plan's
 * supervised rule) and 30 ng/mL the answer is the Endocrine Society 2011 repletion total, 1,500–2,000 IU a
 * day counted with what is kept, a recheck in 8–12 weeks, and the UL unless a doctor supervises.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';
import { assistantReply } from './index';
import { VITAMIN_D_REPLETION_BAND } from './intents/vitamin-d-repletion';

const A_YA = '阿雅 IVF a week before transfer, two prenatals and cod-liver oil (zh)';
const RANGE = /1500–2000 IU/;

describe('vitamin D with a low level: the repletion total, recheck and the UL (zh P5 #5)', () => {
  it.each([
    ['zh-CN', '我维生素D才16 ng/mL，要补多少？', undefined],
    ['zh-CN', '那就是一天吃几粒？', '我维生素D才16 ng/mL，要补多少？'],
    ['zh-CN', '25羟维生素D 40 nmol/L，维生素D该吃多少', undefined],
    ['en-US', 'my vitamin D is 16 ng/mL, how much should I take?', undefined],
    ['en-US', 'so how many capsules a day?', 'my vitamin D is 16 ng/mL, how much should I take?'],
    ['en-US', 'what dose of vitamin D3 for a level of 40 nmol/L?', undefined],
  ] as const)('%s: "%s"', (locale, q, previous) => {
    const text = askPersona(A_YA, locale, q, previous ? { previous } : {}).text;
    const zh = locale === 'zh-CN';
    expect(text).toMatch(RANGE);
    expect(text).toMatch(zh ? /8–12 周后复查/ : /after 8–12 weeks/);
    expect(text).toMatch(zh ? /上限 50 µg（2000 IU）/ : /upper limit of 100 µg \(4000 IU\)/);
    expect(text).toMatch(zh ? /医生监督/ : /supervise/);
    // Counted with what she keeps (one prenatal, 500 IU), the cod-liver oil named as not counted.
    expect(text).toMatch(zh ? /每天提供 500 IU/ : /gives 500 IU a day/);
    expect(text).toMatch(zh ? /「鱼肝油」每粒含多少维生素D不知道/ : /"鱼肝油" holds is not known/);
    expect(text).not.toMatch(zh ? /你每天需要\*\*维生素D 10 µg/ : /You need \*\*10 µg/);
  });

  it.each([
    ['zh-CN', '我维生素D才16 ng/mL，要补多少？'],
    ['en-US', 'my vitamin D is 16 ng/mL, how much should I take?'],
  ] as const)('%s as a guest: the same range, no products invented', (locale, q) => {
    const text = askPersona(A_YA, locale, q, { withPlan: false }).text;
    expect(text).toMatch(RANGE);
    expect(text).not.toMatch(/鱼肝油|500 IU/);
  });
});

describe('look-alikes that must not change', () => {
  const guest = (text: string) =>
    assistantReply({ text, locale: 'en-US', plan: null, medicines: [], history: [] }).text;
  it.each([
    'my vitamin D is 34 ng/mL, how much should I take?',
    'my vitamin D is 8 ng/mL, how much should I take?',
    'how much vitamin D should I take?',
  ])('"%s" is not the repletion answer (sufficient, deficient or no level)', (q) => {
    expect(guest(q)).not.toMatch(RANGE);
  });

  it('property: a stated level gets the repletion total exactly inside the band', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 45 }), (ng) => {
        const text = guest(`my vitamin D is ${ng} ng/mL, how much should I take?`);
        const inside = ng * 2.5 >= VITAMIN_D_REPLETION_BAND.from && ng * 2.5 < VITAMIN_D_REPLETION_BAND.below;
        return RANGE.test(text) === inside;
      }),
      { numRuns: 20, seed: 31 },
    );
  });
});
