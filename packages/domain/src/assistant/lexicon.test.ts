import { describe, expect, it } from 'vitest';
import { normaliseQuestion } from './lexicon';

describe('normaliseQuestion: homophones typed for a nutrient', () => {
  // blind answer round 17 zh-022 (development data): "盖片" for 钙片 was read as no calcium at all.
  it.each([
    ['维D和盖片是一起吃还是分开吃', '维d和钙片是一起吃还是分开吃'],
    ['补盖吃啥好', '补钙吃啥好'],
    ['盖尔奇一天几片', '钙尔奇一天几片'],
    ['概片和镁片', '钙片和镁片'],
  ])('%s → %s', (text, folded) => {
    expect(normaliseQuestion(text)).toBe(folded);
  });

  it.each(['盖饭能吃吗', '锅盖片', '补盖子', '瓶盖片'])('%s stays', (text) => {
    expect(normaliseQuestion(text)).toBe(text);
  });
});
