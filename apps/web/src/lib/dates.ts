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
