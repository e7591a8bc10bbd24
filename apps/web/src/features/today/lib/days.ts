/** The device's calendar date (its time zone), `YYYY-MM-DD`: what a day's record is kept by. */
export function localDate(d: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** `HH:MM` of minutes after midnight. */
export function clock(minute: number): string {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The day of the month and the weekday of a `YYYY-MM-DD` date, in the reader's language. */
export function dayLabel(date: string, locale: string): { day: string; weekday: string } {
  const d = new Date(`${date}T12:00:00`);
  return {
    day: String(d.getDate()),
    weekday: new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(d),
  };
}
