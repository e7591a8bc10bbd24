/**
 * Sixteenth blind clinical review (issue 31/30), en P2 serious findings on lithium.
 * - S1: "I'm on lithium … cutting out salt to lose weight. Good plan?" got the keto and blood-pressure
 *   text ("keeping salt under 5 g a day"). Cutting salt, a low-salt or keto diet said beside lithium is the
 *   lithium rule's question, first (lithium carbonate US PI §5; NICE CG185 §1.10).
 * - S2: a lithium level of 1.3 mmol/L was not a lab marker, and the chat's lithium row said "A 0.9 sits
 *   within that range" whatever value was typed. The level is now read (0.4–1.0 maintenance; above 1.2
 *   contact the prescriber the same day; 1.5 and above toxic — NICE CG185, BNF).
 */
import { describe, expect, it } from 'vitest';
import { assistantReply } from './index';
import { storedPlanFor } from './testing';
import { person } from '../testing';
import { convertLabValue, findMarker, flagFor } from '../labs';

type Locale = 'zh-CN' | 'en-US';
const ask = (locale: Locale, text: string, medicines: string[], guest: boolean) =>
  assistantReply({
    text,
    locale,
    plan: guest ? null : storedPlanFor('rev16 lithium', person('female', 38, 165, 88, 'sedentary'), locale),
    medicines: guest ? [] : medicines,
  }).text;

describe('lithium and cutting salt: the lithium rule first', () => {
  // prettier-ignore
  const ASKED: [Locale, string, string[]][] = [
    ['en-US', "Hi! I'm on lithium 900mg and Synthroid. I started keto and I'm cutting out salt to lose weight. Good plan?", ['lithium', 'levothyroxine', 'quetiapine']],
    ['en-US', 'I take lithium. Should I go on a low-sodium diet for my blood pressure?', ['lithium']],
    ['en-US', 'Is a low salt diet ok while on lithium?', ['lithium']],
    ['zh-CN', '我在吃碳酸锂，想减肥，准备少吃盐，可以吗？', ['lithium']],
    ['zh-CN', '吃锂盐的人可以低盐饮食吗', ['lithium']],
    ['zh-CN', '我吃碳酸锂，最近饭菜做得很清淡，几乎不放盐，这样好吗', ['lithium']],
  ];
  it.each(ASKED)('%s: %s', (locale, q, medicines) => {
    for (const guest of [false, true]) {
      const text = ask(locale, q, medicines, guest);
      const lithium = locale === 'zh-CN' ? /碳酸锂|锂盐|血锂/ : /On lithium/;
      const rule =
        locale === 'zh-CN'
          ? /不要(自己控盐|突然|自己开始)|照平时|保持稳定/
          : /do not cut your salt|keep your salt/;
      expect(text, guest ? 'guest' : 'plan').toMatch(lithium);
      expect(text).toMatch(rule);
      // Never the general blood-pressure advice to cut salt.
      expect(text).not.toMatch(/salt under 5 g|keeping salt under|盐每天不超过5克|少于5克/);
      // The lithium rule comes before anything else on salt.
      expect(text.search(lithium)).toBeLessThan(Math.max(0, text.search(/DASH|得舒/)) || Infinity);
    }
  });

  it('look-alike: cutting salt without lithium keeps the usual weight answer', () => {
    for (const guest of [false, true]) {
      const text = ask('en-US', "I'm cutting out salt to lose weight. Good plan?", ['levothyroxine'], guest);
      expect(text).not.toMatch(/On lithium/);
    }
  });
});

describe('a lithium level typed or entered is a lab marker with its range', () => {
  it.each([
    ['Lithium', 1.3, 'mmol/L', 'high'],
    ['Serum lithium', 0.7, 'mmol/L', 'normal'],
    ['LITHIUM', 0.8, 'mEq/L', 'normal'],
    ['血锂', 1.6, 'mmol/L', 'high'],
    ['锂浓度', 0.3, 'mmol/L', 'low'],
  ] as const)('%s %s %s → %s', (name, value, unit, flag) => {
    const marker = findMarker(name);
    expect(marker?.key).toBe('lithium');
    const v = convertLabValue('lithium', value, unit);
    expect(v).toBe(value);
    expect(flagFor('lithium', v!, { sex: 'female', locale: 'en-US' })?.flag).toBe(flag);
  });

  // prettier-ignore
  const ASKED: [Locale, string, RegExp, RegExp][] = [
    ['en-US', 'My lithium level was 1.3 and sodium 133 on my last bloodwork. What does that mean for my diet?', /Lithium level 1\.3: high.*today/s, /0\.9 sits|high blood calcium|sarcoidosis/],
    ['en-US', 'my lithium came back at 1.25, is that bad?', /(Lithium level 1\.25|above 1\.2).*(today|same day)/s, /0\.9 sits/],
    ['en-US', 'My lithium level is 0.7, is that ok?', /Lithium level 0\.7: within/, /Lithium level 0\.7: high|toxic range/],
    ['zh-CN', '血锂1.3，血钠133，饮食上要注意什么？', /血锂浓度 1\.3：偏高.*今天/s, /0\.9在这个范围里|高钙/],
    ['zh-CN', '我的血锂是1.25，要紧吗', /血锂浓度 1\.25.*今天/s, /0\.9在这个范围里/],
    ['zh-CN', '上次锂浓度0.9，这个数算正常吗，跟吃的有关系吗', /血锂浓度 0\.9：在正常范围内/, /高于1\.2 mmol\/L，超出/],
  ];
  it.each(ASKED)('%s: %s', (locale, q, said, never) => {
    for (const guest of [false, true]) {
      const text = ask(locale, q, ['lithium', 'levothyroxine'], guest);
      expect(text, guest ? 'guest' : 'plan').toMatch(said);
      expect(text).not.toMatch(never);
    }
  });

  it('look-alike: "lithium 900mg" is a dose, never read as a level', () => {
    for (const guest of [false, true]) {
      const text = ask('en-US', "I'm on lithium 900mg and Synthroid. Can I have coffee?", ['lithium'], guest);
      expect(text).not.toMatch(/Lithium level 900|toxic range/);
    }
  });
});
