/**
 * An order's short number (issue 19 §4): the day it was placed in China (yyMMdd, UTC+8 — China keeps no
 * daylight saving) and the order's database sequence number, padded to at least six digits:
 * `261123000042`. A UUID cannot be read out on the phone; a number derived from the UUID alone could
 * collide. The sequence is unique, and the date is a fixed-width prefix, so two orders never share a
 * number; beyond 999999 the number simply grows a digit.
 */
const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

export function orderNumberOf(createdAt: Date, seq: number): string {
  const china = new Date(createdAt.getTime() + CHINA_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${two(china.getUTCFullYear() % 100)}${two(china.getUTCMonth() + 1)}${two(china.getUTCDate())}`;
  return `${day}${String(Math.max(0, Math.trunc(seq))).padStart(6, '0')}`;
}
