import { describe, expect, it } from 'vitest';
import { statedMinorAge } from './weight';
import { assistantReply } from '../index';

// Blind answer round 20, zh-154: "我16 160cm 55kg 想瘦到45 一天吃多少卡啊" was answered "我还不知道你的
// 年龄" — an age said without 岁 before a height or a weight is an age.
describe('an age said the way teenagers write it', () => {
  it.each([
    '我16 160cm 55kg 想瘦到45 一天吃多少卡啊',
    '今年15了 想减肥',
    '我14，体重60kg',
    '16f 160cm 55kg how many calories to lose weight',
    'F15 5ft4 want to lose 10lbs',
    "she's 15 and wants to lose weight",
    'I’m 16 and want abs',
    'my daughter’s 14, is whey ok',
  ])('%s → a minor', (text) => {
    expect(statedMinorAge(text)).toBe(true);
  });
  it.each([
    '我160cm 55kg 想瘦',
    '我16号要体检',
    '买了16 片维生素',
    'took 16 mg of iron',
    '我30 160cm 55kg',
    'vitamin d 1000 iu, B12 for my 16th birthday',
    // Hours and clock times are not ages (round-64 read-through).
    "she's 8 hours into her fast, can she have her levothyroxine?",
    "I'm 12 hours into a water fast",
    'he is 10 minutes late for his insulin',
    "she's 9 pm and no dinner yet",
  ])('%s → not', (text) => {
    expect(statedMinorAge(text)).toBe(false);
  });
  it('the answer is the still-growing one, never "I do not know your age"', { timeout: 30_000 }, () => {
    const r = assistantReply({
      text: '我16 160cm 55kg 想瘦到45 一天吃多少卡啊',
      locale: 'zh-CN',
      plan: null,
      medicines: [],
    });
    expect(r.text).toMatch(/你还在长身体/);
    expect(r.text).not.toMatch(/不知道你的年龄/);
  });
});
