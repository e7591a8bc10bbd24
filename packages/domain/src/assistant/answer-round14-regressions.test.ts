/**
 * Blind answer round 14 (docs/answer-rounds/round-14.md): the answers that got worse between the round's two
 * commits, development data once its figures were reported, fixed as classes.
 * - A question about being ready for a low later ("what's the best thing to keep in the car in case he goes
 *   low?") is no emergency card, and its follow-up carries no "still needs care" banner (en-151, en-160).
 * - HbA1c named as the goal of an action ("早饭不吃行不行，想少吃点把糖化压下来") is the action's question: the
 *   insulin-and-skipped-meal row, never the plan's HbA1c line (zh-052, unsafe); metformin named beside the
 *   insulin is covered by that row.
 * - Soy and oestrogen asked beside vegan protein is the soy question (zh-045); cramps after 10 km runs are
 *   not the 5 km water row (en-104).
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';

const DIABETES = 'diabetes on insulin, glucose 2.6';

describe('getting ready for a low is not an emergency', () => {
  it.each([
    "what's the best thing to keep in the car in case he goes low? glucose tabs, juice boxes, candy?",
    'what should i keep in my bag in case i go low at work',
    '车里备点什么糖，以防他开车时低血糖？',
  ])('%s', (text) => {
    const locale = /[\u4e00-\u9fff]/.test(text) ? 'zh-CN' : 'en-US';
    const r = askPersona(DIABETES, locale, text);
    expect(r.urgent).toBe(false);
    expect(r.cards.some((c) => c.type === 'urgent')).toBe(false);
  });

  it('its follow-up ("how many tabs tho") is answered without a banner', () => {
    const r = askPersona(DIABETES, 'en-US', 'how many tabs tho', {
      previous:
        "what's the best thing to keep in the car in case he goes low? glucose tabs, juice boxes, candy?",
    });
    expect(r.urgent).toBe(false);
    expect(r.text).not.toMatch(/call 911|still needs care/);
    expect(r.text).toMatch(/3–4 glucose tablets/);
  });
});

describe('HbA1c as the goal of skipping a meal on insulin', () => {
  it.each<['zh-CN' | 'en-US', string, RegExp]>([
    ['zh-CN', '打甘精胰导素加二甲双瓜，早饭不吃行不行，想少吃点把糖化压下来', /饭不吃是不安全的/],
    ['zh-CN', '早饭不吃了 想把糖化降下来 行吗', /饭不吃是不安全的/],
    [
      'en-US',
      'can i skip breakfast to get my a1c down faster? im on lantus and metformin',
      /skipping the meal is not safe/,
    ],
  ])('%s: %s', (locale, text, expected) => {
    const r = askPersona(DIABETES, locale, text);
    expect(r.text).toMatch(expected);
    expect(r.text).not.toMatch(/HbA1c 8\.1 %/);
  });

  it('a question about what the value means leads with the lows this person has had (recorded 2.6 on insulin)', () => {
    // Blind answer round 16, zh-075 (unsafe): the HbA1c's "fewer refined carbohydrates" for a person whose
    // recorded glucose is 2.6 on insulin. The lows come first; the value itself is not restated (a gap:
    // the lab marker's own line has no context for recorded lows yet).
    for (const [locale, text] of [
      ['zh-CN', '我的糖化8.1高吗'],
      ['en-US', 'is an a1c of 8.1 high?'],
    ] as const) {
      const t = askPersona(DIABETES, locale, text).text;
      expect(t).toMatch(locale === 'zh-CN' ? /先管低血糖/ : /the lows come first/);
      expect(t).not.toMatch(/控制精制碳水|fewer refined carbohydrates/);
    }
  });
});

describe('the row asked for, not its neighbour', () => {
  it('soy and oestrogen beside vegan protein is the soy answer', () => {
    const r = askPersona(
      'vegan',
      'zh-CN',
      '吃素蛋白质好难凑够，我现在几乎顿顿豆腐，会不会大豆异黄酮太多导致雌激素超标😂',
    );
    expect(r.text).toMatch(/不会让女性“雌激素过多”/);
  });

  it('calf cramps after 10 km runs are the exercise-cramps answer', () => {
    const r = askPersona(
      'healthy woman',
      'en-US',
      "I've been getting calf cramps after my longer runs (10k+). Do I actually need electrolytes or is that just marketing?",
    );
    expect(r.text).toMatch(/Cramps during or after exercise/);
    expect(r.text).not.toMatch(/For about 5 km/);
  });
});
