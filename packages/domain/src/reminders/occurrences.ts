/**
 * Reminders (issue 34 §2), pure: the reminders a person gets on one day, from the day's schedule (its
 * slots at their times: the person's own where the schedule has them) and the products due for a refill
 * (commerce/refill.ts), in the person's IANA time zone, kept out of their quiet hours. One reminder per
 * time of day, naming that slot's doses, never one per pill; two slots that land on the same minute are
 * one reminder. Rules: docs/product-rules.md#reminders, ADR 0047.
 *
 * Quiet hours are the open interval (start, end), which may run past midnight: a reminder at exactly
 * `start` or `end` is sent. A reminder inside them is moved to the end of the quiet hours when that comes
 * later the same day (a 06:30 waking dose with quiet hours 23:00–07:00 is reminded at 07:00), else to their
 * start (a 23:30 bedtime dose with quiet hours 22:00–07:00 is reminded at 22:00 the same evening): a dose
 * is reminded on its own day, and never dropped. The reminder names the time of day, so the dose is still
 * taken at its time.
 */
import type { Bilingual } from '../contracts/common';
import type { RefillDue } from '../commerce/refill';
import { bilingual, bilingualOf, say, textIn } from '../messages';
import { localDateOf, zonedInstant } from './time-zone';

/** Minutes after midnight, 0–1439. */
export interface QuietHours {
  start: number;
  end: number;
}

/** A time of day of the schedule, as the reminders read it. */
export interface ReminderSlot {
  key: string;
  /** Minutes after midnight. */
  minute: number;
  label: Bilingual;
  items: readonly { label: Bilingual }[];
}

export interface ReminderOccurrence {
  /**
   * What is sent once: `<date>|dose:<slot>[+<slot>…]` for a day's doses, `refill:<product>:<run-out date>`
   * for a refill (once per supply, whichever day it is sent).
   */
  onceKey: string;
  kind: 'dose' | 'refill';
  /** The person's date it is reminded on. */
  date: string;
  /** Minutes after the person's midnight it is reminded at (out of quiet hours). */
  minute: number;
  /** The instant it is reminded at. */
  at: Date;
  /** The slots it reminds of, in the day's order (empty for a refill). */
  slots: string[];
  title: Bilingual;
  body: Bilingual;
}

/** When in the person's day a refill is reminded (10:00, then out of quiet hours). */
export const REFILL_MINUTE = 10 * 60;

const DAY_MINUTES = 24 * 60;

/** True when `minute` falls strictly inside the quiet hours. */
export function inQuietHours(minute: number, quiet: QuietHours | null): boolean {
  if (!quiet || quiet.start === quiet.end) return false;
  return quiet.start < quiet.end
    ? minute > quiet.start && minute < quiet.end
    : minute > quiet.start || minute < quiet.end;
}

/** The minute a reminder at `minute` is sent: itself, or the edge of the quiet hours on the same day. */
export function outOfQuietHours(minute: number, quiet: QuietHours | null): number {
  if (!quiet || !inQuietHours(minute, quiet)) return minute;
  // The end comes later the same day unless the quiet hours run past midnight and this is their evening.
  const endLater = quiet.start < quiet.end || minute < quiet.end;
  return endLater ? quiet.end : quiet.start;
}

/** "Mum · …" for a family member's reminder; the account holder's own have no name. */
const forPerson = (person: string | null, text: Bilingual): Bilingual =>
  person ? bilingual('reminders.person', { name: person, text }) : text;

const joined = (
  parts: readonly Bilingual[],
  separator: 'reminders.dose.separator' | 'reminders.dose.lines',
) => bilingualOf((locale) => parts.map((p) => textIn(p, locale)).join(say(separator, {}, locale)));

function doseText(
  slots: readonly ReminderSlot[],
  person: string | null,
): Pick<ReminderOccurrence, 'title' | 'body'> {
  const itemsOf = (s: ReminderSlot) =>
    joined(
      s.items.map((i) => i.label),
      'reminders.dose.separator',
    );
  const title = bilingual('reminders.dose.title', {
    when: joined(
      slots.map((s) => s.label),
      'reminders.dose.separator',
    ),
  });
  const body =
    slots.length === 1
      ? itemsOf(slots[0]!)
      : joined(
          slots.map((s) => bilingual('reminders.dose.slotItems', { slot: s.label, items: itemsOf(s) })),
          'reminders.dose.lines',
        );
  return { title: forPerson(person, title), body };
}

export interface DayRemindersInput {
  /** The person's date (`YYYY-MM-DD`). */
  date: string;
  timeZone: string;
  quiet: QuietHours | null;
  /** The schedule's slots; slots without doses are not reminded. */
  slots: readonly ReminderSlot[];
  /** Products due for a refill (refillsDue at the moment asked); none when refills are not reminded. */
  refills?: readonly RefillDue[];
  /** A family member's name, said in each reminder; null for the account holder. */
  person?: string | null;
}

/** The reminders of one day, in time order. */
export function dayReminders(input: DayRemindersInput): ReminderOccurrence[] {
  const { date, timeZone, quiet } = input;
  const person = input.person ?? null;
  const byMinute = new Map<number, ReminderSlot[]>();
  const ordered = [...input.slots].filter((s) => s.items.length > 0).sort((a, b) => a.minute - b.minute);
  for (const slot of ordered) {
    const minute = outOfQuietHours(((slot.minute % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES, quiet);
    byMinute.set(minute, [...(byMinute.get(minute) ?? []), slot]);
  }
  const out: ReminderOccurrence[] = [...byMinute].map(([minute, slots]) => ({
    onceKey: `${date}|dose:${slots.map((s) => s.key).join('+')}`,
    kind: 'dose',
    date,
    minute,
    at: zonedInstant(date, minute, timeZone),
    slots: slots.map((s) => s.key),
    ...doseText(slots, person),
  }));
  const refillMinute = outOfQuietHours(REFILL_MINUTE, quiet);
  for (const due of input.refills ?? []) {
    const body =
      due.daysLeft <= 0
        ? bilingual('reminders.refill.out', {})
        : due.daysLeft === 1
          ? bilingual('reminders.refill.leftOne', {})
          : bilingual('reminders.refill.left', { days: due.daysLeft });
    out.push({
      onceKey: `refill:${due.productId}:${localDateOf(new Date(due.runsOutAt), timeZone)}`,
      kind: 'refill',
      date,
      minute: refillMinute,
      at: zonedInstant(date, refillMinute, timeZone),
      slots: [],
      title: forPerson(person, bilingual('reminders.refill.title', { name: due.name })),
      body,
    });
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime() || (a.onceKey < b.onceKey ? -1 : 1));
}

/**
 * The reminders due at `now`: reminded at or before it and no more than `lateMs` ago (a dose reminder an
 * hour late is noise; a refill's may come later the same day). The caller sends each `onceKey` once.
 */
export function dueAt(
  occurrences: readonly ReminderOccurrence[],
  now: Date,
  lateMs: { dose: number; refill: number },
): ReminderOccurrence[] {
  const t = now.getTime();
  return occurrences.filter((o) => o.at.getTime() <= t && t - o.at.getTime() <= lateMs[o.kind]);
}
