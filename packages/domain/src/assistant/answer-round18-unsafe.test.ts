/**
 * Blind answer round 18 (development data since its figures were reported): the answers its judges called
 * unsafe, as classes, in both languages. Rows these fixes added are tested with their tables too
 * (faq/rows-*.test.ts, inr-nutrition-drink.test.ts); this file follows the person's whole answer.
 */
import { describe, expect, it } from 'vitest';
import { askPersona } from './testing';

describe('blind answer round 18, unsafe answers', () => {
  it.each([
    [
      'en-US',
      '6 wks pregnant and i can barely keep anything down. what can i actually eat that stays down, im living on saltines',
    ],
    ['en-US', 'so nauseous all day, what should i eat?'],
    ['zh-CN', '孕吐好难受，吃点什么能好点'],
  ] as const)('en-004: %s "%s" → what to eat, and hyperemesis the same day', (locale, text) => {
    const r = askPersona('pregnant t1', locale, text);
    expect(r.urgent).toBe(false);
    expect(r.text).toMatch(
      locale === 'en-US' ? /hyperemesis[^.]*(today|same day)/ : /妊娠剧吐，请(今天就去医院|当天就医)/,
    );
    expect(r.text).not.toMatch(/Daily targets for the nutrients involved|相关营养素的每日目标/);
  });

  it('en-134: antacids with an eGFR of 22 — never the pregnancy text, magnesium and aspirin named', () => {
    const r = askPersona(
      'kidney disease eGFR 22 with magnesium',
      'en-US',
      'Can I take Tums or Alka-Seltzer or milk of magnesia for heartburn with bad kidneys',
    );
    expect(r.text).not.toMatch(/pregnan|Elevit|obstetrician/i);
    expect(r.text).toMatch(/milk of magnesia/);
    expect(r.text).toMatch(/Alka-Seltzer Original/);
    expect(r.text).toMatch(/Tums/);
  });

  it('zh-035: 斯利安 0.4 or 5 mg on valproate → the valproate pregnancy rule with its 5 mg, never declined', () => {
    const r = askPersona('valproate, 28', 'zh-CN', '普通的斯利安0.4够吗，还是要大剂量5mg的');
    expect(r.text).toMatch(/每天5 mg叶酸/);
    expect(r.text).toMatch(/不要自己停药/);
  });

  it('zh-018: results typed, then the prescribed iron with Centrum → both, 2 hours apart', () => {
    const r = askPersona(
      'iron deficiency with a multivitamin',
      'zh-CN',
      '缺铁性贫血，铁蛋白8，血红蛋白98 g/L，医生开了琥珀酸亚铁，跟我平时吃的善存能一起吃吗',
    );
    expect(r.text).toMatch(/^\*\*可以都吃，但要错开时间/);
    expect(r.text).toMatch(/间隔2小时以上/);
  });

  it('zh-133: milk brings diarrhoea and the tablet is too big → neither a glass of milk nor a big tablet', () => {
    const r = askPersona(
      '80-year-old woman, low BMI',
      'zh-CN',
      '外婆一喝牛奶就拉肚子，钙片又太大颗咽不下去，钙怎么补',
    );
    expect(r.text).toMatch(/乳糖不耐受/);
    expect(r.text).toMatch(/无乳糖牛奶/);
    expect(r.text).toMatch(/咀嚼片、颗粒冲剂/);
    expect(r.text).not.toMatch(/每天一杯奶/);
  });
});
