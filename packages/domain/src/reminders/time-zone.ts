/**
 * Wall-clock time in a person's IANA time zone, pure (Intl's time-zone data; no clock read here): the
 * local date of an instant, and the instant of a local date and minute. A local time that a daylight
 * saving change skips (02:30 on the spring-forward night) is the same wall time after the change
 * (03:30); a time that happens twice (01:30 on the fall-back night) is its first happening.
 */

import type { REGION_CODES } from '../contracts/values';

/** An IANA zone name as people and browsers write them ("Asia/Shanghai", "America/New_York", "UTC"). */
const ZONE_NAME = /^(?:UTC|[A-Za-z][A-Za-z_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_+-]*){0,2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for a time zone name Intl knows (IANA names and their aliases). */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !ZONE_NAME.test(name)) return false;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallTimeOf(instant: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(new Date(instant)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour! % 24,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive: Shanghai +8 h). */
export function offsetAt(instant: number, timeZone: string): number {
  const w = wallTimeOf(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The person's calendar date (`YYYY-MM-DD`) at an instant. */
export function localDateOf(instant: Date, timeZone: string): string {
  const w = wallTimeOf(instant.getTime(), timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** Minutes after the person's midnight at an instant. */
export function localMinuteOf(instant: Date, timeZone: string): number {
  const w = wallTimeOf(instant.getTime(), timeZone);
  return w.hour * 60 + w.minute;
}

/** The date `n` days after `date` (`YYYY-MM-DD`, calendar arithmetic). */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The instant the person's clock shows `minute` (after midnight) on `date`. */
export function zonedInstant(date: string, minute: number, timeZone: string): Date {
  const local = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  // The offsets a day either side: the same but near a daylight saving change.
  const earlier = offsetAt(local - 86_400_000, timeZone);
  const later = offsetAt(local + 86_400_000, timeZone);
  const shows = (at: number) => at + offsetAt(at, timeZone) === local;
  const fits = [local - earlier, local - later].filter(shows).sort((a, b) => a - b);
  // A wall time that never happens (skipped forward): the earlier offset lands the same time after it.
  return new Date(fits[0] ?? local - earlier);
}

/**
 * The zone reminders and the calendar file use before the person picks one: the region they set, at its
 * most populous zone (an en-US person in the US was sent breakfast reminders at 08:00 Shanghai time —
 * 7 pm in Kentucky; forty-fourth clinician review, en M12). The screen still offers the device's zone.
 */
const REGION_ZONES: Readonly<Record<(typeof REGION_CODES)[number], string>> = {
  CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong',
  TW: 'Asia/Taipei',
  US: 'America/New_York',
  CA: 'America/Toronto',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  IN: 'Asia/Kolkata',
};

/** No region set: China's, the app's first market. */
export function defaultTimeZone(region: string | null | undefined): string {
  return (region && (REGION_ZONES as Record<string, string>)[region]) || 'Asia/Shanghai';
}
