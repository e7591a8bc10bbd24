/**
 * Reminders (issue 34 §2): the day's reminders in the person's zone, out of quiet hours, one per time of
 * day; the calendar file against RFC 5545's rules. Tables, then a property over zones, days and quiet hours.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RefillDue } from '../commerce/refill';
import { REGION_CODES } from '../contracts/values';
import { calendarFile, escapeText, foldLine } from './ics';
import {
  dayReminders,
  dueAt,
  inQuietHours,
  outOfQuietHours,
  type QuietHours,
  type ReminderSlot,
} from './occurrences';
import { addDays, defaultTimeZone, isTimeZone, localDateOf, localMinuteOf, zonedInstant } from './time-zone';

const hm = (h: number, m = 0) => h * 60 + m;
const b = (zh: string, en: string) => ({ zh, en });

/** A day of five things: levothyroxine on waking, calcium at two meals, vitamin D at lunch, iron at bedtime. */
const FIVE: ReminderSlot[] = [
  {
    key: 'wake',
    minute: hm(7),
    label: b('早上起床、早餐前空腹', 'On waking, on an empty stomach'),
    items: [{ label: b('左甲状腺素（你的药，按医嘱）', 'Levothyroxine (your medicine, as prescribed)') }],
  },
  { key: 'breakfast', minute: hm(8), label: b('早餐时', 'With breakfast'), items: [] },
  {
    key: 'lunch',
    minute: hm(12, 30),
    label: b('午餐时', 'With lunch'),
    items: [
      { label: b('钙 500 毫克', 'Calcium 500 mg') },
      { label: b('维生素D 10 微克', 'Vitamin D 10 µg') },
    ],
  },
  {
    key: 'dinner',
    minute: hm(18, 30),
    label: b('晚餐时', 'With dinner'),
    items: [{ label: b('钙 500 毫克', 'Calcium 500 mg') }],
  },
  {
    key: 'bedtime',
    minute: hm(22),
    label: b('睡前', 'At bedtime'),
    items: [{ label: b('铁 60 毫克', 'Iron 60 mg') }],
  },
];

describe('time zones', () => {
  it("a region gives a zone Intl knows; none or an unknown one gives China's", () => {
    for (const region of REGION_CODES) expect(isTimeZone(defaultTimeZone(region))).toBe(true);
    expect(defaultTimeZone('US')).toBe('America/New_York');
    expect(defaultTimeZone('HK')).toBe('Asia/Hong_Kong');
    expect(defaultTimeZone(null)).toBe('Asia/Shanghai');
    expect(defaultTimeZone('XX')).toBe('Asia/Shanghai');
  });

  it.each<[string, boolean]>([
    ['Asia/Shanghai', true],
    ['America/New_York', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Etc/GMT+5', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
    ['Asia/Shanghai; drop table', false],
    ['../../etc/passwd', false],
  ])('%s is a zone: %s', (zone, ok) => expect(isTimeZone(zone)).toBe(ok));

  it.each<[string, string, number, string]>([
    // zone, local date, local minute, UTC instant
    ['Asia/Shanghai', '2026-11-27', hm(8), '2026-11-27T00:00:00.000Z'],
    ['Asia/Shanghai', '2026-11-27', hm(7), '2026-11-26T23:00:00.000Z'],
    ['America/New_York', '2026-07-01', hm(22), '2026-07-02T02:00:00.000Z'],
    ['America/New_York', '2026-12-01', hm(22), '2026-12-02T03:00:00.000Z'],
    // 02:30 does not happen on 8 March 2026 in New York: the same wall time after the change, 03:30 EDT.
    ['America/New_York', '2026-03-08', hm(2, 30), '2026-03-08T07:30:00.000Z'],
    // 01:30 happens twice on 1 November 2026: its first happening (EDT).
    ['America/New_York', '2026-11-01', hm(1, 30), '2026-11-01T05:30:00.000Z'],
    ['Europe/Berlin', '2026-10-25', hm(2, 30), '2026-10-25T00:30:00.000Z'],
    ['Asia/Kolkata', '2026-11-27', hm(7), '2026-11-27T01:30:00.000Z'],
  ])('%s %s at minute %d is %s', (zone, date, minute, iso) => {
    expect(zonedInstant(date, minute, zone).toISOString()).toBe(iso);
  });

  it('the local date and minute of an instant', () => {
    const at = new Date('2026-11-26T23:30:00Z');
    expect(localDateOf(at, 'Asia/Shanghai')).toBe('2026-11-27');
    expect(localMinuteOf(at, 'Asia/Shanghai')).toBe(hm(7, 30));
    expect(localDateOf(at, 'America/Los_Angeles')).toBe('2026-11-26');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});

describe('quiet hours', () => {
  const night: QuietHours = { start: hm(22), end: hm(7) };
  const nap: QuietHours = { start: hm(13), end: hm(14) };
  it.each<[QuietHours | null, number, boolean, number]>([
    [night, hm(6, 30), true, hm(7)], // morning part: at their end
    [night, hm(7), false, hm(7)], // the end itself is sent
    [night, hm(22), false, hm(22)], // the start itself is sent
    [night, hm(23, 30), true, hm(22)], // evening part: at their start, the same evening
    [night, hm(0, 15), true, hm(7)],
    [nap, hm(13, 30), true, hm(14)],
    [nap, hm(12, 30), false, hm(12, 30)],
    [{ start: hm(8), end: hm(8) }, hm(8), false, hm(8)], // start = end: no quiet hours
    [null, hm(3), false, hm(3)],
  ])('%j: %d quiet %s, reminded at %d', (quiet, minute, inside, at) => {
    expect(inQuietHours(minute, quiet)).toBe(inside);
    expect(outOfQuietHours(minute, quiet)).toBe(at);
  });
});

describe('a day of five things', () => {
  const day = dayReminders({
    date: '2026-11-27',
    timeZone: 'Asia/Shanghai',
    quiet: { start: hm(21, 30), end: hm(7) },
    slots: FIVE,
  });

  it('one reminder per time of day with doses, each naming its doses; none for an empty slot', () => {
    expect(day.map((o) => [o.slots.join('+'), o.minute])).toEqual([
      ['wake', hm(7)],
      ['lunch', hm(12, 30)],
      ['dinner', hm(18, 30)],
      ['bedtime', hm(21, 30)], // 22:00 is in quiet hours from 21:30: reminded as they start
    ]);
    expect(day[1]!.title).toEqual({ zh: '该吃了：午餐时', en: 'Time to take: With lunch' });
    expect(day[1]!.body).toEqual({
      zh: '钙 500 毫克、维生素D 10 微克',
      en: 'Calcium 500 mg, Vitamin D 10 µg',
    });
    expect(day[0]!.at.toISOString()).toBe('2026-11-26T23:00:00.000Z');
    expect(day.map((o) => o.onceKey)).toEqual([
      '2026-11-27|dose:wake',
      '2026-11-27|dose:lunch',
      '2026-11-27|dose:dinner',
      '2026-11-27|dose:bedtime',
    ]);
  });

  it('two slots moved to one minute are one reminder listing both', () => {
    const d = dayReminders({
      date: '2026-11-27',
      timeZone: 'Asia/Shanghai',
      quiet: { start: hm(23), end: hm(8, 30) },
      slots: FIVE.map((s) =>
        s.key === 'breakfast' ? { ...s, items: [{ label: b('镁 100 毫克', 'Magnesium 100 mg') }] } : s,
      ),
      person: '妈妈',
    });
    expect(d[0]!.slots).toEqual(['wake', 'breakfast']);
    expect(d[0]!.minute).toBe(hm(8, 30));
    expect(d[0]!.title.zh).toBe('妈妈 · 该吃了：早上起床、早餐前空腹、早餐时');
    expect(d[0]!.body.en).toBe(
      'On waking, on an empty stomach: Levothyroxine (your medicine, as prescribed); With breakfast: Magnesium 100 mg',
    );
  });

  it('the reminders due now: at or before it, not later than the lateness allowed', () => {
    const at = (iso: string) => dueAt(day, new Date(iso), { dose: 30 * 60_000, refill: 12 * 3600_000 });
    expect(at('2026-11-27T04:29:00Z').map((o) => o.slots[0])).toEqual([]);
    expect(at('2026-11-27T04:30:00Z').map((o) => o.slots[0])).toEqual(['lunch']);
    expect(at('2026-11-27T05:00:00Z').map((o) => o.slots[0])).toEqual(['lunch']);
    expect(at('2026-11-27T05:01:00Z').map((o) => o.slots[0])).toEqual([]);
  });
});

describe('refill reminders', () => {
  const due = (daysLeft: number): RefillDue => ({
    productId: 'p-calcium',
    name: '钙片 60 片',
    runsOutAt: '2026-12-03T02:00:00.000Z',
    daysLeft,
  });
  it.each<[number, string, string]>([
    [6, '大约还能吃 6 天，记得及时补货。', 'About 6 days left — time to reorder.'],
    [1, '大约还能吃 1 天，记得及时补货。', 'About 1 day left — time to reorder.'],
    [0, '已经吃完了，需要的话记得补货。', 'It has run out — reorder if you still need it.'],
  ])('%d days left', (days, zh, en) => {
    const [r] = dayReminders({
      date: '2026-11-27',
      timeZone: 'Asia/Shanghai',
      quiet: null,
      slots: [],
      refills: [due(days)],
    });
    expect(r!.body).toEqual({ zh, en });
    expect(r!.title.en).toBe('Running low: 钙片 60 片');
    expect(r!.minute).toBe(hm(10));
  });
  it('once per supply: the same key whichever day it is reminded on; at 10:00 out of quiet hours', () => {
    const on = (date: string) =>
      dayReminders({
        date,
        timeZone: 'Asia/Shanghai',
        quiet: { start: hm(9), end: hm(11) },
        slots: [],
        refills: [due(5)],
      })[0]!;
    expect(on('2026-11-27').onceKey).toBe(on('2026-11-28').onceKey);
    expect(on('2026-11-27').onceKey).toBe('refill:p-calcium:2026-12-03');
    expect(on('2026-11-27').minute).toBe(hm(11));
  });
});

// -----------------------------------------------------------------------------------------------
// Property: every slot with doses reminded once, on its own day, never inside quiet hours.
// -----------------------------------------------------------------------------------------------

const ZONES = [
  'Asia/Shanghai',
  'America/New_York',
  'Europe/London',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'UTC',
];

describe('property: one reminder per slot, on its day, out of quiet hours', () => {
  it('holds for any zone, date, times and quiet hours', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2027-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.uniqueArray(fc.integer({ min: 0, max: 1439 }), { minLength: 1, maxLength: 5 }),
        fc.option(
          fc.record({ start: fc.integer({ min: 0, max: 1439 }), end: fc.integer({ min: 0, max: 1439 }) }),
          { nil: null },
        ),
        (zone, when, minutes, quiet) => {
          const date = when.toISOString().slice(0, 10);
          const slots = minutes.map((minute, i) => ({
            key: `s${i}`,
            minute,
            label: b(`时段${i}`, `Slot ${i}`),
            items: [{ label: b(`药${i}`, `Dose ${i}`) }],
          }));
          const day = dayReminders({ date, timeZone: zone, quiet, slots });
          // Each slot in exactly one reminder.
          expect(day.flatMap((o) => o.slots).sort()).toEqual(slots.map((s) => s.key).sort());
          expect(new Set(day.map((o) => o.onceKey)).size).toBe(day.length);
          for (const o of day) {
            expect(inQuietHours(o.minute, quiet)).toBe(false);
            // On the person's own day, at the minute said (a wall time a clock change skips comes later).
            expect(localDateOf(o.at, zone)).toBe(date);
            const shown = localMinuteOf(o.at, zone);
            expect(shown === o.minute || (shown > o.minute && shown - o.minute <= 60)).toBe(true);
            // Moved only to an edge of the quiet hours.
            const own = slots.filter((s) => o.slots.includes(s.key)).map((s) => s.minute);
            for (const m of own)
              expect(
                m === o.minute || (quiet && (o.minute === quiet.start || o.minute === quiet.end)),
              ).toBeTruthy();
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

// -----------------------------------------------------------------------------------------------
// The calendar file.
// -----------------------------------------------------------------------------------------------

/** Unfolds content lines (RFC 5545 §3.1): a CRLF followed by one space or tab is removed. */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
/** UTF-8 octets of a line. */
const octets = (s: string) =>
  [...s].reduce((n, ch) => {
    const cp = ch.codePointAt(0)!;
    return n + (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);
  }, 0);

describe('the calendar file', () => {
  const file = (locale: 'zh-CN' | 'en-US', timeZone = 'Asia/Shanghai') =>
    calendarFile({
      personId: '6f1c2a9e-0000-4000-8000-000000000001',
      slots: FIVE,
      timeZone,
      quiet: { start: hm(21, 30), end: hm(7) },
      locale,
      startDate: '2026-11-27',
      now: new Date('2026-11-27T01:02:03Z'),
    });

  it('CRLF line endings only, no line over 75 octets, folds undone give whole lines', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const text = file(locale);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of text.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
      expect(unfold(text).split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
    }
  });

  it('a VEVENT per time of day with doses: DAILY, TZID, an alarm, a UID stable per person and slot', () => {
    const text = unfold(file('en-US'));
    const events = text.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(4);
    expect(text).toContain('UID:6f1c2a9e-0000-4000-8000-000000000001-lunch@reminders.ai-nutritionist');
    expect(text).toContain('DTSTART;TZID=Asia/Shanghai:20261127T123000');
    expect(text).toContain('SUMMARY:Time to take: With lunch');
    expect(text).toContain(
      'DESCRIPTION:Calcium 500 mg\\, Vitamin D 10 µg\\n\\nReminders from your daily schedule',
    );
    for (const e of events) {
      expect(e).toContain('RRULE:FREQ=DAILY');
      expect(e).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:/);
    }
    // Bedtime 22:00 with quiet hours from 21:30: the alarm 30 minutes before.
    expect(events[3]).toContain('TRIGGER:-PT30M');
    expect(events[0]).toContain('TRIGGER:PT0M');
    expect(text).toContain('DTSTAMP:20261127T010203Z');
    // The same person and slot give the same UID in the other language.
    expect(unfold(file('zh-CN'))).toContain(
      'UID:6f1c2a9e-0000-4000-8000-000000000001-lunch@reminders.ai-nutritionist',
    );
  });

  it('texts in the person’s language', () => {
    const text = unfold(file('zh-CN'));
    expect(text).toContain('SUMMARY:该吃了：午餐时');
    expect(text).toContain('X-WR-CALNAME:AI 营养师 · 服用提醒');
    expect(text).toContain('DESCRIPTION:钙 500 毫克、维生素D 10 微克\\n\\n按你的每日安排提醒');
  });

  it('a VTIMEZONE for the TZID: Shanghai one STANDARD observance, New York its changes', () => {
    expect(unfold(file('en-US'))).toContain(
      'BEGIN:VTIMEZONE\r\nTZID:Asia/Shanghai\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0800\r\nTZOFFSETTO:+0800\r\nEND:STANDARD\r\nEND:VTIMEZONE',
    );
    const ny = unfold(file('en-US', 'America/New_York'));
    // RFC 5545 §3.6.5's example zone: daylight from the second Sunday of March at 02:00, -0500 → -0400.
    expect(ny).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nEND:DAYLIGHT',
    );
    expect(ny).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nEND:STANDARD',
    );
    // A daily event lives on: the zone's changes are written years ahead.
    expect(ny).toContain('BEGIN:DAYLIGHT\r\nDTSTART:20350311T020000\r\nTZOFFSETFROM:-0500');
  });

  it('escapes TEXT as RFC 5545 §3.3.11 and its §3.8.1.5 example', () => {
    expect(
      escapeText(
        'Networld+Interop Conference and Exhibition\nAtlanta World Congress Center\nAtlanta, Georgia',
      ),
    ).toBe('Networld+Interop Conference and Exhibition\\nAtlanta World Congress Center\\nAtlanta\\, Georgia');
    expect(escapeText('a;b\\c')).toBe('a\\;b\\\\c');
  });

  it('folds at 75 octets without splitting a character (§3.1)', () => {
    const long = `DESCRIPTION:${'钙'.repeat(60)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(long);
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((l) => l.startsWith(' ')),
    ).toBe(true);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });
});
