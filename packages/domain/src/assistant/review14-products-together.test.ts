/**
 * Fourteenth clinician review, zh P5 #3 (阿雅, IVF a week before transfer, two prenatals and cod-liver
 * oil): "爱乐维和澳洲版Elevit一起吃，叶酸和维生素A会不会过量？" got "我无法核对 达芙通…" and "没有可靠的规则",
 * though the plan had every figure. Whether one's own products are too much together is answered from the
 * plan's review: each product's share, the total with food against the UL (folic acid 1000 µg; vitamin A
 * 3000 µg preformed — 中国居民膳食营养素参考摄入量 2023, IOM 2001), the cod-liver oil of unknown strength
 * named as not counted (retinol), and which to stop and which to keep.
 */
import { describe, expect, it } from 'vitest';
import type { Answers } from '../contracts/questionnaire';
import { REFERENCE_PERSONAS } from '../engine/reference-personas';
import { assistantReply } from './index';
import { askPersona, storedPlanFor } from './testing';

const A_YA = '阿雅 IVF a week before transfer, two prenatals and cod-liver oil (zh)';
const NO_RULE = /没有可靠的规则|no reliable rule/i;

describe('products together asked as too much: the figures per product and what to stop (zh P5 #3)', () => {
  it.each([
    // The reviewer's words, then two other phrasings per language.
    ['zh-CN', '爱乐维和澳洲版Elevit一起吃，叶酸和维生素A会不会过量？', ['folate', 'vitaminA']],
    ['zh-CN', '两种孕期维生素加鱼肝油，维生素A和D会不会太多？', ['vitaminA', 'vitaminD']],
    ['zh-CN', '爱乐维、澳洲Elevit再加鱼肝油，会不会吃多了', ['folate', 'vitaminA']],
    [
      'en-US',
      'I take two prenatals and cod liver oil — is that too much vitamin A and D?',
      ['vitaminA', 'vitaminD'],
    ],
    ['en-US', 'Elevit twice plus cod liver oil, am I overdosing on anything?', ['folate', 'vitaminA']],
    ['en-US', 'both my Elevits together, too much folic acid and vitamin A?', ['folate', 'vitaminA']],
  ] as const)('%s: "%s"', (locale, q, nutrients) => {
    const text = askPersona(A_YA, locale, q).text;
    const zh = locale === 'zh-CN';
    expect(text).not.toMatch(NO_RULE);
    if (nutrients.includes('folate' as never))
      expect(text).toMatch(/800 µg \+ 澳洲版Elevit孕期复合维生素 800 µg = 1600 µg/);
    if (nutrients.includes('vitaminA' as never)) {
      expect(text).toMatch(/1200 µg \+ 澳洲版Elevit孕期复合维生素 1200 µg = 2400 µg/);
      expect(text).toMatch(/3000 µg/);
      expect(text).toMatch(
        zh ? /「鱼肝油」也含维生素A.*没有算进去/ : /"鱼肝油" also contains Vitamin A.*not counted/,
      );
    }
    if (nutrients.includes('vitaminD' as never)) expect(text).toMatch(/= 25 µg \(1000 IU\)/);
    expect(text).toMatch(
      zh
        ? /停用「澳洲版Elevit孕期复合维生素」、「鱼肝油」，保留「爱乐维」/
        : /stop "澳洲版Elevit孕期复合维生素", "鱼肝油", keep "爱乐维"/,
    );
    // The folic acid is never stopped with it.
    expect(text).toMatch(zh ? /叶酸照常每天吃/ : /Keep taking the folic acid/);
  });

  it.each([
    ['zh-CN', '爱乐维和澳洲版Elevit一起吃，叶酸和维生素A会不会过量？'],
    ['en-US', 'I take two prenatals and cod liver oil — is that too much vitamin A and D?'],
  ] as const)('%s as a guest (no products known): no figures of products invented', (locale, q) => {
    const text = askPersona(A_YA, locale, q, { withPlan: false }).text;
    expect(text).not.toMatch(/澳洲版Elevit孕期复合维生素 800 µg|停用「|keep "爱乐维"/);
  });
});

describe('look-alikes that must not change', () => {
  it('one nutrient, no second product named: the UL answer as before', () => {
    const text = askPersona(A_YA, 'zh-CN', '维生素A会不会过量').text;
    expect(text).toMatch(/维生素A的可耐受最高摄入量（UL）是每天 3000 µg/);
    expect(text).not.toMatch(/停用「澳洲版Elevit/);
  });

  it.each([
    ['zh-CN', '爱乐维和钙片能一起吃吗'],
    ['en-US', 'can I take Elevit together with my vitamin E?'],
  ] as const)('%s: products together without "too much" is the pairing question: "%s"', (locale, q) => {
    expect(askPersona(A_YA, locale, q).text).not.toMatch(/= 1600 µg|停用「澳洲版Elevit|stop "澳洲版Elevit/);
  });

  it('one product only: "two together too much?" is not answered with a sum of products', () => {
    const a: Answers = {
      ...new Map(REFERENCE_PERSONAS).get(A_YA)!,
      supplements: [{ optionId: 'elevit', name: '爱乐维', dose: 1, unit: 'tablet' }],
    };
    const r = assistantReply({
      text: '爱乐维和叶酸片一起吃会不会过量？',
      locale: 'zh-CN',
      plan: storedPlanFor('one prenatal', a, 'zh-CN'),
      medicines: [...(a.medicines ?? [])],
      history: [],
    });
    expect(r.text).not.toMatch(/ \+ .* = /);
  });
});
