import { describe, expect, it } from 'vitest';
import { formatMonthDay } from './dates';

describe('formatMonthDay (zh-CN M月D日, en-US MMM D)', () => {
  it.each([
    [new Date(2024, 0, 5), '1月5日', 'Jan 5'],
    [new Date(2024, 2, 15), '3月15日', 'Mar 15'],
    [new Date(2023, 11, 31), '12月31日', 'Dec 31'],
    [new Date(2024, 8, 1), '9月1日', 'Sep 1'],
  ])('%s', (date, zh, en) => {
    expect(formatMonthDay(date, 'zh-CN')).toBe(zh);
    expect(formatMonthDay(date, 'en-US')).toBe(en);
  });

  it('accepts timestamps and date strings (local time)', () => {
    const d = new Date(2024, 5, 9, 12);
    expect(formatMonthDay(d.getTime(), 'en-US')).toBe('Jun 9');
    expect(formatMonthDay('2024-06-09T12:00:00', 'zh-CN')).toBe('6月9日');
  });

  it.each([null, undefined, '', 'not a date', Number.NaN])('gives "" for %s', (value) => {
    expect(formatMonthDay(value, 'zh-CN')).toBe('');
    expect(formatMonthDay(value, 'en-US')).toBe('');
  });
});
