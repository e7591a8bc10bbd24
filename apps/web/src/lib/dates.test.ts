import { describe, expect, it } from 'vitest';
import { formatDayTime, formatDueDay, formatMonthDay, isPastDay } from './dates';

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

describe('formatDueDay (the year only when it is not this year)', () => {
  const now = new Date(2026, 10, 23, 15);
  it.each([
    [new Date(2026, 11, 31), '12月31日', 'Dec 31'],
    [new Date(2027, 1, 15), '2027年2月15日', 'Feb 15, 2027'],
    [new Date(2025, 0, 2), '2025年1月2日', 'Jan 2, 2025'],
  ])('%s', (date, zh, en) => {
    expect(formatDueDay(date, 'zh-CN', now)).toBe(zh);
    expect(formatDueDay(date, 'en-US', now)).toBe(en);
  });

  it('gives "" for what is not a date', () => {
    expect(formatDueDay('not a date', 'en-US', now)).toBe('');
  });
});

describe('isPastDay (by local calendar day)', () => {
  const now = new Date(2026, 10, 23, 15);
  it.each([
    [new Date(2026, 10, 22, 23, 59), true],
    [new Date(2026, 10, 23, 0, 0), false],
    [new Date(2026, 10, 23, 23, 59), false],
    [new Date(2026, 10, 24), false],
    [new Date(2025, 11, 31), true],
  ])('%s → %s', (date, past) => {
    expect(isPastDay(date, now)).toBe(past);
  });

  it('an invalid date is not past', () => {
    expect(isPastDay('nope', now)).toBe(false);
  });
});

describe('formatDayTime (a payment deadline)', () => {
  it('day and 24-hour time in each locale', () => {
    expect(formatDayTime(new Date(2026, 2, 5, 14, 7), 'zh-CN')).toBe('3月5日 14:07');
    expect(formatDayTime(new Date(2026, 2, 5, 9, 30), 'en-US')).toBe('Mar 5, 09:30');
    expect(formatDayTime('not a date', 'en-US')).toBe('');
  });
});
