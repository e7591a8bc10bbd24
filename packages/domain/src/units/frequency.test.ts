/** How many times a day a message says a count is taken — one table read by the dose and the serving answers. */
import { describe, expect, it } from 'vitest';
import { PERIODS, timesADayIn } from './frequency';

describe('timesADayIn', () => {
  it.each([
    ['速力菲早晚各一粒', 2],
    ['早上晚上各吃一片', 2],
    ['每天2次，每次1片', 2],
    ['one capsule twice a day', 2],
    ['1 tab bd', 2],
    ['早中晚各一片', 3],
    ['三餐各一粒', 3],
    ['two tablets three times a day', 3],
    ['1 tid', 3],
    ['一天一粒', 1],
    ['once a day with breakfast', 1],
    ['每周两次，每次一粒', 1],
    ['every other day', 1],
    ['I take it in the morning', 1],
  ] as const)('%s → %i', (text, n) => {
    expect(timesADayIn(text)).toBe(n);
  });
});

describe('four times a day', () => {
  it.each(['4 times a day', 'QID', '一天四次', 'four times per day'])('"%s" is four', (t) => {
    expect(timesADayIn(t.toLowerCase())).toBe(4);
  });
});

describe('a week said as "一周一包" (round 53 zh-025, development data: a weekly 60,000 IU sachet read as daily)', () => {
  it.each(['D3 60000IU一周一包', '一个星期一粒', '一礼拜1片', '每周一包'])('"%s" is once a week', (t) => {
    const weekly = PERIODS.find(([re]) => re.test(t));
    expect(weekly?.[1](t.match(weekly[0])!)).toBe(7);
  });
});
