import { describe, expect, it } from 'vitest';
import { redFlagsFor } from './joined';

// Blind triage round 76 (2026-12-06, measured before and after; development data from then on): a quiet spell told as
// counted since — ten or more movements in the count, "the same as usual" — called reduced fetal movements. In words
// of our own; fewer kicks counted, or a count called far from usual, stays urgent.

const kinds = (text: string) => redFlagsFor(text).map((h) => h.kind);

describe('round 76: movements counted since and found as usual', () => {
  it.each([
    '孕31周 上午觉得宝宝不太动 有点慌 中午吃完饭侧躺数了数 一小时踢了二十多下 跟平常一样 想问晚上喝牛奶好不好',
    '怀孕29周，早上好像胎动少了点，下午数了一下两个小时动了十多次，和以前差不多，孕期缺钙吃什么',
  ])('no alarm: %s', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it.each([
    '孕33周 今天胎动少了 数了一个小时只动了2下 平时一小时十几下',
    '孕35周 宝宝今天特别安静 两个小时才动了十几下 跟平时差太多了',
    '36 weeks and the baby has barely moved all afternoon, only 3 kicks in 2 hours',
  ])('still urgent: %s', (text) => {
    expect(kinds(text)).toContain('reduced_fetal_movements');
  });
});
