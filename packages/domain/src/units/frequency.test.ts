/** How many times a day a message says a count is taken — one table read by the dose and the serving answers. */
import { describe, expect, it } from 'vitest';
import { timesADayIn } from './frequency';

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
