import type { AppLocale } from './language';

const MONTHS_EN = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A day of the year as the app shows it: zh-CN `M月D日` (`3月5日`), en-US `MMM D` (`Mar 5`), in
 * the device's time zone. A fixed table rather than Intl: the output must not vary by browser build.
 * Invalid or missing input gives ''.
 */
export function formatMonthDay(value: Date | string | number | null | undefined, locale: AppLocale): string {
  const d = toDate(value);
  if (!d) return '';
  const month = d.getMonth();
  const day = d.getDate();
  return locale === 'en-US' ? `${MONTHS_EN[month] ?? ''} ${day}` : `${month + 1}月${day}日`;
}

/**
 * A moment within the next days (a payment deadline): the day as `formatMonthDay` and the 24-hour
 * time, zh-CN `3月5日 14:30`, en-US `Mar 5, 14:30`, in the device's time zone.
 */
export function formatDayTime(value: Date | string | number | null | undefined, locale: AppLocale): string {
  const d = toDate(value);
  if (!d) return '';
  const time = `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
  return locale === 'en-US'
    ? `${formatMonthDay(d, locale)}, ${time}`
    : `${formatMonthDay(d, locale)} ${time}`;
}

/**
 * A day that may lie in another year (a re-test due date): `formatMonthDay`, with the year added when
 * it is not the year of `now` (zh-CN `2027年1月5日`, en-US `Jan 5, 2027`), so a date a year or more
 * away is not read as this year's.
 */
export function formatDueDay(
  value: Date | string | number | null | undefined,
  locale: AppLocale,
  now: Date = new Date(),
): string {
  const d = toDate(value);
  if (!d) return '';
  const day = formatMonthDay(d, locale);
  if (d.getFullYear() === now.getFullYear()) return day;
  return locale === 'en-US' ? `${day}, ${d.getFullYear()}` : `${d.getFullYear()}年${day}`;
}

/** The local calendar day of `value` is before that of `now` (a due date that has passed). */
export function isPastDay(value: Date | string | number | null | undefined, now: Date = new Date()): boolean {
  const d = toDate(value);
  if (!d) return false;
  const day = (x: Date) => x.getFullYear() * 10_000 + x.getMonth() * 100 + x.getDate();
  return day(d) < day(now);
}
