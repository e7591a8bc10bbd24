/**
 * The calendar file (RFC 5545) of a person's reminders, pure: the fallback that works everywhere (iOS
 * Safari without an installed web app, the WeChat webview's "open in browser"). One VEVENT per time of day
 * with doses, repeating daily (RRULE:FREQ=DAILY) at the slot's wall time in the person's zone (TZID, with
 * a VTIMEZONE built from Intl's data), a VALARM at the reminder's time (the slot's, moved out of quiet
 * hours), a UID stable per person and slot (a new download replaces the events instead of adding them);
 * texts in the person's language, CRLF line endings, lines folded at 75 octets without splitting a
 * character, TEXT values escaped (§3.3.11).
 */
import type { Locale } from '../contracts/common';
import { say, textIn } from '../messages';
import { outOfQuietHours, type QuietHours, type ReminderSlot } from './occurrences';
import { offsetAt } from './time-zone';

export interface CalendarInput {
  /** Stable per person (the plan's id): the events' UIDs are `<person>-<slot>@<domain>`. */
  personId: string;
  slots: readonly ReminderSlot[];
  timeZone: string;
  quiet: QuietHours | null;
  locale: Locale;
  /** The day the events start (`YYYY-MM-DD`, the person's date). */
  startDate: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
  /** A family member's name in the calendar's name; null for the account holder. */
  person?: string | null;
}

const UID_DOMAIN = 'reminders.ai-nutritionist';
const CRLF = '\r\n';
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** TEXT escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** The octets a code point takes in UTF-8. */
const utf8Octets = (cp: number) => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

/**
 * A content line folded (§3.1): no line longer than 75 octets, each continuation starting with a space;
 * a UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Octets(ch.codePointAt(0)!);
    // The first line holds 75 octets; a continuation 74 after its leading space.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const utcStamp = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(
    d.getUTCMinutes(),
  )}${pad(d.getUTCSeconds())}Z`;

const localStamp = (date: string, minute: number) =>
  `${date.replace(/-/g, '')}T${pad(Math.floor(minute / 60))}${pad(minute % 60)}00`;

const offsetText = (ms: number) => {
  const sign = ms < 0 ? '-' : '+';
  const m = Math.round(Math.abs(ms) / 60_000);
  return `${sign}${pad(Math.floor(m / 60))}${pad(m % 60)}`;
};

/** The UTC offset changes of a zone between two instants, found to the minute. */
function transitions(
  timeZone: string,
  from: number,
  to: number,
): { at: number; before: number; after: number }[] {
  const out: { at: number; before: number; after: number }[] = [];
  // A week: no zone changes its offset twice within one.
  const step = 7 * 86_400_000;
  let prev = offsetAt(from, timeZone);
  for (let t = from + step; t <= to; t += step) {
    const cur = offsetAt(t, timeZone);
    if (cur !== prev) {
      let lo = t - step;
      let hi = t;
      while (hi - lo > 60_000) {
        const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
        if (offsetAt(mid, timeZone) === prev) lo = mid;
        else hi = mid;
      }
      out.push({ at: hi, before: prev, after: cur });
      prev = cur;
    }
  }
  return out;
}

/**
 * A VTIMEZONE for the zone (§3.6.5): its offset changes from a year before the start to ten years after
 * (a daily event lives on), each as an observance at its local time; a zone without changes is one
 * STANDARD observance.
 */
function vtimezone(timeZone: string, startDate: string): string[] {
  const start = Date.parse(`${startDate}T00:00:00Z`);
  const from = start - 366 * 86_400_000;
  const changes = transitions(timeZone, from, start + 10 * 366 * 86_400_000);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (changes.length === 0) {
    const o = offsetText(offsetAt(start, timeZone));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${o}`,
      `TZOFFSETTO:${o}`,
      'END:STANDARD',
    );
  } else {
    for (const c of changes) {
      // Daylight time is the larger offset of the two.
      const kind = c.after > c.before ? 'DAYLIGHT' : 'STANDARD';
      const local = new Date(c.at + c.before);
      const stamp = utcStamp(local).slice(0, -1);
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${stamp}`,
        `TZOFFSETFROM:${offsetText(c.before)}`,
        `TZOFFSETTO:${offsetText(c.after)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/** A trigger relative to the event's start: `PT0M`, `PT30M`, `-PT1H30M`. */
function trigger(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const m = Math.abs(minutes);
  const h = Math.floor(m / 60);
  return `${sign}PT${h ? `${h}H` : ''}${m % 60 || !h ? `${m % 60}M` : ''}`;
}

/** The calendar file's text. */
export function calendarFile(input: CalendarInput): string {
  const { locale, timeZone } = input;
  const name = say('reminders.calendar.name', {}, locale);
  const calendarName = input.person
    ? say('reminders.person', { name: input.person, text: name }, locale)
    : name;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//AI Nutritionist//Reminders//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendarName)}`,
    `X-WR-TIMEZONE:${timeZone}`,
    ...vtimezone(timeZone, input.startDate),
  ];
  const separator = say('reminders.dose.separator', {}, locale);
  const note = say('reminders.calendar.note', {}, locale);
  for (const slot of input.slots) {
    if (slot.items.length === 0) continue;
    const summary = say('reminders.dose.title', { when: slot.label }, locale);
    const items = slot.items.map((i) => textIn(i.label, locale)).join(separator);
    const remindAt = outOfQuietHours(slot.minute, input.quiet);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${input.personId}-${slot.key}@${UID_DOMAIN}`,
      `DTSTAMP:${utcStamp(input.now)}`,
      `DTSTART;TZID=${timeZone}:${localStamp(input.startDate, slot.minute)}`,
      'DURATION:PT15M',
      'RRULE:FREQ=DAILY',
      `SUMMARY:${escapeText(summary)}`,
      `DESCRIPTION:${escapeText(`${items}\n\n${note}`)}`,
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `TRIGGER:${trigger(remindAt - slot.minute)}`,
      `DESCRIPTION:${escapeText(say('reminders.dose.slotItems', { slot: slot.label, items }, locale))}`,
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
