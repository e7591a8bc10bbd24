import { describe, expect, it } from 'vitest';
import { normaliseQuestion } from './lexicon';
import { findNutrients } from './entities';

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

describe('iron the mineral, not lifting weights or a train', () => {
  // blind answer round 18 en-064 (development data): "我在撸铁" asked about protein was read as iron.
  it.each([
    '我在撸铁，一天要吃多少克蛋白质',
    '举铁增肌吃什么',
    'been pumping iron 3x a week',
    'training for an iron man',
    '坐高铁去医院',
    // twenty-eighth clinician review, zh M10: a dendrobium herb and a tea.
    '灵芝孢子粉和铁皮石斛能不能跟靶向药一起吃',
    '喝铁观音会不会影响吃药',
  ])('%s names no iron', (text) => {
    expect(findNutrients(text)).not.toContain('iron');
  });
  it.each(['缺铁吃什么', 'is my iron low', 'ferrous sulfate or iron bisglycinate', '补铁的同时在健身'])(
    '%s names iron',
    (text) => {
      expect(findNutrients(text)).toContain('iron');
    },
  );
});
