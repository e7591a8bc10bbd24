import type { PartialAnswers } from '@nutri/domain/contracts';

/** JSON with object keys in order, so the order answers were given in does not count as a change. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Whether two answer sets say the same thing (as the server would store them: absent = undefined). */
export function sameAnswers(a: PartialAnswers, b: PartialAnswers): boolean {
  return canonical(a) === canonical(b);
}
