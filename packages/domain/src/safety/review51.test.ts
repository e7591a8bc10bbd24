/**
 * Fifty-first clinician review, two urgent messages in Cantonese and in plain Mandarin named as the wrong emergency:
 *
 * - zh S2: "今朝佢屙咗四五次，手震得好犀利，行路唔稳，讲嘢都有啲含糊" from the daughter of a woman on lithium with a
 *   thiazide and ibuprofen was the stroke card: 行路 (walking) was not read, so "unsteady" never counted and only the
 *   slurred speech did. Lithium toxicity is the likely reason (lithium carbonate PI boxed warning; NICE CG185 1.10).
 * - zh S4: "这两天嘴边和手指头发麻……手也抽成鸡爪样了" two weeks after Prolia got the deficiency text: 嘴边 was not read as
 *   around the mouth, so the tetany rule (perioral numbness with carpopedal spasm) never fired.
 */
import { describe, expect, it } from 'vitest';
import type { RedFlagProfile } from './detect';
import { redFlagsFor } from './joined';
import { foldText } from './lexicon';

const kinds = (text: string, profile?: RedFlagProfile) => redFlagsFor(text, profile).map((h) => h.kind);
const ON_LITHIUM: RedFlagProfile = {
  medicines: ['lithium', 'hydrochlorothiazide', 'enalapril', 'ibuprofen'],
};

describe('Cantonese walking (行路) is walking', () => {
  it('folds 行路 and leaves 银行路口 and 旅行路线 alone', () => {
    expect(foldText('行路唔稳')).toMatch(/走路不稳/);
    expect(foldText('银行路口')).toMatch(/银行路口/);
    expect(foldText('旅行路线')).toMatch(/旅行路线/);
  });

  it.each([
    '今朝佢屙咗四五次，手震得好犀利，行路唔稳，讲嘢都有啲含糊，系咪食坏肚？我可唔可以先畀佢食保济丸，再停埋今日啲药？',
    '阿妈今日行路唔稳，手震到揸唔住碗，仲屙咗几次',
  ])('on lithium: %s → lithium toxicity, not a stroke', (text) => {
    const k = kinds(text, ON_LITHIUM);
    expect(k).toContain('lithium_toxicity');
    expect(k[0]).toBe('lithium_toxicity');
  });
});

describe('numb beside the mouth (嘴边) with a claw hand is tetany', () => {
  it.each([
    '这两天嘴边和手指头发麻，昨晚小腿抽筋抽得厉害，手也抽成鸡爪样了，是缺钙吗？我吃两片钙片就行吧？',
    '打完普罗力以后嘴角有点发麻，手指抽筋伸不直',
  ])('%s', (text) => {
    expect(kinds(text, { medicines: ['denosumab'] }).length).toBeGreaterThan(0);
  });

  it('numb lips alone, or a cramp alone, raise nothing new', () => {
    expect(kinds('嘴边有点发麻，是不是上火了')).toEqual([]);
    expect(kinds('昨晚小腿抽筋了，要补钙吗')).toEqual([]);
  });
});

/**
 * en S3: hair falling out, splitting nails and a garlic breath, told with nothing acute, were sent to 911 with no cause
 * named. They are slow changes for a doctor this week (too much selenium, NIH ODS); the chat names the cause.
 */
describe('hair, nails and breath with nothing acute are no emergency', () => {
  it.each([
    'Lately my hair is falling out more, my nails are splitting and my husband says my breath smells like garlic. Could that be related?',
    '最近掉头发很厉害，指甲也一直裂，老公说我嘴里有大蒜味，是怎么回事',
  ])('%s → no card', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    'my hair is falling out, my nails are splitting and now I am vomiting and my hands are numb',
    'hair falling out, garlic breath and I am short of breath',
    '掉头发、指甲断，现在手脚发麻还一直吐',
  ])('with an acute sign the cards stand: %s', (text) => {
    expect(kinds(text).length).toBeGreaterThan(0);
  });
});
