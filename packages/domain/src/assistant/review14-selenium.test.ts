/**
 * Fourteenth clinician review, zh P3 #2 (老周, 63, lung cancer on pemetrexed): "微商说硒片能抗癌，我一天吃两片
 * 200微克的，多不多？" was answered with the slimming-pill and eating-disorder text (the word 微商), and the
 * dose above the UL was missed: two 200 µg tablets are 400 µg, plus about 50 µg from food, above the
 * Chinese UL of 400 µg a day (中国居民膳食营养素参考摄入量 2023).
 *
 * Two classes: where a product was bought (微商, 朋友圈) does not make it a slimming pill; and a count of
 * tablets said with their strength ("两片200微克", "two 200 mcg tablets", "200 µg × 2") is the count times
 * the strength.
 */
import { describe, expect, it } from 'vitest';
import { findStatedAmounts } from './entities';
import { assistantReply } from './index';
import { askPersona } from './testing';

const LAO_ZHOU = '老周 pemetrexed, stopped his folic acid, vegan (zh)';
const SLIMMING = /减肥药|燃脂|进食|催吐|slimming|diet pill|eating disorder/i;

describe('a count of tablets with their strength is the count times the strength', () => {
  it.each([
    ['我一天吃两片200微克的硒', 'selenium', 400],
    ['硒片一天吃两片200微克', 'selenium', 400],
    ['I take two 200 mcg selenium tablets a day', 'selenium', 400],
    ['selenium 200 mcg x 2 a day', 'selenium', 400],
    ['钙片每片600毫克，一天两片', 'calcium', 1200],
    ['vitamin D 1000 IU, 3 capsules a day', 'vitaminD', 75],
    ['硒200微克一天一片', 'selenium', 200],
    ['selenium 200 mcg', 'selenium', 200],
    ['vitamin d3 1000 iu capsules', 'vitaminD', 25],
    ['omega 3 1000mg capsules', 'omega3', 1000],
  ] as const)('"%s" → %s %d', (text, nutrient, amount) => {
    const s = findStatedAmounts(text).find((x) => x.nutrient === nutrient);
    expect(s?.amount).toBeCloseTo(amount, 5);
  });
});

describe('selenium 2 × 200 µg is above the UL, never a slimming pill (zh P3 #2)', () => {
  it.each([
    // The reviewer's words, with the plan; then as a guest; everyday words, a typo, mixed language.
    ['zh-CN', '微商说硒片能抗癌，我一天吃两片200微克的，多不多？', true],
    ['zh-CN', '微商说硒片能抗癌，我一天吃两片200微克的，多不多？', false],
    ['zh-CN', '朋友圈买的硒片，每天两片，一片200微克，会过量吗', false],
    ['zh-CN', '硒片一天吃俩片200ug多不多', false],
    [
      'en-US',
      'a WeChat seller says selenium fights cancer — I take selenium, two 200 mcg tablets a day, too much?',
      true,
    ],
    ['en-US', 'is selenium 200mcg x2 daily too mcuh?', false],
    ['en-US', '硒 selenium, I take two 200 mcg a day, ok?', false],
  ] as const)('%s: "%s" (plan: %s)', (locale, q, withPlan) => {
    const r = askPersona(LAO_ZHOU, locale, q, { withPlan });
    expect(r.text).not.toMatch(SLIMMING);
    expect(r.text).toMatch(/400/);
    expect(r.text).toMatch(locale === 'zh-CN' ? /上限|超过/ : /upper|above|exceed/i);
    expect(r.text).not.toMatch(locale === 'zh-CN' ? /在上限（UL）400 µg 以内/ : /within the UL/i);
  });

  it.each([
    ['zh-CN', '微商买的减肥胶囊能吃吗'],
    ['zh-CN', '朋友圈买的燃脂片，吃了掉秤快，行不行'],
    ['en-US', 'my friend sells slimming capsules on WeChat (微商), are they safe?'],
  ] as const)('%s a 微商 slimming product keeps its answer: "%s"', (locale, q) => {
    const r = assistantReply({ text: q, locale, plan: null, medicines: [], history: [] });
    expect(r.text).toMatch(/减肥药|燃脂|slimming|diet pill|weight/i);
  });
});
