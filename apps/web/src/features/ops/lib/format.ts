/** A moment as operators read it, the same in both languages: `2026-11-23 17:05` in the device's zone. */
export function formatMoment(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Integer cents as yuan with two decimals (`4900` → `49.00`). */
export function yuan(cents: number): string {
  return (cents / 100).toFixed(2);
}
